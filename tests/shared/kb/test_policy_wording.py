"""Handbook wording a reviewer fails: a noun-compound heading read as a task, a condition
naming "either account", an outcome that is a bare pronoun."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import conditional_logic
from shared.kb.prose import section_candidates

_PERKS = """# Perks

## Coworking Space Stipend

You can use a coworking space near your home. Please pick a true coworking space that is
meant for working, not a social club.

## Installing Slack

Install Slack from the company portal before your first day.

## Booking Travel

Use Navan to book all travel. When planning and booking travel, pick the cheapest fare.

## Onboarding New Hires

Use the buddy checklist to onboard new hires. During onboarding new hires meet their buddy
on the first day.

## Personal Accounts

All employees get a free personal Basecamp account and a free personal HEY account. If you
decide to sign up for either account later, you can comp the accounts in Queenbee.

## Scheduling Time Off

If your team has a defined process for scheduling time off, please follow that first.
If your manager approves a sabbatical request, you can book the sabbatical in the calendar.
"""


def _context(tmp_path: Path) -> KbContext:
    (tmp_path / "perks.md").write_text(_PERKS, encoding="utf-8")
    return KbContext.build(load_kb(tmp_path))


def test_a_gerund_modifying_a_noun_is_no_task(tmp_path: Path) -> None:
    """"Coworking Space Stipend" (the page writes "a true coworking space") is no "How do I
    cowork space stipend?"; "Installing Slack" is still asked as a task."""
    context = _context(tmp_path)
    asked = [c.query for c in section_candidates(context.kb.page("perks.md"), context)]
    assert not any("cowork" in q.lower() for q in asked)
    assert "How do I install Slack?" in asked


def test_a_gerund_after_a_conjunction_or_during_is_a_task(tmp_path: Path) -> None:
    """Review 15 S5: "Booking Travel" (the page writes "planning and booking travel") and
    "Onboarding New Hires" ("During onboarding new hires") are how-to headings, asked."""
    context = _context(tmp_path)
    asked = [c.query for c in section_candidates(context.kb.page("perks.md"), context)]
    lowered = [query.lower() for query in asked]
    assert "how do i book travel?" in lowered, asked
    assert "how do i onboard new hires?" in lowered, asked


def test_either_account_and_a_bare_pronoun_outcome_are_refused(tmp_path: Path) -> None:
    """"either account" has no referent in the question, "Please follow that first." names
    nothing: both counted by reason; a self-contained conditional is still asked."""
    context = _context(tmp_path)
    asked = [c.query for c in conditional_logic(context.kb.page("perks.md"), context,
                                                 Random(0))]
    assert not any("either" in q or "defined process" in q for q in asked)
    assert context.skipped["conditional_logic:no_referent"] >= 1
    assert context.skipped["conditional_logic:outcome_points_back"] == 1
    assert any("sabbatical request" in q for q in asked)


_LEAVE = """# Benefits

## Parental Leave

Every new parent gets paid leave. If both parents work at the company, each parent gets 12
weeks of paid leave.

Babies are welcome. If either parent is an employee, the baby is covered by the health plan
from birth.

## Holidays

Holidays follow the company calendar. If you work on a public holiday, you get one extra day
off.

## Laptops

Keep your laptop updated. If your laptop is stolen, contact IT immediately.

## Dental

Dental care is included. If you have either a PPO or an HMO plan, dental cleanings are free
twice a year.
"""


def test_a_pair_naming_its_own_nouns_and_one_or_it_are_asked(tmp_path: Path) -> None:
    """Review 15 S4: "both parents", "either parent" (the sentence before names no two
    parents), "either a PPO or an HMO plan", "one extra day off" and "contact IT" are
    self-contained: each conditional is asked, none counted as pointing back."""
    (tmp_path / "benefits.md").write_text(_LEAVE, encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    asked = {c.query: c.ground_truth for c in conditional_logic(
        context.kb.page("benefits.md"), context, Random(0))}  # fmt: skip
    assert asked == {
        "What happens if both parents work at the company?":
            "Each parent gets 12 weeks of paid leave.",
        "What happens if either parent is an employee?":
            "The baby is covered by the health plan from birth.",
        "What happens if I work on a public holiday?": "You get one extra day off.",
        "What should I do if my laptop is stolen?": "Contact IT immediately.",
        "What happens if I have either a PPO or an HMO plan?":
            "Dental cleanings are free twice a year.",
    }, asked
    assert not context.skipped, context.skipped
