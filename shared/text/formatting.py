"""Computed answers written the way a person would: ``17 years``, ``$17.5 million``."""

from __future__ import annotations

from shared.text.numbers import Quantity
from shared.text.phrases import is_number_word

__all__ = ["format_amount", "format_number", "format_ratio"]

_CURRENCY_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}


def format_number(value: float) -> str:
    """``1234567.0`` -> ``1,234,567``; ``2.456`` stays; no trailing zeros."""
    if abs(value - round(value)) < 1e-9:
        return f"{round(value):,}"
    places = 2 if abs(value) >= 1 else 4
    if abs(value * 100 - round(value * 100)) > 1e-9 and abs(value) < 100:
        places = 4
    return f"{value:,.{places}f}".rstrip("0").rstrip(".")


def _scaled(value: float) -> str:
    for factor, word in ((1e12, "trillion"), (1e9, "billion"), (1e6, "million")):
        if abs(value) >= factor:
            return f"{format_number(round(value / factor, 4))} {word}"
    return format_number(value)


def format_amount(value: float, like: Quantity) -> str:
    """``value`` (in ``like``'s own unit) written with ``like``'s unit or currency."""
    if like.kind == "money":
        sign = _CURRENCY_SIGNS.get(like.currency or "")
        body = _scaled(value)
        return f"{sign}{body}" if sign else f"{body} {like.currency or ''}".strip()
    if like.kind == "percent":
        return f"{format_number(value)} percentage points"
    unit = " ".join(w for w in like.text.split() if not is_number_word(w))
    body = _scaled(value) if abs(value) >= 1e6 else format_number(value)
    return f"{body} {unit}".strip()


def format_ratio(value: float) -> str:
    """A ratio as ``2.9 times`` (one decimal below 10, whole numbers above)."""
    shown = format_number(round(value, 1) if value < 10 else round(value))
    return f"{shown} times"
