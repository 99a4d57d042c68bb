"""The reply shapes models really send, normalised to the canonical shape of each reply model.

The spec's own examples are the reference: claims as ``claim1`` / ``supporting_text_span1``
keys, QA pairs as a bare JSON list of ``{used_claims, question, answer}``, thoughts as the
``{"thoughts": [...], "answer": {...}}`` object. Models also send these as a list, under
another key, with a step's ``type`` instead of ``step_type``, citations as bare numbers, or
with keys of their own. Each function here takes the parsed JSON value and returns the
canonical dict its reply model validates, or raises ``ValueError`` naming what no known
shape explains (which is what earns a repair turn). They are pure and never invent content:
a claim without a span is left out and reported, not given a made-up span.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

__all__ = [
    "STEP_TYPES",
    "claims_shape",
    "judge_batch_shape",
    "judge_shape",
    "qa_shape",
    "thoughts_shape",
]

STEP_TYPES = ("conclude", "evidence", "retrieve", "comparison", "hypothesis", "reason")
"""The spec's step types."""

_CLAIM_KEY = re.compile(r"^\s*claim[\s_-]*(\d+)\s*$", re.I)
_SPAN_KEY = re.compile(r"^\s*(?:supporting[\s_-]*)?(?:text[\s_-]*)?span[\s_-]*(\d+)\s*$", re.I)
_SPAN_FIELDS = ("supporting_text_span", "span", "supporting_span", "supporting_text", "evidence")
_CLAIM_FIELDS = ("claim", "text", "statement")
_LIST_KEYS = ("claims", "qa_pairs", "pairs", "qa", "questions", "items", "results", "data")
_QA_FIELDS = ("used_claims", "question", "answer", "reasoning_steps", "computed")
_USED_FIELDS = ("doc_id", "claim_id", "claim")
_CLAIM_ID = re.compile(r"^doc[_-]?(\d+)[_-]?claim[_-]?\d+$", re.I)
_YES = {"true", "yes", "accept", "accepted", "pass", "passed", "valid", "correct", "y"}
_NO = {"false", "no", "reject", "rejected", "fail", "failed", "invalid", "incorrect", "n"}


def _as_list(value: Any, keys: tuple[str, ...]) -> list[Any] | None:
    """``value`` if it is a list; the list under a known key, or under a dict's only key."""
    if isinstance(value, list):
        return value
    if not isinstance(value, Mapping):
        return None
    for key in keys:
        if isinstance(value.get(key), list):
            return list(value[key])
    lists = [v for v in value.values() if isinstance(v, list)]
    if len(value) == 1 and len(lists) == 1:
        return list(lists[0])
    return None


# --- claims -------------------------------------------------------------------------------


def _claim_pair(entry: Any) -> tuple[str, str] | None:
    if not isinstance(entry, Mapping):
        return None
    lowered = {str(k).lower(): v for k, v in entry.items()}
    claim = next((lowered[f] for f in _CLAIM_FIELDS if isinstance(lowered.get(f), str)), None)
    span = next((lowered[f] for f in _SPAN_FIELDS if isinstance(lowered.get(f), str)), None)
    if claim is None:
        return None
    return claim, span or ""


def _numbered(data: Mapping[str, Any]) -> dict[int, dict[str, str]] | None:
    numbered: dict[int, dict[str, str]] = {}
    for key, value in data.items():
        claim = _CLAIM_KEY.match(str(key))
        span = _SPAN_KEY.match(str(key))
        if claim is None and span is None:
            continue
        if not isinstance(value, str):
            value = "" if value is None else str(value)
        number = int((claim or span).group(1))  # type: ignore[union-attr]
        numbered.setdefault(number, {})["claim" if claim else "span"] = value
    return numbered or None


def claims_shape(value: Any) -> dict[str, Any]:
    """``{"claims": [{claim, span}], "skipped": [reason]}`` from any known claims shape.

    Known: the spec's numbered keys; a list of ``{claim, supporting_text_span}`` (or
    ``span``); either under ``claims`` or under a document number, as the spec's
    multi-document example nests them. A claim without a span is skipped with a reason.
    """
    if (
        isinstance(value, Mapping)
        and set(value) <= {"claims", "skipped"}
        and isinstance(value.get("claims"), list | tuple)
        and all(
            isinstance(e, BaseModel) or (isinstance(e, Mapping) and {"span", "claim"} <= set(e))
            for e in value["claims"]
        )
    ):
        return dict(value)  # already canonical
    pairs: list[tuple[str, str]] = []
    if isinstance(value, Mapping) and value and all(isinstance(v, Mapping) for v in value.values()):
        # {"4": {"claim1": ..., ...}}: the spec's per-document nesting.
        merged: dict[str, Any] = {}
        for number, inner in enumerate(value.values()):
            for key, text in inner.items():
                match = _CLAIM_KEY.match(str(key)) or _SPAN_KEY.match(str(key))
                if match is not None:
                    suffix = int(match.group(1)) + 1000 * number
                    merged[str(key)[: match.start(1)] + str(suffix)] = text
        value = merged or value
    numbered = _numbered(value) if isinstance(value, Mapping) else None
    if numbered is not None:
        pairs = [
            (numbered[n].get("claim", ""), numbered[n].get("span", "")) for n in sorted(numbered)
        ]
    else:
        entries = _as_list(value, _LIST_KEYS)
        if entries is None:
            raise ValueError(
                "no claims found: expected claim<n>/supporting_text_span<n> keys or a list of "
                "{claim, supporting_text_span} objects"
            )
        for entry in entries:
            pair = _claim_pair(entry)
            if pair is None:
                raise ValueError(f"a claims entry is not a {{claim, span}} object: {entry!r:.80}")
            pairs.append(pair)
    claims: list[dict[str, str]] = []
    skipped: list[str] = []
    for number, (claim, span) in enumerate(pairs, start=1):
        if not claim.strip():
            skipped.append(f"claim {number}: empty claim text")
        elif not span.strip():
            skipped.append(f"claim {number}: no supporting span ({claim[:60]!r})")
        else:
            claims.append({"claim": claim.strip(), "span": span.strip()})
    return {"claims": claims, "skipped": skipped}


# --- QA pairs -----------------------------------------------------------------------------


def _used_claim(entry: Any) -> Any:
    if isinstance(entry, str):
        match = _CLAIM_ID.match(entry.strip())
        if match is None:
            return entry
        return {"doc_id": int(match.group(1)), "claim_id": entry.strip(), "claim": ""}
    if not isinstance(entry, Mapping):
        return entry
    out = {k: entry[k] for k in _USED_FIELDS if k in entry}
    claim_id = str(out.get("claim_id", ""))
    if "doc_id" not in out and (match := _CLAIM_ID.match(claim_id)) is not None:
        out["doc_id"] = int(match.group(1))
    if isinstance(out.get("doc_id"), str):
        digits = re.sub(r"\D", "", out["doc_id"])
        out["doc_id"] = int(digits) if digits else out["doc_id"]
    out.setdefault("claim", "")
    return out


def _qa_pair(entry: Any) -> Any:
    if not isinstance(entry, Mapping):
        return entry
    out = {k: entry[k] for k in _QA_FIELDS if k in entry}
    answer = out.get("answer")
    if isinstance(answer, int | float) and not isinstance(answer, bool):
        out["answer"] = str(answer)
    if isinstance(out.get("used_claims"), list):
        out["used_claims"] = [_used_claim(u) for u in out["used_claims"]]
    steps = out.get("reasoning_steps")
    if steps is not None and not (
        isinstance(steps, list) and all(isinstance(step, str) for step in steps)
    ):
        out.pop("reasoning_steps")
    if not isinstance(out.get("computed", {}), Mapping):
        out.pop("computed")
    return out


def qa_shape(value: Any) -> dict[str, Any]:
    """``{"qa_pairs": [...]}`` from a bare list (the spec's), a list under any key, or one pair.

    Keys a pair does not define (a model's ``explanation``, ``pattern``...) are dropped.
    """
    if isinstance(value, Mapping) and "question" in value and "answer" in value:
        entries: list[Any] | None = [value]
    else:
        entries = _as_list(value, _LIST_KEYS)
    if entries is None or (
        entries and not any(isinstance(e, Mapping | BaseModel) for e in entries)
    ):
        raise ValueError(
            "no QA pairs found: expected a JSON list of {used_claims, question, answer} objects "
            "(bare or under a key such as qa_pairs)"
        )
    return {"qa_pairs": [_qa_pair(entry) for entry in entries]}


# --- thoughts -----------------------------------------------------------------------------


def _cites(value: Any) -> list[Any]:
    if value is None:
        return []
    items = list(value) if isinstance(value, list | tuple) else [value]
    out: list[Any] = []
    for cite in items:
        if isinstance(cite, bool):
            continue
        if isinstance(cite, BaseModel):
            out.append(cite)
        elif isinstance(cite, int):
            out.append({"id": cite})
        elif isinstance(cite, str) and re.fullmatch(r"\[?\s*\d+\s*\]?", cite):
            out.append({"id": int(re.sub(r"\D", "", cite))})
        elif isinstance(cite, Mapping):
            entry: dict[str, Any] = {"id": cite.get("id", cite.get("source"))}
            stance = str(cite.get("stance", "supports")).lower()
            entry["stance"] = stance if stance in ("supports", "contradicts", "neutral") else (
                "supports"
            )
            out.append(entry)
        else:
            out.append(cite)
    return out


def _thought(entry: Any, position: int) -> Any:
    if isinstance(entry, BaseModel):
        return entry
    if isinstance(entry, str):
        return {"id": position, "text": entry, "step_type": "reason", "cites": []}
    if not isinstance(entry, Mapping):
        return entry
    step = entry.get("step_type", entry.get("type", entry.get("step", "reason")))
    step = str(step).strip().lower()
    return {
        "id": position,
        "text": entry.get("text", entry.get("thought", "")),
        "step_type": step if step in STEP_TYPES else "reason",
        "cites": _cites(entry.get("cites", entry.get("citations"))),
    }


def thoughts_shape(value: Any) -> dict[str, Any]:
    """``{"thoughts": [...], "answer": {...}}`` from the spec's object or a bare thought list.

    Thoughts are numbered in reply order; ``type`` is read as ``step_type`` and an unknown
    step type as ``reason``; citations may be numbers, ``"[n]"`` or objects.
    """
    if isinstance(value, Mapping) and isinstance(value.get("thoughts"), list | tuple):
        thoughts = value["thoughts"]
        answer = value.get("answer", {})
        if all(isinstance(t, BaseModel) for t in thoughts) and not isinstance(answer, Mapping):
            return dict(value)  # built in code from models: already canonical
    elif isinstance(value, list):
        thoughts, answer = value, {}
    else:
        raise ValueError(
            'no thoughts found: expected {"thoughts": [{"id", "text", "step_type", "cites"}], '
            '"answer": {"text", "cites"}}'
        )
    if isinstance(answer, str):
        answer = {"text": answer}
    if isinstance(answer, Mapping) and not isinstance(answer, BaseModel):
        answer = {"text": str(answer.get("text", "")), "cites": _cites(answer.get("cites"))}
    return {
        "thoughts": [_thought(entry, n) for n, entry in enumerate(thoughts, start=1)],
        "answer": answer,
    }


# --- judge verdicts -----------------------------------------------------------------------


def _truth(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower().rstrip(".!")
        if word in _YES:
            return True
        if word in _NO:
            return False
    return None


def judge_shape(value: Any) -> dict[str, Any]:
    """``{"criteria", "accept", "reasons"}`` from the judge template's object and its variants.

    ``accept`` may come as ``verdict``/``decision`` words ("accept", "reject", "yes");
    criteria may be missing (then the decision is the only criterion) or hold yes/no words;
    ``reasons`` may be one string.
    """
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    if not isinstance(value, Mapping):
        raise ValueError('expected a JSON object {"criteria": {...}, "accept": true|false}')
    accept = None
    for key in ("accept", "accepted", "verdict", "decision", "valid"):
        if key in value:
            accept = _truth(value[key])
            break
    raw = value.get("criteria", {})
    criteria: dict[str, bool] = {}
    if isinstance(raw, Mapping):
        for name, mark in raw.items():
            truth = _truth(mark.get("pass", mark.get("ok")) if isinstance(mark, Mapping) else mark)
            if truth is None:
                raise ValueError(f"criterion {name!r} is neither true nor false: {mark!r:.40}")
            criteria[str(name)] = truth
    if accept is None:
        if not criteria:
            raise ValueError('the verdict has neither "accept" nor criteria')
        accept = all(criteria.values())
    if not criteria:
        criteria = {"overall": accept}
    reasons = value.get("reasons", value.get("reason", ()))
    if isinstance(reasons, str):
        reasons = [reasons] if reasons.strip() else []
    if not isinstance(reasons, list | tuple):
        reasons = []
    return {
        "criteria": criteria,
        "accept": accept,
        "reasons": [str(r) for r in reasons if str(r).strip()],
    }


_VERDICT_LIST_KEYS = ("verdicts", "results", "judgments", "judgements", "evaluations", "reviews",
                      "items", "candidates", "data")  # fmt: skip
_ID_KEYS = ("id", "candidate_id", "candidate", "item_id", "item", "pair_id", "pair")
_DECISION_KEYS = {"criteria", "accept", "accepted", "verdict", "decision", "valid", "reasons",
                  "reason"}  # fmt: skip


def _verdict_entries(value: Any) -> list[tuple[Any, Any]]:
    """(id or None, verdict) pairs from any container a batched reply comes in."""
    if isinstance(value, Mapping) and len(value) == 1:
        (key, inner), = value.items()
        if key in _VERDICT_LIST_KEYS and isinstance(inner, Mapping):
            value = inner  # {"verdicts": {"c1": {...}}}
    if isinstance(value, Mapping) and _DECISION_KEYS & set(value):
        return [(next((value[k] for k in _ID_KEYS if k in value), None), value)]
    entries = _as_list(value, _VERDICT_LIST_KEYS)
    if entries is not None:
        return [
            (next((e[k] for k in _ID_KEYS if k in e), None) if isinstance(e, Mapping) else None, e)
            for e in entries
        ]
    if isinstance(value, Mapping) and value and all(isinstance(v, Mapping) for v in value.values()):
        # {"c1": {...}, "c2": {...}}: verdicts keyed by candidate id
        return [(key, verdict) for key, verdict in value.items()]
    raise ValueError(
        'no verdicts found: expected {"verdicts": [{"id", "criteria", "accept", "reasons"}]} '
        "(or a list of such objects, or an object keyed by candidate id)"
    )


def judge_batch_shape(value: Any) -> dict[str, Any]:
    """``{"verdicts": [{id, criteria, accept, reasons}], "unusable": [reason]}`` from a batched
    judge reply: verdicts in a list (bare or under a key) or keyed by candidate id, each in
    any shape ``judge_shape`` reads. A verdict without an id or with no readable decision is
    reported in ``unusable`` (its candidate is asked again), never guessed."""
    if (
        isinstance(value, Mapping)
        and set(value) <= {"verdicts", "unusable"}
        and all(isinstance(v, BaseModel) for v in value.get("verdicts", ()))
    ):
        return dict(value)  # already canonical
    verdicts: list[dict[str, Any]] = []
    unusable: list[str] = []
    for number, (ident, entry) in enumerate(_verdict_entries(value), start=1):
        if ident is None or isinstance(ident, bool) or not str(ident).strip():
            unusable.append(f"verdict {number} names no candidate id: {entry!r:.80}")
            continue
        try:
            verdicts.append({"id": str(ident).strip(), **judge_shape(entry)})
        except ValueError as exc:
            unusable.append(f"verdict {number} (id {str(ident)[:20]!r}) is unreadable: {exc}")
    if not verdicts and not unusable:
        raise ValueError("the reply holds no verdicts")
    return {"verdicts": verdicts, "unusable": unusable}
