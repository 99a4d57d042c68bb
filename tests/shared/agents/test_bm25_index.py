"""BM25 scores are the same in every process: a sum that does not follow set order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.agents.bm25_index import Bm25Index

REPO = Path(__file__).resolve().parents[3]
BRIDGES = REPO / "examples" / "logs" / "suspension-bridges.json"
QUESTION = "Which has the longer main span, the Golden Gate Bridge or the George Washington Bridge?"

# The round documents of the crash test's third round (the example log's eight pages):
# the Golden Gate's and the George Washington's 'main span' sentences score the same on
# paper, so the answer is the first of them only if the sums are equal to the bit.
_PROBE = """
import json, sys
from shared.agents.bm25 import Bm25Agent
from shared.agents.base import Document
from shared.agents.config import Bm25Spec
import asyncio
sources = json.load(open(sys.argv[1]))["sources"]
docs = [Document(f"g#{s['id']}", s["url"], s["title"], s["content"]) for s in sources]
agent = Bm25Agent(Bm25Spec(name="bm25", kind="bm25", top_k=3))
reply = asyncio.run(agent.answer(sys.argv[2], item_id="i", round_id="r", documents=docs))
from shared.agents.bm25_index import terms
from shared.agents.extractive import SentenceBank
bank = SentenceBank([doc.text for doc in docs])
scores = bank.index.scores(terms(sys.argv[2]))
spans = {text: repr(scores[i]) for i, (_, text) in enumerate(bank.sentences) if "main span" in text}
print(json.dumps({"answer": reply.answer, "spans": spans}))
"""


HASH_SEEDS = (0, 1, 10)
"""Seeds under which set order summed the two ties apart: 1 (unequal), 10 (the other
answer)."""


def _in_process(hash_seed: int) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DYNEVAL_")}
    env |= {"PYTHONHASHSEED": str(hash_seed), "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(BRIDGES), QUESTION],
        cwd=REPO, env=env, capture_output=True, text=True, check=True, timeout=300,
    )  # fmt: skip
    found: dict[str, object] = json.loads(done.stdout)
    return found


def test_a_tie_on_paper_is_answered_alike_under_every_hash_seed() -> None:
    """Two sentences scoring the same on paper tie to the bit in every process (string
    hash seeds 0, 1, 10), so the BM25 agent answers with the first of them each time; summed
    in set order they came out one ulp apart, either way round, from process to process
    (test_crash[continuous] then saw a resumed run answer otherwise than one never killed)."""
    runs = [_in_process(seed) for seed in HASH_SEEDS]
    assert [json.dumps(r, sort_keys=True) for r in runs] == [
        json.dumps(runs[0], sort_keys=True)
    ] * 3
    spans = runs[0]["spans"]
    assert isinstance(spans, dict)
    assert (
        spans["The Golden Gate Bridge has a main span of 1,280 metres."]
        == spans["The George Washington Bridge has a main span of 1,067 metres."]
    )
    assert runs[0]["answer"] == "The Golden Gate Bridge has a main span of 1,280 metres."


_WORDS = st.sampled_from(
    ["bridge", "golden", "gate", "george", "washington", "span", "main", "metres", "opened",
     "river", "city", "engineer", "built", "designed", "hudson", "bay"]
)  # fmt: skip


@given(
    texts=st.lists(st.lists(_WORDS, min_size=1, max_size=12).map(" ".join), min_size=1,
                   max_size=6),
    query=st.lists(_WORDS, min_size=1, max_size=8),
    data=st.data(),
)  # fmt: skip
def test_scores_do_not_depend_on_the_order_of_the_query_terms(
    texts: list[str], query: list[str], data: st.DataObject
) -> None:
    """Any order of the query's terms gives bit-identical scores (and the same ranking)."""
    index = Bm25Index(texts)
    shuffled = data.draw(st.permutations(query))
    assert index.scores(query) == index.scores(shuffled)
    assert index.search(query, 3) == index.search(shuffled, 3)
    assert list(index.scores(query)) == list(index.scores(shuffled))
