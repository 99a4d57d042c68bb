"""Gold-set ingestion and generation speed on a 200-page PDF built from the sample PDF.

The sample Federal Register PDF (15 pages) is repeated into a 200-page PDF in a temporary
folder with pypdfium2 (never committed). Printed: ingestion pages/s of
``shared.longdoc.load_document`` (columns, tables, figures, chunks) and, in the same run,
pdfplumber's raw ``extract_text`` pages/s as the baseline, with their ratio; rule-engine
items/s of ``build_gold`` (facts, candidates, checks, selection) on the parsed document;
the peak RSS of a whole ``gold build`` (parse + build) measured in a child process of its
own (``VmHWM``, which an exec resets, unlike ``ru_maxrss``), so neither the baseline's pages
nor the PDF assembly count, against the peak RSS of the baseline's text extraction in
another child. ``--quick`` uses 30 pages and 50 items.

Run: ``.venv/bin/python benchmarks/bench_gold.py [--quick]``
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pdfplumber
import pypdfium2

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.gold.build import build_gold
from services.gold.mix import load_mix
from shared.longdoc import load_document

SAMPLE = Path(os.environ.get("DYNEVAL_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared"
                             / "data")) / "pdf" / "federal-register-2020-17221.pdf"  # fmt: skip


def build_pdf(pages: int, folder: Path) -> Path:
    """A ``pages``-page PDF made of repeated copies of the sample."""
    source = pypdfium2.PdfDocument(str(SAMPLE))
    out = pypdfium2.PdfDocument.new()
    n = len(source)
    while len(out) < pages:
        take = min(n, pages - len(out))
        out.import_pages(source, list(range(take)))
    path = folder / f"sample-{pages}.pdf"
    out.save(str(path))
    return path


def raw_pages_per_s(path: Path) -> tuple[float, int]:
    start = time.perf_counter()
    with pdfplumber.open(path) as pdf:
        chars = 0
        for page in pdf.pages:
            chars += len(page.extract_text() or "")
            page.flush_cache()
        n = len(pdf.pages)
    return n / (time.perf_counter() - start), chars


_CHILD = """
import asyncio, resource, sys
sys.path.insert(0, {repo!r})
if {which!r} == "gold":
    from services.gold.build import build_gold
    from services.gold.mix import load_mix
    asyncio.run(build_gold(__import__("pathlib").Path({path!r}), count={count}, mix=load_mix(None),
                           seed=0))
else:
    import pdfplumber
    with pdfplumber.open({path!r}) as pdf:
        for page in pdf.pages:
            page.extract_text()
            page.flush_cache()
status = open("/proc/self/status").read().split("VmHWM:")
print(int(status[1].split()[0]) if len(status) > 1 else
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def child_peak_mb(which: str, path: Path, count: int) -> float:
    """Peak RSS (MB) of a fresh interpreter running ``gold`` build or the ``baseline``."""
    code = _CHILD.format(repo=str(Path(__file__).resolve().parents[1]), which=which,
                         path=str(path), count=count)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True).stdout
    return int(out.strip().splitlines()[-1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="30 pages, 50 items")
    args = parser.parse_args()
    if not SAMPLE.is_file():
        print(f"skip: {SAMPLE} not found (set DYNEVAL_SHARED_DATA)")
        return
    pages = 30 if args.quick else 200
    count = 50 if args.quick else 200
    with tempfile.TemporaryDirectory() as tmp:
        path = build_pdf(pages, Path(tmp))
        baseline, _chars = raw_pages_per_s(path)
        start = time.perf_counter()
        doc = load_document(path)
        ingest = doc.n_pages / (time.perf_counter() - start)
        start = time.perf_counter()
        result = asyncio.run(build_gold(doc, count=count, mix=load_mix(None), seed=0))
        gen_s = time.perf_counter() - start
        gold_mb = child_peak_mb("gold", path, count)
        base_mb = child_peak_mb("baseline", path, count)
    tables = sum(1 for c in doc.chunks if c.kind == "table")
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"document: {doc.n_pages} pages, {len(doc.chunks)} chunks ({tables} tables)")
    print(f"ingestion (longdoc): {ingest:8.1f} pages/s")
    print(f"baseline (pdfplumber extract_text): {baseline:8.1f} pages/s")
    print(f"ratio ingestion/baseline: {ingest / baseline:.2f}x")
    print(f"rule engine: {len(result.items)} items from {result.n_candidates} candidates, "
          f"{result.n_facts} facts in {gen_s:.2f} s = {len(result.items) / gen_s:.1f} items/s "
          f"({result.n_candidates / gen_s:.1f} candidates/s)")
    print(f"peak RSS of this process (baseline + parse + build): {peak_mb:.0f} MB")
    print(f"peak RSS of a gold build alone (child process): {gold_mb:.0f} MB; of pdfplumber's "
          f"text extraction alone: {base_mb:.0f} MB; ratio {gold_mb / base_mb:.2f}x")


if __name__ == "__main__":
    main()
