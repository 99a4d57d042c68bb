"""Cutting an HTTP request body into records, so one bad record never costs the batch.

A body is one log, an array of logs or ``{"logs": [...]}``. It is decoded whole
first; when that fails and the body is an array, its elements are framed and
decoded one by one (as in a file), so a record with broken syntax or nesting too
deep for the parser is dead-lettered on its own and its neighbours are kept.
Any other undecodable body is one bad record. Record ``i`` of a request is
located ``source#i`` (``source#i:line`` when the body had to be framed).
A record larger than the per-record cap is dead-lettered as it is from a file.
"""

from __future__ import annotations

import io

from services.ingest.framing import Frame, decode_json, iter_json_values
from services.ingest.importers import FormatChoice, import_record, unwrap_batch
from shared.errors import InputError
from shared.intake.records import Item, Rejected, raw_text

__all__ = ["import_body", "is_blank"]

_LEADING = b"\xef\xbb\xbf \t\r\n"


def is_blank(body: bytes) -> bool:
    """Whether ``body`` holds nothing but whitespace (and a byte-order mark)."""
    return not body.strip(_LEADING)


def import_body(body: bytes, source: str, fmt: FormatChoice, max_bytes: int) -> list[Item]:
    """Every record of ``body`` (named ``source`` in errors), accepted or rejected.

    ``max_bytes`` caps one record, as ``ingest_max_line_bytes`` caps a line of a
    file: an array longer than that is framed so each element is held to it.
    """
    array = body.lstrip(_LEADING)[:1] == b"["
    if array and len(body) > max_bytes:
        return _framed(body, source, fmt, max_bytes)
    whole = Frame(line=1, offset=0, size=len(body), data=body)
    try:
        value = decode_json(whole, f"{source}#0", max(max_bytes, len(body)))
    except InputError as exc:
        if array:
            return _framed(body, source, fmt, max_bytes)
        return [_rejected(exc, body, exc.where or f"{source}#0", fmt)]
    records, batch = unwrap_batch(value)
    if not batch and len(body) > max_bytes:
        error = InputError(
            f"record of {len(body)} bytes exceeds the limit of {max_bytes} bytes",
            where=f"{source}#0",
            hint="split the record or raise the setting ingest_max_line_bytes",
        )
        return [_rejected(error, body, f"{source}#0", fmt)]
    return [import_record(record, f"{source}#{i}", fmt) for i, record in enumerate(records)]


def _framed(body: bytes, source: str, fmt: FormatChoice, max_bytes: int) -> list[Item]:
    items: list[Item] = []
    frames = iter_json_values(io.BytesIO(body), max_bytes)
    for index, frame in enumerate(frames):
        where = f"{source}#{index}"
        try:
            record = decode_json(frame, where, max_bytes)
        except InputError as exc:
            items.append(_rejected(exc, frame.data, exc.where or where, fmt))
            continue
        items.append(import_record(record, where, fmt))
    return items


def _rejected(exc: InputError, data: bytes | None, where: str, fmt: FormatChoice) -> Rejected:
    return Rejected(
        topic="logs",
        error=exc,
        raw=None if data is None else raw_text(data),
        where=where,
        format=None if fmt == "auto" else fmt,
    )
