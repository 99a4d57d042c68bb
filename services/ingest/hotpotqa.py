"""Importer for HotpotQA items (official format) as agent logs with a gold trail.

An item ``{_id, question, answer, type, level, supporting_facts: [[title, i]],
context: [[title, [sentence, ...]]]}`` becomes a log whose sources are the context
paragraphs (one per title, numbered in context order; ``content`` is the
sentences joined by spaces, ``snippet`` the first sentence) and whose transcript
cites the supporting facts: one bullet per supporting sentence ending in ``[n]``,
then a concluding line with the answer. So the rest of the pipeline can run on
real multi-hop data whose evidence trail is known.

A supporting fact naming a title or sentence the context lacks (the full dataset
has a few) gets no bullet and is listed in ``meta["unresolved_supporting_facts"]``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from services.ingest.fields import json_type, opt_text, require_object, text
from shared.errors import InputError
from shared.intake.agent_log import build_log
from shared.messages.logs import AgentLog, Source
from shared.metrics.hotpot import parse_supporting_facts

__all__ = ["AGENT_ID", "log_from_item", "wikipedia_url"]

AGENT_ID = "hotpotqa-gold"
"""Agent id of imported HotpotQA logs: the transcript is the gold reasoning trail."""


def wikipedia_url(title: str) -> str:
    """The English Wikipedia URL of an article title (HotpotQA paragraphs come from there)."""
    return "https://en.wikipedia.org/wiki/" + quote(title.replace(" ", "_"), safe="()_,'-")


def _context(value: Any, where: str) -> dict[str, list[str]]:
    if not isinstance(value, list):
        raise InputError(
            f"expected an array of [title, sentences] pairs, got {json_type(value)}",
            where=where,
            field="context",
            hint='write the context as [["Title", ["First sentence.", ...]], ...]',
        )
    paragraphs: dict[str, list[str]] = {}
    for index, pair in enumerate(value):
        field = f"context[{index}]"
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
            raise InputError(
                f"expected a [title, sentences] pair, got {pair!r:.80}",
                where=where,
                field=field,
                hint='write each paragraph as ["Title", ["First sentence.", ...]]',
            )
        title, sentences = pair
        if not isinstance(sentences, list) or not all(isinstance(s, str) for s in sentences):
            raise InputError(
                f"expected the sentences as an array of strings, got {sentences!r:.80}",
                where=where,
                field=f"{field}[1]",
                hint='write each paragraph as ["Title", ["First sentence.", ...]]',
            )
        # one source per title; a repeated title extends its paragraph
        paragraphs.setdefault(title, []).extend(sentences)
    return paragraphs


def log_from_item(record: Any, where: str) -> AgentLog:
    """An ``AgentLog`` from one HotpotQA item; raises ``InputError`` naming the field."""
    item: Mapping[str, Any] = require_object(record, where, "HotpotQA item")
    hotpot_id = opt_text(item, "_id", where)
    if not hotpot_id:
        raise InputError(
            "missing _id", where=where, field="_id", hint="every HotpotQA item carries an _id"
        )
    answer = text(item, "answer", where)
    paragraphs = _context(item.get("context"), where)
    facts = parse_supporting_facts(item.get("supporting_facts"), where, "supporting_facts")
    number = {title: index + 1 for index, title in enumerate(paragraphs)}
    sources = [
        Source(
            id=number[title],
            title=title,
            url=wikipedia_url(title),
            snippet=sentences[0].strip() if sentences else "",
            content=" ".join(s.strip() for s in sentences),
        )
        for title, sentences in paragraphs.items()
    ]
    bullets: list[str] = []
    unresolved: list[str] = []
    for title, sentence in facts:
        sentences = paragraphs.get(title)
        if sentences is None or not 0 <= sentence < len(sentences):
            unresolved.append(f"{title}#{sentence}")
            continue
        bullets.append(f"- {sentences[sentence].strip()} [{number[title]}]")
    bullets.append(f"Therefore, the answer is {answer}.")
    meta = {
        "dataset": "hotpotqa",
        "hotpot_id": hotpot_id,
        "type": text(item, "type", where),
        "level": text(item, "level", where),
        "supporting_facts": json.dumps([list(f) for f in facts], ensure_ascii=False),
    }
    if unresolved:
        meta["unresolved_supporting_facts"] = "; ".join(unresolved)
    return build_log(
        where=where,
        question=text(item, "question", where),
        answer=answer,
        thinking="\n".join(bullets),
        sources=sources,
        origin="hotpotqa",
        log_id=f"hotpotqa-{hotpot_id}",
        agent_id=AGENT_ID,
        gold_answers=(answer,) if answer else (),
        meta=meta,
    )
