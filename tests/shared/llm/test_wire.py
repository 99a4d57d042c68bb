"""Reading chat-completions bodies: any content roundtrips, any junk is MalformedReply."""

from __future__ import annotations

import json
import math
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.llm.wire import MalformedReply, display_url, parse_completion, server_message

junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["choices", "message", "content", "usage", "model", "prompt_tokens",
                         "finish_reason"]), inner,
        max_size=3),
    max_leaves=10,
)


@given(content=st.text(), model=st.text(min_size=1, max_size=20),
       prompt=st.integers(0, 10**6), completion=st.integers(0, 10**6))
def test_content_and_usage_roundtrip(
    content: str, model: str, prompt: int, completion: int
) -> None:
    """Whatever the assistant text, it comes back exactly, with the reported model and usage."""
    body = {"model": model, "choices": [{"message": {"role": "assistant", "content": content},
                                         "finish_reason": "length"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion}}
    reply = parse_completion(httpx.Response(200, json=body), "asked")
    assert (reply.content, reply.model, reply.finish_reason) == (content, model, "length")
    assert reply.usage is not None and reply.usage.total_tokens == prompt + completion


@given(body=junk)
def test_junk_bodies_fail_only_as_malformed(body: Any) -> None:
    """Arbitrary JSON either parses into a reply or raises MalformedReply, never anything else."""
    try:
        reply = parse_completion(httpx.Response(200, content=json.dumps(body).encode()), "m")
    except MalformedReply:
        return
    except (TypeError, ValueError) as exc:  # usage fields of the wrong type
        pytest.fail(f"unexpected {exc!r}")
    assert isinstance(reply.content, str)
    # only a body holding a choice object parses
    assert isinstance(body, dict) and isinstance(body["choices"][0], dict)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"error": {"message": "Invalid model", "type": "x"}}, "Invalid model"),
        ({"error": "model 'x' not found"}, "model 'x' not found"),
        ({"detail": "Not Found"}, "Not Found"),
        ({"message": "Missing query"}, "Missing query"),
    ],
)
def test_server_message_shapes(body: dict[str, Any], expected: str) -> None:
    """OpenAI, Ollama, FastAPI/vLLM and plain error bodies all yield the server's message."""
    assert server_message(httpx.Response(400, json=body)) == expected


def test_server_message_of_text_body() -> None:
    """A non-JSON error body is quoted (truncated), an empty one falls back to the reason."""
    assert server_message(httpx.Response(502, text="upstream down")) == "upstream down"
    assert server_message(httpx.Response(503)) == "Service Unavailable"


def test_display_url_hides_credentials() -> None:
    """user:password is removed from a URL; other URLs are unchanged."""
    assert display_url("https://u:p@host:8443/v1") == "https://host:8443/v1"
    assert display_url("http://127.0.0.1:8000/v1") == "http://127.0.0.1:8000/v1"


def _prompt_tokens(count: Any) -> int:
    """The prompt token count parsed from a reply whose usage reports ``count``."""
    body = {"choices": [{"message": {"content": "x"}}],
            "usage": {"prompt_tokens": count, "completion_tokens": 2}}
    # json.dumps writes NaN/Infinity as some servers do; httpx's json= would refuse them.
    reply = parse_completion(httpx.Response(200, content=json.dumps(body).encode()), "m")
    assert reply.usage is not None and reply.usage.completion_tokens == 2
    return reply.usage.prompt_tokens


@given(count=junk.filter(lambda v: isinstance(v, bool) or not isinstance(v, int))
       | st.sampled_from([math.nan, math.inf, -math.inf]))
def test_odd_usage_values_count_as_zero(count: Any) -> None:
    """Usage counts that are not finite numbers are read as 0 instead of failing the reply."""
    assert _prompt_tokens(count) == 0


@given(count=st.floats(allow_nan=False, allow_infinity=False) | st.integers())
def test_numeric_usage_values_are_whole_and_not_negative(count: float) -> None:
    """A fractional count is truncated and a negative one read as 0."""
    assert _prompt_tokens(count) == max(0, int(count))
