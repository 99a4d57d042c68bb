"""Sources that disagree: a dated fact another document of the graph tells otherwise.

A band's page says it was "founded in 1999"; its singer's page says he has led it "since
its inception in 1992". An item built on either year has no settled gold, so before any
template uses a fact, the graph's other documents are read for the same attribute of the
same subject with another year: a second fact (``Fact``) of that subject and relation, or a
sentence of another page (its claims, its whole text, a page no claim came from) naming the
subject, then the relation's word right before a year ("... which he has led since its
inception in 1992", "born 1962"), or a possessive "its" before the word reading back to the
name that ends the sentence before ("... the metal band Dir en grey. He has been with the
band since its inception in 1997"), with no other common noun before it; a name after the
word is another subject's ("it was released in 1990 as a single from his album X"). A work's
year is also told before its kind and name ("since his 1988 film Damnation", "the 1991 novel
The Firm") or in brackets after the name ("Damnation (1988)"): a release or publication
year. Such a fact is dropped and counted (``sources_disagree``). A sentence that also gives
the fact's own year agrees ("published in 1984, reissued in 1994").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from services.qagen.fact_index import FactIndex
from services.qagen.work_names import WORK_YEARS
from shared.facts import DateValue, Fact

__all__ = ["REASON", "drop_disputed"]

REASON = "fact: sources_disagree: another document of the graph gives the subject's " \
    "date another year"  # fmt: skip
"""The skip reason, counted once per dropped fact."""

_FOUNDING = r"founded|formed|established|inception|founding|formation"
_CUES: dict[str, str] = {
    "born": r"born",
    "died": r"died|death",
    "released": r"released|release",
    "published": r"published|publication",
    "founded": _FOUNDING,
    "formed": _FOUNDING,
    "opened": r"opened|opening",
    "premiered": r"premiered|premiere",
    "built": r"built|constructed|construction|completed",
}
"""The words a sentence tells each dated relation with (lower-case)."""

_TOLD = {relation: re.compile(rf"(?<![\w-])(?:{cue})\b[^.;:()\n]{{0,30}}?\b(1\d{{3}}|20\d{{2}})\b",
                              re.I) for relation, cue in _CUES.items()}  # fmt: skip
"""The relation's word and the first year after it, in one clause (no stop, no bracket)."""


def _work_years(sentence: str, name: str, kind: str) -> set[int]:
    """The years ``sentence`` gives the work ``name`` of ``kind`` by the year before its
    kind (``his 1988 film Damnation``, at most two words between: ``the 1991 American
    novel``) or in brackets right after it (``Damnation (1988)``); the name whole, no longer
    name after it (``the 1988 film Damnation Road``)."""
    key = re.escape(name)
    after = r"(?![\w'’-]|\s+[A-Z])"
    found = re.finditer(rf"\b(1\d{{3}}|20\d{{2}})\s+(?:[\w-]+\s+){{0,2}}?{re.escape(kind)}\s+"
                        rf"[\"“']?{key}[\"”']?{after}", sentence)  # fmt: skip
    bracketed = re.finditer(rf"(?<![\w'’-]){key}[\"”']?\s*\((1\d{{3}}|20\d{{2}})\)", sentence)
    return {int(m.group(1)) for m in (*found, *bracketed)}


_SENTENCE = re.compile(r"(?<=[.!?])[\"'\u201d\u2019)]*\s+|\n+")
"""A sentence's end (after a closing quotation mark too: '... the ultimate life." John')."""

_NEAR = 35
"""Characters at most from the subject's name to the relation's word."""

_CAPITAL = re.compile(r"\b[A-Z]")
_LONGER_BEFORE = re.compile(r"(?:\b[A-Z][\w.'-]*|\b[A-Z][\w'-]* (?:of|de|von|van|the))\s$")
"""A capitalised word (or 'X of') right before the name: a longer name ('Wesley Leonard
Lance' for Leonard Lance, 'The World of Hans Christian Andersen')."""
_LONGER_AFTER = re.compile(r"^ [A-Z]")
"""A capitalised word right after the name ('Idina Menzel' for the album Idina)."""

Pages = dict[int, list[str]]


def _years(fact: Fact) -> range:
    assert isinstance(fact.value, DateValue), fact
    return range(fact.value.earliest.year, fact.value.latest.year + 1)


def _pages(index: FactIndex, texts: Callable[[str], str | None] | None) -> Pages:
    """Each document's texts as written (case kept): its title, claims and spans, its whole
    page when ``texts`` has it, or the page no claim came from."""
    pages: Pages = {}
    for bucket in index.buckets:
        found = [" ".join([bucket.title or "", *(c.text for c in bucket.claims),
                           *dict.fromkeys(c.span for c in bucket.claims)])]  # fmt: skip
        whole = texts(bucket.content_hash) if texts is not None else None
        pages[bucket.doc_id] = [*found, whole] if whole else found
    for doc, whole in index.unclaimed.items():
        pages[doc] = [whole]
    return pages


def _tells(sentence: str, name: str, told: re.Pattern[str]) -> set[int]:
    """The years ``sentence`` tells the relation of ``name`` with: the name (whole, as
    written, no longer name around it) at most ``_NEAR`` characters before the relation's
    word, no other capitalised word between them ("... director Albert Capellani and his
    uncle Roger Capellani who died May 1940" tells Roger's death), not possessive ("Breaking
    Benjamin's label was founded in 1989" tells the label's)."""
    years: set[int] = set()
    for m in told.finditer(sentence):
        at = sentence.rfind(name, 0, m.start())
        if at < 0:
            continue
        gap = sentence[at + len(name):m.start()]
        cut = gap[:1].isalnum() or sentence[at - 1:at].isalnum()  # inside a word
        cut = cut or gap[:2] in ("'s", "\u2019s")  # "X's label was founded": the label's
        if cut or len(gap) > _NEAR or _CAPITAL.search(gap) \
                or _LONGER_BEFORE.search(sentence[:at]) or _LONGER_AFTER.match(gap):  # fmt: skip
            continue
        years.add(int(m.group(1)))
    return years


_ITS = re.compile(r"\bits\s+$")
"""A possessive ``its`` right before the relation's word (``since its inception``)."""


_DETERMINERS = r"a|an|the|his|her|their|another|this|that|these|those"
_COMMON_NOUN = re.compile(rf"\b(?:{_DETERMINERS})\s+([a-z][\w-]*)")
"""A common noun phrase's first word: ``its`` reads back to it (``joined a side project
soon after its inception``, ``this side project``), unless it is the name's own noun."""

_PLURAL = re.compile(r"[a-z][\w-]*[^\W_su]s")
_NOT_PLURAL = frozenset(("his", "its", "has", "was", "this", "thus", "always", "perhaps",
                         "does", "goes", "towards", "afterwards", "besides", "sometimes",
                         "years", "decades", "months", "weeks", "days", "times"))  # fmt: skip
_BEFORE_VERB = frozenset(("he", "she", "it", "they", "who", "which", "also", "still", "now",
                          "then", "later"))  # fmt: skip
"""A word ending in ``s`` that is no plural noun, and the words a verb's ``-s`` follows
(``He also leads the band since its inception``)."""


def _bare_plural(lead: str) -> bool:
    """Whether ``lead`` holds a bare plural noun (``joined side projects soon after its
    inception``): ``its`` reads back to none, so one before it leaves the name's ``its``
    unread; a time span (``for years``), ``his``/``was``-like words and a verb after its
    subject are no such noun."""
    words = re.findall(r"[\w'’-]+", lead)
    return any(_PLURAL.fullmatch(word) and word not in _NOT_PLURAL
               and (at == 0 or words[at - 1].lower() not in _BEFORE_VERB)
               for at, word in enumerate(words))  # fmt: skip


_STOPS = frozenset(_DETERMINERS.split("|")) | frozenset(
    ("of", "in", "on", "at", "by", "for", "with", "from", "to", "into", "as", "and", "or"))
"""Where the name's own noun phrase starts: a determiner or a preposition before it."""


def _words_before(text: str) -> set[str]:
    """The lower-case words ending ``text``, right before a name (``the rock band`` Breaking
    Benjamin), back to the first determiner or preposition (``a founding member of the rock
    band``: ``rock``, ``band``, not ``founding``): the name's own noun, which ``the band``
    may repeat before ``its``."""
    words: set[str] = set()
    for word in reversed(text.split()):
        if not word[:1].islower() or word in _STOPS:
            break
        words.add(word)
    return words


def _tells_back(before: str, sentence: str, name: str, told: re.Pattern[str]) -> set[int]:
    """The years ``sentence`` tells the relation of ``name`` with by a possessive ``its``
    that reads back to the sentence ``before`` (``... the metal band Dir en grey. He has been
    with the band since its inception in 1997.``): ``name`` is the last name ``before``
    writes (whole, no longer name around it, not possessive), and ``sentence`` names nothing
    before the word past its first word, nor a common noun but the name's own (``He has led
    the band since its ...``, not ``He joined a side project soon after its ...``)."""
    at = before.rfind(name)
    if at < 0 or _CAPITAL.search(before, at + len(name)) or before[at - 1:at].isalnum():
        return set()
    rest = before[at + len(name):]
    if rest[:1].isalnum() or rest[:2] in ("'s", "\u2019s") or _LONGER_AFTER.match(rest) \
            or _LONGER_BEFORE.search(before[:at]):  # fmt: skip
        return set()
    own_nouns = _words_before(before[:at])
    years: set[int] = set()
    for m in told.finditer(sentence):
        lead = sentence[: m.start()]
        if _ITS.search(lead) and not _CAPITAL.search(lead, 1) and all(
            word in own_nouns for word in _COMMON_NOUN.findall(lead)
        ) and not _bare_plural(lead):
            years.add(int(m.group(1)))
    return years


def _told_otherwise(index: FactIndex, pages: Pages, fact: Fact) -> bool:
    """Whether a sentence of another document tells the relation of the subject with a
    year outside the fact's, and never with the fact's own; a qualified subject (``Audrey
    Williams (musician)``) is left, since its bare name is also another's."""
    if index.bare(fact.subject) != fact.subject:
        return False  # a qualified subject: another entity of the graph bears the name
    told = _TOLD[fact.relation]
    own = _years(fact)
    name = fact.subject.split(", ", 1)[0]
    kind = fact.kind if fact.relation in WORK_YEARS and fact.kind not in ("", "person") else ""
    for doc, texts in pages.items():
        if doc == fact.doc_id:
            continue
        for text in texts:
            if name not in text:  # cheap: most pages never name the subject
                continue
            before = ""
            for sentence in _SENTENCE.split(text):
                years = _tells(sentence, name, told) if name in sentence else set()
                if not years and name in before and "its" in sentence:
                    years = _tells_back(before, sentence, name, told)
                if not years and kind and name in sentence:
                    years = _work_years(sentence, name, kind)
                if years and not any(y in own for y in years):
                    return True
                before = sentence
    return False


def drop_disputed(index: FactIndex, texts: Callable[[str], str | None] | None = None) -> None:
    """Drop from ``index`` every dated fact another document disputes: another fact of the
    same subject and relation whose years do not meet, or a sentence telling another year
    (``texts``: a document's whole text by content hash); each drop counted."""
    dated = [f for f in index.facts if f.relation in _CUES and isinstance(f.value, DateValue)]
    if not dated:
        return
    by_key: dict[tuple[str, str], list[Fact]] = {}
    for fact in dated:
        # by the subject as qualified: ``Richard Wright (author)`` is not the musician
        by_key.setdefault((fact.subject.lower(), fact.relation), []).append(fact)
    disputed: set[int] = set()
    for facts in by_key.values():
        for fact in facts:
            years = _years(fact)
            if any(o.doc_id != fact.doc_id and not set(_years(o)) & set(years) for o in facts):
                disputed.add(id(fact))
    pages = _pages(index, texts)
    for fact in dated:
        if id(fact) not in disputed and _told_otherwise(index, pages, fact):
            disputed.add(id(fact))
    if disputed:
        index.facts = [f for f in index.facts if id(f) not in disputed]
        index.skips[REASON] += len(disputed)
