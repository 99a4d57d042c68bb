"""A seeded, stratified sample of the claims service's claims, for judging by hand.

Runs the real claims service (rule extractor, local runtime) over chosen real inputs:

- saved pages of ``../shared/data/html`` or ``--pages-dir`` (``--pages``: file stems or
  parts of them, comma separated; ``all``; ``none``), one graph per page, its HTML carried
  as the page content (so the service extracts its text, title and publication date);
- HotpotQA items ``--hotpot A:B`` of ``../shared/data/hotpotqa`` (ingested and graphed), or
  of another file in HotpotQA format (``--hotpot-file``);
- the example logs of ``examples/logs`` (``--examples``).

Then prints ``--n`` claims drawn with ``--seed``, stratified by source (saved pages by the
kind they declare, ``page_kind``: news, blog, docs, wikipedia, other; HotpotQA; examples;
at least ``--news-min`` from news pages when the inputs have them), each with its claim,
verbatim span, source URL and title, and the sentence context around the span in the
document text, so a reviewer can mark it atomic, standalone and supported. ``--all``
prints every claim instead of a sample; ``--stats`` prints, per document, the claims kept
and the drafts dropped by reason.

Examples::

    .venv/bin/python benchmarks/sample_claims.py --n 40 --seed 1 \\
        --pages telegraph,quanta-1,seattletimes-1,parasite,meta-outage --hotpot 40:60
    .venv/bin/python benchmarks/sample_claims.py --pages bbc-1 --all --stats
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import lxml.html  # type: ignore[import-untyped]
from lxml import etree

if __package__ in (None, ""):  # run as a file: the repository root is not on sys.path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.shared_data import shared_data_dir
from services.claims.service import build as build_claims
from services.graph.service import build as build_graph
from services.ingest.service import ingest_paths
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets
from shared.messages.graphs import EvidenceGraph, GraphNode, GraphStats
from shared.runtime import LocalRuntime
from shared.settings import Settings
from shared.telemetry import configure_logging
from shared.text.pubdate import page_date
from shared.text.sentences import split_sentences
from shared.web.extract import extract_html
from shared.web.store import DocumentStore

REPO = Path(__file__).resolve().parents[1]
_NEWS_TYPES = frozenset({"NewsArticle", "ReportageNewsArticle", "AnalysisNewsArticle",
                         "OpinionNewsArticle", "ReviewNewsArticle", "BackgroundNewsArticle",
                         "LiveBlogPosting"})  # fmt: skip
"""JSON-LD types that declare a news story (schema.org ``NewsArticle`` and its subtypes)."""
_BLOG_TYPES = frozenset({"BlogPosting", "Blog", "SocialMediaPosting"})
_DOC_TYPES = frozenset({"TechArticle", "APIReference", "HowTo", "FAQPage"})


def page_kind(html: str) -> str:
    """The kind a saved page declares itself: ``wikipedia`` (its ``og:site_name`` or canonical
    address is Wikipedia's), ``news`` (a JSON-LD ``NewsArticle`` type, or an ``og:type`` /
    JSON-LD ``Article`` with a stated publication date: ``shared.text.pubdate``), ``blog``
    (``BlogPosting``, or an undated article), ``docs`` (``TechArticle``, ``HowTo``, ...) or
    ``other`` (a landing page, a colophon: no article markup at all)."""
    try:
        tree = lxml.html.fromstring(html.encode("utf-8", "surrogatepass"))
    except (etree.ParserError, ValueError):
        return "other"
    metas = {(m.get("property") or m.get("name") or "").lower(): (m.get("content") or "")
             for m in tree.iter("meta")}  # fmt: skip
    canonical = " ".join(tree.xpath("//link[@rel='canonical']/@href")) + metas.get("og:url", "")
    if "wikipedia" in metas.get("og:site_name", "").lower() or "wikipedia.org" in canonical:
        return "wikipedia"
    types: set[str] = set()
    for script in tree.xpath("//script[@type='application/ld+json']"):
        try:
            _ld_types(json.loads(script.text_content() or "null"), types)
        except ValueError:
            continue
    dated = page_date(html) is not None
    if types & _NEWS_TYPES:
        return "news"
    if types & _BLOG_TYPES:
        return "blog"
    if types & _DOC_TYPES:
        return "docs"
    article = ("Article" in types or metas.get("og:type", "").lower() == "article"
               or bool(tree.xpath("//article")))  # fmt: skip
    if article:
        return "news" if dated or (_bylined(tree, metas) and not _blog_marked(tree)) else "blog"
    return "other"


_BYLINE_CLASS = re.compile(r"\b(?:by-?line|author-?name|article-?author|story-?author)\b", re.I)
"""A class or id naming an article's byline element (``byline``, ``author-name``)."""


def _blog_marked(tree: lxml.html.HtmlElement) -> bool:
    """Whether the page's markup calls its article a blog post (a class or id word ``blog``:
    ``blog-post-loop``, ``blog-single``)."""
    return any(re.search(r"(?:^|[\s_-])blog(?:$|[\s_-])", f"{node.get('class') or ''} "
                         f"{node.get('id') or ''}", re.I)
               for node in tree.xpath("//body//*[@class or @id]"))  # fmt: skip


def _bylined(tree: lxml.html.HtmlElement, metas: dict[str, str]) -> bool:
    """Whether an article page names its writer: an ``author`` / ``article:author`` meta, a
    ``rel="author"`` link, an ``itemprop="author"`` element or a byline element (class or
    id ``byline``, ``author-name``). A news story signs its article even when it states no
    parsable date; a landing page or a colophon does not."""
    if any(metas.get(key, "").strip() for key in ("author", "article:author", "byline")):
        return True
    if tree.xpath("//a[@rel='author'] | //*[@itemprop='author']"):
        return True
    return any(_BYLINE_CLASS.search(f"{node.get('class') or ''} {node.get('id') or ''}")
               for node in tree.xpath("//body//*[@class or @id]"))  # fmt: skip


def _ld_types(node: object, into: set[str]) -> None:
    """Every ``@type`` in a JSON-LD value (graphs and nested objects included)."""
    if isinstance(node, list):
        for item in node:
            _ld_types(item, into)
    elif isinstance(node, dict):
        kind = node.get("@type")
        into.update(kind if isinstance(kind, list) else [kind] if isinstance(kind, str) else [])
        for key in ("@graph", "mainEntity", "mainEntityOfPage"):
            _ld_types(node.get(key), into)


@dataclass(frozen=True)
class Sampled:
    """One accepted claim with where it came from and its document text."""

    stratum: str
    source: str
    bucket: ClaimBucket
    claim: Claim
    text: str | None


def _page_graph(index: int, stem: str, title: str, html: str) -> EvidenceGraph:
    url = f"https://saved.example/{page_kind(html)}/{stem}"
    nodes = (
        GraphNode(id="q", cls="vq", label="question", text="(saved page)"),
        GraphNode(id="d1", cls="vd", label=title, text=html, source_id=1, url=url, title=title,
                  text_kind="content"),
    )  # fmt: skip
    stats = GraphStats(documents=1, documents_cited=0, thoughts=0, thoughts_by_type={},
                       citation_coverage=0.0, dangling_citations=0)  # fmt: skip
    return EvidenceGraph(graph_id=f"page-{index:02d}-{stem}", log_id=f"page-{stem}",
                         question="(saved page)", answer="", thoughts=(), nodes=nodes,
                         edges=(), stats=stats)  # fmt: skip


def _chosen_pages(html_dirs: list[Path], spec: str) -> list[Path]:
    paths = sorted(path for html_dir in html_dirs for path in html_dir.glob("*.html"))
    if spec == "none":
        return []
    if spec == "all":
        return paths
    wanted = [part.strip() for part in spec.split(",") if part.strip()]
    chosen = [p for p in paths if any(w in p.stem for w in wanted)]
    missing = [w for w in wanted if not any(w in p.stem for p in paths)]
    if missing:
        raise SystemExit(f"no saved page matches {missing} in {html_dirs}; pages: "
                         f"{', '.join(p.stem for p in paths)}")  # fmt: skip
    return chosen


async def run_service(args: argparse.Namespace, work: Path) -> tuple[list[ClaimBuckets], Settings]:
    """Claim buckets of every chosen input, from the real service on a local bus."""
    data = shared_data_dir()
    settings = Settings(data_dir=work / "data", log_level="ERROR")
    bus = LocalBus(settings.bus_path)
    try:
        start, _, stop = args.hotpot.partition(":")
        if args.hotpot != "none":
            hotpot = args.hotpot_file or data / "hotpotqa" / "hotpotqa_train_sample.json"
            sample = json.loads(hotpot.read_text("utf-8"))
            items = sample[int(start or 0) : int(stop) if stop else len(sample)]
            for item in items:  # passage-only files (2WikiMultiHopQA corpus) ask nothing
                item["question"] = item.get("question") or "(passages only)"
                item["answer"] = item.get("answer") or "(none)"
            source = work / "hotpotqa.json"
            source.write_text(json.dumps(items), encoding="utf-8")
            await ingest_paths([source], "hotpotqa", bus, settings)
        if args.examples:
            await ingest_paths(sorted((REPO / "examples" / "logs").glob("*.json")), "auto", bus,
                               settings)  # fmt: skip
        graph = LocalRuntime(bus, [build_graph(settings)], settings)
        await graph.run_until_idle()
        await graph.stop()
        pages = []
        for index, path in enumerate(_chosen_pages(args.pages_dir or [data / "html"], args.pages)):
            page = extract_html(path.read_bytes(), url=path.name)
            html = path.read_bytes().decode("utf-8", errors="replace")
            pages.append(_page_graph(index, path.stem, page.title or path.stem, html))
        if pages:
            envelopes = [envelope_for("graphs", g, key=g.graph_id, producer="sample_claims")
                         for g in pages]  # fmt: skip
            await bus.append("graphs", envelopes)
        runtime = LocalRuntime(bus, [build_claims(settings)], settings)
        await runtime.run_until_idle()
        await runtime.stop()
        records = await bus.read("claims", 0, await bus.end_offset("claims") + 1)
        return [ClaimBuckets.model_validate(r.envelope().payload) for r in records], settings
    finally:
        await bus.close()


def _stratum(buckets: ClaimBuckets) -> tuple[str, str]:
    if buckets.graph_id.startswith("page-"):
        stem = buckets.log_id.removeprefix("page-")
        urls = [bucket.url for bucket in buckets.buckets if bucket.url]
        kind = urls[0].split("/")[-2] if urls else "other"  # page_kind, carried in the URL
        return kind, stem
    if buckets.log_id.startswith("hotpotqa-"):
        return "hotpotqa", buckets.log_id
    return "examples", buckets.log_id


def collect(all_buckets: list[ClaimBuckets], store: DocumentStore) -> list[Sampled]:
    """Every accepted claim with its stratum and document text."""
    out: list[Sampled] = []
    for buckets in all_buckets:
        stratum, source = _stratum(buckets)
        for bucket in buckets.buckets:
            text = store.text(bucket.content_hash) if bucket.content_hash else None
            out.extend(Sampled(stratum, source, bucket, claim, text) for claim in bucket.claims)
    return out


def draw(claims: list[Sampled], n: int, seed: int, news_min: int) -> list[Sampled]:
    """``n`` claims: ``news_min`` from news pages (when there), the rest spread evenly over
    the strata present, each stratum sampled without replacement, one claim per document
    while documents last."""
    rng = random.Random(seed)
    strata: dict[str, list[Sampled]] = {}
    for item in claims:
        strata.setdefault(item.stratum, []).append(item)
    for items in strata.values():
        rng.shuffle(items)
        # spread over documents: first one claim of each document, then the seconds, ...
        rank: Counter[tuple[str, str]] = Counter()
        keyed = []
        for item in items:
            key = (item.source, item.bucket.url)
            keyed.append((rank[key], item))
            rank[key] += 1
        items[:] = [item for _, item in sorted(keyed, key=lambda pair: pair[0])]
    quota = dict.fromkeys(strata, 0)
    if "news" in strata:
        quota["news"] = min(news_min, len(strata["news"]), n)
    while sum(quota.values()) < n:
        open_strata = [s for s in sorted(strata) if quota[s] < len(strata[s])]
        if not open_strata:
            break
        smallest = min(open_strata, key=lambda s: quota[s])
        quota[smallest] += 1
    picked = [item for name in sorted(strata) for item in strata[name][: quota[name]]]
    rng.shuffle(picked)
    return picked


def context(item: Sampled, sentences: int = 1) -> str:
    """The span with ``sentences`` sentences either side, the span in >>> <<<."""
    text, claim = item.text, item.claim
    if text is None or text[claim.span_start : claim.span_end] != claim.span:
        return f">>>{claim.span}<<<"
    parts = split_sentences(text)
    index = next((i for i, s in enumerate(parts) if s.end > claim.span_start), len(parts) - 1)
    last = next((i for i, s in enumerate(parts) if s.end >= claim.span_end), index)
    before = " ".join(s.text for s in parts[max(0, index - sentences) : index])
    after = " ".join(s.text for s in parts[last + 1 : last + 1 + sentences])
    flat = " ".join(f"{before} >>>{claim.span}<<< {after}".split())
    return flat


def print_claim(number: int, item: Sampled) -> None:
    """One claim as the reviewer reads it."""
    bucket, claim = item.bucket, item.claim
    print(f"[{number}] {claim.claim_id}  stratum={item.stratum}  source={item.source}")
    print(f"  url:     {bucket.url}")
    print(f"  title:   {bucket.title}  (published {bucket.published})")
    print(f"  claim:   {claim.text}")
    print(f"  span:    {' '.join(claim.span.split())}")
    print(f"  context: {context(item)}")
    print()


_STANDALONE_GATES = (
    "page_deixis",
    "unnamed_referent",
    "partial_name",
    "nonfactual",
    "unanchored_time",
    "compound",
    "definite_description",
    "unnamed_subject",
    "dangling_reference",
    "unresolved_pronoun",
    "relative_date",
    "weekday_unresolved",
    "undated_session",
    "short_name",
    "unidentified_description",
    "unbound_pronoun",
    "undated_event",
    "unspecific",
)
"""Drops of candidate sentences that read as prose but do not stand alone (the share of
these per page shows whether a page's zero yield is the gates' doing)."""
_FORM_DROPS = (
    "length",
    "fragment",
    "question",
    "first_person",
    "quotation",
    "caption",
    "slideshow_caption",
    "author_bio",
    "truncated",
    "no_verb",
    "page_furniture",
)
"""Drops of text that is no prose statement at all (menus, headings, quotes, questions)."""


def print_stats(all_buckets: list[ClaimBuckets]) -> None:
    """Per document: claims kept, the share of prose candidates dropped by the standalone
    gates, and drafts dropped by reason; then the totals and the per-site shares."""
    totals: Counter[str] = Counter()
    print(f"{'source':<44}{'kept':>6}{'gated':>7}  dropped by reason")
    for buckets in sorted(all_buckets, key=lambda b: b.graph_id):
        _, source = _stratum(buckets)
        for bucket in buckets.buckets:
            drops = {drop.reason: drop.count for drop in bucket.dropped}
            totals.update(drops)
            totals["kept"] += len(bucket.claims)
            shown = ", ".join(f"{k}={v}" for k, v in sorted(drops.items()) if v)
            where = f"{source} #{bucket.doc_id}"[:43]
            print(f"{where:<44}{len(bucket.claims):>6}{_gated(drops, len(bucket.claims)):>7}"
                  f"  {shown}")  # fmt: skip
        for skipped in buckets.skipped:
            where = f"{source} #{skipped.doc_id}"[:43]
            drops = {k: int(n) for n, k in _SKIP_DROP_RX.findall(skipped.reason)
                     if k != "proposed"}  # fmt: skip
            totals.update(drops)
            print(f"{where:<44}{0:>6}{_gated(drops, 0):>7}  skipped: {skipped.reason}")
    print("totals:", ", ".join(f"{k}={v}" for k, v in sorted(totals.items())))
    kept = totals.pop("kept", 0)  # no page kept a claim
    print(f"share of prose candidates dropped by the standalone gates: "
          f"{_gated(totals, kept)} (kept {kept})")  # fmt: skip


_SKIP_DROP_RX = re.compile(r"(\d+) ([a-z_]+)")
"""``dropped: 1 compound, 3 definite_description`` in a skipped document's reason."""


def _gated(drops: dict[str, int] | Counter[str], kept: int) -> str:
    """``gated / (gated + kept)`` as a percentage: of the sentences that are prose (not a
    heading, quote, question or menu), the share the standalone gates refused."""
    gated = sum(drops.get(reason, 0) for reason in _STANDALONE_GATES)
    prose = gated + kept + sum(v for k, v in drops.items()
                               if k not in _STANDALONE_GATES and k not in _FORM_DROPS)  # fmt: skip
    return f"{100 * gated / prose:.0f}%" if prose else "-"


def main() -> int:
    """Parse the options, run the service, print the sample (or everything)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", default="all", help="saved pages: stems (parts), all, none")
    parser.add_argument(
        "--pages-dir",
        type=Path,
        action="append",
        help="folder of saved pages, repeatable (default: the data's html/)",
    )
    parser.add_argument("--hotpot", default="0:60", help="HotpotQA items A:B, or none")
    parser.add_argument("--hotpot-file", type=Path, help="HotpotQA-format file (default: sample)")
    parser.add_argument("--examples", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--n", type=int, default=40, help="claims to sample")
    parser.add_argument("--seed", type=int, default=1, help="sampling seed")
    parser.add_argument("--news-min", type=int, default=15, help="claims from news pages")
    parser.add_argument("--all", action="store_true", help="print every claim, no sampling")
    parser.add_argument("--stats", action="store_true", help="print drops by reason per document")
    args = parser.parse_args()
    configure_logging(Settings(log_level="ERROR"))
    with tempfile.TemporaryDirectory() as tmp:
        all_buckets, settings = asyncio.run(run_service(args, Path(tmp)))
        store = DocumentStore(settings.documents_path)
        try:
            claims = collect(all_buckets, store)
            chosen = claims if args.all else draw(claims, args.n, args.seed, args.news_min)
            by_stratum = Counter(item.stratum for item in chosen)
            print(f"{len(chosen)} of {len(claims)} claims from {len(all_buckets)} graphs "
                  f"(seed {args.seed}): {dict(sorted(by_stratum.items()))}\n")  # fmt: skip
            for number, item in enumerate(chosen, start=1):
                print_claim(number, item)
        finally:
            store.close()
    if args.stats:
        print_stats(all_buckets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
