"""Handbook comparative multi-hop: a company's entitlement against an outside programme."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb.candidates import Candidate
from shared.kb.entitlement_comparisons import entitlement_comparisons
from tests.shared.kb.bridge_checks import checked_bridges

_BENEFITS = """# Benefits

## Parental Leave

If you become the birth parent of a child, you can take up to 20 weeks leave at full pay.
If you become the second parent of a new child, you can take up to 8 weeks leave at full pay.
All parental leave must be taken within the first year of the child's birth or adoption.

## Sick Time

If you are ill for more than 5 days, please tell your manager.
"""

_STATES = "\n".join((
    "# State Leave Programmes",
    "",
    "Below are states with paid leave programmes for their residents.",
    "",
    "## Washington State Leave",
    "",
    "* [Paid Family Leave for Bonding](https://example.org/wa-bonding) after the birth or "
    "adoption of a new child, up to 12 weeks.",
    "* [Paid Family Leave for Caregivers](https://example.org/wa-care) to care for a seriously "
    "ill family member, up to 12 weeks.",
    "",
    "## Vermont State Leave",
    "",
    "* [Paid Family Leave for Bonding](https://example.org/vt-bonding) after the birth or "
    "adoption of a child, up to 20 weeks.",
    "* [bonding with a child](https://example.org/vt) after the birth of a child, up to 6 weeks.",
    "",
))
"""Each bullet on one line, as handbooks write them (a link's description ends at its line)."""


def _built(tmp_path: Path) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(
        tmp_path, {"benefits.md": _BENEFITS, "state-leave.md": _STATES},
        entitlement_comparisons)


def test_the_company_leave_is_compared_with_the_state_bonding_leave(tmp_path: Path) -> None:
    """20 weeks (company, birth parent) against Washington's 12 weeks: 8 more weeks."""
    found, _ = _built(tmp_path)
    by_query = {c.query: c for c in found}
    asked = ("How many more weeks can the birth parent of a child take under the Parental "
             "Leave policy than under Washington's Paid Family Leave for Bonding?")
    assert asked in by_query
    made = by_query[asked]
    assert made.ground_truth.startswith("8 weeks (20 − 12): up to 20 weeks under the "
                                        "Parental Leave policy (Benefits)")
    assert made.refs == ("benefits.md", "state-leave.md")
    assert made.subtype == "comparative"


def test_the_larger_programme_is_named_first(tmp_path: Path) -> None:
    """8 weeks (second parent) against Washington's 12: the state programme gives 4 more."""
    found, _ = _built(tmp_path)
    assert ("How many more weeks can the second parent of a new child take under "
            "Washington's Paid Family Leave for Bonding than under the Parental Leave policy?"
            ) in {c.query for c in found}


def test_a_programme_for_another_situation_is_not_joined(tmp_path: Path) -> None:
    """Caring for an ill family member is not becoming a parent: counted, never asked."""
    found, skipped = _built(tmp_path)
    assert all("Caregivers" not in c.query for c in found)
    assert skipped["comparative:programme is for another situation"] >= 2


def test_equal_amounts_and_unnamed_programmes_are_counted(tmp_path: Path) -> None:
    """Vermont's 20 weeks equals the company's 20: no 'how many more'; a lower-case link
    text ('bonding with a child') is no programme name."""
    found, skipped = _built(tmp_path)
    assert all("Vermont" not in c.query or "birth parent" not in c.query for c in found)
    assert skipped["comparative:both grant the same amount"] == 1
    assert skipped["comparative:programme label is no name"] == 1


def test_one_page_stating_both_amounts_gives_no_query(tmp_path: Path) -> None:
    """A benefits page that also lists the state programme answers alone: nothing is kept."""
    merged = _BENEFITS + "\n" + _STATES.replace("# State Leave Programmes", "## States")
    found, _ = checked_bridges(tmp_path, {"benefits.md": merged},
                               entitlement_comparisons)
    assert found == []


def test_a_cap_written_before_the_situation_is_read(tmp_path: Path) -> None:
    """'can be taken for up to 10 weeks within the first year of the birth …': the
    situation after the cap is the programme's purpose (the older basecamp wording)."""
    states = "\n".join((
        "# State Leave Programmes", "", "## Oregon State Leave", "",
        "* Residents of Oregon may be eligible for leave.",
        "* [Paid Family Leave for Bonding](https://example.org/or) can be taken for up to "
        "10 weeks within the first year of the birth or adoption of a new child.", ""))
    found, _ = checked_bridges(tmp_path, {"benefits.md": _BENEFITS, "state-leave.md": states},
                               entitlement_comparisons)
    assert ("How many more weeks can the birth parent of a child take under the Parental "
            "Leave policy than under Oregon's Paid Family Leave for Bonding?"
            ) in {c.query for c in found}
