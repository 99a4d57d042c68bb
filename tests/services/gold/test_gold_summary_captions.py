"""A news summary never opens on a photo's file name, caption or credit."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from services.gold.article_summary import article_summary
from services.gold.facts import extract_facts
from shared.longdoc import load_document
from shared.text.captions import caption_paragraphs, is_credit

STORY = """<html><head><title>Two held in card skimming scheme</title>
<meta property="article:published_time" content="2016-12-22T10:00:00Z"></head>
<body><article><h1>Two held in card skimming scheme</h1>
<p>skimming scheme seized cash and cards.jpg</p>
<p>Cash and cards seized during the arrest of two identity theft suspects in Baldwin County
in December 2016.</p>
<p>(Jane Roe/jroe@example.com)</p>
<p>A man and a woman from Orlando were arrested in Baldwin County in December 2016 in
connection with a multi-state debit card skimming scheme.</p>
<p>Investigators identified about 120 victims in Alabama, Georgia and Florida by December
2016.</p>
<p>The suspects used 45 stolen card numbers at 12 gas stations in Baldwin County in 2016.</p>
<p>Federal agents seized $24,000 in cash from the suspects' rented car in December 2016.</p>
<p>Bank of America replaced 300 debit cards for its Alabama customers in December 2016.</p>
</article></body></html>
"""


def test_the_summary_opens_on_the_lede_not_the_caption(tmp_path: Path) -> None:
    """The file name, caption and credit above the story are left out, counted; the lede opens."""
    path = tmp_path / "skimming.html"
    path.write_text(STORY, encoding="utf-8")
    skips: Counter[str] = Counter()
    item = article_summary(extract_facts(load_document(path)), skips)
    assert item is not None, skips
    answer = item.answers[0]
    assert answer.startswith("A man and a woman from Orlando were arrested"), answer
    assert "Cash and cards seized" not in answer and "Roe" not in answer
    assert skips["article summary: a caption or credit line left out"] >= 1


def test_credit_lines_and_captions_closed_by_a_credit_are_found() -> None:
    """Bracketed, labelled and bare credits are credits; a caption ending on one is a caption."""
    for credit in ("(Harry Benson/Getty)", "Photo: AP", "Getty Images", "AP Photo/Evan Vucci",
                   "(Photo: Jane Doe)", "Image: NASA", "Photo by Jane Doe"):
        assert is_credit(credit), credit
    paragraphs = ["The basement at 80 New York. (Scott Heins/Gothamist)",
                  "New York boasted tens of thousands of fallout shelters in 1962, when fear of "
                  "nuclear war ran high."]
    assert caption_paragraphs(paragraphs) == {0}


def test_story_sentences_are_no_credits() -> None:
    """A story's sentence naming an agency or holding a slash is no credit."""
    for line in ("Shares of Apple rose 2% on Tuesday, Reuters reported.",
                 "The company earned $3.2 billion, up 12% year over year, in its fiscal 2016.",
                 "Apple Inc (AAPL.O) said sales of the iPhone 7 and 7/7 Plus beat estimates."):
        assert not is_credit(line), line
        assert caption_paragraphs([line, line]) == set()


@given(st.lists(st.text(alphabet="abcdefghij ,.", min_size=1, max_size=60), max_size=6))
def test_paragraphs_without_capitals_brackets_or_files_are_never_captions(
    paragraphs: list[str],
) -> None:
    """Lower-case prose with no credit, bracket or file name is never taken for a caption."""
    assert caption_paragraphs(paragraphs) == set()
