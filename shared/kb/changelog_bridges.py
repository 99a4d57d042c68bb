"""Multi-hop bridges through a changelog: "the SessionMiddleware argument added in 0.37.2".

A release-notes page says *which* option a release added, and nothing about what it does::

    ## 0.47.0 (May 29, 2025)
    #### Added
    * Add `partitioned` attribute to `Response.set_cookie` #2501.

The reference page of the owner lists the option with its default and description, and
never says in which release it arrived. A question that names the option only by its
release needs both pages by construction:

- *What is the default of the SessionMiddleware argument added in version 0.37.2?*
- *What does the Response.set_cookie argument added in version 0.47.0 do?*

Kept only when the release added exactly one option to that owner (otherwise "the argument
added in …" names no single thing), the reference page does not mention the version, the
changelog line does not hold the answer, and the owner lists at least two options (with
one, the reference page alone answers). The generic multi-hop checks apply as for every
bridge; drops are counted.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator

from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.multihop import needs_both
from shared.kb.options import Option, OptionGroup
from shared.kb.question_shape import is_concatenated
from shared.kb.reference_sections import all_option_groups
from shared.text.sentences import split_sentences

__all__ = ["Addition", "additions", "changelog_bridges", "version_blocks"]

SUBTYPE = "cross_category"
"""Release history and a component's reference joined by a hidden dependency."""

_VERSION = re.compile(r"^(?:Version |Release |v)?(?P<version>\d+\.\d+(?:\.\d+)*(?:[ab]\d+)?)\b")
_ADDED = re.compile(
    r"^(?:Add(?:ed|s)?|Introduce[ds]?|Support(?:ed)?) (?:the |a |an |new |optional )?"
    r"(?P<option>[A-Za-z_][\w-]*|--[a-z][\w-]*) (?:(?:keyword |CLI |command-line )?"
    r"(?P<kind>parameter|argument|attribute|option|setting|flag|kwarg) )?"
    r"(?:to|on|for|in) (?:the )?(?P<owner>[A-Z][\w.]*?|[a-z_][\w]*\.[\w.]+?)(?:\(\))?"
    r"(?: (?:class|method|function|middleware|command))?(?: \(?#\d+\)?| \(.*\))?\.?$"
)
_MAX_ANSWER_WORDS = 25
_VAGUE = re.compile(r"^(?:This|That|It|These|They|See|Same)\b")


class Addition:
    """One changelog line adding one option to one owner in one release."""

    __slots__ = ("option", "owner", "text", "version")

    def __init__(self, version: str, option: str, owner: str, text: str) -> None:
        self.version = version
        self.option = option
        self.owner = owner
        self.text = text


def version_blocks(page: Page, heading: re.Pattern[str] = _VERSION
                   ) -> Iterator[tuple[str, str]]:  # fmt: skip
    """(version, block) of every block under a version heading (``heading`` matches it and
    names the ``version`` group), in page order; blocks before the first such heading are
    skipped."""
    version = ""
    for section in page.parsed.sections:
        m = heading.match(section.heading.strip())
        if m is not None:
            version = m.group("version")
        if version:
            yield from ((version, block) for block in section.blocks)


def additions(page: Page) -> list[Addition]:
    """Each "Add <option> parameter to <owner>" line under a version heading."""
    out: list[Addition] = []
    for version, block in version_blocks(page):
        line = re.sub(r"\s*\[?#\d+\]?(?:\([^)]*\))?\.?$", "", block.strip()).strip()
        found = _ADDED.match(line)
        if found is not None:
            out.append(Addition(version, found.group("option"), found.group("owner").rstrip("."),
                                block.strip()))
    return out


def _questions(add: Addition, group: OptionGroup,
               option: Option) -> Iterator[tuple[str, str, str]]:
    """(query, answer, the reference page's evidence) for the added option."""
    noun = group.kind.removesuffix("s")
    thing = f"the {group.owner} {noun} added in version {add.version}"
    if option.default is not None:
        yield (f"What is the default of {thing}?", f"{option.default}",
               option.default_said or option.item)
    first = split_sentences(option.description)
    said = first[0].text.strip().rstrip(".") if first else ""
    if (said and len(said.split()) <= _MAX_ANSWER_WORDS and not _VAGUE.match(said)
            and not said.lower().startswith(("default", "optional"))):
        ask = (f"What does {thing} hold?" if noun == "attribute" else f"What is {thing} for?")
        yield (ask, said, option.item)


def changelog_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """Bridge candidates (changelog page, reference page); drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    groups: dict[str, list[tuple[Page, OptionGroup]]] = defaultdict(list)
    for page in pages:
        for group in all_option_groups(page):
            if group.owner:
                groups[group.owner].append((page, group))
    out: list[Candidate] = []
    for a in pages:
        found = additions(a)
        per_release = Counter((add.version, add.owner) for add in found)
        for add in found:
            owned = groups.get(add.owner, [])
            if len(owned) != 1:
                if owned:  # an owner no page documents is simply not asked about
                    skips[f"{SUBTYPE}:changelog owner documented on several pages"] += 1
                continue
            b, group = owned[0]
            option = group.option(add.option)
            if option is None or b.ref == a.ref:
                skips[f"{SUBTYPE}:added option not in the reference list"] += 1
                continue
            if per_release[(add.version, add.owner)] > 1 or len(group.options) < 2:
                skips[f"{SUBTYPE}:release names no single option"] += 1
                continue
            if add.version in b.text:
                skips[f"{SUBTYPE}:reference page names the release"] += 1
                continue
            for query, answer, snippet in _questions(add, group, option):
                candidate = Candidate(
                    query=query,
                    ground_truth=(f"{answer} ({add.option}: the {a.title} page lists it as "
                                  f"added to {add.owner} in {add.version}; the {b.title} page "
                                  "documents it)."),
                    refs=(a.ref, b.ref), subtype=SUBTYPE, category=b.category,
                    key=f"{SUBTYPE}:changelog:{a.ref}:{add.version}:{query}",
                    evidence=(Evidence(a.ref, add.text), Evidence(b.ref, snippet)),
                    answer_key=(answer,),
                )
                if not needs_both(candidate, a, b):
                    skips[f"{SUBTYPE}:changelog and reference on one page"] += 1
                elif any(contains_snippet(block, answer) and contains_snippet(block, add.option)
                         for section in a.parsed.sections for block in section.blocks):
                    skips[f"{SUBTYPE}:changelog page holds the answer"] += 1
                elif is_concatenated(query):
                    skips[f"{SUBTYPE}:two questions joined"] += 1
                else:
                    out.append(candidate)
    return out
