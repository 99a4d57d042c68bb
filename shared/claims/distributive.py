"""Coordinated named subjects that each did the same thing, split into one claim per subject.

``Smith and Jones each won two medals`` tells two facts, one of each person: ``Smith won two
medals.`` and ``Jones won two medals.``. Only a distributive word makes the split safe
(``each``, ``both``, ``all``, or ``each`` after the object): without it a coordinated subject
may act together (``Smith and Jones married in 1990``, ``Ford and GM signed a deal``), and
the claim stays whole. The subjects must be names (capitalised words, up to five each, up to
four subjects); the verb is made singular where the tense shows number (``each own`` ->
``owns``, ``were both born`` -> ``was born``, ``have each won`` -> ``has won``). The span
stays the sentence's: every part is a claim of it.

``distribute_objects`` does the same for two named objects under ``both`` ending the claim
(``O'Hare is a hub for both American Airlines and United Airlines``), two noun phrases with
their own determiners under ``both`` (``famous for both his poetry and his adventurous
life``) and two quoted titles after ``include`` (``X's work includes "A" (2004) and "B"
(2001)``).
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

__all__ = ["distribute", "distribute_objects"]

_NAME = r"(?:[Tt]he\s+)?[A-Z][\w.'\u2019&-]*(?:\s+(?:[A-Z][\w.'\u2019&-]*|of|de|van|von|&)){0,4}"
_SUBJECTS = rf"(?P<subjects>{_NAME}(?:,\s+{_NAME}){{0,2}},?\s+and\s+{_NAME})"
_LEAD = r"(?P<lead>(?:(?:In|On|By|Since|From)\s+[^,]{2,30},\s+)?)"
_BEFORE_RX = re.compile(
    rf"^{_LEAD}(?P<both>[Bb]oth\s+)?{_SUBJECTS}"
    r"\s+(?:(?P<aux>are|were|have|had)\s+)?(?P<dist>each|both|all)?\s*(?P<rest>[a-z].*)$"
)
"""``X and Y each won ...``, ``Both X and Y were born ...``, ``X and Y have each won ...``."""
_EACH_END_RX = re.compile(r"\s+each(?P<stop>[.!]?)$")
_SINGULAR_AUX = {"are": "is", "were": "was", "have": "has", "had": "had"}
_BAD_NAME_WORDS = frozenset({"The", "In", "On", "By", "Since", "From", "He", "She", "They", "It",
                             "We", "Both", "Each", "All", "And", "But"})  # fmt: skip


def _names(subjects: str) -> list[str] | None:
    """The names of ``subjects`` (``A, B and C``), or ``None`` when one is no name."""
    names = [n.strip() for n in re.split(r",\s+and\s+|,\s+|\s+and\s+", subjects) if n.strip()]
    for name in names:
        bare = re.sub(r"^[Tt]he\s+", "", name)
        if not bare or bare.split()[0] in _BAD_NAME_WORDS:
            return None
    return names if 2 <= len(names) <= 4 else None


def _shared_head(names: list[str]) -> bool:
    """The last name ends on a plural head the others lack and they end on a modifier
    (``the Pan American and Parapan American Games``): the head is shared, and each name
    takes it (``the Pan American`` alone names nothing)."""
    words = names[-1].split()
    head = words[-1]
    if not (head[:1].isupper() and head.endswith("s") and not head.endswith("ss")):
        return False
    if len(words) < 2 or not _MODIFIER_END_RX.search(words[-2]):
        return False  # "Aic and Aas": a one-word name ending in -s is no shared head
    return any(_MODIFIER_END_RX.search(n.split()[-1]) and not n.endswith(head) for n in names[:-1])


_MODIFIER_END_RX = re.compile(r"(?:an|ian|ese|ish|ic|al|ern)$")
"""Adjective endings (``American``, ``Chinese``, ``National``, ``Northern``)."""


def _plural_name(name: str) -> bool:
    """``the Lakers``, ``The Beatles``: a name after ``the`` ending in a plural ``-s``."""
    last = name.split()[-1]
    return name.lower().startswith("the ") and last.endswith("s") and not last.endswith("ss")


def _singular(rest: str) -> str:
    """``rest`` with its first verb made third-person singular when it is a plural present
    (``own 10 percent`` -> ``owns 10 percent``); a past tense needs no change."""
    first, _, after = rest.partition(" ")
    lemmas = getAllLemmas(first).get("VERB", ())
    if first in lemmas:  # a base or plural present form: "own", "hold"
        forms = getInflection(first, "VBZ")
        if forms:
            return f"{forms[0]} {after}".rstrip()
    return rest


def distribute(sentence: str) -> list[str]:
    """``sentence`` as one claim per subject when its coordinated named subjects each did
    the same thing (see module), else ``[sentence]``."""
    text = sentence.strip()
    found = _BEFORE_RX.match(text)
    if found is None:
        return [sentence]
    rest = found.group("rest")
    each_end = _EACH_END_RX.search(rest)
    marked = found.group("dist") or found.group("both")
    if not marked and each_end is None:
        return [sentence]  # "Smith and Jones married in 1990": maybe together
    if found.group("dist") == "all" and found.group("both"):
        return [sentence]
    names = _names(found.group("subjects"))
    if names is None:
        return [sentence]
    if _shared_head(names):  # "the Pan American and Parapan American Games": one head
        head = names[-1].split()[-1]
        names = [n if n.endswith(head) else f"{n} {head}" for n in names]
    if each_end is not None:
        rest = rest[: each_end.start()] + (each_end.group("stop") or ".")
    aux = found.group("aux")
    lead = found.group("lead")
    out = []
    for name in names:
        if _plural_name(name):  # "The Lakers have won 17 championships"
            predicate = f"{aux} {rest}" if aux else rest
        else:
            predicate = f"{_SINGULAR_AUX[aux]} {rest}" if aux else _singular(rest)
        if not predicate.endswith((".", "!")):
            predicate += "."
        claim = f"{lead}{name} {predicate}"
        out.append(claim[:1].upper() + claim[1:])
    return out


_BOTH_OBJECTS_RX = re.compile(
    rf"^(?P<head>.+?\s)both\s+(?P<a>{_NAME}(?:\s+\([A-Z]{{2,6}}\))?)\s+and\s+"
    rf"(?P<b>{_NAME}(?:\s+\([A-Z]{{2,6}}\))?)(?P<tail>[.!]?)$"
)
"""``O'Hare is a hub for both American Airlines (AAL) and United Airlines (UAL).``: two named
objects the predicate takes each (``both``), at the end of the claim."""


_TITLE = (
    r"(?:[A-Z][\w.'\u2019&-]*(?:\s+[A-Z][\w.'\u2019&-]*){0,3}['\u2019]s\s+)?"
    r"(?:\"[^\"]{1,80}\"|\u201c[^\u201d]{1,80}\u201d)(?:\s+\(\d{4}\))?"
)
"""A quoted title, with its owner (``Disney's``) and its year (``(2004)``)."""
_INCLUDES_RX = re.compile(
    rf"^(?P<head>.+?\b(?:includes?|included|including)\s+)(?P<a>{_TITLE}),?\s+and\s+"
    rf"(?P<b>{_TITLE})(?P<tail>[.!]?)$"
)
"""``X's work includes "A" (2004) and "B" (2001).``: ``include`` lists members, each one a
fact (``X's work includes "A" (2004).``)."""
_BOTH_PHRASES_RX = re.compile(
    r"^(?P<head>.+?\s)both\s+(?P<a>(?:his|her|their|its|a|an|the)\s+[^,;]{1,40}?)\s+and\s+"
    r"(?P<b>(?:his|her|their|its|a|an|the)\s+[^,;]{1,40}?)(?P<tail>[.!]?)$"
)
"""``famous for both his poetry and his adventurous life.``: two noun phrases, each with its
own determiner (no head noun shared), ending the claim."""


_SHARE = (r"(?:about\s+|nearly\s+|almost\s+|over\s+|some\s+)?\d[\d,]*(?:\.\d+)?\s?"
          r"(?:%|percent\b|per\s+cent\b)")
_FIGURES_RX = re.compile(
    rf"^(?P<head>.+?\s)(?P<a>{_SHARE}\s+[A-Za-z][A-Za-z\s-]{{0,60}}?),?\s+and\s+"
    rf"(?P<b>{_SHARE}\s+[A-Za-z][A-Za-z\s-]{{0,60}}?)(?P<tail>[.!]?)$"
)
"""Two shares of one frame, each with its own category, ending the claim: ``The levels of
the population were 86.8% high school graduates and 13.7% college graduates.``"""
_RANGE_HEAD_RX = re.compile(r"\b(?:between|from|to|than|by|of)\s+$|\d|\b(?:and|respectively)\b")
"""A head that makes the two shares a range or a pair of one measure (``between``, ``from``),
a comparison, or holds a figure or an ``and`` of its own (``Men and women were 40% ... and
30% ...``: respectively): the shares are not split."""
_ASIDE_RX = re.compile(r"\s*\([^()]*\)|\b(?:1[6-9]|20)\d\d\b")
"""A parenthesis (``(25 years old and over)``) and a year (``In 2010, the town was ...``):
left out when the head is checked for a figure or an ``and``."""


def _figures(sentence: str) -> list[str] | None:
    """``<frame> A% x and B% y.`` as ``<frame> A% x.`` and ``<frame> B% y.`` (the frame,
    its tense and its source shared), else ``None``."""
    found = _FIGURES_RX.match(sentence.strip())
    if found is None or _RANGE_HEAD_RX.search(_ASIDE_RX.sub(" ", found.group("head"))):
        return None
    if " and " in found.group("a") or not any(
        w in found.group("head").split() for w in ("is", "are", "was", "were")
    ):
        return None  # only a copular frame: "were 86.8% graduates" shares its subject whole
    stop = found.group("tail") or "."
    return [f"{found.group('head')}{found.group(part).strip()}{stop}" for part in ("a", "b")]


_COUNTED_FRAME_RX = re.compile(
    r"\b(?:one|two|three|four|five|some|each|any)\s+of\s+(?:the\s+|only\s+)*(?:\d+|two|three|"
    r"four|five|six|seven|eight|nine|ten|few|handful|only)\b"
    r"|\b(?:the|its|his|her|their)\s+(?:only|sole|first|last)\b"
    r"|\bthe\s+(?:two|three|four|five)\s+[a-z]+\s+(?:that|which|who|to)\b",
    re.IGNORECASE,
)
"""A counted frame the coordination sits under: ``one of the two clubs that were founder
members of both A and B`` (two clubs were members of both, not of A alone), ``the only
club to ...``, ``the first to ...``: the frame's count holds of A and B together, so the
claim is not cut to A."""


def distribute_objects(sentence: str) -> list[str]:
    """``... for both A and B.`` as ``... for A.`` and ``... for B.`` (each a fact of its own,
    ``both`` says so), else ``[sentence]``. Only two names ending the sentence are split: a
    phrase after them might belong to one of them alone. Two shares of one copular frame
    (``were 86.8% high school graduates and 13.7% college graduates``) are split likewise."""
    shares = _figures(sentence)
    if shares is not None:
        return shares
    found = _BOTH_OBJECTS_RX.match(sentence.strip())
    if found is None or _names(f"{found.group('a')} and {found.group('b')}") is None:
        found = _INCLUDES_RX.match(sentence.strip()) or _BOTH_PHRASES_RX.match(sentence.strip())
        if found is None or found.group("a").count("\"") % 2 or " and " in found.group("a"):
            return [sentence]
    if _COUNTED_FRAME_RX.search(found.group("head")):
        return [sentence]
    stop = found.group("tail") or "."
    names = (found.group("a"), found.group("b").rstrip("."))  # "States." took the stop
    return [f"{found.group('head')}{name}{'' if name.endswith('.') else stop}"
            for name in names]  # fmt: skip
