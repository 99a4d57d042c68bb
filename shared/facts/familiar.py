"""Familiar forms of given names: a page titled ``Johnny Majors`` whose lead opens on the legal
name ``John Terrill Majors`` is one person's, asked by the title."""

from __future__ import annotations

__all__ = ["familiar_name"]

_FAMILIAR_ENDINGS = ("y", "ie", "ey", "ny", "nie", "die", "dy", "ddy", "ddie", "my", "ty", "ky")
"""How a familiar given name ends past the stem it shares with the full one (``John`` +
``ny``, ``Charl`` + ``ie``, ``Terr`` + ``y``, ``Fred`` + ``die``)."""


def familiar_name(name: str, title: str) -> bool:
    """Whether a page's two-word ``title`` is a familiar form of the full name ``name`` of
    three words or more that its claim opens with: one surname, and the title's given name
    the full given name's first three letters or more and a familiar ending (``John Terrill
    Majors`` on ``Johnny Majors``, ``Charles Peckham Day`` on ``Charlie Day``). A name of
    two words (a relative's ``John Majors``) or another surname is not."""
    n, t = name.split(), title.split()
    if len(n) < 3 or len(t) != 2 or n[-1] != t[-1] or "(" in title or "," in title:
        return False
    full, short = n[0], t[0]
    stem = 0
    while stem < min(len(full), len(short)) and full[stem] == short[stem]:
        stem += 1
    return stem >= 3 and short != full and short[stem:] in _FAMILIAR_ENDINGS
