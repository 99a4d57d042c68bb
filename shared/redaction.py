"""Keeping secrets out of every value dyneval echoes: errors, dead letters, logs.

Three layers, so a key is hidden whether dyneval knows it or not:

- **known values**: every ``SecretStr`` of the process settings, and every value
  under a secret-looking key of the agent, judge and stage tables, is registered
  when the settings load (``register``); any text that repeats one (a config
  error, an endpoint's 401 body quoting the key) shows ``**********`` instead;
- **secret-looking keys**: a mapping echoed in an error has the values of keys
  such as ``api_key``, ``token``, ``password`` or ``authorization`` masked
  (``redact_value``), as has any ``SecretStr`` in it;
- **token shapes**: ``sk-…`` keys, ``Bearer …`` credentials and
  ``api_key=…``/``"token": "…"`` pairs in free text are masked (``redact_text``).

``DynevalError`` passes its message and hint through ``redact_text``, so no error
dyneval raises can carry a registered secret to the terminal or a dead letter.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from pydantic import SecretStr

__all__ = [
    "MASK",
    "is_secret_key",
    "redact_text",
    "redact_value",
    "register",
    "register_from",
    "registered",
]

MASK = "**********"
"""What a hidden secret is shown as (pydantic's ``SecretStr`` mask)."""

_MIN_SECRET_CHARS = 6
"""Shorter registered values are not masked in free text: they would hide ordinary words."""

_SECRET_KEY = re.compile(
    r"api[_-]?key|apikey|token(?!s)|secret|passw(or)?d|authori[sz]ation|credential|cookie|"
    r"private[_-]?key|root[_-]?seed",
    re.IGNORECASE,
)
_TOKEN_SHAPES = (
    # OpenAI-style keys (sk-..., sk-proj-...) and similar prefixed keys
    (re.compile(r"\b((?:sk|pk|rk)-)[A-Za-z0-9_\-]{8,}"), r"\1" + MASK),
    # a bearer credential (one with a digit or a symbol: "Bearer authentication" is prose)
    (
        re.compile(r"(?i)\b(bearer\s+)(?=[A-Za-z]*[0-9._~+/=\-])[A-Za-z0-9._~+/=\-]{8,}"),
        r"\1" + MASK,
    ),
    # key=value, key: value, "key": "value" with a secret-looking key and a value that
    # looks made, not written (8+ characters with a digit or symbol: not "api_key: Input")
    (
        re.compile(
            r"""(?ix)
            (["']?[\w\-]*(?:api[_-]?key|apikey|token|secret|passw(?:or)?d)["']?
             \s*[:=]\s*["']?)
            ((?=[^\s"',;}&]*[0-9_\-./+=])[^\s"',;}&]{8,})"""
        ),
        r"\1" + MASK,
    ),
)



@runtime_checkable
class _Secret(Protocol):
    """Anything holding a secret the way pydantic's ``SecretStr`` does.

    Checked by shape so that ``shared.errors`` (imported by every command, ``--help``
    included) does not import pydantic.
    """

    def get_secret_value(self) -> str: ...


_lock = threading.Lock()
_known: set[str] = set()


def register(*values: str | SecretStr | None) -> None:
    """Remember secret values so any text repeating them is masked from now on."""
    with _lock:
        for value in values:
            raw = value.get_secret_value() if isinstance(value, _Secret) else value
            if raw is not None and len(raw.strip()) >= _MIN_SECRET_CHARS:
                _known.add(raw.strip())


def register_from(value: Any) -> None:
    """Register every ``SecretStr`` and every string under a secret-looking key in ``value``."""
    stack: list[tuple[Any, bool]] = [(value, False)]
    while stack:
        item, secret = stack.pop()
        if isinstance(item, _Secret):
            register(item.get_secret_value())
        elif isinstance(item, str):
            if secret:
                register(item)
        elif isinstance(item, Mapping):
            stack.extend((v, secret or is_secret_key(str(k))) for k, v in item.items())
        elif isinstance(item, list | tuple | set | frozenset):
            stack.extend((v, secret) for v in item)


def registered() -> frozenset[str]:
    """The secret values registered so far (for tests and diagnostics; never print them)."""
    with _lock:
        return frozenset(_known)


def is_secret_key(key: str) -> bool:
    """Whether a mapping key names a secret (``api_key``, ``ingest_token``, ``password`` ...)."""
    return _SECRET_KEY.search(key) is not None


def redact_text(text: str) -> str:
    """``text`` with registered secrets and token-shaped substrings masked."""
    with _lock:
        known = sorted(_known, key=len, reverse=True)
    for secret in known:
        if secret in text:
            text = text.replace(secret, MASK)
    for pattern, replacement in _TOKEN_SHAPES:
        text = pattern.sub(replacement, text)
    return text


def redact_value(value: Any) -> Any:
    """A copy of ``value`` safe to echo: secret keys' values, ``SecretStr`` and texts masked."""
    if isinstance(value, _Secret):
        return MASK
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, Mapping):
        return {
            k: MASK if is_secret_key(str(k)) and v is not None else redact_value(v)
            for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        items: Iterable[Any] = (redact_value(v) for v in value)
        return list(items) if isinstance(value, list) else tuple(items)
    return value
