"""process_step questions only over numbered lists the page presents as steps."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.step_questions import process_step

_PAGE = """# Building extensions

## How to build an extension

Follow these steps:

1. Add the build dependencies.
2. Add the build script.
3. Run the build.

## How to package an extension

The key takeaway here should be the following. See the reference for details.

1. Include your build outputs in your wheel.
2. Exclude your build inputs from your wheel.
"""


def test_rules_list_after_prose_is_no_procedure(tmp_path: Path) -> None:
    """A list led by 'the following.' is rules (skipped, counted); 'these steps:' is asked."""
    (tmp_path / "build.md").write_text(_PAGE)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    queries = [c.query for c in process_step(kb.page("build.md"), context, Random(3))]
    assert "How many steps does it take to build an extension?" in queries
    assert not any("package an extension" in q for q in queries)
    assert context.skipped["process_step:numbered list not introduced as steps"] == 1
    assert not any('"' in q for q in queries)
