"""Prompt templates: versioned files rendered with Jinja2 into chat messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.llm.config import REPAIR_TEMPLATE, STAGE_TEMPLATES
from shared.llm.errors import LLMTemplateError
from shared.llm.templates import PromptLibrary

LIB = PromptLibrary()


def test_every_stage_template_ships() -> None:
    """Each template a stage uses, plus repair and check, exists as version 1."""
    available = LIB.available()
    wanted = {name for names in STAGE_TEMPLATES.values() for name in names}
    wanted |= {REPAIR_TEMPLATE, "check"}
    assert all(1 in available.get(name, ()) for name in wanted)


def test_spec_wording_is_kept() -> None:
    """The claim-extraction prompt keeps the spec's instructions and numbered keys."""
    (system, user) = LIB.render("claim_extraction", 1, {"text": "Some passage."})
    assert system.role == "system" and user.role == "user"
    assert "one-sentence standalone factual claims" in user.content
    assert '"supporting_text_span1"' in user.content
    assert user.content.endswith("Here is the input text:\nSome passage.")


@given(
    claims=st.dictionaries(
        st.from_regex(r"doc[0-9]_claim[0-9]", fullmatch=True), st.text(max_size=40), max_size=4
    )
)
def test_buckets_are_embedded_as_exact_json(claims: dict[str, str]) -> None:
    """Any claim text (quotes, braces, non-ASCII) reaches the prompt as parseable JSON."""
    buckets = [{"doc_id": 3, "claims": claims}]
    (_, user) = LIB.render("qa_comparison", 1, {"buckets": buckets, "n_pairs": 2, "min_buckets": 2})
    block = user.content.split("are below:\n", 1)[1]
    decoded, _ = json.JSONDecoder().raw_decode(block)
    assert decoded == buckets


def test_missing_variable_is_an_error() -> None:
    """A variable the template uses but the caller did not pass fails loudly, naming it."""
    with pytest.raises(LLMTemplateError, match="'min_buckets' is undefined") as caught:
        LIB.render("qa_temporal", 1, {"buckets": [], "n_pairs": 1})
    assert caught.value.hint is not None and "buckets" in caught.value.hint


def test_unknown_template_lists_what_exists(tmp_path: Path) -> None:
    """Asking for a version that does not exist names the versions on disk."""
    with pytest.raises(LLMTemplateError, match=r"judge\.v9\.j2") as caught:
        LIB.render("judge", 9, {})
    assert caught.value.hint is not None and "1" in caught.value.hint
    with pytest.raises(LLMTemplateError, match="no prompt template named"):
        PromptLibrary(tmp_path).latest("judge")


def test_template_without_user_block_is_refused(tmp_path: Path) -> None:
    """A template must define a user block; a syntax error names its line."""
    (tmp_path / "bare.v1.j2").write_text("Hello {{ name }}")
    (tmp_path / "broken.v1.j2").write_text("{% block user %}\n{{ oops(\n{% endblock %}")
    lib = PromptLibrary(tmp_path)
    with pytest.raises(LLMTemplateError, match="no user block"):
        lib.render("bare", 1, {"name": "x"})
    with pytest.raises(LLMTemplateError, match="line"):
        lib.render("broken", 1, {})


def test_empty_system_block_is_skipped() -> None:
    """The repair template has no system text, so it renders one user message."""
    messages = LIB.render("repair", 1, {"error": "bad", "schema": "{}"})
    assert [m.role for m in messages] == ["user"]
    assert "bad" in messages[0].content


def test_digest_tracks_source(tmp_path: Path) -> None:
    """The digest is the SHA-256 of the file and differs between versions."""
    (tmp_path / "t.v1.j2").write_text("{% block user %}a{% endblock %}")
    (tmp_path / "t.v2.j2").write_text("{% block user %}b{% endblock %}")
    lib = PromptLibrary(tmp_path)
    assert lib.available() == {"t": (1, 2)} and lib.latest("t") == 2
    assert lib.digest("t", 1) != lib.digest("t", 2)
    assert len(lib.digest("t", 1)) == 64
