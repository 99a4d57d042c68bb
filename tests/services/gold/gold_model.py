"""A scripted model for the gold stage, served by ``tests.support.openai_server.OpenAIServer``.

``GoldModel`` is the server's responder: ``gold_generate`` requests get the reply scripted
for the first chunk they show (``{"items": []}`` when none is), ``gold_reconstruct``
requests get the answer scripted for their question (insufficient when none is), and
``gold_absent`` requests are never answered. ``ferry_document`` writes a small three-page
Markdown report and ``ferry_replies`` scripts items for its chunks: valid ones, one with a
hallucinated span, one with a figure its span does not hold, a wrong calculation and a
no-information question.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.gold.record import NO_INFORMATION_ANSWER
from shared.longdoc.model import Chunk, LongDocument
from tests.support.openai_server import RecordedRequest

__all__ = ["FERRY", "GoldModel", "ferry_document", "ferry_replies", "section_chunk"]

FERRY = """# Harbor Ferry Annual Notes

## Fleet

The Harbor Ferry company operates 12 vessels on the north route. The newest vessel, the Gull, \
entered service in May 2021.

<!-- page -->

## Costs

The annual fuel bill of the Harbor Ferry company was $3 million in 2023. Maintenance of the \
Harbor Ferry fleet cost $2 million in 2023.

<!-- page -->

## Safety

Every Harbor Ferry vessel must carry life jackets for all passengers. Crews must hold a drill \
each month.
"""

_CHUNK_RX = re.compile(r"^\[chunk_id: (\S+) \|", re.MULTILINE)
_QUESTION_RX = re.compile(r"^QUESTION: (.+)$", re.MULTILINE)

VESSELS_Q = "How many vessels does the Harbor Ferry company operate on the north route?"
CREW_Q = "How many crew members work on the Harbor Ferry vessel Gull?"
COMBINED_Q = ("What was the combined cost of fuel and fleet maintenance for the Harbor Ferry "
              "company in 2023?")  # fmt: skip
WRONG_Q = ("What did the Harbor Ferry company spend on its fuel bill and fleet maintenance "
           "together in 2023?")  # fmt: skip
DRILL_Q = "How often must Harbor Ferry crews hold a safety drill?"
TICKET_Q = "What is the ticket price for the Harbor Ferry north route?"


def ferry_document(tmp_path: Path) -> Path:
    """The report as a Markdown file in ``tmp_path``."""
    path = tmp_path / "ferry.md"
    path.write_text(FERRY, encoding="utf-8")
    return path


def section_chunk(doc: LongDocument, heading: str) -> Chunk:
    """The chunk under ``heading``."""
    return next(c for c in doc.chunks if c.heading == heading)


def _fact(fact: str, span: str, category: str, chunk: Chunk) -> dict[str, str]:
    return {"fact": fact, "span": span, "category": category, "chunk_id": chunk.chunk_id}


def ferry_replies(doc: LongDocument) -> dict[str, Any]:
    """Generation replies per chunk id of the ferry report."""
    fleet, costs, safety = (section_chunk(doc, h) for h in ("Fleet", "Costs", "Safety"))
    fuel = _fact("The annual fuel bill of the Harbor Ferry company was $3 million in 2023.",
                 "The annual fuel bill of the Harbor Ferry company was $3 million in 2023",
                 "Quantitative & Qualitative Data", costs)  # fmt: skip
    upkeep = _fact("Maintenance of the Harbor Ferry fleet cost $2 million in 2023.",
                   "Maintenance of the Harbor Ferry fleet cost $2 million in 2023.",
                   "quantitative_qualitative", costs)  # fmt: skip
    return {
        fleet.chunk_id: {"items": [
            {"question": VESSELS_Q, "answer": "12 vessels", "answer_type": "definitive",
             "atomic_facts": [_fact(
                 "The Harbor Ferry company operates 12 vessels on the north route.",
                 "The Harbor Ferry company operates 12 vessels on the north route.",
                 "quantitative_qualitative", fleet)],
             "reasoning_steps": None, "opinions_from_answer": []},
            {"question": CREW_Q, "answer": "40", "answer_type": "definitive",
             "atomic_facts": [_fact("The Harbor Ferry vessel Gull has a crew of 40.",
                                    "The Gull has a crew of 40.", "quantitative_qualitative",
                                    fleet)],
             "reasoning_steps": None, "opinions_from_answer": []},
            {"question": TICKET_Q, "answer": NO_INFORMATION_ANSWER,
             "answer_type": "no_information", "atomic_facts": [], "reasoning_steps": [],
             "opinions_from_answer": []},
        ]},
        costs.chunk_id: {"items": [
            {"question": COMBINED_Q, "answer": "$5 million", "answer_type": "definitive",
             "atomic_facts": [fuel, upkeep],
             "reasoning_steps": ["Add the fuel bill and the maintenance cost: $3 million + "
                                 "$2 million = $5 million."],
             "opinions_from_answer": []},
            {"question": WRONG_Q, "answer": "$6 million", "answer_type": "definitive",
             "atomic_facts": [fuel, upkeep],
             "reasoning_steps": ["$3 million + $2 million = $6 million."],
             "opinions_from_answer": []},
        ]},
        safety.chunk_id: {"items": [
            {"question": DRILL_Q, "answer": "Each month.", "answer_type": "definitive",
             "atomic_facts": [
                 _fact("Crews of the Harbor Ferry company must hold a drill each month.",
                       "Crews must hold a drill each month.", "Prescriptive Statements", safety),
                 _fact("Every Harbor Ferry vessel must carry 300 life jackets.",
                       "Every Harbor Ferry vessel must carry life jackets for all passengers",
                       "prescriptive", safety)],
             "reasoning_steps": None, "opinions_from_answer": []},
        ]},
    }  # fmt: skip


RECONSTRUCTED = {VESSELS_Q: "12 vessels", DRILL_Q: "Each month."}
"""What the scripted judge rebuilds from the facts of each valid item."""


@dataclass
class GoldModel:
    """The responder (see the module docstring)."""

    replies: dict[str, Any] = field(default_factory=dict)
    """Generation reply per first chunk id: a JSON-able value, or raw text sent as is."""

    answers: dict[str, str] = field(default_factory=lambda: dict(RECONSTRUCTED))
    """Reconstructed answer per question."""

    def __call__(self, request: RecordedRequest) -> str:
        prompt = next((str(m.get("content", "")) for m in request.messages
                       if m.get("role") == "user"), "")  # fmt: skip
        if "FIELDS OF AN ITEM" in prompt:
            ids = _CHUNK_RX.findall(prompt)
            reply = self.replies.get(ids[0] if ids else "", {"items": []})
            return reply if isinstance(reply, str) else json.dumps(reply)
        if "ATOMIC FACTS" in prompt:
            found = _QUESTION_RX.search(prompt)
            question = found.group(1).strip() if found else ""
            answer = self.answers.get(question)
            return json.dumps({"answer": answer or "", "sufficient": answer is not None})
        if "PASSAGES (the best matches" in prompt:
            return json.dumps({"answered": False, "evidence": ""})
        return json.dumps({"ok": True})
