"""Tier 1 (pinpoint retrieval): one fact answers the question, no reasoning needed.

- a figure in a sentence: ``How many <unit> did X <verb>?`` when the figure is the verb's
  object (``services.gold.asking``), answered by the figure as written;
- a date in a sentence: ``When did X <verb> ...?`` with the clause inverted;
- a named subject's dated or counted deed: ``Who <verb> <object> <date>?``, answered by
  the name;
- a priced deal between two names ("Yahoo's $4.8 billion sale to Verizon"): how much it
  is worth;
- an attributed statement: who said it; a definition (``X is defined as/means ...``): what
  the term means; a name's first ``X is a/an/the ...`` statement: ``What is X?`` (``What does X
  do?`` for a role).

A fact whose sentence cannot be turned into such a question is skipped and counted in
``DocFacts.skips`` (the sentence-with-a-blank form is never shipped).
- a table cell: ``What is the <header> of <row> in the table "<title>"?``;
- a chart value (``label: value`` in the chart's text) and a figure's caption.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from services.gold.appositions import apposition_items, title_items
from services.gold.asking import fronted_clause, how_many_question, when_question, who_question
from services.gold.drafts import candidate, header_noun, quoted, row_name, topic
from services.gold.facts import CellFact, DocFacts, make_fact
from services.gold.roles import role_items
from services.gold.sentence_facts import real_dates
from services.gold.widgets import player_control
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem, UsedClaim
from shared.quality.validate import answer_leaks
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities
from shared.text.phrases import clause, single_quantity
from shared.text.references import REFERENCE_MARKER_RX
from shared.text.sentences import split_sentences

__all__ = ["MAX_CELLS", "MAX_ROLES", "pinpoint_items"]

MAX_ROLES = 3
"""Who-or-what-is-X questions (roles, appositives, titles) per document at most: a news story
names many people by their roles, and a set of "What does X do?" is one template repeated."""

_ATTRIBUTION = re.compile(
    r"^(?P<who>[A-Z][\w.’'&-]*(?:\s+[A-Z][\w.’'&-]*){0,5})\s+(?P<verb>stated|said|noted|argued|"
    r"claimed|reported|wrote|warned|acknowledged|believes|concluded)(?:\s+that)?\s+(?P<what>.+)$"
)
_DEFINITION = re.compile(
    r"^(?:An?\s+|The\s+)?(?P<term>[\w‘’'\"“” ()/-]{2,60}?)\s+(?:is defined as|means|refers to|"
    r"stands for)\s+(?P<meaning>.+)$"
)
_CAPTION = re.compile(
    r"^\W*(?P<label>(?:figure|fig\.|chart|graph|exhibit|diagram|plot)\s*[\dA-Z]*)"
    r"[.:\s—–-]+(?P<rest>.{8,})$",
    re.IGNORECASE,
)
_PRONOUNS = frozenset(
    """he she it they this these those we i you his her its their""".split()  # noqa: SIM905
)


def _quantity_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    q = single_quantity(fact.claim)
    if q is None or real_dates(fact.claim):
        return None
    question = how_many_question(fact.claim, q)
    if question is None:
        skips["figure: the sentence does not invert into a natural question"] += 1
        return None
    if answer_leaks(question, q.text):
        return None
    return candidate(question=question, answer=q.text, answer_type="definitive", tier=1,
                     facts=[fact], template="figure")  # fmt: skip


_BOUND = re.compile(r"\b(?:by|as of|since|until|till|before|after|no later than|not before|"
                    r"through|up to)\s+(?:(?:the\s+)?(?:end|start|beginning|middle) of\s+)?$",
                    re.IGNORECASE)
"""Words before a date that make it a bound, not the day a deed was done ("by January 2002")."""


def _date_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    dates = real_dates(fact.claim)
    if len(dates) != 1 or dates[0].precision not in ("day", "month", "year"):
        return None
    mention = dates[0]
    if _BOUND.search(fact.claim[: mention.start]):
        # "By January 2002, the company hired ...": "When did ...?" answered "January 2002"
        # drops the qualifier; the date bounds the deed, it does not date it
        skips["date: the date is a bound ('by', 'as of', 'since', 'until'), not the deed's"] += 1
        return None
    question = when_question(fact.claim, mention)
    if question is None and fronted_clause(fact.claim):
        skips["date: the sentence opens with a subordinate clause"] += 1
        return None
    if question is None:
        skips["date: the sentence does not invert into a natural question"] += 1
        return None
    if answer_leaks(question, mention.text):
        return None
    return candidate(question=question, answer=mention.text, answer_type="definitive", tier=1,
                     facts=[fact], template="date")  # fmt: skip


_OWN_HISTORY = frozenset({"first", "initially", "originally", "later", "eventually", "finally",
                          "again", "once", "previously", "formerly", "subsequently"})
"""Adverbs that place a deed in its doer's own history ("Instagram first introduced business
accounts in 2016": its own first time). Before the verb of ``Who ...?`` they ask for a first
among others, or for an order the question does not give: the who-question is skipped."""


def _who_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    """``Who <did it>?`` for a named subject's past deed (``who_question``; one without a date
    or figure only when its predicate is one short clause)."""
    undated = not (find_dates(fact.claim) or find_quantities(fact.claim))
    asked = who_question(fact.claim, undated=undated)
    if asked is None:
        if not undated:
            skips["who: not a named subject's past deed with an object and a date or figure"] += 1
        return None
    question, subject = asked
    if question.split()[1] in _OWN_HISTORY:
        skips["who: an adverb orders the subject's own history ('first introduced'), not a "
              "first among others"] += 1
        return None
    if answer_leaks(question, subject) or (fact.span and subject not in fact.span):
        return None  # the rewrite's subject, not the source's, is no answer to ship
    return candidate(question=question, answer=subject, answer_type="definitive", tier=1,
                     facts=[fact], template="who")  # fmt: skip


_DEAL = re.compile(
    r"(?<![\w’'])(?P<owner>[A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*){0,3})(?P<mark>[’'])s\s+"
    r"(?P<value>(?:US)?[$€£][\d.,]*\d(?:\s(?:million|billion|trillion))?)\s+"
    r"(?P<deal>sale|acquisition|purchase|takeover|buyout|merger|deal|bid|offer)\s+"
    r"(?P<prep>to|of|by|for|with)\s+(?P<other>[A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*){0,3})"
)


def _deal_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    """``How much is Yahoo's sale to Verizon worth?`` from "Yahoo's $4.8 billion sale to
    Verizon ...": a priced deal between two named parties, answered by its price."""
    m = _DEAL.search(fact.claim)
    if m is None:
        return None
    if fact.span and m.group("value") not in fact.span:
        skips["deal: the price is the rewrite's, not the source sentence's"] += 1
        return None
    owner, mark = m.group("owner"), m.group("mark")
    deal = f"{m.group('deal')} {m.group('prep')} {m.group('other')}"
    question = f"How much is {owner}{mark}s {deal} worth?"
    return candidate(question=question, answer=m.group("value"), answer_type="definitive",
                     tier=1, facts=[fact], template="deal_value")  # fmt: skip


def _attributed_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    m = _ATTRIBUTION.match(clause(fact.claim))
    if m is None or len(m.group("what").split()) < 4:
        return None
    what = m.group("what")
    if not m.group(0).split(m.group("verb"), 1)[1].lstrip().startswith("that") or (
        what.split()[0].lower() in _PRONOUNS
    ):
        # "X believes both in ...", "X says he ...": no clause of its own to ask about
        skips["attributed: the statement is not a clause that names its subject"] += 1
        return None
    question = f"Who {m.group('verb')} that {what}?"
    return candidate(question=question, answer=m.group("who"), answer_type="definitive",
                     tier=1, facts=[fact], template="attributed")  # fmt: skip


def _definition_item(fact: UsedClaim, skips: Counter[str]) -> QAItem | None:
    m = _DEFINITION.match(clause(fact.claim))
    if m is None or len(m.group("meaning").split()) < 2:
        return None
    term = m.group("term").strip(" “”\"‘’'")
    if term.split()[0].lower() in _PRONOUNS or len(term.split()) > 6:
        skips["definition: the defined term is not a short noun phrase"] += 1
        return None
    question = f"What does {quoted(term)} mean?"
    return candidate(
        question=question, answer=clause(m.group("meaning")), answer_type="definitive", tier=1,
        facts=[fact], template="definition",
    )


_IDENTITY = re.compile(r"^(?P<what>(?:The\s+)?[A-Z][\w’'.+-]*"
                       r"(?:\s+(?:of\s+)?[A-Z0-9][\w’'.+-]*){0,4})"
                       r"\s+(?P<verb>is|was)\s+(?P<np>(?:a|an|the)\s+.+)$")
_ROLES = re.compile(r"^(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:reporter|journalist|author|writer|"
                    r"professor|director|ceo|president|founder|engineer|developer|scientist|"
                    r"actor|actress|singer|politician|member|player|officer|editor|student|"
                    r"chief|spokesperson|spokesman|minister|chairman|analyst|explorer|artist|"
                    r"composer|poet|lawyer|judge|doctor|researcher|economist|historian|"
                    r"designer|manager|executive|leader|senator|governor|mayor|king|queen)\b",
                    re.I)  # fmt: skip
_NOT_IDENTITY = re.compile(r"^(?:the\s+(?:same|first|last|only|best|worst|most|largest|"
                           r"smallest|second|third)|an?\s+(?:lot|bit|number|couple))\b", re.I)


_ACRONYM = re.compile(r"^(?:The\s+)?(?P<acr>[A-Z][A-Z0-9&]{1,7}s?)$")


def _expansion(acronym: str, text: str) -> tuple[str, int] | None:
    """What the document writes an acronym out as: the capitalised words before
    ``, or QRH`` or ``(QRH)`` whose initials spell it, with an owner before them
    ("Boeing’s Quick Reference Handbook, or QRH" -> ``Boeing’s Quick Reference Handbook``)."""
    letters = [c for c in acronym.rstrip("s") if c.isalpha()]
    for m in re.finditer(rf"(?:,\s+or|\s+\(|,\s+)\s*{re.escape(acronym)}\b", text):
        words = text[: m.start()].split()[-(len(letters) + 4):]
        picked: list[str] = []
        want = list(letters)
        while words and want:
            word = words.pop()
            if word[:1].isupper():
                if word[0] != want[-1]:
                    break
                want.pop()
            elif word not in ("of", "and", "for", "the", "on", "in", "to", "&"):
                break
            picked.insert(0, word)
        if want or not picked or not picked[0][:1].isupper():
            continue
        if words and re.fullmatch(r"[A-Z][\w.-]*[’']s", words[-1]):
            picked.insert(0, words[-1])  # the owner: "Boeing’s Quick Reference Handbook"
        return " ".join(picked), m.start()
    return None


def _whole_phrase(name: str, verb: str, np: str, span: str | None) -> str:
    """The defining noun phrase as the source sentence gives it, up to the clause end: a
    fact cut to the appositive's head ("The QRH is a nonregulatory tool.") keeps the words
    of its span after it ("... used by flightcrews that includes information for ...")."""
    if not span:
        return np
    m = re.search(rf"{re.escape(name)}\s+{verb}\s+(?P<np>.+?)[.;!?]?[\"”’]?\s*$",
                  " ".join(span.split()))
    if m is None:
        return np
    whole = m.group("np")
    return whole if whole.startswith(np.rstrip(".")) else np


def _sentence_at(chunk: Chunk, at: int) -> tuple[str, int]:
    """The sentence of ``chunk`` that holds character ``at``, and where it starts."""
    for sentence in split_sentences(chunk.text):
        start = chunk.text.find(sentence.text)
        if start <= at < start + len(sentence.text):
            return sentence.text, start
    return chunk.text, 0


def _identity_item(fact: UsedClaim, skips: Counter[str], asked: set[str],
                   chunks: Sequence[Chunk] = (), here: Chunk | None = None,
                   ) -> QAItem | None:  # fmt: skip
    """``What is Rhino?`` from "Rhino is an open source JavaScript engine ...": the name's
    first "is a/an/the ..." statement, answered by the noun phrase as the source sentence
    gives it, up to the clause end. An acronym's answer also writes the acronym out
    ("Boeing’s Quick Reference Handbook, a nonregulatory tool used by flightcrews ..."); an
    acronym the document (``text``) never writes out is skipped and counted."""
    m = _IDENTITY.match(clause(fact.claim))
    if m is None:
        return None
    name = m.group("what")
    answer = _whole_phrase(name, m.group("verb"), m.group("np"), fact.span)
    words = answer.split()
    if name.lower() in asked or _NOT_IDENTITY.match(answer) or not 3 <= len(words) <= 25 \
            or {w.lower() for w in name.split()} & _PRONOUNS:
        skips["identity: not the first plain 'X is a ...' statement of a name"] += 1
        return None
    if fact.span and not fact.span.lstrip(" “\"'").startswith(name):
        # the rewrite named the subject ("English is ..." -> "Australian English is ..."):
        # "What is X?" must ask about the name the source itself gives
        skips["identity: the subject is the rewrite's, not the source sentence's"] += 1
        return None
    used = [fact]
    if here is not None and fact.span and answer != m.group("np"):
        # the answer is the span's whole phrase: the span's sentence is its fact
        used = [make_fact(here, 9000 + 2 * len(asked), " ".join(fact.span.split()), fact.span,
                          fact.span_start)]  # fmt: skip
    acronym = _ACRONYM.match(name)
    if acronym is not None:
        found = next(((c, w) for c in chunks
                      if (w := _expansion(acronym.group("acr"), c.text)) is not None), None)
        if found is None:
            skips["identity: an acronym the document does not write out"] += 1
            return None
        chunk, (written, at) = found
        sentence, start = _sentence_at(chunk, at)
        answer = f"{written}, {answer}"
        used.append(make_fact(chunk, 9001 + 2 * len(asked), sentence, sentence, start))
    asked.add(name.lower())
    subject = name[0].lower() + name[1:] if name.startswith("The ") else name
    verb = m.group("verb")
    # a role ("a reporter for Breitbart Tech") answers what someone does; "Who is X?" wants a
    # name back (the answer_type gate refuses a role as its answer)
    question = (f"What {'does' if verb == 'is' else 'did'} {subject} do?"
                if _ROLES.match(answer) else f"What {verb} {subject}?")
    return candidate(question=question, answer=answer, answer_type="definitive",
                     tier=1, facts=used, template="identity")  # fmt: skip


def _figure_elsewhere(item: QAItem, fact: UsedClaim, texts: Sequence[Chunk]) -> bool:
    """Whether a figure the who question asks by ("Who stopped 35 shots?") is written in
    another sentence of the document ("Anders Nilsson made 35 saves"): the figure then may
    not pick out one subject."""
    figures = _numbers(item.question)
    if not figures:
        return False
    for chunk in texts:
        for sentence in split_sentences(chunk.text):
            if fact.span and (sentence.text in fact.span or fact.span in sentence.text):
                continue
            if figures & _numbers(sentence.text):
                return True
    return False


def _numbers(text: str) -> set[str]:
    """The numbers of ``text`` outside its dates ("35" of "35 saves", not "2017")."""
    for found in reversed(find_dates(text)):
        text = text[: found.start] + " " + text[found.end :]
    return set(re.findall(r"\d[\d,.]*\d|\d", text))


def pinpoint_items(facts: DocFacts) -> Iterator[QAItem]:
    """Every tier-1 candidate of the document."""
    named: set[str] = set()
    texts = [c for c in facts.doc.chunks if c.kind == "text"]
    cut = facts.fragments()
    for chunk, fact in facts.all():
        if chunk.kind == "text" and fact.claim_id in cut:
            facts.skips["fact: a short piece cut from a sentence with a sibling"] += 1
            continue
        if chunk.kind == "text":
            identity = _identity_item(fact, facts.skips, named, texts, chunk)
            if identity is not None:
                yield identity
            for make in (_quantity_item, _date_item, _who_item, _deal_item, _attributed_item,
                         _definition_item):
                item = make(fact, facts.skips)
                if item is not None and make is _who_item and _figure_elsewhere(item, fact,
                                                                                texts):
                    facts.skips["who: the figure is stated of another subject too"] += 1
                    continue
                if item is not None:
                    yield item
        elif chunk.kind in ("figure", "chart") and fact.category == "quantitative_qualitative":
            m = re.match(r"^In (?P<what>.+?), (?P<label>.+?) is (?P<value>.+)\.$", fact.claim)
            if m and player_control(m.group("label")):
                facts.skips["chart value: a media player's control read as a figure's label"] += 1
                continue
            if m:
                yield candidate(
                    question=f"What value does {m.group('what')} give for {m.group('label')}?",
                    answer=m.group("value"), answer_type="definitive", tier=1, facts=[fact],
                    source_type=chunk.kind, template="chart_value",
                )  # fmt: skip
        elif chunk.kind in ("figure", "chart"):
            block = chunk.blocks[0]
            m = _CAPTION.match(block.caption)
            if m:
                yield candidate(
                    question=f"What does {m.group('label').strip()} on page {chunk.pages[0]} show?",
                    answer=m.group("rest").strip().rstrip("*_ "), answer_type="definitive",
                    tier=1, facts=[fact], source_type=chunk.kind, template="caption",
                )  # fmt: skip
    people = 0
    for item in itertools.chain(role_items(facts, named), apposition_items(facts, named),
                                title_items(facts, named)):
        people += 1
        facts.people.append(item)
        if people > MAX_ROLES:
            facts.skips["role: more 'What does X do?' questions than the cap per document"] += 1
            continue
        yield item
    for cells in facts.cells.values():
        yield from _spread(list(_cell_items(cells, facts.skips)), facts.skips)


MAX_CELLS = 5
"""Cell questions per table at most: a reviewer found half a PDF's set read from one five-row
table; beyond a few, more cells are one lookup repeated."""


def _spread(items: list[tuple[CellFact, QAItem]], skips: Counter[str]) -> Iterator[QAItem]:
    """At most ``MAX_CELLS`` of a table's cell items, spread over its rows and columns: row
    by row, each row's column the next one round (so no column and no row is asked twice
    before every one is asked once), a cell whose value another chosen cell of its column
    already gives passed over ("$0" four times is one fact)."""
    columns = sorted({cell.column for cell, _ in items})
    rows = sorted({cell.row for cell, _ in items})
    by_place = {(cell.row, cell.column): (cell, item) for cell, item in items}
    chosen: list[QAItem] = []
    said: set[tuple[int, str]] = set()
    turn = 0
    for _ in range(len(columns)):
        for row in rows:
            if len(chosen) >= MAX_CELLS:
                break
            for k in range(len(columns)):
                column = columns[(turn + k) % len(columns)]
                found = by_place.pop((row, column), None)
                if found is None:
                    continue
                cell, item = found
                if (column, cell.cell) in said:
                    continue
                said.add((column, cell.cell))
                chosen.append(item)
                turn += 1
                break
    skips["table cell: more than the cap per table (the rest are one lookup repeated)"] += \
        len(items) - len(chosen)
    yield from chosen


def _cell_items(cells: Sequence[CellFact], skips: Counter[str]
                ) -> Iterator[tuple[CellFact, QAItem]]:  # fmt: skip
    """(cell, item) of every askable cell of one table."""
    for cell in cells:
        table = cell.chunk.table
        assert table is not None
        if sum(1 for row in table.rows if row and row[0].rstrip(". ") == cell.row_label) > 1:
            # two rows "The Girl Who Leapt Through Time" (1983, 2006): which one is asked?
            skips["table cell: the row label names more than one row"] += 1
            continue
        name = f"the table of {topic(table.title)}" if table.title else "the table"
        header, row = header_noun(cell.header), row_name(cell.row_label)
        if header is None or row is None:
            skips["table cell: the header or row label is not a noun phrase"] += 1
            continue
        answer = REFERENCE_MARKER_RX.sub("", cell.cell).strip()
        if _prose(answer):
            # "What is the description of X in the table?" asks a cell to be read back;
            # a person asks what X is about, and only of a plot or synopsis column
            if header.lower() not in _ABOUT_HEADERS:
                skips["table cell: a prose cell of a column that is no synopsis"] += 1
                continue
            question = f"What is {row} about, according to {name}?"
        else:
            question = f"What is the {header} of {row_phrase(row)} in {name}?"
        yield cell, candidate(
            question=question, answer=answer, answer_type="definitive", tier=1,
            facts=[cell.fact], source_type="table", template="table_cell",
        )  # fmt: skip


_ABOUT_HEADERS = frozenset({"description", "plot", "synopsis", "summary", "premise", "story"})
"""Column headers whose prose cell says what its row is about."""


def _prose(cell: str) -> bool:
    """A cell written as a sentence (eight words of letters or more), not a value such as
    "Up to 79 work-hours × $85 per hour = Up to $6,715"."""
    return sum(w.isalpha() for w in cell.split()) >= 8


def row_phrase(label: str) -> str:
    """A row label as it reads mid-question: a common-noun phrase takes "the" ("the AOA
    sensor system test"), a title or a name ("Run Lola Run", "Naked") stays as it is."""
    words = label.split()
    first = words[0]
    rest = words[1:]
    if len(words) < 2 or first.lower() in ("the", "a", "an") or any(
        w[:1].isupper() and not w.isupper() for w in rest
    ) or not any(w.isalpha() and w.islower() for w in rest):
        return label
    lead = first if first.isupper() or first[1:2].isupper() else first.lower()
    return " ".join(["the", lead, *words[1:]])
