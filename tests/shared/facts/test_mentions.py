"""Works a claim names with their year or release date, and name and verb variants of
births, deaths, single releases and openings (sentences of the HotpotQA sample)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.facts import DateValue, facts_of_bucket
from shared.facts.extract import claim_parts
from shared.facts.mentions import dated_works
from tests.services.qagen.films import bucket


def _works(sentence: str) -> list[tuple[str, str, str, str]]:
    return [(s, k, r, v.value) for s, k, r, v, _ in dated_works(sentence)
            if isinstance(v, DateValue)]  # fmt: skip


def _dates(title: str, sentence: str) -> dict[str, tuple[str, str]]:
    return {r: (s, v.value) for s, _, r, v, _ in claim_parts(sentence, title)
            if isinstance(v, DateValue)}  # fmt: skip


def test_a_kind_noun_before_a_quoted_title_with_its_year_makes_a_dated_work() -> None:
    """``her earlier studio album "Under My Skin" (2004)`` is an album released in 2004."""
    sentence = ("The Best Damn Thing represents a musical departure from her earlier studio "
                'album "Under My Skin" (2004) which incorporates more elements of post-grunge.')
    assert _works(sentence) == [("Under My Skin", "album", "released", "2004")]


def test_a_list_of_titles_after_one_kind_noun_gives_each_its_year() -> None:
    """``documentaries "A" (2009) and "B" (2008)``: two documentaries, each its own year."""
    sentence = ("Sheila Cavanagh is interviewed in Rohan Spong's documentaries \"T is for "
                'Teacher" (2009) and "Queer Science" (2008).')
    assert _works(sentence) == [("T is for Teacher", "documentary", "released", "2009"),
                                ("Queer Science", "documentary", "released", "2008")]


def test_the_year_before_the_kind_noun_dates_the_work_but_not_a_remake() -> None:
    """``the 1971 film "The Big Doll House"`` is dated; ``the 2006 remake of the film "X"``
    dates the remake, so X gets nothing."""
    assert _works('The Big Bird Cage serves as a non-sequel follow-up to the 1971 film "The Big '
                  'Doll House".') == [("The Big Doll House", "film", "released", "1971")]
    assert _works('It is the 2006 remake of the film "The Omen".') == []


def test_a_quoted_title_without_a_kind_noun_or_of_another_kind_is_no_work() -> None:
    """A bare ``"Winnie the Pooh" (2011)`` (which work of that name?) and an opera's year give
    nothing."""
    assert _works('Don Hall is known for co-directing "Winnie the Pooh" (2011).') == []
    assert _works('It is an aria from the opera "Gianni Schicchi" (1918) by Puccini.') == []


def test_a_work_released_by_its_maker_on_the_claims_one_date() -> None:
    """``In May 2005, Nichole Nordeman released her fourth studio album, "Brave".`` and
    ``Wes Carr's third studio album "Roadtrip Confessions" was released in June 2013``."""
    assert _works('In May 2005, Nichole Nordeman released her fourth studio album, "Brave".') == [
        ("Brave", "album", "released", "2005-05")]
    assert _works('Wes Carr\'s third studio album "Roadtrip Confessions" was released in June '
                  "2013 and debuted at number 83.") == [
        ("Roadtrip Confessions", "album", "released", "2013-06")]
    assert _works('Satin Circus released their first studio album, "Expectations", on February '
                  "14, 2014.") == [("Expectations", "album", "released", "2014-02-14")]


def test_a_release_with_a_second_date_or_a_wrong_verb_gives_no_work() -> None:
    """Two dates leave the release unsure; an album is released, not published."""
    assert _works('In May 2005, Nichole Nordeman released her fourth studio album, "Brave", '
                  "recorded in 2004.") == []
    assert _works('Wes Carr\'s third studio album "Roadtrip Confessions" was published in '
                  "June 2013.") == []


def test_a_named_work_is_a_fact_of_its_own_next_to_the_pages() -> None:
    """The page's subject keeps its facts and the named work is a second subject, of its
    kind; a work named like a page's person is not read as that person's."""
    facts = facts_of_bucket(bucket(1, "Chloë Leland", [
        "Chloë Leland later worked as a location scout on the movie \"Land Girls\" (1998)."]))
    assert [(f.subject, f.kind, f.relation) for f in facts] == [("Land Girls", "film",
                                                                 "released")]


def test_single_releases_and_openings_with_their_role_words() -> None:
    """``released as the lead single from ... on 4 August 2007``, ``released as a single in
    2006`` and ``opened its doors on ...`` date the release and the opening."""
    assert _dates("Horny as a Dandy", "Horny as a Dandy was released as a single in 2006.") == {
        "released": ("Horny as a Dandy", "2006")}
    assert _dates("Can't Touch It", '"Can\'t Touch It" was released as the lead single from '
                  'Coulter\'s second studio album "Brand New Day" on 4 August 2007.')[
        "released"] == ("Can't Touch It", "2007-08-04")
    assert _dates("Cotter High School", "The Cotter High School opened its doors on September "
                  "5, 1911 as the Cotter School for Boys.") == {
        "opened": ("Cotter High School", "1911-09-05")}


def test_births_and_deaths_past_a_month_a_cause_or_another_name() -> None:
    """``born in June 1980 to ...`` (June is no birthplace), ``died of the disease on ...``
    and ``X or Y was born in 1902`` date the life."""
    assert _dates("Marion Barry Jr.", "Marion Barry Jr. was born in June 1980 to Marion "
                  "Barry.") == {"born": ("Marion Barry Jr.", "1980-06")}
    assert _dates("Philip Carlo", "Philip Carlo died of the disease on November 8, 2010 at "
                  "age 61.") == {"died": ("Philip Carlo", "2010-11-08")}
    assert _dates("Audrey Williams (archaeologist)", "Audrey Williams or Audrey Davies was born "
                  "in 1902.") == {"born": ("Audrey Williams", "1902")}


def test_a_name_with_a_nickname_names_the_page_with_initials() -> None:
    """``Gregory Bestor "Greg" Craig`` is the page ``Gregory B. Craig``; ``Gregory Alan
    Craig`` is not (A is no B), nor is another given name."""
    assert _dates("Gregory B. Craig", 'Gregory Bestor "Greg" Craig was born on March 4, 1945.'
                  )["born"] == ("Gregory B. Craig", "1945-03-04")  # fmt: skip
    assert _dates("Steven D. Smith", 'Steven "Steve" Smith was born on June 23, 1964.')[
        "born"] == ("Steven D. Smith", "1964-06-23")
    assert _dates("Gregory B. Craig", "Gregory Alan Craig was born on March 4, 1945.")[
        "born"] == ("Gregory Alan Craig", "1945-03-04")
    assert _dates("Steven D. Smith", "Stan Smith was born on June 23, 1964.")["born"] == (
        "Stan Smith", "1964-06-23")


@given(st.text(max_size=200))
def test_dated_works_never_raises_and_names_quoted_titles(text: str) -> None:
    """Any text: every work found is quoted in the text and its date is stated there."""
    for title, _, _, value, _ in dated_works(text):
        assert title in text
        assert isinstance(value, DateValue) and value.text in text


def test_the_page_titles_kind_dates_a_work_whose_description_names_no_kind() -> None:
    """``A World Apart is a 1988 anti-Apartheid drama`` on the page ``A World Apart (film)``
    is a film released in 1988; without the disambiguator no kind, so no release."""
    assert _dates("A World Apart (film)", "A World Apart is a 1988 anti-Apartheid drama.") == {
        "released": ("A World Apart", "1988")}
    assert _dates("A World Apart", "A World Apart is a 1988 anti-Apartheid drama.") == {}


def test_a_claim_opening_with_its_title_in_another_case_names_the_title() -> None:
    """``La bohème is a 1988 ... film`` on ``La Bohème (1988 film)`` and ``Vietnamese prodigy
    was published ...`` on ``Vietnamese Prodigy`` are about the whole title."""
    assert _dates("La Bohème (1988 film)", "La bohème is a 1988 Italian-French film of an "
                  "opera.") == {"released": ("La Bohème", "1988")}
    assert _dates("Vietnamese Prodigy", "Vietnamese prodigy was published by Tre Publishing "
                  "House in February 16, 2002.") == {"published": ("Vietnamese Prodigy",
                                                                   "2002-02-16")}


def test_a_style_and_one_name_that_is_not_the_page_names_no_subject() -> None:
    """``Lord Lloyd died in November 1985`` on another page's title names whoever held the
    title: no fact; ``Lord Byron`` on its own page keeps its facts."""
    assert _dates("Alexander Lloyd, 2nd Baron Lloyd", "Lord Lloyd died in November 1985, aged "
                  "73.") == {}
    assert _dates("Lord Byron", "Lord Byron died on 19 April 1824.") == {
        "died": ("Lord Byron", "1824-04-19")}


def test_collections_and_first_publications_in_a_country_are_dated() -> None:
    """``a 1991 short story collection`` is published in 1991; ``first published in the
    United Kingdom in 1997`` is the first publication; without *first*, a country's
    publication is one of several and is not read."""
    assert _dates("The Collected Short Stories of Roald Dahl", "The Collected Short Stories of "
                  "Roald Dahl is a 1991 short story collection for adults by Roald Dahl.") == {
        "published": ("The Collected Short Stories of Roald Dahl", "1991")}
    assert _dates("The Roald Dahl Treasury", "The Roald Dahl Treasury was first published in "
                  "the United Kingdom in 1997 by Puffin Books.") == {
        "published": ("The Roald Dahl Treasury", "1997")}
    assert _dates("Some Book", "Some Book was published in the United Kingdom in 1997.") == {}


def test_a_possessive_before_the_year_dates_the_work() -> None:
    """``the band 311's 2001 album "From Chaos"`` dates From Chaos 2001."""
    from shared.facts.mentions import dated_works

    found = dated_works('"Amber" is the third single from the band 311\'s 2001 album "From Chaos".')
    assert all(isinstance(w[3], DateValue) for w in found), found
    assert [(w[0], w[2], w[3].value) for w in found if isinstance(w[3], DateValue)] == [
        ("From Chaos", "released", "2001")]
