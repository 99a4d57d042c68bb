"""Time amounts in KB text, and a page restating the other page's amount in its own words."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import KnowledgeBase, load_kb
from shared.kb.amounts import amounts, is_money, money, money_value, restated_by_other
from shared.kb.candidates import Candidate, Evidence


def test_a_range_is_no_amount() -> None:
    """'3–5 business days' gives no single count; '14 days of delivery' counts from delivery."""
    assert amounts("3–5 business days after the package arrives") == []
    (found,) = amounts("within 14 days of delivery, unless marked")
    assert (found.number, found.unit, found.anchor) == (14, "days", frozenset({"delivery"}))


@given(st.text(max_size=80))
def test_amounts_are_read_from_the_text(text: str) -> None:
    """Every amount read is a number and unit written in the text, in the plural."""
    for found in amounts(text):
        assert str(found.number) in text
        assert found.unit.endswith("s")


def test_a_range_in_words_is_no_amount() -> None:
    """'3 to 5 business days', 'between 2 and 4 weeks', '1 or 2 days' give no single count
    (the policy subtraction would answer '16 days shorter' for 'within 7 to 14 days'); a
    lone amount beside them is still read."""
    assert amounts("Refunds arrive in 3 to 5 business days.") == []
    assert amounts("Returns are accepted between 2 and 4 weeks after delivery.") == []
    assert amounts("within 7 to 14 days of delivery") == []
    assert amounts("Allow 1 or 2 days for processing.") == []
    (found,) = amounts("Up to 5 days after a request, and 3 to 4 weeks for others.")
    assert (found.number, found.unit) == (5, "days")


@given(st.integers(0, 999), st.integers(0, 999),
       st.sampled_from(["-", "–", " – ", " to ", " and ", " or "]),
       st.sampled_from(["between ", "from ", "in ", ""]),
       st.sampled_from(["days", "business days", "weeks", "hours", "months", "years"]))
def test_no_range_is_read_as_one_amount(low: int, high: int, joint: str, lead: str,
                                       unit: str) -> None:
    """A range of two numbers and a unit, joined by a dash or by 'to'/'and'/'or', is no
    amount."""
    assert amounts(f"Refunds take {lead}{low}{joint}{high} {unit} after delivery.") == []


def _comparison(policy: str, damaged: str) -> Candidate:
    return Candidate(
        query="Which is longer, the return window or the defective window?",
        ground_truth="The defective window", refs=(policy, damaged), subtype="comparative",
        category="returns", key="k",
        evidence=(Evidence(policy, "30 days from delivery"),
                  Evidence(damaged, "60 days from delivery")))


def test_the_returns_policy_restates_the_defective_window(example_kb: KnowledgeBase) -> None:
    """'you can return it within 60 days of delivery' (damaged or defective) on the policy
    restates the damaged-items page's '60 days from delivery': the policy answers alone."""
    policy, damaged = example_kb.page("returns-policy-v2.md"), example_kb.page("damaged-items.md")
    candidate = _comparison(policy.ref, damaged.ref)
    assert restated_by_other(candidate, policy, damaged) == policy.ref


def test_an_amount_said_about_another_subject_is_no_restatement(tmp_path: Path) -> None:
    """60 days said of gift cards on the policy page does not restate the defective window."""
    (tmp_path / "returns-policy.md").write_text(
        "# Returns Policy\n\n- **Return window:** 30 days from delivery\n\n"
        "Gift cards can be exchanged within 60 days of purchase.\n")
    (tmp_path / "damaged-items.md").write_text(
        "# Damaged or Defective Items\n\n- **Defective window:** 60 days from delivery\n")
    kb = load_kb(tmp_path)
    policy, damaged = kb.page("returns-policy.md"), kb.page("damaged-items.md")
    assert restated_by_other(_comparison(policy.ref, damaged.ref), policy, damaged) is None


_WRITTEN = {
    "$": ("${n}", "USD {n}", "{n} USD", "{n} dollars"),
    "£": ("£{n}", "GBP {n}", "{n} GBP", "{n} pounds sterling"),
    "€": ("€{n}", "EUR {n}", "{n} EUR", "{n} euros"),
}


@given(st.sampled_from([(cur, form) for cur, forms in _WRITTEN.items() for form in forms]),
       st.integers(min_value=0, max_value=10**9), st.booleans(),
       st.integers(min_value=0, max_value=99) | st.none())
def test_money_reads_a_sum_in_every_written_form(written: tuple[str, str], whole: int,
                                                 grouped: bool, cents: int | None) -> None:
    """A symbol, a code before or after the number, or a currency word: one currency and
    value, and the whole sum is the match (the one reader every generator embeds)."""
    currency, form = written
    number = (f"{whole:,}" if grouped else str(whole)) + ("" if cents is None
                                                           else f".{cents:02d}")
    said = form.format(n=number)
    found = [(m.group(0), cur, value) for m, cur, value in money(f"You may spend {said} in all.")]
    assert found == [(said, currency, Decimal(whole) + Decimal(cents or 0) / 100)]
    assert is_money(said)
    assert money_value(said) == (currency, Decimal(whole) + Decimal(cents or 0) / 100)


def test_pounds_alone_and_a_bare_number_are_no_money() -> None:
    """'50 pounds' is a weight, '100' and '10 days' no sum, a version number no dollars;
    '50 pounds sterling' is a sum."""
    assert list(money("Parcels over 50 pounds ship by freight, 100 of them in 10 days.")) == []
    assert list(money("Release v1.100 dollars nothing.")) == []
    assert [cur for _, cur, _ in money("a grant of 50 pounds sterling")] == ["£"]
    assert not is_money("10 days")
