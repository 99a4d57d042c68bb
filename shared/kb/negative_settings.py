"""Negative candidates over a settings reference page (one section per setting).

A configuration reference (``### site_dir`` … ``**default**: 'site'``) says what each
setting does and its default; it rarely says when a setting arrived or how large a number
may be. A reader asks both:

- *In which release was the site_dir setting added?* (``adjacent_topic``);
- *What is the largest value allowed for the max_workers setting?* (``missing_data``, only
  for a setting whose default is a plain number);
- *What happens if the max_workers setting is given an invalid value?* (``adjacent_topic``,
  only for a boolean or numeric default or a section stating allowed values: a free text
  such as a site's description has no invalid value);
- of a command's long option: *What is the short form of the --dry-run option of the add
  command?* (``missing_data``), when no page writes it beside a one-letter flag
  (``--group (-G)``, ``-E|--extras``) and the command's list gives no option a short form
  (a list giving some implies the others have none).

Of a command-line option that takes a value (``--limit-concurrency <int>``), three more a
developer asks and a flag list often leaves unsaid:

- *What is the default value of the --limit-concurrency option?* (``missing_data``) when
  neither the item nor its section says "default";
- *Can the --env-file option be used multiple times?* (``missing_data``) of a path, file,
  directory or pattern value (a number, a password or one of a fixed set is given once)
  when the item does not say so (the list's "May be used multiple times" on other options
  is the lexical trap);
- *Is the value of the --reload-delay option in seconds or milliseconds?*
  (``missing_data``) for a numeric timeout, delay or interval whose item names no unit.

Each question pattern is capped at a share of the negatives by the generator, so no one
trap fills the set.

A setting whose own section dates it ("*Introduced in 1.2.0*", "New in version 1.5",
"Changed in version 1.5") gives no release question, and the skip is counted. Every other
candidate then passes :func:`~shared.kb.negative_check.check_negative` like any negative:
its gap terms (the release words or the limit words, with the setting's name) are read in
every page whose text holds them. A changelog paragraph (under a release heading) naming
the setting beside an addition word ("There is a new config not_in_nav", "Add support for
min_search_length") drops the release question before that (counted): the judge discounts
words as common as "new" or "add" on a KB whose changelog is long.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.options import OptionGroup
from shared.kb.phrasing import lower_phrase
from shared.kb.reference_sections import all_option_groups, table_groups
from shared.kb.switches import on_off_default

__all__ = ["DURATION", "changelog_blocks", "dated_by_changelog", "duration_unit",
           "platform_variant", "setting_negatives", "spellings", "without_platform"]

_ADDED: tuple[str, ...] = ("added in", "introduced in", "new in", "since version", "add",
                           "added", "adds", "introduce", "introduced", "new", "version")
_LIMITS: tuple[str, ...] = ("maximum", "max", "largest", "at most", "up to", "range",
                            "ranging", "between", "limit", "limited", "cap")
_DATED = re.compile(r"\b(?:introduced|added|new|changed|deprecated|since)\b[^.\n]{0,30}?"
                    r"\b(?:version |v)?\d+\.\d+", re.IGNORECASE)
_NUMBER = re.compile(r"^\d+$")
_INVALID: tuple[str, ...] = ("invalid", "error", "errors", "raise", "raises", "fail", "fails",
                             "warning", "warn", "validation", "reject", "rejected")
_CONSTRAINED = re.compile(r"\b(?:must|one of|either|valid|allowed|"
                          r"only (?:accepts?|allows?|supports?|takes?))\b", re.IGNORECASE)
"""A setting whose own text limits its values ("only used by the build command" does not)."""
_TYPED = re.compile(r"^(?:true|false|\d+(?:\.\d+)?)$", re.IGNORECASE)
_FLAG = re.compile(r"(?<![\w-])-[A-Za-z]\b")
_SHORT: tuple[str, ...] = ("short", "shorthand", "alias", "abbreviation", "short form")
_ADDITION = re.compile(r"\b(?:add|adds|added|adding|new|introduce[sd]?|introducing|support|"
                       r"supports|supported)\b", re.IGNORECASE)
_RELEASE_HEADING = re.compile(r"^(?:Version |Release |v)?\d+\.\d+")
_REPEATED: tuple[str, ...] = ("multiple times", "more than once", "several times", "repeated",
                              "repeatable", "twice")
_DEFAULTS: tuple[str, ...] = ("default", "defaults", "defaulted", "if unused", "if not set",
                              "if not given", "unset", "if omitted")
_UNITS: tuple[str, ...] = ("seconds", "second", "milliseconds", "millisecond", "ms", "minutes",
                           "minute", "unit", "units")
DURATION = re.compile(r"(?:^|[-_.])(?:timeout|delay|interval|wait|duration|ttl|period)(?:$|[-_.])")
_STATED_UNIT = re.compile(r"\b(?:seconds?|milliseconds?|ms|minutes?|hours?|[0-9.]+\s?s)\b",
                          re.IGNORECASE)
_NUMERIC = frozenset({"int", "float", "integer", "number", "seconds"})
_PATHLIKE = re.compile(r"\b(?:path|paths|file|files|dir|dirs|directory|directories|pattern|glob)\b")


_RELEASE_TITLE = re.compile(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)?(?![\w.])")
_ANNOUNCED = "Announced. "
"""Prefix of a paragraph from a release's own page ("Django REST framework 3.5"): naming a
setting there dates it ("You can revert … by setting SCHEMA_COERCE_METHOD_NAMES"), with
or without an addition word."""


def changelog_blocks(kb: KnowledgeBase) -> list[str]:
    """Every paragraph under a release heading (``## Version 1.5.0``, ``## 0.37.2``) of a
    current page, with its own heading: where a changelog says what a release brought; and
    every paragraph of a page whose title names a release ("… 3.5 Announcement")."""
    out: list[str] = []
    for page in kb.current_pages():
        if _RELEASE_TITLE.search(page.title):
            out.extend(f"{_ANNOUNCED}{block}" for section in page.parsed.sections
                       for block in section.blocks)
            continue
        release = False
        for section in page.parsed.sections:
            if section.level <= 2:
                release = bool(_RELEASE_HEADING.match(section.heading.strip()))
            if release or _RELEASE_HEADING.match(section.heading.strip()):
                out.extend(f"{section.heading}. {block}" for block in section.blocks)
    return out


_PLATFORMS = frozenset({"windows", "win", "win32", "linux", "macos", "mac", "darwin", "ios",
                        "android", "pyodide", "unix", "posix"})


def platform_variant(name: str) -> bool:
    """True for a platform's variant of a setting (``CIBW_TEST_SOURCES_LINUX``,
    ``CIBW_ENVIRONMENT_MACOS``): it arrived with its setting or with its platform, whichever
    came later, so a changelog dating either answers when it was added."""
    parts = [p for p in re.split(r"[-_.]+", name.lower()) if p]
    return len(parts) >= 3 and parts[-1] in _PLATFORMS


def without_platform(name: str) -> str:
    """``name`` without its platform suffix (``CIBW_ARCHS_WINDOWS`` -> ``CIBW_ARCHS``);
    ``name`` itself when it is no :func:`platform_variant`."""
    if not platform_variant(name):
        return name
    return re.sub(r"[-_.][A-Za-z0-9]+$", "", name)


def spellings(name: str) -> set[str]:
    """The ways docs write one setting: ``name`` itself; without a platform suffix
    (``CIBW_CONFIG_SETTINGS`` for ``CIBW_CONFIG_SETTINGS_WINDOWS``); and an environment
    variable's name without its tool prefix as an option and a key (``config-settings``,
    ``config_settings``), when that leaves two words or more: a changelog says "Adds the
    `test-sources` option" of what the reference lists as ``CIBW_TEST_SOURCES``."""
    out = {name}
    parts = [p for p in re.split(r"[-_.]+", name.strip("-")) if p]
    if platform_variant(name):
        parts = parts[:-1]
        out.add("_".join(parts) if name.isupper() else "-".join(parts))
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", name) and len(parts) >= 3:
        rest = [p.lower() for p in parts[1:]]
        out.update({"-".join(rest), "_".join(rest)})
    return out


def dated_by_changelog(name: str, blocks: list[str]) -> bool:
    """True when a changelog paragraph names ``name`` (in any of its :func:`spellings`)
    beside an addition word ("There is a new edit_uri_template config", "Add support for
    min_search_length", "Adds the `test-sources` option"): the release is answered there,
    whatever the judge's reading of common words."""
    for spelling in spellings(name):
        named = re.compile(rf"(?<![\w.-]){re.escape(spelling)}(?![\w-])")
        if any(named.search(block) and (block.startswith(_ANNOUNCED)
                                        or _ADDITION.search(block)) for block in blocks):
            return True
    return False


def _section_text(page: Page, name: str) -> str:
    return " ".join(s.text for s in page.parsed.sections if s.heading.strip("` ") == name)


def _on_off(name: str, default: str, item: str) -> bool:
    """True for an on/off flag (``--no-access-log``, ``--reload`` defaulting to False, a
    ``--proxy-headers / --no-proxy-headers`` pair): it takes no value, so none is invalid."""
    return name.startswith("--no-") or " / --no-" in item or default.lower() in (
        "true", "false", "enabled", "disabled", "on", "off")


_NOUNS: dict[str, str] = {"settings": "setting", "options": "option",
                          "environment variables": "environment variable"}
_BOOLEAN = frozenset({"true", "false", "yes", "no", "on", "off", "enabled", "disabled"})
_BOOLEAN_TYPE = re.compile(r"\btype\W{0,6}`?\s*(?:bool|boolean)\s*`?\s*$",
                           re.IGNORECASE | re.MULTILINE)
"""A setting typed only as a boolean ("- **Type:** `boolean`"); "`boolean | string`" takes
other values too."""


def _tabled_elsewhere(kb: KnowledgeBase, page: Page) -> set[str]:
    """Option names an options table of another current page lists too (``path`` of two
    plugins' tables): a question about one names its page."""
    return {o.name for other in kb.current_pages() if other.ref != page.ref
            for group in table_groups(other) for o in group.options}


def _phrase(group: OptionGroup, name: str, page: Page, shared: set[str]) -> str:
    """``the site_dir setting``; ``the path option of the custom builder`` when another
    page's table lists an option of that name (never an environment variable's)."""
    noun = _NOUNS[group.kind]
    # an environment variable is one name in one process, whichever table lists it: "the
    # PIPENV_YES environment variable of the pipenv Configuration" pastes a page title
    of = f" of the {lower_phrase(page.title)}" if name in shared and (
        group.kind != "environment variables") else ""
    return f"the {name} {noun}{of}"


def setting_negatives(page: Page, kb: KnowledgeBase, skipped: Counter[str]
                      ) -> dict[str, list[Candidate]]:
    """Release, invalid-value and largest-value questions over the owner-less groups of
    ``page`` (a page of one section per setting: "the site_dir setting"; a command line's
    flag list: "the --port option"; an options table with a ``Default`` column), short
    forms and the unstated defaults of an options table; drops counted in ``skipped``."""
    out: dict[str, list[Candidate]] = {}
    blocks: list[str] | None = None
    tabled = {(g.heading, o.name) for g in table_groups(page) for o in g.options}
    # the trap reuses the page's word: a reference table never says "release"
    release = "release" if re.search(r"\breleases?\b", page.text, re.IGNORECASE) else "version"
    shared = _tabled_elsewhere(kb, page) if tabled else set()
    for group in all_option_groups(page):
        if group.owner or group.kind not in _NOUNS:
            continue
        for option in group.options:
            name = option.name
            thing = _phrase(group, name, page, shared)
            own = _section_text(page, name) or option.item
            if blocks is None:
                blocks = changelog_blocks(kb)
            if _DATED.search(own):
                skipped["adjacent_topic:the setting's section dates it"] += 1
            elif platform_variant(name):
                skipped["adjacent_topic:a platform variant dates from its setting and its "
                        "platform"] += 1
            elif dated_by_changelog(name, blocks):
                skipped["adjacent_topic:a changelog names the setting's addition"] += 1
            else:
                out.setdefault("adjacent_topic", []).append(refusal_candidate(
                    page, "adjacent_topic", f"In which {release} was {thing} added?",
                    f"setting:{page.ref}:{name}:release", (_ADDED, (name,)),
                    template="release_added"))
            default = (option.default or "").strip("`'\" ")
            if name.startswith("-") and _on_off(name, default, option.item):
                skipped["adjacent_topic:the flag takes no value"] += 1
            elif default.lower() in _BOOLEAN or _BOOLEAN_TYPE.search(own):
                # an on/off setting ("**Type:** `boolean`", "Default: `true`"): a reader
                # asks what it does, not what a wrong value does
                skipped["adjacent_topic:the setting is on or off"] += 1
            elif _CONSTRAINED.search(own) or _TYPED.match(default):
                out.setdefault("adjacent_topic", []).append(refusal_candidate(
                    page, "adjacent_topic",
                    f"What happens if {thing} is given an invalid value?",
                    f"setting:{page.ref}:{name}:invalid", (_INVALID, (name,)),
                    template="invalid_value"))
            else:  # a free text (a site's description) has no invalid value
                skipped["adjacent_topic:the setting takes any text"] += 1
            if _NUMBER.match(default) and on_off_default(name, default, own):
                skipped["missing_data:a 0/1 default switches the setting on or off"] += 1
            elif _NUMBER.match(default) and DURATION.search(name.lower().lstrip("-")):
                out.setdefault("missing_data", []).extend(
                    duration_unit(page, kb, name, thing, f"setting:{page.ref}:{name}", skipped))
            elif _NUMBER.match(default):
                out.setdefault("missing_data", []).append(refusal_candidate(
                    page, "missing_data",
                    f"What is the largest value allowed for {thing}?",
                    f"setting:{page.ref}:{name}:max", (_LIMITS, (name,)),
                    template="largest_value"))
    out.setdefault("missing_data", []).extend(short_forms(page, kb, skipped))
    out["missing_data"].extend(value_options(page, skipped))
    out["missing_data"].extend(table_defaults(page, kb, shared, skipped))
    return out


@per_kb
def _unit_texts(kb: KnowledgeBase) -> list[str]:
    """Where the KB may state a time's unit, read once per KB: every paragraph, every table
    row, and every code block with its section's text."""
    texts = [block for each in kb for section in each.parsed.sections for block in section.blocks]
    texts += [" ".join(row) for each in kb for table in each.parsed.tables for row in table.rows]
    # "export PIPENV_INSTALL_TIMEOUT=1800" under a heading whose text says "30 minutes"
    texts += [f"{block.code} {section.text}" for each in kb for block in each.parsed.code_blocks
              for section in each.parsed.sections if section.heading == block.heading]
    return texts


def duration_unit(page: Page, kb: KnowledgeBase, name: str, thing: str, key: str,
                  skipped: Counter[str]) -> list[Candidate]:
    """"Is the value of the PIPENV_TIMEOUT environment variable in seconds or
    milliseconds?" for a time (a timeout, delay or interval) whose unit no paragraph, table
    row or code block (read with its section's text: "export X=1800 … 30 minutes") naming
    it gives ("15 seconds", "in ms"); its largest value is no question a reader asks of a
    time."""
    named = re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])")
    if any(named.search(t) and _STATED_UNIT.search(named.sub(" ", t)) for t in _unit_texts(kb)):
        skipped["missing_data:the KB states the time's unit"] += 1
        return []
    return [refusal_candidate(
        page, "missing_data", f"Is the value of {thing} in seconds or milliseconds?",
        f"{key}:unit", (_UNITS, (name,)), template="time_unit")]


def _default_near(name: str, page: Page) -> bool:
    """True when a sentence of ``page`` (a table row is a block of its own) says "default"
    and names ``name`` as written."""
    named = re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])")
    return any(named.search(s) and re.search(r"\bdefault", s, re.IGNORECASE)
               for section in page.parsed.sections for block in section.blocks
               for s in re.split(r"(?<=[.!?])\s+", block))


def table_defaults(page: Page, kb: KnowledgeBase, shared: set[str], skipped: Counter[str]
                   ) -> list[Candidate]:
    """"What is the default value of the sbom-files option of the wheel builder?" for each
    row of an options table whose ``Default`` cell is empty, when its description says no
    "default" and no sentence of any page (older versions included) names the option
    beside "default": the table has a column for it and leaves it unsaid."""
    out: list[Candidate] = []
    for group in table_groups(page):
        for option in group.options:
            name = option.name
            if option.default is not None:
                continue
            if re.search(r"(?:^|[-_])version$", name):
                # a pinned tool version moves with every release ("Upgrade PyApp to 0.22.0")
                skipped["missing_data:a version option's default moves with releases"] += 1
                continue
            if re.search(r"\bdefault", option.description, re.IGNORECASE):
                skipped["missing_data:the option's description states its default"] += 1
                continue
            if any(_default_near(name, other) for other in kb):
                skipped["missing_data:a page states the option's default"] += 1
                continue
            thing = _phrase(group, name, page, shared)
            out.append(refusal_candidate(
                page, "missing_data", f"What is the default value of {thing}?",
                f"setting:{page.ref}:{name}:default", (_DEFAULTS, (name,)),
                template="unstated_default"))
    return out


def _placeholder(page: Page, name: str) -> str | None:
    """The value a flag takes as the page writes it (``--port <int>`` -> ``int``)."""
    return next((value.lower() for flag, value in page.parsed.placeholders if flag == name),
                None)


def value_options(page: Page, skipped: Counter[str]) -> list[Candidate]:
    """Default, repetition and unit questions over the owner-less flags of ``page`` that take
    a value (``--uds <path>``); a switch (``--reload``) is off unless given and is asked none."""
    out: list[Candidate] = []
    for group in all_option_groups(page):
        if group.owner or group.kind != "options":
            continue
        for option in group.options:
            name, item = option.name, option.item
            kind = _placeholder(page, name) if name.startswith("--") else None
            if kind is None:
                continue
            key = f"setting:{page.ref}:{name}"
            if option.default is None and not re.search(r"\bdefault", item, re.IGNORECASE):
                out.append(refusal_candidate(
                    page, "missing_data", f"What is the default value of the {name} option?",
                    f"{key}:default", (_DEFAULTS, (name,)), template="unstated_default"))
            if re.search(r"multiple times|more than once|repeat", item, re.IGNORECASE):
                skipped["missing_data:the option says it repeats"] += 1
            elif _PATHLIKE.search(kind) and "Options:" not in item:
                # several files or directories is a real want; a number, a password or one
                # of a fixed set is given once
                out.append(refusal_candidate(
                    page, "missing_data", f"Can the {name} option be used multiple times?",
                    f"{key}:repeat", (_REPEATED, (name,)), template="repeatable"))
            if DURATION.search(name.lstrip("-")) and (
                    kind in _NUMERIC or (option.default or "").strip("*`'\" ")[:1].isdigit()):
                if _STATED_UNIT.search(item):
                    skipped["missing_data:the option states its unit"] += 1
                    continue
                out.append(refusal_candidate(
                    page, "missing_data",
                    f"Is the value of the {name} option in seconds or milliseconds?",
                    f"{key}:unit", (_UNITS, (name,)), template="time_unit"))
    return out


def short_forms(page: Page, kb: KnowledgeBase, skipped: Counter[str]) -> list[Candidate]:
    """"What is the short form of the --dry-run option of the add command?" for each long
    command-line option that no page writes beside a one-letter flag (``--group (-G)``,
    ``-E|--extras``), of a command whose option list gives no short form at all."""
    out: list[Candidate] = []
    texts: list[str] | None = None
    for group in all_option_groups(page):
        if any(_FLAG.search(o.item) for o in group.options) or (
                not group.owner and group.kind != "options"):
            # a list giving some options' short forms implies the others have none: only a
            # list that gives none leaves the question open
            continue
        for option in group.options:
            name = option.name
            if not name.startswith("--"):
                continue
            if texts is None:
                texts = [p.text for p in kb.current_pages()]
            near = re.compile(rf"(?<![\w-])-[A-Za-z]\b[^\n]{{0,4}}{re.escape(name)}(?![\w-])"
                              rf"|(?<![\w-]){re.escape(name)}(?![\w-])[^\n]{{0,4}}-[A-Za-z]\b")
            if near.search(option.item) or any(near.search(text) for text in texts):
                skipped["missing_data:a page gives the option's short form"] += 1
                continue
            of = f" of {group.owner}" if group.owner else ""
            out.append(refusal_candidate(
                page, "missing_data",
                f"What is the short form of the {name} option{of}?",
                f"setting:{page.ref}:{group.owner}:{name}:short", (_SHORT, (name,)),
                template="short_form"))
    return out
