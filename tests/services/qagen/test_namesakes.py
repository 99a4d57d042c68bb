"""A subject's name another entity of the graph bears with no page of its own is asked qualified
by its page's kind, or its facts are dropped."""

from __future__ import annotations

from services.qagen.fact_index import FactIndex
from services.qagen.namesakes import namesakes_of
from shared.facts import facts_of_bucket
from shared.llm.replies import QADraft
from shared.messages.qa import UsedClaim
from tests.services.qagen.films import bucket

_FILM = bucket(1, "Second Best (film)", [
    "Second Best is a 1994 British film produced by Sarah Radclyffe and directed by Chris "
    "Menges.",
    "It closely follows the 1991 novel of the same name by David Cook, who also wrote the "
    "screenplay."])
_OTHER = bucket(2, "A World Apart (film)", [
    "A World Apart is a 1988 British drama film directed by Chris Menges."])
_DOCUMENTARY = bucket(3, "Thomas Jefferson (film)", [
    "Thomas Jefferson is a 1997 two-part American documentary film directed and produced by "
    "Ken Burns.",
    "It covers the life and times of Thomas Jefferson, the 3rd President of the United "
    "States."])
_PARMA = bucket(4, "Charles II, Duke of Parma", [
    "Charles Louis (22 December 1799 – 16 April 1883) was Duke of Parma."])
_CHARTRES = bucket(5, "Prince Charles Louis, Duke of Chartres", [
    "Prince Charles Louis, Duke of Chartres (born 28 July 1972) is the elder son of Prince "
    "Jacques, Duke of Orléans."])
_BINGER = bucket(6, "Maurits Binger", [
    "Maurits Binger (5 April 1868 – 9 April 1923) was a Dutch film director."])


def test_a_work_whose_page_mentions_a_namesake_is_asked_by_its_kind() -> None:
    """'the 1991 novel of the same name' on a film's page: the film is 'the film Second Best'."""
    index = FactIndex.build([_FILM, _OTHER])
    subjects = {f.subject for f in index.facts if f.doc_id == 1}
    assert subjects == {"Second Best (film)"}
    assert index.qualified["Second Best (film)"] == ("Second Best", "the film Second Best")


def test_a_work_named_after_a_person_its_page_describes_is_a_namesake() -> None:
    """A documentary on 'Thomas Jefferson, the 3rd President' shares its name with a person."""
    read = [(b, facts_of_bucket(b)) for b in (_DOCUMENTARY, _OTHER)]
    assert namesakes_of(read) == {"thomas jefferson": "person"}
    index = FactIndex.build([_DOCUMENTARY, _OTHER])
    assert index.qualified["Thomas Jefferson (film)"][1] == "the film Thomas Jefferson"
    assert not any(f.subject == "Thomas Jefferson" for f in index.facts)


def test_a_name_inside_another_persons_full_name_is_not_asked_bare() -> None:
    """'Charles Louis' is a proper part of 'Prince Charles Louis, Duke of Chartres': no fact keeps
    the bare name, and the counted skip says why."""
    index = FactIndex.build([_PARMA, _CHARTRES, _BINGER])
    assert not any(f.subject == "Charles Louis" for f in index.facts)
    assert index.skips["fact: another entity of the graph shares the subject's name"] >= 1
    assert any(f.subject == "Maurits Binger" for f in index.facts)


def test_a_page_without_a_namesake_is_left_alone() -> None:
    """A film whose page mentions no other bearer of its name is asked bare."""
    read = [(b, facts_of_bucket(b)) for b in (_OTHER, _BINGER)]
    assert namesakes_of(read) == {}
    index = FactIndex.build([_OTHER, _BINGER])
    assert any(f.subject == "A World Apart" for f in index.facts)
    assert not index.qualified


def test_a_question_naming_the_kind_asks_the_bare_name() -> None:
    """'Which film came out first, ...' already says film: 'Second Best', not 'the film ...';
    both films are set apart by their director (services/qagen/work_names.py), the namesake
    film too (other films are called Second Best; issue 15), and outside a 'which film'
    question it is 'Chris Menges's film Second Best'."""
    index = FactIndex.build([_FILM, _OTHER])
    claim = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=_FILM.claims[0].text)
    draft = QADraft(used_claims=(claim,), answer="A World Apart",
                    question="Which film came out first, Second Best (film) or A World Apart?")
    assert index.phrased(draft).question == (
        "Which film came out first, Chris Menges's Second Best or Chris Menges's A World "
        "Apart?")
    asked = draft.model_copy(update={
        "question": "How many years after the release of A World Apart was Second Best (film) "
                    "released?"})
    assert "Chris Menges's film Second Best released" in index.phrased(asked).question


def test_one_of_several_works_of_a_kind_is_not_named_by_its_kind() -> None:
    """'Charley's Aunt (1963 film)' beside 'the play of the same name': its facts stay dropped,
    since 'the film Charley's Aunt' is still one of several films."""
    film = bucket(7, "Charley's Aunt (1963 film)", [
        "Charley's Aunt is a 1963 Austrian comedy film directed by Géza von Cziffra.",
        "It is based on the play of the same name by Brandon Thomas."])
    index = FactIndex.build([film, _OTHER])
    assert not any(f.doc_id == 7 and "Charley" in f.subject for f in index.facts)
    assert not index.qualified


def test_a_person_another_page_names_as_a_parent_a_century_later_is_a_namesake() -> None:
    """'the son of Nathaniel Gist' on the page of a man born after the dated Gist died: the
    bare name is two people's, so Gist's life is not asked bare."""
    gist = bucket(1, "Nathaniel Gist", [
        "Nathaniel Gist (October 15, 1733 – 1796) was an American frontiersman."])
    later = bucket(2, "George Guess", [
        "George Guess (born 1870) was an American preacher.",
        "He was the son of Nathaniel Gist, a farmer of Kentucky."])
    read = [(b, facts_of_bucket(b)) for b in (gist, later)]
    assert namesakes_of(read) == {"nathaniel gist": "person"}
    index = FactIndex.build([gist, later])
    assert not any(f.subject == "Nathaniel Gist" for f in index.facts)
    # a son born in the frontiersman's lifetime may be his: nothing is dropped
    son = bucket(2, "George Guess", [
        "George Guess (born 1770) was an American silversmith.",
        "He was the son of Nathaniel Gist, a Virginia trader."])
    assert namesakes_of([(b, facts_of_bucket(b)) for b in (gist, son)]) == {}


def test_a_namesake_work_takes_its_maker_only_within_the_word_limit() -> None:
    """'Chris Menges's film Second Best' where the question stays within MAX_WORDS (30),
    'the film Second Best' where the maker would pass it."""
    index = FactIndex.build([_FILM, _OTHER])
    claim = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=_FILM.claims[0].text)
    short = QADraft(used_claims=(claim,), answer="1994",
                    question="In what year was Second Best (film) released?")
    assert index.phrased(short).question == (
        "In what year was Chris Menges's film Second Best released?")
    filler = " ".join(["very"] * 21)
    long = short.model_copy(update={"question": f"In what {filler} year was Second Best (film) "
                                                "released?"})  # fmt: skip
    asked = index.phrased(long).question
    assert asked.endswith("was the film Second Best released?") and len(asked.split()) == 30


def test_two_namesake_films_of_one_maker_each_take_the_maker_under_which_film() -> None:
    """'Which film came out first, CrissCross or Second Best?': both pages have a namesake
    novel; the common-words 'Second Best' keeps its maker though CrissCross's qualifier wrote
    it first (bare, it would be any film of that name)."""
    cross = bucket(7, "CrissCross (film)", [
        "CrissCross is a 1992 American drama film directed by Chris Menges.",
        "It is based on the novel of the same name by Scott Sommer."])
    index = FactIndex.build([_FILM, cross])
    claim = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=_FILM.claims[0].text)
    draft = QADraft(used_claims=(claim,), answer="CrissCross",
                    question="Which film came out first, CrissCross (film) or Second Best "
                             "(film)?")  # fmt: skip
    assert index.phrased(draft).question == (
        "Which film came out first, Chris Menges's CrissCross or Chris Menges's Second Best?")
