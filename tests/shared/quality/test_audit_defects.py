"""``dyneval audit`` counts how often each issue-15 defect gate or rewrite fired."""

from __future__ import annotations

from shared.messages.qa import JudgedItem, QAItem, UsedClaim
from shared.quality.audit import DEFECT_CLASSES, audit_round


def _judged(item_id: str, question: str, *, accepted: bool, reasons: tuple[str, ...] = (),
            claim: str = "Mark King (born 20 October 1958) is an English musician.",
            computed: dict[str, str] | None = None) -> JudgedItem:  # fmt: skip
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, url="u1"),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", url="u2",
                      claim="Zack Hexum (born April 28, 1978) is an American singer."))  # fmt: skip
    item = QAItem(item_id=item_id, question=question, answers=("Mark King",),
                  pattern="comparison", used_claims=used, computed=computed or {})  # fmt: skip
    return JudgedItem(item=item, accepted=accepted, verdicts=(), reasons=reasons)


def test_each_defect_class_is_counted_on_candidates_and_accepted_items() -> None:
    """Each defect class is counted once on candidates and accepted items; others count zero."""
    # A fictional subject, a repeat of the facts and a qualified name.
    judged = [
        _judged("a", "Who was born first, the musician Mark King or Zack Hexum?", accepted=True,
                computed={"qualified": "Mark King -> the musician Mark King"}),
        _judged("b", "Who was born first, Mark King or Zack Hexum?", accepted=False,
                claim="Mark King (born 1958) is a fictional character in the series Spin.",
                reasons=("claim doc1_claim1 is about a fictional subject",)),
        _judged("c", "Who was born first, Zack Hexum or Mark King?", accepted=False,
                reasons=("repeats the facts of item a (in another order)",)),
    ]
    audit = audit_round("r0001", judged)
    assert set(audit.defects) == set(DEFECT_CLASSES)
    assert audit.defects["same_name: qualified"] == (1, 1)
    assert audit.defects["gate: fictional_subject"] == (1, 0)
    assert audit.defects["repeat: facts"] == (1, 0)
    assert audit.defects["gate: date_phrasing"] == (0, 0)
    defects = audit.as_dict()["defects"]
    assert isinstance(defects, dict), defects
    assert defects["repeat: facts"] == {"candidates": 1, "accepted": 0}


def test_a_draft_qagen_rejects_before_the_judge_is_counted_by_its_gate() -> None:
    """A rule draft the gates refuse in qagen reaches the audit as a rejected candidate: its
    gate's candidate counter is 1, not 0."""
    from services.qagen.generate import GraphRound
    from shared.llm.replies import QADraft
    from tests.services.qagen.films import film_buckets

    span = "Zack Hexum (born April 28, 1978) is an American singer first signed by RCA."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", url="u1",
                      claim="Mark King (born 20 October 1958) is an English musician.",
                      span="Mark King (born 20 October 1958) is an English musician."),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", url="u2", span=span,
                      claim="Zack Hexum (born April 28, 1978) is an American singer first."))
    draft = QADraft(used_claims=used, answer="Mark King",
                    question="Who was born first, Mark King or Zack Hexum?")  # fmt: skip
    result = GraphRound(seed=1, subset=(1, 2), patterns=("comparison",), claims=film_buckets(),
                        rejected=[("comparison", draft, "a used claim is cut off")],
                        round_id="r0001")  # fmt: skip
    judged = result.rejections("rules")
    audit = audit_round("r0001", judged)
    assert audit.rejected == 1 and audit.candidate_failures["cut_claim"] == 1
    assert audit.defects["gate: cut_claim"] == (1, 0)
