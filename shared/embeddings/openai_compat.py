"""Embeddings from any OpenAI-compatible ``POST {base_url}/embeddings`` endpoint.

Request ``{"model": ..., "input": [texts]}``; reply ``{"data": [{"index": i,
"embedding": [...]}, ...]}``. Inputs go in batches; 429, 408, 409 and 5xx replies and
transport errors are retried with exponential backoff (``Retry-After`` honoured),
other errors fail at once with the status and the start of the body. Statuses are
classified and ``Retry-After`` read by the LLM client's policy (``shared.llm.retry``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import httpx
import numpy as np

from shared.embeddings.base import EmbedKind, Vectors, normalise_rows
from shared.errors import ConfigError, DynevalError, InputError
from shared.llm.retry import Failure, classify_status, parse_retry_after

__all__ = ["EmbeddingServiceError", "OpenAIEmbedder", "is_retryable", "retry_delay"]

_RETRIED = frozenset({Failure.RATE_LIMITED, Failure.TRANSIENT})


class EmbeddingServiceError(DynevalError):
    """The embeddings endpoint failed or answered something unusable."""


def is_retryable(status: int) -> bool:
    """True for rate limits (429), timeouts (408), conflicts (409) and server errors (5xx)."""
    return status == 409 or classify_status(status) in _RETRIED


def retry_delay(attempt: int, base_s: float, retry_after: str | None) -> float:
    """Seconds to wait before attempt ``attempt + 1``: ``Retry-After`` if readable, else backoff."""
    waited = parse_retry_after(retry_after)
    return waited if waited is not None else float(base_s * (2 ** (attempt - 1)))


class OpenAIEmbedder:
    """An ``/embeddings`` client over an injected ``httpx.AsyncClient``."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        batch_size: int = 64,
        max_attempts: int = 4,
        backoff_s: float = 0.5,
        query_prefix: str = "",
        passage_prefix: str = "",
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if not base_url:
            raise ConfigError(
                "the openai embedding backend needs a base URL",
                hint="set DYNEVAL_EMBED_BASE_URL, e.g. http://127.0.0.1:8000/v1",
            )
        self._client = client
        self._url = base_url.rstrip("/") + "/embeddings"
        self._model = model
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._batch_size = max(1, batch_size)
        self._max_attempts = max(1, max_attempts)
        self._backoff_s = backoff_s
        self._prefix = {"query": query_prefix, "passage": passage_prefix}
        self._sleep = sleep

    @property
    def model_id(self) -> str:
        """``openai:<model>`` plus the prefixes when set (they change the vectors)."""
        extra = "|".join(p for p in (self._prefix["query"], self._prefix["passage"]) if p)
        return f"openai:{self._model}" + (f"|{extra}" if extra else "")

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Embed ``texts`` batch by batch; rows come back in input order."""
        prefix = self._prefix[kind]
        rows: list[list[float]] = []
        for start in range(0, len(texts), self._batch_size):
            batch = [prefix + text for text in texts[start : start + self._batch_size]]
            rows.extend(await self._post(batch))
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        return normalise_rows(np.asarray(rows, dtype=np.float32))

    async def _post(self, batch: list[str]) -> list[list[float]]:
        payload = {"model": self._model, "input": batch}
        for attempt in range(1, self._max_attempts + 1):
            try:
                response = await self._client.post(self._url, json=payload, headers=self._headers)
            except httpx.HTTPError as exc:
                if attempt == self._max_attempts:
                    raise EmbeddingServiceError(
                        f"embeddings request to {self._url} failed: {exc!r}",
                        hint="check that the endpoint is running and reachable",
                    ) from exc
                await self._sleep(retry_delay(attempt, self._backoff_s, None))
                continue
            if response.status_code == 200:
                return _parse(response, len(batch), self._url)
            if is_retryable(response.status_code) and attempt < self._max_attempts:
                await self._sleep(
                    retry_delay(attempt, self._backoff_s, response.headers.get("Retry-After"))
                )
                continue
            raise EmbeddingServiceError(
                f"embeddings endpoint {self._url} answered {response.status_code}: "
                f"{response.text[:200]!r}",
                hint="check the model name and API key (DYNEVAL_EMBED_MODEL, "
                "DYNEVAL_EMBED_API_KEY)",
            )
        raise AssertionError("unreachable")  # pragma: no cover


def _parse(response: httpx.Response, expected: int, url: str) -> list[list[float]]:
    try:
        body: Any = response.json()
        data = sorted(body["data"], key=lambda item: int(item["index"]))
        rows = [[float(x) for x in item["embedding"]] for item in data]
    except (ValueError, KeyError, TypeError) as exc:
        raise InputError(
            f"embeddings reply is not the OpenAI shape: {response.text[:200]!r}",
            where=url,
            hint="the endpoint must return {'data': [{'index', 'embedding'}]}",
        ) from exc
    if len(rows) != expected or len({len(row) for row in rows}) > 1:
        raise InputError(
            f"embeddings reply has {len(rows)} vectors of mixed or wrong size for "
            f"{expected} inputs",
            where=url,
            hint="the endpoint must return one vector per input",
        )
    return rows
