"""Acronyms a page defines are written out in the claims that use them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.abbreviations import UNEXPANDED_ABBREVIATION, unexpanded_abbreviation
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


def test_a_company_suffix_and_a_name_after_the_letters_define_it() -> None:
    """``Name, Inc. (ABC)`` and ``ABC (Full Name)`` define the letters; a title spells its own."""
    # The held-out "AFM conducted business ..." under "American Freedom Mortgage, Inc. (AFM)".
    found = acronym_definitions("American Freedom Mortgage, Inc. (AFM) is a lender. "
                                "NCT (Northern California TRACON) is busy.")  # fmt: skip
    assert found == {"AFM": "American Freedom Mortgage, Inc.", "NCT": "Northern California TRACON"}
    assert acronym_definitions("The EDB was formed.", "Economic Development Board (South "
                               "Australia)") == {"EDB": "Economic Development Board"}  # fmt: skip
    assert acronym_definitions("The TS1000 sold.", "Timex Sinclair 1000") == {
        "TS1000": "Timex Sinclair 1000"}
    assert acronym_definitions("No letters here.", "Economic Development Board") == {}
    assert acronym_definitions("NR (the site) is new.") == {}  # lower-case words: no name


LENDER = ("Dropbox built a new system. The system ATF (Async Task Framework) replaced older "
          "systems. ATF uses Amazon Simple Queue Service to queue tasks. "
          "MABA uses Amazon Simple Queue Service to store files. "
          "Silas Daniels signed in 2007 with the Columbus Lions of the AIFA. "
          "Chloe Leland is a VFX specialist.")  # fmt: skip


def test_a_defined_subject_is_written_out_and_an_undefined_one_dropped() -> None:
    """A short form the page defines after it (``ATF (Async Task Framework)``) is written out
    and verified; one it does not define, as subject or object, drops the claim with its
    counted reason; one that only modifies a noun stays."""
    title = "How we built ATF"
    extraction = RuleClaimExtractor().extraction(LENDER, title=title)
    verified = verify_drafts(extraction.drafts, DocumentAligner(LENDER), doc_id=0,
                             threshold=90.0, title=title)  # fmt: skip
    texts = [c.text for c in verified.claims]
    assert "Async Task Framework (ATF) uses Amazon Simple Queue Service to queue tasks." in texts
    assert not [t for t in texts if "MABA" in t or "AIFA" in t]
    assert "Chloe Leland is a VFX specialist." in texts
    assert dict(extraction.dropped).get(UNEXPANDED_ABBREVIATION, 0) >= 1  # 0 before the rule


@pytest.mark.parametrize(
    ("claim", "dropped"),
    [
        ("MABA changed the league's name.", True),
        ("On December 8, 2004, the AKC officially accepted the Russell Terrier.", True),
        ("The Moscow house published journals for the RKKA in 1939.", True),
        ("Seoul plans to install 30.8 GW of solar by 2030.", False),
        ("Roughly 20 minutes later, an EF3 tornado touched down.", False),
        ("Daytona USA was developed by Sega AM2.", False),
        ("Chriselle Almeida was raised in Fairfield, CT.", False),
        ("Elizabeth II is Queen of Australia.", False),
        ('"Tracy Does Conan" is the seventh episode of NBC\'s first season.', False),
        ("Forgotten Sins aired on the ABC Network.", False),
        ("WRVU is a college radio station.", False),
        ("The MEK soldiers were armed by Iraq.", False),
        ("Kerry Saxby AM was born on 2 June 1961.", False),
    ],
)
def test_only_an_unknown_subject_or_object_is_unexpanded(claim: str, dropped: bool) -> None:
    """Subjects and objects are checked; units, kinds, names' tails and known forms are not."""
    reason = unexpanded_abbreviation(claim, {}, title="WRVU")
    assert unexpanded_abbreviation(claim, {}, title=claim) is None  # the title names it
    assert (reason == UNEXPANDED_ABBREVIATION) is dropped


@given(st.text(alphabet="ABC abc().,'", max_size=40))
def test_the_check_reads_any_text(claim: str) -> None:
    """Any text gives a reason or none, and a claim with no capitals gives none."""
    reason = unexpanded_abbreviation(claim, {})
    assert reason in {None, UNEXPANDED_ABBREVIATION}
    assert unexpanded_abbreviation(claim.lower(), {}) is None


def test_an_explained_or_common_computing_form_stays() -> None:
    """A short form explained in parentheses where it stands, or a computing term, stays."""
    # Two false drops on the saved pages: "HDR (high dynamic range lighting)", "8GB of RAM".
    assert unexpanded_abbreviation("It supports HDR (high dynamic range) output.", {}) is None
    assert unexpanded_abbreviation("The PS4 Pro has only 8GB of RAM.", {}) is None
