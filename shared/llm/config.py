"""The frozen generation config θ: per stage, the strategy, prompt templates, models, decoding.

θ is fixed for a whole round (spec: Gen(G; r, θ)); only the per-sample seed r varies.
Its content hash (``GenerationConfig.content_hash``) is recorded on every message produced
with it. The hash covers everything that shapes an output and nothing that does not:
template names, versions and source digests, model ids, decoding settings and rule-engine
versions, but no URLs, keys, timeouts or budgets.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence

from pydantic import Field

from shared.llm.chat import Decoding
from shared.llm.errors import LLMConfigError
from shared.llm.strategy import (
    ROUND_STAGES,
    STAGES,
    Strategy,
    judge_endpoints,
    stage_endpoint,
    stage_override,
    stage_strategy,
)
from shared.llm.templates import PromptLibrary
from shared.messages.base import Model
from shared.settings import Settings

__all__ = [
    "DEFAULT_DECODING",
    "REPAIR_TEMPLATE",
    "SCORE_DECODING",
    "SCORE_TEMPLATES",
    "STAGE_TEMPLATES",
    "Decoding",
    "GenerationConfig",
    "StageConfig",
    "TemplateRef",
    "build_generation_config",
]

STAGE_TEMPLATES: Mapping[str, tuple[str, ...]] = {
    "graph": ("thought_formatter",),
    "claims": ("claim_extraction",),
    "qagen": ("qa_temporal", "qa_comparison", "qa_causal", "qa_conjunction"),
    "judge": ("judge", "judge_batch"),
    "gold": ("gold_reconstruct", "gold_absent", "gold_generate"),
    "kb": ("kb_query",),
}
"""The prompt templates each LLM-backed stage renders."""

SCORE_TEMPLATES: tuple[str, ...] = ("fresheval", "refusal")
"""Templates of the score service's model aids (FreshEval correctness judge, refusal
classifier); part of θ as stage ``score`` when either is switched on."""

SCORE_DECODING = Decoding(temperature=0.0, max_tokens=256, json_mode=False)
"""Decoding of the score service's model aids: deterministic, short, free text."""

REPAIR_TEMPLATE = "repair"
"""The template of the one repair turn after an unusable structured reply."""

DEFAULT_DECODING: Mapping[str, Decoding] = {
    "graph": Decoding(temperature=0.0, max_tokens=4096),
    "claims": Decoding(temperature=0.0, max_tokens=4096),
    # The seed r injects per-sample variety only if sampling is on.
    "qagen": Decoding(temperature=0.7, top_p=0.95, max_tokens=2048),
    "judge": Decoding(temperature=0.0, max_tokens=1024),
    # Generation replies carry several items with their facts and spans.
    "gold": Decoding(temperature=0.0, max_tokens=2048),
    # One question, its answer and a few quotes; sampling varies the questions per seed.
    "kb": Decoding(temperature=0.7, max_tokens=600),
}
"""Decoding per stage unless ``[llm_stages.<stage>]`` overrides a field."""


class TemplateRef(Model):
    """A prompt template pinned by name, version and the digest of its source."""

    name: str
    """Template name (file ``<name>.v<version>.j2``)."""

    version: int = Field(ge=1)
    """Template version."""

    sha256: str
    """SHA-256 of the template source when θ was built."""


class StageConfig(Model):
    """θ for one stage."""

    strategy: Strategy
    """``rules`` (built-in rule engine) or ``openai`` (an endpoint)."""

    templates: tuple[TemplateRef, ...] = ()
    """Prompt templates the stage renders (none for the rule engine)."""

    repair: TemplateRef | None = None
    """Template of the repair turn (none for the rule engine)."""

    models: tuple[str, ...] = ()
    """Model ids: one per stage, one per judge for the judge panel (none for rules)."""

    decoding: Decoding | None = None
    """Decoding settings (none for the rule engine)."""

    rules_version: str | None = None
    """Version of the rule strategy, when the stage's service declares one."""

    def template(self, name: str) -> TemplateRef:
        """The pinned version of template ``name``."""
        for ref in self.templates:
            if ref.name == name:
                return ref
        known = ", ".join(ref.name for ref in self.templates) or "none (rule engine)"
        raise LLMConfigError(
            f"template {name!r} is not part of this stage's generation config",
            hint=f"templates of the stage: {known}",
        )


class GenerationConfig(Model):
    """θ: the frozen generation config of a round."""

    stages: dict[str, StageConfig]
    """Per-stage config, keyed by stage name."""

    def stage(self, name: str) -> StageConfig:
        """The config of stage ``name``."""
        try:
            return self.stages[name]
        except KeyError:
            raise LLMConfigError(
                f"the generation config has no stage {name!r}",
                hint=f"stages are: {', '.join(sorted(self.stages))}",
            ) from None

    def canonical_json(self) -> str:
        """The config as canonical JSON (sorted keys, no whitespace): what the hash covers."""
        return json.dumps(
            self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
        )

    def content_hash(self) -> str:
        """SHA-256 (hex) of ``canonical_json``; equal configs hash equal across processes."""
        return hashlib.sha256(self.canonical_json().encode("utf-8")).hexdigest()


def _ref(library: PromptLibrary, name: str, version: int | None) -> TemplateRef:
    chosen = version if version is not None else library.latest(name)
    return TemplateRef(name=name, version=chosen, sha256=library.digest(name, chosen))


def build_generation_config(
    settings: Settings,
    *,
    library: PromptLibrary | None = None,
    rule_versions: Mapping[str, str] | None = None,
    stage_names: Sequence[str] = ROUND_STAGES,
) -> GenerationConfig:
    """θ from the settings: strategy per stage; templates, models and decoding for LLM stages.

    Template versions are the latest on disk unless ``[llm_stages.<stage>] templates`` pins
    them. ``rule_versions`` lets the services record the version of their rule strategies.
    ``stage_names`` are the stages θ covers: a round's by default; ``("gold",)`` for gold sets.
    """
    unknown = sorted(set(stage_names) - set(STAGES))
    if unknown:
        raise LLMConfigError(
            f"unknown LLM stage {unknown[0]!r}", hint=f"stages are: {', '.join(STAGES)}"
        )
    lib = library if library is not None else PromptLibrary()
    versions = dict(rule_versions or {})
    stages: dict[str, StageConfig] = {}
    for stage in stage_names:
        strategy = stage_strategy(settings, stage)
        if strategy == "rules":
            stages[stage] = StageConfig(strategy="rules", rules_version=versions.get(stage))
            continue
        override = stage_override(settings, stage)
        stray = sorted(set(override.templates) - set(STAGE_TEMPLATES[stage]))
        if stray:
            raise LLMConfigError(
                f"[llm_stages.{stage}] templates: {stray[0]!r} is not a template of this stage",
                hint=f"templates of {stage}: {', '.join(STAGE_TEMPLATES[stage])}",
            )
        templates = tuple(
            _ref(lib, name, override.templates.get(name)) for name in STAGE_TEMPLATES[stage]
        )
        if stage == "judge":
            models = tuple(endpoint.model for endpoint in judge_endpoints(settings))
        else:
            models = (stage_endpoint(settings, stage).model,)
        base = DEFAULT_DECODING[stage]
        changes = {
            field: getattr(override, field)
            for field in ("temperature", "top_p", "max_tokens", "stop", "json_mode")
            if getattr(override, field) is not None
        }
        stages[stage] = StageConfig(
            strategy="openai",
            templates=templates,
            repair=_ref(lib, REPAIR_TEMPLATE, None),
            models=models,
            decoding=Decoding.model_validate({**base.model_dump(), **changes}),
            rules_version=versions.get(stage),
        )
    if "judge" in stage_names and (
        settings.score_llm_judge != "off" or settings.score_refusal == "llm"
    ):
        stages["score"] = StageConfig(
            strategy="openai",
            templates=tuple(_ref(lib, name, None) for name in SCORE_TEMPLATES),
            models=(stage_endpoint(settings, "judge").model,),
            decoding=SCORE_DECODING,
        )
    return GenerationConfig(stages=stages)
