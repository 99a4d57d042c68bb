"""The LLM thought formatter: the spec's JSON-formatter prompt through the LLM layer.

It renders ``thought_formatter`` (the spec's prompt, a versioned template in
``shared/llm/prompts``) under the generation config θ, and the reply is validated
against ``FormattedTranscript`` (the same ``Thought`` and ``Cite`` models the rule
formatter produces) by ``StructuredLLM.generate``, with one repair turn. The validated
reply is then held to the spec's split rule, which a model may not follow:

- thoughts are renumbered 1..n in reply order;
- a thought with several citations becomes one copy per citation, and a copy whose text
  carries several ``[n]`` markers keeps only its own (as the rule formatter writes it);
- the answer's text is the log's own answer, and each answer citation is kept once.
"""

from __future__ import annotations

from services.graph.citations import find_marks, render_with
from shared.llm.prompt_inputs import transcript_variables
from shared.llm.replies import FormattedAnswer, FormattedTranscript
from shared.llm.stages import StructuredLLM
from shared.messages.graphs import Cite, Thought
from shared.messages.logs import AgentLog

__all__ = ["LLMFormatter", "enforce_split_rule"]

STAGE = "graph"
TEMPLATE = "thought_formatter"


def _copy_text(text: str, source_id: int, occurrence: int) -> str:
    """``text`` keeping only the ``occurrence``-th marker of ``source_id`` (as is if absent)."""
    marks = find_marks(text)
    seen = 0
    for index, mark in enumerate(marks):
        if source_id in mark.ids:
            if seen == occurrence:
                return render_with(text, marks, index, source_id)
            seen += 1
    return text


def enforce_split_rule(reply: FormattedTranscript, log: AgentLog) -> FormattedTranscript:
    """The reply with one citation per thought, ids 1..n, the log's answer text.

    A model often copies a bullet's whole text into each per-citation copy; each copy
    then keeps only its own marker (the n-th copy citing ``[8]`` keeps the n-th ``[8]``).
    """
    thoughts: list[Thought] = []
    previous_text: str | None = None
    occurrences: dict[int, int] = {}
    for thought in reply.thoughts:
        if thought.text != previous_text:
            occurrences = {}
        previous_text = thought.text
        for cite in thought.cites or (None,):
            text = thought.text
            if cite is not None:
                text = _copy_text(text, cite.id, occurrences.get(cite.id, 0))
                occurrences[cite.id] = occurrences.get(cite.id, 0) + 1
            thoughts.append(
                Thought(
                    id=len(thoughts) + 1,
                    text=text,
                    step_type=thought.step_type,
                    cites=() if cite is None else (cite,),
                )
            )
    unique: dict[int, Cite] = {}
    for cite in reply.answer.cites:
        unique.setdefault(cite.id, cite)
    return FormattedTranscript(
        thoughts=tuple(thoughts),
        answer=FormattedAnswer(text=log.answer, cites=tuple(unique.values())),
    )


class LLMFormatter:
    """Formats transcripts with the ``graph`` stage's model (``ThoughtFormatter`` protocol)."""

    def __init__(self, llm: StructuredLLM) -> None:
        self.llm = llm
        models = llm.config.stage(STAGE).models
        self._name = f"llm:{models[0]}" if models else "llm"

    @property
    def name(self) -> str:
        """``llm:<model>`` of the graph stage."""
        return self._name

    async def format(self, log: AgentLog, *, seed: int) -> FormattedTranscript:
        """The log's thoughts and answer citations, as the model splits and types them."""
        generated = await self.llm.generate(
            STAGE, TEMPLATE, transcript_variables(log), FormattedTranscript, seed
        )
        return enforce_split_rule(generated.value, log)
