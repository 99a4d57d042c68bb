"""A second document printed after the first in one file is not asked about."""

from __future__ import annotations

from services.gold.boundary import first_document
from shared.longdoc import load_document
from shared.longdoc.model import LongDocument
from tests.conftest import shared_data_file


def test_the_pdf_ends_before_the_next_notice(fr_doc: LongDocument) -> None:
    """The Boeing AD's PDF runs on into a Pilatus NPRM on its last page: those chunks go."""
    doc = fr_doc
    kept, later = first_document(doc)
    assert later > 0 and len(kept.chunks) + later == len(doc.chunks)
    assert not any("Pilatus" in (c.heading or "") for c in kept.chunks)
    assert any("Pilatus" in (c.heading or "") for c in doc.chunks[len(kept.chunks):])


def test_a_web_page_is_one_document() -> None:
    """No saved page of the shared data repeats its front matter: every chunk is kept."""
    pages = sorted(shared_data_file("html").glob("*.html"))
    assert pages, "no saved pages"
    for path in pages:
        doc = load_document(path)
        assert first_document(doc) == (doc, 0), path.name
