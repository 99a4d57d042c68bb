"""No-information items about a document's own themes: a flight's accident, a proposed
rule's operators, a model's fleet."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

from services.gold.absent import RuleAbsenceJudge
from services.gold.boundary import first_document
from services.gold.themes import theme_absent
from shared.longdoc import load_document
from shared.longdoc.model import LongDocument
from shared.longdoc.search import ChunkIndex

CRASH = (
    "# Airliner lost off Java\n\n"
    "On October 29, 2018, a Boeing Model 737-8 airplane operated by Lion Air (Lion Air Flight "
    "610) was involved in an accident after takeoff from Jakarta, resulting in 189 "
    "fatalities. Investigators said Lion Air Flight 610 had a faulty sensor.\n\n"
    "The airplane crashed 13 minutes after takeoff with 181 passengers on board. The sensor "
    "was replaced the day before.\n"
)


def _asked(doc: LongDocument) -> tuple[dict[str, tuple[str, ...]], Counter[str]]:
    skips: Counter[str] = Counter()
    found = theme_absent(doc, ChunkIndex(doc.chunks), skips)
    return {item.question: aspect.phrases for item, aspect, _ in found}, skips


def test_the_pdf_asks_what_it_never_says_about_its_accident_rule_and_model(
        fr_doc: LongDocument) -> None:
    """The Federal Register PDF tells of two flights' accidents (189 and 157 fatalities,
    never the passengers on board nor when after takeoff; Lion Air Flight 043, the flight
    before the accident flight, had none), of the FAA's proposed rule (73
    airplanes, never how many operators) and of 737 MAX airplanes (never the world fleet);
    the rule absence judge finds no answer in the evidence of any."""
    doc, _ = first_document(fr_doc)
    found = list(theme_absent(doc, ChunkIndex(doc.chunks)))
    assert [item.question for item, _, _ in found] == [
        "How many passengers were on board Lion Air Flight 610?",
        "How many passengers were on board Ethiopian Airlines Flight 302?",
        "How long after takeoff did the Lion Air Flight 610 accident happen?",
        "How long after takeoff did the Ethiopian Airlines Flight 302 accident happen?",
        "How many operators does the FAA's proposed rule affect?",
        "How many Boeing 737 MAX airplanes are there worldwide?",
    ]
    judge = RuleAbsenceJudge()
    for item, aspect, evidence in found:
        assert item.answer_type == "no_information" and not item.used_claims
        assert evidence
        assert not asyncio.run(judge.answers(item.question, aspect, evidence))


def test_a_story_that_gives_the_passengers_and_the_time_is_not_asked(tmp_path: Path) -> None:
    """'13 minutes after takeoff with 181 passengers on board' answers both flight
    questions: neither is asked, both skips are counted."""
    path = tmp_path / "crash.md"
    path.write_text(CRASH, encoding="utf-8")
    asked, skips = _asked(load_document(path))
    assert asked == {}
    assert skips["absent passengers: the document may answer it"] == 1
    assert skips["absent after_takeoff: the document may answer it"] == 1
    unanswered = CRASH.replace("13 minutes after takeoff with 181 passengers on board",
                               "into the sea")
    path.write_text(unanswered, encoding="utf-8")
    asked, _ = _asked(load_document(path))
    assert set(asked) == {"How many passengers were on board Lion Air Flight 610?",
                          "How long after takeoff did the Lion Air Flight 610 accident happen?"}
