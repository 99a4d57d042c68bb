"""Services and the runtimes that run them."""

from __future__ import annotations

from shared.runtime.handling import RecordHandler, outputs_to_envelopes
from shared.runtime.local import LocalRuntime, StepResult
from shared.runtime.retry import RetryPolicy
from shared.runtime.service import Context, Daemon, Handler, Out, Runnable, Service, StateStore

__all__ = [
    "Context",
    "Daemon",
    "Handler",
    "LocalRuntime",
    "Out",
    "RecordHandler",
    "RetryPolicy",
    "Runnable",
    "Service",
    "StateStore",
    "StepResult",
    "outputs_to_envelopes",
]
