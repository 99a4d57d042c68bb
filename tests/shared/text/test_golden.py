"""Golden output of the ``shared.text`` finders on a corpus of real text.

The digest below was computed before the finders were optimised for the claims stage
(``benchmarks/bench_claims.py``). It covers every sentence of the shared saved pages, of
the HotpotQA sample's paragraphs and of FreshQA's questions and answers: the mentions
``find_dates``, ``find_quantities``, ``find_entities`` and ``find_causal`` return (every
field), ``has_causal``, ``normalize``, the sentence split of each document, and
``main_entity`` of each document. A change meant to alter any of them must recompute it
(``.venv/bin/python -m tests.shared.text.test_golden``) and say why in the commit.
"""

from __future__ import annotations

import csv
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from shared.text import (
    find_causal,
    find_dates,
    find_entities,
    find_quantities,
    has_causal,
    main_entity,
    normalize,
    split_sentences,
)
from shared.web.extract import extract_html
from tests.conftest import shared_data_dir

DIGEST = "53912d016c082696d9c2d44e0d25ff0327374f46ff16b7638675d401dfd77fab"
"""Recomputed for issue 15: ``New Zealand``/``New York`` keep their ``New``; a title that
reads as a name and opens the text is the main entity (``Homer's Odyssey``, not
``Homer``); dotted initials (``H.W.``, ``F.C.``) and word-like abbreviations (``Art.``)
end a sentence only before a typical sentence start; a line ending in "the", "of", "was"
... or followed by a line opening with a number is a hard wrap, not a sentence end; the
main entity is named whole without its role (``Mark Zuckerberg``, not ``Facebook CEO Mark
Zuckerberg``), never extended into another word (``Sudan`` is not ``Sudanese``, ``Xbox One
X`` not ``Xbox One X-enhanced``) or another place (``South Sudan``), and a month-like first
name stays (``Jan Matejko``, ``Jun H. Choi``), a numbered name keeps its number (``Lion
Air Flight 610``). Recomputed for page clutter: ``extract_html`` drops gallery blocks
(Engadget's "Gallery: Xbox One X | 14 Photos"), so a saved page's text changed; no finder did.
Recomputed when ``extract_html`` began dropping link-only paragraphs (BBC's "Read the full
transcript of his interview", "Five things we learned from Obama interview"; Wikipedia's
reference "Constant downloads failure in firefox"): page texts changed, no finder did.
Recomputed when a stop inside a short quotation the sentence goes on after stopped ending
it: the Seattle Times' ``"New lower prices. Same high standards," reads one, ...`` is one
sentence (the only split that changed in the corpus). Recomputed when a lower-case word or a
short quoted name after a mid-sentence abbreviation stopped ending the sentence (issue 15,
'would help the U.S. "secure ..."'): HotpotQA's ``Dr. Robert Holbrook Smith, M.D. (the men
respectively called ...)`` is one sentence (the only split that changed in the corpus).
Recomputed when ``extract_html`` began pruning blocks whose class names readers' comments
(``comment-count``): the BBC page's "941 comments" lost its count, no finder changed."""


def documents(data: Path) -> Iterator[tuple[str, str]]:
    """(title, text) of every saved page, HotpotQA paragraph and FreshQA row."""
    for path in sorted((data / "html").glob("*.html")):
        page = extract_html(path.read_bytes(), url=path.name)
        yield page.title or "", page.text
    sample = json.loads((data / "hotpotqa" / "hotpotqa_train_sample.json").read_text("utf-8"))
    for item in sample:
        yield "", item["question"]
        for title, sentences in item["context"]:
            yield title, "".join(sentences)
    with (data / "freshqa" / "FreshQA_v12182024.csv").open(encoding="utf-8") as stream:
        for row in csv.DictReader(stream):
            answers = " ".join(v for k, v in row.items() if k.startswith("answer_") and v)
            yield "", f"{row['question']}\n\n{answers}"


def digest(data: Path) -> str:
    """SHA-256 of every finder's output over the corpus."""
    sha = hashlib.sha256()
    for title, text in documents(data):
        sentences = split_sentences(text)
        sha.update(repr((sentences, main_entity(title, text))).encode("utf-8"))
        for sentence in sentences:
            piece = sentence.text
            found = (find_dates(piece), find_quantities(piece), find_entities(piece),
                     find_causal(piece), has_causal(piece), normalize(piece))  # fmt: skip
            sha.update(repr(found).encode("utf-8"))
    return sha.hexdigest()


def test_finders_match_the_golden_digest() -> None:
    """Dates, quantities, entities, causal cues, sentences and main entities are unchanged."""
    data = shared_data_dir()
    for part in ("html", "hotpotqa", "freshqa"):
        if not (data / part).is_dir():
            pytest.skip(f"{data / part} not present (set DYNEVAL_SHARED_DATA)")
    assert digest(data) == DIGEST


if __name__ == "__main__":
    print("DIGEST =", digest(shared_data_dir()))
