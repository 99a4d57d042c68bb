"""The BM25 option picker: options of a choice question, the better-evidenced pick, its
use in the shortcut check and in the audit's difficulty."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.agents.extractive import SentenceBank
from shared.messages.qa import JudgedItem, QAItem, UsedClaim
from shared.quality.audit import audit_round
from shared.quality.option_picker import choice_options, pick_option
from shared.quality.shortcut import single_document_shortcut

_NAME = st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8}){0,2}", fullmatch=True)
QUESTION = "Who was born first, Mark King or Zack Hexum?"
KING = "Mark King (born 20 October 1958) is an English musician."
HEXUM = "Zack Hexum (born April 28, 1978) is a singer-songwriter."


@given(_NAME, _NAME)
def test_choice_options_reads_back_the_two_options(a: str, b: str) -> None:
    """``Who was born first, A or B?`` gives (A, B) for any two names."""
    assert choice_options(f"Who was born first, {a} or {b}?") == (a, b)


def test_a_question_without_options_gets_no_pick() -> None:
    """A question that offers no two options is no choice: the picker abstains."""
    assert choice_options("When was Mark King born?") is None
    assert pick_option("When was Mark King born?", SentenceBank([KING])) is None


def test_the_option_with_evidence_is_picked() -> None:
    """With evidence for only one option, the picker names that option, in either order."""
    bank = SentenceBank([HEXUM, "The weather in Bath was mild."])
    assert pick_option(QUESTION, bank) == "Zack Hexum"
    assert pick_option("Who was born first, Zack Hexum or Mark King?", bank) == "Zack Hexum"


def _choice(used: tuple[UsedClaim, ...]) -> QAItem:
    return QAItem(item_id="c", question=QUESTION, answers=("Mark King",), pattern="comparison",
                  used_claims=used, graph_id="g", computed={"choice": "true"})  # fmt: skip


def test_a_document_naming_both_options_that_picks_the_answer_is_a_shortcut() -> None:
    """One document naming both options whose evidence prefers the gold answer is a shortcut."""
    # Evidence that prefers neither, or two documents naming one option each, are not.
    tied = "Mark King was born in 1958, long before Zack Hexum was born."
    even = _choice((UsedClaim(doc_id=1, claim_id="a", claim=tied, span=tied),
                    UsedClaim(doc_id=2, claim_id="b", claim=HEXUM, span=HEXUM)))  # fmt: skip
    assert single_document_shortcut(even) is None
    both = "Mark King was born in 1958. Zack Hexum is a singer."
    alone = _choice((UsedClaim(doc_id=1, claim_id="a", claim=both, span=both),
                     UsedClaim(doc_id=2, claim_id="b", claim=HEXUM, span=HEXUM)))  # fmt: skip
    assert single_document_shortcut(alone) is not None
    honest = _choice((UsedClaim(doc_id=1, claim_id="a", claim=KING, span=KING),
                      UsedClaim(doc_id=2, claim_id="b", claim=HEXUM, span=HEXUM)))  # fmt: skip
    assert single_document_shortcut(honest) is None


def test_the_audit_reports_the_option_pickers_em() -> None:
    """The audit reports the option picker's EM on choice items as bm25_pick."""
    # Here it picks the one option the documents mention, which is the gold answer.
    item = _choice((UsedClaim(doc_id=1, claim_id="a", claim=KING, span=KING),
                    UsedClaim(doc_id=2, claim_id="b", claim=HEXUM, span=HEXUM)))  # fmt: skip
    judged = [JudgedItem(item=item, accepted=True, verdicts=(), reasons=())]
    audit = audit_round("r1", judged, {"c": "a sentence"}, documents=[KING])
    assert audit.difficulty["bm25_pick"] == 1.0 and audit.difficulty["bm25"] == 0.0
    assert audit.choice_items == 1
