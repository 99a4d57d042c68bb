"""Option lists under a class's own heading (reference_sections) and the bridges they feed."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.changelog_bridges import changelog_bridges
from shared.kb.class_bridges import class_bridges, kind_of
from shared.kb.reference_sections import all_option_groups

_RELATIONS = """# Serializer relations

## API Reference

### HyperlinkedRelatedField

HyperlinkedRelatedField may be used to represent the target of the relationship using a
hyperlink.

**Arguments**:

* `view_name` - The view name that should be used as the target of the relationship.
* `lookup_field` - The field on the target that should be used for the lookup. Defaults to `'pk'`.
* `format` - If using format suffixes, hyperlinked fields use the same format suffix.

## Nested relationships

* `depth` - How deep the nesting goes.
* `many` - Whether many objects are nested.
"""

_VIEWS = """# Generic views

### GenericAPIView

This class adds commonly required behavior for standard list and detail views.

#### Attributes

**Basic settings**:

* `queryset` - The queryset that should be used for returning objects from this view.
* `serializer_class` - The serializer class used for validating and deserializing input.

**Pagination**:

* `pagination_class` - The pagination class used when paginating list results. Defaults to `None`.
* `page_size_query_param` - The name of the query parameter giving the page size.
"""

_NOTES = """# Release notes

### 3.9.0

* Add `lookup_field` argument to `HyperlinkedRelatedField`. [#6000]
* Fix a typo in the docs.

### 3.8.0

* Fix a crash.
"""


def _kb(tmp_path: Path) -> Path:
    (tmp_path / "relations.md").write_text(_RELATIONS)
    (tmp_path / "generic-views.md").write_text(_VIEWS)
    (tmp_path / "release-notes.md").write_text(_NOTES)
    return tmp_path


def test_a_class_headed_argument_list_is_read_with_its_owner_and_defaults(
        tmp_path: Path) -> None:
    """Bullets after '**Arguments**:' under '### HyperlinkedRelatedField' are its arguments."""
    kb = load_kb(_kb(tmp_path))
    groups = all_option_groups(kb.page("relations.md"))
    owned = {(g.owner, g.kind): {o.name: o.default for o in g.options} for g in groups}
    assert owned[("HyperlinkedRelatedField", "arguments")] == {
        "view_name": None, "lookup_field": "'pk'", "format": None}
    # a section headed by prose ("Nested relationships") names no owner
    assert not any("depth" in g.names for g in groups)


def test_an_attributes_section_takes_its_owner_from_the_class_heading_above(
        tmp_path: Path) -> None:
    """'#### Attributes' under '### GenericAPIView' gives GenericAPIView's attributes,
    across the bold labels that split the list."""
    kb = load_kb(_kb(tmp_path))
    groups = all_option_groups(kb.page("generic-views.md"))
    assert [(g.owner, g.kind, g.names) for g in groups] == [(
        "GenericAPIView", "attributes",
        ("queryset", "serializer_class", "pagination_class", "page_size_query_param"))]


def test_a_changelog_line_bridges_to_a_class_headed_argument(tmp_path: Path) -> None:
    """'Add `lookup_field` argument to `HyperlinkedRelatedField`' joins the class's argument
    list, so its default is asked by the release alone."""
    kb = load_kb(_kb(tmp_path))
    found = {c.query: c.answer_key for c in changelog_bridges(kb, Counter())}
    asked = "What is the default of the HyperlinkedRelatedField argument added in version 3.9.0?"
    assert found[asked] == ("'pk'",)


_GUIDE = """# Tutorial 3

## Listing the users

Our user list now extends `GenericAPIView`, so the boilerplate of the earlier version is
gone.

## Testing the user list

Run the development server and open the user list in a browser.
"""


def test_a_guide_section_naming_one_class_asks_for_its_documented_attributes(
        tmp_path: Path) -> None:
    """A guide section that uses GenericAPIView alone asks which attributes 'the view
    mentioned in' it has; the answer is the reference page's whole list."""
    (tmp_path / "tutorial.md").write_text(_GUIDE)
    kb = load_kb(_kb(tmp_path))
    found = {c.query: c for c in class_bridges(kb, Counter())}
    asked = ("Which attributes does the view mentioned in the Tutorial 3 guide's section on "
             "listing the users have?")
    assert found[asked].answer_key == (
        "queryset", "serializer_class", "pagination_class", "page_size_query_param")
    assert found[asked].refs == ("tutorial.md", "generic-views.md")
    assert kind_of("GenericAPIView") == "view" and kind_of("Response") == "class"


def test_a_section_whose_heading_is_a_class_asks_nothing_of_another(tmp_path: Path) -> None:
    """'## ModelViewSet' that mentions GenericAPIView would read as asking of ModelViewSet:
    skipped and counted."""
    (tmp_path / "viewsets.md").write_text(
        "# ViewSets\n\n## ModelViewSet\n\nThe ModelViewSet class inherits from "
        "`GenericAPIView` and adds the default actions.\n")
    kb = load_kb(_kb(tmp_path))
    skips: Counter[str] = Counter()
    assert class_bridges(kb, skips) == []
    assert skips["cross_category:section heading names a class"] == 1


def test_the_class_bridge_asks_the_first_plain_default_the_guide_does_not_state(
        tmp_path: Path) -> None:
    """The view's first attribute with a short default (pagination_class, None) is asked
    of 'the view mentioned in' the guide's section, answered by the reference page."""
    (tmp_path / "tutorial.md").write_text(_GUIDE)
    kb = load_kb(_kb(tmp_path))
    found = {c.query: c.answer_key for c in class_bridges(kb, Counter())}
    asked = ("What is the default pagination_class of the view mentioned in the Tutorial 3 "
             "guide's section on listing the users?")
    assert found[asked] == ("None",)


def test_another_projects_class_of_the_same_name_is_not_bridged(tmp_path: Path) -> None:
    """"Django's stock `GenericAPIView`" is not the documented class: skipped and counted."""
    (tmp_path / "tutorial.md").write_text(_GUIDE.replace(
        "extends `GenericAPIView`", "extends Django's stock `GenericAPIView`"))
    kb = load_kb(_kb(tmp_path))
    skips: Counter[str] = Counter()
    assert not [c for c in class_bridges(kb, skips) if c.refs[0] == "tutorial.md"]
    assert skips["cross_category:name belongs to another project"] == 1
