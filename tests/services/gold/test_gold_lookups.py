"""Abbreviation, dated-name and unexpanded-abbreviation items of the gold builder."""

from __future__ import annotations

import asyncio
from pathlib import Path

from services.gold.facts import extract_facts
from services.gold.lookups import (
    MAX_EXPANSIONS,
    dated_items,
    expansion_items,
    unexpanded,
    written_anywhere,
    written_out,
)
from shared.longdoc import load_document
from shared.longdoc.model import LongDocument


def test_written_out_needs_the_initials_in_order() -> None:
    """The words before "(AOA)" spell it with "of" between; words that do not are refused."""
    assert written_out("AOA", "The angle of attack") == "angle of attack"
    assert written_out("FAA", "the Federal Aviation Administration") == (
        "Federal Aviation Administration")
    assert written_out("FAA", "the new rules") is None


def test_pdf_abbreviations_are_answered_by_their_written_out_words(fr_doc: LongDocument) -> None:
    """"What does FAA stand for?" is answered "Federal Aviation Administration" from the PDF;
    at most MAX_EXPANSIONS are asked, the ones the notice keeps using (AOA, MCAS), not the
    boilerplate written out once (FOIA), in the document's order."""
    facts = extract_facts(fr_doc)
    made = list(expansion_items(facts))
    items = {it.question: it.answers[0] for it in made}
    assert items["What does FAA stand for?"] == "Federal Aviation Administration"
    assert all(it.endswith("stand for?") for it in items)
    assert len(items) == MAX_EXPANSIONS
    assert facts.skips["abbreviation: more than the cap per document"] > 0
    assert items["What does AOA stand for?"] == "angle of attack"
    assert "What does MCAS stand for?" in items and "What does FOIA stand for?" not in items
    pages = [it.used_claims[0].pages[0] for it in made]
    assert pages == sorted(pages)


def test_pdf_dated_bulletins_keep_their_revision(fr_doc: LongDocument) -> None:
    """A service bulletin "dated June 12, 2020" is asked by its own name, revisions apart, and
    one also cited as a revision is asked as its original issue."""
    items = {it.question: it.answers[0] for it in dated_items(extract_facts(fr_doc))}
    bulletin = "Boeing Special Attention Service Bulletin"
    assert items[f"What is the date of {bulletin} 737–31–1860?"] == "June 12, 2020"
    assert items[f"What is the date of {bulletin} 737–27–1318, Revision 1?"] == "June 24, 2020"
    assert not any(q.startswith("What is the date of Accomplishment") for q in items)
    # the original issue beside its Revision 1 says which it is (either date would do)
    original = f"What is the date of the original issue of {bulletin} 737–27–1318?"
    assert items[original] == "June 10, 2020"
    assert f"What is the date of {bulletin} 737–27–1318?" not in items


def test_an_abbreviation_the_text_introduces_is_not_absent() -> None:
    """"(NPRM)" or initials spelling it make an abbreviation present; a bare one is absent."""
    assert written_anywhere("NPRM", "Notice of proposed rulemaking (NPRM).")
    assert written_anywhere("TCP", "It speaks the Transmission Control Protocol.")
    assert written_anywhere("INOP", "The markers indicate an inoperative position.")
    assert not written_anywhere("SPDY", "SPDY was faster than the old protocol.")


def test_pdf_has_no_unexpanded_abbreviation_it_answers(fr_doc: LongDocument) -> None:
    """Every abbreviation the PDF writes out or clips is kept out of the absent list."""
    absent = unexpanded(fr_doc)
    assert not {"FAA", "AOA", "NPRM", "INOP", "ALT", "MAX"} & set(absent)


def test_generation_drops_a_near_duplicate_of_a_kept_item(fr_doc: LongDocument) -> None:
    """No two definitive text items share an answer and nearly all their question words."""
    from rapidfuzz import fuzz

    from services.gold.generators import generate_candidates

    items = [it for it in generate_candidates(extract_facts(fr_doc), 0)
             if it.answer_type == "definitive" and it.source_type == "text"]
    for i, one in enumerate(items):
        for other in items[i + 1 :]:
            assert not (one.answers[0] == other.answers[0]
                        and fuzz.token_set_ratio(one.question, other.question) >= 80)


def test_a_title_after_a_name_or_a_rare_abbreviation_is_not_asked_as_absent(
        tmp_path: Path) -> None:
    """"Mozilla CEO" (a title) and an abbreviation met only twice give no absent question."""
    text = ("# Protocol history\n\nThe SPDY draft was sent in 2012. SPDY used one "
            "connection. SPDY was replaced later. Engineers liked SPDY. SPDY ended in "
            "2016.\n\nThe Mozilla CEO "
            "resigned. Mozilla CEO pay rose. The CEO spoke. A CEO left. The CEO wrote.\n\n"
            "The XYZW group met once. The XYZW group met again.\n")
    path = tmp_path / "notes.md"
    path.write_text(text, encoding="utf-8")
    assert unexpanded(load_document(path)) == ["SPDY"]


def test_a_clipped_spelling_counts_as_written_out() -> None:
    """'standard deviation' writes out STDDEV (clipped words); the acronym's own mentions ('on
    HBO Go') write nothing out, nor one word's initial mixed with another's clip ('h' + 'bo')."""
    assert written_anywhere("STDDEV", "we use STDDEV, the standard deviation of the codes")
    assert not written_anywhere("HBO", "stream it on HBO Go or HBO Now")
    assert not written_anywhere("HBO", "it is his bonus")


def test_a_word_clipped_to_its_letters_in_order_counts_as_written_out() -> None:
    """'average' writes out AVG: 'What does AVG stand for?' is not asked as absent."""
    assert written_anywhere("AVG", "the AVG column holds the average of each code")
    assert not written_anywhere("HBO", "the film is set by the harbor")


def test_an_abbreviation_never_written_out_is_not_asked_as_absent(tmp_path: Path) -> None:
    """A story using NASA five times unexplained asks no 'What does NASA stand for?' (common
    knowledge) and counts the skip."""
    from services.gold.build import build_gold
    from services.gold.mix import load_mix

    text = ("# Moon landers\n\n"
            "NASA picked three companies on Monday to build lunar landers. Gwynne Shotwell, "
            "president of SpaceX, said missions could begin in 2022. The Commercial Lunar "
            "Payload Services (CLPS) program now has 14 companies. NASA will fly the rover in "
            "2023. NASA plans 20 flights. NASA officials said the budget is set. NASA also "
            "named Ceres Robotics.\n")
    path = tmp_path / "story.md"
    path.write_text(text, encoding="utf-8")
    assert unexpanded(load_document(path)) == ["NASA"]
    built = asyncio.run(build_gold(path, count=20, mix=load_mix(None)))
    assert "What does CLPS stand for?" in {it.question for it in built.items}
    assert not any(it.answer_type == "no_information" and "stand for" in it.question
                   for it in built.items)
    skips = built.generation["template_skips"]
    assert skips["absent: an abbreviation never written out (common knowledge)"] == 1


def test_a_plural_abbreviation_is_asked_in_the_singular(tmp_path: Path) -> None:
    """'G protein-coupled receptors (GPCRs)' asks 'What does GPCR stand for?' answered by the
    singular, a hyphenated word giving two letters; ILC2 read as 'innate lymphoid cell' (its
    2 lost) is not asked."""
    path = tmp_path / "cells.md"
    path.write_text("# Taste cells\n\nMost taste sensors are G protein-coupled receptors "
                    "(GPCRs), which sit in the cell membrane. The receptors were found in "
                    "2000. They call group 2 innate lymphoid cells (ILC2s) to help.\n",
                    encoding="utf-8")
    items = {it.question: it.answers[0] for it in expansion_items(
        extract_facts(load_document(path)))}
    assert items == {"What does GPCR stand for?": "G protein-coupled receptor"}


# The real NDTV page (postlight/parser fixtures/www.ndtv.com.html), cut down: its date in a
# meta ``value`` attribute, the story's sentence naming the FDA "Last week"
NDTV = (
    '<html><head><title>COVID-19: Trump Talks "Retaliation"</title><meta name="publish-date" '
    'value="Tue, 07 Apr 2020 07:36:07 +0530"></head><body><article><h1>COVID-19: Trump Talks '
    '"Retaliation" If India Rejects Export Of Key Drug</h1><p>US President Donald Trump has '
    'said "there may be retaliation" if India does not agree to export hydroxychloroquine, a '
    "key anti-malaria drug believed by many to be effective in the treatment of coronavirus."
    "</p><p>Last week, the US Food and Drug Administration (FDA) issued an Emergency Use "
    "Authorization or EUA to permit the emergency use of hydroxychloroquine sulfate supplied "
    "from the national stockpile to treat adult and adolescent COVID-19 patients who weigh 50 "
    "kg or more and are hospitalised, according to an official statement.</p></article>"
    "</body></html>"
)


def test_an_abbreviation_fact_writes_out_its_relative_day(tmp_path: Path) -> None:
    """The FDA's fact on the NDTV page reads "In the week of March 30, 2020, ..." against the
    page's date (April 7, 2020), not "Last week"; without a page date it is not asked."""
    path = tmp_path / "ndtv.html"
    path.write_text(NDTV, encoding="utf-8")
    items = {it.question: it for it in expansion_items(extract_facts(load_document(path)))}
    fact = items["What does FDA stand for?"].used_claims[0].claim
    assert fact.startswith("In the week of March 30, 2020, the US Food and Drug Administration")
    path.write_text(NDTV.replace("value=", "data-x="), encoding="utf-8")
    facts = extract_facts(load_document(path))
    assert "What does FDA stand for?" not in {it.question for it in expansion_items(facts)}
    assert facts.skips["abbreviation: the sentence's relative day is not anchored"] >= 1
