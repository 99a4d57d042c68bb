"""The person a quotation's closing attribution names is the referent of the next 'He ...'."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.speech import quoted_speaker

PAGE = (
    "Office temperatures were set in the 1960s for men, a new study says. "
    "\u201cYou\u2019re totally misrepresenting women,\u201d says study co-author Boris Kingma, "
    "a biophysicist at Maastricht University Medical Center in the Netherlands. "
    "He tested 16 young female office workers in a sealed chamber in 2014."
)


def _claims(text: str) -> list[str]:
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Why offices are too cold for women"
    )
    return [draft.claim for draft in extraction.drafts]


def test_he_after_a_quotation_is_its_named_speaker() -> None:
    """'He tested ...' after '..." says study co-author Boris Kingma, ...' is Kingma's."""
    assert ("Boris Kingma tested 16 young female office workers in a sealed chamber in 2014."
            in _claims(PAGE))  # fmt: skip


def test_a_surname_attribution_is_written_whole() -> None:
    """'"...," Kingma says.' after the page named Boris Kingma makes him the referent."""
    page = PAGE.replace("He tested", "\u201cThat is one solution,\u201d Kingma says. He tested")
    assert any(claim.startswith("Boris Kingma tested") for claim in _claims(page))


def test_an_organisation_or_a_pronoun_speaker_is_no_referent() -> None:
    """'"...," American Airlines said.' and '"...," she said.' give no person for 'He'."""
    for attribution in ("American Airlines said in a statement.", "she said."):
        page = PAGE.replace(
            "says study co-author Boris Kingma, a biophysicist at Maastricht University Medical "
            "Center in the Netherlands.", attribution)
        assert not any("tested" in claim for claim in _claims(page))


def test_speakers_read_from_attributions() -> None:
    """Name after or before the verb, with role words or an appositive; none for pronouns,
    descriptions, possessives or a quotation that does not end the sentence."""
    assert quoted_speaker('"We are fine," said resident Nathan Pensler, looking around.') == (
        "Nathan Pensler"
    )
    assert quoted_speaker("Our finds are old,\u201d Robin R\u00f6nnlund said.") == (
        "Robin R\u00f6nnlund"
    )
    assert quoted_speaker('"It works," Alan Smith told Reuters in an interview.') == "Alan Smith"
    assert quoted_speaker('"We work so hard," she said.') is None
    assert quoted_speaker('"Yes," said Smith\'s lawyer.') is None
    assert quoted_speaker('"It was late," the report states.') is None
    assert quoted_speaker('He said "the plan failed" in court.') is None


_NAME = st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8}){0,2}", fullmatch=True)


@given(_NAME, st.sampled_from(["said", "says", "added", "wrote"]), st.booleans())
def test_a_name_read_is_the_attributed_name(name: str, verb: str, before: bool) -> None:
    """Any capitalised name in either attribution order is read back exactly."""
    tail = f"{name} {verb}." if before else f"{verb} {name}."
    assert quoted_speaker(f"\u201cThe plant closed in 2015,\u201d {tail}") == name
