"""``dyneval llm check``: send one short prompt through the configured endpoint(s).

Prints the model, latency, tokens, retries and whether the cache answered (``--json`` for
scripts). Misconfiguration (wrong URL, missing key, unknown model) is raised as a
``DynevalError`` whose hint says what to change; the app prints it as one line.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from services.cli.common import console, emit_json, run_async, settings
from shared.llm.cache import CacheMode, ResponseCache
from shared.llm.chat import Decoding
from shared.llm.client import ChatClient
from shared.llm.errors import LLMConfigError, LLMHTTPError
from shared.llm.replies import OkReply
from shared.llm.strategy import (
    STAGES,
    Endpoint,
    default_endpoint,
    judge_endpoints,
    stage_endpoint,
    stage_override,
    stage_strategy,
)
from shared.llm.structured import ReplyError, parse_reply
from shared.llm.templates import PromptLibrary
from shared.llm.wire import display_url
from shared.settings import Settings

__all__ = ["cache_mode", "check", "register"]

_CHECK_DECODING = Decoding(temperature=0.0, max_tokens=32)
_CHECK_SEED = 0


def _endpoints(conf: Settings, stage: str | None) -> tuple[Endpoint, ...] | None:
    """The endpoints to check, or ``None`` when the rule engine serves the request."""
    if stage is None:
        if conf.llm == "openai":
            return (default_endpoint(conf),)
        chosen: dict[tuple[str, str], Endpoint] = {}
        for name in STAGES:
            if stage_strategy(conf, name) == "openai":
                found = judge_endpoints(conf) if name == "judge" else (stage_endpoint(conf, name),)
                for endpoint in found:
                    chosen.setdefault(endpoint.identity, endpoint)
        return tuple(chosen.values()) or None
    stage_override(conf, stage)  # names the valid stages for a typo
    if stage_strategy(conf, stage) == "rules":
        return None
    if stage == "judge":
        return judge_endpoints(conf)
    return (stage_endpoint(conf, stage),)


async def _explain_404(client: ChatClient, error: LLMHTTPError) -> None:
    """Turn a 404 into "unknown model" or "not an API root" using ``GET /models``."""
    endpoint = client.endpoint
    try:
        models = await client.list_models()
    except LLMHTTPError as listing:
        if listing.status == 404:
            raise LLMConfigError(
                f"{display_url(endpoint.base_url)} answers 404 to both /chat/completions and "
                "/models, so it is not the root of an OpenAI-compatible API",
                hint=f"set {endpoint.setting('base_url')} to the API base, which usually ends "
                "in /v1 (e.g. http://127.0.0.1:11434/v1 for Ollama)",
            ) from error
        raise error from listing
    if endpoint.model not in models:
        offered = ", ".join(models[:12]) + (" ..." if len(models) > 12 else "")
        raise LLMConfigError(
            f"unknown model {endpoint.model!r}: {display_url(endpoint.base_url)} offers "
            f"{offered or 'no models'}",
            hint=f"set {endpoint.setting('model')} to one of them",
        ) from error


async def _check_one(endpoint: Endpoint, cache: ResponseCache) -> dict[str, Any]:
    messages = PromptLibrary().render("check", 1, {})
    async with ChatClient(endpoint, cache=cache) as client:
        try:
            result = await client.complete(
                messages, decoding=_CHECK_DECODING, seed=_CHECK_SEED, stage="check"
            )
        except LLMHTTPError as error:
            if error.status == 404:
                await _explain_404(client, error)
            raise
        json_mode = client.json_mode_supported
    try:
        json_ok = parse_reply(result.content, OkReply).ok
    except ReplyError:
        json_ok = False
    usage = result.usage
    return {
        "endpoint": endpoint.name,
        "origin": endpoint.origin,
        "base_url": display_url(endpoint.base_url),
        "model": endpoint.model,
        "served_by": result.model,
        "latency_ms": round(result.latency_s * 1000, 1),
        "tokens_in": usage.prompt_tokens if usage else None,
        "tokens_out": usage.completion_tokens if usage else None,
        "attempts": result.attempts,
        "retries": result.retries,
        "cached": result.cached,
        "json_ok": json_ok,
        "json_mode": json_mode,
        "reply": result.content[:200],
    }


def check(
    stage: Annotated[
        str | None,
        typer.Option("--stage", help=f"Check the endpoint of one stage: {', '.join(STAGES)}."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
    no_cache: Annotated[
        bool, typer.Option("--no-cache", help="Always call the endpoint, bypassing the cache.")
    ] = False,
) -> None:
    """Send one short prompt through the configured LLM endpoint and report how it went."""
    conf = settings()
    endpoints = _endpoints(conf, stage)
    if endpoints is None:
        where = f"stage {stage!r}" if stage else "every stage"
        if as_json:
            emit_json({"strategy": "rules", "stage": stage, "endpoints": []})
        else:
            console.print(
                f"{where} uses the built-in rule engine (llm = \"rules\"), which needs no "
                "endpoint. To use a model set DYNEVAL_LLM=openai, DYNEVAL_LLM_BASE_URL and "
                "DYNEVAL_LLM_MODEL (or strategy = \"openai\" under [llm_stages.<stage>]).",
                markup=False,
                highlight=False,
            )
        return

    async def run() -> list[dict[str, Any]]:
        mode = cache_mode(conf, no_cache)
        cache = ResponseCache.off() if mode == "off" else ResponseCache(conf.llm_cache_file, mode)
        try:
            return [await _check_one(endpoint, cache) for endpoint in endpoints]
        finally:
            cache.close()

    rows = run_async(run)
    if as_json:
        emit_json({"strategy": "openai", "stage": stage, "endpoints": rows})
        return
    for row in rows:
        tokens = (
            f"{row['tokens_in']} in / {row['tokens_out']} out"
            if row["tokens_in"] is not None
            else "not reported"
        )
        served = row["served_by"]
        model = served if served == row["model"] else f"{served} (asked for {row['model']})"
        json_note = "ok" if row["json_ok"] else "reply is not the requested JSON"
        if not row["json_mode"]:
            json_note += " (server has no JSON mode; prompts alone ask for JSON)"
        console.print(f"{row['endpoint']} ({row['origin']})", markup=False, highlight=False)
        for label, value in (
            ("url", row["base_url"]),
            ("model", model),
            ("latency", f"{row['latency_ms']} ms"),
            ("tokens", tokens),
            ("retries", row["retries"]),
            ("cache", "answered (no request sent)" if row["cached"] else "miss (reply stored)"
             if cache_mode(conf, no_cache) == "read-write" else "not used"),
            ("JSON", json_note),
        ):
            console.print(f"  {label:<8} {value}", markup=False, highlight=False, soft_wrap=True)


def cache_mode(conf: Settings, no_cache: bool) -> CacheMode:
    """The cache mode the check runs with."""
    return "off" if no_cache else conf.llm_cache


def register(app: typer.Typer) -> None:
    """Add the ``llm`` command group."""
    group = typer.Typer(help="Check and inspect the LLM endpoints.", no_args_is_help=True)
    group.command("check")(check)
    app.add_typer(group, name="llm")
