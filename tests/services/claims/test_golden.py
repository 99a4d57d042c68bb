"""Golden output of the claims stage: a digest of the buckets it builds for fixed real inputs.

The digests below were computed with the code as it stood before the claims stage was
optimised (``benchmarks/bench_claims.py``); any change to claims, spans, offsets, ids,
features, ``same_as`` links or skip reasons changes them. ``fetched_at`` is left out: it
is the wall-clock time the document store first saw the text, not a function of the input.

Inputs: the first 20 HotpotQA logs of the shared sample and every log in
``examples/logs`` (ingest -> graph -> claims on the local runtime), and graphs whose
documents are the shared saved pages (long texts, so the per-document claim cap and its
informativeness ranking run, and a repeated page so claims are linked across documents).

If a change is meant to alter the output, recompute with ``print_digests`` below
(``.venv/bin/python -m tests.services.claims.test_golden``) and say why in the commit.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest

from services.claims.service import build as build_claims
from services.graph.service import build as build_graph
from services.ingest.service import ingest_paths
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.claims import ClaimBuckets
from shared.runtime import LocalRuntime
from shared.settings import Settings
from shared.telemetry import configure_logging
from shared.web.extract import extract_html
from tests.conftest import REPO, shared_data_dir
from tests.services.claims.conftest import SettingsFactory
from tests.services.claims.texts import DICAPRIO, DICAPRIO_TITLE, graph_of

HOTPOTQA_LOGS = 20
LOGS_DIGEST = "e95af608c78fda89cf35748911676f5d3aec1f5165cf60d715958f87497f4b40"
"""Digest of the buckets of the first 20 HotpotQA logs and ``examples/logs``.

Recomputed once since: graph nodes now declare ``text_kind``, so short HotpotQA paragraphs
(the log's content) are labelled ``log_content`` where the old length guess said
``log_snippet``; no claim, span or id changed. Recomputed again for issue 15 (claims that
are true): pronouns go only to the referent the text supports (whole names, no expletive
"it"), definite descriptions are resolved or dropped, non-factual sentences are dropped,
reference markers are cut before extraction, and buckets count drops by reason.
Recomputed when four Wikipedia-style logs joined ``examples/logs`` (bridges, mountains,
companies, films). Recomputed when claims with an emptied title (``in ""``) or a pronoun
they do not name first (``In 2010 he moved ...``) became drops (``empty_quotation``,
``dangling_reference``). Recomputed when definitions were split into one fact per claim
(life dates, occupation lists, ``directed by`` / ``known for`` tails), descriptions that
point back at an earlier sentence were dropped, and a lead sentence's title became the
main entity (``Wrong Turn 2: Dead End``). Recomputed when relative days were anchored to
the publication date (or dropped, ``relative_date``), subjects that name nothing were
dropped (``unnamed_subject``), claims over 25 words, lists and joined second facts became
``compound``, and a surname alone became the whole name the page gives. Recomputed when
relative clauses of definitions became claims, ``The <common noun>`` subjects and undated
events were dropped, and trailing ``-ing`` phrases were cut. Recomputed when only lists
of roles split (``pop and schlager band`` stays whole), ``..., with ...`` was cut and a
pronoun of the other gender after a resolved one was dropped. Recomputed when a surname
after an opening phrase became whole and a second half's possessive went to its owner,
and again when an event description opening a claim ("The Yahoo sale") needed a year,
and when "stored in and triggered from" stopped splitting and "that season" became
dependent. Recomputed when asides that add a fact were cut (paired dashes, ``albeit``, a
stating parenthesis; a dash clause split off), fused headings and bylines were cut from
claims, an ``it`` that may be the first half's object was dropped (``ambiguous_pronoun``),
an embedded relative clause kept the verb after it, a name for ``the project`` was taken
only from before the sentence, ``they`` stopped resolving to one name, and ``fragment``,
``elliptical``, ``undated_time`` and ``formula_residue`` became drops; and again when a
subject's description (``Tunisia, a mostly Muslim nation ...,``) was cut, a shared passive
got its auxiliary (``X was released by B``), ``Last October`` was anchored, and unplaced
groups (``The Islamists``), sources (``A California sheriff``) and continued descriptions
(``Additionally, the levels ...``) were dropped; and when narrowing parentheses (``but
not ...``) stayed, ``(see ...)`` and trailing second facts (``, before first ...ing``, ``,
an increase of ...``, a definition's ``, using ...``) were cut, and ``if only`` wishes and
``In previous years`` became drops; and when ``X described it`` became a dangling
reference and a gapped ``, and over half of ...`` a compound; and when ``declined to
comment`` became ``no_comment`` and ``even more``, ``With further ...`` dependent; and
when the positive standalone test (``identified``) began keeping only claims that show
a named subject, identified descriptions, bound pronouns, full names and a time.
Recomputed when a pronoun or description written as a title entity whose title names a
work's kind (``Ruggles of Red Gap (1918 film)``) carried that kind (``The 1918 film
Ruggles of Red Gap was produced by ...``, ``The film Ankur was shot in Hyderabad``); and
when such a rewrite of ``It``/``The show`` passed the claim check, the title giving its
kind word (``The 2011 film Creature is set in the Louisiana Bayou``, ``... the backdrop to
the TV series Welcome to the Show``). Recomputed when a definition's cast (``directed by
A and starring B``) and a participle phrase coordinated with its tail (``released in 1986
and directed by``) became claims of their own, and roles whose modifiers hold ``and``
(``television and film writer and producer``) split per role. Recomputed (both digests) for
the read-alone test (``another``/``the other`` pointers, surname fragments, two subjects,
lists), the opinion and speculation drops (subjectivity lexicon, verdict words, unnamed
beliefs), distributive splits (``X and Y each``), dated weeks and reported speech: on the
first 20 HotpotQA logs, the examples and the saved pages 585 claims became 576 (13 dropped,
each a pointer, fragment, list, two-subject or opinion claim; 4 new, e.g. Eric Reeves's
two attributed statements). Recomputed when a cast after ``starring`` became ``X starred A.``
(was ``X stars A.``, which the entailment check never passed: ``stars`` is not ``starring``'s
stem, so every such cast claim was dropped as not entailed; Blood Bath's four). Recomputed
when a short team name became the one whole name its page gives (issue 15, ``the
Stampede`` claim of Silas Daniels now fails the rewrite check and is dropped; the tornado
outbreak page's ``the first tornado of the outbreak`` is kept with the title's name).
Recomputed when two complements with a phrase each and two predicate nouns of one copula
parted (``shared.claims.frames``): 585 claims became 587, the Japp-Maitland condensation's
``is an organic reaction`` and the 1984 tornado outbreak's ``third-deadliest`` ranking,
both dropped whole as compounds before; and when a comma with nothing before it (``2011
census , Young``) was cleaned from claims: two claims' text lost its stray space.
Recomputed when a result clause after a comma (``..., so they decide ...``) became a
compound: one sentence's drop reason changed, no claim changed. Recomputed when two roles of
one maker (``written and directed by``, ``developed and published by``) parted into a claim
per role (``shared.claims.roles``): on the 60 HotpotQA items, the examples and the pages
1524 claims became 1537, nine two-role claims became two (or three) each and two
definitions whose roles were a list (``written, directed and produced by``) now give the
film's kind and every role. Recomputed when a second figure beside a claim's own was cut
(``shared.claims.figures``): the Christian Moerlein sentence's ``, as well as 65 other
historic Cincinnati brands`` tail is cut and its 2004 purchase is a claim (546 claims, was
545), and a ``Let's`` sentence is a ``first_person`` drop. Recomputed when wording counted to
the writer's day (``shared.claims.relative_time``) was dated or dropped: the undated
readability Wikipedia page's ``Mozilla Persona will be shutting down on November 30, 2016``
is an ``unanchored_time`` drop and ``Firefox was originally named Phoenix`` takes its place
under the cap. Recomputed when a verb the closed lists miss (``faces``, ``beat``) and a
contraction (``hasn\u2019t``) stopped being ``no_verb``: drop reasons moved to later gates.
Recomputed when a stop inside a short quotation stopped ending its sentence: ``"Sledge
Hammer!", "The A-Team"`` in a list of titles is one sentence, no claim changed. Recomputed
when a quotation with a named speaker became reported speech (``speech.as_reported``): the
Meta log's '"The lease is the largest ever ...," KVUE reported.' is written 'KVUE reported
that the lease ...' and dropped as a ``definite_description`` (was ``quotation``), no claim
changed. Recomputed when a headline's entity that is no person took no pronoun or
description of the page's people (``referents._headline``): on the ``List of airports in
the Greater Toronto Area`` paragraph one ``compound`` drop became a
``definite_description``, no claim changed. Recomputed when a sentence inside a quotation
an earlier sentence opened became ``open_quotation`` (``open_quotes``): on the Notis
Sfakianakis paragraph one ``page_deixis`` drop moved there, no claim changed. Recomputed
when the organisation noun-phrase source was registered (``noun_org_source``): organisation
facts ('X is based in Y', 'X is a German firm', 'X Stadium is in Y') are added and its
refusals counted (``noun_org_*``). Recomputed when a bare work title whose paragraph title
disambiguates it (``Edward (EP)``, ``Applause (Lady Gaga song)``) was written with that
kind and maker (``work_titles``): subjects rewritten; on the whole HotpotQA sample one
claim was lost (``Wright's novel The Outsider``: a surname only, refused). Recomputed when a
second fact appended to a claim was parted or cut (``shared.claims.appendages``, a ``where``
clause, ``who`` + a deed after a role): on the HotpotQA sample a ``where`` clause left
(``Silesian National Publishing House was founded in 2003 in Zabrze, Poland.``). Recomputed
for session 20's claims commits on encyclopedic leads (8aea399 a thing's year range is no
life, 4f0826f definitions parted, bab9fb1 gapped objects, 2003023 'that' + a noun of time,
4a43bae comma splices) and the example logs' web pages (6c14331/4c3d7a3 safe shapes)."""

PAGES_DIGEST = "39e99bf6b6ee7432a7ebfa7d2b7d6ecac78a980a613a30ba8e8b87b6e52f8c1c"
"""Digest of the buckets of the saved-page graphs (recomputed for issue 15 and for the
``empty_quotation`` / ``dangling_reference`` drops, for one fact per claim, and for
anchored dates and unnamed subjects, and for the asides, furniture and residue drops of
claims-rules-6, as above; and when gallery blocks were pruned before extraction: Engadget's
two "Gallery: ... | N Photos" lines left the text, two fewer ``fragment`` drops, offsets
after them moved, no claim changed; and for the positive standalone test, ``identified``;
and when link-only paragraphs were dropped before extraction: BBC's two "Read the full
transcript ..." / "Five things we learned ..." links left the text, two fewer ``fragment``
drops, offsets after them moved, no claim changed; and when a quotation's closing
attribution became the referent of the next pronoun: Quanta's 'He then started to explain
...' after '... ," Lorenz said.' is now written of Edward Norton Lorenz and dropped as a
``definite_description`` instead of an ``unresolved_pronoun``, no claim changed; and when
a joint subject (``she and her husband believe``) and an infinitive after two objects
stopped making a compound: sentences the compound gate dropped are now dropped by later
gates, no claim changed; and when template syntax, a claim opening on its parenthesis
and a clause cut after ``and,`` became ``garbled`` drops: two ``fragment`` drops became
``garbled``, no claim changed). Recomputed
when an evaluative word before a noun after a possessive became a judgement
(``opinion.attributive_word``): the Reuters page's ``Joaquin Phoenix's terrifying
performance ... has swept awards season`` is an ``opinion`` drop. Recomputed when a verb
the closed lists miss stopped being ``no_verb``: Mozilla's ``Rhino converts ...`` and ``The
Mozilla Foundation pledges ...`` are claims, and the cap of claims per page drops two others
(Gecko, Phoenix). Recomputed when a person a paragraph keeps talking about was carried
past a sentence naming no one (``shared.claims.running``): Quanta's 'She won NASA's
Exceptional Space Act Award in 2003 and received the Presidential Medal of Freedom in 2016.'
is written of Margaret Hamilton (two claims; the sentence before, 'She founded her own
company ...', follows 'Hamilton, who popularized ...'). Recomputed when a stop inside a
short quotation stopped ending its sentence: the Seattle Times' ``"New lower prices. Same
high standards," reads one, ...`` is one sentence, no claim changed. Recomputed when a
quotation closed by an attribution was read as reported speech (``speech.as_reported``): a
third of the pages' ``quotation`` drops became ``speech_nonfactual`` (first person,
opinion, hedge) or ``speech_context`` (a pronoun or ``now`` in the quoted words), no claim
changed. Recomputed when a sentence inside a quotation an earlier sentence or paragraph
opened became ``open_quotation`` (``open_quotes``): 23 drops of the pages' long quotations
(``quotation``, ``first_person``, ``definite_description`` ...) moved there, no claim
changed. Recomputed when the organisation noun-phrase source was
registered: ``Dana F. Besecker Company is based in Mercer Island.`` and its like are added.
Recomputed when a weekday that cannot be placed got its own reason: one of the Reuters
Parasite page's ``relative_date`` drops is ``weekday_unresolved``, no claim changed.
Recomputed when a statement pasted after 'President Obama also said:' became
``statement_block`` (``statements``): the BBC page's six bullets (``fragment``) moved
there, no claim changed. Recomputed when blocks whose class names readers' comments were
pruned (``clutter``): the BBC page's comment counter ("941") left its text, spans moved,
no claim changed. Recomputed when a trailing ``where`` clause was cut as a second fact: the
DiCaprio text's ``... in the sitcom 'Parenthood' in 1990, where he played Garry Buckman.``
ends at 1990. Recomputed when a leading phrase went whole or stayed whole, never cut
inside (claims-rules-153): on the saved pages two ``compound`` drops of sentences opened
by such a phrase are counted by the gate the main clause meets (``unnamed_subject``,
``short_name``), no claim changed. Recomputed for session 20's claims commits (6c14331 and
4c3d7a3 the safe-shapes whitelist of web pages' claims, 501fb78 relative times, e7c6f0d
promo furniture, 4ff3395 quotes and honorifics, 8aea399/4f0826f/bab9fb1/2003023/4a43bae on
encyclopedic leads): the saved pages keep fewer claims (quoted spans outside the reporter's
own words, unnamed subjects and bodies are dropped with ``unsafe_*`` reasons)."""


def digest(buckets: list[ClaimBuckets]) -> str:
    """SHA-256 of the buckets' JSON (sorted by graph id, ``fetched_at`` dropped, and a skipped
    document's text reference, which qagen reads and no claim depends on)."""
    rows: list[dict[str, Any]] = []
    for item in sorted(buckets, key=lambda b: b.graph_id):
        row = item.model_dump(mode="json")
        for bucket in row["buckets"]:
            bucket.pop("fetched_at")
        for skipped in row["skipped"]:
            for key in ("content_hash", "title", "text_origin"):
                skipped.pop(key)
        rows.append(row)
    blob = json.dumps(rows, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


async def _claims(bus: LocalBus, settings: Settings) -> list[ClaimBuckets]:
    runtime = LocalRuntime(bus, [build_claims(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    end = await bus.end_offset("claims")
    records = await bus.read("claims", 0, end + 1)
    assert len(await bus.read("dead", 0, 10)) == 0
    return [ClaimBuckets.model_validate(r.envelope().payload) for r in records]


async def logs_buckets(settings: Settings, data: Path, work: Path) -> list[ClaimBuckets]:
    """Buckets of the first HotpotQA logs and the example logs, ingested and graphed."""
    sample = json.loads((data / "hotpotqa" / "hotpotqa_train_sample.json").read_text("utf-8"))
    source = work / "hotpotqa_first.json"
    source.write_text(json.dumps(sample[:HOTPOTQA_LOGS]), encoding="utf-8")
    bus = LocalBus(settings.bus_path)
    try:
        await ingest_paths([source], "hotpotqa", bus, settings)
        await ingest_paths(sorted((REPO / "examples" / "logs").glob("*.json")), "auto", bus,
                           settings)  # fmt: skip
        graph = LocalRuntime(bus, [build_graph(settings)], settings)
        await graph.run_until_idle()
        await graph.stop()
        return await _claims(bus, settings)
    finally:
        await bus.close()


async def pages_buckets(settings: Settings, data: Path) -> list[ClaimBuckets]:
    """Buckets of graphs made of the shared saved pages (four pages a graph)."""
    pages = []
    for path in sorted((data / "html").glob("*.html")):
        page = extract_html(path.read_bytes(), url=path.name)
        pages.append((f"https://example.org/{path.stem}", page.title or path.stem, page.text))
    graphs = []
    for start in range(0, len(pages), 4):
        group = pages[start : start + 4]
        docs = [(n, url, title, text) for n, (url, title, text) in enumerate(group, start=1)]
        url, title, text = group[0]
        docs.append((len(docs) + 1, f"{url}/copy", title, text))  # the same page again
        graphs.append(graph_of(docs, graph_id=f"g-pages-{start // 4}"))
    graphs.append(graph_of([(1, "https://example.org/leo", DICAPRIO_TITLE, DICAPRIO),
                            (2, "https://example.org/leo2", DICAPRIO_TITLE, DICAPRIO)],
                           graph_id="g-dicaprio"))  # fmt: skip
    bus = LocalBus(settings.bus_path)
    try:
        await bus.append("graphs", [envelope_for("graphs", g, key=g.graph_id, producer="test")
                                    for g in graphs])  # fmt: skip
        return await _claims(bus, settings)
    finally:
        await bus.close()


def _data_or_skip() -> Path:
    data = shared_data_dir()
    if not (data / "hotpotqa" / "hotpotqa_train_sample.json").is_file():
        pytest.skip(f"HotpotQA sample not under {data} (set DYNEVAL_SHARED_DATA)")
    if not any((data / "html").glob("*.html")):
        pytest.skip(f"no saved pages under {data / 'html'} (set DYNEVAL_SHARED_DATA)")
    return data


async def test_logs_buckets_match_the_golden_digest(
    make_settings: SettingsFactory, tmp_path: Path
) -> None:
    """HotpotQA and example logs give byte-for-byte the buckets the pre-optimisation code gave."""
    data = _data_or_skip()
    buckets = await logs_buckets(make_settings(), data, tmp_path)
    assert len(buckets) == HOTPOTQA_LOGS + len(list((REPO / "examples" / "logs").glob("*.json")))
    assert sum(len(b.buckets) for b in buckets) > 100
    assert digest(buckets) == LOGS_DIGEST


async def test_page_buckets_match_the_golden_digest(make_settings: SettingsFactory) -> None:
    """Long saved pages (claim cap, same_as links) give the buckets the old code gave."""
    data = _data_or_skip()
    buckets = await pages_buckets(make_settings(), data)
    claims = [c for b in buckets for bucket in b.buckets for c in bucket.claims]
    assert any(c.same_as for c in claims)
    proposed = [len(k.claims) + k.rejected + k.non_standalone for b in buckets for k in b.buckets]
    assert 30 in proposed  # the rule extractor's cap (max_claims) was reached
    assert digest(buckets) == PAGES_DIGEST


def print_digests() -> None:
    """Print the current digests (to update the constants after a deliberate change)."""

    configure_logging(Settings(log_level="ERROR"))

    async def run() -> None:
        data = shared_data_dir()
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            settings = Settings(data_dir=work / "logs", log_level="ERROR")
            print("LOGS_DIGEST =", digest(await logs_buckets(settings, data, work)))
            settings = Settings(data_dir=work / "pages", log_level="ERROR")
            print("PAGES_DIGEST =", digest(await pages_buckets(settings, data)))

    asyncio.run(run())


if __name__ == "__main__":
    print_digests()
