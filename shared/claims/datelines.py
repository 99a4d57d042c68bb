"""Wire datelines cut from the start of a claim (``LOS ANGELES (AP) — ...``, ``Doha, Qatar:
...``): page furniture, not part of the fact."""

from __future__ import annotations

import re

__all__ = ["strip_dateline"]

_DATELINE_RX = re.compile(
    r"^(?:[A-Z][A-Z.'\u2019-]+(?:\s+[A-Z][A-Z.'\u2019-]+)*"
    r"(?:,?(?:\s+[A-Z][a-z.]+)?|,(?:\s+[A-Z][A-Za-z.]+){1,4})\s*)?"
    r"(?:\((?:[A-Z][\w .&-]{1,30})\)\s*)?[\u2014\u2013-]{1,2}\s+(?=[A-Z\"\u201c])"
)
"""``LOS ANGELES (AP) — ``, ``(Reuters) — ``, ``WASHINGTON — ``, ``DUBAI, United Arab Emirates
— ``, ``NEW YORK, N.Y. — ``: a wire dateline (a place in capitals, its region after a comma)."""
_COLON_DATELINE_RX = re.compile(
    r"^[A-Z][\w.]*(?:\s[A-Z][\w.]*){0,2}"
    r"(?:,\s[A-Z][\w.]*(?:\s[A-Z][\w.]*){0,2}){1,3}:\s+(?=[A-Z\"\u201c])"
)
"""``Washington, DC, United States: ``, ``Doha, Qatar: ``: a dateline of capitalised places,
one after a comma at least, closed by a colon (a heading's ``Update: `` has no comma)."""

def strip_dateline(claim: str, title: str = "") -> str:
    """``claim`` without a wire dateline that opens it (``LOS ANGELES (AP) — ...``,
    ``Washington, DC, United States: ...``).

    A colon run that is the page's own ``title`` (or begins it) is a work's name before its
    subtitle, no dateline: ``Look Homeward, Angel: A Story of the Buried Life is a 1929
    novel`` on the page *Look Homeward, Angel* stays whole."""
    match = _DATELINE_RX.match(claim)
    if match is None or match.end() == 0 or not re.search(r"[A-Z]{2}|\(", match.group()):
        colon = _COLON_DATELINE_RX.match(claim)
        if colon is None or _titled(colon.group().rstrip().removesuffix(":"), title):
            return claim
        return claim[colon.end() :]
    return claim[match.end() :]


def _titled(head: str, title: str) -> bool:
    """Whether a colon run ``head`` names the page ``title`` (a parenthetical qualifier
    dropped): the title itself, or its start before a subtitle, in any case."""
    name = re.sub(r"\s*\([^()]*\)$", "", title).strip().casefold()
    head = head.strip().casefold()
    return bool(name) and (head == name or name.startswith(head + ":"))
