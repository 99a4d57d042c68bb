"""Items a kinship or a sentence's opening words give away: a kin named on the other side's
page, a bare name beside a longer namesake, a description capitalised by its sentence's start."""

from __future__ import annotations

import random

from services.qagen.comparison import comparisons
from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from services.qagen.name_match import opening_description
from services.qagen.namesakes import namesakes_of
from services.qagen.threeway import three_way
from shared.facts import facts_of_bucket
from tests.services.qagen.films import bucket

_BLANCHE = bucket(1, "Blanche of Brittany", [
    "Blanche of Brittany was born in 1271.",
    "Blanche of Brittany was a daughter of John II, Duke of Brittany, and his wife Beatrice "
    "of England."])
_BEATRICE = bucket(2, "Beatrice of England", [
    "Beatrice of England (25 June 1242 – 24 March 1275) was an English princess."])
_ELEANOR = bucket(3, "Eleanor of Brittany (abbess)", [
    "Eleanor of Brittany (1275 – 16 May 1342) was the sixteenth abbess of Fontevrault.",
    "Eleanor of Brittany was born in England to John II, Duke of Brittany and Beatrice of "
    "England."])
_ELEANOR_PAGE = ("Eleanor of Brittany (1275 – 16 May 1342) was the sixteenth abbess of "
                 "Fontevrault. She was born in England to John II, Duke of Brittany and "
                 "Beatrice of England. In 1281 she entered Amesbury Abbey (her first cousin, "
                 "Eleanor, Fair Maid of Brittany is buried there).")


def test_a_bridge_whose_target_the_other_sides_page_names_is_refused() -> None:
    """'the mother of Blanche of Brittany or Eleanor of Brittany', born to that mother: no item."""
    index = FactIndex.build([_BLANCHE, _BEATRICE, _ELEANOR])
    made = [index.phrased(d) for d in bridges(index, random.Random(0))]
    assert not any("Beatrice of England" in d.answer for d in made)
    assert index.skips["conjunction: the other side's page names the bridge entity as kin"] \
        + index.skips["conjunction: the other side's page names the bridge entity"] >= 1


def test_two_people_one_names_as_kin_are_not_compared_on_birth() -> None:
    """A daughter 'born to' her mother is not asked 'who was born first' against her."""
    index = FactIndex.build([_BEATRICE, _ELEANOR])
    made = [d for d in comparisons(index, random.Random(0)) if "born first" in d.question]
    assert made == []
    assert index.skips["comparison: one subject's page names the other as kin"] >= 1


def test_a_qualified_title_beside_a_longer_namesake_is_asked_with_its_role() -> None:
    """'Eleanor, Fair Maid of Brittany' on the abbess's page: she is 'the abbess Eleanor ...'."""
    read = [(b, facts_of_bucket(b)) for b in (_BEATRICE, _ELEANOR)]
    assert namesakes_of(read, {"hash-3": _ELEANOR_PAGE}.get) == {"eleanor brittany": "person"}
    index = FactIndex.build([_BEATRICE, _ELEANOR], {"hash-3": _ELEANOR_PAGE}.get)
    asked = {phrase for _, phrase in index.qualified.values()}
    assert "the abbess Eleanor of Brittany" in asked


def test_a_qualified_title_without_a_longer_namesake_is_no_namesake() -> None:
    """Without another 'Eleanor ... of Brittany' in the graph the bare name stays unflagged."""
    page = _ELEANOR_PAGE.split(" In 1281")[0]
    read = [(b, facts_of_bucket(b)) for b in (_BEATRICE, _ELEANOR)]
    assert namesakes_of(read, {"hash-3": page}.get) == {}


def test_a_sentence_opening_description_is_no_subject() -> None:
    """'First German language edition was published in 1938' gives no fact; a title does."""
    novel = bucket(1, "Three Comrades (novel)", [
        "Three Comrades is a novel first published in 1936 by the German author Erich Maria "
        "Remarque.",
        "First German language edition was published in 1938 by exile publisher Querido in "
        "Amsterdam."])
    index = FactIndex.build([novel])
    assert "First German language edition" not in {f.subject for f in index.facts}
    assert index.skips["fact: subject is a description its sentence's start capitalised, "
                       "not a name"] == 1


def test_names_of_common_words_are_still_names() -> None:
    """A later capital, a possessive, a number or a foreign word makes a name; a kind noun not."""
    assert opening_description("First German language edition")
    assert opening_description("Early American settlers")
    for name in ("The Golden Hour", "Early Bird Records", "Route 66", "Le Nouveau monde",
                 "Strange Mercy's cover art", "Grant Wood"):
        assert not opening_description(name), name


def test_a_bridge_whose_target_the_other_sides_page_names_in_any_way_is_refused() -> None:
    """The other side's page naming the bridge's person in any sentence refuses the bridge."""
    eleanor = bucket(3, "Eleanor of Brittany (abbess)", [
        "Eleanor of Brittany (1275 – 16 May 1342) was the sixteenth abbess of Fontevrault.",
        "Eleanor of Brittany entered Amesbury Abbey in 1281 with Beatrice of England."])
    index = FactIndex.build([_BLANCHE, _BEATRICE, eleanor])
    made = [index.phrased(d) for d in bridges(index, random.Random(0))]
    assert not any("Beatrice of England" in d.answer for d in made)
    assert index.skips["conjunction: the other side's page names the bridge entity"] >= 1


def test_a_three_way_choice_holding_a_mother_and_her_daughter_is_refused() -> None:
    """'Who was born first: Beatrice, Eleanor or X?' is not asked when Eleanor was born to her."""
    others = [bucket(n, name, [f"{name} ({year} – {year + 60}) was an English bishop."])
              for n, (name, year) in enumerate((("Walter Langton", 1243), ("John Dalderby", 1250),
                                                ("Roger Martival", 1260)), start=4)]  # fmt: skip
    index = FactIndex.build([_BEATRICE, _ELEANOR, *others])
    made = [d.question for d in three_way(index, random.Random(0))]
    assert not any("Beatrice" in q and "Eleanor" in q for q in made)
    assert index.skips["three-way: one subject's page names another as kin"] >= 1
