"""Model usage per stage, read from the LLM metrics: calls, requests, tokens, cost.

``usage_by_stage`` sums the ``dyneval_llm_*`` counters of a registry over models;
``usage_delta`` is what happened between two snapshots (one round, one job), and
``usage_lines`` renders it with the cost per accepted item. The same counters are what
Prometheus scrapes, so ``sum by (stage) (dyneval_llm_calls_total{outcome="ok"})`` divided by
``dyneval_judge_items_total{outcome="accepted"}`` is the dashboard's calls per item.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from shared.llm.metrics import LLMMetrics, default_metrics

__all__ = ["StageUsage", "usage_by_stage", "usage_delta", "usage_lines"]


@dataclass(frozen=True, slots=True)
class StageUsage:
    """What one stage spent on the model."""

    calls: float = 0.0
    """Chat calls answered over the network."""

    cached: float = 0.0
    """Chat calls answered by the response cache (free)."""

    requests: float = 0.0
    """HTTP requests sent (retries included)."""

    tokens_in: float = 0.0
    """Prompt tokens reported."""

    tokens_out: float = 0.0
    """Completion tokens reported."""

    cost_usd: float = 0.0
    """Estimated cost at the configured prices."""

    def minus(self, other: StageUsage) -> StageUsage:
        """This usage less ``other`` (a later snapshot less an earlier one)."""
        return StageUsage(*(getattr(self, f.name) - getattr(other, f.name)
                            for f in fields(self)))  # fmt: skip


def usage_by_stage(metrics: LLMMetrics | None = None) -> dict[str, StageUsage]:
    """Current totals per stage (summed over models) of the LLM counters.

    Only the LLM counters are read (the process's ``default_metrics()`` unless given): a
    whole registry may hold collectors that query the bus when collected.
    """
    m = metrics if metrics is not None else default_metrics()
    sums: dict[str, dict[str, float]] = {}

    def add(stage: str, field: str, value: float) -> None:
        entry = sums.setdefault(stage, {})
        entry[field] = entry.get(field, 0.0) + value

    for counter in (m.calls, m.requests, m.tokens, m.cost):
        for metric in counter.collect():
            for sample in metric.samples:
                if not sample.name.endswith("_total"):
                    continue
                stage = sample.labels.get("stage")
                if stage is None:
                    continue
                if sample.name == "dyneval_llm_calls_total":
                    outcome = sample.labels.get("outcome")
                    if outcome == "ok":
                        add(stage, "calls", sample.value)
                    elif outcome == "cached":
                        add(stage, "cached", sample.value)
                elif sample.name == "dyneval_llm_requests_total":
                    add(stage, "requests", sample.value)
                elif sample.name == "dyneval_llm_tokens_total":
                    direction = sample.labels.get("direction")
                    add(stage, "tokens_in" if direction == "in" else "tokens_out", sample.value)
                elif sample.name == "dyneval_llm_cost_usd_total":
                    add(stage, "cost_usd", sample.value)
    return {stage: StageUsage(**values) for stage, values in sorted(sums.items())}


def usage_delta(
    after: Mapping[str, StageUsage], before: Mapping[str, StageUsage]
) -> dict[str, StageUsage]:
    """Per stage, ``after`` less ``before``; stages that spent nothing are left out."""
    out: dict[str, StageUsage] = {}
    for stage, usage in after.items():
        spent = usage.minus(before.get(stage, StageUsage()))
        if any(getattr(spent, f.name) for f in fields(spent)):
            out[stage] = spent
    return out


def usage_lines(usage: Mapping[str, StageUsage], accepted: int) -> list[str]:
    """One line per stage and a total, with calls and cost per accepted item."""
    lines = []
    total = StageUsage()
    for stage, spent in usage.items():
        total = StageUsage(*(getattr(total, f.name) + getattr(spent, f.name)
                             for f in fields(total)))  # fmt: skip
        lines.append(
            f"{stage:<8} {spent.calls:5.0f} calls ({spent.cached:.0f} cached, "
            f"{spent.requests:.0f} requests)  {spent.tokens_in:8.0f} tokens in  "
            f"{spent.tokens_out:7.0f} out  ${spent.cost_usd:.4f}"
        )
    per_item = (
        f"{total.calls / accepted:.2f} calls and ${total.cost_usd / accepted:.4f} per accepted item"
        if accepted
        else "no accepted item"
    )
    lines.append(f"{'total':<8} {total.calls:5.0f} calls; {per_item}")
    return lines
