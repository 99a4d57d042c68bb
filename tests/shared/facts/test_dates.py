"""Dated facts read from claims: births, foundings, airings, openings, buildings, offices."""

from __future__ import annotations

from shared.facts import DateValue, facts_of_bucket
from tests.services.qagen.films import bucket
from tests.shared.facts.reading import facts_of


def test_birth_and_death_from_the_parenthetical() -> None:
    """``X (28 October 1872 – 25 April 1930) was ...`` gives a birth and a death of X."""
    facts = facts_of("David Smith (director)", "David Smith (28 October 1872 – 25 April 1930) "
                     "was an English film director of the silent era.")  # fmt: skip
    assert facts["born"] == ("David Smith", "1872-10-28")
    assert facts["died"] == ("David Smith", "1930-04-25")


def test_a_release_in_some_venue_or_a_cut_parenthetical_gives_no_event() -> None:
    """A release in some venue, or an event object with a cut parenthetical, gives no event."""
    # ``released in select theaters ... on DATE`` is one release of several; ``Urania Fellowes (d``
    # is refused.
    assert facts_of("Good People (film)", "Good People was released in select theaters and on "
                    "demand on 26 September 2014.") == {}  # fmt: skip
    assert facts_of("John Wallop", "John Wallop married Urania Fellowes (d on 1 March "
                    "1740.") == {}  # fmt: skip


def test_first_broadcast_is_the_earliest_airing_after_the_verb() -> None:
    """The first broadcast is the earliest airing after the verb; a run of years gives none."""
    # ``originally aired on the Fox network ... on January 21, 1990``; of two airings the earlier;
    # "from 1952 to 1953" gives none; an escaped title (``&amp;``) is read as written.
    assert facts_of("Homer's Odyssey", "Homer's Odyssey originally aired on the Fox network in "
                    "the United States on January 21, 1990.")["aired"] == (
        "Homer's Odyssey", "1990-01-21")  # fmt: skip
    assert facts_of("Tracy Does Conan", "Tracy Does Conan first aired on December 7, 2006 in the "
                    "United States and November 29, 2007 in the United Kingdom.")["aired"] == (
        "Tracy Does Conan", "2006-12-07")  # fmt: skip
    assert facts_of("The Drew Pearson Show", "The Drew Pearson Show aired from 1952 to 1953.") == {}
    assert facts_of("Itchy &amp; Scratchy", "Itchy & Scratchy originally aired on February 9, "
                    "1997.")["aired"] == ("Itchy & Scratchy", "1997-02-09")  # fmt: skip


def test_post_nominals_and_a_founding_opening_are_read() -> None:
    """Post-nominals and a founding opening are read: births, foundings and founders."""
    # ``Sir John William Downer, KCMG, KC was born on 6 July 1843`` is John Downer's birth;
    # ``Founded in 1770 by Søren Gyldendal, Gyldendal is ...`` its founding and founder; ``a woman's
    # magazine founded in Texas in 1923`` its founding.
    assert facts_of("John Downer", "Sir John William Downer, KCMG, KC was born on 6 July "
                    "1843.")["born"] == ("John Downer", "1843-07-06")  # fmt: skip
    gyldendal = facts_of("Gyldendal", "Founded in 1770 by Søren Gyldendal, Gyldendal is the "
                         "oldest publishing house in Denmark.")  # fmt: skip
    assert gyldendal["founded"] == ("Gyldendal", "1770")
    assert gyldendal["founder"] == ("Gyldendal", "Søren Gyldendal")
    assert facts_of("Woman's Viewpoint", "Woman's Viewpoint was a woman's magazine founded in "
                    "Texas in 1923.")["founded"] == ("Woman's Viewpoint", "1923")  # fmt: skip


def test_an_opening_with_its_object_stays_an_event() -> None:
    """An opening with its object stays an event; only a release's venue makes it one of several."""
    # ``opened to traffic on May 3, 1998`` is the opening to traffic.
    facts = facts_of("Harbor Bridge opens to traffic", "The Harbor Bridge opened to traffic on "
                     "May 3, 1998, after four years of construction.")  # fmt: skip
    assert facts["event:opened"] == ("The Harbor Bridge", "1998-05-03")


def test_an_emptied_pronunciation_before_the_life_dates_is_skipped() -> None:
    """An emptied pronunciation before the life dates does not hide the birth and death."""
    # ``Malam Bacai Sanhá (] ) (5 May 1947 – 9 January 2012) was ...``.
    facts = facts_of("Malam Bacai Sanhá", "Malam Bacai Sanhá (] ) (5 May 1947 – 9 January 2012) "
                     "was a Guinea-Bissau politician.")  # fmt: skip
    assert facts["born"] == ("Malam Bacai Sanhá", "1947-05-05")
    assert facts["died"] == ("Malam Bacai Sanhá", "2012-01-09")


def test_a_clause_naming_the_title_again_is_read() -> None:
    """``X is a hall in Y, X was opened in 1974.``: the second clause dates X's opening."""
    facts = facts_of("Toad Hall (ANU)", "Toad Hall is a residential hall in Australian "
                     "National University, Toad Hall was opened in 1974.")  # fmt: skip
    assert facts["opened"] == ("Toad Hall", "1974")


def test_a_building_inaugurated_opened_but_a_person_did_not() -> None:
    """A hall inaugurated on a day opened that day; a person inaugurated opened nothing."""
    hall = facts_of("Salimullah Muslim Hall", "Salimullah Muslim Hall was inaugurated on 11 "
                    "August 1931.")  # fmt: skip
    assert hall["opened"] == ("Salimullah Muslim Hall", "1931-08-11")
    person = facts_of("Barack Obama", "Barack Obama was inaugurated on January 20, 2009.")
    assert "opened" not in person


def test_a_term_of_a_named_office_gives_its_start() -> None:
    """A term of a named office gives its start with the office as detail; other terms give none."""
    # ``was the 27th Prime Minister of Australia from 2010 to 2013`` gives office 2010; a seat in an
    # assembly, an acting term or an open range gives none.
    def office(title: str, sentence: str) -> tuple[str, str] | None:
        found = [(f.detail, f.value.value) for f in facts_of_bucket(bucket(1, title, [sentence]))
                 if f.relation == "office" and isinstance(f.value, DateValue)]  # fmt: skip
        return found[0] if found else None

    assert office("Julia Gillard", "Julia Eileen Gillard was the 27th Prime Minister of "
                  "Australia from 2010 to 2013, as Leader of the Australian Labor "
                  "Party.") == ("Prime Minister of Australia", "2010")  # fmt: skip
    assert office("Malam Bacai Sanhá", "Malam Bacai Sanhá was President of Guinea-Bissau from "
                  "8 September 2009 to 9 January 2012.") == ("President of Guinea-Bissau",
                                                             "2009-09-08")  # fmt: skip
    assert office("William Copley", "William Copley was a member of the South Australian "
                  "House of Assembly from 1884 to 1887.") is None  # fmt: skip
    assert office("Warren Truss", "Warren Truss was the acting Prime Minister of Australia "
                  "from 2014 to 2015.") is None  # fmt: skip
    assert office("Moses Ali", "Moses Ali has been the Member of Parliament for East Moyo "
                  "County since 2011.") is None  # fmt: skip


def test_a_date_past_a_birthplace_or_a_label_and_a_first_publication() -> None:
    """A date past a birthplace or a label, and a first publication, give their dates."""
    # ``born in Paris, Maine on February 11, 1814``, ``released by MGM Records in 1950``, ``first
    # published in 1970, by the end of 1972 ...``; a second date without ``first`` gives none.
    assert facts_of("Charles Andrews (Maine politician)", "Charles Andrews was born in Paris, "
                    "Maine on February 11, 1814.")["born"] == ("Charles Andrews",
                                                             "1814-02-11")  # fmt: skip
    assert facts_of("Dear Brother (Hank Williams song)", "Dear Brother was released by MGM "
                    "Records in 1950.")["released"] == ("Dear Brother", "1950")  # fmt: skip
    assert facts_of("Jonathan Livingston Seagull", "Jonathan Livingston Seagull was first "
                    "published in 1970, by the end of 1972 over a million copies were in "
                    "print.")["published"] == ("Jonathan Livingston Seagull", "1970")  # fmt: skip
    assert facts_of("Nora Vell", "Nora Vell was born in Paris on 2 May 1950 and moved to Rome "
                    "in 1960.") == {}  # fmt: skip


def test_a_building_is_dated_by_its_construction_not_a_later_date() -> None:
    """A building is dated by its construction, and two construction years name no date."""
    # ``X was built in 1902 to replace the school that had burned in 1901`` is built 1902; ``built
    # in 1902 and 1910`` names none.
    facts = facts_of("Howell School", "The Howell School was built in 1902 to replace the "
                     "previous grammar school that had burned in 1901.")  # fmt: skip
    assert facts["built"] == ("the Howell School", "1902")
    assert "built" not in facts_of("Old Mill", "The Old Mill was built in 1902 and 1910.")


def test_a_founding_under_a_former_name_is_the_subjects_founding() -> None:
    """``X was established as the Y, an expansion team ..., in 1967`` founds X in 1967."""
    facts = facts_of("Houston Rockets", "Houston Rockets was established as the San Diego "
                     "Rockets, an expansion team based in San Diego, in 1967.")  # fmt: skip
    assert facts["founded"] == ("Houston Rockets", "1967")


def test_a_distributor_that_released_a_work_is_not_the_released_thing() -> None:
    """``P released the fourth season on <date>``: P is the agent, so no release date of P."""
    facts = facts_of("Charmed (season 4)", "Paramount Home Entertainment released the "
                     "complete fourth season of Charmed on DVD in Region 1 on February 28, "
                     "2006.")  # fmt: skip
    assert "released" not in facts
    passive = facts_of("Love Story (album)", "Love Story was released on February 3, 1971.")
    assert passive["released"] == ("Love Story", "1971-02-03")


def test_a_founding_dated_after_its_place_and_a_debut_dated_twice_alike() -> None:
    """'founded in New York City in 1992' dates the founding; a debut whose claim gives one
    year twice ('in 2007 with "Then She Found Me" (2007)') is dated by it."""
    wac = facts_of("Women's Action Coalition", "Women's Action Coalition (WAC) was founded in "
                   "New York City in 1992.")  # fmt: skip
    assert wac["founded"] == ("Women's Action Coalition", "1992")
    hunt = facts_of("Helen Hunt", 'Helen Hunt made her directorial debut in 2007 with "Then She '
                    'Found Me" (2007).')  # fmt: skip
    assert hunt["directorial_debut"] == ("Helen Hunt", "2007")
    assert "directorial_debut" not in facts_of("Ann Lee", "Ann Lee made her directorial debut "
                                               'in 2007 with "Some Film" (2008).')


def test_a_lost_film_is_still_its_years_film() -> None:
    """``a lost 1926 silent film`` (or ``partially lost``) was released in 1926; an
    ``unreleased`` or ``unfinished`` one gives no release."""
    from tests.shared.facts.reading import facts_of

    assert facts_of("Lew Tyler's Wives", "Lew Tyler's Wives is a lost 1926 silent film "
                    "drama.")["released"] == ("Lew Tyler's Wives", "1926")  # fmt: skip
    kid = facts_of("The Patent Leather Kid", "The Patent Leather Kid is a partially lost 1927 "
                   "American silent drama film.")  # fmt: skip
    assert kid["released"] == ("The Patent Leather Kid", "1927")
    assert "released" not in facts_of("Tabu", "Tabu is an unreleased 1926 film.")
    assert "released" not in facts_of("Tabu", "Tabu is an unfinished 1926 film.")
