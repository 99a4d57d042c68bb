"""Where a second document starts inside one file (a PDF issue that runs on into the next
notice), so gold items are asked of the document the file is about.

A Federal Register page, a journal issue or a bundle of reports prints one document after
another. The second one repeats the first one's boilerplate sections: the same heading over
the same opening words ("Examining the AD Docket" / "You may examine the AD docket on the
internet ..."). A document does not repeat one of its own sections word for word, so such a
repeat marks a new document; it starts at the heading just before the repeated section (the
new document's title: "Airworthiness Directives; Pilatus Aircraft Ltd. Airplanes").

Only a repeat of a section from the first quarter of the chunks counts (front matter), and
only when the repeat lies in the last half: a long manual restating a note in its middle is
one document.
"""

from __future__ import annotations

from shared.longdoc.model import Chunk, LongDocument

__all__ = ["first_document"]

_OPENING = 60
"""Characters of a section's text compared (its opening words, whitespace folded)."""


def _key(chunk: Chunk) -> tuple[str, str] | None:
    if chunk.kind != "text" or not chunk.heading:
        return None
    opening = " ".join(chunk.text.split())[:_OPENING].lower()
    return (chunk.heading.strip().lower(), opening) if len(opening) >= _OPENING else None


def second_start(chunks: list[Chunk]) -> int | None:
    """The index of the chunk where a second document starts, or ``None`` (see the module
    docstring)."""
    n = len(chunks)
    front = {k for c in chunks[: max(n // 4, 1)] if (k := _key(c)) is not None}
    for i in range(max(n // 2, 1), n):
        key = _key(chunks[i])
        if key is None or key not in front:
            continue
        heading = chunks[i].heading
        j = i - 1
        while j > 0 and chunks[j].heading == heading:
            j -= 1  # the repeated section's own earlier chunks
        title = chunks[j].heading
        while j > 0 and chunks[j - 1].heading == title:
            j -= 1  # the new document's title section, from its first chunk
        return j if j > n // 2 else i
    return None


def first_document(doc: LongDocument) -> tuple[LongDocument, int]:
    """The document without the chunks of a second document printed after it, and how many
    chunks were left out (0 when the file holds one document)."""
    start = second_start(list(doc.chunks))
    if start is None:
        return doc, 0
    return doc.model_copy(update={"chunks": doc.chunks[:start]}), len(doc.chunks) - start
