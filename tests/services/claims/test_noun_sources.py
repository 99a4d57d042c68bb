"""The noun-phrase fact sources in the rule extractor (shared.claims.noun_sources): what they
write enters the extractor's drafts with the sentence as span, and verifies."""

from __future__ import annotations

from collections.abc import Iterator

from shared.claims.noun_facts import NounFact, NounPage, NounSentence
from shared.claims.noun_roles import role_facts
from shared.claims.noun_sources import SOURCES, noun_page, noun_phrase_claims
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.text.span_align import DocumentAligner

TUESDAY = "2019-03-05"
NEWS = (
    "Fed keeps rates on hold\n\n"
    "The central bank left its benchmark rate unchanged on Tuesday.\n\n"
    '"We are in a good place," Federal Reserve Chairman Jerome Powell said after the meeting.\n\n'
    "John Smith, 45, of Albany, was charged with burglary on Monday, police said.\n"
)


def _verified(text: str, published: str | None) -> list[str]:
    extraction = RuleClaimExtractor().extraction(text, title="Fed keeps rates on hold",
                                                 published=published)  # fmt: skip
    verified = verify_drafts(extraction.drafts, DocumentAligner(text), doc_id=1, threshold=90,
                             extractor="rules", title="Fed keeps rates on hold",
                             published=published)  # fmt: skip
    return [c.text for c in verified.claims]


def test_a_role_and_an_age_of_a_dropped_sentence_are_drafted_with_the_sentence_as_span() -> None:
    """The quotation gives no claim, its speaker's title does; the span is the sentence."""
    extraction = RuleClaimExtractor().extraction(NEWS, title="Fed keeps rates on hold",
                                                 published=TUESDAY)  # fmt: skip
    spans = {d.claim: d.span for d in extraction.drafts}
    role = "Jerome Powell was the Federal Reserve Chairman (as of March 5, 2019)."
    assert spans[role] == ('"We are in a good place," Federal Reserve Chairman Jerome Powell '
                           "said after the meeting.")
    assert "John Smith was 45 years old (as of March 5, 2019)." in spans


def test_the_written_roles_and_ages_verify_against_their_spans() -> None:
    """Span alignment and the entailment check accept the role and the age ('years old' and
    the page's date are what the span's '45,' and its page say)."""
    claims = _verified(NEWS, TUESDAY)
    assert "Jerome Powell was the Federal Reserve Chairman (as of March 5, 2019)." in claims
    assert "John Smith was 45 years old (as of March 5, 2019)." in claims


def test_an_undated_page_gets_no_role_claim() -> None:
    """With no page date a role has no time: nothing is written."""
    assert not any(" was the Federal Reserve" in c for c in _verified(NEWS, None))


def _two_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    """A second source: the same key twice, a refusal, and a claim on a heading."""
    if "Powell" in sentence.text:
        yield NounFact(("Jerome Powell", "test"), "Jerome Powell chaired a meeting (as of "
                       "March 5, 2019).")  # fmt: skip
        yield NounFact(("Jerome Powell", "test"), "Jerome Powell chaired it twice.")
        yield NounFact(("Jerome Powell", "other"), None, "noun_test_refused")
    if "hold" in sentence.text:
        yield NounFact(("Fed", "heading"), "The Fed keeps rates on hold.")


def test_a_registered_source_runs_beside_the_roles_once_per_key_on_prose_only() -> None:
    """Another source passed beside ``role_facts`` adds its claims after them, one per key,
    its refusals counted, and no sentence of a heading line is read."""
    page = noun_page(NEWS, title="Fed keeps rates on hold", published=TUESDAY,
                     persons=frozenset({"Jerome Powell", "John Smith"}), acronyms={})
    found, dropped = noun_phrase_claims(page, seen=set(), sources=(role_facts, _two_facts))
    claims = [c.claim for c in found]
    assert claims[-1] == "Jerome Powell chaired a meeting (as of March 5, 2019)."
    assert "Jerome Powell chaired it twice." not in claims
    assert "The Fed keeps rates on hold." not in claims
    assert dropped["noun_test_refused"] == 1
    start = NEWS.index('"We are')
    assert (found[-1].start, found[-1].end) == (start, NEWS.index("\n", start))


def test_a_claim_already_kept_is_not_added_again() -> None:
    """A noun claim the sentence pipeline already wrote is counted ``repeated``."""
    page = noun_page(NEWS, title="Fed keeps rates on hold", published=TUESDAY,
                     persons=frozenset(), acronyms={})
    kept = {"Jerome Powell was the Federal Reserve Chairman (as of March 5, 2019)."}
    found, dropped = noun_phrase_claims(page, seen=set(kept))
    assert not any(c.claim in kept for c in found) and dropped["repeated"] == 1


def test_the_roles_source_is_registered() -> None:
    """``role_facts`` is in ``SOURCES``, which the extractor runs."""
    assert role_facts in SOURCES
