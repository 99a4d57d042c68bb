"""Replies cut off at max_tokens: the complete entries are kept, the cut one counted."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from prometheus_client import CollectorRegistry

from shared.llm.chat import ChatMessage
from shared.llm.replies import NumberedClaims, QADrafts
from shared.llm.salvage import salvage_truncated
from shared.llm.structured import complete_structured
from tests.shared.llm.conftest import ClientFactory, metric
from tests.support.openai_server import OpenAIServer, Reply

_words = st.text(alphabet=st.characters(codec="utf-8", blacklist_categories=["Cs"]),
                 max_size=30)
_entry = st.fixed_dictionaries({"question": _words, "answer": _words,
                                "n": st.integers(-10**6, 10**6),
                                "tags": st.lists(_words, max_size=3)})


@given(st.lists(_entry, min_size=2, max_size=6), st.data(), st.sampled_from([None, "qa_pairs"]),
       st.sampled_from([None, 1]))
def test_a_list_cut_anywhere_in_its_last_entry_keeps_the_others(
    entries: list[dict[str, Any]], data: st.DataObject, key: str | None, indent: int | None
) -> None:
    """A list cut at any character of its last entry keeps exactly the entries before it."""
    value: Any = entries if key is None else {key: entries}
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    closing = text.rindex("}", 0, text.rindex("]"))  # the last entry's closing brace
    begin = text.rindex("{", 0, closing)  # entries hold no object: this opens the last one
    cut = data.draw(st.integers(begin + 1, closing))
    salvaged = salvage_truncated(text[:cut])
    assert salvaged is not None and salvaged.cut_off == 1
    kept = salvaged.value if key is None else salvaged.value[key]
    assert kept == entries[:-1]


def test_whole_values_and_prose_are_not_salvaged() -> None:
    """A complete value, a lone cut entry and text without JSON give nothing to salvage."""
    assert salvage_truncated('[{"a": 1}]') is None
    assert salvage_truncated('[{"a": 12') is None
    assert salvage_truncated("I cannot answer that.") is None


def test_the_spec_claims_object_keeps_its_whole_members() -> None:
    """The spec's numbered claims cut in a span: whole claims kept, the spanless one left out."""
    text = ('{"claim1": "Apollo 11 landed in 1969.", "supporting_text_span1": "landed in 1969", '
            '"claim2": "It carried three crew.", "supporting_text_span2": "carried thr')
    salvaged = salvage_truncated(text)
    assert salvaged is not None
    claims = NumberedClaims.model_validate(salvaged.value)
    assert [c.claim for c in claims.claims] == ["Apollo 11 landed in 1969."]
    assert len(claims.skipped) == 1


async def test_a_reply_cut_at_max_tokens_needs_no_repair_turn(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """A fenced QA list stopped at max_tokens: one call, the whole pairs, the cut counted."""
    pair = {"used_claims": [{"doc_id": 1, "claim_id": "doc1_claim1", "claim": "c"}],
            "question": "When?", "answer": "1969"}
    text = json.dumps([pair, {**pair, "question": "Why?"}, {**pair, "question": "Who"}])
    openai_server.script(Reply(content="```json\n" + text[:-40], finish_reason="length"))
    result = await complete_structured(
        make_client(), [ChatMessage(role="user", content="pairs")], QADrafts, stage="qagen"
    )
    assert [p.question for p in result.value.qa_pairs] == ["When?", "Why?"]
    assert result.cut_off == 1 and not result.repaired
    assert len(openai_server.chat_requests) == 1
    assert metric(registry, "dyneval_llm_salvaged_total", model="test-model", stage="qagen") == 1
