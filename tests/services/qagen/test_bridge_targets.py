"""Bridges compare their entity on every relation a comparison asks, figures included.

A bridge entity reached through any entity relation the facts give (a performer, a
director, a spouse) is compared on the dates and the figures its page states: ``Who has
sold more records, the performer of Blue Lines or Portishead?``; the judge's recomputation
derives the larger one again from the used claims.
"""

from __future__ import annotations

import random

from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from shared.quality.recompute import recompute_problem
from tests.services.qagen.films import bucket


def _index() -> FactIndex:
    return FactIndex.build([
        bucket(1, "Blue Lines", ["Blue Lines is the debut studio album by English band "
                                 "Massive Attack.", "Blue Lines was released on 8 April 1991."]),
        bucket(2, "Massive Attack", ["Massive Attack are an English band formed in 1988 in "
                                     "Bristol.", "Massive Attack have sold 13 million records "
                                     "worldwide."]),
        bucket(3, "Portishead (band)", ["Portishead are an English band formed in 1991 in "
                                        "Bristol.", "Portishead have sold 5 million records "
                                        "worldwide."]),
    ])  # fmt: skip


def test_a_bridge_entity_is_compared_on_a_figure_and_on_a_date() -> None:
    """The band an album's page names is compared on its formation and its records sold, each
    over three documents, answered by the bridge entity."""
    drafts = {d.computed["relation"]: d for d in bridges(_index(), random.Random(0))}
    assert set(drafts) == {"formed", "records_sold"}
    sold = drafts["records_sold"]
    assert sold.question in ("Who has sold more records, the performer of Blue Lines or "
                             "Portishead?", "Who has sold more records, Portishead or the "
                             "performer of Blue Lines?")  # fmt: skip
    assert sold.answer == "Massive Attack"
    assert len({u.doc_id for u in sold.used_claims}) == 3


def test_the_judge_recomputes_the_larger_figure_of_a_bridge() -> None:
    """Recomputation from the used claims accepts the larger band and rejects the smaller."""
    sold = next(d for d in bridges(_index(), random.Random(0))
                if d.computed["relation"] == "records_sold")  # fmt: skip
    assert recompute_problem(dict(sold.computed), sold.used_claims, "Massive Attack") is None
    problem = recompute_problem(dict(sold.computed), sold.used_claims, "Portishead")
    assert problem is not None and "not the larger" in problem


def test_a_bridge_reaches_the_page_its_name_titles_through_the_lead_sentence() -> None:
    """A maker named by the page's title (``Charlie Day``) reaches the date that page's lead
    sentence gives under another form of the name (``Charles Day``), answered by the lead's
    name with the title's as an alias; a date of another sentence of the page does not. A
    legal name whose given name the title's is a familiar form of (``Charles Peckham Day``)
    is the title's person, asked and answered by the title."""
    index = FactIndex.build([
        bucket(1, "El Tonto", ["El Tonto is a 2024 American comedy film directed by Charlie "
                               "Day."]),
        bucket(2, "Charlie Day", ["Charles Day (born February 9, 1976) is an American "
                                  "actor.", "His uncle Frank Day (born 3 May 1931) was a "
                                  "painter."]),
        bucket(3, "Sela Ward", ["Sela Ward (born July 11, 1956) is an American actress."]),
    ])  # fmt: skip
    drafts = list(bridges(index, random.Random(0)))
    assert [d.answer for d in drafts] == ["Sela Ward"]
    assert "the director of El Tonto" in drafts[0].question
    facts = drafts[0].computed["facts"]
    assert "Charles Day | born | 1976-02-09" in facts and "Frank Day" not in facts
    index = FactIndex.build([
        bucket(1, "El Tonto", ["El Tonto is a 1944 American comedy film directed by Charlie "
                               "Day."]),
        bucket(2, "Charlie Day", ["Charles Day (born February 9, 1906) is an American actor."]),
        bucket(3, "Sela Ward", ["Sela Ward (born July 11, 1925) is an American actress."]),
    ])  # fmt: skip
    # born 1925, not after 1929 (a 1944 film's director's latest birth): Day's page is needed
    drafts = list(bridges(index, random.Random(0)))
    assert [(d.answer, d.computed.get("aliases")) for d in drafts] == [
        ("Charles Day", "Charlie Day")]
    index = FactIndex.build([
        bucket(1, "El Tonto", ["El Tonto is a 1944 American comedy film directed by Charlie "
                               "Day."]),
        bucket(2, "Charlie Day", ["Charles Peckham Day (born February 9, 1906) is an American "
                                  "actor."]),
        bucket(3, "Sela Ward", ["Sela Ward (born July 11, 1925) is an American actress."]),
    ])  # fmt: skip
    assert [d.answer for d in bridges(index, random.Random(0))] == ["Charlie Day"]


def test_a_title_with_a_qualifier_reaches_no_bridge_by_its_bare_name() -> None:
    """``directed by Tim Burstall`` does not reach the page ``Tim Burstall (director)``
    through its title's bare name when its lead names another form (``Timothy Burstall AM``):
    a qualified title sets its page apart from the name's other bearers."""
    index = FactIndex.build([
        bucket(1, "Blue Film", ["Blue Film is a 1999 British drama film directed by Tim "
                                "Burstall."]),
        bucket(2, "Tim Burstall (director)", ["Timothy Burstall AM (20 April 1927 – 19 April "
                                              "2004) was an Australian film director."]),
        bucket(3, "Sela Ward", ["Sela Ward (born July 11, 1956) is an American actress."]),
    ])  # fmt: skip
    assert list(bridges(index, random.Random(0))) == []


def test_a_bridge_whose_claim_does_not_name_its_subject_whole_is_skipped() -> None:
    """A host read for the page ``18th Independent Spirit Awards`` from a claim that names only
    ``Independent Spirit Awards`` (a pronoun resolved to the wrong entity) makes no bridge, and
    the skip is counted."""
    def index(claim: str) -> FactIndex:
        return FactIndex.build([
            bucket(1, "18th Independent Spirit Awards", [claim]),
            bucket(2, "John Waters", ["John Samuel Waters Jr. (born April 22, 1946) is an "
                                      "American film director."]),
            bucket(3, "Sela Ward", ["Sela Ward (born July 11, 1956) is an American actress."]),
        ])  # fmt: skip

    whole = index("The 18th Independent Spirit Awards was hosted by John Waters.")
    assert [d.answer for d in bridges(whole, random.Random(0))] == ["John Waters"]
    cut = index("Independent Spirit Awards was hosted by John Waters.")
    hosts = [f for f in cut.facts if f.relation == "host"]
    assert [d.answer for d in bridges(cut, random.Random(0))] == []
    assert hosts  # the facts still read the host of the page's event
    assert cut.skips["conjunction: the bridge's claim does not name its subject whole"] == 1


def _styled(lead: str) -> FactIndex:
    return FactIndex.build([
        bucket(1, "Frederick II, Duke of Holstein-Gottorp", [lead]),
        bucket(2, "Christine of Hesse", ["Christine of Hesse was born on 29 June 1543."]),
        bucket(3, "Augusta Marie of Holstein-Gottorp", ["Augusta Marie of Holstein-Gottorp "
                                                        "was born in 1575."]),
    ])  # fmt: skip


def test_a_styled_page_names_its_subject_by_the_head_of_its_title() -> None:
    """A kin read on ``Frederick II, Duke of Holstein-Gottorp`` from a claim opening with
    ``Frederick II`` (the title's head before its style) bridges to the mother's page; a head
    of one word, or a claim opening with another name, gives no bridge."""
    drafts = list(bridges(_styled("Frederick II was the eldest son of Duke Adolf of Holstein-"
                                  "Gottorp and his wife, Christine of Hesse."), random.Random(0)))
    assert [d.answer for d in drafts] == ["Christine of Hesse"]
    assert "the mother of Frederick II, Duke of Holstein-Gottorp" in drafts[0].question
    other = _styled("Frederick was the eldest son of Duke Adolf of Holstein-Gottorp and his "
                    "wife, Christine of Hesse.")
    assert list(bridges(other, random.Random(0))) == []


def test_a_bridge_dated_beside_its_name_on_the_works_page_is_skipped() -> None:
    """When the claim naming the bridge entity gives its dates right after the name (``his
    wife, Christine of Hesse (1543-1604)``), the entity's own page is not needed: no bridge,
    the skip counted."""
    index = _styled("Frederick II was the eldest son of Duke Adolf of Holstein-Gottorp and his "
                    "wife, Christine of Hesse (1543-1604).")
    assert list(bridges(index, random.Random(0))) == []
    reason = "conjunction: the work's page dates the bridge entity beside its name"
    assert index.skips[reason] == 1


def test_a_kin_bridge_whose_subject_the_other_page_names_as_kin_is_skipped() -> None:
    """``the father of Victor Amadeus`` against Karl Frederick, whose page calls him the son of
    Victor Amadeus, is a grandfather against his grandson (ordered by kinship): no bridge, the
    skip counted; against a person whose page names no such kin the bridge is made."""
    def index(other: str) -> FactIndex:
        return FactIndex.build([
            bucket(1, "Victor Amadeus, Prince of Anhalt-Bernburg", [
                "Victor Amadeus was the sixth son of Christian II, Prince of Anhalt-Bernburg."]),
            bucket(2, "Christian II, Prince of Anhalt-Bernburg", [
                "Christian II, Prince of Anhalt-Bernburg died on 22 September 1656."]),
            bucket(3, "Karl Frederick, Prince of Anhalt-Bernburg", [
                "Karl Frederick, Prince of Anhalt-Bernburg died on 22 April 1721.", other]),
        ])  # fmt: skip

    kin = index("Karl Frederick was the eldest son of Victor Amadeus, Prince of Anhalt-Bernburg.")
    assert list(bridges(kin, random.Random(0))) == []
    assert kin.skips["conjunction: the other side's page names the kin bridge's subject as "
                     "kin"] == 1
    apart = index("Karl Frederick was a German prince of the House of Ascania.")
    assert [d.answer for d in bridges(apart, random.Random(0))] == [
        "Christian II, Prince of Anhalt-Bernburg"]
