"""The graph service: agent logs become typed thoughts and evidence graphs (spec schema)."""
