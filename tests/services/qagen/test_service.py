"""qagen and judge as services on the local runtime: rounds, seeds, replay, LLM path."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from services.judge.service import build as build_judge
from services.qagen.generate import generate_for_graph
from services.qagen.llm import LLMQAGenerator
from services.qagen.rules import RuleQAGenerator
from services.qagen.service import build as build_qagen
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.llm.stages import StructuredLLM
from shared.messages import JudgedItem, QAItem, RoundControl
from shared.messages.claims import ClaimBuckets
from shared.rounds.theta import round_theta
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.dicaprio import dicaprio_buckets
from tests.services.qagen.films import film_buckets
from tests.support.openai_server import OpenAIServer, Reply, openai_server  # noqa: F401


def _open(settings: Settings, round_id: str, seed: int) -> RoundControl:
    return RoundControl(
        action="open",
        round_id=round_id,
        at=datetime.now(UTC),
        theta_hash=round_theta(settings).content_hash(),
        root_seed=seed,
    )


async def _run_round(settings: Settings, round_id: str, seed: int) -> list[JudgedItem]:
    bus = LocalBus(settings.bus_path)
    claims = film_buckets()
    await bus.append("claims", [envelope_for("claims", claims, key=claims.graph_id, producer="t")])
    control = _open(settings, round_id, seed)
    await bus.append("rounds", [envelope_for("rounds", control, key=round_id, producer="t")])
    runtime = LocalRuntime(bus, [build_qagen(settings), build_judge(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    judged = [
        JudgedItem.model_validate(r.envelope().payload)
        for topic in ("qa.accepted", "qa.rejected")
        for r in await bus.read(topic, 0, 1000)
    ]
    await bus.close()
    return [j for j in judged if j.item.round_id == round_id]


async def test_round_open_generates_judged_items_for_stored_graphs(tmp_path: Path) -> None:
    """Claims stored before the round are generated for when it opens, then judged."""
    settings = Settings(data_dir=tmp_path, qagen_items_per_graph=3, qagen_spares=0)
    judged = await _run_round(settings, "r1", seed=42)
    assert len(judged) == 3
    for j in judged:
        assert j.item.round_id == "r1" and j.item.graph_id == "g-films"
        assert j.item.theta_hash == round_theta(settings).content_hash()
        assert set(j.item.doc_subset) == {u.doc_id for u in j.item.used_claims}
    assert any(j.accepted for j in judged)
    for j in judged:
        assert j.accepted == all(v.accept for v in j.verdicts), j


async def test_same_seed_regenerates_identical_items_new_seed_differs(tmp_path: Path) -> None:
    """Replaying a round (same seed, same θ) yields the same items; another seed mostly others."""
    settings_a = Settings(data_dir=tmp_path / "a", qagen_items_per_graph=4)
    settings_b = Settings(data_dir=tmp_path / "b", qagen_items_per_graph=4)
    first = await _run_round(settings_a, "r1", seed=7)
    again = await _run_round(settings_b, "r1", seed=7)
    assert [j.item for j in first] == [j.item for j in again]
    other = await _run_round(Settings(data_dir=tmp_path / "c", qagen_items_per_graph=4), "r1", 8)
    assert {j.item.question for j in other} != {j.item.question for j in first}


async def test_round_opened_under_other_theta_is_dead_lettered(tmp_path: Path) -> None:
    """qagen refuses a round whose θ hash differs from its own configuration."""
    settings = Settings(data_dir=tmp_path)
    bus = LocalBus(settings.bus_path)
    bad = _open(settings, "r9", 1).model_copy(update={"theta_hash": "0" * 64})
    await bus.append("rounds", [envelope_for("rounds", bad, key="r9", producer="t")])
    await LocalRuntime(bus, [build_qagen(settings)], settings).run_until_idle()
    (record,) = await bus.read("dead", 0, 10)
    assert "θ" in record.envelope().payload["error"]
    await bus.close()


async def test_llm_generator_drafts_are_validated(
    openai_server: OpenAIServer,  # noqa: F811 (the fixture imported above)
    tmp_path: Path,
) -> None:
    """LLM drafts with real claims pass; one citing a claim not in the buckets is dropped."""
    settings = Settings(
        data_dir=tmp_path,
        llm="openai",
        llm_base_url=openai_server.base_url,
        llm_model="test-model",
        llm_cache_path=tmp_path / "cache.db",
    )
    buckets = dicaprio_buckets()
    good = {
        "used_claims": [
            {
                "doc_id": 8,
                "claim_id": "doc8_claim5",
                "claim": (
                    "Leonardo DiCaprio made his film debut in 1991 in the horror sequel Critters 3."
                ),
            },
            {
                "doc_id": 15,
                "claim_id": "doc15_claim5",
                "claim": "Leonardo DiCaprio earned $2.5 million for Titanic in 1997.",
            },
        ],
        "question": "How many years after DiCaprio's film debut was he paid for Titanic?",
        "answer": "6 years",
    }
    fake = {**good, "used_claims": [{"doc_id": 8, "claim_id": "doc8_claim77", "claim": "x"}]}
    openai_server.script(*[Reply.json({"qa_pairs": [good, fake]}) for _ in range(8)])
    llm = StructuredLLM.from_settings(settings, config=round_theta(settings).generation)
    result = await generate_for_graph(
        buckets,
        generator=LLMQAGenerator(llm),
        params=round_theta(settings).qagen,
        root_seed=1,
        round_id="r1",
        theta_hash="h",
    )
    await llm.aclose()
    questions = {draft.question for _, draft in result.pool}
    assert questions == {good["question"]}
    assert result.items and result.items[0].generator == "llm:test-model"
    assert result.items[0].used_claims[0].span  # spans filled in from the buckets
    assert any("not in the buckets" in reason for _, reason in result.invalid)


async def test_rule_generator_round_covers_every_applicable_pattern() -> None:
    """Across seeds the film graph's pools hold the three patterns its facts support."""
    # The missing causal chain is a counted skip.
    settings = Settings(qagen_items_per_graph=2, qagen_docs=3)
    params = round_theta(settings).qagen
    patterns: set[str] = set()
    for seed in range(12):
        result = await generate_for_graph(
            film_buckets(),
            generator=RuleQAGenerator(),
            params=params,
            root_seed=seed,
            round_id="r1",
            theta_hash="h",
        )
        patterns |= {pattern for pattern, _ in result.pool}
        pooled = {draft.question for _, draft in result.pool}
        assert all(isinstance(i, QAItem) and i.question in pooled for i in result.items)
        assert result.skips["causal: no cross-document chain"] == 1
    assert patterns == {"temporal", "comparison", "conjunction"}


async def test_spares_replace_a_repeated_item_and_never_exceed_the_items_per_graph(
    tmp_path: Path,
) -> None:
    """Spares replace a repeated item, and a round never accepts more than items_per_graph."""
    # A graph gives its one item each round even when the first draw repeats an earlier round's
    # item; the spares left over are rejected as spares, not judged.
    with_spares = Settings(data_dir=tmp_path / "s", qagen_items_per_graph=1, qagen_spares=3,
                           qagen_items_max=1)
    without = Settings(data_dir=tmp_path / "n", qagen_items_per_graph=1, qagen_spares=0,
                       qagen_items_max=1)
    kept: dict[str, list[int]] = {"s": [], "n": []}
    reasons: list[str] = []
    for name, settings in (("s", with_spares), ("n", without)):
        for number in range(1, 7):
            judged = await _run_round(settings, f"r{number}", seed=5)
            accepted = [j for j in judged if j.accepted]
            assert len(accepted) <= 1
            kept[name].append(len(accepted))
            if name == "s":
                reasons.extend(r for j in judged if not j.accepted for r in j.reasons)
    assert sum(kept["s"]) > sum(kept["n"]), kept
    assert any(r.startswith("repeats earlier item") for r in reasons)
    assert any(r.startswith("spare:") for r in reasons)


async def test_a_pool_holds_one_draft_per_pair_of_entities_the_rarer_pattern_kept() -> None:
    """A pool holds one draft per pair of entities: the rarer pattern kept, the other counted."""
    # ``Who was born first, the director of The Prestige or Mark King?`` and ``... Christopher Nolan
    # or Mark King?`` are one pair: the conjunction is kept.
    settings = Settings(qagen_items_per_graph=2, qagen_docs=3)
    params = round_theta(settings).qagen
    for seed in range(6):
        result = await generate_for_graph(
            film_buckets(), generator=RuleQAGenerator(), params=params, root_seed=seed,
            round_id="r1", theta_hash="h",
        )  # fmt: skip
        about = [draft.computed["entities"] for _, draft in result.pool]
        assert about and len(about) == len(set(about))
        assert result.duplicates > 0
        pairs = {draft.computed["entities"]: pattern for pattern, draft in result.pool}
        assert pairs.get("christopher nolan | mark king") in (None, "conjunction")


def test_a_draw_takes_a_rare_relation_as_often_as_a_common_one() -> None:
    """Within a pattern the draw picks a relation first, so a rare relation is drawn as often."""
    # One population comparison among eight birth comparisons is drawn in most of 40 seeded two-item
    # draws (uniformly over the candidates it would be drawn in about 2 of 9).
    import random

    from services.qagen.drafting import used_claim
    from services.qagen.generate import _stratified
    from shared.llm.replies import QADraft
    from shared.messages.qa import Pattern
    from tests.services.qagen.films import bucket

    used = (used_claim(bucket(1, "A", ["A was born in 1900."]),
                       bucket(1, "A", ["A was born in 1900."]).claims[0]),)  # fmt: skip
    pool: list[tuple[Pattern, QADraft]] = [
        ("comparison", QADraft(used_claims=used, question=f"Who was born first, A{k} or B?",
                               answer="B", computed={"relation": "born"}))
        for k in range(8)
    ]  # fmt: skip
    pool.append(("comparison", QADraft(used_claims=used, question="Which has the larger "
                                       "population, X or Y?", answer="X",
                                       computed={"relation": "population"})))  # fmt: skip
    drawn = [_stratified(list(pool), 2, random.Random(seed)) for seed in range(40)]
    assert all(len(set(d)) == 2 for d in drawn)
    assert sum(8 in d for d in drawn) >= 24


async def test_a_pair_with_an_office_and_births_keeps_the_office_comparison() -> None:
    """A pair with an office and births keeps the office comparison, not the births."""
    # Two prime ministers with births and terms: *Who was Prime Minister of Australia first* over
    # *Who was born first* (life dates are the commonest facts).
    from tests.services.qagen.films import bucket

    docs = [
        bucket(1, "Julia Gillard", ["Julia Eileen Gillard (born 29 September 1961) is an "
                                    "Australian politician.", "Julia Eileen Gillard was the "
                                    "27th Prime Minister of Australia from 2010 to 2013."]),
        bucket(2, "Paul Keating", ["Paul John Keating (born 18 January 1944) is an Australian "
                                   "politician.", "Paul John Keating was the 24th Prime "
                                   "Minister of Australia from 1991 to 1996."]),
    ]  # fmt: skip
    params = round_theta(Settings()).qagen
    for seed in range(4):
        result = await generate_for_graph(
            ClaimBuckets(graph_id="g-pm", log_id="log-pm", question="Who led Australia?",
                         buckets=tuple(docs)), generator=RuleQAGenerator(),
            params=params, root_seed=seed, round_id="r1", theta_hash="h",
        )  # fmt: skip
        questions = [draft.question for _, draft in result.pool]
        assert len(questions) == 1 and "Prime Minister of Australia first" in questions[0]


async def test_the_candidate_pool_grows_with_the_documents() -> None:
    """The rule generator's candidate pool never shrinks, and grows, as documents are added."""
    # It reads every document of a graph: the film graph's pool K holds more candidates with six
    # documents than with the first three.
    params = round_theta(Settings()).qagen
    whole = film_buckets()
    sizes = []
    for n in range(2, len(whole.buckets) + 1):
        part = whole.model_copy(update={"buckets": whole.buckets[:n]})
        result = await generate_for_graph(part, generator=RuleQAGenerator(), params=params,
                                          root_seed=1, round_id="r1", theta_hash="h")  # fmt: skip
        sizes.append(len(result.pool))
    assert sizes == sorted(sizes) and sizes[-1] > sizes[1], sizes


def test_a_bridge_in_the_pool_is_always_the_graphs_first_draw() -> None:
    """A pool holding one conjunction among many temporal items draws it first, every seed."""
    import random

    from services.qagen.drafting import used_claim
    from services.qagen.generate import _stratified
    from shared.llm.replies import QADraft
    from shared.messages.qa import Pattern
    from tests.services.qagen.films import bucket

    doc = bucket(1, "A", ["A was born in 1900."])
    used = (used_claim(doc, doc.claims[0]),)
    pool: list[tuple[Pattern, QADraft]] = [
        ("temporal", QADraft(used_claims=used, question=f"How many years after X{k}?",
                             answer="3 years", computed={"relation": f"r{k}"}))
        for k in range(6)
    ]  # fmt: skip
    pool.append(("conjunction", QADraft(used_claims=used, question="Who was born first, the "
                                        "director of F or B?", answer="B",
                                        computed={"relation": "born"})))  # fmt: skip
    assert all(_stratified(list(pool), 1, random.Random(seed)) == [6] for seed in range(30))


async def test_a_rule_draft_failing_a_gate_never_enters_the_pool() -> None:
    """A bridge naming a title its evidence cuts is rejected by qagen, before the pool."""
    from services.qagen.generate import generate_for_graph
    from services.qagen.rules import RuleQAGenerator
    from shared.messages.claims import ClaimBuckets
    from shared.rounds.theta import QagenParams
    from tests.services.qagen.films import bucket

    film = bucket(1, "So ein Millionär hat's schwer", ["So ein Millionär hat's schwer is a "
                                                       "1958 Austrian film directed by Géza "
                                                       "von Cziffra."])  # fmt: skip
    claim = film.claims[0]  # the claim lost the title's first word, its span keeps it
    film = film.model_copy(update={"claims": (claim.model_copy(
        update={"text": "E" + claim.text.removeprefix("So e")}),)})
    docs = [
        film,
        bucket(2, "Géza von Cziffra", ["Géza von Cziffra (born 19 December 1900) was a "
                                       "Hungarian film director."]),
        bucket(3, "King Vidor", ["King Wallis Vidor (born February 8, 1894) was an American "
                                 "film director."]),
    ]  # fmt: skip
    made = await generate_for_graph(ClaimBuckets(graph_id="g", log_id="l", question="q",
                                                 buckets=tuple(docs)),
                                    generator=RuleQAGenerator(),
                                    params=QagenParams(docs_per_subset=3, pool_size=8,
                                                       items_per_graph=1, n_pairs=3),
                                    root_seed=1, round_id="r1", theta_hash="t")  # fmt: skip
    cut = [d for p, d, _ in made.rejected if "Ein Millionär" in d.question]
    assert all("Ein Millionär" not in d.question for _, d in made.pool)
    assert all("Ein Millionär" not in i.question for i in made.items)
    assert cut and any("cut name" in r for _, d, r in made.rejected if d in cut)


async def test_a_draft_repeating_the_graphs_own_question_is_refused_and_counted() -> None:
    """A draft whose question is the graph's log question word for word (a public dataset's
    record) never enters the pool; the refusal is counted with its reason."""
    from services.qagen.generate import SOURCE_QUESTION

    params = round_theta(Settings(qagen_items_per_graph=2, qagen_docs=3)).qagen

    async def pool(claims: ClaimBuckets) -> tuple[set[str], int]:
        result = await generate_for_graph(claims, generator=RuleQAGenerator(), params=params,
                                          root_seed=3, round_id="r1", theta_hash="h")  # fmt: skip
        return {d.question for _, d in result.pool}, result.skips[SOURCE_QUESTION]

    plain, none = await pool(film_buckets())
    assert plain and none == 0
    asked = sorted(plain)[0]
    source = film_buckets().model_copy(update={"question": asked.upper().rstrip("?") + " ?"})
    again, refused = await pool(source)
    # another draft over the same entities may take the freed place in the pool
    assert asked not in again and refused == 1
