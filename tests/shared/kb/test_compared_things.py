"""What a "Which was added first: A or B?" question may name: tasks refused, named things kept."""

from __future__ import annotations

import pytest

from shared.kb.compared_things import Thing, compared_thing

_TASK = "comparative:a task, not a named thing"


@pytest.mark.parametrize(("feature", "kind"), [
    ("Caching plugin", "noun:plugin"), ("Rendering engine", "noun:engine"),
    ("Ring buffer", "noun:buffer"), ("String interpolation", "noun:interpolation"),
    ("Spring Boot support", "noun:support")])
def test_a_named_thing_that_looks_like_a_gerund_is_kept(feature: str, kind: str) -> None:
    """A gerund before one singular noun names a kind of it, and 'spring', 'string',
    'ring' are their own verb lemmas (nouns, no gerunds): each is a thing of its head."""
    found = compared_thing(feature)
    assert isinstance(found, Thing), found
    assert found.kind == kind


@pytest.mark.parametrize("feature", [
    "Adding tags", "adding a tags index", "Caching", "Using Docker", "marking as read",
    "Running tests in parallel", "Building for production"])
def test_a_gerund_with_its_object_is_a_task(feature: str) -> None:
    """A gerund alone or before its object (a plural, a determiner, a name, a particle or
    a preposition) is a task, refused and counted."""
    assert compared_thing(feature) == _TASK
