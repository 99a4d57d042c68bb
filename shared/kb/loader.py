"""Load a knowledge base from ``structure.json`` + pages, or from a plain folder.

Structure file (``KB_DIR/structure.json`` or, as the SRS lays it out,
``KB_DIR/data/structure.json`` with the pages in ``KB_DIR``)::

    {
      "name": "Harbor & Pine Help Center",          // optional
      "pages": [
        {
          "file": "returns-policy-v2.md",            // path relative to the KB root
          "title": "Returns Policy",                 // optional: defaults to the first # heading
          "category": "returns_refunds",             // optional: the folder, else "general"
          "links": ["refunds.md"],                   // optional: the page's markdown links
          "version": 2                               // optional: defaults to the -vN suffix
        }
      ]
    }

Plain folder (no structure file): every ``*.md`` below KB_DIR is a page; its category
is its first folder (``shipping/rates.md`` -> ``shipping``, top-level pages ->
``general``), its links are its links to other pages of the KB (inline, reference-style,
MkDocs-style or Hugo ``relref``; see :mod:`shared.kb.links`) and its version is the ``-vN`` suffix.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Collection, Sequence
from fnmatch import fnmatchcase
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.errors import ConfigError, InputError, NotFoundError
from shared.kb.knowledge_base import KnowledgeBase, Page, split_version
from shared.kb.links import inline_links, resolve_link
from shared.kb.markdown import ParsedPage, parse_markdown

__all__ = ["DEFAULT_CATEGORY", "StructureFile", "StructurePage", "find_structure", "load_kb"]

DEFAULT_CATEGORY = "general"
"""Category of top-level pages of a plain folder."""


class StructurePage(BaseModel):
    """One page entry of ``structure.json``."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    file: str = Field(min_length=1)
    """Path of the markdown file relative to the KB root."""
    title: str | None = None
    """Page title; the first ``#`` heading when absent."""
    category: str | None = None
    """Topic category; the first folder of ``file`` (else ``general``) when absent."""
    links: list[str] | None = None
    """Refs of the pages this page links to; its markdown links when absent."""
    version: int | None = Field(default=None, ge=1)
    """Version number; the ``-vN`` suffix of the file name when absent."""


class StructureFile(BaseModel):
    """The whole ``structure.json``."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    name: str = "knowledge base"
    """Name of the knowledge base."""
    pages: list[StructurePage] = Field(min_length=1)
    """Every page of the KB."""


def find_structure(kb_dir: Path) -> Path | None:
    """The structure file of ``kb_dir``: ``structure.json`` or ``data/structure.json``."""
    for candidate in (kb_dir / "structure.json", kb_dir / "data" / "structure.json"):
        if candidate.is_file():
            return candidate
    return None


def excluded(ref: str, patterns: Sequence[str]) -> bool:
    """Whether the page ``ref`` (relative to the KB folder) matches one of ``patterns``: a
    glob over the page path (``changelog.md``, ``blog/*``, ``*/archive/*``) or a folder
    name, which excludes every page under it (``blog`` is ``blog/*``)."""
    return any(fnmatchcase(ref, pattern.strip("/")) or
               fnmatchcase(ref, pattern.strip("/") + "/*") for pattern in patterns)


def load_kb(path: Path, exclude: Sequence[str] = ()) -> KnowledgeBase:
    """Load the KB at ``path``: a folder (with or without a structure file) or the file itself.
    ``exclude`` leaves out the pages of a plain folder that match (:func:`excluded`)."""
    if path.is_file() and path.suffix == ".json":
        structure: Path | None = path
        root = path.parent.parent if path.parent.name == "data" else path.parent
    elif path.is_dir():
        structure = find_structure(path)
        root = path
    else:
        raise NotFoundError(
            f"knowledge base {str(path)!r} does not exist",
            hint="pass a folder of markdown pages or a structure.json file",
        )
    if structure is not None:
        if exclude:
            raise ConfigError(
                f"--exclude applies to a folder of pages, not to {str(structure)!r}",
                hint="remove the pages from structure.json instead",
            )
        return _load_structured(structure, root)
    return _load_folder(root, exclude)


def _read_page(root: Path, ref: str) -> tuple[str, Path]:
    file = root / ref
    if not file.is_file():
        raise InputError(
            f"page {ref!r} listed in the structure file is missing under {str(root)!r}",
            field="file",
            hint="fix the file path in structure.json or add the page",
        )
    try:
        return file.read_text(encoding="utf-8"), file
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            f"cannot read page {str(file)!r}: {exc}", hint="save the page as UTF-8 text"
        ) from exc


def _category_of(ref: str) -> str:
    parts = ref.split("/")
    return parts[0] if len(parts) > 1 else DEFAULT_CATEGORY


def _markdown_links(ref: str, parsed: ParsedPage, refs: Collection[str]) -> list[str]:
    """The KB pages ``ref`` links to, in order, each once (see :mod:`shared.kb.links`).

    A relative ``.md`` target that names no page is kept as written (joined to the page's
    folder) so that ``kb validate`` reports it as a broken link.
    """
    targets: list[str] = []
    for link in parsed.links:
        resolved = resolve_link(ref, link.target, refs)
        path = link.target.split("#", 1)[0]
        if resolved is None and path.endswith(".md") and "://" not in path:
            resolved = posixpath.normpath(posixpath.join(posixpath.dirname(ref), path))
        if resolved is not None and resolved != ref and resolved not in targets:
            targets.append(resolved)
    return targets


def _finish(name: str, pages: list[Page]) -> KnowledgeBase:
    by_ref = {page.ref: page for page in pages}
    newest: dict[str, int] = {}
    for page in pages:
        if page.version is not None:
            newest[page.base] = max(newest.get(page.base, 0), page.version)
    finished: dict[str, Page] = {}
    for page in pages:
        outdated = page.ref.lower().endswith("-v1.md") or (
            page.version is not None and page.version < newest[page.base]
        )
        finished[page.ref] = Page(
            ref=page.ref,
            title=page.title,
            category=page.category,
            links=page.links,
            version=page.version,
            parsed=page.parsed,
            outdated=outdated,
        )
    broken = [(page.ref, target) for page in pages for target in page.links if target not in by_ref]
    return KnowledgeBase(name=name, pages=dict(sorted(finished.items())), broken_links=broken)


def _load_structured(structure: Path, root: Path) -> KnowledgeBase:
    try:
        raw = json.loads(structure.read_text(encoding="utf-8"))
        spec = StructureFile.model_validate(raw)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(
            f"cannot read structure file {str(structure)!r}: {exc}",
            hint="write structure.json as UTF-8 JSON (see shared/kb/loader.py for the format)",
        ) from exc
    except ValidationError as exc:
        first = exc.errors()[0]
        location = ".".join(str(part) for part in first["loc"])
        raise InputError(
            f"structure file {str(structure)!r} is invalid: {first['msg']}",
            field=location,
            hint="each page needs a 'file'; see shared/kb/loader.py for the format",
        ) from exc
    pages: list[Page] = []
    seen: set[str] = set()
    refs = {posixpath.normpath(entry.file.replace("\\", "/")) for entry in spec.pages}
    for entry in spec.pages:
        ref = posixpath.normpath(entry.file.replace("\\", "/"))
        if ref in seen:
            raise InputError(
                f"page {ref!r} is listed twice in {str(structure)!r}",
                field="file",
                hint="list each page once",
            )
        seen.add(ref)
        source, _ = _read_page(root, ref)
        parsed = parse_markdown(inline_links(source),
                                default_title=Path(split_version(ref)[0]).stem)
        links = entry.links if entry.links is not None else _markdown_links(ref, parsed, refs)
        pages.append(
            Page(
                ref=ref,
                title=entry.title or parsed.title,
                category=entry.category or _category_of(ref),
                links=tuple(posixpath.normpath(link) for link in links),
                version=entry.version if entry.version is not None else split_version(ref)[1],
                parsed=parsed,
            )
        )
    return _finish(spec.name, pages)


def _load_folder(root: Path, exclude: Sequence[str] = ()) -> KnowledgeBase:
    files = sorted(path for path in root.rglob("*.md") if path.is_file())
    files = [path for path in files  # hidden folders inside the KB, never above its root
             if not any(p.startswith(".") for p in path.relative_to(root).parts)]
    found = len(files)
    files = [path for path in files
             if not excluded(path.relative_to(root).as_posix(), exclude)]
    if not files:
        raise NotFoundError(
            f"no structure.json and no markdown pages under {str(root)!r}"
            + (f" outside --exclude {' '.join(exclude)} ({found} excluded)" if found else ""),
            hint="point at a folder of .md pages or at a structure.json"
            + (" and exclude fewer pages" if found else ""),
        )
    refs = {file.relative_to(root).as_posix() for file in files}
    refs = {ref for ref in refs if ref.lower() != "readme.md"}
    pages: list[Page] = []
    for file in files:
        ref = file.relative_to(root).as_posix()
        if ref.lower() == "readme.md":
            continue
        source, _ = _read_page(root, ref)
        stem = split_version(file.name)[0].removesuffix(".md")  # "middleware-v2" -> "middleware"
        parsed = parse_markdown(inline_links(source),
                                default_title=stem.replace("-", " ").title())
        pages.append(
            Page(
                ref=ref,
                title=parsed.title,
                category=_category_of(ref),
                links=tuple(_markdown_links(ref, parsed, refs)),
                version=split_version(ref)[1],
                parsed=parsed,
            )
        )
    return _finish(root.name, pages)
