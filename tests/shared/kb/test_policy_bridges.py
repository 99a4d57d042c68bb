"""Policy KB multi-hop: a rule against a FAQ's exception, a rule naming a service's page."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import KnowledgeBase
from shared.kb.candidates import Candidate
from shared.kb.policy_bridges import policy_bridges
from tests.shared.kb.bridge_checks import checked_bridges

_POLICY = """# Leave Policy

## Key terms

- **Carry-over limit:** 240 hours per leave year
- **Request window:** 14 days before the leave starts
- **Approval time:** 3 business days after the request
- **Travel booking:** Booked through the Travel Desk

Unused leave above the limit is forfeited.
"""

_FAQ = """# Leave FAQ

### Can I request sick leave on short notice?

Sick leave can be requested up to 2 days before the leave starts, or on the day itself.

### Can I request leave for a conference?

Conference leave is requested within 10 days of the invitation.

### Can I carry over sick leave?

Yes, sick leave has no carry-over limit.
"""

_DESK = """# Travel Desk

## Desk terms

- **Response time:** 2 business days
- **Booking fee:** $15 per trip
"""

_RETURNS = """# Equipment Returns

## Return terms

- **Replacement shipping:** Free, sent by Courier Express
- **Return deadline:** 5 days after your last day

If you return the laptop late, the replacement goes by post instead of Courier Express.
"""

_COURIER = """# Courier Express

## Courier terms

- **Delivery time:** 1–2 business days
- **Pickup fee:** $15 per parcel
"""


def _built(tmp_path: Path) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(
        tmp_path, {"leave-policy.md": _POLICY, "leave-faq.md": _FAQ, "travel-desk.md": _DESK,
                   "equipment-returns.md": _RETURNS, "courier-express.md": _COURIER},
        policy_bridges)


def test_the_faq_exception_is_compared_with_the_standard_rule(tmp_path: Path) -> None:
    """14 days before the leave starts (policy) against 2 days before it (FAQ): 12 days."""
    found, _ = _built(tmp_path)
    exceptions = [c for c in found if c.subtype == "policy_faq"]
    assert [c.query for c in exceptions] == [
        "How many days shorter is the request window for sick leave on short notice than the "
        "standard request window?"]
    assert exceptions[0].ground_truth.startswith("12 days shorter: 2 days for sick leave")
    assert exceptions[0].refs == ("leave-policy.md", "leave-faq.md")


def test_an_exception_counted_from_another_event_is_skipped(tmp_path: Path) -> None:
    """'10 days of the invitation' is not comparable with '14 days before the leave starts'."""
    found, skipped = _built(tmp_path)
    assert all("conference" not in c.query for c in found)
    assert skipped["policy_faq:amounts counted from different events"] == 1


def test_a_rule_naming_a_service_is_asked_the_service_measure(tmp_path: Path) -> None:
    """'sent by Courier Express' + the courier's delivery time; its fee is not asked (a price
    the naming rule may settle: "Free")."""
    found, _ = _built(tmp_path)
    services = [c for c in found if c.subtype == "cross_category"]
    assert [c.query for c in services] == [
        "What is the delivery time of replacement shipping for equipment returns?"]
    assert services[0].ground_truth.startswith("1–2 business days:")
    assert services[0].ground_truth.endswith("This holds unless you return the laptop late.")
    assert services[0].refs == ("equipment-returns.md", "courier-express.md")


def test_a_service_page_matching_the_question_alone_is_counted(tmp_path: Path) -> None:
    """'response time of travel booking' is the Travel Desk page's own words: it answers
    alone, so the leave policy's 'Booked through the Travel Desk' is not asked."""
    found, skipped = _built(tmp_path)
    assert all("travel booking" not in c.query for c in found)
    assert skipped["cross_category:one page answers alone (travel-desk.md)"] == 1


def test_a_rule_pointing_at_a_page_is_counted_not_asked(tmp_path: Path) -> None:
    """'as described on the Travel Desk page' points at a page instead of naming a service."""
    policy = _POLICY.replace("Booked through the Travel Desk",
                             "Booked as described on the Travel Desk page")
    found, skipped = checked_bridges(
        tmp_path, {"leave-policy.md": policy, "travel-desk.md": _DESK}, policy_bridges)
    assert found == []
    assert skipped["cross_category:rule value points at a page"] == 1


def test_the_example_kb_yields_the_clearance_window_and_the_replacement_shipping(
        example_kb: KnowledgeBase) -> None:
    """The shop KB: the returns FAQ's clearance window against the policy's 30 days, and the
    Express Shipping that sends a damaged item's replacement."""
    queries = {c.query: c.ground_truth for c in policy_bridges(example_kb)}
    assert queries[
        "How many days shorter is the return window for clearance items than the standard "
        "return window?"].startswith("16 days shorter")
    assert queries[
        "What is the delivery time of replacement shipping for damaged or defective items?"
    ].startswith("1–2 business days")
