"""The version of the rule claim extractor, in a module of its own so θ records it without
importing the extractor."""

from __future__ import annotations

__all__ = ["CLAIMS_RULES_VERSION"]

CLAIMS_RULES_VERSION = "claims-rules-188"
"""Version of the rule claim strategy, recorded in θ (``shared.rounds.theta``) as the
``claims`` stage's ``rules_version``; bump it when the extractor's output changes."""
