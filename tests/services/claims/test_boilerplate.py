"""A page's pitches, photo credits and notices are no claims; stories about them are."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.boilerplate import boilerplate
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("sentence", "furniture"),
    [
        ("NRPLUS members help keep NR going.", True),
        ("Subscribers like you make our independent reporting possible.", True),
        ("French President Emmanuel Macron speaks in Paris on Monday. (AP Photo/Michel Euler)",
         True),
        ("Photo by Jane Doe/Getty Images.", True),
        ("This material may not be published, broadcast, rewritten or redistributed.", True),
        ("Jane Doe of the Associated Press contributed to this report.", True),
        ("The newspaper's subscribers fell by 4% in 2019.", False),
        ("The photo was taken by Joe Rosenthal in 1945.", False),
        ("Union members voted to keep the strike going in 2019.", False),
        ("Members of the club help run the annual festival in Leeds.", False),
        ("Its members help keep the tradition alive.", False),
        ("Donors make the museum's free admission possible.", False),
        ("The report may not be published until the inquiry ends in 2021.", False),
        ("The court ruled the photos may not be published.", False),
        ("Readers make independent journalism possible.", True),
        ("And importantly, NRPLUS members help keep NR going.", True),
    ],
)  # fmt: skip
def test_a_pitch_credit_or_notice_is_boilerplate(sentence: str, furniture: bool) -> None:
    """Fixed shapes of publisher furniture are found; facts about subscribers or photos stay."""
    assert boilerplate(sentence) is furniture


@given(st.text(max_size=80))
def test_a_fused_photo_credit_makes_any_text_boilerplate(text: str) -> None:
    """Whatever the sentence, a photo credit fused onto its end makes it page furniture."""
    # code review 16 S10: the old property asserted only that a bool came back.
    assert boilerplate(f"{text} (AP Photo/Jane Doe)") is True


_PLAIN_WORDS = ["members", "donors", "readers", "help", "keep", "make", "the", "museum",
                "tradition", "alive", "possible", "going", "free", "may", "not", "be",
                "published", "photo", "by", "court", "ruled", "report", "rights", "its",
                "guild", "craft", "in", "2019", "reserved", "material", "until"]  # fmt: skip


@given(st.lists(st.sampled_from(_PLAIN_WORDS), min_size=1, max_size=14).map(" ".join))
def test_lower_case_words_without_an_address_are_never_boilerplate(words: str) -> None:
    """Lower-case words with no address to the reader, no publication name, no credit ('Photo
    by' opening) and no 'This material'/'All rights' are never furniture, whatever
    pitch or notice words they hold ('members help keep ... alive', 'may not be published')."""
    assert boilerplate(words + ".") is False


def test_the_extractor_counts_boilerplate() -> None:
    """End to end: the pitch is counted as boilerplate and the story's fact is kept."""
    text = ("The Senate confirmed Jane Doe as ambassador to France on March 3, 2019. "
            "NRPLUS members help keep NR going.")
    extraction = RuleClaimExtractor().extraction(text, title="Senate confirms Jane Doe")
    assert dict(extraction.dropped).get("boilerplate") == 1
    assert not any("NRPLUS" in draft.claim for draft in extraction.drafts)


def test_a_clubs_members_keeping_a_craft_alive_is_a_fact() -> None:
    """End to end (code review 16, M3): a guild's members keeping a craft alive is kept."""
    text = ("The Norfolk Thatchers Guild was founded in 1950. The Norfolk Thatchers Guild's "
            "members help keep the craft of thatching alive in Norfolk.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Norfolk Thatchers Guild")
    assert "boilerplate" not in dict(extraction.dropped), extraction
    assert any("craft of thatching" in draft.claim for draft in extraction.drafts), extraction
