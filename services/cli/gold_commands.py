"""``dyneval gold``: gold-standard QA sets from one long document (PDF, Markdown, HTML, text)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn
from rich.table import Table

from services.cli.common import run_async, settings, stderr_console, stdout_console
from services.gold.build import BuildResult, build_gold
from services.gold.mix import load_mix
from services.gold.record import GoldRecord as GoldRecordLike
from services.gold.record import read_records, write_records
from services.gold.score import read_answers, score_gold, summarize
from services.gold.validate import ValidationReport, validate_gold
from shared.errors import ConfigError
from shared.llm.strategy import stage_strategy
from shared.longdoc.load import load_document

__all__ = ["register"]

gold_app = typer.Typer(help="Gold-standard QA sets from one long document.",
                       no_args_is_help=True)  # fmt: skip


class _Bars:
    """One rich progress bar per stage."""

    def __init__(self, progress: Progress) -> None:
        self._progress = progress
        self._tasks: dict[str, TaskID] = {}

    def start(self, stage: str, total: int) -> None:
        if stage in self._tasks:
            self._progress.update(self._tasks[stage], total=total)
        else:
            self._tasks[stage] = self._progress.add_task(stage, total=total)

    def advance(self, stage: str, amount: int = 1) -> None:
        self._progress.advance(self._tasks[stage], amount)


def _counts(title: str, rows: dict[str, int]) -> Table:
    table = Table(title=title)
    table.add_column("value")
    table.add_column("items", justify="right")
    for key, n in sorted(rows.items()):
        table.add_row(key, str(n))
    return table


@gold_app.command("build")
def build_command(
    doc: Annotated[Path, typer.Argument(help="The long document (PDF, Markdown, HTML, text).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Gold JSONL to write.")] = Path(
        "gold.jsonl"
    ),
    count: Annotated[
        int | None, typer.Option("--count", min=1, help="Items (default 200).")
    ] = None,
    mix: Annotated[Path | None, typer.Option("--mix", help="Mix file (TOML or JSON).")] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice.")] = 0,
    strategy: Annotated[
        str | None,
        typer.Option("--strategy", help="'rules' or 'llm' (the gold stage's model generates "
                     "and judges); default: the gold stage's strategy in the settings."),
    ] = None,
) -> None:
    """Build a gold set: parse, extract facts, generate, check, select by the mix."""
    conf = settings()
    chosen_mix = load_mix(mix)
    n = count or chosen_mix.count or 200
    chosen = strategy or ("llm" if stage_strategy(conf, "gold") == "openai" else "rules")
    if chosen not in ("rules", "llm"):
        raise ConfigError(f"unknown strategy {chosen!r}", hint="use --strategy rules or llm")

    async def run() -> BuildResult:
        judge = absence = generator = None
        llm = None
        if chosen == "llm":
            from services.gold.llm import LLMAbsenceJudge, LLMReconstructionJudge, gold_llm
            from services.gold.llm_generate import LLMGoldGenerator

            llm = gold_llm(conf)
            judge, absence = LLMReconstructionJudge(llm), LLMAbsenceJudge(llm)
            generator = LLMGoldGenerator(llm)
        try:
            with Progress(TextColumn("{task.description:>10}"), BarColumn(), MofNCompleteColumn(),
                          console=stderr_console()) as bars:  # fmt: skip
                return await build_gold(doc, count=n, mix=chosen_mix, seed=seed, judge=judge,
                                        absence=absence, progress=_Bars(bars),
                                        generator=generator)  # fmt: skip
        finally:
            if llm is not None:
                await llm.aclose()

    result = run_async(run)
    write_records(result.records, output)
    manifest = output.with_suffix(".manifest.json")
    data = result.manifest(mix=chosen_mix, seed=seed, strategy=chosen)
    manifest.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    console = stdout_console()
    console.print(f"{len(result.records)} items written to {output} (manifest {manifest}); "
                  f"{result.n_facts} facts, {result.n_candidates} candidates, "
                  f"{len(result.rejected)} rejected with reasons in the manifest",
                  highlight=False)  # fmt: skip
    skipped = result.generation.get("skipped", [])
    dropped = sum(result.generation.get("dropped_facts", {}).values())
    if chosen == "llm":
        console.print(f"generator {result.generator}: {result.generation.get('requests', 0)} "
                      f"requests, {dropped} facts dropped (span not in its chunk ...), "
                      f"{len(skipped)} requests skipped", highlight=False)  # fmt: skip
    for dim in ("answer_type", "source_type"):
        counts: dict[str, int] = {}
        for item in result.items:
            key = str(getattr(item, dim))
            counts[key] = counts.get(key, 0) + 1
        console.print(_counts(dim, counts))
    tiers: dict[str, int] = {}
    for item in result.items:
        tiers[str(item.tier)] = tiers.get(str(item.tier), 0) + 1
    console.print(_counts("tier", tiers))
    for dim, missing in result.shortfall.items():
        stderr_console().print(
            f"[yellow]{dim}: short of the mix by {missing}[/] (the document has no more "
            "candidates of these kinds that pass the checks)", highlight=False)  # fmt: skip


def _print_report(report: ValidationReport, console: Console) -> None:
    console.print(_counts("answer_type", dict(report.by_answer_type)))
    console.print(_counts("source_type", dict(report.by_source_type)))
    console.print(_counts("tier", dict(report.by_tier)))
    console.print(_counts("fact category", dict(report.by_category)))


@gold_app.command("validate")
def validate_command(
    gold: Annotated[Path, typer.Argument(help="Gold JSONL.")],
    doc: Annotated[
        Path | None,
        typer.Option("--doc", help="Check chunk and page references against this document."),
    ] = None,
    strategy: Annotated[
        str, typer.Option("--strategy", help="Reconstruction judge: 'rules' or 'llm' (the gold "
                          "stage's model; computed answers are still recomputed).")
    ] = "rules",
) -> None:
    """Schema, references, reconstruction and the distribution report; exit 1 on problems."""
    if strategy not in ("rules", "llm"):
        raise ConfigError(f"unknown strategy {strategy!r}", hint="use --strategy rules or llm")
    document = load_document(doc) if doc is not None else None

    async def run() -> ValidationReport:
        if strategy == "rules":
            return await validate_gold(gold, doc=document)
        from services.gold.llm import LLMReconstructionJudge, gold_llm

        llm = gold_llm(settings())
        try:
            return await validate_gold(gold, doc=document, judge=LLMReconstructionJudge(llm))
        finally:
            await llm.aclose()

    report = run_async(run)
    console = stdout_console()
    _print_report(report, console)
    for problem in report.problems[:50]:
        console.print(f"[red]{problem}[/]", highlight=False)
    more = len(report.problems) - 50
    if more > 0:
        console.print(f"... and {more} more problems")
    console.print(f"{report.lines} items, {len(report.problems)} problems", highlight=False)
    if not report.ok:
        raise typer.Exit(1)


@gold_app.command("stats")
def stats_command(gold: Annotated[Path, typer.Argument(help="Gold JSONL.")]) -> None:
    """Distribution of a gold set: answer types, sources, pages, facts per item."""
    records = [r for _, r in read_records(gold)]
    console = stdout_console()
    by_type: dict[str, int] = {}
    by_source: dict[str, int] = {}
    by_category: dict[str, int] = {}
    for r in records:
        by_type[r.answer_type] = by_type.get(r.answer_type, 0) + 1
        by_source[r.source_type] = by_source.get(r.source_type, 0) + 1
        for f in r.atomic_facts:
            by_category[f.category] = by_category.get(f.category, 0) + 1
    for title, rows in (("answer_type", by_type), ("source_type", by_source),
                        ("fact category", by_category)):  # fmt: skip
        console.print(_counts(title, rows))
    pages = sorted({p for r in records for p in r.relative_page})
    facts = [len(r.atomic_facts) for r in records]
    steps = sum(1 for r in records if r.reasoning_steps)
    console.print(
        f"{len(records)} items; facts per item {sum(facts) / max(len(facts), 1):.2f}; "
        f"{steps} with reasoning steps; pages covered {len(pages)}"
        + (f" ({pages[0]}-{pages[-1]})" if pages else ""),
        highlight=False,
    )


@gold_app.command("score")
def score_command(
    gold: Annotated[Path, typer.Argument(help="Gold JSONL.")],
    answers: Annotated[Path, typer.Argument(help="JSONL of {line|question, answer}.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Score a system's answers, answer-type aware (lists by item-set F1, refusals, both values)."""
    records = list(read_records(gold))
    by_line, by_question = read_answers(answers)
    summary = summarize(score_gold(records, by_line, by_question))
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
        return
    table = Table(title=f"scores of {answers.name} on {gold.name}")
    table.add_column("answer type")
    table.add_column("metric")
    table.add_column("items", justify="right")
    table.add_column("mean", justify="right")
    metric = {"list": "item-set F1", "no_information": "refusal",
              "contradiction_report": "both values", "all": "primary"}  # fmt: skip
    for kind, row in summary.items():
        table.add_row(kind, metric.get(kind, "token F1"), f"{row['n']:.0f}", f"{row['mean']:.3f}")
    stdout_console().print(table)


@gold_app.command("sample")
def sample_command(
    gold: Annotated[list[Path], typer.Argument(help="Gold JSONL files (one per document).")],
    total: Annotated[int, typer.Option("--n", min=1, help="Items to draw in all.")] = 30,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the draw.")] = 7,
) -> None:
    """Print a seeded sample for hand judging, stratified by file, then by answer type.

    Each file (one document) gets an equal share of ``--n``; a file with fewer items gives
    them all and its unused share goes to the files that have more, so a sample over a long
    PDF and two news pages is not all PDF. Within a file the draw takes the answer types in
    turn. The first line says how the sample was drawn."""
    per_file: dict[str, dict[str, list[tuple[int, GoldRecordLike]]]] = {}
    for path in gold:
        pools = per_file.setdefault(path.name, {})
        for line, record in read_records(path):
            pools.setdefault(record.answer_type, []).append((line, record))
    rng = random.Random(seed)
    for pools in per_file.values():
        for items in pools.values():
            rng.shuffle(items)
    sizes = {name: sum(map(len, pools.values())) for name, pools in per_file.items()}
    quota = _quotas(sizes, total)
    drawn: list[tuple[str, int, GoldRecordLike]] = []
    for name, pools in per_file.items():
        keys = sorted(pools)
        taken = 0
        while taken < quota[name]:
            for key in keys:
                if pools[key] and taken < quota[name]:
                    line, record = pools[key].pop()
                    drawn.append((name, line, record))
                    taken += 1
    shares = ", ".join(f"{name} {quota[name]} of {sizes[name]}" for name in per_file)
    how = (f"sample: {len(drawn)} items, seed {seed}, stratified by file (an equal share "
           f"each; a file with fewer items gives all of them and the rest goes to the others), "
           f"then by answer type in turn within a file: {shares}")
    stdout_console().print(how, highlight=False, markup=False, soft_wrap=True)
    console = stdout_console()
    for n, (name, line, record) in enumerate(drawn, 1):
        facts = "; ".join(f.fact for f in record.atomic_facts) or "-"
        console.print(f"{n}. {name}:{line} [{record.answer_type}, {record.source_type},"
                      f" pages {list(record.relative_page)}]\n   Q: {record.question}\n"
                      f"   A: {record.answer}\n   facts: {facts}\n"
                      f"   steps: {'; '.join(record.reasoning_steps or []) or '-'}",
                      highlight=False, markup=False, soft_wrap=True)


def _quotas(sizes: dict[str, int], total: int) -> dict[str, int]:
    """Items to draw per file: equal shares of ``total`` (the remainder to the first files),
    a file's share capped at its size and what it cannot give shared among the others."""
    quota = dict.fromkeys(sizes, 0)
    left = min(total, sum(sizes.values()))
    while left > 0:
        open_files = [name for name in sizes if quota[name] < sizes[name]]
        share, extra = divmod(left, len(open_files))
        for i, name in enumerate(open_files):
            give = min(share + (1 if i < extra else 0), sizes[name] - quota[name])
            quota[name] += give
            left -= give
    return quota


def register(app: typer.Typer) -> None:
    """Add ``dyneval gold``."""
    app.add_typer(gold_app, name="gold")
