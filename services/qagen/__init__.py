"""QA generation: fresh multi-hop questions from claim buckets, every round."""
