"""A default a page states but the KB's changelog says was changed later is not asked."""

from __future__ import annotations

from pathlib import Path
from random import Random

import pytest

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.changelog import later_change
from shared.kb.direct import direct_candidates

WHEEL = """# Wheel builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `core-metadata-version` | `"2.4"` | The version of core metadata to use |
| `macos-max-compat` | `false` | Whether or not to target macOS 10.x compatibility |
| `strict-naming` | `true` | Whether or not file names should contain the normalized name |
"""

SETTINGS = """# Settings

## Server

* `--port <int>` - Bind to a socket with this port. **Default:** *8000*.
* `--ws-max-size <int>` - Set the WebSockets max message size. **Default:** *16777216* (16 MB).
* `--backlog <int>` - Maximum number of connections to hold in backlog. **Default:** *2048*.
"""


def _kb(tmp_path: Path, *entries: str) -> Path:
    (tmp_path / "wheel.md").write_text(WHEEL, encoding="utf-8")
    (tmp_path / "settings.md").write_text(SETTINGS, encoding="utf-8")
    (tmp_path / "history").mkdir()
    lines = "\n".join(f"- {entry}" for entry in entries)
    (tmp_path / "history" / "changelog.md").write_text(
        f"# History\n\n## Unreleased\n\n{lines}\n\n## 1.0.0\n\n- First release of the tool\n",
        encoding="utf-8")
    return tmp_path


def _asked(kb_dir: Path) -> tuple[dict[str, str], KbContext]:
    kb = load_kb(kb_dir)
    context = KbContext.build(kb)
    asked: dict[str, str] = {}
    for ref in ("wheel.md", "settings.md"):
        for candidates in direct_candidates(kb.page(ref), context, Random(0)).values():
            asked.update({c.query: c.ground_truth for c in candidates})
    return asked, context


def test_a_later_change_in_the_changelog_refuses_the_default_question(tmp_path: Path) -> None:
    """'Bump default core metadata version to 2.5' refuses the table's 2.4 (counted); a
    default the changelog restates in other words ('now disabled', '16MB') is still asked."""
    asked, context = _asked(_kb(
        tmp_path, "Bump default core metadata version to 2.5",
        "The macos-max-compat option for the wheel target is now disabled by default",
        "Defaults ws max_size on server to 16MB (#995)",
        "Change the default `--port` to 9000",
        "The --backlog setting now defaults to the value of the BACKLOG variable"))
    assert not any("core-metadata-version" in q for q in asked if "default" in q)
    assert not any("--port" in q for q in asked if "default" in q)
    assert asked["What is the default value of the macos-max-compat option?"] == "false"
    assert any("--ws-max-size" in q and "16777216" in a for q, a in asked.items())
    assert any("--backlog" in q and a.startswith("2048") for q, a in asked.items())
    refused = sum(n for reason, n in context.skipped.items()
                  if reason.endswith("changelog_states_a_later_default"))
    assert refused == 2


def test_a_changelog_that_agrees_keeps_the_question(tmp_path: Path) -> None:
    """The newest entry naming the default decides: 'kept at 2.4' after an older bump
    agrees with the page, so the question is asked."""
    asked, context = _asked(_kb(
        tmp_path, "Default core metadata version kept at 2.4 until more tools support 2.5",
        "Bump default core metadata version to 2.5"))
    assert asked["What is the default value of the core-metadata-version option?"] == "2.4"
    assert not any(r.endswith("changelog_states_a_later_default") for r in context.skipped
                   if context.skipped[r])


@pytest.mark.parametrize(("thing", "value", "contradicted"), [
    ("core-metadata-version", "2.4", True),
    ("core-metadata-version", "2.5", False),
    ("strict-naming", "true", False),
    ("--port", "8000", True),
    ("--port", "9000", False),
    ("port", "8000", False),
])
def test_later_change_names_the_entry(tmp_path: Path, thing: str, value: str,
                                      contradicted: bool) -> None:
    """later_change returns the contradicting entry; a one-word name counts only written as
    a flag ('--port'), never as a plain word ('the port')."""
    kb = load_kb(_kb(tmp_path, "Bump default core metadata version to 2.5",
                     "Change the default `--port` to 9000",
                     "Naming is strict by default for the port to 10 wheels"))
    found = later_change(kb, thing, value)
    assert (found is not None) is contradicted
    if found is not None:
        assert thing.replace("-", " ").strip() in found
