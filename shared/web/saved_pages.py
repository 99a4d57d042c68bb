"""A local folder of saved pages, looked up by URL (the ``pages_dir`` setting).

Mapping, first match wins:

1. ``index.json`` in the folder: a JSON object ``{"<url>": "<file path relative to the
   folder>", ...}``. The URL is tried as given, without its ``#fragment``, and with its
   trailing slash added or removed.
2. A file named by :func:`url_slug`: ``<slug>.html``, ``<slug>.htm`` or ``<slug>.txt``.
   The slug drops the scheme and fragment, lowercases the host and replaces every run of
   characters outside ``A-Z a-z 0-9 . _ -`` by ``_``; slugs over 120 characters are cut
   to 100 and end in ``-`` plus 16 hex digits of the URL's SHA-256.
   ``https://en.wikipedia.org/wiki/Mozilla`` -> ``en.wikipedia.org_wiki_Mozilla.html``.

``.txt`` files are plain text; every other file is HTML whose main text is extracted.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from shared.web.errors import SavedPagesError

__all__ = ["INDEX_FILE", "SavedPages", "url_slug"]

INDEX_FILE = "index.json"
_SUFFIXES = (".html", ".htm", ".txt")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_MAX_SLUG = 120


def url_slug(url: str) -> str:
    """The file-name stem a saved copy of ``url`` may use (see module docstring)."""
    without_fragment = url.split("#", 1)[0].strip()
    rest = re.sub(r"^[A-Za-z][A-Za-z0-9+.-]*://", "", without_fragment)
    host, sep, path = rest.partition("/")
    slug = _UNSAFE.sub("_", host.lower() + sep + path).strip("_.")
    if len(slug) > _MAX_SLUG:
        digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]
        slug = f"{slug[:100]}-{digest}"
    return slug or hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]


def _variants(url: str) -> list[str]:
    base = url.split("#", 1)[0]
    toggled = base[:-1] if base.endswith("/") else base + "/"
    return list(dict.fromkeys((url, base, toggled)))


class SavedPages:
    """Finds the saved file for a URL in one folder."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder.expanduser().resolve()
        if not self._folder.is_dir():
            raise SavedPagesError(
                f"pages_dir {folder} is not a folder",
                hint="create it, or unset pages_dir to skip saved pages",
            )
        self._index = self._load_index()

    @property
    def folder(self) -> Path:
        """The folder searched."""
        return self._folder

    def _load_index(self) -> dict[str, Path]:
        path = self._folder / INDEX_FILE
        if not path.exists():
            return {}
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise SavedPagesError(
                f"{path} is not readable JSON: {exc}",
                hint='write it as {"https://example.org/page": "page.html", ...}',
            ) from exc
        if not isinstance(raw, dict):
            raise SavedPagesError(
                f"{path} must hold a JSON object mapping URLs to files, not {type(raw).__name__}",
                hint='write it as {"https://example.org/page": "page.html", ...}',
            )
        index: dict[str, Path] = {}
        for url, name in raw.items():
            if not isinstance(name, str) or not name:
                raise SavedPagesError(
                    f"{path}: the file for {url!r} must be a non-empty string, not {name!r}",
                    hint="give a file path relative to pages_dir",
                )
            target = (self._folder / name).resolve()
            if not target.is_relative_to(self._folder):
                raise SavedPagesError(
                    f"{path}: the file for {url!r} ({name!r}) lies outside {self._folder}",
                    hint="keep saved pages inside pages_dir",
                )
            index[url] = target
        return index

    def find(self, url: str) -> Path | None:
        """The saved file for ``url``, or ``None`` when the folder has none."""
        for variant in _variants(url):
            target = self._index.get(variant)
            if target is not None:
                return target
        stem = url_slug(url)
        for suffix in _SUFFIXES:
            candidate = self._folder / f"{stem}{suffix}"
            if candidate.is_file():
                return candidate
        return None
