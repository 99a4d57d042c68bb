"""Turning agent records into ``logs`` messages: validation, ids, and the batched writer.

Shared by every path that stores agent logs: the ingest service (files, HTTP), the
answers agents give to round questions, and fresh evidence gathered for a round.
``agent_log.build_log`` makes a validated ``AgentLog`` with a content-derived id;
``records`` holds what an importer yields (``Accepted`` / ``Rejected``);
``writer.ingest_items`` appends them in batches, duplicates reported and bad records
dead-lettered naming ``file:line`` and field; ``json_check`` finds values no log can
hold (lone surrogates, NUL, NaN, deep nesting).
"""
