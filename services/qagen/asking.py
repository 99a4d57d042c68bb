"""How a draft is asked: each name in its question set apart, dates phrased.

A subject named with its role (``Richard Wright (author)``) is ``the author Richard Wright``
in the question and ``Richard Wright`` in the answer, steps and computed values; a legal name
is asked by the name the page knows (``Jody Hamilton`` for ``Joseph Hamilton``); a work by
its maker and kind (``services.qagen.work_names``); a titled name by its page's short form
(``services.qagen.short_names``); dates for their precision.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from services.qagen.short_names import titled_names
from services.qagen.work_names import MAX_WORDS
from shared.llm.replies import QADraft
from shared.metrics.normalize import normalize_answer
from shared.quality.phrasing import close_appositives, normalise_date_phrasing

if TYPE_CHECKING:
    from services.qagen.fact_index import FactIndex

__all__ = ["appositives", "phrase_draft"]


def phrase_draft(index: FactIndex, draft: QADraft) -> tuple[QADraft, list[str]]:
    """The draft as ``index`` asks it (``FactIndex.phrased``), and the vague work titles its
    question names (``FactIndex.asked`` skips the item)."""
    question, answer, done = draft.question, draft.answer, []
    steps, computed = list(draft.reasoning_steps or ()), dict(draft.computed)
    aliases = [a for a in computed.get("aliases", "").split(" | ") if a]
    # the rest of the draft: a maker it names is the answer or a hop of the item
    # (a subject's disambiguator, "In Your Eyes (Inna song)", names no hop, nor does its
    # folded form among the entities, "in your eyes inna song")
    said = re.sub(r"\s*\([^()]*\)", "", " ".join(
        [answer, *steps, *(v for k, v in computed.items() if k != "entities")]))
    for inner, (bare, phrase) in sorted(index.qualified.items()):
        if inner not in question and inner not in answer:
            continue
        role = phrase.removeprefix("the ").removesuffix(f" {bare}")
        named_kind = re.search(rf"\bwhich {re.escape(role)}\b", question, re.I) is not None
        if inner in index.self_titled:
            phrase = index.works.titled_phrase(inner, question, said) or phrase
        elif inner in index.works.titled:
            # "Thor Freudenthal's film Diary of a Wimpy Kid": its maker, when one is known
            # and the question stays within its word limit
            made = index.works.titled_phrase(inner, question, said, named_kind) or phrase
            kind = bare if named_kind else phrase
            phrase = made if len(question.replace(inner, made).split()) <= MAX_WORDS else kind
        elif named_kind:
            phrase = bare  # "Which film came out first, ...": the question names the kind
        if inner in question:
            question = question.replace(inner, phrase)
            if phrase != bare:
                done.append(f"{bare} -> {phrase}")
        if inner in answer:
            answer = answer.replace(inner, bare)
            if normalize_answer(answer) == normalize_answer(bare) and phrase != bare:
                aliases.append(phrase)
        steps = [step.replace(inner, bare) for step in steps]
        computed = {k: v.replace(inner, bare) if k not in ("facts", "entities") else v
                    for k, v in computed.items()}  # fmt: skip
    for legal, known in sorted(index.known.items()):
        if legal not in question and legal not in answer:
            continue
        question = re.sub(rf"(?<!\w){re.escape(legal)}(?!\w)", known, question)
        if normalize_answer(answer) == normalize_answer(legal):
            answer, aliases = known, [*aliases, legal]
        steps = [step.replace(legal, known) for step in steps]
    # "the release year of Motion": other albums bear it; "Calvin Harris's album Motion"
    question, aliases, kinded, vague = index.works.qualify(question, answer, aliases, said)
    done.extend(kinded)
    # "Frederick I, Holy Roman Emperor or X?": the page's short form, else bracketed
    question, answer, aliases = titled_names(
        question, answer, aliases, appositives(draft), index.facts,
        {b.doc_id: index.page_text.get(b.doc_id) or "" for b in index.buckets},
        {b.title for b in index.buckets if b.title})  # fmt: skip
    question = close_appositives(normalise_date_phrasing(question), appositives(draft))
    if question == draft.question and answer == draft.answer:
        return draft, vague
    if done:
        computed["qualified"] = " ;; ".join(done)
    if aliases:
        computed["aliases"] = " | ".join(dict.fromkeys(aliases))
    return draft.model_copy(update={"question": question, "answer": answer,
                                    "reasoning_steps": tuple(steps),
                                    "computed": computed}), vague  # fmt: skip


def appositives(draft: QADraft) -> list[str]:
    """The draft's subjects that carry an appositive (``David Ogilvy, 12th Earl of
    Airlie``)."""
    return [part.split(" | ")[0] for part in draft.computed.get("facts", "").split(" ;; ")
            if ", " in part.split(" | ")[0]]  # fmt: skip
