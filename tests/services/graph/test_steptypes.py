"""The spec's step types with their precedence, and citation stance."""

from __future__ import annotations

import pytest

from services.graph.steptypes import classify, stance_of


@pytest.mark.parametrize(
    ("text", "cited", "last", "expected"),
    [
        ("Meta left its lease at The Domain [4]", True, False, "evidence"),
        ("Meta left its lease at The Domain [4]", True, True, "conclude"),
        ("Overall, Meta stayed in Menlo Park.", False, False, "conclude"),
        ("In summary: no move [8].", True, False, "conclude"),
        ("Therefore the answer is 1974.", False, False, "conclude"),
        ("Thus Meta did not move.", False, False, "conclude"),
        ("Hence no move happened.", False, False, "conclude"),
        ("Meta left because rents rose [4]", True, False, "reason"),
        ("Searching for Meta headquarters Austin.", False, False, "retrieve"),
        ("Let me look up the Reuters story.", False, False, "retrieve"),
        ("Visiting https://www.reuters.com/technology/meta for details.", False, False,
         "retrieve"),
        ("Search: meta hq austin", False, False, "retrieve"),
        ("Austin office space is larger than Menlo Park's [3]", True, False, "comparison"),
        ("Compared to 2023, the lease shrank.", False, False, "comparison"),
        ("Austin versus Menlo Park.", False, False, "comparison"),
        ("Meta might move later [11]", True, False, "hypothesis"),
        ("Maybe the lease was sublet.", False, False, "hypothesis"),
        ("Assume the reports are current.", False, False, "hypothesis"),
        ("The question asks about headquarters.", False, False, "reason"),
        ("This implies a reincorporation, not a move.", False, False, "reason"),
    ],
)
def test_step_type_rules(text: str, cited: bool, last: bool, expected: str) -> None:
    """Each thought gets the first matching type in the spec's order."""
    assert classify(text, cited=cited, last=last) == expected


def test_comparison_beats_hypothesis() -> None:
    """A speculative comparison is a comparison (comparison is listed first)."""
    assert classify("It could be higher than last year.", cited=False, last=False) == "comparison"


def test_evidence_beats_retrieve_for_a_cited_search() -> None:
    """'I searched for X [3]' with one citation and no reasoning word is evidence."""
    assert classify("I searched for the lease news [3]", cited=True, last=False) == "evidence"


def test_rather_than_is_not_a_comparison() -> None:
    """'rather than' and 'other than' are not comparison cues."""
    assert classify("Meta chose Texas rather than Delaware [8]", cited=True,
                    last=False) == "evidence"


@pytest.mark.parametrize(
    ("context", "expected"),
    [
        ("Leaving its lease at The Domain", "supports"),
        ('a spokesperson said "it does not plan on shifting"', "contradicts"),
        ("The company denied the report", "contradicts"),
        ("Contrary to", "contradicts"),
        ("However, a later filing shows", "contradicts"),
        ("Meta hasn't moved", "contradicts"),
        ("The article does not mention Austin", "neutral"),
        ("There is no information about the date in", "neutral"),
        ("see also", "neutral"),
    ],
)
def test_stance_cues(context: str, expected: str) -> None:
    """Negation/denial/contrast cues contradict; silence cues are neutral; else supports."""
    assert stance_of(context) == expected
