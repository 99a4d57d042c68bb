"""Negative candidates over an installation page's dependency list.

Installation pages list what a package pulls in (``- `uvloop` — Fast, drop-in replacement
of the built-in asyncio event loop.``) and rarely which versions of it are supported; a
developer pinning dependencies asks *What is the minimum supported version of uvloop?*
(``missing_data``). The question is dropped, and counted, when any paragraph of any page
(release notes included: "Bump uvloop to 0.14", "Support websockets 10.0") names the
package beside a version number; the negative check then reads every page as for every
negative.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page

__all__ = ["dependency_negatives", "listed_dependencies"]

_DEPENDENCY = re.compile(r"^(?P<name>[A-Za-z][\w.-]{1,30}) (?:—|–|-) (?P<what>[A-Z].{8,})$")
_INSTALLS = re.compile(r"\b(?:install(?:s|ed|ing)?|dependenc(?:y|ies)|requires?|extras?)\b",
                       re.IGNORECASE)
# no ">=": a phrase without word characters is held by every paragraph
_VERSIONS: tuple[str, ...] = ("minimum version", "supported version", "version", "versions",
                              "or later", "or newer", "or higher")
_NUMBER = re.compile(r"(?<![\w.])v?\d+\.\d+")


def listed_dependencies(page: Page) -> list[str]:
    """Package names of the page's dependency lists: linked items ``name — What it is.`` in
    a section that speaks of installing or depending (two or more such items per section)."""
    texts = {s.heading: s.text for s in page.parsed.sections}
    names: list[str] = []
    by_heading: dict[str, list[str]] = {}
    for item_list in page.parsed.lists:
        # each item links to its package's home (so the list reads as navigation): a
        # "Name - what it does" list of a page's own classes links nowhere
        if not item_list.navigation or not _INSTALLS.search(texts.get(item_list.heading, "")):
            continue
        for item in item_list.items:
            found = _DEPENDENCY.match(item.strip())
            if found is not None:
                by_heading.setdefault(item_list.heading, []).append(found.group("name"))
    for found_names in by_heading.values():
        if len(found_names) >= 2:
            names.extend(found_names)
    return list(dict.fromkeys(names))


def _versioned(name: str, kb: KnowledgeBase) -> bool:
    """True when a paragraph of any page names ``name`` beside a version number."""
    named = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)
    return any(named.search(block) and _NUMBER.search(block)
               for page in kb for section in page.parsed.sections for block in section.blocks)


def dependency_negatives(page: Page, kb: KnowledgeBase, skipped: Counter[str]
                         ) -> list[Candidate]:
    """"What is the minimum supported version of uvloop?" for each listed dependency no
    page dates; drops counted in ``skipped``."""
    out: list[Candidate] = []
    for name in listed_dependencies(page):
        if _versioned(name, kb):
            skipped["missing_data:a page gives the dependency's version"] += 1
            continue
        out.append(refusal_candidate(
            page, "missing_data", f"What is the minimum supported version of {name}?",
            f"dependency:{page.ref}:{name}:version", (_VERSIONS, (name,)),
            template="dependency_version"))
    return out
