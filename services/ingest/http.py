"""The HTTP ingest endpoint (``dyneval serve ingest``).

``POST /v1/logs`` takes one log (a JSON object), a batch (a JSON array), or
``{"logs": [...]}``, with ``Authorization: Bearer <ingest_token>``. Each record
goes through the same importers as files (format detected per record, or fixed
with ``?format=logs|perplexica|hotpotqa``). Answers:

- 202 with one result per record (message id, or error for the bad ones, which
  are dead-lettered) when at least one record was accepted;
- 422 with the per-record errors when every record was bad (all dead-lettered);
- 400 (body is not UTF-8 JSON, empty batch, unknown format), 401 (missing or
  wrong token), 413 (body over ``ingest_max_body_bytes`` or batch over
  ``ingest_max_batch``), 503 (the bus failed) — each a JSON ``{error, hint}``.

``GET /healthz`` answers ``{"status": "ok"}``; ``GET /metrics`` serves Prometheus
text. The server refuses to start without a token.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import uuid
from typing import Any, cast, get_args

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, Counter, generate_latest

from services.ingest.importers import FormatChoice, unwrap_batch
from services.ingest.service import ingest_payloads
from shared.bus.base import Bus
from shared.errors import ConfigError, DynevalError
from shared.settings import Settings

__all__ = ["LOGS_PATH", "create_app", "serve", "start"]

LOGS_PATH = "/v1/logs"

HTTP_REQUESTS = Counter(
    "dyneval_ingest_http_requests_total", "Requests to the HTTP ingest endpoint.", ["status"]
)
HTTP_RECORDS = Counter(
    "dyneval_ingest_http_records_total",
    "Records received over HTTP, by outcome (accepted, duplicate, dead).",
    ["outcome"],
)

_SETTINGS: web.AppKey[Settings] = web.AppKey("settings", Settings)
_BUS: web.AppKey[Bus] = web.AppKey("bus", Bus)
_TOKEN: web.AppKey[bytes] = web.AppKey("token", bytes)
_HTTP_FORMATS = frozenset(get_args(FormatChoice)) - {"freshqa"}
_READ_CHUNK = 64 * 1024


def _problem(status: int, error: str, hint: str | None = None) -> web.Response:
    HTTP_REQUESTS.labels(status=str(status)).inc()
    body: dict[str, Any] = {"error": error}
    if hint is not None:
        body["hint"] = hint
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return web.json_response(body, status=status, headers=headers)


def _authorized(request: web.Request) -> bool:
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), request.app[_TOKEN])


async def _read_body(request: web.Request, limit: int) -> bytes | None:
    """The body, or ``None`` as soon as it grows past ``limit`` bytes."""
    declared = request.content_length
    if declared is not None and declared > limit:
        return None
    body = bytearray()
    async for chunk in request.content.iter_chunked(_READ_CHUNK):
        body += chunk
        if len(body) > limit:
            return None
    return bytes(body)


def _decode(body: bytes) -> Any:
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(
            f"body is not UTF-8: invalid byte {body[exc.start]:#04x} at byte offset {exc.start}"
        ) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"body is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from exc
    except RecursionError as exc:
        raise ValueError("body is not JSON: nested too deeply") from exc


async def _post_logs(request: web.Request) -> web.Response:
    settings = request.app[_SETTINGS]
    if not _authorized(request):
        return _problem(
            401, "missing or wrong bearer token", "send 'Authorization: Bearer <ingest_token>'"
        )
    given = request.query.get("format", "auto")
    if given not in _HTTP_FORMATS:
        return _problem(
            400,
            f"unknown format {given!r}",
            "use format=auto, logs, perplexica or hotpotqa (FreshQA seeds are CSV files)",
        )
    fmt = cast(FormatChoice, given)
    limit = settings.ingest_max_body_bytes
    body = await _read_body(request, limit)
    if body is None:
        return _problem(
            413,
            f"request body exceeds {limit} bytes",
            "send fewer logs per request or raise the setting ingest_max_body_bytes",
        )
    try:
        value = _decode(body)
    except ValueError as exc:
        return _problem(400, str(exc), 'send one log object, an array of logs or {"logs": [...]}')
    records, _ = unwrap_batch(value)
    if not records:
        return _problem(400, "the batch holds no logs", "send at least one log")
    if len(records) > settings.ingest_max_batch:
        return _problem(
            413,
            f"batch of {len(records)} logs exceeds the limit of {settings.ingest_max_batch}",
            "split the batch or raise the setting ingest_max_batch",
        )
    source = f"http:{uuid.uuid4().hex[:12]}"
    try:
        report, outcomes = await ingest_payloads(
            records, fmt, request.app[_BUS], settings, source=source
        )
    except DynevalError as exc:
        return _problem(503, f"could not store the logs: {exc.message}", exc.hint)
    for outcome in outcomes:
        HTTP_RECORDS.labels(outcome=outcome.status).inc()
    status = 202 if report.ingested + report.duplicates > 0 else 422
    HTTP_REQUESTS.labels(status=str(status)).inc()
    return web.json_response(
        {
            "request": source,
            "accepted": report.ingested,
            "duplicates": report.duplicates,
            "dead_lettered": report.dead,
            "flagged": report.flagged,
            "results": [outcome.to_json() for outcome in outcomes],
        },
        status=status,
    )


async def _healthz(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def _metrics(request: web.Request) -> web.Response:
    body = generate_latest(REGISTRY)
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


def create_app(settings: Settings, bus: Bus) -> web.Application:
    """The ingest web application; raises ``ConfigError`` when no token is set."""
    token = settings.ingest_token.get_secret_value() if settings.ingest_token else ""
    if not token.strip():
        raise ConfigError(
            "the HTTP ingest endpoint will not start without a bearer token",
            hint="set DYNEVAL_INGEST_TOKEN (or ingest_token in dyneval.toml) to a long random "
            "string",
        )
    # aiohttp's own cap is a backstop; _read_body enforces the limit with a JSON 413.
    app = web.Application(client_max_size=settings.ingest_max_body_bytes + 1)
    app[_SETTINGS] = settings
    app[_BUS] = bus
    app[_TOKEN] = token.strip().encode()
    app.router.add_post(LOGS_PATH, _post_logs)
    app.router.add_get("/healthz", _healthz)
    app.router.add_get("/metrics", _metrics)
    return app


async def start(settings: Settings, bus: Bus) -> web.AppRunner:
    """Start serving on ``settings.ingest_host:ingest_port``; the caller cleans up the runner."""
    runner = web.AppRunner(create_app(settings, bus), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, settings.ingest_host, settings.ingest_port)
    try:
        await site.start()
    except OSError as exc:
        await runner.cleanup()
        raise ConfigError(
            f"cannot listen on {settings.ingest_host}:{settings.ingest_port}: {exc.strerror}",
            hint="choose another port with DYNEVAL_INGEST_PORT",
        ) from exc
    return runner


async def serve(settings: Settings, bus: Bus) -> None:
    """Serve until cancelled."""
    runner = await start(settings, bus)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
