"""Direct questions come from user-facing pages; contributor pages only fill a shortfall."""

from __future__ import annotations

from pathlib import Path

from shared.embeddings import HashingEmbedder
from shared.kb import load_kb
from shared.kb.audience import is_internal
from shared.kb.generate import GenerationConfig, generate

USER = """# Installing

## Installation

Install it with pip:

```bash
$ pip install quarkdown
```

## Enabling shell completion

To enable completion:

1. Run `quarkdown completion bash` to print the script.
2. Save the script as a file in your completion folder.
3. Open a new shell to load the completion.
"""

CONTRIB = """# Triage

## Symbol triage

| symbol | callers | recommendation |
| --- | --- | --- |
| `is_valid_url` | 13 | keep |
| `unpack_url` | 2 | move |
| `merge_items` | 5 | delete |

## Releasing a version

1. Bump the version in the changelog file.
2. Tag the release commit with the version.
3. Push the tag to the main repository.
"""


def test_contributor_pages_are_known_by_folder_or_file_name() -> None:
    """dev/, contributing/ and CONTRIBUTING.md are contributor pages; a user guide is not."""
    assert is_internal("dev/initiative-e-design.md")
    assert is_internal("contributing/contributing.md")
    assert is_internal("CONTRIBUTING.md")
    assert not is_internal("commands/bump-v2.md")
    assert not is_internal("advanced.md")
    assert not is_internal("developing-plugins.md")


async def _direct_refs(tmp_path: Path, count: int) -> list[str]:
    (tmp_path / "install.md").write_text(USER, encoding="utf-8")
    (tmp_path / "dev").mkdir()
    (tmp_path / "dev" / "triage.md").write_text(CONTRIB, encoding="utf-8")
    result = await generate(load_kb(tmp_path), HashingEmbedder(),
                            GenerationConfig(direct=count, multi_hop=0, negative=0))
    return [ref for q in result.queries for ref in q.context_reference]


async def test_user_pages_fill_the_quota_first(tmp_path: Path) -> None:
    """With enough user-page candidates, no direct question comes from dev/."""
    refs = await _direct_refs(tmp_path, 2)
    assert refs and all(ref == "install.md" for ref in refs)


async def test_contributor_pages_fill_only_a_shortfall(tmp_path: Path) -> None:
    """Asked for more than the user page gives, the rest comes from the contributor page."""
    refs = await _direct_refs(tmp_path, 40)
    assert "install.md" in refs and "dev/triage.md" in refs
    first_dev = refs.index("dev/triage.md")
    assert refs.count("install.md") == len([r for r in refs[:first_dev] if r == "install.md"])
