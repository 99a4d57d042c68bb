"""A document the item does not use that states both entities with both values in one
paragraph (a trilogy's page) makes a comparison or a temporal item no multi-hop."""

from __future__ import annotations

import pytest

from services.qagen.rules import RuleQAGenerator
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern
from tests.services.qagen.films import bucket

NOVELS = [
    bucket(1, "Neuromancer", ["Neuromancer is a 1984 science fiction novel by American-Canadian "
                              "writer William Gibson."]),
    bucket(2, "Count Zero", ["Count Zero is a 1986 science fiction novel by American-Canadian "
                             "writer William Gibson."]),
]  # fmt: skip
TRILOGY = ("The Sprawl trilogy is a series of novels by William Gibson: Neuromancer (1984), "
           "Count Zero (1986) and Mona Lisa Overdrive (1988).")  # fmt: skip


def _generate(docs: list[ClaimBucket], pattern: Pattern,
              pages: dict[str, str] | None = None) -> tuple[list[str], int]:  # fmt: skip
    """The questions of ``pattern`` and the count of one_document_states_both skips."""
    generator = RuleQAGenerator((pages or {}).get)
    drafts = generator.generate_sync(docs, pattern=pattern, n_pairs=10, seed=0)
    skipped = sum(n for reason, n in generator.skips.items()
                  if "one_document_states_both" in reason)  # fmt: skip
    return [d.question for d in drafts], skipped


@pytest.mark.parametrize("pattern", ["comparison", "temporal"])
def test_a_trilogy_page_stating_both_years_skips_the_item(pattern: Pattern) -> None:
    """Two novels' pages give an item; a third page naming both with both years skips it."""
    asked, skipped = _generate(NOVELS, pattern)
    assert len(asked) == 1 and skipped == 0, asked
    asked, skipped = _generate([*NOVELS, bucket(3, "Sprawl trilogy", [TRILOGY])], pattern)
    assert asked == [] and skipped == 1


@pytest.mark.parametrize("pattern", ["comparison", "temporal"])
def test_a_page_naming_both_without_both_values_keeps_the_item(pattern: Pattern) -> None:
    """Near misses: a series page naming both novels with one year, or with none, or both
    years in paragraphs apart, answers nothing alone: the item stays."""
    for said in ("The Sprawl trilogy by William Gibson opens with Neuromancer (1984) and "
                 "goes on with Count Zero.",
                 "The Sprawl trilogy by William Gibson is Neuromancer, Count Zero and Mona "
                 "Lisa Overdrive."):  # fmt: skip
        asked, skipped = _generate([*NOVELS, bucket(3, "Sprawl trilogy", [said])], pattern)
        assert len(asked) == 1 and skipped == 0, (said, asked)
    page = ("The Sprawl trilogy is by William Gibson.\nNeuromancer came out in 1984.\n"
            "Count Zero came out in 1986.")  # fmt: skip
    trilogy = bucket(3, "Sprawl trilogy", ["The Sprawl trilogy is by William Gibson."])
    asked, skipped = _generate([*NOVELS, trilogy], pattern, {"hash-3": page})
    assert len(asked) == 1 and skipped == 0, asked


def test_the_used_pages_are_left_to_the_own_page_check() -> None:
    """A third page giving another pair's years skips nothing: both subjects must be named."""
    other = bucket(3, "Mona Lisa Overdrive", [
        "Mona Lisa Overdrive (1988) followed Neuromancer (1984) in the trilogy."])
    _, skipped = _generate([*NOVELS, other], "comparison")
    assert skipped == 0
