"""English prose is told from other languages and from score tables by its function words."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import NOT_ENGLISH, RuleClaimExtractor
from shared.text.english import MIN_WORDS, english_prose, english_share

_ENGLISH = (
    "Sweden has dropped its investigation into a rape allegation against Julian Assange "
    "after a review of the evidence. The case was first opened in 2010 and was dropped in "
    "2017, when the prosecutor said that it could not be pursued while he was in the "
    "embassy of Ecuador in London. It was reopened in May 2019 at the request of a lawyer "
    "for the woman involved in the case."
)
_GERMAN = (
    "Die elektronische Patientenakte ist eine fallübergreifende Akte und wird sowohl vom "
    "Patienten als auch von Ärzten gepflegt. Über ein Patientenportal hat der Patient die "
    "Möglichkeit, Arztbriefe selbstständig einzustellen. Auch hat der Patient die "
    "Möglichkeit selbst zu bestimmen, welche Daten in der Akte gespeichert werden und wer "
    "darauf Zugriff haben soll. Wir laden Sie herzlich ein, uns am Stand zu besuchen."
)


def test_english_prose_and_german_are_told_apart() -> None:
    """An English news paragraph reads as English prose, a German one does not."""
    assert english_share(_ENGLISH) > 0.17
    assert english_prose(_ENGLISH)
    assert not english_prose(_GERMAN)


def test_a_german_page_gives_no_claims_and_counts_its_sentences() -> None:
    """The rule extractor proposes nothing on a German page; every sentence is counted."""
    extraction = RuleClaimExtractor().extraction(_GERMAN, title="Die elektronische Patientenakte")
    assert extraction.drafts == ()
    assert dict(extraction.dropped)[NOT_ENGLISH] == 4


@given(st.text(max_size=200))
def test_a_short_text_is_read_as_english(text: str) -> None:
    """Under 60 words there is too little to tell: any such text is read as English."""
    if len(re.findall(r"[^\W\d_]+", text)) < MIN_WORDS:
        assert english_prose(text)
