"""The finders' shortcuts give exactly what the plain regex scans give.

``find_quantities`` tries its big regex only near digits and number words, ``find_dates``
skips patterns whose required characters are absent, and the causal regex starts with a
guard; each shortcut must be invisible in the output.
"""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from shared.text import causal, dates, mentions, numbers

NUMBER_BITS = ("$", "US$", "HK$", "Rs.", "USD", "EUR", "£", " ", "  ", "\t", "\n", "1", "7",
               "2,000", "3.5", ".5", "1997", "one", "One", "ONE", "twenty", "-", "five",
               "hundred", "and", "million", "bn", "k", "M", "%", "x", "someone", "often",
               "\u017fix", "\u0130", "\u212a", "\u0131", "sq ft", "years", ",", ".", "a", "B2B",
               "th", "employees", "_")  # fmt: skip
DATE_BITS = ("Jan", "jan.", "May", "may", "Sept", "September", "\u017fept", "march", "1974",
             "2024", "06", "6th", "of", ",", " ", "/", "-", ".", "Q2", "q3", "second quarter",
             "'90s", "1990s", "FY", "in", "$", "T10:00Z", "11", "x")  # fmt: skip
CAUSAL_BITS = ("because", "of", "due", "to", "led", "lead", "leading", "caused", "by", "as",
               "a", "result", "in", "tie", "'cause", "thus", "so", "that", "x", " ", "  ", ",",
               "BECAUSE", "Resulted", "\u0130n", "which is why", "stem", "med", "from")  # fmt: skip


def _joined(bits: tuple[str, ...]) -> st.SearchStrategy[str]:
    return st.one_of(st.lists(st.sampled_from(bits), max_size=24).map("".join), st.text())


def _spans(matches: list[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in matches]


@given(_joined(NUMBER_BITS))
def test_number_matches_equal_the_full_scan(text: str) -> None:
    """Trying the number regex only near numbers finds the same matches as finditer."""
    fast = list(numbers._number_matches(text))
    assert _spans(fast) == _spans(list(numbers._NUMBER_RX.finditer(text)))


@given(_joined(NUMBER_BITS))
def test_given_dates_are_the_dates_found(text: str) -> None:
    """Passing ``find_dates(text)`` to ``find_quantities`` changes nothing."""
    found = dates.find_dates(text)
    assert numbers.find_quantities(text, dates=found) == numbers.find_quantities(text)


@given(_joined(DATE_BITS))
def test_date_shortcuts_only_skip_patterns_that_cannot_match(text: str) -> None:
    """Without four digits, a month name or a Q, the skipped patterns find nothing."""
    if dates._FOUR_DIGITS_RX.search(text) is None:
        for rx in (dates._ISO_RX, dates._MDY_RX, dates._DMY_RX, dates._MY_RX, dates._YEAR_RX):
            assert rx.search(text) is None
    if not dates._may_name_month(text):
        for rx in (dates._MDY_RX, dates._DMY_RX, dates._MY_RX):
            assert rx.search(text) is None
    if "q" not in text and "Q" not in text:
        assert dates._QUARTER_RX.search(text) is None


UNGUARDED = re.compile(
    "|".join(rf"(?P<c{i}>\b(?:{pattern})\b)" for i, (_, pattern, _) in enumerate(causal._CUES)),
    re.IGNORECASE,
)


@given(_joined(CAUSAL_BITS))
def test_causal_guard_changes_no_match(text: str) -> None:
    """The guarded causal regex matches where the plain alternation of cues matches."""
    guarded = [(m.span(), m.lastgroup) for m in causal._RX.finditer(text)]
    assert guarded == [(m.span(), m.lastgroup) for m in UNGUARDED.finditer(text)]


def _reference_entities(text: str) -> list[mentions.EntityMention]:
    """``find_entities`` as first written: every run token by token, no shortcuts."""
    out: list[mentions.EntityMention] = []

    def title_the(start: int, token: str) -> bool:
        before = text[max(0, start - 3) : start].rstrip()
        return token == "The" and bool(before) and before[-1] not in ".!?:;\"'(\u201c\n"

    def emit(segment: list[re.Match[str]]) -> None:
        while segment and segment[-1].group().lower() in mentions.CONNECTORS:
            segment.pop()
        while segment and (
            mentions.clean_token(segment[0].group()).lower() in mentions.STOP_WORDS
            or segment[0].group().lower() in mentions.CONNECTORS
        ) and not title_the(segment[0].start(), segment[0].group()):  # fmt: skip
            segment.pop(0)
        if segment:
            start = segment[0].start()
            mention = mentions.clean_token(text[start : segment[-1].end()])
            if mention and any(c.isalpha() for c in mention):
                out.append(mentions.EntityMention(start, start + len(mention), mention))

    for run in mentions._RUN_RX.finditer(text):
        segment: list[re.Match[str]] = []
        for token in mentions._SPACE_RX.finditer(text, run.start(), run.end()):
            word = token.group()
            if word.lower().rstrip(".") in mentions._CALENDAR:
                emit(segment)
                segment = []
                continue
            segment.append(token)
            if mentions._ends_segment(word):
                emit(segment)
                segment = []
        emit(segment)
    return out


ENTITY_BITS = ("The", "the", "Leonardo", "DiCaprio", "DiCaprio's", "of", "Bank", "America",
               "U.S.", "J.", "Hinton.", "in", "In", "He", "May", "Monday", "Sept.", "da",
               "Vinci", "eBay", "IBM", "&", "'", "\u2019s", "-", ".", ",", ":", "\n", " ",
               "  ", "\t", "\xa0", "\u00c9mile", "Zola", "Al", "al", "For", "for", "1990",
               "X")  # fmt: skip


@given(_joined(ENTITY_BITS))
def test_entities_equal_the_token_by_token_reference(text: str) -> None:
    """The one-word shortcut and the word-list loop find the reference's mentions."""
    assert mentions.find_entities(text) == _reference_entities(text)
