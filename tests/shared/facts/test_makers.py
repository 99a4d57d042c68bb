"""Makers read from claims: directors, authors, performers, founders; a shared role names none."""

from __future__ import annotations

from shared.facts import facts_of_bucket
from tests.services.qagen.films import bucket
from tests.shared.facts.reading import facts_of


def test_release_year_and_director_of_a_film() -> None:
    """``X is a 2006 ... film directed by Y``: released 2006, director Y (the title's name)."""
    facts = facts_of("The Prestige (film)", "The Prestige is a 2006 British-American mystery "
                     "thriller film directed by Christopher Nolan.")  # fmt: skip
    assert facts["released"] == ("The Prestige", "2006")
    assert facts["director"] == ("The Prestige", "Christopher Nolan")


def test_two_directors_give_no_single_director() -> None:
    """``directed by A and B`` is no "the director of" fact."""
    facts = facts_of("Blood Bath", "Blood Bath is a 1966 horror film directed by Jack Hill and "
                     "Stephanie Rothman.")  # fmt: skip
    assert "director" not in facts and facts["released"] == ("Blood Bath", "1966")


def test_a_work_by_its_single_maker_and_its_release_date() -> None:
    """A work by a single maker gives that maker and its release date; two makers give no maker."""
    # ``an album by American pop singer Andy Williams that was released on February 3, 1971``:
    # performer Andy Williams, released 1971-02-03.
    facts = facts_of("Love Story (Andy Williams album)", "Love Story is an album by American pop "
                     "singer Andy Williams that was released on February 3, 1971, by Columbia "
                     "Records.")  # fmt: skip
    assert facts["performer"] == ("Love Story", "Andy Williams")
    assert facts["released"] == ("Love Story", "1971-02-03")
    two = facts_of("Some Song", "Some Song is a song by John Smith and Jane Doe.")
    assert "performer" not in two


def test_founded_in_a_year_by_names_the_founder() -> None:
    """``founded in 1777 by William Bass`` gives the founding year and the founder."""
    facts = facts_of("Bass Brewery", "The Bass Brewery was founded in 1777 by William Bass in "
                     "Burton-upon-Trent, England.")  # fmt: skip
    assert facts["founded"] == ("the Bass Brewery", "1777")
    assert facts["founder"] == ("the Bass Brewery", "William Bass")


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
        facts = facts_of(title, sentence)
        assert not {"author", "director", "founder"} & set(facts), (title, facts)
    single = facts_of("Hoodwinked!", "Hoodwinked! is a 2005 American animated comedy film "
                      "written by Tony Leech.")  # fmt: skip
    assert single["author"] == ("Hoodwinked!", "Tony Leech")


def test_only_the_shared_role_is_dropped() -> None:
    """Only the shared role is dropped: the director of "directed and co-written by X" stays."""
    # ``with music composed by`` is no second director.
    both = facts_of("The Very Merry Widows", "The Very Merry Widows is a 2003 film directed by "
                    "Catherine Corsini and co-written by Pierre Dupont.")  # fmt: skip
    assert "author" not in both
    music = facts_of("Billy Elliot", "Billy Elliot is a 2000 film directed by Stephen Daldry "
                     "with music composed by Stephen Warbeck.")  # fmt: skip
    assert music["director"] == ("Billy Elliot", "Stephen Daldry")


def test_a_source_works_maker_is_not_the_works_maker() -> None:
    """A source work's maker is not the work's maker."""
    # ``a documentary film based on a book by Richard Bach`` gives no author of the film; ``a set of
    # novels by Jennifer Fallon`` does.
    facts = facts_of("Nothing by Chance", "Nothing by Chance is a 1975 American documentary film "
                     "based on a book by Richard Bach.")  # fmt: skip
    assert "author" not in facts and facts["released"] == ("Nothing by Chance", "1975")
    assert facts_of("The Hythrun Chronicles", "The Hythrun Chronicles is a fantasy set of novels "
                    "by Jennifer Fallon told in two trilogies.")["author"] == (
        "The Hythrun Chronicles", "Jennifer Fallon")  # fmt: skip


def test_a_claim_cut_before_a_co_author_gives_no_author() -> None:
    """A claim cut at "and" keeps one of two writers: the span names both, so no author fact."""
    span = ("It was first published in 1917 as part of a collection of short stories "
            "written by Virginia Woolf and her husband, Leonard Woolf.")  # fmt: skip
    cut = "The Mark on the Wall is a short story written by Virginia Woolf."
    doc = bucket(1, "The Mark on the Wall", [span])
    claim = doc.claims[0].model_copy(update={"text": cut})
    facts = facts_of_bucket(doc.model_copy(update={"claims": (claim,)}))
    assert [f.relation for f in facts if f.relation == "author"] == []
    whole = facts_of("The Mark on the Wall", cut)  # a span naming one writer keeps the fact
    assert whole["author"] == ("The Mark on the Wall", "Virginia Woolf")


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
    facts = facts_of("Innerspace", "Innerspace was produced by Michael Finnell.")
    assert facts["producer"] == ("Innerspace", "Michael Finnell")
    sung = facts_of("Freak the Freak Out", '"Freak the Freak Out" was performed by American pop '
                    "recording artist Victoria Justice.")  # fmt: skip
    assert sung["performer"] == ("Freak the Freak Out", "Victoria Justice")
    other = facts_of("Ripley's Believe It or Not! (TV series)",
                     "A Filipino version, hosted by Chris Tiu, debuted in 2008.")
    assert "host" not in other


def test_a_work_by_its_maker_past_a_phrase_of_its_form() -> None:
    """'a comic opera in one act by Giacomo Puccini' names its composer and 'a board game by
    Reiner Knizia' its designer; a source work's maker ('based on a book by') stays unread."""
    opera = facts_of("Gianni Schicchi", "Gianni Schicchi is a comic opera in one act by Giacomo "
                     "Puccini to an Italian libretto by Giovacchino Forzano.")  # fmt: skip
    assert opera["composer"] == ("Gianni Schicchi", "Giacomo Puccini")
    game = facts_of("Medici (board game)", "Medici is a German-style board game by Reiner Knizia.")
    assert game["designer"] == ("Medici", "Reiner Knizia")
    film = facts_of("Nothing by Chance (film)",
                    "Nothing by Chance is based on a book by Richard Bach.")
    assert "author" not in film


def test_a_place_before_the_makers_role_is_not_the_maker() -> None:
    """'by Hong Kong cantopop singer Charlene Choi' names Charlene Choi, never Hong Kong (the
    sample's Twins graph read 'Hong Kong' as the performer of three albums); a one-word maker
    after the place gives none."""
    from shared.facts.makers import work_by

    assert work_by("Lonely Me is the debut studio album by Hong Kong cantopop singer "
                   "Charlene Choi.") == ("performer", "Charlene Choi")
    assert work_by("Twins Language is an album by Hong Kong cantopop duo Twins.") is None
    assert work_by("X is a song by New York rapper Shawn Carter.") == ("performer",
                                                                        "Shawn Carter")
    assert work_by("Reflektor is an album by the Canadian indie rock band Arcade Fire.") == (
        "performer", "Arcade Fire")


def test_a_role_written_with_an_en_dash_names_the_maker() -> None:
    """``an album by American rock singer–songwriter Bob Seger`` (an en dash, as Wikipedia
    writes it) names the performer as the hyphen does."""
    for dash in ("–", "-"):
        facts = facts_of("Ride Out", f"Ride Out is the seventeenth studio album by American rock "
                         f"singer{dash}songwriter Bob Seger, released in 2014.")  # fmt: skip
        assert facts["performer"] == ("Ride Out", "Bob Seger")


def test_the_makers_own_ordinal_after_and_is_no_second_maker() -> None:
    """``by Bob Seger and his fourth with the Silver Bullet Band``: the ordinal counts Bob
    Seger's own works, so he stays the album's maker; ``and`` before a name or ``her
    Orchestra`` still names a second maker and gives none."""
    facts = facts_of("Against the Wind (album)", "Against the Wind is the eleventh studio album "
                     "by Bob Seger and his fourth with the Silver Bullet Band.")  # fmt: skip
    assert facts["performer"] == ("Against the Wind", "Bob Seger")
    for rest in ("and Jane Doe.", "and her Orchestra.", "and his fourth wife Jane Doe."):
        two = facts_of("Some Song", f"Some Song is a song by John Smith {rest}")
        assert "performer" not in two
