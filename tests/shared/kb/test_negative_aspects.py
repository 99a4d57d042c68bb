"""Negatives from the KB's named things crossed with the aspects docs leave out."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.command_lines import runs_script
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.negative_aspects import asked_names, aspect_negatives, global_options, kb_things

_LOCKING = """# Locking

## Refreshing the lock file

Run `tool lock --refresh` to rehash the lock file again.

The `--exclude-newer` option skips packages uploaded after a date.

```bash
tool lock --refresh
tool lock --exclude-newer=2024-01-01
```

Set `TOOL_NO_BINARY` to build every package from source:

```bash
export TOOL_NO_BINARY=1
```

The `TOOL_NO_BINARY` environment variable takes package names.
"""

_CONFIG = """# Configuration

## Settings

```toml
[tool.tool]
install_max_workers = 4
exclude_packages = ["foo"]
lock_format = "pylock"
```

`install_max_workers` is the number of workers that install packages:

```bash
tool config install_max_workers 8
```

`exclude_packages` lists packages left out of the lock file.

`lock_format` names the lock file format; since 2.4 it may be `pylock`.
"""

_HISTORY = """# Tool

Tool manages a tool's packages. The tool reads settings and the tool locks.

## Windows

On Windows, set an environment variable with `$env:NAME = "value"` in PowerShell.
"""


def _kb(tmp_path: Path, pages: dict[str, str]) -> KnowledgeBase:
    for name, text in pages.items():
        (tmp_path / name).write_text(text)
    return load_kb(tmp_path)


def _queries(kb: KnowledgeBase) -> tuple[dict[str, list[str]], Counter[str]]:
    seen: set[str] = set()
    skipped: Counter[str] = Counter()
    found: dict[str, list[str]] = {}
    for page in kb.current_pages():
        for subtype, candidates in aspect_negatives(page, kb, seen, skipped).items():
            found.setdefault(subtype, []).extend(c.query for c in candidates)
    return found, skipped


def test_options_settings_and_variables_are_the_things_read(tmp_path: Path) -> None:
    """Flags, keys a TOML block sets and upper-case names called environment variables are
    things; a word in code that no config block sets is not."""
    kb = _kb(tmp_path, {"locking.md": _LOCKING, "config.md": _CONFIG})
    kinds = {t.name: t.kind for t in kb_things(kb)}
    assert kinds == {"--refresh": "option", "--exclude-newer": "option",
                     "TOOL_NO_BINARY": "environment variable",
                     "install_max_workers": "setting", "exclude_packages": "setting",
                     "lock_format": "setting"}


def test_each_aspect_is_drafted_and_a_dated_thing_is_not(tmp_path: Path) -> None:
    """Release, largest value, default, Windows, reset and override drafts come from the
    things; a key
    a paragraph dates ('since 2.4') gets no release draft, counted."""
    kb = _kb(tmp_path, {"locking.md": _LOCKING, "config.md": _CONFIG})
    found, skipped = _queries(kb)
    assert "In which version was the `--refresh` option of `tool lock` added?" in found[
        "adjacent_topic"]
    assert not any("lock_format" in q and "version" in q for q in found["adjacent_topic"])
    assert skipped["adjacent_topic:the KB dates the thing or names it beside a version"] == 1
    assert sorted(found["missing_data"]) == [
        "What is the default value of the `--exclude-newer` option of `tool lock`?",
        "What is the largest value the `install_max_workers` setting accepts?"]
    assert skipped["missing_data:an option written without a value (an on/off switch)"] == 1
    assert "Which environment variable overrides the `lock_format` setting?" in found[
        "adjacent_topic"]
    assert "How do I reset the `install_max_workers` setting to its default?" in found[
        "out_of_scope_procedure"]
    assert "How do I set the `TOOL_NO_BINARY` environment variable on Windows?" in found[
        "out_of_scope_procedure"]
    assert found["cross_category_gap"] == []  # exclude-newer and exclude_packages: two things


def test_a_kb_that_sets_variables_on_windows_gets_no_windows_draft(tmp_path: Path) -> None:
    """A paragraph telling how to set environment variables in PowerShell answers the
    Windows question for every variable: none is drafted, the drop counted."""
    kb = _kb(tmp_path, {"locking.md": _LOCKING, "config.md": _CONFIG, "index.md": _HISTORY})
    found, skipped = _queries(kb)
    assert not any("Windows" in q for q in found["out_of_scope_procedure"])
    assert skipped["out_of_scope_procedure:the KB sets environment variables on Windows"] == 1


_DOTENV = """# Env files

## Loading variables

The tool also reads variables from a `.env` file in the project root:

```[.env]
TOOL_NO_BINARY=1
```
"""


def test_a_variable_a_dotenv_file_sets_gets_no_windows_draft(tmp_path: Path) -> None:
    """A `.env` file setting the variable answers 'How do I set it on Windows?' in
    substance (the held-out vite KB's VITE_SOME_KEY): no draft, the drop counted."""
    kb = _kb(tmp_path, {"locking.md": _LOCKING, "config.md": _CONFIG, "env.md": _DOTENV})
    found, skipped = _queries(kb)
    assert not any("Windows" in q for q in found["out_of_scope_procedure"])
    assert skipped["out_of_scope_procedure:a .env file sets the variable on any system"] == 1


def test_a_kb_that_maps_variables_or_resets_settings_gets_neither_draft(
        tmp_path: Path) -> None:
    """A paragraph saying environment variables override settings answers 'Which
    environment variable overrides X?'; one saying how to delete a configuration key
    answers 'How do I reset X?': neither is drafted, both counted."""
    general = ("# Tool\n\nEvery setting can be overridden by an environment variable.\n\n"
               "Delete a configuration key with `tool config --delete KEY`.\n")
    kb = _kb(tmp_path, {"locking.md": _LOCKING, "config.md": _CONFIG, "index.md": general})
    found, skipped = _queries(kb)
    assert not any("overrides" in q or "reset" in q for qs in found.values() for q in qs)
    assert skipped["adjacent_topic:the KB maps environment variables to settings"] == 3
    assert skipped["out_of_scope_procedure:the KB says how to reset a setting"] == 1
    assert skipped["out_of_scope_procedure:a key no config command sets"] == 2


def test_a_pair_named_together_is_no_interaction_gap(tmp_path: Path) -> None:
    """An option and a setting one paragraph names together are linked by the KB."""
    lock = "# Lock\n\nRun `tool lock --major`.\n\n```bash\ntool lock --major\n```\n"
    conf = "# Conf\n\n```toml\nmajor_version_zero = true\n```\n\n`major_version_zero` keeps it.\n"
    linked = "# Notes\n\nThe `--major` option ignores `major_version_zero`.\n"
    filler = {f"topic{n}.md": f"# Topic {n}\n\nText about topic {n}.\n" for n in range(8)}
    kb = _kb(tmp_path, {"lock.md": lock, "conf.md": conf, "notes.md": linked, **filler})
    found, skipped = _queries(kb)
    assert found["cross_category_gap"] == []
    assert skipped["cross_category_gap:a page names both things"] == 1


def test_pairs_name_one_thing_in_two_places_not_two_things(tmp_path: Path) -> None:
    """'--merge-prerelease' and 'prerelease_offset' share a part but name two things: no
    interaction draft; '--major' and 'major_version_zero' do share the option's name."""
    lock = ("# Lock\n\nRun `tool lock --merge-prerelease` or `tool lock --major`.\n\n"
            "```bash\ntool lock --major\n```\n")
    conf = ("# Conf\n\n```toml\nprerelease_offset = 1\nmajor_version_zero = true\n```\n\n"
            "`prerelease_offset` shifts it.\n\n`major_version_zero` keeps it.\n")
    filler = {f"topic{n}.md": f"# Topic {n}\n\nText about topic {n}.\n" for n in range(8)}
    kb = _kb(tmp_path, {"lock.md": lock, "conf.md": conf, **filler})
    found, _ = _queries(kb)
    assert found["cross_category_gap"] == [
        "Can the `--major` option be combined with the `major_version_zero` setting?"]


def test_removing_beside_an_option_is_no_general_reset(tmp_path: Path) -> None:
    """'removes the build directory' beside an option says nothing of resetting settings;
    'delete a configuration key' does."""
    removes = "# Build\n\nThe `--clean` option removes the build directory before building.\n"
    kb = _kb(tmp_path, {"config.md": _CONFIG, "build.md": removes})
    found, _ = _queries(kb)
    assert "How do I reset the `install_max_workers` setting to its default?" in found[
        "out_of_scope_procedure"]


@given(st.lists(st.from_regex(r"[a-z]{3,8}", fullmatch=True), min_size=1, max_size=4))
def test_a_flag_and_its_key_are_one_asked_name(parts: list[str]) -> None:
    """`--a-b` and `a_b` (and a.b) are one thing to selection, whatever the parts."""
    flag, key, dotted = "--" + "-".join(parts), "_".join(parts), ".".join(parts)
    names = {frozenset(asked_names(f"Is the `{n}` thing new?")) for n in (flag, key, dotted)}
    assert len(names) == 1 and names != {frozenset()}


def test_an_example_key_is_no_setting_of_the_tool(tmp_path: Path) -> None:
    """A key only an example block sets (a template's own question) or a row of a table
    of variable-name conventions is the reader's, not the tool's: no thing, no draft."""
    example = ("# Creating\n\n```yaml\nmodule_name:\n    type: str\nuser_email: me@x.org\n```\n\n"
               "Name the module with `module_name`.\n\n| Variable name | Type |\n|---|---|\n"
               "| `user_email` | `str` |\n")
    kb = _kb(tmp_path, {"creating.md": example, "config.md": _CONFIG})
    names = {t.name for t in kb_things(kb)}
    assert "module_name" not in names and "user_email" not in names
    assert "install_max_workers" in names


def test_an_example_programs_flag_is_no_option_of_the_tool(tmp_path: Path) -> None:
    """A flag written only with the reader's script (`python main.py --formal`) or an
    installer (`uv init --bare`) is no option of the documented tool."""
    tutorial = ("# First steps\n\nRun it with `--formal`:\n\n```bash\npython main.py --formal\n"
                "uv init --bare\ntool lock --refresh\n```\n\nThe `--bare` flag skips files.\n")
    kb = _kb(tmp_path, {"first.md": tutorial, "locking.md": _LOCKING})
    names = {t.name for t in kb_things(kb)}
    assert "--formal" not in names and "--bare" not in names and "--refresh" in names


_CLI = """# Command line

## Global Options

These options can be used with any tool command:

| Option | Description |
|--------|-------------|
| `--pypi-mirror TEXT` | Specify a PyPI mirror |
| `-h, --help` | Show help message and exit |
| `--version` | Show the version and exit |

## lock

| Option | Description |
|--------|-------------|
| `--refresh` | Rehash the lock file |
"""

_NOTES = """# Notes

A smoke test runs `tool lock --help` and `tool lock --pypi-mirror https://m.example`.
"""


def test_help_is_never_asked_and_a_global_option_belongs_to_no_command(
        tmp_path: Path) -> None:
    """'When was --help added?' is no reader's question, and a global option is never named
    'of `tool lock`' because one page happens to run it with that command (the reviewer's
    'In which version was the `--help` option of `pipenv install` added?')."""
    kb = _kb(tmp_path, {"cli.md": _CLI, "notes.md": _NOTES, "locking.md": _LOCKING})
    queries, skipped = _queries(kb)
    asked = [q for qs in queries.values() for q in qs]
    assert not any("--help" in q or "--version" in q for q in asked), asked
    assert skipped["adjacent_topic:an option every program has (help, version)"] == 1
    assert "In which version was the `--pypi-mirror` option added?" in asked
    assert "In which version was the `--refresh` option of `tool lock` added?" in asked


def test_a_setting_set_to_the_value_of_any_variable_answers_which_variable(
        tmp_path: Path) -> None:
    """MkDocs' '!ENV' section ('the value of a configuration option may be set to the value
    of an environment variable') answers 'Which environment variable overrides X?' for every
    key: none is drafted, each counted; a KB without it still gets the drafts."""
    env = ("# Configuration\n\n## Environment variables\n\nThe value of a configuration option "
           "may be set to the value of an environment variable using the `!ENV` tag.\n")
    kb = _kb(tmp_path, {"config.md": _CONFIG, "env.md": env})
    found, skipped = _queries(kb)
    assert not any("overrides" in q for qs in found.values() for q in qs)
    assert skipped["adjacent_topic:the KB maps environment variables to settings"] == 3
    (tmp_path / "env.md").unlink()
    found, _ = _queries(load_kb(tmp_path))
    assert sum("overrides" in q for qs in found.values() for q in qs) == 3


_TIMEOUTS = """# Network

The `TOOL_TIMEOUT` environment variable is the timeout for network requests.

```bash
export TOOL_TIMEOUT=60
```
"""


def test_a_time_is_asked_its_unit_never_its_largest_value(tmp_path: Path) -> None:
    """A timeout whose unit no page gives is asked 'seconds or milliseconds?', never its
    largest value; a section showing `export TOOL_TIMEOUT=1800` and saying '30 minutes'
    gives the unit, so nothing is drafted and the drop is counted."""
    kb = _kb(tmp_path, {"network.md": _TIMEOUTS})
    found, _ = _queries(kb)
    assert found["missing_data"] == [
        "Is the value of the `TOOL_TIMEOUT` environment variable in seconds or milliseconds?"]
    (tmp_path / "large.md").write_text(
        "# Large packages\n\n## Increase the timeout\n\n```bash\nexport TOOL_TIMEOUT=1800\n```"
        "\n\nThis increases the timeout to 30 minutes.\n")
    found, skipped = _queries(load_kb(tmp_path))
    assert found["missing_data"] == []
    assert skipped["missing_data:the KB states the time's unit"] == 1


def test_a_flag_written_before_the_command_belongs_to_no_command(tmp_path: Path) -> None:
    """`tool --no-raise 21 lock` shows a top-level flag: a line writing it after `tool lock`
    does not make it 'the `--no-raise` option of `tool lock`' (commitizen's --no-raise)."""
    codes = ("# Exit codes\n\nThe `--no-raise` flag keeps an exit code from failing.\n\n"
             "```bash\ntool --no-raise 21 lock\ntool lock --no-raise 21\n```\n")
    kb = _kb(tmp_path, {"codes.md": codes, "locking.md": _LOCKING})
    asked = [q for qs in _queries(kb)[0].values() for q in qs]
    assert "In which version was the `--no-raise` option added?" in asked, asked


def test_an_installers_top_level_flag_is_no_global_option(tmp_path: Path) -> None:
    """`pip --no-cache-dir install x` is pip's own flag, not the KB program's global option
    (review13 #5); `tool --no-input lock` still gives one."""
    (tmp_path / "setup.md").write_text(
        "# Setup\n\n```console\n$ pip install tool\n$ pip --no-cache-dir install tool\n"
        "$ tool lock --clear\n$ tool --no-color lock now\n```\n")
    assert global_options(load_kb(tmp_path)) == {"--no-color"}


def test_only_an_interpreter_running_a_script_is_an_example_script() -> None:
    """`python main.py`, `python3.11 app.py`, `node app.js` and `typer main.py run` run the
    reader's script; a package named python-dotenv or a `--files setup.py` value does not."""
    for line in ("uv run python main.py --name x", "tool run python3.11 app.py --x",
                 "npx tool node app.js --port 1", "typer main.py run --formal"):
        assert runs_script(line.split()), line
    for line in ("pipenv install python-dotenv --dev", "cz bump --files setup.py",
                 "tool run pytest --maxfail 1"):
        assert not runs_script(line.split()), line


def test_a_sentence_on_leaving_an_option_out_gives_its_default(tmp_path: Path) -> None:
    """'If you don't pass `--exclude-newer`, …' says what the option is when not given: no
    default question is drafted, and the drop is counted (review 12: the default of
    Prettier's --cache-location, stated as "If you don't explicit `--cache-location`")."""
    told = _LOCKING + "\nIf you don't pass `--exclude-newer`, every upload is considered.\n"
    found, skipped = _queries(_kb(tmp_path, {"locking.md": told, "config.md": _CONFIG}))
    assert not any("--exclude-newer" in q and "default" in q for q in found["missing_data"])
    assert skipped["missing_data:a paragraph gives the option's default"] == 1
