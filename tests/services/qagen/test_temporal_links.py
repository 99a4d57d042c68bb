"""Temporal links beyond the claims: a lead's page name, a page's whole text, a day against a
year asked in calendar years, and the links that stay refused."""

from __future__ import annotations

from collections import Counter

from services.qagen.rules import RuleQAGenerator
from services.qagen.temporal import _finest
from shared.facts import DateValue
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import QAItem
from shared.quality.recompute import recompute_problem
from shared.quality.rule_checks import RuleChecks
from tests.services.qagen.films import bucket


def _drafts(
    docs: list[ClaimBucket], pages: dict[int, str] | None = None
) -> tuple[list[QADraft], Counter[str]]:
    """Every temporal draft of the documents; ``pages`` gives a document's whole text."""
    whole = {f"hash-{k}": text for k, text in (pages or {}).items()}
    generator = RuleQAGenerator(whole.get)
    drafts = generator.generate_sync(docs, pattern="temporal", n_pairs=50, seed=1)
    return list(drafts), generator.skips


def _item(made: QADraft) -> QAItem:
    return QAItem(item_id="t1", question=made.question, answers=(made.answer,),
                  pattern="temporal", used_claims=made.used_claims,
                  reasoning_steps=made.reasoning_steps, computed=made.computed)  # fmt: skip


_JAGGER = [
    bucket(1, "Mick Jagger", ["Sir Michael Philip Jagger (born 26 July 1943) is an English "
                              "singer-songwriter."]),
    bucket(2, "Disease (song)", ["Disease is a song by American rock band Matchbox Twenty.",
                                 "Disease was released on September 30, 2002.",
                                 "Disease was co-written by Rob Thomas and Mick Jagger."]),
]  # fmt: skip


def test_a_lead_legal_name_is_linked_and_asked_by_its_pages_title() -> None:
    """The lead's birth under its legal name is read under the page's title: the song's page
    names the title, so the two are linked, and the question names the title; the judge's
    rule checks pass it and its entity key stays the lead's name."""
    drafts, skips = _drafts(_JAGGER)
    asked = {d.question: d for d in drafts}
    made = asked["How many full years after the birth of Mick Jagger was Matchbox Twenty's "
                 "song Disease released?"]
    assert made.answer == "59 years"
    assert made.computed["entities"] == "disease | sir michael philip jagger"
    assert skips["temporal: a lead's life date read under its page's name"] == 1
    assert RuleChecks().check(_item(made), None).reasons == []


def test_a_relatives_birth_on_the_page_is_not_the_pages_person() -> None:
    """A life date of a claim other than the lead's is not renamed: a brother's birth on the
    page stays his own."""
    docs = [
        bucket(1, "Mick Jagger", ["Mick Jagger is an English singer-songwriter.",
                                  "Chris Edward Jagger was born on 19 December 1947."]),
        _JAGGER[1],
    ]  # fmt: skip
    drafts, _ = _drafts(docs)
    assert not [d for d in drafts if "Mick Jagger" in d.question], [d.question for d in drafts]


_FULLER = [
    bucket(1, "Drew Fuller", ["Drew Fuller (born May 19, 1980) is an American actor."]),
    bucket(2, "Charmed", ["Charmed was originally broadcast by The WB from October 7, 1998, "
                          "until May 21, 2006."]),
]  # fmt: skip
_FULLER_PAGE = ("Drew Fuller (born May 19, 1980) is an American actor. He is best known for "
                'his portrayal of Chris Halliwell in the television series "Charmed".')  # fmt: skip


def test_a_mention_in_the_whole_page_links_a_person_and_a_work() -> None:
    """The claims never name the series on the actor's page (its sentence opens on a
    pronoun); the page's whole text does, quoted: the birth and the first broadcast are
    linked (counted), and without the page text they are not."""
    drafts, skips = _drafts(_FULLER, {1: _FULLER_PAGE})
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many full years after the birth of Drew Fuller was Charmed first broadcast?",
         "18 years")]  # fmt: skip
    assert skips["temporal: subjects linked by a page's whole text"] == 1
    alone, skips = _drafts(_FULLER)
    assert alone == [] and skips["temporal: subjects not linked in the graph"] == 1


def test_a_whole_page_does_not_link_two_people_or_a_name_inside_a_longer_one() -> None:
    """A page's list of names links no two people, and a name written only inside a longer
    name of the graph (``Jamie Campbell`` in ``Jamie Campbell Bower``) links nothing."""
    people = [
        bucket(1, "Jagdish Mali", ["Jagdish Mali (18 January 1954 – 13 May 2013) was an Indian "
                                   "photographer."]),
        bucket(2, "Rekha", ["Rekha (born 10 October 1954) is an Indian actress."]),
    ]  # fmt: skip
    page = "Jagdish Mali was an Indian photographer. He took images of celebrities like Rekha."
    drafts, _ = _drafts(people, {1: page})
    assert drafts == []
    namesake = [
        bucket(1, "Jamie Campbell", ["Jamie Campbell (born 18 May 1977) is a film maker."]),
        bucket(2, "Jamie Campbell Bower", ["Jamie Campbell Bower is an English actor."]),
        bucket(3, "Counterfeit (band)", ["Counterfeit are an English punk rock band, formed in "
                                         "2015.", "Counterfeit's lead vocalist is Jamie "
                                         "Campbell Bower."]),
    ]  # fmt: skip
    drafts, _ = _drafts(namesake)
    assert not [d for d in drafts if "Campbell" in d.question], [d.question for d in drafts]


_DAVES = [
    bucket(1, "Delmer Daves", ["Delmer Daves (born July 24, 1904) was an American "
                               "screenwriter."]),
    bucket(2, "Destination Tokyo", ["Destination Tokyo is a 1943 war film directed by Delmer "
                                    "Daves."]),
]  # fmt: skip


def test_a_day_against_a_year_is_asked_in_calendar_years_and_recomputed() -> None:
    """A birth to the day and a film's year give the difference of the years, asked without
    *full*; the judge's recomputation reads the day's year from the claim, and refuses
    another figure."""
    drafts, skips = _drafts(_DAVES)
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many years after the birth year of Delmer Daves was the film Destination "
         "Tokyo released?",
         "39 years")]  # fmt: skip
    assert skips["temporal: a day or month against a year asked in calendar years"] == 1
    made = drafts[0]
    assert (made.computed["a"], made.computed["b"]) == ("1904", "1943")
    assert recompute_problem(made.computed, made.used_claims, "39 years") is None
    assert recompute_problem(made.computed, made.used_claims, "38 years") is not None
    assert RuleChecks().check(_item(made), None).reasons == []


def test_a_year_a_finer_date_of_the_same_event_covers_is_not_used() -> None:
    """A film's year beside its release to the day: only the day is used, so no item asks
    in calendar years what the day answers in full years."""
    docs = [
        _DAVES[0],
        bucket(2, "Shipmates Forever", ["Shipmates Forever is a 1935 film directed by Delmer "
                                        "Daves.", "Shipmates Forever was released on October "
                                        "12, 1935."]),
    ]  # fmt: skip
    drafts, skips = _drafts(docs)
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many full years after the birth of Delmer Daves was the film Shipmates "
         "Forever released?",
         "31 years")]  # fmt: skip
    assert skips["temporal: a date a finer one of the same event covers"] == 1


def test_a_year_a_finer_date_of_another_year_does_not_cover_is_kept() -> None:
    """A film's year and a release day in another year (a 1927 film re-released in 1935) are
    two events: both dates are kept and nothing is counted; the same year is dropped."""
    for year, kept in (("1927", ["1927", "1935-10-12"]), ("1935", ["1935-10-12"])):
        docs = [bucket(2, "Shipmates Forever", [f"Shipmates Forever is a {year} film directed "
                                                "by Delmer Daves.", "Shipmates Forever was "
                                                "released on October 12, 1935."])]  # fmt: skip
        facts = RuleQAGenerator(None).index(docs).facts
        dated = [f for f in facts if isinstance(f.value, DateValue)]
        skips: Counter[str] = Counter()
        finest = _finest(dated, skips)
        assert [f.value.value for f in finest if isinstance(f.value, DateValue)] == kept, year
        assert skips["temporal: a date a finer one of the same event covers"] == (
            len(dated) - len(kept)), year


def test_a_founding_claim_with_two_years_and_a_film_published_give_no_interval() -> None:
    """A founding whose claim states a predecessor's year too, and a film page's work read as
    published, start no interval (each counted)."""
    docs = [
        bucket(1, "ProSiebenSat.1 Media", ["ProSiebenSat.1 Media was formed on October 2, 2000 "
                                           "by the merger of ProSieben Media AG (founded in "
                                           "1989)."]),
        bucket(2, "Mix Megapol", ["Mix Megapol is a radio network owned by ProSiebenSat.1 Media.",
                                  "Mix Megapol launched in 1993."]),
        bucket(3, "Dylan Everett", ["Dylan Everett (born January 24, 1995) is a Canadian "
                                    "actor."]),
        bucket(4, "Frenemies (film)", ["Frenemies is a 2012 teen comedy-drama television film "
                                       "and anthology starring Dylan Everett."]),
    ]  # fmt: skip
    drafts, skips = _drafts(docs)
    assert drafts == [], [d.question for d in drafts]
    assert skips["temporal: a founding whose claim states two years"] == 1
    assert skips["temporal: a work's event its page's kind does not take"] == 1


def test_a_bodys_founding_is_linked_to_a_person_only_by_the_bodys_own_page() -> None:
    """A band's page naming its keyboardist links her birth to its formation; a player's page
    naming the league she played in links nothing."""
    docs = [
        bucket(1, "Zia McCabe", ["Zia McCabe (born 1975) is an American musician."]),
        bucket(2, "The Dandy Warhols", ["The Dandy Warhols are an American rock band, formed in "
                                        "1994.", "The Dandy Warhols' keyboardist is Zia "
                                        "McCabe."]),
        bucket(3, "Debbie Black", ["Debbie Black (born 1966) is an American basketball "
                                   "coach.", "Debbie Black played in the Women's National "
                                   "Basketball League."]),
        bucket(4, "Women's National Basketball League", ["The Women's National Basketball "
                                                         "League was founded in 1981."]),
    ]  # fmt: skip
    drafts, _ = _drafts(docs)
    questions = [d.question for d in drafts]
    assert "How many years after the birth year of Zia McCabe was the Dandy Warhols formed?" in (
        questions
    ), questions
    assert not [q for q in questions if "Debbie Black" in q], questions


def test_an_award_named_for_a_person_links_no_work_to_their_birth() -> None:
    """A novel's page naming the award it won (``the Robert Holdstock Award``) names no deed
    of Holdstock: no interval from his birth to the novel; a page naming him does link."""
    holdstock = bucket(1, "Robert Holdstock", ["Robert Holdstock (born 2 August 1948) was an "
                                               "English novelist."])  # fmt: skip
    award = [holdstock, bucket(2, "Some Kind of Fairy Tale", [
        "Some Kind of Fairy Tale is a 2012 novel by Graham Joyce.",
        "Some Kind of Fairy Tale won the Robert Holdstock Award in 2013."])]  # fmt: skip
    drafts, _ = _drafts(award)
    assert not [d for d in drafts if "Holdstock" in d.question], [d.question for d in drafts]
    credit = [holdstock, bucket(2, "Mythago Wood", [
        "Mythago Wood is a 1984 novel by Robert Holdstock."])]  # fmt: skip
    drafts, _ = _drafts(credit)
    assert [d.question for d in drafts] == [
        "How many years after the birth year of Robert Holdstock was the novel Mythago "
        "Wood published?"
    ]


def test_a_year_whose_page_states_a_day_of_that_year_is_not_asked_in_calendar_years() -> None:
    """A film's year whose page also gives a day of that year it was shown (no release
    fact) is not asked in calendar years against a birth: the reader
    counts from the day."""
    docs = [
        bucket(1, "Georgie Henley", ["Georgie Henley (born 9 July 1995) is an English "
                                     "actress."]),
        bucket(2, "Prince Caspian (film)", ["Prince Caspian is a 2008 fantasy film starring "
                                            "Georgie Henley.", "Prince Caspian was first shown in "
                                            "the United States on May 16, 2008."]),
    ]  # fmt: skip
    drafts, skips = _drafts(docs)
    assert drafts == [], [d.question for d in drafts]
    assert skips["temporal: interval not determined at the dates' precision"] == 1


def test_a_side_work_a_page_dates_is_not_linked_to_the_pages_cast() -> None:
    """Issue 15: 'It is based on the 2009 documentary "Surviving Mumbai"' on the page of the
    film Hotel Mumbai, whose cast holds Nazanin Boniadi: the page links her to Hotel Mumbai,
    not to the documentary, so no item asks her birth against the documentary's release.
    Near miss: the page's own film stays linked to her."""
    docs = [
        bucket(1, "Nazanin Boniadi", ["Nazanin Boniadi (born 22 May 1980) is an Iranian born "
                                      "British-American actress."]),
        bucket(2, "Hotel Mumbai", ["Hotel Mumbai is an upcoming thriller film directed by "
                                   "Anthony Maras.",
                                   'Hotel Mumbai is based on the 2009 documentary "Surviving '
                                   'Mumbai" about the Mumbai attacks in 2008.',
                                   "Hotel Mumbai stars Dev Patel, Armie Hammer and Nazanin "
                                   "Boniadi.",
                                   "Hotel Mumbai was released on 7 September 2018."]),
    ]  # fmt: skip
    drafts, skips = _drafts(docs)
    asked = [d.question for d in drafts]
    assert not any("Surviving Mumbai" in q and "Boniadi" in q for q in asked), asked
    assert any("Hotel Mumbai" in q and "Boniadi" in q for q in asked), asked
    assert skips["temporal: subjects not linked in the graph"] >= 1
