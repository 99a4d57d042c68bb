"""The frozen generation config θ: what it pins and when its hash changes."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from shared.claims.rules import RULES_VERSION
from shared.kb.llm_strategy import LlmQueryWriter, kb_theta
from shared.llm import ChatClient, default_endpoint
from shared.llm.config import GenerationConfig, build_generation_config
from shared.llm.errors import LLMConfigError
from shared.llm.templates import PROMPTS_DIR, PromptLibrary
from shared.rounds.theta import round_theta
from tests.shared.llm.conftest import SettingsFactory


def test_rules_default_pins_no_prompts(llm_settings: SettingsFactory) -> None:
    """With llm = rules every stage is the rule engine and θ holds no templates or models."""
    theta = build_generation_config(llm_settings(llm="rules"), rule_versions={"qagen": "2"})
    assert {name: s.strategy for name, s in theta.stages.items()} == dict.fromkeys(
        ("graph", "claims", "qagen", "judge"), "rules")
    assert all(not s.templates and not s.models for s in theta.stages.values())
    assert theta.stage("qagen").rules_version == "2"


def test_round_theta_records_the_claims_rules_version(llm_settings: SettingsFactory) -> None:
    """A rules round's θ names the claim extractor's version, so two rule sets differ."""
    theta = round_theta(llm_settings(llm="rules")).generation
    assert theta.stage("claims").rules_version == RULES_VERSION
    assert RULES_VERSION.startswith("claims-rules-")


def test_openai_stage_pins_templates_models_decoding(llm_settings: SettingsFactory) -> None:
    """An LLM stage pins each template's version and digest, the model and decoding."""
    theta = build_generation_config(llm_settings())
    qagen = theta.stage("qagen")
    assert [t.name for t in qagen.templates] == [
        "qa_temporal", "qa_comparison", "qa_causal", "qa_conjunction"]
    library = PromptLibrary()
    assert all(t.sha256 == library.digest(t.name, t.version) for t in qagen.templates)
    assert qagen.models == ("test-model",)
    assert qagen.decoding is not None and qagen.decoding.temperature == 0.7
    assert qagen.repair is not None and qagen.repair.name == "repair"


def test_hash_is_stable_and_ignores_connection_settings(llm_settings: SettingsFactory) -> None:
    """Equal configs hash equal; URL, key, timeout and budgets do not enter θ."""
    a = build_generation_config(llm_settings())
    b = build_generation_config(
        llm_settings(llm_base_url="http://other:1/v1", llm_api_key="sk-x", llm_timeout_s=5,
                     llm_concurrency=99, llm_rpm=10)
    )
    assert a.content_hash() == b.content_hash()
    assert len(a.content_hash()) == 64


def test_hash_is_the_same_in_another_process(llm_settings: SettingsFactory) -> None:
    """The hash is a pure function of content: a fresh interpreter computes the same value."""
    theta = build_generation_config(llm_settings())
    code = (
        "import sys; from shared.llm.config import GenerationConfig; "
        "print(GenerationConfig.model_validate_json(sys.stdin.read()).content_hash())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input=theta.model_dump_json(), capture_output=True,
        text=True, check=True, cwd=Path(__file__).resolve().parents[3],
    )
    assert out.stdout.strip() == theta.content_hash()


@pytest.mark.parametrize(
    "change",
    [
        {"llm_model": "other-model"},
        {"llm_stages": {"qagen": {"temperature": 0.2}}},
        {"llm_stages": {"claims": {"max_tokens": 100}}},
        {"llm_stages": {"judge": {"strategy": "rules"}}},
        {"llm_judges": [{"model": "a"}, {"model": "b"}]},
    ],
)
def test_hash_changes_with_content(
    llm_settings: SettingsFactory, change: dict[str, object]
) -> None:
    """Models, decoding, strategy and the judge panel all change θ's hash."""
    assert build_generation_config(llm_settings()).content_hash() != build_generation_config(
        llm_settings(**change)).content_hash()


def test_editing_a_template_changes_the_hash(
    llm_settings: SettingsFactory, tmp_path: Path
) -> None:
    """A one-character edit of a prompt file changes θ although its version did not."""
    prompts = tmp_path / "prompts"
    shutil.copytree(PROMPTS_DIR, prompts)
    before = build_generation_config(llm_settings(), library=PromptLibrary(prompts)).content_hash()
    path = prompts / f"judge.v{PromptLibrary(prompts).latest('judge')}.j2"
    path.write_text(path.read_text() + " ")
    after = build_generation_config(llm_settings(), library=PromptLibrary(prompts)).content_hash()
    assert before != after


def test_template_version_pin(llm_settings: SettingsFactory, tmp_path: Path) -> None:
    """The latest version is used unless [llm_stages.<stage>] templates pins an older one."""
    prompts = tmp_path / "prompts"
    shutil.copytree(PROMPTS_DIR, prompts)
    newest = PromptLibrary(prompts).latest("judge")
    (prompts / f"judge.v{newest + 1}.j2").write_text((prompts / "judge.v1.j2").read_text() + "\n")
    library = PromptLibrary(prompts)
    latest = build_generation_config(llm_settings(), library=library)
    pinned = build_generation_config(
        llm_settings(llm_stages={"judge": {"templates": {"judge": 1}}}), library=library)
    assert latest.stage("judge").template("judge").version == newest + 1
    assert pinned.stage("judge").template("judge").version == 1


def test_pinning_a_foreign_template_is_refused(llm_settings: SettingsFactory) -> None:
    """A stage may only pin its own templates; the error lists them."""
    with pytest.raises(LLMConfigError, match="not a template of this stage") as caught:
        build_generation_config(llm_settings(llm_stages={"judge": {"templates": {"qa_causal": 1}}}))
    assert caught.value.hint is not None and "judge" in caught.value.hint


def test_json_roundtrip_keeps_the_hash(llm_settings: SettingsFactory) -> None:
    """θ serialised and read back (e.g. from a round message) has the same hash."""
    theta = build_generation_config(llm_settings())
    again = GenerationConfig.model_validate_json(theta.model_dump_json())
    assert again == theta and again.content_hash() == theta.content_hash()


def test_kb_stage_pins_the_kb_query_prompt(llm_settings: SettingsFactory) -> None:
    """θ of the KB LLM strategy pins kb_query's version and digest and the stage's decoding."""
    theta = kb_theta(llm_settings(llm="rules"))
    kb = theta.stage("kb")
    ref = kb.template("kb_query")
    assert kb.strategy == "openai" and list(theta.stages) == ["kb"]
    assert ref.sha256 == PromptLibrary().digest("kb_query", ref.version)
    assert kb.decoding is not None and kb.decoding.max_tokens == 600


def test_kb_writer_refuses_a_template_edited_after_theta(
    llm_settings: SettingsFactory, tmp_path: Path
) -> None:
    """A kb_query template changed since θ was built is refused, naming both digests."""
    prompts = tmp_path / "prompts"
    shutil.copytree(PROMPTS_DIR, prompts)
    theta = kb_theta(llm_settings(), library=PromptLibrary(prompts))
    version = theta.stage("kb").template("kb_query").version
    path = prompts / f"kb_query.v{version}.j2"
    path.write_text(path.read_text() + " ")
    client = ChatClient(default_endpoint(llm_settings()))
    with pytest.raises(LLMConfigError, match="changed since θ pinned it"):
        LlmQueryWriter.from_theta(client, theta, library=PromptLibrary(prompts))
