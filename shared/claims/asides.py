"""Asides that add a second fact to a sentence: cut them, or split the sentence at them.

A claim holds one fact. Reporters add a second one in an aside the sentence reads whole
without, and the claim keeps only the sentence (its span stays the whole sentence):

- a pair of dashes: ``Whale experts regard New Zealand – or Aotearoa as it is called by
  Māori – as the whale stranding capital ...`` -> ``... regard New Zealand as the ...``;
- a concession: ``Uber is a taxi company, albeit an under-regulated one, and ...``;
- a description of the subject before its verb (``Tunisia, a mostly Muslim nation of about
  11 million people, was governed ...``) or a ``with its name being ...`` tail;
- a parenthesis that states something (a verb, a list, ``using ...``, ``which ...``):
  ``... in Ivrea, Italy (using Processing, Wiring, and pre-existing hardware).``; a short
  alias or measure stays (``Named Binary Tag (NBT)``, ``268,000 square kilometres
  (103,500 sq mi)``);
- one dash before the end: a description of the last noun is cut (``... from a single
  company — a company that appears to have been ...``); a clause with its own subject and
  verb becomes a claim of its own (``"SRL" is essentially the Italian equivalent of
  "LLC"—Smart Projects was incorporated in Italy.`` -> two claims);
- an alias between commas after the subject: ``Lionheart, also known as Lionheart: The
  Children's Crusade, is a 1987 film`` -> ``Lionheart is also known as Lionheart: The
  Children's Crusade.`` + ``Lionheart is a 1987 film``.

``split_asides(claim)`` gives the claims, each ending in a full stop.
"""

from __future__ import annotations

import re

from shared.claims.verbs import is_finite_verb

__all__ = ["split_asides"]

_DASH = r"(?:\s[\u2013\u2014-]\s|\u2014)"
_PAIRED_RX = re.compile(rf"{_DASH}([^\u2013\u2014]{{3,160}}?){_DASH}")
_APPOSITIVE_RX = re.compile(
    r"^((?:[A-Z][\w'\u2019.&-]*\s+){0,4}[A-Z][\w'\u2019.&-]*),\s+"
    r"(?:a|an|the|still|then|once|formerly|already)\s[^,()]{3,90},\s+"
    r"(?=(?:[a-z]+ly\s+)?(?:is|was|are|were|has|had|have|will|would|can|could|became|becomes|"
    r"remained|remains)\b)"
)
"""A description of the subject name between commas, before its verb: a second fact."""
_WITH_BEING_RX = re.compile(r",?\s+with\s+(?:its|his|her|their|the)\s+[\w\s]{1,30}?\s+being\b[^.]*")
"""``... by many with its name being synonymous with the genre``: a second fact."""
_ALBEIT_RX = re.compile(r",\s+albeit\s[^,]{1,80},")
_PARENS_RX = re.compile(r"\s*\(([^()]{1,200})\)")
_STATING_RX = re.compile(
    r"^(?:using|including|which|who|where|when|with|such as|e\.g\.|for example|for instance|"
    r"see|via|whose|while|although|though|but)\b",
    re.IGNORECASE,
)
_QUALIFIER_RX = re.compile(
    r"^(?:for|in|if|at|on|of|from|to|not|except|unless|as|or|and|by|than|per|up to|"
    r"but not|only|excluding)\b",
    re.IGNORECASE,
)
_DATED_RX = re.compile(r"\b\d{3,4}\b|\b(?:born|died|n\u00e9e|c\.)\s")
_SINGLE_RX = re.compile(rf"{_DASH}(?=\S)")
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_NONFINITE = frozenset({"to", "have", "be", "been"})
"""Words before a verb form that keep it inside a description (``states to have signed``)."""
_ADVERBS = frozenset({"also", "too", "still", "then", "both", "all", "later", "even"})
_PRONOUN_SUBJECT = frozenset({"he", "she", "it", "they", "we", "this", "that", "these"})


def _states(inner: str) -> bool:
    """A parenthesis that says something of its own (see module docstring); one that
    qualifies (``for matrix that is not ...``, ``in functional analysis``) stays."""
    if re.match(r"(?:see|cf\.)\s", inner):
        return True  # "(see 1962 in country music)": a pointer, not part of the claim
    if _QUALIFIER_RX.match(inner) or _DATED_RX.search(inner):
        return False  # "(but not a folder)" narrows the claim; life dates are facts of ``atomic``
    if _STATING_RX.match(inner):
        return True
    words = _WORD_RX.findall(inner)
    if inner.count(",") >= 2 or (", and " in inner and len(words) > 4):
        return True
    return len(words) > 3 and any(is_finite_verb(w) for w in words[1:] if w.islower())


def _cut_parentheses(claim: str) -> str:
    out = claim
    for match in reversed(list(_PARENS_RX.finditer(claim))):
        if match.start() == 0:
            continue  # "(the men called ...), the co-founders ...": nothing before it
        rest = out[: match.start()] + out[match.end() :]
        if _states(match.group(1)) and len(_WORD_RX.findall(rest)) >= 4:
            out = rest
    return out


def _clause(text: str) -> bool:
    """``text`` has a subject and a finite verb of its own: a name or pronoun first."""
    words = _WORD_RX.findall(text)
    if len(words) < 4:
        return False
    first = words[0]
    if not (first[:1].isupper() or first.lower() in _PRONOUN_SUBJECT):
        return False
    return any(is_finite_verb(w) for w in words[1:6])


def _end(text: str) -> str:
    text = text.rstrip(" ,;:")
    done = text.rstrip("\"'\u201d\u2019)").endswith((".", "!"))
    return text if done else f"{text}."


_NAMES_ASIDE_RX = re.compile(
    r"^(?:[A-Z][\w'\u2019.&-]*\s+)*[A-Z][\w'\u2019.&-]*"
    r"(?:(?:,\s+|,?\s+and\s+)(?:[A-Z][\w'\u2019.&-]*\s+)*[A-Z][\w'\u2019.&-]*)*$"
)
"""An aside that only names (``Egypt and Jordan``, ``Apple, Google and Meta``)."""


def _named_subject(claim: str) -> str | None:
    """``The only two Arab states to have signed peace treaties with Israel - Egypt and
    Jordan - also sharply criticised ...`` -> ``Egypt and Jordan also sharply criticised
    ...``: a description opening the sentence, then dashes round the names it describes,
    then the verb. The names are what the description identifies; ``None`` when the claim
    is not of that form."""
    found = _PAIRED_RX.search(claim)
    if found is None or not claim.startswith(("The ", "A ", "An ")):
        return None
    head, rest = claim[: found.start()], claim[found.end() :]
    heads = _WORD_RX.findall(head)
    if any(is_finite_verb(w) and heads[i].lower() not in _NONFINITE
           for i, w in enumerate(heads[1:])):  # fmt: skip
        return None  # the dashes come after the verb: not the subject's names
    names = found.group(1).strip()
    words = [w for w in _WORD_RX.findall(rest)
             if w.lower() not in _ADVERBS and not w.endswith("ly")]  # fmt: skip
    if not _NAMES_ASIDE_RX.match(names) or not words or not is_finite_verb(words[0]):
        return None
    return f"{names} {rest.lstrip()}"


_ALIAS_RX = re.compile(
    r"^(?P<subject>(?:The\s+)?[A-Z][^,()]{0,70}?)(?P<paren>\s*\([^()]{1,160}\))?,\s+"
    r"(?P<kind>(?:also|formerly|commonly|better|originally|previously|popularly)\s+"
    r"(?:known\s+as|called|named)|also\s+spelled|known\s+as|nicknamed)\s+"
    r"(?P<alias>[^,;()]{2,80}?),\s+(?P<verb>is|was|are|were)\s+(?P<rest>.+)$"
)
"""A name, its parenthesis (life dates, a native name) and an alias between commas before
the verb: ``Lionheart, also known as Lionheart: The Children's Crusade, is a 1987 film``."""
_PAST_ALIAS = ("formerly", "originally", "previously")


def _alias(claim: str) -> list[str] | None:
    """``S, also known as A, is ...`` as ``S is also known as A.`` and ``S is ...`` (the
    parenthesis kept for ``atomic``'s life dates); ``None`` when the claim is not of that
    form or the alias is a list (``X, Y, or Z``)."""
    found = _ALIAS_RX.match(claim)
    if found is None or re.search(r"\s(?:or|and)\s", found.group("alias")):
        return None
    subject, kind, alias = found.group("subject").strip(), found.group("kind"), found.group("alias")
    if subject.count('"') % 2 or alias.count('"') % 2 or len(subject.split()) > 10:
        return None
    plural = found.group("verb") in ("are", "were")
    if kind.split()[0] in _PAST_ALIAS:
        be = "were" if plural else "was"
    else:
        be = "are" if plural else "is"
    rest = f"{subject}{found.group('paren') or ''} {found.group('verb')} {found.group('rest')}"
    return [_end(f"{subject} {be} {' '.join(kind.split())} {alias.strip()}"), rest]


def split_asides(claim: str) -> list[str]:
    """``claim`` without its asides, as one claim or more (see module docstring)."""
    aliased = _alias(claim)
    if aliased is not None:
        return [aliased[0], *split_asides(aliased[1])]
    named = _named_subject(claim) if len(_SINGLE_RX.findall(claim)) == 2 else None
    if named is not None:
        claim = named
    text = _PAIRED_RX.sub(" ", claim) if len(_SINGLE_RX.findall(claim)) == 2 else claim
    text = _APPOSITIVE_RX.sub(r"\1 ", text)  # "Tunisia, a mostly Muslim nation ..., was"
    text = _WITH_BEING_RX.sub("", text)
    text = _ALBEIT_RX.sub("", text)
    text = _cut_parentheses(text)
    text = " ".join(text.split())
    dashes = list(_SINGLE_RX.finditer(text))
    if len(dashes) != 1:
        return [text]
    head, tail = text[: dashes[0].start()], text[dashes[0].end() :]
    if head.count('"') % 2 or head.count("(") > head.count(")"):
        return [text]
    head_words = _WORD_RX.findall(head)
    if len(head_words) < 5 or not any(is_finite_verb(w) for w in head_words[1:]):
        return [text]  # "Eich — the creator of JavaScript — ..." or a title
    if _clause(tail):
        return [_end(head), _end(tail[:1].upper() + tail[1:])]
    if re.match(r"(?:a|an|the|one|which|who|including|most|some)\b", tail, re.IGNORECASE):
        return [_end(head)]  # "... a single company — a company that appears ..."
    return [text]
