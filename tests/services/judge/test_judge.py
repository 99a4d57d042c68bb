"""Rule checks, the rule judge, majority voting and panel agreement."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.judge.service import majority
from services.qagen.rules import RuleQAGenerator
from shared.messages.qa import JudgeVerdict, Pattern, QAItem
from shared.quality.rule_checks import DuplicateIndex, RuleChecks
from shared.quality.rule_judge import CRITERIA, RuleJudge
from shared.stats.agreement import fleiss_kappa
from tests.services.qagen.films import film_buckets

BUCKETS = film_buckets().buckets


def _item(pattern: Pattern = "conjunction", seed: int = 7, **changes: object) -> QAItem:
    draft = RuleQAGenerator().generate_sync(BUCKETS, pattern=pattern, n_pairs=1, seed=seed)[0]
    item = QAItem(
        item_id=f"i-{pattern}-{seed}",
        question=draft.question,
        answers=(draft.answer,),
        pattern=pattern,
        used_claims=draft.used_claims,
        computed=draft.computed,
    )
    return item.model_copy(update=changes)


def test_generated_items_pass_checks_and_the_rule_judge() -> None:
    """Items straight from the rule generator pass every check and every criterion."""
    for pattern in ("temporal", "comparison", "conjunction"):
        item = _item(pattern)
        assert RuleChecks().problems(item) == []
        verdict = RuleJudge().judge_sync(item)
        assert verdict.accept, verdict.reasons
        assert set(verdict.criteria) == set(CRITERIA)


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "According to the document, who won an Oscar for The Revenant?",
            "Leonardo DiCaprio",
            "refers to the document",
        ),
        ("Who won?", "Leonardo DiCaprio", "trivial"),
        ("Did DiCaprio win an Oscar for The Revenant?", "yes", "yes/no"),
        (
            "Who won an Oscar for The Revenant and was born in Los Angeles?",
            " ".join(["word"] * 60),
            "too long",
        ),
    ],
)
def test_rule_checks_reject_bad_questions(question: str, answer: str, expected: str) -> None:
    """Document references, trivial, yes/no and over-long answers are rejected with a reason."""
    item = QAItem(item_id="x", question=question, answers=(answer,))
    assert any(expected in reason for reason in RuleChecks().problems(item))


def test_duplicates_of_earlier_items_are_rejected_but_not_self_matches() -> None:
    """An exact or near repeat of an earlier item is caught; the same item is not its own dup."""
    index = DuplicateIndex()
    first = _item("conjunction")
    index.add(first.item_id, first.question, first.graph_id, first.answers[0])
    assert RuleChecks().problems(first, index) == []
    exact = first.model_copy(update={"item_id": "other"})
    assert any("repeats earlier item" in r for r in RuleChecks().problems(exact, index))
    near = exact.model_copy(update={"question": first.question.replace("Who ", "Who, ", 1)})
    assert any("repeats earlier item" in r for r in RuleChecks().problems(near, index))


def test_rule_judge_flags_leaks_and_wrong_answers() -> None:
    """A leaked answer fails no_leakage; a wrong recomputed answer fails correct."""
    bridge = _item("conjunction")
    leaking = bridge.model_copy(update={"question": f"Who is {bridge.answers[0]}, born first?"})
    verdict = RuleJudge().judge_sync(leaking)
    assert not verdict.accept and not verdict.criteria["no_leakage"]
    temporal = _item("temporal", seed=3)
    assert temporal.computed["op"] == "interval"
    wrong = temporal.model_copy(update={"answers": ("99 years",)})
    assert not RuleJudge().judge_sync(wrong).criteria["correct"]


def test_majority_needs_more_than_half() -> None:
    """Two of three accept; one of two does not."""
    yes = JudgeVerdict(judge="a", accept=True)
    no = JudgeVerdict(judge="b", accept=False)
    assert majority([yes, yes, no])
    assert not majority([yes, no])
    assert not majority([])


def test_fleiss_kappa_known_values() -> None:
    """Perfect agreement is 1; a textbook mixed panel gives the hand-computed value."""
    assert fleiss_kappa([[True, True, True], [False, False, False]]) == 1.0
    # 4 items x 3 judges: yes counts 3, 2, 1, 0 -> P_bar = 2/3, P_e = 0.5, kappa = 1/3
    ratings = [[True] * 3, [True, True, False], [True, False, False], [False] * 3]
    assert fleiss_kappa(ratings) == pytest.approx(1 / 3)
    assert fleiss_kappa([[True]]) is None


@given(st.lists(st.lists(st.booleans(), min_size=3, max_size=3), min_size=1, max_size=30))
def test_fleiss_kappa_is_at_most_one(ratings: list[list[bool]]) -> None:
    """Kappa never exceeds 1 and is 1 when every item is unanimous."""
    kappa = fleiss_kappa(ratings)
    assert kappa is not None and kappa <= 1.0 + 1e-12
    if all(len(set(r)) == 1 for r in ratings):
        assert kappa == 1.0


def test_repeats_are_flagged_not_novel() -> None:
    """A repeated question fails the checks with ``novel`` false; a fresh one stays novel."""
    index = DuplicateIndex()
    first = _item("conjunction")
    index.add(first.item_id, first.question, first.graph_id, first.answers[0])
    assert RuleChecks().check(first, index).novel
    repeat = RuleChecks().check(first.model_copy(update={"item_id": "again"}), index)
    assert not repeat.novel and repeat.reasons


def test_same_question_with_a_changed_answer_is_fresh_not_a_repeat() -> None:
    """When the evidence changed, the same question with a new gold answer is a new item."""
    index = DuplicateIndex()
    first = _item("conjunction")
    index.add(first.item_id, first.question, first.graph_id, first.answers[0])
    changed = first.model_copy(update={"item_id": "later", "answers": ("Kate Winslet",)})
    assert RuleChecks().check(changed, index).novel


def test_a_paraphrase_about_the_same_entities_is_still_a_near_repeat() -> None:
    """Items about other entities in one template are fresh (24d8217); a paraphrase of an
    earlier item about the same entities, with the same answer, is still a near repeat."""
    index = DuplicateIndex()
    pair = "Concordia Publishing House\nSilesian National Publishing House"
    index.add("first", "Which publishing house was founded first, Silesian National Publishing"
              " House or Concordia Publishing House?", "g", "Concordia Publishing House", pair)
    paraphrase = ("Which publishing house was founded first, Concordia Publishing House or"
                  " Silesian National Publishing House?")  # fmt: skip
    found = index.duplicate_of("second", paraphrase, "g", "Concordia Publishing House", pair)
    assert found is not None and found[0] == "first"
    other = ("Which publishing house was founded first, Onufri Publishing House or Concordia"
             " Publishing House?")  # fmt: skip
    onufri = "Concordia Publishing House\nOnufri Publishing House"
    assert index.duplicate_of("third", other, "g", "Concordia Publishing House", onufri) is None
    assert index.duplicate_of("fourth", other, "g", "Concordia Publishing House") is not None
