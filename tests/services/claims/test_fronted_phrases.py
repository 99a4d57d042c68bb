"""A leading phrase of a claim is removed whole or kept whole, never cut inside (issue 15)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.standalone import tidy

_OCTOBASS = (
    "Octobass is a large instrument. In addition to the Paris instrument, "
    "octobasses exist in the collections of the Musical Instrument Museum in Phoenix, Arizona "
    "and the Kunsthistorisches Museum in Vienna."
)


def test_an_additive_phrase_is_not_cut_to_its_object_end_to_end() -> None:
    """'In addition to the Paris instrument, X' gives 'Octobasses exist ...', never 'To the
    Paris instrument, ...' (hotpot_J's Octobass paragraph)."""
    drafts = RuleClaimExtractor().extraction(_OCTOBASS, title="Octobass").drafts
    claims = [d.claim for d in drafts]
    assert not any(c.startswith("To ") for c in claims), claims
    assert claims, "the page gave no claim"
    assert all(d.claim.split()[0] != "To" for d in drafts if d.span.startswith("In addition"))


@pytest.mark.parametrize(
    ("claim", "tidied"),
    [
        ("In addition to Wesermünde/Bremerhaven, targets were in Farge and Vegesack in 1944.",
         "Targets were in Farge and Vegesack in 1944."),
        ("Besides Paris, Lyon has an opera house built in 1831.",
         "Lyon has an opera house built in 1831."),
        # the comma inside the phrase is passed: a place's state, a list of names
        ("Despite living in Phoenix, Arizona, he moved to Ohio in 1990.",
         "He moved to Ohio in 1990."),
        ("Thanks to Smith, Jones and Brown, the team won the cup in 1990.",
         "The team won the cup in 1990."),
        ("Like Formula Ford, French F4 Championship and Formula Abarth, the ADAC Formel "
         "Masters is aimed at karting graduates.",
         "The ADAC Formel Masters is aimed at karting graduates."),
        ("Living in Phoenix, Arizona, Smith wrote two novels in 1990.",
         "Smith wrote two novels in 1990."),
        ("In addition, the band toured Japan in 1990.", "The band toured Japan in 1990."),
        ("Besides, the band toured Japan in 1990.", "The band toured Japan in 1990."),
        ("However Smith won the race in 1990.", "Smith won the race in 1990."),
        ("Despite the rain, Smith and Jones won the race in 1990.",
         "Smith and Jones won the race in 1990."),
    ],
)  # fmt: skip
def test_a_leading_phrase_goes_whole(claim: str, tidied: str) -> None:
    """An additive or concessive phrase ending at its comma, or a connective, is removed
    whole; the main clause opens the claim."""
    assert tidy(claim) == tidied


@pytest.mark.parametrize(
    "claim",
    [
        # a co-agent: the fact is a joint one, kept with its partners
        "Along with his brother, Smith founded the company in 1990.",
        "Together with his brothers Birger and Asbjørn, Sigmund Ruud dominated ski jumping.",
        # a phrase that does not end within three commas stays whole
        "Despite A, B, C, D, E, F, the team won the cup in 1990.",
        # not a connective: a verb phrase opening with an adverb's form
        "Also known as Bob, Smith was a singer.",
    ],
)
def test_a_leading_phrase_with_an_inner_comma_is_kept_whole(claim: str) -> None:
    """Near misses: no cut of a preposition from its object, no co-agent dropped, no cut
    inside a phrase whose end is not found; the claim keeps its opening."""
    assert tidy(claim).split()[0] == claim.split()[0]


@pytest.mark.parametrize(
    ("claim", "opening"),
    [
        # the main subject before its appositive is never stepped over (code review 19b M2)
        ("Despite the injury, Smith, the team's captain, played the full match in 2010.",
         "Smith played the full match"),
        ("Thanks to a state grant, Acme, a local construction firm, built the bridge in 2005.",
         "Acme built the bridge"),
        ("In addition to the medal, Jones, an engineer from Ohio, received $5,000 in 2001.",
         "Jones received $5,000"),
        # a list subject keeps its first member: the claim stays whole
        ("Despite the rain, London, Paris and Rome hosted the games in 1990.",
         "Despite the rain, London, Paris and Rome"),
    ],
)  # fmt: skip
def test_the_main_subject_before_an_appositive_or_in_a_list_is_kept(
    claim: str, opening: str
) -> None:
    """Near misses of the inner-comma skip: a name followed by ', a/the ... ,' and a verb
    is the main clause's subject, and a name opening a list subject is its first member."""
    assert tidy(claim).startswith(opening), tidy(claim)


def test_a_fronted_phrase_before_an_appositive_subject_end_to_end() -> None:
    """The whole extractor keeps the subject's name (code review 19b M2 probes)."""
    text = (
        "Thanks to a state grant, Acme, a local construction firm, built the Elm Street "
        "bridge in 2005."
    )
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title="Acme").drafts]
    assert claims == ["Acme built the Elm Street bridge in 2005."], claims
    text = "In addition to the medal, Jones, an engineer from Ohio, received $5,000 in 2001."
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title="Jones").drafts]
    assert not any(c.startswith("An ") for c in claims), claims


_PHRASES = ("In addition to", "Besides", "As well as", "Despite", "Thanks to", "Due to",
            "Apart from", "Aside from", "Like", "Unlike")  # fmt: skip
_WORD = st.from_regex(r"[A-Z][a-z]{2,8}", fullmatch=True)
_LOWER = st.from_regex(r"[a-z]{3,8}", fullmatch=True)


@given(
    st.sampled_from(_PHRASES),
    st.lists(st.one_of(_WORD, _LOWER), min_size=1, max_size=4),
    st.lists(_WORD, min_size=0, max_size=2),
    st.lists(_LOWER, min_size=2, max_size=6),
)
def test_the_opening_is_never_inside_the_leading_phrase(
    phrase: str, head: list[str], tail: list[str], main: list[str]
) -> None:
    """Property: the tidied claim opens with the phrase's own first word or with the main
    clause, never with a later word of the phrase (its object or the tail after a comma)."""
    inner = " ".join(head) + "".join(f", {w}" for w in tail)
    claim = f"{phrase} {inner}, the {' '.join(main)} in 1990."
    out = tidy(claim)
    assert out.startswith(f"{phrase} ") or out.startswith(f"The {main[0]} "), (claim, out)
    assert re.match(r"(?:An?|The)\b[^,]*,\s+[a-z]+ed\b", out) is None, (claim, out)


@pytest.mark.parametrize(
    ("title", "text", "claim"),
    [
        ("So ein Millionär hat's schwer",
         "So ein Millionär hat's schwer is a 1958 Austrian film directed by Géza von Cziffra.",
         "So ein Millionär hat's schwer is a 1958 Austrian film."),
        ("But I'm a Cheerleader",
         "But I'm a Cheerleader is a 1999 American satirical romantic comedy film directed by "
         "Jamie Babbit.",
         "But I'm a Cheerleader is a 1999 American satirical romantic comedy film."),
    ],
)  # fmt: skip
def test_a_title_opening_with_a_connective_word_is_kept_whole(
    title: str, text: str, claim: str
) -> None:
    """A page title whose first word is a connective ('So', 'But') is the name, not an
    opener: the claim keeps it ('Ein Millionär hat's schwer is ...' before)."""
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title=title).drafts]
    assert claim in claims, claims


def test_a_connective_before_the_title_still_goes() -> None:
    """Near miss: 'But' before a sentence that does not open with the title is an opener."""
    text = "Ann Smith is an American singer. But Ann Smith was born in Ohio in 1950."
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title="Ann Smith").drafts]
    assert "Ann Smith was born in Ohio in 1950." in claims, claims
