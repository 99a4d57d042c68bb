"""What a claim says its subject is: its kind (film, team, publishing house) and nationality."""

from __future__ import annotations

from tests.shared.facts.reading import facts_of, kinds_of


def test_nationality_of_a_person() -> None:
    """``an English musician`` gives the nationality English."""
    assert facts_of("Mark King (musician)", "Mark King (born 20 October 1958) is an English "
                    "musician.")["nationality"] == ("Mark King", "English")  # fmt: skip


def test_a_prepositional_phrase_does_not_name_the_kind() -> None:
    """A prepositional phrase does not name the subject's kind."""
    # ``the second game in the ... video game series`` is no series; ``a hall at the University of
    # X`` is no university; ``a team competing in the ... League`` is a team.
    assert kinds_of("Formula 1 97", [
        'Formula 1 97 is the second game in the "Formula One" video game series.',
        "Formula 1 97 was released in 1997 on the PlayStation and Microsoft Windows."]) == {""}
    assert kinds_of("University College, Otago", [
        "University College (UniCol), founded in 1969, is the largest residential hall at "
        "the University of Otago in Dunedin, New Zealand."]) == {""}
    assert kinds_of("Adelaide Lightning", [
        "The Adelaide Lightning are an Australian professional women's basketball team "
        "competing in the Women's National Basketball League (WNBL)."]) == {"team"}


def test_a_publishing_company_is_a_publishing_house() -> None:
    """``the oldest publishing company west of ...`` names the kind publishing house."""
    assert kinds_of("Concordia Publishing House", [
        "Concordia Publishing House (CPH), founded in 1869, is the official publishing arm "
        "of the Lutheran Church–Missouri Synod.",
        "Concordia Publishing House is the oldest publishing company west of the "
        "Mississippi River."]) == {"publishing house"}


def test_a_soap_opera_is_a_television_series() -> None:
    """``a ... soap opera`` is a television series, not an opera."""
    from shared.facts.relations import kind_of

    series = kind_of("American television series")
    assert kind_of("Philippine television drama soap opera") == series
    assert kind_of("comic opera in one act") == "opera"
