"""Tier 1 lookups a formal document states outright, beyond its subject-verb sentences.

- an abbreviation the document writes out, ``Federal Aviation Administration (FAA)``,
  ``the angle of attack (or AOA)``, ``Quick Reference Handbook, or QRH``: ``What does FAA
  stand for?``, answered by the words written out (their initials spell it, in order);
- a named document given a date in apposition, ``Boeing Special Attention Service Bulletin
  737–31–1860, dated June 12, 2020,``: ``What is the date of Boeing Special Attention
  Service Bulletin 737–31–1860?``, answered by the date.

Each item's fact is the sentence that states it, verbatim (its span). A name given two
different dates is not asked (which one?); it is counted in the skips. A name the document
also cites as a revision ("..., Revision 1, dated June 24, 2020") is asked as "the original
issue of" it: the plain name would be answered by either date. Abbreviations are
capped per document (``MAX_EXPANSIONS``) so a glossary-heavy notice does not fill the set
with one template.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from lemminflect import getAllLemmas, getLemma

from services.gold.drafts import candidate, clean_heading
from services.gold.facts import DocFacts, make_fact
from services.gold.headings import APPARATUS_HEADING
from services.gold.pagedate import document_date
from services.gold.sentence_facts import anchored
from shared.longdoc.model import Chunk, LongDocument
from shared.messages.qa import QAItem, UsedClaim
from shared.text.dates import MONTH_NAME
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = ["MAX_EXPANSIONS", "clean_sentences", "dated_items", "expansion_items",
           "text_sentences", "unexpanded", "written_anywhere", "written_out"]

MAX_EXPANSIONS = 5
"""Abbreviation questions per document at most."""

_ABBREVIATION = re.compile(
    r"(?:\s+\((?:or\s+)?|,\s+or\s+)(?P<acr>[A-Z][A-Za-z0-9&]{1,7}?)(?P<plural>s)?(?:\)|,)"
)
_GLUE = frozenset({"of", "and", "for", "the", "on", "in", "to", "&"})
_DATED = re.compile(
    rf"(?P<name>[A-Z][\w’'.&]*(?:\s+(?:[A-Z0-9][\w’'.&–—/-]*|of|and|for|the)){{1,9}}?"
    rf"(?:,\s+Revision\s+\d+)?),\s+dated\s+(?P<date>{MONTH_NAME}\s+\d{{1,2}},\s+\d{{4}})"
)


def written_out(acronym: str, before: str) -> str | None:
    """The words just before ``(ACR)`` whose initials spell ``acronym`` in order, with
    ``of``/``and``/``the`` between them allowed ("angle of attack" for AOA, "Federal Aviation
    Administration" for FAA), or ``None``."""
    letters = [c.lower() for c in acronym if c.isalpha()]
    words = before.split()[-(len(letters) + 4):]
    picked: list[str] = []
    while words and letters:
        word = words.pop()
        clean = word.strip("‘’“”\"'")
        if clean.lower() in _GLUE and picked and clean[:1].lower() != letters[-1]:
            picked.insert(0, clean)
            continue
        head = clean[:1].lower()
        parts = [part[:1].lower() for part in clean.split("-") if part]
        if len(parts) > 1 and letters[-len(parts):] == parts:
            del letters[-len(parts):]  # "protein-coupled" gives the P and the C of GPCR
            picked.insert(0, clean)
            continue
        if not head.isalpha() or head != letters[-1]:
            return None
        letters.pop()
        picked.insert(0, clean)
    while picked and picked[0].lower() in _GLUE:
        picked.pop(0)
    if letters or len(picked) < 2 or any(not re.fullmatch(r"[\w’'&-]+", w) for w in picked):
        return None
    return " ".join(picked)


def text_sentences(doc: LongDocument) -> Iterator[tuple[Chunk, str, int]]:
    """(chunk, sentence, its offset in the chunk) of every sentence of the document's text
    chunks, in document order: what each lookup template walks."""
    for chunk in doc.chunks:
        if chunk.kind != "text":
            continue
        for sentence in split_sentences(chunk.text):
            start = chunk.text.find(sentence.text)
            if start >= 0:
                yield chunk, sentence.text, start


def clean_sentences(doc: LongDocument) -> Iterator[tuple[Chunk, str, int, int]]:
    """(chunk, sentence, start, end) of every sentence of the document's text chunks, in
    document order, read with reference markers stripped and whitespace runs folded to one
    space; ``start``/``end`` are the sentence's span in the chunk's own text."""
    for chunk in doc.chunks:
        if chunk.kind != "text":
            continue
        clean = strip_references(chunk.text)
        for sentence in split_sentences(clean.text):
            start, end = clean.original_span(sentence.start, sentence.end)
            yield chunk, " ".join(sentence.text.split()), start, end


def _fact(chunk: Chunk, k: int, sentence: str, start: int, published: str | None
          ) -> UsedClaim | None:  # fmt: skip
    """The sentence as a fact, its relative days written out against the page date ("Last
    week, the US Food and Drug Administration (FDA) issued ..." -> "In the week of March 30,
    2020, ..."); ``None`` when a relative day cannot be anchored (a fact keeping "Last week"
    says nothing certain)."""
    text, _ = anchored(" ".join(sentence.split()), published)
    if text is None:
        return None
    return make_fact(chunk, k, text if text.endswith(".") else f"{text}.", sentence, start)


def expansion_items(facts: DocFacts) -> Iterator[QAItem]:
    """``What does AOA stand for?`` for each abbreviation the document writes out (the first
    place it does), at most ``MAX_EXPANSIONS``, spread evenly over the document's order (a
    notice's summary writes out a dozen at once; its later sections' ones are asked too)."""
    asked: set[str] = set()
    found: list[QAItem] = []
    published = document_date(facts.doc)
    for chunk, sentence, start in text_sentences(facts.doc):
        for m in _ABBREVIATION.finditer(sentence):
            acronym = m.group("acr")
            if acronym in asked or sum(c.isupper() for c in acronym) < 2:
                continue
            words = written_out(acronym, sentence[: m.start()]) or _past_generic_noun(
                acronym, sentence[: m.start()])
            if words is not None and m.group("plural"):
                # "G protein-coupled receptors (GPCRs)": GPCR is one receptor
                words = _singular(words)
                if words is None:
                    facts.skips["abbreviation: a plural whose singular is unknown"] += 1
                    continue
            if words is None:
                continue
            if any(c.isdigit() and c not in words for c in acronym):
                # "group 2 innate lymphoid cells (ILC2s)": the words read lose the 2
                facts.skips["abbreviation: a digit of it is not in the words read"] += 1
                continue
            asked.add(acronym)
            fact = _fact(chunk, 8000 + len(asked), sentence, start, published)
            if fact is None:
                facts.skips["abbreviation: the sentence's relative day is not anchored"] += 1
                continue
            found.append(candidate(question=f"What does {acronym} stand for?", answer=words,
                                   answer_type="definitive", tier=1, facts=[fact],
                                   template="abbreviation"))  # fmt: skip
    if len(found) > MAX_EXPANSIONS:
        facts.skips["abbreviation: more than the cap per document"] += len(found) - MAX_EXPANSIONS
        # the document's own abbreviations are the ones it keeps using ("AOA" 58 times,
        # "MCAS" 26), not the boilerplate written out once ("FOIA", "ATC"); ties keep the
        # document's order
        body = "\n".join(c.text for c in facts.doc.chunks if c.kind == "text")
        uses = {i: len(re.findall(rf"(?<![\w–-]){re.escape(_asked(item))}s?(?![\w–-])", body))
                for i, item in enumerate(found)}
        picks = sorted(sorted(uses, key=lambda i: (-uses[i], i))[:MAX_EXPANSIONS])
        found = [found[i] for i in picks]
    yield from found


def _asked(item: QAItem) -> str:
    """The abbreviation an expansion item asks about."""
    return item.question.removeprefix("What does ").removesuffix(" stand for?")


def _past_generic_noun(acronym: str, before: str) -> str | None:
    """The words spelling ``acronym`` written just before one lower-case noun the
    abbreviation leaves out: "Commercial Lunar Payload Services program (CLPS)" ->
    "Commercial Lunar Payload Services"; ``None`` when no such words are found."""
    *head, last = before.split() or [""]
    if not head or not re.fullmatch(r"[a-z]{3,}", last) or last in _GLUE:
        return None
    words = written_out(acronym, " ".join(head))
    if words is None or not all(w[:1].isupper() for w in words.split() if w not in _GLUE):
        return None  # only a name's words (capitalised) stand without the noun after them
    return words


def _singular(words: str) -> str | None:
    """``words`` with its last word made singular ("G protein-coupled receptors" -> "...
    receptor"), or ``None`` when the lexicon knows no singular noun for it."""
    *head, last = words.split()
    if not last.endswith("s"):
        return None
    singular = getLemma(last.lower(), upos="NOUN")
    if not singular or singular[0] == last.lower():
        return None
    one = singular[0] if last.islower() else singular[0][:1].upper() + singular[0][1:]
    return " ".join([*head, one])


def dated_items(facts: DocFacts) -> Iterator[QAItem]:
    """``What is the date of <named document>?`` for a name given a date in apposition."""
    found: dict[str, list[tuple[str, UsedClaim]]] = {}
    published = document_date(facts.doc)
    for chunk, sentence, start in text_sentences(facts.doc):
        for m in _DATED.finditer(sentence):
            name = m.group("name")
            if len(name.split()) < 3 or name.split()[0] in ("The", "This", "A", "An"):
                continue
            fact = _fact(chunk, 8500 + len(found), sentence, start, published)
            if fact is None:
                facts.skips["dated: the sentence's relative day is not anchored"] += 1
                continue
            found.setdefault(name, []).append((m.group("date"), fact))
    for name, said in found.items():
        if any(other != name and name.endswith(f" {other}") for other in found):
            continue  # "Accomplishment Instructions of <bulletin>": the bulletin is asked
        if len(Counter(date for date, _ in said)) > 1:
            facts.skips["dated: a name given two different dates"] += 1
            continue
        date, fact = said[0]
        revised = any(re.match(rf"{re.escape(name)},? (?:Revision|Rev\.|Amendment) ", other)
                      for other in found)
        # "SB 737–27–1318, Revision 1, dated June 24" beside "SB 737–27–1318, dated June 10":
        # the bare name is the original issue; asked plainly, either date would do
        what = f"the original issue of {name}" if revised else name
        yield candidate(question=f"What is the date of {what}?", answer=date,
                        answer_type="definitive", tier=1, facts=[fact], template="dated")


def written_anywhere(acronym: str, text: str) -> bool:
    """Whether ``text`` introduces ``acronym`` ("... (NPRM)", ", or QRH,") or holds a run of
    words whose initials or clipped starts spell it, glue words allowed ("Hypertext Transfer
    Protocol", "standard deviation" for STDDEV): the strict absence test of an abbreviation
    question."""
    if re.search(rf"(?:\(\s*(?:or\s+)?|,\s+or\s+){re.escape(acronym)}s?\s*[),]", text):
        return True
    letters = "".join(c.lower() for c in acronym if c.isalpha())
    if re.search(rf"\b{letters}[a-z]{{2,}}", text, re.I):
        return True  # a clipped word: INOP for "inoperative", ALT for "altitude"
    if any(len(w) >= len(letters) + 2 and w[:2] == letters[:2] and _in_order(letters[2:], w[2:])
           for w in set(re.findall(r"\b[a-z]{4,}\b", text))):
        return True  # a clipped word that drops letters: AVG for "average" (not HBO "harbor")
    words = [w.lower() for w in re.findall(r"[A-Za-z][\w’'-]*", text) if w.lower() not in _GLUE]
    return any(word[:1] == letters[:1] and not word.startswith(letters) and (
        _prefixes(letters, words, i, whole=False, size=(1, 1)) or
        _prefixes(letters, words, i, whole=False, size=(2, 8))) for i, word in enumerate(words))


def _prefixes(letters: str, words: list[str], at: int, *, whole: bool = True,
              size: tuple[int, int] = (1, 8)) -> bool:
    """Whether ``letters`` is spelled by consecutive ``words`` from ``at`` on, each giving
    its first letter and then any of its later letters in order: initials ("Hypertext
    Transfer Protocol" for HTTP) or clipped words ("standard deviation" for STDDEV).
    ``whole=False``: the first word may not spell all of them (two words at least);
    ``size``: how many letters each word gives (one each: initials; two or more: clipped
    words; never a mix, so "his book" does not spell HBO)."""
    if not letters:
        return True
    if at >= len(words) or letters[0] != words[at][:1]:
        return False
    word = words[at]
    low, high = size
    return any(_in_order(letters[1:n], word[1:]) and _prefixes(letters[n:], words, at + 1,
                                                               size=size)
               for n in range(min(len(letters) - (not whole), len(word), high), low - 1, -1))


def _in_order(letters: str, word: str) -> bool:
    """Whether ``letters`` occur in ``word`` in order (not necessarily next to each other)."""
    rest = iter(word)
    return all(c in rest for c in letters)


def unexpanded(doc: LongDocument, *, least: int = 5, limit: int = 8) -> list[str]:
    """Abbreviations the document uses ``least`` times or more (a subject of it, not an
    aside: "CEO" said twice on a company page is common knowledge) and never writes out (no run
    of its words could spell them): ``What does EFIS stand for?`` has no answer in it."""
    text = "\n".join([*(c.text for c in doc.chunks), *(h for c in doc.chunks for h in c.section)])
    body = "\n".join(c.text for c in doc.chunks if c.kind == "text" and not any(
        APPARATUS_HEADING.match(clean_heading(h)) for h in c.section))
    counts = Counter(re.findall(r"(?<![\w–-])([A-Z][A-Z0-9]{1,5})(?![\w–-])", body))
    out: list[str] = []
    for acronym, n in counts.most_common():
        if n < least or sum(c.isalpha() for c in acronym) < 3 or acronym in _NOT_ABBREVIATIONS \
                or getAllLemmas(acronym.lower()):
            continue  # a word set in capitals ("MUST", "GET"), not an abbreviation
        if not acronym.isalpha() or re.search(
                rf"(?:\d\s+{acronym}\b|\b{acronym}\s+[A-Z]{{2,}}\b|\b{acronym}:)", body):
            continue  # part of a name or a label ("737 MAX", "ALT DISAGREE", "COND:")
        if re.search(rf"(?:[a-z,;] [A-Z][\w’']*(?:’s|'s)? {acronym}\b|\b{acronym}s\b|"
                     rf"\b{acronym}\.[a-z])", body):
            continue  # a title after a name ("Mozilla CEO"), a plural, a domain ("LWN.net")
        if not written_anywhere(acronym, text):
            out.append(acronym)
        if len(out) >= limit:
            break
    return out


_NOT_ABBREVIATIONS = frozenset({"II", "III", "IV", "VI", "VII", "VIII", "IX", "XI", "XII",
                                "OK", "TV"})
"""Roman numerals and words written in capitals, not abbreviations to expand."""
