"""Documentation-site markup (admonitions, tabs, definition lists, md: shortcodes) as read."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.doc_markup import render_doc_markup
from shared.kb.knowledge_base import Page
from shared.kb.markdown import parse_markdown
from shared.kb.options import option_groups
from shared.kb.setting_questions import settings_of

SETTINGS_PAGE = """# Built-in tags plugin

## Configuration

<!-- md:version 8.2.0 -->
<!-- md:plugin [tags] – built-in -->
<!-- md:flag multiple -->

Add the plugin to `mkdocs.yml`.

### General

#### <!-- md:setting config.tags_hierarchy_separator -->

<!-- md:version 9.7.0 -->
<!-- md:default `/` -->
<!-- md:flag experimental -->

Use this setting to change the separator that is used when creating tag hierarchies.

#### <!-- md:setting config.tags_allowed -->

<!-- md:version insiders-4.25.0 -->
<!-- md:default none -->

Use this setting to define a list of allowed tags.

#### <!-- md:setting config.shadow -->

<!-- md:default `false` -->

Use this setting to hide tags that start with an underscore.

#### <!-- md:setting config.tags_slugify_format -->

<!-- md:version 9.7.0 -->
<!-- md:default `tag:{slug}` -->

Use this setting to change the format string that is used when generating tag slugs.
"""


def _page(source: str) -> Page:
    return Page(ref="tags.md", title="Built-in tags plugin", category="plugins", links=(),
                version=None, parsed=parse_markdown(source))


def test_setting_shortcodes_become_named_sections_with_defaults_and_versions() -> None:
    """A ``md:setting`` heading reads as the setting's name, its ``md:default`` as the
    section's ``Default:`` fact and its ``md:version`` as an "Added in version" note."""
    parsed = parse_markdown(SETTINGS_PAGE)
    headings = [s.heading for s in parsed.sections]
    assert "tags_hierarchy_separator" in headings and "shadow" in headings
    defaults = {(f.heading, f.value) for f in parsed.facts if f.label == "Default"}
    assert ("tags_hierarchy_separator", "/") in defaults
    assert ("shadow", "false") in defaults
    assert "Added in version 9.7.0." in parsed.text
    assert "Added in Insiders 4.25.0." in parsed.text
    assert "md:" not in parsed.text and "multiple" not in parsed.text


def test_shortcode_defaults_feed_the_settings_readers() -> None:
    """The option reader sees each setting's default, and the settings reader the version
    that added it, as they do for a page written with ``**Default:**`` lines."""
    page = _page(SETTINGS_PAGE)
    defaults = {o.name: o.default for g in option_groups(page) for o in g.options}
    assert defaults.get("tags_hierarchy_separator") == "/"
    assert defaults.get("tags_allowed") == "none"
    added = {s.name: s.added for s in settings_of(page)}
    assert added.get("tags_hierarchy_separator") == "9.7.0"


def test_admonition_and_tab_bodies_parse_as_top_level_blocks() -> None:
    """A numbered list inside an admonition and a tab's paragraph are read as a procedure
    and prose; the marker lines and tab labels are not prose."""
    source = """# Setup

## Installing

!!! tip "Before you start"

    1. Open a terminal.
    2. Run the installer.

=== "macOS"

    Install the package with Homebrew.

???+ note

    The cache lives in your home folder.
"""
    parsed = parse_markdown(source)
    assert [p.steps for p in parsed.procedures] == [("Open a terminal.", "Run the installer.")]
    assert "Install the package with Homebrew." in parsed.text
    assert "The cache lives in your home folder." in parsed.text
    assert "macOS" not in parsed.text and "!!!" not in parsed.text and "???" not in parsed.text


def test_option_definition_becomes_a_section_with_its_default() -> None:
    """A standalone ``md:option`` line heads the definition under it: its default is that
    option's ``Default:`` fact, its text the section's."""
    source = """# Python Markdown

## Table of contents

<!-- md:option toc.permalink -->

:   <!-- md:default `false` --> This option adds an anchor link at the end of
    each headline.

<!-- md:option toc.toc_depth -->

:   <!-- md:default `6` --> Define the range of levels to be included.
"""
    parsed = parse_markdown(source)
    defaults = {(f.heading, f.value) for f in parsed.facts if f.label == "Default"}
    assert defaults == {("permalink", "false"), ("toc_depth", "6")}
    section = next(s for s in parsed.sections if s.heading == "permalink")
    assert section.level == 3
    assert "This option adds an anchor link at the end of each headline." in section.text


def test_markup_inside_code_fences_is_copied_as_written() -> None:
    """A page showing admonition syntax in a fenced example keeps the example verbatim."""
    source = """# Admonitions

``` markdown
!!! note "Phasellus posuere"

    Lorem ipsum.
<!-- md:default `x` -->
```
"""
    assert render_doc_markup(source) == source.rstrip("\n")


def test_setext_underline_and_multiline_comments() -> None:
    """A setext ``===`` underline is no content tab; a comment over several lines is no
    text."""
    source = "Title\n===\n\n<!--\nhidden words\n-->\n\nShown words.\n"
    rendered = render_doc_markup(source)
    assert "Title\n===" in rendered
    assert "hidden" not in rendered and "Shown words." in rendered


_WORDS = st.text(alphabet=st.sampled_from("abc XYZ.,`*-:!?=<>\n"), max_size=200)


@given(_WORDS)
def test_plain_text_without_markers_is_unchanged(text: str) -> None:
    """Text holding none of the markers the renderer knows comes back unchanged."""
    if any(mark in text for mark in ("!!!", "???", "===", "<!--", "\n:", ">")):
        return
    assert render_doc_markup(text) == text


@given(st.lists(st.sampled_from([
    "!!! note", "??? tip \"T\"", "=== \"A\"", "    body line", "", "text", ":   def",
    "<!-- md:default `1` -->", "<!-- md:version 1.2 -->", "```", "<!--", "-->", "# H",
    "<!-- md:option a.b -->", "        deeper",
]), max_size=30))
def test_rendering_ends_and_leaves_no_shortcode(lines: list[str]) -> None:
    """Any mix of markers renders (no loop, no error) and no ``md:`` shortcode outside a
    fence survives; rendering again changes nothing more than the first pass did."""
    source = "\n".join(lines)
    once = render_doc_markup(source)
    if "```" not in source:
        assert "<!-- md:" not in once
    parse_markdown(source)  # the page parser reads it too


def test_a_version_inside_a_sentence_is_its_number() -> None:
    """"released in <!-- md:version 5.0.0 -->" reads "released in 5.0.0", never "released
    in Added in version 5.0.0."; the product is never the word "Added"."""
    rendered = render_doc_markup("It was fixed and released in <!-- md:version 5.0.0 -->.")
    assert rendered == "It was fixed and released in 5.0.0."


def test_bangs_around_prose_are_no_admonition() -> None:
    """'!!! Never share your API key !!!' in a plain-Markdown KB is prose and stays; an
    admonition needs its type word ('!!! warning', '??? tip "T"', '!!! info inline end')."""
    rendered = render_doc_markup("# Limits\n\n!!! Never share your API key with anyone !!!\n\n"
                                 "Keys rotate every 90 days.\n")
    assert "Never share your API key with anyone" in parse_markdown(rendered).text
    assert "Keys rotate every 90 days." in rendered
    parsed = parse_markdown(render_doc_markup('!!! info inline end "Lorem ipsum"\n\n'
                                              "    Body text here.\n"))
    assert parsed.text.strip() == "Body text here."


def test_a_stated_admonition_title_is_kept_and_a_label_goes() -> None:
    """A quoted title that states a rule ('Deleting your account is permanent', "Don't
    share links", under a capitalised 'Warning' type too) is kept as a bold lead line; a
    label ('Before you start', 'How custom layouts are resolved', 'How to …?') is not
    prose; '!!!tip' with no space is an admonition, as Python Markdown reads it."""
    parsed = parse_markdown(render_doc_markup(
        '!!! warning "Deleting your account is permanent"\n\n    Data goes after 30 days.\n\n'
        '!!! warning "Don\'t share links to repositories"\n\n    They are private.\n\n'
        '??? question "How to set tags for an entire folder?"\n\n    Use the meta plugin.\n\n'
        '!!! tip "Before you start"\n\n    Open a terminal.\n\n'
        '!!! tip "How custom layouts are resolved"\n\n    By name.\n\n'
        '!!! Warning "Only trust clients you can trust"\n\n    Others spoof addresses.\n\n'
        '!!!tip\n    Pass the platform option.\n'))
    assert "Deleting your account is permanent" in parsed.text
    assert "Don't share links to repositories" in parsed.text
    assert "Only trust clients you can trust" in parsed.text
    assert "Data goes after 30 days." in parsed.text and "Use the meta plugin." in parsed.text
    assert "Before you start" not in parsed.text and "entire folder?" not in parsed.text
    assert "custom layouts" not in parsed.text and "!!!" not in parsed.text
    assert "Pass the platform option." in parsed.text and "tip" not in parsed.text


def test_a_range_in_a_heading_keeps_its_dash() -> None:
    """'Python 3.8 – 3.12 support' keeps its en dash; only the dash a removed badge leaves
    ('### <!-- md:flag experimental --> – Experimental') goes."""
    assert render_doc_markup("## Python 3.8 – 3.12 support <!-- md:version 9.0 -->\n\nText.") \
        == "## Python 3.8 – 3.12 support\n\nText."
    assert render_doc_markup("### <!-- md:flag experimental --> – Experimental\n\nText.") \
        == "### Experimental\n\nText."
