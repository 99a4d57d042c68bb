"""Negatives of a policy KB (a handbook): payout, part-time amounts, who runs a procedure."""

from __future__ import annotations

from pathlib import Path

from shared.kb.candidates import KbContext
from shared.kb.negative_policy import cased, is_policy_kb
from tests.shared.kb.negative_drafts import negative_queries

_LEAVE = """# Leave types

## Annual leave

Full-time employees earn 4 hours of annual leave every pay period.

## Sick leave

You earn 4 hours of sick leave every pay period. Part-time employees earn 1 hour of sick
leave for every 20 hours worked.

## Parental bereavement leave

You can take up to 10 days of parental bereavement leave after losing a child.

## Requesting leave

1. Open HR Links.
2. Submit a leave request to your supervisor.
"""

_TRAVEL = """# Travel

## How to Book a Hotel

1. Open Concur.
2. Choose a hotel under the per diem rate.

## Booking for someone else

A travel arranger can book a hotel on behalf of another traveler.
"""


def _queries(tmp_path: Path) -> tuple[dict[str, list[str]], KbContext]:
    return negative_queries(tmp_path, {"leave.md": _LEAVE, "travel.md": _TRAVEL})


def test_a_handbook_is_a_policy_kb_and_gets_policy_negatives(tmp_path: Path) -> None:
    """A benefit with an amount is asked its payout and part-time amount; a procedure is
    asked for a contractor and for a colleague; event leave gets no payout question."""
    found, context = _queries(tmp_path)
    assert is_policy_kb(context.kb)
    assert "Is unused annual leave paid out when my employment ends?" in found["adjacent_topic"]
    assert not any("bereavement" in q for q in found["adjacent_topic"])
    assert "How much annual leave does a part-time employee get?" in found["missing_data"]
    assert "How do I request leave as a contractor?" in found["out_of_scope_procedure"]
    assert "How do I book a hotel as a contractor?" in found["out_of_scope_procedure"]


def test_a_case_the_kb_states_beside_the_thing_is_not_asked(tmp_path: Path) -> None:
    """Part-time sick leave is stated; booking on someone's behalf is stated: neither is
    asked, and both drops are counted."""
    found, context = _queries(tmp_path)
    assert "How much sick leave does a part-time employee get?" not in found["missing_data"]
    assert not any("hotel on behalf" in q for q in found["out_of_scope_procedure"])
    assert context.negative_skipped["missing_data:a page says the case beside the benefit"] == 1
    assert context.negative_skipped[
        "out_of_scope_procedure:a page says the case beside the task"] == 1


def test_title_case_heading_words_read_in_lower_case() -> None:
    """A word the KB writes in lower case somewhere is lowered; a name and an acronym stay."""
    assert cased("Book A Rental Car in Concur via HR", {"book", "a", "rental", "car", "in",
                                                       "via"}) == (
        "book a rental car in Concur via HR")
