"""Span verification and rule claim extraction throughput.

Span verification: 2,000 claims against 20 KB documents made from the real saved pages
in ``../shared/data/html`` (main text by trafilatura, tiled to 20 KB). The claims are a
fixed mix of four kinds, a quarter each: verbatim spans, spans with quotes/whitespace/case
changed, spans with small edits (fuzzy), and hallucinated spans (words of another
document, lightly edited) that must be rejected. ``DocumentAligner`` (exact, folded, then
rapidfuzz ``partial_ratio_alignment``) is timed on all of them; ``DifflibAligner`` (same
steps, fuzzy step by difflib) on an evenly spaced sample of the same mix, because it is
slow. Prints claims/s of each, per kind and overall, and the ratio (goal: >= 20x in the
same run; the absolute rate is printed, not gated, as it tracks the machine's load), plus
how often the two agree on accept/reject and on the window.

Rule extraction: sentences/s of ``RuleClaimExtractor`` over the pages, against plain
sentence segmentation (``split_sentences``) as the baseline in the same run.

Claims service: the real HotpotQA sample (``../shared/data/hotpotqa``, 60 questions)
replicated with distinct ids to 1,000 logs, ingested and turned into graphs on the local
runtime; graphs/s of the ``claims`` service over them (everything: text resolution and
storage, extraction, verification, features, same_as linking, bus I/O), against the
baseline of only resolving and storing the same graphs' document texts
(``DocumentResolver`` on a fresh store). Pages recur across the replicated logs, as they
do when several agents answer the same questions, and the service analyses a page once;
so the same figures are also printed for the 60 distinct logs alone, on a fresh service
with empty memories (every document new). ``--profile FILE`` also writes a cProfile of
the 1,000-log service run to ``FILE`` (pstats format).

``--quick`` runs 200 claims (difflib on 20) and 120 logs for a smoke test.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import random
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz

from benchmarks.shared_data import replicate_hotpotqa, shared_data_dir
from services.claims.documents import graph_documents, source_ref
from services.claims.service import build as build_claims
from services.graph.service import build as build_graph
from services.ingest.service import ingest_paths
from shared.bus.local import LocalBus
from shared.claims.features import claim_features, folded
from shared.claims.rules import RuleClaimExtractor
from shared.messages.graphs import EvidenceGraph
from shared.runtime import LocalRuntime
from shared.settings import Settings
from shared.telemetry import configure_logging
from shared.text.sentences import split_sentences
from shared.text.span_align import DifflibAligner, DocumentAligner, SpanMatch
from shared.web.extract import extract_html
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore

DOC_CHARS = 20_000
KINDS = ("exact", "folded", "fuzzy", "hallucinated")


@dataclass(frozen=True)
class Case:
    """One claim span to verify against document ``doc``."""

    doc: int
    kind: str
    span: str
    start: int
    end: int


def load_documents(html_dir: Path) -> tuple[list[str], list[tuple[str | None, str]]]:
    """20 KB documents (one per page, tiled) and the pages' (title, text)."""
    pages: list[tuple[str | None, str]] = []
    for path in sorted(html_dir.glob("*.html")):
        document = extract_html(path.read_bytes(), url=path.name)
        pages.append((document.title, document.text))
    docs = []
    for _, text in pages:
        tiled = text
        while len(tiled) < DOC_CHARS:
            tiled = f"{tiled}\n\n{text}"
        docs.append(tiled[:DOC_CHARS])
    return docs, pages


def _fold_variant(span: str, rng: random.Random) -> str:
    out = span.replace("'", "\u2019").replace('"', "\u201c")
    out = out.replace(" ", "  ", 2).replace(". ", ".\n", 1)
    return out.upper() if rng.random() < 0.3 else out.lower()


def _edit(span: str, rng: random.Random, rate: float) -> str:
    chars = list(span)
    for _ in range(max(1, int(len(chars) * rate))):
        i = rng.randrange(len(chars))
        if rng.random() < 0.5:
            del chars[i]
        else:
            chars[i] = rng.choice("abcdefghijklmnopqrstuvwxyz ")
    return "".join(chars)


def make_cases(docs: list[str], n: int, seed: int = 7) -> list[Case]:
    """``n`` cases, a quarter of each kind, spans of 60-250 characters at word starts."""
    rng = random.Random(seed)
    cases = []
    for index in range(n):
        kind = KINDS[index % len(KINDS)]
        doc = rng.randrange(len(docs))
        source = docs[(doc + 1) % len(docs)] if kind == "hallucinated" else docs[doc]
        length = rng.randint(60, 250)
        start = rng.randrange(0, len(source) - length)
        while start > 0 and not source[start - 1].isspace():
            start -= 1
        span = source[start : start + length]
        if kind == "folded":
            span = _fold_variant(span, rng)
        elif kind == "fuzzy":
            span = _edit(span, rng, 0.03)
        elif kind == "hallucinated":
            span = _edit(" ".join(rng.sample(span.split(), len(span.split()))), rng, 0.05)
        cases.append(Case(doc, kind, span, start, start + length))
    return cases


def run(
    aligner_type: type[DocumentAligner], docs: list[str], cases: list[Case]
) -> tuple[float, dict[str, float], list[SpanMatch | None]]:
    """Total seconds, seconds per kind, and the matches, one aligner per document."""
    aligners = [aligner_type(doc) for doc in docs]
    for aligner in aligners:
        _ = aligner.folded  # fold each document once, outside the timing
    per_kind: dict[str, float] = defaultdict(float)
    results: list[SpanMatch | None] = []
    start_all = time.perf_counter()
    for case in cases:
        start = time.perf_counter()
        results.append(aligners[case.doc].align(case.span))
        per_kind[case.kind] += time.perf_counter() - start
    return time.perf_counter() - start_all, dict(per_kind), results


def _rate(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else float("inf")


def bench_alignment(docs: list[str], n: int, n_baseline: int) -> bool:
    """Print the alignment figures; True when the goals are met."""
    cases = make_cases(docs, n)
    sample = cases[:n_baseline]  # kinds cycle, so the first cases keep the mix
    fast_s, fast_kind, fast = run(DocumentAligner, docs, cases)
    slow_s, slow_kind, slow = run(DifflibAligner, docs, sample)
    counts = {kind: sum(1 for c in cases if c.kind == kind) for kind in KINDS}
    sample_counts = {kind: sum(1 for c in sample if c.kind == kind) for kind in KINDS}
    print(f"span verification: {len(docs)} documents of {DOC_CHARS:,} chars, {n} claims "
          f"(difflib on {len(sample)} of them, same mix)")  # fmt: skip
    print(f"  {'kind':<13}{'rapidfuzz/s':>14}{'difflib/s':>12}{'ratio':>9}{'accepted':>10}")
    for kind in KINDS:
        fast_rate = _rate(counts[kind], fast_kind.get(kind, 0.0))
        slow_rate = _rate(sample_counts[kind], slow_kind.get(kind, 0.0))
        accepted = sum(1 for c, m in zip(cases, fast, strict=True) if c.kind == kind and m)
        print(f"  {kind:<13}{fast_rate:>14,.0f}{slow_rate:>12,.1f}{fast_rate / slow_rate:>8.0f}x"
              f"{accepted:>6}/{counts[kind]}")  # fmt: skip
    fast_rate, slow_rate = _rate(len(cases), fast_s), _rate(len(sample), slow_s)
    ratio = fast_rate / slow_rate
    print(f"  {'all':<13}{fast_rate:>14,.0f}{slow_rate:>12,.1f}{ratio:>8.0f}x")
    agree = same_text = both = 0
    for fast_match, slow_match in zip(fast, slow, strict=False):
        agree += (fast_match is None) == (slow_match is None)
        if fast_match is not None and slow_match is not None:
            both += 1
            same_text += fuzz.ratio(fast_match.text, slow_match.text) >= 95
    print(f"  agreement on the sample: accept/reject {agree}/{len(sample)}, "
          f"same window text (>= 95) {same_text}/{both}")  # fmt: skip
    off = sum(
        1
        for c, m in zip(cases, fast, strict=True)
        if m is not None and fuzz.ratio(m.text, docs[c.doc][c.start : c.end]) < 95
    )
    print(f"  rapidfuzz windows whose text differs from the true window (< 95): {off}")
    # the goal is the same-process ratio: on 2 cores shared with other jobs an absolute rate
    # says how busy the machine was (the 2,000 claims/s figure is printed, not gated)
    ok = ratio >= 20
    print(f"  goal >= 20x difflib in the same run: {'met' if ok else 'NOT met'} "
          f"({fast_rate:,.0f} claims/s{'' if fast_rate > 2000 else ', under 2,000 at this load'})")
    return ok


def bench_rules(pages: list[tuple[str | None, str]], repeat: int) -> None:
    """Print rule-extraction sentences/s against plain segmentation."""
    extractor = RuleClaimExtractor(cache_size=0)  # every repeat extracts again
    sentences = sum(len(split_sentences(text)) for _, text in pages) * repeat
    start = time.perf_counter()
    for _ in range(repeat):
        for _, text in pages:
            split_sentences(text)
    split_s = time.perf_counter() - start
    start = time.perf_counter()
    claims = 0
    for _ in range(repeat):
        for title, text in pages:
            claims += len(extractor.extract_sync(text, title=title))
    rules_s = time.perf_counter() - start
    chars = sum(len(text) for _, text in pages) * repeat
    print(f"rule extraction: {len(pages)} pages x {repeat}, {chars:,} chars, "
          f"{sentences:,} sentences, {claims:,} claims")  # fmt: skip
    print(f"  extraction   {_rate(sentences, rules_s):>10,.0f} sentences/s")
    print(f"  segmentation {_rate(sentences, split_s):>10,.0f} sentences/s (baseline)")
    print(f"  extraction costs {rules_s / split_s:.1f}x plain segmentation")


async def _graphs_on_bus(logs: int, work: Path) -> tuple[Settings, LocalBus, list[EvidenceGraph]]:
    """``logs`` replicated HotpotQA logs ingested and graphed on a fresh local bus."""
    sample_file = shared_data_dir() / "hotpotqa" / "hotpotqa_train_sample.json"
    sample = json.loads(sample_file.read_text(encoding="utf-8"))
    source = replicate_hotpotqa(sample, logs, work / "hotpotqa_replicated.json")
    settings = Settings(data_dir=work / "data", log_level="ERROR")
    bus = LocalBus(settings.bus_path)
    await ingest_paths([source], "hotpotqa", bus, settings)
    runtime = LocalRuntime(bus, [build_graph(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    rows = await bus.read("graphs", 0, await bus.end_offset("graphs") + 1)
    graphs = [EvidenceGraph.model_validate(row.envelope().payload) for row in rows]
    return settings, bus, graphs


async def _resolve_only(graphs: list[EvidenceGraph], store_path: Path) -> float:
    """Seconds to resolve and store every document text of ``graphs`` (the baseline)."""
    store = DocumentStore(store_path)
    resolver = DocumentResolver(store)
    start = time.perf_counter()
    for graph in graphs:
        await asyncio.gather(*(resolver.resolve(source_ref(doc))
                               for doc in graph_documents(graph)))  # fmt: skip
    elapsed = time.perf_counter() - start
    store.close()
    return elapsed


async def _service_run(
    logs: int, work: Path, profile: Path | None
) -> tuple[int, int, float, float]:
    """Graphs, documents, service seconds and baseline seconds for ``logs`` replicated logs."""
    claim_features.cache_clear()  # a fresh service: nothing remembered
    folded.cache_clear()
    settings, bus, graphs = await _graphs_on_bus(logs, work)
    documents = sum(len(graph_documents(graph)) for graph in graphs)
    baseline_s = await _resolve_only(graphs, work / "baseline.db")
    runtime = LocalRuntime(bus, [build_claims(settings)], settings)
    profiler = cProfile.Profile()
    start = time.perf_counter()
    if profile is not None:
        profiler.enable()
    await runtime.run_until_idle()
    if profile is not None:
        profiler.disable()
        profiler.dump_stats(profile)
    service_s = time.perf_counter() - start
    await runtime.stop()
    built = await bus.end_offset("claims")
    await bus.close()
    assert built == len(graphs), f"{built} buckets for {len(graphs)} graphs"
    return len(graphs), documents, service_s, baseline_s


async def bench_service(logs: int, profile: Path | None) -> None:
    """Print graphs/s of the claims service against resolving the documents alone."""
    sample_file = shared_data_dir() / "hotpotqa" / "hotpotqa_train_sample.json"
    if not sample_file.is_file():
        print(f"claims service: skipped, {sample_file} not present (set DYNEVAL_SHARED_DATA)")
        return
    configure_logging(Settings(log_level="ERROR"))
    distinct = len(json.loads(sample_file.read_text(encoding="utf-8")))
    print("claims service (rule extractor), HotpotQA graphs:")
    for count, label, prof in ((logs, "replicated", profile), (distinct, "distinct", None)):
        with tempfile.TemporaryDirectory() as tmp:
            graphs, documents, service_s, baseline_s = await _service_run(count, Path(tmp), prof)
        print(f"  {graphs:5d} {label} graphs ({documents:,} documents): claims service "
              f"{_rate(graphs, service_s):7,.1f} graphs/s ({service_s:.2f} s); resolve texts "
              f"only {_rate(graphs, baseline_s):7,.1f} graphs/s ({baseline_s:.2f} s, baseline); "
              f"{service_s / baseline_s:.1f}x the baseline")  # fmt: skip
    if profile is not None:
        print(f"  profile of the replicated run written to {profile} (python -m pstats {profile})")


def main() -> int:
    """Run the benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke-test sizes")
    parser.add_argument("--profile", type=Path, help="write a cProfile of the service run here")
    args = parser.parse_args()
    html_dir = shared_data_dir() / "html"
    if not any(html_dir.glob("*.html")):
        print(f"skipped: no saved pages in {html_dir} (set DYNEVAL_SHARED_DATA)")
        return 0
    docs, pages = load_documents(html_dir)
    n, n_baseline, repeat = (200, 20, 1) if args.quick else (2000, 100, 3)
    ok = bench_alignment(docs, n, n_baseline)
    bench_rules(pages, repeat)
    asyncio.run(bench_service(120 if args.quick else 1000, args.profile))
    return 0 if ok or args.quick else 1


if __name__ == "__main__":
    sys.exit(main())
