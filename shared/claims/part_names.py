"""A thing named by part of its name: the page writes the name longer, the claim short.

A news page introduces a thing once in full and then shortens it: ``Audi e-tron Sportback
50`` becomes ``The Sportback 50``, ``the Minnesota Gophers`` ``The Gophers``, ``India's
Supreme Court`` ``The Supreme Court``. Read alone, the short form loses its owner (whose
model, which team, which country's court). ``part_name`` finds the name that follows the
``The`` opening a claim's subject and reports the longer form when the page writes that
name right after a name word of its own (``Audi``, ``Minnesota``, ``India's``) and the
claim does not; the caller drops the claim (``part_name``). It is the things' counterpart
of the persons' ``short_name`` test, and it is asked only of pages that tell of their own
time (titled encyclopedic paragraphs name their subject whole by construction).
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["part_name"]

_NAME_WORD = r"[A-Z](?:[\w\u00c0-\u024f&.'\u2019-]*[\w\u00c0-\u024f'\u2019])?"
_LINKS = frozenset({"&", "of", "and", "de", "du", "der", "von", "van"})
_FUNCTION = frozenset(
    """a an the of and or to in on at for with by from as but if when while after before
    this that these those it its he she his her they their we our you your i my there here
    some many most all each every no not what which who where how why mr mrs ms dr
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday""".split()  # noqa: SIM905
)


def _opening_name(subject: list[str], proper: Callable[[str, bool], bool]) -> list[str]:
    """The run of name words after the ``The`` that opens ``subject``: ``Sportback 50``. A
    bare name (``India``, ``Samus``) is how pages name a whole country or a person (who has
    the ``short_name`` test): only ``the`` marks a short form of a longer name."""
    if not subject or subject[0] != "The":
        return []
    name: list[str] = []
    for index in range(1, len(subject)):
        word = subject[index]
        numeral = bool(name) and word[:1].isdigit()  # "Sportback 50", "Galaxy S10"
        linked = bool(name) and word in _LINKS and index + 1 < len(subject) and (
            proper(subject[index + 1], False)
        )  # "Plug & Charge"
        if proper(word, index == 0) or numeral or linked:
            name.append(word)
            continue
        break
    while name and name[-1] in _LINKS:
        name.pop()
    return name


def part_name(
    claim: str, subject: list[str], text: str, proper: Callable[[str, bool], bool]
) -> str | None:
    """The page's longer form (``Audi e-tron Sportback 50``) of the name that opens the
    claim's ``subject`` tokens, when ``text`` writes one and ``claim`` does not; else
    ``None``. ``proper(word, initial)`` tells whether a word is (part of) a name (``initial``:
    it opens a sentence, so only the page's own usage can tell)."""
    name = _opening_name(subject, proper)
    if not name:
        return None
    pattern = r"[ \t]*".join(re.escape(word) for word in name)
    longer = re.compile(
        rf"(?<![\w.])(?P<owner>{_NAME_WORD}(?:[ \t]+[a-z]+-[a-z]+)?)[ \t]+(?:{pattern})(?![\w-])"
    )
    for match in longer.finditer(text):
        owner = match.group("owner").split()[0]
        bare = owner.removesuffix("'s").removesuffix("\u2019s").rstrip(".")
        if bare.lower() in _FUNCTION or not bare[:1].isupper() or len(bare) < 2:
            continue
        if not proper(bare, True):
            continue  # "Yesterday Sportback ...": an English word the page writes lower-case
        if bare in claim:
            continue  # the claim names the owner itself
        return match.group()
    return None
