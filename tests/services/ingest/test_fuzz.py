"""300 mutated agent logs through the file and the HTTP path: no crash, nothing lost.

A seeded mutator (deterministic: the same 300 records on every run) takes the
bundled example logs and applies one mutation each: wrong types, missing
fields, huge strings, 10,000-deep and 100-deep nesting, NaN and Infinity, BOM,
CRLF, NUL, lone surrogates, valid astral characters, or none. Each mutation
knows whether it leaves a valid log and, for a bad one, which field the reason
must name. Every bad record must be dead-lettered with a reason naming its
``file:line`` (or its request and index) and the field; every good one must be
stored with its text intact.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import httpx
from aiohttp.test_utils import TestServer
from pydantic import SecretStr

from services.ingest.http import create_app
from services.ingest.service import ingest_paths
from shared.bus.local import LocalBus
from shared.messages.dead import DeadLetter
from shared.messages.logs import AgentLog
from shared.settings import Settings
from tests.conftest import REPO

SEED = 14
COUNT = 300
MAX_RECORD = 64 * 1024
TOKEN = "fuzz-token"
BATCH = 10
CLI = (sys.executable, "-m", "services.cli.app")


@dataclass(frozen=True)
class Case:
    """One mutated record: its JSON text and what must become of it."""

    index: int
    mutation: str
    line: bytes
    """The record's JSON text (one line, without its newline)."""
    good: bool
    field: str | None = None
    """Field the dead letter's reason must name (bad records parsed far enough to have one)."""
    reason: str | None = None
    """Words the reason must contain, for bad records the parser could not read."""
    question: str | None = None
    """Question a good record must be stored with."""
    ending: bytes = b"\n"
    """How the record's line ends in the file (and its element in an HTTP array)."""


def _bases() -> list[dict[str, Any]]:
    """The bundled example agent logs (not the Perplexica export)."""
    paths = sorted((REPO / "examples" / "logs").glob("*.json"))
    logs = [json.loads(path.read_text()) for path in paths if "perplexica" not in path.name]
    assert len(logs) >= 5
    return logs


def _dump(record: Any) -> bytes:
    return json.dumps(record, ensure_ascii=True, allow_nan=True).encode()


def _string_fields(record: dict[str, Any]) -> list[tuple[str, Callable[[str], None]]]:
    """Setters for every text field of a log, with the field path a reason names."""
    fields: list[tuple[str, Callable[[str], None]]] = []
    for key in ("question", "answer", "thinking"):
        fields.append((key, partial(record.__setitem__, key)))
    for i, source in enumerate(record.get("sources", [])):
        for key in ("title", "url", "snippet"):
            fields.append((f"sources[{i}].{key}", partial(source.__setitem__, key)))
    return fields


def _mutate(rng: random.Random, index: int, base: dict[str, Any]) -> Case:
    record = json.loads(json.dumps(base))
    question = f"{record['question']} (fuzz {index})"
    record["question"] = question
    record["log_id"] = f"fuzz-{index}"
    kind = rng.choice(MUTATIONS)
    fields = _string_fields(record)
    if kind == "none":
        return Case(index, kind, _dump(record), True, question=question)
    if kind == "wrong_type":
        name, setter = rng.choice(fields)
        setter(rng.choice([7, 2.5, True, ["x"], {"x": 1}]))  # type: ignore[arg-type]
        return Case(index, kind, _dump(record), False, field=name)
    if kind == "sources_not_a_list":
        record["sources"] = rng.choice(["one source", 3, {"id": 1}])
        return Case(index, kind, _dump(record), False, field="sources")
    if kind == "missing_question":
        del record["question"]
        return Case(index, kind, _dump(record), False, field="question")
    if kind == "missing_optional":
        for key in rng.sample(["answer", "thinking", "sources", "agent_id", "started_at"], 2):
            record.pop(key, None)
        return Case(index, kind, _dump(record), True, question=question)
    if kind == "huge_string":
        name, setter = rng.choice(fields)
        setter("x" * (MAX_RECORD + rng.randrange(1, 50_000)))
        return Case(index, kind, _dump(record), False, reason="exceeds the limit")
    if kind == "deep_10000":
        record["extra"] = "@DEEP@"
        text = _dump(record).replace(b'"@DEEP@"', b"[" * 10_000 + b"]" * 10_000)
        return Case(index, kind, text, False, reason="nested too deeply")
    if kind == "deep_100":
        nested: Any = "bottom"
        for _ in range(100):
            nested = [nested]
        record["extra"] = nested
        # the record is depth 0, so the first array past the limit is extra[0]...[0] (63 deep)
        return Case(index, kind, _dump(record), False, field="extra" + "[0]" * 63)
    if kind == "non_finite":
        value = rng.choice([float("nan"), float("inf"), float("-inf")])
        if rng.random() < 0.5:
            name, setter = rng.choice(fields)
            setter(value)  # type: ignore[arg-type]
        else:
            record["meta"] = {"score": value}
            name = "meta.score"
        return Case(index, kind, _dump(record), False, field=name)
    if kind == "bom":
        text = b"\xef\xbb\xbf" + _dump(record)
        return Case(index, kind, text, True, question=question)
    if kind == "crlf":
        record["thinking"] = record.get("thinking", "").replace("\n", "\r\n") + "\r\n"
        return Case(index, kind, _dump(record), True, question=question, ending=b"\r\n")
    if kind == "raw_cr":
        text = _dump(record).replace(b'"question": "', b'"question": "\r', 1)
        return Case(index, kind, text, False, reason="invalid JSON")
    if kind == "nul":
        name, setter = rng.choice(fields)
        setter(f"before\x00after {index}")
        return Case(index, kind, _dump(record), False, field=name)
    if kind == "surrogate":
        name, setter = rng.choice(fields)
        setter("lone " + rng.choice(["\ud800", "\udfff", "\udbff"]) + " here")
        return Case(index, kind, _dump(record), False, field=name)
    if kind == "surrogate_key":
        record["meta"] = {"k\udc80": "v"}
        return Case(index, kind, _dump(record), False, field="meta.k\\udc80")
    assert kind == "astral"
    record["question"] = question + " \U0001f600"
    return Case(index, kind, _dump(record), True, question=record["question"])


MUTATIONS = (
    "none",
    "wrong_type",
    "sources_not_a_list",
    "missing_question",
    "missing_optional",
    "huge_string",
    "deep_10000",
    "deep_100",
    "non_finite",
    "bom",
    "crlf",
    "raw_cr",
    "nul",
    "surrogate",
    "surrogate_key",
    "astral",
)


def _cases() -> list[Case]:
    rng = random.Random(SEED)
    bases = _bases()
    return [_mutate(rng, i, bases[i % len(bases)]) for i in range(COUNT)]


def _fuzz_settings(settings: Settings) -> Settings:
    return settings.model_copy(
        update={
            "ingest_max_line_bytes": MAX_RECORD,
            "ingest_max_body_bytes": 4 * 1024 * 1024,
            "ingest_max_batch": BATCH,
            "ingest_token": SecretStr(TOKEN),
        }
    )


def _check_reason(case: Case, error: str, where: str) -> None:
    assert error, f"case {case.index} ({case.mutation}) was dead-lettered without a reason"
    if case.field is not None:
        assert f"(field {case.field!r})" in error, (case.mutation, error[:300])
    if case.reason is not None:
        assert case.reason in error, (case.mutation, error[:300])
    assert where in error, (case.mutation, where, error[:300])


def test_the_mutator_is_deterministic_and_covers_every_mutation() -> None:
    """The same seed gives the same 300 records, with every mutation and both outcomes."""
    first, second = _cases(), _cases()
    assert [c.line for c in first] == [c.line for c in second]
    assert {c.mutation for c in first} == set(MUTATIONS)
    assert 0 < sum(c.good for c in first) < COUNT


async def test_the_file_path_keeps_the_good_and_dead_letters_the_bad(
    settings: Settings, bus: LocalBus, tmp_path: Path
) -> None:
    """Ingesting the 300 as JSON Lines: good ones stored intact, bad ones dead-lettered by line."""
    cases = _cases()
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(b"".join(case.line + case.ending for case in cases))
    report = await ingest_paths([path], "auto", bus, _fuzz_settings(settings))
    good = [c for c in cases if c.good]
    assert (report.total.ingested, report.total.dead) == (len(good), COUNT - len(good))
    logs = [AgentLog.model_validate(r.envelope().payload) for r in await bus.read("logs", 0, 1000)]
    by_where = {log.meta["imported_from"]: log for log in logs}
    for case in good:
        assert by_where[f"{path}:{case.index + 1}"].question == case.question
    letters = [
        DeadLetter.model_validate(r.envelope().payload) for r in await bus.read("dead", 0, 1000)
    ]
    dead_by_where = {letter.where: letter for letter in letters}
    for case in cases:
        if not case.good:
            where = f"{path}:{case.index + 1}"
            letter = dead_by_where[where]
            _check_reason(case, letter.error, where)


def test_the_cli_ingests_the_fuzz_file_without_a_traceback(tmp_path: Path) -> None:
    """``dyneval ingest`` on the 300 exits 0, prints the dead-letter count and no traceback."""
    cases = _cases()
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(b"".join(case.line + case.ending for case in cases))
    done = subprocess.run(
        [*CLI, "--data-dir", str(tmp_path / "d"), "ingest", "--json", str(path)],
        capture_output=True,
        text=True,
        env={"DYNEVAL_INGEST_MAX_LINE_BYTES": str(MAX_RECORD), "HOME": str(tmp_path)},
        cwd=REPO,
        check=False,
    )
    assert "Traceback" not in done.stderr and done.returncode == 0, done.stderr[-2000:]
    total = json.loads(done.stdout)["total"]
    assert total["dead_lettered"] == sum(not c.good for c in cases)


async def test_the_http_path_keeps_the_good_and_names_each_bad_record(
    settings: Settings, bus: LocalBus
) -> None:
    """The 300 posted in batches of 10: every batch answered, each record's fate named."""
    cases = _cases()
    conf = _fuzz_settings(settings)
    server = TestServer(create_app(conf, bus), host="127.0.0.1")
    await server.start_server()
    try:
        async with httpx.AsyncClient(base_url=str(server.make_url("")), timeout=60) as http:
            for start in range(0, COUNT, BATCH):
                batch = cases[start : start + BATCH]
                body = b"[" + b",".join(case.line + case.ending for case in batch) + b"]"
                response = await http.post(
                    "/v1/logs", content=body, headers={"Authorization": f"Bearer {TOKEN}"}
                )
                any_good = any(case.good for case in batch)
                assert response.status_code == (202 if any_good else 422), response.text[:300]
                results = response.json()["results"]
                assert len(results) == len(batch)
                for case, result in zip(batch, results, strict=True):
                    expected = "accepted" if case.good else "dead"
                    assert result["status"] == expected, (case.mutation, result)
                    if not case.good:
                        _check_reason(case, result["error"], result["where"])
                        assert f"#{case.index - start}" in result["where"]
    finally:
        await server.close()
    good = [c for c in cases if c.good]
    logs = [AgentLog.model_validate(r.envelope().payload) for r in await bus.read("logs", 0, 1000)]
    assert sorted(log.question for log in logs) == sorted(str(c.question) for c in good)
    assert await bus.end_offset("dead") == COUNT - len(good)
