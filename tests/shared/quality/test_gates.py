"""Naturalness gates and the shortcut check, on items written to fail each one."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.messages.qa import QAItem, UsedClaim
from shared.quality.gates import gate_failures
from shared.quality.shortcut import single_document_shortcut

GOOD = "Who was born first, Mark King or Zack Hexum?"


def _item(question: str, answer: str = "Mark King", **extra: object) -> QAItem:
    return QAItem(item_id="i", question=question, answers=(answer,), pattern="comparison",
                  **extra)  # type: ignore[arg-type]  # fmt: skip


def test_a_good_question_passes_every_gate() -> None:
    """A 2WikiMultiHopQA-style comparison passes all gates."""
    assert gate_failures(_item(GOOD)) == {}


@pytest.mark.parametrize(
    ("question", "answer", "gate"),
    [
        ('What led to "thousands of other splices had been checked by then", and why?', "x",
         "quoted_span"),
        ("What did thousands of other splices had n result in?", "x", "truncated_word"),
        ("Mar 12, 2025 — Meta said it leases how many square feet?", "120,000", "dateline"),
        ("How many years after it opened was the bridge repainted?", "3 years",
         "dangling_reference"),
        ("When did the company move its headquarters to Austin?", "2021", "dangling_reference"),
        ("Which is longer, " + "the very long name " * 8 + "or B?", "B", "too_long"),
        ("How many years passed between the two launches of Hubble and Webb?", "many",
         "answer_type"),
        ("Which film came out first, The Prestige or Jalachhayam?", "Inception", "answer_type"),
    ],
)
def test_each_gate_catches_its_fault(question: str, answer: str, gate: str) -> None:
    """Quoted clauses, cut words, datelines, dangling references, length, answer type."""
    assert gate in gate_failures(_item(question, answer))


def test_quoting_the_evidence_sentence_fails() -> None:
    """A question that repeats nine words of its claim quotes its evidence."""
    claim = "The Ever Given ran aground in the Suez Canal on the morning of March 23, 2021."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = _item("When did the Ever Given run aground in the Suez Canal on the morning of that "
                 "day?", "2021", used_claims=used)  # fmt: skip
    assert "quotes_evidence" not in gate_failures(item)
    item = _item("Why The Ever Given ran aground in the Suez Canal on the morning of March 23?",
                 "wind", used_claims=used)  # fmt: skip
    assert "quotes_evidence" in gate_failures(item)


def test_one_document_that_answers_alone_is_a_shortcut() -> None:
    """If the extractive baseline finds the answer in one document, the item is a shortcut."""
    used = (
        UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Mark King was born in 1958.",
                  span="Mark King was born in 1958."),
        UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="Zack Hexum was born in 1978.",
                  span="Zack Hexum was born in 1978."),
    )  # fmt: skip
    honest = _item(GOOD, used_claims=used)
    assert single_document_shortcut(honest) is None
    given_away = _item("Who was born first?", "Mark King was born in 1958", used_claims=used)
    assert single_document_shortcut(given_away) is not None


@pytest.mark.parametrize(
    "question",
    [
        "Who was born first, Rhiryd ap Bleddyn or Owain Gwynedd?",
        "Which was founded first, Los Pagares de Mendieta or Gyldendal?",
        "Who died first, Leonardo da Vinci or Ludwig van Beethoven?",
        "Who was born first, Charles de la Fuente or Wernher von Braun?",
        "Who was born first, Abdullah bin Hamad or Ibn al- Rashid?",
        "Who died first, Jean du Bellay or Giovanni di Bicci?",
        "Who was born first, Ruby Helder or the director of Las aventuras de Pito Pérez?",
        "Which film came out first, Ronaldo or Face à l'Océan?",
        "Which film came out first, Proezas de Satanás na Vila de Leva or Ronaldo?",
        "Which film came out first, The Crime Doctor's Strangest Case or The First 7th Night?",
    ],
)
def test_name_particles_inside_a_name_are_not_cut_words(question: str) -> None:
    """ap, de, da, van, von, bin, al-, à … inside a name, and ordinals (7th), pass the gate."""
    assert "truncated_word" not in gate_failures(_item(question, "Gyldendal"))


@pytest.mark.parametrize(
    "question",
    [
        "Which was founded first, Gyldendal or Los Pagares de?",
        "Who was born first, de Mendieta or Gyldendal?",
        "What did the splices de result in, Hubble or Webb?",
        "What did the splices al- result in?",
        "Who was born first, Rhiryd ap or Owain?",
        "Who was born first, Owain or de Mendieta?",
        "Which film came out first, the splices had n or Ronaldo?",
        "Which film came out first, Ronaldo or the 2nd splices th?",
    ],
)
def test_a_particle_cut_from_its_name_is_still_a_cut_word(question: str) -> None:
    """A particle at an end, before a lower-case word or right after "or" is a cut word."""
    assert "truncated_word" in gate_failures(_item(question, "Gyldendal"))


def test_a_title_that_reads_like_a_description_is_no_bare_description() -> None:
    """A capitalised title mid-question is no bare description; a lower-case description is."""
    # ``The Organization`` is a film's title; ``the company``, and a question opening with ``The
    # company``, still need a referent.
    titled = _item("Which film came out first, The Organization or Semi-Tough?", "Semi-Tough")
    assert "dangling_reference" not in gate_failures(titled)
    bridged = _item("Who was born first, the director of The Organization or Mark King?")
    assert "dangling_reference" not in gate_failures(bridged)
    for question in ("When did the company move its headquarters to Austin?",
                     "The Company moved its headquarters to Austin in which year?"):
        assert "dangling_reference" in gate_failures(_item(question, "2021"))


def test_an_interval_whose_dates_one_document_states_is_a_shortcut() -> None:
    """An interval whose two dates one document states is a shortcut; a mere mention is not."""
    # ``How many years after the death of A did B die?`` when B's claim also dates A's death: B's
    # document alone holds both years; a claim that names A without the year does not.

    def item(b_claim: str) -> QAItem:
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Anton Hale died in 1990.",
                      span="Anton Hale died in 1990."),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many years after the death of Anton Hale did "
                      "Boris Lenk die?", answers=("9 years",), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1990", "b": "1999",
                                                  "unit": "years", "value": "9"})  # fmt: skip

    held = single_document_shortcut(item("Boris Lenk died in 1999, nine years after Anton "
                                         "Hale's assassination in 1990."))  # fmt: skip
    assert held is not None and "both dates" in held
    assert single_document_shortcut(item("Boris Lenk, a biographer of Anton Hale, died in "
                                          "1999.")) is None  # fmt: skip


def _titled(question: str, answer: str, *titles: str) -> QAItem:
    used = tuple(UsedClaim(doc_id=i, claim_id=f"doc{i}_claim1", claim=f"{t} was released.",
                           title=t) for i, t in enumerate(titles))  # fmt: skip
    return _item(question, answer, used_claims=used)


def test_a_generic_description_that_no_document_bears_as_its_title_is_bare() -> None:
    """A generic description no document bears as its title is bare; a page's own title is not."""
    # ``The EP`` from the page ``Another Me (Charlene Choi EP)`` names no work; ``The Organization``
    # on its own page is a title.
    bare = _titled("Which came out first, Twins Language or The EP?", "Twins Language",
                   "Twins Language", "Another Me (Charlene Choi EP)")  # fmt: skip
    assert "dangling_reference" in gate_failures(bare)
    titled = _titled("Which film came out first, The Organization or Semi-Tough?", "Semi-Tough",
                     "The Organization", "Semi-Tough (film)")  # fmt: skip
    assert "dangling_reference" not in gate_failures(titled)


def test_a_fictional_characters_birth_is_not_compared() -> None:
    """A life date of a fictional character fails fictional_subject; real people pass."""
    fictional = UsedClaim(doc_id=1, claim_id="doc1_claim1",
                          claim='Benton Fraser (born 1962) is a fictional character in the '
                                'television series "Due South".')  # fmt: skip
    real = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                     claim="Dean McDermott (born November 16, 1966) is a Canadian actor.")
    question = "Who was born first, Benton Fraser or Dean McDermott?"
    assert "fictional_subject" in gate_failures(
        _item(question, "Benton Fraser", used_claims=(fictional, real)))
    assert "fictional_subject" not in gate_failures(
        _item(question, "Benton Fraser", used_claims=(real,)))


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("Was Twins Party released in September 28, 2007?", "Was Twins Party released on "
         "September 28, 2007?"),
        ("Who died in 4 July 1826?", "Who died on 4 July 1826?"),
        ("Which band formed on 1997 in Leeds?", "Which band formed in 1997 in Leeds?"),
        ("Which band formed on March 1997?", "Which band formed in March 1997?"),
    ],
)
def test_a_date_phrased_as_its_source_did_fails_and_is_normalised(text: str, fixed: str) -> None:
    """A date with the wrong preposition fails date_phrasing, and the normaliser fixes it."""
    # ``in September 28`` and ``on 1997`` fail; ``on September 28`` and ``in 1997`` pass.
    from shared.quality.phrasing import normalise_date_phrasing

    assert "date_phrasing" in gate_failures(_item(text, "x"))
    assert normalise_date_phrasing(text) == fixed
    assert "date_phrasing" not in gate_failures(_item(fixed, "x"))


@given(st.sampled_from(["in 2007", "on September 28, 2007", "in September 2007",
                        "on 28 September 2007", "in May 20 years later"]),
       st.text(alphabet="abc ", max_size=12))  # fmt: skip
def test_well_phrased_dates_are_left_alone(date: str, words: str) -> None:
    """Dates already phrased for their precision are not rewritten (property)."""
    from shared.quality.phrasing import date_phrasing_problem, normalise_date_phrasing

    text = f"It happened {date} {words}".strip()
    assert normalise_date_phrasing(text) == text
    assert date_phrasing_problem(text) is None


@pytest.mark.parametrize(
    "claim",
    ["Martin Copping (born 1 November 1977) is an Australian actor best known for his role as "
     "the title character in the film Zombie Hunter.",
     "Pirro Del Balzo (c. 1430 - 24 December 1491) was a southern Italian nobleman, a "
     "protagonist of resistance against the House of Aragon."],
)
def test_a_real_person_who_played_a_character_is_not_fictional(claim: str) -> None:
    """An actor's role as a character, or a real 'protagonist of' events, is not fictional."""
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = _item("Who was born first, Martin Copping or Pirro Del Balzo?", "Pirro Del Balzo",
                 used_claims=used)  # fmt: skip
    assert "fictional_subject" not in gate_failures(item)


def test_a_name_cut_from_a_longer_title_fails() -> None:
    """A name cut from a longer title fails; the whole title, or a name no span writes, passes."""
    # ``the director of Ein Millionär`` over the span ``So ein Millionär hat's schwer ...``.
    span = "So ein Millionär hat's schwer is a 1958 Austrian film directed by Géza von Cziffra."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", span=span, title="So ein Millionär "
                      "hat's schwer", claim="Ein Millionär hat's schwer was directed by Géza "
                      "von Cziffra."),)  # fmt: skip
    facts = "Ein Millionär | director | Géza von Cziffra"
    cut = _item("Who was born first, the director of Ein Millionär or King Vidor?",
                "King Vidor", used_claims=used, computed={"facts": facts})  # fmt: skip
    assert "cut_name" in gate_failures(cut)
    whole = cut.model_copy(update={"computed": {"facts": facts.replace(
        "Ein Millionär", "So ein Millionär hat's schwer")}})  # fmt: skip
    assert "cut_name" not in gate_failures(whole)
    resolved = (UsedClaim(doc_id=2, claim_id="doc2_claim1", span="She died on 10 June 2018.",
                          claim="Shaikha Hala died on 10 June 2018."),)  # fmt: skip
    pronoun = _item("Who died first, Shaikha Hala or Isa bin Salman?", "Shaikha Hala",
                    used_claims=resolved, computed={"facts": "Shaikha Hala | died | 2018"})
    assert "cut_name" not in gate_failures(pronoun)


def test_a_title_is_no_qualified_option() -> None:
    """A title's last word answers nothing, while a name ends its qualified option."""
    # ``Empire`` of ``Atlantis: The Lost Empire``; ``the South Australian politician William
    # Copley``.
    question = "Which film came out first, Atlantis: The Lost Empire or Treasure Planet?"
    assert "answer_type" in gate_failures(_item(question, "Empire"))
    qualified = "Who died first, the South Australian politician William Copley or John Downer?"
    done = {"qualified": "William Copley -> the South Australian politician William Copley"}
    assert "answer_type" not in gate_failures(_item(qualified, "William Copley", computed=done))


def test_a_qualified_option_is_answered_by_its_bare_name_only() -> None:
    """A qualified option is answered by the page's bare name only, never a trailing word."""
    # ``the South Australian politician William Copley`` is answered ``William Copley`` (qualified
    # by qagen, or a used claim's page title), never ``Copley``.
    qualified = "Who died first, the South Australian politician William Copley or John Downer?"
    done = {"qualified": "William Copley -> the South Australian politician William Copley"}
    assert "answer_type" in gate_failures(_item(qualified, "Copley", computed=done))
    assert "answer_type" in gate_failures(_item(qualified, "William Copley"))
    page = UsedClaim(claim_id="c", doc_id=1, claim="William Copley died in 1923.",
                     span="William Copley died in 1923.",
                     title="William Copley (South Australian politician)")  # fmt: skip
    assert "answer_type" not in gate_failures(_item(qualified, "William Copley",
                                                    used_claims=(page,)))  # fmt: skip


def test_a_full_years_interval_a_year_decides_is_a_shortcut_from_that_year() -> None:
    """A full-years interval that one stated year already decides is a shortcut from that year."""
    # ``How many full years after the death of Meir Kahane did Binyamin Kahane die?`` (5 November
    # 1990 -> 31 December 2000): a document stating ``1990`` beside ``31 December 2000`` holds the
    # answer (10 for any day of 1990); beside ``7 September 2000`` it does not (9 or 10).

    def item(b_date: str, b_iso: str, answer: str) -> QAItem:
        b_claim = f"Binyamin Kahane died on {b_date}, after Meir Kahane's assassination in 1990."
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Meir Kahane died on November "
                      "5, 1990.", span="Meir Kahane died on November 5, 1990."),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many full years after the death of Meir Kahane "
                      "did Binyamin Kahane die?", answers=(answer,), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1990-11-05",
                                                  "b": b_iso, "unit": "years",
                                                  "value": answer.split()[0]})  # fmt: skip

    held = single_document_shortcut(item("31 December 2000", "2000-12-31", "10 years"))
    assert held is not None and "document 2" in held
    assert single_document_shortcut(item("7 September 2000", "2000-09-07", "9 years")) is None


def test_an_appositive_run_into_the_next_words_fails_and_a_clause_gets_its_comma() -> None:
    """An appositive run into the next words fails unclosed_appositive; an added comma fixes it."""
    # ``... David Ogilvy, 12th Earl of Airlie Lord Chamberlain to ...`` fails; before ``or`` it
    # passes; before a verb the generator's ``close_appositives`` adds the comma, which passes.
    from shared.quality.phrasing import close_appositives

    name = "David Ogilvy, 12th Earl of Airlie"
    facts = {"facts": f"{name} | event:appointed:passive | 1937 (year)"}

    def failures(question: str) -> dict[str, str]:
        return gate_failures(_item(question, "5 years", computed=facts))

    assert "unclosed_appositive" in failures(
        f"How many years after the appointment of {name} Lord Chamberlain to Queen Elizabeth "
        "did Lord Lloyd marry?")  # fmt: skip
    assert "unclosed_appositive" not in failures(f"Who was born first, {name} or Lord Lloyd?")
    verb = f"How many years after the marriage of Lord Lloyd was {name} appointed Chancellor?"
    assert "unclosed_appositive" in failures(verb)
    closed = close_appositives(verb, [name])
    assert closed == verb.replace("Airlie appointed", "Airlie, appointed")
    assert "unclosed_appositive" not in failures(closed)


def test_a_role_phrase_opened_after_an_appositive_and_never_closed_fails() -> None:
    """A role phrase after a titled name's appositive, unclosed before the verb, fails."""
    name = "David Ogilvy, 12th Earl of Airlie"
    facts = {"facts": f"{name} | event:appointed:passive | 1926 (year)"}

    def failures(question: str) -> dict[str, str]:
        return gate_failures(_item(question, "16 years", computed=facts))

    run_on = (f"How many years after the appointment of {name}, a Lord-in-waiting in Stanley "
              "Baldwin's government did Lord Lloyd marry Lady Victoria Ogilvy?")  # fmt: skip
    assert "unclosed_appositive" in failures(run_on)
    plain = f"How many years after the appointment of {name}, did Lord Lloyd marry Lady Ogilvy?"
    assert "unclosed_appositive" not in failures(plain)
    assert "unclosed_appositive" not in failures(f"Who was born first, {name}, or Lord Lloyd?")


@pytest.mark.parametrize(
    ("claim", "cut"),
    [("The Mad Doctor of Blood Island is a 1969 Filipino horror film, co-.", True),
     ("The Brand New Testament is a 2015 fantasy dark comedy film written, produced, and.", True),
     ("Beast of Blood is a 1970 Filipino horror film.", False),
     ("Kauf dir einen bunten Luftballon is a 1961 West German / Austrian film.", False),
     ("It was designed by Joseph Strauss and Leon Moisseiff.", False)],
)
def test_a_used_claim_cut_off_mid_phrase_fails(claim: str, cut: bool) -> None:
    """A claim ending ``co-.`` or ``produced, and.`` fails ``cut_claim``; whole ones pass."""
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = _item("Which film came out first, Beast of Blood or Spider Baby?", "Spider Baby",
                 used_claims=used)  # fmt: skip
    assert ("cut_claim" in gate_failures(item)) is cut


MSPE_FACTS = ("Starfaring | published | 1980 (year) ;; "
              "Mercenaries, Spies and Private Eyes | published | 1983-04 (month)")
MSPE_QUESTION = "Which was published first, Starfaring or Mercenaries, Spies and Private Eyes?"
STARFARING = UsedClaim(doc_id=1, claim_id="doc1_claim1", title="Starfaring",
                       claim="Starfaring is a 1980 science fiction novel by Poul Anderson.",
                       span="Starfaring is a 1980 science fiction novel by Poul Anderson.")


def test_a_claim_cut_inside_a_named_title_fails_unnamed_entity() -> None:
    """A claim cut inside the question's title fails unnamed_entity; the whole claim passes."""
    # The only claim dating it is cut at the title's comma (``Spies and Private Eyes ("MSPE") first
    # published in April 1983``); ``cut_name`` alone misses the cut.
    cut = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                    title="Mercenaries, Spies and Private Eyes",
                    claim='Spies and Private Eyes ("MSPE") first published in April 1983.',
                    span='Spies and Private Eyes ("MSPE") first published in April 1983.')
    item = _item(MSPE_QUESTION, "Starfaring", used_claims=(STARFARING, cut),
                 computed={"facts": MSPE_FACTS})  # fmt: skip
    failures = gate_failures(item)
    assert "cut_name" not in failures
    assert "Mercenaries, Spies and Private Eyes" in failures["unnamed_entity"]
    whole = cut.model_copy(update={
        "claim": 'Mercenaries, Spies and Private Eyes ("MSPE") is a role-playing game first '
                 "published in April 1983.",
        "span": 'Mercenaries, Spies and Private Eyes ("MSPE") is a role-playing game first '
                "published in April 1983 by Blade."})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item.model_copy(
        update={"used_claims": (STARFARING, whole)}))  # fmt: skip


def test_a_name_in_a_claim_that_states_another_fact_fails_unnamed_entity() -> None:
    """The claim naming the entity must carry the asked fact, or unnamed_entity fails."""
    # A claim naming it whole but dating something else (``... was reprinted in 1990``) leaves the
    # 1983 date unstated.
    other = UsedClaim(doc_id=2, claim_id="doc2_claim2",
                      claim="Mercenaries, Spies and Private Eyes was reprinted in 1990.")
    cut = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                    claim='Spies and Private Eyes ("MSPE") first published in April 1983.')
    item = _item(MSPE_QUESTION, "Starfaring", used_claims=(STARFARING, other, cut),
                 computed={"facts": MSPE_FACTS})  # fmt: skip
    assert "unnamed_entity" in gate_failures(item)


def test_a_resolved_pronoun_or_a_bridge_passes_unnamed_entity() -> None:
    """A resolved pronoun's claim, and a bridge's unnamed maker, pass unnamed_entity."""
    # The claims service resolved the pronoun, so the claim names its subject whole; a bridge's
    # maker is not named by the question and needs no claim of its own naming it.
    resolved = (UsedClaim(doc_id=2, claim_id="doc2_claim1", span="She died on 10 June 2018.",
                          claim="Shaikha Hala died on 10 June 2018."),
                UsedClaim(doc_id=3, claim_id="doc3_claim1",
                          claim="Isa bin Salman died on 6 March 1999."))  # fmt: skip
    facts = "Shaikha Hala | died | 2018-06-10 (day) ;; Isa bin Salman | died | 1999-03-06 (day)"
    item = _item("Who died first, Shaikha Hala or Isa bin Salman?", "Isa bin Salman",
                 used_claims=resolved, computed={"facts": facts})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item)
    bridge = (UsedClaim(doc_id=1, claim_id="doc1_claim1",
                        claim="So ein Millionär hat's schwer was directed by Géza von Cziffra."),
              UsedClaim(doc_id=2, claim_id="doc2_claim1",
                        claim="Géza von Cziffra was born on 19 December 1900."),
              UsedClaim(doc_id=3, claim_id="doc3_claim1",
                        claim="King Vidor was born on February 8, 1894."))  # fmt: skip
    facts = ("So ein Millionär hat's schwer | director | Géza von Cziffra ;; "
             "Géza von Cziffra | born | 1900-12-19 (day) ;; King Vidor | born | 1894-02-08 (day)")
    item = _item("Who was born first, the director of So ein Millionär hat's schwer or King "
                 "Vidor?", "King Vidor", used_claims=bridge, computed={"facts": facts})
    assert "unnamed_entity" not in gate_failures(item)


def test_unnamed_entity_is_counted_in_the_audit_defect_table() -> None:
    """``dyneval audit`` lists ``unnamed_entity`` among the reviewer-found defect classes."""
    from shared.quality.audit import AUDIT_GATES
    from shared.quality.gates import ISSUE_GATES

    assert "unnamed_entity" in ISSUE_GATES and "unnamed_entity" in AUDIT_GATES


@pytest.mark.parametrize(
    ("claim", "title", "whole"),
    [("Paul Michael Gross, OC was born on April 30, 1959.", "", True),
     ('John Bernard "J.B." Handelsman was born on April 30, 1959.', "", True),
     ("Gross was born on April 30, 1959.", "Paul Gross", True),
     ("Gross was born on April 30, 1959.", "Hannah Gross", False),
     ("Paul Gross was born on April 30, 1961.", "", False)],
)
def test_unnamed_entity_reads_middle_names_initials_and_a_surname_on_its_page(
    claim: str, title: str, whole: bool
) -> None:
    """unnamed_entity reads middle names, initials and a surname on its own page as the name."""
    # A surname on another page, or another date, does not write it whole.
    name = "J. B. Handelsman" if "Handelsman" in claim else "Paul Gross"
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, title=title),
            UsedClaim(doc_id=2, claim_id="doc2_claim1",
                      claim="Zack Hexum was born on 5 May 1957."))  # fmt: skip
    facts = f"{name} | born | 1959-04-30 (day) ;; Zack Hexum | born | 1957-05-05 (day)"
    item = _item(f"Who was born first, {name} or Zack Hexum?", "Zack Hexum", used_claims=used,
                 computed={"facts": facts})  # fmt: skip
    assert ("unnamed_entity" not in gate_failures(item)) is whole


_NAME_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=8).map(
    str.capitalize)


@given(st.lists(_NAME_WORD, min_size=1, max_size=4), st.lists(_NAME_WORD, max_size=5))
def test_a_name_written_verbatim_in_its_claim_is_always_whole(name: list[str],
                                                              before: list[str]) -> None:
    """Whatever words come before it, a name written verbatim in a claim dating it passes."""
    subject = " ".join(name)
    claim = " ".join([*before, subject, "was founded in 1931."])
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    facts = f"{subject} | founded | 1931 (year)"
    item = _item(f"When was {subject} founded?", "1931", used_claims=used,
                 computed={"facts": facts})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item)


@pytest.mark.parametrize(
    ("name", "claim", "whole"),
    [("Agnes II, Abbess of Quedlinburg", "Agnes II died on 21 January 1203.", True),
     ("Archduke Ferdinand Karl Viktor of Austria-Este",
      "Ferdinand Karl Viktor died on 21 January 1203.", True),
     ("Hassan Al-Heji", "Hassan Al- Heji died on 21 January 1203.", True),
     ("Mercenaries, Spies and Private Eyes",
      "Spies and Private Eyes died on 21 January 1203.", False)],
)
def test_unnamed_entity_reads_a_part_of_the_name_on_its_own_page(name: str, claim: str,
                                                                 whole: bool) -> None:
    """On the name's own page, parts of it count as the name; a tail cut at its comma does not."""
    # The parts: a head before its appositive, a name without its honorific, a hyphen written apart.
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, title=name),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="Zack Hexum died in 1984."))
    facts = f"{name} | died | 1203-01-21 (day) ;; Zack Hexum | died | 1984 (year)"
    item = _item(f"Who died first, {name} or Zack Hexum?", name, used_claims=used,
                 computed={"facts": facts})  # fmt: skip
    assert ("unnamed_entity" not in gate_failures(item)) is whole


def test_a_title_the_claim_splitter_cuts_at_a_line_break_is_rejected() -> None:
    """A claim split at a line break inside a title fails unnamed_entity; unbroken text passes."""
    # A page whose text breaks the line after the title's comma (``Mercenaries,\nSpies and Private
    # Eyes ...``) gave the rule extractor a claim without the name's head and verb (the claims
    # side's splitter; seen 2026-11-26): the item fails exactly when the claim lacks the head.
    from shared.claims.rules import RuleClaimExtractor

    title = "Mercenaries, Spies and Private Eyes"
    tail = ' Spies and Private Eyes ("MSPE") first published in April 1983 by Blade.'
    extractor = RuleClaimExtractor()
    verdicts = []
    for text in ("Mercenaries,\n" + tail.strip(), "Mercenaries," + tail):
        drafts = [d for d in extractor.extract_sync(text, title=title) if "1983" in d.claim]
        assert drafts, f"no dated claim from {text!r}"
        used = (STARFARING, UsedClaim(doc_id=2, claim_id="doc2_claim1", title=title,
                                      claim=drafts[0].claim, span=drafts[0].span))
        item = _item(MSPE_QUESTION, "Starfaring", used_claims=used,
                     computed={"facts": MSPE_FACTS})  # fmt: skip
        verdicts.append(("unnamed_entity" in gate_failures(item),
                         not drafts[0].claim.startswith("Mercenaries, Spies")))
    assert all(failed is cut for failed, cut in verdicts)
    assert verdicts[1] == (False, False)


def test_a_page_stating_the_other_year_inline_answers_full_years_alone() -> None:
    """Full years equal to the years' difference: a page with both years alone is a shortcut."""
    # Raverat's page dates his birth and names "Sophie Jane (1919–2011)": 1919 − 1885 = 34 is the
    # answer, so that page alone gives it; had the years' difference not been the answer (a
    # birthday still to come), the year would not be enough.
    a_claim = "Jacques Raverat (20 March 1885 – 7 March 1925) was a French painter."
    page = a_claim + " His daughter Sophie Jane (1919–2011) later married Charles Gurney."
    b_claim = "Sophie Gurney was born on 20 December 1919."

    def item(b_iso: str, answer: str) -> QAItem:
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=a_claim, span=a_claim),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many full years after the birth of Jacques "
                      "Raverat was Sophie Gurney born?", answers=(answer,), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1885-03-20",
                                                  "b": b_iso, "unit": "years",
                                                  "value": answer.split()[0]})  # fmt: skip

    held = single_document_shortcut(item("1919-12-20", "34 years"), {1: page, 2: b_claim})
    assert held is not None and "document 1" in held
    early = single_document_shortcut(item("1919-01-20", "33 years"), {1: page, 2: b_claim})
    assert early is None


def test_a_claim_cut_before_a_co_agent_fails_dropped_co_agent() -> None:
    """A claim ending "by A" whose span reads "by A and her husband, B" fails dropped_co_agent."""
    span = ("It was first published in 1917 as part of a collection of short stories written "
            "by Virginia Woolf and her husband, Leonard Woolf.")  # fmt: skip

    def item(claim: str) -> QAItem:
        used = (UsedClaim(doc_id=1, claim_id="doc1_claim2", claim=claim, span=span),)
        return _item("Who was born first, Virginia Woolf or Mark King?", "Virginia Woolf",
                     used_claims=used)  # fmt: skip

    cut = "The Mark on the Wall was published in 1917 in a collection written by Virginia Woolf."
    assert "dropped_co_agent" in gate_failures(item(cut))
    whole = cut.removesuffix(".") + " and her husband, Leonard Woolf."
    assert "dropped_co_agent" not in gate_failures(item(whole))


def test_a_paragraph_label_and_a_code_are_no_cut_words() -> None:
    """'paragraph (h)(2)' and 'GLP-1' pass truncated_word; a dangling 'co-' still fails."""
    assert "truncated_word" not in gate_failures(
        _item("What steps does the section give?", "Revise per paragraph (h)(2) of this AD."))
    assert "truncated_word" not in gate_failures(
        _item("What kind of hormone is GLP-1?", "a peptide hormone"))
    assert "truncated_word" in gate_failures(_item("What does Julian Assange do?",
                                                   "Wikileaks co- founder"))


def _evidenced(question: str, span: str) -> QAItem:
    used = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=span, span=span)
    return _item(question, "King Vidor", used_claims=(used,))


def test_a_short_word_closing_a_title_its_evidence_writes_whole_is_no_cut_word() -> None:
    """'Peter schießt den Vogel ab' is a film's title in its span: no cut word; 'had n' is."""
    question = "Who died first, the director of Peter schießt den Vogel ab or King Vidor?"
    span = "Peter schießt den Vogel ab was directed by Géza von Cziffra."
    assert "truncated_word" not in gate_failures(_evidenced(question, span))
    assert "truncated_word" in gate_failures(_evidenced(question, "Peter schießt den Vogel."))
    cut = "What did Thousands of Splices had n result in?"
    assert "truncated_word" in gate_failures(_evidenced(cut, "Thousands of Splices had no fault."))


def test_a_short_word_inside_a_title_its_evidence_writes_whole_is_no_cut_word() -> None:
    """'Le foto proibite di una signora per bene' is written whole in its span: no cut word."""
    question = ("Which film's director was born first, Le foto proibite di una signora per bene "
                "or Licenza premio?")
    span = "Le foto proibite di una signora per bene is a 1970 Italian giallo film."
    assert "truncated_word" not in gate_failures(_evidenced(question, span))
    assert "truncated_word" in gate_failures(_evidenced(question, "Le foto proibite is a film."))


def test_a_name_its_evidence_writes_with_more_after_it_is_cut() -> None:
    """An asked name its claim continues (a lower-case title word, a peerage) is a cut name."""
    span = "Les Enfants terribles is a 1950 French drama film directed by Jean-Pierre Melville."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", span=span, title="The Strange Ones "
                      "(1950 film)", claim="Les Enfants terribles was directed by Jean-Pierre "
                      "Melville."),)  # fmt: skip
    facts = "Les Enfants | director | Jean-Pierre Melville"
    cut = _item("Who was born first, the director of Les Enfants or King Vidor?",
                "King Vidor", used_claims=used, computed={"facts": facts})  # fmt: skip
    assert "Les Enfants terribles" in gate_failures(cut)["cut_name"]
    whole = cut.model_copy(update={"computed": {"facts": facts.replace(
        "Les Enfants", "Les Enfants terribles")}})  # fmt: skip
    assert "cut_name" not in gate_failures(whole)
    peer = (UsedClaim(doc_id=2, claim_id="doc2_claim1", title="Dukes of Norfolk",
                      span="Henry Charles Howard, 13th Duke of Norfolk (1791 – 1856) was a peer.",
                      claim="Henry Charles Howard, 13th Duke of Norfolk died in 1856."),)
    given = _item("Who died first, Henry Charles Howard or King Vidor?", "Henry Charles Howard",
                  used_claims=peer, computed={"facts": "Henry Charles Howard | died | 1856"})
    assert "13th Duke of Norfolk" in gate_failures(given)["cut_name"]
