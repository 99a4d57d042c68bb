"""A list or review page's named headings (``shared.claims.list_sections.ListSections``): a
claim under a heading that names its subject only in the heading is dropped, counted."""

from __future__ import annotations

from shared.claims.list_sections import HEADING_TOPIC, ListSections
from shared.claims.page_topic import PageTopic
from shared.claims.rules import RuleClaimExtractor

_LIST = (
    "The best films of the decade were chosen by our critics in December 2019.\n\n"
    "Personal Shopper\n\n"
    "Kristen Stewart plays an assistant to a celebrity in Paris who hunts for a sign from "
    "her dead twin brother.\n\n"
    "Personal Shopper premiered at the Cannes Film Festival in May 2016.\n\n"
    "Moonlight Kingdom\n\n"
    "Jared Hess directed it with a cast of children in Rhode Island in 2012.\n\n"
    "Lady Bird\n\n"
    "Saoirse Ronan was nominated for an Academy Award in 2018 for her lead role.\n\n"
)
_STORY = (
    "Officials in Ohio said on 3 March 2019 that the bridge would reopen in June 2019.\n\n"
    "Power and Performance\n\n"
    "Engineers at the Ohio Department of Transportation replaced 400 steel beams in 2018.\n\n"
    "Pricing and the Competition\n\n"
    "The Ohio Department of Transportation paid $12 million for the repairs in 2018.\n\n"
    "What Happens Next\n\n"
    "Ohio Governor Mike DeWine said the state would inspect 40 more bridges in 2020.\n\n"
    "Our power and performance tests and the pricing of the competition happen next.\n\n"
)


def _sections(text: str) -> ListSections:
    return ListSections.read(text, PageTopic.read("Best films", text).lower)


def test_a_list_pages_named_headings_are_read() -> None:
    """Three title-case headings that are names make named sections."""
    names = [" ".join(words) for _, _, words in _sections(_LIST).sections]
    assert names == ["Personal Shopper", "Moonlight Kingdom", "Lady Bird"]


def test_a_claim_missing_its_headings_name_is_found() -> None:
    """A sentence under ``Personal Shopper`` that does not name it is missing its subject."""
    sections = _sections(_LIST)
    at = _LIST.index("Kristen Stewart")
    assert sections.missing(at, "Kristen Stewart plays an assistant to a celebrity in Paris.")
    assert not sections.missing(at, "Personal Shopper was directed by Olivier Assayas.")
    assert not sections.missing(0, "The best films of the decade were chosen in December 2019.")


def test_topic_headings_written_in_lower_case_make_no_list() -> None:
    """Headings whose words the page writes in lower case are topics, not names."""
    assert _sections(_STORY).sections == ()


def test_the_extractor_drops_a_claim_named_only_in_its_heading() -> None:
    """The extractor counts ``heading_topic`` and keeps the claims that name their film."""
    extraction = RuleClaimExtractor().extraction(_LIST, title="Best films of the decade")
    claims = [draft.claim for draft in extraction.drafts]
    assert dict(extraction.dropped).get(HEADING_TOPIC, 0) >= 2
    assert not any(claim.startswith(("Kristen Stewart", "Saoirse Ronan")) for claim in claims)
    assert any(claim.startswith("Personal Shopper premiered") for claim in claims)
