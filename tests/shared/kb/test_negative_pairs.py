"""Negatives on two options of one command that no page uses or explains together."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.negative_pairs import command_options, option_pair_negatives

_CLI = """# Command line

## Global Options

These options can be used with any tool command:

| Option | Description |
|--------|-------------|
| `--pypi-mirror TEXT` | Specify a PyPI mirror |
| `-h, --help` | Show help message and exit |

## install

Installs packages.

```bash
tool install [OPTIONS] [PACKAGES]...
```

### Options

| Option | Description |
|--------|-------------|
| `--skip-lock` | Skip locking of dependencies |
| `--skip-lock-check` | Skip the lock check |
| `--system` | Install to the system Python |
| `--deploy` | Abort if the lock file is out of date |
| `--dev` | Install development packages too |
| `--pypi-mirror TEXT` | Specify a PyPI mirror |
"""

_DOCKER = """# Docker

Install into the image's Python with the lock file checked:

```bash
tool install --skip-lock-check --deploy
```
"""


def _kb(tmp_path: Path) -> KnowledgeBase:
    (tmp_path / "cli.md").write_text(_CLI)
    (tmp_path / "docker.md").write_text(_DOCKER)
    return load_kb(tmp_path)


def test_a_commands_options_table_gives_its_options(tmp_path: Path) -> None:
    """The table under '### Options' of '## install' lists `tool install`'s options."""
    options = command_options(_kb(tmp_path))
    assert [flag for flag, _ in options["tool install"]] == [
        "--skip-lock", "--skip-lock-check", "--system", "--deploy", "--dev", "--pypi-mirror"]


def test_pairs_skip_global_options_shown_pairs_and_two_forms_of_one_feature(
        tmp_path: Path) -> None:
    """`--skip-lock-check --deploy` is shown together, `--skip-lock`/`--skip-lock-check` are one
    feature, `--pypi-mirror` is global: each skip is counted and every option is paired once."""
    kb = _kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = option_pair_negatives(kb.page("cli.md"), kb, set(), skipped)
    queries = [c.query for cs in found.values() for c in cs]
    assert queries == [
        "Can the `--skip-lock` and `--system` options of `tool install` be used together?",
        "Can the `--skip-lock-check` and `--dev` options of `tool install` be used together?",
    ]
    assert skipped["cross_category_gap:an option every command takes"] == 1
    assert skipped["cross_category_gap:a page names both options together"] == 1
    assert skipped["cross_category_gap:two forms of one feature"] == 1
    assert found["cross_category_gap"] == []  # one page explains every option


def test_pairs_are_drafted_once_per_kb(tmp_path: Path) -> None:
    """A second call with the same seen set drafts nothing: each command is paired once."""
    kb = _kb(tmp_path)
    seen: set[str] = set()
    option_pair_negatives(kb.page("cli.md"), kb, seen, Counter())
    again = option_pair_negatives(kb.page("cli.md"), kb, seen, Counter())
    assert again == {"adjacent_topic": [], "cross_category_gap": []}


_CHECK = """# check

There are three mutually exclusive ways to use `tool check`.

### Options

| Option | Description |
|--------|-------------|
| `--rev-range` | Check a range of commits |
| `--message` | Check one message |

```bash
tool check --rev-range main..HEAD
```

# abort

## Options

| Option | Description |
|--------|-------------|
| `--allow-abort` | Allow empty messages |
| `--strict` | Fail on warnings |
| `--quiet-mode` | Print nothing |

`--allow-abort` may be used in conjunction with any of the other options.

```bash
tool abort --strict
```
"""


def test_options_a_page_says_how_they_combine_are_not_paired(tmp_path: Path) -> None:
    """'three mutually exclusive ways to use `tool check`' answers every pair of its options,
    and '`--allow-abort` may be used in conjunction with any of the other options' every
    pair with it: neither is drafted, both counted (commitizen's `cz check`)."""
    (tmp_path / "check.md").write_text(_CHECK)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = option_pair_negatives(kb.page("check.md"), kb, set(), skipped)
    queries = [c.query for cs in found.values() for c in cs]
    assert queries == [
        "Can the `--strict` and `--quiet-mode` options of `tool abort` be used together?"]
    assert skipped["cross_category_gap:a page says how the command's options combine"] == 1
    assert skipped["cross_category_gap:a page says how the option combines"] == 1


def test_an_example_scripts_flags_and_an_installers_are_no_commands_options(
        tmp_path: Path) -> None:
    """`uv run python main.py --user-name Camila --force` passes flags to the tutorial's own
    script: no 'options of `uv run`' are read (the held-back Typer KB's failed pairs), and
    neither are `tool serve --reload` ones taken from a `python main.py` line."""
    (tmp_path / "tutorial.md").write_text(
        "# Options\n\nPass `--user-name` and `--force`:\n\n```console\n"
        "$ uv run python main.py --user-name Camila --force\n"
        "$ tool serve python main.py --reload --port 8000\n"
        "$ uv run --with rich tool serve\n```\n")
    options = command_options(load_kb(tmp_path))
    assert "uv run" not in options and "tool serve" not in options, options


def test_a_package_named_python_something_is_no_example_script(tmp_path: Path) -> None:
    """`pipenv install python-dotenv --dev` runs no script: its `--dev` is the command's
    option (review13 #5); `pipenv run python manage.py --settings x` still runs one."""
    (tmp_path / "install.md").write_text(
        "# Install\n\n```console\n$ pipenv install python-dotenv --dev\n"
        "$ pipenv install requests --deploy\n"
        "$ pipenv run python manage.py --settings x\n```\n")
    options = command_options(load_kb(tmp_path))
    assert [flag for flag, _ in options["pipenv install"]] == ["--dev", "--deploy"]
    assert "pipenv run" not in options


def test_a_word_in_another_sense_says_nothing_of_how_an_option_combines(
        tmp_path: Path) -> None:
    """"together with the default ones", "dependency conflicts", "exclusive to root" do not
    relate the option to other options: it is still paired (review13 #3); "cannot be used
    with `--system`" still drops it."""
    notes = ("# Notes\n\n`--dev` installs the development packages together with the default "
             "ones.\n\n`--skip-lock` ignores dependency conflicts and installs anyway.\n\n"
             "`--system` installs into the system Python, which is exclusive to root.\n\n"
             "`--deploy` cannot be used with `--pypi-mirror`.\n")
    (tmp_path / "notes.md").write_text(notes)
    kb = _kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = option_pair_negatives(kb.page("cli.md"), kb, set(), skipped)
    paired = " ".join(c.query for cs in found.values() for c in cs)
    assert "`--dev`" in paired and "`--system`" in paired and "`--skip-lock`" in paired
    assert "`--deploy`" not in paired
    assert skipped["cross_category_gap:a page says how the option combines"] == 1
