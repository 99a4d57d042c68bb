"""The simulated model served over real HTTP on 127.0.0.1, with the faults real servers have.

``SimulatorServer`` speaks ``POST /v1/chat/completions`` (and ``GET /v1/models``); the
reply text comes from a ``SimulatedModel``. A ``Faults`` plan makes a share of requests
fail the way hosted and self-hosted endpoints do: HTTP 500/503, 429 with ``Retry-After``,
a reply that never comes (the client times out), a dropped connection. Which requests fail
is drawn from a seeded random source in arrival order, so a failure never changes what a
successful reply says: the same request always gets the same answer.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import web

from tests.support.chat_server import LocalChatServer
from tests.support.model_simulator import SimulatedModel

__all__ = ["FaultKind", "Faults", "SimulatorServer"]

FaultKind = Literal["500", "503", "429", "timeout", "drop"]


@dataclass
class Faults:
    """Which share of chat requests fail, and how."""

    rate: float = 0.0
    """Probability that a request fails."""

    kinds: tuple[FaultKind, ...] = ("500", "timeout")
    """Failure kinds, drawn uniformly."""

    seed: int = 7
    """Seed of the draw."""

    hang_s: float | None = None
    """How long a ``timeout`` request hangs before answering; ``None``: until the server
    closes, so only these requests ever exceed the client's timeout, however loaded the
    machine (a fixed hang races a short client timeout that a normal reply may also hit)."""

    max_timeouts: int | None = None
    """At most this many ``timeout`` faults; a later ``timeout`` draw fails as a ``500``
    instead (each hang costs the client its whole, generous, timeout)."""

    retry_after: str = "0"
    """``Retry-After`` of a 429."""

    _rand: random.Random = field(init=False, repr=False)
    _timeouts: int = field(init=False, repr=False, default=0)

    def __post_init__(self) -> None:
        self._rand = random.Random(self.seed)

    def draw(self) -> FaultKind | None:
        """The fault of the next request, if it fails."""
        if self.rate <= 0 or self._rand.random() >= self.rate:
            return None
        kind = self._rand.choice(self.kinds)
        if kind == "timeout":
            if self.max_timeouts is not None and self._timeouts >= self.max_timeouts:
                return "500"
            self._timeouts += 1
        return kind


class SimulatorServer(LocalChatServer):
    """``async with SimulatorServer(model) as server: server.base_url``."""

    def __init__(self, model: SimulatedModel, *, faults: Faults | None = None) -> None:
        super().__init__()
        self.model = model
        self.faults = faults if faults is not None else Faults()
        self.requests = 0
        """Chat requests received (failed ones included)."""
        self.failed: Counter[str] = Counter()
        """Injected failures by kind."""
        self.follow_ups = 0
        """Requests that continue a conversation (an assistant turn then a user turn): the
        repair turns a client sends after a reply it could not use."""
        self.tokens = Counter[str]()

    async def _models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": "sim", "object": "model"}]})

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.requests += 1
        try:
            body: Any = json.loads(await request.text())
        except ValueError:
            return _error(400, "body is not JSON")
        if not isinstance(body, dict) or not body.get("messages"):
            return _error(400, "messages are required")
        if any(isinstance(m, dict) and m.get("role") == "assistant" for m in body["messages"]):
            self.follow_ups += 1
        fault = self.faults.draw()
        if fault is not None:
            self.failed[fault] += 1
            if fault in ("500", "503"):
                return _error(int(fault), "The server had an error while processing your request.")
            if fault == "429":
                return _error(429, "Rate limit reached.",
                              headers={"Retry-After": self.faults.retry_after})
            if fault == "timeout":
                if self.faults.hang_s is None:
                    await asyncio.Event().wait()  # cancelled when the server closes
                await asyncio.sleep(self.faults.hang_s or 0.0)
            if fault == "drop" and request.transport is not None:
                request.transport.close()
                raise asyncio.CancelledError
        content = self.model.reply(body)
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in body["messages"])
        completion_tokens = len(content.split())
        self.tokens["prompt"] += prompt_tokens
        self.tokens["completion"] += completion_tokens
        return web.json_response({
            "id": f"chatcmpl-sim-{self.requests}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model") or "sim",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": "length" if self.model.cut else "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        })


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> web.Response:
    return web.json_response({"error": {"message": message, "type": "server_error"}},
                             status=status, headers=headers)
