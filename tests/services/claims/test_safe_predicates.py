"""Rule 6 of the web whitelist: a web page's claim states a checkable fact (issue 15). Each
drop is a claim a review of held-out news pages failed (speech, attitude, the writer's
judgement, two facts in one); each keep is its near miss."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.safe_predicates import (
    MAX_WORDS,
    UNSAFE_JUDGEMENT,
    UNSAFE_SPEECH,
    UNSAFE_TWO_FACTS,
    UNSAFE_UNANSWERED,
    main_verb,
    unsafe_predicate,
)
from shared.claims.safe_shapes import UNSAFE_REASONS, SafePage, unsafe_reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Sister Sharon Holland, the head of the Leadership Conference of Women Religious "
         "(LCWR) told reporters that there were still hard feelings (as of December 16, "
         "2014).", UNSAFE_SPEECH),
        ("Ulf Kristersson admitted he was concerned about the Dagens Nyheter revelations.",
         UNSAFE_SPEECH),
        ("Donald Trump reacted furiously to the Supreme Court tariffs decision in 2026.",
         UNSAFE_SPEECH),
        ("Republicans in Western North Carolina are grumbling about the announcement in "
         "May 2024.", UNSAFE_SPEECH),
        ("Acme Corp fears a strike at its Detroit plant in 2021.", UNSAFE_SPEECH),
        ("Jane Doe hopes to win the Boston Marathon in 2021.", UNSAFE_SPEECH),
        ("Union leaders worried about job cuts at Acme Corp in 2021.", UNSAFE_SPEECH),
        ("Jane Doe slammed the Acme Corp board decision in March 2021.", UNSAFE_SPEECH),
        ("Jane Doe blasted the Acme Corp merger in March 2021.", UNSAFE_SPEECH),
        ("Jane Doe vowed to block the Acme Corp merger in March 2021.", UNSAFE_SPEECH),
        ("Jane Doe was furious about the Acme Corp merger in March 2021.", UNSAFE_SPEECH),
        ("Jane Doe said she was angry about the Acme Corp merger in March 2021.",
         UNSAFE_SPEECH),
        ("Ulf Kristersson was concerned about the Dagens Nyheter reports in April 2024.",
         UNSAFE_SPEECH),
        ("The Ann Arbor Police Department released surveillance photos in hopes of "
         "garnering help in December 2014.", UNSAFE_SPEECH),
        ("Bizarrely, an AirAsia plane from Manila skidded off the runway at Kalibo on "
         "December 30, 2014.", UNSAFE_JUDGEMENT),
        ("In Southeast Asia, the AirAsia group has redefined flying with a focus on "
         "low-cost flights (as of December 29, 2014).", UNSAFE_JUDGEMENT),
        ("Donald Trump was the face of change when he won the 2016 election.",
         UNSAFE_JUDGEMENT),
        ("President Trump has set his sights on Venezuela's vast oil reserves (as of "
         "January 6, 2026).", UNSAFE_JUDGEMENT),
        ("The Gauteng Provincial Government has issued urgent warnings to residents as "
         "severe summer weather continues to intensify (as of November 28, 2025).",
         UNSAFE_TWO_FACTS),
        ("Driven by a developing La Niña pattern, fast-moving storm systems are "
         "threatening communities throughout Gauteng (as of November 28, 2025).",
         UNSAFE_TWO_FACTS),
        ("Venezuela holds vast oil reserves, the largest in the world (as of January 6, "
         "2026).", UNSAFE_TWO_FACTS),
        ("Yahya Sinwar was released from an Israeli jail in 2011 as part of a prisoner "
         "swap.", UNSAFE_TWO_FACTS),
        ("Since its founding by saxophonist and educator Kidd Jordan in 1990, the Heritage "
         "School of Music has been housed on university campuses.", UNSAFE_TWO_FACTS),
        ("LeBron James has at least 10 assists in six consecutive games, the longest streak "
         "of his career (as of November 20, 2019).", UNSAFE_TWO_FACTS),
        ("A significant art collector with an estimated net worth of $186.3 billion, the "
         "LVMH CEO in 2014 launched the Fondation Louis Vuitton.", UNSAFE_TWO_FACTS),
        ("The Stephens and Verdale V. Marquardt vehicles sustained minor damage while there "
         "was major damage to the front of the Hivley car.", UNSAFE_TWO_FACTS),
        ("The 2015 Paris Agreement is at risk as current policies project a warming of about "
         "2.4°C.", UNSAFE_TWO_FACTS),
        ("Vladimir Putin ordered the Russian military to retaliate (as of May 24, 2026).",
         UNSAFE_UNANSWERED),
    ],
)
def test_a_claim_that_states_no_checkable_fact_is_dropped(claim: str, reason: str) -> None:
    """Speech, attitude, judgement, two facts and a response to nothing are dropped, each
    counted by its reason."""
    assert unsafe_predicate(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "Brad Smith was the Microsoft President (as of March 2, 2021).",
        "Mark Zandi was chief economist at Moody's Analytics Inc. in West Chester, "
        "Pennsylvania (as of September 30, 2014).",
        "The Center for Automotive Research is based in Ann Arbor.",
        "Indonesia AirAsia is 49 percent owned by Malaysia-based budget carrier AirAsia "
        "(as of December 30, 2014).",
        "Acme Corp said on Monday, March 1, 2021, it had acquired Beta Systems.",
        "Jaya K. Rao reports that she has stock holdings in Eli Lilly and Pfizer (as of March "
        "3, 2020).",
        "Since 2017, Yahya Sinwar has led Hamas in the Gaza Strip (as of August 7, 2024).",
        "Acme Corp announced its merger with Beta Systems in March 2021.",
        "Kristy Marmorato declared victory on Wednesday, November 8, 2023.",
        "In New Jersey, Trump Entertainment Resorts Inc. filed for bankruptcy protection in "
        "September 2014.",
        "NASA's planetary science program won an increase of $157 million, to $1.438 "
        "billion for 2015.",
        "The World Health Organisation has reported a total of 19,980 suspected cases and "
        "7,793 deaths (as of December 30, 2014).",
        "Kevin Yearout has added about 80 jobs to his Albuquerque, New Mexico, contracting "
        "company since July 2013 (as of September 30, 2014).",
        "SoftBank agreed to inject $6.5 billion in debt and equity into WeWork in November "
        "2019.",
        "Initially, Acme Corp built cars in Detroit in 1920.",
        "An analysis of official U.S. labor statistics shows that in 1960, women held 27 "
        "percent of computing and math-related jobs.",
        "Jane Doe was injured while playing for Acme FC in 2019.",
        "A power outage at Stansted International Airport in London held up holiday travel "
        "on Monday afternoon, December 22, 2014.",
        "Acme Corp is twice as large as Beta Inc (as of May 1, 2020).",
        "Jane Doe served as the chief executive of Acme Corp from 2001 to 2010.",
        "Chevron is the only major US oil company operating in Venezuela under a special "
        "license (as of January 6, 2026).",
        "Vladimir Putin ordered the Russian military to retaliate for the drone strike on "
        "Starobilsk in May 2026.",
    ],
)
def test_a_claim_that_states_a_fact_is_kept(claim: str) -> None:
    """A state, an event with its object, an announcement with a noun object, the
    speaker's own act and a written ``(as of <date>)`` pass rule 6."""
    assert unsafe_predicate(claim) is None


@pytest.mark.parametrize(
    "claim",
    [
        "Ariane Curtis said Canada's labour-market strength increases the chance of rate "
        "hikes in 2026.",
        "India claims 40 Pakistani soldiers were killed in the Kashmir clashes (as of May 8, "
        "2025).",
        "Gwynne Shotwell forecast a SpaceX lunar lander mission in 2024.",
        "Microsoft plans to cut its carbon emissions by more than half by 2030.",
        "Vice-President Mike Pence said on Thursday, April 9, 2020, that Covid-19 was about "
        "three times as contagious as influenza.",
        "Vice-President Mike Pence stressed on Thursday, April 9, 2020, that Covid-19 was "
        "about three times as contagious as influenza.",
        "In May 2019, NASA Administrator Jim Bridenstine said NASA would return to the moon "
        "by 2024.",
        "The New York Times reported on Sunday, November 17, 2019, that WeWork is preparing "
        "to cut 4,000 jobs.",
        "Seoul plans to install 30.8 GW of solar by 2030.",
        "Seoul expects PV cell producers to increase the efficiency of multi-junction devices "
        "from 23% to 35%.",
        "The Vintners Federation of Ireland has warned that 50,000 jobs are at risk (as of "
        "October 6, 2020).",
        "Acme Corp announced on Monday that it would close its Detroit plant in 2021.",
        "Jane Doe told reporters that the Acme Corp plant would close in 2021.",
    ],
)
def test_plain_attribution_and_plans_are_kept(claim: str) -> None:
    """Rule 6's speech part drops feelings, reactions and wants only: a plain attributed
    statement, a claim of fact, a forecast, an expectation or a plan passes (blind review:
    these shapes were passes the first rule lost)."""
    assert unsafe_predicate(claim) is None


@pytest.mark.parametrize(
    ("claim", "lemma"),
    [
        ("Sister Sharon Holland, the head of the LCWR told reporters.", "tell"),
        ("In 2021, the South African government laid out gas corridors.", "lay"),
        ("Bizarrely, an AirAsia plane from Manila skidded off the runway.", "skid"),
        ("Malaysian Airlines Flight MH370 has not been found.", "find"),
        ("Pauline Cafferkey has been a nurse for 16 years.", "be"),
        ("NASA's planetary science program won an increase.", "win"),
    ],
)
def test_the_main_verb_is_the_main_clauses_not_any_word(claim: str, lemma: str) -> None:
    """The verb read is the main clause's, past a fronted adjunct, an appositive and
    nouns that can be verbs (``head``, ``plane``, ``program``), as a lemma."""
    found = main_verb(claim)
    assert found is not None
    assert found[0] == lemma


@given(st.integers(min_value=MAX_WORDS + 1, max_value=MAX_WORDS + 20))
def test_a_long_claim_is_dropped_its_as_of_date_not_counted(words: int) -> None:
    """Over ``MAX_WORDS`` words a claim copies a long sentence; the written ``(as of
    <date>)`` does not count toward the bound."""
    claim = "Acme Corp built " + " ".join(["cars"] * (words - 3)) + "."
    assert unsafe_predicate(claim) == UNSAFE_TWO_FACTS
    short = "Acme Corp built " + " ".join(["cars"] * (MAX_WORDS - 3))
    assert unsafe_predicate(short + " (as of May 1, 2020).") is None


def test_the_gate_counts_rule_6_after_the_other_rules() -> None:
    """On a web page the gate gives rule 6's reasons, each among ``UNSAFE_REASONS``."""
    text = ("Ulf Kristersson admitted concern about police leaks in April 2024.\n\n"
            "Acme Corp announced its merger with Beta Systems in March 2021.")
    page = SafePage.read(text, title="Leaks")
    first, second = text.split("\n\n")
    assert unsafe_reason(first, span_start=0, span_end=len(first), page=page) == UNSAFE_SPEECH
    start = text.index(second)
    assert unsafe_reason(second, span_start=start, span_end=len(text), page=page) is None
    assert {UNSAFE_SPEECH, UNSAFE_JUDGEMENT, UNSAFE_TWO_FACTS} <= set(UNSAFE_REASONS)


@given(
    st.sampled_from(["Acme Corp", "Jane Doe", "The Bank of Canada", "Seoul", "U.S. Steel"]),
    st.sampled_from([("told", "tell"), ("acquired", "acquire"), ("won", "win"),
                     ("plans", "plan"), ("has issued", "issue"), ("was", "be")]),
    st.integers(min_value=1900, max_value=2030),
    st.booleans(),
)
def test_the_main_verb_does_not_move_with_a_fronted_time_or_an_as_of_date(
    subject: str, verb: tuple[str, str], year: int, dated: bool
) -> None:
    """A fronted ``In <year>,`` and a written ``(as of <date>)`` leave the main verb read."""
    form, lemma = verb
    claim = f"{subject} {form} the Beta Systems contract"
    fronted = f"In {year}, {claim[0].lower() + claim[1:] if subject.startswith('The ') else claim}"
    suffix = f" (as of May 1, {year})." if dated else "."
    for text in (claim + suffix, fronted + suffix):
        found = main_verb(text)
        assert found is not None
        assert found[0] == lemma


@pytest.mark.parametrize(
    "claim",
    [
        "Jane Doe moved from Turin, Italy, to London in 2019.",
        "Acme Corp's CEO, Kelly, resigned in March 2021.",
        "Emily, a nurse, won the Boston Marathon in 2021.",
        "Italy, Spain and France signed the Paris treaty in 1951.",
    ],
)
def test_a_proper_noun_ending_in_ly_is_no_comment_adverb(claim: str) -> None:
    """Only a lower-case adverb is the writer's comment: a name ending in -ly (``Italy,``,
    ``Kelly,``, ``Emily,``) before a comma is none (code review of rule 6)."""
    assert unsafe_predicate(claim) is None


@pytest.mark.parametrize(
    "claim",
    [
        "Bizarrely, an AirAsia plane from Manila skidded off the runway at Kalibo in 2014.",
        "Acme Corp, sadly, closed its Detroit plant in 2021.",
        "Oddly, Acme Corp built cars in Detroit in 1920.",
    ],
)
def test_a_lower_case_comment_adverb_is_still_a_judgement(claim: str) -> None:
    """The near misses of the -ly names: a comment adverb, fronted or between commas."""
    assert unsafe_predicate(claim) == UNSAFE_JUDGEMENT


@pytest.mark.parametrize(
    "claim",
    [
        "Merck said the drug reduced anxiety in 40% of patients in 2021.",
        "The CDC said depression and anxiety rose 25% in 2021.",
        "NASA said the Hope probe reached Mars orbit in February 2021.",
        "Reuters reported that Happy Valley Resort was sold in 2021.",
        "Acme Corp said the Proud Boys rally in Portland drew 300 people in 2020.",
        "Jane Doe said the company was concerned with shipping (as of May 1, 2020).",
    ],
)
def test_a_saying_keeps_a_statement_that_only_names_a_feeling(claim: str) -> None:
    """A feeling word in what is said is no feeling of the speaker's: a symptom, a measure,
    a name (``Hope``, ``Happy Valley``) or another's state is an attributed statement
    (code review of rule 6)."""
    assert unsafe_predicate(claim) is None


@pytest.mark.parametrize(
    "claim",
    [
        "Sister Sharon Holland told reporters that there were still hard feelings in 2014.",
        "Ulf Kristersson admitted he was concerned about the Dagens Nyheter revelations.",
        "Ulf Kristersson admitted concern about police leaks in April 2024.",
        "Jane Doe said she was angry about the Acme Corp merger in March 2021.",
        "Acme Corp said it was deeply disappointed by the ruling in March 2021.",
        "Jane Doe said on Monday that she was proud of the Acme Corp team.",
        "Acme Corp said it regretted the Detroit plant closure in 2021.",
        "Jane Doe told reporters there was concern about the Acme Corp merger in 2021.",
    ],
)
def test_a_saying_of_the_speakers_own_feeling_is_dropped(claim: str) -> None:
    """The near misses kept dropped: the speaker (or a pronoun for them) is in a feeling
    state, or feelings or concern are what was told."""
    assert unsafe_predicate(claim) == UNSAFE_SPEECH


@pytest.mark.parametrize(
    ("claim", "lemma"),
    [
        ("The union fears a recession in 2021.", "fear"),
        ("The company hopes to expand into Canada in 2021.", "hope"),
        ("The union vows to strike in March 2021.", "vow"),
        ("Residents fear flooding along the Severn River (as of May 1, 2020).", "fear"),
        ("Local residents fear flooding along the Severn River in 2020.", "fear"),
        ("The company plans to expand into Canada in 2021.", "plan"),
    ],
)
def test_a_verb_that_is_also_a_noun_is_read_after_a_common_noun(
    claim: str, lemma: str
) -> None:
    """``fears``, ``hopes``, ``vows``, ``fear`` after a lower-case or sentence-initial
    common noun that agrees with them are the main verb, so an attitude is dropped and a
    plan kept (code review of rule 6)."""
    found = main_verb(claim)
    assert found is not None
    assert found[0] == lemma
    assert unsafe_predicate(claim) == (None if lemma == "plan" else UNSAFE_SPEECH)


@pytest.mark.parametrize(
    ("claim", "lemma"),
    [
        ("The science programs won an increase of $157 million in 2015.", "win"),
        ("The union hopes were dashed in March 2021.", "dash"),
        ("The steel plants closed in 2015.", "close"),
    ],
)
def test_a_noun_compound_is_still_no_verb(claim: str, lemma: str) -> None:
    """Near misses: a plural after a noun (``science programs``), a noun before an
    auxiliary (``union hopes were``) and a verb outside rule 6's lists stay nouns."""
    found = main_verb(claim)
    assert found is not None
    assert found[0] == lemma
