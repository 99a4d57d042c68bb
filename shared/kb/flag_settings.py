"""Multi-hop queries joining a command's flag to the configuration setting of its name.

Command references document a flag in its own section (``### `--allow-abort` ``) and the
configuration reference documents the setting of the same name on another page
(``## `allow_abort` `` with ``- Default: `False` ``). The name is the explicit link
(``--allow-abort`` <-> ``allow_abort``, dashes and underscores alike). Two questions are
built on such a pair:

- cross_category, the flag's default: *What is the default value of the --allow-abort
  option of cz check?* when only the setting's section states a default. The command page
  names the flag and its command but no default; the configuration page states the
  default but never names the flag or the command, so each page alone misses a half.
- rot_aware, a default list the configuration page still gives in its old form: the
  current (v2) command page lists the flag's default values, the setting's section lists
  fewer, and the older version of the command page listed exactly those (the KB contradicts
  itself: commitizen's ``config/check.md`` against ``commands/check-v2.md``). *Which value
  of cz check's current --allowed-prefixes default is missing from the allowed_prefixes
  setting's documented default?* -> ``amend!``: the difference of two lists, one per page.

Every pair that cannot give a question is counted with its reason; the generic checks run
last (:func:`shared.kb.admit.admit`: both pages needed, one question, no current page
holding both the flag and the answer).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.option_model import default_of

__all__ = ["FlagSection", "SettingSection", "flag_sections", "flag_setting_bridges",
           "setting_sections"]

_FLAG = re.compile(r"^(?:-[A-Za-z]\s*[,/]\s*)?(?P<flag>--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)"
                   r"(?:\s*[,/]\s*-[A-Za-z])?$")
_SETTING = re.compile(r"^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$")
_WORD = re.compile(r"^[a-z][a-z0-9-]*$")
_DEFAULT_WORD = re.compile(r"\bdefault", re.IGNORECASE)
_CODE_ITEM = re.compile(r"^`(?P<value>[^`]+)`$")
_QUOTED = re.compile(r"\"([^\"]+)\"|'([^']+)'")
_MAX_DEFAULT_CHARS = 40
_MAX_NEW = 3


@dataclass(frozen=True, slots=True)
class FlagSection:
    """A command-line flag documented in its own section of a command page."""

    page: Page
    flag: str
    """``--allow-abort``."""
    command: str
    """The command the section runs it with: ``cz check``."""
    text: str
    """The section's text with its subsections'."""
    items: tuple[str, ...]
    """Bullet items of the section that are one code span each (``Merge``, ``amend!``)."""
    first: str
    """The section's first paragraph (the evidence the command page gives)."""


@dataclass(frozen=True, slots=True)
class SettingSection:
    """A configuration setting documented in its own section (a code-name heading)."""

    page: Page
    name: str
    text: str
    default: str | None
    """The stated default, markup removed (``False``, ``["Merge", "Revert"]``)."""
    default_block: str
    """The paragraph or item stating the default."""


def _key(name: str) -> str:
    return name.lstrip("-").replace("-", "_").lower()


def _command(lines: list[str], flag: str) -> str | None:
    """``cz check`` from ``cz check --message <m> --allow-abort``: the words before the
    first argument, at least a program and a subcommand."""
    for line in lines:
        tokens = line.strip().removeprefix("$ ").split()
        if flag not in {t.split("=", 1)[0] for t in tokens}:
            continue
        words: list[str] = []
        for token in tokens:
            if not _WORD.match(token):
                break
            words.append(token)
        if len(words) >= 2:
            return " ".join(words[:2])
    return None


def flag_sections(page: Page) -> list[FlagSection]:
    """The flags ``page`` documents one per section, each with the command that runs it."""
    sections = page.parsed.sections
    out: list[FlagSection] = []
    for index, section in enumerate(sections):
        m = _FLAG.match(section.heading.strip())
        if m is None or section.level == 0:
            continue
        flag = m.group("flag")
        under = [section]
        for later in sections[index + 1:]:
            if later.level <= section.level:
                break
            under.append(later)
        headings = {s.heading for s in under}
        lines = [line for block in page.parsed.code_blocks if block.heading in headings
                 for line in block.code.splitlines()]
        command = _command(lines, flag)
        if command is None:
            continue
        items = tuple(m2.group("value") for heading, text in page.parsed.marked
                      if heading == section.heading
                      and (m2 := _CODE_ITEM.match(text.strip())) is not None)
        text = "\n".join(s.text for s in under)
        first = section.blocks[0] if section.blocks else ""
        out.append(FlagSection(page, flag, command, text, items, first))
    return out


def setting_sections(page: Page) -> list[SettingSection]:
    """The settings ``page`` documents one per section (a heading that is a code name)."""
    out: list[SettingSection] = []
    for section in page.parsed.sections:
        name = section.heading.strip()
        if section.level == 0 or not _SETTING.match(name):
            continue
        default, said = None, ""
        for block in section.blocks:
            if (found := default_of(block)) is not None:
                default, said = found.strip("`").strip(), block
                break
        out.append(SettingSection(page, name, section.text, default, said))
    return out


def _listed(value: str) -> tuple[str, ...]:
    """``["Merge", "Revert"]`` -> ``("Merge", "Revert")``; () for anything else."""
    text = value.strip()
    if not (text.startswith("[") and text.endswith("]")):
        return ()
    return tuple(a or b for a, b in _QUOTED.findall(text))


def _default_question(flag: FlagSection, setting: SettingSection,
                      skips: Counter[str]) -> Candidate | None:
    subtype = "cross_category"
    if setting.default is None:
        skips[f"{subtype}:flag's setting states no default"] += 1
        return None
    if len(setting.default) > _MAX_DEFAULT_CHARS:
        skips[f"{subtype}:flag's setting default too long to ask"] += 1
        return None
    if _DEFAULT_WORD.search(flag.text):
        skips[f"{subtype}:flag's own section speaks of a default"] += 1
        return None
    query = f"What is the default value of the {flag.flag} option of {flag.command}?"
    answer = (f"{setting.default}: {flag.flag} is the command-line form of the "
              f"{setting.name} setting, which defaults to {setting.default} (per the "
              f"{setting.page.title} page).")
    return Candidate(
        query=query, ground_truth=answer, refs=(flag.page.ref, setting.page.ref),
        subtype=subtype, category=flag.page.category,
        key=f"{subtype}:flag-default:{flag.page.ref}:{flag.flag}|{setting.page.ref}",
        evidence=(Evidence(flag.page.ref, flag.first or flag.flag),
                  Evidence(setting.page.ref, setting.default_block)),
        answer_key=(setting.default,), template="flag_setting_default",
    )


def _stale_list_question(kb: KnowledgeBase, flag: FlagSection, setting: SettingSection,
                         skips: Counter[str]) -> Candidate | None:
    subtype = "rot_aware"
    old_items = _listed(setting.default or "")
    if len(flag.items) < 2 or len(old_items) < 2:
        return None
    have = {item.lower() for item in old_items}
    new = [item for item in flag.items if item.lower() not in have]
    current = {item.lower() for item in flag.items}
    if not new or len(new) > _MAX_NEW or any(item.lower() not in current for item in old_items):
        skips[f"{subtype}:flag's default list and setting's differ otherwise"] += 1
        return None
    previous = kb.previous_version(flag.page)
    if previous is None or not all(contains_snippet(previous.text, item) for item in old_items) \
            or any(contains_snippet(previous.text, item) for item in new):
        skips[f"{subtype}:setting's list is not the older version's"] += 1
        return None
    query = (f"Which value of {flag.command}'s current {flag.flag} default is missing from "
             f"the {setting.name} setting's documented default?")
    answer = (f"{' and '.join(new)}: the current {flag.page.title} page lists "
              f"{', '.join(flag.items)}; the {setting.name} setting's default on the "
              f"{setting.page.title} page still lists only {', '.join(old_items)}, as the "
              f"older version of the {flag.page.title} page did.")
    return Candidate(
        query=query, ground_truth=answer, refs=(flag.page.ref, setting.page.ref),
        subtype=subtype, category=flag.page.category,
        key=f"{subtype}:stale-list:{flag.page.ref}:{flag.flag}|{setting.page.ref}",
        evidence=(*(Evidence(flag.page.ref, item) for item in new),
                  Evidence(setting.page.ref, setting.default_block)),
        answer_key=tuple(new), template="stale_default_list",
    )


def flag_setting_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None
                         ) -> list[Candidate]:
    """Queries over each flag section and the same-named setting section of another current
    page (cross_category: the flag's default; rot_aware: a default list gone stale);
    drops counted in ``skipped`` as ``subtype:reason``."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    settings: dict[str, list[SettingSection]] = {}
    for page in pages:
        for setting in setting_sections(page):
            settings.setdefault(_key(setting.name), []).append(setting)
    judge = RuleJudge()
    out: list[Candidate] = []
    for page in pages:
        for flag in flag_sections(page):
            for setting in settings.get(_key(flag.flag), []):
                if setting.page.base == page.base:
                    continue
                # literally: normalised, "--allow-abort" and "allow_abort" are one text
                names_flag = re.search(rf"(?<![\w-]){re.escape(flag.flag)}(?![\w-])",
                                       setting.text) is not None
                for made in (_default_question(flag, setting, skips),
                             _stale_list_question(kb, flag, setting, skips)):
                    if made is None:
                        continue
                    if names_flag:
                        # "This option can be overridden by the -l/--message-length-limit
                        # command line argument": the setting's page links the two alone
                        skips[f"{made.subtype}:setting's section names the flag"] += 1
                        continue
                    # a page answers alone when it states the default beside the flag and
                    # its command, or (a stale list) both lists
                    extra = ((flag.flag, flag.command) if made.subtype == "cross_category"
                             else (setting.default_block,))
                    judged = replace(made, answer_key=(*made.answer_key, *extra))
                    if admit(made, (page, setting.page), pages, judge, skips, judged=judged):
                        out.append(made)
    return out
