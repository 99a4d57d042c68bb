"""What docs state about their settings (shared.kb.stated) and the questions asked of it."""

from __future__ import annotations

from pathlib import Path
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import direct_candidates
from shared.kb.markdown import plain_inline
from shared.kb.stated import statements

WHEEL = """# Wheel builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `core-metadata-version` | `"2.4"` | The version of [core metadata](https://e.org/x_(y)) |
| `strict-naming` | `true` | Whether or not file names should contain the normalized name |
| `shared-data` | | A mapping similar to the forced inclusion option |

## Versions

| Version | Description |
| --- | --- |
| `standard` (default) | The latest standardized format |
| `editable` | A wheel that only ships `.pth` files |
"""

SDIST = """# Source distribution builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `core-metadata-version` | `"2.4"` | The version of core metadata to use |
| `support-legacy` | `false` | Whether or not to include a setup.py file |
"""

ENVIRONMENT = """# Virtual environment

## Options

| Option | Default | Description |
| --- | --- | --- |
| `python-sources` | `['external']` | May be either the literal `internal` or `external` |

## Variants

| Option | Platforms | Allowed values |
| --- | --- | --- |
""" + (
    "| `HATCH_PYTHON_VARIANT_CPU` | <ul><li>Linux</li></ul> | <ul><li><code>v1</code></li>"
    "<li><code>v3</code> (default)</li><li><code>v4</code></li></ul> |\n") + """
## Template

All environments inherit from the environment defined by its `template` option, which
defaults to `default`.

## Shells

### Supported

| Shell | Name | Arguments |
| --- | --- | --- |
| Bash | `bash` | `["-i"]` |
| fish | `fish` | `["-i"]` |
| Z shell | `zsh` | `["-i"]` |
"""


def _kb(tmp_path: Path) -> Path:
    (tmp_path / "wheel.md").write_text(WHEEL, encoding="utf-8")
    (tmp_path / "sdist.md").write_text(SDIST, encoding="utf-8")
    (tmp_path / "virtual.md").write_text(ENVIRONMENT, encoding="utf-8")
    return tmp_path


def test_option_tables_state_defaults_types_and_descriptions(tmp_path: Path) -> None:
    """A Default column gives one default per named row, unquoted; an empty cell none."""
    kb = load_kb(_kb(tmp_path))
    said = {(s.thing, s.attribute): s for s in statements(kb.page("wheel.md"))}
    assert said[("core-metadata-version", "default")].value == "2.4"
    assert said[("strict-naming", "default")].value == "true"
    assert ("shared-data", "default") not in said
    assert said[("strict-naming", "default")].kind == "option"
    assert said[("core-metadata-version", "description")].value == "The version of core metadata"


def test_default_markers_values_columns_and_prose(tmp_path: Path) -> None:
    """A '(default)' marker, an 'Allowed values' cell and prose each give values/defaults."""
    kb = load_kb(_kb(tmp_path))
    wheel = {(s.thing, s.attribute): s for s in statements(kb.page("wheel.md"))}
    assert wheel[("Versions", "values")].items == ("standard", "editable")
    assert wheel[("Versions", "default")].value == "standard"
    env = {(s.thing, s.attribute): s for s in statements(kb.page("virtual.md"))}
    assert env[("HATCH_PYTHON_VARIANT_CPU", "values")].items == ("v1", "v3", "v4")
    assert env[("HATCH_PYTHON_VARIANT_CPU", "default")].value == "v3"
    assert env[("HATCH_PYTHON_VARIANT_CPU", "default")].kind == "environment variable"
    assert env[("python-sources", "values")].items == ("internal", "external")
    assert env[("template", "default")].value == "default"
    assert env[("template", "default")].source == "prose"
    assert env[("supported shells", "values")].items == ("Bash", "fish", "Z shell")


def test_questions_ask_as_users_ask(tmp_path: Path) -> None:
    """Questions name the thing (and its owner when two pages document it), never the page
    or its layout; answers are the value as written, no markup, no sentence casing."""
    kb = load_kb(_kb(tmp_path))
    context = KbContext.build(kb)
    asked = {}
    for ref in ("wheel.md", "sdist.md", "virtual.md"):
        for candidates in direct_candidates(kb.page(ref), context, Random(0)).values():
            asked.update({c.query: c.ground_truth for c in candidates})
    assert asked["What is the default value of the core-metadata-version option of the wheel "
                 "builder?"] == "2.4"
    assert asked["What is the default value of the support-legacy option?"] == "false"
    assert asked["Which values does the HATCH_PYTHON_VARIANT_CPU environment variable "
                 "accept?"] == "v1, v3 and v4"
    assert asked["What are the supported shells?"] == "Bash, fish and Z shell"
    assert asked["What does the strict-naming option control?"] == (
        "Whether or not file names should contain the normalized name.")
    for query in asked:
        assert "table" not in query and "page" not in query and "`" not in query


def test_markup_is_removed_without_eating_text() -> None:
    """Placeholders in code survive, list items are separated, links with parentheses in
    their target keep their text only, highlight markers and emoji codes go."""
    cell = "`--editable <resolved>`"
    assert plain_inline(cell, placeholders=True) == "--editable <resolved>"
    assert plain_inline("`--port <int>`") == "--port"  # a flag's value placeholder in prose
    assert plain_inline("<ul><li>micro</li><li>patch</li></ul>") == "micro, patch"
    assert plain_inline("A [tar file](https://w.org/Tar_(computing)) with gzip") == (
        "A tar file with gzip")
    assert plain_inline("`#!python dict[str, str]`") == "dict[str, str]"
    assert plain_inline("versions.<br><br>Note: gone") == "versions. Note: gone"
    assert plain_inline(":x:") == "no"


@given(st.lists(st.from_regex(r"[a-z][a-z0-9_-]{0,10}", fullmatch=True), min_size=2,
                max_size=6, unique=True), st.data())
def test_one_marked_default_among_listed_values(names: list[str], data: st.DataObject) -> None:
    """Whatever the values, a table listing them with one '(default)' marker states them
    all, in order, and the marked one as the default."""
    marked = data.draw(st.integers(min_value=0, max_value=len(names) - 1))
    rows = "\n".join(f"| `{n}`{' (default)' if i == marked else ''} | about {n} |"
                     for i, n in enumerate(names))
    from shared.kb.knowledge_base import Page
    from shared.kb.markdown import parse_markdown
    parsed = parse_markdown(f"# Thing\n\n## Modes\n\n| Mode | Description |\n| --- | --- |\n"
                            f"{rows}\n")
    page = Page(ref="thing.md", title="Thing", category="docs", links=(), version=None,
                parsed=parsed)
    said = {(s.thing, s.attribute): s for s in statements(page)}
    assert said[("Modes", "values")].items == tuple(names)
    assert said[("Modes", "default")].value == names[marked]


def test_definition_lists_state_defaults_values_and_meaning(tmp_path: Path) -> None:
    """A definition list entry ('`name`' then ': description') gives the setting's default,
    its values and its meaning; a plain paragraph with a colon gives none."""
    (tmp_path / "config.md").write_text(
        "# Configuration\n\n## Settings\n\n`log_level`\n:   The level of the log. Must be "
        "one of `debug`, `info` or `error`. Default: `info`.\n\nNote: this is prose.\n",
        encoding="utf-8")
    kb = load_kb(tmp_path)
    said = {(s.thing, s.attribute): s.value for s in statements(kb.page("config.md"))}
    assert said == {("log_level", "default"): "info",
                    ("log_level", "values"): "debug, info, error",
                    ("log_level", "description"): "The level of the log"}


def test_flag_bullets_among_other_names_state_their_default_and_values(tmp_path: Path) -> None:
    """A '`--flag <type>` - … **Default:** *x*.' bullet in a list that also names a non-flag
    (`APP`) gives its default and its **Options:** values; a flag the option groups read is
    left to them (asked once)."""
    (tmp_path / "settings.md").write_text(
        "# Settings\n\n## Application\n\n"
        "* `APP` - The ASGI application to run.\n"
        "* `--app-dir <path>` - Look for APP in the specified directory. **Default:** "
        "*Current working directory*.\n"
        "* `--mode <str>` - Set the mode. **Options:** *'auto', 'on', 'off'.* "
        "**Default:** *'auto'*.\n\n"
        "## Server\n\n"
        "* `--port <int>` - Bind to a socket with this port. **Default:** *8000*.\n"
        "* `--backlog <int>` - Maximum number of connections to hold. **Default:** *2048*.\n",
        encoding="utf-8")
    kb = load_kb(tmp_path)
    found = {(s.thing, s.attribute): s for s in statements(kb.page("settings.md"))}
    assert found[("--app-dir", "default")].value == "Current working directory"
    assert found[("--mode", "default")].value == "auto"
    assert found[("--mode", "values")].items == ("auto", "on", "off")
    assert ("--port", "default") not in found
    context = KbContext.build(kb)
    asked = [c.query for cands in direct_candidates(kb.page("settings.md"), context,
                                                     Random(0)).values() for c in cands]
    assert "What is the default value of the --app-dir option?" in asked
    assert sum("--port" in q and "default" in q for q in asked) == 1
