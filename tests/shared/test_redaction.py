"""Secrets never reach an echoed value: known keys, secret-looking fields, token shapes."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from pydantic import SecretStr

from shared.agents import AgentError, OpenAIChatAgent
from shared.agents.config import OpenAIChatSpec, parse_agent_specs
from shared.errors import ConfigError, DynevalError, InputError
from shared.redaction import MASK, redact_text, redact_value, register, registered
from shared.settings import load_settings
from tests.support.clean_env import clear_dyneval_env


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No DYNEVAL_* variable of the caller leaks into these settings."""
    clear_dyneval_env(monkeypatch, tmp_path)


def test_a_registered_secret_is_masked_in_any_error() -> None:
    """After register(), an error quoting the value shows the mask, message and hint alike."""
    register(SecretStr("Zq81-registered-value"))
    error = DynevalError(
        "server said: bad key Zq81-registered-value", hint="not Zq81-registered-value"
    )
    assert "Zq81-registered-value" not in str(error) and MASK in error.message
    assert error.hint == f"not {MASK}"
    located = InputError("echo Zq81-registered-value", where="f:1", field="x")
    assert "Zq81-registered-value" not in str(located)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Incorrect API key provided: sk-proj-AbC123dEf456gHi789.", "sk-proj-AbC123dEf456gHi789"),
        ("Authorization: Bearer eyJhbGciOi.JIUzI1NiJ9.e30", "eyJhbGciOi.JIUzI1NiJ9.e30"),
        ('{"api_key": "k3y-4567-abcd"}', "k3y-4567-abcd"),
        ("password=hunter2-long", "hunter2-long"),
        ("url?token=abc_123_def_456&x=1", "abc_123_def_456"),
    ],
)
def test_token_shapes_are_masked_without_being_registered(text: str, hidden: str) -> None:
    """Keys dyneval never saw are masked by their shape: sk-…, Bearer …, key=value pairs."""
    redacted = redact_text(text)
    assert hidden not in redacted and MASK in redacted


@pytest.mark.parametrize(
    "text",
    [
        "missing or wrong bearer token",
        "llm_max_tokens: 512",
        "llm_api_key: Input should be a valid string",
        "Bearer authentication is required",
        "the record holds 12 tokens; secret: none",
    ],
)
def test_ordinary_prose_is_left_alone(text: str) -> None:
    """Messages that merely mention keys or tokens are not mangled."""
    assert redact_text(text) == text


def test_echoed_mappings_mask_secret_keys_and_secretstr() -> None:
    """A config table echoed in an error keeps its shape, with secret values masked."""
    value = {
        "name": "a",
        "api_key": "plain",
        "headers": {"Authorization": "x"},
        "max_tokens": 512,
        "seed": SecretStr("s"),
        "list": [{"ingest_token": "t"}],
    }
    assert redact_value(value) == {
        "name": "a",
        "api_key": MASK,
        "headers": {"Authorization": MASK},
        "max_tokens": 512,
        "seed": MASK,
        "list": [{"ingest_token": MASK}],
    }


def test_a_config_error_does_not_echo_an_agent_key(tmp_path: Path) -> None:
    """`[agents]` written as a table: the error shows the table with its api_key masked."""
    toml = tmp_path / "dyneval.toml"
    toml.write_text('[agents]\nname = "a"\nkind = "openai_chat"\napi_key = "plain-words"\n')
    with pytest.raises(ConfigError) as caught:
        load_settings(config_file=toml)
    assert "plain-words" not in str(caught.value)
    assert f"'api_key': '{MASK}'" in str(caught.value) and "'name': 'a'" in str(caught.value)


def test_a_bad_secretstr_setting_is_not_echoed(tmp_path: Path) -> None:
    """An invalid value of a SecretStr field is reported without the value."""
    toml = tmp_path / "dyneval.toml"
    toml.write_text("ingest_token = [\"looks-like-a-key-9\"]\n")
    with pytest.raises(ConfigError) as caught:
        load_settings(config_file=toml)
    assert "looks-like-a-key-9" not in str(caught.value)
    assert "ingest_token" in str(caught.value) and "value hidden" in str(caught.value)


def test_loading_settings_registers_every_secret(tmp_path: Path) -> None:
    """SecretStr fields and api_key entries of agent, judge and stage tables are registered."""
    toml = tmp_path / "dyneval.toml"
    toml.write_text(
        'llm_api_key = "llm-secret-1"\n'
        '[[agents]]\nname = "a"\nkind = "openai_chat"\nbase_url = "http://x"\n'
        'model = "m"\napi_key = "agent-secret-2"\n'
        '[[llm_judges]]\napi_key = "judge-secret-3"\n'
        '[llm_stages.judge]\napi_key = "stage-secret-4"\n'
    )
    load_settings(config_file=toml)
    assert {"llm-secret-1", "agent-secret-2", "judge-secret-3", "stage-secret-4"} <= registered()


async def test_an_agent_endpoint_repeating_its_key_in_a_401_is_masked(tmp_path: Path) -> None:
    """An [[agents]] key from dyneval.toml never appears in the AgentError of a 401 echoing it."""
    key = "agent-Plain-Key-77"

    async def echo(request: web.Request) -> web.Response:
        given = request.headers.get("Authorization", "").removeprefix("Bearer ")
        return web.json_response({"error": {"message": f"bad key {given}"}}, status=401)

    app = web.Application()
    app.router.add_post("/v1/chat/completions", echo)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    toml = tmp_path / "dyneval.toml"
    toml.write_text(
        f'[[agents]]\nname = "chat"\nkind = "openai_chat"\nbase_url = "{server.make_url("/v1")}"\n'
        f'model = "m"\napi_key = "{key}"\n'
    )
    try:
        (spec,) = parse_agent_specs(load_settings(config_file=toml).agents)
        assert isinstance(spec, OpenAIChatSpec)
        async with httpx.AsyncClient() as http:
            with pytest.raises(AgentError) as caught:
                await OpenAIChatAgent(spec, http, timeout_s=30).answer(
                    "Q?", item_id="i", round_id="r", documents=[]
                )
    finally:
        await server.close()
    assert "401" in str(caught.value) and "bad key" in str(caught.value)
    assert key not in str(caught.value) and "bad key ***" in str(caught.value)
