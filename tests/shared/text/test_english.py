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


_NAME_HEAVY = ("Paul Ricardo Moreno (born 3 March 1961 in Ponce, Puerto Rico), is a Puerto Rican "
    "racing driver who raced from 1979 until 2004. He won the Puerto Rico karting title, "
    "British Formula Ford junior title, Formula Ford Festival heat title, European Formula "
    "Three rookie title, Macau Grand Prix support race title, Monaco Formula Three sprint "
    "title, International Formula 3000 team title, Indy Lights oval title, CART rookie "
    "title, Long Beach Grand Prix class title, Rolex 24 at Daytona class title, FIA GT2 "
    "drivers title, and Le Mans Series GT2 endurance title. He also drove Williams, Lotus and "
    "Jordan test cars. He was inducted into the Motorsports Hall of Fame of America in 2010.")
_SCORES = ("Boys basketball: Palm Bay d. Rockledge 70-44; Melbourne d. Eau Gallie 61-58; Viera d. "
    "Cocoa 55-49; Satellite d. Merritt Island 48-40; Astronaut d. Titusville 66-52; Bayside "
    "d. Heritage 59-57; West Shore d. Holy Trinity 71-63; Space Coast d. Edgewood 50-47. "
    "Girls basketball: Palm Bay d. Rockledge 44-30; Melbourne d. Eau Gallie 39-35; Viera d. "
    "Cocoa 52-41; Satellite d. Merritt Island 46-38; Astronaut d. Titusville 40-33; Bayside "
    "d. Heritage 35-31; West Shore d. Holy Trinity 58-50. Boys soccer: Viera 3, Cocoa 1; "
    "Melbourne 2, Palm Bay 0; Satellite 4, Merritt Island 2.")


def test_a_paragraph_of_names_and_titles_is_english() -> None:
    """A paragraph that mostly lists titles and names reads as English: names are not counted
    (counted, only 0.11 of its words are function words)."""
    assert english_share(_NAME_HEAVY) >= 0.2
    assert english_prose(_NAME_HEAVY)


def test_a_score_table_and_german_stay_out_without_their_capitalised_words() -> None:
    """A box-score list and German prose (nouns capitalised) stay under the cut-off with margin."""
    assert len(re.findall(r"[^\W\d_]+", _SCORES)) >= MIN_WORDS
    assert english_share(_SCORES) < 0.1
    assert not english_prose(_SCORES)
    assert english_share(_GERMAN) < 0.1
