"""The name a lead says its person is known by (``known professionally as Joe Walsh``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.facts.known_as import known_name


def test_stage_and_professional_names_are_read_after_the_legal_name() -> None:
    """``known professionally as``, ``better known by her stage name`` and a bracket after
    the known name are read; a lead with no such phrase gives none."""
    walsh = ("Joseph Fidler Walsh (born November 20, 1947), known professionally as Joe "
             "Walsh, is an American rock musician.")  # fmt: skip
    assert known_name(walsh, "Joseph Fidler Walsh") == "Joe Walsh"
    sulli = ("Choi Jin-ri (born March 29, 1994), better known by her stage name Sulli, is a "
             "South Korean actress.")  # fmt: skip
    assert known_name(sulli, "Choi Jin-ri") == "Sulli"
    pepe = "José Guízar Morfín, better known as Pepe Guízar (February 12, 1906 – 1980), was"
    assert known_name(pepe, "José Guízar Morfín") == "Pepe Guízar"
    assert known_name("Paul Gross (born 1959) is a Canadian actor.", "Paul Gross") is None
    assert known_name(walsh, "Joe Walsh") is None  # the span does not open on that name


def test_a_stage_name_needs_no_adverb_but_a_plain_known_as_does() -> None:
    """``known by her stage name Rita Redshoes`` names the stage name (the reviewer's 'Rita
    Pereira' for Rita Redshoes); a plain ``known as`` (often a nickname) still names none."""
    rita = ("Rita Pereira (born 10 July 1981), known by her stage name Rita Redshoes, is a "
            "solo musical artist from Portugal.")  # fmt: skip
    assert known_name(rita, "Rita Pereira") == "Rita Redshoes"
    pen = "Mary Dunne (1859 – 1945), known by the pen name George Egerton, was an author."
    assert known_name(pen, "Mary Dunne") == "George Egerton"
    nick = "John Smith (born 1950), known as Jack, is an American golfer."
    assert known_name(nick, "John Smith") is None


_WORD = st.from_regex(r"[A-Z][a-z]{2,8}", fullmatch=True)


@given(st.lists(_WORD, min_size=2, max_size=3), st.lists(_WORD, min_size=1, max_size=2),
       st.sampled_from(["known professionally as", "better known as",
                        "better known by his stage name", "popularly known as",
                        "known by her stage name", "known by his ring name"]),
       st.sampled_from(["is", "was"]))  # fmt: skip
def test_any_known_name_after_the_bracket_is_read_whole(
    legal: list[str], known: list[str], phrase: str, verb: str
) -> None:
    """Whatever the names, the known name after the phrase is read whole, and the same lead
    without the phrase gives none."""
    a, b = " ".join(legal), " ".join(known)
    lead = f"{a} (born May 6, 1895), {phrase} {b}, {verb} an American singer."
    assert known_name(lead, a) == (b if b != a else None)
    assert known_name(f"{a} (born May 6, 1895) {verb} an American singer.", a) is None


def test_a_page_titled_by_another_form_of_the_lead_name_is_the_known_name() -> None:
    """Issue 15: the page 'Jody Hamilton' opens 'Joseph Hamilton (born August 28, 1938)': the
    title is the name people know. Near misses: a title with a disambiguator, another
    surname, a lead not opening on the name with its bracket, one-word names, initials."""
    from shared.facts.known_as import page_name

    lead = "Joseph Hamilton (born August 28, 1938) is an American retired professional wrestler."
    assert page_name("Jody Hamilton", "Joseph Hamilton", lead, 0) == "Jody Hamilton"
    fish = "Robert Anthony Fish (born June 27, 1976) is an American professional wrestler."
    assert page_name("Bobby Fish", "Robert Anthony Fish", fish, 0) == "Bobby Fish"
    assert page_name("Randy Smith (basketball)", "Randolph Smith",
                     "Randolph Smith (December 12, 1948 – June 4, 2009) was ...", 0) is None
    assert page_name("Kyle O'Reilly", "Kyle Greenwood",
                     "Kyle Greenwood (born March 1, 1987) is ...", 0) is None
    assert page_name("Jody Hamilton", "Joseph Hamilton",
                     "Joseph Hamilton was born on August 28, 1938.", 0) is None
    assert page_name("Jody Hamilton", "Joseph Hamilton", "His son Joseph Hamilton (born 1960)"
                     " is ...", 0) is None
    assert page_name("Hamilton", "Joseph Hamilton", lead, 0) is None
    assert page_name("S. D. Burman", "Sachin Dev Burman", "Sachin Dev Burman (1 October 1906 "
                     "– 31 October 1975) was an Indian composer.", 0) is None  # initials
    assert page_name("Joseph Hamilton", "Joseph Hamilton", lead, 0) is None


def test_only_the_pages_lead_names_its_subject_by_the_title() -> None:
    """Code review of 3d9d970: on the page 'Jody Hamilton' a later sentence 'Nick Hamilton
    (born 1975) is ... Jody's son' opens on a name with its bracket too; only the document's
    first sentence (the lead, at offset 0) names the page's subject, so the son keeps his
    name. Near miss: the lead itself still gives the known name; no offset gives none."""
    from shared.facts.known_as import page_name

    son = "Nick Hamilton (born 1975) is an American professional wrestling referee, Jody's son."
    assert page_name("Jody Hamilton", "Nick Hamilton", son, 212) is None
    assert page_name("Jody Hamilton", "Nick Hamilton", son, None) is None
    lead = "Joseph Hamilton (born August 28, 1938) is an American retired professional wrestler."
    assert page_name("Jody Hamilton", "Joseph Hamilton", lead, 0) == "Jody Hamilton"


def test_a_later_sentence_naming_another_person_keeps_their_name_in_qagen() -> None:
    """Code review of 3d9d970, end to end: the page 'Jody Hamilton' also says 'Nick Hamilton
    (born 1975) ...' of his son; the son is not renamed Jody Hamilton (only the lead is),
    while the lead's Joseph Hamilton still is."""
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    son = "Nick Hamilton (born December 5, 1975) is an American professional wrestling referee."
    index = FactIndex.build([bucket(1, "Jody Hamilton", [
        "Jody Hamilton was born on August 28, 1938 in Saint Joseph, Missouri.", son])])
    assert index.known == {}
    index = FactIndex.build([bucket(1, "Jody Hamilton", [
        "Joseph Hamilton (born August 28, 1938) is an American retired professional wrestler.",
        son])])  # fmt: skip
    assert index.known == {"Joseph Hamilton": "Jody Hamilton"}
