"""Naturalness gates: a good item passes every gate, an item written to fail each one fails it."""

from __future__ import annotations

import pytest

from shared.messages.qa import UsedClaim
from shared.quality.gates import gate_failures
from tests.shared.quality.items import GOOD, qa_item


def test_a_good_question_passes_every_gate() -> None:
    """A 2WikiMultiHopQA-style comparison passes all gates."""
    assert gate_failures(qa_item(GOOD)) == {}


@pytest.mark.parametrize(
    ("question", "answer", "gate"),
    [
        ('What led to "thousands of other splices had been checked by then", and why?', "x",
         "quoted_span"),
        ("What did thousands of other splices had n result in?", "x", "truncated_word"),
        ("Mar 12, 2025 — Meta said it leases how many square feet?", "120,000", "dateline"),
        ("How many years after it opened was the bridge repainted?", "3 years",
         "dangling_reference"),
        ("When did the company move its headquarters to Austin?", "2021", "dangling_reference"),
        ("Which is longer, " + "the very long name " * 8 + "or B?", "B", "too_long"),
        ("How many years passed between the two launches of Hubble and Webb?", "many",
         "answer_type"),
        ("Which film came out first, The Prestige or Jalachhayam?", "Inception", "answer_type"),
    ],
)
def test_each_gate_catches_its_fault(question: str, answer: str, gate: str) -> None:
    """Quoted clauses, cut words, datelines, dangling references, length, answer type."""
    assert gate in gate_failures(qa_item(question, answer))


def test_quoting_the_evidence_sentence_fails() -> None:
    """A question that repeats nine words of its claim quotes its evidence."""
    claim = "The Ever Given ran aground in the Suez Canal on the morning of March 23, 2021."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = qa_item("When did the Ever Given run aground in the Suez Canal on the morning of that "
                   "day?", "2021", used_claims=used)  # fmt: skip
    assert "quotes_evidence" not in gate_failures(item)
    item = qa_item("Why The Ever Given ran aground in the Suez Canal on the morning of March 23?",
                   "wind", used_claims=used)  # fmt: skip
    assert "quotes_evidence" in gate_failures(item)
