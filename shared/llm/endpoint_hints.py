"""What an LLM endpoint's failures tell the user to do, and its key masked in echoed text."""

from __future__ import annotations

from shared.llm.strategy import Endpoint

__all__ = ["redact_key", "status_hint", "unavailable_hint"]


def status_hint(endpoint: Endpoint, status: int) -> str:
    """What to do about an HTTP ``status`` the endpoint kept answering."""
    if status in (401, 403):
        if endpoint.api_key is None:
            return f"no API key is configured; set {endpoint.setting('api_key')}"
        return f"the API key was refused; check {endpoint.setting('api_key')}"
    if status == 404:
        return (
            f"check the model id {endpoint.model!r} (`dyneval llm check` lists the "
            f"server's models) and that the base URL is the API root, usually ending in /v1"
        )
    if status == 413:
        return "the request is too large for the server; shorten the input or lower max_tokens"
    if status == 429:
        return (
            "the endpoint kept rate-limiting; lower DYNEVAL_LLM_CONCURRENCY or set "
            "DYNEVAL_LLM_RPM / DYNEVAL_LLM_TPM to stay under its limits"
        )
    if status == 408 or status >= 500:
        return "the server kept failing; check its logs, or raise DYNEVAL_LLM_MAX_ATTEMPTS"
    return "the server refused the request; its message says which part"


def unavailable_hint(endpoint: Endpoint, detail: str) -> str:
    """What to do when the endpoint gave no usable reply (``detail`` says why)."""
    if detail.startswith("no reply within"):
        return "raise DYNEVAL_LLM_TIMEOUT_S, lower DYNEVAL_LLM_CONCURRENCY, or check the server"
    if detail.startswith("malformed reply"):
        return (
            "the URL may not be an OpenAI-compatible API; check "
            f"{endpoint.setting('base_url')}"
        )
    return (
        f"is the server running? check {endpoint.setting('base_url')}; "
        "it usually ends in /v1"
    )


def redact_key(endpoint: Endpoint, text: str) -> str:
    """``text`` with the API key (or any long part of it a server echoes) masked."""
    key = endpoint.api_key
    if key is None:
        return text
    secret = key.get_secret_value()
    if secret and secret in text:
        text = text.replace(secret, "***")
    if len(secret) >= 12:
        for part in (secret[:8], secret[-6:]):
            text = text.replace(part, "***")
    return text
