"""A role answer is a noun phrase of one person, never a clause's opening or a list's first item."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from services.gold.appositions import list_goes_on
from services.gold.roles import noun_phrase_problem
from tests.services.gold.role_stories import role_questions

STORY = (
    "# Network deal\n\n"
    "The lawsuit was filed against Rupert Murdoch, the executives, on-air talent and "
    "shareholders of Fox. When coach Jimmy Johnson arrived in Dallas, the team was losing. "
    "Markets were calm, said Jeffrey Halley, a market analyst with the research firm Oanda.\n"
)


def test_a_list_after_a_name_and_a_subordinator_role_are_skipped_and_counted(
        tmp_path: Path) -> None:
    """'Rupert Murdoch, the executives, on-air talent and ...' is a list, 'When coach' no role:
    both skipped with their reasons; a true appositive is still asked."""
    items, skips = role_questions(tmp_path, STORY)
    assert items == [("What does Jeffrey Halley do?",
                      "a market analyst with the research firm Oanda")]
    assert skips["apposition: the phrase is the first item of a list (', X and Y' follows)"] == 1
    assert skips["role: the role opens with a subordinator or wh-word (no noun phrase)"] == 1


def test_list_goes_on_tells_more_items_from_a_clause() -> None:
    """Further plain items joined by 'and' make a list; a speech verb or relative does not."""
    assert list_goes_on("on-air talent and shareholders of Fox sued.")
    assert list_goes_on("bankers, traders and analysts met.")
    assert not list_goes_on("said he and his wife left.")
    assert not list_goes_on("which makes chips and phones.")
    assert not list_goes_on("told reporters that markets were calm.")
    assert not list_goes_on("at sea for a week or longer at a time, to fish.")
    assert not list_goes_on("along with other lawmakers, a journalist and a judge.")


def test_noun_phrase_problem_refuses_clause_openers_and_verbs() -> None:
    """A role opening on a subordinator, wh-word or verb is refused; a title is kept."""
    assert noun_phrase_problem("When coach") is not None
    assert noun_phrase_problem("how the chief") is not None
    assert noun_phrase_problem("said coach") is not None
    assert noun_phrase_problem("defense attorney") is None
    assert noun_phrase_problem("a Harvard economist") is None


@given(st.sampled_from(["said", "told reporters", "added", "which makes", "who runs"]),
       st.text(alphabet="abcdefghij ", min_size=0, max_size=30))
def test_a_speech_verb_or_relative_after_the_comma_is_never_a_list(lead: str, tail: str) -> None:
    """Whatever follows, text that opens with a speech verb or relative word is no list."""
    assert not list_goes_on(f"{lead} {tail} and others.")
