"""The serving part every local OpenAI-compatible test server shares.

A subclass supplies the two endpoints (``_chat`` and ``_models``); this class binds a random
port on 127.0.0.1, serves them under ``/v1`` and stops on ``close`` or at the end of an
``async with`` block.
"""

from __future__ import annotations

from typing import Self

from aiohttp import web

__all__ = ["LocalChatServer"]


class LocalChatServer:
    """Serves ``POST /v1/chat/completions`` and ``GET /v1/models`` on 127.0.0.1."""

    def __init__(self) -> None:
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def base_url(self) -> str:
        """The API base, ``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    async def start(self) -> None:
        """Bind a random port on 127.0.0.1 and serve."""
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_get("/v1/models", self._models)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.2)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def close(self) -> None:
        """Stop serving; the port refuses connections afterwards."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        raise NotImplementedError

    async def _models(self, request: web.Request) -> web.StreamResponse:
        raise NotImplementedError
