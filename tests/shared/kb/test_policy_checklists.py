"""Handbook bullet lists asked whole: a list under a question heading, a list a benefit
provides, and a checklist of instructions the reader must do before a named goal."""

from __future__ import annotations

from pathlib import Path

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.policy_checklists import policy_checklist_direct

_LEAVE = """# Parental Leave

Every parent can take paid leave after a birth or an adoption.

## Before you go

We need to make sure you have done the following before starting your leave:

- Tell your manager the dates you expect to be away
- Hand over your open work to a colleague
- Record the leave in the HR system

## Travelling for work

When planning a trip, you will need to:

- Book flights through the travel desk
- Get approval from your budget holder

## Approvals

Before the leave starts, you must:

- Agree the dates with your team
- Update the calendar

## Which offices take part?

- Leeds - all LS postcodes
- Cardiff - within 10 miles of the city centre
- Glasgow

## Notes

Some notes you should read:

- The policy is reviewed every year
- HR answers questions by email
"""

_HELPLINE = """# Care First Line

The line is open to every employee and their family. The benefit includes the following:

- Counselling: Up to six sessions a year with a qualified counsellor.
- Legal advice: A call with a solicitor about family or housing matters.
- Debt guidance: Help to plan repayments.

To register, call the number on your card.
"""

_CAR = """# Car Allowance

The monthly car allowance is based on your band:

- Band 2: £300 a month
- Band 3 - 4: £450 a month

The fuel allowance is set by your level:

- Junior: £100
- Senior: £200
"""

_PERKS = """# Gym Perks

Our gym partner keeps you fit. The scheme offers the following:

- Discounts at local gyms
- Free classes on Mondays
"""


def _asked(tmp_path: Path) -> tuple[dict[str, tuple[str, str]], KbContext]:
    for name, text in (("leave.md", _LEAVE), ("helpline.md", _HELPLINE),
                       ("perks.md", _PERKS), ("car.md", _CAR)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    out: dict[str, tuple[str, str]] = {}
    for ref in ("leave.md", "helpline.md", "perks.md", "car.md"):
        for subtype, found in policy_checklist_direct(context.kb.page(ref), context).items():
            out.update({c.query: (subtype, c.ground_truth) for c in found})
    return out, context


def test_a_checklist_before_a_goal_is_a_process(tmp_path: Path) -> None:
    """"… make sure you have done the following before starting your leave:" and three
    imperative bullets are asked as what to do before the goal, answered by all three."""
    asked, _ = _asked(tmp_path)
    assert asked["What do I need to do before starting your leave?"] == (
        "process_step", "Tell your manager the dates you expect to be away, hand over your "
        "open work to a colleague and record the leave in the HR system.")


def test_a_checklist_under_a_gerund_heading_takes_the_heading(tmp_path: Path) -> None:
    """"When planning a trip, you will need to:" under "Travelling for work" is asked
    before travelling for work; "Before the leave starts, you must:" under "Approvals"
    names no goal and is refused, counted."""
    asked, context = _asked(tmp_path)
    assert asked["What do I need to do before travelling for work?"] == (
        "process_step", "Book flights through the travel desk and get approval from your "
        "budget holder.")
    assert not any("approvals" in query.lower() for query in asked)
    assert context.skipped["process_step:checklist_names_no_goal"] == 1


def test_a_list_under_a_question_heading_answers_it(tmp_path: Path) -> None:
    """The items under "Which offices take part?" are its answer, names kept in their case
    and parted by semicolons when an item has a dash of its own."""
    asked, _ = _asked(tmp_path)
    assert asked["Which offices take part?"] == (
        "list_enumeration", "Leeds - all LS postcodes; Cardiff - within 10 miles of the city "
        "centre; Glasgow.")


def test_a_provided_list_is_asked_by_the_page_title(tmp_path: Path) -> None:
    """"The benefit includes the following:" over labelled items is asked "What does Care
    First Line include?", answered by the labels; unlabelled items are refused, counted;
    a lead that is no duty nor a provision ("Some notes you should read:") is not asked."""
    asked, context = _asked(tmp_path)
    assert asked["What does Care First Line include?"] == (
        "list_enumeration", "Counselling, Legal advice and Debt guidance.")
    assert context.skipped["list_enumeration:provided_items_unlabelled"] == 1
    assert not any("gym" in query.lower() for query in asked)
    assert len(asked) == 6


def test_values_keyed_by_band_are_asked_one_by_one(tmp_path: Path) -> None:
    """Items under "The monthly car allowance is based on your band:" are asked by their
    band ("Band 3 - 4" read "Bands 3-4"); items whose labels are not the band the lead
    names ("Junior" under "… on your level:") are not asked."""
    asked, _ = _asked(tmp_path)
    assert asked["What is the monthly car allowance for Band 2?"] == (
        "simple_fact", "£300 a month.")
    assert asked["What is the monthly car allowance for Bands 3-4?"] == (
        "simple_fact", "£450 a month.")
    assert not any("Junior" in query for query in asked)
