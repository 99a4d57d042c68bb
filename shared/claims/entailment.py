"""Is a rewritten claim entailed by its span in context? The check on the claim as written.

The span check (``verify``) proves the source sentence is in the document; this module reads
the claim itself. A claim passes when everything it says is in its span, except the name
written in place of a pronoun, a description or a partial name, and that name is one the
context supports:

- every content word of the claim outside the written name occurs in the span (loosely
  stemmed: the first five letters; ``children``/``child``; ``born`` and ``died`` when the
  span gives life dates, ``(1806 - 1869)``); extractors that paraphrase may add
  ``allowed_extra`` words;
- the written name (``Leonardo DiCaprio`` for ``He``) is the document's main entity, or
  occurs in the two sentences before the span, or names a noun of the span as the document
  or its title does (``Riverside`` in ``the Riverside tunnel`` for ``The tunnel``);
- the written name is whole: somewhere in the document or title it stands on its own, not
  only inside a longer name (``Zealand`` is only ever ``New Zealand``);
- an expletive ``it`` (``It is hard to ...``) is never replaced;
- ``it`` is not given a name other than the subject of the sentence before, when that
  sentence opens with a different name (``It`` after ``Super Mario Run is ...`` is not the
  page's ``iPhone``).

``rewrite_problem`` returns the first problem found, in words, or ``None``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from shared.claims.decontext import EXPLETIVE_RX, leading_pronoun
from shared.text.entities import find_entities
from shared.text.normalize import fold_punctuation
from shared.text.sentences import split_sentences

__all__ = ["context_before", "rewrite_problem"]

_STOP = frozenset(
    """a an the of and or to in on at by for from with as is was were are be been being has
    have had s it its he she his her they their them this that these those which who whom
    whose there than also but not into onto over after before during since until about
    while when where then so such same other""".split()  # noqa: SIM905
)
_TOKEN_RX = re.compile(r"[a-z0-9]+")
_WORD_RX = re.compile(r"\S+")
_FUNCTION_CAPS = frozenset({"The", "A", "An", "In", "On", "At", "Of", "For", "And", "But", "By",
                            "From", "To", "With", "As", "When", "While", "After", "Before",
                            "Since", "If", "This", "That", "These", "Those", "It", "He",
                            "She", "They", "We", "Its", "His", "Her", "Their", "Mr", "Mrs",
                            "Ms", "Dr", "President"})  # fmt: skip
_JOINERS = frozenset({"&", "of", "de", "da", "di", "du", "van", "von", "der", "den", "la",
                      "le", "ap", "al", "bin", "y"})  # fmt: skip
_SENTENCE_END_RX = re.compile(r"[.!?][\"'\u201d\u2019)\]]*\s+(?![a-z])")
"""A sentence's end: a stop before a word that is not lower case (``the first U.S. space
station`` goes on)."""


_LIFE_DATES_RX = re.compile(r"\([^()]*\d{3,4}[^()]*[\u2013\u2014-][^()]*\d{3,4}[^()]*\)")
"""Life dates after a name: the span says when its subject was born and died."""


def _stem(token: str) -> str:
    return token[:5]


def _tokens(text: str) -> list[str]:
    return _TOKEN_RX.findall(fold_punctuation(text).lower())


def context_before(text: str, start: int, sentences: int = 2) -> str:
    """Up to ``sentences`` sentences of ``text`` before offset ``start``."""
    head = text[max(0, start - 1500) : start]
    ends = [m.end() for m in _SENTENCE_END_RX.finditer(head)]
    cut = ends[-sentences - 1] if len(ends) > sentences else 0
    return head[cut:].strip()


@lru_cache(maxsize=4096)
def _word_bounded(name: str) -> re.Pattern[str]:
    """``name`` as a whole word (compiled once per name)."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")


def _completed(name: str, claim: str, texts: Iterable[str], span_stems: set[str]) -> bool:
    """``name`` is written before a name word of the span (``the Wild`` -> ``the Wichita
    Wild``) and the two make a whole name the document or title writes: the span's short
    name completed from the page, no new referent."""
    after = re.search(rf"(?<![\w-]){re.escape(name)}\s+([A-Z][\w-]*)", claim)
    if after is None or _stem(after.group(1).lower()) not in span_stems:
        return False
    return _whole_somewhere(f"{name} {after.group(1)}", texts)


def _whole_somewhere(name: str, texts: Iterable[str]) -> bool:
    """``name`` occurs on its own (not the tail or head of a longer capitalised name)."""
    pattern = _word_bounded(name)
    for text in texts:
        for match in pattern.finditer(text):
            before = re.search(r"([A-Z][\w'\u2019-]*)[ \t]+$", text[: match.start()])
            after = re.match(r"[ \t]+([A-Z][\w'\u2019-]*)", text[match.end() :])
            extended_before = before is not None and before.group(1) not in _FUNCTION_CAPS
            if not extended_before and after is None:
                return True
    return False


def _written_name(words: list[str], added: set[int]) -> str:
    """The name the added words belong to: the run of capitalised words (and joiners)
    around them, without function words and a possessive ending (``Mark Dominik`` when
    only ``Mark`` is new)."""
    first, last = min(added), max(added)

    def name_like(word: str) -> bool:
        bare = word.strip(",.;:\"'\u201c\u201d()")
        return bool(bare) and (bare[:1].isupper() or bare in _JOINERS)

    if name_like(words[first]):
        while first > 0 and name_like(words[first - 1]) and not words[first - 1].endswith(","):
            first -= 1
    if name_like(words[last]):
        while (last + 1 < len(words) and name_like(words[last + 1])
               and not words[last].endswith((",", "'s", "\u2019s"))):
            last += 1
    phrase = [w.strip(",;:\"'\u201c\u201d()") for w in words[first : last + 1]]
    phrase[-1] = phrase[-1].rstrip(".")
    while phrase and phrase[0] in _FUNCTION_CAPS | {"the", "of"}:
        phrase = phrase[1:]
    name = " ".join(phrase)
    return re.sub(r"['\u2019]s?$", "", name)


def rewrite_problem(
    claim: str,
    span: str,
    *,
    before: str,
    document: str,
    title: str = "",
    main: str | None = None,
    allowed_extra: int = 0,
    nearby: str = "",
    implied: frozenset[str] = frozenset(),
    acronyms: Mapping[str, str] | None = None,
) -> str | None:
    """Why ``claim`` is not entailed by ``span`` in its context (see module), or ``None``.

    ``before`` is the text just before the span (``context_before``), ``document`` the whole
    text, ``main`` the document's main entity. A paraphrasing extractor (``allowed_extra``
    above 0) may also take a name from ``nearby`` text (the span's surroundings), as a model
    reads the whole passage. ``implied`` are words the context gives the span (the
    publication date's month, day and year for an anchored ``on Tuesday``); ``acronyms``
    the page's own definitions (``shared.claims.acronyms``), which a claim may write out.
    """
    for acronym, definition in (acronyms or {}).items():  # written out as the page defines
        claim = claim.replace(f"{definition} ({acronym})", acronym)
    span_stems = {_stem(t) for t in _tokens(span)}
    if _LIFE_DATES_RX.search(span):  # "(1806 – 1869)" says born and died
        span_stems |= {"born", "died"}
    span_stems |= {_stem(word) for word in implied}
    words = _WORD_RX.findall(claim)
    added: set[int] = set()
    for index, word in enumerate(words):
        for token in _tokens(word):
            if token not in _STOP and _stem(token) not in span_stems:
                added.add(index)
    opener = re.sub(r"^(?:[A-Z][a-z]+,?\s+)?", "", span.strip())
    replaced_it = leading_pronoun(span) == "it" and leading_pronoun(claim) != "it"
    if replaced_it and (EXPLETIVE_RX.match(span.strip()) or EXPLETIVE_RX.match(opener)):
        return "an expletive 'it' was replaced by a name"
    if not added:
        return None
    name = _written_name(words, added)
    if not name:
        return None
    capitalised = [w for w in name.split() if any(ch.isupper() for ch in w)]  # also "iPhone"
    lowered = [w for w in name.split() if w not in capitalised and w.lower() not in _STOP
               and w not in _JOINERS and any(ch.isalpha() for ch in w)]  # fmt: skip
    if len(name.split()) > 8 or (not capitalised and len(lowered) > allowed_extra):
        return f"words not in the span: {name!r}"
    extra = sum(1 for w in lowered if _stem(w.lower()) not in span_stems)
    if extra > allowed_extra:
        return f"words not in the span: {name!r}"
    if name not in document and name.lower() not in title.lower():
        return f"{name!r} is neither the document's entity nor named in it"
    whole = _completed(name, claim, (document, title), span_stems)  # "the Wichita Wild"
    if not whole and not _whole_somewhere(name, (document, title)):
        return f"{name!r} is only ever part of a longer name"
    is_main = main is not None and (name == main or name in main or main in name)
    parts = [w for w in name.split() if len(w) > 2 and w[:1].isupper()]
    in_window = name in before or (  # named just before, perhaps by a first or last name
        name in document and any(_word_bounded(w).search(before) for w in parts)
    )
    last = _stem(name.split()[-1].lower())
    named_noun = last in span_stems and (name in document or name.lower() in title.lower())
    after = re.search(rf"{re.escape(name)}['\u2019]?s?\s+([a-z]+)", claim)
    if after is not None and _stem(after.group(1)) in span_stems:  # "the Riverside tunnel"
        phrase = f"{name} {after.group(1)}".lower()  # for "The tunnel", as the text says
        named_noun = named_noun or phrase in document.lower() or phrase in title.lower()
    near = allowed_extra > 0 and name in nearby
    if not (is_main or in_window or named_noun or near or whole):
        return f"{name!r} is neither the document's entity nor named just before"
    pronoun = leading_pronoun(span)
    sentences = split_sentences(before) if pronoun in ("it", "its") else []
    last_sentence = sentences[-1].text if sentences else ""
    if last_sentence and name not in last_sentence:
        opening = find_entities(last_sentence[:80])
        first_sentence = document.lstrip().startswith(last_sentence.strip()[:40])
        at_start = bool(opening) and last_sentence[: opening[0].start].strip() in ("", "The")
        if opening and at_start and not first_sentence:
            subject = opening[0].text
            same = subject in name or name in subject or subject.split()[-1] in name.split()
            if not same:
                return f"{name!r} given to a pronoun after a sentence about {subject!r}"
    return None
