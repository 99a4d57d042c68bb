"""Reply shapes: every shape the spec's examples show parses to the same drafts, no repair."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from shared.llm.replies import FormattedTranscript, JudgeReply, NumberedClaims, QADrafts
from shared.llm.structured import parse_reply

_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=40
).filter(lambda s: s.strip() == s and s.strip())
_PAIRS = st.lists(st.tuples(_TEXT, _TEXT), min_size=1, max_size=6)


def _wrap(body: str, how: str) -> str:
    return {
        "bare": body,
        "fenced": f"```json\n{body}\n```",
        "prose": f"Sure! Here is the JSON [1]:\n{body}\nLet me know if you need more.",
        "think": f"<think>the claims are [1] and [2]</think>\n{body}",
    }[how]


@given(pairs=_PAIRS, how=st.sampled_from(["bare", "fenced", "prose", "think"]),
       shape=st.sampled_from(["numbered", "list", "under_key", "by_doc"]))
def test_claims_in_every_known_shape_parse_alike(
    pairs: list[tuple[str, str]], how: str, shape: str
) -> None:
    """claimN/supporting_text_spanN, a list, a list under ``claims`` or per doc: same claims."""
    numbered: dict[str, str] = {}
    for n, (claim, span) in enumerate(pairs, start=1):
        numbered[f"claim{n}"] = claim
        numbered[f"supporting_text_span{n}"] = span
    listed = [{"claim": c, "supporting_text_span": s} for c, s in pairs]
    value: Any = {
        "numbered": numbered,
        "list": listed,
        "under_key": {"claims": listed},
        "by_doc": {"8": numbered},
    }[shape]
    reply = parse_reply(_wrap(json.dumps(value), how), NumberedClaims)
    assert [(c.claim, c.span) for c in reply.claims] == pairs
    assert reply.skipped == ()


def test_spec_python_printed_claims_parse() -> None:
    """The spec prints its claims as a Python dict (single quotes); that parses too."""
    text = ("{'claim1': 'Leonardo DiCaprio was born on November 11, 1974.', "
            "'supporting_text_span1': \"Born on November 11, 1974, in Los Angeles\"}")
    (claim,) = parse_reply(text, NumberedClaims).claims
    assert claim.span == "Born on November 11, 1974, in Los Angeles"


_QA = st.lists(
    st.fixed_dictionaries({
        "used_claims": st.lists(
            st.fixed_dictionaries({
                "doc_id": st.integers(1, 20),
                "claim_id": st.from_regex(r"doc[0-9]{1,2}_claim[0-9]{1,2}", fullmatch=True),
                "claim": _TEXT,
            }),
            min_size=1, max_size=3,
        ),
        "question": _TEXT,
        "answer": _TEXT,
    }),
    min_size=1, max_size=5,
)


@given(pairs=_QA, how=st.sampled_from(["bare", "fenced", "prose", "think"]),
       key=st.sampled_from([None, "qa_pairs", "pairs", "temporal_qa"]))
def test_qa_bare_list_or_under_any_key_parses_alike(
    pairs: list[dict[str, Any]], how: str, key: str | None
) -> None:
    """The spec's bare list and a list under any single key give the same drafts."""
    value: Any = pairs if key is None else {key: pairs}
    reply = parse_reply(_wrap(json.dumps(value), how), QADrafts)
    assert [(d.question, d.answer) for d in reply.qa_pairs] == [
        (p["question"], p["answer"]) for p in pairs
    ]
    assert reply.rejected == ()


def test_malformed_pair_is_rejected_with_reason_not_dropped() -> None:
    """A pair without an answer is reported in ``rejected``; the others are kept."""
    good = {"used_claims": [{"doc_id": 8, "claim_id": "doc8_claim7", "claim": "x"}],
            "question": "How many years?", "answer": 9}
    reply = parse_reply(json.dumps([good, {"question": "Which came first?"}]), QADrafts)
    assert [d.answer for d in reply.qa_pairs] == ["9"]
    (reason,) = reply.rejected
    assert reason.startswith("pair 2 is malformed") and "answer" in reason


def test_spec_thoughts_object_parses_with_type_key() -> None:
    """The spec's thoughts object, with ``type`` or ``step_type`` and numeric cites, parses."""
    value = {"thoughts": [{"id": 4, "text": "Meta stays [8]", "step_type": "evidence",
                           "cites": [{"id": 8, "stance": "supports"}]},
                          {"text": "So it has not moved", "type": "conclude", "cites": []}],
             "answer": {"text": "It hasn't moved", "cites": [8]}}
    reply = parse_reply(_wrap(json.dumps(value), "prose"), FormattedTranscript)
    assert [(t.id, t.step_type) for t in reply.thoughts] == [(1, "evidence"), (2, "conclude")]
    assert [c.id for c in reply.answer.cites] == [8]


@given(word=st.sampled_from(["accept", "Accepted", "yes", "reject", "no", True, False]))
def test_judge_verdict_words(word: Any) -> None:
    """A verdict as a word or a boolean decides ``accept``; criteria default to it."""
    reply = JudgeReply.model_validate({"verdict": word, "reason": "fine"})
    expected = word is True or (isinstance(word, str) and word.lower() in {"accept", "accepted",
                                                                           "yes"})
    assert reply.accept is expected
    assert reply.criteria == {"overall": expected}
    assert reply.reasons == ("fine",)
