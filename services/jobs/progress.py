"""Progress bars of the jobs: one bar per stage, drawn by rich (or nothing, for scripts)."""

from __future__ import annotations

from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)

__all__ = ["JobProgress"]


class JobProgress:
    """Named bars; ``enabled=False`` makes every call a no-op."""

    def __init__(self, *, enabled: bool = True, console: Console | None = None) -> None:
        self.enabled = enabled
        self._progress = Progress(
            TextColumn("{task.description:>18}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            disable=not enabled,
            console=console,
        )
        self._tasks: dict[str, TaskID] = {}

    def __enter__(self) -> JobProgress:
        self._progress.__enter__()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._progress.__exit__(exc_type, exc, traceback)

    def bar(self, name: str, total: float | None = None) -> None:
        """Add the bar ``name`` (once)."""
        if name not in self._tasks:
            self._tasks[name] = self._progress.add_task(name, total=total)

    def update(self, name: str, *, completed: float, total: float | None = None) -> None:
        """Set the bar ``name`` (created when new)."""
        self.bar(name, total)
        self._progress.update(self._tasks[name], completed=completed, total=total)

    def advance(self, name: str, amount: float = 1) -> None:
        """Move the bar ``name`` on."""
        self.bar(name)
        self._progress.advance(self._tasks[name], amount)

    def print(self, renderable: object) -> None:
        """Print a table (or any rich renderable) above the bars."""
        if self.enabled:
            self._progress.console.print(renderable)

    def log(self, text: str) -> None:
        """Print a line above the bars."""
        if self.enabled:
            self._progress.console.print(text, highlight=False)
