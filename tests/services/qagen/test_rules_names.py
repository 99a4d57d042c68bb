"""How the rule QA generator names subjects: one entity or two, shared names, qualifiers."""

from __future__ import annotations

import re
from collections import Counter

from services.qagen.rules import RuleQAGenerator
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern, UsedClaim


def test_same_entity_needs_the_same_first_and_last_names() -> None:
    """One entity needs the same first and last names: a middle name adds, a longer name differs."""
    # ``Christopher Edward Nolan`` is Christopher Nolan; ``Lida Scott Howell`` is not Scott Howell.
    from services.qagen.fact_index import same_entity

    assert same_entity("Christopher Nolan", "Christopher Edward Nolan")
    assert not same_entity("Scott Howell", "Lida Scott Howell")


def test_a_name_inside_another_links_nothing_but_a_sequel_does() -> None:
    """A name inside another links nothing, but a sequel names its original."""
    # ``The Room`` inside ``Inside the Room``; ``Wizards of the Lost Kingdom II``.
    from services.qagen.fact_index import name_inside

    assert name_inside("The Room", "Inside the Room")
    assert not name_inside("Wizards of the Lost Kingdom", "Wizards of the Lost Kingdom II")
    assert not name_inside("The Prestige", "Jalachhayam")


def _shared_name_docs(audrey_role: str) -> list[ClaimBucket]:
    from tests.services.qagen.films import bucket

    return [
        bucket(1, "Richard Wright (author)", ["Richard Wright (born September 4, 1908) was an "
                                              "American novelist."]),
        bucket(2, "Richard Wright (musician)", ["Richard Wright (born 28 July 1943) was an "
                                                "English musician."]),
        bucket(3, "Native Son (film)", ["Native Son is a 1951 drama film directed by Richard "
                                        "Wright."]),
        bucket(4, "Zack Hexum", ["Zack Hexum (born April 28, 1978) is an American "
                                 "singer-songwriter."]),
        bucket(5, "Audrey Williams", ["Audrey Williams (born February 28, 1923) was an "
                                      "American singer."]),
        bucket(6, "Hank Williams", ["Hank Williams (born September 17, 1923) was an American "
                                    "singer.", "Audrey Williams (born 1950) is an American "
                                    f"{audrey_role}."]),
        bucket(7, "Mark King (musician)", ["Mark King (born 20 October 1958) is an English "
                                           "musician."]),
    ]  # fmt: skip


def _asked(docs: list[ClaimBucket]) -> tuple[list[str], Counter[str]]:
    generator = RuleQAGenerator()
    patterns: tuple[Pattern, ...] = ("comparison", "temporal", "conjunction")
    drafts = [d for pattern in patterns
              for d in generator.generate_sync(docs, pattern=pattern, n_pairs=40,
                                               seed=3)]  # fmt: skip
    return [d.question for d in drafts], generator.skips


def test_a_name_two_entities_of_the_graph_share_is_asked_with_what_its_page_says() -> None:
    """A name two entities of the graph share is asked qualified by its page's role, never bare."""
    # ``Richard Wright (author)`` beside ``Richard Wright (musician)``, or two pages giving one name
    # two birth years with two roles: ``the author Richard Wright`` / ``the actress Audrey
    # Williams``. The bridge through the shared maker name is still dropped (which Richard Wright
    # directed Native Son, no claim says), counted.
    questions, skips = _asked(_shared_name_docs("actress"))
    text = " ".join(questions)
    assert "the author Richard Wright" in text and "the musician Richard Wright" in text
    assert "the actress Audrey Williams" in text or "the singer Audrey Williams" in text
    bare = re.compile(r"(?<!the author )(?<!the musician )Richard Wright|"
                      r"(?<!the singer )(?<!the actress )Audrey Williams")  # fmt: skip
    assert not [q for q in questions if bare.search(q)]
    assert "Native Son" not in text
    assert skips["fact: another entity of the graph shares the maker's name"] >= 1


def test_a_shared_name_no_page_tells_apart_is_never_asked() -> None:
    """A shared name no page tells apart is never asked (dropped, counted); others still are."""
    # Two Audrey Williams both described as singers; the Richard Wrights are asked qualified.
    questions, skips = _asked(_shared_name_docs("singer"))
    assert not any("Audrey" in q for q in questions)
    assert any("the author Richard Wright" in q for q in questions)
    assert skips["fact: another entity of the graph shares the subject's name"] >= 2


def test_two_works_of_one_name_are_not_qualified_by_their_kind() -> None:
    """Two works of one name are not qualified by their kind: neither is asked (counted)."""
    # ``Just Friends`` the film and ``Just Friends (song)``: the kind tells nothing a question's own
    # ``Which film`` does not.
    from tests.services.qagen.films import bucket

    docs = [bucket(1, "Just Friends", ["Just Friends is a 2005 romantic comedy film."]),
            bucket(2, "Just Friends (song)", ["Just Friends is a 1931 song."]),
            bucket(3, "Big Hero 6 (film)", ["Big Hero 6 is a 2014 animated film."]),
            bucket(4, "Never Cry Wolf (film)", ["Never Cry Wolf is a 1983 drama film."])]
    questions, skips = _asked(docs)
    assert questions and not any("Just Friends" in q for q in questions)
    assert skips["fact: another entity of the graph shares the subject's name"] >= 2


def test_a_person_whose_title_has_a_role_is_always_asked_with_it() -> None:
    """A person whose title has a role is asked with it, whether or not another page names them."""
    # ``Mark King (musician)``: the title's role exists because the bare name is others' too
    # (``Michael Jackson (writer)`` asked bare reads as the singer), so the question says ``the
    # musician Mark King`` and the answer stays the bare name (the qualified one an alias).
    from tests.services.qagen.films import bucket

    for extra in ([], [bucket(8, "Snooker 2010", ["The 2010 final was won by Mark King."])]):
        docs = _shared_name_docs("actress") + extra
        drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=40, seed=3)
        king = [d for d in drafts if "Mark King" in d.question]
        assert king and all("the musician Mark King" in d.question for d in king)
        won = [d for d in king if d.answer == "Mark King"]
        assert won and all("the musician Mark King" in d.computed["aliases"] for d in won)


def test_facts_dropped_while_reading_are_counted_by_the_generator() -> None:
    """The shared-name drops of FactIndex.build reach RuleQAGenerator.skips."""
    # Two Richard Wrights both authors: no role tells them apart.
    from tests.services.qagen.films import bucket

    gen = RuleQAGenerator()
    gen.generate_sync([
        bucket(1, "Richard Wright (author)", ["Richard Wright (born September 4, 1908) was an "
                                              "American novelist."]),
        bucket(2, "Richard Wright", ["Richard Wright (born 28 July 1943) was an English "
                                     "author."]),
    ], pattern="comparison", n_pairs=5, seed=1)  # fmt: skip
    assert gen.skips["fact: another entity of the graph shares the subject's name"] >= 2


def test_a_question_phrases_a_copied_date_for_its_precision() -> None:
    """A copied date is phrased for its precision; the used claim keeps the source's words."""
    # ``released in September 28, 2007`` is asked ``released on September 28, 2007``.
    from services.qagen.fact_index import FactIndex
    from tests.services.qagen.films import bucket

    doc = bucket(1, "Twins Party", ["Twins Party was released in September 28, 2007."])
    claim = doc.claims[0]
    used = UsedClaim(doc_id=1, claim_id=claim.claim_id, claim=claim.text, span=claim.span)
    made = QADraft(used_claims=(used,), question="Which album was released in September 28, "
                   "2007, Twins Party or Lonely Me?", answer="Twins Party")  # fmt: skip
    asked = FactIndex.build([doc]).phrased(made)
    assert asked.question == ("Which album was released on September 28, 2007, Twins Party or "
                              "Lonely Me?")  # fmt: skip
    assert asked.used_claims[0].claim == "Twins Party was released in September 28, 2007."


def test_a_role_disambiguated_page_is_asked_with_its_role_and_answered_by_its_name() -> None:
    """A role-titled page is asked with its role and answered by its bare name."""
    # A year-titled page gives no fact. ``William Copley (South Australian politician)`` is asked as
    # ``the South Australian politician William Copley``, answered ``William Copley`` (the judge
    # recomputes it); ``The Boys (1991 film)`` still gives no fact.
    from services.qagen.fact_index import FactIndex
    from shared.quality.recompute import recompute_problem
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "William Copley (South Australian politician)", [
            "William Copley was born on 25 April 1845."]),
        bucket(2, "Edmund Barton", ["Edmund Barton (born 18 January 1849) was an Australian "
                                    "politician."]),
        bucket(3, "The Boys (1991 film)", ["The Boys first aired on September 15, 1991 on the "
                                           "ABC Network."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    assert [d.question for d in drafts if "Copley" in d.question] in (
        [q] for q in ("Who was born first, the South Australian politician William Copley or "
                      "Edmund Barton?", "Who was born first, Edmund Barton or the South "
                      "Australian politician William Copley?"))  # fmt: skip
    copley = next(d for d in drafts if "Copley" in d.question)
    assert copley.answer == "William Copley"
    assert recompute_problem(dict(copley.computed), copley.used_claims, "William Copley") is None
    assert not [f for f in FactIndex.build(docs).facts if f.doc_id == 3]


def test_a_title_role_that_names_a_field_is_asked_by_what_the_page_says() -> None:
    """``Justin Smith (radio)`` is asked as ``the journalist Justin Smith``, never ``the radio``."""
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Justin Smith (radio)", ["Justin Smith (born 16 December 1968) is an Australian "
                                           "journalist, radio presenter, producer, and writer."]),
        bucket(2, "Steve Price (broadcaster)", ["Steve Price (born 13 January 1955) is an "
                                                "Australian journalist and radio broadcaster."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    asked = [d.question for d in drafts if "Justin Smith" in d.question]
    assert asked and all("the journalist Justin Smith" in q for q in asked)
    assert all("the broadcaster Steve Price" in q for q in asked)


def test_a_lead_role_of_a_group_gives_way_to_the_titles_role() -> None:
    """``Robert Townsend (spy)``, 'a member of the Culper Ring', is asked as ``the spy Robert
    Townsend``, never ``the member``: a member of names one of a group, not the person."""
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Robert Townsend (spy)", ["Robert Townsend (November 25, 1753 \u2013 March 7, "
                                            "1838) was a member of the Culper Ring."]),
        bucket(2, "Jonas Hawkins", ["Jonas Hawkins (born 1752) was a member of the Culper Ring."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    asked = [d.question for d in drafts if "Robert Townsend" in d.question]
    assert asked and all("the spy Robert Townsend" in q for q in asked), asked



def test_a_qualified_name_inside_the_other_option_is_not_compared() -> None:
    """``the painter Juan Ortega or Juan Ortega Ruiz?``: asked with its page's role, the bare
    name is still inside the other's, so neither a birth nor a life is compared."""
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Juan Ortega Ruiz", ["Juan Ortega Ruiz (1902–1975) was a Chilean poet."]),
        bucket(2, "Juan Ortega (painter)", ["Juan Ortega (1920–1990) was a Spanish painter."]),
        bucket(3, "Ana Vidal", ["Ana Vidal (born 1950) is a Chilean poet."]),
    ]
    gen = RuleQAGenerator()
    asked = [d.question for d in gen.generate_sync(docs, pattern="comparison", n_pairs=40,
                                                   seed=0)]  # fmt: skip
    assert any("Ana Vidal" in q for q in asked), asked
    assert not [q for q in asked if "Ortega Ruiz" in q and "painter" in q], asked
    assert gen.skips["comparison: one name holds the other"] >= 1


def test_a_title_field_with_no_lead_noun_is_asked_with_its_person_noun() -> None:
    """``David Watkins (rugby)`` whose lead says no role is asked as ``the rugby player David
    Watkins``, never ``the rugby David Watkins``."""
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "David Watkins (rugby)", ["David Watkins (born 5 March 1942) played for "
                                            "Newport and Salford."]),
        bucket(2, "Colin Cowdrey (cricket)", ["Colin Cowdrey (born 24 December 1932) played "
                                              "for Kent."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    asked = [d.question for d in drafts if "David Watkins" in d.question]
    assert asked and all("the rugby player David Watkins" in q for q in asked), asked
    assert all("the cricketer Colin Cowdrey" in q for q in asked), asked


def test_a_field_disambiguator_reads_with_its_person_noun() -> None:
    """A sport or field becomes its player (rugby union -> rugby union player, football ->
    footballer); a person noun, a place with a role and a work's kind are left as they are."""
    from services.qagen.shared_names import as_person

    assert as_person("rugby") == "rugby player"
    assert as_person("rugby union") == "rugby union player"
    assert as_person("rugby league") == "rugby league player"
    assert as_person("football") == "footballer"
    assert as_person("association football") == "footballer"
    assert as_person("American football") == "American football player"
    assert as_person("cricket") == "cricketer"
    assert as_person("baseball") == "baseball player"
    # near misses: already a person, a role with a place, a work's kind, a field with no noun
    for kept in ("politician", "footballer", "Welsh rugby union player",
                 "South Australian politician", "Andy Williams album", "radio"):  # fmt: skip
        assert as_person(kept) == kept


def test_a_titled_name_in_a_choice_is_not_read_as_a_list() -> None:
    """``Frederick I, Holy Roman Emperor`` as an option of ``A or B?`` is written ``Frederick
    I (Holy Roman Emperor)``, answered so, with the title as written an alias."""
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Frederick I, Holy Roman Emperor", ["Frederick I, Holy Roman Emperor (born "
                                                      "1122) was a German ruler."]),
        bucket(2, "Henry the Lion", ["Henry the Lion (born 1129) was a German ruler."]),
    ]  # fmt: skip
    drafts = RuleQAGenerator().generate_sync(docs, pattern="comparison", n_pairs=10, seed=0)
    asked = [d for d in drafts if "Frederick I" in d.question]
    assert asked and all("Frederick I (Holy Roman Emperor)" in d.question for d in asked)
    assert all(", Holy Roman Emperor" not in d.question for d in asked)
    assert asked[0].answer == "Frederick I (Holy Roman Emperor)"
    assert "Frederick I, Holy Roman Emperor" in asked[0].computed["aliases"]


def test_an_appositive_is_bracketed_only_as_an_option() -> None:
    """Near misses: a name inside an option (``the author of Gate of Ivory, Gate of Horn``), a
    question with no ``or`` and a name without a comma are left as written."""
    from shared.quality.phrasing import bracketed_appositive

    name = "Frederick I, Holy Roman Emperor"
    assert bracketed_appositive(f"Who was born first, X or {name}?", name) == (
        "Who was born first, X or Frederick I (Holy Roman Emperor)?")
    assert bracketed_appositive(f"Who was born first: {name}, X or Y?", name) == (
        "Who was born first: Frederick I (Holy Roman Emperor), X or Y?")
    inside = "Who died first, the author of Gate of Ivory, Gate of Horn or Henry Mencken?"
    assert bracketed_appositive(inside, "Gate of Ivory, Gate of Horn") == inside
    assert bracketed_appositive(f"How many years after {name} was born did X die?", name) == (
        f"How many years after {name} was born did X die?")
    plain = "Who was born first, Henry the Lion or X?"
    assert bracketed_appositive(plain, "Henry the Lion") == plain
