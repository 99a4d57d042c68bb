"""A news summary carries no wire dateline and no relative day a reader cannot place."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from pathlib import Path

import pytest

from services.gold.article_summary import article_summary
from services.gold.build import BuildResult, build_gold
from services.gold.facts import extract_facts
from services.gold.mix import load_mix
from services.gold.sentence_facts import anchored
from services.gold.synthesis import synthesis_items
from shared.claims.datelines import strip_dateline
from shared.longdoc import load_document

STORY = """<html><head><title>Port strike ends after talks</title>
<meta property="article:published_time" content="2021-03-12T10:00:00Z"></head>
<body><article><h1>Port strike ends after talks</h1>
<p>DUBAI, United Arab Emirates — Dock workers at Jebel Ali ended a strike on Thursday after
the port operator DP World agreed to a 12 percent pay rise.</p>
<p>Container traffic at the terminal fell by 4,000 moves two weeks ago.</p>
<p>DP World handled 14.1 million containers at Jebel Ali in 2019, up from 13.4 million in
2018.</p>
<p>The operator employs 2,500 dock workers at the port and opened its fourth terminal in
2014.</p>
<p>Jebel Ali is the largest port in the Middle East and lies 35 kilometres from Dubai.</p>
</article></body></html>
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    path = tmp_path_factory.mktemp("strike") / "strike.html"
    path.write_text(STORY, encoding="utf-8")
    return asyncio.run(build_gold(path, count=40, mix=load_mix(None)))


def test_a_dateline_with_its_region_is_cut() -> None:
    """'DUBAI, United Arab Emirates — ' and 'NEW YORK, N.Y. — ' open no claim; 'NASA, the' stays."""
    assert strip_dateline("DUBAI, United Arab Emirates — Iran fired.") == "Iran fired."
    assert strip_dateline("NEW YORK, N.Y. — Stocks fell.") == "Stocks fell."
    kept = "NASA, the US space agency — Which flew."
    assert strip_dateline(kept) == kept


def test_the_summary_has_no_dateline_and_dates_its_weekday(built: BuildResult) -> None:
    """The lede loses its dateline and 'on Thursday' becomes the page's Thursday."""
    summaries = [it for it in built.items if it.answer_type == "summary"]
    assert len(summaries) == 1
    answer = summaries[0].answers[0]
    assert answer.startswith("Dock workers at Jebel Ali ended a strike on March 11, 2021")
    assert "DUBAI" not in answer and "Thursday" not in answer


def test_a_sentence_with_an_unanchored_relative_day_is_left_out_and_counted(
    tmp_path: Path,
) -> None:
    """'... fell by 4,000 moves two weeks ago.' is no summary point; the skip is counted."""
    path = tmp_path / "strike.html"
    path.write_text(STORY, encoding="utf-8")
    skips: Counter[str] = Counter()
    item = article_summary(extract_facts(load_document(path)), skips)
    assert item is not None
    assert "ago" not in item.answers[0] and "4,000" not in item.answers[0]
    assert skips["article summary: a sentence left out, its relative day unanchored"] == 1


def test_a_relative_day_the_anchoring_misreads_is_refused_and_a_comma_kept() -> None:
    """'last Tuesday' and 'May this year' give no fact; 'on Tuesday night, X' keeps its comma."""
    assert anchored("Users activated 10 million accounts last Tuesday.", "2019-11-20")[0] is None
    assert anchored("In May this year, a couple died in Mongolia.", "2019-11-20")[0] is None
    assert anchored("The feast began on October 27 this year.", "2019-11-20")[0] is None
    kept = anchored("After his goals on Tuesday night, Bruce Boudreau smiled.", "2019-11-20")[0]
    assert kept == "After his goals on November 19, 2019, Bruce Boudreau smiled."
    plain = anchored("An Ohio man pleaded guilty on Monday to a threat.", "2019-11-20")[0]
    assert plain == "An Ohio man pleaded guilty on November 18, 2019 to a threat."


def test_without_a_reliable_page_date_an_ago_sentence_is_left_out(tmp_path: Path) -> None:
    """A page whose text tells of years after its date anchors nothing: '... ago' is left out."""
    story = STORY.replace("2021-03-12", "2012-03-12").replace(
        "two weeks ago", "two decades ago").replace("in 2019", "in 2019 and 2020")
    path = tmp_path / "undated.html"
    path.write_text(story, encoding="utf-8")
    skips: Counter[str] = Counter()
    item = article_summary(extract_facts(load_document(path)), skips)
    assert item is None or "ago" not in item.answers[0]
    assert skips["article summary: a sentence left out, its relative day unanchored"] == 2


def test_a_lede_that_cannot_be_dated_is_not_replaced_by_a_later_sentence(
    tmp_path: Path,
) -> None:
    """A lede 'announced this morning that he will leave' cannot be anchored; the summary is
    skipped and counted, never built on the next sentences without the story's news."""
    story = STORY.replace(
        "Dock workers at Jebel Ali ended a strike on Thursday after\nthe port operator DP World "
        "agreed to a 12 percent pay rise.",
        "Port chief Omar Saleh announced this morning that he will leave DP World on June 1 "
        "after the strike at Jebel Ali.")
    assert "Omar Saleh" in story
    path = tmp_path / "leaves.html"
    path.write_text(story, encoding="utf-8")
    skips: Counter[str] = Counter()
    assert article_summary(extract_facts(load_document(path)), skips) is None
    assert skips["article summary: the lede's relative day cannot be anchored (no summary "
                 "without the main news)"] == 1


# The real NDTV page's Highlights box (postlight/parser fixtures/www.ndtv.com.html), cut down
HIGHLIGHTS = (
    '<html><head><title>COVID-19: Trump Talks "Retaliation"</title><meta name="publish-date" '
    'value="Tue, 07 Apr 2020 07:36:07 +0530"></head><body><article><h1>COVID-19: Trump Talks '
    '"Retaliation" If India Rejects Export Of Key Drug</h1><h2>Highlights</h2><ul>'
    "<li>Hydroxychloroquine is a key drug used in the treatment of COVID-19</li>"
    "<li>The centre announced a hold on export of hydroxychloroquine on March 25</li>"
    "<li>India is one of the world's largest manufacturers of the medicine</li></ul>"
    "<p>US President Donald Trump has said there may be retaliation if India does not agree "
    "to export hydroxychloroquine, a key anti-malaria drug.</p></article></body></html>"
)


def test_a_listed_point_s_date_gets_its_year_in_the_fact(tmp_path: Path) -> None:
    """The Highlights point "... on March 25" is the fact "... on March 25, 2020" against the
    page's date (April 7, 2020); the answer lists the points as printed."""
    path = tmp_path / "ndtv.html"
    path.write_text(HIGHLIGHTS, encoding="utf-8")
    facts = extract_facts(load_document(path))
    items = [it for it in synthesis_items(facts, random.Random(0)) if it.answer_type == "list"]
    assert len(items) == 1
    claims = [f.claim for f in items[0].used_claims]
    assert "The centre announced a hold on export of hydroxychloroquine on March 25, 2020" \
        in claims
    assert "- The centre announced a hold on export of hydroxychloroquine on March 25\n" in \
        items[0].answers[0]
