"""``dyneval gold build --strategy llm`` end to end against the local chat-completions server."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import structlog
from typer.testing import CliRunner

from services.cli.app import app
from shared.longdoc import load_document
from tests.services.gold.gold_model import (
    COMBINED_Q,
    VESSELS_Q,
    GoldModel,
    ferry_document,
    ferry_replies,
)
from tests.support.openai_server import OpenAIServer, serve_in_thread


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No DYNEVAL_* variable of the calling shell leaks into the command."""
    for name in list(os.environ):
        if name.startswith("DYNEVAL_"):
            monkeypatch.delenv(name)
    yield
    structlog.reset_defaults()  # the CLI pointed logging at the runner's now-closed stderr


def test_gold_build_llm_writes_a_valid_set(tmp_path: Path, clean_env: None) -> None:
    """--strategy llm generates through the model, writes a manifest; the set validates."""
    source = ferry_document(tmp_path)
    doc = load_document(source)
    (tmp_path / "dyneval.toml").write_text("", encoding="utf-8")
    out = tmp_path / "gold.jsonl"
    env = {"DYNEVAL_CONFIG": str(tmp_path / "dyneval.toml"),
           "DYNEVAL_DATA_DIR": str(tmp_path / "data"), "DYNEVAL_LLM_MODEL": "test-model",
           "DYNEVAL_LLM_BACKOFF_S": "0"}  # fmt: skip
    runner = CliRunner()
    with serve_in_thread(OpenAIServer(responder=GoldModel(ferry_replies(doc)))) as server:
        env["DYNEVAL_LLM_BASE_URL"] = server.base_url
        result = runner.invoke(app, ["gold", "build", str(source), "--strategy", "llm",
                                     "--count", "6", "-o", str(out)], env=env)  # fmt: skip
        assert result.exit_code == 0, result.output
        generated = [r for r in server.chat_requests if "FIELDS OF AN ITEM" in r.prompt]
        assert generated, "the model was asked to generate"
        again = runner.invoke(app, ["gold", "build", str(source), "--count", "6", "-o",
                                    str(tmp_path / "default.jsonl")],
                              env={**env, "DYNEVAL_LLM": "openai"})  # fmt: skip
        assert again.exit_code == 0, again.output
        def rebuilt() -> int:
            return sum("ATOMIC FACTS" in r.prompt and VESSELS_Q in r.prompt
                       for r in server.chat_requests)  # fmt: skip

        before = rebuilt()
        judged = runner.invoke(app, ["gold", "validate", str(out), "--doc", str(source),
                                     "--strategy", "llm"], env=env)  # fmt: skip
        assert judged.exit_code == 0, judged.output
        assert rebuilt() == before + 1, "validate --strategy llm asked the model to rebuild"
    assert "generator llm:test-model" in result.output
    questions = [json.loads(line)["question"] for line in out.read_text().splitlines()]
    assert VESSELS_Q in questions and COMBINED_Q in questions
    manifest = json.loads(out.with_suffix(".manifest.json").read_text())
    assert manifest["generator"]["strategy"] == "llm"
    assert manifest["generator"]["dropped_facts"]["span_not_in_chunk"] == 1
    default = json.loads((tmp_path / "default.manifest.json").read_text())
    assert default["generator"]["name"] == "llm:test-model"
    checked = runner.invoke(app, ["gold", "validate", str(out), "--doc", str(source)], env=env)
    assert checked.exit_code == 0, checked.output
    assert "0 problems" in checked.output
