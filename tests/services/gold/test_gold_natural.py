"""Gold questions as people ask them: inverted clauses, infoboxes, real procedures, lists whole."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.gold.asking import base_form, how_many_question, when_question, who_question
from services.gold.build import build_gold
from services.gold.facts import extract_facts
from services.gold.mix import load_mix
from services.gold.pinpoint import pinpoint_items
from services.gold.sentence_facts import main_clause
from services.gold.synthesis import _list_runs, imperative, synthesis_items
from shared.longdoc import load_document
from shared.longdoc.html import parse_html_blocks
from shared.longdoc.model import LongDocument
from shared.text.phrases import single_date, single_quantity
from tests.conftest import shared_data_file

REPO = Path(__file__).resolve().parents[3]
MIX = REPO / "examples" / "gold" / "mix.toml"
_OPENINGS = re.compile(
    r"^(When|In what year|How many|How much|What|Who|Which|Where|Summarize|Give)\b"
)


def _when(text: str) -> str | None:
    mention = single_date(text)
    assert mention is not None
    return when_question(text, mention)


def test_a_dated_sentence_is_asked_with_its_clause_inverted() -> None:
    """"On <date>, the FAA issued X" becomes "When did the FAA issue X?", not a blank."""
    assert _when("On March 13, 2019, the FAA issued an Emergency Order of Prohibition.") == (
        "When did the FAA issue an Emergency Order of Prohibition?")
    assert _when("Mozilla Persona will be shutting down on November 30, 2016.") == (
        "When will Mozilla Persona be shutting down?")
    assert _when("In 2011, Eich transferred the code to Dave Mandelin.") == (
        "In what year did Eich transfer the code to Dave Mandelin?")


def test_a_sentence_that_does_not_invert_gives_no_question() -> None:
    """A date in a side clause, a hyphenated adjective or an instruction is skipped."""
    assert _when("Mozilla is a free-software community, created in 1998 by Netscape.") is None
    assert _when("A state-owned television service began in 1960.") is None
    text = "Place warning signs 500 meters before the work zone."
    q = single_quantity(text)
    assert q is not None and how_many_question(text, q) is None


def test_a_figure_is_asked_as_the_object_or_complement() -> None:
    """"X employs 3,000 people" -> "How many people does X employ?"; a budget -> "What was"."""
    text = "The company employs 3,000 people."
    q = single_quantity(text)
    asked = how_many_question(text, q) if q is not None else None
    assert asked == "How many people does the company employ?"
    text = "The renovation budget was $52 million when the council approved it in 2021."
    q = single_quantity(text)
    assert q is not None and how_many_question(text, q) == (
        "What was the renovation budget when the council approved it in 2021?")


def test_a_distance_in_a_direction_is_no_what_question() -> None:
    """'The plant is 20 miles north of the Bronx' gives no 'What is the plant north of the
    Bronx?' (answered '20 miles': the question asks nothing a person would ask)."""
    for text in ("The Indian Point nuclear power plant is 20 miles north of the Bronx and "
                 "notoriously creaky.", "The depot was 3 kilometres from the harbour."):
        q = single_quantity(text)
        assert q is not None and how_many_question(text, q) is None, text


def test_has_as_main_verb_or_auxiliary_is_asked_in_order() -> None:
    """'now has 14 companies' asks 'does ... now have'; 'has hired 40' asks 'has ... hired'."""
    asked = {}
    for text in ("The program now has 14 companies.", "The company has hired 40 engineers.",
                 "The firm had 300 employees in 2010."):
        q = single_quantity(text)
        asked[text] = how_many_question(text, q) if q is not None else None
    assert list(asked.values()) == ["How many companies does the program now have?",
                                    "How many engineers has the company hired?",
                                    "How many employees did the firm have in 2010?"]


def test_an_adverb_between_subject_and_verb_is_kept_after_the_subject() -> None:
    """'Apple first started ... in 2015' asks 'did Apple first start'; a pointing-back 'also'
    is left out of a when-question and refuses a who-question (others did it too)."""
    text = "Apple first started replacing its MagSafe connector with USB-C on MacBooks in 2015."
    mention = single_date(text)
    assert mention is not None and when_question(text, mention) == (
        "In what year did Apple first start replacing its MagSafe connector with USB-C on "
        "MacBooks?")
    text = "Mourinho also won the league in 2005."
    mention = single_date(text)
    assert mention is not None
    assert when_question(text, mention) == "In what year did Mourinho win the league?"
    assert who_question(text) is None
    assert who_question("Mourinho won the Premier League in 2005.") == (
        "Who won the Premier League in 2005?", "Mourinho")
    assert who_question("Mourinho won the league in 2005.") is None  # which league?


def test_a_clock_time_is_no_clause_boundary() -> None:
    """The main clause keeps 'at 6:38 p.m.' whole; a colon before a clause still ends it."""
    assert main_clause("Webb grabbed the girl on 6th Avenue at 6:38 p.m. on Saturday.") == (
        "Webb grabbed the girl on 6th Avenue at 6:38 p.m. on Saturday")
    assert main_clause("The FAA issued an order on Monday: all planes stay grounded.") == (
        "The FAA issued an order on Monday")


@given(st.sampled_from(["stop", "plan", "promote", "issue", "launch", "found", "sign", "open",
                        "create", "release", "announce", "acquire", "join", "apply", "name"]))
def test_base_form_undoes_the_regular_past(verb: str) -> None:
    """The base form of a regular past tense is the verb it was made from."""
    if verb.endswith("e"):
        past = verb + "d"
    elif verb.endswith("y"):
        past = verb[:-1] + "ied"
    elif verb in ("stop", "plan"):
        past = verb + verb[-1] + "ed"
    else:
        past = verb + "ed"
    assert base_form(past) == verb


@given(st.text(alphabet="abcdefghij ,.", min_size=0, max_size=40))
def test_inverted_questions_never_keep_the_date(prefix: str) -> None:
    """Whatever precedes it, a returned when-question ends with "?" and omits the date."""
    text = f"The council{prefix} approved the plan on May 4, 2020."
    question = _when(text)
    if question is not None:
        assert question.endswith("?") and "2020" not in question and "May 4" not in question


def test_an_infobox_is_a_label_value_box_and_gives_no_cell_questions() -> None:
    """Wikipedia's infobox ("Founded | February 28, 1998") never becomes "the Industry of X"."""
    path = shared_data_file("html", "readability_wikipedia.html")
    html = path.read_text(encoding="utf-8")
    tables = [b.table for b in parse_html_blocks(html).blocks if b.table is not None]
    boxes = [t for t in tables if t.key_value]
    assert boxes and any("Founded" in (row[0] for row in t.rows) for t in boxes)
    facts = extract_facts(load_document(path))
    assert not any(c.row_label == "Founded" for cells in facts.cells.values() for c in cells)
    assert facts.skips["table: a label/value box (infobox) gives no header-of-row facts"] >= 1


def test_numbered_findings_are_not_a_procedure(fr_doc: LongDocument) -> None:
    """"(1) Is not a significant regulatory action" is a finding; "Install ..." is a step; the
    PDF's only procedure is its AFM revisions ("(1) In the ... chapter, remove ...")."""
    assert not imperative("(1) Is not a ‘‘significant regulatory action’’ under EO 12866,")
    assert not imperative("^ Lardinois, Frederic (November 15, 2012).")
    assert imperative("1. Notify the traffic control centre at least 48 hours before.")
    doc = fr_doc
    facts = extract_facts(doc)
    items = list(synthesis_items(facts, random.Random(0)))
    assert [i.question for i in items if i.answer_type == "instructional"] == [
        'What steps does the section "Airplane Flight Manual (AFM) Revisions" give, in order?']
    assert facts.skips["procedure: the numbered items are not imperative steps"] >= 1


def test_a_list_the_chunker_split_is_read_whole(fr_doc: LongDocument) -> None:
    """A list running into the next chunk is one list, and a wrapped item keeps its tail."""
    doc = fr_doc
    runs = [[b.text for _, b in run] for run in _list_runs(doc.chunks)]
    run = next(r for r in runs if any(t.startswith("Performing an operational") for t in r))
    assert run[0].startswith("Changing the horizontal stabilizer trim wire routing")
    assert len(run) == 4 and "markers if applicable" in run[1]
    facts = extract_facts(doc)
    items = list(synthesis_items(facts, random.Random(0)))
    assert facts.skips["list: the section holds several lists"] >= 2
    assert not [i for i in items if "proposed AD requirements" in i.question]


@pytest.mark.parametrize("name", ["wikipedia", "engadget", "bbc-1", "nytimes-1", "cnet"])
async def test_saved_pages_ship_no_sentence_with_a_blank(name: str) -> None:
    """Every question on a saved page opens as a question or a request, never mid-sentence."""
    path = shared_data_file("html", f"readability_{name}.html")
    built = await build_gold(path, count=60, mix=load_mix(MIX), seed=0)
    for record in built.records:
        assert _OPENINGS.match(record.question), record.question
        assert "the document" not in record.question.lower()


def test_a_names_first_is_a_statement_asks_what_it_is() -> None:
    """"Rhino is an open source JavaScript engine" -> "What is Rhino?"; a role: what X does."""
    from services.gold.pinpoint import _identity_item
    from shared.messages.qa import UsedClaim

    def fact(text: str) -> UsedClaim:
        return UsedClaim(doc_id=0, claim_id="c1", claim=text, span=text, chunk_id="x",
                         pages=(1,), category="definition")

    skips: Counter[str] = Counter()
    asked: set[str] = set()
    item = _identity_item(fact("Rhino is an open source JavaScript engine."), skips, asked)
    assert item is not None and item.question == "What is Rhino?"
    assert item.answers[0] == "an open source JavaScript engine"
    again = _identity_item(fact("Rhino is a project of the Mozilla Foundation."), skips, asked)
    assert again is None and sum(skips.values()) == 1
    who = _identity_item(fact("Lucas Nolan is a reporter for Breitbart Tech."), skips, asked)
    assert who is not None and who.question == "What does Lucas Nolan do?"
    assert _identity_item(fact("It is a small engine written in C."), skips, asked) is None
    renamed = fact("Australian English is the predominant language in New Zealand.").model_copy(
        update={"span": "English is the predominant language in New Zealand."})
    assert _identity_item(renamed, skips, asked) is None


def test_pieces_cut_from_one_sentence_are_not_facts_of_their_own() -> None:
    """A piece cut from one sentence ('Thunderbird is a free.') backs no item."""
    facts = extract_facts(load_document(shared_data_file("html", "readability_wikipedia.html")))
    cut = facts.fragments()
    pieces = [f.claim for _, f in facts.all() if f.claim_id in cut]
    claims = [f.claim for _, f in facts.all()]
    assert "Thunderbird is a free." not in claims or "Thunderbird is a free." in pieces
    items = [*synthesis_items(facts, random.Random(0))]
    assert not [i for i in items for c in i.used_claims if c.claim_id in cut]


@pytest.mark.parametrize(("verb", "base"), [("changed", "change"), ("filed", "file"),
                                            ("premiered", "premiere"), ("chose", "choose"),
                                            ("employs", "employ"), ("saw", "see")])
def test_base_form_reads_the_lexicon_not_stripped_endings(verb: str, base: str) -> None:
    """"changed" and "filed" give "change" and "file" (the old ending rules gave "chang")."""
    assert base_form(verb) == base


def test_a_word_that_is_no_verb_form_has_no_base_form() -> None:
    """A name or a noun ("Tuesday", "bus") is not a verb form, so no question is inverted."""
    assert base_form("Tuesday") is None and base_form("bus") is None


def test_a_date_that_bounds_a_deed_is_not_asked_as_its_date(tmp_path: Path) -> None:
    """'By January 2002, Acme Corp hired 500 engineers' is no answer 'January 2002' to 'When
    did ...?' (the qualifier would be dropped): skipped and counted; a plain 'in 1999' is asked."""
    path = tmp_path / "acme.md"
    path.write_text("# Acme\n\nBy January 2002, Acme Corp hired 500 engineers in Texas. Acme "
                    "Corp opened its first store in Austin in 1999.\n", encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked = {it.question: it.answers[0] for it in pinpoint_items(facts)}
    assert asked.get("In what year did Acme Corp open its first store in Austin?") == "1999"
    assert "January 2002" not in asked.values()
    assert facts.skips["date: the date is a bound ('by', 'as of', 'since', 'until'), not the "
                       "deed's"] == 1
