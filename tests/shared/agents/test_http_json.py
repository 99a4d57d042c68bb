"""The generic HTTP JSON agent: request templates and response field paths."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
import pytest_asyncio
from aiohttp import web
from hypothesis import given
from hypothesis import strategies as st

from shared.agents import AgentError, HttpJsonAgent
from shared.agents.config import HttpJsonSpec
from shared.agents.field_paths import fill_template, parse_path, resolve_path
from shared.errors import InputError


@pytest_asyncio.fixture
async def rag_server() -> AsyncIterator[tuple[str, list[Any]]]:
    """A home-grown RAG service: answer under data.result, sources under data.docs."""
    seen: list[Any] = []

    async def ask(request: web.Request) -> web.Response:
        body = await request.json()
        seen.append(body)
        return web.json_response({"data": {"result": "Paris [2]", "docs": [
            {"link": "https://a.org", "name": "A", "body": "Lyon"},
            {"link": "https://b.org", "name": "B", "body": "Paris is the capital."},
        ]}})  # fmt: skip

    app = web.Application()
    app.router.add_post("/ask", ask)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    yield f"http://127.0.0.1:{runner.addresses[0][1]}/ask", seen
    await runner.cleanup()


async def test_template_and_paths_map_a_custom_service(rag_server: tuple[str, list[Any]]) -> None:
    """The filled template is sent; answer, sources and [n] citations come back by path."""
    url, seen = rag_server
    spec = HttpJsonSpec(
        name="rag", kind="http_json", url=url,
        request={"input": {"text": "{question}", "ids": ["{item_id}", "{round_id}"]}, "k": 3},
        answer_path="data.result", sources_path="data.docs", source_url_path="link",
        source_title_path="name", source_text_path="body",
    )  # fmt: skip
    async with httpx.AsyncClient() as http:
        reply = await HttpJsonAgent(spec, http).answer(
            "Capital of France?", item_id="i7", round_id="r2", documents=()
        )
    assert seen == [{"input": {"text": "Capital of France?", "ids": ["i7", "r2"]}, "k": 3}]
    assert reply.answer == "Paris [2]"
    assert [s.url for s in reply.sources] == ["https://a.org", "https://b.org"]
    assert reply.cited == (2,)


async def test_wrong_answer_path_names_the_missing_field(rag_server: tuple[str, list[Any]]) -> None:
    """A path that is not in the reply fails with the field it missed and how to fix it."""
    url, _ = rag_server
    spec = HttpJsonSpec(name="rag", kind="http_json", url=url, answer_path="data.answer")
    async with httpx.AsyncClient() as http:
        with pytest.raises(AgentError) as caught:
            await HttpJsonAgent(spec, http).answer("q", item_id="i", round_id="r", documents=())
    assert "'answer'" in caught.value.message and "answer_path" in (caught.value.hint or "")


def test_paths_read_keys_and_indices() -> None:
    """choices[0].message.content walks keys and list indices; negatives count from the end."""
    data = {"choices": [{"message": {"content": "x"}}, {"message": {"content": "y"}}]}
    assert parse_path("choices[0].message.content") == ["choices", 0, "message", "content"]
    assert resolve_path(data, "choices[-1].message.content") == "y"
    with pytest.raises(InputError):
        resolve_path(data, "choices[2]")
    with pytest.raises(InputError):
        parse_path("a..b")


_keys = st.text(st.characters(blacklist_characters=".[]", blacklist_categories=("Cs", "Z", "Cc")),
                min_size=1, max_size=6)  # fmt: skip


@given(st.lists(st.one_of(_keys, st.integers(0, 3)), min_size=1, max_size=5), st.integers())
def test_any_built_path_resolves_to_the_planted_value(steps: list[str | int], value: int) -> None:
    """Planting a value along a path and resolving that path gets the value back."""
    if isinstance(steps[0], int):
        steps = ["root", *steps]
    data: Any = value
    for step in reversed(steps):
        data = [None] * step + [data] if isinstance(step, int) else {step: data}
    path = "".join(f"[{s}]" if isinstance(s, int) else (f".{s}" if i else s)
                   for i, s in enumerate(steps))  # fmt: skip
    assert parse_path(path) == steps
    assert resolve_path(data, path) == value


def test_templates_fill_only_known_placeholders() -> None:
    """{question}/{item_id}/{round_id} are replaced anywhere; other braces stay as written."""
    filled = fill_template(
        {"q": "Q: {question}", "x": ["{item_id}", 3, "{other}"], "n": None},
        {"question": "why {not}?", "item_id": "i1", "round_id": "r"},
    )
    assert filled == {"q": "Q: why {not}?", "x": ["i1", 3, "{other}"], "n": None}
