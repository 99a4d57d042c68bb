"""``dyneval llm check`` against the local chat-completions server (served from a thread)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import structlog
from typer.testing import CliRunner, Result

from services.cli.app import app
from shared.llm.errors import LLMConfigError, LLMHTTPError, LLMUnavailableError
from tests.support.openai_server import (  # noqa: F401  (fixtures)
    OpenAIServer,
    Reply,
    closed_port,
    openai_server_thread,
    serve_in_thread,
)

Invoke = Callable[..., Result]


@pytest.fixture
def invoke(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Invoke]:
    """Run ``dyneval llm check ...`` with a clean DYNEVAL_* environment plus ``env``."""
    for name in list(os.environ):
        if name.startswith("DYNEVAL_"):
            monkeypatch.delenv(name)
    toml = tmp_path / "dyneval.toml"

    def run(*args: str, env: dict[str, str] | None = None, config: str = "") -> Result:
        toml.write_text(config)
        base = {
            "DYNEVAL_CONFIG": str(toml),
            "DYNEVAL_DATA_DIR": str(tmp_path / "data"),
            "DYNEVAL_LLM_BACKOFF_S": "0",
        }
        return CliRunner().invoke(app, ["llm", "check", *args], env={**base, **(env or {})})

    yield run
    structlog.reset_defaults()  # the CLI pointed logging at the runner's now-closed stderr


def _openai(server: OpenAIServer, **extra: str) -> dict[str, str]:
    return {
        "DYNEVAL_LLM": "openai",
        "DYNEVAL_LLM_BASE_URL": server.base_url,
        "DYNEVAL_LLM_MODEL": "test-model",
        **extra,
    }


def _rows(result: Result) -> list[dict[str, Any]]:
    assert result.exit_code == 0, result.output
    rows: list[dict[str, Any]] = json.loads(result.stdout)["endpoints"]
    return rows


def test_rules_needs_no_endpoint(invoke: Invoke) -> None:
    """With the default llm = rules the check explains that no endpoint is needed."""
    human = invoke()
    assert human.exit_code == 0
    assert "rule engine" in human.stdout and "needs no" in human.stdout
    assert json.loads(invoke("--json").stdout) == {
        "strategy": "rules", "stage": None, "endpoints": []}


def test_check_reports_model_tokens_retries_and_cache(
    invoke: Invoke, openai_server_thread: OpenAIServer  # noqa: F811
) -> None:
    """The check prints model, latency, tokens and retries; a repeat is answered by the cache."""
    server = openai_server_thread
    server.script(Reply.fail(429, "busy", retry_after="0"))
    env = _openai(server)
    (first,) = _rows(invoke("--json", env=env))
    assert first["model"] == first["served_by"] == "test-model"
    assert (first["retries"], first["cached"], first["json_ok"]) == (1, False, True)
    assert first["tokens_in"] > 0 and first["tokens_out"] > 0 and first["latency_ms"] >= 0
    (second,) = _rows(invoke("--json", env=env))
    assert second["cached"] and second["attempts"] == 0
    (third,) = _rows(invoke("--json", "--no-cache", env=env))
    assert not third["cached"]
    assert len(server.chat_requests) == 3
    human = invoke(env=env)
    assert human.exit_code == 0
    assert "model    test-model" in human.stdout
    assert "cache    answered" in human.stdout and "retries  0" in human.stdout


def test_stage_judge_checks_the_panel(
    invoke: Invoke, openai_server_thread: OpenAIServer  # noqa: F811
) -> None:
    """--stage judge checks every [[llm_judges]] endpoint from the TOML file."""
    config = '[[llm_judges]]\nname = "a"\nmodel = "judge-a"\n\n[[llm_judges]]\nmodel = "judge-b"\n'
    rows = _rows(invoke("--stage", "judge", "--json", env=_openai(openai_server_thread),
                        config=config))
    assert [(r["endpoint"], r["model"]) for r in rows] == [
        ("judge:a", "judge-a"), ("judge:judge-b", "judge-b")]


def test_stage_on_rules_while_other_uses_openai(
    invoke: Invoke, openai_server_thread: OpenAIServer  # noqa: F811
) -> None:
    """A stage switched to openai in TOML is checked; a rules stage says it needs nothing."""
    config = (
        f'[llm_stages.judge]\nstrategy = "openai"\nbase_url = "{openai_server_thread.base_url}"\n'
        'model = "test-model"\n'
    )
    (row,) = _rows(invoke("--json", config=config))
    assert row["endpoint"] == "judge:test-model"
    claims = invoke("--stage", "claims", config=config)
    assert claims.exit_code == 0 and "rule engine" in claims.stdout


def test_wrong_url_says_check_the_base_url(invoke: Invoke, closed_port: int) -> None:  # noqa: F811
    """Nothing listening at the URL: an unavailable error whose hint names DYNEVAL_LLM_BASE_URL."""
    result = invoke(env={"DYNEVAL_LLM": "openai", "DYNEVAL_LLM_MODEL": "m",
                         "DYNEVAL_LLM_MAX_ATTEMPTS": "1",
                         "DYNEVAL_LLM_BASE_URL": f"http://127.0.0.1:{closed_port}/v1"})
    assert isinstance(result.exception, LLMUnavailableError)
    assert "DYNEVAL_LLM_BASE_URL" in (result.exception.hint or "")


def test_missing_key_says_set_the_key(invoke: Invoke) -> None:
    """A server that wants a key and got none: 401 with a hint to set DYNEVAL_LLM_API_KEY."""
    with serve_in_thread(OpenAIServer(api_key="secret")) as server:
        result = invoke(env=_openai(server))
    assert isinstance(result.exception, LLMHTTPError) and result.exception.status == 401
    assert "set DYNEVAL_LLM_API_KEY" in (result.exception.hint or "")


def test_unknown_model_lists_the_served_ones(invoke: Invoke) -> None:
    """A 404 for the model becomes "unknown model" listing what the server offers."""
    with serve_in_thread(OpenAIServer(models=["llama3", "qwen2"])) as server:
        result = invoke(env=_openai(server))
    assert isinstance(result.exception, LLMConfigError)
    assert "unknown model 'test-model'" in str(result.exception)
    assert "llama3, qwen2" in str(result.exception)
    assert "DYNEVAL_LLM_MODEL" in (result.exception.hint or "")


def test_url_without_api_root_says_v1(
    invoke: Invoke, openai_server_thread: OpenAIServer  # noqa: F811
) -> None:
    """A base URL missing /v1 (404 on both paths) gets a hint about the API root."""
    env = _openai(openai_server_thread)
    env["DYNEVAL_LLM_BASE_URL"] = env["DYNEVAL_LLM_BASE_URL"].removesuffix("/v1")
    result = invoke(env=env)
    assert isinstance(result.exception, LLMConfigError)
    assert "not the root" in str(result.exception)
    assert "/v1" in (result.exception.hint or "")


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (("--stage", "judges"), {}, "unknown LLM stage"),
        ((), {"DYNEVAL_LLM": "openai"}, "no endpoint URL"),
    ],
)
def test_misconfiguration_is_a_config_error(
    invoke: Invoke, args: tuple[str, ...], env: dict[str, str], message: str
) -> None:
    """A stage typo or a missing URL raises LLMConfigError with a hint, before any request."""
    result = invoke(*args, env=env)
    assert isinstance(result.exception, LLMConfigError)
    assert message in str(result.exception) and result.exception.hint
