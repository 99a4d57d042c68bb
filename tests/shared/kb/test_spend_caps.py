"""Handbook comparative multi-hop: two salary-repaid schemes' spending caps compared."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.amounts import money
from shared.kb.candidates import Candidate
from shared.kb.spend_caps import spend_caps
from tests.shared.kb.bridge_checks import checked_bridges

_BIKES = """# Ride To Work

We take part in Ride to Work to help people cycle to the office.

We have a limit of £1800 with BikeCo which can be used to buy a bike and accessories.
You then pay a monthly salary sacrifice over a 12 month period.

### What is the most I can apply for?

The maximum value you can apply for is £1800.
"""

_PHONES = """# Buy gadgets with GadgetPlan

GadgetPlan lets you get phones and laptops, up to a maximum value of £1,200. You repay
this amount through your salary across 12 months.

### Can I buy two things?

Yes, your spend limit is £1200, and you can split it over several products.
"""

_DESK = """# Home Office Budget

Every new starter has a budget for a desk and a chair. You can spend up to £300 on a
chair. The budget is repaid by nobody: it is a gift.
"""

_LOANS = """# Travel Card Loan

Travel Card Loan lends you up to £900. It buys a yearly travel card and is taken from
your salary over 10 months.
"""


def _built(tmp_path: Path, pages: dict[str, str]) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(tmp_path, pages, spend_caps)


def test_two_salary_repaid_caps_are_compared(tmp_path: Path) -> None:
    """£1,800 (Ride to Work) against £1,200 (GadgetPlan), both over 12 months: £600 more."""
    found, _ = _built(tmp_path, {"ride.md": _BIKES, "gadgets.md": _PHONES})
    assert [c.query for c in found] == [
        "How much more can I spend under Ride to Work than under GadgetPlan?"]
    made = found[0]
    assert made.subtype == "comparative"
    assert made.ground_truth.startswith("£600 (£1,800 − £1,200)")
    assert "12 months" in made.ground_truth
    assert set(made.refs) == {"ride.md", "gadgets.md"}


def test_a_cap_on_one_item_or_an_unrepaid_budget_is_not_compared(tmp_path: Path) -> None:
    """'up to £300 on a chair' names one item, and the page states no salary term."""
    found, skipped = _built(tmp_path, {"ride.md": _BIKES, "desk.md": _DESK})
    assert found == []
    assert skipped["comparative:spend cap is for one item or a period"] == 1


def test_caps_repaid_over_different_terms_are_not_one_measure(tmp_path: Path) -> None:
    """A loan over 10 months beside a 12-month scheme is another kind of benefit."""
    found, skipped = _built(tmp_path, {"ride.md": _BIKES, "loan.md": _LOANS})
    assert found == []
    assert skipped["comparative:spend caps repaid over different terms"] == 1


def test_a_page_with_two_caps_is_not_read(tmp_path: Path) -> None:
    """A page capping £1,200 and £1,500 says no one cap: refused and counted."""
    two = _PHONES.replace("your spend limit is £1200", "your spend limit is £1500")
    found, skipped = _built(tmp_path, {"ride.md": _BIKES, "gadgets.md": two})
    assert found == []
    assert skipped["comparative:page states two spending caps"] == 1


def test_equal_caps_are_not_asked(tmp_path: Path) -> None:
    """Two schemes capping the same amount give no 'how much more' question."""
    same = _PHONES.replace("£1,200", "£1,800").replace("£1200", "£1800")
    found, skipped = _built(tmp_path, {"ride.md": _BIKES, "gadgets.md": same})
    assert found == []
    assert skipped["comparative:both schemes cap the same amount"] == 1


def test_a_page_stating_the_other_cap_answers_alone(tmp_path: Path) -> None:
    """When the bike page also says GadgetPlan's £1,200, it answers alone: refused."""
    both = _BIKES + "\nGadgetPlan, our other scheme, caps your spend at £1,200.\n"
    found, skipped = _built(tmp_path, {"ride.md": both, "gadgets.md": _PHONES})
    assert found == []
    assert skipped["comparative:evidence on one page"] == 1


@given(st.sampled_from("£$€"), st.integers(min_value=0, max_value=10**9),
       st.booleans(), st.integers(min_value=0, max_value=99) | st.none())
def test_money_reads_every_written_amount(currency: str, whole: int, grouped: bool,
                                          pence: int | None) -> None:
    """An amount written with or without thousands separators and pence reads its value."""
    digits = f"{whole:,}" if grouped else str(whole)
    cents = "" if pence is None else f".{pence:02d}"
    text = f"You may spend {currency}{digits}{cents} in total."
    found = [(cur, value) for _, cur, value in money(text)]
    assert found == [(currency, Decimal(whole) + Decimal(pence or 0) / 100)]


def test_money_reads_a_multiplier_and_any_decimals() -> None:
    """'£2.5k', '£1k', '£1.5 million' and '£2500.5' are read whole, the multiplier applied:
    '£3' is never read inside '£3k' (the review's probes)."""
    text = ("up to a maximum of £2.5k; a limit of £1k per person; capped at £1.5 million; "
            "limit of £2500.5; $3bn")
    found = [(m.group(0), cur, value) for m, cur, value in money(text)]
    assert found == [("£2.5k", "£", Decimal(2500)), ("£1k", "£", Decimal(1000)),
                     ("£1.5 million", "£", Decimal(1_500_000)),
                     ("£2500.5", "£", Decimal("2500.5")), ("$3bn", "$", Decimal(3 * 10**9))]


def test_a_cap_in_thousands_is_compared(tmp_path: Path) -> None:
    """A scheme capped at '£3k' is compared as £3,000, not refused as evidence on one page."""
    found, _ = _built(tmp_path, {"ride.md": _BIKES.replace("£1800", "£3k"),
                                 "gadgets.md": _PHONES})
    assert len(found) == 1
    assert "£3,000" in found[0].ground_truth
