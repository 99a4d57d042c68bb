"""Multi-hop bridges through the setting a guide's task section sets.

A guide section whose heading is a task a user has ("Handling Large Dependency Trees")
sets or names exactly one documented setting, in its prose or in its example, and does
not state that setting's default; the reference page states the default and never speaks
of the task::

    ### Handling Large Dependency Trees                       (advanced.md)
    For projects with many dependencies:
        $ export PIPENV_MAX_DEPTH=20
    | `PIPENV_MAX_DEPTH` | Maximum depth for dependency resolution | `10` |
                                                              (configuration.md)

The question names the setting only by the guide's task (2WikiMultiHopQA's compositional
"When did the director of film X die?"): *What is the default value of the environment
variable for handling large dependency trees?* The guide says which setting, the
reference page its default. Subtype as :mod:`shared.kb.described_bridges` decides it:
``rot_aware`` when the older reference page stated another default or none,
``hub_to_detail`` when the guide links to the reference page, else ``cross_category``.

A heading that is a product's name works as the task too, when the KB's prose writes it
capitalised in a sentence (credentials.md: "Google Cloud Artifact Registry supports
authentication via keyring", with ``export PIPENV_KEYRING_PROVIDER=…``): *What is the current
default value of the environment variable used with Google Cloud Artifact Registry?*

A candidate is dropped, and counted, when the heading is no task (an -ing form or a name:
"Speeding Up Installations", not "Setup Steps", "Caching" or "Slow Builds"), when the
section names several settings or any other flag, when the setting has no single stated
default, when the guide's example sets the default, when a section of the reference page
naming the setting speaks of the task (that page would answer alone: its default in one
section, the task in another), when another section of any page speaks of two thirds of
the task's terms and names another setting (the task names no single setting), when the
setting was already asked through another task (one question per fact), or when the
described-bridge checks (:func:`~shared.kb.described_bridges.default_bridge`) or the generic
multi-hop checks of :func:`shared.kb.admit.admit` fail.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, contains_snippet
from shared.kb.described_bridges import Purpose, code_like, default_bridge, topic_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import Option, OptionGroup
from shared.kb.reference_sections import all_option_groups
from shared.kb.terms import content_terms

__all__ = ["TaskSection", "task_sections", "task_settings"]

SUBTYPES = ("rot_aware", "hub_to_detail", "cross_category")
_SKIP = "task_settings"
"""The skip-reason prefix before a candidate's subtype is known."""


@dataclass(frozen=True, slots=True)
class TaskSection:
    """A section of a guide: its heading, its prose and the code of its examples."""

    page: Page
    heading: str
    prose: str
    code: str

    @property
    def text(self) -> str:
        return f"{self.heading} {self.prose} {self.code}"


def task_sections(page: Page) -> Iterator[TaskSection]:
    """Each section of ``page`` with the code blocks under its heading."""
    code: dict[str, list[str]] = {}
    for block in page.parsed.code_blocks:
        code.setdefault(block.heading, []).append(block.code)
    for section in page.parsed.sections:
        heading = " ".join(section.heading.split())
        if heading and heading != page.title:
            yield TaskSection(page, heading, section.text,
                              "\n".join(code.pop(section.heading, [])))


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.$-]){re.escape(name)}(?![\w-])")


def task_of(heading: str, prose: str = "") -> str | None:
    """The heading as a task, phrased after "the setting": a topic (:func:`topic_of`) of
    two or more words opening with a verb's -ing form ("for handling large dependency
    trees", never "used for using …"), or a product's name the KB's ``prose`` writes
    capitalised in a sentence ("used with Google Cloud Artifact Registry"); ``None``
    otherwise ("Setup Steps", "Caching", "Slow Builds"). Imperative headings are no task
    here: a release note's "Deprecate the JSON command" reads as one."""
    if _is_name(heading, prose):
        return f"used with {heading}"
    topic = topic_of(heading)
    if topic is None or len(topic.split()) < 2:
        return None
    # a Title-case word is a plain word here ("Dependency"); acronyms and names in mixed
    # case keep their letters ("PyPI", "CSS")
    first, *rest_words = [w.lower() if w[1:].islower() else w for w in topic.split()]
    rest = " ".join(rest_words)
    if not first.endswith("ing") or "VERB" not in getAllLemmas(first):
        return None
    return f"for {first} {rest}"


def _is_name(heading: str, prose: str) -> bool:
    """True for a heading of two to five capitalised words ("GitHub Pages") that the KB's
    prose writes capitalised, as a sentence's subject or inside it: a name, not a
    Title-case topic ("Slow Builds" is written "slow builds" in a sentence)."""
    words = heading.split()
    if not 2 <= len(words) <= 5 or not all(re.fullmatch(r"[A-Z][\w-]*", w) for w in words):
        return False
    if words[0].lower().endswith("ing"):
        return False
    return re.search(rf"(?<![\w-]){re.escape(heading)} [a-z]", prose) is not None


_OTHER_NAME = re.compile(r"(?<![\w-])--[a-z][\w-]+|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")
"""A flag or an upper-case setting name (``--extra-pip-args``, ``PIPENV_ACTIVE``)."""


def _names_others(section: TaskSection, name: str) -> bool:
    """True when the section names a flag or setting besides ``name``, documented or not:
    the task then is not the setting's alone."""
    return any(m.group(0) != name for m in _OTHER_NAME.finditer(section.text))


def _kind(group: OptionGroup) -> str:
    noun = group.kind.lower().removesuffix("s") or "setting"
    owner = group.owner.removeprefix("the ")
    return f"{owner} {noun}" if owner else noun


def _first_word(default: str) -> str:
    """``0`` of ``0 (disabled)``: two pages stating one default in other words agree."""
    words = default.strip("` ").split()
    return words[0].strip("`").lower() if words else ""


def _homes(kb: KnowledgeBase) -> dict[str, list[tuple[Page, OptionGroup, Option]]]:
    """Every code-like option of a current page (``site_dir``, ``PIPENV_MAX_DEPTH``) by
    name, with its page and group, default or not."""
    out: dict[str, list[tuple[Page, OptionGroup, Option]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            for option in group.options:
                if len(option.name.strip("-")) >= 3 and code_like(option.name):
                    out.setdefault(option.name, []).append((page, group, option))
    return out


def _terms(text: str) -> set[str]:
    """Content terms as lemmas ("speeding" and "speeds" both "speed"), particles dropped."""
    out = set()
    for term in content_terms(text):
        if len(term) <= 2:
            continue
        lemmas = getAllLemmas(term)
        found = lemmas.get("VERB") or lemmas.get("NOUN")
        out.add(found[0] if found else term)
    return out


_USED = _terms("used with")


def _speaks_of(task: str, section: TaskSection) -> bool:
    """True when ``section`` holds two thirds of the terms of ``task`` or more."""
    terms = _terms(task) - _USED
    return 3 * len(terms & _terms(section.text)) >= 2 * len(terms)


def _ambiguous(task: str, name: str, here: TaskSection, sections: list[TaskSection],
               patterns: dict[str, re.Pattern[str]]) -> bool:
    """True when another section speaks of two thirds of the terms of ``task`` or more and
    names another setting than ``name``: the task would name no single setting."""
    for other in sections:
        if other is here or not _speaks_of(task, other):
            continue
        if any(n != name and p.search(other.text) for n, p in patterns.items()):
            return True
    return False


def task_settings(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"What is the default value of the environment variable for <task>?" over
    (guide, reference page) pairs; each kept only when both pages are needed and no
    current page answers alone."""
    skips = skipped if skipped is not None else Counter()
    homes = _homes(kb)
    patterns = {n: _pattern(n) for n in homes}
    pages = tuple(kb.current_pages())
    sections = [s for page in pages for s in task_sections(page)]
    prose = "\n".join(s.prose for s in sections)
    judge = RuleJudge()
    out: list[Candidate] = []
    asked: set[str] = set()
    for section in sections:
        named = [n for n, p in patterns.items() if p.search(section.text)]
        if not named or all(any(h[0].base == section.page.base for h in homes[n])
                            for n in named):
            # no candidate (a reference page's own sections name its settings): counting it
            # would explain a shortfall with non-events
            continue
        task = task_of(section.heading, prose)
        if task is None:
            skips[f"{_SKIP}:heading is no task"] += 1
            continue
        if len(named) > 1 or _names_others(section, named[0]):
            skips[f"{_SKIP}:section names several settings"] += 1
            continue
        name = named[0]
        stated = [h for h in homes[name] if h[2].default is not None]
        if not stated or len({_first_word(h[2].default or "") for h in stated}) > 1:
            skips[f"{_SKIP}:setting has no single stated default"] += 1
            continue
        home = max(stated, key=lambda h: len(h[1].options))  # the fullest reference table
        default = (home[2].default or "").strip()
        if contains_snippet(_pattern(name).sub(" ", section.code), default):
            skips[f"{_SKIP}:the guide's example sets the default"] += 1
            continue
        if _ambiguous(task, name, section, sections, patterns):
            skips[f"{_SKIP}:another setting serves the same task"] += 1
            continue
        if any(_speaks_of(task, other) for other in sections
               if other.page.base == home[0].base and patterns[name].search(other.text)):
            skips[f"{_SKIP}:reference page speaks of the task"] += 1
            continue
        if name in asked:
            skips[f"{_SKIP}:setting already asked through another task"] += 1
            continue
        purpose = Purpose(name, f"the {_kind(home[1])} {task}", section.heading,
                          section.text, section.heading)
        made = default_bridge(section.page, purpose, home, skips, kb)
        if made is None:
            continue
        if admit(made, (section.page, home[0]), pages, judge, skips):
            asked.add(name)
            out.append(made)
    return out
