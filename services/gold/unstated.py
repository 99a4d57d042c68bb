"""Questions the document itself raises and answers by saying it does not know.

A news story or a notice often names a question it cannot answer: "It is not clear how many
have converted to paid subscribers", "He declined to say when Disney might change its sports
strategy", "The FAA has received no definitive data that would enable the agency to provide
cost estimates for the operational readiness flight". The question is plausible for the
document (a reader of it asks it: the document asks it too), but it is *not* a no-information
item: the document addresses it, and a reviewer marks "The document does not contain
information on this topic" wrong there. It is a definitive item whose answer is what the
document says about it (the sentence, also its one atomic fact), unless
another sentence answers it (a later update: "Police later named the victim as ..."), when
it is skipped.

- the wh-clause after ``not clear``/``unclear``/``unknown``/``declined to say``/``did not
  say``/``have not disclosed`` ... becomes the question: a clause whose wh-word is its
  subject stands as it is ("How many have converted ...?"), another is inverted around its
  auxiliary ("When might Disney change ...?") or takes ``did``/``does`` ("How much did
  Yahoo pay ...?"); ``whether``/``if`` clauses (yes-no questions) are not asked;
- ``no ... cost estimates for <the thing>`` becomes ``What is the estimated cost of <the
  thing>?``.

A question keeping a pronoun without a name before it ("How pure were they?"), a
demonstrative, or more than 30 words is not asked (counted). The question is absent only
when no other sentence of the document that shares most of its content words holds what
would answer it: a figure for "how many/how much/cost", a date for "when", any such sentence
at all for the other wh-words.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from services.gold.asking import base_form
from services.gold.drafts import candidate
from services.gold.facts import make_fact
from services.gold.lookups import clean_sentences
from shared.longdoc.model import LongDocument
from shared.longdoc.search import content_tokens
from shared.messages.qa import QAItem
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities

__all__ = ["MAX_UNSTATED", "unstated_items", "unstated_question"]

MAX_UNSTATED = 4
"""Questions of this kind per document at most."""

_WH = r"(?:how many|how much|how long|how often|how|what|when|where|who|why|which)"
_NOT_GIVEN = re.compile(
    rf"(?:\b(?:it|that)\s+(?:is|was|remains|remained|'s|’s)\s+(?:still\s+)?(?:not\s+(?:yet\s+)?"
    rf"(?:immediately\s+)?(?:clear|known)|unclear|unknown)|\b(?:it|that)(?:'s|’s)\s+"
    rf"(?:still\s+)?(?:not\s+(?:yet\s+)?(?:immediately\s+)?(?:clear|known)|unclear|unknown)|"
    rf"\b(?:declined|refused)\s+to\s+(?:say|disclose|reveal|specify|confirm|explain)|"
    rf"\b(?:did|does|do|has|have|had|would)\s+not\s+(?:yet\s+)?(?:say|said|disclose|disclosed|"
    rf"reveal|revealed|specify|specified|confirm|confirmed|explain|explained)|"
    rf"\b(?:didn['’]t|doesn['’]t|don['’]t|hasn['’]t|haven['’]t|wouldn['’]t)\s+"
    rf"(?:say|said|disclose|disclosed|reveal|revealed|specify|specified|confirm|explain))"
    rf",?\s+(?P<clause>{_WH}\b[^.;:!?—–()]+)",
    re.I,
)
_NO_ESTIMATE = re.compile(
    r"\bno\b[^.;]{0,120}?\b(?P<what>cost|price|time) estimates? (?:for|of) "
    r"(?P<np>the [a-z][a-z -]{3,60}?)(?=\s+(?:specified|required|proposed|described|listed|"
    r"in|under|that|which)\b|[,.;])"
)
_AUX = frozenset("""is was are were has have had will would can could might may should must
    did does do shall""".split())  # noqa: SIM905
_PRONOUN = re.compile(r"\b(?:it|its|they|them|their|he|him|his|she|her|we|our|us|you|your|"
                      r"this|that|these|those|such)\b", re.I)
_NAME = re.compile(r"\b[A-Z][\w’'&.-]*[a-z]")
_TAILS = re.compile(r",\s+(?:but|and|although|though|while|which|as|so|or)\b.*$|\s+"
                    r"(?:but|although|though)\s.*$|,.*$")


def _head(clause: str) -> tuple[str, str]:
    """(wh-phrase, rest): ``how many``/``how much``/``which``/``what`` take the lower-case
    noun phrase after them ("how many paid subscribers"); a name or a verb after them starts
    the rest ("how much Yahoo paid", "what caused")."""
    words = clause.split()
    take = 1
    if words[0].lower() == "how" and len(words) > 1 and words[1].lower() in (
            "many", "much", "long", "often"):
        take = 2
    if words[0].lower() in ("which", "what") or take == 2:
        start = take
        while len(words) > take and take - start < 4 and words[take].islower() and \
                words[take].isalpha() and words[take] not in _AUX and \
                not _verbish(words[take]) and words[take] != "of":
            take += 1
        if len(words) > take + 1 and words[take] == "of":
            # "how many of Blue Origin’s New Glenn vehicles would ...": the phrase runs to
            # its verb
            end = next((k for k in range(take + 1, min(len(words), take + 8))
                        if words[k].lower() in _AUX or _verbish(words[k])), None)
            if end is not None:
                take = end
    return " ".join(words[:take]), " ".join(words[take:])


def _verbish(word: str) -> bool:
    """A past-tense or third-person verb form ("caused", "remains")."""
    return base_form(word.strip(",")) is not None and not word[:1].isupper()


def unstated_question(clause: str) -> str | None:
    """The direct question of an embedded wh-clause, or ``None`` when it cannot be put
    naturally ("when Disney might change its sports strategy" -> "When might Disney change
    its sports strategy?")."""
    clause = _TAILS.sub("", clause.strip()).strip()
    words = clause.split()
    if len(words) < 3:
        return None
    wh, rest = _head(clause)
    rest_words = rest.split()
    if not rest_words:
        return None
    first = rest_words[0].lower()
    if first in _AUX or (_verbish(rest_words[0]) and first not in ("s",)):
        question = f"{wh} {rest}"  # the wh-phrase is the subject: "how many have converted"
    else:
        at = next((i for i, w in enumerate(rest_words) if w.lower() in _AUX), None)
        if at is not None and 0 < at <= 6:
            subject = " ".join(rest_words[:at])
            question = f"{wh} {rest_words[at]} {subject} {' '.join(rest_words[at + 1:])}"
        else:
            verb_at = next((i for i, w in enumerate(rest_words[:7]) if i > 0 and _verbish(w)),
                           None)
            if verb_at is None:
                return None
            verb = rest_words[verb_at]
            base = base_form(verb)
            if base is None:
                return None
            aux = "does" if verb.lower().endswith("s") and not verb.lower().endswith("ed") \
                else "did"
            subject = " ".join(rest_words[:verb_at])
            question = f"{wh} {aux} {subject} {base} {' '.join(rest_words[verb_at + 1:])}"
    question = " ".join(question.split()).rstrip(" ,")
    return question[:1].upper() + question[1:] + "?"


def _known_term(question: str, text: str) -> bool:
    """Whether the question holds a phrase of two or more words after "the" that the
    document uses three times or more (its own term: "the operational readiness flight")."""
    words = question.rstrip("?").split()
    for i, word in enumerate(words):
        if word.lower() != "the":
            continue
        for n in (4, 3, 2):
            phrase = " ".join(words[i + 1:i + 1 + n])
            if len(phrase.split()) == n and text.lower().count(phrase.lower()) >= 3:
                return True
    return False


def _problem(question: str, text: str) -> str | None:
    """Why a question cannot be asked as it stands in the document ``text``, or ``None``."""
    words = question.split()
    if len(words) > 30:
        return "more than 30 words"
    if len(words) < 4:
        return "too short to say what it asks"
    if re.match(r"(?i)how (?:many|much) (?:is|are|was|were|has|have|had|will|would|did)\b",
                question):
        return "'how many' names no noun (how many of what?)"
    if not _NAME.search(question[1:]) and not _known_term(question, text):
        return "it names nothing the document names (a bare description: 'the wagon')"
    pronoun = _PRONOUN.search(question)
    if pronoun is not None and not _NAME.search(question[1: pronoun.start()]):
        return "a pronoun or demonstrative without a name before it"
    return None


def _cue(question: str) -> str:
    """What an answer holds: ``money`` (a cost, a price, how much ... pay), ``figure`` (how
    many/much), ``date`` (when) or ``any``."""
    low = question.lower()
    if low.startswith(("what is the estimated cost", "what is the estimated price")) or (
            low.startswith("how much") and re.search(r"\b(?:pay|paid|cost|spend|spent|worth|"
                                                     r"price|charge)\b", low)):
        return "money"
    if low.startswith(("how many", "how much")):
        return "figure"
    if low.startswith("when"):
        return "date"
    return "any"


def _answers(cue: str, sentence: str) -> bool:
    """Whether ``sentence`` holds what an answer of the kind ``cue`` holds."""
    if cue == "money":
        return any(q.kind == "money" for q in find_quantities(sentence))
    if cue == "figure":
        return bool(find_quantities(sentence))
    if cue == "date":
        return bool(find_dates(sentence))
    return True


def unstated_items(doc: LongDocument, skips: Counter[str]) -> Iterator[QAItem]:
    """A definitive item for each question the document says it cannot answer and no other
    sentence of it answers: the answer reports the sentence (see the module docstring)."""
    sentences = [(chunk, text, start, end) for chunk, text, start, end in clean_sentences(doc)]
    whole = "\n".join(text for _, text, _, _ in sentences)
    asked = 0
    seen: set[str] = set()
    for chunk, text, start, end in sentences:
        found = []
        for m in _NOT_GIVEN.finditer(text):
            low = m.group("clause").lower()
            if low.startswith(("whether", "if")):
                continue
            found.append(unstated_question(m.group("clause")))
        for m in _NO_ESTIMATE.finditer(text):
            found.append(f"What is the estimated {m.group('what')} of {m.group('np')}?")
        for question in found:
            if question is None:
                skips["unstated: the clause does not read as a direct question"] += 1
                continue
            why = _problem(question, whole)
            if why is not None:
                skips[f"unstated: {why}"] += 1
                continue
            if question in seen:
                continue
            words = set(content_tokens(question))
            cue = _cue(question)
            sharing = [t for _, t, _, _ in sentences if t != text and words and
                       len(words & set(content_tokens(t))) * 2 >= len(words)]
            if any(_answers(cue, t) for t in sharing):
                skips["unstated: another sentence of the document may answer it"] += 1
                continue
            if asked >= MAX_UNSTATED:
                skips["unstated: more than the cap per document"] += 1
                continue
            seen.add(question)
            asked += 1
            said = text if text.endswith(".") else f"{text}."
            fact = make_fact(chunk, 8000 + asked, said, chunk.text[start:end], start)
            yield candidate(question=question, answer=said, answer_type="definitive", tier=1,
                            facts=[fact], template="stated_unknown")
