"""The ``Settings`` class: its field groups composed, the TOML layer, derived paths."""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import field_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from shared.settings.content import ContentSettings
from shared.settings.models import ModelSettings
from shared.settings.rounds import RoundSettings
from shared.settings.transport import TransportSettings

__all__ = ["CONFIG_ENV", "DEFAULT_CONFIG_FILE", "Settings"]

CONFIG_ENV = "DYNEVAL_CONFIG"
DEFAULT_CONFIG_FILE = "dyneval.toml"


# Bases in reverse: pydantic orders fields from the last base to the first, so the
# fields keep the order of the groups (transport, models, content, rounds).
class Settings(RoundSettings, ContentSettings, ModelSettings, TransportSettings, BaseSettings):
    """Every knob of dyneval, grouped by the part of the house that uses it."""

    model_config = SettingsConfigDict(
        env_prefix="DYNEVAL_",
        extra="ignore",
        frozen=True,
        use_attribute_docstrings=True,
    )

    @field_validator("data_dir", mode="after")
    @classmethod
    def _expand(cls, value: Path) -> Path:
        return value.expanduser()

    @property
    def bus_path(self) -> Path:
        """The SQLite file of the local topic log."""
        return self.data_dir / "bus.db"

    @property
    def leaktest_dir(self) -> Path:
        """The folder of saved Leak&Test records (one JSON file each, named by time)."""
        return self.data_dir / "leaktest"

    @property
    def documents_path(self) -> Path:
        """The SQLite file of the document store (page texts by URL and content hash)."""
        return self.data_dir / "documents.db"

    @property
    def embed_cache_path(self) -> Path:
        """The SQLite file of the embedding vector cache."""
        return self.data_dir / "embeddings.db"

    @property
    def llm_cache_file(self) -> Path:
        """The SQLite file of the LLM response cache."""
        return self.llm_cache_path if self.llm_cache_path is not None else (
            self.data_dir / "llm_cache.db"
        )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        chosen = settings_cls.model_config.get("toml_file")
        toml_file = Path(str(chosen)) if chosen else Path(
            os.environ.get(CONFIG_ENV, DEFAULT_CONFIG_FILE)
        )
        return (
            init_settings,
            env_settings,
            TomlConfigSettingsSource(settings_cls, toml_file=toml_file),
            file_secret_settings,
        )
