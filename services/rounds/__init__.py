"""Rounds: opening and closing them, their datasets and their exports."""
