"""The top-level app: commands load on use, ``--help`` imports none of them."""

from __future__ import annotations

import json
import subprocess
import sys

from typer.testing import CliRunner

from services.cli.app import app
from services.cli.command_index import COMMANDS
from services.cli.lazy_group import COMMAND_MODULES, collect_index
from tests.conftest import REPO

_HELP_PROBE = """
import json, sys
from services.cli.app import main
sys.argv = ["dyneval", "--help"]
try:
    main()
except SystemExit:
    pass
sys.stderr.write(json.dumps(sorted(sys.modules)))
"""


def test_the_command_index_matches_the_modules() -> None:
    """command_index.py lists what the modules register (on drift: rewrite it as it says)."""
    assert list(COMMANDS) == collect_index(), "run: python -m services.cli.lazy_group"


def test_help_imports_no_command_module_and_no_heavy_library() -> None:
    """`dyneval --help` draws the command list from the index: no scipy, matplotlib, services."""
    done = subprocess.run(
        [sys.executable, "-c", _HELP_PROBE], cwd=REPO, capture_output=True, text=True, check=True
    )
    modules = set(json.loads(done.stderr))
    assert "services.cli.app" in modules and "ingest" in done.stdout
    heavy = {"scipy", "matplotlib", "numpy", "pydantic", "trafilatura", "networkx", "httpx"}
    assert heavy.isdisjoint(modules), heavy & modules
    assert set(COMMAND_MODULES).isdisjoint(modules), set(COMMAND_MODULES) & modules
    assert {m for m in modules if m.startswith("services.")} <= {
        "services.cli",
        "services.cli.app",
        "services.cli.lazy_group",
        "services.cli.command_index",
    }


def test_every_indexed_command_resolves_to_its_real_command() -> None:
    """Each listed command's own --help works (its module is imported on use)."""
    runner = CliRunner()
    for name, _, _ in COMMANDS:
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0, (name, result.output)
        assert "Usage:" in result.output


def test_a_typo_is_answered_with_the_closest_command() -> None:
    """An unknown command suggests close names from the whole index, loaded or not."""
    result = CliRunner().invoke(app, ["ingset"])
    assert result.exit_code == 2 and "Did you mean 'ingest'?" in result.output
