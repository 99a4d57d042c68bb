"""The page-level reading of the rule extractor (``shared.claims.page_topic``, ``teasers``,
``page_reliant``) and the calendar periods ``anchoring`` writes out: teasers, checked
rumours, demonstratives, unsourced shares, the headline's country, ``last year``."""

from __future__ import annotations

import pytest

from shared.claims.anchoring import anchor_dates
from shared.claims.factual import nonfactual_reason
from shared.claims.page_reliant import bare_quotation, demonstrative_subject, unsourced_share
from shared.claims.page_topic import PageTopic
from shared.claims.rules import RuleClaimExtractor
from shared.claims.standalone import tidy
from shared.claims.teasers import CHECKED_CLAIM, TEASER_SECTION, off_article
from shared.web.extract import extract_html

_STORY = (
    "Protesters in Iran clashed with security forces in Tehran on 15 November 2019 after "
    "a rise in fuel prices.\n\nAmnesty International said security forces killed at least "
    "106 protesters in 21 cities across Iran.\n\n"
)
_TEASERS = (
    "Top stories\n\nThe Dutch parliament voted on 22 February 2018 to recognise the "
    "Armenian Genocide.\n\nFrench actor Charles Gerard died on 19 September 2019 at the "
    "age of 96.\n\n"
)


def test_a_teaser_section_after_the_story_is_off_the_article() -> None:
    """The lines under ``Top stories`` that tell of other stories are marked as teasers."""
    text = _STORY + _TEASERS
    ranges = off_article(text)
    assert [reason for _, _, reason in ranges] == [TEASER_SECTION]
    start, end, _ = ranges[0]
    assert text[start:end].startswith("The Dutch parliament")
    assert text[start:end].rstrip().endswith("age of 96.")


def test_a_left_over_heading_inside_the_story_is_not_a_teaser() -> None:
    """A ``Most read`` heading followed by the story's own words keeps those words."""
    text = (_STORY + "Most read in world news\n\nSecurity forces in Iran killed protesters in "
            "21 cities, Amnesty International said.\n\n")  # fmt: skip
    assert off_article(text) == []


_CRASH = (
    "Two United States service members were killed in a helicopter crash in Afghanistan on "
    "20 November 2019, the US military said.\n\n"
    "The military said the cause of the helicopter crash was under investigation.\n\n"
)
_MORE_BOX = (
    "More:\n\nTaliban frees American and Australian hostages in prisoner swap\n\n"
    "Pakistani cricket board names new coach for tour of Australia\n\n"
)
_PROSE_AFTER = (
    "It did not reveal the location and said it was withholding the names of those killed "
    "until next of kin could be told.\n\n"
    "Roughly 13,000 American troops remain in Afghanistan, 18 years after Washington "
    "invaded the country. Officials in Washington have been eager to withdraw them.\n\n"
    "The Pentagon declined to give further details.\n\n"
)


def test_an_in_body_more_box_drops_its_links_and_keeps_the_prose_after_it() -> None:
    """A ``More:`` label over two linked headlines mid-article drops the headlines only."""
    text = _CRASH + _MORE_BOX + _PROSE_AFTER
    ranges = off_article(text)
    assert [reason for _, _, reason in ranges] == [TEASER_SECTION]
    start, end, _ = ranges[0]
    assert text[start:end].startswith("Taliban frees")
    assert text[start:end].endswith("tour of Australia")
    assert text.index("It did not reveal") >= end
    extraction = RuleClaimExtractor().extraction(
        text, title="Two US soldiers killed in Afghanistan helicopter crash")
    claims = [d.claim for d in extraction.drafts]
    assert any("Pentagon declined" in c for c in claims)
    assert not any("hostages" in c or "cricket" in c for c in claims)
    assert dict(extraction.dropped)[TEASER_SECTION] == 2


def test_prose_resuming_after_a_teaser_heading_is_never_swallowed() -> None:
    """Short unrelated prose lines after a ``More:`` box are not teasers once a long,
    several-sentence paragraph or a pronoun-led line shows the story going on."""
    text = _CRASH + "More:\n\n" + _PROSE_AFTER
    assert off_article(text) == []


def test_a_trailing_most_read_list_of_headlines_is_dropped() -> None:
    """A ``Most read`` list of headlines after the story is a teaser section, all of it."""
    headlines = ("Most read\n\nTaliban frees American and Australian hostages in prisoner swap"
                 "\n\nPakistani cricket board names new coach for tour of Australia\n\n"
                 "Storm leaves thousands without power across New England\n\n"
                 "Tech giant unveils folding phone at Paris launch\n")  # fmt: skip
    text = _CRASH + headlines
    ranges = off_article(text)
    assert [reason for _, _, reason in ranges] == [TEASER_SECTION]
    start, end, _ = ranges[0]
    assert text[start:end].startswith("Taliban frees")
    assert text[start:end].endswith("Paris launch")
    claims = [d.claim for d in RuleClaimExtractor().extraction(
        text, title="Two US soldiers killed in Afghanistan helicopter crash").drafts]  # fmt: skip
    assert not any("Taliban" in c or "folding" in c or "power" in c for c in claims)


def test_a_fact_checks_claim_paragraph_is_off_the_article() -> None:
    """The paragraph under a fact-check's ``Claim`` heading is the checked rumour."""
    text = ("Claim\n\nThe ambassador has a net worth of $17 million.\n\nRating\n\nUnproven\n\n"
            "Origin\n\nThe ambassador testified before the committee on 15 November 2019.\n")
    ranges = off_article(text)
    assert [(text[a:b], r) for a, b, r in ranges] == [
        ("The ambassador has a net worth of $17 million.", CHECKED_CLAIM)
    ]


def test_the_extractor_never_claims_a_checked_rumour_or_a_teaser() -> None:
    """Sentences of a checked rumour or a teaser section give no claim; the story does."""
    text = ("Claim\n\nFormer U.S. ambassador Marie Yovanovitch has a net worth of $17 million."
            "\n\nOrigin\n\nOn 15 November 2019, Marie Yovanovitch testified before the U.S. "
            "House Intelligence Committee.\n\n" + _TEASERS)  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="Yovanovitch net worth")
    claims = [d.claim for d in extraction.drafts]
    dropped = dict(extraction.dropped)
    assert not any("net worth" in c or "Gerard" in c or "Dutch" in c for c in claims)
    assert any("testified" in c for c in claims)
    assert dropped[CHECKED_CLAIM] == 1
    assert dropped[TEASER_SECTION] == 2


def test_a_sidebar_teaser_block_of_an_html_page_gives_no_claim() -> None:
    """On a real-parser HTML page a ``Top stories`` block under the article gives no claim."""
    paragraphs = "".join(f"<p>{p}</p>" for p in _STORY.split("\n\n") if p)
    teasers = "".join(f"<p>{p}</p>" for p in _TEASERS.split("\n\n")[1:] if p)
    html = (f"<html><head><title>More than 100 protesters killed in Iran unrest</title></head>"
            f"<body><article><h1>More than 100 protesters killed in Iran unrest</h1>"
            f"{paragraphs}<div><strong>Top stories</strong></div>{teasers}</article>"
            f"</body></html>")  # fmt: skip
    page = extract_html(html)
    assert "Dutch parliament" in page.text  # the block reaches the text: the reader drops it
    claims = [d.claim for d in RuleClaimExtractor().extraction(page.text, title=page.title).drafts]
    assert claims
    assert not any("Dutch" in c or "Gerard" in c for c in claims)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("In the US, Volkswagen estimates that could be more like 300 miles.", True),
        ("This means the car can drive 300 miles.", True),
        ("Analysts said that was the largest drop since 2009.", True),
        ("The car that is red won the race in 2019.", False),
        ("The report that was released on 3 May 2019 found 20 cases.", False),
        ('Smith called the plan "something that could work" in 2019.', False),
        ("Typing on the 2016 MacBook Pro brought that up to about 43 dBa.", True),
        ("The 2019 flood brought debris down the river.", False),
    ],
)
def test_a_demonstrative_subject_is_found(claim: str, expected: bool) -> None:
    """``that``/``this`` as a clause's subject is found; a relative ``that`` is not."""
    assert demonstrative_subject(claim) is expected


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Seventy-eight percent of Americans live paycheck to paycheck.", True),
        ("About 40% of adults have no savings.", True),
        ("78% of adults live paycheck to paycheck, a 2017 CareerBuilder survey found.", False),
        ("About 40% of adults have no savings, according to the Federal Reserve.", False),
        ("India requires companies to give 2 percent of corporate profits to charity.", False),
        ("Tesla shares rose 5 percent on 3 May 2019.", False),
    ],
)
def test_an_unsourced_population_share_is_found(claim: str, expected: bool) -> None:
    """A share of a population with no source is found; a sourced one or a rise is not."""
    assert unsourced_share(claim) is expected


def test_the_headlines_country_is_written_into_a_claim_about_its_story() -> None:
    """A claim on the headline's topic with no place gets the headline's country."""
    topic = PageTopic.read("More than 100 protesters killed in Iran unrest",
                           "at least 106 protesters were killed")  # fmt: skip
    assert topic.country == "Iran"
    assert topic.placed("At least 106 protesters in 21 cities have been killed.") == (
        "In Iran, at least 106 protesters in 21 cities have been killed."
    )


@pytest.mark.parametrize(
    "claim",
    [
        "More than 600,000 Israelis live in settlements, protesters say.",  # a people named
        "At least 50 protesters were killed in Baghdad.",  # a place of its own
        "Amnesty International opened an office in 1961.",  # not the headline's topic
    ],
)
def test_a_claim_with_its_own_place_or_topic_keeps_its_words(claim: str) -> None:
    """A claim naming a people or place, or off the headline's topic, is left as written."""
    topic = PageTopic.read("More than 100 protesters killed in Iran unrest")
    assert topic.placed(claim) == claim


def test_a_country_named_as_an_actor_is_no_place() -> None:
    """``Lashes Out at US`` names the US as an actor: no country is written in."""
    topic = PageTopic.read("World Lashes Out at US for No Longer Considering Settlements Illegal")
    assert topic.country is None


@pytest.mark.parametrize(
    ("claim", "anchored"),
    [
        ("Dealers sold 17.3 million vehicles last year.",
         "Dealers sold 17.3 million vehicles in 2018."),
        ("Sales fell 10 percent last month.", "Sales fell 10 percent in October 2019."),
        ("Prices rose from last year.", "Prices rose from 2018."),
    ],
)
def test_a_calendar_period_is_written_from_the_page_date(claim: str, anchored: str) -> None:
    """``last year`` and ``last month`` become the year and month before the page's date."""
    assert anchor_dates(claim, "2019-11-20") == anchored


def test_a_calendar_period_without_a_page_date_is_dropped() -> None:
    """``last year`` on an undated page cannot be anchored: the claim is refused."""
    assert anchor_dates("Dealers sold 17.3 million vehicles last year.", None) is None


@pytest.mark.parametrize(
    ("claim", "tidied"),
    [
        ("Tuft cells had been known to science since the mid-1950s, when microscopy studies "
         "found them in the lining of every organ.",
         "Tuft cells had been known to science since the mid-1950s."),
        ("Truck sales in Houston fell 2.6 percent in October 2019, while sedan sales fell "
         "12.3 percent.", "Truck sales in Houston fell 2.6 percent in October 2019."),
        ("Kathleen DelGiorno, now a staff scientist at the Salk Institute for Biological "
         "Studies, helped to show that tuft cells protect against pancreatic cancer.",
         "Kathleen DelGiorno helped to show that tuft cells protect against pancreatic cancer."),
        ("For example, in 2005, Soraya Shirazi-Beechey showed that taste receptors occur in "
         "the small intestine.",
         "In 2005, Soraya Shirazi-Beechey showed that taste receptors occur in the small "
         "intestine."),
        ("The band played in Leeds while fans sang.", "The band played in Leeds while fans sang."),
    ],
)  # fmt: skip
def test_a_second_clause_or_an_example_marker_is_cut(claim: str, tidied: str) -> None:
    """A contrast clause, a ``when`` clause after a time, a ``now`` appositive and ``For
    example`` go; a ``while`` without its comma (one event) stays."""
    assert tidy(claim) == tidied


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("NASA confirmed traces of water vapor above the surface of Europa in 2019.", None),
        ("The results are described below.", "dependent"),
        ("Engineers found cracks in the bridge the next day.", "dependent"),
    ],
)
def test_above_is_a_pointer_only_when_it_points(sentence: str, reason: str | None) -> None:
    """``above the surface`` is a place; ``described below`` points into the page."""
    assert nonfactual_reason(sentence) == reason


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("On November 18, 2019, the People's Daily warned that there is "
         "\u201cabsolutely no room for compromise\u201d.", True),
        ('Stephanie Grisham has given "plenty of on-the-record statements that were '
         'truthful" (as of November 18, 2019).', True),
        ("Liu Xiaming has said that China has the \u201cresolution and power\u201d to end "
         "Hong Kong unrest.", False),
        ("James Van Der Beek has been eliminated from \u201cDancing with the Stars\u201d.", False),
    ],
)  # fmt: skip
def test_a_claim_that_is_only_a_quotation_after_its_verb_is_found(
    claim: str, expected: bool
) -> None:
    """A quotation with no topic outside it is found; a quoted title or a topic is not."""
    assert bare_quotation(claim) is expected


def test_a_generic_institution_needs_its_country() -> None:
    """'The National Assembly resumed ...' says no country; 'The US Senate' or one in a
    named place does."""
    from shared.claims.page_topic import unplaced_institution

    assert unplaced_institution("The National Assembly resumed from its annual recess in 2018.")
    assert unplaced_institution("The Ministry of Health said 20 people died in 2019.")
    assert not unplaced_institution("The US Senate voted 51-49 to confirm Kavanaugh in 2018.")
    assert not unplaced_institution("The Pennsylvania House of Representatives passed the bill.")
    assert not unplaced_institution("In Iran, the Supreme Court upheld the sentence in 2019.")
