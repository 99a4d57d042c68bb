"""Main-text extraction on real saved pages and on small edge cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from prometheus_client import REGISTRY
from rapidfuzz import fuzz

from shared.text.pubdate import page_date
from shared.web import EmptyExtraction, extract_html, extract_plain
from tests.shared.web.page_server import ARTICLE, html_pages, shared_data_dir

# Navigation, header and footer link texts that each real page shows outside its article.
NAVIGATION = {
    "readability_bbc-1": ["Skip to content", "Accessibility Help"],
    "readability_cnet": ["Best Products", "Web Hosting"],
    "readability_engadget": ["Show More Results", "US Edition"],
    "readability_nytimes-1": ["Skip to navigation", "View mobile version"],
    "readability_quanta-1": ["About Quanta", "Terms & Conditions"],
    "readability_seattletimes-1": ["Traffic Lab", "Project Homeless"],
    "readability_telegraph": ["Fantasy Football", "Upgrade to Premium"],
    "readability_theverge": ["Privacy Notice", "Licensing FAQ"],
    "readability_wikipedia": ["Random article", "What links here"],
    "trafilatura_en.wikipedia.org.tsne": ["Jump to navigation", "Random article"],
    "trafilatura_kulu-media.com.meta-outage": ["Terms and Conditions", "Cookie Policy (EU)"],
    "trafilatura_reuters.com.parasite": ["Advertise with Us", "Directory of sites"],
}

# A sentence opening each page's article body, which the main text must contain.
ARTICLE_OPENINGS = {
    "readability_bbc-1": "President Barack Obama has admitted that his failure to pass",
    "readability_cnet": "Anyone who has ever been involved in closing a billion-dollar acquisition",
    "readability_engadget": "The Xbox One X is the ultimate video game system.",
    "readability_nytimes-1": "After nearly 20 years of hostile relations",
    "readability_quanta-1": "A little over half a century ago, chaos started spilling out",
    "readability_seattletimes-1": "From the deck of his 106-year-old halibut schooner",
    "readability_telegraph": "Zimbabwe President Robert Mugabe, his wife Grace",
    "readability_theverge": "I still remember using the iPhone 4 for the first time in 2010.",
    "readability_wikipedia": "Mozilla is a free-software community, created in 1998",
    "trafilatura_en.wikipedia.org.tsne": "T-distributed Stochastic Neighbor Embedding (t-SNE) is",
    "trafilatura_kulu-media.com.meta-outage": "A widespread Meta outage affected Facebook",
    "trafilatura_reuters.com.parasite": "was the upset winner at the Screen Actors Guild",
}


def page_ids() -> list[str]:
    """Stems of the real pages (empty when the data folder is absent)."""
    return sorted(path.stem for path in (shared_data_dir() / "html").glob("*.html"))


def load(stem: str) -> tuple[bytes, dict[str, object]]:
    """The page's bytes and its expected metadata (empty when the page has none)."""
    pages = {path.stem: path for path in html_pages()}
    meta_path = pages[stem].with_name(f"{stem}.expected-metadata.json")
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    return pages[stem].read_bytes(), meta


def visible_text(raw: bytes) -> str:
    """Every text node of the page outside scripts and styles (the trivial baseline)."""
    import lxml.html  # type: ignore[import-untyped]

    tree = lxml.html.fromstring(raw)
    for element in tree.xpath("//script|//style|//noscript"):
        element.drop_tree()
    return " ".join(str(tree.text_content()).split())


@pytest.mark.parametrize("stem", page_ids() or ["(no data)"])
def test_real_page_main_text_without_navigation(stem: str) -> None:
    """Each real page yields substantial main text with its navigation links dropped."""
    raw, _meta = load(stem)
    document = extract_html(raw, url=f"https://example.org/{stem}")
    assert len(document.text) > 2000
    assert "\n\n" in document.text
    nav = NAVIGATION[stem]
    page_text = visible_text(raw)
    for phrase in nav:
        assert phrase in page_text, f"{phrase!r} should be on the page itself"
        assert phrase not in document.text, f"navigation {phrase!r} leaked into the text"
    assert ARTICLE_OPENINGS[stem] in document.text


@pytest.mark.parametrize("stem", page_ids() or ["(no data)"])
def test_real_page_title_and_date(stem: str) -> None:
    """The title matches the page's own; the date is the one the page declares, or None."""
    raw, meta = load(stem)
    document = extract_html(raw)
    assert document.title
    expected_title = meta.get("title")
    if isinstance(expected_title, str):
        assert fuzz.token_set_ratio(document.title.lower(), expected_title.lower()) >= 90
    published = meta.get("publishedTime")
    if isinstance(published, str):
        assert document.date == published[:10]
    assert document.date == page_date(raw.decode("utf-8", "replace"))
    assert document.date is None or (len(document.date) == 10 and document.date[4] == "-")
    expected_lang = meta.get("lang")
    if isinstance(expected_lang, str):
        assert document.language == expected_lang


def test_paragraphs_are_blank_line_separated_and_nav_dropped() -> None:
    """Paragraphs become blank-line separated blocks; <nav> and <footer> links vanish."""
    document = extract_html(ARTICLE * 1, url="http://n.example/report")
    blocks = document.text.split("\n\n")
    assert (
        "The harbour of Northport handled 4.2 million tonnes of cargo in 2023, a record." in blocks
    )
    assert (
        "Its new container terminal opened on 3 March 2023 after two years of building." in blocks
    )
    assert "Sport pages" not in document.text
    assert document.title == "Harbour report"
    assert document.language == "en"
    assert document.url == "http://n.example/report"


@pytest.mark.parametrize(
    "html",
    [
        "",
        "   ",
        "<html><body></body></html>",
        "<html><body><script>var a=1;</script></body></html>",
    ],
)
def test_empty_pages_are_a_counted_empty_extraction(html: str) -> None:
    """Pages without text raise EmptyExtraction and count extract outcome 'empty'."""
    before = REGISTRY.get_sample_value("dyneval_extract_total", {"outcome": "empty"}) or 0.0
    with pytest.raises(EmptyExtraction, match="no main text"):
        extract_html(html, url="http://e.example/")
    after = REGISTRY.get_sample_value("dyneval_extract_total", {"outcome": "empty"})
    assert after == before + 1


def test_plain_text_keeps_paragraphs() -> None:
    """Plain text keeps blank-line paragraphs, tidies spaces and CRLF."""
    document = extract_plain("One  line\r\nnext line\r\n\r\n\r\n  Two.  ", title=" T ")
    assert document.text == "One line\nnext line\n\nTwo."
    assert document.title == "T"


def test_plain_whitespace_is_empty() -> None:
    """Whitespace-only plain text is an EmptyExtraction."""
    with pytest.raises(EmptyExtraction):
        extract_plain(" \n\n\t")


def test_bytes_input_uses_the_declared_charset(tmp_path: Path) -> None:
    """HTML given as bytes is decoded by its meta charset before extraction."""
    body = (
        "<html><head><meta charset='windows-1252'><title>Caf\u00e9</title></head><body>"
        "<article><p>Le caf\u00e9 de la gare ouvre \u00e0 six heures du matin.</p>"
        "</article></body></html>"
    ).encode("cp1252")
    document = extract_html(body)
    assert "caf\u00e9 de la gare" in document.text


def test_a_paragraph_that_is_a_link_is_dropped_and_counted() -> None:
    """"Read more: <link>" and a bare link paragraph go (counted); a sentence with a link stays."""
    story = "".join(
        f"<p>The harbour of Northport handled {n}.2 million tonnes of cargo in 202{n}, its "
        f"port authority said in its yearly report on shipping.</p>"
        for n in range(1, 6)
    )
    html = (
        "<html><head><title>Harbour</title></head><body><article><h1>Harbour</h1>"
        f"{story}<p>Read more: <a href='/x'>Northport opens a second container terminal"
        "</a></p><p>The terminal was built by <a href='/c'>Acme</a> over two years and "
        "opened in March.</p><p><a href='/y'>Subscribe to our channel for more news</a></p>"
        "</article></body></html>"
    )

    def dropped() -> float:
        value = REGISTRY.get_sample_value(
            "dyneval_extract_pruned_total", {"reason": "link_paragraph"}
        )
        return value or 0.0

    before = dropped()
    text = extract_html(html, url="http://n.example/harbour").text
    assert "Northport opens a second container terminal" not in text
    assert "Subscribe to our channel" not in text
    assert "The terminal was built by Acme over two years and opened in March." in text
    assert dropped() - before == 2
    kept = extract_html(html, url="http://n.example/harbour", keep_clutter=True).text
    assert "Northport opens a second container terminal" in kept


def test_a_page_laid_out_in_a_table_reads_as_paragraphs_and_a_data_table_stays_a_grid() -> None:
    """Prose cells of a layout table become blank-line blocks without pipes; a table of
    short values keeps its rows."""
    prose = [
        f"Paragraph {n}: the harbour of Northport handled {n}.2 million tonnes of cargo in "
        f"202{n}, a record for the port, its authority said in the yearly report it published "
        "on shipping, trade and the new container terminal opened after two years of work."
        for n in range(1, 5)
    ]
    cells = "".join(f"<p>{p}</p>" for p in prose)
    layout = (
        "<html><head><title>Harbour</title></head><body><table><tr><td></td>"
        f"<td><h1>Harbour</h1>{cells}</td></tr></table></body></html>"
    )
    blocks = extract_html(layout, url="http://n.example/harbour").text.split("\n\n")
    assert all(p in blocks for p in prose)
    assert not any(block.startswith("|") for block in blocks)
    grid = (
        "<html><head><title>Cargo</title></head><body><article><h1>Cargo</h1>"
        + "".join(f"<p>{p}</p>" for p in prose)
        + "<table><tr><th>Year</th><th>Tonnes</th></tr><tr><td>2021</td><td>1.2m</td></tr>"
        "<tr><td>2022</td><td>2.2m</td></tr></table></article></body></html>"
    )
    text = extract_html(grid, url="http://n.example/cargo").text
    assert "| 2021 | 1.2m |" in text


# The real POLITICO page (postlight/parser fixtures/www.politico.com.html), cut down: its
# og:title in a ``value`` attribute, its logo's label in a heading above the story
POLITICO = (
    '<html><head><title>Insiders: Trump will sink Pence in VP debate - POLITICO</title>'
    '<meta value="Insiders: Trump will sink Pence in VP debate" name="og:title">'
    '<meta value="POLITICO" name="og:site_name"></head><body><header><h1>POLITICO '
    "<span>Politico Logo</span></h1></header><article><p>"
    + "Tim Kaine isn't the only opponent Mike Pence will face on Tuesday night. " * 6
    + "</p></article></body></html>"
)


def test_a_logo_label_is_no_title_the_declared_headline_is() -> None:
    """An extracted title that is the logo's label or the site's name gives way to the
    headline the page declares (og:title, or the <title> without its site tail)."""
    doc = extract_html(POLITICO, url="https://www.politico.com/story/x")
    assert doc.title == "Insiders: Trump will sink Pence in VP debate"
    no_og = POLITICO.replace('name="og:title"', 'name="x"')
    assert extract_html(no_og).title == "Insiders: Trump will sink Pence in VP debate"


def test_a_paragraph_cut_mid_sentence_by_the_markup_is_joined_again() -> None:
    """A <p> that stops mid-sentence and the next <p> going on in lower case (an ad slot split
    one paragraph) read as one paragraph; a code line after prose, or a byline under its
    heading, is never joined."""
    cut = ARTICLE.replace(
        "<p>The port authority expects",
        "<p>The harbour master said the record was set in front of a large and cheering crowd"
        "</p><p>that had waited on the quay since the early morning of the last day.</p>"
        "<p>Create a pointer to the function in the module and then call it</p>"
        "<p>var unlinkPtr = Module.findExportByName(null, 'unlink');</p>"
        "<p>Seeking a bigger role for the harbour of the north</p><p>by Jeff Foust</p>"
        "<p>The port authority expects",
    )
    blocks = extract_html(cut, url="http://n.example/report").text.split("\n\n")
    assert (
        "The harbour master said the record was set in front of a large and cheering crowd "
        "that had waited on the quay since the early morning of the last day." in blocks
    )
    assert "var unlinkPtr = Module.findExportByName(null, 'unlink');" in blocks
    assert "by Jeff Foust" in blocks  # a byline under its heading ends in no stop


def test_a_heading_or_a_brand_opening_the_next_block_is_never_joined() -> None:
    """A sentence-case heading is no cut paragraph, and 'iPhone' or 'eBay' opens a sentence."""
    cut = ARTICLE.replace(
        "<p>The port authority expects",
        "<h2>Everything you need to know about the new ships from the north</h2>"
        "<p>iPhone sales rose sharply in the first week after the launch, the company said.</p>"
        "<h3>What the analysts at the big banks are now saying about the harbour</h3>"
        "<p>the harbour expects more traffic next year, according to its master.</p>"
        "<p>Sellers of the older model in the port towns of the coast doubled their</p>"
        "<p>eBay listings for the older model within days, according to figures.</p>"
        "<p>The port authority expects",
    )
    blocks = extract_html(cut, url="http://n.example/report").text.split("\n\n")
    for opening in ("iPhone sales", "the harbour expects", "eBay listings"):
        assert any(b.startswith(opening) for b in blocks), (opening, blocks)
