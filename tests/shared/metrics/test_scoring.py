"""score_item composes the metrics, applies the spec's special cases, records its config."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from shared.errors import InputError
from shared.metrics.citations import DocRef
from shared.metrics.item import ItemScore, MetricConfig, recall_at
from shared.metrics.refusal import PhraseRefusalDetector
from shared.metrics.scoring import AgentAnswer, GoldItem, score_item, score_items

PARIS = GoldItem(
    item_id="q1",
    answers=("Paris", "Paris, France"),
    docs=(DocRef("d1", ("https://en.wikipedia.org/wiki/Paris",)), "d2"),
    graph_id="g1",
    tags={"pattern": "comparison"},
)
NO_INFO = GoldItem(
    item_id="q2", answers=("insufficient context",), graph_id="g2", insufficient=True
)


def test_answer_with_citations_and_sources() -> None:
    """A correct answer with one of two gold citations scores answer 1 and citation 0.5 R."""
    answer = AgentAnswer(
        answer="paris",
        citations=("https://en.wikipedia.org/wiki/Paris#History",),
        retrieved=("x", "d2", "https://en.wikipedia.org/wiki/Paris"),
    )
    score = score_item(PARIS, answer)
    values = score.values
    assert (values["em"], values["f1"]) == (1.0, 1.0)
    assert (values["citation_precision"], values["citation_recall"]) == (1.0, 0.5)
    assert values[recall_at(1)] == 0.0
    assert values[recall_at(5)] == 1.0
    assert values["gold_insufficient"] == 0.0 and values["refused"] == 0.0
    assert "sp_em" not in values
    assert (score.graph_id, score.tags) == ("g1", {"pattern": "comparison"})


def test_insufficient_gold_and_refusal_score_one() -> None:
    """Both refuse: EM = F1 = 1 and citations 1.0 because none were given."""
    score = score_item(NO_INFO, AgentAnswer(answer="Not enough information to say."))
    assert score.values["em"] == score.values["f1"] == 1.0
    assert score.values["citation_f1"] == 1.0
    assert score.values["gold_insufficient"] == score.values["refused"] == 1.0


def test_insufficient_gold_with_citations_or_an_answer() -> None:
    """A refusal that cites scores citations 0; a real answer scores 0 everywhere."""
    cited = score_item(NO_INFO, AgentAnswer(answer="insufficient context", citations=("d1",)))
    assert cited.values["f1"] == 1.0 and cited.values["citation_f1"] == 0.0
    wrong = score_item(NO_INFO, AgentAnswer(answer="Paris"))
    assert wrong.values["em"] == wrong.values["f1"] == 0.0
    assert wrong.values["refused"] == 0.0


def test_explicit_insufficient_flag_wins() -> None:
    """A gold marked insufficient is treated so whatever its wording."""
    gold = GoldItem(item_id="q3", answers=("The report is silent on this.",), insufficient=True)
    assert score_item(gold, AgentAnswer(answer="I do not know")).values["em"] == 1.0


def test_custom_classifier_decides_refusals() -> None:
    """An injected classifier replaces the phrase detector for predictions."""
    score = score_item(NO_INFO, AgentAnswer(answer="N/A"), classifier=PhraseRefusalDetector(["na"]))
    assert score.values["refused"] == 1.0


def test_missing_answer_scores_zero_on_defined_metrics() -> None:
    """No answer: zeros for answer, citation and recall@k; answered is 0."""
    gold = GoldItem(item_id="q4", answers=("x",), docs=("d1",), supporting_facts=(("T", 0),))
    values = score_item(gold, None).values
    assert values["answered"] == 0.0
    assert all(values[name] == 0.0 for name in ("em", "f1", "citation_f1", "recall@5", "sp_f1"))


def test_supporting_facts_only_when_both_sides_have_them() -> None:
    """sp metrics appear when gold and prediction both carry supporting facts."""
    gold = GoldItem(item_id="q5", answers=("x",), supporting_facts=(("T", 0), ("U", 1)))
    with_sp = score_item(gold, AgentAnswer(answer="x", supporting_facts=(("T", 0),)))
    assert with_sp.values["sp_recall"] == 0.5
    assert "sp_f1" not in score_item(gold, AgentAnswer(answer="x")).values


def test_squad_rule_gives_partial_credit_on_yes() -> None:
    """answer_rule=squad drops the yes/no rule on the raw answer; the extracted "yes" is exact."""
    gold = GoldItem(item_id="q6", answers=("yes",))
    config = MetricConfig(answer_rule="squad")
    assert score_item(gold, AgentAnswer(answer="yes indeed"), config).values["f1_raw"] > 0
    hotpot = score_item(gold, AgentAnswer(answer="yes indeed")).values
    assert hotpot["f1_raw"] == 0.0
    assert hotpot["em"] == hotpot["f1"] == 1.0
    assert score_item(gold, AgentAnswer(answer="x"), config).config.answer_rule == "squad"


def test_item_score_round_trips_through_json() -> None:
    """An ItemScore serialises with its config and reads back equal."""
    score = score_item(PARIS, AgentAnswer(answer="Lyon"))
    again = ItemScore.model_validate_json(score.model_dump_json())
    assert again == score
    assert again.config.refusal_phrases == score.config.refusal_phrases
    assert again.get("em") == 0.0 and again.get("nope") is None


def test_config_rejects_bad_cutoffs() -> None:
    """recall_ks must be positive."""
    with pytest.raises(ValidationError):
        MetricConfig(recall_ks=(0,))


def test_gold_without_answers_is_an_error() -> None:
    """An answerable gold item without answers is an input error naming it."""
    with pytest.raises(InputError, match="'q7'"):
        score_item(GoldItem(item_id="q7", answers=()), AgentAnswer(answer="x"))


def test_score_items_marks_unanswered() -> None:
    """score_items scores every gold item in order; absent ids are unanswered."""
    scores = score_items([PARIS, NO_INFO], {"q2": AgentAnswer(answer="no information")})
    assert [s.item_id for s in scores] == ["q1", "q2"]
    assert [s.values["answered"] for s in scores] == [0.0, 1.0]


def test_gold_text_never_makes_an_item_insufficient() -> None:
    """"I Don't Know" the song is an answer like any other: EM and citations score normally."""
    song = GoldItem(item_id="song", answers=("I Don't Know",), docs=("d1",))
    values = score_item(song, AgentAnswer(answer="I Don't Know [1]", citations=("d1",))).values
    assert values["gold_insufficient"] == 0.0
    assert values["em"] == 1.0 and values["citation_f1"] == 1.0


def test_citation_markers_are_not_answer_text() -> None:
    """``1 year [1][2]`` scores EM 1 on the extracted answer and EM 0 raw."""
    gold = GoldItem(item_id="y", answers=("1 year", "1"))
    values = score_item(gold, AgentAnswer(answer="1 year [1][2]")).values
    assert (values["em"], values["f1"]) == (1.0, 1.0)
    assert values["em_raw"] == 0.0 and values["f1_raw"] == pytest.approx(0.8)


def test_marker_numbers_earn_no_false_credit() -> None:
    """``It was 5 years [2].`` against ``2 years``: the 2 of the marker is not a token."""
    gold = GoldItem(item_id="y2", answers=("2 years",))
    values = score_item(gold, AgentAnswer(answer="It was 5 years [2].")).values
    assert values["em"] == 0.0 and values["f1"] == pytest.approx(0.5)
    assert values["f1_raw"] == pytest.approx(4 / 7)


def test_long_form_answer_is_reduced_to_the_compared_entity() -> None:
    """A sentence naming one compared entity scores as that entity."""
    gold = GoldItem(
        item_id="c",
        answers=("Arthur's Magazine",),
        question="Which magazine was started first, Arthur's Magazine or First for Women?",
    )
    values = score_item(gold, AgentAnswer(answer="Arthur's Magazine was started first [1].")).values
    assert values["em"] == 1.0 and values["em_raw"] == 0.0
