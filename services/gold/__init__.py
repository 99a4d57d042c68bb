"""Gold-standard QA sets from one long document (the gold-standard dataset plan)."""
