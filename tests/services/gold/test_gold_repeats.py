"""Gold's one repeated-evidence rule: nine words of the document's own span, never a template."""

from __future__ import annotations

from services.gold.checks import REPEAT_RUN, repeats_document, structural_problems
from services.gold.drafts import candidate
from shared.messages.qa import QAItem, UsedClaim

_TITLE = "Estimated Costs"


def _cell(label: str, value: str) -> UsedClaim:
    """A table-cell fact as the builder writes it: a template claim, the cell as its span."""
    claim = f'In the table "{_TITLE}", the cost per product of {label} is {value}.'
    return UsedClaim(doc_id=0, claim_id=f"c#{label}", claim=claim, span=value, chunk_id="c",
                     pages=(5,))


def _cell_item(label: str, value: str) -> QAItem:
    question = f"What is the cost per product of the {label} in the table of estimated costs?"
    return candidate(question=question, answer=value, answer_type="definitive", tier=1,
                     facts=[_cell(label, value)], source_type="table")


def test_table_cell_questions_are_judged_alike_whatever_the_row_label_length() -> None:
    """A short and a long row label give the same verdict: the template claim is not compared."""
    short = _cell_item("AFM revisions", "$85")
    long = _cell_item("FCC OPS installation and verification", "$85")
    assert repeats_document(short) is None
    assert repeats_document(long) is None
    assert not any("quotes_evidence" in p for p in structural_problems(long))


def test_a_question_copying_nine_words_of_the_span_is_refused() -> None:
    """A question that pastes nine consecutive words of the printed sentence is refused."""
    span = ("The FAA issued the order to prohibit the operation of Model 737-8 airplanes by "
            "U.S. operators on March 13, 2019.")
    fact = UsedClaim(doc_id=0, claim_id="c#f1", claim=span, span=span, chunk_id="c", pages=(2,))
    copied = candidate(question="When was the order to prohibit the operation of Model 737-8 "
                       "airplanes by U.S. operators issued?", answer="March 13, 2019",
                       answer_type="definitive", tier=1, facts=[fact])  # fmt: skip
    short = candidate(question="When did the FAA prohibit the operation of Model 737-8 airplanes?",
                      answer="March 13, 2019", answer_type="definitive", tier=1, facts=[fact])
    assert repeats_document(copied) is not None
    assert any("quotes_evidence" in p for p in structural_problems(copied))
    assert repeats_document(short) is None
    assert REPEAT_RUN == 9
