"""Handbook cross-category multi-hop: a pro-rata allowance asked on another page's part week."""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import Candidate
from shared.kb.prorata_bridges import basis, prorata_bridges
from tests.shared.kb.bridge_checks import checked_bridges

_LEAVE = """# Annual Leave

Everyone has 25 days of holiday each year, plus bank holidays (pro-rata for part-time
staff). Please book it early.
"""

_PART_TIME = """# Part-time Working

You can ask to work fewer days each week.

**Time off** - Your holiday is pro-rated as a percentage of a 5 day week. For example, if
you work 3 out of 5 days, your holiday is reduced by 40%.
"""

_PARENTAL = """# Parental Leave

New parents get 10 days of holiday on top of the usual allowance.
"""


def _built(tmp_path: Path, pages: dict[str, str]) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(tmp_path, pages, prorata_bridges)


def test_the_allowance_is_asked_on_the_part_week(tmp_path: Path) -> None:
    """25 days pro-rata on a 5-day week worked 3 days: 15 days, the arithmetic shown."""
    found, _ = _built(tmp_path, {"leave.md": _LEAVE, "part-time.md": _PART_TIME})
    assert [c.query for c in found] == [
        "How many days of holiday do I get if I work 3 days a week?"]
    made = found[0]
    assert made.subtype == "cross_category"
    assert made.ground_truth.startswith("15 days (25 × 3/5)")
    assert set(made.refs) == {"leave.md", "part-time.md"}


def test_a_fraction_of_a_day_is_kept(tmp_path: Path) -> None:
    """38 days on 4 of 5 days is 30.4 days, not rounded to 30."""
    leave = _LEAVE.replace("25 days", "38 days")
    part = _PART_TIME.replace("work 3 out of 5 days", "work 4 out of 5 days")
    found, _ = _built(tmp_path, {"leave.md": leave, "part-time.md": part})
    assert [c.ground_truth.split(" (")[0] for c in found] == ["30.4 days"]


def test_no_basis_page_writes_nothing(tmp_path: Path) -> None:
    """Without a page saying what part time is pro-rated on, nothing is asked."""
    found, skipped = _built(tmp_path, {"leave.md": _LEAVE, "parental.md": _PARENTAL.replace(
        "10 days of holiday", "ten more days")})
    assert found == []
    assert skipped["cross_category:no one page states the part-time basis"] == 1


def test_another_page_with_the_same_allowance_unit_is_refused(tmp_path: Path) -> None:
    """'10 days of holiday' on the parental page: 'days of holiday' names no one allowance."""
    found, skipped = _built(tmp_path, {"leave.md": _LEAVE, "part-time.md": _PART_TIME,
                                       "parental.md": _PARENTAL})
    assert found == []
    assert skipped["cross_category:another page states the allowance's unit"] == 1


def test_basis_and_allowance_on_one_page_need_no_second_page(tmp_path: Path) -> None:
    """A leave page stating its own basis answers alone: refused and counted."""
    found, skipped = _built(tmp_path, {"leave.md": _LEAVE + "\n" + _PART_TIME.split("\n", 1)[1]})
    assert found == []
    assert skipped["cross_category:allowance and basis on one page"] == 1


def test_a_salary_basis_is_not_applied_to_leave(tmp_path: Path) -> None:
    """A page pro-rating pay on a 5-day week says nothing of leave: no answer cuts the
    holiday by its fraction (refused and counted); a basis for every benefit is applied."""
    salary = _PART_TIME.replace("Your holiday is", "Your salary and any bonus payments are")
    found, skipped = _built(tmp_path, {"leave.md": _LEAVE, "part-time.md": salary})
    assert found == []
    assert skipped["cross_category:the basis pro-rates something else than the allowance"] == 1
    general = _PART_TIME.replace("Your holiday is", "All benefits are")
    found, _ = _built(tmp_path, {"leave.md": _LEAVE, "part-time.md": general})
    assert [c.ground_truth.split(" (")[0] for c in found] == ["15 days"]


def test_number_and_unit_come_from_one_amount(tmp_path: Path) -> None:
    """'2 to 3 weeks of holiday' is a range: its '3 weeks of holiday' is no allowance,
    though the sentence's one single amount ('5 days') would have lent it a unit."""
    leave = _LEAVE.replace("25 days of holiday each year",
                           "5 days off at Christmas, and 2 to 3 weeks of holiday each year")
    found, skipped = _built(tmp_path, {"leave.md": leave, "part-time.md": _PART_TIME})
    assert found == []
    assert skipped["cross_category:pro-rata allowance states no single amount of a noun"] == 1


@given(st.integers(min_value=2, max_value=7), st.integers(min_value=0, max_value=8),
       st.booleans())
def test_basis_reads_a_shorter_week_only(week: int, part: int, out_of: bool) -> None:
    """A part week is read when it is shorter than the full week and over none."""
    said = f"work {part} out of {week} days" if out_of else f"work {part} days a week"
    text = (f"# Flexible\n\nPay is pro-rated as a percentage of a {week} day week. "
            f"For example, if you {said}, pay drops.\n")
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "flex.md").write_text(text)
        page = next(iter(load_kb(Path(folder)).current_pages()))
        found = basis(page)
    if 0 < part < week:
        assert found is not None and (found.week, found.part) == (week, part)
    else:
        assert found is None
