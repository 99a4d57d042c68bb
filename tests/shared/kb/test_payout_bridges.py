"""Handbook cross-category multi-hop: a package paying an unused balance, another page's cap."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb.candidates import Candidate
from shared.kb.payout_bridges import payout_bridges
from tests.shared.kb.bridge_checks import checked_bridges

_EXIT = """# Exit Packages

If you leave the company, you may be offered an exit package. The package will also include
compensation for unused holiday time and payment for unused training days.

Compensation for unused overtime is calculated using your hourly rate.
"""

_BENEFITS = """# Benefits

## Holiday

You get 25 days of holiday a year. Unused holiday rolls over with a maximum of 30 days in
your bank.

## Training

Every employee has a training budget.
"""


def _built(tmp_path: Path, pages: dict[str, str]) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(tmp_path, pages, payout_bridges)


def test_the_package_is_asked_the_cap_of_the_balance_it_pays(tmp_path: Path) -> None:
    """'compensation for unused holiday time' + 'a maximum of 30 days' of holiday: 30 days."""
    found, _ = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": _BENEFITS})
    assert [c.query for c in found] == [
        "At most how many days of unused holiday could an exit package pay out?"]
    assert found[0].ground_truth.startswith("30 days: an exit package includes compensation "
                                            "for unused holiday time (Exit Packages)")
    assert found[0].refs == ("exit.md", "benefits.md")
    assert found[0].subtype == "cross_category"


def test_a_balance_no_other_page_caps_is_counted(tmp_path: Path) -> None:
    """Training days have a budget but no cap in days: counted, never asked."""
    found, skipped = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": _BENEFITS})
    assert all("training" not in c.query for c in found)
    assert skipped["cross_category:no single cap of the balance on another page"] == 1


def test_a_payout_whose_subject_is_not_the_page_package_is_counted(tmp_path: Path) -> None:
    """'Compensation for unused overtime is calculated …' names no package: counted."""
    _, skipped = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": _BENEFITS})
    assert skipped["cross_category:payout names no package by its page"] == 1


def test_a_cap_on_the_same_page_gives_no_query(tmp_path: Path) -> None:
    """The exit page stating the holiday cap itself answers alone: nothing is asked."""
    exit_page = _EXIT + "\nUnused holiday rolls over with a maximum of 30 days in your bank.\n"
    found, _ = _built(tmp_path, {"exit.md": exit_page})
    assert found == []


def test_a_cap_the_current_version_changed_is_asked_currently(tmp_path: Path) -> None:
    """Holiday capped at 20 days (v1) and at 30 days (v2): rot_aware, 'currently', the v2
    figure as the answer and the old one named as stale."""
    old = _BENEFITS.replace("a maximum of 30 days", "a maximum of 20 days")
    found, _ = _built(tmp_path, {"exit.md": _EXIT, "benefits-v1.md": old,
                                 "benefits-v2.md": _BENEFITS})
    assert [(c.subtype, c.query) for c in found] == [(
        "rot_aware",
        "At most how many days of unused holiday could an exit package currently pay out?")]
    assert found[0].ground_truth.startswith("30 days:")
    assert found[0].ground_truth.endswith("The earlier version of the Benefits page said 20 "
                                          "days.")
    assert found[0].refs == ("exit.md", "benefits-v2.md")


def test_a_size_written_as_a_compound_adjective_is_read(tmp_path: Path) -> None:
    """'a 10-day paid training' sizes the training balance the exit package pays."""
    benefits = _BENEFITS.replace("Every employee has a training budget.",
                                 "Every year employees may take a 10-day paid training.")
    found, _ = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": benefits})
    assert ("At most how many days of unused training could an exit package pay out?"
            in {c.query for c in found})


def test_a_cap_page_stating_the_payout_on_leaving_gives_no_query(tmp_path: Path) -> None:
    """The benefits page paying unused holiday itself when you leave answers alone:
    refused and counted, in each wording of leaving."""
    for n, paid in enumerate((
                 "If you resign with holiday days in your bank, you'll be paid the "
                 "monetary equivalent for those unused days.",
                 "Unused holiday is paid out when you leave the company.",
                 "Any unused holiday is compensated upon termination.",
                 "Unused holiday is cashed out at the end of your employment.")):
        benefits = _BENEFITS.replace("in\nyour bank.", f"in\nyour bank. {paid}")
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        found, skipped = _built(folder, {"exit.md": _EXIT, "benefits.md": benefits})
        assert all("holiday" not in c.query for c in found), paid
        assert skipped["cross_category:cap_page_states_payout"] == 1, paid


def test_a_third_page_stating_the_payout_gives_no_query(tmp_path: Path) -> None:
    """A leaving page paying unused holiday on departure answers alone too: counted."""
    leaving = "# Leaving\n\nOn departure, unused holiday is paid out with your last salary.\n"
    found, skipped = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": _BENEFITS,
                                       "leaving.md": leaving})
    assert all("holiday" not in c.query for c in found)
    assert skipped["cross_category:other_page_states_payout"] == 1


def test_a_cap_page_paying_something_else_on_leaving_is_still_asked(tmp_path: Path) -> None:
    """Paying unused training on leaving, or holiday pay while employed, says nothing of
    the holiday payout: the holiday cap is still asked."""
    benefits = _BENEFITS.replace(
        "a training budget.", "a training budget, paid out when you leave.\n\n## Pay\n\n"
        "Holiday is paid at your usual rate.")
    found, skipped = _built(tmp_path, {"exit.md": _EXIT, "benefits.md": benefits})
    assert [c.query for c in found] == [
        "At most how many days of unused holiday could an exit package pay out?"]
    assert skipped["cross_category:cap_page_states_payout"] == 0
