"""Inductions into a named hall of fame, offices after a fronted range, fronted day dates."""

from __future__ import annotations

from shared.facts import DateValue, facts_of_bucket
from shared.facts.relations import RELATIONS
from tests.services.qagen.films import bucket


def _dated(title: str, sentence: str) -> dict[str, tuple[str, str, str]]:
    return {f.relation: (f.subject, f.value.value, f.detail)
            for f in facts_of_bucket(bucket(1, title, [sentence]))
            if isinstance(f.value, DateValue)}  # fmt: skip


def test_an_induction_into_a_named_hall_of_fame_is_compared_by_its_hall() -> None:
    """``X was inducted into the Australian National Boxing Hall of Fame in 2007`` gives an
    induction whose detail is the hall (only inductees of one hall compare)."""
    facts = _dated("Jeff Malcolm", "Jeff Malcolm was inducted into the Australian National "
                   "Boxing Hall of Fame in 2007.")  # fmt: skip
    assert facts["inducted"] == ("Jeff Malcolm", "2007",
                                 "the Australian National Boxing Hall of Fame")  # fmt: skip
    assert RELATIONS["inducted"].by_detail and RELATIONS["office"].by_detail
    rock = _dated("Donna Summer", "In 2013, Donna Summer was inducted into the Rock and Roll "
                  "Hall of Fame.")  # fmt: skip
    assert rock["inducted"] == ("Donna Summer", "2013", "the Rock and Roll Hall of Fame")


def test_an_induction_into_no_named_hall_is_no_induction() -> None:
    """``inducted into the army`` or ``inducted as a member`` names no hall: no induction."""
    assert "inducted" not in _dated("Ron Smith", "Ron Smith was inducted into the army in 1942.")
    assert "inducted" not in _dated("Ron Smith", "Ron Smith was inducted as a member in 1990.")


def test_an_office_after_a_fronted_range_starts_its_term() -> None:
    """``From 1969 to 1985, Sanford was President of Duke University.`` gives the office's
    start (1969), the office as its detail."""
    facts = _dated("Terry Sanford", "From 1969 to 1985, Terry Sanford was President of Duke "
                   "University.")  # fmt: skip
    assert facts["office"] == ("Terry Sanford", "1969", "President of Duke University")


def test_a_fronted_range_with_another_role_or_an_open_end_gives_no_office() -> None:
    """A deputy office, a range the wrong way round, or no office noun: no term."""
    assert "office" not in _dated("Ann Lee", "From 1969 to 1985, Ann Lee was Deputy Mayor of "
                                  "Leeds.")  # fmt: skip
    assert "office" not in _dated("Ann Lee", "From 1985 to 1969, Ann Lee was Mayor of Leeds.")
    assert "office" not in _dated("Ann Lee", "From 1969 to 1985, Ann Lee was a member of the "
                                  "Leeds City Council.")  # fmt: skip


def test_a_fronted_day_date_with_its_comma_dates_the_event() -> None:
    """``On March 29, 2021, the Ever Given was refloated.`` names the page's subject (the
    fronted date's comma is no clause break) and dates the event to the day."""
    facts = _dated("Ever Given", "On March 29, 2021, the Ever Given was refloated.")
    assert facts["event:refloated:passive"][:2] == ("the Ever Given", "2021-03-29")


def test_an_active_event_without_its_object_is_no_event() -> None:
    """``On July 3, 2005, Walker signed with the Charlotte Sting.``: the object is cut from
    the detail, and ``Walker signed`` alone names no event."""
    facts = _dated("Ayana Walker", "On July 3, 2005, Walker signed with the Charlotte Sting.")
    assert not any(r.startswith("event:") for r in facts)
