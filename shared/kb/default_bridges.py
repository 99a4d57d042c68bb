"""Multi-hop bridges through a default that names a setting another page documents.

A reference page often states an argument's default as "whatever the project setting
says", and the settings page gives that setting's own default::

    format - … If not specified, this defaults to the same value as the DATETIME_FORMAT
    settings key.                                        (fields.md, DateTimeField)
    #### DATETIME_FORMAT … Default: 'iso-8601'           (settings.md)

*What does DateTimeField's format argument default to when the settings leave it
unchanged?* needs both pages by construction: the first names the setting, the second
holds its value (2WikiMultiHopQA's compositional shape, joined by the setting's name).

Subtype: ``rot_aware`` when the settings page is the current version of a versioned page
whose older version states another default or lacks the setting (the question says
"in the current version"); else ``hub_to_detail`` when the first page links to the
settings page (the pointer and the detail), else ``cross_category``. Kept only when the
default names exactly one documented setting of another page, the first page does not
state the value, and the generic multi-hop checks pass (:func:`shared.kb.admit.admit`).
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.described_bridges import links_to
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import Option, OptionGroup
from shared.kb.reference_sections import all_option_groups, changed_from

__all__ = ["default_bridges"]

_MAX_ANSWER_CHARS = 90
_NAME = re.compile(r"(?<![\w.])(?:api_settings\.|settings\.)?(?P<name>[A-Za-z_][\w-]*[_-][\w-]*)")


def _settings(kb: KnowledgeBase) -> dict[str, list[tuple[Page, Option]]]:
    """Each setting (an option of a group without an owner) with a default, by name."""
    out: dict[str, list[tuple[Page, Option]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            if group.owner or group.kind != "settings":
                continue
            for option in group.options:
                if option.default is not None:
                    out.setdefault(option.name, []).append((page, option))
    return out


def _phrase(group: OptionGroup, option: Option) -> str:
    noun = group.kind.removesuffix("s")
    if group.owner:
        return f"{group.owner}'s {option.name} {noun}"
    return f"the {option.name} {noun}"


def default_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"What does X's y argument default to when the settings leave it unchanged?" over
    (reference page, settings page) pairs; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    settings = _settings(kb)
    if not settings:
        return []
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        for group in all_option_groups(a):
            for option in group.options:
                made = _candidate(kb, a, group, option, settings, skips)
                if made is None or made.query in seen:
                    continue
                if admit(made, (a, _page(kb, made.refs[1])), pages, judge, skips):
                    seen.add(made.query)
                    out.append(made)
    return out


def _page(kb: KnowledgeBase, ref: str) -> Page:
    return next(p for p in kb.current_pages() if p.ref == ref)


def _candidate(kb: KnowledgeBase, a: Page, group: OptionGroup, option: Option,
               settings: dict[str, list[tuple[Page, Option]]], skips: Counter[str]
               ) -> Candidate | None:
    said = option.default or ""
    named = {m.group("name") for m in _NAME.finditer(said)} & settings.keys()
    named.discard(option.name)
    if not named:
        return None
    if len(named) > 1:
        skips["cross_category:default names several settings"] += 1
        return None
    name = named.pop()
    homes = [(b, o) for b, o in settings[name] if b.base != a.base]
    if len(homes) != 1 or len(settings[name]) != 1:
        skips["cross_category:setting documented on several pages or on the same page"] += 1
        return None
    b, setting = homes[0]
    value = (setting.default or "").strip()
    if not value or len(value) > _MAX_ANSWER_CHARS:
        skips["cross_category:setting default too long to ask"] += 1
        return None
    old = changed_from(kb, b, "", name, value)
    subtype = "rot_aware" if old is not None else (
        "hub_to_detail" if links_to(a, b) else "cross_category")
    if contains_snippet(option.description or option.item, value):
        skips[f"{subtype}:reference page states the setting's value"] += 1
        return None
    when = "In the current version, what" if subtype == "rot_aware" else "What"
    query = (f"{when} does {_phrase(group, option)} default to when the project's settings "
             f"leave it unchanged?")
    was = "" if old is None else (
        f" The older version of the {b.title} page "
        + ("did not document the setting." if old == "absent" else f"gave {old}."))
    answer = (f"{value} ({_phrase(group, option)} defaults to the {name} setting, per the "
              f"{a.title} page; the {b.title} page gives {name}'s default as {value}).{was}")
    return Candidate(
        query=query, ground_truth=answer, refs=(a.ref, b.ref), subtype=subtype,
        category=b.category, key=f"{subtype}:setting-default:{group.owner}:{option.name}",
        evidence=(Evidence(a.ref, option.default_said or option.item),
                  Evidence(b.ref, setting.item)),
        answer_key=(value,), template="setting_default",
    )
