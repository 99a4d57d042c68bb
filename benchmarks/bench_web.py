"""Document layer speed: HTML main-text extraction and document-store operations.

Extraction: pages/s of ``extract_html`` (trafilatura, with metadata and date search) over
the real pages in ``../shared/data/html/``, against a trivial baseline measured in the same
run (lxml parse, drop script/style, ``text_content()``); the ratio says what the
boilerplate removal and metadata cost over merely reading the text.

Store: put (new snapshot), put again (cache hit) and latest-by-URL ops/s of
``DocumentStore`` on a SQLite file, against plain sqlite3 INSERT/SELECT of (url, text) rows
with the same per-operation commits.
"""

from __future__ import annotations

import argparse
import sqlite3
import tempfile
import time
from pathlib import Path

import lxml.html  # type: ignore[import-untyped]

from benchmarks.shared_data import shared_data_dir
from shared.web import DocumentStore, DocumentText, extract_html


def baseline_text(html: str) -> str:
    """Trivial baseline: every text node outside scripts and styles."""
    tree = lxml.html.fromstring(html)
    for element in tree.xpath("//script|//style"):
        element.drop_tree()
    return str(tree.text_content())


def rate(count: int, seconds: float) -> float:
    """Operations per second."""
    return count / seconds if seconds > 0 else float("inf")


def bench_extraction(pages: list[str], rounds: int) -> dict[str, float]:
    """Wall-clock and CPU pages/s of extract_html and of the baseline, and text size."""
    chars = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(rounds):
        chars = sum(len(extract_html(page).text) for page in pages)
    ours_wall, ours_cpu = time.perf_counter() - wall, time.process_time() - cpu
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(rounds):
        for page in pages:
            baseline_text(page)
    base_wall, base_cpu = time.perf_counter() - wall, time.process_time() - cpu
    done = rounds * len(pages)
    return {
        "ours": rate(done, ours_wall),
        "ours_cpu": rate(done, ours_cpu),
        "base": rate(done, base_wall),
        "base_cpu": rate(done, base_cpu),
        "chars": float(chars),
    }


def bench_store(n: int, folder: Path) -> dict[str, float]:
    """ops/s of the store's put/put-again/latest and of the plain sqlite3 baseline."""
    docs = [
        DocumentText(f"https://example.org/{i}", f"Title {i}", f"Paragraph {i}. " * 60)
        for i in range(n)
    ]
    results: dict[str, float] = {}
    with DocumentStore(folder / "documents.db") as store:
        start = time.perf_counter()
        for doc in docs:
            store.put(doc, url=str(doc.url), origin="live")
        results["put_new"] = rate(n, time.perf_counter() - start)
        start = time.perf_counter()
        for doc in docs:
            assert store.put(doc, url=str(doc.url), origin="live").cache_hit
        results["put_hit"] = rate(n, time.perf_counter() - start)
        start = time.perf_counter()
        for doc in docs:
            assert store.latest(str(doc.url)) is not None
        results["latest"] = rate(n, time.perf_counter() - start)

    db = sqlite3.connect(str(folder / "baseline.db"), isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("CREATE TABLE pages (url TEXT PRIMARY KEY, text TEXT NOT NULL)")
    start = time.perf_counter()
    for doc in docs:
        db.execute("INSERT INTO pages VALUES (?, ?)", (doc.url, doc.text))
    results["base_put"] = rate(n, time.perf_counter() - start)
    start = time.perf_counter()
    for doc in docs:
        assert db.execute("SELECT text FROM pages WHERE url = ?", (doc.url,)).fetchone()
    results["base_get"] = rate(n, time.perf_counter() - start)
    db.close()
    return results


def main() -> None:
    """Run both benchmarks and print absolute figures and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke-test sizes")
    parser.add_argument("--data", help="shared data folder (default ../shared/data)")
    args = parser.parse_args()
    rounds, ops = (1, 200) if args.quick else (5, 3000)

    html_dir = shared_data_dir(args.data) / "html"
    files = sorted(html_dir.glob("*.html"))
    if files:
        pages = [path.read_text(encoding="utf-8", errors="replace") for path in files]
        size_kb = sum(len(page.encode()) for page in pages) / 1024
        got = bench_extraction(pages, rounds)
        print(f"extraction: {len(pages)} real pages ({size_kb:.0f} KB), {rounds} round(s)")
        print(
            f"  extract_html (trafilatura)   {got['ours']:8.1f} pages/s wall, "
            f"{got['ours_cpu']:6.1f} per CPU-s  ({got['chars']:.0f} chars of main text)"
        )
        print(
            f"  baseline lxml text_content   {got['base']:8.1f} pages/s wall, "
            f"{got['base_cpu']:6.1f} per CPU-s"
        )
        print(f"  ratio extract/baseline        {got['ours'] / got['base']:8.3f}")
    else:
        print(f"extraction: skipped, no pages in {html_dir} (pass --data)")

    with tempfile.TemporaryDirectory() as tmp:
        store = bench_store(ops, Path(tmp))
    print(f"store: {ops} documents of ~1 KB on SQLite (WAL)")
    print(f"  put new snapshot             {store['put_new']:8.0f} ops/s")
    print(f"  put unchanged (cache hit)    {store['put_hit']:8.0f} ops/s")
    print(f"  latest by URL                {store['latest']:8.0f} ops/s")
    print(f"  baseline sqlite3 INSERT      {store['base_put']:8.0f} ops/s")
    print(f"  baseline sqlite3 SELECT      {store['base_get']:8.0f} ops/s")
    print(f"  ratio put/baseline            {store['put_new'] / store['base_put']:8.3f}")
    print(f"  ratio latest/baseline         {store['latest'] / store['base_get']:8.3f}")


if __name__ == "__main__":
    main()
