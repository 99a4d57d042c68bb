"""Is a gold fact, *as rewritten*, supported by its span in context?

The decontextualiser rewrites a sentence into a standalone fact ("It is rich." ->
"New Zealand is rich."). The span check of the claims service only proves the original
sentence is in the chunk; these checks read the rewritten fact:

- :func:`unsupported_mentions`: every name and figure of the fact occurs whole in the
  context (document title, section headings, chunk text). A name found only inside a
  longer name ("Zealand" in "New Zealand") does not count.
- :func:`rewrite_problems`: what the rewrite put in place of the span's words (the new
  subject, with the head noun it now modifies: "The city council" -> "Riverside council")
  occurs in the context.
"""

from __future__ import annotations

import difflib
import re

from shared.text.entities import find_entities
from shared.text.numbers import find_quantities

__all__ = ["rewrite_problems", "unsupported_mentions"]

_FUNCTION = frozenset({
    "The", "A", "An", "In", "On", "At", "Of", "For", "And", "But", "By", "From", "To", "With",
    "As", "When", "While", "After", "Before", "Since", "If", "This", "That", "These", "Those",
    "Its", "His", "Her", "Their", "Our", "It", "He", "She", "They", "We",
})
_NOT_NOUN = frozenset({
    "is", "was", "were", "are", "be", "been", "has", "have", "had", "will", "would", "can",
    "could", "may", "might", "must", "should", "of", "in", "on", "at", "to", "for", "with",
    "by", "and", "or", "but", "that", "which", "who", "as", "from", "than",
})
_WORD = re.compile(r"\S+")


def _whole(name: str, context: str) -> bool:
    """``name`` occurs in ``context`` word-bounded and not as the tail of a longer name."""
    for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", context):
        before = re.search(r"([A-Z][\w'’-]*)\s+$", context[: m.start()])
        if before is None or before.group(1) in _FUNCTION or not name[:1].isupper():
            return True
    return False


def _squash(text: str) -> str:
    return " ".join(text.replace("’", "'").split())


def unsupported_mentions(fact: str, context: str) -> list[str]:
    """Names and figures of ``fact`` that ``context`` does not state whole."""
    ctx = _squash(context)
    missing: list[str] = []
    for mention in find_entities(fact):
        name = _squash(mention.text).strip(" .,;:")
        lead = re.search(r"([A-Z][\w'’-]*)\s+$", fact[: mention.start])
        if lead is not None and lead.group(1) not in _FUNCTION:
            name = f"{lead.group(1)} {name}"
        if len(name) < 2 or name in _FUNCTION:
            continue
        if _whole(name, ctx):
            continue
        if mention.start == 0 and " " not in name and any(
            m.group(0).islower()
            for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", ctx, re.IGNORECASE)
        ):
            continue
        missing.append(name)
    for q in find_quantities(fact):
        if _squash(q.text) not in ctx:
            missing.append(q.text)
    return missing


def rewrite_problems(fact: str, span: str, context: str) -> list[str]:
    """Phrases the rewrite put in place of the span's words that the context never states."""
    old = _WORD.findall(span)
    new = _WORD.findall(fact)
    ctx = _squash(context).lower()
    problems: list[str] = []
    matcher = difflib.SequenceMatcher(a=[w.lower() for w in old], b=[w.lower() for w in new],
                                      autojunk=False)
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag not in ("replace", "insert") or j1 == j2:
            continue
        phrase = new[j1:j2]
        following = new[j2] if j2 < len(new) else ""
        replaced_modifier = tag == "replace" and following and following.islower() and (
            following.strip(".,;:") not in _NOT_NOUN
            and not following.endswith(("ed", "s"))
        )
        if replaced_modifier:
            phrase = [*phrase, following]
        words = [w for w in phrase if w not in _FUNCTION]
        shown = " ".join(words).strip(" .,;:")
        if len(shown) < 2 or not any(ch.isalpha() for ch in shown):
            continue
        found = _whole(shown, _squash(context)) if shown[:1].isupper() else re.search(
            rf"(?<![\w-]){re.escape(shown.lower())}(?![\w-])", ctx) is not None
        if not found:
            problems.append(" ".join(phrase).strip(" .,;:"))
    return problems
