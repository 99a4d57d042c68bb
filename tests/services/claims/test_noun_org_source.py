"""The organisation noun-phrase source in the rule extractor: its claims enter the drafts
with their sentence as span, verify against it, and are one per fact per page."""

from __future__ import annotations

from shared.claims.noun_org_source import org_noun_facts
from shared.claims.noun_sources import SOURCES
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.text.span_align import DocumentAligner

DAY = "2019-11-20"
TITLE = "Airbus to cut jobs"
NEWS = (
    "Airbus to cut jobs\n\n"
    "Paris-based Airbus said on Monday it would cut 2,000 jobs, a spokesman said.\n\n"
    "Shares of Coty Inc., the maker of CoverGirl, fell 5% on Tuesday after it warned.\n\n"
    "The patient was taken to the 1,700-bed Albany Medical Center on Monday, police said.\n\n"
    "Paris-based Airbus has cut jobs before, he said.\n\n"
    '"Seattle-based Amazon is a rival," he said.\n'
)


def _verified(published: str | None) -> list[str]:
    extraction = RuleClaimExtractor().extraction(NEWS, title=TITLE, published=published)
    verified = verify_drafts(extraction.drafts, DocumentAligner(NEWS), doc_id=1, threshold=90,
                             extractor="rules", title=TITLE, published=published)  # fmt: skip
    return [c.text for c in verified.claims]


def test_the_source_is_registered() -> None:
    """The extractor runs the organisation source beside the roles source."""
    assert org_noun_facts in SOURCES


def test_organisation_facts_are_drafted_with_their_sentence_as_span() -> None:
    """'Paris-based Airbus' gives its claim once for the page (two sentences say it), with
    the first sentence as span; a quotation gives none."""
    extraction = RuleClaimExtractor().extraction(NEWS, title=TITLE, published=DAY)
    spans = [(d.claim, d.span) for d in extraction.drafts]
    based = [span for claim, span in spans if claim == "Airbus is based in Paris."]
    assert based == ["Paris-based Airbus said on Monday it would cut 2,000 jobs, a spokesman "
                     "said."]
    assert not any("Amazon" in claim for claim, _ in spans)
    assert dict(extraction.dropped).get("noun_org_quoted") == 1


def test_the_written_facts_verify_against_their_spans() -> None:
    """The rule verifier admits each fact: the based-in place, the maker in the appositive's
    own words dated as of the page, and a size with its plural unit."""
    claims = _verified(DAY)
    assert "Airbus is based in Paris." in claims
    assert "Coty Inc. is the maker of CoverGirl (as of November 20, 2019)." in claims
    assert "Albany Medical Center has 1,700 beds (as of November 20, 2019)." in claims


def test_an_undated_page_keeps_only_stable_facts() -> None:
    """With no page date, the maker and the size (facts that change) are not written; the
    headquarters is."""
    claims = _verified(None)
    assert "Airbus is based in Paris." in claims
    assert not any("CoverGirl" in c or "beds" in c for c in claims)
