"""Places whose name many places share are asked with their place
(services/qagen/place_names.py)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from services.qagen.comparison import comparisons
from services.qagen.fact_index import FactIndex
from services.qagen.place_names import shared_place_name, title_place, with_place
from tests.services.qagen.films import bucket


def test_a_short_name_ending_in_a_kind_many_places_share_is_shared() -> None:
    """'Princeton High School', 'Union Station', 'Grace Church School' are shared; a longer
    name, a name without such a kind, or a kind not ending it are not."""
    assert shared_place_name("Princeton High School") and shared_place_name("Union Station")
    assert shared_place_name("Grace Church School")
    for name in ("Concho Indian Boarding School", "Grennaskolan", "School of Rock",
                 "Sainik School Balachadi"):  # fmt: skip
        assert not shared_place_name(name), name


def test_a_title_place_is_a_parenthetical_of_capitalised_words() -> None:
    """'(Illinois)' and '(Winona, Minnesota)' are places; '(film)', '(1963 film)' are not."""
    assert title_place("Princeton High School (Illinois)") == "Illinois"
    assert title_place("Cotter High School (Winona, Minnesota)") == "Winona, Minnesota"
    assert title_place("Union Station (film)") == ""
    assert title_place("Union Station (1950 film)") == ""
    assert title_place("Charley's Aunt (Illinois)") == ""


def test_with_place_leaves_out_a_part_the_name_holds() -> None:
    """'Princeton, Illinois' for Princeton High School: 'in Illinois'."""
    assert with_place("Princeton High School", "Princeton, Illinois") == (
        "Princeton High School in Illinois")
    assert with_place("Union Station", "Chicago") == "Union Station in Chicago"


@given(st.sampled_from(["Princeton High School", "Union Station", "Grace Church School"]),
       st.lists(st.sampled_from(["Princeton", "Illinois", "Cook County", "New York City"]),
                min_size=1, max_size=3))  # fmt: skip
def test_with_place_only_adds_words_after_the_name(name: str, parts: list[str]) -> None:
    """The qualified name starts with the whole name, then ' in ' and a place."""
    asked = with_place(name, ", ".join(parts))
    assert asked.startswith(f"{name} in ") and len(asked) > len(name) + 4


_SCHOOLS = [
    bucket(1, "Princeton High School (Illinois)", ["Princeton High School is a public high "
                                                   "school.", "Princeton High School was "
                                                   "founded in 1867."]),
    bucket(2, "Grace Church School", ["Grace Church School is a private school.",
                                      "Grace Church School was founded in 1894 as the first "
                                      "choir boarding school in New York City."]),
    bucket(3, "Union Station", ["Union Station is a railway station.",
                                "Union Station was opened in 1881."]),
    bucket(4, "Waverley Station (Edinburgh)", ["Waverley Station is a railway station.",
                                               "Waverley Station was opened in 1846."]),
]  # fmt: skip


def test_the_graph_asks_schools_with_their_places_and_skips_a_placeless_station() -> None:
    """End to end through FactIndex.phrased: 'Which school was founded first, Grace Church
    School in New York City or Princeton High School in Illinois?', answered bare; an item
    naming Union Station (no place known) is skipped by FactIndex.asked, counted."""
    index = FactIndex.build(_SCHOOLS)
    drafts = list(comparisons(index, random.Random(0)))
    asked = [index.phrased(d) for d in drafts]
    schools = [d for d in asked if "Union Station" not in d.question]
    assert schools, [d.question for d in asked]
    for draft in schools:
        assert "Grace Church School in New York City" in draft.question
        assert "Princeton High School in Illinois" in draft.question
        assert draft.answer == "Princeton High School"
    stations = [d for d in drafts if "Union Station" in d.question]
    assert stations and all(index.asked(d) is None for d in stations)
    assert sum(n for k, n in index.skips.items() if "no place known" in k) == len(stations)


def test_a_placed_subject_keeps_the_kind_its_name_gives() -> None:
    """'Princeton High School (Illinois)' is still a school: 'Which school was founded first'."""
    index = FactIndex.build([
        bucket(1, "Princeton High School (Illinois)", ["Princeton High School was founded in "
                                                       "1867."]),
        bucket(2, "Cotter High School", ["Cotter High School was founded in 1911 in Winona, "
                                         "Minnesota."]),
    ])  # fmt: skip
    asked = [index.phrased(d).question for d in comparisons(index, random.Random(0))]
    assert asked and all(q.startswith("Which school was founded first") for q in asked), asked


def test_with_place_leaves_out_only_a_whole_word_part() -> None:
    """'Prince' is not held by 'Princeton High School' (a substring, not a word)."""
    assert with_place("Princeton High School", "Prince, Illinois") == (
        "Princeton High School in Prince, Illinois")
    assert with_place("Princeton High School", "Princeton, Illinois") == (
        "Princeton High School in Illinois")


_NOT_PLACES = [
    bucket(5, "Abbey Road", ["Abbey Road is the eleventh studio album by the Beatles.",
                             "Abbey Road was released on 26 September 1969."]),
    bucket(6, "Let It Be", ["Let It Be is the twelfth studio album by the Beatles.",
                            "Let It Be was released on 8 May 1970."]),
    bucket(7, "Picabo Street", ["Picabo Street is an American former alpine skier.",
                                "Picabo Street was born on April 3, 1971."]),
    bucket(8, "The Church (band)", ["The Church are an Australian rock band.",
                                    "The Church was formed in 1980."]),
    bucket(9, "Penny Lane", ["Penny Lane was released on 13 February 1967."]),
    bucket(10, "Main Street", ["Main Street was released on 1 May 1990."]),
]  # fmt: skip


def test_a_work_person_or_band_named_like_a_place_is_not_placed() -> None:
    """The album 'Abbey Road', the skier 'Picabo Street' and the band 'The Church' are not
    places many places share: 'Which album came out first, Abbey Road or Let It Be?' is
    asked, nothing is placeless; a subject of unknown kind with a work's relation
    ('Main Street was released ...') is not a place either."""
    index = FactIndex.build(_NOT_PLACES)
    assert not index.placeless and not index.qualified, (index.placeless, index.qualified)
    asked = [index.asked(index.phrased(d)) for d in comparisons(index, random.Random(0))]
    questions = [a.question for a in asked if a is not None]
    assert any("Abbey Road" in q and "Let It Be" in q for q in questions), questions
    assert not any(k for k in index.skips if "no place known" in k), index.skips


def test_a_place_of_that_kind_is_still_placed() -> None:
    """Near misses: schools, stations and a church building are still placed, and a school
    of unknown kind with no place known ('founded in 1911 in Winona') is still placeless."""
    index = FactIndex.build([
        *_SCHOOLS,
        bucket(11, "Cotter High School", ["Cotter High School was founded in 1911 in Winona, "
                                          "Minnesota."]),
        bucket(12, "Christ Church (Savannah)", ["Christ Church is an Episcopal church.",
                                                "Christ Church was built in 1838."]),
    ])  # fmt: skip
    assert {"Union Station", "Cotter High School"} <= index.placeless, index.placeless
    placed = {asked for _, asked in index.qualified.values()}
    assert {"Princeton High School in Illinois", "Grace Church School in New York City",
            "Waverley Station in Edinburgh", "Christ Church in Savannah"} <= placed, placed
