"""Where the CPU goes during a benchmark run: broker, worker processes, this process, others.

Read from ``/proc`` (Linux): a process's user+system time (``/proc/PID/stat``) and the
machine's busy time over all cores (``/proc/stat``). ``others`` is what the machine spent
beyond the parts named (other users' work on a shared machine). Without ``/proc`` every
figure is ``None`` and the bench prints no CPU line.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["CpuMeter", "CpuShare", "broker_pid"]

_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _process_seconds(pid: int) -> float | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICK  # utime, stime


def _machine_busy_seconds() -> float | None:
    try:
        first = Path("/proc/stat").read_text().splitlines()[0].split()
    except OSError:
        return None
    values = [int(v) for v in first[1:9]]
    idle = values[3] + values[4]  # idle + iowait
    return (sum(values) - idle) / _TICK


def broker_pid(repo: Path) -> int | None:
    """The local Kafka broker's pid: ``deploy/kafka/data/broker.pid``, else a ``kafka.Kafka``
    java process found in ``/proc``."""
    pidfile = repo / "deploy" / "kafka" / "data" / "broker.pid"
    if pidfile.is_file():
        pid = int(pidfile.read_text().strip() or 0)
        if pid and _process_seconds(pid) is not None:
            return pid
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if b"kafka.Kafka" in command and b"java" in command:
            return int(entry.name)
    return None


@dataclass(frozen=True, slots=True)
class CpuShare:
    """CPU seconds spent during one run, by part, and the machine's capacity."""

    elapsed: float
    cores: int
    broker: float | None
    workers: float | None
    bench: float
    machine: float | None
    by_service: dict[str, float] = field(default_factory=dict)
    """Worker seconds per service (the workers of one service summed)."""

    @property
    def others(self) -> float | None:
        """Busy time of the machine not spent by the broker, the workers or this process."""
        if self.machine is None:
            return None
        return max(self.machine - (self.broker or 0) - (self.workers or 0) - self.bench, 0.0)

    def line(self) -> str:
        """One line: seconds per part and the share of the machine's core-seconds."""
        capacity = self.elapsed * self.cores

        def part(name: str, seconds: float | None) -> str:
            if seconds is None:
                return f"{name} ?"
            return f"{name} {seconds:.1f}s ({100 * seconds / capacity:.0f}%)"

        services = "".join(f" {name} {sec:.1f}s" for name, sec in sorted(self.by_service.items()))
        parts = [
            part("broker", self.broker),
            part("workers", self.workers) + (f" [{services.strip()}]" if services else ""),
            part("bench", self.bench),
            part("others", self.others),
        ]
        busy = (
            "" if self.machine is None else f"; machine busy {100 * self.machine / capacity:.0f}%"
        )
        return f"cpu over {self.elapsed:.1f}s x {self.cores} cores: " + ", ".join(parts) + busy


@dataclass
class CpuMeter:
    """Snapshot at ``start()``, difference at ``stop()`` for the broker and the workers."""

    broker: int | None
    worker_pids: dict[int, str] = field(default_factory=dict)
    """Worker pid -> its service."""
    _start: dict[str, float | None] = field(default_factory=dict)

    def _read(self) -> dict[str, float | None]:
        per_pid = {pid: _process_seconds(pid) for pid in self.worker_pids}
        workers = list(per_pid.values())
        times = os.times()
        return {
            **{f"pid:{pid}": sec for pid, sec in per_pid.items()},
            "clock": time.perf_counter(),
            "broker": _process_seconds(self.broker) if self.broker else None,
            "workers": None if any(w is None for w in workers) else sum(w or 0 for w in workers),
            "bench": times.user + times.system,
            "machine": _machine_busy_seconds(),
        }

    def start(self) -> None:
        """Take the first snapshot."""
        self._start = self._read()

    def stop(self) -> CpuShare:
        """CPU seconds of each part since ``start()``."""
        end = self._read()

        def diff(name: str) -> float | None:
            a, b = self._start.get(name), end.get(name)
            return None if a is None or b is None else b - a

        by_service: dict[str, float] = {}
        for pid, service in self.worker_pids.items():
            spent = diff(f"pid:{pid}")
            if spent is not None:
                by_service[service] = by_service.get(service, 0.0) + spent
        return CpuShare(
            by_service=by_service,
            elapsed=diff("clock") or 0.0,
            cores=os.cpu_count() or 1,
            broker=diff("broker"),
            workers=diff("workers"),
            bench=diff("bench") or 0.0,
            machine=diff("machine"),
        )
