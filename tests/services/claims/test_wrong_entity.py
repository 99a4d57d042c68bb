"""No claim of a real saved page names someone its span's context does not name.

A rewrite writes a name where the sentence had a pronoun, a description or a surname
(``It`` -> ``SpiderMonkey``, ``The museum`` -> ``The Bardo museum``). The name must be
one the document gave before the sentence (or its title): a name found only later in the
page, or a person's name for ``They``, is the wrong entity.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shared.claims.referents import person_like
from shared.claims.rules import RuleClaimExtractor
from shared.web.extract import extract_html

_NAME_RX = re.compile(r"(?<![\w-])[A-Z][\w'\u2019-]*")
_WORD_RX = re.compile(r"[\w'\u2019-]+")
_CALENDAR = frozenset(
    """Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April
    May June July August September October November December""".split()  # noqa: SIM905
)
"""Written by anchoring a relative day (``on Thursday`` -> ``on Thursday, January 12,
2017``), not by a rewrite."""


def _bare(word: str) -> str:
    return re.sub(r"['\u2019]s?$", "", word).lower()


def wrong_entity(claim: str, span: str, before: str, title: str) -> list[str]:
    """The names ``claim`` writes that neither ``span`` nor the text ``before`` it nor the
    ``title`` gives; and, for a span opening with ``They``, a person's name as subject."""
    seen = {_bare(w) for w in _WORD_RX.findall(span)}
    seen |= {_bare(part) for w in _WORD_RX.findall(span) for part in w.split("-")}  # "Mercer
    # Island-based Dana F. Besecker Company": Island is the span's word
    context = {_bare(w) for w in _WORD_RX.findall(f"{title} {before}")}
    wrong = [
        word for word in _NAME_RX.findall(claim)
        if _bare(word) not in seen and word not in _CALENDAR and _bare(word) not in context
    ]  # fmt: skip
    if re.match(r"(?:They|Their)\b", span):
        subject = " ".join(claim.split()[:3])
        wrong += [subject] if person_like(" ".join(subject.split()[:2])) else []
    return wrong


def test_the_check_finds_a_later_name_and_a_person_for_they() -> None:
    """The checker itself flags a name from later in the page and ``They`` made one person."""
    before = "Lorenz gave her a manual. Meanwhile, Ellen Fetter married John Gille."
    assert wrong_entity("The Apollo project had progressed.", "The project had progressed.",
                        before, "The Hidden Heroines of Chaos") == ["Apollo"]  # fmt: skip
    assert wrong_entity("Ellen Fetter stayed in touch with Lorenz.",
                        "They stayed in touch with Lorenz.", before, "") == ["Ellen Fetter stayed"]
    assert wrong_entity("Fetter stayed with Lorenz.", "She stayed with Lorenz.", before, "") == []


def test_saved_pages_have_no_wrong_entity_rewrite(shared_data: Path) -> None:
    """On every saved page each rewritten name is the document's own; some rewrites are checked."""
    # The document's own: given before the sentence or in the title; news and Wikipedia pages.
    pages = sorted((shared_data / "html").glob("*.html"))
    if not pages:
        pytest.skip(f"no saved pages under {shared_data / 'html'}")
    extractor = RuleClaimExtractor()
    checked, wrong = 0, []
    for page in pages:
        document = extract_html(page.read_bytes(), url=page.name)
        title = document.title or ""
        extraction = extractor.extraction(document.text, title=title, published=document.date)
        for draft in extraction.drafts:
            before = document.text[: max(document.text.find(draft.span), 0)]
            names = wrong_entity(draft.claim, draft.span, before, title)
            checked += draft.claim != draft.span
            wrong += [(page.stem, draft.claim, names)] if names else []
    assert wrong == []
    assert checked >= 20  # rewrites happen on these pages: the check is not vacuous
