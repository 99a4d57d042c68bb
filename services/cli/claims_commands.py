"""Commands over claim buckets: ``dyneval claims show GRAPH_ID``."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.panel import Panel
from rich.text import Text

from services.cli.common import console, emit_json, open_cli_bus, run_async, settings
from shared.bus.base import Bus
from shared.bus.scan import payloads
from shared.errors import NotFoundError
from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets
from shared.messages.topics import CLAIMS
from shared.web.store import DocumentStore

__all__ = ["claims_app", "find_claims", "register"]

claims_app = typer.Typer(
    help="Atomic claims with verified spans, grouped per document.", no_args_is_help=True
)

_CONTEXT_CHARS = 120


async def find_claims(bus: Bus, ident: str) -> ClaimBuckets:
    """The latest buckets of the graph whose graph id or log id is ``ident``."""
    found: ClaimBuckets | None = None
    async for buckets in payloads(bus, CLAIMS, ClaimBuckets):
        if ident in (buckets.graph_id, buckets.log_id):
            found = buckets
    if found is None:
        raise NotFoundError(
            f"no claims for graph or log id {ident!r} on topic {CLAIMS!r}",
            hint="check the id with `dyneval tail claims`, or build claims with `dyneval run`",
        )
    return found


def _flat(text: str) -> str:
    """Line breaks as spaces, so the context reads as one passage."""
    return text.replace("\r", " ").replace("\n", " ")


def _highlighted(claim: Claim, text: str | None) -> Text:
    """The span in its surrounding document text, the span highlighted."""
    if text is None or text[claim.span_start : claim.span_end] != claim.span:
        shown = Text("… ", style="dim")
        shown.append(_flat(claim.span), style="bold black on yellow")
        return shown.append(" …", style="dim")
    start = max(0, claim.span_start - _CONTEXT_CHARS)
    end = min(len(text), claim.span_end + _CONTEXT_CHARS)
    shown = Text("… " if start > 0 else "", style="dim")
    shown.append(_flat(text[start : claim.span_start]), style="dim")
    shown.append(_flat(text[claim.span_start : claim.span_end]), style="bold black on yellow")
    shown.append(_flat(text[claim.span_end : end]), style="dim")
    if end < len(text):
        shown.append(" …", style="dim")
    return shown


def _bucket_panel(bucket: ClaimBucket, text: str | None) -> Panel:
    body = Text()
    for index, claim in enumerate(bucket.claims):
        if index:
            body.append("\n\n")
        body.append(f"{claim.claim_id}", style="bold cyan")
        body.append(f"  score {claim.match_score:.0f}", style="green")
        if claim.same_as:
            body.append(f"  same as {', '.join(claim.same_as)}", style="magenta")
        body.append(f"\n{claim.text}\n", style="bold")
        body.append_text(_highlighted(claim, text))
        features = claim.features
        tags = [*features.dates, *features.numbers, *features.causal]
        if tags:
            body.append(f"\n[{' | '.join(tags)}]", style="italic blue")
    origin = f"{bucket.text_origin}, {bucket.rejected} unsupported"
    origin += f", {bucket.non_standalone} not standalone"
    return Panel(
        body,
        title=f"doc {bucket.doc_id}: {bucket.title}",
        subtitle=f"{bucket.url}  ({origin})",
        title_align="left",
        subtitle_align="left",
    )


@claims_app.command("show")
def show(
    ident: Annotated[str, typer.Argument(metavar="GRAPH_ID", help="A graph id or a log id.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the buckets as JSON.")] = False,
) -> None:
    """Print a graph's claim buckets, each span highlighted in its document text."""

    async def fetch() -> ClaimBuckets:
        async with open_cli_bus() as bus:
            return await find_claims(bus, ident)

    buckets = run_async(fetch)
    if as_json:
        emit_json(buckets.model_dump(mode="json"))
        return
    conf = settings()
    path = conf.documents_path
    store = DocumentStore(path) if path.exists() else None
    try:
        console.print(
            f"[bold]{buckets.graph_id}[/]  {buckets.question}\n"
            f"extractor {buckets.extractor}, {len(buckets.buckets)} buckets, "
            f"{sum(len(b.claims) for b in buckets.buckets)} claims",
            highlight=False,
        )
        for bucket in buckets.buckets:
            text = store.text(bucket.content_hash) if store is not None else None
            console.print(_bucket_panel(bucket, text))
        for skipped in buckets.skipped:
            console.print(
                f"[dim]doc {skipped.doc_id} skipped: {skipped.reason}[/]", highlight=False
            )
    finally:
        if store is not None:
            store.close()


def register(app: typer.Typer) -> None:
    """Add the ``claims`` command group."""
    app.add_typer(claims_app, name="claims")
