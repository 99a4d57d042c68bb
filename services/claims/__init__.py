"""The claims service: documents of an evidence graph to verified atomic claims.

For each document node of a graph the service obtains the text (``shared.web``), extracts
standalone claims (rule-based by default, or the spec's LLM prompt), verifies every span
against the text (exact, then fuzzy), attaches dates/numbers/causal/entity features, links
claims that state the same fact across documents, and emits the graph's claim buckets.
"""

from __future__ import annotations
