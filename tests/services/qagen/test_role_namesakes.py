"""A person whose name another page gives someone of another field (a brewer beside a
footballer) is asked by the role their own page gives them; the same person's roles are not."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.qagen.fact_index import FactIndex
from services.qagen.namesakes import namesakes_of
from shared.facts import facts_of_bucket
from shared.messages.claims import ClaimBucket
from tests.services.qagen.films import bucket

_HOLT = bucket(1, "Edward Holt", ["Edward Holt (born 1879) was an English footballer.",
                                  "He played for Manchester United and Newton Heath."])
_HOUSE = bucket(2, "Blackwell (historic house)", [
    "Blackwell is a large house in the English Lake District, designed by Baillie Scott.",
    "It was built 1898–1900, as a holiday home for Sir Edward Holt, a wealthy Manchester "
    "brewer."])
_ENSLEY = bucket(3, "Harold Ensley", [
    "Harold Ensley (born August 21, 1912) was an American television host."])
_BACH = bucket(4, "Richard Bach", [
    "Richard David Bach (born June 23, 1936) is an American writer."])
_NOVEL = bucket(5, "Illusions (novel)", [
    "Illusions is a novel by writer and pilot Richard Bach."])
_MCCABE = bucket(6, "Zia McCabe", ["Zia McCabe (born July 18, 1975) is an American musician."])
_BAND = bucket(7, "The Dandy Warhols", [
    "The Dandy Warhols are an American rock band formed in 1994.",
    "They were joined by keyboardist Zia McCabe and drummer Eric Hedford."])


def _namesakes(*buckets: ClaimBucket) -> dict[str, str]:
    return namesakes_of([(b, facts_of_bucket(b)) for b in buckets])


def test_a_role_of_another_field_on_another_page_makes_a_namesake() -> None:
    """'Sir Edward Holt, a wealthy Manchester brewer' beside a footballer's page: the bare
    name is two people's, so the footballer is asked as 'the footballer Edward Holt'."""
    assert _namesakes(_HOLT, _HOUSE, _ENSLEY) == {"edward holt": "person"}
    index = FactIndex.build([_HOLT, _HOUSE, _ENSLEY])
    assert index.qualified["Edward Holt (footballer)"] == (
        "Edward Holt", "the footballer Edward Holt")


def test_a_role_of_the_persons_own_field_is_the_same_person() -> None:
    """A keyboardist on a band's page beside a musician's page, a 'writer and pilot' beside
    a writer's page: no namesake, and the name stays bare."""
    assert _namesakes(_MCCABE, _BAND, _ENSLEY) == {}
    assert _namesakes(_BACH, _NOVEL, _ENSLEY) == {}
    assert "Zia McCabe" not in FactIndex.build([_MCCABE, _BAND, _ENSLEY]).qualified


def test_a_mention_naming_the_persons_own_field_too_is_the_same_person() -> None:
    """'former state Senator and IBM executive, Scott Howell' beside a politician's page:
    the words around the mention name his own field, so no namesake."""
    howell = bucket(1, "Scott Howell", [
        "Scott Howell (born 1953) is an American politician from Utah."])
    race = bucket(2, "2000 Senate election in Utah", [
        "Orrin Hatch won against former state Senator and IBM executive, Scott Howell the "
        "Democratic candidate."])
    assert _namesakes(howell, race) == {}


_ROLES = st.sampled_from(["brewer", "banker", "senator", "vocalist", "model"])


@given(_ROLES, st.sampled_from(["is", "was"]))
def test_a_role_the_page_gives_its_person_never_makes_a_namesake(role: str, verb: str) -> None:
    """Whatever the role, a page saying its person is one is not told apart from a mention
    giving the same role, while a footballer's page is."""
    mention = bucket(2, "A House", [f"It was built for Sir Edward Holt, a wealthy {role}."])
    same = bucket(1, "Edward Holt", [f"Edward Holt (born 1879) {verb} an English {role}."])
    assert _namesakes(same, mention) == {}
    assert _namesakes(_HOLT, mention) == {"edward holt": "person"}


def test_a_sport_in_the_title_gives_its_player_not_the_leads_bare_noun() -> None:
    """Issue 15: 'Randy Smith (basketball)' was asked 'the player Randy Smith' (the lead's
    noun), which the ice-hockey Randy Smith fits too: the title's sport with its player
    noun. Near miss: a field that is no sport ('radio') still takes the lead's noun."""
    smith = bucket(1, "Randy Smith (basketball)", [
        "Randy Smith (December 12, 1948 – June 4, 2009) was an American professional "
        "basketball player."])
    index = FactIndex.build([smith, _ENSLEY])
    assert index.qualified["Randy Smith (basketball)"] == (
        "Randy Smith", "the basketball player Randy Smith")
    radio = bucket(2, "Justin Smith (radio)", [
        "Justin Smith (born 1970) is an Australian broadcaster."])
    index = FactIndex.build([radio, _ENSLEY])
    assert index.qualified["Justin Smith (broadcaster)"] == (
        "Justin Smith", "the broadcaster Justin Smith")
