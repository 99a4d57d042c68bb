"""Splitting coordinated facts where safe, and leaving everything else whole."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.clauses import subject_of
from shared.claims.parts import claim_parts
from shared.claims.splitting import split_coordinated


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("Leonardo DiCaprio earned $2.5 million for Titanic in 1997 and his pay increased to "
         "$20 million per movie from 2000 onwards.",
         ["Leonardo DiCaprio earned $2.5 million for Titanic in 1997.",
          "His pay increased to $20 million per movie from 2000 onwards."]),
        ("In 2004, DiCaprio founded Appian Way Productions and won an Oscar for The Revenant.",
         ["In 2004, DiCaprio founded Appian Way Productions.",
          "DiCaprio won an Oscar for The Revenant."]),
        ("Leonardo DiCaprio has never used drugs and required training from drug experts.",
         ["Leonardo DiCaprio has never used drugs.",
          "Leonardo DiCaprio required training from drug experts."]),
    ],
)  # fmt: skip
def test_splits(claim: str, parts: list[str]) -> None:
    """A shared subject or a pronoun clause after "and" splits into two claims."""
    assert split_coordinated(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        "DiCaprio started his acting career at the age of five, appearing in commercials and "
        "educational films.",
        "Zuckerberg offered a primer on the strategies he and his company employ when they see "
        "a target.",
        "Meta, Instagram and WhatsApp were down for hours on Friday.",
        'He said "we ate and drank all night long" at the party.',
    ],
)
def test_no_split(claim: str) -> None:
    """Noun coordination, dangling pronouns and quoted text stay whole."""
    assert split_coordinated(claim) == [claim]


def test_subject_after_leading_phrase() -> None:
    """The subject skips a leading "In 2004," phrase."""
    assert subject_of("In 2004, Leonardo DiCaprio founded Appian Way") == "Leonardo DiCaprio"
    assert subject_of("appearing in commercials") is None


@given(st.text(alphabet=st.characters(codec="ascii"), max_size=300))
def test_any_text(claim: str) -> None:
    """On any text: no crash, at least one part, and splitting is only ever at the limit."""
    parts = split_coordinated(claim, max_parts=2)
    assert 1 <= len(parts) <= 2
    if len(parts) == 1:
        assert parts[0] == claim.strip()


def test_a_shared_object_after_two_prepositions_is_not_split() -> None:
    """"stored in and triggered from the task store" has one object: no "stored in." claim."""
    claim = "ATF tasks are stored in and triggered from the task store."
    assert split_coordinated(claim) == [claim]


def test_verbs_coordinated_inside_a_relative_clause_belong_to_its_antecedent() -> None:
    """A verb joined inside an open 'which' clause is the antecedent's, never the main subject's."""
    parts = split_coordinated(
        "Executor makes NextWork RPC call to Controller, which pulls tasks from the Simple "
        "Queue Service (SQS) queue, makes a ClaimTask RPC to the Heartbeat and Status "
        "Controller (HSC) and then returns the task to the Executor."
    )
    assert parts == [
        "Executor makes NextWork RPC call to Controller.",
        "Controller pulls tasks from the Simple Queue Service (SQS) queue.",
        "Controller makes a ClaimTask RPC to the Heartbeat and Status Controller (HSC).",
        "Controller then returns the task to the Executor.",
    ]


def test_a_relative_clause_on_an_unnamed_antecedent_is_dropped_with_its_verbs() -> None:
    """'a firm, which built ... and then repaired ...' keeps only the main clause."""
    parts = split_coordinated(
        "The council hired a firm, which built the road and then repaired the bridge in 2004."
    )
    assert parts == ["The council hired a firm."]


def test_a_list_of_three_verb_phrases_becomes_three_claims_with_the_subject() -> None:
    """'X did A, did B and then did C' gives three whole claims, no list left without 'and'."""
    parts = split_coordinated(
        "The mayor opened the bridge in May, cut the ribbon at noon and then gave a speech."
    )
    assert parts == [
        "The mayor opened the bridge in May.",
        "The mayor cut the ribbon at noon.",
        "The mayor then gave a speech.",
    ]


def test_a_when_clause_after_a_year_is_its_own_claim_dated_by_that_year() -> None:
    """'... until 1769 when James Cook mapped ...' gives the main clause and 'In 1769, ...'."""
    parts, _ = claim_parts(
        "Europeans did not revisit New Zealand until 1769 when British explorer James Cook "
        "mapped almost the entire coastline."
    )
    assert parts == [
        "Europeans did not revisit New Zealand until 1769.",
        "In 1769, British explorer James Cook mapped almost the entire coastline.",
    ]
    whole, _ = claim_parts("Smith was born in 1950 when the war was over in Europe.")
    assert whole == ["Smith was born in 1950 when the war was over in Europe."]


def test_a_series_of_three_predicates_with_an_irregular_past_is_split() -> None:
    """'X was a humanist, undertook A, and produced B' gives three claims of X."""
    assert split_coordinated("Robert Hovenden was a humanist, undertook building work for All "
                             "Souls College, and produced strip maps of the College estates.") == [
        "Robert Hovenden was a humanist.",
        "Robert Hovenden undertook building work for All Souls College.",
        "Robert Hovenden produced strip maps of the College estates.",
    ]


def test_a_when_clause_is_never_left_alone_by_a_cut_phrase() -> None:
    """A ', with ...' phrase after an opening 'When' clause is no trailing fact to cut: the
    cut would leave the subordinate clause as the claim."""
    sentence = ("When Margaret Hamilton arrived at MIT in the summer of 1959, with a freshly "
                "minted math degree from Earlham College, Lorenz had bought an LGP-30.")
    parts, _ = claim_parts(sentence)
    assert not any(part.startswith("When") and part.count(",") == 0 for part in parts), parts


@pytest.mark.parametrize(
    "sentence",
    [
        "Police said the suspect fled the scene and was arrested two hours later.",
        "Yellen said the election had put the central bank under pressure and prompted "
        "policymakers to shift their view.",
    ],
)
def test_a_reported_clause_is_never_split_into_bare_facts(sentence: str) -> None:
    """After 'said <clause>', the verb after 'and' may be the reported subject's: no split
    (it gave 'Police was arrested two hours later.')."""
    assert claim_parts(sentence)[0] == [sentence]


def test_a_speech_verb_with_a_plain_object_still_splits() -> None:
    """'NASA announced the mission ... and launched ...' reports no clause: two facts."""
    assert claim_parts("NASA announced the mission in 2010 and launched the probe in 2012.")[0] == [
        "NASA announced the mission in 2010.", "NASA launched the probe in 2012."]


def test_a_speakers_second_statement_is_a_report_of_its_own() -> None:
    """'He said that X, and he noted that Y' splits: the right half opens its own report."""
    parts, _ = claim_parts("He said that the government continued to commit abuses, and he noted "
                           "that security services killed more than 10 civilians in Darfur.")
    assert parts == ["He said that the government continued to commit abuses.",
                     "He noted that security services killed more than 10 civilians in Darfur."]
