"""Negative candidates over configuration keys the docs set but whose default no page states.

Guides set configuration with the program's own command (``pdm config venv.location
~/venvs``, ``poetry config virtualenvs.path …``) and often never say what the key holds
until set. A reader asks *What is the default value of the python.install_root setting?*
(``missing_data``): the KB's own setting, asked what no page says.

Dropped, counted: a key of three or more parts (``repository.company.url``: ``company`` is
the reader's own name) or one named only inside a command (``repositories.foo``: the
reader's name again), a key set to an on/off word (a page that turns a setting on implies
it is off until then), a key :func:`shared.kb.stated.statements` gives a default, and a key
any section of any page (older versions included) names in a section that speaks of a
default or of "defaults" ("The default format is `pdm`" beside ``pdm config lock.format
pylock``: the default is stated in other words). Each key is asked once per KB. The
candidate then passes :func:`~shared.kb.negative_check.check_negative` like any negative.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.stated import statements

__all__ = ["config_keys", "config_negatives"]

_SETS = re.compile(r"(?<![\w-])(?P<program>[a-z][\w-]*) config\s+(?:\[?-{1,2}[a-z][\w-]*\]?\s+)*"
                   r"(?P<key>[a-z][\w-]*(?:\.[a-z][\w-]*)+)(?:[ \t]+(?P<value>[^\s`#]+))?")
_ON_OFF = frozenset({"true", "false", "on", "off", "yes", "no", "1", "0", "enable", "disable",
                     "enabled", "disabled"})
_DEFAULT = re.compile(r"\bdefaults?\b|\bdefaulted\b", re.IGNORECASE)
_DEFAULT_WORDS: tuple[str, ...] = ("default", "defaults")


def config_keys(page: Page) -> dict[str, list[str]]:
    """Each key ``page`` sets with a ``<program> config KEY [VALUE]`` command (in prose code
    or a code block), with the values it is set to."""
    texts = [text for _heading, text in page.parsed.marked] + [
        block.code for block in page.parsed.code_blocks]
    found: dict[str, list[str]] = {}
    for text in texts:
        for m in _SETS.finditer(text):
            found.setdefault(m.group("key"), [])
            if m.group("value"):
                found[m.group("key")].append(m.group("value").strip("\"'"))
    return found


def _default_spoken_of(key: str, kb: KnowledgeBase) -> bool:
    """True when a section of any page names ``key`` and speaks of a default."""
    named = re.compile(rf"(?<![\w.-]){re.escape(key)}(?![\w-])")
    for page in kb:
        speaking = {s.heading for s in page.parsed.sections
                    if _DEFAULT.search(f"{s.heading} {s.text}")}
        if any(named.search(f"{s.heading} {s.text}") for s in page.parsed.sections
               if s.heading in speaking) or any(
                named.search(b.code) and (b.heading in speaking or _DEFAULT.search(b.code))
                for b in page.parsed.code_blocks):
            return True
    return False


def _named_on_its_own(key: str, kb: KnowledgeBase) -> bool:
    """True when a page names ``key`` outside a command: a code span of its own or a
    heading (a documented key, not a reader's ``repositories.foo``)."""
    return any(f"`{key}`" in text or heading.strip("` ") == key
               for page in kb for heading, text in page.parsed.marked)


def config_negatives(page: Page, kb: KnowledgeBase, seen: set[str],
                     skipped: Counter[str]) -> list[Candidate]:
    """"What is the default value of the <key> setting?" for each key ``page`` sets whose
    default no page states; drops counted in ``skipped``, keys asked once (``seen``)."""
    out: list[Candidate] = []
    stated = {s.thing for p in kb for s in statements(p) if s.attribute == "default"}
    for key, values in config_keys(page).items():
        if f"config:{key}" in seen:
            continue
        seen.add(f"config:{key}")
        if key.count(".") >= 2:
            skipped["missing_data:a configuration key holding the reader's own name"] += 1
            continue
        if not _named_on_its_own(key, kb):
            skipped["missing_data:a configuration key named only in a command"] += 1
            continue
        if any(v.lower() in _ON_OFF for v in values):
            skipped["missing_data:an on/off key the page sets (its default is implied)"] += 1
            continue
        if key in stated or _default_spoken_of(key, kb):
            skipped["missing_data:a page states or speaks of the key's default"] += 1
            continue
        out.append(refusal_candidate(
            page, "missing_data", f"What is the default value of the {key} setting?",
            f"config:{page.ref}:{key}:default", (_DEFAULT_WORDS, (key,)),
            template="config_default"))
    return out
