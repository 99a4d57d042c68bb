"""Acronyms a page defines are written out in the claims that use them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.acronyms import acronym_definitions, expand_acronyms
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.text.span_align import DocumentAligner

PAGE = ("Dropbox built a new system. This Async Task Framework (ATF) replaced older systems. "
        "ATF uses Amazon Simple Queue Service (SQS) to queue tasks. "
        "NASA did not take part.")  # fmt: skip


def test_a_definition_is_found_by_its_initials() -> None:
    """A name followed by its initials in parentheses is a definition, kept whole."""
    # ``Async Task Framework (ATF)``, ``the Screen Actors Guild (SAG)``; ``Bureau of Alcohol,
    # Tobacco, Firearms and Explosives (ATF)`` keeps the whole name.
    found = acronym_definitions(PAGE + " He won at the Screen Actors Guild (SAG) awards.")
    assert found["ATF"] == "Async Task Framework" and found["SAG"] == "Screen Actors Guild"
    assert acronym_definitions("agents of the Bureau of Alcohol, Tobacco, Firearms and "
                               "Explosives (ATF) arrived")["ATF"] == (
        "Bureau of Alcohol, Tobacco, Firearms and Explosives")  # fmt: skip


def test_words_whose_initials_do_not_spell_it_are_no_definition() -> None:
    """Words whose initials do not spell the acronym define nothing."""
    # ``personally identifiable information" (PII)`` behind a quote, or a parenthesised unit.
    assert "NZD" not in acronym_definitions("Currency New Zealand dollar ($) (NZD) is used")
    assert acronym_definitions("it ran for three hours (TV)") == {}


def test_only_the_first_use_in_a_claim_is_written_out() -> None:
    """Only an acronym's first use in a claim is written out; an undefined one stays as written."""
    # ``ATF retries ATF tasks``: the second ``ATF`` stays bare; ``NASA`` is not defined on the page.
    defs = acronym_definitions(PAGE)
    assert expand_acronyms("ATF retries ATF tasks.", defs) == (
        "Async Task Framework (ATF) retries ATF tasks.")  # fmt: skip
    assert expand_acronyms("NASA did not take part.", defs) == "NASA did not take part."


@given(st.text(alphabet="ABC abc().,", max_size=40))
def test_expanding_never_drops_text(claim: str) -> None:
    """Every character of the claim survives the expansion, in order."""
    out = expand_acronyms(claim, {"AB": "Alpha Beta"})
    rest = iter(out)
    assert all(ch in rest for ch in claim)


def test_the_extractor_writes_out_and_verification_accepts_it() -> None:
    """The rule extractor writes a defined acronym out and verification accepts the claim."""
    # ``ATF uses ...`` reads ``Async Task Framework (ATF) uses ...``, entailed by its span.
    drafts = RuleClaimExtractor().extraction(PAGE, title="How we built ATF").drafts
    verified = verify_drafts(drafts, DocumentAligner(PAGE), doc_id=0, threshold=90.0,
                             title="How we built ATF")  # fmt: skip
    texts = [c.text for c in verified.claims]
    assert ("Async Task Framework (ATF) uses Amazon Simple Queue Service (SQS) to queue "
            "tasks.") in texts  # fmt: skip
