"""Release dates of singles: a lead single's date is the song's release, a later one's not."""

from __future__ import annotations

import pytest

from shared.facts import DateValue, facts_of_bucket
from tests.services.qagen.films import bucket


def _released(title: str, sentence: str) -> list[str]:
    return sorted({f.value.value for f in facts_of_bucket(bucket(1, title, [sentence]))
            if f.relation == "released" and isinstance(f.value, DateValue)})  # fmt: skip


def test_a_lead_single_cut_to_its_date_is_the_release() -> None:
    """``On My Mind was released on 17 September 2015.`` (a lead single, cut) is a release."""
    assert _released("On My Mind (Ellie Goulding song)",
                     "On My Mind was released on 17 September 2015.") == ["2015-09-17"]  # fmt: skip


@pytest.mark.parametrize(
    "sentence",
    [
        "Army was released on 9 January 2016 as the album's second single.",
        "Stay was released in September 2007 as the fourth and final single from their album "
        "\"Enjoy the Ride\".",
        "Can't Forget You was released in 1991 as the third single from Gloria Estefan's album.",
        "Stay was released by London Records in January 1992 as the second single from their "
        "album \"Hormonally Yours\".",
    ],
)
def test_a_later_single_gives_no_release_date(sentence: str) -> None:
    """A release as a single that is no lead single gives no release: the album may be older."""
    assert _released("Stay (song)", sentence) == []


def test_one_countrys_single_gives_no_release_date() -> None:
    """``released on 28 September 2014 in the United Kingdom as a single`` (the song was out
    on an album before) is no release of the song; ``released as a single in 2006`` is."""
    assert _released("Flashlight (DJ Fresh song)", "Flashlight was released on 28 September "
                     "2014 in the United Kingdom as a single.") == []  # fmt: skip
    assert _released("Horny as a Dandy", "Horny as a Dandy was released as a single in "
                     "2006.") == ["2006"]  # fmt: skip
