"""Perplexica's search API as an agent under test: ``POST {url}/api/search``.

Four request shapes (``PerplexicaSpec.api``): ``legacy`` (<= v1.9) sends ``focusMode`` and
``chatModel{provider, model}``; ``v1.10`` names the model ``chatModel{provider, name}``;
``v1.11`` sends ``chatModel{providerId, key}``; ``current`` (v1.12+) drops ``focusMode`` for
``sources``. Embedding models follow the chat model's shape. The response is
``{"message", "sources": [{"pageContent" | "content", "metadata": {"title", "url"}}]}``, or
with ``stream`` a newline-delimited JSON stream of ``init``, ``sources``, ``response``
chunks and ``done`` events. Errors come as ``{"message": ...}`` with 400 or 500.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import httpx

from shared.agents.base import AgentError, Document, Reply, cited_numbers
from shared.agents.config import PerplexicaSpec
from shared.agents.http_errors import error_for_response, error_for_transport
from shared.messages.logs import Source

__all__ = ["PerplexicaAgent", "parse_sources", "request_body"]

_SNIPPET_CHARS = 500


def _model_ref(spec: PerplexicaSpec, provider: str | None, model: str | None) -> dict[str, str]:
    if spec.api in ("v1.11", "current"):
        return {"providerId": provider or "", "key": model or ""}
    return {"provider": provider or "", "name" if spec.api == "v1.10" else "model": model or ""}


def request_body(spec: PerplexicaSpec, question: str) -> dict[str, Any]:
    """The JSON body of one search request in the configured API version."""
    body: dict[str, Any] = {
        "optimizationMode": spec.optimization_mode,
        "query": question,
        "history": [],
        "stream": spec.stream,
    }
    if spec.api == "current":
        body["sources"] = list(spec.sources)
    else:
        body["focusMode"] = spec.focus_mode
    if spec.chat_provider or spec.chat_model:
        body["chatModel"] = _model_ref(spec, spec.chat_provider, spec.chat_model)
    if spec.embedding_provider or spec.embedding_model:
        body["embeddingModel"] = _model_ref(spec, spec.embedding_provider, spec.embedding_model)
    if spec.system_instructions:
        body["systemInstructions"] = spec.system_instructions
    return body


def parse_sources(raw: Any, where: str) -> tuple[Source, ...]:
    """Sources of a response (either content field name), numbered from 1 in order."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise AgentError(f"{where}: 'sources' is a {type(raw).__name__}, not a list")
    out: list[Source] = []
    for index, entry in enumerate(raw):
        if not isinstance(entry, dict):
            raise AgentError(f"{where}: sources[{index}] is not an object")
        raw_meta = entry.get("metadata")
        meta: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
        text = entry.get("pageContent", entry.get("content")) or ""
        out.append(
            Source(
                id=index + 1,
                title=str(meta.get("title") or ""),
                url=str(meta.get("url") or ""),
                snippet=str(text)[:_SNIPPET_CHARS],
                content=str(text) or None,
            )
        )
    return tuple(out)


class PerplexicaAgent:
    """Asks a Perplexica server."""

    def __init__(self, spec: PerplexicaSpec, http: httpx.AsyncClient) -> None:
        self.spec = spec
        self.http = http
        self.url = spec.url.rstrip("/") + "/api/search"

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``perplexica``."""
        return "perplexica"

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """Search with ``question``; the message is the answer, its sources the sources."""
        body = request_body(self.spec, question)
        try:
            if self.spec.stream:
                message, sources = await self._streamed(body)
            else:
                message, sources = await self._plain(body)
        except httpx.HTTPError as exc:
            raise error_for_transport(self.name, self.url, exc) from exc
        return Reply(
            answer=message,
            sources=sources,
            cited=cited_numbers(message, sources),
            thinking=message,
        )

    def _check(self, response: httpx.Response) -> None:
        if response.status_code >= 400:
            raise error_for_response(
                self.name, self.url, response,
                hint=f"check the request shape (api = {self.spec.api!r}) and model settings "
                "of this agent against the server's version",
            )  # fmt: skip

    async def _plain(self, body: dict[str, Any]) -> tuple[str, tuple[Source, ...]]:
        response = await self.http.post(self.url, json=body)
        self._check(response)
        try:
            data = response.json()
        except ValueError as exc:
            raise AgentError(f"agent {self.name!r}: {self.url} sent a body that is not JSON",
                             transient=True) from exc  # fmt: skip
        if not isinstance(data, dict) or not isinstance(data.get("message"), str):
            raise AgentError(f"agent {self.name!r}: the response has no 'message' string")
        return data["message"], parse_sources(data.get("sources"), f"agent {self.name!r}")

    async def _streamed(self, body: dict[str, Any]) -> tuple[str, tuple[Source, ...]]:
        chunks: list[str] = []
        sources: tuple[Source, ...] = ()
        done = False
        where = f"agent {self.name!r} stream"
        async with self.http.stream("POST", self.url, json=body) as response:
            if response.status_code >= 400:
                await response.aread()
                self._check(response)
            async for line in response.aiter_lines():
                if not line.strip():
                    continue
                try:
                    event = json.loads(line)
                except ValueError as exc:
                    raise AgentError(f"{where}: a line is not JSON: {line[:80]!r}") from exc
                kind = event.get("type") if isinstance(event, dict) else None
                if kind == "sources":
                    sources = parse_sources(event.get("data"), where)
                elif kind == "response":
                    chunks.append(str(event.get("data") or ""))
                elif kind == "error":
                    raise AgentError(f"{where}: {event.get('data')}", transient=True)
                elif kind == "done":
                    done = True
                    break
        if not done:
            raise AgentError(f"{where} ended before its 'done' event", transient=True)
        return "".join(chunks), sources

    async def aclose(self) -> None:
        """The HTTP client is closed by whoever built it."""
