"""One long flag shown with two subcommands on two pages: 'Do both A and B accept --X?'."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.shared_flags import invocations, shared_flag_questions

_PAGE = """# {title}

{prose}

```bash
{lines}
```
"""


def _write(tmp_path: Path, pages: dict[str, tuple[str, str, str]]) -> Path:
    for name, (title, prose, lines) in pages.items():
        (tmp_path / name).write_text(_PAGE.format(title=title, prose=prose, lines=lines))
    return tmp_path


_BASE = {
    "bump.md": ("Bump", "Bump the version.", "cz bump --extra key=value\ncz bump --yes"),
    "changelog.md": ("Changelog", "Write the changelog.",
                     "cz changelog 0.3.0 --extra key=value\ncz changelog --help"),
    "commit.md": ("Commit", "Write a commit.", "cz c --dry-run\ncz commit --help"),
    "check.md": ("Check", "Check a message.", "cz check --help"),
}


def test_two_pages_each_showing_one_command_give_one_question(tmp_path: Path) -> None:
    """--extra with cz bump on one page and cz changelog on another: one 'Yes' question
    citing both lines; --help (every command takes it) is counted, not asked."""
    kb = load_kb(_write(tmp_path, _BASE))
    skips: Counter[str] = Counter()
    found = shared_flag_questions(kb, skips)
    assert [c.query for c in found] == [
        "Do both cz bump and cz changelog accept the --extra option?"]
    assert found[0].ground_truth == (
        "Yes: both do (cz bump --extra key=value on the Bump page; cz changelog 0.3.0 "
        "--extra key=value on the Changelog page).")
    assert found[0].subtype == "comparative"
    assert skips["comparative:a flag every command takes"] == 1


def test_alias_and_nested_commands_are_not_read(tmp_path: Path) -> None:
    """'cz c' (an alias: 'cz commit' begins with it) and 'cz add requests --dev' (a word after
    the subcommand: a nested command or an argument) give no invocation."""
    pages = dict(_BASE)
    pages["add.md"] = ("Add", "Add a package.", "cz add requests --dev")
    kb = load_kb(_write(tmp_path, pages))
    commands = {(i.command, i.flag) for i in invocations(kb)}
    assert ("cz c", "--dry-run") not in commands
    assert ("cz add", "--dev") not in commands
    assert ("cz bump", "--extra") in commands


def test_a_page_running_both_commands_is_skipped(tmp_path: Path) -> None:
    """When one page shows both commands with the flag, it answers alone: no question."""
    pages = dict(_BASE)
    pages["bump.md"] = ("Bump", "Bump the version.",
                        "cz bump --extra key=value\ncz changelog --extra a=b")
    kb = load_kb(_write(tmp_path, pages))
    skips: Counter[str] = Counter()
    assert shared_flag_questions(kb, skips) == []
    assert skips["comparative:one page shows both commands with the flag"] == 1


def test_prose_naming_both_commands_answers_alone(tmp_path: Path) -> None:
    """A section saying 'cz bump and cz changelog both take --extra' answers alone."""
    pages = dict(_BASE)
    pages["faq.md"] = ("FAQ", "Both cz bump and cz changelog take --extra.", "cz check <msg>")
    kb = load_kb(_write(tmp_path, pages))
    skips: Counter[str] = Counter()
    assert shared_flag_questions(kb, skips) == []
    assert skips["comparative:one page answers alone (faq.md)"] == 1


def test_a_reference_serving_both_actions_answers_alone(tmp_path: Path) -> None:
    """A setting's reference listing the flag above 'When bumping or writing a changelog …'
    serves both commands: skipped; one naming 'python' (not the flag --extra) does not."""
    pages = dict(_BASE)
    pages["settings.md"] = ("Settings", "## extra\n\n- CLI flags: `--extra`\n\nWhen bumping or "
                            "writing the changelog, pass extra template variables.",
                            "cz check <msg>")
    kb = load_kb(_write(tmp_path, pages))
    skips: Counter[str] = Counter()
    assert shared_flag_questions(kb, skips) == []
    assert skips["comparative:one page answers alone (settings.md)"] == 1
    pages["settings.md"] = ("Settings", "## extra\n\nThe extra words of python: bumping the "
                            "changelog.", "cz check <msg>")
    kb = load_kb(_write(tmp_path, pages))
    assert [c.query for c in shared_flag_questions(kb, Counter())] == [
        "Do both cz bump and cz changelog accept the --extra option?"]
