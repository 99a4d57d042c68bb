"""Links between KB pages, however a docs site writes them.

Docs projects link pages in several ways; all of them should join two pages of the KB:

- plain Markdown: ``[text](other.md#anchor)``, ``[text](../user-guide/x.md)``;
- MkDocs and site-relative URLs: ``[text](../quickstart/)``, ``[text](/docs/cli)``;
- reference style: ``[text][ref]`` or ``[text][]`` with a ``[ref]: path.md`` line;
- Hugo shortcodes: ``[text]({{< relref "cli#add" >}})`` (Hugo finds the page by name).

:func:`inline_links` rewrites the last two into plain inline links before a page is
parsed (and drops the ``[ref]: …`` definition lines, which are not prose);
:func:`resolve_link` maps a link target to a page of the KB, or ``None`` when the target
is outside the KB (a website, an image, an anchor on the same page).
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Collection

from shared.kb.knowledge_base import split_version

__all__ = ["inline_links", "resolve_link"]

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_DEFINITION = re.compile(r"^\s{0,3}\[(?P<label>[^\]]+)\]:\s*<?(?P<target>[^\s>]+)>?"
                         r"(?:\s+[\"'(].*[\"')])?\s*$")
_REFERENCE = re.compile(r"(?<![!\]\\])\[(?P<text>[^\]]+)\]\[(?P<label>[^\]]*)\]")
_SHORTCODE = re.compile(r"\{\{[<%]\s*(?:rel)?ref\s+\"?(?P<target>[^\"\s>%]+)\"?\s*[>%]\}\}")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
_INDEX_NAMES = ("index.md", "_index.md", "README.md", "readme.md")


def _label(text: str) -> str:
    return " ".join(text.split()).lower()


def inline_links(source: str) -> str:
    """The page with reference-style links and Hugo ``relref`` shortcodes as inline links.

    ``[text][ref]`` + ``[ref]: x.md`` -> ``[text](x.md)`` (an unknown label is left as
    written); ``{{< relref "cli#add" >}}`` -> ``cli#add``; definition lines are removed.
    Fenced code is left untouched.
    """
    lines = source.splitlines()
    definitions: dict[str, str] = {}
    keep: list[bool] = []
    fence: str | None = None
    for line in lines:
        opened = _FENCE.match(line)
        if fence is not None:
            keep.append(True)
            if opened is not None and opened.group(1).startswith(fence):
                fence = None
            continue
        if opened is not None:
            fence = opened.group(1)
            keep.append(True)
            continue
        match = _DEFINITION.match(line)
        if match is not None:
            definitions.setdefault(_label(match.group("label")), match.group("target"))
            keep.append(False)
            continue
        keep.append(True)

    def reference(match: re.Match[str]) -> str:
        label = _label(match.group("label") or match.group("text"))
        target = definitions.get(label)
        return match.group(0) if target is None else f"[{match.group('text')}]({target})"

    out: list[str] = []
    fence = None
    for line, kept in zip(lines, keep, strict=True):
        if not kept:
            continue
        opened = _FENCE.match(line)
        if fence is not None or opened is not None:
            if fence is None and opened is not None:
                fence = opened.group(1)
            elif fence is not None and opened is not None and opened.group(1).startswith(fence):
                fence = None
            out.append(line)
            continue
        line = _SHORTCODE.sub(lambda m: m.group("target"), line)
        out.append(_REFERENCE.sub(reference, line))
    return "\n".join(out) + ("\n" if source.endswith("\n") else "")


def _newest(candidate: str, refs: Collection[str], by_base: dict[str, list[str]]) -> str | None:
    if candidate in refs:
        versions = by_base.get(split_version(candidate)[0])
        if versions and split_version(candidate)[1] is None:
            return versions[-1]
        return candidate
    versions = by_base.get(candidate)
    return versions[-1] if versions else None


def _forms(path: str) -> list[str]:
    """The page files a URL-ish path may name: ``x.md``, ``x`` -> ``x.md``, ``x/`` -> index."""
    path = path.strip("/")
    if not path or path == ".":
        return list(_INDEX_NAMES)
    if path.endswith(".md"):
        return [path]
    if posixpath.splitext(path)[1]:  # an image, a PDF, an .html page outside the KB
        return []
    return [f"{path}.md", *(f"{path}/{name}" for name in _INDEX_NAMES)]


def resolve_link(ref: str, target: str, refs: Collection[str]) -> str | None:
    """The KB page that ``target``, written on page ``ref``, points at; None when outside.

    Tried in order: relative to the page's folder; relative to the page as a directory
    (MkDocs serves ``a/b.md`` at ``a/b/``, so ``../c/`` there means ``a/c``); from the KB
    root; then, as Hugo does, the one page whose file name matches. A link to a versioned
    page's plain name (``cli.md`` when the KB holds ``cli-v1.md`` and ``cli-v2.md``) is the
    newest version. A link to the page itself is None.
    """
    path = target.strip().split("#", 1)[0].split("?", 1)[0]
    if not path or _SCHEME.match(path) or path.startswith("//"):
        return None
    by_base: dict[str, list[str]] = {}
    for name in sorted(refs, key=lambda r: (split_version(r)[1] or 0, r)):
        base, version = split_version(name)
        if version is not None:
            by_base.setdefault(base, []).append(name)
    folder = posixpath.dirname(ref)
    own = posixpath.splitext(ref)[0]
    starts = ["", folder] if path.startswith("/") else [folder, own, ""]
    for start in starts:
        joined = posixpath.normpath(posixpath.join(start, path.lstrip("/")))
        if joined.startswith(".."):
            continue
        for form in _forms(joined):
            found = _newest(form, refs, by_base)
            if found is not None:
                return None if found == ref else found
    stem = posixpath.basename(path.rstrip("/")).removesuffix(".md")
    if not stem or stem in {".", ".."}:
        return None
    named = sorted({_newest(r, refs, by_base) or r for r in refs
                    if posixpath.basename(split_version(r)[0]).removesuffix(".md") == stem})
    if len(named) == 1:
        return None if named[0] == ref else named[0]
    return None
