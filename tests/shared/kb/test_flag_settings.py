"""A command's flag joined to the same-named setting of the configuration page."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.flag_settings import flag_sections, flag_setting_bridges
from shared.kb.multihop import answered_by_one, needs_both

_CHECK_V1 = """# Check

## Command Line Options

### `--allowed-prefixes`

If the commit message starts by some specific prefixes, `cz check` returns True.
By default, the following prefixes are allowed: `Merge`, `Revert` and `fixup!`.

```bash
cz check --message MESSAGE --allowed-prefixes 'Merge' 'Custom Prefix'
```
"""

_CHECK_V2 = """# Check

## Command Line Options

### `--allow-abort`

Empty commit messages typically instruct Git to abort a commit, so you can pass
`--allow-abort` to permit them.

```bash
cz check --message <message_to_be_checked> --allow-abort
```

### `--allowed-prefixes`

Skip validation for commit messages that start with the specified prefixes.

If not set, commit messages starting with the following prefixes are ignored by `cz check`:

- `Merge`
- `Revert`
- `fixup!`
- `amend!`

```bash
cz check --message <message_to_be_checked> --allowed-prefixes 'Merge' 'Custom Prefix'
```

### `--message-length-limit`

Restrict the length of the first line of the commit message.

```bash
cz check --message "docs: fix grammar" --message-length-limit 80
```

By default, the limit is set to `0`, which means no limit on the length.
"""

_CONFIG = """# Check Options

## `allow_abort`

- Type: `bool`
- Default: `False`

Disallow empty commit messages. Useful in CI.
{note}

## `allowed_prefixes`

- Type: `list`
- Default: `["Merge", "Revert", "fixup!"]`

List of prefixes that commitizen ignores when verifying messages.

## `message_length_limit`

- Type: `int`
- Default: `0`

Maximum length of the commit message.
"""


def _kb(tmp_path: Path, note: str = "", old: str = _CHECK_V1) -> Path:
    (tmp_path / "commands").mkdir()
    (tmp_path / "config").mkdir()
    (tmp_path / "commands" / "check-v1.md").write_text(old)
    (tmp_path / "commands" / "check-v2.md").write_text(_CHECK_V2)
    (tmp_path / "config" / "check.md").write_text(_CONFIG.format(note=note))
    return tmp_path


def test_flag_sections_read_the_flag_and_its_command(tmp_path: Path) -> None:
    """Each flag heading gives the flag, the command its example runs and its code-span list."""
    kb = load_kb(_kb(tmp_path))
    found = {f.flag: f for f in flag_sections(kb.page("commands/check-v2.md"))}
    assert sorted(found) == ["--allow-abort", "--allowed-prefixes", "--message-length-limit"]
    assert {f.command for f in found.values()} == {"cz check"}
    assert found["--allowed-prefixes"].items == ("Merge", "Revert", "fixup!", "amend!")


def test_flag_default_comes_from_the_setting_page(tmp_path: Path) -> None:
    """--allow-abort's default is only on the setting's page: one cross_category query that
    needs both pages; --message-length-limit states its own default and is not asked."""
    kb = load_kb(_kb(tmp_path))
    skips: Counter[str] = Counter()
    found = [c for c in flag_setting_bridges(kb, skips) if c.subtype == "cross_category"]
    assert [c.query for c in found] == [
        "What is the default value of the --allow-abort option of cz check?"]
    candidate = found[0]
    assert candidate.ground_truth.startswith("False: --allow-abort is the command-line form "
                                             "of the allow_abort setting")
    assert candidate.refs == ("commands/check-v2.md", "config/check.md")
    assert needs_both(candidate, kb.page("commands/check-v2.md"), kb.page("config/check.md"))
    judged = replace(candidate, answer_key=(*candidate.answer_key, "--allow-abort", "cz check"))
    assert answered_by_one(judged, tuple(kb.current_pages()), RuleJudge()) is None
    assert skips["cross_category:flag's own section speaks of a default"] == 1


def test_a_setting_naming_its_flag_answers_alone(tmp_path: Path) -> None:
    """When the setting's section names the flag, that page links the two itself: skipped."""
    kb = load_kb(_kb(tmp_path, note="\nThis can be overridden by the `--allow-abort` flag.\n"))
    skips: Counter[str] = Counter()
    found = flag_setting_bridges(kb, skips)
    assert "What is the default value of the --allow-abort option of cz check?" not in [
        c.query for c in found]


def test_stale_default_list_is_a_rot_aware_difference(tmp_path: Path) -> None:
    """The current command lists amend!, the setting page still gives the v1 list: the
    missing value is asked, and neither page alone holds both lists."""
    kb = load_kb(_kb(tmp_path))
    found = [c for c in flag_setting_bridges(kb, Counter()) if c.subtype == "rot_aware"]
    assert [c.query for c in found] == [
        "Which value of cz check's current --allowed-prefixes default is missing from the "
        "allowed_prefixes setting's documented default?"]
    candidate = found[0]
    assert candidate.ground_truth.startswith("amend!: ")
    assert needs_both(candidate, kb.page("commands/check-v2.md"), kb.page("config/check.md"))


def test_no_rot_question_when_the_old_page_already_had_the_value(tmp_path: Path) -> None:
    """A setting list that is not the older version's (v1 already listed amend!) is no rot:
    counted, not asked."""
    old = _CHECK_V1.replace("and `fixup!`", "`fixup!` and `amend!`")
    kb = load_kb(_kb(tmp_path, old=old))
    skips: Counter[str] = Counter()
    found = [c for c in flag_setting_bridges(kb, skips) if c.subtype == "rot_aware"]
    assert found == []
    assert skips["rot_aware:setting's list is not the older version's"] == 1
