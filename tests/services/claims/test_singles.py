"""A song's release as the album's single: the role phrase cut to what stands alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared.claims.rules import RuleClaimExtractor
from shared.claims.singles import single_role


@pytest.mark.parametrize(
    ("claim", "cut"),
    [
        ("On My Mind was released as the album's lead single on 17 September 2015.",
         "On My Mind was released on 17 September 2015."),
        ("Feel Good Inc. was released as the lead single from the band's second studio album "
         "\"Demon Days\" on 9 May 2005.", "Feel Good Inc. was released on 9 May 2005."),
    ],
)  # fmt: skip
def test_a_lead_single_role_pointing_back_to_its_album_is_cut(claim: str, cut: str) -> None:
    """A lead single's role phrase that points back to an unnamed album is cut whole."""
    assert single_role(claim) == cut


@pytest.mark.parametrize(
    "claim",
    [
        # a later single: its date is no first release, the sentence stays (and is dropped)
        "Army was released on 9 January 2016 as the album's second single.",
        "Outside was released on 20 October 2014 as the fourth single from the album.",
        # the album is named: the claim stands alone as written
        "It was released in 1997 as the second single from their second studio album, "
        "\"...The Dandy Warhols Come Down\".",
        "Yeah! was released as the lead single from Usher's fourth studio album on January 27, "
        "2004.",
        # no release, or the role before the verb
        "The song served as the sixth single from her debut album in the United States.",
        "As the album's lead single, the song was released in 2015.",
        "It was intended as a smaller, single-seat counterpart to the HD 25.",
    ],
)
def test_other_single_phrases_stay_as_written(claim: str) -> None:
    """A later single, a named album, no release verb, or the role before the verb: the
    claim is unchanged."""
    assert single_role(claim) == claim


def test_a_lead_single_on_a_hotpotqa_page_gives_a_standalone_claim(shared_data: Path) -> None:
    """Freak the Freak Out (HotpotQA sample item 14): "It was released as the album's lead
    single on November 19, 2010 ..." gives a claim naming the song, with no album left."""
    items = json.loads((shared_data / "hotpotqa" / "hotpotqa_train_sample.json").read_text("utf-8"))
    title, sentences = next((t, s) for t, s in items[14]["context"] if t == "Freak the Freak Out")
    drafts = RuleClaimExtractor().extract_sync("".join(sentences), title=title)
    released = [d.claim for d in drafts if "released" in d.claim]
    assert released == ["Freak the Freak Out was released on November 19, 2010 through "
                        "Columbia Records."]  # fmt: skip
