"""Handbook lists introduced by a lead sentence: amount items asked one by one (rot-aware
when the older list said otherwise) and a page's "as follows:" sections asked whole."""

from __future__ import annotations

from pathlib import Path

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.policy_lists import policy_list_direct

_DENTAL = """# Benefits

## Dental Plan

The company pays half of the premium. Each month, you'll see a payroll deduction for dental
cover:

* Single dental cover: {single}
* Family dental cover: $40.10

## Notes

Coverage details are in the portal.
"""

_TOOLS = """# Our Office Tools

We use a few tools to run the office. They are as follows:

## Slack

Slack is our chat.

## Zoom

Zoom is for calls.

## Notion

Notion holds our documents.
"""


def _asked(tmp_path: Path, *, old: bool) -> dict[str, tuple[str, str]]:
    (tmp_path / "benefits-v2.md").write_text(_DENTAL.format(single="$12.50"), encoding="utf-8")
    if old:
        (tmp_path / "benefits-v1.md").write_text(_DENTAL.format(single="$10.00"),
                                                 encoding="utf-8")
    (tmp_path / "tools.md").write_text(_TOOLS, encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    out: dict[str, tuple[str, str]] = {}
    for ref in ("benefits-v2.md", "tools.md"):
        for subtype, found in policy_list_direct(context.kb.page(ref), context).items():
            out.update({c.query: (subtype, c.ground_truth) for c in found})
    return out


def test_amount_items_are_asked_with_their_lead(tmp_path: Path) -> None:
    """Each "<Label>: $N" item under "Each month, you'll see a payroll deduction for …:" is
    asked for its amount, with the lead's period."""
    asked = _asked(tmp_path, old=False)
    assert asked["How much is the payroll deduction for single dental cover each month?"] == (
        "simple_fact", "$12.50.")
    assert asked["How much is the payroll deduction for family dental cover each month?"] == (
        "simple_fact", "$40.10.")


def test_a_changed_item_is_rot_aware(tmp_path: Path) -> None:
    """An item the older list gave another amount is asked under the current policy; an
    unchanged one stays a simple fact."""
    asked = _asked(tmp_path, old=True)
    assert asked["Under the current policy, how much is the payroll deduction for single "
                 "dental cover each month?"] == ("rot_aware", "$12.50.")
    assert asked["How much is the payroll deduction for family dental cover each month?"][0] \
        == "simple_fact"


def test_sections_introduced_as_follows_are_listed_whole(tmp_path: Path) -> None:
    """"They are as follows:" before the page's sections lists the section names."""
    asked = _asked(tmp_path, old=False)
    assert asked["What are our office tools?"] == (
        "list_enumeration", "Slack, Zoom and Notion.")


_TWO_PLANS = """# Benefits

## Medical Plan

The company pays half of the premium. Each month, you'll see a payroll deduction{medical}:

* Employee only: $96.05
* Employee and family: $300.00

## Dental Plan

The company pays half of the premium. Each month, you'll see a payroll deduction{dental}:

* Employee only: {single}
* Employee and family: $20.00
"""


def _plans(tmp_path: Path, *, named: bool, old: bool) -> tuple[dict[str, tuple[str, str]],
                                                                KbContext]:
    medical, dental = (" for medical insurance", " for dental insurance") if named else ("", "")
    (tmp_path / "benefits-v2.md").write_text(
        _TWO_PLANS.format(medical=medical, dental=dental, single="$5.00"), encoding="utf-8")
    if old:
        (tmp_path / "benefits-v1.md").write_text(
            _TWO_PLANS.format(medical=medical, dental=dental, single="$4.00"), encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    found = policy_list_direct(context.kb.page("benefits-v2.md"), context)
    return {c.query: (s, c.ground_truth) for s, cs in found.items() for c in cs}, context


def test_two_lists_with_the_same_labels_name_their_lead(tmp_path: Path) -> None:
    """Medical and dental lists both labelled "Employee only" (review 15 M4) are asked with
    what their lead names; the older dental amount is no older medical amount."""
    asked, _ = _plans(tmp_path, named=True, old=True)
    assert asked == {
        "How much is the payroll deduction for medical insurance for employee only each "
        "month?": ("simple_fact", "$96.05."),
        "How much is the payroll deduction for medical insurance for employee and family each "
        "month?": ("simple_fact", "$300.00."),
        "Under the current policy, how much is the payroll deduction for dental insurance "
        "for employee only each month?": ("rot_aware", "$5.00."),
        "How much is the payroll deduction for dental insurance for employee and family each "
        "month?": ("simple_fact", "$20.00."),
    }


def test_two_lists_asking_one_question_are_refused(tmp_path: Path) -> None:
    """Leads naming nothing: each label would ask one question with two answers, so no item
    is asked and each is counted."""
    asked, context = _plans(tmp_path, named=False, old=False)
    assert asked == {}
    assert context.skipped["simple_fact:policy_list_same_question"] == 4


def test_an_item_in_any_currency_is_asked(tmp_path: Path) -> None:
    """"Single dental cover: £12.50", ": EUR 12.50" or ": 12.50 dollars" is an amount item
    like "$12.50" (the one money reader), asked with the amount as written."""
    for n, written in enumerate(("£12.50", "EUR 12.50", "12.50 dollars")):
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        (folder / "benefits.md").write_text(_DENTAL.format(single=written), encoding="utf-8")
        context = KbContext.build(load_kb(folder))
        found = policy_list_direct(context.kb.page("benefits.md"), context)
        asked = {c.query: c.ground_truth for cs in found.values() for c in cs}
        assert asked["How much is the payroll deduction for single dental cover each "
                     "month?"] == f"{written}.", written
