"""An ``-ed`` adjective before a bare noun after ``and`` is no second predicate."""

from __future__ import annotations

from shared.claims.splitting import split_coordinated


def test_related_matters_is_one_object() -> None:
    """'collusion and related matters' stays one claim, never 'Mueller related matters'."""
    claim = (
        "Mueller was tasked with investigating Russian collusion and related matters "
        "in the 2016 election."
    )
    assert split_coordinated(claim) == [claim]


def test_redesigned_before_a_number_noun_is_one_object() -> None:
    """'the 11-inch iPad Pro and redesigned 12.9-inch iPad Pro' keeps its date whole."""
    claim = (
        "Apple released the 11-inch iPad Pro and redesigned 12.9-inch iPad Pro "
        "before the end of last year."
    )
    assert split_coordinated(claim) == [claim]


def test_adjective_reading_verb_with_a_determiner_still_splits() -> None:
    """'and acquired a rival firm' is a second predicate: it splits off with its subject."""
    assert split_coordinated(
        "Smith founded the company in 1990 and acquired a rival firm in 1999."
    ) == ["Smith founded the company in 1990.", "Smith acquired a rival firm in 1999."]


def test_past_verb_before_a_preposition_still_splits() -> None:
    """'and retired from football in 2005' is a second predicate of the subject."""
    assert split_coordinated(
        "Smith joined the club in 1990 and retired from football in 2005."
    ) == ["Smith joined the club in 1990.", "Smith retired from football in 2005."]
