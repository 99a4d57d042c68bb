"""A second conjunct whose result hangs on the first conjunct's complement is dropped and
counted, not made a claim of its own (issue 15)."""

from __future__ import annotations

import pytest

from shared.claims.parts import claim_parts, claim_parts_counted
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Stony Brook has participated in the NCAA tournament on four separate occasions and "
         "won their first game in 2010.",
         "Stony Brook has participated in the NCAA tournament on four separate occasions."),
        ("Penny Pence competed in the preliminary heats of the women's 200-meter breaststroke, "
         "and finished with a time of 3:28.1.",
         "Penny Pence competed in the preliminary heats of the women's 200-meter breaststroke."),
        ("Smith joined the club in 1990 and won its second title in 1995.",
         "Smith joined the club in 1990."),
        ("Jones swam in the heats of the 400 metres freestyle, and finished with a time of 4:10.2.",
         "Jones swam in the heats of the 400 metres freestyle."),
    ],
)
def test_a_second_half_hanging_on_the_first_halfs_complement_is_dropped(
    sentence: str, kept: str
) -> None:
    """An ordinal object ('their first game') or a bare result verb ('finished with a time
    of') in a second conjunct is dropped and counted, the first conjunct kept."""
    parts, dropped = claim_parts_counted(sentence)
    assert parts == [kept]
    assert dropped["second_conjunct_needs_context"] == 1


@pytest.mark.parametrize(
    "sentence",
    [
        "Smith joined Arsenal in 1990 and won the FA Cup in 1993.",
        "She moved to Paris in 1920 and became the first woman to teach at the Sorbonne.",
        "NASA announced the mission in 2010 and launched the probe in 2012.",
    ],
)
def test_a_second_half_with_its_own_event_still_splits(sentence: str) -> None:
    """A second conjunct naming its own object stands alone: two claims, nothing dropped."""
    parts, dropped = claim_parts_counted(sentence)
    assert len(parts) == 2
    assert dropped["second_conjunct_needs_context"] == 0
    assert claim_parts(sentence)[0] == parts


def test_the_extractor_counts_the_dropped_half() -> None:
    """The extractor reports the dropped half under its reason, and no 'finished' claim."""
    text = ("Penny Pence is an American swimmer. She competed in the preliminary heats of the "
            "women's 200-meter breaststroke, and finished with a time of 3:28.1.")
    found = RuleClaimExtractor(cache_size=0).extraction(text, title="Penny Pence")
    assert ("second_conjunct_needs_context", 1) in found.dropped
    assert not any("finished" in d.claim for d in found.drafts)


def test_a_possessive_after_a_second_person_is_dropped_and_counted() -> None:
    """'She was trained by Meiko Satomura and has worked for her Sendai Girls' Pro Wrestling
    promotion': 'her' promotion is Satomura's, so the second half is no claim of the
    subject's (the reviewer's wrong referent); with no second person, or a possessive on a
    common noun ('her own promotion'), the half stays."""
    parts, counts = claim_parts_counted(
        "Dash Chisako was trained by Meiko Satomura and has worked for her Sendai Girls' Pro "
        "Wrestling promotion since July 2006.")
    assert parts == ["Dash Chisako was trained by Meiko Satomura."], parts
    assert counts["ambiguous_pronoun"] == 1
    kept, _ = claim_parts_counted(
        "Dash Chisako was trained by Meiko Satomura and has worked for her own promotion since "
        "July 2006.")
    assert "Dash Chisako has worked for her own promotion since July 2006." in kept, kept
    kept, _ = claim_parts_counted(
        "Dash Chisako was born in Sendai and has worked for her Sendai Girls' Pro Wrestling "
        "promotion since July 2006.")
    assert len(kept) == 2, kept
