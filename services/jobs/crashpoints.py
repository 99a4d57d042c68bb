"""Crash points: named places in a job where a crash test may kill the process.

A job passes ``point(label)`` at the boundaries that matter (every file ingested, every
pipeline pass, every answer, after every lifecycle step, in the middle of writing a
report). Labels are prefixed with the current scope (the round id, ``job`` or ``-``), so
``r0002:ask`` is an answer of round r0002. With the ``crash_at`` setting ``LABEL@N`` the
process kills itself with SIGKILL the Nth time it passes ``LABEL``: a deterministic kill
moment, unlike a timer. Without the setting every point is a no-op.
"""

from __future__ import annotations

import os
import signal

from shared.errors import ConfigError

__all__ = ["CrashPoints"]


class CrashPoints:
    """Counts the labelled points passed and kills the process at the configured one."""

    def __init__(self, spec: str | None = None) -> None:
        self.scope = "-"
        self.passed: dict[str, int] = {}
        self.target: tuple[str, int] | None = None
        if spec:
            label, _, count = spec.rpartition("@")
            if not label or not count.isdigit() or int(count) < 1:
                raise ConfigError(
                    f"the crash_at setting {spec!r} is not LABEL@N",
                    hint="e.g. r0001:ask@2 (kill at the second answer of round r0001)",
                )
            self.target = (label, int(count))

    def point(self, label: str) -> None:
        """Pass the point ``<scope>:<label>``; the configured one kills the process."""
        name = f"{self.scope}:{label}"
        self.passed[name] = self.passed.get(name, 0) + 1
        if self.target is not None and self.target == (name, self.passed[name]):
            os.kill(os.getpid(), signal.SIGKILL)
