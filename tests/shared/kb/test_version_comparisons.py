"""Two features dated by the version notes opening their sections, on two pages, compared."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.multihop import answered_by_one, needs_both
from shared.kb.version_comparisons import arrivals, feature_name, version_comparisons

_LOCKFILE = """# Lock file

Tiller writes the lock file when you run tiller lock.

## Lock strategies

Tiller locks with one or more strategies.

### Static URLs

!!! tip
    Added in 2.8.0.

By default, Tiller only stores the file names of the packages in the lock file.

### Direct minimal versions

!!! tip
    Added in 2.10.0.

Dependencies are resolved to the minimal versions available.

## Change lock file format

Tiller supports two lock file formats.

!!! tip
    Added in 2.25.0.

Experimental support for the pylock format.
"""

_SCRIPTS = """# Tiller Scripts

Tiller runs the scripts of your project.

## Single-file Scripts

!!! tip
    Added in 2.16.0.

A script may declare its own dependencies, and Tiller installs them for it.
"""

_PROJECT = """# New Project

Tiller creates a new project for you.

### Install Python interpreters with Tiller

> New in version 2.8.

Tiller can download and install Python interpreters.
"""


def _kb(tmp_path: Path, pages: dict[str, str]) -> Path:
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


_CACHE = """# Caching builds

Tiller can keep the output of earlier builds.

## Built-in cache plugin

!!! tip
    Added in 2.8.0.

The cache plugin stores every built page and rebuilds only what changed.

## Adding a cache directory

!!! tip
    Added in 2.9.0.

Set the directory the cache plugin writes to.
"""

_LINT = """# Checking your pages

Tiller checks the pages it builds.

## Built-in lint plugin

!!! tip
    Added in 2.16.0.

The lint plugin reports broken anchors and empty headings.

## Admonition icons

!!! tip
    Added in 2.12.0.

Each admonition shows an icon of its type.
"""

_PLUGIN_REFERENCE = """# Built-in feed plugin

The feed plugin writes an RSS feed of your posts.

## Configuration

!!! tip
    Added in 2.20.0.

The following settings are available:

### enabled

!!! tip
    Added in 2.20.0.

Use this setting to enable or disable the plugin.

### links

!!! tip
    Added in 2.24.0.

Use this setting to add links to the feed.

### Categories

!!! tip
    Added in 2.21.0.

Use this setting to list the categories of the feed.
"""


def test_two_pages_dating_features_give_a_which_first_question(tmp_path: Path) -> None:
    """The built-in cache plugin (2.8.0, caching page) against the built-in lint plugin
    (2.16.0, checking page): two things of one kind, the earlier one answers, both
    releases given, both pages needed; the task heading and the icons are not compared."""
    kb = load_kb(_kb(tmp_path, {"cache.md": _CACHE, "lint.md": _LINT}))
    skipped: Counter[str] = Counter()
    found = version_comparisons(kb, skipped)
    assert [c.query for c in found] == [
        "Which was added first: the built-in cache plugin or the built-in lint plugin?"]
    made = found[0]
    assert made.ground_truth.startswith("The built-in cache plugin, added in 2.8.0 (per the "
                                        "Caching builds page)")
    assert "the built-in lint plugin came in 2.16.0" in made.ground_truth
    assert made.subtype == "comparative"
    a, b = (kb.page(ref) for ref in made.refs)
    assert needs_both(made, a, b)
    assert answered_by_one(made, tuple(kb.current_pages()), RuleJudge()) is None
    assert skipped["comparative:a task, not a named thing"] == 1
    assert skipped["comparative:things of two kinds"] == 2  # icons against either plugin


def test_a_plugin_pages_headings_are_never_compared(tmp_path: Path) -> None:
    """A plugin reference dates its 'Configuration' and its settings' bare keys ('enabled',
    'links', 'Categories'): none is a thing a user names, so none is compared with the
    cache plugin ('Which was added first: links or the configuration?' was asked);
    each refusal counted."""
    kb = load_kb(_kb(tmp_path, {"cache.md": _CACHE, "feed.md": _PLUGIN_REFERENCE}))
    skipped: Counter[str] = Counter()
    assert version_comparisons(kb, skipped) == []
    assert skipped["comparative:a bare common noun or key, no kind named"] == 4


def test_only_a_note_opening_its_section_dates_the_heading(tmp_path: Path) -> None:
    """'Added in 2.25.0.' after a paragraph dates that paragraph, not 'Change lock file
    format': the page dates its two opening-note sections only."""
    kb = load_kb(_kb(tmp_path, {"lockfile.md": _LOCKFILE}))
    dated = arrivals(kb.page("lockfile.md"))
    assert [(a.feature, a.written, a.categorised) for a in dated] == [
        ("the static URLs lock strategy", "2.8.0", True),
        ("the direct minimal versions lock strategy", "2.10.0", True)]


def test_same_page_and_same_release_pairs_are_skipped_and_counted(tmp_path: Path) -> None:
    """Two things of one page are never compared (one page answers); two of one release
    ('2.8' and '2.8.0') have no earlier one; a name a category heading lent ('the static
    URLs lock strategy') compares nothing; each drop counted."""
    same_page = _LINT.replace("## Admonition icons", "## Built-in link plugin")
    same_release = _CACHE.replace("Added in 2.8.0.", "Added in 2.16.")
    kb = load_kb(_kb(tmp_path, {"cache.md": same_release, "lint.md": same_page,
                                "lockfile.md": _LOCKFILE}))
    skipped: Counter[str] = Counter()
    found = version_comparisons(kb, skipped)
    assert [c.query for c in found] == [
        "Which was added first: the built-in cache plugin or the built-in link plugin?"]
    assert skipped["comparative:features dated on one page"] == 1
    assert skipped["comparative:features added in the same release"] == 1
    assert skipped["comparative:named by a category heading, not its own"] == 2


def test_headings_read_as_feature_names() -> None:
    """Noun phrases stay, imperatives become gerunds, and headings that read as neither (a
    preposition, a possible noun compound, an 'or') name no feature."""
    assert feature_name("Static URLs") == "static URLs"
    assert feature_name("Export locked packages to alternative formats") == (
        "exporting locked packages to alternative formats")
    assert feature_name("Inherit the metadata from parents") == (
        "inheriting the metadata from parents")
    assert feature_name("Install Python interpreters with PDM") == (
        "installing Python interpreters with PDM")
    assert feature_name("Direct minimal versions") == "direct minimal versions"
    assert feature_name("Installation strategy based on requirements") == (
        "the installation strategy based on requirements")
    assert feature_name("Change lock file format") is None
    assert feature_name("In the project file") is None
    assert feature_name("Lock for specific platforms or Python versions") is None


@given(st.lists(st.sampled_from(["Static", "URLs", "lock", "Export", "the", "or", "in",
                                 "Python", "files", "Add", "to", "`x`"]), min_size=1,
                max_size=6))
def test_a_feature_name_keeps_the_heading_word_count(words: list[str]) -> None:
    """Whatever the heading, a feature name has its words (a leading 'the' added at most)
    and never holds 'or'."""
    name = feature_name(" ".join(words))
    if name is not None:
        assert len(name.removeprefix("the ").split()) == len(words)
        assert "or" not in name.lower().split()


_CONFIGURATION = """# Configuration

Tiller reads its settings from the configuration file.

## Available settings

### `installer.max-workers`

**Type**: `int`

**Default**: `number_of_cores + 4`

*Introduced in 2.12.0*

Set the maximum number of workers while using the parallel installer.

### `installer.parallel`

**Type**: `boolean`

Use parallel execution when installing.

*Changed default from `true` to `false` in 2.20.0*

### Proxy support

Tiller honours the proxy variables.

*Introduced in 2.30.0*
"""


_MORE_SETTINGS = """# Advanced settings

Tiller reads these settings from the same configuration file.

### `installer.no-binary`

*Introduced in 2.14.0*

Never install binary distributions.

### `cache.dir`

*Introduced in 2.3.0*

The directory of the cache.
"""


def test_a_configuration_setting_is_dated_by_its_own_note(tmp_path: Path) -> None:
    """A setting's section dates the setting by a note paragraph of its own, wherever it
    stands (after Type and Default); a 'Changed default … in' note dates nothing. Two
    settings of one configuration (installer.*) on two pages are compared; a setting of
    another namespace (cache.dir) and a plugin are of other kinds."""
    kb = load_kb(_kb(tmp_path, {"configuration.md": _CONFIGURATION,
                                "advanced-settings.md": _MORE_SETTINGS, "lint.md": _LINT}))
    dated = arrivals(kb.page("configuration.md"))
    assert [(a.feature, a.written, a.setting) for a in dated] == [
        ("the installer.max-workers setting", "2.12.0", "installer.max-workers")]
    found = version_comparisons(kb, Counter())
    assert [c.query for c in found] == [
        "Which was added first: the installer.no-binary setting or the installer.max-workers "
        "setting?"]
    assert found[0].ground_truth.startswith("The installer.max-workers setting, added in "
                                            "2.12.0 (per the Configuration page)")
    a, b = (kb.page(ref) for ref in found[0].refs)
    assert needs_both(found[0], a, b)


def test_a_setting_heading_off_a_configuration_page_is_not_dated(tmp_path: Path) -> None:
    """Outside a configuration reference a code-name heading's later note is not read."""
    kb = load_kb(_kb(tmp_path, {"internals.md": _CONFIGURATION.replace(
        "# Configuration", "# Internals").replace("configuration file", "source")}))
    assert arrivals(kb.page("internals.md")) == []
