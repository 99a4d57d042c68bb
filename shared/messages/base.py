"""The base of every topic model: frozen, no unknown fields, documented fields."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["SCHEMA_VERSION", "Model"]

SCHEMA_VERSION = 1
"""Version of the message schemas; bumped when a model changes incompatibly."""


class Model(BaseModel):
    """Frozen pydantic model with extra fields forbidden; field docstrings are descriptions."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        use_attribute_docstrings=True,
        ser_json_timedelta="float",
    )
