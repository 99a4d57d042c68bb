"""Helpers for the quality tests: QA items built to pass or fail one gate, and their claims."""

from __future__ import annotations

from shared.messages.qa import QAItem, UsedClaim

GOOD = "Who was born first, Mark King or Zack Hexum?"


def qa_item(question: str, answer: str = "Mark King", **extra: object) -> QAItem:
    return QAItem(item_id="i", question=question, answers=(answer,), pattern="comparison",
                  **extra)  # fmt: skip


def titled_item(question: str, answer: str, *titles: str) -> QAItem:
    used = tuple(UsedClaim(doc_id=i, claim_id=f"doc{i}_claim1", claim=f"{t} was released.",
                           title=t) for i, t in enumerate(titles))  # fmt: skip
    return qa_item(question, answer, used_claims=used)


def evidenced_item(question: str, span: str) -> QAItem:
    used = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=span, span=span)
    return qa_item(question, "King Vidor", used_claims=(used,))


MSPE_FACTS = ("Starfaring | published | 1980 (year) ;; "
              "Mercenaries, Spies and Private Eyes | published | 1983-04 (month)")
MSPE_QUESTION = "Which was published first, Starfaring or Mercenaries, Spies and Private Eyes?"
STARFARING = UsedClaim(doc_id=1, claim_id="doc1_claim1", title="Starfaring",
                       claim="Starfaring is a 1980 science fiction novel by Poul Anderson.",
                       span="Starfaring is a 1980 science fiction novel by Poul Anderson.")
