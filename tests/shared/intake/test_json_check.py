"""Values a record may not carry: found by field path, and never a crash."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from shared.intake.json_check import MAX_DEPTH, first_problem, printable
from shared.messages.envelope import derive_id

_ANY_TEXT = st.text(alphabet=st.characters(exclude_categories=()))  # surrogates and NUL too
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | _ANY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_ANY_TEXT, inner, max_size=4),
    max_leaves=20,
)


@given(_JSON)
def test_a_clean_verdict_means_the_value_serialises_as_strict_utf8_json(value: Any) -> None:
    """Whatever first_problem passes dumps as strict JSON and encodes as UTF-8 (or it names why)."""
    found = first_problem(value)
    if found is None:
        assert json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
    else:
        field, problem = found
        assert problem and (field is None or isinstance(field, str))
        assert printable(problem).encode("utf-8")


def test_problems_are_named_by_their_field_path() -> None:
    """Surrogates, NUL, NaN, Infinity and deep nesting each name the field holding them."""
    record = {"question": "q", "sources": [{"title": "ok"}, {"title": "a\ud800b"}]}
    assert first_problem(record) == (
        "sources[1].title",
        "the text holds a lone UTF-16 surrogate U+D800 at character 1, which has no UTF-8 encoding",
    )
    assert first_problem({"answer": "a\x00"}) == (
        "answer",
        "the text holds a NUL character at character 1",
    )
    assert first_problem({"meta": {"x": float("nan")}}) == ("meta.x", "NaN is not a JSON number")
    assert first_problem([float("-inf")]) == ("[0]", "Infinity is not a JSON number")
    deep: Any = 1
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    field, problem = first_problem({"x": deep}) or (None, "")
    assert field == "x" + "[0]" * (MAX_DEPTH - 1) and "deeper than 64" in problem
    assert first_problem({"question": "fine \U0001f600", "n": 1.5}) is None


def test_a_key_with_a_surrogate_is_named_printably() -> None:
    """A bad key is named with its surrogate escaped, so the reason itself can be stored."""
    field, _ = first_problem({"meta": {"k\udc80": "v"}}) or ("", "")
    assert field == "meta.k\\udc80" and field.encode("utf-8")


def test_derive_id_hashes_lone_surrogates_instead_of_failing() -> None:
    """An id can be derived from any Python text; text without surrogates keeps its old id."""
    assert len(derive_id("a\ud800")) == 32 and derive_id("a\ud800") != derive_id("a\ud801")
    assert derive_id("plain", "text") == "99aec32f2da7d02b8f2193835b254d1f"
