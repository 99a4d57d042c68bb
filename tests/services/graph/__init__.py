"""Tests of the graph service."""
