"""Asking the agents under test a round's accepted questions (see ``ask.py``)."""
