"""The standalone/atomic/factual gate on finished claims (``shared.claims.standalone``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shared.claims.rules import RuleClaimExtractor
from shared.claims.standalone import given_name, person_names, standalone_reason, tidy
from shared.claims.tense import past_event
from shared.claims.timed_states import anchor_state, time_dependent
from shared.text.sentences import split_sentences
from shared.web.extract import extract_html


@pytest.mark.parametrize(
    ("claim", "tidied"),
    [
        ("Specifically, the FSF asked that officers speak for it.",
         "The FSF asked that officers speak for it."),
        ("Meanwhile UK car sales rose 6.1 per cent in March 2015.",
         "UK car sales rose 6.1 per cent in March 2015."),
        ("With that being said, Google ranks long articles higher.",
         "Google ranks long articles higher."),
        ("Stack Overflow also measured the demand for developers.",
         "Stack Overflow measured the demand for developers."),
        ("Despite AI's clear benefits, GitLab's survey found several concerns.",
         "GitLab's survey found several concerns."),
        ("Thanks to the commercial success of Star Wars, George Lucas has edited his films.",
         "George Lucas has edited his films."),
        ("The Federal Flag Code has guidelines for the treatment of the U.S. Flag but there "
         "are no rules for punishment related to violations.",
         "The Federal Flag Code has guidelines for the treatment of the U.S. Flag."),
        ("Zeev Sharon is the CEO of Hotelied, a start-up that allows people to sign up for "
         "discounts at luxury hotels.", "Zeev Sharon is the CEO of Hotelied."),
        ("In 2017, the geophysicist Daniel Rothman, co-director of MIT's Lorenz Center, was "
         "preparing for a symposium.",
         "In 2017, the geophysicist Daniel Rothman was preparing for a symposium."),
        ("Wade Bassi's father fished on the Polaris, which Bassi co-owns with Rolfe McCartney.",
         "Wade Bassi's father fished on the Polaris."),
        ("Edgestore objects can be Entities or Associations, each of which can have attributes.",
         "Edgestore objects can be Entities or Associations."),
        ("As promised, the Xbox One X is the most powerful console of 2017.",
         "The Xbox One X is the most powerful console of 2017."),
    ],
)  # fmt: skip
def test_tidy_removes_connectives_and_second_facts(claim: str, tidied: str) -> None:
    """Connectives, also, concessives, but-clauses, appositives and which-clauses are cut."""
    assert tidy(claim) == tidied


@pytest.mark.parametrize(
    "claim",
    [
        "The November 2008 tornado outbreak was a brief but deadly event in the Carolinas.",
        "Developed by Bizarre Creations, the game depicts the 1997 Formula One season.",
        "Leonardo DiCaprio is the only child of Irmelin Indenbirken and George DiCaprio, an "
        "underground comix artist.",
        "Overcast is also known as the best podcast app.",
        "Leonardo DiCaprio is the only child of Irmelin Indenbirken, a legal secretary, and "
        "George DiCaprio.",
        "Washington, D.C., is the capital of the United States.",
    ],
)
def test_tidy_leaves_single_facts_alone(claim: str) -> None:
    """A single fact (brief but deadly, a short label, also known as) is left whole."""
    assert tidy(claim) == claim


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Wasm has two standardized APIs as mentioned earlier.", "page_deixis"),
        ("Standalone Wasm mode helps here because it makes the output standalone.",
         "page_deixis"),
        ("That's not what Overcast does.", "page_deixis"),
        ("Request and Response offer the following methods to extract their body.",
         "page_deixis"),
        ("The FSF asked that all communication during the crisis come from its officers.",
         "unnamed_referent"),
        ("A publicist for Robin Thicke said the actor suffered a heart attack.",
         "unnamed_referent"),
        ("Respondents expressed several concerns about rapid AI adoption.", "unnamed_referent"),
        ("A publicist for Thicke's son, Robin, said he suffered a heart attack.",
         "partial_name"),
        ("In the same year the Silesian periodical began to appear.", "page_deixis"),
        ("Executor then returns the task to the Controller process.", "page_deixis"),
        ("Avoid writing 600-word articles about narrow topics!", "nonfactual"),
        ("Develop a Personal \"Should I Buy This?\" Test.", "nonfactual"),
    ],
)  # fmt: skip
def test_claims_that_lean_on_the_page_are_refused(claim: str, reason: str) -> None:
    """Page deixis, unnamed references, imperatives and headings are refused with a reason."""
    assert standalone_reason(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "Cotula is a genus of flowering plant in the sunflower family.",
        "Amber is the third single from the band 311's 2001 album From Chaos.",
        "Whale experts regard New Zealand as the whale stranding capital of the world.",
        "His first major role was in the sitcom 'Parenthood' in 1990.",
        "WebAssembly can only access the APIs it receives as imports.",
        "Forrest Jones runs the start-up Beechmont Hotels Corporation.",
        "Firefox Mobile uses the same Gecko layout engine as Mozilla Firefox.",
        "American officials said that the US demand had not changed.",
    ],
)
def test_descriptions_that_say_what_they_mean_pass(claim: str) -> None:
    """Modified, restricted, ordinal, unique and titled descriptions are no page reference."""
    assert standalone_reason(claim) is None


def test_a_lone_surname_or_first_name_of_a_page_person_is_refused() -> None:
    """A page person's lone first name or surname is refused; full names and places pass."""
    text = ("Marco Arment released Overcast 2 in October 2015. Marco has gone further. "
            "Houston Rockets fans cheered. Later Arment wrote a post.")  # fmt: skip
    persons = person_names(text)
    assert "Marco Arment" in persons
    assert standalone_reason("Marco has gone full Klein Bottle.", persons) == "partial_name"
    assert standalone_reason("Arment's app Overcast 2 is popular.", persons) == "partial_name"
    assert standalone_reason("Marco Arment makes the Overcast app.", persons) is None
    assert standalone_reason("Hakeem Olajuwon moved to Houston in 1984.", persons) is None
    assert standalone_reason("Mr Arment makes the Overcast app.", persons) is None


def test_given_names_come_from_the_lexicon() -> None:
    """First names are known from ``gender_guesser``; words that are not names are not."""
    assert given_name("Marco") and given_name("Ellen")
    assert not given_name("South") and not given_name("The") and not given_name("marco")


@pytest.mark.parametrize(
    ("claim", "published", "out"),
    [
        ("Zeev Sharon is the CEO of Hotelied.", "2015-09-17",
         "Zeev Sharon is the CEO of Hotelied (as of September 17, 2015)."),
        ("Overcast 2 is free.", "2015-12-11", "Overcast 2 is free (as of December 11, 2015)."),
        ("For two years running, WordPress ranked among the most dreaded technologies.",
         "2017-03-09", "For two years running, WordPress ranked among the most dreaded "
         "technologies (as of March 9, 2017)."),
        ("Whole Foods said it has lowered prices on hundreds of items.", "2019-04-28",
         "Whole Foods said it has lowered prices on hundreds of items (as of April 28, 2019)."),
        ("The PlayStation 4 Pro has over one hundred games.", "2017-11-03",
         "The PlayStation 4 Pro has over one hundred games (as of November 3, 2017)."),
        ("The PlayStation 4 Pro has over one hundred games.", None,
         "The PlayStation 4 Pro has over one hundred games."),
        ("Stack Overflow measured the demand for developers in different skills.", "2017-03-09",
         "Stack Overflow measured the demand for developers in different skills (reported "
         "March 9, 2017)."),
        ("Stack Overflow measured the demand for developers in different skills.", None,
         "Stack Overflow measured the demand for developers in different skills."),
        ("Lucas Nolan is a reporter for Breitbart Tech.", "2016-12-22",
         "Lucas Nolan is a reporter for Breitbart Tech (as of December 22, 2016)."),
        ("A license of Yahoo's oldest patents is being held back.", "2016-07-29",
         "A license of Yahoo's oldest patents is being held back (as of July 29, 2016)."),
        ("Amazon is finding success with private-label brands.", "2019-04-28",
         "Amazon is finding success with private-label brands (as of April 28, 2019)."),
        ("Content depth is a score of how comprehensive the coverage of a topic is.",
         "2019-04-28", "Content depth is a score of how comprehensive the coverage of a topic "
         "is."),
        ("Libraries like OpenGL don't have corresponding WASI APIs yet.", None, None),
        ("Donald Trump will turn his attention to governing.", "2016-12-13", None),
        ("Zeev Sharon is the CEO of Hotelied.", None, "Zeev Sharon is the CEO of Hotelied."),
        ("Sanford introduced new programs in the state's schools.", None,
         "Sanford introduced new programs in the state's schools."),
        ("The company will open a plant in 2027.", None, None),  # a plan as of no day
        ("The company will open a plant in 2027.", "2019-11-18",
         "The company will open a plant in 2027 (as of November 18, 2019)."),
    ],
)  # fmt: skip
def test_time_dependent_claims_are_anchored_or_dropped(
    claim: str, published: str | None, out: str | None
) -> None:
    """Roles, prices, yet, counts and perfects get the page date; undated forecasts drop."""
    assert anchor_state(claim, published) == out


def test_past_event_reads_the_first_finite_verb() -> None:
    """A simple past first verb is an event; a present, a modal or a quoted past is not."""
    assert past_event("Vanessa Hicks said she was surprised by the messages.")
    assert past_event("The founder of CorePower Yoga was found dead at home.")
    assert not past_event("WebAssembly can only access the APIs it received as imports.")
    assert not past_event('The song "Who Killed Bambi" is on the album.')


def test_time_dependence_needs_no_year() -> None:
    """A claim that names its year is anchored already."""
    assert time_dependent("Vidyard has introduced new mobile apps.")
    assert not time_dependent("In July 2020, Vidyard has introduced new mobile apps.")


def test_anchored_role_survives_the_service_entailment_check() -> None:
    """The '(as of <date>)' anchor passes the service's as-rewritten entailment check."""
    text = ("Zeev Sharon is the CEO of Hotelied, a start-up that allows people to sign up for "
            "discounts at luxury hotels.")  # fmt: skip
    found = RuleClaimExtractor().extraction(text, title="Hotel start-ups", published="2015-09-17")
    assert [d.claim for d in found.drafts] == [
        "Zeev Sharon is the CEO of Hotelied (as of September 17, 2015)."
    ]


def test_line_break_after_a_comma_does_not_end_a_sentence() -> None:
    """``Mercenaries,\\nSpies and Private Eyes`` is one title: the sentence runs on."""
    text = 'Mercenaries,\nSpies and Private Eyes ("MSPE") was first published in April 1983.'
    assert [s.text for s in split_sentences(text)] == [text]


def test_saved_news_page_keeps_no_lone_surname_subject(shared_data: Path) -> None:
    """The saved Quanta page keeps claims and none names a page person by surname alone."""
    path = shared_data / "html" / "readability_quanta-1.html"
    page = extract_html(path.read_bytes(), url=path.name)
    found = RuleClaimExtractor().extraction(page.text, title=page.title,
                                           published=page.date)  # fmt: skip
    claims = [d.claim for d in found.drafts]
    assert claims
    surname = re.compile(r"(\S*)\s*\b(?:Lorenz|Fetter|Hamilton|Gille)\b(?! [A-Z])")
    lone = [c for c in claims for m in surname.finditer(c) if not m.group(1)[:1].isupper()]
    assert lone == []
    assert dict(found.dropped).get("partial_name", 0) >= 1


@pytest.mark.parametrize(
    "sentence",
    ["Overcast 2 is absolutely free for everyone who downloads it.",
     "Some APIs are just easy to do in JavaScript engines.",
     "An exciting area for WebAssembly is browser plugins."],
)  # fmt: skip
def test_intensified_evaluations_are_opinions(sentence: str) -> None:
    """An intensifier or an evaluative adjective marks the writer's opinion, not a fact."""
    found = RuleClaimExtractor().extraction(sentence, title="Page")
    assert found.drafts == () and dict(found.dropped) == {"opinion": 1}


def test_a_surname_with_its_particle_alone_is_a_partial_name() -> None:
    """'De Miranda makes ...' on a page naming 'Luis de Miranda' is partial; the full name not."""
    persons = person_names("The book is by Luis de Miranda, a French writer and philosopher.")
    assert persons == frozenset({"Luis de Miranda"})
    assert standalone_reason("De Miranda makes a case for neon as a symbol.", persons) == (
        "partial_name"
    )
    assert standalone_reason("Luis de Miranda wrote a book about neon in 2018.", persons) is None


def test_a_hyphenated_surname_is_one_name_word() -> None:
    """``Doyle-Murray`` holds no lone ``Murray`` of the page's ``Brian Murray``; a lone
    ``Murray`` still does."""
    persons = person_names("Brian Doyle-Murray (born Brian Murray, 1945) is an actor. "
                           "Bill Murray is his brother.")  # fmt: skip
    assert standalone_reason("Brian Doyle-Murray is an American actor.", persons) is None
    assert standalone_reason("Murray said he was tired.", persons) == "partial_name"
