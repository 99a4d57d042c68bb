"""A second fact hung on a claim's end is parted into its own claim or cut (HotpotQA
compounds of the judge15/judge16 reviews)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.appendages import appended_facts, elliptical_tail, maker_list, work_relation
from shared.claims.compound import compound
from shared.claims.parts import claim_parts_counted
from shared.claims.standalone import tidy

CHLOE = ('Chloe is a 2009 erotic thriller film directed by Atom Egoyan, a remake of the 2003 '
         'French film "Nathalie...".')


def test_a_remake_after_the_director_is_the_films_fact() -> None:
    """'directed by A, a remake of W': the remake is the film, a claim of its own."""
    facts, _ = claim_parts_counted(CHLOE)
    assert facts == [
        "Chloe is a 2009 erotic thriller film.",
        "Chloe was directed by Atom Egoyan.",
        'Chloe is a remake of the 2003 French film "Nathalie..."',
    ]
    assert work_relation("Mirage was written by Ann Lee, the sequel to Oasis.") == [
        "Mirage was written by Ann Lee.", "Mirage is the sequel to Oasis."]


def test_an_appositive_of_the_maker_stays() -> None:
    """An appositive that describes the maker (no work relation) is left to other rules."""
    assert work_relation("The song was written by Paul Simon, a singer from New York.") is None
    assert appended_facts("The song was written by Paul Simon, a singer from New York.") == [
        "The song was written by Paul Simon, a singer from New York."]


def test_three_makers_are_three_claims() -> None:
    """'directed by A, produced by B and written by C': one claim per maker, none glued."""
    claim = ("When Trumpets Fade was directed by John Irvin, produced by John Kemeny and "
             "written by W.W. Vought.")
    assert maker_list(claim) == [
        "When Trumpets Fade was directed by John Irvin.",
        "When Trumpets Fade was produced by John Kemeny.",
        "When Trumpets Fade was written by W.W. Vought.",
    ]
    assert maker_list("Ask was written by Morrissey and Johnny Marr.") is None


def test_an_elliptical_then_and_now_conjunct_is_cut() -> None:
    """', and formerly the home of X' shares the first half's verb: cut, the rest kept."""
    claim = ("The Indianapolis Motor Speedway is the home of the Indianapolis 500 and the "
             "Brickyard 400, and formerly the home of the United States Grand Prix.")
    assert elliptical_tail(claim) == (
        "The Indianapolis Motor Speedway is the home of the Indianapolis 500 and the "
        "Brickyard 400.")
    assert elliptical_tail("It is home, and formerly the base of Acme.") is None  # too short
    assert elliptical_tail("The club plays at the stadium, and its fans sing.") is None


def test_a_where_clause_is_cut_from_its_main_clause() -> None:
    """', where it replaced X' adds a fact: the main clause is kept without it."""
    facts, _ = claim_parts_counted(
        "The M36 first served in combat in Europe in October 1944, where it partially "
        "replaced the M10 tank destroyer.")
    assert facts == ["The M36 first served in combat in Europe in October 1944."]


def test_a_where_clause_inside_an_open_subordinate_stays() -> None:
    """A 'where' inside an 'as they learned in X' clause: cutting would leave no main clause."""
    claim = ('Marines still belt out "From the Halls of Montezuma," but as they learned in '
             "Somalia, where journalists beat them ashore in Mogadishu, times have changed.")
    facts, _ = claim_parts_counted(claim)
    assert all("where" in fact for fact in facts), facts


def test_a_relative_after_a_role_is_a_second_claim() -> None:
    """'is a N who <past verb> ...': the role and the deed are two claims."""
    facts, _ = claim_parts_counted(
        "Ed Castillo is a Native American activist who participated in the American Indian "
        "occupation of Alcatraz in 1969.")
    assert facts == [
        "Ed Castillo is a Native American activist.",
        "Ed Castillo participated in the American Indian occupation of Alcatraz in 1969.",
    ]


def test_a_relative_after_an_inner_noun_or_a_kind_stays() -> None:
    """A 'who' that may be an inner noun's, or a kind's definition, is not parted."""
    for claim in (
        "Just Nuts is a 1915 short comedy film featuring Harold Lloyd playing the character "
        "who preceded his glasses character.",
        "A founder CEO is a person who founded a firm by taking initiative.",
    ):
        assert claim_parts_counted(claim)[0] == [claim]


def test_former_is_shared_by_two_roles_only() -> None:
    """'a former footballer and manager': both former; a longer list keeps its words."""
    facts, _ = claim_parts_counted("Ivan Toplak is a former Yugoslavian football player and "
                                   "manager.")
    assert facts == ["Ivan Toplak is a former Yugoslavian football player.",
                     "Ivan Toplak is a former manager."]
    facts, _ = claim_parts_counted("Sven Hannawald is a German former ski jumper, motor racing "
                                   "driver, and footballer.")
    assert "Sven Hannawald is a footballer." in facts


def test_both_with_an_inserted_fact_is_compound() -> None:
    """'at both A, as ..., and B': the inserted phrase is a second fact; a plain 'both' is not."""
    assert compound("Clare Taylor represented England at both cricket, as a member of the "
                    "winning World Cup cricket team in 1993, and football (World Cup 1995).")
    assert not compound("Clare Taylor represented England at both cricket and football.")


@given(st.text(alphabet=st.sampled_from(list("abcAB ,.by-and remake of")), max_size=80))
def test_appended_facts_never_loses_the_claim(text: str) -> None:
    """Any text gives at least one fact, and text with no appended fact comes back whole."""
    facts = appended_facts(text)
    assert facts
    if work_relation(text) is None and maker_list(text) is None and elliptical_tail(text) is None:
        assert facts == [text]


def test_an_appositive_after_a_numbered_name_is_cut() -> None:
    """'Flight 370, a Boeing 777 en route to ..., disappeared': the aside about the name is cut."""
    assert tidy("Malaysia Airlines Flight 370, a Boeing 777 en route to Beijing from Kuala "
                "Lumpur, disappeared on March 8, 2014.") == (
        "Malaysia Airlines Flight 370 disappeared on March 8, 2014.")
    assert tidy("In 2014, 239 people, a record for the airline, died.") == (
        "In 2014, 239 people, a record for the airline, died.")  # a count, no name
