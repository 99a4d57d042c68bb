"""Titled encyclopedic paragraphs: ``It``, ``The film``, ``She`` become the title entity only
when the first sentence supports it, and the traps stay unresolved."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from shared.claims.lead import other_of_kind, read_lead
from shared.claims.rules import RuleClaimExtractor

ED_WOOD = (
    "Ed Wood is a 1994 American biographical comedy-drama film directed by Tim Burton. "
    "It stars Johnny Depp as cult filmmaker Ed Wood. "
    "The film was released on September 30, 1994."
)
BIRD_CAGE = (
    'The Big Bird Cage is a 1972 American exploitation film of the "women in prison" subgenre. '
    'It serves as a follow-up to the 1971 film "The Big Doll House". '
    "The film was shot in the Philippines in 1971. "
    "It was released by New World Pictures in 1972."
)
AUTHOR = (
    "Grace Krilanovich (born October 5, 1979) is an American author. "
    'Her first novel, "The Orange Eats Creeps" was published by Two Dollar Radio in 2010. '
    "It was selected as one of Amazon's Best Books of the Year in 2010. "
    "She lives in Los Angeles."
)
OUTBREAK = (
    "The November 2008 Carolinas tornado outbreak was a brief but deadly tornado outbreak "
    "that began shortly after midnight on November 15, 2008. "
    "It is hard to estimate the damage of such storms. "
    "The outbreak killed two people in North Carolina. "
    "It produced 12 tornadoes across the two states."
)
_PRONOUN_OR_DESCRIPTION_RX = re.compile(r"(?:It|Its|He|She|His|Her|The [a-z]+)\b")


def _claims(text: str, title: str) -> list[str]:
    return [d.claim for d in RuleClaimExtractor().extraction(text, title=title).drafts]


def test_the_first_sentence_gives_kind_person_and_aliases() -> None:
    """The lead reads the defining noun, whether the entity is a person, and its aliases."""
    film = read_lead("Ed Wood", ED_WOOD, "Ed Wood (film)")
    assert film is not None and (film.head, film.person) == ("film", False)
    actress = read_lead(
        "Helen Hunt",
        "Helen Elizabeth Hunt (born June 15, 1963) is an American actress.",
        "Helen Hunt",
    )
    assert actress is not None and (actress.entity, actress.person) == ("Helen Hunt", True)
    airport = read_lead(
        "Vancouver International Airport",
        "Vancouver International Airport (IATA: YVR, ICAO: CYVR) is located on Sea Island.",
        "Vancouver International Airport",
    )
    assert airport is not None and "YVR" in airport.aliases
    edition = read_lead("Pro Bowl", "The 2006 Pro Bowl was the NFL's all-star game for 2005.",
                        "2006 Pro Bowl")  # fmt: skip
    assert edition is not None and edition.entity == "2006 Pro Bowl"


def test_no_lead_when_the_first_sentence_is_about_something_else() -> None:
    """A first sentence that opens with another name, or a headline, gives no lead."""
    assert (
        read_lead("Toronto", "There are eight airports in the Greater Toronto Area.", "Toronto")
        is None
    )
    election = "The United States presidential election of 1996 was the 53rd election."
    assert read_lead("United States", election, "United States presidential election, 1996") is None
    headline = "Obama admits US gun laws are his 'biggest frustration'\n\nPresident Obama is ..."
    assert (
        read_lead(
            "Barack Obama", headline, "Obama admits US gun laws are his 'biggest frustration'"
        )
        is None
    )


def test_it_and_the_film_become_the_title_film_with_its_kind() -> None:
    """On "Ed Wood (film)", ``It`` and ``The film`` are written "The film Ed Wood" (the bare
    title also names the filmmaker), never with the parenthesis."""
    claims = _claims(ED_WOOD, "Ed Wood (film)")
    assert "The film Ed Wood stars Johnny Depp as cult filmmaker Ed Wood." in claims
    assert "The film Ed Wood was released on September 30, 1994." in claims
    assert not any("(film)" in claim for claim in claims)


def test_a_second_film_before_the_film_leaves_it_unresolved() -> None:
    """After "the 1971 film ..." neither ``The film`` nor ``It`` is written as the title film."""
    claims = _claims(BIRD_CAGE, "The Big Bird Cage")
    assert not any(claim.startswith("The Big Bird Cage was shot") for claim in claims)
    lead = read_lead("The Big Bird Cage", BIRD_CAGE, "The Big Bird Cage")
    assert lead is not None and other_of_kind(lead, BIRD_CAGE, BIRD_CAGE.index("The film was"))
    assert not other_of_kind(lead, ED_WOOD, len(ED_WOOD)) or read_lead("Ed Wood", ED_WOOD) is None


def test_a_persons_it_is_never_the_person() -> None:
    """On an author's page ``It`` (her novel) is not the author; ``She`` is."""
    claims = _claims(AUTHOR, "Grace Krilanovich")
    assert not any(claim.startswith("Grace Krilanovich was selected") for claim in claims)
    assert "Grace Krilanovich lives in Los Angeles." in claims


def test_expletive_it_stays_and_the_outbreak_is_the_title_outbreak() -> None:
    """``It is hard to ...`` is refused; ``The outbreak`` and the next ``It`` are the title's."""
    claims = _claims(OUTBREAK, "November 2008 Carolinas tornado outbreak")
    assert not any("hard to estimate" in claim for claim in claims)
    assert (
        "The November 2008 Carolinas tornado outbreak killed two people in North Carolina."
        in claims
    )
    # "across the two states" points back to states an earlier sentence names: the
    # read-alone test (shared.claims.readalone) drops it as a bare definite description
    assert not any("the two states" in claim for claim in claims)


def test_a_pronoun_of_the_other_gender_is_not_the_person() -> None:
    """On an actress's page a ``He`` (her husband) is not written as her name."""
    text = (
        "Jane Roe (born 1950) is an American actress. She married John Smith in 1975. "
        "He directed three films."
    )
    claims = _claims(text, "Jane Roe")
    assert "Jane Roe married John Smith in 1975." in claims
    assert not any(claim.startswith("Jane Roe directed") for claim in claims)


def test_hotpotqa_rewrites_never_write_a_fragment_of_the_title(shared_data: Path) -> None:
    """HotpotQA rewrites happen and never write a fragment of the paragraph's title ('Leap Day')."""
    path = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not path.exists():
        pytest.skip(f"no HotpotQA sample at {path}")
    extractor = RuleClaimExtractor()
    rewritten, fragments = 0, []
    for item in json.loads(path.read_text(encoding="utf-8")):
        for title, sentences in item["context"]:
            text = " ".join(s.strip() for s in sentences)
            name = re.sub(r"\s*\([^()]*\)$", "", html.unescape(title)).split(",")[0]
            # "The 1918 film Ruggles of Red Gap": the title's kind before the whole title
            kind = re.compile(
                rf"^The (?:\d{{4}} )?(?:[A-Z][a-z]+ )?[a-z][a-z ]*? (?={re.escape(name)})"
            )
            for draft in extractor.extraction(text, title=title).drafts:
                if not _PRONOUN_OR_DESCRIPTION_RX.match(draft.span) or draft.claim == draft.span:
                    continue
                if draft.claim.split()[0] == draft.span.split()[0]:
                    continue
                rewritten += 1
                claim = kind.sub("", draft.claim)
                # 'The Simpsons episode "X" aired ...': the series before the whole title
                claim = re.sub(r'^(?:The )?[^"]{1,60} episode "([^"]+)"', r"\1", claim)
                words = name.split()
                for size in range(
                    1, len(words)
                ):  # proper parts of the title, from its start or end
                    for part in (" ".join(words[:size]), " ".join(words[-size:])):
                        if claim.startswith(f"{part} ") and not claim.startswith(name):
                            fragments.append((title, draft.claim))
    assert fragments == []
    assert rewritten >= 50  # the check is not vacuous


def test_the_kind_inside_a_sentence_is_the_title_entity_unless_another_came_first() -> None:
    """'the album' mid-sentence is the title album, unless another (a film) came first in it."""
    text = (
        "We Move is the third studio album by Irish singer James Vincent McMorrow. "
        "Produced in part by Frank Dukes, the album marks a turn to R&B."
    )
    assert "Produced in part by Frank Dukes, We Move marks a turn to R&B." in _claims(
        text, "We Move"
    )
    remake = (
        "Kriminaltango is a 1960 Austrian comedy film. "
        'In 1960 it remade the 1949 film "Dangerous Guests", and the film was a hit.'
    )
    assert not any("Kriminaltango was a hit" in claim for claim in _claims(remake, "Kriminaltango"))


def test_a_persons_formal_name_with_dates_is_their_titled_name() -> None:
    """'He' after a formal name with dates is the titled name, without a title's comma part."""
    text = (
        "Francis Albert Sinatra (December 12, 1915 – May 14, 1998) was an American singer. "
        'He appeared in the musical "On the Town" in 1949.'
    )
    assert 'Frank Sinatra appeared in the musical "On the Town" in 1949.' in _claims(
        text, "Frank Sinatra"
    )
    peer = (
        "Napier George Henry Sturt (1 November 1896 – 17 September 1940) was a British peer. "
        "He owned the Crichel House estate in Dorset."
    )
    assert "Napier Sturt owned the Crichel House estate in Dorset." in _claims(
        peer, "Napier Sturt, 3rd Baron Alington"
    )
    other = "Mary Jones (1890 – 1960) was a British teacher. He owned a farm in Kent."
    assert not any(claim.startswith("Frank") for claim in _claims(other, "Frank Sinatra"))


def test_a_word_of_a_things_name_is_not_a_persons_surname() -> None:
    """On "Kaiser Shipyards", "Kaiser ranked ..." is not written as Henry J. Kaiser."""
    text = (
        "The Kaiser Shipyards were seven major shipbuilding yards founded by Henry J. Kaiser. "
        "Kaiser ranked 20th among U.S. corporations in the value of wartime production contracts."
    )
    assert not any(
        claim.startswith("Henry J. Kaiser ranked") for claim in _claims(text, "Kaiser Shipyards")
    )


def test_a_title_that_opens_with_a_name_is_never_cut_to_that_name() -> None:
    """A title whose first words are a person's name (the lead writes it in another case)
    resolves 'It' to the whole title, never to the person."""
    text = (
        "Sam Rivers is a Very Quiet Singer...Really! is the debut album by Sam Rivers. "
        "It was recorded live in Chicago during early 1963."
    )
    claims = [
        d.claim
        for d in RuleClaimExtractor().extract_sync(
            text, title="Sam Rivers Is a Very Quiet Singer...Really!"
        )
    ]
    recorded = [c for c in claims if "recorded" in c]
    assert recorded and all(not c.startswith("Sam Rivers was") for c in recorded)
    assert all(c.startswith("Sam Rivers Is a Very Quiet Singer...Really!") for c in recorded)


def test_a_title_of_name_and_kind_is_the_referent_not_the_bare_name() -> None:
    """'Elm Park station': 'It' is the station, not the place 'Elm Park' the lead opens with."""
    text = (
        "Elm Park (preliminary name Park East) is a metro station in Essex County, on the Blue "
        "Line. It began operation on July 26, 2014."
    )
    claims = [d.claim for d in RuleClaimExtractor().extract_sync(text, title="Elm Park station")]
    assert "Elm Park station began operation on July 26, 2014." in claims
    assert not any(c.startswith("Elm Park began") for c in claims)
