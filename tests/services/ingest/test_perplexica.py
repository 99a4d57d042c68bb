"""The Perplexica search-API response importer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.ingest.perplexica import SNIPPET_CHARS, log_from_response, snippet_of
from shared.errors import InputError

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "logs"


def _response(content_key: str = "pageContent") -> dict[str, Any]:
    return {
        "message": "Hubble launched on April 24, 1990 [1]. Its mirror was flawed [2].",
        "sources": [
            {
                content_key: "Launched April 24, 1990. On Discovery.",
                "metadata": {"title": "T1", "url": "https://u/1"},
            },
            {
                content_key: "The mirror was too flat.",
                "metadata": {"title": "T2", "url": "https://u/2"},
            },
        ],
    }


@pytest.mark.parametrize("content_key", ["pageContent", "content"])
def test_both_source_shapes_become_numbered_sources(content_key: str) -> None:
    """pageContent (<= v1.11) and content (v1.12) both fill Source.content, numbered from 1."""
    log = log_from_response({"question": "When?", **_response(content_key)}, "r:1")
    assert [(s.id, s.title, s.url) for s in log.sources] == [
        (1, "T1", "https://u/1"),
        (2, "T2", "https://u/2"),
    ]
    assert log.sources[0].content == "Launched April 24, 1990. On Discovery."
    assert log.sources[0].snippet == "Launched April 24, 1990."
    assert log.origin == "perplexica" and log.dangling_citations == ()


@pytest.mark.parametrize(
    "wrapped",
    [
        {"question": "When?", "response": _response()},
        {"query": "When?", **_response()},
        {"request": {"query": "When?", "focusMode": "webSearch"}, "response": _response()},
    ],
)
def test_question_comes_from_a_wrapper(wrapped: dict[str, Any]) -> None:
    """The question is read from question/query beside the response or from request.query."""
    assert log_from_response(wrapped, "r:1").question == "When?"


def test_bare_response_without_question_fails_clearly() -> None:
    """A raw response has no question: rejected on field 'question' with a wrapping hint."""
    with pytest.raises(InputError) as caught:
        log_from_response(_response(), "r:4")
    assert caught.value.field == "question"
    assert caught.value.hint is not None and '"response"' in caught.value.hint


def test_think_block_becomes_the_transcript() -> None:
    """<think>...</think> in the message is the thinking; the rest is the answer."""
    response = _response()
    response["message"] = "<think>Source [1] says 1990 [2].</think>\nIt launched in 1990 [1]."
    log = log_from_response({"question": "When?", "response": response}, "r:1")
    assert log.thinking == "Source [1] says 1990 [2]."
    assert log.answer == "It launched in 1990 [1]."


def test_wrong_metadata_type_names_the_field() -> None:
    """A source whose metadata is not an object is rejected naming sources[i].metadata."""
    response = _response()
    response["sources"][1]["metadata"] = "T2"
    with pytest.raises(InputError) as caught:
        log_from_response({"question": "q", **response}, "r:1")
    assert caught.value.field == "sources[1].metadata"


def test_snippet_is_the_first_sentence_capped() -> None:
    """The snippet is the first sentence, cut at a word boundary when very long."""
    assert snippet_of("One two.  Three four.") == "One two."
    long = snippet_of("word " * 200)
    assert len(long) <= 302 and long.endswith("…")


def test_snippet_does_not_end_at_an_abbreviation() -> None:
    """Sentences are found by shared.text: "Dr." or an initial does not end the snippet."""
    text = "Dr. Jane Q. Smith led the 2024 survey. It found more."
    assert snippet_of(text) == "Dr. Jane Q. Smith led the 2024 survey."


@given(st.text())
def test_snippet_is_a_capped_piece_of_the_flattened_text(content: str) -> None:
    """On any text the snippet fits the cap and, but for the ellipsis, is quoted from it."""
    snippet = snippet_of(content)
    assert len(snippet) <= SNIPPET_CHARS + 2
    assert snippet.removesuffix(" …") in " ".join(content.split())


def test_bundled_perplexica_example() -> None:
    """The bundled Hubble response imports with its 4 sources and every citation resolved."""
    record = json.loads(
        (EXAMPLES / "hubble-mirror-flaw.perplexica.json").read_text(encoding="utf-8")
    )
    log = log_from_response(record, "hubble:1")
    assert len(log.sources) == 4 and log.dangling_citations == ()
    assert "April 24, 1990" in log.answer
