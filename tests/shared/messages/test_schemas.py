"""Message models (and the extra file formats) and their JSON Schema files stay in step."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from pydantic import BaseModel, ValidationError

from shared.messages import AgentLog, Envelope, Source
from shared.messages.schemas import EXTRA_SCHEMAS, render_schemas, write_schemas
from shared.messages.topics import TOPICS

SCHEMAS = Path(__file__).resolve().parents[3] / "schemas"


@pytest.mark.parametrize("name", sorted(render_schemas()))
def test_schema_file_matches_model(name: str) -> None:
    """Each schemas/<name>.schema.json equals what its model generates (run `make schemas`)."""
    path = SCHEMAS / name
    assert path.exists(), f"{path} missing: run `make schemas`"
    assert path.read_text(encoding="utf-8") == render_schemas()[name], (
        f"{name} drifted from its model: run `make schemas` and commit the result"
    )


def test_one_entry_point_writes_topics_envelope_and_extra_schemas(tmp_path: Path) -> None:
    """write_schemas writes a file per topic, the envelope, kb_query and gold_item (so `make
    schemas` writes every file of schemas/), each as rendered."""
    written = {path.name: path for path in write_schemas(tmp_path / "out")}
    expected = {f"{name}.schema.json" for name in ("envelope", *TOPICS, *EXTRA_SCHEMAS)}
    assert {"kb_query.schema.json", "gold_item.schema.json"} <= expected
    assert expected == {path.name for path in SCHEMAS.glob("*.schema.json")}
    assert set(written) == expected
    rendered = render_schemas()
    assert all(path.read_text(encoding="utf-8") == rendered[name] for name, path in written.items())


def test_every_topic_model_is_frozen_and_forbids_extra_fields() -> None:
    """Topic models refuse unknown fields and cannot be mutated."""
    models: list[type[BaseModel]] = [Envelope, *TOPICS.values()]
    for model in models:
        assert model.model_config.get("frozen") is True, model
        assert model.model_config.get("extra") == "forbid", model


def test_every_field_is_documented() -> None:
    """Every field of every topic model has a description (its docstring)."""
    seen: set[type] = set()

    def walk(model: type) -> None:
        if model in seen or not hasattr(model, "model_fields"):
            return
        seen.add(model)
        for name, info in model.model_fields.items():
            assert info.description, f"{model.__name__}.{name} has no docstring"
            for arg in (*getattr(info.annotation, "__args__", ()), info.annotation):
                walk(arg)

    models: list[type[BaseModel]] = [Envelope, *TOPICS.values()]
    for model in models:
        walk(model)


def test_valid_log_passes_its_schema_and_extra_fields_fail() -> None:
    """A serialised AgentLog validates against logs.schema.json; unknown keys are refused."""
    log = AgentLog(log_id="x", question="Why?", sources=(Source(id=1, title="t"),))
    schema = json.loads(render_schemas()["logs.schema.json"])
    jsonschema.validate(log.model_dump(mode="json"), schema)
    with pytest.raises(ValidationError):
        AgentLog.model_validate({"log_id": "x", "question": "Why?", "colour": "red"})
