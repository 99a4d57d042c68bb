"""When the controller opens and closes rounds: a pure decision over the rounds' state.

- A round is closed when it has been open for ``every`` or when ``after_graphs`` new
  graphs arrived since it opened, whichever comes first. With neither set the
  controller never closes a round itself (close it by hand: ``dyneval round close``).
- With no round open, the next one opens at once, until ``max_rounds`` rounds were
  closed by this controller; then it is done.

Rounds opened or closed by hand (``dyneval round open|close``) are simply part of the
state: a round opened by hand is closed by the policy, and after a round closed by hand
the next one opens on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from shared.errors import ConfigError
from shared.settings import Settings

__all__ = ["Action", "RoundPolicy", "decide"]

Action = Literal["open", "close", "wait", "done"]


@dataclass(frozen=True, slots=True)
class RoundPolicy:
    """The controller's schedule."""

    every: timedelta | None = None
    """How long a round stays open."""

    after_graphs: int | None = None
    """New graphs that close the open round."""

    max_rounds: int | None = None
    """Rounds to close before stopping (``None``: run until stopped)."""

    def __post_init__(self) -> None:
        if self.every is not None and self.every < timedelta(0):
            raise ConfigError(f"the round interval {self.every} is negative")

    @classmethod
    def from_settings(cls, settings: Settings) -> RoundPolicy:
        """The policy of the ``controller_*`` settings."""
        from services.controller.durations import parse_duration

        every = (
            parse_duration(settings.controller_every, field="controller_every")
            if settings.controller_every is not None
            else None
        )
        return cls(every, settings.controller_after_graphs, settings.controller_rounds)

    @property
    def automatic(self) -> bool:
        """Whether the controller closes rounds itself."""
        return self.every is not None or self.after_graphs is not None

    def describe(self) -> str:
        """The policy in words, for logs and the terminal."""
        from services.controller.durations import format_duration

        parts = []
        if self.every is not None:
            parts.append(f"every {format_duration(self.every)}")
        if self.after_graphs is not None:
            parts.append(f"after {self.after_graphs} new graphs")
        rule = " or ".join(parts) or "by hand only"
        limit = f", {self.max_rounds} rounds" if self.max_rounds is not None else ""
        return f"rounds close {rule}{limit}"


def decide(
    policy: RoundPolicy,
    *,
    now: datetime,
    open_since: datetime | None,
    new_graphs: int,
    closed_by_me: int,
) -> Action:
    """What the controller does next.

    ``open_since`` is when the open round opened (``None`` when no round is open),
    ``new_graphs`` how many graphs arrived since then, ``closed_by_me`` how many rounds
    this controller has closed so far.
    """
    if open_since is None:
        if policy.max_rounds is not None and closed_by_me >= policy.max_rounds:
            return "done"
        return "open"
    if policy.every is not None and now - open_since >= policy.every:
        return "close"
    if policy.after_graphs is not None and new_graphs >= policy.after_graphs:
        return "close"
    return "wait"
