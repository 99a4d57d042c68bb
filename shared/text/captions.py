"""Photo captions and credits in a page's main text: paragraphs that are no part of the story.

A news page's extracted text often keeps the lines under a picture: the image's file name
(``skimming scheme seized cash and cards.jpg``), the caption (``Cash and cards seized during
the arrest of ...``) and the credit (``(Mike Cason/mcason@al.com)``, ``Photo: AP``,
``Getty Images``), or a caption ending on its credit (``... was big on fallout shelters.
(Harry Benson/Getty)``). A summary opening on them opens on a picture, not the story.

``caption_paragraphs(paragraphs)`` gives the indices of such paragraphs: a credit (a short
paragraph that is only a credit: in brackets with a slash or a credit word, or led by
``Photo:``/``Image:``/``Credit:``/``Photo by``), a file name, a short paragraph ending on a
bracketed credit, and a short paragraph right before a credit or right after a file name
(the caption the credit or the image belongs to).
"""

from __future__ import annotations

import re

__all__ = ["CAPTION_WORDS", "caption_paragraphs", "is_credit"]

CAPTION_WORDS = 40
"""Words of a caption at most: a longer paragraph is the story's."""
_CREDIT_WORD = (r"(?:Photo(?:graph)?s?|Image|Picture|Credit|Courtesy|Illustration|Video|File|"
                r"Getty(?: Images)?|AP|AFP|EPA|Reuters|Shutterstock|iStock(?:photo)?|Pool)")
_BRACKETED_RX = re.compile(rf"\((?:[^()]*\w/\s?\w[^()]*|[^()]*\b{_CREDIT_WORD}\b[^()]*)\)")
"""A credit in brackets: ``(Harry Benson/Getty)``, ``(Photo: Jane Doe)``, ``(AP Photo)``."""
_LED_RX = re.compile(
    r"^(?:(?:Photo|Image|Picture|Photograph|Illustration|Video)(?:\s+credit)?\s*(?::|by\b)|"
    r"Credit\s*:|Courtesy of\b|Pictured\s*:)", re.IGNORECASE)
"""A credit line led by its label: ``Photo: AP``, ``Image: NASA``, ``Photo by Jane Doe``."""
_AGENCY_RX = re.compile(rf"^(?:[A-Z][\w.'-]*\s+){{0,3}}(?:/\s*)?{_CREDIT_WORD}"
                        rf"(?:\s*/\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){{0,3}})?$")
"""A bare credit: ``Getty Images``, ``AP Photo/Evan Vucci``, ``Jane Doe / Reuters``."""
_FILE_RX = re.compile(r"^\S[^\n]{0,120}\.(?:jpe?g|png|gif|webp|tiff?)$", re.IGNORECASE)
"""An image's file name left as a line."""
_CREDIT_WORDS = 12


def _words(paragraph: str) -> int:
    return len(paragraph.split())


def is_credit(paragraph: str) -> bool:
    """Whether ``paragraph`` is only a photo credit (see the module)."""
    text = " ".join(paragraph.split())
    if not text or _words(text) > _CREDIT_WORDS:
        return False
    if _BRACKETED_RX.fullmatch(text) or _LED_RX.match(text):
        return True
    return _AGENCY_RX.fullmatch(text.rstrip(".")) is not None


def _ends_on_credit(paragraph: str) -> bool:
    """A short paragraph closed by a bracketed credit (``... shelters. (Harry Benson/Getty)``)."""
    text = " ".join(paragraph.split())
    matches = list(_BRACKETED_RX.finditer(text))
    found = matches[-1] if matches else None
    return found is not None and found.end() == len(text) and found.start() > 0 and \
        _words(text) <= CAPTION_WORDS  # fmt: skip


def caption_paragraphs(paragraphs: list[str]) -> set[int]:
    """Indices of the paragraphs that are captions, credits or image file names."""
    out: set[int] = set()
    for i, paragraph in enumerate(paragraphs):
        text = paragraph.strip()
        if is_credit(text) or _FILE_RX.match(text) or _ends_on_credit(text):
            out.add(i)
    for i in sorted(out):
        text = paragraphs[i].strip()
        before = i - 1
        if is_credit(text) and before >= 0 and before not in out and \
                _words(paragraphs[before]) <= CAPTION_WORDS:
            out.add(before)  # the caption the credit closes
        after = i + 1
        if _FILE_RX.match(text) and after < len(paragraphs) and after not in out and \
                _words(paragraphs[after]) <= CAPTION_WORDS:
            out.add(after)  # the caption under the image
    return out
