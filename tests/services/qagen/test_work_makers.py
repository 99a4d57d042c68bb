"""Who made a work: one maker a lead names after 'by', or none (services/qagen/work_makers.py)."""

from __future__ import annotations

from services.qagen.work_makers import lead_maker


def test_a_lead_names_one_maker_after_by() -> None:
    """The lead's maker after 'by', a nationality and a role before it left out; two makers
    ('directed by Jack Hill and Stephanie Rothman', a list of writers) name no one, nor
    does a lead opening on another name."""
    assert lead_maker("Motion", "album", ["Motion is the fourth studio album by Scottish DJ "
                                          "and record producer Calvin Harris."]) == "Calvin Harris"
    assert lead_maker("Arrival", "album", ["Arrival is the fourth studio album by Swedish "
                                           "group ABBA from 1976."]) == "ABBA"
    assert lead_maker("The Big Bird Cage", "film", [
        "The Big Bird Cage is a 1972 American film written and directed by Jack Hill."]
    ) == "Jack Hill"  # fmt: skip
    assert lead_maker("Blood Bath", "film", ["Blood Bath is a 1966 horror film directed by "
                                             "Jack Hill and Stephanie Rothman, and starring "
                                             "Sid Haig."]) == ""  # fmt: skip
    assert lead_maker("Quando m'innamoro", "song", [
        '"Quando m\'innamoro" is a 1968 Italian song written by Daniele Pace, Mario Panzeri '
        "and Roberto Livraghi."]) == ""  # fmt: skip
    assert lead_maker("Diary of a Wimpy Kid", "film", [
        "Diary of a Wimpy Kid is a 2010 American comedy film directed by Thor Freudenthal and "
        "based on Jeff Kinney's book of the same name."]) == "Thor Freudenthal"  # fmt: skip
    assert lead_maker("Motion", "film", ["Motion is a 2014 album by Calvin Harris."]) == ""
    assert lead_maker("Motion", "album", ["Halcyon is an album by Ellie Goulding."]) == ""


def test_the_lead_pattern_is_compiled_once_per_work() -> None:
    """Code review of 3d9d970 (S): the pattern holds every demonym, so it is compiled once
    per work and kind, not on every call; the answer is the same from the cache."""
    from services.qagen import work_makers

    lead = ["Motion is the fourth studio album by Scottish DJ and record producer Calvin Harris."]
    work_makers._made_by.cache_clear()
    assert lead_maker("Motion", "album", lead) == "Calvin Harris"
    assert lead_maker("Motion", "album", lead) == "Calvin Harris"
    info = work_makers._made_by.cache_info()
    assert (info.misses, info.hits) == (1, 1)
