"""A news story's items: resolved pronouns, ages, the article summary, bracketed asides."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from services.gold.build import BuildResult, build_gold
from services.gold.mix import load_mix
from services.gold.referents import resolve_subjects, story_resolver
from services.gold.sentence_facts import main_clause

STORY = """<html><head><title>Ohio man pleads guilty to threatening a senator</title>
<meta property="article:published_time" content="2019-11-19T10:00:00Z"></head>
<body><article><h1>Ohio man pleads guilty to threatening a senator</h1>
<p>An Ohio man pleaded guilty on Monday to threatening to kill U.S. Senator Jane Doe in March,
prosecutors said.</p>
<p>Robert T. Smalley Jr., 61, of Dayton, pleaded guilty to threatening a United States
official, the U.S. Attorney's Office said in a statement.</p>
<p>Smalley faces a maximum of 10 years in prison and up to a $250,000 fine. He was convicted
of burglary in 1994 and was barred from owning a gun.</p>
<p>His lawyer, Mary Kline, said in an email that Smalley never meant to harm Doe. "He regrets
it," Kline said.</p>
<p>Doe is one of the first two women elected to the Senate from Ohio.</p>
</article></body></html>
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    path = tmp_path_factory.mktemp("story") / "story.html"
    path.write_text(STORY, encoding="utf-8")
    return asyncio.run(build_gold(path, count=40, mix=load_mix(None)))


def _answers(built: BuildResult) -> dict[str, str]:
    return {it.question: it.answers[0] for it in built.items}


def test_surnames_are_the_whole_names_the_story_gives() -> None:
    """Smalley, Kline and Doe are people named in full once; Dayton and the Office are not."""
    resolver = story_resolver(STORY)
    assert resolver.whole_person("Smalley") == "Robert T. Smalley Jr."
    assert resolver.whole_person("Doe") == "Jane Doe"  # "U.S. Senator Jane Doe"
    assert resolver.whole_person("Kline") == "Mary Kline"
    assert resolver.whole_person("Dayton") is None and resolver.whole_person("Office") is None


def test_he_is_the_person_the_previous_sentence_opened_on() -> None:
    """'He' after a sentence opening on Smalley is Smalley (his surname written in full);
    after a sentence about no person it stays as written."""
    resolver = story_resolver(STORY)
    assert resolve_subjects(["Smalley faces ten years.", "He was convicted in 1994."],
                            resolver) == ["Robert T. Smalley Jr. faces ten years.",
                                          "Robert T. Smalley Jr. was convicted in 1994."]
    assert resolve_subjects(["The court met.", "He was convicted in 1994."],
                            resolver)[1] == "He was convicted in 1994."


def test_a_resolved_pronoun_gives_a_dated_question(built: BuildResult) -> None:
    """'He was convicted of burglary in 1994 and was barred ...' asks the first verb phrase."""
    asked = _answers(built)
    assert asked.get("In what year was Robert T. Smalley Jr. convicted of burglary?") == "1994"


def test_an_age_in_apposition_is_asked(built: BuildResult) -> None:
    """'Robert T. Smalley Jr., 61, of Dayton' -> 'How old is Robert T. Smalley Jr.?' 61."""
    assert _answers(built).get("How old is Robert T. Smalley Jr.?") == "61"


def test_the_story_is_summarized_by_its_lede_and_its_facts(built: BuildResult) -> None:
    """One summary: the lede first, its 'on Monday' dated from the page, the penalty's
    figures, no quotation or speech."""
    summaries = [it for it in built.items if it.answer_type == "summary"]
    assert len(summaries) == 1
    answer = summaries[0].answers[0]
    assert answer.startswith("An Ohio man pleaded guilty on November 18, 2019 to threatening")
    assert "Monday" not in answer
    assert "$250,000" in answer and "regrets" not in answer and "Kline" not in answer


def test_a_title_does_not_reach_back_over_an_infinitive(built: BuildResult) -> None:
    """'to kill U.S. Senator Jane Doe': Jane Doe is a U.S. Senator, not a 'kill U.S. Senator'."""
    roles = [a for q, a in _answers(built).items() if q.startswith("What does Jane Doe")]
    assert roles == ["U.S. Senator"]


def test_a_short_aside_in_brackets_is_cut() -> None:
    """'(ticker: HD)' says nothing the clause needs: the clause reads on without it."""
    assert main_clause("Home Depot (ticker: HD) reported $2.53 in earnings.") == (
        "Home Depot reported $2.53 in earnings")


def test_two_ages_for_one_name_are_not_asked(tmp_path: Path) -> None:
    """A person given two ages is skipped and counted."""
    two = STORY.replace("</article>", "<p>Robert T. Smalley Jr., 60, of Dayton, was arrested "
                        "in April.</p></article>")
    path = tmp_path / "two.html"
    path.write_text(two, encoding="utf-8")
    result = asyncio.run(build_gold(path, count=40, mix=load_mix(None)))
    assert not any(it.question.startswith("How old") for it in result.items)
    assert result.generation["template_skips"]["age: a person given two different ages"] == 1


def test_a_counted_subject_is_asked_how_many() -> None:
    """'Roughly 13,000 US troops remain in Afghanistan, ...' -> 'How many US troops remain in
    Afghanistan?' 'Roughly 13,000'; a predicate cut at 'and' would change the place counted."""
    from services.gold.counts import count_question

    assert count_question("Roughly 13,000 US troops remain in Afghanistan, 18 years after "
                          "Washington invaded.") == ("How many US troops remain in Afghanistan?",
                                                     "Roughly 13,000")
    assert count_question("Five people were injured in the blast.") == (
        "How many people were injured in the blast?", "Five")
    assert isinstance(count_question("More than 600,000 Israelis live in settlements in east "
                                     "Jerusalem and the West Bank."), str)
    assert isinstance(count_question("18 years ago the war began."), str)
