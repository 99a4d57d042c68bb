"""Prompt templates: versioned Jinja2 files rendered into chat messages.

A template ``<name>.v<version>.j2`` defines a ``system`` and a ``user`` block; rendering
turns each non-empty block into one ``ChatMessage``. Undefined variables are errors
(``StrictUndefined``), and values are put into prompts as JSON with the ``to_json`` filter,
never by formatting strings in code. A template's digest (SHA-256 of its source) goes into
the generation config θ, so editing a prompt changes θ's hash.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jinja2

from shared.llm.chat import ChatMessage
from shared.llm.errors import LLMTemplateError

__all__ = ["PROMPTS_DIR", "PromptLibrary", "TemplateId"]

PROMPTS_DIR = Path(__file__).resolve().parent / "prompts"
"""The templates shipped with dyneval."""

_FILE_RX = re.compile(r"^(?P<name>[a-z][a-z0-9_]*)\.v(?P<version>[0-9]+)\.j2$")
_BLOCKS: tuple[tuple[str, str], ...] = (("system", "system"), ("user", "user"))

TemplateId = tuple[str, int]
"""A template's name and version."""


def _to_json(value: Any, indent: int | None = 2) -> str:
    return json.dumps(value, indent=indent, ensure_ascii=False, default=_jsonable)


def _jsonable(value: Any) -> Any:
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    if isinstance(value, tuple | set | frozenset):
        return list(value)
    raise TypeError(f"cannot put a {type(value).__name__} into a prompt as JSON")


class PromptLibrary:
    """The templates of one folder, loaded once and rendered on demand."""

    def __init__(self, directory: Path = PROMPTS_DIR) -> None:
        self.directory = directory
        self._env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(directory)),
            undefined=jinja2.StrictUndefined,
            autoescape=False,
            keep_trailing_newline=False,
            auto_reload=False,
        )
        self._env.filters["to_json"] = _to_json
        self._sources: dict[TemplateId, tuple[str, str]] = {}
        self._templates: dict[TemplateId, jinja2.Template] = {}

    def available(self) -> dict[str, tuple[int, ...]]:
        """Template names found in the folder, each with its versions in ascending order."""
        found: dict[str, list[int]] = {}
        for path in sorted(self.directory.glob("*.j2")):
            match = _FILE_RX.match(path.name)
            if match is not None:
                found.setdefault(match["name"], []).append(int(match["version"]))
        return {name: tuple(sorted(versions)) for name, versions in found.items()}

    def latest(self, name: str) -> int:
        """Highest version of template ``name``."""
        versions = self.available().get(name)
        if not versions:
            raise LLMTemplateError(
                f"no prompt template named {name!r} in {self.directory}",
                hint=f"add {name}.v1.j2 there, or use one of: {', '.join(self.available())}",
            )
        return versions[-1]

    def _path(self, name: str, version: int) -> Path:
        return self.directory / f"{name}.v{version}.j2"

    def source(self, name: str, version: int) -> str:
        """The template's source text."""
        path = self._path(name, version)
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError as exc:
            known = self.available().get(name, ())
            raise LLMTemplateError(
                f"no prompt template {path.name} in {self.directory}",
                hint=(
                    f"versions of {name!r} on disk: {', '.join(map(str, known))}"
                    if known
                    else "check the template name in the generation config"
                ),
            ) from exc

    def _loaded(self, name: str, version: int) -> tuple[str, str]:
        """(source, digest), read once: what is rendered is exactly what was hashed."""
        key = (name, version)
        if key not in self._sources:
            source = self.source(name, version)
            digest = hashlib.sha256(source.encode("utf-8")).hexdigest()
            self._sources[key] = (source, digest)
        return self._sources[key]

    def digest(self, name: str, version: int) -> str:
        """SHA-256 (hex) of the template's source as this library read it (once)."""
        return self._loaded(name, version)[1]

    def _template(self, name: str, version: int) -> jinja2.Template:
        key = (name, version)
        if key not in self._templates:
            source, _ = self._loaded(name, version)
            try:
                self._templates[key] = self._env.from_string(source)
            except jinja2.TemplateSyntaxError as exc:
                raise LLMTemplateError(
                    f"prompt template {name}.v{version}.j2 line {exc.lineno}: {exc.message}",
                    hint="fix the Jinja2 syntax of the template",
                ) from exc
        return self._templates[key]

    def render(
        self, name: str, version: int, variables: Mapping[str, Any]
    ) -> tuple[ChatMessage, ...]:
        """Render the template's ``system`` and ``user`` blocks into chat messages."""
        template = self._template(name, version)
        missing = [block for block, _ in _BLOCKS if block not in template.blocks]
        if "user" in missing:
            raise LLMTemplateError(
                f"prompt template {name}.v{version}.j2 has no user block",
                hint="wrap the prompt in {% block user %} ... {% endblock %}",
            )
        messages: list[ChatMessage] = []
        for block, role in _BLOCKS:
            if block in missing:
                continue
            try:
                context = template.new_context(dict(variables))
                text = "".join(template.blocks[block](context)).strip()
            except jinja2.UndefinedError as exc:
                raise LLMTemplateError(
                    f"prompt template {name}.v{version}.j2: {exc.message}",
                    hint=f"pass every variable the template uses; given: {sorted(variables)}",
                ) from exc
            except (TypeError, ValueError) as exc:
                raise LLMTemplateError(
                    f"prompt template {name}.v{version}.j2 could not be rendered: {exc}",
                    hint="pass plain JSON-like values (dicts, lists, str, numbers, models)",
                ) from exc
            if text:
                messages.append(ChatMessage(role=role, content=text))
        return tuple(messages)
