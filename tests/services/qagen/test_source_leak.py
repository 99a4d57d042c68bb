"""A comparison the graph's source question asks in other words is refused and counted."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.qagen.generate import generate_for_graph
from services.qagen.rules import RuleQAGenerator
from services.qagen.source_leak import SOURCE_FACTS, asks_the_source
from shared.llm.replies import QADraft
from shared.messages.qa import UsedClaim
from shared.rounds.theta import round_theta
from shared.settings import Settings
from tests.services.qagen.films import film_buckets

_CLAIM = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="A claim.")


def _draft(a: str, b: str, relation: str = "born", op: str = "first") -> QADraft:
    computed = {"op": op, "relation": relation, "a": a, "b": b, "value": a}
    return QADraft(used_claims=(_CLAIM,), question=f"Who was born first, {a} or {b}?",
                   answer=a, computed=computed)  # fmt: skip


@pytest.mark.parametrize(("source", "draft", "leak"), [
    ("Who is the oldest, Sid Haig or Vic Darchinyan?", _draft("Vic Darchinyan", "Sid Haig"),
     True),
    ("who is older, Maria Sharapova or Chanda Rubin?",
     _draft("Chanda Rubin", "Maria Sharapova"), True),
    ("Which film came out first, The Prestige or Jalachhayam?",
     _draft("The Prestige", "Jalachhayam", "released"), True),
    ("Both Never Cry Wolf and Big Hero 6 films were released by what label?",
     _draft("Never Cry Wolf", "Big Hero 6", "released"), False),
    ("Who is older, Sid Haig or Vic Darchinyan?",
     _draft("Vic Darchinyan", "Sid Haig", "died"), False),
    ("Who is the oldest, Sid Haig or Vic Darchinyan?", _draft("Vic Darchinyan", "Ann Lee"),
     False),
    ("Indian film photographer Jagdish Mali, known for taking images of celebrities including "
     "Shabana Azmi, is father to which Bollywood actress?",
     _draft("Jagdish Mali", "Shabana Azmi"), False),
])  # fmt: skip
def test_the_source_asks_the_same_subjects_by_the_same_relation(source: str, draft: QADraft,
                                                                 leak: bool) -> None:
    """Same options and an order in the relation's words: a leak; another relation, another
    question of the same two or a source missing an option: none."""
    assert asks_the_source(source, draft) is leak


@given(st.text(max_size=60))
def test_a_source_not_naming_both_options_never_leaks(source: str) -> None:
    """Whatever the source question says, it asks no pair it does not name whole."""
    if "zara quill" not in source.lower():
        assert not asks_the_source(source, _draft("Zara Quill", "Bo Wu"))


async def test_the_pool_refuses_the_source_pair_and_counts_it() -> None:
    """A graph whose source asks 'Who is older, Zack Hexum or Mark King?' keeps no draft of
    their births; the refusal is counted by reason and other pairs stay."""
    params = round_theta(Settings(qagen_items_per_graph=2, qagen_docs=3)).qagen

    async def pool(question: str) -> tuple[set[str], int]:
        claims = film_buckets().model_copy(update={"question": question})
        result = await generate_for_graph(claims, generator=RuleQAGenerator(), params=params,
                                          root_seed=3, round_id="r1", theta_hash="h")  # fmt: skip
        kept = {d.computed.get("entities", "") for _, d in result.pool}
        return kept, result.skips[SOURCE_FACTS]

    plain, none = await pool("Which film came out first?")
    assert "mark king musician | zack hexum" in plain and none == 0
    kept, refused = await pool("Who is older, Zack Hexum or Mark King?")
    assert "mark king musician | zack hexum" not in kept and refused >= 1 and kept
