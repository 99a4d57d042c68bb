"""A who-question is not asked when an adverb orders the subject's own history."""

from __future__ import annotations

from collections import Counter

from services.gold.facts import make_fact
from services.gold.pinpoint import _who_item
from shared.longdoc import load_document
from tests.conftest import shared_data_file


def test_first_in_the_subjects_own_history_asks_no_who_question() -> None:
    """'Instagram first introduced ... in 2016' gives no 'Who first introduced ...?'; counted."""
    chunk = load_document(shared_data_file("html", "readability_nytimes-1.html")).chunks[0]
    text = "Instagram first introduced business accounts in 2016."
    skips: Counter[str] = Counter()
    assert _who_item(make_fact(chunk, 1, text, text, None), skips) is None
    assert sum(n for reason, n in skips.items() if "own history" in reason) == 1
    plain = "Instagram introduced business accounts in 2016."
    item = _who_item(make_fact(chunk, 2, plain, plain, None), Counter())
    assert item is not None
    assert item.question == "Who introduced business accounts in 2016?"
