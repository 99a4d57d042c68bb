"""Strategy selection and endpoint resolution from settings; the key never shows."""

from __future__ import annotations

import logging

import pytest
import structlog
from prometheus_client import CollectorRegistry

from shared.llm.chat import ChatMessage
from shared.llm.client import ChatClient
from shared.llm.errors import LLMConfigError, LLMHTTPError
from shared.llm.metrics import LLMMetrics
from shared.llm.strategy import (
    default_endpoint,
    judge_endpoints,
    stage_endpoint,
    stage_strategy,
)
from tests.shared.llm.conftest import SettingsFactory
from tests.support.openai_server import OpenAIServer, Reply

SECRET = "sk-very-secret-123"


def test_rules_is_the_default(llm_settings: SettingsFactory) -> None:
    """Without llm = openai every stage uses the rule engine and needs no endpoint."""
    settings = llm_settings(llm="rules", llm_base_url=None, llm_model=None)
    assert {stage_strategy(settings, s) for s in ("graph", "claims", "qagen", "judge")} == {
        "rules"}


def test_stage_override_strategy_and_endpoint(llm_settings: SettingsFactory) -> None:
    """[llm_stages.X] switches one stage and overrides its endpoint fields over the globals."""
    settings = llm_settings(
        llm="rules",
        llm_timeout_s=30,
        llm_stages={"judge": {"strategy": "openai", "model": "big", "base_url": "http://j:1/v1"}},
    )
    assert stage_strategy(settings, "judge") == "openai"
    assert stage_strategy(settings, "claims") == "rules"
    endpoint = stage_endpoint(settings, "judge")
    assert (endpoint.model, endpoint.base_url, endpoint.timeout_s) == ("big", "http://j:1/v1", 30)
    assert endpoint.origin == "[llm_stages.judge]"


def test_judge_panel_falls_back_through_layers(llm_settings: SettingsFactory) -> None:
    """Judge entries inherit unset fields from [llm_stages.judge], then the top level."""
    settings = llm_settings(
        llm_stages={"judge": {"base_url": "http://judges:1/v1"}},
        llm_judges=[{"model": "a"}, {"name": "second", "model": "b", "base_url": "http://b:2/v1"}],
    )
    panel = judge_endpoints(settings)
    assert [(e.name, e.model, e.base_url) for e in panel] == [
        ("judge:a", "a", "http://judges:1/v1"),
        ("judge:second", "b", "http://b:2/v1"),
    ]


@pytest.mark.parametrize(
    ("overrides", "message", "hint"),
    [
        ({"llm_base_url": None}, "no endpoint URL", "DYNEVAL_LLM_BASE_URL"),
        ({"llm_model": None}, "no model id", "DYNEVAL_LLM_MODEL"),
        ({"llm_base_url": "127.0.0.1:8000/v1"}, "not an http(s) URL", "http://"),
        ({"llm_stages": {"judges": {}}}, "names no stage", "graph, claims, qagen, judge"),
        ({"llm_stages": {"judge": {"temprature": 1}}}, "temprature", "allowed keys"),
        ({"llm_judges": [{"model": "a"}, {"model": "a"}]}, "used twice", "distinct name"),
    ],
)
def test_misconfiguration_names_the_fix(
    llm_settings: SettingsFactory, overrides: dict[str, object], message: str, hint: str
) -> None:
    """Each misconfiguration raises LLMConfigError naming the bad value and the setting to fix."""
    settings = llm_settings(**overrides)
    with pytest.raises(LLMConfigError) as caught:
        default_endpoint(settings)
        stage_endpoint(settings, "judge")
        judge_endpoints(settings)
    assert message in str(caught.value)
    assert caught.value.hint is not None and hint in caught.value.hint


async def test_api_key_never_in_repr_logs_or_errors(
    openai_server: OpenAIServer,
    llm_settings: SettingsFactory,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The key is sent as a bearer token but absent from repr, str, logs and error messages."""
    settings = llm_settings(llm_api_key=SECRET)
    endpoint = default_endpoint(settings)
    openai_server.script(Reply.fail(503, "busy"), Reply(content="{}"), Reply.fail(401, "nope"))
    caplog.set_level(logging.DEBUG)
    with structlog.testing.capture_logs() as events:
        async with ChatClient(endpoint, metrics=LLMMetrics(CollectorRegistry())) as client:
            await client.complete([ChatMessage(role="user", content="hi")])
            with pytest.raises(LLMHTTPError) as caught:
                await client.complete([ChatMessage(role="user", content="again")])
            shown = [repr(settings), str(settings), repr(endpoint), str(endpoint), repr(client),
                     endpoint.model_dump_json(), str(caught.value), repr(caught.value),
                     str(caught.value.hint), caplog.text, repr(events)]
    assert any(e["event"] == "llm.retry" for e in events)
    assert openai_server.chat_requests[0].headers["Authorization"] == f"Bearer {SECRET}"
    for text in shown:
        assert SECRET not in text


async def test_url_credentials_are_hidden(llm_settings: SettingsFactory) -> None:
    """user:password in a base URL is not shown in the client's repr."""
    endpoint = default_endpoint(llm_settings(llm_base_url="http://bob:pw@127.0.0.1:9/v1"))
    async with ChatClient(endpoint, metrics=LLMMetrics(CollectorRegistry())) as client:
        assert "pw" not in repr(client) and "127.0.0.1:9" in repr(client)
