"""Births and deaths read past a dump's spacing, a longer name, titles and post-nominals."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.facts.spacing import mended
from tests.shared.facts.reading import facts_of as _facts


def test_a_longer_name_with_the_titles_style_names_the_page() -> None:
    """``Georg Friedrich Ferdinand, Prince of Prussia`` on its page is the page's person."""
    assert _facts("Georg Friedrich, Prince of Prussia", "Georg Friedrich Ferdinand, Prince of "
                  "Prussia was born on 10 June 1976.")["born"] == (
        "Georg Friedrich, Prince of Prussia", "1976-06-10")  # fmt: skip
    assert _facts("James Hamilton, 6th Duke of Hamilton", "James George Hamilton, 6th Duke of "
                  "Hamilton and 3rd Duke of Brandon, KT was born on 10 July 1724.")["born"] == (
        "James Hamilton, 6th Duke of Hamilton", "1724-07-10")  # fmt: skip


def test_a_dumps_spacing_is_mended_before_names_are_read() -> None:
    """``Sackville- West`` and ``Arthur" Artie" Singer`` name their pages."""
    assert _facts("Mortimer Sackville-West, 1st Baron Sackville", "Mortimer Sackville- West, "
                  "1st Baron Sackville was born on 22 September 1820.")["born"] == (
        "Mortimer Sackville-West, 1st Baron Sackville", "1820-09-22")  # fmt: skip
    assert _facts("Artie Singer", 'Arthur" Artie" Singer died on May 2, 2008.')["died"] == (
        "Artie Singer", "2008-05-02")


def test_titles_and_post_nominals_without_a_closing_comma() -> None:
    """An epithet, a style or post-nominals before ``was born``/``died`` still date the subject."""
    assert _facts("Henry I of Cyprus", "Henry I of Cyprus, nicknamed the Fat died on 18 January "
                  "1253 at Nicosia.")["died"] == ("Henry I of Cyprus", "1253-01-18")  # fmt: skip
    assert _facts("Wriothesley Russell, 2nd Duke of Bedford", "Wriothesley Russell, 2nd Duke of "
                  "Bedford KG was born on 1 November 1680.")["born"] == (
        "Wriothesley Russell, 2nd Duke of Bedford", "1680-11-01")  # fmt: skip
    assert _facts("Walter George Mitchell", "Walter George Mitchell, was born on May 30, "
                  "1877.")["born"] == ("Walter George Mitchell", "1877-05-30")  # fmt: skip


def test_a_relative_in_the_appositive_gives_no_life() -> None:
    """``X, whose father Y died in 1900`` and ``X, the son of Y was born`` date nobody."""
    assert _facts("John Smith", "John Smith, whose father Adam Smith died in 1900.") == {}
    assert _facts("John Smith", "John Smith, the son of Adam Smith was born in 1900.") == {}


def test_patronymic_names_keep_the_titles_order() -> None:
    """``Zaiful Nizam bin Abdullah`` is Zaiful Nizam; ``Abdullah bin Mohd Hamdan`` is not the
    page's Mohd Hamdan Abdullah."""
    assert _facts("Zaiful Nizam", "Zaiful Nizam bin Abdullah was born on 24 July 1987.")[
        "born"] == ("Zaiful Nizam", "1987-07-24")  # fmt: skip
    died = _facts("Mohd Hamdan Abdullah", "Abdullah bin Mohd Hamdan died on 10 October 1977.")[
        "died"]  # fmt: skip
    assert isinstance(died, tuple) and died[0] == "Abdullah bin Mohd Hamdan", died


def test_born_and_died_in_one_sentence() -> None:
    """``born in A on D1 and died of B in C on D2`` gives both dates."""
    facts = _facts("João César Monteiro", "João César Monteiro was born in Figueira da Foz on "
                   "February 2, 1939 and died of cancer in Lisbon on February 3, 2003.")
    assert facts["born"] == ("João César Monteiro", "1939-02-02")
    assert facts["died"] == ("João César Monteiro", "2003-02-03")


def test_a_place_before_the_date_of_death() -> None:
    """``died at Sandringham on ...`` and ``died in Paris, on ...`` date the death."""
    assert _facts("Maurice Chevalier", "Maurice Chevalier died in Paris, on January 1, 1972, "
                  "aged 83.")["died"] == ("Maurice Chevalier", "1972-01-01")  # fmt: skip
    assert _facts("Bill Patterson", "Bill Patterson died at Sandringham on 10 January 2010 at "
                  "the age of 86.")["died"] == ("Bill Patterson", "2010-01-10")  # fmt: skip


def test_inexact_lives_give_no_date() -> None:
    """``c. 1085``, ``before 1177`` and ``during Summer 1918`` are no dates of a life."""
    assert _facts("Nest ferch Rhys", "Nest ferch Rhys was born c. 1085.") == {}
    assert _facts("Melisende of Arsuf", "Melisende was born before 1177.") == {}
    assert _facts("Konstantin Vakulovsky", "Konstantin Vakulovsky died in a flying accident "
                  "during Summer 1918.") == {}  # fmt: skip


@given(st.text(alphabet='ab -"(),.\'D1', max_size=40))
def test_mending_changes_only_spacing(text: str) -> None:
    """Mending a dump's spacing adds or drops no character but spaces."""
    assert mended(text).replace(" ", "") == text.replace(" ", "")


def test_a_run_dates_a_first_broadcast_only_when_it_says_so() -> None:
    """``originally broadcast ... from D1 until D2`` is a first broadcast; ``aired from 1952 to
    1953`` may be one network's run and gives none; a newspaper's run is its publication."""
    assert _facts("Charmed", "Charmed was originally broadcast by The WB for eight seasons from "
                  "October 7, 1998, until May 21, 2006.")["aired"] == ("Charmed", "1998-10-07")
    assert _facts("The Drew Pearson Show", "The Drew Pearson Show aired from 1952 to 1953.") == {}
    assert _facts("British Journal", "The British Journal was an English newspaper published "
                  "from 22 September 1722 until 13 January 1728.")["published"] == (
        "the British Journal", "1722-09-22")  # fmt: skip


def test_a_first_publication_aside_dates_the_subject_not_another_work() -> None:
    """``..., first published in 1906`` dates the subject; after another work's name it does not."""
    assert _facts("Spirit of the Border", "Spirit of the Border was written by Zane Grey, first "
                  "published in 1906.")["published"] == ("Spirit of the Border", "1906")
    assert _facts("X", 'X is a sequel to "Y", first published in 1950.') == {}


def test_of_several_listed_releases_the_first_when_earliest() -> None:
    """Releases listed after the verb give the first when it is the earliest, else none."""
    assert _facts("Decomposer (album)", "Decomposer was released by Epitaph Records on September "
                  "11, 2006 worldwide and on September 12, 2006.")["released"] == (
        "Decomposer", "2006-09-11")  # fmt: skip
    assert _facts("Foo", "Foo was released on 4 February 1999 in Europe and 10 November 1998 "
                  "in North America.") == {}  # fmt: skip


def test_a_question_names_a_person_without_rank_or_post_nominals() -> None:
    """``Captain Lord Charles William Brudenell- Bruce PC`` is asked as ``Lord Charles William
    Brudenell-Bruce``; a rank that starts a company's name stays (``General Motors Company``)."""
    assert _facts("Lord Charles Bruce", "Captain Lord Charles William Brudenell- Bruce PC was "
                  "born on 18 June 1834.")["born"] == (
        "Lord Charles William Brudenell-Bruce", "1834-06-18")  # fmt: skip
    assert _facts("General Motors", "General Motors Company was founded in 1908.")[
        "founded"] == ("General Motors", "1908")  # fmt: skip


def test_a_short_form_of_the_pages_name_is_no_subject() -> None:
    """``The Pledge was ...`` on ``Graduation Pledge of ...`` gives no fact (a film may bear that
    name); ``The Beatles were formed ...`` on another page still does."""
    assert _facts("Graduation Pledge of Social and Environmental Responsibility", "The Pledge was "
                  "first established at Humboldt State University, California, in 1987.") == {}
    assert _facts("Ringo Starr", "The Beatles were formed in 1960.")["formed"] == (
        "The Beatles", "1960")
