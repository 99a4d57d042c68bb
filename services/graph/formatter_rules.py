"""The rule-based thought formatter: the spec's split and step-type rules, deterministic.

It implements ``shared.llm.stages.ThoughtFormatter``. The splitting lives in
``splitter``, the step types and stance in ``steptypes``; this module numbers the pieces,
types them and reads the answer's own citations. The seed is accepted and ignored: the
rules have no randomness.
"""

from __future__ import annotations

from services.graph.citations import find_marks, groups
from services.graph.splitter import Granularity, citation_context, split_transcript
from services.graph.steptypes import classify, stance_of
from shared.llm.replies import FormattedTranscript
from shared.messages.graphs import Cite
from shared.messages.logs import AgentLog

__all__ = ["RuleFormatter", "answer_cites"]


def answer_cites(answer: str) -> tuple[Cite, ...]:
    """The sources an answer cites, in first-mention order, each once with its stance."""
    marks = find_marks(answer)
    seen: dict[int, Cite] = {}
    for group in groups(answer, marks):
        stance = stance_of(citation_context(answer, tuple(marks), group))
        for index in group:
            for source_id in marks[index].ids:
                seen.setdefault(source_id, Cite(id=source_id, stance=stance))
    return tuple(seen.values())


class RuleFormatter:
    """Splits and types a transcript with the spec's rules; no model, no I/O."""

    def __init__(self, granularity: Granularity = "sentence") -> None:
        self.granularity: Granularity = granularity

    @property
    def name(self) -> str:
        """Always ``rules``."""
        return "rules"

    def format_sync(self, log: AgentLog) -> FormattedTranscript:
        """The log's thoughts and answer citations (``format`` without the await)."""
        pieces = split_transcript(log.thinking, self.granularity)
        last_segment = pieces[-1].segment if pieces else -1
        thoughts = [
            {
                "id": index,
                "text": piece.text,
                "step_type": classify(
                    piece.text, cited=piece.cite is not None, last=piece.segment == last_segment
                ),
                "cites": ()
                if piece.cite is None
                else ({"id": piece.cite, "stance": stance_of(piece.context)},),
            }
            for index, piece in enumerate(pieces, start=1)
        ]
        # validated in one call: the same models as building them one by one, but faster
        answer = {"text": log.answer, "cites": answer_cites(log.answer)}
        return FormattedTranscript.model_validate({"thoughts": thoughts, "answer": answer})

    async def format(self, log: AgentLog, *, seed: int = 0) -> FormattedTranscript:
        """The log's thoughts and answer citations."""
        return self.format_sync(log)
