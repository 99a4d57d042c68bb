"""Reading JSON Lines files: the non-blank lines with their numbers, or a clear error."""

from __future__ import annotations

from pathlib import Path

from shared.errors import InputError

__all__ = ["numbered_lines"]


def numbered_lines(path: Path, *, hint: str) -> list[tuple[int, str]]:
    """The non-blank lines of a UTF-8 JSON Lines file with their numbers (from 1).

    A file that cannot be read (missing, unreadable, not UTF-8) is an ``InputError``
    naming it, with ``hint``.
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", where=str(path),
                         hint=hint) from exc  # fmt: skip
    except OSError as exc:
        # ``where`` names the file once; strerror leaves out the path a bare OSError repeats
        raise InputError(f"cannot read the file: {exc.strerror or exc}", where=str(path),
                         hint=hint) from exc  # fmt: skip
    return [(number, line) for number, line in enumerate(lines, start=1) if line.strip()]
