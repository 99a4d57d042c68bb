"""Settings come from CLI flags, then DYNEVAL_* variables, then the TOML file, then defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.errors import ConfigError
from shared.settings import Settings, load_settings


def test_precedence_flags_over_env_over_toml_over_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each layer overrides the ones below it, field by field."""
    toml = tmp_path / "dyneval.toml"
    toml.write_text('bus = "kafka://toml:9092"\nbatch_size = 7\nqagen_pool = 11\n')
    monkeypatch.setenv("DYNEVAL_CONFIG", str(toml))
    monkeypatch.setenv("DYNEVAL_BATCH_SIZE", "9")
    conf = load_settings(qagen_pool=None, max_attempts=5)
    assert conf.bus == "kafka://toml:9092"  # from TOML
    assert conf.batch_size == 9  # env beats TOML
    assert conf.qagen_pool == 11  # an unset flag (None) does not override
    assert conf.max_attempts == 5  # flag
    assert conf.log_level == Settings.model_fields["log_level"].default


def test_secrets_never_show_in_repr(monkeypatch: pytest.MonkeyPatch) -> None:
    """API keys and tokens are SecretStr: repr and dumps hide them."""
    monkeypatch.setenv("DYNEVAL_LLM_API_KEY", "sk-very-secret")
    monkeypatch.setenv("DYNEVAL_INGEST_TOKEN", "tok-secret")
    conf = Settings()
    assert conf.llm_api_key is not None
    assert conf.llm_api_key.get_secret_value() == "sk-very-secret"
    assert "sk-very-secret" not in repr(conf) and "tok-secret" not in repr(conf)
    assert "sk-very-secret" not in conf.model_dump_json()


def test_explicit_config_file_and_missing_file(tmp_path: Path) -> None:
    """--config FILE replaces dyneval.toml; a missing file is a clear error."""
    path = tmp_path / "round.toml"
    path.write_text("qagen_docs = 2\n")
    assert load_settings(config_file=path).qagen_docs == 2
    with pytest.raises(ConfigError, match="does not exist"):
        load_settings(config_file=tmp_path / "absent.toml")


def test_bad_values_name_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    """A value of the wrong type is refused with the field's name in the message."""
    monkeypatch.setenv("DYNEVAL_BATCH_SIZE", "many")
    with pytest.raises(ConfigError, match="batch_size") as caught:
        load_settings()
    assert "many" in str(caught.value)


def test_store_files_live_under_data_dir(tmp_path: Path) -> None:
    """The bus, document store and caches are distinct SQLite files under data_dir."""
    conf = Settings(data_dir=tmp_path)
    files = [conf.bus_path, conf.documents_path, conf.embed_cache_path, conf.llm_cache_file]
    assert conf.documents_path == tmp_path / "documents.db"
    assert all(path.parent == tmp_path for path in files)
    assert len(set(files)) == len(files)
