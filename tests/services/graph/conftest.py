"""Fixtures of the graph tests: the spec's example log and the HotpotQA sample as logs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from shared.messages.logs import AgentLog
from tests.support.openai_server import openai_server  # noqa: F401  (fixture)

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REPO = Path(__file__).resolve().parents[3]


def spec_meta_log() -> AgentLog:
    """The spec's Meta/Austin log verbatim (run-together bullets, stray quote and all)."""
    return AgentLog.model_validate(json.loads((FIXTURES / "meta_austin.json").read_text("utf-8")))


@pytest.fixture
def meta_log() -> AgentLog:
    """The spec's Meta/Austin example log, as the spec prints it."""
    return spec_meta_log()


def hotpot_items(shared_data: Path) -> list[dict[str, Any]]:
    """The real HotpotQA sample items."""
    path = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not path.is_file():
        pytest.skip(f"HotpotQA sample {path} not present")
    items: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))
    return items
