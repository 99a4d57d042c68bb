"""``dyneval audit`` counts how the rule generator read names two entities share."""

from __future__ import annotations

from services.cli.audit_commands import same_name_counts
from shared.messages.claims import ClaimBuckets
from tests.services.qagen.films import bucket


def test_qualified_subjects_and_dropped_facts_are_counted_per_graph() -> None:
    """Qualified subjects and dropped facts are counted per graph; no shared names add 0."""
    # Two Richard Wrights told apart by their roles are two qualified subjects; two Audrey Williams
    # both singers give dropped facts.
    wrights = ClaimBuckets(graph_id="g1", log_id="l1", question="q", buckets=(
        bucket(1, "Richard Wright (author)", ["Richard Wright (born September 4, 1908) was an "
                                              "American novelist."]),
        bucket(2, "Richard Wright (musician)", ["Richard Wright (born 28 July 1943) was an "
                                                "English musician."]),
        bucket(3, "Native Son (film)", ["Native Son is a 1951 drama film directed by Richard "
                                        "Wright."]),
    ))  # fmt: skip
    audreys = ClaimBuckets(graph_id="g2", log_id="l2", question="q", buckets=(
        bucket(1, "Audrey Williams", ["Audrey Williams (born February 28, 1923) was an American "
                                      "singer."]),
        bucket(2, "Audrey Williams (singer)", ["Audrey Williams (born 1950) is an American "
                                               "singer."]),
    ))  # fmt: skip
    plain = ClaimBuckets(graph_id="g3", log_id="l3", question="q", buckets=(
        bucket(1, "Zack Hexum", ["Zack Hexum (born April 28, 1978) is an American singer."]),))
    counts = same_name_counts([wrights, audreys, plain])
    assert counts["same_name: qualified subjects"] == 2
    assert counts["same_name: dropped facts (subject)"] >= 2
    assert counts["same_name: dropped facts (maker)"] >= 1
    assert same_name_counts([plain]) == {"same_name: qualified subjects": 0,
                                         "same_name: dropped facts (subject)": 0,
                                         "same_name: dropped facts (maker)": 0}  # fmt: skip
