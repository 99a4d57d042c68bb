"""Writing the report: one self-contained HTML file (plots inlined as base64 PNG, the
evidence graph as base64 SVG) and a Markdown twin with its images beside it."""

from __future__ import annotations

import base64
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, PackageLoader, select_autoescape

from services.report.data import ReportData, load_report_data
from services.report.view import Table, View, build_view
from shared.bus import Bus
from shared.settings import Settings

__all__ = ["ReportFiles", "render_html", "render_markdown", "report_folder", "write_report",
           "write_round_report"]

_env = Environment(
    loader=PackageLoader("services.report", "templates"),
    autoescape=select_autoescape(["html", "j2"]),
    trim_blocks=True,
    lstrip_blocks=True,
)


@dataclass(frozen=True, slots=True)
class ReportFiles:
    """Where the report was written."""

    html: Path
    markdown: Path


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def render_html(view: View) -> str:
    """The self-contained HTML page."""
    images = {name: _b64(png) for name, png in view.figures.items()}
    svg = _b64(view.graph_svg) if view.graph_svg is not None else None
    return _env.get_template("report.html.j2").render(view=view, images=images, graph_svg=svg)


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _md_table(table: Table) -> list[str]:
    lines = ["| " + " | ".join(_md_cell(c) for c in table.columns) + " |",
             "|" + "---|" * len(table.columns)]  # fmt: skip
    lines += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in table.rows]
    return [*lines, ""]


def _md_facts(items: list[tuple[str, str]]) -> list[str]:
    return _md_table(Table(["", ""], [[k, v] for k, v in items]))


def render_markdown(view: View, image_dir: str = "plots") -> str:
    """The Markdown report; images are referenced as ``{image_dir}/<name>.png``."""
    def image(name: str) -> list[str]:
        return [f"![{name}]({image_dir}/{name}.png)", ""] if name in view.figures else []

    out = [f"# {view.title}", "", *_md_facts(view.facts)]
    if view.notice:
        out += [f"**{view.notice}**", ""]
    out += ["## Leaderboard", "", "Agg(D_t, M) with 95% bootstrap intervals; an unanswered item "
            "scores 0.", "", *_md_table(view.leaderboard), *image("leaderboard")]  # fmt: skip
    out += ["## By pattern, answer type and hops", "", *_md_table(view.patterns),
            *image("patterns"), *_md_table(view.answer_types), *_md_table(view.hops)]
    out += ["## Score trend across rounds", "", *_md_table(view.trend), *image("trend")]
    out += ["## Leak&Test", "", view.leak_message, ""]
    if view.leak_table is not None:
        out += [*_md_table(view.leak_table), *_md_facts(view.leak_static)]
    out += [*(f"_{note}_\n" for note in view.leak_notes), *image("leaktest")]
    out += ["## Collisions across rounds", "", *_md_facts(view.collision)]
    out += ["## Item quality (dyneval audit)", "", *_md_facts(view.quality)]
    out += ["## Judge acceptance and agreement", "", *_md_facts(view.judge), *image("judge")]
    if view.model_cost is not None:
        out += ["## Model cost", "", *_md_table(view.model_cost)]
    out += ["## An evidence graph of this round", "", view.graph_caption, ""]
    if view.graph_svg is not None:
        out += [f"![evidence graph]({image_dir}/graph.svg)", ""]
    out += ["## Example items", "", *_md_table(view.examples)]
    return "\n".join(out)


def _write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` through a temporary file and a rename: a kill leaves the old file or
    the new one, never half of one."""
    partial = path.with_name(f".{path.name}.partial")
    partial.write_bytes(data)
    os.replace(partial, path)


def write_report(
    data: ReportData, folder: Path, checkpoint: Callable[[str], None] | None = None
) -> ReportFiles:
    """Write ``report.html``, ``report.md`` and the Markdown's images into ``folder``.

    Every file is replaced atomically; ``checkpoint`` is passed (with ``report``) between
    the images and the pages, a crash point of the crash tests.
    """
    view = build_view(data)
    stem = f"report-{data.round_id}"
    folder.mkdir(parents=True, exist_ok=True)
    plots = folder / f"{stem}-plots"
    plots.mkdir(exist_ok=True)
    for name, png in view.figures.items():
        _write_atomically(plots / f"{name}.png", png)
    if view.graph_svg is not None:
        _write_atomically(plots / "graph.svg", view.graph_svg)
    if checkpoint is not None:
        checkpoint("report")
    html = folder / f"{stem}.html"
    markdown = folder / f"{stem}.md"
    _write_atomically(markdown, render_markdown(view, plots.name).encode("utf-8"))
    _write_atomically(html, render_html(view).encode("utf-8"))
    return ReportFiles(html, markdown)


def report_folder(settings: Settings) -> Path:
    """Where reports go: ``report_dir``, else ``<data_dir>/report``."""
    return settings.report_dir or settings.data_dir / "report"


async def write_round_report(
    bus: Bus,
    settings: Settings,
    round_id: str | None = None,
    folder: Path | None = None,
    checkpoint: Callable[[str], None] | None = None,
) -> ReportFiles:
    """Load the data of ``round_id`` (the latest reported round when None) and write it."""
    data = await load_report_data(bus, settings, round_id)
    return write_report(data, folder or report_folder(settings), checkpoint)
