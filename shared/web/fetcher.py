"""Polite, guarded page fetcher over an injected ``httpx.AsyncClient``.

One :meth:`HttpFetcher.fetch` call follows redirects by hand (each hop vetted by the SSRF
guard and connected to the vetted address), limits concurrency and spaces requests per
host, stops reading at ``fetch_max_bytes``, accepts only HTML, XHTML and plain text, and
decodes the body (see :mod:`shared.web.charset`). It returns a :class:`FetchedPage` or
raises a :class:`~shared.web.errors.FetchError` whose ``outcome`` names what happened;
every call increments ``dyneval_fetch_total{outcome=...}`` exactly once.

The client should not use a proxy (the guard pins connections to vetted addresses, which a
proxy would bypass) nor HTTP/2 (whose connection sharing is keyed by that pinned address);
each request asks for ``Connection: close`` for the same reason, so a TLS session verified
for one host name never carries a request for another host at the same IP.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol

import httpx
import structlog

from shared.settings import Settings
from shared.web.charset import CharsetSource, decode_body, looks_binary
from shared.web.counters import FETCH_TOTAL
from shared.web.errors import (
    BadContentType,
    BadUrl,
    BinaryBody,
    EmptyBody,
    FetchError,
    FetchOutcome,
    FetchTimeout,
    HttpStatusError,
    NetworkError,
    PageTooLarge,
    RedirectLoop,
    TooManyRedirects,
)
from shared.web.ssrf import AddressGuard, AllowList, HostResolver, IPAddress, system_resolver

__all__ = ["TEXT_CONTENT_TYPES", "FetchPolicy", "FetchedPage", "HttpFetcher", "PageFetcher"]

log = structlog.get_logger(__name__)

TEXT_CONTENT_TYPES = frozenset({"text/html", "application/xhtml+xml", "text/plain"})
_SNIFFED = frozenset({"", "application/octet-stream", "binary/octet-stream"})
"""Types that say nothing about the body: it is sniffed (binary, HTML or plain text)."""
_MARKUP = re.compile(rb"^\s*(<!doctype|<html|<head|<body|<\?xml|<!--|<[a-z]+[\s>])", re.I)
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_USER_AGENT = "dyneval-fetcher/0.1 (+https://github.com/dyneval)"
_ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1"


@dataclass(frozen=True, slots=True)
class FetchPolicy:
    """The fetcher's limits; :meth:`from_settings` reads them from ``Settings``."""

    allow: AllowList = field(default_factory=AllowList)
    """Hosts and ranges exempt from the SSRF refusal."""

    timeout_s: float = 20.0
    """Deadline of one hop: connect, headers and the whole body."""

    max_bytes: int = 5 * 1024 * 1024
    """Largest body read; a longer one is cut off and refused."""

    max_redirects: int = 5
    """Redirects followed before refusing."""

    per_host: int = 2
    """Requests in flight per host."""

    delay_s: float = 0.5
    """Minimum spacing between the starts of two requests to the same host."""

    @classmethod
    def from_settings(cls, settings: Settings) -> FetchPolicy:
        """The policy configured by ``fetch_*`` settings."""
        return cls(
            allow=AllowList.parse(settings.fetch_allow),
            timeout_s=settings.fetch_timeout_s,
            max_bytes=settings.fetch_max_bytes,
            max_redirects=settings.fetch_max_redirects,
            per_host=settings.fetch_per_host,
            delay_s=settings.fetch_delay_s,
        )


@dataclass(frozen=True, slots=True)
class FetchedPage:
    """A page fetched as text."""

    url: str
    """The URL asked for."""

    final_url: str
    """The URL after redirects, which relative links and the store should use."""

    status: int
    """HTTP status of the final response."""

    content_type: str
    """Media type (lowercase, no parameters); sniffed from the body when the server sent
    none or ``application/octet-stream``."""

    text: str
    """The decoded body."""

    encoding: str
    """Codec the body was decoded with."""

    charset_source: CharsetSource
    """Where the encoding came from (bom, header, meta, detected, default)."""

    byte_count: int
    """Size of the body in bytes."""

    redirects: tuple[str, ...]
    """URLs redirected through, in order, excluding ``final_url``."""

    address: str
    """The IP address the final response came from."""

    fetched_at: datetime
    """When the final response was received (UTC)."""


class PageFetcher(Protocol):
    """Anything that turns a URL into a :class:`FetchedPage` or raises ``FetchError``."""

    async def fetch(self, url: str) -> FetchedPage:
        """Fetch ``url`` as text."""
        ...


@dataclass(slots=True)
class _HostGate:
    slots: asyncio.Semaphore
    spacing: asyncio.Lock = field(default_factory=asyncio.Lock)
    next_start: float = float("-inf")


@dataclass(frozen=True, slots=True)
class _Hop:
    status: int
    location: str | None
    content_type: str = ""
    charset: str | None = None
    body: bytes = b""
    address: str = ""


def _media_type(header: str | None) -> tuple[str, str | None]:
    if not header:
        return "", None
    parts = [part.strip() for part in header.split(";")]
    charset = None
    for param in parts[1:]:
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset":
            charset = value.strip().strip("\"'") or None
    return parts[0].lower(), charset


def _sniff_type(body: bytes) -> str:
    return "text/html" if _MARKUP.match(body[:1024]) else "text/plain"


def _parse_url(url: str) -> httpx.URL:
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError) as exc:
        raise BadUrl(f"{url!r} is not a valid URL: {exc}", url=str(url)) from exc
    if parsed.scheme not in ("http", "https"):
        raise BadUrl(
            f"refused to fetch {url!r}: scheme {parsed.scheme or '(none)'!r} is not http or https",
            url=url,
            hint="only http:// and https:// pages are fetched",
        )
    if not parsed.host:
        raise BadUrl(f"URL {url!r} has no host", url=url, hint="give an absolute URL")
    return parsed.copy_with(fragment=None)


class HttpFetcher:
    """The :class:`PageFetcher` used in ``live`` mode."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        policy: FetchPolicy,
        *,
        resolver: HostResolver = system_resolver,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._client = client
        self._policy = policy
        self._guard = AddressGuard(policy.allow, resolver)
        self._clock = clock
        self._sleep = sleep
        self._now = now
        self._gates: dict[str, _HostGate] = {}

    async def fetch(self, url: str) -> FetchedPage:
        """Fetch ``url``; raise a ``FetchError`` subclass for every outcome but ``ok``."""
        try:
            page = await self._fetch(url)
        except FetchError as exc:
            FETCH_TOTAL.labels(outcome=exc.outcome.value).inc()
            log.info("fetch_refused", url=url, outcome=exc.outcome.value, error=exc.message)
            raise
        FETCH_TOTAL.labels(outcome=FetchOutcome.OK.value).inc()
        return page

    async def _fetch(self, url: str) -> FetchedPage:
        current = _parse_url(url)
        visited = {str(current)}
        redirects: list[str] = []
        while True:
            hop = await self._hop(current)
            if hop.location is None:
                return self._page(url, current, hop, redirects)
            target = _parse_url(str(current.join(hop.location)))
            if str(target) in visited:
                raise RedirectLoop(
                    f"redirect loop at {url}: {current} points back to {target}",
                    url=url,
                    hint="the site redirects in a circle; use a saved copy of the page",
                )
            if len(redirects) >= self._policy.max_redirects:
                raise TooManyRedirects(
                    f"{url} redirected more than {self._policy.max_redirects} times "
                    f"(last to {target})",
                    url=url,
                    hint="raise fetch_max_redirects or fetch the final URL directly",
                )
            redirects.append(str(current))
            visited.add(str(target))
            current = target

    def _page(self, url: str, final: httpx.URL, hop: _Hop, redirects: list[str]) -> FetchedPage:
        if not hop.body.strip():
            raise EmptyBody(
                f"{final} answered with an empty body",
                url=url,
                hint="the page has no text; the log's content or snippet is used instead",
            )
        if looks_binary(hop.body):
            raise BinaryBody(
                f"{final} sent binary data ({len(hop.body)} bytes) "
                f"as {hop.content_type or 'no content type'}",
                url=url,
                hint="only HTML and plain-text pages are read; save a text copy under pages_dir",
            )
        decoded = decode_body(hop.body, header_charset=hop.charset)
        return FetchedPage(
            url=url,
            final_url=str(final),
            status=hop.status,
            content_type=hop.content_type or _sniff_type(hop.body),
            text=decoded.text,
            encoding=decoded.encoding,
            charset_source=decoded.source,
            byte_count=len(hop.body),
            redirects=tuple(redirects),
            address=hop.address,
            fetched_at=self._now(),
        )

    @asynccontextmanager
    async def _host_slot(self, host: str) -> AsyncIterator[None]:
        gate = self._gates.get(host)
        if gate is None:
            gate = self._gates[host] = _HostGate(asyncio.Semaphore(self._policy.per_host))
        async with gate.slots:
            async with gate.spacing:
                wait = gate.next_start - self._clock()
                if wait > 0:
                    await self._sleep(wait)
                gate.next_start = self._clock() + self._policy.delay_s
            yield

    async def _hop(self, url: httpx.URL) -> _Hop:
        addresses = await self._guard.vet(url)
        async with self._host_slot(url.host):
            try:
                async with asyncio.timeout(self._policy.timeout_s):
                    return await self._request(url, addresses)
            except (TimeoutError, httpx.TimeoutException) as exc:
                raise FetchTimeout(
                    f"fetching {url} took longer than {self._policy.timeout_s} s",
                    url=str(url),
                    hint="the server is slow or stalled; raise fetch_timeout_s or retry later",
                ) from exc
            except httpx.HTTPError as exc:
                raise NetworkError(
                    f"fetching {url} failed: {type(exc).__name__}: {exc}",
                    url=str(url),
                    hint="check that the server is up and reachable from this machine",
                ) from exc

    async def _request(self, url: httpx.URL, addresses: tuple[IPAddress, ...]) -> _Hop:
        last_error: httpx.ConnectError | None = None
        for address in addresses:
            try:
                return await self._request_at(url, address)
            except httpx.ConnectError as exc:
                last_error = exc
        assert last_error is not None  # vet() never returns an empty tuple
        raise last_error

    async def _request_at(self, url: httpx.URL, address: IPAddress) -> _Hop:
        request = self._client.build_request(
            "GET",
            url.copy_with(host=str(address)),
            headers={
                "Host": url.netloc.decode("ascii"),
                "User-Agent": _USER_AGENT,
                "Accept": _ACCEPT,
                # The pool keys connections by the pinned IP; a kept-alive TLS session
                # verified for one name must not carry a request for another name.
                "Connection": "close",
            },
            timeout=httpx.Timeout(self._policy.timeout_s),
            extensions={"sni_hostname": url.raw_host.decode("ascii")},
        )
        response = await self._client.send(request, stream=True, follow_redirects=False)
        try:
            return await self._read(url, response, str(address))
        finally:
            await response.aclose()

    async def _read(self, url: httpx.URL, response: httpx.Response, address: str) -> _Hop:
        status = response.status_code
        if status in _REDIRECTS:
            location = response.headers.get("location")
            if location:
                return _Hop(status, location.strip(), address=address)
        if status >= 300:
            raise HttpStatusError(
                f"{url} answered HTTP {status} {response.reason_phrase}".rstrip(),
                url=str(url),
                status=status,
                hint="the page is missing, forbidden or failing; its log text is used instead",
            )
        media, charset = _media_type(response.headers.get("content-type"))
        if media in _SNIFFED:
            media = ""
        if media and media not in TEXT_CONTENT_TYPES:
            raise BadContentType(
                f"{url} is {media}, not HTML, XHTML or plain text",
                url=str(url),
                content_type=media,
                hint=(
                    "PDF documents are not fetched; save their text under pages_dir"
                    if media == "application/pdf"
                    else "only HTML, XHTML and plain-text pages are read"
                ),
            )
        body = await self._read_body(url, response)
        return _Hop(status, None, media, charset, body, address)

    async def _read_body(self, url: httpx.URL, response: httpx.Response) -> bytes:
        limit = self._policy.max_bytes
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise self._too_large(url, f"declares {int(declared)} bytes")
        chunks: list[bytes] = []
        size = 0
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > limit:
                raise self._too_large(url, f"sent more than {limit} bytes")
            chunks.append(chunk)
        return b"".join(chunks)

    def _too_large(self, url: httpx.URL, detail: str) -> PageTooLarge:
        return PageTooLarge(
            f"{url} {detail}, over the fetch_max_bytes limit of {self._policy.max_bytes}",
            url=str(url),
            hint="raise fetch_max_bytes if such pages are expected",
        )
