"""Dated and counted sentences of news prose that the claim extractor had no use for.

The claim extractor (``shared.claims.rules``) writes claims that must stand alone with no
document at hand: it drops a sentence whose subject is a description ("The lights ..."),
that bundles two facts, or that opens on a phrase pointing back ("Amid this artistic
groundswell, Georges Claude premiered ..."). A gold question is asked *about the document*,
so such a sentence can still give a fair question when its main clause names its subject
and carries one date or one figure: "Georges Claude premiered his neon lights at the Paris
Motor Show in December 1910" -> "When did Georges Claude premiere his neon lights?".

Only what the sentence itself states is kept, with the whole sentence as the verbatim span:

- the sentence passes the claim extractor's factuality screen (no opinion, hedge, quotation,
  question, condition, first person ...);
- a leading side phrase without a date or figure is cut ("Amid this artistic groundswell,"),
  and so is a trailing participle, ``which``/``where`` clause, appositive (", its largest
  acquisition") or dash aside, when the kept
  clause still holds the date or figure (cutting a side clause keeps what is stated true);
- a relative day ("on Tuesday", "yesterday") is written out from the page's declared
  publication date (``LongDocument.published``) when that date anchors it for certain, and
  the sentence is skipped otherwise (``last week``, a future day, no page date);
- the clause has a date (day, month or year) or a figure; a date or figure question needs
  exactly one, a who-did-it question any;
- it inverts into a date, figure or who-did-it question (``services.gold.asking``), the only use
  made of it beyond what every fact feeds (summaries);
- its subject is a name ("Georges Claude", "The Packard Motor Car Company") or a description
  fixed by one ("The agreement with Verizon") or a first or superlative ("The first of the
  neon signs"), not a pronoun or a bare description ("The
  lights", "This discovery"), and no pronoun pointing back is left.

Every sentence with a date or figure that is not kept is counted by its reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from services.gold.asking import (
    TITLED,
    base_form,
    fronted_clause,
    how_many_question,
    split_clause,
    when_question,
    who_question,
)
from services.gold.referents import resolve_subjects
from shared.claims.anchoring import anchor_dates
from shared.claims.decontext import Decontextualizer
from shared.claims.factual import nonfactual_reason
from shared.claims.relative_days import relative_day
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME, DateMention, find_dates
from shared.text.numbers import find_quantities
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = ["SentenceFact", "anchored", "definition_sentence", "main_clause", "real_dates",
           "screen", "sentence_facts"]


@dataclass(frozen=True, slots=True)
class SentenceFact:
    """A fact read from one sentence: its clause, the sentence and its offset in the chunk."""

    text: str
    span: str
    start: int


_LEAD = re.compile(
    r"^(?:Amid|After|Before|During|Despite|Following|With|Without|Under|Unlike|Like|Since|"
    r"At|In|On|For|Of|As|Along|Beyond|Besides|Meanwhile|Still|However|Indeed|Instead|"
    r"Today|Now|Then|Later|Eventually|Ultimately|Finally|Moreover|Also|According to|"
    r"[A-Z][a-z]{3,}ly(?=,))\b[^,;:()\"“”]{0,70},\s+"
)
"""A lead phrase its main clause does not need: a preposition's phrase, a connective, an
attribution ("According to evidence presented at trial,") or a sentence adverb
("Nationally,", "Separately,")."""
_SOURCE_TAG = re.compile(r"^\((?:[A-Z][\w.&]*\s?){1,3}\)\s*(?=[A-Z])")
"""A wire source opening the story ("(CNN)President Donald Trump ...")."""
_TAIL = re.compile(
    r"(?:,\s+(?:(?:which|where|who|whose|when|while|although|though|thanks to|according to)\b|"
    r"[a-z]+ing\b|(?:its|his|her|their)\s)|\s+[—–]\s+|\s*(?:[(;]|(?<!\d):(?!\d)))"
)
"""Where a trailing side clause starts; a clock time's colon ("at 6:38 p.m.") is none."""
_UNIQUE = re.compile(r"^(?:first|last|earliest|latest|largest|biggest|smallest|oldest|"
                     r"newest|tallest|longest|highest|lowest)$")
_NAME_WORD = re.compile(r"^[A-Z][\w.’'&-]*$")
_NOT_NAME = frozenset(
    """The This That These Those It Its They Their He His She Her We Our I You Your Such
    Another Other Some Many Most Each Every All Both Neither Either One Two Three Several
    A An No Then Now Today Later Still Yet So But And Also However Here There When While
    After Before If""".split()  # noqa: SIM905
)
_BACK = re.compile(
    r"\b(?:he|she|it|they|them|him|her|this|these|those|the latter|the former|the same|"
    r"such|that year|that day|the company|the firm|the deal)\b", re.IGNORECASE
)
_RELATIVE = re.compile(
    rf"\b(?:{WEEKDAY_NAME}|yesterday|today|tomorrow|"
    r"tonight|(?:last|this|next) (?:week|month|year|season))\b", re.IGNORECASE
)


def _trim(sentence: str, *, keep_value: bool = True) -> str:
    """The sentence's main clause: a lead phrase without a date or figure cut, then its
    first side clause cut, and no final full stop."""
    text = _SOURCE_TAG.sub("", sentence.strip().rstrip(".!").strip())
    if text.startswith("(") and text.endswith(")") and "(" not in text[1:]:
        text = text[1:-1].rstrip(".!")  # a sentence set in brackets as an aside
    lead = _LEAD.match(text)
    if lead is not None and not find_dates(lead.group(0)) and not find_quantities(lead.group(0)):
        text = text[lead.end() :]
        text = text[:1].upper() + text[1:]
    # an abbreviation or a name in brackets and a ", approved by the FAA," aside say
    # nothing the clause needs; dropping them keeps what is stated true
    text = re.sub(r"\s+\((?:or\s+)?[A-Z][A-Za-z0-9 ./&–-]{1,40}\)(?=[\s,.])", "", text)
    # a conversion in brackets ("zero to 60 mph (97 kph) in five seconds", "39 miles (63
    # kilometers) on battery power") restates a figure: dropped, so the clause is not cut there
    text = re.sub(r"\s+\(\d[\d.,]*\s*(?:[A-Za-z°/%]+\.?\s?){1,3}\)(?=[\s,.])", "", text)
    # so is a short aside in brackets without a date or figure ("Home Depot (ticker: HD)
    # reported ...", "Nikkei 225 (N225)")
    text = re.sub(r"\s+\((?=[^()]*[A-Za-z])[^()\d]{1,30}\)(?=[\s,.])", "", text)
    text = re.sub(r",\s+[a-z]+ed\s+by\s+(?:the\s+)?[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,3},", "",
                  text)
    for tail in _TAIL.finditer(text):
        kept = text[: tail.start()].rstrip(" ,")
        if len(kept.split()) < 5:
            continue
        if not keep_value or _dated(kept) or not _dated(text):
            text = kept  # the kept clause still holds the date or figure
        break
    return text


def _dated(text: str) -> bool:
    return bool(real_dates(text) or find_quantities(text))


def main_clause(sentence: str) -> str:
    """The sentence's main clause, no final full stop: a lead phrase without a date or
    figure, an abbreviation in brackets and a trailing side clause cut (``_trim``), the
    latter even when it holds the sentence's date or figure."""
    return _trim(sentence, keep_value=False)


def _named(subject: str, text: str) -> bool:
    """A subject that is a name: capitalised words (``of``/``and``/``de`` between them),
    opening on a name or on ``The`` followed by one. A one-word name must be written
    capitalised mid-sentence somewhere in ``text`` ("Then chaos went ..." has no name)."""
    words = subject.split()
    if TITLED.match(subject) and len(words) >= 3 and words[-1] not in _NOT_NAME:
        return True  # "Dutch explorer Abel Tasman": a name after its description
    if len(words) == 1 and not re.search(rf"[a-z,] {re.escape(words[0])}\b", text):
        return False
    if words[0] == "The" and len(words) > 2 and _UNIQUE.match(words[1]):
        return True  # "The first of the neon signs": one thing in any document
    if words[0] == "The" and len(words) > 1:
        # "The agreement with Verizon", "The Yahoo assets": a description fixed by a name
        return any(_NAME_WORD.match(w) and w not in _NOT_NAME for w in words[1:])
    if words[0] in _NOT_NAME or (len(words) == 1 and re.search(r"(?:ed|ing)$", words[0])):
        return False  # "Included will also be ...": an inverted clause, not a subject
    return all(_NAME_WORD.match(w) or w in ("of", "and", "de", "for", "the") for w in words) \
        and not words[-1][:1].islower()


_WRITTEN_WEEKDAY = re.compile(
    rf"\b{WEEKDAY_NAME}"
    r"(?:\s+(?:morning|afternoon|evening|night))?,\s+"
    rf"(?P<date>{MONTH_NAME} \d{{1,2}}, \d{{4}}),?"
)


def anchored(clause: str, published: str | None) -> tuple[str | None, str | None]:
    """(``clause`` with its relative days written out, why not): a clause without a relative
    date is kept as it is; with one, it is anchored to the page's declared publication date
    (``shared.claims.anchoring.anchor_dates``) or refused."""
    if published is None:
        if _RELATIVE.search(clause):
            return None, "a relative date (no page date anchors it)"
        return clause, None
    if _ODD_RELATIVE.search(clause):
        return None, "a relative day the claims' anchoring misreads ('last Tuesday', 'May " \
            "this year')"
    out = anchor_dates(clause, published)
    if out is None:
        return None, "a relative date the page date cannot anchor (last week, a future day)"

    def written(match: re.Match[str]) -> str:
        # "on Tuesday, January 10, 2017," -> "on January 10, 2017": the date the question
        # asks; the sentence's own comma after the weekday ("on Tuesday night, Wild coach
        # ...") stays
        said = match.group(0).split(",", 1)[0]
        return match.group("date") + ("," if f"{said}," in clause else "")

    out = _WRITTEN_WEEKDAY.sub(written, out).rstrip(" ,")
    return out, None


_ODD_RELATIVE = re.compile(
    rf"\b(?:last|this|next|past)\s+{WEEKDAY_NAME}\b|\b(?:{MONTH_NAME}|{WEEKDAY_NAME})"
    r"(?:\s+\d{1,2})?,?\s+(?:this|last|next)\s+(?:year|month|week)\b",
    re.IGNORECASE,
)
"""A weekday with its own ``last``/``this`` (``last Tuesday``), or a month or day followed
by a period (``in May this year``, ``on October 27 this year``): the claims' anchoring
writes ``last on November 19, 2019`` and ``May 2019 in 2019`` for them, so such a clause is
refused, not written wrong."""


_DEFINES = re.compile(
    r"^(?P<term>(?:The\s+)?[A-Z][\w’'.+-]*(?:\s+(?:of\s+)?[A-Z0-9][\w’'.+-]*){0,4})"
    r"(?:,\s+or\s+[A-Z][A-Z0-9]+,|\s+\((?:or\s+)?[A-Z][A-Z0-9]+\))?"
    r"\s+(?:is|are)\s+(?P<np>(?:a|an|the)\s+.+|[a-z][\w-]*(?:\s+(?:or|and)\s+[a-z][\w-]*)?"
    r"\s+[a-z][\w-]*\s+(?:that|which|who|used)\b.+)$"
)


def definition_sentence(sentence: str) -> str | None:
    """The sentence as a fact when it defines a name: "CBI is commercial or financial
    information that ...", "MCAS is a function of the Speed Trim System (STS), which ...",
    with the defining clause whole (the answer of ``What is CBI?``). The sentence must pass
    the claim extractor's factuality screen and name its subject (no pronoun, no "This")."""
    text = " ".join(sentence.split())
    if screen(text) is not None:
        return None
    m = _DEFINES.match(text.rstrip("."))
    if m is None or len(m.group("np").split()) < 3:
        return None
    term = m.group("term")
    if (term.split()[0] in _NOT_NAME and term.split()[0] != "The") or _BACK.search(term):
        return None
    if term.startswith("The ") and not any(_NAME_WORD.match(w) for w in term.split()[1:]):
        return None
    return text if text.endswith(".") else f"{text}."


def deed_sentence(sentence: str, names: str) -> str | None:
    """The main clause of an undated sentence that states a named subject's past deed in one
    short clause ("Parise blocked a shot in the waning seconds of the third period"), as a
    fact for ``Who blocked ...?`` (``who_question(undated=True)``); ``None`` for anything else:
    a screened-out sentence, a quotation, an opening subordinate clause, a relative day, a
    word pointing back, a subject that is no name (``names``: the document's text)."""
    text = " ".join(sentence.split())
    if screen(text) is not None or fronted_clause(text) or _RELATIVE.search(text) or \
            re.search(r"[“”\"]", text):
        return None
    main = main_clause(text)
    parts = split_clause(main)
    if _BACK.search(main) or parts is None or not _named(parts[0], names) or \
            who_question(main, undated=True) is None:
        return None
    return f"{main}."


_RULE = re.compile(r"\b(?:must|shall)\b")


def _finite_verb(text: str) -> bool:
    """A lower-case word after the first that the lexicon knows as a finite verb form
    ("The FAA estimates that ...", "AD 2018–23–51 applies to ...")."""
    for word in text.split()[1:14]:
        if word.isalpha() and word.islower() and base_form(word) is not None:
            return True
    return False


def screen(sentence: str) -> str | None:
    """The claim extractor's factuality screen (``nonfactual_reason``) as a gold fact needs
    it: a rule the document states ("The FAA must receive comments ... by September 21,
    2020") is a prescriptive fact, not a hedge, and a verb the screen's word list lacks
    ("estimates", "applies") is still a verb. Every other reason stands."""
    reason = nonfactual_reason(sentence)
    if reason == "hedged" and _RULE.search(sentence):
        reason = nonfactual_reason(_RULE.sub("will", sentence))
    if reason == "no_verb" and _finite_verb(sentence):
        reason = None
    return reason


def real_dates(text: str) -> list[DateMention]:
    """The dates of ``text`` that are dates, not the year-like head of a number such as
    "AD 2018–23–51" or "Docket No. FAA–2020–0686"."""
    return [d for d in find_dates(text)
            if not re.match(r"[–—-]\d", text[d.end : d.end + 2])
            and not re.search(r"[–—-]$", text[max(0, d.start - 1) : d.start])]


def _why_not(clause: str, text: str) -> str | None:
    """Why ``clause`` is no fair fact for a date or figure question, or ``None``."""
    found = real_dates(clause)
    dates = [d for d in found if d.precision in ("day", "month", "year")]
    figures = [q for q in find_quantities(clause) if q.kind != "number"]
    if (not dates and not figures) or len(found) > len(dates):
        return "no date or figure in the main clause"
    dated_lead = re.match(r"^(?:On|In|By|Since)\s+(?:\w+ \d{1,2}, \d{4}|[^,]{3,30}),\s+",
                          clause) or (re.match(
        rf"^(?:On|In|By|Since)\s+{re.escape(dates[0].text)}\s+(?=[A-Z]|the\s)", clause)
        if dates else None)  # "In 1891 the Liberal Party came to power ..."
    body = clause
    if dated_lead is not None and dates and dates[0].start < dated_lead.end():
        body = clause[dated_lead.end() :]  # "In 1997, President Bill Clinton imposed ..."
    parts = split_clause(body)
    if parts is None:
        return "no plain subject and verb"
    if not _named(parts[0], text):
        return "the subject is a description or pronoun, not a name"
    if _BACK.search(clause):
        return "a word points back to an earlier sentence"
    asked = None
    if len(dates) == 1 and not figures:
        asked = when_question(clause, dates[0])
    elif len(figures) == 1 and not dates:
        asked = how_many_question(clause, figures[0])
    if asked is None and who_question(clause) is None:
        return "does not invert into a natural date, figure or who question"
    return None


def sentence_facts(text: str, known_spans: set[str], skips: Counter[str],
                   published: str | None = None, *, names: str | None = None,
                   resolver: Decontextualizer | None = None) -> Iterator[SentenceFact]:  # fmt: skip
    """Facts of ``text``'s sentences not already a claim's span (see the module docstring);
    a dated or counted sentence that gives none is counted in ``skips``. ``published`` (the
    page's declared date, ISO) anchors relative days; the span stays the sentence as written.
    ``names`` (the whole document's text; ``text`` by default) is where a one-word subject
    must be written mid-sentence to count as a name: a news story names "Netanyahu" mid-
    sentence in one paragraph and opens a sentence with it in another. ``resolver`` (the
    claims resolver over the whole document, ``referents.story_resolver``) writes an opening
    surname in full and resolves an opening "He"/"She"; the span stays as written."""
    clean = strip_references(text)
    found_sentences = split_sentences(clean.text)
    written = resolve_subjects([s.text for s in found_sentences], resolver)
    for sentence, said in zip(found_sentences, written, strict=True):
        start, end = clean.original_span(sentence.start, sentence.end)
        span = text[start:end]
        dated = find_dates(span) or find_quantities(span) or (
            published is not None and relative_day(span)  # "on Tuesday": dated by the page
        )
        if span in known_spans:
            continue
        if not dated:
            found = definition_sentence(said) or deed_sentence(
                said, text if names is None else names)
            if found is not None:
                yield SentenceFact(found, span, start)
            continue
        trimmed = _trim(said)
        reason: str | None = screen(said)
        if reason == "length":
            reason = screen(trimmed)  # the side clauses made it long
        main, why = anchored(trimmed, published)
        if reason is None:
            reason = why
        if reason is None and main is not None:
            reason = _why_not(main, text if names is None else names)
        if reason is not None or main is None:
            skips[f"sentence: {reason}"] += 1
            continue
        yield SentenceFact(f"{main}.", span, start)
