"""``the company`` / ``the university`` become the one organisation of that kind named before."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.kinds import kind_name
from shared.claims.rules import RuleClaimExtractor


def _claims(text: str) -> tuple[list[str], dict[str, int]]:
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Air Force One costs billions", published="2016-12-07"
    )
    return [d.claim for d in extraction.drafts], dict(extraction.dropped)


def test_the_company_is_the_one_company_named_before() -> None:
    """'The company delivered ...' after 'Boeing Co. builds ...' is a claim about Boeing Co."""
    claims, _ = _claims(
        "Boeing Co. builds the presidential aircraft for the U.S. Air Force. "
        "The company delivered two 747 jets to the Air Force in 1990."
    )
    assert "Boeing Co. delivered two 747 jets to the Air Force in 1990." in claims


def test_the_university_owner_is_written_whole() -> None:
    """'The university's enrollment' becomes 'San Diego State University's enrollment'."""
    claims, _ = _claims(
        "San Diego State University plans a stadium in Mission Valley. "
        "The university's enrollment rose to 35,000 students in 2019."
    )
    assert "San Diego State University's enrollment rose to 35,000 students in 2019." in claims


def test_two_companies_named_before_refuse_and_count() -> None:
    """After Boeing Co. and Lockheed Corp., 'The company' is either: refused, counted apart."""
    claims, dropped = _claims(
        "Boeing Co. builds the presidential aircraft. Lockheed Corp. builds fighter jets. "
        "The company delivered two 747 jets to the Air Force in 1990."
    )
    assert not any("747" in claim for claim in claims)
    assert dropped.get("ambiguous_description") == 1


def test_a_described_other_company_makes_two() -> None:
    """'A rival company' before 'The company' is another company: no name is written."""
    claims, dropped = _claims(
        "Boeing Co. builds the presidential aircraft. A rival company builds fighter jets. "
        "The company delivered two 747 jets to the Air Force in 1990."
    )
    assert not any("747" in claim for claim in claims)
    assert dropped.get("ambiguous_description") == 1


def test_a_company_named_only_later_is_not_used() -> None:
    """A name written after the sentence is no referent: a page opening 'The company' is refused."""
    claims, _ = _claims(
        "The company delivered two 747 jets to the Air Force in 1990. "
        "Boeing Co. builds the presidential aircraft."
    )
    assert not any("747" in claim for claim in claims)
    assert kind_name("company", "The company grew. Boeing Co. builds jets.", 0).refusal == (
        "no_named_kind"
    )


def test_shorter_forms_of_one_name_are_one_company() -> None:
    """'Boeing Co.' and 'Boeing' are one company; the longest form is written."""
    text = "Boeing said on Monday it would cut costs. Boeing Co. builds jets. The company grew."
    assert kind_name("company", text, text.index("The company")).name == "Boeing Co."


def test_a_university_of_keeps_its_article() -> None:
    """'the University of Chicago' is written with its 'the'."""
    text = "Researchers at the University of Chicago found the gene. The university said so."
    assert kind_name("university", text, text.index("The university")).name == (
        "the University of Chicago"
    )


_WORD = st.sampled_from(["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"])
_SUFFIX = st.sampled_from(["Co.", "Inc.", "Corp.", "Ltd", "LLC"])


@given(st.lists(st.tuples(_WORD, _SUFFIX), min_size=1, max_size=4), st.integers(0, 400))
def test_a_name_given_is_one_written_before(names: list[tuple[str, str]], cut: int) -> None:
    """Whatever the text and offset, a resolved name is written in the text before the offset,
    and two different companies before it never resolve."""
    text = " ".join(f"{word} {suffix} makes parts for cars." for word, suffix in names)
    text += " The company grew in 2015."
    at = min(cut, len(text))
    found = kind_name("company", text, at)
    before = {word for word, suffix in names
              if 0 <= text.find(f"{word} {suffix}") <= at - len(f"{word} {suffix}")}
    if found.name is not None:
        assert found.name in text[:at] or found.name.removesuffix(".") in text[:at]
        assert len(before) == 1
    if len(before) > 1:
        assert found.refusal == "two_of_kind"
