"""Asides that add a second fact: cut from the claim, or the claim split at them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.asides import split_asides


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Whale experts regard New Zealand \u2013 or Aotearoa as it is called by M\u0101ori "
         "\u2013 as the whale stranding capital of the world.",
         ["Whale experts regard New Zealand as the whale stranding capital of the world."]),
        ("Uber is a taxi company, albeit an under-regulated one, and nothing more.",
         ["Uber is a taxi company and nothing more."]),
        ("The Arduino project grew out of course work taught in Ivrea, Italy (using "
         "Processing, Wiring, and pre-existing microcontroller hardware).",
         ["The Arduino project grew out of course work taught in Ivrea, Italy."]),
        ('"SRL" is essentially the Italian equivalent of "LLC"\u2014Smart Projects was '
         "incorporated in Italy.",
         ['"SRL" is essentially the Italian equivalent of "LLC".',
          "Smart Projects was incorporated in Italy."]),
        ("OpenOffice is driven by four developers from a single company \u2014 a company that "
         "appears to have been deemphasizing OpenOffice work.",
         ["OpenOffice is driven by four developers from a single company."]),
    ],
)  # fmt: skip
def test_asides_are_cut_or_split(claim: str, expected: list[str]) -> None:
    """Paired dashes, ``albeit``, a stating parenthesis, a trailing dash: one fact a claim."""
    assert split_asides(claim) == expected


@pytest.mark.parametrize(
    "claim",
    [
        "Minecraft items can store metadata in a format known as Named Binary Tag (NBT).",
        "New Zealand has a total land area of 268,000 square kilometres (103,500 sq mi).",
        "Michael Johnson (born 21 July 1965, Kingston, Jamaica) is a reggae singer.",
        "The range of the Rayleigh quotient (for matrix that is not necessarily Hermitian) is "
        "called a numerical range.",
        "(The same basic story exists in manga, anime and live action versions, as before.)",
    ],
)
def test_aliases_dates_qualifiers_and_whole_sentences_stay(claim: str) -> None:
    """An alias, a measure, life dates, a qualifier and a sentence in brackets are kept."""
    assert split_asides(claim) == [claim]


_WORDS = st.sampled_from(
    ["Uber", "is", "a", "company", "(using", "Wiring,", "and", "tools)", "\u2014", "\u2013",
     "Smart", "Projects", "was", "founded", "in", "Italy", ",", "albeit", "small,", "the"]
)  # fmt: skip


@given(st.lists(_WORDS, min_size=1, max_size=30))
def test_cutting_never_invents_words(words: list[str]) -> None:
    """Every word of every output claim is a word of the input: cuts only remove text."""
    claim = " ".join(words) + "."
    source = set(re.findall(r"\w+", claim))
    for part in split_asides(claim):
        assert set(re.findall(r"\w+", part)) <= source
        assert part.rstrip("\"'\u201d\u2019)").endswith((".", "!")) or part == claim


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("GET requests to a document (but not a folder) whose path starts with '/public/' are "
         "always allowed.",
         "GET requests to a document (but not a folder) whose path starts with '/public/' are "
         "always allowed."),
        ("Hank Williams on Stage was released by MGM in 1962 (see 1962 in country music).",
         "Hank Williams on Stage was released by MGM in 1962."),
        ("New Zealand, still part of the colony of New South Wales, became a separate Colony of "
         "New Zealand on 1 July 1841.",
         "New Zealand became a separate Colony of New Zealand on 1 July 1841."),
    ],
)  # fmt: skip
def test_narrowing_kept_pointers_and_former_states_cut(claim: str, expected: str) -> None:
    """A narrowing aside stays; a pointer aside and a subject's former state are cut."""
    # ``(but not a folder)`` stays; ``(see ...)`` and a former state between commas go.
    assert split_asides(claim) == [expected]
