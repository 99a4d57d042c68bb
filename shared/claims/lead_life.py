"""The life dates of a titled page's first sentence, as claims of their own when the
sentence gave none (``lead_life``): ``Ralph Charles (born 5 February 1943) is an English
... boxer ...``, refused as too long, still tells ``Ralph Charles was born on 5 February
1943.``"""

from __future__ import annotations

import re

from shared.claims.atomic import lead_life_claims
from shared.text.references import CleanText
from shared.text.sentences import split_sentences

__all__ = ["lead_life"]


def lead_life(
    text: str, clean: CleanText, title: str | None, entity: str | None, found: set[str]
) -> list[tuple[str, str]]:
    """The life dates of a titled page's first sentence when it gave no birth or death
    claim itself (``Ralph Charles (born 5 February 1943) is an English ... boxer ... who
    ...``, refused as too long): ``Ralph Charles was born on 5 February 1943.``, with the
    sentence as its span. Only a subject that shares a word with the page's entity."""
    if not title or not entity:
        return []
    sentences = split_sentences(clean.text)
    if not sentences:
        return []
    first = sentences[0]
    claims = lead_life_claims(first.text)
    if not claims or any(c.startswith(claims[0].split(" was born ")[0]) and
                         (" was born " in c or " died " in c) for c in found):  # fmt: skip
        return []
    name = claims[0].rsplit(" was born ", 1)[0].rsplit(" died ", 1)[0]
    if not set(re.findall(r"[\wÀ-ɏ'-]+", name)) & set(entity.split()):
        return []
    start, end = clean.original_span(first.start, first.end)
    return [(claim, text[start:end]) for claim in claims if claim not in found]
