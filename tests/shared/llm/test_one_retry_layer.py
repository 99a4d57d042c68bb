"""One retry layer: a model call that fails costs its client's attempts and no more.

The graph service runs on the local runtime (whose own retry policy allows 3 attempts per
message) against a real local server; the requests the server saw are counted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.settings import Settings
from tests.services.graph.conftest import run_graph_service, spec_meta_log
from tests.support.openai_server import OpenAIServer, Reply


def _settings(server: OpenAIServer, tmp_path: Path, *, key: str | None = None) -> Settings:
    return Settings(
        data_dir=tmp_path / "data",
        llm="openai",
        llm_base_url=server.base_url,
        llm_model="test-model",
        llm_api_key=key,
        llm_max_attempts=4,
        llm_backoff_s=0.0,
        max_attempts=3,
        retry_backoff_s=0.0,
    )


@pytest.mark.parametrize("status", [500, 503, 408])
async def test_failing_call_costs_at_most_max_attempts_requests(
    openai_server: OpenAIServer, tmp_path: Path, status: int
) -> None:
    """A server that keeps failing sees max_attempts requests; the message is dead-lettered."""
    openai_server.script(*[Reply.fail(status, "overloaded")] * 20)
    graphs, dead = await run_graph_service(_settings(openai_server, tmp_path), [spec_meta_log()])
    assert len(openai_server.chat_requests) == 4
    assert graphs == []
    assert [(d.service, d.error_type, d.attempts) for d in dead] == [
        ("graph", "LLMHTTPError", 1)
    ]


async def test_refused_key_costs_one_request_and_names_endpoint_and_model(
    tmp_path: Path,
) -> None:
    """HTTP 401 costs exactly one request; the dead letter names endpoint and model, no key."""
    key = "sk-test-secret-key-1234567890"
    async with OpenAIServer(api_key="another-key") as server:
        conf = _settings(server, tmp_path, key=key)
        graphs, dead = await run_graph_service(conf, [spec_meta_log()])
        assert len(server.chat_requests) == 1
    assert graphs == []
    (letter,) = dead
    assert "'graph'" in letter.error and "'test-model'" in letter.error
    assert "HTTP 401" in letter.error
    assert key not in letter.error and key[:8] not in letter.error


async def test_unreachable_endpoint_costs_max_attempts_connections(
    closed_port: int, tmp_path: Path
) -> None:
    """A refused connection is retried by the client only: one dead letter, one attempt."""
    conf = Settings(
        data_dir=tmp_path / "data",
        llm="openai",
        llm_base_url=f"http://127.0.0.1:{closed_port}/v1",
        llm_model="test-model",
        llm_max_attempts=2,
        llm_backoff_s=0.0,
        retry_backoff_s=0.0,
    )
    graphs, dead = await run_graph_service(conf, [spec_meta_log()])
    assert graphs == []
    assert [(d.error_type, d.attempts) for d in dead] == [("LLMUnavailableError", 1)]
    assert "2 attempt(s)" in dead[0].error
