"""The round controller: rounds opened and closed by policy, fresh evidence, one leader."""
