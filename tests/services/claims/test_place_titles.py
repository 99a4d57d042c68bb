"""A place's claim opening with its bare name is written as its title qualifies it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.title_names import place_qualified, place_title
from shared.claims.verify import verify_drafts
from shared.llm.replies import ClaimDraft
from shared.text.span_align import DocumentAligner

PLACE = ("Manchester is the largest city in the U.S. state of New Hampshire. Manchester is "
         "near the northern end of the Northeast megalopolis. It was named after "
         "Manchester, England.")  # fmt: skip


def test_a_place_is_written_as_its_title_qualifies_it_and_verified() -> None:
    """A claim opening with the bare name of a state-qualified title is written whole."""
    # judgments13 claims_final #4: read alone, 'Manchester' is also the English city.
    title = "Manchester, New Hampshire"
    drafts = RuleClaimExtractor().extraction(PLACE, title=title).drafts
    verified = verify_drafts(drafts, DocumentAligner(PLACE), doc_id=0, threshold=90.0,
                             title=title)  # fmt: skip
    texts = [claim.text for claim in verified.claims]
    assert ("Manchester, New Hampshire is near the northern end of the Northeast megalopolis."
            in texts), texts


def test_a_title_qualified_by_no_place_is_left_alone() -> None:
    """A comma title that is no state or country, or a claim naming the place, is unchanged."""
    assert place_qualified("Prince Andrew is a member.", "Prince Andrew, Duke of York") == (
        "Prince Andrew is a member.")  # fmt: skip
    named = "Baltimore County is Maryland's third-most populous county."
    assert place_qualified(named, "Baltimore County, Maryland") == named
    census = "M\u0101kaha is a census-designated place in Honolulu County, Hawai\u02bb i."
    assert place_qualified(census, "M\u0101kaha, Hawaii") == census


def test_only_a_place_title_is_read_as_base_and_place() -> None:
    """A title qualified by a state or country splits; any other comma title does not."""
    assert place_title("Manchester, New Hampshire") == ("Manchester", "New Hampshire")
    assert place_title("Taylor, Bean & Whitaker") is None
    assert place_title("Prince Andrew, Duke of York") is None


def test_the_verifier_checks_a_comma_title_whole_unless_a_place() -> None:
    """The verifier reads only a place's title as its bare name: 'Taylor, Bean & Whitaker'
    written over a span about 'Taylor' is not entailed (code review 16, S8)."""
    for title, document, claim, kept in [
        ("Taylor, Bean & Whitaker", "Taylor was a mortgage lender based in Ocala. It failed.",
         "Taylor, Bean & Whitaker was a mortgage lender based in Ocala.", False),
        ("Prince Andrew, Duke of York", "Prince Andrew is a member of the royal family. He "
         "was born in 1960.", "Prince Andrew, Duke of York is a member of the royal family.",
         False),
        ("Manchester, New Hampshire", PLACE,
         "Manchester, New Hampshire is near the northern end of the Northeast megalopolis.",
         True),
    ]:  # fmt: skip
        span = claim.replace(", New Hampshire", "") if kept else document.split(". ")[0] + "."
        verified = verify_drafts([ClaimDraft(claim=claim, span=span)],
                                 DocumentAligner(document), doc_id=0, threshold=90.0,
                                 title=title)  # fmt: skip
        assert bool(verified.claims) is kept, (title, verified.dropped)


@given(st.text(alphabet="AbcManchester ,.'0123", max_size=50))
def test_qualifying_only_adds_the_qualifier(claim: str) -> None:
    """The written claim is the claim itself or it with ', New Hampshire' after its name."""
    out = place_qualified(claim, "Manchester, New Hampshire")
    assert out in (claim, claim.replace("Manchester", "Manchester, New Hampshire", 1))
