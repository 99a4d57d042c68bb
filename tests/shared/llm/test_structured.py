"""Structured output: JSON extraction (property-tested) and the one repair turn."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client import CollectorRegistry

from shared.llm.chat import ChatMessage
from shared.llm.errors import LLMOutputError
from shared.llm.replies import JudgeReply, NumberedClaims
from shared.llm.structured import ReplyError, complete_structured, extract_json, parse_reply
from shared.messages.base import Model
from tests.shared.llm.conftest import ClientFactory, metric
from tests.support.openai_server import OpenAIServer, Reply

json_scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=20)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
containers = st.dictionaries(st.text(max_size=8), json_values, max_size=4) | st.lists(
    json_values, max_size=4
)
prose = st.text(alphabet=st.characters(blacklist_characters="{}[]`"), max_size=40)


class Point(Model):
    """A tiny response model for tests."""

    x: int
    """x."""

    y: int
    """y."""


@given(value=json_values)
def test_bare_json_roundtrips(value: Any) -> None:
    """Any bare JSON value is returned as parsed."""
    assert extract_json(json.dumps(value)) == value


@given(value=containers, before=prose, after=prose, indent=st.none() | st.integers(0, 4))
def test_fenced_json_inside_prose(value: Any, before: str, after: str, indent: int | None) -> None:
    """A JSON object or array in a ```json fence is found whatever prose surrounds it."""
    text = f"{before}\n```json\n{json.dumps(value, indent=indent)}\n```\n{after}"
    assert extract_json(text) == value


@given(value=containers, before=prose, after=prose)
def test_unfenced_json_inside_prose(value: Any, before: str, after: str) -> None:
    """A JSON object or array after prose (no fence) is found by scanning."""
    assert extract_json(f"{before} {json.dumps(value)} {after}") == value


def test_think_block_is_ignored() -> None:
    """A reasoning model's <think> preamble (even with braces) does not hide the answer."""
    text = '<think>maybe {"x": 0} or [1]?</think>\n{"x": 1, "y": 2}'
    assert extract_json(text) == {"x": 1, "y": 2}


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("   ", "empty"), ("no json here", "no JSON"), ('{"x": 1,', "not valid JSON")],
)
def test_unusable_replies_say_why(text: str, reason: str) -> None:
    """Empty, JSON-free and truncated replies raise ReplyError naming the problem."""
    with pytest.raises(ReplyError, match=reason):
        extract_json(text)


def test_validation_error_names_the_field() -> None:
    """A schema mismatch is reported with the field path, for the repair prompt."""
    with pytest.raises(ReplyError, match=r"y: Field required"):
        parse_reply('{"x": 1}', Point)


def test_numbered_claims_reply_shape() -> None:
    """The spec's claim<n>/supporting_text_span<n> keys become ordered claim drafts."""
    reply = json.dumps({
        "claim2": "B.", "supporting_text_span2": "b", "claim1": "A.", "supporting_text_span1": "a"
    })
    claims = parse_reply(reply, NumberedClaims).claims
    assert [(c.claim, c.span) for c in claims] == [("A.", "a"), ("B.", "b")]
    partial = parse_reply('{"claim3": "C.", "claim4": "D.", "supporting_text_span4": "d"}',
                          NumberedClaims)
    assert [c.claim for c in partial.claims] == ["D."]
    assert partial.skipped == ("claim 1: no supporting span ('C.')",)


async def test_first_reply_valid_needs_no_repair(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A fenced valid reply is accepted with a single call."""
    openai_server.script(Reply.json({"x": 1, "y": 2}, fenced=True, prose="Sure!\n"))
    messages = [ChatMessage(role="user", content="p")]
    result = await complete_structured(make_client(), messages, Point)
    assert result.value == Point(x=1, y=2)
    assert not result.repaired and len(openai_server.chat_requests) == 1


async def test_repair_turn_shows_the_error(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """An invalid first reply triggers one repair call that shows the reply and its error."""
    openai_server.script(Reply.json({"x": 1}), Reply.json({"x": 1, "y": 5}))
    result = await complete_structured(
        make_client(), [ChatMessage(role="user", content="give a point")], Point, seed=3,
        stage="judge",
    )
    assert result.value == Point(x=1, y=5) and result.repaired
    repair = openai_server.chat_requests[1]
    assert [m["role"] for m in repair.messages] == ["user", "assistant", "user"]
    assert repair.messages[1]["content"] == '{"x": 1}'
    assert "y: Field required" in repair.messages[2]["content"]
    assert '"required":["x","y"]' in repair.messages[2]["content"]
    assert repair.seed == 3
    assert metric(registry, "dyneval_llm_repairs_total", model="test-model", stage="judge",
                  outcome="fixed") == 1


async def test_both_invalid_raise_typed_error_with_raw(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """Still invalid after the repair: LLMOutputError carries both raw replies and the error."""
    openai_server.script(Reply(content="I cannot do JSON."), Reply(content='{"accept": "maybe"}'))
    with pytest.raises(LLMOutputError) as caught:
        await complete_structured(
            make_client(), [ChatMessage(role="user", content="judge")], JudgeReply, stage="judge"
        )
    error = caught.value
    assert error.first_raw == "I cannot do JSON."
    assert error.raw == '{"accept": "maybe"}'
    assert "criteria" in error.error and "JudgeReply" in str(error)
    assert len(openai_server.chat_requests) == 2
    assert metric(registry, "dyneval_llm_failures_total", model="test-model", stage="judge",
                  kind="output") == 1


def test_think_tag_inside_a_value_is_kept() -> None:
    """Only a leading <think> block is dropped; the tag inside a JSON string is data."""
    assert extract_json('{"note": "<think>x"}') == {"note": "<think>x"}
