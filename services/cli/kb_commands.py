"""``dyneval kb``: generate and validate evaluation queries from a markdown knowledge base."""

from __future__ import annotations

import json
import random
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Annotated

import httpx
import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn
from rich.table import Table

from services.cli.common import run_async, settings, stderr_console, stdout_console
from shared.embeddings import Embedder, build_embedder
from shared.errors import ConfigError
from shared.kb.generate import GenerationConfig, GenerationResult, generate
from shared.kb.llm_strategy import LlmQueryWriter, kb_theta
from shared.kb.loader import load_kb
from shared.kb.queries import KbQuery, read_queries, write_queries
from shared.kb.score import ANSWER_METRICS, read_answers, score_kb_answers
from shared.kb.validate import ValidationReport, validate_file
from shared.llm import ChatClient, ResponseCache, default_endpoint
from shared.settings import Settings

__all__ = ["register"]

kb_app = typer.Typer(help="Evaluation queries from a versioned markdown knowledge base.",
                     no_args_is_help=True)


class _RichProgress:
    """One rich progress bar per phase."""

    def __init__(self, progress: Progress) -> None:
        self._progress = progress
        self._tasks: dict[str, TaskID] = {}

    def start(self, phase: str, total: int) -> None:
        self._tasks[phase] = self._progress.add_task(phase.replace("_", "-"), total=total)

    def advance(self, phase: str, amount: int = 1) -> None:
        self._progress.advance(self._tasks[phase], amount)


async def _with_embedder(conf: Settings, stack: AsyncExitStack) -> Embedder:
    client = None
    if conf.embed_backend == "openai":
        client = await stack.enter_async_context(
            httpx.AsyncClient(timeout=conf.embed_timeout_s)
        )
    return build_embedder(conf, client)


async def _with_writer(conf: Settings, stack: AsyncExitStack) -> LlmQueryWriter:
    cache = ResponseCache(conf.llm_cache_file, conf.llm_cache)
    stack.callback(cache.close)
    http = await stack.enter_async_context(httpx.AsyncClient(timeout=conf.llm_timeout_s))
    client = await stack.enter_async_context(
        ChatClient(default_endpoint(conf), http=http, cache=cache)
    )
    return LlmQueryWriter.from_theta(client, kb_theta(conf))


def _summary(result: GenerationResult, out: Path) -> Table:
    report = result.report
    table = Table(title=f"{len(result.queries)} queries written to {out}")
    table.add_column("type / subtype")
    table.add_column("count", justify="right")
    for key, count in sorted(report.by_subtype.items()):
        table.add_row(key, str(count))
    return table


@kb_app.command("generate")
def generate_command(
    kb_dir: Annotated[Path, typer.Argument(help="KB folder (structure.json or plain pages).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="queries.jsonl to write.")] = Path(
        "queries.jsonl"
    ),
    direct: Annotated[int, typer.Option("--direct", min=0, help="Direct queries.")] = 90,
    multi_hop: Annotated[int, typer.Option("--multi-hop", min=0, help="Multi-hop queries.")] = 70,
    negative: Annotated[int, typer.Option("--negative", min=0, help="Negative queries.")] = 40,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice.")] = 0,
    min_similarity: Annotated[
        float | None,
        typer.Option("--min-similarity", help="Negative/anchor cosine threshold (default 0.70)."),
    ] = None,
    strategy: Annotated[
        str | None,
        typer.Option("--strategy", help="'rules' (default) or 'llm' (DYNEVAL_LLM_* endpoint)."),
    ] = None,
    exclude: Annotated[
        list[str] | None,
        typer.Option("--exclude", help="Leave out pages whose path in the KB matches a glob, "
                     "or under a folder (blog, changelog.md, '*/archive/*'); a pattern matches "
                     "the whole path ('changelog.md' only at the root, '*changelog.md' "
                     "anywhere); repeatable."),
    ] = None,
) -> None:
    """Generate direct, multi-hop and negative queries (rule engine by default)."""
    conf = settings()
    chosen = strategy or ("llm" if conf.llm == "openai" else "rules")
    if chosen not in ("rules", "llm"):
        raise ConfigError(f"unknown strategy {chosen!r}", hint="use --strategy rules or llm")
    use_llm = chosen == "llm"
    kb = load_kb(kb_dir, exclude or ())
    config = GenerationConfig(
        direct=direct, multi_hop=multi_hop, negative=negative, seed=seed,
        min_negative_similarity=(
            conf.kb_min_negative_similarity if min_similarity is None else min_similarity
        ),
        judge_top_k=conf.kb_judge_top_k,
    )

    async def run() -> GenerationResult:
        async with AsyncExitStack() as stack:
            embedder = await _with_embedder(conf, stack)
            writer = await _with_writer(conf, stack) if use_llm else None
            with Progress(
                TextColumn("{task.description:>10}"), BarColumn(), MofNCompleteColumn(),
                console=stderr_console(), transient=False,
            ) as bars:
                return await generate(kb, embedder, config, _RichProgress(bars), writer)

    result = run_async(run)
    write_queries(result.queries, output)
    console = stdout_console()
    console.print(_summary(result, output))
    report = result.report
    console.print(
        f"multi-hop over circular (A<->B) pairs: {report.circular_multi_hop}; negatives checked "
        f"{report.negatives_checked}, rejected for keyword overlap under 80% "
        f"{report.rejected_overlap}, as too dissimilar {report.rejected_similarity} "
        f"(calibrated threshold {report.similarity_threshold:.3f}), as answerable "
        f"{report.rejected_answerable}",
        highlight=False,
    )
    for name, why in sorted(report.not_built.items()):
        console.print(f"not built: {name} ({why})", highlight=False)
    for reason, count in sorted(report.skipped.items()):
        console.print(f"skipped {count}: {reason}", highlight=False)
    for kind, missing in report.shortfall.items():
        stderr_console().print(
            f"[yellow]{kind}: {missing} fewer queries than asked[/] (the rule engine's "
            "readers found no more candidates that pass the checks; see the 'not built' lines)",
            highlight=False,
        )


def _print_validation(report: ValidationReport, console: Console) -> None:
    for title, counter in (
        ("by type", report.by_type),
        ("by type / subtype", report.by_subtype),
        ("by type / category", report.by_category),
    ):
        table = Table(title=title)
        table.add_column("key")
        table.add_column("count", justify="right")
        for key, count in sorted(counter.items()):
            table.add_row(key, str(count))
        console.print(table)
    console.print(f"multi-hop queries over circular (A<->B) pairs: {report.circular_multi_hop}")
    summary = report.similarity_summary()
    if summary:
        console.print(
            f"negative/anchor cosine similarity: n={summary['count']:.0f} "
            f"min={summary['min']:.3f} mean={summary['mean']:.3f} max={summary['max']:.3f}; "
            f"{summary['below_threshold']:.0f} at or below {report.min_similarity:.2f}",
            highlight=False,
        )


@kb_app.command("validate")
def validate_command(
    queries: Annotated[Path, typer.Argument(help="queries.jsonl to check.")],
    kb_dir: Annotated[Path, typer.Argument(help="The KB the queries were generated from.")],
    no_similarity: Annotated[
        bool, typer.Option("--no-similarity", help="Skip embedding the negatives.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Check schema, references, outdated pages and refusals; print the distribution."""
    conf = settings()
    kb = load_kb(kb_dir)

    async def run() -> ValidationReport:
        async with AsyncExitStack() as stack:
            embedder = None if no_similarity else await _with_embedder(conf, stack)
            return await validate_file(queries, kb, embedder, conf.kb_min_negative_similarity)

    report = run_async(run)
    if as_json:
        typer.echo(json.dumps({
            "ok": report.ok, "problems": report.problems, "by_type": report.by_type,
            "by_subtype": report.by_subtype, "by_category": report.by_category,
            "circular_multi_hop": report.circular_multi_hop,
            "negative_similarity": report.similarity_summary(),
        }))
    else:
        console = stdout_console()
        _print_validation(report, console)
        for problem in report.problems:
            stderr_console().print(f"[red]problem:[/] {problem}", highlight=False)
        console.print(
            f"{len(report.queries)} queries, {len(report.problems)} problems", highlight=False
        )
    if not report.ok:
        raise typer.Exit(code=1)


@kb_app.command("score")
def score_command(
    queries: Annotated[Path, typer.Argument(help="queries.jsonl (the gold set).")],
    answers: Annotated[Path, typer.Argument(help="ANSWERS.jsonl: query_id, answer, citations.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Score a RAG pipeline: EM/F1 and citation P/R/F1, refusals on negatives, per subtype."""
    report = score_kb_answers(read_queries(queries), read_answers(answers))
    if as_json:
        typer.echo(json.dumps({
            "by_type": report.by_type, "by_subtype": report.by_subtype,
            "refusal_rate": report.refusal_rate,
            "false_refusal_rate": report.false_refusal_rate, "unanswered": report.unanswered,
        }))
        return
    console = stdout_console()
    for title, groups in (("by type", report.by_type), ("by type / subtype", report.by_subtype)):
        table = Table(title=title)
        table.add_column("group")
        for metric in (*ANSWER_METRICS, "refused"):
            table.add_column(metric, justify="right")
        for group, values in groups.items():
            table.add_row(group, *(
                "-" if values.get(m) is None else f"{values[m]:.3f}"
                for m in (*ANSWER_METRICS, "refused")
            ))
        console.print(table)
    rate = "-" if report.refusal_rate is None else f"{report.refusal_rate:.3f}"
    false = "-" if report.false_refusal_rate is None else f"{report.false_refusal_rate:.3f}"
    console.print(
        f"negatives refused: {rate}; answerable queries refused: {false}; "
        f"unanswered queries: {report.unanswered}", highlight=False,
    )


@kb_app.command("sample")
def sample_command(
    queries: Annotated[Path, typer.Argument(help="queries.jsonl to draw from.")],
    per_type: Annotated[int, typer.Option("--per-type", min=1, help="Queries per type.")] = 10,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the draw.")] = 7,
) -> None:
    """Print a seeded sample for hand judging: ``--per-type`` per type, spread over subtypes."""
    rng = random.Random(seed)
    console = stdout_console()
    loaded = read_queries(queries)
    for kind in ("direct", "multi_hop", "negative"):
        by_subtype: dict[str, list[KbQuery]] = {}
        for query in loaded:
            if query.query_type == kind:
                by_subtype.setdefault(query.metadata.subtype, []).append(query)
        for items in by_subtype.values():
            rng.shuffle(items)
        drawn: list[KbQuery] = []
        while len(drawn) < per_type and any(by_subtype.values()):
            for subtype in sorted(by_subtype):
                if by_subtype[subtype] and len(drawn) < per_type:
                    drawn.append(by_subtype[subtype].pop())
        for query in drawn:
            console.print(f"{query.query_id} [{query.metadata.subtype}] "
                          f"{query.context_reference}\n   Q: {query.query}\n"
                          f"   A: {query.ground_truth}", highlight=False, markup=False,
                          soft_wrap=True)


def register(app: typer.Typer) -> None:
    """Add the ``dyneval kb`` group to the CLI."""
    app.add_typer(kb_app, name="kb")
