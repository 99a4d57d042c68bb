"""The ingest service: importers for agent logs, HotpotQA and FreshQA, and the HTTP endpoint."""
