"""A versioned policy page's conditional is asked rot-aware when the older version spoke of
the same act and gave another way; the same way, or an act the older page never named,
stays a plain conditional."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import direct_candidates

_OLD = """# Gym Membership

The company pays half of a gym membership.

You can change your membership tier once a year by emailing the office manager.

To pause your membership, tell the office manager.
"""

_NEW = """# Gym Membership

The company pays half of a gym membership.

If you want to change your membership tier, please raise a ticket in the PeoplePortal.

If you want to pause your membership, please tell the office manager.

If you move house, please update your address with the gym desk.
"""


def _asked(tmp_path: Path) -> dict[str, tuple[str, str]]:
    (tmp_path / "gym-v1.md").write_text(_OLD, encoding="utf-8")
    (tmp_path / "gym-v2.md").write_text(_NEW, encoding="utf-8")
    (tmp_path / "holiday.md").write_text("# Holiday\n\nYou get 25 days of holiday a year.\n",
                                         encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    found = direct_candidates(context.kb.page("gym-v2.md"), context, Random(3))
    return {c.query: (subtype, c.ground_truth) for subtype, cs in found.items() for c in cs}


def test_a_changed_way_is_rot_aware(tmp_path: Path) -> None:
    """Changing the tier went from emailing the office manager to a PeoplePortal ticket:
    asked "Under the current policy, …", answered by the current page."""
    asked = _asked(tmp_path)
    assert asked["Under the current policy, what should I do if I want to change my "
                 "membership tier?"] == (
        "rot_aware", "Please raise a ticket in the PeoplePortal.")


def test_the_same_way_and_a_new_rule_stay_conditionals(tmp_path: Path) -> None:
    """Pausing still goes to the office manager, and moving house is new in the current
    version: both are plain conditionals."""
    asked = _asked(tmp_path)
    assert asked["What should I do if I want to pause my membership?"][0] == \
        "conditional_logic"
    assert asked["What should I do if I move house?"][0] == "conditional_logic"
    assert sum(subtype == "rot_aware" for subtype, _ in asked.values()) == 1
