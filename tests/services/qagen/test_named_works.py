"""A work another page names is the graph's page of that name when that page is qualified."""

from __future__ import annotations

from services.qagen.fact_index import FactIndex
from shared.messages.claims import ClaimBucket
from tests.services.qagen.films import bucket


def _graph() -> list[ClaimBucket]:
    return [
        bucket(1, "Delirium (Ellie Goulding album)", [
            "Delirium is the third studio album by English singer Ellie Goulding, released on "
            "6 November 2015."]),
        bucket(2, "On My Mind (Ellie Goulding song)", [
            "\"On My Mind\" is a song by English singer Ellie Goulding from her third studio "
            "album \"Delirium\" (2015)."]),
        bucket(3, "Halcyon (album)", ["Halcyon was released on 5 October 2012."]),
    ]  # fmt: skip


def test_a_mentioned_work_takes_its_qualified_page_subject() -> None:
    """'her third studio album "Delirium" (2015)' on a song's page is the page 'Delirium (Ellie
    Goulding album)': one entity, phrased as that page's subject is."""
    index = FactIndex.build(_graph())
    released = [(f.subject, f.doc_id) for f in index.facts if f.relation == "released"]
    assert ("Delirium (Ellie Goulding album)", 1) in released  # the page's own fact
    assert ("Delirium (Ellie Goulding album)", 2) in released  # the song page's mention
    assert not any(subject == "Delirium" for subject, _ in released)
    assert index.skips["fact: a work another page names asked as its page's subject"] == 1
    assert index.qualified["Delirium (Ellie Goulding album)"][1] == (
        "the Ellie Goulding album Delirium")
