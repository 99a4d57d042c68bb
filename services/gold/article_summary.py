"""A news story's summary: its lede and the two sentences that state most after it.

A dated web page (``LongDocument.published``: a news story) rarely has section headings, so
``section_summary`` asks nothing of it; yet "Summarize the main points of the article." is
what a reader of a story asks first. A news story is written lede first: its opening
sentence says who did what, and the body adds figures, dates and names. The answer is

- the lede: the first sentence of the story's text, which must be among its first three
  sentences and pass the checks below (a story opening on a quotation or an anecdote has no
  lede to quote, and is skipped and counted; so is an opener whose subject is an activity,
  "Getting to the Moon, while not easy, has been done."). A lede whose relative day cannot
  be anchored is never replaced by a later sentence (the summary would leave out the main
  news, "Wheeler announced this morning that he will leave ..."): no summary, counted;
- then the two later sentences that state most (dates and figures first, then names:
  ``_weight``), as their main clauses, in the story's order; a later sentence reporting
  speech ("..., his attorney said") or publication is not a main point.

Every sentence used passes the claim extractor's factuality screen (``screen``: no opinion,
hedge, quotation, question, first person ...) and says no "could/might/may" (what may happen
is no main point), holds no quotation mark, opens on no pronoun or demonstrative (an opening
"He"/"She" the story resolves is written out: ``referents``), names something (a name, date
or figure after its first word), has 8 to 40 words, opens on no subordinate clause or
comment ("While ...", "Impressively, ...") nor on a phrase its main clause would leave out,
and is not two sentences glued together (a caption run into the text). The facts are those
sentences (resolved), so the answer is rebuilt from them.

A photo's file name, caption and credit kept in the text (``skimming scheme.jpg``, ``Cash and
cards seized during the arrest ...``, ``(Mike Cason/mcason@al.com)``; ``... (Harry
Benson/Getty)``) are no part of the story: their sentences are left out, counted
(``shared.text.captions``).

A reader of the summary has no page date and no dateline: a wire dateline opening a
sentence (``WASHINGTON (Reuters) -``, ``DUBAI, United Arab Emirates —``) is cut
(``shared.claims.datelines.strip_dateline``; a run of places closed by a colon,
``Washington, DC, United States:``, too), and a relative day is written out from the
page's publication date exactly where the claims' anchoring does it (``on Thursday`` in a
past sentence -> ``on November 26, 2020``: ``sentence_facts.anchored``); a sentence whose
relative day cannot be anchored (``last week``, ``earlier this month``, no page date) is
left out of the summary, counted.
"""

from __future__ import annotations

import re
from collections import Counter

from lemminflect import getAllInflections, getAllLemmas

from services.gold.asking import fronted_clause
from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.pagedate import document_date
from services.gold.referents import resolve_subjects, story_resolver
from services.gold.sentence_facts import anchored, main_clause, real_dates, screen
from shared.claims.datelines import strip_dateline
from shared.claims.relative_days import relative_day
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem
from shared.text.captions import caption_paragraphs
from shared.text.numbers import find_quantities
from shared.text.sentences import split_sentences

__all__ = ["QUESTION", "article_summary"]

QUESTION = "Summarize the main points of the article."

_LEDE_WITHIN = 3
_MORE = 2
_MAX_WORDS = 40
_SPEECH = re.compile(r"\b(?:said|says|told|tells|added|according to|published|wrote|writes|"
                     r"reported|reports)\b")
_GERUND_SUBJECT = re.compile(
    r"^(?P<word>[A-Z][a-z]{2,}ing)\s+(?:the|a|an|to|on|in|with|of|up|out)\b"
)
"""A lede whose subject is an activity ("Getting to the Moon, while not easy, has been
done."): a general remark opening a feature, not who did what. The word must be a verb's
-ing form (lemminflect), so "Beijing on Monday ..." is no activity."""


def _gerund_subject(sentence: str) -> bool:
    found = _GERUND_SUBJECT.match(sentence)
    if found is None:
        return False
    word = found.group("word").lower()
    return any(word in getAllInflections(lemma, upos="VERB").get("VBG", ())
               for lemma in getAllLemmas(word, upos="VERB").get("VERB", ()))
_DESCRIBED = re.compile(r"^The(?:\s+[a-z][\w-]*){1,4}\s+(?:is|are|was|were|has|have|had|will|"
                       r"[a-z]+ed|[a-z]+s)\b")
"""A later point whose subject is a bare description ("The tech giant", "The company"): in a
summary it points back to a name the summary never gives."""
_PRONOUN_FIRST = re.compile(
    r"^(?:In|On|At|After|Before|During|Despite|With|Without|For|From|The|A|An|While|Although|"
    r"Though|When|As|Since|Following|Unlike|Like|According|Besides|Beyond|Under|Over|Amid|"
    r"Along|To|By|Of|If|Once|Until|Because)\b(?:\s+[^A-Z\s]\S*)*?\s+(?:it|its|they|their|them|"
    r"he|his|him|she|her)\b"
)
"""A pronoun after an opening grammar word and before any capitalised word ("In addition to
its order ..., it announced ..."): it points back to a name the summary never gives."""
_OPENS_BACK = re.compile(r"^(?:It|Its|They|Their|Them|He|His|She|Her|We|Our|I|You|This|That|"
                         r"These|Those|Such|But|And|So|Also|Still|Yet)\b")


def _weight(sentence: str) -> int:
    """What a sentence states: its dates and figures first, then up to two names."""
    names = sum(1 for w in sentence.split()[1:] if w[:1].isupper())
    return 3 * (len(real_dates(sentence)) + len(find_quantities(sentence))) + min(names, 2)


def _usable(sentence: str, *, lede: bool = False) -> str | None:
    """Why ``sentence`` cannot be part of the summary, or ``None``: a later sentence also may
    not report speech or publication ("..., Zoghlin said"; "Originally published on ...")
    and must state a date, a figure or a name; the lede must name something."""
    if not 8 <= len(sentence.split()) <= _MAX_WORDS:
        return "shorter than 8 or longer than 40 words"
    if re.search(r"\b(?:allegedly|reportedly|rumou?red|purportedly)\b", sentence, re.IGNORECASE):
        return "hedged (allegedly, reportedly): not a main point the story states"
    if re.search(r"\b(?:could|might|may)\b", sentence):
        return "a possibility (could, might, may), not a main point"
    if not lede and _SPEECH.search(sentence):
        return "reported speech or publication"
    if re.match(r"^[A-Z][\w’']*(?:\s+[\w’']+){0,2}:\s", sentence):
        return "a labelled note ('Editor's note: ...', 'Correction: ...'), not the story"
    if re.search(r"\S@\S|(?<![\w@])@\w|https?://|\bwww\.", sentence):
        return "a contact line or a link ('Email ... at ...@...', '@handle')"
    if not lede and (re.search(r"\b(?:these|those|such)\b", sentence, re.IGNORECASE) or re.search(
            r"\b(?:of|in|on|at|for|from|to|with|by|under|into|over|out)\s+(?:that|this)\s+[a-z]",
            sentence)):
        return "a word pointing back ('these partner companies', 'out of that contract')"
    if not lede and _DESCRIBED.match(sentence):
        return "its subject is a description pointing back ('The tech giant is ...')"
    if _PRONOUN_FIRST.match(sentence) or (not lede and _unnamed_pronoun(sentence)):
        return "a pronoun before any name ('In addition to its order ..., it announced')"
    if re.search(r"\[\d+\]|\bet al\b|\bdoi\b", sentence):
        return "a reference or citation"
    if re.search(r"[a-z][.!?][A-Z]", sentence):
        return "two sentences glued (a caption or a credit run into the text)"
    if fronted_clause(sentence) or re.match(r"^[A-Z][a-z]+ly,", sentence):
        return "opens on a subordinate clause or a comment ('While ...', 'Impressively,')"
    if not main_clause(sentence).startswith(sentence.split()[0]):
        return "opens on a phrase its main clause leaves out ('Now his own company, ...')"
    if not any(w[:1].isupper() or w[:1].isdigit() for w in sentence.split()[1:]):
        return "names nothing (no name, date or figure)"
    if re.search(r"[\"“”]", sentence):
        return "a quotation"
    if _OPENS_BACK.match(sentence):
        return "opens on a pronoun or a word pointing back"
    if lede and _gerund_subject(sentence):
        return "the lede's subject is an activity ('Getting to the Moon ...'), not who did what"
    if not sentence.rstrip().endswith((".", "!")):
        return "not a complete sentence"
    # gold's reading of the claim extractor's screen: "faces", "estimates" are verbs too
    reason = screen(sentence)
    return None if reason is None else f"not factual ({reason})"


_PREPOSITION = re.compile(r"^(?:For|In|On|At|With|Among|After|Before|During|Despite|Unlike|"
                          r"Like|As|From|Under|Since|Through|Of|To|By)\b")


_PRONOUN = re.compile(r"^(?:it|they|them|he|him|she)$")
"""A pronoun standing for a thing or person (a possessive mostly points at the subject)."""


def _unnamed_pronoun(sentence: str) -> bool:
    """Whether a pronoun comes before any name: no capitalised word before it but the first,
    and the first a word the lexicon knows ("Recovery rates are high if it is detected ..."),
    so the pronoun points back to a sentence the summary leaves out."""
    words = re.findall(r"[\w’'-]+", sentence)
    if not words or not getAllLemmas(words[0].lower()):
        return False  # "Emirates finalized its deal": the first word may be the name
    for word in words[1:]:
        if word[:1].isupper() or word[:1].isdigit():
            return False
        if _PRONOUN.match(word):
            return True
    return False


def _lead_only(sentence: str) -> bool:
    """Whether the sentence's main clause, as cut, is only its opening phrase or has no verb:
    "For established gaming powers such as Ubisoft and Take-Two Interactive (both of which
    ...), Stadia represents ..." and "Plains (covering 65 percent of the surface) and dunes
    (covering ...) ... dominate ..." are cut at a bracket, leaving no subject and verb."""
    main = main_clause(sentence)
    if main != sentence.rstrip(".!? ") and screen(f"{main}.") in ("no_verb", "fragment"):
        return True
    return bool(_PREPOSITION.match(main)) and len(main) < len(sentence.rstrip(".!? ")) - 1


def _caption_spans(text: str) -> list[tuple[int, int]]:
    """Where in ``text`` the paragraphs that are photo captions, credits or image file names
    lie (``shared.text.captions``): no sentence of theirs is the story's."""
    spans, at = [], 0
    paragraphs = text.split("\n\n")
    for paragraph in paragraphs:
        spans.append((at, at + len(paragraph)))
        at += len(paragraph) + 2
    return [spans[i] for i in sorted(caption_paragraphs(paragraphs))]


def article_summary(facts: DocFacts, skips: Counter[str]) -> QAItem | None:
    """The story's summary item, or ``None`` (counted) when the document is no dated story or
    has no usable lede (see the module docstring)."""
    doc = facts.doc
    if doc.format != "html" or doc.published is None:
        return None
    body = "\n".join(c.text for c in doc.chunks if c.kind == "text")
    resolver = story_resolver(body)
    published = document_date(doc)
    placed: list[tuple[Chunk, str, str]] = []
    unanchored: set[int] = set()
    for chunk in doc.chunks:
        if chunk.kind != "text":
            continue
        pictured = _caption_spans(chunk.text)
        found = split_sentences(chunk.text)
        sentences = [s.text for s in found if not any(a <= s.start < b for a, b in pictured)]
        if len(sentences) < len(found):
            skips["article summary: a caption or credit line left out"] += 1
        for said, written in zip(sentences, resolve_subjects(sentences, resolver), strict=True):
            text = strip_dateline(" ".join(written.split()))
            dated, _ = anchored(text, published)
            if published is None and relative_day(text):
                dated = None  # no page date to read "two decades ago", "in April" from
            if dated is None:
                unanchored.add(len(placed))  # kept in place: the lede is still the first
            placed.append((chunk, " ".join(said.split()), dated or text))
    if len(placed) < _LEDE_WITHIN + _MORE:
        skips["article summary: the story has fewer than five sentences"] += 1
        return None
    dropped = sum(1 for i in unanchored if _usable(placed[i][2], lede=i < _LEDE_WITHIN) is None)
    if dropped:
        skips["article summary: a sentence left out, its relative day unanchored"] += dropped
    first = next((i for i, (_, _, t) in enumerate(placed[:_LEDE_WITHIN])
                  if _usable(t, lede=True) is None), None)
    if first is not None and first in unanchored:
        # "Wheeler announced this morning that he will leave on Jan. 20": the story's news is
        # in its lede; a later sentence put in its place is a summary without the main news
        skips["article summary: the lede's relative day cannot be anchored (no summary "
              "without the main news)"] += 1
        return None
    lede = first
    if lede is None:
        skips["article summary: no factual lede among the first three sentences"] += 1
        return None
    seen = {placed[lede][2]}
    rest = []
    for i, (_, _, t) in enumerate(placed):
        if i > lede and i not in unanchored and t not in seen and _usable(t) is None and \
                not _lead_only(t):
            seen.add(t)  # a sentence printed twice (a pull quote, a teaser) is one point
            rest.append((i, t))
    best = sorted(sorted(rest, key=lambda p: (-_weight(p[1]), p[0]))[:_MORE])
    if len(best) < _MORE:
        skips["article summary: fewer than two factual sentences after the lede"] += 1
        return None
    chosen = [lede, *(i for i, _ in best)]
    parts = [placed[lede][2].rstrip(". ") + "."]
    parts.extend(f"{main_clause(placed[i][2])}." for i in chosen[1:])
    used = [make_fact(placed[i][0], 700 + k, placed[i][2], placed[i][1],
                      placed[i][0].text.find(placed[i][1]) if placed[i][1] in placed[i][0].text
                      else None) for k, i in enumerate(chosen)]  # fmt: skip
    return candidate(
        question=QUESTION, answer=" ".join(parts), answer_type="summary", tier=2, facts=used,
        steps=["Take the story's lede (its first factual sentence).",
               "Add the main clauses of the two later sentences that state most (dates, "
               "figures, names), in the story's order."],
        opinions=["Choosing the story's main points is an editorial judgment."],
        template="article_summary",
    )  # fmt: skip
