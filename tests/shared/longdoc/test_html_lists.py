"""HTML as written: nested items keep their depth, gallery captions are figures, run-in heads."""

from __future__ import annotations

from shared.longdoc.html import parse_html_blocks

PAGE = """<html><head><title>Harbor notes</title></head><body><article>
<h1>Harbor notes</h1>
<p>The harbor board met on Monday and agreed on the spring work programme for the docks.</p>
<h2>Work items</h2>
<ul>
<li>Repaint the cranes
  <ul><li>North crane first</li><li>South crane in May</li></ul>
</li>
<li>Dredge the inner basin</li>
<li>Replace the ferry ramp</li>
</ul>
<h2>Pictures</h2>
<ul class="gallery">
<li class="gallerybox"><div class="gallerytext"><p>Evening view of the north pier</p></div></li>
<li class="gallerybox"><div class="gallerytext"><p>Fishing boats at the old quay</p></div></li>
</ul>
<p>The board will report on the work programme again at its summer meeting in July.</p>
<h2>Guarantees</h2>
<p><b>Night closures<br /></b> The ferry ramp is closed only between midnight and five.</p>
</article></body></html>"""


def test_nested_items_keep_their_depth_and_galleries_are_figures() -> None:
    """"North crane first" sits under "Repaint the cranes"; a gallery caption is no list item."""
    blocks = parse_html_blocks(PAGE).blocks
    items = {b.text: b.level for b in blocks if b.kind == "list_item"}
    assert items.get("Dredge the inner basin") == 1
    assert items.get("North crane first") == 2
    assert "Evening view of the north pier" not in items
    assert any(b.kind == "figure" and "Fishing boats" in b.caption for b in blocks)


def test_a_bold_run_in_heading_heads_its_paragraph() -> None:
    """"<b>Night closures<br/></b> The ferry ramp ..." is a heading, not the sentence's start."""
    blocks = parse_html_blocks(PAGE).blocks
    at = next(i for i, b in enumerate(blocks) if b.text == "Night closures")
    assert blocks[at].kind == "heading" and blocks[at].level > 2
    assert blocks[at + 1].text.startswith("The ferry ramp is closed")
