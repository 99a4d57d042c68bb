"""List items from inline-numbered points, and steps under a fronted phrase."""

from __future__ import annotations

import random
from pathlib import Path

from services.gold.enumerations import enumeration_items
from services.gold.facts import DocFacts, extract_facts
from services.gold.synthesis import imperative, synthesis_items
from shared.longdoc import load_document
from shared.longdoc.model import LongDocument

NOTICE = """# Harbor notice

## Works

To reduce flooding, the Port Authority plans three changes: (1) raising the north wall,
(2) widening the drain, and (3) adding a pump station. The board approved two things:
(1) a new budget, (2) a staff plan, and (3) a new name.

## Steps

(1) In the north shed, remove the old pumps.

(2) In the south shed, install the new pumps.

(3) Before reopening, test every pump.

## Contacts

(1) For permits, contact the harbor office.

(2) For press enquiries, contact the mayor's office.
"""


def _facts(tmp_path: Path) -> DocFacts:
    path = tmp_path / "notice.md"
    path.write_text(NOTICE, encoding="utf-8")
    return extract_facts(load_document(path))


def test_a_counted_inline_enumeration_is_asked_as_a_list(tmp_path: Path) -> None:
    """'plans three changes: (1) ..., (2) ..., and (3) ...' asks the three changes in order;
    a count that does not match its points is skipped and counted."""
    facts = _facts(tmp_path)
    items = list(enumeration_items(facts))
    assert [it.question for it in items] == [
        "What three changes does the Port Authority plan?"]
    assert items[0].answers[0].split("\n") == [
        "- Raising the north wall", "- Widening the drain", "- Adding a pump station"]
    assert facts.skips["enumeration: the points do not match the count the sentence gives"] == 1


def test_a_step_after_a_fronted_phrase_is_imperative() -> None:
    """'In the north shed, remove ...' and 'Before further flight, install ...' are steps."""
    assert imperative("(1) In the north shed, remove the old pumps.")
    assert imperative("Before further flight, install FCC OPS software.")
    assert not imperative("In 2019, the board approved the plan.")


def test_three_fronted_steps_are_a_procedure_and_two_alternatives_are_not(
        tmp_path: Path) -> None:
    """The three 'Steps' give an instructional item; two 'For X, contact Y' do not."""
    facts = _facts(tmp_path)
    procedures = [it for it in synthesis_items(facts, random.Random(0))
                  if it.answer_type == "instructional"]
    assert [it.question for it in procedures] == [
        'What steps does the section "Steps" give, in order?']
    assert facts.skips["procedure: two steps under fronted phrases are alternatives, not "
                       "steps"] == 1


def test_the_pdf_gives_its_design_changes_and_afm_revision_steps(fr_doc: LongDocument) -> None:
    """The PDF's four design changes are a list; its ten AFM revisions are steps in order,
    the one a page break cut whole ('Stabilizer Trim Inoperative paragraph')."""
    facts = extract_facts(fr_doc)
    lists = {it.question: it.answers[0] for it in enumeration_items(facts)}
    assert lists["What four design changes does the FAA propose to require?"].count("\n- ") == 3
    steps = [it for it in synthesis_items(facts, random.Random(0))
             if it.answer_type == "instructional"]
    assert len(steps) == 1 and steps[0].answers[0].count("\n") == 9
    assert "Stabilizer Trim Inoperative paragraph" in steps[0].answers[0]
