"""Negative candidates from the KB's own named things crossed with what docs leave out.

Documentation names its options (``--dry-run``), configuration keys (``tag_format``,
``python.install_root``) and environment variables (``HTTPX_LOG_LEVEL``) in inline code;
a reader of any such page asks about each an aspect that reference pages often omit:

- *In which version was the `--dry-run` option added?* (``adjacent_topic``,
  ``aspect:release``);
- *What is the largest value the `max_workers` setting accepts?* (``missing_data``,
  ``aspect:maximum``) of a thing its own sentence gives a number, a count, a size or a time;
- *How do I set the `HTTPX_LOG_LEVEL` environment variable on Windows?*
  (``out_of_scope_procedure``, ``aspect:windows``) of a thing the page calls an environment
  variable;
- *Can the `--changelog-to-stdout` option be combined with the `update_changelog_on_bump`
  setting?* (``cross_category_gap``, ``aspect:interaction``): two things of two pages that
  share a meaningful name part, which no paragraph and neither page names together.

A thing is what a configuration code block (TOML, YAML, INI) sets as a key, an option
written ``--name``, or an upper-case name a paragraph calls an environment variable; a
plain word (``name``) is no thing. Each thing is asked once per KB, whichever page names
it first. Before the negative check reads the KB, every draft is refused (and counted with
its reason) when *any* paragraph of *any* page (v1 pages included) says the aspect beside
the thing: a version number or a dating word ("added", "since", "deprecated"), a release
note naming it; a bound ("maximum", "at most", "up to", "between", "must be"); Windows,
PowerShell or ``set``/``$env:`` beside the thing or beside environment variables in
general; for a pair, both names in one paragraph, or one page naming the other thing.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.command_lines import command_lines, kb_programs
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.negative_commands import command_key
from shared.kb.negative_settings import (
    DURATION,
    changelog_blocks,
    duration_unit,
    platform_variant,
    spellings,
    without_platform,
)
from shared.kb.table_questions import is_version_history

__all__ = ["UNIVERSAL_OPTIONS", "Thing", "asked_names", "aspect_negatives", "global_options",
           "kb_things"]

_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_FLAG = re.compile(r"^--[a-z][a-z0-9]*(?:-[a-z0-9]+)+$|^--[a-z]{3,}$")
_KEY = re.compile(r"^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+$")
_ENV = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_FILE_NAME = re.compile(r"\.(?:md|py|toml|ya?ml|json|cfg|ini|txt|lock|cfg|sh|html?)$")
_CONFIG_LANGS = frozenset({"toml", "yaml", "yml", "ini", "cfg", "conf", "properties"})
_CONFIG_LINE = re.compile(r"^\s*-?\s*([A-Za-z_][\w.-]*)\s*[=:]", re.MULTILINE)
_WORKFLOW = re.compile(r"^\s*-?\s*(?:jobs|steps|stages|script|runs-on|services|image|on|uses)\s*:",
                       re.MULTILINE)
"""A CI workflow's YAML (GitHub Actions, GitLab CI): its keys are the CI's, not the tool's."""
_ASSIGNED = re.compile(r"(?:\bexport\s+|^|\s)([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=", re.MULTILINE)
_ENV_WORDS = re.compile(r"\benvironment variables?\b|\benv vars?\b", re.IGNORECASE)

_DATING = re.compile(r"\b(?:added|adds|introduc\w*|new in|since|deprecat\w*|renamed|"
                     r"removed in|changed in|available (?:from|in|since)|v?\d+\.\d+)\b",
                     re.IGNORECASE)
_BOUND = re.compile(r"\b(?:max\w*|min\w*|at most|at least|up to|between|range|limit\w*|"
                    r"upper|lower|cap|must be|greater|less than|no more|largest|smallest|"
                    r"positive|negative)\b", re.IGNORECASE)
_QUANTITY = re.compile(r"\b(?:an? (?:int|integer|number|float)|number of|in seconds|"
                       r"in milliseconds|in bytes)\b", re.IGNORECASE)
_QUANTITY_PARTS = frozenset({"limit", "timeout", "size", "max", "workers", "retries", "depth",
                             "length", "interval", "delay", "concurrency", "count", "ttl",
                             "backlog", "width", "jobs", "threads", "level"})
_WINDOWS = re.compile(r"\b(?:windows|powershell|cmd(?:\.exe)?|win32)\b|\$env:|^set \w+=",
                      re.IGNORECASE | re.MULTILINE)
_PARTS_IGNORED = frozenset({"file", "files", "path", "name", "type", "mode", "dir", "list",
                            "enable", "disable", "default", "with", "from", "config", "only",
                            "allow", "value", "values", "format", "true", "false", "option"})

_RELEASE = ("added", "added in", "introduced", "introduced in", "new in", "since", "version",
            "release", "released")
_MAXIMUM = ("maximum", "max", "largest", "at most", "up to", "limit", "upper bound", "range",
            "between")
_DEFAULT = re.compile(r"\b(?:default\w*|if (?:not set|unset|omitted|not given)|otherwise|"
                      r"omit\w*|ignor\w*|not specif\w*|unspecified|without|lists?|"
                      r"comma-separated|multiple|several|"
                      r"(?:don't|do not|doesn't|does not|didn't|did not)\s+(?:explicit\w*|"
                      r"specify|set|pass|give|provide|use|supply)|"
                      r"not (?:provided|passed|given|supplied|explicitly set))\b", re.IGNORECASE)
"""Said beside an option, these give or imply what it is when not given ("by specifying
only --platform=linux … applicable to all implementations"; a list's default is none; "If
you don't explicit `--cache-location`, Prettier saves cache file at …" states it)."""
_DEFAULTS = ("default", "defaults", "by default", "if not set", "if omitted")
_RESETTING = re.compile(r"\b(?:reset\w*|unset\w*|restor\w*|delet\w*|remov\w*|revert\w*)\b",
                        re.IGNORECASE)
_RESET_SETTING = re.compile(
    r"\b(?:reset\w*|unset\w*|restor\w*|delet\w*|remov\w*|revert\w*)\W+(?:\w+\W+){0,3}?"
    r"(?:settings?|config\w*|options?|keys?)\b|\b(?:settings?|config\w*|keys?)\W+"
    r"(?:\w+\W+){0,3}?(?:reset|unset|restored|deleted|removed|reverted)\b", re.IGNORECASE)
"""A paragraph saying how settings in general are reset ("delete a configuration key",
"settings can be reset"), not one that removes something beside an option."""
_CONFIG_COMMAND = re.compile(r"^\s*(?:\$\s*)?[a-z][\w-]* config (?:-\S+ )*([\w.-]+)",
                             re.MULTILINE)
_SETTINGS_WORDS = re.compile(r"\b(?:settings?|config\w*|options?|keys?)\b", re.IGNORECASE)
_MAPPING = re.compile(r"\b(?:overrid\w*|prefix\w*|upper-?case|correspond\w*|map\w*|"
                      r"equivalent)\b|\b(?:set|read|taken|loaded|come)s?\s+(?:\w+\s+){0,4}?"
                      r"(?:to|from)\s+(?:the\s+value\s+of\s+)?(?:an?\s+|the\s+)?"
                      r"environment\s+variables?\b|!ENV\b", re.IGNORECASE)
"""How variables reach settings in general: a prefix or mapping rule, or a setting's value
"set to the value of an environment variable" (MkDocs' ``!ENV`` tag works for any key)."""
_RESET_TERMS = ("reset", "unset", "restore", "delete", "remove", "revert")
_WINDOWS_TERMS = ("windows", "powershell", "cmd", "$env:")
_TOGETHER = ("combine", "combined", "together", "with", "both", "interact", "interaction")


@dataclass(frozen=True, slots=True)
class Thing:
    """One named thing of the KB: as written, its kind and the page that names it first."""

    name: str
    kind: str
    """``option``, ``setting`` or ``environment variable``."""
    ref: str


def _prose(page: Page) -> str:
    """The page's paragraphs, table cells and headings with code spans in backticks."""
    parts = [f"`{s.heading.strip('` ')}`" for s in page.parsed.sections if s.heading]
    parts += [text for _, text in page.parsed.marked]
    parts += [cell for table in page.parsed.marked_tables
              if table.headers and _SETTING_HEADER.match(table.headers[0].strip("` *"))
              for row in table.rows for cell in row]
    return "\n".join(parts)


def _kind(name: str, keys: set[str], prose: str, commanded: frozenset[str] = frozenset()
          ) -> str:
    """``option``, ``environment variable``, ``setting`` or "" (no thing) for a name."""
    if _FLAG.match(name):
        return "option"
    if _ENV.match(name) and re.search(
            rf"{re.escape(name)}[^.\n]{{0,60}}{_ENV_WORDS.pattern}|"
            rf"{_ENV_WORDS.pattern}[^.\n]{{0,60}}{re.escape(name)}", prose, re.IGNORECASE):
        return "environment variable"
    if _KEY.match(name) and name in keys and not _FILE_NAME.search(name) and (
            name in commanded or _documented(name, prose)):
        return "setting"
    return ""


_SETTING_HEADER = re.compile(r"^(?:settings?|options?|flags?|keys?|parameters?|fields?|config\w*|"
                             r"name|environment variables?|variables?)$",
                             re.IGNORECASE)


def _documented(name: str, prose: str) -> bool:
    """True when the page documents the key itself: its own heading, a paragraph or item
    opening with it (``- `verify_ssl`: …``), or (see :func:`_prose`) a row of a table
    headed ``Setting``/``Option``/``Key``/``Parameter``; not a key an example block sets
    (a template's own question ``module_name``, Jinja's ``keep_trailing_newline``) nor a
    row of a ``Variable name`` table of conventions."""
    return re.search(rf"^(?:[-*]\s+)?`{re.escape(name)}`", prose, re.MULTILINE) is not None


def _config_keys(kb: KnowledgeBase) -> set[str]:
    """Keys the KB's configuration code blocks set (``tag_format = "v$version"``)."""
    keys: set[str] = set()
    for page in kb:
        for block in page.parsed.code_blocks:
            if block.language.lower() in _CONFIG_LANGS and not _WORKFLOW.search(block.code):
                keys.update(_CONFIG_LINE.findall(block.code))
    return keys


def _blocks(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(page ref, paragraph read with its heading) of every page, v1 pages included."""
    return [(page.ref, f"{section.heading}. {block}") for page in kb
            for section in page.parsed.sections for block in section.blocks]


@dataclass(slots=True)
class _Index:
    """What the drafts of one KB read: its things, paragraphs and word spread."""

    kb: KnowledgeBase
    things: list[Thing]
    blocks: list[tuple[str, str]]
    changelog: list[str]
    assigned: set[str]
    """Environment variables a code block or paragraph assigns (``export PDM_HOME=…``)."""
    spread: Counter[str]
    """On how many current pages each lower-cased word occurs."""
    pages: int
    commands: dict[str, set[str]]
    """The commands each option is written with (``--tree`` -> ``{"pdm list"}``)."""
    valued: set[str]
    """Options written with a value (``--strategy cross_platform``, ``--port=8000``)."""
    keys: set[str] = field(default_factory=set)
    """Every key a configuration block or config command sets, documented or not."""
    commanded: set[str] = field(default_factory=set)
    """Keys a shell line sets with the program's config command (``pdm config ca_certs …``)."""
    global_options: set[str] = field(default_factory=set)
    """Options a section on global or common options lists (any command takes them)."""


def kb_things(kb: KnowledgeBase) -> list[Thing]:
    """Every thing the current pages name in inline code, once, at its first page."""
    return _kb(kb).things


@per_kb
def _kb(kb: KnowledgeBase) -> _Index:
    commanded = {m for page in kb for block in page.parsed.code_blocks
                 for m in _CONFIG_COMMAND.findall(block.code)}
    keys = _config_keys(kb) | commanded
    commands, valued = _option_commands(kb)
    things: dict[str, Thing] = {}
    spread: Counter[str] = Counter()
    for page in kb.current_pages():
        spread.update(set(re.findall(r"[a-z0-9]+", page.text.lower())))
        if is_version_history(page):
            continue
        prose = _prose(page)
        for span in _SPAN.findall(prose):
            words = span.split()
            names = [w.split("=")[0] for w in words[:1]]  # `tool lock --refresh`: its flags
            names += [w.split("=")[0] for w in words[1:] if _FLAG.match(w.split("=")[0])]
            for name in names:
                if _FLAG.match(name) and name not in commands:
                    continue  # an example app's flag ('--formal') or another tool's
                if name and name not in things and (
                        kind := _kind(name, keys, prose, frozenset(commanded))):
                    things[name] = Thing(name, kind, page.ref)
    assigned = {m for page in kb for block in page.parsed.code_blocks
                for m in _ASSIGNED.findall(block.code)}
    assigned |= {m for page in kb for _, text in page.parsed.marked
                 for m in _ASSIGNED.findall(text.replace("`", " "))}
    index = _Index(kb, list(things.values()), _blocks(kb), changelog_blocks(kb), assigned,
                   spread, len(kb.current_pages()), commands, valued)
    index.commanded = commanded
    index.keys = keys
    index.global_options = global_options(kb)
    return index


UNIVERSAL_OPTIONS = frozenset({"--help", "--version", "--verbose", "--quiet", "--debug",
                               "--no-color", "--color", "--no-input", "--yes"})
"""Options nearly every command-line program has: when one was added is asked by nobody."""
_GLOBAL = re.compile(r"\b(?:global|common|general|shared)\s+(?:options|flags|arguments)\b|"
                     r"\b(?:any|every|all)\s+(?:\w+\s+)?(?:commands?|subcommands?)\b",
                     re.IGNORECASE)


def global_options(kb: KnowledgeBase) -> set[str]:
    """Options listed in a section on global options ("## Global Options: These options can
    be used with any Pipenv command") or written between the program and its command
    (``cz --no-raise 21 bump``): such an option belongs to no one command, so a
    command another page happens to write it with (``pipenv install --help``) is no part
    of its name."""
    found: set[str] = set()
    for page in kb:
        for section in page.parsed.sections:
            if not _GLOBAL.search(section.heading) and not any(
                    _GLOBAL.search(block) for block in section.blocks[:1]):
                continue
            found.update(_flags_in(section.text))
    for words in command_lines(kb, kb_programs(kb)):
        if len(words) >= 3 and _FLAG.match(words[1].split("=")[0]):
            found.add(words[1].split("=")[0])  # "cz --no-raise 21 bump": a top-level flag
    return found


def _flags_in(text: str) -> set[str]:
    return {m for m in re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", text) if _FLAG.match(m)}


def _option_commands(kb: KnowledgeBase) -> tuple[dict[str, set[str]], set[str]]:
    """Options and the commands they are written with, in shell blocks and inline code
    (``pdm list --tree`` gives ``--tree`` the command ``pdm list``), and the options
    written with a value (``--strategy cross_platform``, ``--port=8000``, ``--port <int>``)."""
    found: dict[str, set[str]] = {}
    valued = {flag for page in kb for flag, _ in page.parsed.placeholders}
    for words in command_lines(kb, kb_programs(kb)):
        if len(words) < 3 or words[1].startswith("-"):
            continue
        key = command_key(" ".join(words))
        for at, word in enumerate(words[2:], start=2):
            flag = word.split("=")[0]
            if _FLAG.match(flag):
                found.setdefault(flag, set()).add(key)
                after = words[at + 1] if at + 1 < len(words) else "-"
                if "=" in word or after[:1] in "<[{" or re.fullmatch(r"[A-Z][A-Z_]+", after):
                    valued.add(flag)
    return found, valued


def _named(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])")


def _beside(name: str, pattern: re.Pattern[str], blocks: list[tuple[str, str]]) -> bool:
    """True when a paragraph names ``name`` and matches ``pattern`` outside the name."""
    named = _named(name)
    return any(named.search(text) and pattern.search(named.sub(" ", text))
               for _, text in blocks)


def _sentence(name: str, page: Page) -> str:
    named = _named(name)
    for section in page.parsed.sections:
        for block in section.blocks:
            if named.search(block):
                return f"{section.heading}. {block}"
    return ""


def _parts(name: str) -> set[str]:
    return {p for p in re.split(r"[-_.]+", name.lower().lstrip("-"))
            if len(p) >= 4 and p not in _PARTS_IGNORED}


def _stem(name: str) -> str:
    return re.sub(r"[-_.]+", "", name.lower().lstrip("-"))


_ASKED = re.compile(r"`([^`\s]+)`|(?<![\w`-])(--[a-z][\w-]*|[A-Za-z][\w]*(?:[_.][\w]+)+)(?![\w`])")


def asked_names(query: str) -> set[str]:
    """The things a question names, as one spelling (``--allowed-prefixes`` and
    ``allowed_prefixes`` are one): code spans without a space (not a command such as
    ``pdm lock``), flags and snake_case or dotted names."""
    return {_stem(a or b) for a, b in _ASKED.findall(query)}


def _own(thing: Thing, index: _Index) -> bool:
    """True for a thing of the KB's own tool: an option or a setting, or an environment
    variable whose prefix the tool's name is (``PDM_HOME``; not ``GITHUB_TOKEN``, a CI's,
    whose prefix is on few pages)."""
    if thing.kind != "environment variable":
        return True
    prefix = thing.name.split("_")[0].lower()
    return 2 * index.spread[prefix] >= index.pages


def _quantity(thing: Thing, page: Page) -> bool:
    """True when the thing takes a number: its name says a count, size or time
    (``message_length_limit``, ``--timeout-keep-alive``), or its sentence calls it one."""
    parts = set(re.split(r"[-_.]+", thing.name.lower().lstrip("-")))
    said = _named(thing.name).sub(" ", _sentence(thing.name, page))
    return bool(parts & _QUANTITY_PARTS) or bool(_QUANTITY.search(said))


def aspect_negatives(page: Page, kb: KnowledgeBase, seen: set[str],
                     skipped: Counter[str]) -> dict[str, list[Candidate]]:
    """Release, maximum, Windows and interaction drafts of the things ``page`` names first;
    drops counted in ``skipped`` by ``subtype:reason``."""
    out: dict[str, list[Candidate]] = {"adjacent_topic": [], "missing_data": [],
                                       "out_of_scope_procedure": [], "cross_category_gap": []}
    index = _kb(kb)
    blocks = index.blocks
    for thing in (t for t in index.things if t.ref == page.ref):
        if platform_variant(thing.name):
            # CIBW_TEST_SOURCES_LINUX is asked as CIBW_TEST_SOURCES: the variant arrived with
            # its setting or its platform, and the reader asks about the setting
            skipped["adjacent_topic:a platform variant is asked as its setting"] += 1
            thing = Thing(without_platform(thing.name), thing.kind, thing.ref)
        if f"thing:{_stem(thing.name)}" in seen:
            continue  # `--exclude-newer` and the `exclude-newer` key of one page
        seen.add(f"thing:{_stem(thing.name)}")  # --allowed-prefixes and allowed_prefixes
        if thing.kind == "option" and thing.name in UNIVERSAL_OPTIONS:
            skipped["adjacent_topic:an option every program has (help, version)"] += 1
            continue  # "In which version was --help added?": nobody asks
        commands = index.commands.get(thing.name, set())
        phrase = f"the `{thing.name}` {thing.kind}" + (
            f" of `{next(iter(commands))}`"
            if len(commands) == 1 and thing.name not in index.global_options else "")
        if not _own(thing, index):
            skipped["adjacent_topic:an environment variable of another tool"] += 1
            continue
        if any(_beside(name, _DATING, blocks) or any(
                _named(name).search(b) for b in index.changelog)
                for name in spellings(thing.name)):
            skipped["adjacent_topic:the KB dates the thing or names it beside a version"] += 1
        else:
            out["adjacent_topic"].append(refusal_candidate(
                page, "adjacent_topic", f"In which version was {phrase} added?",
                f"aspect:{thing.name}:release", (_RELEASE, (thing.name,)),
                template="release_added"))
        if not _quantity(thing, page):
            skipped["missing_data:the thing takes no number, size or time"] += 1
        elif DURATION.search(thing.name.lower().lstrip("-")):
            out["missing_data"].extend(duration_unit(
                page, kb, thing.name, phrase, f"aspect:{thing.name}", skipped))
        elif _beside(thing.name, _BOUND, blocks):
            skipped["missing_data:a paragraph bounds the thing's value"] += 1
        else:
            out["missing_data"].append(refusal_candidate(
                page, "missing_data", f"What is the largest value {phrase} accepts?",
                f"aspect:{thing.name}:maximum", (_MAXIMUM, (thing.name,)),
                template="largest_value"))  # one pattern with the settings' own
        if thing.kind == "option":
            if thing.name not in index.valued:
                skipped["missing_data:an option written without a value (an on/off "
                        "switch)"] += 1
            elif _beside(thing.name, _DEFAULT, blocks):
                skipped["missing_data:a paragraph gives the option's default"] += 1
            else:
                out["missing_data"].append(refusal_candidate(
                    page, "missing_data", f"What is the default value of {phrase}?",
                    f"aspect:{thing.name}:default", (_DEFAULTS, (thing.name,)),
                    template="unstated_default"))
        if thing.kind == "setting":
            out["out_of_scope_procedure"].extend(_reset(page, thing, phrase, index, skipped))
            out["adjacent_topic"].extend(_env_override(page, thing, phrase, index, skipped))
        if thing.kind != "environment variable":
            continue
        if thing.name not in index.assigned:
            skipped["out_of_scope_procedure:the KB never has the reader set the "
                    "variable"] += 1
        elif in_env_file(thing.name, kb):
            # "How do I set VITE_SOME_KEY on Windows?" is answered in substance: the KB's
            # `.env` file sets it the same way on every system
            skipped["out_of_scope_procedure:a .env file sets the variable on any "
                    "system"] += 1
        elif _beside(thing.name, _WINDOWS, blocks) or any(
                _ENV_WORDS.search(text) and _WINDOWS.search(text) for _, text in blocks):
            skipped["out_of_scope_procedure:the KB sets environment variables on Windows"] += 1
        else:
            out["out_of_scope_procedure"].append(refusal_candidate(
                page, "out_of_scope_procedure", f"How do I set {phrase} on Windows?",
                f"aspect:{thing.name}:windows", (_WINDOWS_TERMS, (thing.name,)),
                template="aspect:windows"))
    out["cross_category_gap"] = _pairs(page, index, seen, skipped)
    return out


_ENV_FILE = re.compile(r"(?<![\w-])\.env\b|\bdotenv\b", re.IGNORECASE)


def in_env_file(name: str, kb: KnowledgeBase) -> bool:
    """True when a code block of the KB is a `.env` file (its info string, or the paragraph
    or heading above it, names one) with a line setting ``name`` (``VITE_SOME_KEY=123``):
    a file read the same on every operating system."""
    line = re.compile(rf"^\s*{re.escape(name)}\s*=", re.MULTILINE)
    return any(line.search(block.code) and (
        _ENV_FILE.search(block.language) or _ENV_FILE.search(block.before)
        or _ENV_FILE.search(block.heading))
        for page in kb for block in page.parsed.code_blocks)


def _reset(page: Page, thing: Thing, phrase: str, index: _Index, skipped: Counter[str]
           ) -> list[Candidate]:
    """*How do I reset the `X` setting to its default?* of a key the KB sets with the
    program's config command (``pdm config ca_certs …``: a key in a file is reset by
    deleting its line), unless the KB says how to reset, unset or delete a setting: beside
    the setting, or in a paragraph naming no one thing ("delete a configuration key")."""
    if thing.name not in index.commanded:
        skipped["out_of_scope_procedure:a key no config command sets"] += 1
        return []
    names = [_named(key) for key in index.keys if len(key) > 3]
    if _beside(thing.name, _RESETTING, index.blocks) or any(
            _RESET_SETTING.search(text) and not re.search(r"\bif unset\b", text, re.I)
            and not any(n.search(text) for n in names) for _, text in index.blocks):
        skipped["out_of_scope_procedure:the KB says how to reset a setting"] += 1
        return []
    return [refusal_candidate(
        page, "out_of_scope_procedure", f"How do I reset {phrase} to its default?",
        f"aspect:{thing.name}:reset", (_RESET_TERMS, (thing.name,)), template="aspect:reset")]


def _env_override(page: Page, thing: Thing, phrase: str, index: _Index,
                  skipped: Counter[str]) -> list[Candidate]:
    """*Which environment variable overrides the `X` setting?* unless the KB names an
    environment variable of that setting's words (``PDM_VENV_BACKEND`` for
    ``venv.backend``) or says how variables map to settings in general."""
    stem = _stem(thing.name)
    if any(_stem(other.name).endswith(stem) for other in index.things
           if other.kind == "environment variable") or _beside(
            thing.name, _ENV_WORDS, index.blocks) or any(
            _ENV_WORDS.search(text) and _SETTINGS_WORDS.search(text) and _MAPPING.search(text)
            for _, text in index.blocks):
        skipped["adjacent_topic:the KB maps environment variables to settings"] += 1
        return []
    return [refusal_candidate(
        page, "adjacent_topic", f"Which environment variable overrides {phrase}?",
        f"aspect:{thing.name}:env", (("environment variable", "env var", "environment"),
                                      (thing.name,)), template="aspect:env_override")]


def _pairs(page: Page, index: _Index, seen: set[str], skipped: Counter[str]
           ) -> list[Candidate]:
    """Interaction drafts: an option of ``page`` and a setting of another page sharing a
    name part few pages use (``--major`` and ``major_version_zero``)."""
    out: list[Candidate] = []
    blocks = index.blocks
    rare = {w for w, n in index.spread.items() if n <= max(2, 0.3 * index.pages)}
    for one in (t for t in index.things if t.ref == page.ref and t.kind == "option"):
        for other in index.things:
            shared = _parts(one.name) & _parts(other.name)
            if other.kind != "setting" or other.ref == page.ref or not shared & rare or not (
                    _parts(one.name) <= shared or _parts(other.name) <= shared):
                continue  # '--merge-prerelease' and 'prerelease_offset' name two things
            if _stem(one.name) == _stem(other.name) or f"pair:{other.name}" in seen:
                continue  # the flag and the key of one switch are one thing
            together = any(_named(one.name).search(t) and _named(other.name).search(t)
                           for _, t in blocks)
            crossed = any(_named(other.name).search(t) for r, t in blocks if r == page.ref) or (
                any(_named(one.name).search(t) for r, t in blocks if r == other.ref))
            if together or crossed:
                skipped["cross_category_gap:a page names both things"] += 1
                continue
            seen.add(f"pair:{other.name}")
            out.append(refusal_candidate(
                page, "cross_category_gap",
                f"Can the `{one.name}` option be combined with the `{other.name}` setting?",
                f"aspect:{one.name}:{other.name}:interaction",
                (_TOGETHER, (one.name,), (other.name,)), template="aspect:interaction"))
            break
    return out
