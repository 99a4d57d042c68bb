"""Services and the runtimes that run them."""

from __future__ import annotations

from shared.runtime.handling import RecordHandler, outputs_to_envelopes
from shared.runtime.local import LocalRuntime, StepResult
from shared.runtime.retry import RetryPolicy
from shared.runtime.service import Context, Handler, Out, Service, StateStore

__all__ = [
    "Context",
    "Handler",
    "LocalRuntime",
    "Out",
    "RecordHandler",
    "RetryPolicy",
    "Service",
    "StateStore",
    "StepResult",
    "outputs_to_envelopes",
]
