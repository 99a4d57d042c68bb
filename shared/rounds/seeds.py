"""Per-graph seeds r(i,t): every random choice for graph i in round t comes from one seed."""

from __future__ import annotations

import hashlib
import random

__all__ = ["derive_seed", "graph_seed", "rng"]


def derive_seed(*parts: str | int) -> int:
    """A 63-bit seed from its parts (stable across processes and Python versions)."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def graph_seed(root_seed: int, round_id: str, graph_id: str) -> int:
    """r(i,t): the seed of graph ``graph_id`` in round ``round_id`` under ``root_seed``."""
    return derive_seed("graph-seed", root_seed, round_id, graph_id)


def rng(seed: int, *purpose: str | int) -> random.Random:
    """An independent random source for one purpose under ``seed``."""
    return random.Random(derive_seed(seed, *purpose))
