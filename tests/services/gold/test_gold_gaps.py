"""No-information items from the events a story tells of its people and leaves unanswered."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from services.gold.absent import RuleAbsenceJudge
from services.gold.gaps import gap_absent
from shared.longdoc import load_document

CONVICTED = (
    "# Jury convicts Marlon Tebbit of fraud\n\n"
    "A federal jury convicted Marlon Tebbit of wire fraud on Tuesday. Tebbit ran a "
    "charity that took donations for flood victims. Prosecutors said Tebbit spent the money "
    "on cars. Tebbit did not testify. His lawyer, Ann Ruiz, said they would appeal.\n"
)
ANSWERED = (
    "# Jury convicts Marlon Tebbit of fraud\n\n"
    "A federal jury convicted Marlon Tebbit, 44, of wire fraud on Tuesday. Tebbit ran a "
    "charity that took donations for flood victims. He faces up to 20 years in prison when "
    "he is sentenced in March. Tebbit did not testify.\n"
)
ASIDE = (
    "# The hidden heroines of chaos\n\n"
    "Ellen Fetter ran the computer for the weather model. The model was written by Edward "
    "Lorenz. Fetter later moved to Colorado. The work was cited widely. Fetter kept her "
    "notes. Lorenz, who wrote the paper, died in 2008. Lorenz is called the father of chaos.\n"
)
DEAL = (
    "# Harbor Foods buys Northwind\n\n"
    "Harbor Foods acquired Northwind Grocers, the regional chain, this week. Northwind "
    "Grocers runs 40 stores in Ohio. Harbor Foods said the stores keep their name.\n"
)


def _asked(tmp_path: Path, story: str) -> tuple[list[str], Counter[str]]:
    path = tmp_path / "story.md"
    path.write_text(story, encoding="utf-8")
    skips: Counter[str] = Counter()
    return [item.question for item, _, _ in gap_absent(load_document(path), skips)], skips


def test_a_conviction_without_sentence_or_age_asks_both(tmp_path: Path) -> None:
    """A story of a conviction that names no sentence, penalty or age asks when the person
    will be sentenced and how old they are."""
    asked, _ = _asked(tmp_path, CONVICTED)
    assert "When will Marlon Tebbit be sentenced?" in asked
    assert "How old is Marlon Tebbit?" in asked


def test_a_story_that_answers_is_not_asked_and_the_skip_is_counted(tmp_path: Path) -> None:
    """'Marlon Tebbit, 44,' gives his age and 'when he is sentenced in March' his sentencing:
    neither is asked, both are counted."""
    asked, skips = _asked(tmp_path, ANSWERED)
    assert asked == []
    assert skips["absent sentencing: the document may answer it"] == 1
    assert skips["absent age: the document may answer it"] == 1


def test_an_event_told_as_an_aside_raises_no_question(tmp_path: Path) -> None:
    """'Lorenz, who wrote the paper, died in 2008' late in a story about someone else is
    not the story's event: no question on his death."""
    asked, _ = _asked(tmp_path, ASIDE)
    assert asked == []


def test_an_acquisition_without_a_price_asks_it(tmp_path: Path) -> None:
    """'Harbor Foods acquired Northwind Grocers' with no sum or price word anywhere about
    Northwind asks what was paid; the rule absence judge finds no answer in the evidence."""
    path = tmp_path / "deal.md"
    path.write_text(DEAL, encoding="utf-8")
    found = list(gap_absent(load_document(path)))
    assert [item.question for item, _, _ in found] == [
        "How much did Harbor Foods pay for Northwind Grocers?"]
    item, _, evidence = found[0]
    assert item.answer_type == "no_information" and not item.used_claims
    assert "Northwind Grocers runs 40 stores" in evidence[0].text


async def test_the_rule_judge_reads_the_evidence_as_absent(tmp_path: Path) -> None:
    """The evidence of a conviction's gaps (the story's sentences) holds no word of a
    sentence or an age: the rule absence judge agrees the topic is absent."""
    path = tmp_path / "story.md"
    path.write_text(CONVICTED, encoding="utf-8")
    judge = RuleAbsenceJudge()
    for item, aspect, evidence in gap_absent(load_document(path)):
        assert not await judge.answers(item.question, aspect, evidence), item.question
