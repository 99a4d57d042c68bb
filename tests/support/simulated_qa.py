"""The spec's four QA patterns as the simulated model writes them from claim buckets.

Each writer takes the claims of a request, ``(doc_id, claim_id, text)``, and a key (the
request's digest, so a retried request gets the same pairs) and returns the spec's
``{used_claims, question, answer}`` objects: temporal (years between, which came first),
comparison (the gap between two measured figures), causal (a chain of events) and
conjunction (the entity three documents share). Split from ``model_simulator``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

__all__ = ["PATTERNS", "Claim"]

_YEAR = re.compile(r"\b(19[0-9]{2}|20[0-9]{2})\b")
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|"
          r"November|December)")
_DATE_PHRASE = re.compile(
    rf"\s*,?\s*\b(?:(?:on|in|by|from|since)\s+)?(?:{_MONTH}\s+(?:\d{{1,2}},?\s+)?)?"
    r"(?:19|20)\d{2}\b,?", re.I
)
_CAUSE = re.compile(r"\b(because|caused|causes|led to|leads to|resulted in|so that|after)\b", re.I)

_FUNCTION_WORDS = frozenset({
    "a", "an", "the", "of", "in", "on", "at", "to", "for", "with", "by", "from", "and", "or",
    "but", "as", "its", "their", "his", "her", "this", "that", "was", "were", "is", "are", "be",
    "been", "which", "who", "whose",
})


def _event(claim: str, limit: int = 8) -> str:
    """The claim's event in at most ``limit`` words, its date left out, as a model names an
    event in a question: never ending on a dangling word, never a word cut in two."""
    text = _DATE_PHRASE.sub("", claim).strip(" .,;")
    text = re.sub(r"\s+", " ", text)
    words = text.split()[:limit]
    while len(words) > 2 and (words[-1].lower().strip(",;:") in _FUNCTION_WORDS
                              or words[-1].endswith(("-", "(", "—"))):  # fmt: skip
        words.pop()
    return " ".join(words).rstrip(",;:(") if words else claim


def _lower_first(text: str) -> str:
    """Lower-cases a leading article or pronoun ("The bridge" -> "the bridge"), never a name."""
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first.lower() in _FUNCTION_WORDS else text


Claim = tuple[int, str, str]


def _used(claim: Claim) -> dict[str, Any]:
    return {"doc_id": claim[0], "claim_id": claim[1], "claim": claim[2]}


def _pairs_of(claims: list[Claim], test: Any, key: int) -> list[tuple[Claim, Claim]]:
    tagged = [c for c in claims if test(c[2])]
    pairs = [(a, b) for i, a in enumerate(tagged) for b in tagged[i + 1:] if a[0] != b[0]]
    if not pairs:
        return []
    shift = key % len(pairs)
    return pairs[shift:] + pairs[:shift]


def _temporal(claims: list[Claim], key: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for a, b in _pairs_of(claims, _YEAR.search, key):
        ya, yb = int(_YEAR.findall(a[2])[0]), int(_YEAR.findall(b[2])[0])
        if ya == yb:
            continue
        first, second = (a, b) if ya < yb else (b, a)
        y1, y2 = min(ya, yb), max(ya, yb)
        if len(out) % 2 == 0:
            question = (f"How many years passed between when {_lower_first(_event(first[2]))} "
                        f"and when {_lower_first(_event(second[2]))}?")
            answer = f"{y2 - y1} years (from {y1} to {y2})"
        else:
            question = (f"Which came first: {_lower_first(_event(a[2], 7))}, or "
                        f"{_lower_first(_event(b[2], 7))}?")
            # As in the spec: the earlier event, then its date in brackets.
            answer = f"{_lower_first(_event(first[2], 7))} ({y1})"
        out.append({"used_claims": [_used(first), _used(second)], "question": question,
                    "answer": answer})
    return out


_MEASURE = re.compile(
    r"(?P<cur>\$)?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<scale>million|billion)?\s*"
    r"(?P<unit>percent|%|kilometres|kilometers|km|metres|meters|seconds|minutes|hours|days|"
    r"weeks|months|feet|miles|tonnes|tons|people|square feet)?",
    re.I,
)


def _figure(text: str) -> tuple[float, str, str] | None:
    """The claim's one measured figure: (value, unit, as written); None if not exactly one."""
    found = []
    for match in _MEASURE.finditer(text):
        unit = "$" if match["cur"] else (match["unit"] or "").lower().replace("%", "percent")
        if not unit or _YEAR.fullmatch(match["num"]):
            continue
        value = float(match["num"].replace(",", ""))
        scale = (match["scale"] or "").lower()
        value *= 1e6 if scale == "million" else 1e9 if scale == "billion" else 1
        found.append((value, unit, match.group().strip()))
    return found[0] if len(found) == 1 else None


def _comparison(claims: list[Claim], key: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for a, b in _pairs_of(claims, lambda t: _figure(t) is not None, key):
        fa, fb = _figure(a[2]), _figure(b[2])
        if fa is None or fb is None or fa[1] != fb[1] or fa[0] == fb[0]:
            continue
        big, small = (a, b) if fa[0] > fb[0] else (b, a)
        hi, lo = max(fa, fb), min(fa, fb)
        unit = hi[1]
        gap = hi[0] - lo[0]
        if unit == "$":
            answer = f"${gap / 1e6:,.0f} million" if gap >= 1e6 else f"${gap:,.0f}"
        else:
            answer = f"{gap:,.10g} {unit}"
        out.append({
            "used_claims": [_used(big), _used(small)],
            "question": (f"By how much does the figure of how {_lower_first(_event(big[2], 7))} "
                         f"exceed that of how {_lower_first(_event(small[2], 7))}?"),
            "answer": answer,
        })
    return out


def _causal(claims: list[Claim], key: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    causes = [c for c in claims if _CAUSE.search(c[2])]
    for cause in causes:
        for other in claims:
            if other[0] == cause[0]:
                continue
            before = _CAUSE.split(cause[2], maxsplit=1)[0].strip(" ,.")
            if len(before.split()) < 3:
                continue
            out.append({
                "used_claims": [_used(cause), _used(other)],
                "question": (f"What chain of events links {_lower_first(_event(other[2], 9))} "
                             f"to what followed?"),
                "answer": f"{_event(cause[2], 14)}.",
            })
            break
    shift = key % len(out) if out else 0
    return out[shift:] + out[:shift]


def _conjunction(claims: list[Claim], key: int) -> list[dict[str, Any]]:
    by_doc: dict[int, list[Claim]] = {}
    for claim in claims:
        by_doc.setdefault(claim[0], []).append(claim)
    docs = sorted(by_doc)
    if len(docs) < 3:
        return []
    out: list[dict[str, Any]] = []
    for offset in range(3):
        picked = [by_doc[d][(key + offset) % len(by_doc[d])] for d in docs[:3]]
        words = [set(re.findall(r"\b[A-Z][a-z]+\b", c[2])) for c in picked]
        common = sorted(words[0] & words[1] & words[2])
        if not common:
            continue
        entity = common[0]
        parts = [_event(c[2].replace(entity, "it"), 6) for c in picked]
        out.append({
            "used_claims": [_used(c) for c in picked],
            "question": f"What is the subject for which {parts[0]}, {parts[1]}, and {parts[2]}?",
            "answer": entity,
        })
    return out


PATTERNS: dict[str, Callable[[list[Claim], int], list[dict[str, Any]]]] = {
    "temporal": _temporal,
    "comparison": _comparison,
    "causal": _causal,
    "conjunction": _conjunction,
}
"""The spec's pattern name to the writer of its pairs."""
