"""Someone's words are no bare fact: a quoted predicate with no speaker, a pasted statement."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.statements import quoted_predicate, statement_blocks

QUOTE = (
    "Kansas City Fed President Thomas Hoenig dissented again on Tuesday.\n\n"
    "Acme Bank's zero interest-rate policy \"is as likely to be a negative as a positive in "
    "that it brings its own unintended consequences and uncertainty.\"\n\n"
    "Acme Bank's zero interest-rate policy \"has failed the savers of the country.\""
)

STATEMENT = (
    "Acme Corp recalled 20,000 heaters in Ohio in July 2010.\n\n"
    "In a statement, the company said:\n\n"
    "The heaters were made at the Dayton plant between 2015 and 2017.\n\n"
    "We are sorry for the trouble. The Dayton plant has a long record of safety and Acme "
    "Corp remains committed to its customers.\n\n"
    "Acme Corp was founded in Dayton, Ohio, in 1921."
)


def _claims(page: str, title: str) -> tuple[list[str], dict[str, int]]:
    extraction = RuleClaimExtractor().extraction(page, title=title, published="2010-08-13")
    return [d.claim for d in extraction.drafts], dict(extraction.dropped)


def test_a_quoted_predicate_with_its_speaker_elsewhere_is_dropped() -> None:
    """The reviewer's class: a sentence whose predicate is a speaker's quoted words, the
    speaker named in another sentence, was kept as a bare fact; it is unattributed_quote."""
    claims, dropped = _claims(QUOTE, "Fed's Hoenig dissents again")
    assert not any("as likely to be a negative" in c and "said" not in c for c in claims)
    assert dropped.get("unattributed_quote") == 2
    assert any(c.startswith("Kansas City Fed President Thomas Hoenig dissented") for c in claims)


def test_quoted_predicates_and_near_misses() -> None:
    """A quoted clause (lower case, with a finite verb) with no report word is unattributed;
    a title, a noun phrase (a citation), a label after 'as', a stray mark and any reported
    quotation are not."""
    assert quoted_predicate('The policy "is as likely to be a negative as a positive."')
    assert quoted_predicate("The plan \u2018will not work in practice\u2019 (as of May 1, 2019).")
    assert not quoted_predicate('Hoenig said the policy "is as likely to be a negative."')
    assert not quoted_predicate('The policy "is as likely to be a negative," according to Hoenig.')
    assert not quoted_predicate("He was eliminated from \u201cDancing with the Stars\u201d.")
    assert not quoted_predicate('Jason Ziegler has asserted that police "can use whatever force."')
    assert not quoted_predicate('He won an award for his "incomparable achievements as a creator."')
    assert not quoted_predicate(
        'The Grove was chosen "as one of the top twelve haunted houses" by "This Old House".')
    assert quoted_predicate('The plan, backed by the bank, "has failed the savers."')
    assert not quoted_predicate("Delhi is a \u201cgas chamber.\u201d")
    assert not quoted_predicate('Patti Page was introduced as "the Singin\' Rage, Miss Page".')
    assert not quoted_predicate("Lewis Ward sees the lineup as its \"Achilles heel.\"")
    assert not quoted_predicate("Apple\u2019s shares rose 2% on Tuesday.")
    assert not quoted_predicate('It was published by EA Sports" (a division of Electronic Arts)".')


@pytest.mark.parametrize(
    "claim",
    [
        'The Illegal Immigration Reform Act of 1996 makes it a crime to "knowingly transport an '
        'alien who is in the country illegally."',
        'The Healthy Schools Act of 2010 requires that schools in Washington, D.C. "provide at '
        'least 30 minutes of recess each day."',
        'The Glitter Band took its name from the phrase "all that glitters is gold."',
        'The Supreme Court held that the statute "is unconstitutional on its face."',
        'The indictment charges that Smith "conspired to defraud the United States."',
    ],
)
def test_a_claim_naming_its_law_court_or_document_is_attributed(claim: str) -> None:
    """Code review 19 M5: a law's, court's or document's words with the source named (held,
    ruled, charges, requires, 'makes it a crime to', a phrase) are reported facts, kept."""
    assert not quoted_predicate(claim)
    assert "unattributed_quote" not in _claims(claim, "Law")[1]


@given(st.text(alphabet=st.sampled_from(list("ab \"\u201c\u201d\u2018\u2019.,sid")), max_size=60))
def test_quoted_predicate_never_fails(text: str) -> None:
    """Any text gives a yes or no, and a text with no quotation mark is never a quotation."""
    found = quoted_predicate(text)
    if not any(mark in text for mark in "\"\u201c\u201d\u2018\u2019"):
        assert found is False


def test_a_pasted_statement_in_the_third_person_is_dropped() -> None:
    """The reviewer's class: the paragraphs after 'In a statement, the company said:' are the
    company's voice; their third-person sentences were kept as the page's facts. The page's
    own sentences before and after stay."""
    claims, dropped = _claims(STATEMENT, "Acme recalls heaters")
    assert not any("Dayton plant" in c for c in claims)
    assert dropped.get("statement_block") == 3
    assert any("20,000 heaters" in c for c in claims)
    assert any("founded in Dayton" in c for c in claims)


def test_the_block_runs_over_list_items_and_first_person_paragraphs() -> None:
    """After a colon intro the first paragraph, list items and first-person paragraphs are
    the speaker's; the first paragraph in the writer's voice ends the block."""
    page = ("House leaders sent a memo on Thursday. The memo lists the key messages:\n"
            "- Democrats are working to strengthen Social Security.\n"
            "- Republicans want to cut benefits.\n"
            "Our members will hold 40 town halls.\n"
            "The memo went to 255 members of the House.")  # fmt: skip
    (start, end, reason), = statement_blocks(page)
    assert reason == "statement_block"
    assert page[start:end].startswith("- Democrats") and page[start:end].endswith("town halls.")


def test_said_in_a_statement_takes_only_first_person_paragraphs() -> None:
    """'... said in a statement.' with no colon: the paragraphs after it are the speaker's
    only while they speak in the first person."""
    page = ("The family of John Doe said in a statement on Friday.\n"
            "We are heartbroken. John served 20 years in the Army.\n"
            "Doe died in Dayton on Tuesday.")  # fmt: skip
    (start, end, _), = statement_blocks(page)
    assert page[start:end] == "We are heartbroken. John served 20 years in the Army."


def test_near_misses_open_no_statement() -> None:
    """A teaser label, a list of highlights, a colon after a verb in an earlier sentence and a
    'said in a statement' followed by the writer's voice open no block."""
    assert statement_blocks("Read more:\nAcme cut 300 jobs in May.") == []
    assert statement_blocks("Here are some of the highlights:\n- Acme opened a plant.") == []
    assert statement_blocks("Ford wrote to Gaiman. Then he riffed on kingship:\n"
                            "A guy with a crown is high fantasy.") == []  # fmt: skip
    assert statement_blocks("Acme said in a statement on Friday.\n"
                            "The company employs 3,000 people.") == []  # fmt: skip


def test_a_passive_announcement_and_a_roman_numeral_open_no_statement() -> None:
    """Code review 19 S4: 'The final results were announced:' names no speaker, so the
    result after it is the writer's; 'World War I' is no first person."""
    assert statement_blocks("The final results were announced:\nSpain won the tournament, "
                            "beating the Netherlands 1-0 in the final.") == []
    assert statement_blocks("Acme's chief executive said in a statement.\nAcme was founded in "
                            "Berlin after World War I and employs 4,000 people.") == []
    assert statement_blocks("Louis I of France died in 840.\nWe mourn him.") == []
    (start, end, _), = statement_blocks("The family said in a statement.\nYesterday I went "
                                        "home. It was hard.")
    assert end > start


@pytest.mark.parametrize(
    "claim",
    [
        'The new rules, which require helmets for all riders, "are a waste of money and will '
        'hurt the sport."',
        'The plan, which provides 500 homes, "will destroy the character of the neighbourhood."',
        'The festival, held every July since 1990, "has become a nuisance for residents."',
        'The company, whose name comes from Latin, "has treated its workers badly for years."',
        'The mayor ordered a review because the police "failed the city in every possible way."',
    ],
)
def test_a_legal_word_not_governing_the_quote_is_no_attribution(claim: str) -> None:
    """Code review 19b M1: held/requires/provides/name/ordered in a relative clause, a
    participle or a noun do not name the quotation's source: still unattributed."""
    assert quoted_predicate(claim)


@pytest.mark.parametrize(
    ("text", "blocked"),
    [
        ("World War I ended in 1918 and Acme was founded in Berlin in 1920.", False),
        ("Louis I was crowned King of Portugal in 1861 and Acme was founded in 1920.", False),
        ("King Louis I was crowned in 1861.", False),
        # a first-person I before a verb stays first person
        ("On Monday I went to Berlin to meet our partners.", True),
        ("Yesterday I signed the deal.", True),
    ],
)
def test_a_roman_numeral_i_before_a_verb_is_no_speaker(text: str, blocked: bool) -> None:
    """Code review 19b S3: after the statement's first paragraph, 'World War I ended' and
    'Louis I was crowned' are no first person (the writer's voice ends the block); 'On
    Monday I went' is."""
    head = "The chief executive said in a statement:\nWe will double our sales.\n"
    blocks = statement_blocks(head + text + "\n")
    assert blocks, "the first paragraph after the colon is always the statement's"
    assert (blocks[0][1] > len(head)) is blocked, blocks


def test_a_passive_inside_a_relative_clause_or_told_is_a_speakers_intro() -> None:
    """Code review 19b S3a: 'Smith, who was announced as chief executive, said:' and
    'Reporters were told:' introduce someone's words; 'The final results were announced:'
    does not."""
    body = "We will double our sales and I expect profits to rise.\n"
    assert statement_blocks(
        "Smith, who was announced as chief executive last week, said:\n" + body)
    assert statement_blocks("Reporters were told:\nI will not resign.\n")
    assert not statement_blocks("The final results were announced:\nAcme won the award.\n")
