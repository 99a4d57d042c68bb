"""Counterpart options (``dev.port`` / ``preview.port``) compared by their defaults across pages."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.counterpart_defaults import counterpart_defaults
from shared.kb.multihop import answered_by_one, needs_both

_DEV = """# Dev server options

Options of the development server.

## dev.port

- **Type:** `number`
- **Default:** `6060`

Specify the port the server listens on. If the port is taken, the next free one is used.

## dev.host

- **Type:** `string`
- **Default:** `'localhost'`

Specify which addresses the server should listen on.

## dev.open

- **Type:** `boolean`
- **Default:** `false`

Open the app in the browser on server start.
"""

_PREVIEW = """# Preview options

Options of the preview server that serves the built app.

## preview.port

- **Type:** `number`
- **Default:** `6161`

Specify the port the server listens on. If the port is taken, the next free one is used.

## preview.host

- **Type:** `string`
- **Default:** `dev.host`

Specify which addresses the server should listen on.

## preview.open

- **Type:** `boolean`
- **Default:** `false`

Open the app in the browser on server start.
"""

_SHARED = """# Shared options

Options every environment reads.

## resolve.fields

- **Type:** `string[]`
- **Default:** `['browser', 'module', 'main']`

List of fields in the manifest to try when resolving a package's entry file.

## bundle.target

- **Type:** `string`
- **Default:** `'es2020'`

Language level of the final bundle.

## bundle.minify

- **Type:** `boolean`
- **Default:** `true`

Minify the final bundle.
"""

_SERVER_RENDERING = """# Server rendering options

Options of the server-rendered build.

## ssr.resolve.fields

- **Type:** `string[]`
- **Default:** `['module', 'main']`

List of fields in the manifest to try when resolving a package's entry file.

## ssr.target

- **Type:** `string`
- **Default:** `'node'`

Runtime the rendered app is built for.

## ssr.noExternal

- **Type:** `boolean`
- **Default:** `false`

Bundle every dependency into the rendered app.
"""


def _kb(tmp_path: Path) -> Path:
    pages = {"dev-options.md": _DEV, "preview-options.md": _PREVIEW,
             "shared-options.md": _SHARED, "ssr-options.md": _SERVER_RENDERING}
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_counterpart_defaults_are_compared_across_their_pages(tmp_path: Path) -> None:
    """dev.port 6060 against preview.port 6161 (which is higher) and resolve.fields against
    ssr.resolve.fields (the one value only the first lists), each needing both pages."""
    kb = load_kb(_kb(tmp_path))
    skipped: Counter[str] = Counter()
    found = {c.query: c for c in counterpart_defaults(kb, skipped)}
    assert set(found) == {
        "Which has the higher default, dev.port or preview.port?",
        "Which value is in the default of resolve.fields but not in the default of "
        "ssr.resolve.fields?"}
    port = found["Which has the higher default, dev.port or preview.port?"]
    assert port.ground_truth == "preview.port (6161, against 6060)."
    fields = found["Which value is in the default of resolve.fields but not in the default of "
                   "ssr.resolve.fields?"]
    assert fields.ground_truth.startswith("'browser'")
    for made in found.values():
        a, b = (kb.page(ref) for ref in made.refs)
        assert needs_both(made, a, b)
        assert answered_by_one(made, tuple(kb.current_pages()), RuleJudge()) is None


def test_refused_counterparts_are_counted(tmp_path: Path) -> None:
    """A default naming the other option (preview.host -> dev.host), one default on both
    pages (dev.open, preview.open), and one key for two things (bundle.target is a language
    level, ssr.target a runtime) are not asked; each counted."""
    kb = load_kb(_kb(tmp_path))
    skipped: Counter[str] = Counter()
    queries = [c.query for c in counterpart_defaults(kb, skipped)]
    assert not any("host" in q or "open" in q or "target" in q for q in queries)
    assert skipped["comparative:counterpart default names another option"] == 1
    assert skipped["comparative:counterparts with one default"] == 1
    assert skipped["comparative:counterpart names, sections describe two things"] == 1
