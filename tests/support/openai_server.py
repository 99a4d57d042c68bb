"""A real OpenAI-compatible chat-completions server on 127.0.0.1 for tests and benchmarks.

``OpenAIServer`` is an aiohttp.web app on a random port speaking ``POST /v1/chat/completions``
and ``GET /v1/models``. Tests script its replies with a queue of ``Reply`` objects (status
codes, ``Retry-After`` headers, malformed bodies, fenced JSON, slow replies, usage fields,
dropped connections); when the queue is empty a *responder* function turns the request into
the reply text (by default ``plausible_reply``, which answers each dyneval prompt with
schema-valid JSON). Every request is recorded, so tests can count calls and inspect bodies.

Use the ``openai_server`` fixture in async tests, ``openai_server_thread`` where the code
under test runs its own event loop (CLI tests via ``CliRunner``), and ``closed_port`` for a
port nothing listens on. Import them in a ``conftest.py``::

    from tests.support.openai_server import closed_port, openai_server, openai_server_thread
"""

from __future__ import annotations

import asyncio
import collections
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import pytest
import pytest_asyncio
from aiohttp import web

from tests.support.chat_server import LocalChatServer
from tests.support.openai_responder import plausible_reply

HOLD_BOUND_S = 30.0
"""Longest a request waits for ``hold_until_in_flight``: a safety net, never reached if it holds."""

__all__ = [
    "OpenAIServer",
    "RecordedRequest",
    "Reply",
    "Responder",
    "closed_port",
    "openai_server",
    "openai_server_thread",
    "serve_in_thread",
]


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server received."""

    method: str
    path: str
    headers: Mapping[str, str]
    body: Any
    """Parsed JSON body (``None`` for GET or an unparseable body)."""
    received_at: float

    @property
    def messages(self) -> list[dict[str, str]]:
        """The chat messages of a chat-completions request."""
        return list(self.body.get("messages", [])) if isinstance(self.body, dict) else []

    @property
    def model(self) -> str | None:
        """The requested model id."""
        return self.body.get("model") if isinstance(self.body, dict) else None

    @property
    def seed(self) -> int | None:
        """The requested seed."""
        return self.body.get("seed") if isinstance(self.body, dict) else None

    @property
    def prompt(self) -> str:
        """All message contents joined, for matching on prompt text."""
        return "\n".join(str(m.get("content", "")) for m in self.messages)

    @property
    def last_user(self) -> str:
        """Content of the last user message."""
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return str(message.get("content", ""))
        return ""


Responder = Callable[[RecordedRequest], str]
"""Turns a chat request into the assistant's reply text."""


@dataclass(frozen=True)
class Reply:
    """One scripted reply; fields left at their defaults give a normal 200 completion."""

    status: int = 200
    content: str | None = None
    """Assistant text of a 200 reply; ``None`` asks the responder."""
    error: str = "scripted error"
    """Error message of a non-2xx reply, sent as ``{"error": {"message": ...}}``."""
    body: str | None = None
    """Raw body sent as-is (e.g. malformed JSON); overrides ``content`` and ``error``."""
    headers: Mapping[str, str] = field(default_factory=dict)
    """Extra response headers (e.g. ``Retry-After``)."""
    delay_s: float = 0.0
    """Wait before answering (a slow server)."""
    usage: Mapping[str, int] | bool | None = True
    """``True``: word counts; a mapping: sent as given; ``None``/``False``: no usage field."""
    model: str | None = None
    """Model id in the reply (default: the requested one)."""
    finish_reason: str = "stop"
    """Finish reason in the reply."""
    drop: bool = False
    """Close the connection without answering."""

    @classmethod
    def json(cls, value: Any, *, fenced: bool = False, prose: str = "", **kw: Any) -> Reply:
        """A 200 reply whose content is ``value`` as JSON, optionally fenced or after prose."""
        text = json.dumps(value)
        if fenced:
            text = f"```json\n{text}\n```"
        return cls(content=f"{prose}{text}", **kw)

    @classmethod
    def fail(cls, status: int, message: str = "scripted error", *, retry_after: str | None = None,
             **kw: Any) -> Reply:
        """An error reply, optionally with ``Retry-After``."""
        headers = {"Retry-After": retry_after} if retry_after is not None else {}
        return cls(status=status, error=message, headers=headers, **kw)


class OpenAIServer(LocalChatServer):
    """The chat-completions server; ``async with OpenAIServer() as server: server.base_url``."""

    def __init__(
        self,
        *,
        models: Sequence[str] | None = None,
        api_key: str | None = None,
        responder: Responder = plausible_reply,
        reject_response_format: bool = False,
    ) -> None:
        super().__init__()
        self.models = tuple(models) if models is not None else None
        """When given, requests for other models get 404 like a real server."""
        self.api_key = api_key
        """When given, requests without ``Authorization: Bearer <key>`` get 401."""
        self.responder = responder
        self.reject_response_format = reject_response_format
        """Answer 400 to any request with ``response_format`` (a server without JSON mode)."""
        self.queue: collections.deque[Reply] = collections.deque()
        self.requests: list[RecordedRequest] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.hold_until_in_flight = 0
        """When set, each chat request waits (at most ``HOLD_BOUND_S``) until this many were
        in flight at once: a concurrency test then sees its peak however slowly a loaded
        machine sends the requests, and a limit below it shows as the lower peak."""
        self._counter = 0

    # --- scripting -----------------------------------------------------------
    def script(self, *replies: Reply) -> None:
        """Queue replies for the next chat requests, in order."""
        self.queue.extend(replies)

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """Recorded chat-completions requests."""
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    # --- handlers ---------------------------------------------------------------
    async def _record(self, request: web.Request) -> RecordedRequest:
        raw = await request.text() if request.can_read_body else ""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        recorded = RecordedRequest(
            request.method, request.path, dict(request.headers), body, time.monotonic()
        )
        self.requests.append(recorded)
        return recorded

    def _auth_error(self, request: web.Request) -> web.Response | None:
        if self.api_key is None:
            return None
        if request.headers.get("Authorization") == f"Bearer {self.api_key}":
            return None
        return _error(401, "Incorrect API key provided.", "invalid_request_error")

    async def _models(self, request: web.Request) -> web.Response:
        await self._record(request)
        refused = self._auth_error(request)
        if refused is not None:
            return refused
        ids = self.models if self.models is not None else ("test-model",)
        return web.json_response(
            {"object": "list", "data": [{"id": m, "object": "model", "owned_by": "tests"}
                                        for m in ids]}
        )

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        recorded = await self._record(request)
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            with suppress(TimeoutError):
                async with asyncio.timeout(HOLD_BOUND_S):
                    while self.max_in_flight < self.hold_until_in_flight:
                        await asyncio.sleep(0.01)
            return await self._answer(request, recorded)
        finally:
            self.in_flight -= 1

    async def _answer(self, request: web.Request, recorded: RecordedRequest) -> web.StreamResponse:
        refused = self._auth_error(request)
        if refused is not None:
            return refused
        body = recorded.body
        if not isinstance(body, dict) or not recorded.messages:
            return _error(400, "body must be a JSON object with messages", "invalid_request_error")
        if self.models is not None and recorded.model not in self.models:
            return _error(404, f"The model `{recorded.model}` does not exist.", "not_found")
        if self.reject_response_format and "response_format" in body:
            return _error(400, "response_format is not supported by this server",
                          "invalid_request_error")
        reply = self.queue.popleft() if self.queue else Reply()
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        if reply.drop:
            if request.transport is not None:
                request.transport.close()
            raise asyncio.CancelledError  # aiohttp drops the connection without a response
        if reply.body is not None:
            return web.Response(status=reply.status, text=reply.body, headers=reply.headers,
                                content_type="application/json")
        if reply.status >= 300:
            return _error(reply.status, reply.error, "scripted", headers=reply.headers)
        content = reply.content if reply.content is not None else self.responder(recorded)
        self._counter += 1
        payload: dict[str, Any] = {
            "id": f"chatcmpl-{self._counter}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": reply.model or recorded.model or "test-model",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": reply.finish_reason,
                }
            ],
        }
        if reply.usage is True:
            prompt_tokens = len(recorded.prompt.split())
            completion_tokens = len(content.split())
            payload["usage"] = {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            }
        elif isinstance(reply.usage, Mapping):
            payload["usage"] = dict(reply.usage)
        return web.json_response(payload, status=reply.status, headers=reply.headers)


def _error(
    status: int, message: str, kind: str, headers: Mapping[str, str] | None = None
) -> web.Response:
    return web.json_response(
        {"error": {"message": message, "type": kind, "code": None}},
        status=status,
        headers=headers,
    )


@contextmanager
def serve_in_thread(server: OpenAIServer) -> Iterator[OpenAIServer]:
    """Run ``server`` on its own event loop in a daemon thread (for sync callers)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="openai-server", daemon=True)
    thread.start()
    try:
        asyncio.run_coroutine_threadsafe(server.start(), loop).result(timeout=10)
        yield server
    finally:
        asyncio.run_coroutine_threadsafe(server.close(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()


@pytest_asyncio.fixture
async def openai_server() -> AsyncIterator[OpenAIServer]:
    """A running chat-completions server on the test's event loop."""
    async with OpenAIServer() as server:
        yield server


@pytest.fixture
def openai_server_thread() -> Iterator[OpenAIServer]:
    """A running chat-completions server on a background thread's event loop."""
    with serve_in_thread(OpenAIServer()) as server:
        yield server


@pytest.fixture
def closed_port() -> int:
    """A 127.0.0.1 port that nothing listens on (connections are refused)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
