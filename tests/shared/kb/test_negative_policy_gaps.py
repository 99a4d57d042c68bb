"""Negatives of a policy KB's unstated attributes: carry-over, tenure, back-to-back, claims."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.negative import negative_candidates
from shared.kb.negative_policy import cased, lower_words
from tests.shared.kb.negative_drafts import negative_queries

_BENEFITS = """# Benefits

## Sabbatical

Every three years employees may take a sabbatical of 6 weeks. Tell your team
3 months in advance.

## Family Leave

A primary caregiver can take up to 16 weeks of family leave at full pay.

## Paid Time Off

Employees get 20 days of vacation a year. Unused days roll over, up to a bank of 27 days.

## Coworking Stipend

You can expense up to $200/month on a coworking desk booked through Deskpass.

## Employee Profit Sharing

Profits are shared by months of tenure, starting on your second anniversary.

## Health Insurance

Details of every insurance policy are in the benefits portal.

### Dental Insurance

Dental insurance covers you and your family from your first day.

### Vision Insurance

Vision insurance covers glasses. To file a claim, submit the claim form in the portal.
"""

_STATES = """# State leave

## California Medical and Family Leave

Residents of California can take up to 8 weeks of bonding leave.

## Oregon Paid Leave

Residents of Oregon can take up to 12 weeks of leave. Oregon leave counts toward tenure.
"""


def _queries(tmp_path: Path) -> tuple[dict[str, list[str]], KbContext]:
    return negative_queries(tmp_path, {"benefits.md": _BENEFITS, "states.md": _STATES})


def test_an_unstated_carry_over_is_asked_and_a_stated_one_is_not(tmp_path: Path) -> None:
    """The sabbatical and the monthly stipend say nothing of carrying over; paid time off
    rolls over, so it is not asked and the drop is counted."""
    found, context = _queries(tmp_path)
    assert "Does unused sabbatical carry over to the next year?" in found["adjacent_topic"]
    assert ("Does unused coworking stipend carry over to the next month?"
            in found["adjacent_topic"])
    assert not any("paid time off carry" in q for q in found["adjacent_topic"])
    assert context.negative_skipped["adjacent_topic:a page says the case beside the benefit"]


def test_a_long_leave_is_asked_against_a_tenure_program_no_page_links(tmp_path: Path) -> None:
    """Sabbatical and family leave against profit sharing (shared by tenure); Oregon's
    leave, which a page says counts toward tenure, is not asked."""
    found, _ = _queries(tmp_path)
    gaps = found["cross_category_gap"]
    assert ("Does time on sabbatical count toward tenure for employee profit sharing?"
            in gaps)
    assert "Does time on family leave count toward tenure for employee profit sharing?" in gaps
    assert ("Does time on California medical and family leave count toward tenure for "
            "employee profit sharing?" in gaps)
    assert not any("Oregon" in q for q in gaps)


def test_two_leaves_are_paired_only_around_a_planned_leave(tmp_path: Path) -> None:
    """A sabbatical right after family leave is asked once; two states' programs never."""
    found, _ = _queries(tmp_path)
    pairs = [q for q in found["cross_category_gap"] if "right after" in q]
    assert pairs == ["Can I take my sabbatical right after family leave?"]


def test_a_claim_is_asked_only_of_an_insurance_without_claim_steps(tmp_path: Path) -> None:
    """Dental insurance gives no claim steps; vision insurance does (a form in a portal);
    the health insurance heading over both is no insurance of its own."""
    found, context = _queries(tmp_path)
    procedures = found["out_of_scope_procedure"]
    assert "How do I claim on my dental insurance?" in procedures
    assert not any("vision" in q or "health" in q for q in procedures)
    assert context.negative_skipped[
        "out_of_scope_procedure:a page gives steps beside the insurance"] == 1


def test_a_heading_word_never_written_capitalised_in_prose_is_lowered(tmp_path: Path) -> None:
    """'Stipend' appears only in a Title Case heading, so it reads 'stipend'; 'Deskpass'
    is capitalised inside a sentence, so it stays a name."""
    (tmp_path / "benefits.md").write_text(_BENEFITS)
    proper = lower_words(load_kb(tmp_path))
    assert cased("Coworking Stipend via Deskpass", proper) == "coworking stipend via Deskpass"


_ACCRUALS = """# Time off

## Vacation

Employees get 15 days of paid vacation a year, accruing 1.25 days per month of work.

## Sick Leave

Employees accrue 1 hour of sick leave for every 30 hours of work, but cannot accrue more
than 5 days of sick leave.

## Vacation and Sick Leave

Report 3 days of vacation or sick leave to your manager.
"""


def test_an_accrual_rule_answers_part_time_and_carry_over(tmp_path: Path) -> None:
    """Sick leave accrues per hours worked (part-time answered) up to a cap (carry-over
    answered); vacation accrues per month yet is a yearly grant ('next year'); a heading
    joining two benefits is asked nothing."""
    (tmp_path / "time-off.md").write_text(_ACCRUALS)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    queries = [c.query for page in kb.current_pages()
               for found in negative_candidates(page, context, Random(0)).values()
               for c in found]
    assert "Does unused vacation carry over to the next year?" in queries
    assert "How much vacation does a part-time employee get?" in queries
    assert not any("sick leave" in q and ("part-time" in q or "carry" in q) for q in queries)
    assert not any(" and sick" in q for q in queries)
    assert context.negative_skipped["missing_data:a page says the case beside the benefit"] == 1


def test_a_disability_leave_is_no_insurance_and_no_planned_leave(tmp_path: Path) -> None:
    """'Pregnancy Disability Leave' gets no claim question and is never asked right after a
    sabbatical: an illness is not planned."""
    (tmp_path / "absences.md").write_text(
        "# Absences\n\n## Pregnancy Disability Leave\n\nThe leave lasts up to 4 months.\n\n"
        "## Sabbatical\n\nAfter 5 years you can take a sabbatical of 12 weeks.\n")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    queries = [c.query for page in kb.current_pages()
               for found in negative_candidates(page, context, Random(0)).values()
               for c in found]
    assert "How much sabbatical does a part-time employee get?" in queries
    assert not any("claim" in q or "right after" in q for q in queries)


def test_a_monthly_sum_in_any_currency_is_asked_for_the_next_month(tmp_path: Path) -> None:
    """A stipend of "£200 a month" or "EUR 200 per month" is a monthly allowance like
    "$200/month": its carry-over is asked for the next month, not the next year."""
    for n, monthly in enumerate(("£200 a month", "EUR 200 per month")):
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        benefits = _BENEFITS.replace("$200/month", monthly)
        found, _ = negative_queries(folder, {"benefits.md": benefits, "states.md": _STATES})
        assert ("Does unused coworking stipend carry over to the next month?"
                in found["adjacent_topic"]), monthly
