"""Scoring one answer to one round item: the spec's metrics and conventions."""

from __future__ import annotations

from services.score.gold import answer_for_metrics, gold_for_item
from services.score.scoring import metric_config, missing_score, score_message
from shared.messages.answers import AgentAnswer
from shared.messages.logs import Source
from shared.metrics.citations import DocRef
from shared.settings import Settings
from tests.services.score.items import answer, item

CONFIG = metric_config(Settings())


async def test_gold_answer_with_gold_citations_scores_one_everywhere() -> None:
    """The oracle's answer (gold text, gold URLs with www/trailing slash) scores 1.0."""
    qa = item("i1", "Arthur's Magazine", urls=("https://a.org/x", "https://b.org/y"))
    score = await score_message(
        answer(qa, "oracle", "Arthur's Magazine", ("https://www.a.org/x/", "http://b.org/y")),
        qa, CONFIG,
    )  # fmt: skip
    m = score.metrics
    assert (m["em"], m["f1"], m["citation_precision"], m["citation_recall"]) == (1, 1, 1, 1)
    assert m["recall@1"] == 0.5 and m["recall@5"] == 1.0
    assert score.pattern == "temporal" and score.hops == 2 and score.graph_id == "g1"
    assert score.metric_config["recall_ks"] == [1, 5, 10]


async def test_partial_answer_and_wrong_citation() -> None:
    """Token F1 gives partial credit; a cited non-gold source costs precision."""
    qa = item("i2", "respiratory droplets and aerosols", urls=("https://a.org/x", "https://b.org/y"))
    cited = ("https://a.org/x", "https://z.org/")
    score = await score_message(answer(qa, "bm25", "respiratory droplets", cited), qa, CONFIG)
    m = score.metrics
    assert m["em"] == 0.0 and round(m["f1"], 3) == 0.667
    assert (m["citation_precision"], m["citation_recall"]) == (0.5, 0.5)


async def test_insufficient_context_items_follow_the_spec() -> None:
    """Both refuse: EM = F1 = 1, citations 1 only when nothing is cited; an answer scores 0."""
    qa = item("i3", "insufficient context", urls=(), answer_type="no_information")
    refuse = await score_message(answer(qa, "a", "The sources do not mention it."), qa, CONFIG)
    assert refuse.metrics["em"] == 1.0 and refuse.metrics["citation_f1"] == 1.0
    assert refuse.metrics["refused"] == 1.0 and refuse.metrics["gold_insufficient"] == 1.0
    cited = await score_message(answer(qa, "a", "insufficient context", ("https://q.org",)), qa,
                                CONFIG)  # fmt: skip
    assert cited.metrics["em"] == 1.0 and cited.metrics["citation_f1"] == 0.0
    wrong = await score_message(answer(qa, "a", "Paris"), qa, CONFIG)
    assert wrong.metrics["em"] == 0.0 and wrong.metrics["f1"] == 0.0


async def test_error_answers_score_as_missing() -> None:
    """An agent error scores 0.0 on every metric and keeps the error text."""
    qa = item("i4", "1990")
    failed = AgentAnswer(item_id="i4", round_id="r1", agent_id="px", answer="", error="HTTP 500")
    score = await score_message(failed, qa, CONFIG)
    assert score.error == "HTTP 500" and score.metrics["answered"] == 0.0
    assert score.metrics["em"] == 0.0 and score.metrics["citation_f1"] == 0.0
    assert missing_score(qa, "px", "r1", CONFIG, "no answer").metrics == score.metrics


def test_sources_without_urls_match_gold_by_title() -> None:
    """HotpotQA-style documents (a title, no URL) are matched by normalised title."""
    qa = item("i5", "x", urls=("",))
    gold = gold_for_item(qa)
    given = AgentAnswer(
        item_id="i5", round_id="r1", agent_id="a", answer="x", cited=(1,),
        sources=(Source(id=1, title="The Doc 1!"),),
    )  # fmt: skip
    scored = answer_for_metrics(given)
    refs = [d for d in gold.docs if isinstance(d, DocRef)]
    assert len(refs) == len(gold.docs), gold.docs
    assert [d.doc_id for d in refs] == ["title:doc 1"]
    assert scored.citations == ("title:doc 1",)
