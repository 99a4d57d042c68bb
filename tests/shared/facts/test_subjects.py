"""The subject a claim's fact is about: the page's title or person, never a cut or bare name."""

from __future__ import annotations

from shared.facts.names import claim_subject, described_role
from tests.shared.facts.reading import facts_of


def test_targets_and_pronoun_subjects_give_no_fact() -> None:
    """A forecast ("expected to open in 2030") and a pronoun subject are not facts."""
    assert facts_of("Some Bridge", "Some Bridge is expected to open in 2030.") == {}
    assert facts_of("Some Bridge", "It was opened in 1937.") == {}


def test_a_claim_opening_with_its_title_names_the_title() -> None:
    """A claim opening with its title names the title, even one that reads like a description."""
    # ``The Man Without Love``, or a title in quotes.
    facts = facts_of("The Man Without Love", "The Man Without Love (German: Der Mann, der nicht "
                     "liebt) is a 1929 French-German silent drama film directed by Guido Brignone.")
    assert facts["released"] == ("The Man Without Love", "1929")
    assert facts["director"] == ("The Man Without Love", "Guido Brignone")


def test_a_nickname_in_quotes_names_the_page_person() -> None:
    """``Andrew Alan "Drew" Fuller (born May 19, 1980)`` is the birth of Drew Fuller."""
    facts = facts_of("Drew Fuller", 'Andrew Alan "Drew" Fuller (born May 19, 1980) is an '
                     "American actor.")  # fmt: skip
    assert facts["born"] == ("Drew Fuller", "1980-05-19")


def test_a_dumps_hyphen_spacing_still_names_the_title() -> None:
    """A dump's broken hyphen spacing still names the page, and the question uses the title."""
    # ``Augusta Marie of Holstein- Gottorp (...)`` is the page ``Augusta Marie of
    # Holstein-Gottorp``.
    facts = facts_of("Augusta Marie of Holstein-Gottorp", "Augusta Marie of Holstein- Gottorp "
                     "(6 February 1649 – 25 April 1728) was a German noblewoman.")  # fmt: skip
    assert facts["born"] == ("Augusta Marie of Holstein-Gottorp", "1649-02-06")


def test_one_word_of_a_long_title_does_not_name_it() -> None:
    """One word of a long title does not name it; a surname still names its person."""
    # ``Love was released on June 7, 1940`` on the page ``Love, Honor and Oh-Baby!`` is not that
    # film's release; ``Nolan`` still names ``Christopher Nolan``.
    assert facts_of("Love, Honor and Oh-Baby!", "Love was released on June 7, 1940.") == {}
    assert facts_of("Christopher Nolan", "Nolan was born on 30 July 1970.")["born"] == (
        "Christopher Nolan", "1970-07-30")  # fmt: skip


def test_initials_in_a_quoted_nickname_name_the_page_person() -> None:
    """Initials in a quoted nickname name the page's person and end no sentence."""
    # ``John Bernard "J.B." Handelsman`` is the page's ``J. B. Handelsman``; ``J.B.`` is ``J. B.``.
    facts = facts_of("J. B. Handelsman", 'John Bernard "J.B." Handelsman was born on February '
                     "5, 1922.")  # fmt: skip
    assert facts["born"] == ("J. B. Handelsman", "1922-02-05")


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


def test_an_event_titled_by_its_number_or_year_takes_the_article() -> None:
    """'18th Independent Spirit Awards' is asked as 'the 18th Independent Spirit Awards'; a
    work titled by a number ('1984', a novel) and a person keep their bare names."""
    awards = facts_of("18th Independent Spirit Awards",
                      "18th Independent Spirit Awards was hosted by John Waters.")
    assert awards["host"] == ("the 18th Independent Spirit Awards", "John Waters")
    novel = facts_of("1984 (novel)", "1984 is a 1949 novel by George Orwell.")
    assert novel["published"] == ("1984", "1949")


def test_a_sentence_case_title_is_not_cut_at_its_lower_case_word() -> None:
    """``Les Enfants terribles is a 1950 film`` names its film whole, never ``Les Enfants``."""
    facts = facts_of("The Strange Ones (1950 film)", "Les Enfants terribles is a 1950 French drama "
                     "film directed by Jean-Pierre Melville.")  # fmt: skip
    assert facts["director"] == ("Les Enfants terribles", "Jean-Pierre Melville")
    subject = claim_subject("Les Enfants terribles was directed by Jean-Pierre Melville.",
                            "The Strange Ones")  # fmt: skip
    assert subject is not None and subject[0] == "Les Enfants terribles", subject
    assert claim_subject("Mark King also was an English musician.", "Bass players") == (
        "Mark King", 9)  # an adverb is no word of the name


def test_a_peerage_after_the_comma_stays_with_the_name() -> None:
    """A name's numbered peerage after its comma names the page's peer, never given names alone."""
    sentence = ("Henry Charles Howard, 13th Duke of Norfolk (12 August 1791 – 7 February 1856) "
                "was a British Whig politician.")  # fmt: skip
    assert facts_of("Henry Howard, 13th Duke of Norfolk", sentence)["died"] == (
        "Henry Howard, 13th Duke of Norfolk", "1856-02-07")
    assert facts_of("Dukes of Norfolk", sentence)["died"] == (
        "Henry Charles Howard, 13th Duke of Norfolk", "1856-02-07")


def test_a_work_written_after_its_kind_is_the_subject() -> None:
    """'The album Ride Out was released ...' is Ride Out's fact, the kind prefix skipped."""
    assert facts_of("Ride Out (album)", "The album Ride Out was released on October 14, "
                    "2014.")["released"] == ("Ride Out", "2014-10-14")
    assert facts_of("The Golden Hour (novel)", "The novel The Golden Hour was first published "
                    "in 2004.")["published"] == ("The Golden Hour", "2004")
    found = claim_subject("The 1918 film Ruggles of Red Gap was produced by Essanay Studios.",
                          "Ruggles of Red Gap (1918 film)")
    assert found == ("Ruggles of Red Gap", len("The 1918 film Ruggles of Red Gap"))


def test_a_title_with_its_subtitle_names_the_title() -> None:
    """``Look Homeward, Angel: A Story of ... is a 1929 novel`` dates the page's title, whole."""
    facts = facts_of("Look Homeward, Angel", "Look Homeward, Angel: A Story of the Buried Life "
                     "is a 1929 novel by Thomas Wolfe.")  # fmt: skip
    assert facts["published"] == ("Look Homeward, Angel", "1929")
    assert facts["author"] == ("Look Homeward, Angel", "Thomas Wolfe")
    facts = facts_of("Forgotten God", "Forgotten God: Reversing Our Tragic Neglect of the Holy "
                     "Spirit, is a 2009 Christian book written by Francis Chan.")  # fmt: skip
    assert facts["published"] == ("Forgotten God", "2009")
    assert facts_of("Update", "Update: The bridge was closed in 2019.") == {}


def test_a_name_word_opened_by_a_non_ascii_capital_is_a_name_word() -> None:
    """``Sven Magnus Øen Carlsen was born ...`` on *Magnus Carlsen*: ``Øen`` (and ``Ǻsa``,
    ``Łukasz``) is a capitalised name word, so the birth is the page person's."""
    assert facts_of("Magnus Carlsen", "Sven Magnus Øen Carlsen was born on 30 November "
                    "1990.")["born"] == ("Magnus Carlsen", "1990-11-30")  # fmt: skip
    assert facts_of("Anna Westerlund", "Anna Ǻsa Olivia Westerlund was born on 9 April "
                    "1989.")["born"] == ("Anna Westerlund", "1989-04-09")  # fmt: skip
    assert claim_subject("Łukasz Piszczek Kowal was born on 3 June 1985.", "Łukasz Kowal") \
        is not None


def test_a_lower_case_non_ascii_word_still_ends_a_name() -> None:
    """A lower-case word stays outside a name whatever its letters (``élan``, ``über``)."""
    assert facts_of("Anna Westerlund", "Anna élan Westerlund was born on 9 April 1989.") == {}


def test_a_described_role_keeps_the_noun_its_agent_noun_needs() -> None:
    """'a documentary film maker' is asked as 'the film maker X', never 'the maker X' (held
    -out items review 13); a one-word occupation stays one word; a bare 'maker' is none."""
    assert described_role("Jamie Campbell is a British documentary film maker.") == "film maker"
    assert described_role("Ann Lee is a world record holder.") == "record holder"
    assert described_role("Jamie Campbell is a documentary filmmaker.") == "filmmaker"
    assert described_role("Sue Fox was a Welsh archaeologist.") == "archaeologist"
    assert described_role("Bo Li was a maker.") == ""
