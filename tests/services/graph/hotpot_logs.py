"""HotpotQA items as agent logs: the ingest importer when present, else the same rule.

The rule (``services.ingest.hotpotqa``): sources are the context paragraphs numbered in
context order; the transcript has one bullet per supporting fact, citing its paragraph.
"""

from __future__ import annotations

import importlib
from typing import Any

from shared.messages.logs import AgentLog, Source


def _fallback(item: dict[str, Any]) -> AgentLog:
    number: dict[str, int] = {}
    paragraphs: dict[str, list[str]] = {}
    for title, sentences in item["context"]:
        number.setdefault(title, len(number) + 1)
        paragraphs.setdefault(title, []).extend(sentences)
    bullets = [
        f"- {paragraphs[title][index].strip()} [{number[title]}]"
        for title, index in item["supporting_facts"]
        if title in paragraphs and 0 <= index < len(paragraphs[title])
    ]
    return AgentLog(
        log_id=f"hotpotqa-{item['_id']}",
        question=item["question"],
        answer=item["answer"],
        thinking="\n".join([*bullets, f"Therefore, the answer is {item['answer']}."]),
        sources=tuple(
            Source(id=number[t], title=t, content=" ".join(s.strip() for s in ss))
            for t, ss in paragraphs.items()
        ),
        origin="hotpotqa",
    )


def hotpot_log(item: dict[str, Any]) -> AgentLog:
    """The agent log of one HotpotQA item."""
    try:
        importer = importlib.import_module("services.ingest.hotpotqa")
    except ModuleNotFoundError:
        return _fallback(item)
    log: AgentLog = importer.log_from_item(item, f"hotpotqa:{item['_id']}")
    return log


def expected_evidence(item: dict[str, Any]) -> list[str]:
    """Document node ids the supporting facts cite, in supporting-fact order."""
    number: dict[str, int] = {}
    for title, _ in item["context"]:
        number.setdefault(title, len(number) + 1)
    paragraphs: dict[str, int] = {}
    for title, sentences in item["context"]:
        paragraphs[title] = paragraphs.get(title, 0) + len(sentences)
    return [
        f"d{number[title]}"
        for title, index in item["supporting_facts"]
        if title in number and 0 <= index < paragraphs[title]
    ]
