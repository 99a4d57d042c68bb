"""The as-rewritten check: a claim says nothing its span in context does not support."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.claims.acronyms import acronym_definitions
from shared.claims.decontext import START, Decontextualizer
from shared.claims.entailment import context_before, rewrite_problem
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.llm.replies import ClaimDraft
from shared.text.entities import main_entity
from shared.text.references import strip_references
from shared.text.sentences import split_sentences
from shared.text.span_align import DocumentAligner
from shared.web.extract import extract_html
from tests.conftest import shared_data_dir, shared_data_file

NZ = "New Zealand is a country in the Pacific. It is rich."
YAHOO = ("Yahoo Japan is a web portal. It is hard to overestimate the role of the portal in "
         "Japan.")  # fmt: skip
MARIO = ("The iPhone is a phone made by Apple. Super Mario Run is a game by Nintendo. "
         "It costs $10 to unlock every level.")  # fmt: skip


def _problem(claim: str, span: str, text: str, title: str) -> str | None:
    start = text.index(span)
    return rewrite_problem(claim, span, before=context_before(text, start), document=text,
                           title=title, main=main_entity(title, text))  # fmt: skip


@pytest.mark.parametrize(
    ("claim", "span", "text", "title", "flagged"),
    [
        ("Zealand is rich.", "It is rich.", NZ, "New Zealand", "part of a longer name"),
        ("Yahoo Japan is hard to overestimate the role of the portal in Japan.",
         "It is hard to overestimate the role of the portal in Japan.", YAHOO, "Yahoo Japan",
         "expletive"),
        ("iPhone costs $10 to unlock every level.", "It costs $10 to unlock every level.",
         MARIO, "iPhone", "Super Mario Run"),
        ("New Zealand is rich and cold.", "It is rich.", NZ, "New Zealand", "not in the span"),
        ("Australia is rich.", "It is rich.", NZ, "New Zealand", "neither"),
        ("New Zealand is rich.", "It is rich.", NZ, "New Zealand", None),
        ("Super Mario Run costs $10 to unlock every level.",
         "It costs $10 to unlock every level.", MARIO, "iPhone", None),
    ],
)  # fmt: skip
def test_rewrite_problems(
    claim: str, span: str, text: str, title: str, flagged: str | None
) -> None:
    """Wrong-entity rewrites and added words are flagged; faithful rewrites pass."""
    # The cases: "Zealand", an expletive "it" named, "iPhone" for a sentence about Mario.
    problem = _problem(claim, span, text, title)
    if flagged is None:
        assert problem is None
    else:
        assert problem is not None and flagged in problem


def test_verify_drops_claims_not_entailed() -> None:
    """A draft whose rewrite is wrong is dropped as not_entailed even though its span is found."""
    drafts = [ClaimDraft(claim="Zealand is rich.", span="It is rich."),
              ClaimDraft(claim="New Zealand is rich.", span="It is rich.")]  # fmt: skip
    out = verify_drafts(drafts, DocumentAligner(NZ), doc_id=1, threshold=90.0,
                        title="New Zealand")  # fmt: skip
    assert [c.text for c in out.claims] == ["New Zealand is rich."]
    assert out.not_entailed == 1 and out.dropped == {"not_entailed": 1}


def _pages() -> list[Path]:
    return sorted((shared_data_dir() / "html").glob("*.html"))


NO_STANDALONE_CLAIM = frozenset({"readability_cnet", "trafilatura_kulu-media.com.meta-outage",
                                 "readability_telegraph",
                                 "trafilatura_reuters.com.parasite"})  # fmt: skip
"""Saved pages with no sentence that stands alone as one fact: every sentence of the outage
report leans on "the outage" (which one: the page's) or bundles several facts, the CNET
piece is first-person opinion around one idiom ("seal the deal"), and the Telegraph's
report is attributed, undated ("on Tuesday night") or leans back ("The G40 figures are ..."
after "two key figures from her G40 faction"). Read with no publication date (as these
tests read it), the Reuters awards report's one other claim is an evaluation ("Joaquin
Phoenix's terrifying performance ... has swept awards season"); with its date, as the
claims service reads it, "Parasite was the upset winner ... on Sunday, January 19, 2020"
stands."""


def _problems(drafts: list[ClaimDraft], text: str, title: str) -> list[str]:
    main = main_entity(title, strip_references(text).text)
    acronyms = acronym_definitions(strip_references(text).text)  # as the verifier reads them
    found = []
    for draft in drafts:
        start = text.find(draft.span)
        assert start >= 0, f"span not verbatim: {draft.span!r}"
        problem = rewrite_problem(draft.claim, draft.span, before=context_before(text, start),
                                  document=text, title=title, main=main,
                                  acronyms=acronyms)  # fmt: skip
        if problem is not None:
            found.append(f"{problem}: {draft.claim!r} from {draft.span!r}")
    return found


@pytest.mark.parametrize("path", _pages(), ids=lambda p: p.stem)
def test_saved_pages_have_no_wrong_entity_rewrites(path: Path) -> None:
    """Every rule draft from a saved page names only the referent its span's context supports."""
    # Checked before verification, which would drop the rest.
    page = extract_html(path.read_bytes(), url=path.name)
    title = page.title or path.stem
    drafts = RuleClaimExtractor().extract_sync(page.text, title=title)
    assert drafts or path.stem in NO_STANDALONE_CLAIM, f"no claims from {path.name}"
    assert _problems(drafts, page.text, title) == []


def test_the_page_check_catches_context_blind_rewrites() -> None:
    """The page check catches rewriting leading pronouns without reading the sentence before."""
    # That was the old behaviour; it is caught on the saved pages, so the check can fail.
    caught = 0
    for path in sorted(shared_data_file("html").glob("*.html")):
        if not any(name in path.stem for name in ("engadget", "tsne")):
            continue
        page = extract_html(path.read_bytes(), url=path.name)
        title = page.title or path.stem
        text = page.text
        blind = Decontextualizer.for_document(main_entity(title, text), text, title=title)
        drafts = []
        for sentence in split_sentences(text):
            rewrite = blind.resolve(sentence.text, previous=START)  # no context: old behaviour
            if rewrite.text is not None and rewrite.subject is not None:
                drafts.append(ClaimDraft(claim=rewrite.text, span=sentence.text))
        caught += len(_problems(drafts, text, title))
    old = Decontextualizer("Zealand", "thing").resolve("It is rich.").text
    assert old == "Zealand is rich." and _problem(old, "It is rich.", NZ, "New Zealand")
    assert caught >= 1
