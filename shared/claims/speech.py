"""Who a quotation's closing attribution names: the person a ``He says ...`` after it is about.

News pages quote a person and go on about them with a pronoun: *"You're totally
misrepresenting women," says study co-author Boris Kingma, a biophysicist at Maastricht
University Medical Center. He says women generally have a lower metabolic rate ...* The
quoted sentence gives no claim (``quotation``), so the sentence after it had no referent and
its ``He`` was refused. ``quoted_speaker(sentence)`` reads the attribution that ends a
quotation (``..." says X``, ``..." X said``, optionally ``in a statement`` / ``in an
interview`` and a describing appositive after the name) and gives the speaker's name; a
pronoun (``she said``), a description (``the report states``) or a possessive
(``Smith's lawyer``) gives none. The rewriter then resolves the next sentence's pronoun to
that person under its usual rules (a person-kind referent; the page's pronouns for the name
must not contradict the pronoun's gender).
"""

from __future__ import annotations

import re

__all__ = ["quoted_speaker"]

_VERBS = (r"said|says|added|adds|explained|wrote|writes|noted|stated|told\s+[A-Z][\w.&'\u2019-]*"
          r"(?:\s+[A-Z][\w.&'\u2019-]*){0,3}|emphasi[sz]ed|recalled|warned|argued")
_SETTING = r"(?:\s+in\s+an?\s+(?:statement|interview|email|e-mail|tweet|release|letter))?"

_SPEAKER_RX = re.compile(
    r"[,.!]?[\"\u201d]\s+(?:(?:" + _VERBS + r")\s+(?:[a-z][\w-]*\s+){0,3}"
    r"(?P<after>(?:[A-Z][\w.'\u2019-]*\s+){0,3}[A-Z][\w'\u2019-]+)(?:,\s+[^\"\u201c\u201d]+)?"
    r"|(?P<before>(?:[A-Z][\w.'\u2019-]*\s+){0,3}[A-Z][\w'\u2019-]+)\s+(?:" + _VERBS + r"))"
    + _SETTING + r"\.$"
)
"""The attribution ending a quoted passage: ``..." says study co-author Boris Kingma, a
biophysicist ...``, ``..." Alan Smith said.``."""


def quoted_speaker(sentence: str) -> str | None:
    """The name (one to four capitalised words, no possessive) of the person a sentence
    ending a quotation attributes it to (``_SPEAKER_RX``), else ``None``: the person a ``He
    says ...`` right after it is about. One word is a surname for the caller to write whole."""
    found = _SPEAKER_RX.search(" ".join(sentence.split()))
    if found is None:
        return None
    name = found.group("after") or found.group("before") or ""
    if "'" in name or "\u2019" in name or name.split()[0] in ("The", "A", "An", "This"):
        return None
    return name
