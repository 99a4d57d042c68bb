"""The CLI never prints a secret, even when an endpoint's error body repeats it."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from tests.conftest import REPO

CLI = (sys.executable, "-m", "services.cli.app")


async def _echoing_401(request: web.Request) -> web.Response:
    """An OpenAI-style 401 whose message repeats the key it was sent, as some servers do."""
    key = request.headers.get("Authorization", "").removeprefix("Bearer ")
    body = {"error": {"message": f"Incorrect API key provided: {key}.", "type": "auth"}}
    return web.json_response(body, status=401)


async def _run_check(tmp_path: Path, base_url: str, key: str) -> tuple[int, str]:
    env = {
        "HOME": str(tmp_path),
        "DYNEVAL_CONFIG": str(tmp_path / "absent.toml"),
        "DYNEVAL_DATA_DIR": str(tmp_path / "data"),
        "DYNEVAL_LLM": "openai",
        "DYNEVAL_LLM_BASE_URL": base_url,
        "DYNEVAL_LLM_MODEL": "m",
        "DYNEVAL_LLM_API_KEY": key,
        "DYNEVAL_LLM_CACHE": "off",
        "DYNEVAL_LOG_LEVEL": "DEBUG",
    }
    process = await asyncio.create_subprocess_exec(
        *CLI, "llm", "check", cwd=REPO, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    output, _ = await asyncio.wait_for(process.communicate(), 120)
    return process.returncode or 0, output.decode()


@pytest.mark.parametrize("key", ["plainwordskey", "sk-live-Zx81hQ2mN4pR7tV9"])
async def test_a_401_body_repeating_the_key_is_printed_masked(tmp_path: Path, key: str) -> None:
    """`dyneval llm check` with a wrong key: the error quotes the server, the key masked."""
    app = web.Application()
    app.router.add_post("/v1/chat/completions", _echoing_401)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        code, output = await _run_check(tmp_path, str(server.make_url("/v1")), key)
    finally:
        await server.close()
    assert code == 2 and "Incorrect API key provided" in output, output
    assert key not in output
    assert "Incorrect API key provided: ***" in output  # masked (by the LLM layer or ours)
    assert "Traceback" not in output
