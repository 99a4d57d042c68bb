"""Which code lines run the KB's own programs, and the words read from them."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.command_lines import QUOTED, command_lines, kb_programs

_HOOKS = """# Pre-commit hook

```bash
deno install --dev prettier
deno eval "Deno.writeTextFileSync('.husky/pre-commit', 'prettier --stdin-filepath \\"{}\\"')"
deno x prettier . --write
```
"""


def test_a_quoted_script_string_is_one_word_not_flags(tmp_path: Path) -> None:
    """The flags inside ``deno eval "…"`` are the script's: the line reads ``deno eval ""``
    and ``--stdin-filepath`` is written with no command (review 12: "the --stdin-filepath
    option of deno eval")."""
    (tmp_path / "hooks.md").write_text(_HOOKS)
    kb = load_kb(tmp_path)
    lines = list(command_lines(kb, kb_programs(kb)))
    assert ["deno", "eval", '""'] in lines
    assert not any("--stdin-filepath" in word for words in lines for word in words)
    assert ["deno", "x", "prettier", ".", "--write"] in lines


@given(st.lists(st.from_regex(r"--[a-z]{1,8}|[a-z]{1,8}", fullmatch=True), max_size=6),
       st.text(alphabet="ab -'\\", max_size=20))
def test_words_outside_quotes_are_kept(words: list[str], inside: str) -> None:
    """Unquoted words come back as written, and a double-quoted argument holding anything
    but a double quote reads as the one word ``""``."""
    line = " ".join(["deno", "eval", *words, f'"{inside}"'.replace('\\"', "")])
    quoted = QUOTED.sub('""', line).split()
    assert quoted[: 2 + len(words)] == ["deno", "eval", *words]
    assert quoted[-1] == '""' or inside.endswith("\\")
