"""Judging: rule checks and a panel of judges decide which candidates form the round."""
