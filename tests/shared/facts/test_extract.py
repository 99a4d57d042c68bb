"""Facts read from claims: births, releases, makers, nationalities; forecasts give none."""

from __future__ import annotations

from shared.facts import DateValue, EntityValue, facts_of_bucket
from shared.facts.names import claim_subject
from tests.services.qagen.films import bucket


def _facts(title: str, sentence: str) -> dict[str, object]:
    out: dict[str, object] = {}
    for fact in facts_of_bucket(bucket(1, title, [sentence])):
        value = fact.value
        shown: object = value
        if isinstance(value, DateValue):
            shown = value.value
        elif isinstance(value, EntityValue):
            shown = value.name
        out[fact.relation] = (fact.subject, shown)
    return out


def test_birth_and_death_from_the_parenthetical() -> None:
    """``X (28 October 1872 – 25 April 1930) was ...`` gives a birth and a death of X."""
    facts = _facts("David Smith (director)", "David Smith (28 October 1872 – 25 April 1930) "
                   "was an English film director of the silent era.")  # fmt: skip
    assert facts["born"] == ("David Smith", "1872-10-28")
    assert facts["died"] == ("David Smith", "1930-04-25")


def test_release_year_and_director_of_a_film() -> None:
    """``X is a 2006 ... film directed by Y``: released 2006, director Y (the title's name)."""
    facts = _facts("The Prestige (film)", "The Prestige is a 2006 British-American mystery "
                   "thriller film directed by Christopher Nolan.")  # fmt: skip
    assert facts["released"] == ("The Prestige", "2006")
    assert facts["director"] == ("The Prestige", "Christopher Nolan")


def test_two_directors_give_no_single_director() -> None:
    """``directed by A and B`` is no "the director of" fact."""
    facts = _facts("Blood Bath", "Blood Bath is a 1966 horror film directed by Jack Hill and "
                   "Stephanie Rothman.")  # fmt: skip
    assert "director" not in facts and facts["released"] == ("Blood Bath", "1966")


def test_nationality_of_a_person() -> None:
    """``an English musician`` gives the nationality English."""
    assert _facts("Mark King (musician)", "Mark King (born 20 October 1958) is an English "
                  "musician.")["nationality"] == ("Mark King", "English")  # fmt: skip


def test_targets_and_pronoun_subjects_give_no_fact() -> None:
    """A forecast ("expected to open in 2030") and a pronoun subject are not facts."""
    assert _facts("Some Bridge", "Some Bridge is expected to open in 2030.") == {}
    assert _facts("Some Bridge", "It was opened in 1937.") == {}


def test_a_claim_opening_with_its_title_names_the_title() -> None:
    """A claim opening with its title names the title, even one that reads like a description."""
    # ``The Man Without Love``, or a title in quotes.
    facts = _facts("The Man Without Love", "The Man Without Love (German: Der Mann, der nicht "
                   "liebt) is a 1929 French-German silent drama film directed by Guido Brignone.")
    assert facts["released"] == ("The Man Without Love", "1929")
    assert facts["director"] == ("The Man Without Love", "Guido Brignone")


def test_a_nickname_in_quotes_names_the_page_person() -> None:
    """``Andrew Alan "Drew" Fuller (born May 19, 1980)`` is the birth of Drew Fuller."""
    facts = _facts("Drew Fuller", 'Andrew Alan "Drew" Fuller (born May 19, 1980) is an '
                   "American actor.")  # fmt: skip
    assert facts["born"] == ("Drew Fuller", "1980-05-19")


def test_a_work_by_its_single_maker_and_its_release_date() -> None:
    """A work by a single maker gives that maker and its release date; two makers give no maker."""
    # ``an album by American pop singer Andy Williams that was released on February 3, 1971``:
    # performer Andy Williams, released 1971-02-03.
    facts = _facts("Love Story (Andy Williams album)", "Love Story is an album by American pop "
                   "singer Andy Williams that was released on February 3, 1971, by Columbia "
                   "Records.")  # fmt: skip
    assert facts["performer"] == ("Love Story", "Andy Williams")
    assert facts["released"] == ("Love Story", "1971-02-03")
    two = _facts("Some Song", "Some Song is a song by John Smith and Jane Doe.")
    assert "performer" not in two


def test_founded_in_a_year_by_names_the_founder() -> None:
    """``founded in 1777 by William Bass`` gives the founding year and the founder."""
    facts = _facts("Bass Brewery", "The Bass Brewery was founded in 1777 by William Bass in "
                   "Burton-upon-Trent, England.")  # fmt: skip
    assert facts["founded"] == ("the Bass Brewery", "1777")
    assert facts["founder"] == ("the Bass Brewery", "William Bass")


def test_a_release_in_some_venue_or_a_cut_parenthetical_gives_no_event() -> None:
    """A release in some venue, or an event object with a cut parenthetical, gives no event."""
    # ``released in select theaters ... on DATE`` is one release of several; ``Urania Fellowes (d``
    # is refused.
    assert _facts("Good People (film)", "Good People was released in select theaters and on "
                  "demand on 26 September 2014.") == {}  # fmt: skip
    assert _facts("John Wallop", "John Wallop married Urania Fellowes (d on 1 March "
                  "1740.") == {}  # fmt: skip


def test_first_broadcast_is_the_earliest_airing_after_the_verb() -> None:
    """The first broadcast is the earliest airing after the verb; a run of years gives none."""
    # ``originally aired on the Fox network ... on January 21, 1990``; of two airings the earlier;
    # "from 1952 to 1953" gives none; an escaped title (``&amp;``) is read as written.
    assert _facts("Homer's Odyssey", "Homer's Odyssey originally aired on the Fox network in "
                  "the United States on January 21, 1990.")["aired"] == (
        "Homer's Odyssey", "1990-01-21")  # fmt: skip
    assert _facts("Tracy Does Conan", "Tracy Does Conan first aired on December 7, 2006 in the "
                  "United States and November 29, 2007 in the United Kingdom.")["aired"] == (
        "Tracy Does Conan", "2006-12-07")  # fmt: skip
    assert _facts("The Drew Pearson Show", "The Drew Pearson Show aired from 1952 to 1953.") == {}
    assert _facts("Itchy &amp; Scratchy", "Itchy & Scratchy originally aired on February 9, "
                  "1997.")["aired"] == ("Itchy & Scratchy", "1997-02-09")  # fmt: skip


def test_a_dumps_hyphen_spacing_still_names_the_title() -> None:
    """A dump's broken hyphen spacing still names the page, and the question uses the title."""
    # ``Augusta Marie of Holstein- Gottorp (...)`` is the page ``Augusta Marie of
    # Holstein-Gottorp``.
    facts = _facts("Augusta Marie of Holstein-Gottorp", "Augusta Marie of Holstein- Gottorp "
                   "(6 February 1649 – 25 April 1728) was a German noblewoman.")  # fmt: skip
    assert facts["born"] == ("Augusta Marie of Holstein-Gottorp", "1649-02-06")


def test_post_nominals_and_a_founding_opening_are_read() -> None:
    """Post-nominals and a founding opening are read: births, foundings and founders."""
    # ``Sir John William Downer, KCMG, KC was born on 6 July 1843`` is John Downer's birth;
    # ``Founded in 1770 by Søren Gyldendal, Gyldendal is ...`` its founding and founder; ``a woman's
    # magazine founded in Texas in 1923`` its founding.
    assert _facts("John Downer", "Sir John William Downer, KCMG, KC was born on 6 July "
                  "1843.")["born"] == ("John Downer", "1843-07-06")  # fmt: skip
    gyldendal = _facts("Gyldendal", "Founded in 1770 by Søren Gyldendal, Gyldendal is the "
                       "oldest publishing house in Denmark.")  # fmt: skip
    assert gyldendal["founded"] == ("Gyldendal", "1770")
    assert gyldendal["founder"] == ("Gyldendal", "Søren Gyldendal")
    assert _facts("Woman's Viewpoint", "Woman's Viewpoint was a woman's magazine founded in "
                  "Texas in 1923.")["founded"] == ("Woman's Viewpoint", "1923")  # fmt: skip


def test_an_opening_with_its_object_stays_an_event() -> None:
    """An opening with its object stays an event; only a release's venue makes it one of several."""
    # ``opened to traffic on May 3, 1998`` is the opening to traffic.
    facts = _facts("Harbor Bridge opens to traffic", "The Harbor Bridge opened to traffic on "
                   "May 3, 1998, after four years of construction.")  # fmt: skip
    assert facts["event:opened"] == ("The Harbor Bridge", "1998-05-03")


def test_one_word_of_a_long_title_does_not_name_it() -> None:
    """One word of a long title does not name it; a surname still names its person."""
    # ``Love was released on June 7, 1940`` on the page ``Love, Honor and Oh-Baby!`` is not that
    # film's release; ``Nolan`` still names ``Christopher Nolan``.
    assert _facts("Love, Honor and Oh-Baby!", "Love was released on June 7, 1940.") == {}
    assert _facts("Christopher Nolan", "Nolan was born on 30 July 1970.")["born"] == (
        "Christopher Nolan", "1970-07-30")  # fmt: skip


def test_an_emptied_pronunciation_before_the_life_dates_is_skipped() -> None:
    """An emptied pronunciation before the life dates does not hide the birth and death."""
    # ``Malam Bacai Sanhá (] ) (5 May 1947 – 9 January 2012) was ...``.
    facts = _facts("Malam Bacai Sanhá", "Malam Bacai Sanhá (] ) (5 May 1947 – 9 January 2012) "
                   "was a Guinea-Bissau politician.")  # fmt: skip
    assert facts["born"] == ("Malam Bacai Sanhá", "1947-05-05")
    assert facts["died"] == ("Malam Bacai Sanhá", "2012-01-09")


def _kinds(title: str, sentences: list[str]) -> set[str]:
    return {fact.kind for fact in facts_of_bucket(bucket(1, title, sentences))}


def test_a_prepositional_phrase_does_not_name_the_kind() -> None:
    """A prepositional phrase does not name the subject's kind."""
    # ``the second game in the ... video game series`` is no series; ``a hall at the University of
    # X`` is no university; ``a team competing in the ... League`` is a team.
    assert _kinds("Formula 1 97", [
        'Formula 1 97 is the second game in the "Formula One" video game series.',
        "Formula 1 97 was released in 1997 on the PlayStation and Microsoft Windows."]) == {""}
    assert _kinds("University College, Otago", [
        "University College (UniCol), founded in 1969, is the largest residential hall at "
        "the University of Otago in Dunedin, New Zealand."]) == {""}
    assert _kinds("Adelaide Lightning", [
        "The Adelaide Lightning are an Australian professional women's basketball team "
        "competing in the Women's National Basketball League (WNBL)."]) == {"team"}


def test_a_publishing_company_is_a_publishing_house() -> None:
    """``the oldest publishing company west of ...`` names the kind publishing house."""
    assert _kinds("Concordia Publishing House", [
        "Concordia Publishing House (CPH), founded in 1869, is the official publishing arm "
        "of the Lutheran Church–Missouri Synod.",
        "Concordia Publishing House is the oldest publishing company west of the "
        "Mississippi River."]) == {"publishing house"}


def test_a_clause_naming_the_title_again_is_read() -> None:
    """``X is a hall in Y, X was opened in 1974.``: the second clause dates X's opening."""
    facts = _facts("Toad Hall (ANU)", "Toad Hall is a residential hall in Australian "
                   "National University, Toad Hall was opened in 1974.")  # fmt: skip
    assert facts["opened"] == ("Toad Hall", "1974")


def test_a_building_inaugurated_opened_but_a_person_did_not() -> None:
    """A hall inaugurated on a day opened that day; a person inaugurated opened nothing."""
    hall = _facts("Salimullah Muslim Hall", "Salimullah Muslim Hall was inaugurated on 11 "
                  "August 1931.")  # fmt: skip
    assert hall["opened"] == ("Salimullah Muslim Hall", "1931-08-11")
    person = _facts("Barack Obama", "Barack Obama was inaugurated on January 20, 2009.")
    assert "opened" not in person


def test_initials_in_a_quoted_nickname_name_the_page_person() -> None:
    """Initials in a quoted nickname name the page's person and end no sentence."""
    # ``John Bernard "J.B." Handelsman`` is the page's ``J. B. Handelsman``; ``J.B.`` is ``J. B.``.
    facts = _facts("J. B. Handelsman", 'John Bernard "J.B." Handelsman was born on February '
                   "5, 1922.")  # fmt: skip
    assert facts["born"] == ("J. B. Handelsman", "1922-02-05")


def test_a_shared_role_gives_no_single_maker() -> None:
    """A shared role names one maker of several: no "the writer of X" fact."""
    # ``co-written by``, ``co-directed by``, ``co-founded by``, ``written by A with B``, ``one of
    # the writers``.
    shared = [
        ("Hoodwinked!", "Hoodwinked! is a 2005 American animated comedy film co-written by "
         "Tony Leech."),
        ("Blood Bath", "Blood Bath is a 1966 horror film co-directed by Jack Hill."),
        ("Acme Records", "Acme Records is a record label co-founded by Jane Doe in 1990."),
        ("The Quiet Hour", "The Quiet Hour is a 1999 film written by Anna Berg with Tom Hale."),
        ("Dark Water", "Dark Water is a 2002 film written by Koji Suzuki, one of the writers "
         "of the series."),
        ("Small Songs", "Small Songs is a novel by American writer Ann Lee and others, "
         "co-authored by Ben Ray."),
    ]  # fmt: skip
    for title, sentence in shared:
        facts = _facts(title, sentence)
        assert not {"author", "director", "founder"} & set(facts), (title, facts)
    single = _facts("Hoodwinked!", "Hoodwinked! is a 2005 American animated comedy film "
                    "written by Tony Leech.")  # fmt: skip
    assert single["author"] == ("Hoodwinked!", "Tony Leech")


def test_only_the_shared_role_is_dropped() -> None:
    """Only the shared role is dropped: the director of "directed and co-written by X" stays."""
    # ``with music composed by`` is no second director.
    both = _facts("The Very Merry Widows", "The Very Merry Widows is a 2003 film directed by "
                  "Catherine Corsini and co-written by Pierre Dupont.")  # fmt: skip
    assert "author" not in both
    music = _facts("Billy Elliot", "Billy Elliot is a 2000 film directed by Stephen Daldry "
                   "with music composed by Stephen Warbeck.")  # fmt: skip
    assert music["director"] == ("Billy Elliot", "Stephen Daldry")


def test_census_sentences_give_the_population_of_the_pages_place() -> None:
    """Census sentences give the population of the page's place; a rough figure gives none."""
    # ``At the 2011 census , Young had ...``; ``The Canada 2011 Census determined that Orléans'
    # population was ...`` (title ``Orleans, Ontario``); ``around 63,182,000`` is none.
    from shared.facts import QuantityValue

    def population(title: str, sentence: str) -> float | None:
        found = [f.value.quantity.value for f in facts_of_bucket(bucket(1, title, [sentence]))
                 if f.relation == "population" and isinstance(f.value, QuantityValue)]  # fmt: skip
        return found[0] if found else None

    assert population("Young, New South Wales",
                      "At the 2011 census , Young had a population of 6,960.") == 6960  # fmt: skip
    assert population("Orleans, Ontario", "The Canada 2011 Census determined that Orléans' "
                      "population was 107,823.") == 107823  # fmt: skip
    assert population("Demography of the United Kingdom", "According to the 2011 census, the "
                      "total population of the United Kingdom was around 63,182,000.") is None


def test_records_sold_worldwide_with_a_floor_marked() -> None:
    """Records sold worldwide are counted with a floor marked; a release's copies are not."""
    # ``have sold 85 million records worldwide``; ``more than 150 million`` is marked ``at least``;
    # ``copies combined``.
    from shared.facts import QuantityValue
    from shared.facts.sizes import AT_LEAST

    def sold(title: str, sentence: str) -> tuple[float, str] | None:
        found = [(f.value.quantity.value, f.detail)
                 for f in facts_of_bucket(bucket(1, title, [sentence]))
                 if f.relation == "records_sold"
                 and isinstance(f.value, QuantityValue)]  # fmt: skip
        return found[0] if found else None

    assert sold("Spice Girls", "The Spice Girls have sold 85 million records worldwide.") == (
        85e6, "")
    assert sold("Engelbert Humperdinck (singer)", "Engelbert Humperdinck has sold more than "
                "150 million records worldwide.") == (150e6, AT_LEAST)  # fmt: skip
    assert sold("The Exies", "The Exies two Virgin Records releases have sold over 400,000 "
                "copies combined.") is None  # fmt: skip
    assert sold("Abba", "Abba have sold 3 million records in Sweden.") is None


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
    assert _facts("Charles Andrews (Maine politician)", "Charles Andrews was born in Paris, "
                  "Maine on February 11, 1814.")["born"] == ("Charles Andrews",
                                                             "1814-02-11")  # fmt: skip
    assert _facts("Dear Brother (Hank Williams song)", "Dear Brother was released by MGM "
                  "Records in 1950.")["released"] == ("Dear Brother", "1950")  # fmt: skip
    assert _facts("Jonathan Livingston Seagull", "Jonathan Livingston Seagull was first "
                  "published in 1970, by the end of 1972 over a million copies were in "
                  "print.")["published"] == ("Jonathan Livingston Seagull", "1970")  # fmt: skip
    assert _facts("Nora Vell", "Nora Vell was born in Paris on 2 May 1950 and moved to Rome "
                  "in 1960.") == {}  # fmt: skip


def test_a_source_works_maker_is_not_the_works_maker() -> None:
    """A source work's maker is not the work's maker."""
    # ``a documentary film based on a book by Richard Bach`` gives no author of the film; ``a set of
    # novels by Jennifer Fallon`` does.
    facts = _facts("Nothing by Chance", "Nothing by Chance is a 1975 American documentary film "
                   "based on a book by Richard Bach.")  # fmt: skip
    assert "author" not in facts and facts["released"] == ("Nothing by Chance", "1975")
    assert _facts("The Hythrun Chronicles", "The Hythrun Chronicles is a fantasy set of novels "
                  "by Jennifer Fallon told in two trilogies.")["author"] == (
        "The Hythrun Chronicles", "Jennifer Fallon")  # fmt: skip


def test_a_generic_description_like_the_ep_is_no_subject() -> None:
    """A generic description such as "The EP" names no work and gives no fact."""
    # ``The EP was released on October 15, 2009`` on the page ``Another Me (Charlene Choi EP)``; the
    # page's own title still does.
    from shared.facts import facts_of_bucket
    from tests.services.qagen.films import bucket

    doc = bucket(1, "Another Me (Charlene Choi EP)", [
        "Another Me is the first EP by Hong Kong pop singer Charlene Choi.",
        "The EP was released on October 15, 2009 under EEG."])  # fmt: skip
    subjects = {f.subject for f in facts_of_bucket(doc)}
    assert "The EP" not in subjects


def test_a_film_or_directorial_debut_is_dated_for_the_pages_person() -> None:
    """A film or directorial debut is dated for the page's person."""
    # ``Azmi made her film debut in 1974.`` on Shabana Azmi's page; ``made his directorial debut
    # with "X" (1998)``.
    assert _facts("Shabana Azmi", "Azmi made her film debut in 1974.")["film_debut"] == (
        "Shabana Azmi", "1974")  # fmt: skip
    facts = _facts("Karan Johar", 'Johar made his directorial debut with the widely-seen '
                   'romance "Kuch Kuch Hota Hai" (1998).')  # fmt: skip
    assert facts["directorial_debut"] == ("Karan Johar", "1998")


def test_a_debut_album_is_dated_bare_or_possessive() -> None:
    """A debut album is dated for the person, written bare or possessive."""
    # ``X released his debut album, "Y", in 1946``; ``X's debut album, "Y", was released in 2012``.
    facts = _facts("Frank Sinatra", 'Frank Sinatra released his debut album," The Voice of '
                   'Frank Sinatra", in 1946.')  # fmt: skip
    assert facts["debut_album"] == ("Frank Sinatra", "1946")
    facts = _facts("Meek Mill", "Meek Mill's debut album, \"Dreams and Nightmares\", was "
                   "released in 2012 under MMG and Warner Bros. Records.")  # fmt: skip
    assert facts["debut_album"] == ("Meek Mill", "2012")


def test_a_debut_without_its_kind_or_not_the_first_gives_none() -> None:
    """A debut of no named kind, not the first, an EP or another person's gives no debut fact."""
    # Not the first: one "as an adult".
    for title, sentence in (
        ("Ranganath (actor)", 'Ranganath made his debut with the 1969 Telugu film '
                              '"Budhimantudu".'),
        ("Sana Saeed", "In 2012, Saeed made her screen debut as an adult in a supporting "
                       "role."),
        ("Nell Campbell", 'Nell Campbell released her debut EP, "The Musical World of Little '
                          'Nell", in 1978 by A&M Records.'),
        ("Chloë Leland", "Chloë Leland became first notable for playing in David Leland's "
                         "directorial debut in 1987."),
    ):  # fmt: skip
        facts = _facts(title, sentence)
        assert not {"film_debut", "directorial_debut", "debut_album"} & facts.keys(), sentence


def test_a_building_is_dated_by_its_construction_not_a_later_date() -> None:
    """A building is dated by its construction, and two construction years name no date."""
    # ``X was built in 1902 to replace the school that had burned in 1901`` is built 1902; ``built
    # in 1902 and 1910`` names none.
    facts = _facts("Howell School", "The Howell School was built in 1902 to replace the "
                   "previous grammar school that had burned in 1901.")  # fmt: skip
    assert facts["built"] == ("the Howell School", "1902")
    assert "built" not in _facts("Old Mill", "The Old Mill was built in 1902 and 1910.")


def test_a_founding_under_a_former_name_is_the_subjects_founding() -> None:
    """``X was established as the Y, an expansion team ..., in 1967`` founds X in 1967."""
    facts = _facts("Houston Rockets", "Houston Rockets was established as the San Diego "
                   "Rockets, an expansion team based in San Diego, in 1967.")  # fmt: skip
    assert facts["founded"] == ("Houston Rockets", "1967")


def test_a_claim_cut_before_a_co_author_gives_no_author() -> None:
    """A claim cut at "and" keeps one of two writers: the span names both, so no author fact."""
    span = ("It was first published in 1917 as part of a collection of short stories "
            "written by Virginia Woolf and her husband, Leonard Woolf.")  # fmt: skip
    cut = "The Mark on the Wall is a short story written by Virginia Woolf."
    doc = bucket(1, "The Mark on the Wall", [span])
    claim = doc.claims[0].model_copy(update={"text": cut})
    facts = facts_of_bucket(doc.model_copy(update={"claims": (claim,)}))
    assert [f.relation for f in facts if f.relation == "author"] == []
    whole = _facts("The Mark on the Wall", cut)  # a span naming one writer keeps the fact
    assert whole["author"] == ("The Mark on the Wall", "Virginia Woolf")


def test_a_distributor_that_released_a_work_is_not_the_released_thing() -> None:
    """``P released the fourth season on <date>``: P is the agent, so no release date of P."""
    facts = _facts("Charmed (season 4)", "Paramount Home Entertainment released the complete "
                   "fourth season of Charmed on DVD in Region 1 on February 28, 2006.")  # fmt: skip
    assert "released" not in facts
    passive = _facts("Love Story (album)", "Love Story was released on February 3, 1971.")
    assert passive["released"] == ("Love Story", "1971-02-03")


def test_a_maker_named_after_a_nationality_and_an_occupation_is_read() -> None:
    """'portrayed by Canadian actor Paul Gross' names Paul Gross; two roles joined by 'and'
    or a capitalised word that is no nationality leave the maker unread."""
    from shared.facts.makers import maker_of

    assert maker_of("Benton Fraser is portrayed by Canadian actor Paul Gross.") == (
        "portrayer", "Paul Gross")
    assert maker_of("X was directed by the American filmmaker John Smith.") == (
        "director", "John Smith")
    assert maker_of("X was written by the Polish historian and political journalist "
                    "Melchior Wankowicz.") is None
    assert maker_of("X was directed by Hollywood veteran John Smith.") is None
    assert maker_of("X was directed by American filmmaker John Smith and Jane Doe.") is None


def test_roles_joined_before_one_by_each_name_the_maker() -> None:
    """'directed and produced by X' makes X the director and the producer; a shared or
    executive role in the list names no one for that role, and a second name none at all."""
    from shared.facts.makers import makers_of

    assert makers_of("Fatal Instinct was directed and produced by Luciano Saber.") == [
        ("director", "Luciano Saber"), ("producer", "Luciano Saber")]
    assert makers_of("X was written, directed and co-produced by John Smith.") == [
        ("author", "John Smith"), ("director", "John Smith")]
    assert makers_of("Safe Harbor was created and executive produced by Brenda Hampton.") == [
        ("creator", "Brenda Hampton")]
    assert makers_of("Y was produced by The Super Chris and Michael Corcoran.") == []
    assert makers_of("The 2003 awards were hosted by John Waters.") == [("host", "John Waters")]


def test_a_producer_host_or_performer_is_read_only_of_the_page_subject() -> None:
    """'produced by', 'performed by' and 'hosted by' give a maker of the page's own work; a
    claim about another thing ('A Filipino version, hosted by ...') gives none."""
    facts = _facts("Innerspace", "Innerspace was produced by Michael Finnell.")
    assert facts["producer"] == ("Innerspace", "Michael Finnell")
    sung = _facts("Freak the Freak Out", '"Freak the Freak Out" was performed by American pop '
                  "recording artist Victoria Justice.")  # fmt: skip
    assert sung["performer"] == ("Freak the Freak Out", "Victoria Justice")
    other = _facts("Ripley's Believe It or Not! (TV series)",
                   "A Filipino version, hosted by Chris Tiu, debuted in 2008.")
    assert "host" not in other


def test_a_work_by_its_maker_past_a_phrase_of_its_form() -> None:
    """'a comic opera in one act by Giacomo Puccini' names its composer and 'a board game by
    Reiner Knizia' its designer; a source work's maker ('based on a book by') stays unread."""
    opera = _facts("Gianni Schicchi", "Gianni Schicchi is a comic opera in one act by Giacomo "
                   "Puccini to an Italian libretto by Giovacchino Forzano.")  # fmt: skip
    assert opera["composer"] == ("Gianni Schicchi", "Giacomo Puccini")
    game = _facts("Medici (board game)", "Medici is a German-style board game by Reiner Knizia.")
    assert game["designer"] == ("Medici", "Reiner Knizia")
    film = _facts("Nothing by Chance (film)",
                  "Nothing by Chance is based on a book by Richard Bach.")
    assert "author" not in film


def test_a_person_s_father_mother_and_spouse_are_read_when_the_claim_says_which() -> None:
    """'the son of X and his wife Y' names the father and the mother; a parent whose sex
    the claim leaves open, a numbered marriage or two spouses on one page give no kin."""
    both = _facts("Charles the Child", "Charles the Child was the son of Charles the Bald "
                  "and his wife Ermentrude of Orléans.")  # fmt: skip
    assert both["father"] == ("Charles the Child", "Charles the Bald")
    assert both["mother"] == ("Charles the Child", "Ermentrude of Orléans")
    titled = _facts("Prince Nayef bin Abdullah", "Prince Nayef bin Abdullah was the youngest "
                    "son of King Abdullah I of Jordan and his second wife, Suzdil Khanum.")
    assert titled["father"] == ("Prince Nayef bin Abdullah", "Abdullah I of Jordan")  # his page
    assert "mother" not in titled
    assert "father" not in _facts("Ælfgar", "Ælfgar was the son of Leofric Godwin.")
    wed = _facts("Marcos Siega", "Marcos Siega married Lisa Goldsmith in 2001.")
    assert wed["spouse"] == ("Marcos Siega", "Lisa Goldsmith")
    assert "spouse" not in _facts("X Y", "X Y married his second wife Ann Lee in 2001.")
    assert "spouse" not in _facts("Jane Capell", "Jane Capell married the Earl of Essex.")
    two = facts_of_bucket(bucket(1, "Ann Lee", ["Ann Lee was married to Bob Smith.",
                                                "Ann Lee was the wife of Carl Jones."]))
    assert not [f for f in two if f.relation == "spouse"]


def test_a_founding_dated_after_its_place_and_a_debut_dated_twice_alike() -> None:
    """'founded in New York City in 1992' dates the founding; a debut whose claim gives one
    year twice ('in 2007 with "Then She Found Me" (2007)') is dated by it."""
    wac = _facts("Women's Action Coalition", "Women's Action Coalition (WAC) was founded in "
                 "New York City in 1992.")  # fmt: skip
    assert wac["founded"] == ("Women's Action Coalition", "1992")
    hunt = _facts("Helen Hunt", 'Helen Hunt made her directorial debut in 2007 with "Then She '
                  'Found Me" (2007).')  # fmt: skip
    assert hunt["directorial_debut"] == ("Helen Hunt", "2007")
    assert "directorial_debut" not in _facts("Ann Lee", "Ann Lee made her directorial debut "
                                             'in 2007 with "Some Film" (2008).')


def test_an_event_titled_by_its_number_or_year_takes_the_article() -> None:
    """'18th Independent Spirit Awards' is asked as 'the 18th Independent Spirit Awards'; a
    work titled by a number ('1984', a novel) and a person keep their bare names."""
    awards = _facts("18th Independent Spirit Awards",
                    "18th Independent Spirit Awards was hosted by John Waters.")
    assert awards["host"] == ("the 18th Independent Spirit Awards", "John Waters")
    novel = _facts("1984 (novel)", "1984 is a 1949 novel by George Orwell.")
    assert novel["published"] == ("1984", "1949")


def test_a_parent_named_after_a_description_and_by_a_numbered_title() -> None:
    """'was an English noblewoman, the daughter of Algernon Percy, 10th Earl of
    Northumberland' names her father (an earl) with his title."""
    facts = _facts("Elizabeth Capell, Countess of Essex", "Elizabeth Capell, Countess of Essex "
                   "was an English noblewoman, the daughter of Algernon Percy, 10th Earl of "
                   "Northumberland.")  # fmt: skip
    assert facts["father"] == ("Elizabeth Capell, Countess of Essex",
                               "Algernon Percy, 10th Earl of Northumberland")
    duke = _facts("Barnim VII", "Barnim VII was the son of Duke Barnim VI, Duke of Pomerania.")
    assert duke["father"] == ("Barnim VII", "Barnim VI, Duke of Pomerania")
    prince = _facts("Ann of Denmark", "Ann of Denmark was a daughter of Prince Harald of Denmark.")
    assert prince["father"] == ("Ann of Denmark", "Prince Harald of Denmark")


def test_kin_names_that_hold_the_subject_or_run_on_are_not_read() -> None:
    """A father named like his son ('son of Admiral George Rodney, 1st Baron Rodney' on the
    2nd Baron's page), a name that runs into the next sentence ('Peshwa I. Her') or a title
    whose place runs on ('King of Naples and Sicily, and ...') give no kin; an office before
    a spouse's name is not part of it."""
    assert "father" not in _facts("George Rodney, 2nd Baron Rodney", "George Rodney was the son "
                                  "of Admiral George Rodney, 1st Baron Rodney, by his first wife "
                                  "Lady Jane Compton.")  # fmt: skip
    assert "spouse" not in _facts("Ramabai Peshwa", "Ramabai Peshwa was wife of Madhavrao Peshwa "
                                  "I. Her father's name was Shivaji Ballal Joshi.")  # fmt: skip
    assert "father" not in _facts("Maria Antonia", "Maria Antonia was the youngest daughter of "
                                  "Ferdinand, King of Naples and Sicily, and Maria Carolina of "
                                  "Austria.")  # fmt: skip
    assert "spouse" not in _facts("Atang de la Rama", "Atang de la Rama was married to National "
                                  "Artist for Literature, Amado V. Hernandez.")  # fmt: skip
    assert "spouse" not in _facts("Gauthier Destenay", "Gauthier Destenay is the husband of "
                                  "Prime Minister of Luxembourg, Xavier Bettel.")  # fmt: skip
    assert "spouse" not in _facts("Adam Włodek", "Adam Włodek was married to Polish Noble Prize "
                                  "laureate, Wisława Szymborska.")  # fmt: skip
    assert "spouse" not in _facts("Charles d'Évreux", "Charles d'Évreux married Maria de La Cerda "
                                  "y de Lara in April 1335.")  # fmt: skip
    wed = _facts("Lady Dorothy Macmillan", "Lady Dorothy Macmillan was married to British Prime "
                 "Minister Harold Macmillan from 1920 until her death.")  # fmt: skip
    assert wed["spouse"] == ("Lady Dorothy Macmillan", "Harold Macmillan")


def test_a_soap_opera_is_a_television_series() -> None:
    """``a ... soap opera`` is a television series, not an opera."""
    from shared.facts.relations import kind_of

    series = kind_of("American television series")
    assert kind_of("Philippine television drama soap opera") == series
    assert kind_of("comic opera in one act") == "opera"


def test_a_sentence_case_title_is_not_cut_at_its_lower_case_word() -> None:
    """``Les Enfants terribles is a 1950 film`` names its film whole, never ``Les Enfants``."""
    facts = _facts("The Strange Ones (1950 film)", "Les Enfants terribles is a 1950 French drama "
                   "film directed by Jean-Pierre Melville.")  # fmt: skip
    assert facts["director"] == ("Les Enfants terribles", "Jean-Pierre Melville")
    assert claim_subject("Les Enfants terribles was directed by Jean-Pierre Melville.",
                         "The Strange Ones")[0] == "Les Enfants terribles"  # type: ignore[index]
    assert claim_subject("Mark King also was an English musician.", "Bass players") == (
        "Mark King", 9)  # an adverb is no word of the name


def test_a_peerage_after_the_comma_stays_with_the_name() -> None:
    """A name's numbered peerage after its comma names the page's peer, never given names alone."""
    sentence = ("Henry Charles Howard, 13th Duke of Norfolk (12 August 1791 – 7 February 1856) "
                "was a British Whig politician.")  # fmt: skip
    assert _facts("Henry Howard, 13th Duke of Norfolk", sentence)["died"] == (
        "Henry Howard, 13th Duke of Norfolk", "1856-02-07")
    assert _facts("Dukes of Norfolk", sentence)["died"] == (
        "Henry Charles Howard, 13th Duke of Norfolk", "1856-02-07")
