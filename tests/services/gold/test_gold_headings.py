"""Section headings as questions name them: cleaned, in their own case, noun phrases only."""

from __future__ import annotations

import random
from pathlib import Path

from services.gold.drafts import clean_heading, section_name
from services.gold.facts import extract_facts
from services.gold.synthesis import synthesis_items, usable_heading
from shared.longdoc import load_document

PAGE = """# Bathroom notes

## Current Status #

- The tap in the guest bathroom drips at night.
- The extractor fan rattles when it starts.
- The mirror light flickers in cold weather.

## Beware the wall-mounted hairdryer

The hairdryer is wired to a switch beside the door. The switch has no cover. The landlord
was told of it in May.

## Explanation of Change to the Applicability

The rule covers all tenants of the building, which the city renovated in 2019 after a long
dispute with its owners. The earlier rule covered only the ground floor.

## Terms of Use

The lease runs for ten years. The rent is due monthly.
"""


def test_headings_lose_anchors_and_keep_their_own_case() -> None:
    """A trailing '#', a pilcrow, [edit] and list numbering are removed; the case is kept."""
    assert clean_heading("Current status #") == "Current status"
    assert clean_heading("(q) Related Information¶") == "Related Information"
    assert clean_heading("History[edit]") == "History"
    assert section_name("Explanation of Change to the Applicability") == (
        'the section "Explanation of Change to the Applicability"')
    assert section_name("Related Service Information Under 1 CFR Part 51") == (
        "the section on Related Service Information Under 1 CFR Part 51")


def test_an_imperative_heading_names_no_section() -> None:
    """'Beware the ...' and 'Use the ...' are refused; 'Use of force' and 'Background' are not."""
    assert usable_heading("Beware the wall-mounted hairdryer") is not None
    assert usable_heading("Use the side entrance") is not None
    assert usable_heading("Is it safe?") is not None
    assert usable_heading("Use of force") is None
    assert usable_heading("Background") is None


def test_section_questions_quote_the_clean_heading(tmp_path: Path) -> None:
    """No '#' or lowered heading reaches a question; the imperative section is a counted skip."""
    path = tmp_path / "notes.md"
    path.write_text(PAGE, encoding="utf-8")
    facts = extract_facts(load_document(path))
    questions = [it.question for it in synthesis_items(facts, random.Random(0))
                 if it.answer_type in ("list", "summary")]
    assert 'What three points does the section "Current Status" list?' in questions
    assert 'Summarize the section "Explanation of Change to the Applicability".' in questions
    assert not any("#" in q or "hairdryer" in q.lower() for q in questions)
    assert facts.skips[
        "summary: the heading is an imperative or a question, not a noun phrase"] == 1


PRONOUN_PAGE = """# The old pier

## History

The pier was built in 1890 by the harbour board, which ran the docks of the town until
the city took them over in 1921. Storms damaged it in 1953.

## Repairs

It was closed in 2019 after an inspection. The council paid for new piles in 2021.

## Lighting

This means the lamps stay off after ten. The council changed the rule in 2022.
"""


def test_a_summary_opening_on_an_unanchored_pronoun_is_skipped(tmp_path: Path) -> None:
    """'It was closed ...' and 'This means ...' open no summary; the named section is kept."""
    path = tmp_path / "pier.md"
    path.write_text(PRONOUN_PAGE, encoding="utf-8")
    facts = extract_facts(load_document(path))
    summaries = [it for it in synthesis_items(facts, random.Random(0))
                 if it.answer_type == "summary"]
    assert [it.question for it in summaries] == ['Summarize the section "History".']
    assert facts.skips["summary: the first sentence opens with a pronoun whose referent is "
                       "not in the section"] == 2


def test_a_summary_is_shorter_than_its_section(tmp_path: Path) -> None:
    """A summary keeps main clauses and is shorter; an unshortenable section is a counted skip."""
    path = tmp_path / "notes.md"
    path.write_text(PAGE, encoding="utf-8")
    facts = extract_facts(load_document(path))
    summaries = {it.question: it.answers[0] for it in synthesis_items(facts, random.Random(0))
                 if it.answer_type == "summary"}
    answer = summaries['Summarize the section "Explanation of Change to the Applicability".']
    assert answer == ("The rule covers all tenants of the building. "
                      "The earlier rule covered only the ground floor.")
    assert not any("Terms of Use" in q for q in summaries)
    assert facts.skips["summary: its main clauses are not much shorter than the section"] >= 1


def test_a_headline_moving_a_figure_is_no_topic() -> None:
    """'iPad Pro drops to $799' is a headline (a verb moving a figure), not a section topic."""
    assert usable_heading("Apple’s latest 12.9-inch iPad Pro drops to $799") is not None
    assert usable_heading("Costs of the stabilizer wiring change") is None


def test_a_list_of_section_links_is_not_asked_as_points(tmp_path: Path) -> None:
    """Items ending in a '(More)' link are a table of contents: no list item is made."""
    path = tmp_path / "post.md"
    path.write_text("# Help\n\n## Summary\n\nThis post covers:\n\n- Why the grant is promising. "
                    "(More)\n- Risks we see with this grant. (More)\n- Our plans for the work. "
                    "(More)\n", encoding="utf-8")
    facts = extract_facts(load_document(path))
    assert [it for it in synthesis_items(facts, random.Random(0)) if it.answer_type == "list"] == []
    assert any("(More)" in reason for reason in facts.skips)
