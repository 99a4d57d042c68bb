"""Choosing and running the importer for a file, a folder or a decoded payload.

``--format auto`` is resolved in two steps. Per file, the framing: ``.csv`` is a
FreshQA sheet, ``.jsonl``/``.ndjson`` one JSON value per line, anything else whose
first byte opens JSON (``[`` or ``{``) a JSON document (an array is read element
by element; concatenated objects work too). Per record, the shape: an object with
``_id``, ``supporting_facts`` and ``context`` is a HotpotQA item; one with
``message`` and ``sources`` but no ``answer`` (or a ``response`` object holding a
``message``) is a Perplexica response; anything else is read as an agent log. An
explicit ``--format`` skips the record check and holds every record to that shape.

Everything here is pure: bytes in, ``Accepted``/``Rejected`` records out.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal, get_args

from services.ingest.agent_logs import log_from_record
from services.ingest.framing import Frame, decode_json, iter_json_values, iter_lines
from services.ingest.freshqa import iter_seeds
from services.ingest.hotpotqa import log_from_item
from services.ingest.perplexica import log_from_response
from shared.errors import InputError, NotFoundError
from shared.intake.json_check import first_problem
from shared.intake.records import Accepted, Format, Item, Rejected, raw_text, reject
from shared.messages.logs import AgentLog

__all__ = [
    "FILE_SUFFIXES",
    "FORMAT_CHOICES",
    "FormatChoice",
    "Framing",
    "expand_paths",
    "framing_for",
    "import_file",
    "import_record",
    "import_stream",
    "record_format",
    "unwrap_batch",
]

FormatChoice = Literal["auto", "logs", "perplexica", "hotpotqa", "freshqa"]
"""What ``--format`` accepts."""

FORMAT_CHOICES: tuple[str, ...] = get_args(FormatChoice)

Framing = Literal["csv", "lines", "json"]
"""How a file is cut into records."""

FILE_SUFFIXES = frozenset({".json", ".jsonl", ".ndjson", ".csv"})
"""Files picked up when a folder is ingested."""

_LINE_SUFFIXES = frozenset({".jsonl", ".ndjson"})
_SNIFF_BYTES = 64 * 1024

_RECORD_IMPORTERS: dict[Format, Callable[[Any, str], AgentLog]] = {
    "logs": log_from_record,
    "perplexica": log_from_response,
    "hotpotqa": log_from_item,
}


def record_format(record: Any) -> Format:
    """The importer a decoded JSON record looks like it is meant for."""
    if not isinstance(record, dict):
        return "logs"
    if "supporting_facts" in record and "context" in record and "_id" in record:
        return "hotpotqa"
    response = record.get("response")
    if isinstance(response, dict) and "message" in response:
        return "perplexica"
    if "message" in record and "sources" in record and "answer" not in record:
        return "perplexica"
    return "logs"


def unwrap_batch(value: Any) -> tuple[list[Any], bool]:
    """The records in ``value``: a list, ``{"logs": [...]}``, or one record (False)."""
    if isinstance(value, list):
        return value, True
    if isinstance(value, dict) and isinstance(value.get("logs"), list) and "question" not in value:
        return value["logs"], True
    return [value], False


def import_record(record: Any, where: str, fmt: FormatChoice = "auto") -> Item:
    """One decoded JSON record through the chosen (or detected) log importer."""
    chosen: Format = record_format(record) if fmt == "auto" else fmt
    if chosen == "freshqa":
        return reject(
            "FreshQA is read from CSV files, not JSON records",
            where=where,
            topic="seeds",
            raw=_dump(record),
            format="freshqa",
            hint="pass the FreshQA .csv file, or choose --format logs|perplexica|hotpotqa",
        )
    found = first_problem(record)
    if found is not None:
        field, problem = found
        return reject(
            problem,
            where=where,
            field=field,
            raw=_dump(record),
            format=chosen,
            hint="fix or remove this value: text must be valid Unicode without NUL, numbers "
            "finite, nesting shallow",
        )
    try:
        log = _RECORD_IMPORTERS[chosen](record, where)
    except InputError as exc:
        return Rejected(
            topic="logs", error=exc, raw=_dump(record), where=exc.where or where, format=chosen
        )
    return Accepted(topic="logs", payload=log, where=where, format=chosen)


def _dump(record: Any) -> str:
    try:
        return raw_text(json.dumps(record, ensure_ascii=False))
    except (TypeError, ValueError, RecursionError):
        pass
    try:
        return raw_text(repr(record))
    except RecursionError:
        return f"<a {type(record).__name__} nested too deeply to print>"


def framing_for(path: Path, fmt: FormatChoice) -> Framing:
    """How to cut ``path`` into records for ``fmt``."""
    suffix = path.suffix.lower()
    if fmt == "freshqa" or (fmt == "auto" and suffix == ".csv"):
        return "csv"
    if suffix in _LINE_SUFFIXES:
        return "lines"
    if suffix == ".json" or fmt != "auto":
        return "json"
    with path.open("rb") as stream:
        head = stream.read(_SNIFF_BYTES).lstrip(b"\xef\xbb\xbf \t\r\n")
    return "json" if head[:1] in (b"[", b"{") else "csv"


def _frame_records(frame: Frame, source: str, fmt: FormatChoice, max_bytes: int) -> Iterator[Item]:
    where = f"{source}:{frame.line}"
    try:
        value = decode_json(frame, source, max_bytes)
    except InputError as exc:
        raw = None if frame.data is None else raw_text(frame.data)
        chosen: Format | None = None if fmt == "auto" else fmt
        yield Rejected(topic="logs", error=exc, raw=raw, where=exc.where or where, format=chosen)
        return
    records, batch = unwrap_batch(value) if isinstance(value, dict) else ([value], False)
    for index, record in enumerate(records):
        yield import_record(record, f"{where}#{index}" if batch else where, fmt)


def import_stream(
    stream: IO[bytes], source: str, framing: Framing, fmt: FormatChoice, max_bytes: int
) -> Iterator[Item]:
    """Every record of ``stream`` (named ``source`` in errors), accepted or rejected."""
    if framing == "csv":
        yield from iter_seeds(stream, source, max_bytes)
        return
    frames = (
        iter_lines(stream, max_bytes) if framing == "lines" else iter_json_values(stream, max_bytes)
    )
    for frame in frames:
        yield from _frame_records(frame, source, fmt, max_bytes)


def import_file(path: Path, fmt: FormatChoice, max_bytes: int) -> Iterator[Item]:
    """Every record of the file at ``path``."""
    framing = framing_for(path, fmt)
    with path.open("rb") as stream:
        yield from import_stream(stream, str(path), framing, fmt, max_bytes)


def expand_paths(paths: Iterable[Path]) -> list[Path]:
    """Files named, and the ingestible files under folders named, in a stable order."""
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.is_file()
                and p.suffix.lower() in FILE_SUFFIXES
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
            if not found:
                raise NotFoundError(
                    f"no .json, .jsonl, .ndjson or .csv files under {path}",
                    hint="point at a folder of agent logs or at the files themselves",
                )
            out.extend(found)
        elif path.is_file():
            out.append(path)
        else:
            raise NotFoundError(f"no such file or folder: {path}", hint="check the path")
    return out


