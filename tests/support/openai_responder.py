"""The test server's default responder: schema-valid JSON for each dyneval prompt.

It recognises the shipped prompt templates by their wording and answers as a cooperative
model would: the transcript formatter gets the transcript split into typed thoughts, claim
extraction gets sentences of the input text as claims with verbatim spans, the QA-pattern
prompts get pairs built from the given buckets (varied by the request's seed), the judge
accepts, and anything else gets ``{"ok": true}``. It is a test double for a model, not a
rule engine: it only exists so that tests of the LLM strategies get plausible replies.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.support.openai_server import RecordedRequest

__all__ = ["plausible_reply"]

_CITE_RX = re.compile(r"\[(\d+)\]")
_SENTENCE_RX = re.compile(r"(?<=[.!?])\s+")
_BULLET_RX = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_CONCLUDE = ("overall", "in summary", "therefore", "thus", "hence")
_REASONING = ("because", "implies", "therefore", "might", "may", "could", "suggests")


def _first_user(request: RecordedRequest) -> str:
    for message in request.messages:
        if message.get("role") == "user":
            return str(message.get("content", ""))
    return ""


def _after(text: str, marker: str) -> str:
    """The text after the last ``marker`` (prompts mention section names before the sections)."""
    index = text.rfind(marker)
    return text[index + len(marker):] if index >= 0 else ""


def _thoughts(prompt: str) -> dict[str, Any]:
    transcript = _after(prompt, "TRANSCRIPT\n").strip()
    answer = _after(prompt, "<answer>").split("</answer>")[0]
    bullets: list[str] = []
    for paragraph in re.split(r"\n\s*\n", transcript):
        lines = [_BULLET_RX.sub("", line).strip() for line in paragraph.splitlines()]
        bullets.extend(line for line in lines if line)
    thoughts: list[dict[str, Any]] = []
    for position, bullet in enumerate(bullets):
        cites: list[int | None] = [int(n) for n in _CITE_RX.findall(bullet)] or [None]
        lowered = bullet.lower()
        if position == len(bullets) - 1 or lowered.startswith(_CONCLUDE):
            step = "conclude"
        elif cites[0] is not None and not any(word in lowered for word in _REASONING):
            step = "evidence"
        else:
            step = "reason"
        for cite in cites:
            thoughts.append({
                "id": len(thoughts) + 1,
                "text": bullet,
                "step_type": step,
                "cites": [] if cite is None else [{"id": cite, "stance": "supports"}],
            })
    return {
        "thoughts": thoughts,
        "answer": {
            "text": answer,
            "cites": [{"id": int(n), "stance": "supports"} for n in _CITE_RX.findall(answer)],
        },
    }


def _claims(prompt: str) -> dict[str, str]:
    text = _after(prompt, "Here is the input text:\n")
    sentences = [s.strip() for s in _SENTENCE_RX.split(text) if len(s.split()) >= 4]
    out: dict[str, str] = {}
    for number, sentence in enumerate(sentences[:5], start=1):
        out[f"claim{number}"] = sentence
        out[f"supporting_text_span{number}"] = sentence
    return out


def _qa_pairs(prompt: str, seed: int | None) -> dict[str, Any]:
    block = _after(prompt, "Buckets of claims (grouped by doc_id) are below:\n")
    try:
        buckets, _ = json.JSONDecoder().raw_decode(block.lstrip())
    except ValueError:
        buckets = []
    wanted = re.search(r"You are generating (\d+)", prompt)
    at_least = re.search(r"at least \*\*(\d+) different buckets", prompt)
    n_pairs = int(wanted.group(1)) if wanted else 1
    min_buckets = int(at_least.group(1)) if at_least else 2
    usable = [b for b in buckets if isinstance(b, dict) and b.get("claims")]
    pairs: list[dict[str, Any]] = []
    for index in range(n_pairs if len(usable) >= min_buckets else 0):
        used = []
        for bucket in usable[:min_buckets]:
            items = sorted(bucket["claims"].items())
            claim_id, claim = items[((seed or 0) + index) % len(items)]
            used.append({"doc_id": bucket["doc_id"], "claim_id": claim_id, "claim": claim})
        subject = " ".join(used[0]["claim"].split()[:4])
        pairs.append({
            "used_claims": used,
            "question": f"What connects the fact that {subject} to the other facts?",
            "answer": " ".join(used[-1]["claim"].split()[:5]),
        })
    return {"qa_pairs": pairs}


_JUDGE_OK = {
    "criteria": {name: True for name in (
        "answerable", "correct", "essential_claims", "no_leakage", "general", "natural")},
    "accept": True,
    "reasons": [],
}


def plausible_reply(request: RecordedRequest) -> str:
    """A schema-valid JSON reply for the dyneval prompt in ``request``."""
    prompt = _first_user(request)
    system = request.messages[0].get("content", "") if request.messages else ""
    if "You are a JSON formatter" in system or "TRANSCRIPT\n" in prompt:
        value: Any = _thoughts(prompt)
    elif "standalone factual claims" in prompt:
        value = _claims(prompt)
    elif "multi-hop QA pairs" in prompt:
        value = _qa_pairs(prompt, request.seed)
    elif "strict reviewer" in system:
        value = _JUDGE_OK
    else:
        value = {"ok": True}
    return json.dumps(value)
