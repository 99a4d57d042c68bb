"""Negatives over configuration keys a guide sets with the program's config command and
whose default no page states."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.negative_config import config_keys, config_negatives

_GUIDE = """# Python

## Install interpreters

This installs the interpreter into the location given by the `python.install_root` setting.

```bash
shopkit config python.install_root ~/.pythons
```

## Lock file format

Shopkit writes two formats, chosen by `lock.format`. The default format is `shopkit`.

```bash
shopkit config lock.format pylock
```

## Caches

Caches can be turned on with `shopkit config install.cache on`; see `install.cache`.

## Private index

```bash
shopkit config repository.company.url "https://pypi.company.org"
shopkit config pypi-token.company secret
```
"""


def test_a_key_set_by_the_config_command_with_no_stated_default_is_asked(
        tmp_path: Path) -> None:
    """python.install_root is set and named but its default never said: asked; a key whose
    section speaks of a default, an on/off key, a key with the reader's name in it and one
    named only inside a command are counted."""
    (tmp_path / "python.md").write_text(_GUIDE)
    kb = load_kb(tmp_path)
    page = kb.page("python.md")
    assert set(config_keys(page)) == {"python.install_root", "lock.format", "install.cache",
                                      "repository.company.url", "pypi-token.company"}
    skipped: Counter[str] = Counter()
    found = config_negatives(page, kb, set(), skipped)
    assert [c.query for c in found] == [
        "What is the default value of the python.install_root setting?"]
    assert found[0].ground_truth == "I don't know based on the knowledge base."
    assert skipped == Counter({
        "missing_data:a page states or speaks of the key's default": 1,
        "missing_data:an on/off key the page sets (its default is implied)": 1,
        "missing_data:a configuration key holding the reader's own name": 1,
        "missing_data:a configuration key named only in a command": 1})


def test_each_key_is_asked_once_per_kb(tmp_path: Path) -> None:
    """A key already asked (in ``seen``) is not asked again from another page."""
    (tmp_path / "python.md").write_text(_GUIDE)
    kb = load_kb(tmp_path)
    seen = {"config:python.install_root"}
    assert config_negatives(kb.page("python.md"), kb, seen, Counter()) == []
