"""Negatives of a handbook whose benefits are named by their pages' titles."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import KbContext
from shared.kb.negative import negative_candidates
from tests.shared.kb.negative_drafts import negative_queries

_PAGES = {
    "holiday.md": "# Taking Holiday\n\nEveryone has 30 days of holiday a year, bank holidays "
                  "included. Book it in the calendar.\n\nTime off due to illness is handled "
                  "separately, so a long absence is no holiday.\n",
    "desk.md": "# Home Office\n\nFrom your first day you have a £300 Home Office budget for a "
               "desk and chair.\n",
    "bike.md": "# Bike Loan\n\nWe offer a bike loan up to the value of one month's net salary. "
               "The loan is repaid from your salary every month.\n",
    "car.md": "# Car Loan\n\nWe offer a car loan up to £5,000. The loan is repaid over 24 "
              "months.\n",
    "cover.md": "# Income Protection Cover\n\nIf you cannot work due to illness, this cover "
                "pays 60% of your salary for up to 2 years after 13 weeks of absence.\n",
}


def test_a_page_titled_benefit_is_asked_what_the_handbook_leaves_out(tmp_path: Path) -> None:
    """Benefits named only by their pages' titles get carry-over, repayment-term, pro-rata,
    claim and accrual drafts; 'bank holidays' is no carry-over rule."""
    found, _ = negative_queries(tmp_path, _PAGES)
    assert "Does unused holiday carry over to the next year?" in found["adjacent_topic"]
    assert "How many months do I have to repay the bike loan?" in found["adjacent_topic"]
    assert ("Is the £300 Home Office budget pro-rated for part-time employees?"
            in found["missing_data"])
    assert "Is holiday pro-rated for part-time employees?" in found["missing_data"]
    assert "How do I claim on my income protection cover?" in found["out_of_scope_procedure"]
    assert ("Does holiday accrue during an absence on income protection?"
            in found["cross_category_gap"])


def test_a_stated_term_or_an_amount_relative_to_pay_is_not_asked(tmp_path: Path) -> None:
    """A loan repaid 'over 24 months' is not asked its term (the drop is counted), and no
    loan or cover is asked pro-rata: one month's salary scales with hours by itself."""
    found, context = negative_queries(tmp_path, _PAGES)
    assert not any("car loan" in q for q in found["adjacent_topic"])
    assert context.negative_skipped["adjacent_topic:a page says the case beside the benefit"]
    assert not any("loan" in q or "cover" in q for q in found["missing_data"])


def test_a_case_stated_on_any_page_drops_the_draft(tmp_path: Path) -> None:
    """Another page's pro-rata rule for the budget, a 'remaining' balance sentence and
    holiday named beside income protection each answer their draft; the drops are counted."""
    pages = dict(_PAGES)
    pages["flexible.md"] = ("# Flexible Working\n\nPart-time colleagues get the Home Office "
                            "budget pro-rated.\n\nHoliday keeps building up during an absence "
                            "on income protection.\n")
    pages["holiday.md"] = _PAGES["holiday.md"] + "\nUnused holiday: the remaining days lapse.\n"
    found, context = negative_queries(tmp_path, pages)
    assert not any("Home Office" in q for q in found["missing_data"])
    assert not any("carry over" in q for q in found["adjacent_topic"])
    assert found["cross_category_gap"] == []
    assert context.negative_skipped[
        "cross_category_gap:a page names the benefit beside the absence"] == 1


def test_a_term_in_other_words_is_not_asked(tmp_path: Path) -> None:
    """A loan 'deducted from your salary over 10 months', paid back 'in ten monthly
    instalments' or repaid 'by the end of the financial year' states its term: no
    repayment-term draft, each drop counted."""
    pages = {
        "season.md": "# Season Ticket Loan\n\nWe offer a season ticket loan of up to £5,000. "
                     "The amount is deducted from your salary over 10 months.\n",
        "bike.md": "# Bike Loan\n\nWe offer a bike loan of up to £1,000. You pay it back "
                   "through payroll in ten monthly instalments.\n",
        "tech.md": "# Tech Loan\n\nWe offer a tech loan of up to £2,000. It must be repaid "
                   "by the end of the financial year.\n",
    }
    found, context = negative_queries(tmp_path, pages)
    assert not any("repay" in q for q in found.get("adjacent_topic", []))
    assert context.negative_skipped[
        "adjacent_topic:a page says the case beside the benefit"] == 3


def test_a_deduction_on_leaving_does_not_answer_the_term(tmp_path: Path) -> None:
    """'the outstanding balance will be deducted from your final salary payment' states no
    term: the rule judge, given the draft's gap terms, finds the loan page unanswering."""
    page = ("# Season Ticket Loan\n\nWe offer a season ticket loan up to the value of one "
            "month's net salary.\n\nThe loan will be repaid from your net salary every month."
            "\n\nIf you leave the company before the loan is repaid, the outstanding balance "
            "will be deducted from your final salary payment.\n")
    (tmp_path / "season.md").write_text(page)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    loan = kb.page("season.md")
    drafts = negative_candidates(loan, context, Random(0))["adjacent_topic"]
    asked = [c for c in drafts if c.template == "policy:repayment_term"]
    assert [c.query for c in asked] == [
        "How many months do I have to repay the season ticket loan?"]
    assert not RuleJudge().judge(asked[0].query, loan, asked[0].gap_terms).answerable


def test_a_sum_in_thousands_is_asked_whole(tmp_path: Path) -> None:
    """'a £2.5k Home Office budget' is asked as £2.5k (the one money reader of
    shared.kb.amounts), not '£2.5'."""
    pages = {"desk.md": _PAGES["desk.md"].replace("£300", "£2.5k")}
    found, _ = negative_queries(tmp_path, pages)
    assert found["missing_data"] == [
        "Is the £2.5k Home Office budget pro-rated for part-time employees?"]
