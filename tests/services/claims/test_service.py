"""The claims service end to end on the local runtime: graphs in, verified buckets out."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from prometheus_client import REGISTRY

from services.claims.service import build
from services.registry import build_service
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.claims import ClaimBuckets
from shared.messages.envelope import Envelope
from shared.runtime import LocalRuntime, Service
from shared.settings import Settings
from shared.web.store import DocumentStore
from tests.services.claims.conftest import SettingsFactory
from tests.services.claims.texts import DICAPRIO, graph_of

SNIPPET = (
    "Sep 6, 2024 ... Facebook parent company Meta laid off more than 10,000 employees and "
    "announced a 120,000-square-foot sublease in a downtown Austin building in..."
)
PAGES = ("readability_wikipedia.html", "readability_bbc-1.html")


def _pages_dir(tmp_path: Path, shared_data: Path) -> Path:
    folder = tmp_path / "pages"
    folder.mkdir()
    index = {}
    for number, name in enumerate(PAGES, start=1):
        source = shared_data / "html" / name
        if not source.exists():
            pytest.skip(f"{source} not present")
        shutil.copy(source, folder / name)
        index[f"https://example.org/page{number}"] = name
    (folder / "index.json").write_text(json.dumps(index), encoding="utf-8")
    return folder


async def _run(settings: Settings, *envelopes: Envelope) -> tuple[list[ClaimBuckets], int]:
    bus = LocalBus(settings.bus_path)
    try:
        await bus.append("graphs", list(envelopes))
        runtime = LocalRuntime(bus, [build(settings)], settings)
        await runtime.run_until_idle()
        await runtime.stop()
        out = [ClaimBuckets.model_validate(r.envelope().payload)
               for r in await bus.read("claims", 0, 100)]  # fmt: skip
        dead = len(await bus.read("dead", 0, 100))
    finally:
        await bus.close()
    return out, dead


async def test_graph_to_buckets_with_every_text_origin(
    make_settings: SettingsFactory, tmp_path: Path, shared_data: Path
) -> None:
    """Saved pages, log content and a log snippet give buckets; a textless document and a
    news page with no claim of a safe shape are skipped."""
    settings = make_settings(pages_dir=_pages_dir(tmp_path, shared_data))
    graph = graph_of([
        (1, "https://example.org/page1", "Mozilla - Wikipedia", "snippet the page replaces"),
        (2, "https://example.org/page2", "Obama admits US gun laws are his 'biggest frustration'",
         ""),
        (4, "https://example.org/leo", "Leonardo DiCaprio - Biography", DICAPRIO),
        (6, "https://austin.urbanize.city/post/austin-meta-ibm", "Meta out, IBM in", SNIPPET),
        (9, "https://example.org/nothing", "Nothing", ""),
    ])  # fmt: skip
    docs_before = REGISTRY.get_sample_value(
        "dyneval_claim_documents_total", {"outcome": "no_text", "origin": "none"}
    ) or 0.0
    (result,), dead = await _run(
        settings, envelope_for("graphs", graph, key=graph.graph_id, producer="test")
    )
    assert dead == 0
    assert result.graph_id == graph.graph_id and result.extractor == "rules"
    origins = {bucket.doc_id: bucket.text_origin for bucket in result.buckets}
    assert origins == {1: "saved", 4: "log_content", 6: "log_snippet"}
    # the BBC news page's every claim quotes Obama: none has a safe shape (safe_shapes)
    assert [s.doc_id for s in result.skipped] == [2, 9]
    assert "unsafe_quote_or_furniture" in result.skipped[0].reason
    assert REGISTRY.get_sample_value(
        "dyneval_claim_documents_total", {"outcome": "no_text", "origin": "none"}
    ) == docs_before + 1
    leo = next(bucket for bucket in result.buckets if bucket.doc_id == 4)
    assert leo.non_standalone == 0 and leo.rejected == 0
    assert [(d.reason, d.count) for d in leo.dropped] == [("unresolved_pronoun", 1)]
    assert any(c.text.startswith("Leonardo DiCaprio started his acting career") for c in leo.claims)
    meta = next(bucket for bucket in result.buckets if bucket.doc_id == 6)
    assert [c.text for c in meta.claims] == [
        "Facebook parent company Meta laid off more than 10,000 employees.",
        "Facebook parent company Meta announced a 120,000-square-foot sublease in a downtown "
        "Austin building.",
    ]
    with DocumentStore(settings.documents_path) as store:
        for bucket in result.buckets:
            text = store.text(bucket.content_hash)
            assert text is not None
            for k, claim in enumerate(bucket.claims, start=1):
                assert claim.claim_id == f"doc{bucket.doc_id}_claim{k}"
                assert text[claim.span_start : claim.span_end] == claim.span


async def test_replay_is_deterministic(make_settings: SettingsFactory, tmp_path: Path) -> None:
    """The same graph on a fresh bus gives identical buckets (all but the read time)."""
    graph = graph_of([(4, "https://example.org/leo", "Leonardo DiCaprio - Biography", DICAPRIO),
                      (5, "https://example.org/leo2", "Leo", DICAPRIO.replace("\n\n", " "))])
    first, _ = await _run(make_settings(data_dir=tmp_path / "a"),
                          envelope_for("graphs", graph, key=graph.graph_id, producer="t"))
    again, _ = await _run(make_settings(data_dir=tmp_path / "b"),
                          envelope_for("graphs", graph, key=graph.graph_id, producer="t"))
    def timeless(buckets: ClaimBuckets) -> ClaimBuckets:
        return buckets.model_copy(update={"buckets": tuple(
            b.model_copy(update={"fetched_at": None}) for b in buckets.buckets
        )})  # fmt: skip

    assert [timeless(b) for b in first] == [timeless(b) for b in again]
    (buckets,) = first
    linked = [c for b in buckets.buckets for c in b.claims if c.same_as]
    assert linked, "identical facts in documents 4 and 5 are linked"


async def test_malformed_graph_is_dead_lettered_and_next_processed(
    make_settings: SettingsFactory,
) -> None:
    """A graphs message that is not a graph goes to the dead topic; the next one still works."""
    settings = make_settings()
    good = graph_of([(1, "https://example.org/x", "X", DICAPRIO)], graph_id="g-good")
    bad = envelope_for("graphs", good, key="g-bad", producer="t").model_copy(
        update={"id": "bad-1", "payload": {"graph_id": "g-bad", "nodes": "not a list"}}
    )
    out, dead = await _run(settings, bad, envelope_for("graphs", good, key="g-good", producer="t"))
    assert dead == 1
    assert [buckets.graph_id for buckets in out] == ["g-good"]


async def test_empty_graph_gives_empty_buckets(make_settings: SettingsFactory) -> None:
    """A graph without documents yields a message with no buckets, not an error."""
    graph = graph_of([], graph_id="g-empty")
    (result,), dead = await _run(make_settings(),
                                 envelope_for("graphs", graph, key="g-empty", producer="t"))
    assert dead == 0 and result.buckets == () and result.skipped == ()


def test_registered(make_settings: SettingsFactory) -> None:
    """The registry builds the claims service by name with its topics."""
    service = build_service("claims", make_settings())
    assert isinstance(service, Service), f"claims is built as a {type(service).__name__}"
    assert (service.name, service.inputs, service.outputs) == ("claims", ("graphs",), ("claims",))
