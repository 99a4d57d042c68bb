"""Sentence facts of the gold builder: identifier numbers, definitions, dated leads."""

from __future__ import annotations

from collections import Counter

from services.gold.asking import when_question, who_question
from services.gold.sentence_facts import definition_sentence, real_dates, sentence_facts


def test_identifier_is_not_a_year() -> None:
    """"AD 2018–23–51" gives no year; the sentence's own date is its only date."""
    text = "On November 7, 2018, the FAA issued Emergency AD 2018–23–51 as an interim action."
    dates = real_dates(text)
    assert [d.text for d in dates] == ["November 7, 2018"]
    assert when_question(text.rstrip("."), dates[0]) == (
        "When did the FAA issue Emergency AD 2018–23–51 as an interim action?"
    )


def test_dated_lead_with_a_comma_in_the_date_gives_a_fact() -> None:
    """A sentence opening "On November 7, 2018," yields its main clause as a fact."""
    text = "On November 7, 2018, the FAA issued Emergency AD 2018–23–51 as an interim action."
    found = list(sentence_facts(text, set(), Counter()))
    assert [f.text for f in found] == [text]


def test_definition_sentence_keeps_the_defining_clause() -> None:
    """A name's "X is a ..." sentence is kept whole; a pronoun subject is not a definition."""
    text = ("MCAS is a function of the Speed Trim System (STS), which is part of the airplane’s "
            "flight control system.")
    assert definition_sentence(text) == text
    assert definition_sentence("It is a function of the flight control system.") is None
    assert definition_sentence("This is a nonregulatory tool used by flightcrews.") is None


def test_a_described_name_and_a_lead_year_without_comma_give_facts() -> None:
    """'In 1891 the Liberal Party ...' and 'In 1642, Dutch explorer Abel Tasman ...' are facts."""
    text = ("In 1891 the Liberal Party came to power as the first organised political party. "
            "In 1642, Dutch explorer Abel Tasman became the first European to sight New Zealand.")
    found = [f.text for f in sentence_facts(text, set(), Counter())]
    assert len(found) == 2 and found[1].startswith("In 1642, Dutch explorer Abel Tasman")


def test_who_question_keeps_an_infinitive_object_whole() -> None:
    """"the first European to sight New Zealand" is not cut to "the first European"."""
    clause = "In 1642, Dutch explorer Abel Tasman became the first European to sight New Zealand"
    assert who_question(clause) is None
    assert who_question("Verizon bought Yahoo in July 2016 for $4.8 billion after an auction") == (
        "Who bought Yahoo in July 2016?", "Verizon")


def test_a_date_in_a_fronted_subordinate_clause_gives_no_when_question() -> None:
    """"Though X did Y in 2013, Z ..." is never inverted whole; a plain dated clause still is."""
    fronted = ("Though the FBI shut down that black market in October 2013, other outlets have "
               "emerged to fill its role")
    assert when_question(fronted, real_dates(fronted)[0]) is None
    for opener in ("Although", "While", "When", "As", "After", "Before"):
        text = f"{opener} the agency opened its office in March 2015, the city grew"
        assert when_question(text, real_dates(text)[0]) is None, opener
    plain = "The FBI shut down the Silk Road market in October 2013"
    assert when_question(plain, real_dates(plain)[0]) == (
        "When did the FBI shut down the Silk Road market?")


def test_a_fronted_clause_date_skip_is_counted() -> None:
    """The pinpoint date template counts the fronted-clause skip under its own reason."""
    from services.gold.pinpoint import _date_item
    from shared.messages.qa import UsedClaim

    claim = ("Though the FBI shut down that black market in October 2013, other outlets have "
             "emerged to fill its role.")
    skips: Counter[str] = Counter()
    fact = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, span=claim, chunk_id="k1",
                     pages=(1,))
    assert _date_item(fact, skips) is None
    assert skips == Counter({"date: the sentence opens with a subordinate clause": 1})
