"""Rounds as every part of dyneval sees them.

``control`` opens and closes rounds on the ``rounds`` topic and reads their states
(seed commitments and reveals); ``seeds`` derives every per-graph and per-purpose
seed r(i,t) from the root seed; ``theta`` is the frozen generation config θ and
its hash; ``export`` reads a round's accepted items and writes the export
formats; ``documents`` gathers a round's source documents as agents are given
them. Services read rounds through here, so none imports another to learn about
a round.
"""
