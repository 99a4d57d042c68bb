"""Negative questions name an item as a customer would: a tier, a destination, a card."""

from __future__ import annotations

from random import Random

from shared.kb import KnowledgeBase
from shared.kb.candidates import KbContext
from shared.kb.negative import adjacent_topic, item_phrase, negative_candidates


def test_items_read_as_noun_phrases(example_kb: KnowledgeBase) -> None:
    """"Bronze" of the Tier column is "the Bronze tier"; a country is "shipping to Germany"."""
    context = KbContext.build(example_kb)
    assert item_phrase("Bronze", "Tier", context) == "the Bronze tier"
    assert item_phrase("Germany", "Country", context) == "shipping to Germany"
    assert item_phrase("Gift card", "Payment method", context) == "a gift card"
    assert item_phrase("Apple Pay", "", context) == "Apple Pay"


def test_a_status_is_never_asked_for_a_price(example_kb: KnowledgeBase) -> None:
    """Tracking statuses ("Packed", "Out for delivery") get no "insurance cost for" question."""
    context = KbContext.build(example_kb)
    page = next(p for p in example_kb.current_pages() if p.ref == "order-tracking.md")
    queries = [c.query for c in adjacent_topic(page, context, Random(0))]
    assert not [q for q in queries if "Packed" in q or "delivery?" in q or "Delivered" in q]
    assert all(not q.endswith(" for Bronze?") for p in example_kb.current_pages()
               for q in (c.query for c in adjacent_topic(p, context, Random(0))))


def test_procedure_negatives_only_change_who_may_run_it(example_kb: KnowledgeBase) -> None:
    """Procedure negatives change only who may run it, and only for the customer's own account."""
    # They never add a qualifier the general steps still answer (a gift, a bundle, an APO address),
    # and only to procedures run from the customer's own account with nothing a person can hand over
    # (a card number, a tracking number).
    context = KbContext.build(example_kb)
    queries = [c.query for page in example_kb.current_pages()
               for c in negative_candidates(page, context, Random(0))["out_of_scope_procedure"]]
    assert queries
    assert all(q.endswith(("another customer?", "by phone?", "as a guest?")) for q in queries)
    # dropping a parcel off and checking a card balance are the same for anyone holding them
    assert not any("drop off" in q or "balance" in q or "track" in q for q in queries)
    assert "How do I cancel an order placed by phone?" in queries
    assert "How do I pay with points on behalf of another customer?" not in queries
