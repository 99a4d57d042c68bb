"""Gold facts as rewritten, shipped contradiction reports, honest no-information shares."""

from __future__ import annotations

from pathlib import Path

import pytest

from services.gold.build import build_gold
from services.gold.contradictions import contradiction_items
from services.gold.entailment import rewrite_problems, unsupported_mentions
from services.gold.facts import extract_facts
from services.gold.mix import load_mix
from shared.longdoc import load_document
from tests.conftest import shared_data_dir

REPO = Path(__file__).resolve().parents[3]
MIX = REPO / "examples" / "gold" / "mix.toml"
HELD_OUT = ("telegraph", "quanta-1", "seattletimes-1")
CONFLICT = """# Riverside Tunnel Project Review

## Summary

The Riverside tunnel opened to traffic in March 2019 after six years of construction. The
tunnel connects the harbor district with the northern suburbs. The total cost of the
Riverside tunnel was $450 million. The city council approved the final design in 2012.

## Financing

The project was financed by municipal bonds and a federal grant. The federal grant covered
40% of the construction budget. Annual maintenance is expected to cost $3 million.

## Audit findings

City auditors reviewed the Riverside tunnel contracts in 2021. The total cost of the
Riverside tunnel was $520 million. The audit found that two contractors were paid late.
"""


def test_a_name_found_only_inside_a_longer_name_is_unsupported() -> None:
    """"Zealand is rich." is not what "New Zealand is a country. It is rich." says."""
    context = "New Zealand is a country. It is rich."
    assert unsupported_mentions("Zealand is rich.", context) == ["Zealand"]
    assert rewrite_problems("Zealand is rich.", "It is rich.", context) == ["Zealand"]
    assert unsupported_mentions("New Zealand is rich.", context) == []
    assert rewrite_problems("New Zealand is rich.", "It is rich.", context) == []


def test_a_new_subject_the_context_never_states_is_refused() -> None:
    """"The city council" rewritten as "Riverside council" is not entailed by its span."""
    context = "Riverside Tunnel Project Review. The city council approved the design in 2012."
    assert rewrite_problems("Riverside council approved the design in 2012.",
                            "The city council approved the design in 2012.", context)
    assert rewrite_problems("The city council approved the design in 2012.",
                            "The city council approved the design in 2012.", context) == []


async def test_a_conflicting_document_ships_a_contradiction_report(tmp_path: Path) -> None:
    """$450 million and $520 million for the same cost: the report ships with both values."""
    doc = tmp_path / "tunnel.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    built = await build_gold(doc, count=10, mix=load_mix(MIX), seed=0)
    reports = [r for r in built.records if r.answer_type == "contradiction_report"]
    assert len(reports) == 1
    assert "$450 million" in reports[0].answer and "$520 million" in reports[0].answer
    assert len(reports[0].atomic_facts) == 2
    one_sided = [r for r in built.records if r.answer_type == "definitive"
                 and ("$450 million" in r.answer or "$520 million" in r.answer)]
    assert one_sided == []


async def test_no_information_never_exceeds_its_share(tmp_path: Path) -> None:
    """A short document gives a smaller set rather than one padded with absent topics."""
    doc = tmp_path / "tunnel.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    mix = load_mix(MIX)
    built = await build_gold(doc, count=40, mix=mix, seed=0)
    cap = mix.targets(40)["answer_type"].get("no_information", 0)
    absent = [r for r in built.records if r.answer_type == "no_information"]
    assert len(absent) <= cap


def test_a_small_page_keeps_one_refusal() -> None:
    """With 3 answerable items one no-information item stays (the floor kept none); with 8,
    two (20 %), never a third."""
    from collections import Counter

    from services.gold.drafts import candidate
    from services.gold.mix import DIMENSIONS, _within_share

    for answerable, kept in ((3, 1), (8, 2)):
        chosen = [candidate(question=f"Q {i}?", answer="A", tier=1, facts=[],
                            answer_type="definitive") for i in range(answerable)]
        chosen += [candidate(question=f"R {i}?", answer="A", tier=1, facts=[],
                             answer_type="no_information") for i in range(3)]
        have: dict[str, Counter[str]] = {d: Counter() for d in DIMENSIONS}
        left = _within_share(chosen, 0.2, have)
        assert sum(it.answer_type == "no_information" for it in left) == kept


def _saved_pages() -> list[Path]:
    folder = shared_data_dir() / "html"
    return sorted(p for p in folder.glob("*.html") if not any(h in p.name for h in HELD_OUT))


@pytest.mark.parametrize("name", [p.name for p in _saved_pages()])
def test_saved_pages_have_no_wrong_entity_facts(shared_data: Path, name: str) -> None:
    """Every text fact of a saved page names only what its chunk (and title) states whole."""
    doc = load_document(shared_data / "html" / name)
    facts = extract_facts(doc)
    chunks = doc.chunk_map()
    wrong = []
    for chunk_id, found in facts.by_chunk.items():
        chunk = chunks[chunk_id]
        if chunk.kind != "text":
            continue
        context = f"{doc.title}\n{' '.join(chunk.section)}\n{chunk.text}"
        wrong += [(f.claim, m) for f in found if (m := unsupported_mentions(f.claim, context))]
    assert facts.count() > 0
    assert wrong == []


def test_document_refusals_score_on_no_information_items() -> None:
    """"The document does not say." is a refusal; a made-up figure is not."""
    from services.gold.record import NO_INFORMATION_ANSWER, GoldRecord
    from services.gold.score import score_gold

    record = GoldRecord(question="What was the annual revenue of the Riverside tunnel?",
                        answer=NO_INFORMATION_ANSWER, answer_type="no_information",
                        atomic_facts=(), reasoning_steps=None, opinions_from_answer=(),
                        source_type="text", relative_page=(), chunk_id=())
    scores = score_gold([(1, record), (2, record)],
                        {1: "The document does not say.", 2: "It was $40 million."}, {})
    assert [s.score for s in scores] == [1.0, 0.0]


def test_gold_sample_is_seeded_and_stratified(tmp_path: Path) -> None:
    """`gold sample` prints --n items, one per answer type first, the same for one seed."""
    from typer.testing import CliRunner

    from services.cli.app import app

    doc = tmp_path / "tunnel.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    out = tmp_path / "gold.jsonl"
    runner = CliRunner()
    built = runner.invoke(app, ["gold", "build", str(doc), "-o", str(out), "--count", "8"])
    assert built.exit_code == 0, built.output
    first = runner.invoke(app, ["gold", "sample", str(out), "--n", "3", "--seed", "3"])
    again = runner.invoke(app, ["gold", "sample", str(out), "--n", "3", "--seed", "3"])
    assert first.exit_code == 0, first.output
    assert first.output == again.output
    assert sum(line.split(".", 1)[0].isdigit() for line in first.output.splitlines()) == 3
    assert "contradiction_report" in first.output


def test_gold_sample_draws_an_equal_share_per_file(tmp_path: Path) -> None:
    """Over a big file and a small one, the small file gives all its items and the big one
    the rest; the first line says how the sample was drawn."""
    import json

    from typer.testing import CliRunner

    from services.cli.app import app
    from services.cli.gold_commands import _quotas

    assert _quotas({"pdf": 29, "a": 1, "b": 12}, 30) == {"pdf": 17, "a": 1, "b": 12}
    assert _quotas({"pdf": 29, "a": 14, "b": 12}, 30) == {"pdf": 10, "a": 10, "b": 10}
    doc = tmp_path / "tunnel.md"
    doc.write_text(CONFLICT, encoding="utf-8")
    big = tmp_path / "big.jsonl"
    runner = CliRunner()
    built = runner.invoke(app, ["gold", "build", str(doc), "-o", str(big), "--count", "8"])
    assert built.exit_code == 0, built.output
    lines = big.read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 3
    small = tmp_path / "small.jsonl"
    small.write_text(lines[0] + "\n", encoding="utf-8")
    shown = runner.invoke(app, ["gold", "sample", str(big), str(small), "--n", "3"])
    assert shown.exit_code == 0, shown.output
    drawn = [line.split()[1].split(":")[0] for line in shown.output.splitlines()
             if line.split(".", 1)[0].isdigit()]
    assert drawn.count("small.jsonl") == 1 and drawn.count("big.jsonl") == 2
    assert shown.output.startswith("sample: 3 items, seed 7, stratified by file")
    assert json.loads(lines[0])["question"] in shown.output


def test_no_information_subjects_are_real_names_of_a_known_kind() -> None:
    """Revenue is asked of a company (not an agency), a birthplace of a person; never an address."""
    from services.gold.absent import ASPECTS, subject_kind

    assert subject_kind("Federal Aviation Administration") == "public"
    assert subject_kind("Boeing Company") == "company"
    assert subject_kind("West Building Ground Floor") is None
    assert subject_kind("Riverside Harbor Bridge") == "thing"
    assert subject_kind("Barack Obama", "Barack Obama said on Friday that ...") == "person"
    assert subject_kind("Operating Procedures", "Operating Procedures apply to crews.") is None
    chief = next(a for a in ASPECTS if "chief executive" in a.template)
    assert chief.kinds == ("company",)
    assert not any(k in ("public", "person") for a in ASPECTS for k in a.kinds)


def test_a_value_that_changed_over_time_is_no_contradiction(tmp_path: Path) -> None:
    """'$48 million in 2021' and '$52 million in 2023' are a change, not a conflict: no report."""
    doc = tmp_path / "budget.md"
    doc.write_text("# Tunnel Review\n\n## Costs\n\nThe renovation budget was $48 million in 2021. "
                   "Crews worked through the winter.\n\n## Later changes\n\nThe renovation "
                   "budget was $52 million in 2023. The council approved the change.\n",
                   encoding="utf-8")
    assert list(contradiction_items(extract_facts(load_document(doc)))) == []
