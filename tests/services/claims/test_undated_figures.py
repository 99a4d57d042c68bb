"""A money figure that changes by year (an appropriation, a budget, revenue) keeps its year
or is dropped as undated_figure, never kept bare (issue 15, standalone)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.undated_figures import UNDATED_FIGURE, dated_figure

BILL = ("NASA is the agency of the United States federal government responsible for the "
        "civilian space program. The bill for fiscal 2015 gave NASA $18 billion, and NASA's "
        "aeronautics program received $651 million.")
COMPANY = ("Alphabet Inc. is an American multinational conglomerate. Alphabet Inc. reported "
           "revenue of $66 billion. Alphabet Inc. had a revenue of $66 billion in 2014. "
           "The city of Oakland has an annual budget of $1.2 billion.")


def test_a_yearly_figure_with_no_year_in_its_claim_is_dropped() -> None:
    """The reviewer's class: 'NASA's aeronautics program received $651 million.' split from
    a sentence whose bill is for fiscal 2015 is never kept bare."""
    extraction = RuleClaimExtractor().extraction(BILL, title="NASA")
    claims = [draft.claim for draft in extraction.drafts]
    assert not any("$651 million" in claim and "2015" not in claim for claim in claims), claims


def test_a_dated_revenue_is_kept_and_the_bare_ones_dropped() -> None:
    """End to end: the revenue of 2014 is kept; the same revenue with no year and a city's
    annual budget with none are dropped as undated_figure."""
    extraction = RuleClaimExtractor().extraction(COMPANY, title="Alphabet Inc.")
    claims = [draft.claim for draft in extraction.drafts]
    assert "Alphabet Inc. had a revenue of $66 billion in 2014." in claims, claims
    assert not any("$" in claim and "2014" not in claim for claim in claims), claims
    assert dict(extraction.dropped).get(UNDATED_FIGURE) == 2, extraction.dropped


def test_the_sentence_fiscal_year_is_written_into_the_claim() -> None:
    """A fiscal year the same sentence names is the figure's: written in natural words."""
    assert dated_figure("NASA's aeronautics program received $651 million.",
                        "For fiscal 2015, NASA's aeronautics program received $651 million.") == (
        "NASA's aeronautics program received $651 million in fiscal year 2015.")


def test_revenue_and_budget_figures_need_a_year() -> None:
    """Revenue, a city's budget, funding and assets under management change every year: no
    year, no claim."""
    for claim in ("Alibaba reported revenue of $16.7 billion.",
                  "The city's annual budget is $1.2 billion.",
                  "The agency was allocated £40 million.",
                  "Guggenheim Partners has more than $290 billion of assets under management."):
        assert dated_figure(claim, claim) is None, claim


def test_near_misses_are_kept() -> None:
    """A dated figure, a film's production budget, a price, a deal and a figure with no
    money are no undated yearly flow; two fiscal years in the sentence write neither."""
    kept = ("Alibaba reported revenue of $16.7 billion in 2019.",
            "The agency received $651 million in FY2015.",
            "The film was made on a budget of $20 million.",
            "Disney's service costs $6.99 a month.",
            "Facebook bought Instagram for $1 billion.",
            "The company had 4,000 employees.")
    for claim in kept:
        assert dated_figure(claim, claim) == claim, claim
    quarter = "Home Depot reported $2.53 in per-share earnings for the third quarter."
    assert dated_figure(quarter, quarter, dated=True) == quarter  # the report's quarter
    assert dated_figure(quarter, quarter) is None  # undated page: which year's quarter?
    assert dated_figure("The program received $651 million.",
                        "The program received $651 million in fiscal 2015 and fiscal 2016 "
                        "together.") is None


@given(st.sampled_from(["received", "was allocated", "had revenue of", "spent",
                        "reported sales of", "had an annual budget of"]),
       st.integers(min_value=1, max_value=999), st.sampled_from(["million", "billion"]),
       st.integers(min_value=1950, max_value=2030))
def test_a_claim_is_never_kept_without_a_year(verb: str, amount: int, scale: str,
                                              year: int) -> None:
    """Any yearly verb, any sum: the result names a year or is None; a year in the claim
    keeps it as it is."""
    bare = f"The Harbor Authority {verb} ${amount} {scale}."
    out = dated_figure(bare, bare)
    assert out is None
    dated = f"The Harbor Authority {verb} ${amount} {scale} in {year}."
    assert dated_figure(dated, dated) == dated
