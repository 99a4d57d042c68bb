"""A date range of an event or a period is no life: its 'birth' and 'death' are not asked."""

from __future__ import annotations

from services.qagen.fact_index import FactIndex
from tests.services.qagen.films import bucket


def test_a_war_rewritten_as_born_and_died_gives_no_life_facts() -> None:
    """'X (November 1917 – October 1922) was a multi-party war' gives X no birth or death;
    a politician 'during the late Georgian era' keeps his."""
    war = bucket(1, "Russian Civil War", ["The Russian Civil War was born in November 1917."])
    war = war.model_copy(update={"claims": tuple(
        c.model_copy(update={"span": "The Russian Civil War (November 1917 – October 1922) was "
                             "a multi-party war in the former Russian Empire."})
        for c in war.claims)})  # fmt: skip
    duke = bucket(2, "William Bentinck", ["William Bentinck (14 April 1738 – 30 October 1809) "
                                          "was a British Whig and Tory politician during the late "
                                          "Georgian era."])  # fmt: skip
    index = FactIndex.build([war, duke])
    lives = {(f.subject, f.relation) for f in index.facts if f.relation in ("born", "died")}
    assert ("William Bentinck", "born") in lives and ("William Bentinck", "died") in lives
    assert not any(subject == "Russian Civil War" for subject, _ in lives)
    assert index.skips["fact: life dates of a subject its span calls an event or a period"] == 1
