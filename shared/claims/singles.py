"""A song's release "as the album's second single": the role phrase cut to what stands alone.

A song page dates the song by its single: ``The song was released on 9 January 2016 as the
album's second single.``, ``It was released as the album's lead single on 17 September
2015.``. The role phrase points back to an album named earlier (``the album's``, ``the
band's second studio album``), so the whole sentence is no standalone claim. A lead (first,
debut) single is the song's first release, so the phrase is cut whole and the claim stands
alone: ``On My Mind was released on 17 September 2015.``. A later single comes out after
the album that holds the song, so its date is no first release and the sentence is left as
it is (dropped as pointing back).

``single_role(claim)`` gives the claim so cut, or the claim unchanged.
"""

from __future__ import annotations

import re

from shared.text.ordinals import ordinal_alternation

__all__ = ["single_role"]

_OWNER = r"(?:the|a|an|its|his|her|their|(?:the\s+)?[A-Z]?[\w'’.-]+['’]s)"
_ORDINAL = (rf"(?:lead|debut|{ordinal_alternation(10)}|"
            r"final|last|next|promotional|official|only)")  # fmt: skip
_ROLE_RX = re.compile(
    rf",?\s+as\s+{_OWNER}\s+(?P<order>(?:{_ORDINAL}\s+)*)(?:and\s+{_ORDINAL}\s+)?single"
    rf"(?:\s+(?:from|off|of)\s+{_OWNER}\s+(?:[\w-]+\s+){{0,3}}?"
    r"(?:album|soundtrack|EP|record|mixtape|LP)"
    r"(?:,?\s+(?:\"[^\"]{1,80}\"|“[^“”]{1,80}”)(?:\s+\(\d{4}\))?)?)?"
    r"(?=[\s,.])"
)
"""``as the album's second single``, ``as the lead single from the band's second studio
album "Demon Days"``, ``as the fourth single from the album``."""
_LEAD_RX = re.compile(r"\b(?:lead|first|debut)\b")
_POINTING_RX = re.compile(
    r"\b(?:the|its|his|her|their)\s+(?:[\w-]+\s+){0,3}?(?:album|soundtrack|EP|record|mixtape|LP)"
    r"\b(?!\s*,?\s*(?:\"|“))|\bthe\s+[\w-]+['’]s\b|\bthe\s+(?:album|soundtrack|EP|record)['’]s\b"
)
"""An album the phrase does not name (``the album's``, ``the band's second studio album``)."""
_RELEASED_RX = re.compile(r"\b(?:released|issued)\b")
def single_role(claim: str) -> str:
    """``claim`` with a lead single's role phrase that points back to an unnamed album cut;
    unchanged otherwise."""
    if not _RELEASED_RX.search(claim):
        return claim
    found = _ROLE_RX.search(claim)
    if found is None or not _POINTING_RX.search(found.group()):
        return claim
    if found.start() < _RELEASED_RX.search(claim).start():  # type: ignore[union-attr]
        return claim  # "As the album's lead single, it was released ...": another order
    if not _LEAD_RX.search(found.group("order")) or re.search(r"\band\b", found.group()):
        return claim  # "as the album's second single": no first release, left to be dropped
    return f"{claim[: found.start()]}{claim[found.end() :]}"
