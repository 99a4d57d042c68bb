"""Client for a SearxNG instance's JSON search API, for fresh evidence in a new round.

``GET {base}/search?q=...&format=json`` with optional ``categories``, ``engines``
(comma-separated), ``language``, ``time_range`` (day|week|month|year), ``pageno`` and
``safesearch`` (0/1/2). An instance without ``json`` in ``search.formats`` of its
``settings.yml`` answers 403, reported as :class:`SearxngJsonDisabled`. Result URLs are
not fetched here; they go through the guarded fetcher like any other source.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import httpx

from shared.errors import ConfigError, InputError
from shared.settings import Settings
from shared.web.counters import SEARXNG_TOTAL
from shared.web.errors import SearxngError, SearxngJsonDisabled

__all__ = ["SearchResponse", "SearchResult", "SearxngClient", "TimeRange", "parse_response"]

TimeRange = Literal["day", "week", "month", "year"]
_TIME_RANGES = ("day", "week", "month", "year")


@dataclass(frozen=True, slots=True)
class SearchResult:
    """One result of a SearxNG search."""

    url: str
    """The result's URL."""

    title: str
    """The result's title (may be empty)."""

    content: str
    """The snippet SearxNG shows for the result (may be empty)."""

    engine: str | None
    """The engine that ranked it first."""

    engines: tuple[str, ...]
    """Every engine that returned it."""

    published_date: str | None
    """``publishedDate`` as the instance gave it (ISO text), when present."""

    score: float | None
    """SearxNG's merged score."""

    category: str | None
    """The category the result came from (general, news, science ...)."""


@dataclass(frozen=True, slots=True)
class SearchResponse:
    """A page of SearxNG results."""

    query: str
    """The query as the instance echoed it."""

    results: tuple[SearchResult, ...]
    """Results with a usable URL, in the instance's order."""

    answers: tuple[str, ...]
    """Direct answers (rendered as text)."""

    suggestions: tuple[str, ...]
    """Suggested other queries."""

    unresponsive_engines: tuple[str, ...]
    """Engines that failed, as ``name: reason``."""

    skipped: int
    """Result entries dropped because they had no string URL."""

    number_of_results: int | None = None
    """Total estimate (older instances only)."""


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _opt_text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _strings(values: object) -> tuple[str, ...]:
    if not isinstance(values, list):
        return ()
    out: list[str] = []
    for value in values:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, list):
            out.append(": ".join(str(part) for part in value))
        elif isinstance(value, Mapping):
            out.append(str(value.get("answer") or value.get("content") or value.get("url") or ""))
    return tuple(item for item in out if item)


def _score(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _result(entry: Mapping[str, Any]) -> SearchResult | None:
    url = entry.get("url")
    if not isinstance(url, str) or not url.strip():
        return None
    listed = entry.get("engines")
    engines = tuple(e for e in listed if isinstance(e, str)) if isinstance(listed, list) else ()
    return SearchResult(
        url=url.strip(),
        title=_text(entry.get("title")),
        content=_text(entry.get("content")),
        engine=_opt_text(entry.get("engine")),
        engines=engines,
        published_date=_opt_text(entry.get("publishedDate")),
        score=_score(entry.get("score")),
        category=_opt_text(entry.get("category")),
    )


def parse_response(payload: object, *, where: str = "SearxNG response") -> SearchResponse:
    """Read a SearxNG JSON payload; ``SearxngError`` when it is not the search API's shape."""
    if not isinstance(payload, Mapping) or not isinstance(payload.get("results"), list):
        raise SearxngError(
            f"{where} is not a SearxNG search result (no 'results' list)",
            hint="check that searxng_url points at a SearxNG instance",
        )
    results: list[SearchResult] = []
    skipped = 0
    for entry in payload["results"]:
        parsed = _result(entry) if isinstance(entry, Mapping) else None
        if parsed is None:
            skipped += 1
        else:
            results.append(parsed)
    total = payload.get("number_of_results")
    return SearchResponse(
        query=_text(payload.get("query")),
        results=tuple(results),
        answers=_strings(payload.get("answers")),
        suggestions=_strings(payload.get("suggestions")),
        unresponsive_engines=_strings(payload.get("unresponsive_engines")),
        skipped=skipped,
        number_of_results=total if isinstance(total, int) and not isinstance(total, bool) else None,
    )


class SearxngClient:
    """Searches one SearxNG instance through an injected ``httpx.AsyncClient``."""

    def __init__(
        self, client: httpx.AsyncClient, base_url: str, *, timeout_s: float = 20.0
    ) -> None:
        self._client = client
        self._base = base_url.rstrip("/")
        self._timeout = timeout_s

    @classmethod
    def from_settings(cls, settings: Settings, client: httpx.AsyncClient) -> SearxngClient:
        """The client for ``searxng_url``; ``ConfigError`` when it is unset."""
        if not settings.searxng_url:
            raise ConfigError(
                "fresh search needs a SearxNG instance but searxng_url is not set",
                hint="set DYNEVAL_SEARXNG_URL (or searxng_url in dyneval.toml) to its base URL",
            )
        return cls(client, settings.searxng_url, timeout_s=settings.fetch_timeout_s)

    async def search(
        self,
        query: str,
        *,
        categories: Sequence[str] = (),
        engines: Sequence[str] = (),
        language: str | None = None,
        time_range: TimeRange | None = None,
        pageno: int = 1,
        safesearch: int | None = None,
    ) -> SearchResponse:
        """One page of results for ``query``; ``SearxngError`` on any failure."""
        params = self._params(query, categories, engines, language, time_range, pageno, safesearch)
        url = f"{self._base}/search"
        try:
            response = await self._client.get(url, params=params, timeout=self._timeout)
        except httpx.HTTPError as exc:
            SEARXNG_TOTAL.labels(outcome="network").inc()
            raise SearxngError(
                f"SearxNG at {self._base} could not be reached: {type(exc).__name__}: {exc}",
                hint="check searxng_url and that the instance is running",
            ) from exc
        if response.status_code == 403:
            SEARXNG_TOTAL.labels(outcome="json_disabled").inc()
            raise SearxngJsonDisabled(
                f"SearxNG at {self._base} refused format=json (HTTP 403)",
                hint="enable JSON output: add 'json' to search.formats in the instance's "
                "settings.yml (formats: [html, json]) and restart it",
            )
        if response.status_code != 200:
            SEARXNG_TOTAL.labels(outcome="http_error").inc()
            raise SearxngError(
                f"SearxNG at {self._base} answered HTTP {response.status_code} for {query!r}",
                hint="see the instance's logs; 429 means its rate limiter blocked dyneval",
            )
        try:
            payload = response.json()
        except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError
            SEARXNG_TOTAL.labels(outcome="bad_response").inc()
            raise SearxngError(
                f"SearxNG at {self._base} answered something that is not JSON: {exc}",
                hint="check that searxng_url points at a SearxNG instance",
            ) from exc
        try:
            parsed = parse_response(payload, where=f"SearxNG response from {url}")
        except SearxngError:
            SEARXNG_TOTAL.labels(outcome="bad_response").inc()
            raise
        SEARXNG_TOTAL.labels(outcome="ok").inc()
        return parsed

    @staticmethod
    def _params(
        query: str,
        categories: Sequence[str],
        engines: Sequence[str],
        language: str | None,
        time_range: str | None,
        pageno: int,
        safesearch: int | None,
    ) -> dict[str, str]:
        if not query.strip():
            raise InputError("the search query is empty", field="q", hint="give a question")
        if time_range is not None and time_range not in _TIME_RANGES:
            raise InputError(
                f"time_range {time_range!r} is not one of {', '.join(_TIME_RANGES)}",
                field="time_range",
            )
        if pageno < 1:
            raise InputError(f"pageno {pageno} must be 1 or more", field="pageno")
        if safesearch is not None and safesearch not in (0, 1, 2):
            raise InputError(f"safesearch {safesearch} must be 0, 1 or 2", field="safesearch")
        params = {"q": query, "format": "json", "pageno": str(pageno)}
        if categories:
            params["categories"] = ",".join(categories)
        if engines:
            params["engines"] = ",".join(engines)
        if language:
            params["language"] = language
        if time_range:
            params["time_range"] = time_range
        if safesearch is not None:
            params["safesearch"] = str(safesearch)
        return params
