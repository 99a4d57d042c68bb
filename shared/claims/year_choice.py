"""Which year a day or a month written without one takes: never a coming year for a past
event, never the page's year for a month framed by another year.

``anchoring.anchor_dates`` writes the page's year into a yearless day (``sank on April 3``)
and month (``in May``). Two ways it went wrong:

- **A past event dated a year ahead.** A late-December page wrote ``The ferry capsized on
  April 3``: the tense test missed ``capsized`` (a verb the lexicon lacks), the claim was
  read as present and the nearest April 3 (the coming one) was taken. ``A cargo ship that is
  registered in Panama sank on April 3`` went the same way: the ``is`` of the relative clause
  read as a schedule's present (``the tour that stops at Blossom on July 22``).
  ``past_day(claim, at)`` reads the verb that governs the day at ``at``: the nearest verb
  before it in its clause. A past form there (``sank``, ``was arrested``, ``capsized``: a
  lexicon past or an ``-ed`` form the lexicon does not know, not after a present ``be``, a
  modal or a determiner) makes the day the last one on or before the page's date, whatever
  the rest of the claim says.
- **A bare month of another year.** On a page reporting decades-old files, ``Starting the
  scheme in May was unrealistic, an adviser wrote`` in a paragraph that names 1987 was
  written ``in May <page year>``. ``ambiguous_year(claim, paragraph, page, published)``
  tells that a claim's yearless month or day may belong to another year than the page's: the
  claim names a year before the page's own, or the page is about past records (archives,
  released files, ``papers show``) and the claim's paragraph names such a year. Such a claim
  is dropped (``ambiguous_year``), never given the page's year.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getAllLemmasOOV, getInflection

from shared.claims.relative_days import DAY_MONTH_RX, LAST_MONTH_RX, MONTH_ONLY_RX

__all__ = ["AMBIGUOUS_YEAR", "ambiguous_year", "past_day"]

AMBIGUOUS_YEAR = "ambiguous_year"
"""Drop reason: a yearless month or day whose year may be another than the page's."""

_CLAUSE_START_RX = re.compile(r"(?:^|,\s|;\s|\b(?:that|which|who|where|when|and|but)\s)")
_WORD_RX = re.compile(r"[A-Za-z]+")
_NOT_PAST_BEFORE = frozenset({
    "is", "are", "am", "be", "being", "will", "can", "may", "must", "should", "would",
    "could", "might", "shall", "a", "an", "the", "this", "these", "those", "its", "his",
    "her", "their", "our", "my", "your", "to",
})  # fmt: skip
"""Words after which an ``-ed`` or past form is no past tense: a present ``be`` or a modal
(``is scheduled``), a determiner (``the planned``) or ``to``."""
_PRESENT = frozenset({
    "is", "are", "opens", "starts", "begins", "stops", "plays", "runs", "ends", "closes",
    "arrives", "comes", "takes", "goes", "kicks", "returns", "launches", "premieres", "airs",
    "meets", "will", "shall",
})  # fmt: skip
"""Present or future verbs that govern a day to come (``opens on April 3``)."""
_PAST_AUXILIARIES = frozenset({"was", "were", "had", "did"})


def _past_form(word: str) -> bool:
    """``word`` is a past tense: a lexicon past (``sank``, ``arrested``) or an ``-ed`` form
    the lexicon lacks whose guessed lemma is a verb (``capsized``, ``livestreamed``)."""
    if word in _PAST_AUXILIARIES:
        return True
    lemmas = getAllLemmas(word)
    if lemmas:
        return any(word in getInflection(lemma, "VBD") for lemma in lemmas.get("VERB", ()))
    return (len(word) > 4 and word.endswith("ed")
            and bool(getAllLemmasOOV(word, "VERB").get("VERB")))  # fmt: skip


def past_day(claim: str, at: int) -> bool:
    """The day written at ``at`` is governed by a past verb: the nearest verb before it in
    its clause is a past form (``sank on April 3``, ``was arrested on``, ``capsized on``),
    not after a present ``be``, a modal or a determiner; a present or future verb nearer
    to the day (``that stops at Blossom on July 22``) governs it instead."""
    starts = [m.end() for m in _CLAUSE_START_RX.finditer(claim, 0, at)]
    clause = claim[starts[-1] if starts else 0 : at]
    tokens = _WORD_RX.findall(clause)
    for index in range(len(tokens) - 1, -1, -1):
        token = tokens[index]
        if not token.islower():
            continue  # a name: "Golden Ray"
        if token in _PRESENT or _present_form(token):
            return False  # "speaks on October 12": the nearest verb is a present one
        before = tokens[index - 1].lower() if index > 0 else ""
        graded = (before in _DEGREE or (len(before) > 3 and before.endswith("ly"))) and (
            index > 1 and tokens[index - 2].lower() in _NOT_PAST_BEFORE)
        if _past_form(token) and before not in _NOT_PAST_BEFORE and not graded:
            return True  # not "the highly respected author"
    return False


_DEGREE = frozenset({"very", "most", "more", "well", "less", "least", "much", "so", "too"})


def _present_form(word: str) -> bool:
    """``word`` is a present-tense verb of the third person (``speaks``, ``runs``)."""
    return any(word in getInflection(lemma, "VBZ")
               for lemma in getAllLemmas(word).get("VERB", ()))  # fmt: skip


_YEAR_RX = re.compile(r"(?<![\d$.,])(1[5-9]\d\d|20\d\d)(?![\d%])")
_PAST_RECORDS_RX = re.compile(
    r"\b(?:National Archives|archival|declassified|"
    r"(?:files|papers|documents|records|letters|memos|cables)\s+"
    r"(?:were\s+|have\s+been\s+|had\s+been\s+|newly\s+|just\s+)?(?:released|made public|"
    r"published|unsealed|opened|show|showed|reveal|revealed)|(?:newly|recently)\s+released)\b",
    re.IGNORECASE,
)
"""A page reporting past records: ``files released by the National Archives``, ``papers
show``, ``declassified``."""


def _yearless(claim: str) -> bool:
    """``claim`` names a month or a day with no year, one ``anchor_dates`` would date by
    the page (``in May``, ``on April 3``, ``last October``)."""
    return any(rx.search(claim) for rx in (DAY_MONTH_RX, MONTH_ONLY_RX, LAST_MONTH_RX))


def ambiguous_year(claim: str, paragraph: str, page: str, published: str | None) -> bool:
    """``claim``'s yearless month or day may be another year's than the page's
    (``published``, ISO): the claim itself names a year before the page's (``In 1986, ...
    in May``), or the ``page`` reports past records (``_PAST_RECORDS_RX``) and the claim's
    ``paragraph`` names such a year. A later year is a target (``by the end of 2025``) and
    frames no month; a paragraph's background years on a page of current news (``... sought
    refuge in 2012. He was sentenced in May ...``) leave the month the page's."""
    if not published or not _yearless(claim):
        return False
    own = int(published[:4])
    if any(int(year) < own for year in _YEAR_RX.findall(claim)):
        return True
    earlier = any(int(year) < own for year in _YEAR_RX.findall(paragraph))
    return earlier and _PAST_RECORDS_RX.search(page) is not None
