"""An async client for OpenAI-compatible chat-completions endpoints over httpx.

Works with OpenAI, vLLM, Ollama, llama.cpp server and LiteLLM: ``POST {base}/chat/completions``
with a bearer key. One ``ChatClient`` per endpoint holds its concurrency/rate budget, its
retry policy and a shared response cache. The httpx client, clock and random source are
injected so tests run the real code against a real local server.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Any

import httpx

from shared.llm.budget import Clock, EndpointBudget, SystemClock
from shared.llm.cache import CachedReply, ResponseCache
from shared.llm.chat import ChatMessage, ChatRequest, ChatResult, Decoding, wire_seed
from shared.llm.endpoint_hints import redact_key, status_hint, unavailable_hint
from shared.llm.errors import LLMCacheMissError, LLMHTTPError, LLMUnavailableError
from shared.llm.metrics import CallSeries, LLMMetrics, default_metrics
from shared.llm.retry import Failure, RetryPolicy, classify_status, parse_retry_after
from shared.llm.strategy import Endpoint
from shared.llm.wire import MalformedReply, display_url, parse_completion, server_message
from shared.telemetry import get_logger

__all__ = ["ChatClient"]



def _log() -> Any:
    # Resolved per event: a logger bound at import time would keep the configuration that
    # was current then (structlog's default, stdout), not the one the process sets later.
    return get_logger("dyneval.llm")

_JSON_MODE_WORDS = ("response_format", "json_object", "json mode", "json_mode")


def _estimate_tokens(request: ChatRequest) -> int:
    prompt = sum(len(message.content) for message in request.messages) // 4 + 8
    return prompt + (request.decoding.max_tokens or 512)


class ChatClient:
    """Calls one endpoint with retries, budgets, the response cache and metrics."""

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        http: httpx.AsyncClient | None = None,
        cache: ResponseCache | None = None,
        policy: RetryPolicy | None = None,
        budget: EndpointBudget | None = None,
        clock: Clock | None = None,
        rand: Callable[[], float] | None = None,
        metrics: LLMMetrics | None = None,
    ) -> None:
        self.endpoint = endpoint
        self._owns_http = http is None
        self._http = (
            http
            if http is not None
            else httpx.AsyncClient(
                limits=httpx.Limits(
                    max_connections=endpoint.concurrency,
                    max_keepalive_connections=endpoint.concurrency,
                )
            )
        )
        self.cache = cache if cache is not None else ResponseCache.off()
        self.policy = (
            policy
            if policy is not None
            else RetryPolicy(
                max_attempts=endpoint.max_attempts,
                base_delay_s=endpoint.backoff_s,
                max_delay_s=endpoint.backoff_max_s,
            )
        )
        self._clock: Clock = clock if clock is not None else SystemClock()
        self.budget = (
            budget
            if budget is not None
            else EndpointBudget(
                concurrency=endpoint.concurrency,
                rpm=endpoint.rpm,
                tpm=endpoint.tpm,
                clock=self._clock,
            )
        )
        self._rand = rand if rand is not None else random.Random().random
        self.metrics = metrics if metrics is not None else default_metrics()
        self._headers = {"Content-Type": "application/json"}
        if endpoint.api_key is not None:
            self._headers["Authorization"] = f"Bearer {endpoint.api_key.get_secret_value()}"
        self._json_mode = True
        self._children: dict[tuple[str, str], CallSeries] = {}
        self._where = (
            f"LLM endpoint {endpoint.name!r} (model {endpoint.model!r} at "
            f"{display_url(endpoint.base_url)})"
        )

    def __repr__(self) -> str:
        return (
            f"ChatClient(endpoint={self.endpoint.name!r}, model={self.endpoint.model!r}, "
            f"base_url={display_url(self.endpoint.base_url)!r}, cache={self.cache.mode!r})"
        )

    @property
    def json_mode_supported(self) -> bool:
        """False once the server refused ``response_format``; later calls omit it."""
        return self._json_mode

    def request(
        self,
        messages: Sequence[ChatMessage],
        *,
        decoding: Decoding | None = None,
        seed: int | None = None,
    ) -> ChatRequest:
        """The request (and so the cache identity) of a call to this endpoint."""
        return ChatRequest(
            model=self.endpoint.model,
            messages=tuple(messages),
            decoding=decoding if decoding is not None else Decoding(),
            seed=wire_seed(seed) if seed is not None else None,
        )

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        decoding: Decoding | None = None,
        seed: int | None = None,
        stage: str = "default",
    ) -> ChatResult:
        """One chat completion: from the cache when it holds the reply, else over the network."""
        return await self.send(self.request(messages, decoding=decoding, seed=seed), stage=stage)

    async def send(self, request: ChatRequest, *, stage: str = "default") -> ChatResult:
        """``complete`` for a prepared request."""
        started = time.perf_counter()
        model = request.model
        key = request.cache_key() if self.cache.mode != "off" else ""
        try:
            hit = self.cache.lookup(request, key) if key else None
        except LLMCacheMissError:
            self.metrics.failures.labels(model, stage, "cache_miss").inc()
            raise
        if hit is not None:
            self.metrics.cache_hits.labels(model, stage).inc()
            self.metrics.calls.labels(model, stage, "cached").inc()
            return ChatResult(
                content=hit.content,
                model=hit.model,
                finish_reason=hit.finish_reason,
                usage=hit.usage,
                cached=True,
                attempts=0,
                latency_s=time.perf_counter() - started,
                key=key,
            )
        try:
            reply, attempts = await self._post(request, stage)
        except (LLMHTTPError, LLMUnavailableError) as exc:
            kind = "http" if isinstance(exc, LLMHTTPError) else "unavailable"
            self.metrics.failures.labels(model, stage, kind).inc()
            self.metrics.calls.labels(model, stage, "error").inc()
            raise
        elapsed = time.perf_counter() - started
        series = self._series(model, stage)
        series.ok.inc()
        series.latency.observe(elapsed)
        if reply.usage is not None:
            series.tokens_in.inc(reply.usage.prompt_tokens)
            series.tokens_out.inc(reply.usage.completion_tokens)
            cost = self._cost(reply.usage.prompt_tokens, reply.usage.completion_tokens)
            if cost:
                series.cost.inc(cost)
        if key:
            self.cache.put(request, reply, key)
        # Fields come from a validated reply and our own counters: no validation pass needed.
        return ChatResult.model_construct(
            content=reply.content,
            model=reply.model,
            finish_reason=reply.finish_reason,
            usage=reply.usage,
            cached=False,
            attempts=attempts,
            latency_s=elapsed,
            key=key,
        )

    async def _post(self, request: ChatRequest, stage: str) -> tuple[CachedReply, int]:
        endpoint = self.endpoint
        estimated = _estimate_tokens(request)
        attempt = 0
        json_fallback_used = False
        requests = self._series(request.model, stage).requests
        while True:
            attempt += 1
            requests.inc()
            body = request.body(json_mode=self._json_mode)
            status: int | None = None
            retry_after: float | None = None
            try:
                async with self.budget.request(estimated) as reservation:
                    response = await self._http.post(
                        endpoint.chat_url,
                        json=body,
                        headers=self._headers,
                        timeout=endpoint.timeout_s,
                    )
            except httpx.TimeoutException:
                self.budget.settle(reservation, 0)
                failure, detail = Failure.TRANSIENT, f"no reply within {endpoint.timeout_s:g}s"
            except httpx.TransportError as exc:
                self.budget.settle(reservation, 0)
                failure = Failure.TRANSIENT
                detail = f"connection failed ({type(exc).__name__}: {exc})"
            else:
                status = response.status_code
                classified = classify_status(status)
                if classified is None:
                    try:
                        reply = parse_completion(response, request.model)
                    except MalformedReply as exc:
                        self.budget.settle(reservation, 0)
                        failure, detail = Failure.TRANSIENT, f"malformed reply: {exc}"
                    else:
                        usage = reply.usage
                        self.budget.settle(reservation, usage.total_tokens if usage else None)
                        return reply, attempt
                else:
                    self.budget.settle(reservation, 0)
                    failure = classified
                    detail = redact_key(self.endpoint, server_message(response))
                    if (
                        status in (400, 422)
                        and self._json_mode
                        and "response_format" in body
                        and not json_fallback_used
                        and any(word in detail.lower() for word in _JSON_MODE_WORDS)
                    ):
                        # The server does not do JSON mode: ask again without it, once.
                        self._json_mode = False
                        json_fallback_used = True
                        _log().info(
                            "llm.json_mode_refused", endpoint=endpoint.name, model=request.model
                        )
                        continue
                    if failure is Failure.FATAL:
                        raise LLMHTTPError(
                            f"{self._where} answered HTTP {status}: {detail}",
                            status=status,
                            server_message=detail,
                            attempts=attempt,
                            hint=status_hint(self.endpoint, status),
                        )
                    retry_after = parse_retry_after(response.headers.get("retry-after"))
            decision = self.policy.decide(
                attempt=attempt, failure=failure, retry_after_s=retry_after, rand=self._rand()
            )
            if not decision.retry:
                if status is not None and classify_status(status) is not None:
                    raise LLMHTTPError(
                        f"{self._where} answered HTTP {status}: {detail}; {decision.reason}",
                        status=status,
                        server_message=detail,
                        attempts=attempt,
                        hint=status_hint(self.endpoint, status),
                    )
                raise LLMUnavailableError(
                    f"{self._where}: {detail}; {decision.reason}",
                    attempts=attempt,
                    hint=unavailable_hint(self.endpoint, detail),
                )
            self.metrics.retries.labels(request.model, stage, failure.value).inc()
            _log().warning(
                "llm.retry",
                endpoint=endpoint.name,
                model=request.model,
                stage=stage,
                attempt=attempt,
                status=status,
                reason=detail[:200],
                delay_s=round(decision.delay_s, 3),
            )
            await self._clock.sleep(decision.delay_s)

    def _series(self, model: str, stage: str) -> CallSeries:
        """The labelled metric children of a successful call, looked up once per label pair
        (``labels()`` takes a lock and hashes the labels on every call)."""
        found = self._children.get((model, stage))
        if found is None:
            m = self.metrics
            found = CallSeries(
                ok=m.calls.labels(model, stage, "ok"),
                latency=m.latency.labels(model, stage),
                tokens_in=m.tokens.labels(model, stage, "in"),
                tokens_out=m.tokens.labels(model, stage, "out"),
                cost=m.cost.labels(model, stage),
                requests=m.requests.labels(model, stage),
            )
            self._children[(model, stage)] = found
        return found

    def _cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        """Estimated USD of one reply at the endpoint's prices (0 without prices)."""
        price_in = self.endpoint.price_in_per_mtok or 0.0
        price_out = self.endpoint.price_out_per_mtok or 0.0
        return (prompt_tokens * price_in + completion_tokens * price_out) / 1_000_000

    async def list_models(self) -> tuple[str, ...]:
        """Model ids from ``GET {base}/models``."""
        try:
            response = await self._http.get(
                self.endpoint.models_url, headers=self._headers, timeout=self.endpoint.timeout_s
            )
        except httpx.TransportError as exc:
            raise LLMUnavailableError(
                f"{display_url(self.endpoint.models_url)}: {type(exc).__name__}: {exc}",
                attempts=1,
                hint=unavailable_hint(self.endpoint, ""),
            ) from exc
        if response.status_code != 200:
            detail = server_message(response)
            raise LLMHTTPError(
                f"GET {display_url(self.endpoint.models_url)} answered HTTP "
                f"{response.status_code}: {detail}",
                status=response.status_code,
                server_message=detail,
                attempts=1,
                hint=status_hint(self.endpoint, response.status_code),
            )
        try:
            data = response.json()
            return tuple(str(item["id"]) for item in data["data"])
        except (ValueError, KeyError, TypeError) as exc:
            raise LLMUnavailableError(
                f"GET {display_url(self.endpoint.models_url)} did not return a model list",
                attempts=1,
                hint=unavailable_hint(self.endpoint, "malformed reply"),
            ) from exc

    async def aclose(self) -> None:
        """Close the httpx client if this client created it."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> ChatClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
