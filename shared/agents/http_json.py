"""A generic HTTP JSON agent: a configurable request template, answer and sources read by
field paths (``HttpJsonSpec``). Suits any home-grown RAG service without an adapter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx

from shared.agents.base import AgentError, Document, Reply, cited_numbers
from shared.agents.config import HttpJsonSpec
from shared.agents.field_paths import fill_template, resolve_path
from shared.agents.http_errors import error_for_response, error_for_transport
from shared.errors import InputError
from shared.messages.logs import Source

__all__ = ["HttpJsonAgent"]

_SNIPPET_CHARS = 500


class HttpJsonAgent:
    """Sends the filled request template and reads the reply by field paths."""

    def __init__(self, spec: HttpJsonSpec, http: httpx.AsyncClient) -> None:
        self.spec = spec
        self.http = http

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``http_json``."""
        return "http_json"

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """One request, one answer."""
        values = {"question": question, "item_id": item_id, "round_id": round_id}
        body = fill_template(self.spec.request, values)
        try:
            if self.spec.method == "GET":
                params = {k: str(v) for k, v in body.items()} if isinstance(body, dict) else None
                response = await self.http.get(self.spec.url, params=params,
                                               headers=self.spec.headers)  # fmt: skip
            else:
                response = await self.http.request(
                    self.spec.method, self.spec.url, json=body, headers=self.spec.headers
                )
        except httpx.HTTPError as exc:
            raise error_for_transport(self.name, self.spec.url, exc) from exc
        if response.status_code >= 400:
            raise error_for_response(self.name, self.spec.url, response,
                                     hint="check url, method and request template of this agent")
        try:
            data = response.json()
        except ValueError as exc:
            raise AgentError(f"agent {self.name!r}: the response is not JSON",
                             transient=True) from exc  # fmt: skip
        return self._reply(data)

    def _reply(self, data: Any) -> Reply:
        where = f"agent {self.name!r}"
        try:
            answer = resolve_path(data, self.spec.answer_path)
            sources = self._sources(data)
            thinking = (
                str(resolve_path(data, self.spec.thinking_path) or "")
                if self.spec.thinking_path else ""
            )  # fmt: skip
        except InputError as exc:
            raise AgentError(
                f"{where}: {exc.message}",
                hint="fix answer_path/sources_path/source_*_path of this agent to match replies",
            ) from exc
        if not isinstance(answer, str):
            raise AgentError(f"{where}: {self.spec.answer_path!r} is not a string")
        return Reply(
            answer=answer,
            sources=sources,
            cited=cited_numbers(answer, sources) or cited_numbers(thinking, sources),
            thinking=thinking or answer,
        )

    def _sources(self, data: Any) -> tuple[Source, ...]:
        if self.spec.sources_path is None:
            return ()
        try:
            raw = resolve_path(data, self.spec.sources_path)
        except InputError:
            return ()  # an answer without sources is still an answer
        if not isinstance(raw, list):
            return ()
        out: list[Source] = []
        for entry in raw:
            text = _optional(entry, self.spec.source_text_path)
            out.append(
                Source(
                    id=len(out) + 1,
                    title=_optional(entry, self.spec.source_title_path),
                    url=_optional(entry, self.spec.source_url_path),
                    snippet=text[:_SNIPPET_CHARS],
                    content=text or None,
                )
            )
        return tuple(out)

    async def aclose(self) -> None:
        """The HTTP client is closed by whoever built it."""


def _optional(entry: Any, path: str) -> str:
    try:
        value = resolve_path(entry, path)
    except InputError:
        return ""
    return "" if value is None else str(value)
