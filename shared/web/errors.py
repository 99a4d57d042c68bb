"""Errors of the document layer: every fetch outcome other than ``ok`` is a typed error.

Each :class:`FetchError` carries its :class:`FetchOutcome` (the ``outcome`` label of the
``dyneval_fetch_total`` counter) and the URL it concerns, so the caller can fall back to
another source of text and report why.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from shared.errors import ConfigError, DynevalError, InputError, NotFoundError

__all__ = [
    "BadContentType",
    "BadUrl",
    "BinaryBody",
    "EmptyBody",
    "EmptyExtraction",
    "FetchError",
    "FetchOutcome",
    "FetchTimeout",
    "HttpStatusError",
    "NetworkError",
    "NoDocumentText",
    "PageTooLarge",
    "RedirectLoop",
    "RefusedAddress",
    "SavedPagesError",
    "SearxngError",
    "SearxngJsonDisabled",
    "TooManyRedirects",
]


class FetchOutcome(StrEnum):
    """How one page fetch ended; the ``outcome`` label of ``dyneval_fetch_total``."""

    OK = "ok"
    REFUSED_PRIVATE = "refused_private"
    TOO_LARGE = "too_large"
    BAD_CONTENT_TYPE = "bad_content_type"
    REDIRECT_LOOP = "redirect_loop"
    TOO_MANY_REDIRECTS = "too_many_redirects"
    TIMEOUT = "timeout"
    HTTP_ERROR = "http_error"
    EMPTY = "empty"
    BINARY = "binary"
    BAD_URL = "bad_url"
    NETWORK_ERROR = "network_error"


class FetchError(DynevalError):
    """A page could not be fetched as text; ``outcome`` says why, ``url`` which page."""

    outcome: ClassVar[FetchOutcome] = FetchOutcome.NETWORK_ERROR

    def __init__(self, message: str, *, url: str, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.url = url


class RefusedAddress(FetchError):
    """The URL's host resolves to an address the SSRF guard refuses."""

    outcome = FetchOutcome.REFUSED_PRIVATE

    def __init__(self, *, url: str, host: str, address: str, reason: str) -> None:
        super().__init__(
            f"refused to fetch {url}: host {host!r} resolves to {address}, a {reason} address",
            url=url,
            hint=(
                f"if this host is meant to be reachable, add {host!r} or a CIDR range holding "
                f"{address} to fetch_allow (DYNEVAL_FETCH_ALLOW or dyneval.toml)"
            ),
        )
        self.host = host
        self.address = address
        self.reason = reason


class BadUrl(FetchError):
    """The URL is malformed or not http(s)."""

    outcome = FetchOutcome.BAD_URL


class PageTooLarge(FetchError):
    """The body is larger than ``fetch_max_bytes``; reading stopped at the limit."""

    outcome = FetchOutcome.TOO_LARGE


class BadContentType(FetchError):
    """The server declared a content type that is not HTML, XHTML or plain text."""

    outcome = FetchOutcome.BAD_CONTENT_TYPE

    def __init__(self, message: str, *, url: str, content_type: str, hint: str) -> None:
        super().__init__(message, url=url, hint=hint)
        self.content_type = content_type


class RedirectLoop(FetchError):
    """A redirect pointed back at a URL already visited in this fetch."""

    outcome = FetchOutcome.REDIRECT_LOOP


class TooManyRedirects(FetchError):
    """More redirects than ``fetch_max_redirects``."""

    outcome = FetchOutcome.TOO_MANY_REDIRECTS


class FetchTimeout(FetchError):
    """The fetch took longer than ``fetch_timeout_s``."""

    outcome = FetchOutcome.TIMEOUT


class HttpStatusError(FetchError):
    """The server answered with an error status (or a redirect without a Location)."""

    outcome = FetchOutcome.HTTP_ERROR

    def __init__(self, message: str, *, url: str, status: int, hint: str | None = None) -> None:
        super().__init__(message, url=url, hint=hint)
        self.status = status


class EmptyBody(FetchError):
    """The body is empty or whitespace only."""

    outcome = FetchOutcome.EMPTY


class BinaryBody(FetchError):
    """The body is binary (NUL bytes, a known file signature) despite its content type."""

    outcome = FetchOutcome.BINARY


class NetworkError(FetchError):
    """The host could not be resolved or connected to, or the transfer broke off."""

    outcome = FetchOutcome.NETWORK_ERROR


class EmptyExtraction(InputError):
    """HTML held no main text the extractor could find."""


class SavedPagesError(ConfigError):
    """The folder of saved pages (``pages_dir``) or its ``index.json`` is unusable."""


class NoDocumentText(NotFoundError):
    """No source (live, saved page, log content, log snippet) gave text for a URL."""

    def __init__(self, *, url: str, tried: tuple[str, ...]) -> None:
        detail = "; ".join(tried) if tried else "no source configured"
        super().__init__(
            f"no text for {url}: {detail}",
            hint=(
                "save the page under pages_dir, set fetch_mode=live, or make sure the log "
                "carries the source's content or snippet"
            ),
        )
        self.url = url
        self.tried = tried


class SearxngError(DynevalError):
    """The SearxNG instance failed or answered something that is not its JSON API."""


class SearxngJsonDisabled(SearxngError):
    """The SearxNG instance answered 403: its JSON output format is not enabled."""
