"""What the web loader reads from saved pages: publication date and main text, per page.

For every ``*.html`` in the ``--pages-dir`` folders (default ``../shared/data/html``) it runs
``shared.web.extract.extract_html`` (the loader the claims and gold services use) and prints
the page's date, where the date came from, the unreadable publication values, the text's
length in characters and blocks, and its first and last words, so a reader can check that
the text is the article and the date the one the page prints.

``--truth FILE`` (JSON ``{"<file stem>": "YYYY-MM-DD" | "None" | "A|B", ...}``, written by
hand after reading each page; "A|B" accepts either day) adds a verdict per page and the
totals: dated right / wrong / missing, and undated pages kept undated. ``--split`` reports
the totals for two halves (the even- and odd-numbered files of each folder, in name order)
so a rule tuned on one half is checked on the other.

Example::

    PYTHONPATH=. .venv/bin/python benchmarks/survey_pages.py --pages-dir ../shared/data/html
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter
from pathlib import Path

import lxml.html  # type: ignore[import-untyped]

from benchmarks.shared_data import shared_data_dir
from shared.errors import InputError
from shared.text.pubdate import read_date
from shared.web.extract import extract_html


def _verdict(found: str | None, truth: str | None) -> str:
    if truth is None:
        return ""
    accepted = truth.split("|")
    if truth == "None":
        return "undated-ok" if found is None else "undated-WRONG"
    if found is None:
        return "MISSING"
    return "right" if found in accepted else "WRONG"


def survey(folders: list[Path], truth: dict[str, str], split: bool) -> Counter[str]:
    """Print one line per page; the verdict counts (per half when ``split``)."""
    totals: Counter[str] = Counter()
    for folder in folders:
        for index, path in enumerate(sorted(folder.glob("*.html"))):
            raw = path.read_bytes()
            try:
                document = extract_html(raw, url=path.name)
                text, day = document.text, document.date
            except InputError as exc:
                text, day = f"(no text: {exc})", None
            reading = read_date(lxml.html.fromstring(raw))
            verdict = _verdict(day, truth.get(path.stem))
            half = ("even" if index % 2 == 0 else "odd") if split else "all"
            if verdict:
                totals[f"{half} {verdict}"] += 1
            print(f"{path.stem[:44]:44} {day or '-':10} {reading.source:6} {len(text):6d} ch "
                  f"{text.count(chr(10) * 2) + 1:3d} bl {verdict:13} {text[:50]!r} … "
                  f"{text[-40:]!r}" + (f" unreadable={list(reading.unreadable)}"
                                       if reading.unreadable else ""))  # fmt: skip
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages-dir", type=Path, action="append",
                        help="folder of saved *.html pages (repeatable)")  # fmt: skip
    parser.add_argument("--truth", type=Path, help="JSON of the date read on each page")
    parser.add_argument("--split", action="store_true", help="totals per half (even/odd)")
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # trafilatura's per-page warnings
    folders = args.pages_dir or [shared_data_dir() / "html"]
    truth = json.loads(args.truth.read_text("utf-8")) if args.truth else {}
    totals = survey(folders, truth, args.split)
    if totals:
        print("\n" + ", ".join(f"{key}: {value}" for key, value in sorted(totals.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
