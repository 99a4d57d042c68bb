"""A claim whose subject or speaker is a role with no name is dropped (``role_only``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.role_only import role_only
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    "claim",
    [
        "A California transit chief says a man has been stabbed to death on a train.",
        "On Tuesday, a councilman said the plan was dead.",
        "A Google spokesperson confirmed the outage.",
        "Apple will stop the sale, a spokesman said.",
        "Apple will stop the sale, said a spokeswoman.",
        "Apple will stop the sale, according to an official.",
    ],
)
def test_unnamed_role_as_subject_or_speaker(claim: str) -> None:
    """An indefinite role (``a transit chief``, ``a spokesman``, a ``-man`` word) as the
    claim's subject or its statement's speaker names nobody a reader can place."""
    assert role_only(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "A spokesman for Apple said the plan was dead.",
        "Apple will stop the sale, a spokesman, John Smith, said.",
        "Prices rose, said Mary E. Lovely, a Syracuse University economist.",
        "An October 11, 2019 presentation to bondholders indicated jobs would be cut.",
        "An analysis of labor statistics shows that women held 27 percent of the jobs.",
        "Tim Cook is a member of the board.",
        "NASA plans to spend $2.6 billion, agency officials said.",
        "One of the players was injured.",
    ],
)
def test_named_speakers_and_things_are_no_role_only(claim: str) -> None:
    """A role tied to a named organisation or followed by a name, an appositive of a named
    speaker, a thing (``An analysis``), a predicate noun and plural officials are left."""
    assert not role_only(claim)


@given(st.text(alphabet=st.characters(blacklist_characters="aAoO")))
def test_no_article_no_role(claim: str) -> None:
    """A text with no ``a``/``an``/``one``/``another`` has no indefinite role: never true."""
    assert not role_only(claim)


def test_extractor_counts_role_only() -> None:
    """The rule extractor drops the unnamed transit chief's claim as ``role_only``."""
    text = ("A California transit chief says a man has been stabbed to death on a San "
            "Francisco Bay Area commuter train during a fight.")  # fmt: skip
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Man stabbed to death on San Francisco Bay train", published="2019-11-19")
    assert extraction.drafts == ()
    assert dict(extraction.dropped).get("role_only") == 1


@pytest.mark.parametrize(
    "claim",
    [
        "Jane Doe, a nurse, was hired by the hospital in 2015.",
        "Jane Doe, a lawyer, said the ruling was wrong.",
        "Apple hired Jane Doe, a former Google engineer, in 2019.",
        "The company was founded in 1998 by John Smith, a doctor.",
        "In 1990, she married John Smith, a banker.",
    ],
)
def test_a_named_persons_appositive_is_no_unnamed_role(claim: str) -> None:
    """``Name, a <role>,`` is that named person's appositive: neither an unnamed subject nor
    an unnamed speaker (review 18 M3)."""
    assert not role_only(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "Apple will stop the sale on Monday, a spokesman said.",
        "On Tuesday, a councilman said the plan was dead.",
        "On Tuesday, a councilman, speaking at the meeting, said the plan was dead.",
        "The plan is dead, a councilman told reporters.",
    ],
)
def test_a_role_after_a_time_or_with_its_own_saying_verb_is_still_unnamed(claim: str) -> None:
    """Near misses: a fronted time (``On Tuesday,``) or a role with its own saying verb after
    a capitalised day (``on Monday, a spokesman said``) is still an unnamed role."""
    assert role_only(claim)


def test_extractor_keeps_a_named_founders_appositive() -> None:
    """End to end, ``founded in 1998 by John Smith, a doctor.`` is not dropped as
    ``role_only``."""
    text = "The company Acme Corp. was founded in 1998 by John Smith, a doctor."
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Acme hires a new engineer", published="2019-12-20")
    assert "role_only" not in dict(extraction.dropped)
    assert [d.claim for d in extraction.drafts] == [text]
