"""Versioned prompt templates (``<name>.v<version>.j2``), rendered by ``shared.llm.templates``.

Each template defines a ``system`` block and a ``user`` block; everything a template needs
lives inside those blocks. Change a prompt by adding a new version file, never by editing a
released one in place: the template's digest is part of the generation config θ's hash.
"""
