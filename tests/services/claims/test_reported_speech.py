"""A quotation with a named speaker and a factual content is a claim about what was said."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.speech import Reported, as_reported

PAGE = (
    "Home Depot cut its sales forecast on Tuesday, November 19, 2019. "
    "\u201cHome Depot opened 12 new stores in Mexico in 2019,\u201d chief executive Craig "
    "Menear said in a statement. "
    "\u201cWe are thrilled with the quarter,\u201d Menear said. "
    "\u201cThe store network grew by 2 percent in 2019,\u201d he said."
)


def _claims(text: str) -> list[str]:
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="Home Depot cuts its forecast", published="2019-11-19"
    )
    return [draft.claim for draft in extraction.drafts]


def test_a_named_factual_quotation_is_kept_as_reported_speech() -> None:
    """'"...," X said in a statement.' is written 'X said in a statement that ...'; the
    feelings in first person and the pronoun speaker give no claim."""
    claims = _claims(PAGE)
    assert ("Chief executive Craig Menear said in a statement that Home Depot opened 12 new "
            "stores in Mexico in 2019.") in claims
    assert not any("thrilled" in claim or "store network" in claim for claim in claims)


def test_the_verb_its_tense_and_the_setting_are_kept() -> None:
    """The attribution's verb and tense, an audience and a setting are written as the page
    wrote them; a name after the verb comes first, its appositive left out."""
    said = as_reported('"Stadia has been built to be a cloud platform," Jack Buser, director '
                       "for games at Google, tells The Hollywood Reporter.")  # fmt: skip
    assert said == Reported("Jack Buser tells The Hollywood Reporter that Stadia has been "
                            "built to be a cloud platform.", None)  # fmt: skip
    said = as_reported('"The plant closed in 2015," says Jack Buser, director for games.')
    assert said == Reported("Jack Buser says that the plant closed in 2015.", None)
    said = as_reported("\u201cThe plant employed 4,000 workers in 2018,\u201d Taliban "
                       "spokesman Zabihullah Mujahid wrote in a tweet on Monday.")  # fmt: skip
    assert said == Reported("Taliban spokesman Zabihullah Mujahid wrote in a tweet on Monday "
                            "that the plant employed 4,000 workers in 2018.", None)  # fmt: skip


def test_a_quotation_without_a_claim_is_dropped_with_its_reason() -> None:
    """A pronoun or description as speaker, first person or opinion, a pronoun or 'now' in
    the quoted words and a claim over the length gate each name their reason."""
    assert as_reported('"The cause is under investigation," the statement said.') == (
        Reported(None, "speech_unnamed"))
    assert as_reported('"The plant closed in 2015," she said.') == Reported(None, "speech_unnamed")
    assert as_reported('"The plant closed in 2015," one user quipped.') == (
        Reported(None, "speech_unnamed"))
    assert as_reported('"We opened the plant in 2015," Alan Smith said.') == (
        Reported(None, "speech_nonfactual"))
    assert as_reported('"The new plant is absolutely stunning," Alan Smith said.') == (
        Reported(None, "speech_nonfactual"))
    assert as_reported('"They opened the plant in 2015," Alan Smith said.') == (
        Reported(None, "speech_context"))
    assert as_reported('"The plant is closed now," Alan Smith said.') == (
        Reported(None, "speech_context"))
    long = " ".join(["The plant employed 40 workers in 2015"] + ["and 40 more in 2016"] * 7)
    assert as_reported(f'"{long}," Alan Smith, a spokesman, said.') == (
        Reported(None, "speech_length"))


def test_no_quotation_or_a_title_is_left_to_the_other_checks() -> None:
    """A sentence that is no quotation closed by an attribution gives ``None``."""
    assert as_reported("Alan Smith said the plant closed in 2015.") is None
    assert as_reported('"Amber" is the third single by the band, released in 2001.') is None
    assert as_reported('He said "the plan failed" in court.') is None


def test_a_name_opening_the_quotation_keeps_its_capital() -> None:
    """After 'that', 'The' is written lower case, a page's name ('Stadia') is not."""
    page = "Google launched Stadia in 2019. Many players pay for Stadia monthly."
    said = as_reported('"Stadia launched in 14 countries in 2019," Phil Harrison said.', page)
    assert said == Reported(
        "Phil Harrison said that Stadia launched in 14 countries in 2019.", None
    )
    said = as_reported('"Players paid $10 a month in 2019," Phil Harrison said.', page)
    assert said == Reported("Phil Harrison said that players paid $10 a month in 2019.", None)


_NAME = st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8}){1,2}", fullmatch=True)
_QUOTE = st.from_regex(r"[A-Z][a-z]{2,6}( [a-z]{2,6}){3,6} in (19|20)[0-9]{2}", fullmatch=True)


@given(_NAME, _QUOTE, st.sampled_from(["said", "says", "added", "wrote"]), st.booleans())
def test_a_kept_quotation_holds_its_words_and_speaker(
    name: str, quote: str, verb: str, before: bool
) -> None:
    """Whatever it decides, a written claim opens with the speaker and the verb and ends
    with the quoted words verbatim (first letter aside); a reason comes with no text."""
    tail = f"{name} {verb}." if before else f"{verb} {name}."
    said = as_reported(f"\u201c{quote},\u201d {tail}")
    assert said is not None
    assert (said.text is None) != (said.reason is None)
    if said.text is not None:
        assert said.text.startswith(f"{name} {verb} that ")
        assert said.text.endswith(f"{quote[1:]}.")
