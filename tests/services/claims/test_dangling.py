"""Empty titles and dangling references in finished claims (``shared.claims.dangling``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.dangling import DANGLING_REFERENCE, EMPTY_QUOTATION, claim_defect
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verbs import is_finite_verb


@pytest.mark.parametrize(
    "claim",
    [
        'Raye Birk was the main villain in "".',
        "Raye Birk starred in the 1988 horror movie \u201c\u201d.",
        "Raye Birk starred in the 1988 horror movie ''.",
        "Lilu () was a legendary tribe or state of ancient China.",
        'Logan Bartholomew later appeared in series like " " (2005) and "Close to Home" (2007).',
    ],
)
def test_an_emptied_title_is_a_defect(claim: str) -> None:
    """An empty quotation or parenthesis (a title the source stripped) drops the claim."""
    assert claim_defect(claim) == EMPTY_QUOTATION


@pytest.mark.parametrize(
    "claim",
    [
        "In 2010 she was once again Emmy-nominated for a series.",
        "In his career he took images of celebrities like Rekha.",
        "At present it has a quarterly magazine named Worjul aSi.",
        "Initially it was aimed at creating a synergy between governments.",
        "In 2013 they launched their micro-budget film division.",
        "According to the 2001 census it had a population of 6,493.",
        'For his second album "Eisai Ena Pistoli" (1992), he moved to Minos EMI.',
        "The committee later praised him for the rescue.",
        "Both were released on the same day in 1990.",
        "Others say the bridge was never safe.",
        "The two signed a contract with Warner Bros. in 2004.",
        "Both of them played for the Chicago Bulls.",
    ],
)
def test_a_reference_the_claim_does_not_name_is_a_defect(claim: str) -> None:
    """A pronoun or pro-form anywhere in the claim with no referent before it drops it."""
    assert claim_defect(claim) == DANGLING_REFERENCE


@pytest.mark.parametrize(
    "claim",
    [
        "Rothman said he would not run again in 2012.",
        "For his ski jumping effort, Asbjørn Ruud earned the Holmenkollen medal in 1948.",
        "Before closing its doors in 1919, Christian Moerlein was a large brewery.",
        "From 2001 to shortly before his death in 2011 McEwen continued to write.",
        "The company said its profits rose by 12% in 2019.",
        "Researchers found that they could grow the crystals at room temperature.",
        "The actor said she was proud of the film.",
        "The new law made it possible to vote by mail in 2020.",
        'The Beatles recorded "Let It Be" in 1969.',
        "Both Kirsten Dunst and Tobey Maguire starred in Spider-Man.",
        "The two airports, Toronto Pearson and Billy Bishop, are located within the GTA.",
        "Pablo Picasso was a Spanish painter and sculptor.",
    ],
)
def test_a_claim_that_names_its_referents_is_kept(claim: str) -> None:
    """A claim that names its referents is kept: none of these pronoun uses is a defect."""
    # A pronoun after its referent, a possessive before the name it fronts, an expletive ``it``, a
    # title word and a pro-form followed by the names.
    assert claim_defect(claim) is None


_LOWER = st.sampled_from(["played", "for", "the", "club", "in", "2004", "won", "a", "cup",
                          "was", "born", "near", "river", "with", "three", "goals"])  # fmt: skip
_NAMES = st.sampled_from(["Rothman", "Ada Lovelace", "Kjell Ruud", "Toyota", "Sudan"])


@given(words=st.lists(_LOWER, min_size=2, max_size=12), name=_NAMES,
       at=st.integers(min_value=0, max_value=12),
       empty=st.sampled_from(['""', "\u201c\u201d", "''", "()", "( )"]))  # fmt: skip
def test_any_empty_quotation_is_found(words: list[str], name: str, at: int, empty: str) -> None:
    """Wherever an empty quotation or parenthesis stands in a claim, it is the defect."""
    words.insert(min(at, len(words)), empty)
    assert claim_defect(f"{name} {' '.join(words)}.") == EMPTY_QUOTATION


@given(words=st.lists(_LOWER, min_size=1, max_size=10), name=_NAMES,
       pronoun=st.sampled_from(["he", "she", "his", "her", "him", "they", "their", "them",
                                "its"]))  # fmt: skip
def test_a_pronoun_after_a_name_never_dangles(words: list[str], name: str, pronoun: str) -> None:
    """A third-person pronoun after a person's name has a referent, but for object him/them/its."""
    # A name that can be a person's: two words, or one word followed by a verb ("Rothman played his
    # ..."). An object "him"/"them" may still dangle, as it is someone other than the one name
    # before it ("Rothman played him": who is not said), and an "its" after a person's name alone.
    claim = f"{name} {words[0]} {pronoun} {' '.join(words[1:])}."
    personal = pronoun in ("he", "she", "his", "her")
    if personal and " " not in name and not is_finite_verb(words[0]):
        return  # "Rothman for he": a one-word name before no verb may be a place
    person = name in ("Ada Lovelace", "Kjell Ruud")  # "Ada Lovelace played its": no thing
    assert claim_defect(claim) is None or pronoun in ("him", "them") or (
        pronoun == "its" and person
    )


@given(words=st.lists(_LOWER, min_size=1, max_size=10),
       opener=st.sampled_from(["In 2010", "Later", "At present", "Since 1998", "Currently"]),
       pronoun=st.sampled_from(["he", "she", "it", "they"]))  # fmt: skip
def test_a_subject_pronoun_with_no_name_before_it_dangles(
    words: list[str], opener: str, pronoun: str
) -> None:
    """A subject pronoun after an opener that names no one is always a dangling reference."""
    claim = f"{opener} {pronoun} {' '.join(words)}."
    assert claim_defect(claim) == DANGLING_REFERENCE


@given(words=st.lists(_LOWER, min_size=2, max_size=14), name=_NAMES)
def test_a_claim_without_pronouns_or_quotes_has_no_defect(words: list[str], name: str) -> None:
    """A claim of a name and words with no pronoun, pro-form or quotation mark is kept."""
    assert claim_defect(f"{name} {' '.join(words)}.") is None


def test_the_extractor_drops_and_counts_both_defects() -> None:
    """The rule extractor keeps the named claim and counts each new reason once."""
    text = (
        'Knuffle Bunny is a series. Mo Willems adapted it for the stage in "". '
        "In 2010 he wrote a sequel for the theatre in Minneapolis."
    )
    extraction = RuleClaimExtractor().extraction(text, title="Knuffle Bunny")
    assert [d.claim for d in extraction.drafts] == ["Knuffle Bunny is a series."]
    assert dict(extraction.dropped) == {EMPTY_QUOTATION: 1, DANGLING_REFERENCE: 1}


def test_an_object_it_after_a_persons_name_dangles() -> None:
    """An object "it" or "him" after a single person's name dangles; a named referent does not."""
    # "Lorenz described it", "Fetter moved with him" dangle; "Apple said it would", "NASA launched
    # the telescope and tested it", "Rothman said Smith hired him" do not.
    assert claim_defect("In 1960, Lorenz described it during a talk.") == DANGLING_REFERENCE
    assert claim_defect("Fetter moved with him to Colorado in 1970.") == DANGLING_REFERENCE
    assert claim_defect("Rothman said Smith hired him in 2004.") is None
    assert claim_defect("Apple said it would ship the phone in 2020.") is None
    assert claim_defect("NASA launched the telescope and tested it in 2021.") is None


@pytest.mark.parametrize(
    "claim",
    [
        "Paul Sauvage held that distinction until his death by anti-aircraft fire on January "
        "7, 1917.",
        "The Leningrad publishing house published five different journals that same year.",
        "Smith won the race again that season.",
    ],
)
def test_that_before_a_noun_of_time_or_standing_points_at_another_sentence(claim: str) -> None:
    """hotclaims judging of Meve 0-39 and the HotpotQA sample: 'held that distinction',
    'that same year' name what they point at in the sentence before (which distinction,
    which year)."""
    assert claim_defect(claim) == DANGLING_REFERENCE


@pytest.mark.parametrize(
    "claim",
    [
        "Smith said that time was running out for the talks.",  # "that" opens a clause
        "Smith trained hard so that year he won the Tour de France.",
        "Jones was the champion in the year that the war ended.",
        "That year's final was played at Wembley Stadium in 1966.",
        "Smith won the title that the club had lost in 1990.",
    ],
)
def test_that_opening_a_clause_or_naming_its_year_is_no_reference(claim: str) -> None:
    """Near misses: 'that' opening a clause ('said that time was'), 'so that', a relative
    'that', and a claim that opens on it (the read-alone check's, not this one's)."""
    assert claim_defect(claim) is None


@pytest.mark.parametrize(
    "claim",
    [
        "Willett argued that time zones were first proposed by Sandford Fleming in 1879.",
        "The league said that season tickets would cost $400 in 2020.",
        "Analysts noted that record sales fell by 12% in 2019.",
    ],
)
def test_that_before_a_noun_modifying_a_plural_opens_a_clause(claim: str) -> None:
    """'argued that time zones were ...' (code review 20): the noun after 'that' modifies a
    plural ('time zones'), which a demonstrative 'that' cannot point at ('those'), so 'that'
    opens a clause and the claim refers to nothing outside it."""
    assert claim_defect(claim) is None


@pytest.mark.parametrize(
    "claim",
    [
        "Smith won that season opener against the Raiders in 2019.",
        "Paul Sauvage held that title for three years until 1917.",
        "Smith won the race that year in Paris.",
        "Smith said the only way that game means anything is a win in 2019.",
    ],
)
def test_that_before_a_singular_compound_still_points_at_another_sentence(claim: str) -> None:
    """Near misses: a singular noun after the noun of time ('that season opener'), a
    preposition ('that title for'), an end ('that year in') or a verb in -s with no verb
    after it ('that game means anything', tuning sx) still leave 'that' pointing at a
    season, title, year or game the sentence before named."""
    assert claim_defect(claim) == DANGLING_REFERENCE


@pytest.mark.parametrize(
    "claim",
    [
        "During that time prices rose 20% in the region.",
        "Over that period exports grew by 5% to $2 billion.",
        "By that time troops had left Kabul.",
        "After that year sales fell by 12% in Ohio.",
    ],
)
def test_that_after_a_preposition_points_at_another_sentence_before_a_plural(
        claim: str) -> None:
    """Code review of 02dbc1f: after a preposition ('During that time', 'Over that period',
    'By that time') 'that' is a demonstrative pointing at a time the sentence before named,
    though a plural and its verb follow ('prices rose', 'troops had'); only after a verb
    ('argued that time zones were', kept above) does it open a clause."""
    assert claim_defect(claim) == DANGLING_REFERENCE
