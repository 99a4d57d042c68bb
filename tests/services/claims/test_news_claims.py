"""News-page claim classes found by the held-out review (judgments4): described subjects,
place deixis, joined predicates, framing phrases, hedges and unanchored roles."""

from __future__ import annotations

import pytest

from shared.claims.anchoring import anchor_dates
from shared.claims.asides import split_asides
from shared.claims.compound import compound
from shared.claims.dangling import DANGLING_REFERENCE, claim_defect
from shared.claims.decontext import decontextualize
from shared.claims.factual import nonfactual_reason
from shared.claims.parts import claim_parts
from shared.claims.residue import residue_reason
from shared.claims.rules import RuleClaimExtractor
from shared.claims.standalone import standalone_reason, tidy
from shared.claims.tense import present_state
from shared.claims.timed_states import anchor_state

NEWS = (
    "Prosecutors in Sweden have dropped an investigation into a rape allegation made against "
    "Wikileaks co-founder Julian Assange in 2010. Assange, who denies the accusation, has "
    "avoided extradition to Sweden for seven years after seeking refuge at the Ecuadorean "
    "embassy in London in 2012. The 48-year-old Australian was sentenced in May to 50 weeks "
    "in jail for breaching his bail conditions. He is held at Belmarsh prison in London."
)


def test_an_age_description_is_the_person_the_sentence_before_named() -> None:
    """'The 48-year-old Australian' after a sentence about Julian Assange is written as him,
    and the name carries past a relative clause to the sentence after."""
    title = "Sweden drops Assange rape investigation"
    rewrites = [r.text for _, r in decontextualize(NEWS, title)]
    assert rewrites[2] is not None and rewrites[2].startswith("Julian Assange was sentenced")
    assert rewrites[3] is not None and rewrites[3].startswith("Julian Assange is held")


def test_an_age_description_with_no_person_before_it_is_refused() -> None:
    """With no person named in the sentence before, the described person stays unnamed and
    the sentence gives no claim."""
    text = "Heavy rain fell on the city on Monday. The 30-year-old driver was taken to hospital."
    (_, _first), (_, second) = decontextualize(text, "Storm hits the city")
    assert second.text is None and second.reason == "definite_description"


@pytest.mark.parametrize(
    ("claim", "dangling"),
    [
        ("The late Sen. John McCain was held there after he was shot down in 1967.", True),
        ("Officials said there were 5 deaths in the crash in 2019.", False),
        ("Smith said that there is no cure for the disease.", False),
        ('The band recorded "Over There" in 1917.', False),
    ],
)
def test_a_place_there_dangles(claim: str, dangling: bool) -> None:
    """A place 'there' points at a place another sentence names; the existential 'there
    is/were' and a quoted title do not."""
    assert (claim_defect(claim) == DANGLING_REFERENCE) is dangling


def test_names_in_dashes_become_the_subject_they_identify() -> None:
    """A describing subject followed by its names between dashes is written as the names."""
    claim = ("The only two Arab states to have signed peace treaties with Israel - Egypt and "
             "Jordan - also sharply criticised the US policy shift.")
    assert split_asides(claim) == ["Egypt and Jordan also sharply criticised the US policy shift."]
    assert split_asides("The company – a maker of chips – sold 5 units.") == [
        "The company sold 5 units."
    ]


@pytest.mark.parametrize(
    ("claim", "joined"),
    [
        ("The GTX 1660 Ti is superior to the GTX 1060 and very similar to the RTX 2060.", True),
        ("The 16-inch MacBook Pro features a physical Esc key and an inverted-T arrow key.", True),
        ("Echo Buds have been well received and cost far less than the AirPods Pro.", True),
        ("The Sentra gets a new grille that is complemented by a pair of LED headlights.", True),
        ("Kuo placed second in 1999 as well as in 2005.", True),
        ("The EF2 tornado destroyed a few homes and damaged several others.", True),
        ("Buffalo is on a 1-6-2 skid and battling injuries at the forward position.", True),
        ("Smith was in charge of marketing and advertising products in 2019.", False),
        ("Maximum Overdrive was written and directed by Stephen King.", False),
        ("John and Mary were married in 1990.", False),
        ("Trade between China and the US fell in 2019.", False),
        ("The price of oil rose on supply and demand concerns in 2019.", False),
    ],
)
def test_joined_predicates_are_compound(claim: str, joined: bool) -> None:
    """Two comparisons, two indefinite objects, two predicates or a relative clause with its
    own agent are two facts; a shared complement or a coordinated subject is one."""
    assert compound(claim) is joined


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Taking on a sleeker appearance, the 2020 Sentra gets a new grille.",
         "The 2020 Sentra gets a new grille."),
        ("According to police, the man was arrested in 2019.",
         "According to police, the man was arrested in 2019."),
        ("Speaking in 2019, Smith said the plan had failed.",
         "Speaking in 2019, Smith said the plan had failed."),
        ("Lakshiwnder Singh, another deportee, said he had paid an agent.",
         "Lakshiwnder Singh said he had paid an agent."),
    ],
)
def test_tidy_cuts_a_framing_participle_and_pointing_appositive(claim: str, expected: str) -> None:
    """A fronted participial phrase with no date is cut (an attribution or a dated one
    stays); an appositive 'another deportee' that points at other sentences is cut."""
    assert tidy(claim) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Considering how Lexus offers most models locally, it's possible the car could arrive.",
        "It is likely that the tablet ships in March.",
        "The tablet will possibly ship in 2020.",
    ],
)
def test_possibility_is_a_hedge(sentence: str) -> None:
    """'it's possible', 'it is likely', 'possibly' mark speculation, not a fact."""
    assert nonfactual_reason(sentence) == "hedged"


def test_organisation_role_and_spread_count_are_anchored() -> None:
    """'X is IGN's deal curator' and 'has subsidiaries in 15 countries' hold as of the
    page's date; what the company is stays as written."""
    assert anchor_state("Eric Song is IGN's deal curator.", "2019-11-18") == (
        "Eric Song is IGN's deal curator (as of November 18, 2019)."
    )
    assert anchor_state("Ascom has subsidiaries in 15 countries.", "2017-10-12") == (
        "Ascom has subsidiaries in 15 countries (as of October 12, 2017)."
    )
    defined = "Ascom is a global solutions provider."
    assert anchor_state(defined, "2019-11-18") == defined


def test_news_text_end_to_end() -> None:
    """Through the whole extractor, the described person's sentence is a claim about Julian
    Assange, and no claim keeps the description."""
    drafts = RuleClaimExtractor(cache_size=0).extraction(
        NEWS, title="Sweden drops Assange rape investigation", published="2019-11-19"
    ).drafts
    claims = [d.claim for d in drafts]
    assert any(c.startswith("Julian Assange was sentenced in May 2019 to 50 weeks") for c in claims)
    assert not any("48-year-old" in c for c in claims)
    assert all(d.span in NEWS for d in drafts)


def test_an_attributive_participle_is_not_split_off_as_a_passive() -> None:
    """'... investigating collusion and related matters' keeps 'related' an adjective: no
    'Mueller was related matters' half."""
    parts, _ = claim_parts(
        "Robert Mueller was tasked with investigating Russian collusion and related matters "
        "in the 2016 election."
    )
    assert not any("was related" in part for part in parts)


@pytest.mark.parametrize(
    ("claim", "present"),
    [
        ("The Panthers are 6-2-1 in their past nine games.", True),
        ("More than 600,000 Israelis live in settlements in east Jerusalem.", True),
        ("Seoul expects producers to raise efficiency from 23% to 35%.", True),
        ("Ascom is a global solutions provider.", False),
        ("Ascom is headquartered in Baar (Switzerland).", False),
        ("The major Asian market indexes were mixed.", False),
        ("Smith said the plan failed.", False),
    ],
)
def test_a_present_state_is_told_as_of_the_page_date(claim: str, present: bool) -> None:
    """A simple present (not a definition or location of the subject) holds on the page's
    day, so a dated page writes it '(as of DATE)'."""
    assert present_state(claim) is present
    if present:
        assert anchor_state(claim, "2019-11-20") == f"{claim[:-1]} (as of November 20, 2019)."


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Audi pre sense basic and Audi pre sense front safety are standard.", "elliptical"),
        ("Headphones are not included.", "elliptical"),
        ("The app will be available in March 2020.", None),
        ("Ascom is headquartered in Baar.", None),
    ],
)
def test_a_state_ending_at_its_adjective_is_elliptical(claim: str, reason: str | None) -> None:
    """'are standard', 'are not included' leave out on or with what; a complement keeps it."""
    assert residue_reason(claim) == reason


def test_three_subjects_of_one_verb_are_a_list() -> None:
    """'Headphones, SIM Card and SIM ejector tool are ...' bundles three facts; two names
    joined by 'and' are one subject."""
    assert compound("Headphones, SIM Card and SIM ejector tool are not included.")
    assert not compound("Egypt and Jordan criticised the US policy shift in 2019.")


def test_separately_is_a_connective() -> None:
    """'Separately,' relates a sentence to the one before and is cut."""
    assert tidy("Separately, the Congressional Budget Office projects a 0.3 percent cut.") == (
        "The Congressional Budget Office projects a 0.3 percent cut."
    )


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("The vision of Ascom is to close digital information gaps.", "nonfactual"),
        ("The company's mission is to help people everywhere.", "nonfactual"),
        ("The market's high valuations are supported by a combination of factors.",
         "unnamed_referent"),
        ("The company cut prices in 2019 for several reasons.", "unnamed_referent"),
        ("Barn Jams are a series of instrumental pieces.", None),
        ("The Center has published several translated books.", None),
        ("William Buckley lived in an Aboriginal community for several years.", None),
    ],
)  # fmt: skip
def test_aims_and_unnamed_quantities_are_not_facts(claim: str, reason: str | None) -> None:
    """A vision or mission statement is a slogan; an object that is only an unnamed quantity
    ('a combination of factors') leaves the things in another sentence. A definition ('is
    a series of') and a duration stay."""
    assert standalone_reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "joined"),
    [
        ("Assange was accused of rape by a woman and sexual assault by another one in 2010.",
         True),
        ("The U.S. had won all previous 15 meetings with Canada, though they had not met "
         "since 1965.", True),
        ("The film was released by Warner Bros. in 1990.", False),
    ],
)  # fmt: skip
def test_two_agents_and_a_concession_are_compound(claim: str, joined: bool) -> None:
    """Two objects each with its agent, or a concessive clause after the fact, are two facts."""
    assert compound(claim) is joined


def test_two_participles_with_their_agents_are_split() -> None:
    """'directed and written by A and produced by B' gives one claim per role, each with the
    agent that role goes with (never 'directed and produced by B')."""
    parts, _ = claim_parts(
        "Aisa Yeh Jahaan is a 2015 Indian drama film, directed and written by Biswajeet Bora "
        "and produced by Maya Kholie."
    )
    assert "Aisa Yeh Jahaan was directed by Biswajeet Bora." in parts
    assert "Aisa Yeh Jahaan was written by Biswajeet Bora." in parts
    assert "Aisa Yeh Jahaan was produced by Maya Kholie." in parts
    assert not any("directed and produced" in part for part in parts)


def test_attribution_and_dates_do_not_count_toward_length() -> None:
    """A claim whose facts fit 25 words stays whole when a trailing attribution and its date
    make it longer; a long claim without them is still too long."""
    told = ("Two United States service members have been killed in a helicopter crash in "
            "Afghanistan, the US military said in a statement on Wednesday, November 20, 2019.")
    assert not compound(told)
    long_one = " ".join(["Smith"] + ["visited"] + ["the old town"] * 9) + "."
    assert compound(long_one)


@pytest.mark.parametrize(
    ("claim", "published", "expected"),
    [
        ("An inquest into her death has been adjourned until July.", "2015-04-21",
         "An inquest into her death has been adjourned until July 2015."),
        ("The trial has been postponed until January.", "2015-04-21",
         "The trial has been postponed until January 2016."),
        ("He was jailed until March.", "2019-11-19", "He was jailed until March 2019."),
    ],
)  # fmt: skip
def test_a_bound_ahead_of_an_ongoing_state_is_the_next_month(
    claim: str, published: str, expected: str
) -> None:
    """'has been adjourned until July' lasts to the page's day, so its July is the next one
    (never the July before the page); a simple past 'was jailed until March' is the last."""
    assert anchor_dates(claim, published) == expected
