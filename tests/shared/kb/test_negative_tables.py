"""Negatives over options tables (``| Option | Default | Description |``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.negative_settings import setting_negatives
from shared.kb.reference_sections import all_option_groups, table_groups

_WHEEL = """# Wheel builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `core-metadata-version` | `"2.4"` | The version of core metadata to use |
| `shared-data` | | A mapping of files installed globally |
| `sbom-files` | | A list of paths to bill of materials files |
| `strict-naming` | `true` | Whether or not file names are normalized |
| `pyapp-version` | | The version of PyApp to use |
"""

_SDIST = """# Source distribution builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `core-metadata-version` | `"2.4"` | The version of core metadata to use |
| `support-legacy` | `false` | Whether or not to include a setup.py file |
"""

_GUIDE = """# Sharing data

Leave `shared-data` unset by default: nothing is installed globally then.
"""

_HISTORY = """# History

## 1.27.0 - 2024-11-26

- Add `sbom-files` option to the wheel build target
"""


def _kb(tmp_path: Path, *pages: tuple[str, str]) -> Path:
    for name, text in pages:
        (tmp_path / name).write_text(text)
    return tmp_path


def _questions(tmp_path: Path) -> tuple[list[str], Counter[str]]:
    kb = load_kb(_kb(tmp_path, ("wheel.md", _WHEEL), ("sdist.md", _SDIST),
                     ("sharing.md", _GUIDE), ("history.md", _HISTORY)))
    skipped: Counter[str] = Counter()
    found = [c.query for page in kb.current_pages()
             for candidates in setting_negatives(page, kb, skipped).values()
             for c in candidates]
    return found, skipped


def test_an_options_table_is_read_as_one_owner_less_group(tmp_path: Path) -> None:
    """Each row is an option; an empty Default cell states no default, a code span's
    quotes stay as written."""
    page = load_kb(_kb(tmp_path, ("wheel.md", _WHEEL))).page("wheel.md")
    (group,) = table_groups(page)
    assert (group.owner, group.kind) == ("", "options")
    assert group.option("core-metadata-version").default == '"2.4"'  # type: ignore[union-attr]
    assert group.option("shared-data").default is None  # type: ignore[union-attr]
    assert [o.name for g in all_option_groups(page) for o in g.options].count("sbom-files") == 1


def test_a_table_of_phrases_is_no_options_table(tmp_path: Path) -> None:
    """A first column of phrases (a feature grid) is not read as options."""
    grid = ("# Features\n\n| Option | Default | Description |\n| --- | --- | --- |\n"
            "| Fast builds | yes | Builds are fast |\n| Small wheels | no | Wheels are small |\n")
    page = load_kb(_kb(tmp_path, ("features.md", grid))).page("features.md")
    assert table_groups(page) == []


def test_an_empty_default_cell_nobody_fills_is_asked(tmp_path: Path) -> None:
    """sbom-files has no default anywhere: its default is asked; the guide says
    shared-data's default, so it is not."""
    found, skipped = _questions(tmp_path)
    assert "What is the default value of the sbom-files option?" in found
    assert not any("default value of the shared-data" in q for q in found)
    assert skipped["missing_data:a page states the option's default"] == 1


def test_a_shared_option_name_is_asked_with_its_page(tmp_path: Path) -> None:
    """core-metadata-version is in two tables: each question names its builder, and the
    reference table's wording ("version", not "release") is reused."""
    found, _ = _questions(tmp_path)
    assert ("What happens if the core-metadata-version option of the wheel builder is given "
            "an invalid value?") in found
    assert ("In which version was the core-metadata-version option of the source "
            "distribution builder added?") in found


def test_an_on_off_table_option_and_a_dated_one_are_not_asked(tmp_path: Path) -> None:
    """strict-naming (true/false) gets no invalid-value question; the changelog dates
    sbom-files, so its version is not asked."""
    found, skipped = _questions(tmp_path)
    assert not any("strict-naming" in q and "invalid" in q for q in found)
    assert not any("sbom-files" in q and "added" in q for q in found)
    assert skipped["adjacent_topic:the setting is on or off"] >= 2
    assert skipped["adjacent_topic:a changelog names the setting's addition"] == 1


def test_a_version_option_and_a_placeholder_row(tmp_path: Path) -> None:
    """pyapp-version's default is not asked (a pinned version moves with releases); a row
    cut at a placeholder is left out, the rest of its table still read."""
    found, skipped = _questions(tmp_path)
    assert not any("default value of the pyapp-version" in q for q in found)
    assert skipped["missing_data:a version option's default moves with releases"] == 1
    env = ("# Build\n\n| Variable | Default | Description |\n| --- | --- | --- |\n"
           "| `HATCH_BUILD_CLEAN` | `false` | Whether to clean first |\n"
           "| `HATCH_BUILD_HOOK_ENABLE_<NAME>` | `false` | Whether to enable a hook |\n"
           "| `HATCH_BUILD_LOCATION` | `dist` | Where to build |\n")
    (tmp_path / "env").mkdir()
    page = load_kb(_kb(tmp_path / "env", ("build.md", env))).page("build.md")
    (group,) = table_groups(page)
    assert group.kind == "environment variables"
    assert group.names == ("HATCH_BUILD_CLEAN", "HATCH_BUILD_LOCATION")


def test_a_page_saying_release_is_asked_for_the_release(tmp_path: Path) -> None:
    """A reference page whose own text says "release" gets "In which release …?"."""
    noted = _WHEEL.replace("| Whether or not file names are normalized |",
                           "| Whether or not file names are normalized in a release |")
    kb = load_kb(_kb(tmp_path, ("wheel.md", noted)))
    skipped: Counter[str] = Counter()
    found = [c.query for c in setting_negatives(kb.page("wheel.md"), kb, skipped)
             ["adjacent_topic"]]
    assert "In which release was the shared-data option added?" in found


def test_an_environment_variable_in_two_tables_is_never_named_with_a_page(
        tmp_path: Path) -> None:
    """TOOL_YES in the configuration table and the virtualenv table is one variable: asked
    'the TOOL_YES environment variable', never '… of the tool Configuration' (the held-out
    pipenv review's #16: a page title pasted in)."""
    table = ("| Variable | Description | Default |\n| --- | --- | --- |\n"
             "| `TOOL_YES` | Yes to all prompts | `0` |\n"
             "| `TOOL_MAX_DEPTH` | Maximum depth for dependency resolution | `10` |\n"
             "| `TOOL_CACHE_DIR` | Custom cache directory | None |\n")
    (tmp_path / "configuration.md").write_text(f"# tool Configuration\n\n## Variables\n\n{table}")
    (tmp_path / "venv.md").write_text(f"# Virtualenvs\n\n## Variables\n\n{table}")
    kb = load_kb(tmp_path)
    found = setting_negatives(kb.page("configuration.md"), kb, Counter())
    asked = [c.query for cs in found.values() for c in cs]
    assert any("the TOOL_YES environment variable" in q for q in asked), asked
    assert not any("Configuration" in q or "configuration" in q for q in asked), asked


def test_the_groups_kind_not_the_names_shape_tells_an_environment_variable(
        tmp_path: Path) -> None:
    """`EDITOR` in two variables tables is one variable: no page named; an upper-snake
    *setting* `STATIC_ROOT` in two settings tables is two pages' settings: its page is
    named (review13 #9)."""
    env = ("| Variable | Description | Default |\n| --- | --- | --- |\n"
           "| `EDITOR` | Editor to open files with | `vi` |\n"
           "| `PAGER` | Pager for long output | `less` |\n")
    setting = ("| Setting | Description | Default |\n| --- | --- | --- |\n"
               "| `STATIC_ROOT` | Folder of the collected files | `static` |\n"
               "| `MAX_WORKERS` | Largest number of workers | `4` |\n")
    (tmp_path / "configuration.md").write_text(
        f"# Site Configuration\n\n## Variables\n\n{env}\n## Settings\n\n{setting}")
    (tmp_path / "plugin.md").write_text(
        f"# Plugin Setup\n\n## Variables\n\n{env}\n## Settings\n\n{setting}")
    kb = load_kb(tmp_path)
    found = setting_negatives(kb.page("configuration.md"), kb, Counter())
    asked = [c.query for cs in found.values() for c in cs]
    assert not any("EDITOR environment variable of" in q or "PAGER environment variable of"
                   in q for q in asked), asked
    assert any("static_root setting of the site configuration" in q.lower()
               or "max_workers setting of the site configuration" in q.lower()
               for q in asked), asked
