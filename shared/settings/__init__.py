"""The one settings object of a dyneval process.

Values come, highest priority first, from CLI flags (passed as keyword
arguments), ``DYNEVAL_*`` environment variables, a TOML file (``dyneval.toml`` in
the working directory, or the file named by ``DYNEVAL_CONFIG``) and the defaults
below. Nothing else in dyneval reads ``os.environ``. Secrets are ``SecretStr`` and
never appear in logs or ``repr``.
"""

from __future__ import annotations

from shared.settings.loading import load_settings, register_secrets
from shared.settings.process import CONFIG_ENV as CONFIG_ENV
from shared.settings.process import DEFAULT_CONFIG_FILE as DEFAULT_CONFIG_FILE
from shared.settings.process import Settings

__all__ = ["Settings", "load_settings", "register_secrets"]
