"""Debuts read from claims: a film, directorial or album debut dated for the page's person."""

from __future__ import annotations

from tests.shared.facts.reading import facts_of


def test_a_film_or_directorial_debut_is_dated_for_the_pages_person() -> None:
    """A film or directorial debut is dated for the page's person."""
    # ``Azmi made her film debut in 1974.`` on Shabana Azmi's page; ``made his directorial debut
    # with "X" (1998)``.
    assert facts_of("Shabana Azmi", "Azmi made her film debut in 1974.")["film_debut"] == (
        "Shabana Azmi", "1974")  # fmt: skip
    facts = facts_of("Karan Johar", 'Johar made his directorial debut with the widely-seen '
                     'romance "Kuch Kuch Hota Hai" (1998).')  # fmt: skip
    assert facts["directorial_debut"] == ("Karan Johar", "1998")


def test_a_debut_album_is_dated_bare_or_possessive() -> None:
    """A debut album is dated for the person, written bare or possessive."""
    # ``X released his debut album, "Y", in 1946``; ``X's debut album, "Y", was released in 2012``.
    facts = facts_of("Frank Sinatra", 'Frank Sinatra released his debut album," The Voice of '
                     'Frank Sinatra", in 1946.')  # fmt: skip
    assert facts["debut_album"] == ("Frank Sinatra", "1946")
    facts = facts_of("Meek Mill", "Meek Mill's debut album, \"Dreams and Nightmares\", was "
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
        facts = facts_of(title, sentence)
        assert not {"film_debut", "directorial_debut", "debut_album"} & facts.keys(), sentence
