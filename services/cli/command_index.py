# ruff: noqa: E501  (generated data: one help line per entry)
"""Every top-level ``dyneval`` command: its name, the module registering it, its help.

``dyneval --help`` is drawn from this table, so it imports none of the command
modules (and none of scipy, matplotlib, the gold builder ...). Do not edit by hand:
``python -m services.cli.lazy_group`` rewrites it from the modules, and
``tests/services/cli/test_app.py`` fails when it no longer matches them.
"""

from __future__ import annotations

CommandEntry = tuple[str, str, str]
"""(name, module, summary: the line a command list shows) of one command or group."""

COMMANDS: tuple[CommandEntry, ...] = (
    (
        "audit",
        "services.cli.audit_commands",
        "Count a round's items failing each quality gate; documents per item, pattern mix, and "
        "difficulty (EM of the oracle, BM25 and a closed-book baseline).",
    ),
    (
        "topics",
        "services.cli.bus_commands",
        "List topics with message counts, committed offsets and lag per consumer group.",
    ),
    ("tail", "services.cli.bus_commands", "Show the latest messages of a topic."),
    (
        "replay",
        "services.cli.bus_commands",
        "Re-feed a topic to its consumers from an offset or a time, or regenerate a round.",
    ),
    (
        "eval",
        "services.cli.eval_commands",
        "Snapshot evaluation: ask AGENT every item of a frozen round and aggregate its scores.",
    ),
    (
        "leaktest",
        "services.cli.eval_commands",
        "Leak&Test: leak each round into M_leak, score M and M_leak on the fresh next round, t-test "
        "the gaps, and contrast with a static benchmark.",
    ),
    (
        "report",
        "services.cli.eval_commands",
        "Write the HTML (self-contained) and Markdown report of a closed round.",
    ),
    (
        "ingest",
        "services.cli.ingest_commands",
        "Import logs onto the 'logs' topic, FreshQA seeds onto 'seeds'; bad records go to 'dead'.",
    ),
    (
        "export",
        "services.cli.round_commands",
        "Write a round's accepted items in one of the export formats.",
    ),
    (
        "bound",
        "services.cli.round_commands",
        "The spec's collision bound t(t-1)/2 · J/K² and the pool size K it asks for.",
    ),
    (
        "run",
        "services.cli.run_commands",
        "Run the main job: ingest logs, run rounds end to end, ask the agents, report.",
    ),
    (
        "score",
        "services.cli.score_commands",
        "Score a HotpotQA prediction file exactly as hotpot_evaluate_v1.py does.",
    ),
    (
        "serve",
        "services.cli.serve_commands",
        "Run one service until SIGTERM/SIGINT, with its metrics on its own port.",
    ),
    ("dead", "services.cli.bus_commands", "Inspect and re-drive dead letters."),
    (
        "claims",
        "services.cli.claims_commands",
        "Atomic claims with verified spans, grouped per document.",
    ),
    ("gold", "services.cli.gold_commands", "Gold-standard QA sets from one long document."),
    (
        "graph",
        "services.cli.graph_commands",
        "Evidence graphs built from agent logs: export one, or aggregate all.",
    ),
    (
        "kb",
        "services.cli.kb_commands",
        "Evaluation queries from a versioned markdown knowledge base.",
    ),
    ("llm", "services.cli.llm_commands", "Check and inspect the LLM endpoints."),
    ("round", "services.cli.round_commands", "Open, close and list evaluation rounds."),
)
