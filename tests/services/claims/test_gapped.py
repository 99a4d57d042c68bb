"""Two dated clauses cut apart; a gapped list of dates cut to its earliest item."""

from __future__ import annotations

import pytest

from shared.claims.gapped import date_list, dated_clauses


def test_a_second_clause_with_its_own_date_is_a_claim_of_its_own() -> None:
    """``..., and in 2000, he was inducted ...`` becomes two sentences, each with its date."""
    assert dated_clauses("In 1998, Barton Lynch was inducted into the Australian Surfing Hall "
                         "of Fame, and in 2000, he was inducted into the Australian Sporting "
                         "Hall of Fame.") == [
        "In 1998, Barton Lynch was inducted into the Australian Surfing Hall of Fame.",
        "In 2000, he was inducted into the Australian Sporting Hall of Fame.",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Spyro 2 was released on 10 November 1998 in North America, and 4 February 1999 in "
         "Europe.", "Spyro 2 was released on 10 November 1998 in North America."),
        ("The film premiered on Cartoon Network on September 15, 2006 and on Kids' WB on "
         "September 16, 2006.", "The film premiered on Cartoon Network on September 15, 2006."),
        # the earliest item, wherever the list puts it
        ("Blue Bird was released on 4 May 2009 in Europe and on 9 July 2008 in Japan.",
         "Blue Bird was released on 9 July 2008 in Japan."),
    ],
)  # fmt: skip
def test_a_gapped_list_of_dates_keeps_its_earliest_item(sentence: str, kept: str) -> None:
    """One verb with dates by place gives the earliest date with its place."""
    assert date_list(sentence) == [kept]


@pytest.mark.parametrize(
    "sentence",
    [
        # two verbs, each with its date: no gapped list
        "Ron Smith was born on 4 May 1950 in Leeds, and died on 3 June 2001 in York.",
        # a range, not a list of places
        "Safe Harbor aired from September 20, 1999 to November 28, 1999.",
        # two dates of one day: none is the earliest
        "The song was released on 9 July 2008 in Japan and on 9 July 2008 in Korea.",
        # no comma-date clause: one sentence
        "In 1998, Barton Lynch was inducted into the Australian Surfing Hall of Fame.",
    ],
)
def test_other_sentences_stay_whole(sentence: str) -> None:
    """Two verbs, a range, a tie or one clause: the sentence is left whole."""
    assert date_list(sentence) == [sentence]
    assert dated_clauses(sentence) == [sentence]
