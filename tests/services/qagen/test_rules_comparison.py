"""Comparison templates of the rule QA generator: what came first, lived longer, sold more."""

from __future__ import annotations

import random
import re

from shared.messages.claims import ClaimBucket
from tests.services.qagen.film_drafts import film_drafts


def test_comparison_asks_who_came_first_and_answers_the_earlier_subject() -> None:
    """"Who was born first, A or B?" over two documents; the answer is the earlier birth."""
    drafts = [d for d in film_drafts("comparison") if d.question.startswith("Who was born first")]
    assert drafts
    births = {"Christopher Nolan": 1970, "Mark King": 1958, "Zack Hexum": 1978}
    # "Mark King (musician)": the title's role is asked, as the bare name is others' too
    asked = {"Mark King": "the musician Mark King"}
    for d in drafts:
        a, b = d.computed["a"], d.computed["b"]
        assert d.question == f"Who was born first, {asked.get(a, a)} or {asked.get(b, b)}?"
        assert d.answer == min((a, b), key=births.__getitem__)
        assert len({u.url for u in d.used_claims}) == 2


def _lives_graph() -> list[ClaimBucket]:
    from tests.services.qagen.films import bucket

    return [
        bucket(1, "Sigmund Ruud", ["Sigmund Ruud (30 December 1907 – 7 April 1994) was a "
                                   "Norwegian ski jumper."]),
        bucket(2, "Asbjørn Ruud", ["Asbjørn Ruud (6 October 1919 – 26 March 1989) was a "
                                   "Norwegian ski jumper."]),
        bucket(3, "Florine of Burgundy", ["Florine of Burgundy (1083–1097) was a French "
                                          "crusader."]),
    ]  # fmt: skip


def test_who_lived_longer_is_answered_from_both_lives_and_recomputed() -> None:
    """"Who lived longer, A or B?" names the surely longer life from both pages, recomputed."""
    # 86 years against 69; the judge's recomputation agrees, and a wrong answer is caught.
    from services.qagen.comparison import lifespans
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem

    index = FactIndex.build(_lives_graph())
    drafts = list(lifespans(index, random.Random(2)))
    ruuds = [d for d in drafts if "Florine" not in d.question]
    assert len(ruuds) == 1 and ruuds[0].answer == "Sigmund Ruud"
    assert {u.doc_id for u in ruuds[0].used_claims} == {1, 2}
    assert recompute_problem(ruuds[0].computed, ruuds[0].used_claims, "Sigmund Ruud") is None
    assert recompute_problem(ruuds[0].computed, ruuds[0].used_claims, "Asbjørn Ruud")


def test_a_life_stated_in_two_claims_is_compared() -> None:
    """Birth and death in two claims of one page still give a life for "Who lived longer"."""
    # ``X was born on ...``, ``X died on ...``.
    from services.qagen.comparison import lifespans
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Jeffrey Smart", ["Jeffrey Smart was born on 26 July 1921.",
                                    "Jeffrey Smart died on 20 June 2013."]),
        bucket(2, "Sigmund Ruud", ["Sigmund Ruud (30 December 1907 – 7 April 1994) was a "
                                   "Norwegian ski jumper."]),
    ])  # fmt: skip
    drafts = list(lifespans(index, random.Random(0)))
    assert len(drafts) == 1 and drafts[0].answer == "Jeffrey Smart"
    assert len(drafts[0].used_claims) == 3


def test_a_game_in_a_video_game_series_is_compared_with_a_video_game() -> None:
    """A game in a video game series is a video game: its release is compared with another's."""
    # ``the second game in the ... video game series`` is no series; ``Which came out first, A or
    # B?``.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "NASCAR Revolution", ["NASCAR Revolution is a racing video game.",
                                        "NASCAR Revolution was released on March 1, 1999 for "
                                        "Microsoft Windows 95 and Windows 98."]),
        bucket(2, "Formula 1 97", ['Formula 1 97 is the second game in the "Formula One" '
                                   "video game series.",
                                   "Formula 1 97 was released in 1997 on the PlayStation."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Formula 1 97"]
    assert drafts[0].question.startswith("Which came out first, ")


def test_a_band_founded_and_a_band_formed_are_compared_and_recomputed() -> None:
    """A band "founded" and one "formed" compare as formations, and the judge recomputes it."""
    # "founded in 2010" against "formed in 1996", recomputed from the used claims.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Pookey Bleum", ["Pookey Bleum is a Swedish pop band, formed in 1996."]),
        bucket(2, "Satin Circus", ["Satin Circus is a Finnish pop band founded in 2010."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Pookey Bleum"]
    assert drafts[0].question.startswith("Which band was formed first, ")
    computed, used = dict(drafts[0].computed), drafts[0].used_claims
    assert recompute_problem(computed, used, "Pookey Bleum") is None
    assert recompute_problem(computed, used, "Satin Circus")


def test_records_sold_compare_a_singer_and_a_band_but_never_below_a_floor() -> None:
    """Records sold compare a singer and a band, but never when the smaller figure is a floor."""
    # ``Who has sold more records, A or B?``; with ``more than 80 million`` no item is drafted, the
    # skip is counted, and the judge's recomputation refuses that order too.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    def index(humperdinck: str) -> FactIndex:
        return FactIndex.build([
            bucket(1, "Engelbert Humperdinck (singer)", [
                "Engelbert Humperdinck is an English pop singer.",
                f"Engelbert Humperdinck has sold {humperdinck} records worldwide."]),
            bucket(2, "Spice Girls", ["The Spice Girls were an English pop girl group formed "
                                      "in 1994.", "The Spice Girls have sold 85 million "
                                      "records worldwide."]),
        ])  # fmt: skip

    drafts = list(comparisons(index("more than 150 million"), random.Random(0)))
    asked = [d for d in drafts if d.computed["relation"] == "records_sold"]
    assert [d.answer for d in asked] == ["Engelbert Humperdinck"]
    assert asked[0].question.startswith("Who has sold more records, ")
    computed, used = dict(asked[0].computed), asked[0].used_claims
    assert recompute_problem(computed, used, "Engelbert Humperdinck") is None
    floor = index("more than 80 million")
    assert not [d for d in comparisons(floor, random.Random(0))
                if d.computed["relation"] == "records_sold"]  # fmt: skip
    assert floor.skips["comparison: the smaller figure is only a floor"] == 1
    from services.qagen.drafting import used_claim

    floor_used = tuple(used_claim(f.bucket, f.claim) for f in floor.facts
                       if f.relation == "records_sold")  # fmt: skip
    assert recompute_problem(computed, floor_used, "Spice Girls")


def test_holders_of_one_office_compare_by_their_terms_never_across_offices() -> None:
    """Holders of one office compare by their terms, recomputed; other offices never (counted)."""
    # ``Who was Prime Minister of Australia first, A or B?``; a president of another country is not
    # compared with them.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Julia Gillard", ["Julia Eileen Gillard was the 27th Prime Minister of "
                                    "Australia from 2010 to 2013."]),
        bucket(2, "Paul Keating", ["Paul John Keating was the 24th Prime Minister of Australia "
                                   "and the Leader of the Labor Party from 1991 to 1996."]),
        bucket(3, "Malam Bacai Sanhá", ["Malam Bacai Sanhá was President of Guinea-Bissau "
                                        "from 8 September 2009 to 9 January 2012."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Paul Keating"]
    assert drafts[0].question.startswith("Who was Prime Minister of Australia first, ")
    assert recompute_problem(dict(drafts[0].computed), drafts[0].used_claims,
                             "Paul Keating") is None  # fmt: skip
    assert index.skips["comparison: two different offices"] == 2


def test_populations_compare_only_places_of_one_region() -> None:
    """Populations compare only places of one region, asked by short names; the skip is counted."""
    # ``Kahuku or Laie?`` (both Hawaii) is asked; ``Orleans or Young?`` (Ontario and New South
    # Wales) is not.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Kahuku, Hawaii", ["As of the 2010 Census, Kahuku had a population of 2,614."]),
        bucket(2, "Laie, Hawaii", ["The population of Laie was 6,138 at the 2010 census."]),
        bucket(3, "Young, New South Wales", ["At the 2011 census , Young had a population of "
                                             "6,960."]),
    ])  # fmt: skip
    questions = [d.question for d in comparisons(index, random.Random(0))]
    assert questions and all("Young" not in q for q in questions)
    assert any("Kahuku" in q and "Laie" in q for q in questions)
    assert index.skips["comparison: places of two regions"] == 2


def test_directorial_debuts_compare_only_with_directorial_debuts() -> None:
    """Directorial debuts compare only with each other, answered by the earlier and recomputed."""
    # "Whose directorial debut came first, A or B?"; a film debut is not compared with them.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Karan Johar", ['Johar made his directorial debut with the romance "Kuch '
                                  'Kuch Hota Hai" (1998).']),
        bucket(2, "John Sayles", ['Sayles made his directorial debut with "Return of the '
                                  'Secaucus 7" (1980).']),
        bucket(3, "Shabana Azmi", ["Azmi made her film debut in 1974."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["John Sayles"]
    assert re.fullmatch(r"Whose directorial debut came first, (Karan Johar|John Sayles) or "
                        r"(Karan Johar|John Sayles)\?", drafts[0].question)  # fmt: skip
    assert recompute_problem(drafts[0].computed, drafts[0].used_claims, "John Sayles") is None
    assert recompute_problem(drafts[0].computed, drafts[0].used_claims, "Karan Johar")


def test_a_television_films_first_airing_compares_with_a_release() -> None:
    """A television film's first airing compares with a release; a series' first broadcast not."""
    # "first aired" in 1991 came out after one "released" in 1986 (``Which film came out first, A or
    # B?``), and the judge recomputes it.
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    def build(kind: str) -> FactIndex:
        return FactIndex.build([
            bucket(1, "The Boys", [f"The Boys is a drama {kind} starring James Woods.",
                                   "The Boys first aired on September 15, 1991 on the ABC "
                                   "Network."]),
            bucket(2, "Mr. Bill's Real Life Adventures", [
                "Mr. Bill's Real Life Adventures is a 1986 comedy television film."]),
        ])  # fmt: skip

    drafts = list(comparisons(build("television film"), random.Random(0)))
    assert [d.answer for d in drafts] == ["Mr. Bill's Real Life Adventures"]
    assert drafts[0].question.startswith("Which film came out first, ")
    assert recompute_problem(drafts[0].computed, drafts[0].used_claims,
                             "Mr. Bill's Real Life Adventures") is None  # fmt: skip
    assert recompute_problem(drafts[0].computed, drafts[0].used_claims, "The Boys")
    assert not list(comparisons(build("television series"), random.Random(0)))


def test_a_subject_whose_name_gives_another_kind_is_not_compared() -> None:
    """A subject whose name gives another kind is not compared; one of the same kind is."""
    # A basketball team and a page called ``Bass Brewery`` that names no kind are not compared
    # (``Which was founded first, a team or a brewery?``); two publishing houses, one kinded only by
    # its name, are (``Which publishing house ...``).
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Houston Rockets", ["The Houston Rockets are an American professional "
                                      "basketball team.",
                                      "Houston Rockets was founded in 1967."]),
        bucket(2, "Bass Brewery", ["The Bass Brewery was founded in 1777 by William Bass."]),
    ])  # fmt: skip
    assert not list(comparisons(index, random.Random(0)))
    assert index.skips["comparison: subjects of different kinds"] == 1
    index = FactIndex.build([
        bucket(1, "Concordia Publishing House", [
            "Concordia Publishing House (CPH), founded in 1869, is the official publishing "
            "arm of the Lutheran Church–Missouri Synod."]),
        bucket(2, "Onufri Publishing House", ["Onufri Publishing House was founded in 1992."]),
    ])  # fmt: skip
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Concordia Publishing House"]
    assert drafts[0].question.startswith("Which publishing house was founded first, ")


def test_an_event_titled_page_or_an_unkinded_thing_is_not_compared() -> None:
    """A 'Murder of ...' page is no person to be born first; a video game is not compared with
    a thing whose page names no kind; two video games are."""
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Murder of Anthony Walker", ["Anthony Walker (born 24 December 1987) was a "
                                               "black British student."]),
        bucket(2, "Mark King (musician)", ["Mark King (born 20 October 1958) is an English "
                                           "musician."]),
    ])  # fmt: skip
    assert not [d for d in comparisons(index, random.Random(0)) if "Walker" in d.question]
    game = bucket(1, "Spy Snatcher", ["Spy Snatcher is a 1982 video game written by Tom "
                                      "Lahr.", "Spy Snatcher was released in 1982."])
    index = FactIndex.build([game, bucket(2, "LNW-80", ["The LNW-80 was released in 1981."])])
    assert not list(comparisons(index, random.Random(0)))
    index = FactIndex.build([game, bucket(2, "Frogger", ["Frogger is a 1981 video game "
                                                         "developed by Konami.",
                                                         "Frogger was released in 1981."])])
    drafts = list(comparisons(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Frogger"]



def test_a_sequel_and_its_original_are_not_asked_which_came_first() -> None:
    """A sequel's title and its original's (bare or kind-qualified) are never compared by date."""
    from services.qagen.name_match import sequel_pair
    from services.qagen.rules import RuleQAGenerator
    from tests.services.qagen.films import bucket

    part2 = "The Hunger Games: Mockingjay – Part 2"
    assert sequel_pair("The Hunger Games (film)", part2) and sequel_pair(part2, "The Hunger Games")
    assert sequel_pair("Krull", "Krull II")
    assert not sequel_pair("The Hunger Games: Catching Fire", part2)  # neither holds the other
    assert not sequel_pair("Alien", "Aliens") and not sequel_pair("Rocky", "Rocky Balboa")
    docs = [
        bucket(1, "The Hunger Games (film)", ["The Hunger Games is a 2012 American dystopian "
                                              "science fiction adventure film directed by "
                                              "Gary Ross."]),
        bucket(2, part2, [f"{part2} is a 2015 American dystopian science fiction adventure "
                          "film."]),
        bucket(3, "Krull (film)", ["Krull is a 1983 British-American science fantasy film "
                                   "directed by Peter Yates."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=20, seed=0)
    asked = [d.question for d in drafts if d.question.startswith("Which film came out first")]
    assert asked and all("Krull" in q for q in asked)


def test_a_person_is_asked_and_answered_by_the_name_the_page_knows() -> None:
    """A lead ``Joseph Fidler Walsh (...), known professionally as Joe Walsh`` on the page
    ``Joe Walsh`` is asked as Joe Walsh; the legal name is an alias, and the judge's
    recomputation maps the answer to the claims' legal name."""
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Joe Walsh", ["Joseph Fidler Walsh (born November 20, 1947), known "
                                "professionally as Joe Walsh, is an American rock musician."]),
        bucket(2, "Chester Bennington", ["Chester Charles Bennington (March 20, 1976 – July "
                                         "20, 2017) was an American singer."]),
    ])  # fmt: skip
    drafts = [index.phrased(d) for d in comparisons(index, random.Random(0))]
    born = [d for d in drafts if d.question.startswith("Who was born first")]
    assert born and all("Joseph Fidler" not in d.question for d in born)
    assert all("Joe Walsh" in d.question for d in born)
    draft = born[0]
    assert draft.answer == "Joe Walsh" and draft.computed["aliases"] == "Joseph Fidler Walsh"
    assert recompute_problem(draft.computed, draft.used_claims, draft.answer) is None
    assert recompute_problem(draft.computed, draft.used_claims, "Chester Bennington")


def test_a_war_or_other_named_period_has_no_life() -> None:
    """A page named for a war, dynasty or festival states its span in the parenthesis a
    person's page gives a life in: 'Who lived longer, Isaac Newton or King George's War?'
    compares no two lives, and no birth or death of the war is asked either."""
    from services.qagen.comparison import comparisons, lifespans
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    war = bucket(1, "King George's War", ["King George's War (1744–1748) was the third of "
                                          "the four French and Indian Wars."])
    newton = bucket(2, "Isaac Newton", ["Isaac Newton (25 December 1642 – 20 March 1727) was "
                                        "an English mathematician and physicist."])
    index = FactIndex.build([war, newton])
    assert not list(lifespans(index, random.Random(0)))
    assert not [d for d in comparisons(index, random.Random(0)) if "War" in d.question]
    hooke = bucket(1, "Robert Hooke", ["Robert Hooke (28 July 1635 – 3 March 1703) was an "
                                       "English polymath."])
    index = FactIndex.build([hooke, newton])  # two lives are still compared
    assert [d.answer for d in lifespans(index, random.Random(0))] == ["Isaac Newton"]


def test_a_work_titled_with_another_entitys_name_is_asked_with_its_kind() -> None:
    """A self-titled album (``Taylor Swift``, on a graph naming the singer Taylor Swift) is
    asked as *the album Taylor Swift*, even where the question names the kind, and answered
    by its bare title; the judge recomputes the answer."""
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Tim McGraw (song)", ["Tim McGraw is a song by American singer-songwriter "
                                        "Taylor Swift.", "Tim McGraw was released as the lead "
                                        "single from her debut album \"Taylor Swift\" (2006)."]),
        bucket(2, "Red (Taylor Swift album)", ["Red is the fourth studio album by American "
                                               "singer-songwriter Taylor Swift.",
                                               "Red was released on October 22, 2012."]),
    ])  # fmt: skip
    drafts = [index.phrased(d) for d in comparisons(index, random.Random(0))]
    options = ("the album Taylor Swift", "the Taylor Swift album Red")
    assert [d.question for d in drafts] in (
        [f"Which album came out first, {options[0]} or {options[1]}?"],
        [f"Which album came out first, {options[1]} or {options[0]}?"])
    assert drafts[0].answer == "Taylor Swift"
    assert recompute_problem(dict(drafts[0].computed), drafts[0].used_claims,
                             "Taylor Swift") is None  # fmt: skip
    assert index.skips["fact: a work titled with another entity's name asked with its kind"] == 1


def test_a_work_whose_title_no_other_entity_bears_stays_bare() -> None:
    """Albums whose titles name no person, band or page of the graph are asked bare under
    *Which album*."""
    from services.qagen.comparison import comparisons
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    index = FactIndex.build([
        bucket(1, "Motherwar", ["Motherwar is a 2000 album by the band Spineshank."]),
        bucket(2, "Suicide by My Side", ["Suicide by My Side is a 2002 album by the band "
                                         "Sinergy."]),
    ])  # fmt: skip
    questions = [index.phrased(d).question for d in comparisons(index, random.Random(0))]
    assert questions and all(" the album " not in q for q in questions)
    assert not index.self_titled
