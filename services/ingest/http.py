"""The HTTP ingest endpoint (``dyneval serve ingest``).

``POST /v1/logs`` takes one log (a JSON object), a batch (a JSON array), or
``{"logs": [...]}``, with ``Authorization: Bearer <ingest_token>``. Each record
goes through the same importers as files (format detected per record, or fixed
with ``?format=logs|perplexica|hotpotqa``). Answers:

- 202 with one result per record (message id, or error for the bad ones, which
  are dead-lettered) when at least one record was accepted;
- 422 with the per-record errors when every record was bad (all dead-lettered).
  A body that is not UTF-8 JSON is a bad record too (an array is split into its
  elements first, so one broken element costs only itself; see ``bodies.py``);
- 400 (empty body or batch, unknown format), 401 (missing or wrong token), 408
  (the body arrived slower than ``ingest_body_min_rate`` after
  ``ingest_body_timeout_s``), 413 (body over ``ingest_max_body_bytes``, whose
  first bytes are dead-lettered when it was streamed, or batch over
  ``ingest_max_batch``), 503 (the bus failed): each a JSON ``{error, hint}``.

Connections that send no complete request header within ``ingest_idle_timeout_s``
of opening (or of their last response) are closed; a client that hangs up in the
middle of a body ends its request quietly (counted as ``aborted``), not with a
traceback on stderr.

``GET /healthz`` answers ``{"status": "ok"}``; ``GET /metrics`` serves Prometheus
text. The server refuses to start without a token.
"""

from __future__ import annotations

import asyncio
import hmac
import uuid
from typing import Any, cast, get_args

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, Counter, generate_latest

from services.ingest.bodies import import_body, is_blank
from services.ingest.importers import FormatChoice
from shared.bus.base import Bus
from shared.errors import ConfigError, DynevalError, InputError
from shared.intake.records import Item, Rejected, raw_text
from shared.intake.writer import FileReport, ItemOutcome, ingest_items
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


def _problem(
    status: int,
    error: str,
    hint: str | None = None,
    *,
    close: bool = False,
    dead: str | None = None,
) -> web.Response:
    HTTP_REQUESTS.labels(status=str(status)).inc()
    body: dict[str, Any] = {"error": error}
    if hint is not None:
        body["hint"] = hint
    if dead is not None:
        body["dead_letter"] = dead
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    response = web.json_response(body, status=status, headers=headers)
    if close:
        response.force_close()
    return response


def _authorized(request: web.Request) -> bool:
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), request.app[_TOKEN])


class _BodyTooSlow(Exception):
    """The client sent the body slower than the configured rate allows."""


class _BodyCut(Exception):
    """The client went away in the middle of the body."""


async def _read_body(request: web.Request, settings: Settings) -> tuple[bytes, bool]:
    """The body (or its first ``limit`` bytes) and whether it stayed within the limit.

    The body must arrive by ``ingest_body_timeout_s`` plus one second per
    ``ingest_body_min_rate`` bytes received: a client that stalls, or trickles
    slower than the rate, is cut off (``_BodyTooSlow``) instead of holding a
    handler for ever.
    """
    limit = settings.ingest_max_body_bytes
    declared = request.content_length
    if declared is not None and declared > limit:
        return b"", False
    grace, rate = settings.ingest_body_timeout_s, settings.ingest_body_min_rate
    start = asyncio.get_running_loop().time()
    body = bytearray()
    try:
        async with asyncio.timeout_at(start + grace) as deadline:
            async for chunk in request.content.iter_chunked(_READ_CHUNK):
                body += chunk
                if len(body) > limit:
                    return bytes(body[:limit]), False
                deadline.reschedule(start + grace + len(body) / rate)
    except TimeoutError as exc:
        raise _BodyTooSlow(len(body)) from exc
    except ConnectionError as exc:  # aiohttp raises ConnectionResetError("Connection lost")
        raise _BodyCut(len(body)) from exc
    return bytes(body), True


async def _store(
    request: web.Request, items: list[Item], source: str
) -> tuple[FileReport, list[ItemOutcome]]:
    report = FileReport(source=source)
    outcomes = await ingest_items(items, request.app[_BUS], request.app[_SETTINGS], report)
    for outcome in outcomes:
        HTTP_RECORDS.labels(outcome=outcome.status).inc()
    return report, outcomes


def _results(report: FileReport, outcomes: list[ItemOutcome], source: str) -> dict[str, Any]:
    return {
        "request": source,
        "accepted": report.ingested,
        "duplicates": report.duplicates,
        "dead_lettered": report.dead,
        "flagged": report.flagged,
        "results": [outcome.to_json() for outcome in outcomes],
    }


async def _oversized(request: web.Request, head: bytes, source: str) -> web.Response:
    """413 for a body over the limit; a streamed one is dead-lettered with its first bytes."""
    limit = request.app[_SETTINGS].ingest_max_body_bytes
    hint = "send fewer logs per request or raise the setting ingest_max_body_bytes"
    if not head:
        return _problem(413, f"request body exceeds {limit} bytes", hint)
    where = f"{source}#0"
    error = InputError(
        f"request body exceeds {limit} bytes; the rest was not read", where=where, hint=hint
    )
    letter = Rejected(topic="logs", error=error, raw=raw_text(head), where=where)
    try:
        _, outcomes = await _store(request, [letter], source)
    except DynevalError as exc:
        return _problem(503, f"could not store the logs: {exc.message}", exc.hint)
    return _problem(413, error.message, hint, dead=outcomes[0].id)


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
    source = f"http:{uuid.uuid4().hex[:12]}"
    try:
        body, whole = await _read_body(request, settings)
    except _BodyTooSlow:
        return _problem(
            408,
            f"the request body arrived slower than {settings.ingest_body_min_rate} bytes/s "
            f"after {settings.ingest_body_timeout_s:g} s",
            "send the body without pauses, or raise ingest_body_timeout_s",
            close=True,
        )
    except _BodyCut:
        HTTP_REQUESTS.labels(status="aborted").inc()
        return web.Response(status=400)  # nobody is left to read it
    if not whole:
        return await _oversized(request, body, source)
    if is_blank(body):
        return _problem(400, "the request body is empty", "send one log or an array of logs")
    items = import_body(body, source, fmt, settings.ingest_max_line_bytes)
    if not items:
        return _problem(400, "the batch holds no logs", "send at least one log")
    if len(items) > settings.ingest_max_batch:
        return _problem(
            413,
            f"batch of {len(items)} logs exceeds the limit of {settings.ingest_max_batch}",
            "split the batch or raise the setting ingest_max_batch",
        )
    try:
        report, outcomes = await _store(request, items, source)
    except DynevalError as exc:
        return _problem(503, f"could not store the logs: {exc.message}", exc.hint)
    status = 202 if report.ingested + report.duplicates > 0 else 422
    HTTP_REQUESTS.labels(status=str(status)).inc()
    return web.json_response(_results(report, outcomes, source), status=status)


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
    runner = web.AppRunner(
        create_app(settings, bus),
        access_log=None,
        # aiohttp's one timer for a connection waiting for a request: it starts when the
        # connection opens and after each response, and closes the connection if no
        # complete request header arrived by then (an idle socket or a slow header alike)
        keepalive_timeout=settings.ingest_idle_timeout_s,
        # after an early answer (408, 413) the unread rest of a body is drained at most this
        # long before the connection is closed, so a slow client cannot hold it longer
        lingering_time=min(10.0, settings.ingest_body_timeout_s),
    )
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
