"""Two plugin pages stating the same option's default, compared in one question."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.default_comparisons import default_comparisons
from shared.kb.multihop import answered_by_one, needs_both

_PAGE = """# {title}

This plugin is loaded from a Python file of your project.

## Options

| Option | Default | Description |
| --- | --- | --- |
| `path` | `{default}` | The path of the Python file {where} |
"""


def _write(tmp_path: Path, pages: dict[str, tuple[str, str, str]]) -> Path:
    for name, (title, default, where) in pages.items():
        (tmp_path / name).write_text(_PAGE.format(title=title, default=default, where=where))
    return tmp_path


def test_two_pages_with_different_defaults_give_one_comparison(tmp_path: Path) -> None:
    """The build hook's path (hatch_build.py) and the collector's (hatch_plugins.py):
    'No', both values, both pages needed, no page answering alone."""
    kb = load_kb(_write(tmp_path, {
        "build-hook.md": ("Custom build hook", "hatch_build.py", "holding the hook"),
        "collector.md": ("Custom environment collector", "hatch_plugins.py",
                         "holding the collector"),
    }))
    found = default_comparisons(kb, Counter())
    assert [c.query for c in found] == [
        "Does the path option default to the same value for the Custom build hook as for "
        "the Custom environment collector?"]
    candidate = found[0]
    assert candidate.ground_truth.startswith("No: the Custom build hook's path defaults to "
                                             "hatch_build.py, the Custom environment "
                                             "collector's to hatch_plugins.py")
    assert candidate.subtype == "comparative"
    a, b = (kb.page(ref) for ref in candidate.refs)
    assert needs_both(candidate, a, b)
    assert answered_by_one(candidate, tuple(kb.current_pages()), RuleJudge()) is None


def test_an_option_is_compared_once(tmp_path: Path) -> None:
    """Three pages: one question for path, the second differing pair counted, the pair
    with the same default counted under its own reason."""
    kb = load_kb(_write(tmp_path, {
        "builder.md": ("Custom builder", "hatch_build.py", "holding the builder"),
        "collector.md": ("Custom environment collector", "hatch_plugins.py",
                         "holding the collector"),
        "metadata.md": ("Custom metadata hook", "hatch_build.py", "holding the builder"),
    }))
    skipped: Counter[str] = Counter()
    found = default_comparisons(kb, skipped)
    assert len(found) == 1
    assert skipped["comparative:same default on both pages"] == 1
    assert skipped["comparative:option already compared on another pair of pages"] == 1


def test_a_versioned_page_is_asked_about_its_current_version(tmp_path: Path) -> None:
    """A page with an older version in the KB: the question says 'In the current
    version'; the older page itself is not compared."""
    kb = load_kb(_write(tmp_path, {
        "wheel-v1.md": ("Wheel builder", "2.1", "of the wheel"),
        "wheel-v2.md": ("Wheel builder", "2.3", "of the wheel"),
        "sdist.md": ("Source distribution builder", "2.4", "of the sdist"),
    }))
    found = default_comparisons(kb, Counter())
    assert [c.query for c in found] == [
        "In the current version, does the path option default to the same value for the "
        "Source distribution builder as for the Wheel builder?"]
    assert "2.3" in found[0].ground_truth and "2.1" not in found[0].ground_truth


def test_the_same_default_on_both_pages_is_not_asked(tmp_path: Path) -> None:
    """Both pages give hatch_build.py: a 'Yes' either page alone holds, skipped and
    counted under its own reason."""
    kb = load_kb(_write(tmp_path, {
        "builder.md": ("Custom builder", "hatch_build.py", "holding the builder"),
        "hook.md": ("Custom build hook", "hatch_build.py", "holding the hook"),
    }))
    skipped: Counter[str] = Counter()
    assert default_comparisons(kb, skipped) == []
    assert skipped == Counter({"comparative:same default on both pages": 1})
