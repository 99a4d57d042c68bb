"""Drawing evidence graphs: the palette of node and edge kinds and the PNG picture.

Shared by the graph service's exports and the round report, so neither imports the
other.
"""
