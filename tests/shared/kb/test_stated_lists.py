"""Bullet lists of a setting's values with one marked default, named by the command that sets
the setting (PDM's usage pages): read as that setting's values and default."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.stated import statements
from shared.kb.stated_lists import list_settings

_PAGE = """# Virtual environments

## Virtualenv auto-creation

You can choose the backend used by Shopkit to create a virtualenv:

- [`virtualenv`](https://virtualenv.pypa.io/)(default)
- `venv`
- `conda`

You can change it by `shopkit config venv.backend [virtualenv|venv|conda]`.

## Central installation caches

Several link methods are supported:

- `symlink`(default), create symlinks to the package files.
- `hardlink`, create hard links to the package files of the cache entry.

You can switch between them by running `shopkit config [--local] install.cache_method <method>`.

## Update strategy

Shopkit gives three behaviours, chosen by `--update-<strategy>`:

- `reuse`: Keep all locked dependencies (default).
- `eager`: Lock newer versions of the named packages.

## Mismatched command

- `alpha`(default)
- `beta`

Set it with `shopkit config pick.mode [alpha|gamma]`.
"""



def test_a_marked_list_is_the_values_of_the_setting_its_command_sets(tmp_path: Path) -> None:
    """The command's dotted key names the list ('venv.backend', 'install.cache_method'); the
    marked item is its default, whether the marker follows the name or ends the item."""
    (tmp_path / "venv.md").write_text(_PAGE)
    page = load_kb(tmp_path).page("venv.md")
    assert [(s.key, s.values, s.default) for s in list_settings(page)] == [
        ("venv.backend", ("virtualenv", "venv", "conda"), "virtualenv"),
        ("install.cache_method", ("symlink", "hardlink"), "symlink"),
    ]


def test_lists_without_one_setting_or_with_other_values_state_nothing(tmp_path: Path) -> None:
    """A flag family (`--update-<strategy>`) names no setting and a command offering other
    values than the list ('alpha|gamma') disagrees with it: no statement, and the heading is
    never taken for a setting."""
    (tmp_path / "venv.md").write_text(_PAGE)
    page = load_kb(tmp_path).page("venv.md")
    things = {(s.thing, s.attribute, s.value, s.kind) for s in statements(page)}
    assert ("venv.backend", "default", "virtualenv", "setting") in things
    assert ("install.cache_method", "values", "symlink, hardlink", "setting") in things
    assert not {t for t in things if t[0] in {"pick.mode", "Update strategy",
                                              "Virtualenv auto-creation"}}


@given(st.lists(st.from_regex(r"[a-z][a-z_]{1,8}", fullmatch=True), min_size=2, max_size=8,
                unique=True), st.data())
def test_any_list_with_one_marked_name_reads_back_its_values(names: list[str],
                                                             data: st.DataObject) -> None:
    """Distinct bullet names with one '(default)' marker are read back whole, in order, with
    the marked one as default; two markers are no statement."""
    marked = data.draw(st.integers(min_value=0, max_value=len(names) - 1))
    items = [f"`{n}`(default)" if i == marked else f"`{n}`, a value" for i, n in
             enumerate(names)]
    bullets = "\n".join(f"- {item}" for item in items)
    page_text = f"# P\n\n## Pick\n\n{bullets}\n\nSet it with `app config x.y <value>`.\n"
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "p.md").write_text(page_text)
        read = list_settings(load_kb(Path(tmp)).page("p.md"))
        assert [(s.key, s.values, s.default) for s in read] == [
            ("x.y", tuple(names), names[marked])]
        (Path(tmp) / "p.md").write_text(page_text.replace(", a value", "(default)", 1))
        assert list_settings(load_kb(Path(tmp)).page("p.md")) == []
