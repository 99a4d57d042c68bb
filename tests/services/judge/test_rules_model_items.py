"""Mixed set-up: the rule judge on model-written items in the spec's own wording."""

from __future__ import annotations

import pytest

from shared.messages.qa import Pattern, QAItem, UsedClaim
from shared.quality.rule_judge import RuleJudge

_DEBUT = UsedClaim(doc_id=8, claim_id="doc8_claim7",
                   claim="Leonardo DiCaprio made his film debut in 1991 in the horror sequel "
                         "Critters 3.")
_PAY = UsedClaim(doc_id=15, claim_id="doc15_claim9",
                 claim="Leonardo DiCaprio earned $2.5 million for Titanic in 1997 and his pay "
                       "increased to $20 million per movie from 2000 onwards, with exceptions "
                       "for J Edgar, Django Unchained and The Wolf of Wall Street.")
_UN = UsedClaim(doc_id=8, claim_id="doc8_claim6",
                claim="Leonardo DiCaprio was appointed as United Nations Messenger of Peace in "
                      "September 2014.")
_SAG = UsedClaim(doc_id=7, claim_id="doc7_claim5",
                 claim="Leonardo DiCaprio received the Actors Inspiration Award at the SAG "
                       "Foundation 30th-anniversary celebration in November 2015.")
_GROSS = UsedClaim(doc_id=8, claim_id="doc8_claim5",
                   claim="Leonardo DiCaprio's films have grossed $7.2 billion worldwide.")
_BORN = UsedClaim(doc_id=8, claim_id="doc8_claim1",
                  claim="Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, "
                        "California.")
_NAME = UsedClaim(doc_id=15, claim_id="doc15_claim3",
                  claim="Leonardo DiCaprio received his name because his pregnant mother was "
                        "looking at a Leonardo da Vinci painting in an Italian museum when he "
                        "first kicked.")
_PARENTS = UsedClaim(doc_id=7, claim_id="doc7_claim3",
                     claim="Leonardo DiCaprio's father worked as an underground comic book "
                           "distributor and his mother was a legal secretary.")

SPEC_ITEMS: list[tuple[Pattern, tuple[UsedClaim, ...], str, str]] = [
    ("temporal", (_DEBUT, _PAY),
     "How many years after DiCaprio's film debut did his salary increase to $20 million per "
     "movie?", "9 years (from 1991 to 2000)"),
    ("temporal", (_UN, _SAG),
     "Which came first: DiCaprio's UN Messenger of Peace appointment or his SAG Foundation "
     "Actors Inspiration Award?", "UN Messenger of Peace appointment (September 2014)"),
    ("comparison", (_PAY, _GROSS),
     "What is the ratio between DiCaprio's films' total worldwide gross and his Titanic "
     "salary?", "2,880:1"),
    ("conjunction", (_BORN, _NAME, _PARENTS),
     "In what year was the legal secretary's son named after seeing a painting in Italy?",
     "1974"),
]


def _item(pattern: Pattern, used: tuple[UsedClaim, ...], question: str, answer: str) -> QAItem:
    return QAItem(item_id="i", question=question, answers=(answer,), pattern=pattern,
                  used_claims=used, generator="llm:model")


@pytest.mark.parametrize(("pattern", "used", "question", "answer"), SPEC_ITEMS)
def test_spec_examples_pass_the_rule_judge(
    pattern: Pattern, used: tuple[UsedClaim, ...], question: str, answer: str
) -> None:
    """The spec's model-written examples, natural answer wording and all, are accepted."""
    verdict = RuleJudge().judge_sync(_item(pattern, used, question, answer))
    assert verdict.accept, verdict.reasons


@pytest.mark.parametrize(("answer", "reason"), [
    ("8 years (from 1991 to 1999)", "neither a claim year"),
    ("9 decades of salary growth", "answer words not in the claims: decades"),
])
def test_natural_wording_does_not_excuse_a_wrong_answer(answer: str, reason: str) -> None:
    """A wrong figure or a word no claim supports is still rejected, with the reason."""
    pattern, used, question, _ = SPEC_ITEMS[0]
    verdict = RuleJudge().judge_sync(_item(pattern, used, question, answer))
    assert not verdict.accept
    assert any(reason in r for r in verdict.reasons), verdict.reasons
