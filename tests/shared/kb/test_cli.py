"""``dyneval kb generate | validate | score`` end to end on a small KB."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from services.cli.app import app
from shared.errors import NotFoundError

PAGES = {
    "payments/methods.md": (
        "# Payment Methods\n\nRefunds are explained on [Refunds](../returns/refunds.md).\n\n"
        "## Payment rules\n\n- **Billing currency:** US dollars only\n"
        "- **Payment methods per order:** At most two\n\n"
        "## Accepted payment methods\n\n- Visa\n- PayPal\n- Apple Pay\n\n"
        "## How to pay with PayPal\n\n1. Choose PayPal at checkout.\n2. Sign in to PayPal.\n"
        "3. Confirm the payment.\n\nIf a card payment is declined twice, the order is held "
        "for 24 hours.\n"
    ),
    "returns/refunds.md": (
        "# Refunds\n\nSee [payment methods](../payments/methods.md).\n\n"
        "## Refund terms\n\n- **Refund window:** 30 days from delivery\n"
        "- **Label cost:** $5.99, deducted from the refund\n\n"
        "## Refund times\n\n| Method | Refund time |\n| --- | --- |\n| Visa | 5 days |\n"
        "| PayPal | 2 days |\n| Apple Pay | 6 days |\n\n"
        "If your refund is late, contact support with your order number.\n\n"
        "## How to start a return\n\n1. Sign in to your account and open Orders.\n"
        "2. Select the order and choose Return items.\n3. Print the return label.\n"
    ),
    "returns/policy-v1.md": "# Policy\n\n- **Refund window:** 60 days\n",
    "returns/policy-v2.md": "# Policy\n\n- **Refund window:** 30 days from delivery\n",
}


@pytest.fixture
def small_kb(tmp_path: Path) -> Path:
    """A four-page plain-folder KB with a v1/v2 pair and an A<->B link."""
    root = tmp_path / "kb"
    for ref, text in PAGES.items():
        (root / ref).parent.mkdir(parents=True, exist_ok=True)
        (root / ref).write_text(text, encoding="utf-8")
    return root


def test_generate_validate_and_score(small_kb: Path, tmp_path: Path) -> None:
    """Generate writes valid queries; validate passes; score reports per type and subtype."""
    runner = CliRunner()
    env = {"DYNEVAL_DATA_DIR": str(tmp_path / "data")}
    out = tmp_path / "queries.jsonl"
    result = runner.invoke(app, ["kb", "generate", str(small_kb), "-o", str(out), "--direct", "6",
                                 "--multi-hop", "2", "--negative", "2", "--seed", "5"], env=env)
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["query_type"] for line in lines].count("direct") == 6
    assert lines[0]["query_id"] == "q_direct_001"
    assert all("policy-v1.md" not in ref for line in lines for ref in line["context_reference"])

    checked = runner.invoke(app, ["kb", "validate", str(out), str(small_kb), "--json"], env=env)
    assert checked.exit_code == 0, checked.output
    report = json.loads(checked.output)
    assert report["ok"] and report["by_type"]["direct"] == 6
    assert report["negative_similarity"]["below_threshold"] == 0

    answers = tmp_path / "answers.jsonl"
    answers.write_text("\n".join(json.dumps({
        "query_id": line["query_id"], "answer": line["ground_truth"],
        "citations": line["context_reference"]}) for line in lines) + "\n")
    scored = runner.invoke(app, ["kb", "score", str(out), str(answers), "--json"], env=env)
    assert scored.exit_code == 0, scored.output
    table = json.loads(scored.output)
    assert table["by_type"]["direct"]["em"] == 1.0
    assert table["by_type"]["direct"]["citation_f1"] == 1.0
    assert table["refusal_rate"] == 1.0 and table["unanswered"] == 0
    assert any(key.startswith("direct/") for key in table["by_subtype"])


def test_validate_fails_on_outdated_reference(small_kb: Path, tmp_path: Path) -> None:
    """A query citing a -v1 page makes validate exit 1 and name the problem."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({
        "query_id": "q_direct_001", "query_type": "direct", "query": "Refund window?",
        "ground_truth": "60 days.", "context_reference": ["returns/policy-v1.md"],
        "metadata": {"subtype": "simple_fact", "category": "returns"}}) + "\n")
    result = CliRunner().invoke(app, ["kb", "validate", str(bad), str(small_kb),
                                      "--no-similarity"])
    assert result.exit_code == 1
    assert "outdated page" in result.output


def test_sample_prints_ten_per_type_with_a_fixed_seed() -> None:
    """`kb sample` draws --per-type queries of each type, the same ones for the same seed."""
    shipped = Path(__file__).resolve().parents[3] / "examples" / "kb" / "data" / "queries.jsonl"
    runner = CliRunner()
    first = runner.invoke(app, ["kb", "sample", str(shipped), "--per-type", "10", "--seed", "7"])
    again = runner.invoke(app, ["kb", "sample", str(shipped), "--per-type", "10", "--seed", "7"])
    assert first.exit_code == 0, first.output
    assert first.output == again.output
    ids = [line.split()[0] for line in first.output.splitlines() if line.startswith("q_")]
    assert len(ids) == 30 and len(set(ids)) == 30
    assert sum(i.startswith("q_multi_hop_") for i in ids) == 10


def test_generate_excludes_pages_by_folder_or_glob(small_kb: Path, tmp_path: Path) -> None:
    """``--exclude payments`` leaves the folder's page out of every query; excluding every
    page is an error naming the patterns and what to do."""
    runner = CliRunner()
    env = {"DYNEVAL_DATA_DIR": str(tmp_path / "data")}
    out = tmp_path / "queries.jsonl"
    result = runner.invoke(app, ["kb", "generate", str(small_kb), "-o", str(out), "--direct", "4",
                                 "--multi-hop", "0", "--negative", "0", "--exclude", "payments"],
                           env=env)
    assert result.exit_code == 0, result.output
    refs = {ref for line in out.read_text().splitlines()
            for ref in json.loads(line)["context_reference"]}
    assert refs and not any(ref.startswith("payments/") for ref in refs)
    empty = runner.invoke(app, ["kb", "generate", str(small_kb), "-o", str(out),
                                "--exclude", "payments", "--exclude", "returns/*"], env=env)
    assert isinstance(empty.exception, NotFoundError)
    assert "--exclude payments returns/* (4 excluded)" in str(empty.exception)
    assert "exclude fewer pages" in (empty.exception.hint or "")
