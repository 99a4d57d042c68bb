"""The ``dropped_co_agent`` gate: a used claim that ends at an agent its span coordinates
with another (``... written by Virginia Woolf`` from ``... written by Virginia Woolf and her
husband, Leonard Woolf``), so the claim credits one of several agents alone."""

from __future__ import annotations

import re

from shared.facts.makers import one_of_several
from shared.messages.qa import QAItem

__all__ = ["dropped_co_agent"]

_AGENT_END = re.compile(r"\bby\s+(?P<name>(?:[A-Z][\w.'’-]*\s+){0,3}[A-Z][\w'’-]*)\W*$")
"""A claim ending at the agent of a passive verb (``... written by Virginia Woolf.``)."""


def dropped_co_agent(item: QAItem) -> str | None:
    """A used claim cut before a co-agent that its span names with the same verb."""
    for used in item.used_claims:
        m = _AGENT_END.search(used.claim.strip())
        if m is None or not used.span:
            continue
        name = m.group("name")
        if one_of_several(used.span, name) and not one_of_several(used.claim, name):
            return (f"claim {used.claim_id} ends at {name!r}, but its span names a co-agent "
                    "of the same verb")  # fmt: skip
    return None
