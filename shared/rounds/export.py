"""A round's accepted items, and the external formats they are written in.

- ``items``: the canonical items, one JSON object per line;
- ``spec``: the spec's list of ``{used_claims: [{doc_id, claim_id, claim}], question, answer}``;
- ``hotpotqa``: HotpotQA-style gold — ``_id``, ``question``, ``answer``, ``type`` and
  ``supporting_facts`` as ``[document title, sentence index]`` pairs.

Output is sorted by item id and written with sorted keys, so replaying a round with the
same seed and θ gives byte-identical files.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, Literal

from shared.bus import Bus
from shared.bus.scan import payloads
from shared.messages.qa import JudgedItem, QAItem, UsedClaim
from shared.messages.topics import ACCEPTED
from shared.text.sentences import split_sentences

__all__ = ["ExportFormat", "TextLookup", "accepted_items", "render_export", "sentence_index"]

ExportFormat = Literal["items", "spec", "hotpotqa"]
TextLookup = Callable[[UsedClaim], str | None]
"""Finds the document text a used claim's span offsets refer to (``None`` if unknown)."""


async def accepted_items(bus: Bus, round_id: str) -> list[QAItem]:
    """The round's accepted items, sorted by item id (each id once)."""
    items: dict[str, QAItem] = {}
    async for judged in payloads(bus, ACCEPTED, JudgedItem):
        if judged.item.round_id == round_id:
            items.setdefault(judged.item.item_id, judged.item)
    return [items[k] for k in sorted(items)]


def sentence_index(used: UsedClaim, text_for: TextLookup) -> int:
    """Index of the sentence of the document that holds the claim's span start.

    Without the document text (or span offsets) the index is -1, which HotpotQA's
    metric treats as a supporting fact that matches nothing.
    """
    text = text_for(used)
    if text is None or used.span_start is None:
        return -1
    for index, sentence in enumerate(split_sentences(text)):
        if sentence.start <= used.span_start < sentence.end:
            return index
    return -1


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, indent=1) + "\n"


def render_export(
    items: Sequence[QAItem], fmt: ExportFormat, text_for: TextLookup | None = None
) -> str:
    """The items written in ``fmt``."""
    if fmt == "items":
        return "".join(
            json.dumps(item.model_dump(mode="json"), ensure_ascii=False, sort_keys=True) + "\n"
            for item in items
        )
    if fmt == "spec":
        return _dumps(
            [
                {
                    "used_claims": [
                        {"doc_id": u.doc_id, "claim_id": u.claim_id, "claim": u.claim}
                        for u in item.used_claims
                    ],
                    "question": item.question,
                    "answer": item.answers[0],
                }
                for item in items
            ]
        )
    lookup = text_for or (lambda _used: None)
    return _dumps(
        [
            {
                "_id": item.item_id,
                "question": item.question,
                "answer": item.answers[0],
                "answers": list(item.answers),
                "type": item.pattern or item.answer_type,
                "supporting_facts": sorted(
                    {(u.title or u.url, sentence_index(u, lookup)) for u in item.used_claims}
                ),
            }
            for item in items
        ]
    )
