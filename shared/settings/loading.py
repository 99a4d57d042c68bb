"""Building the process settings from flags, environment and TOML, with clear errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict

from shared.redaction import is_secret_key, redact_value, register_from
from shared.settings.process import Settings

__all__ = ["load_settings", "register_secrets"]


def load_settings(*, config_file: Path | None = None, **overrides: Any) -> Settings:
    """Build the process settings; ``overrides`` are CLI flags (``None`` means unset).

    ``config_file`` replaces ``dyneval.toml`` / ``DYNEVAL_CONFIG`` as the TOML layer.
    """
    given = {key: value for key, value in overrides.items() if value is not None}
    try:
        settings = _build(given, config_file)
    except ValidationError as exc:
        from shared.errors import ConfigError

        problems = "; ".join(_problem(err) for err in exc.errors())
        raise ConfigError(
            f"invalid setting: {problems}",
            hint="fix the DYNEVAL_* variable, the dyneval.toml entry or the flag it names",
        ) from None
    register_secrets(settings)
    return settings


def register_secrets(settings: Settings) -> None:
    """Make every secret of ``settings`` masked in any text dyneval echoes from now on.

    The ``SecretStr`` fields, and the values under secret-looking keys (``api_key``,
    ``token`` ...) of the agent, judge and stage tables, which are plain dicts.
    """
    register_from(
        [
            getattr(settings, name)
            for name, field in Settings.model_fields.items()
            if field.annotation is not None and "SecretStr" in str(field.annotation)
        ]
    )
    register_from([settings.agents, settings.llm_judges, settings.llm_stages])


def _problem(err: Any) -> str:
    """One validation problem, echoing the bad value only with its secrets masked."""
    field = str(err["loc"][0]) if err["loc"] else ""
    where = ".".join(str(p) for p in err["loc"])
    model_field = Settings.model_fields.get(field)
    annotation = str(model_field.annotation) if model_field is not None else ""
    if "SecretStr" in annotation or is_secret_key(where):
        return f"{where}: {err['msg']} (value hidden)"
    return f"{where}: {err['msg']} (got {redact_value(err.get('input'))!r:.300})"


def _build(given: dict[str, Any], config_file: Path | None) -> Settings:
    if config_file is None:
        return Settings(**given)
    if not config_file.is_file():
        from shared.errors import ConfigError

        raise ConfigError(
            f"config file {config_file} does not exist", hint="pass an existing TOML file"
        )

    class FromFile(Settings):
        model_config = SettingsConfigDict(toml_file=config_file)

    return FromFile(**given)
