"""Score a HotpotQA prediction file exactly as the official ``hotpot_evaluate_v1.py`` does.

Prediction: ``{"answer": {id: str}, "sp": {id: [[title, sent_id], ...]}}``; gold: a list
of ``{"_id", "answer", "supporting_facts", ...}``. The twelve metrics are summed in gold
order and divided by the number of gold items; an id missing from ``answer`` or ``sp``
adds nothing for that part and no joint metrics, but stays in the denominator. A missing
``sp`` (or ``answer``) key is read as an empty mapping, so answer-only files can be scored.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shared.errors import InputError
from shared.metrics.answer import prf_of_normalized
from shared.metrics.normalize import normalize_answer
from shared.metrics.retrieval import SupportingFactScore, supporting_fact_score

__all__ = [
    "HOTPOT_KEYS",
    "HotpotGold",
    "HotpotPrediction",
    "HotpotResult",
    "load_hotpot_gold",
    "load_hotpot_prediction",
    "official_facts",
    "parse_hotpot_gold",
    "parse_hotpot_prediction",
    "parse_supporting_facts",
    "score_hotpot",
    "score_hotpot_files",
]

HOTPOT_KEYS: tuple[str, ...] = (
    "em",
    "f1",
    "prec",
    "recall",
    "sp_em",
    "sp_f1",
    "sp_prec",
    "sp_recall",
    "joint_em",
    "joint_f1",
    "joint_prec",
    "joint_recall",
)
"""The official script's metric keys, in its order."""

Fact = tuple[str, int]
OfficialFact = tuple[Hashable, ...]
"""A supporting fact as the official script holds it: ``tuple(entry)`` of one sp entry."""


@dataclass(frozen=True, slots=True)
class HotpotGold:
    """One gold item: its id, answer and supporting facts.

    Like the official script, which reads a gold item's answer only when that id has an
    answer prediction and its facts only when it has an sp prediction, a malformed answer
    or fact list is kept as a problem and raised only when the script would use it.
    """

    id: Hashable
    answer: str
    supporting_facts: tuple[OfficialFact, ...]
    problems: Mapping[str, InputError] = field(default_factory=dict, compare=False)
    """``answer`` / ``supporting_facts`` -> the error to raise when the field is used."""


@dataclass(frozen=True, slots=True)
class HotpotPrediction:
    """A prediction file: answers and supporting facts by question id, as written.

    Entries are checked when a gold id uses them; an entry under an id absent from the
    gold is never read, as in the official script.
    """

    answer: Mapping[str, Any] = field(default_factory=dict)
    sp: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HotpotResult:
    """The twelve averaged metrics plus which ids had no prediction."""

    metrics: Mapping[str, float]
    """The official keys (``HOTPOT_KEYS``) mapped to their averages over the gold items."""

    n_gold: int
    """Gold items scored (the denominator)."""

    missing_answer: tuple[Hashable, ...]
    """Gold ids without an answer prediction, in gold order."""

    missing_sp: tuple[Hashable, ...]
    """Gold ids without a supporting-fact prediction, in gold order."""

    def as_dict(self) -> dict[str, float]:
        """The twelve metrics as a plain dict in the official order."""
        return {key: self.metrics[key] for key in HOTPOT_KEYS}


def _tuple_of(entry: Any) -> OfficialFact | None:
    """``tuple(entry)`` for a JSON value, or None where Python's ``tuple`` or the script's
    ``set`` would raise (a scalar entry, or a nested array/object inside one)."""
    if isinstance(entry, str):
        return tuple(entry)
    if isinstance(entry, dict):
        return tuple(entry)
    if isinstance(entry, list):
        if any(isinstance(part, list | dict) for part in entry):
            return None
        return tuple(entry)
    return None


def official_facts(value: Any, where: str, field_name: str) -> tuple[OfficialFact, ...]:
    """The facts ``set(map(tuple, value))`` of the official script makes of ``value``.

    Anything the script scores is accepted: a sentence index ``3.0`` (equal to ``3``), a
    title that is not a string, an entry of another length (it just never matches). What
    makes the script raise - a number or null where a list of entries is expected, or an
    entry that is a number or holds an array - is an ``InputError`` naming the entry.
    """
    if isinstance(value, dict | str):
        entries: list[Any] = list(value)
    elif isinstance(value, list):
        entries = value
    else:
        raise InputError(
            f"expected an array of [title, sentence index] pairs, got {value!r:.80}",
            where=where,
            field=field_name,
            hint='write the facts as [["Title", 0], ...]',
        )
    facts: list[OfficialFact] = []
    for index, entry in enumerate(entries):
        fact = _tuple_of(entry)
        if fact is None:
            raise InputError(
                f"expected a [title, sentence index] pair, got {entry!r:.80}",
                where=where,
                field=f"{field_name}[{index}]",
                hint='write each fact as ["Title", 0]',
            )
        facts.append(fact)
    return tuple(facts)


def _gold_field(item: HotpotGold, name: str) -> None:
    problem = item.problems.get(name)
    if problem is not None:
        raise problem


def _answer_of(prediction: HotpotPrediction, qid: Hashable) -> str:
    answer = prediction.answer[qid]  # type: ignore[index]
    if not isinstance(answer, str):
        raise InputError(
            f"the answer of {qid!r} is not a string: {answer!r:.80}",
            where="prediction",
            field="answer",
            hint="write every answer of a gold id as a string",
        )
    return answer


def score_hotpot(prediction: HotpotPrediction, gold: Sequence[HotpotGold]) -> HotpotResult:
    """The official script's ``eval``: average the twelve metrics over ``gold``."""
    if not gold:
        raise InputError(
            "the gold file holds no items, so there is nothing to average over",
            hint="pass a HotpotQA gold file with at least one item",
        )
    totals = dict.fromkeys(HOTPOT_KEYS, 0.0)
    missing_answer: list[Hashable] = []
    missing_sp: list[Hashable] = []
    for item in gold:
        answered = item.id in prediction.answer
        has_sp = item.id in prediction.sp
        em = prec = recall = 0.0
        sp: SupportingFactScore | None = None
        if answered:
            _gold_field(item, "answer")
            normalized_prediction = normalize_answer(_answer_of(prediction, item.id))
            normalized_gold = normalize_answer(item.answer)
            em = 1.0 if normalized_prediction == normalized_gold else 0.0
            f1, prec, recall = prf_of_normalized(normalized_prediction, normalized_gold)
            totals["em"] += em
            totals["f1"] += f1
            totals["prec"] += prec
            totals["recall"] += recall
        else:
            missing_answer.append(item.id)
        if has_sp:
            predicted = official_facts(
                prediction.sp[item.id],  # type: ignore[index]
                "prediction", f"sp[{item.id!r}]",
            )  # fmt: skip
            _gold_field(item, "supporting_facts")
            sp = supporting_fact_score(predicted, item.supporting_facts)
            totals["sp_em"] += sp.em
            totals["sp_f1"] += sp.f1
            totals["sp_prec"] += sp.precision
            totals["sp_recall"] += sp.recall
        else:
            missing_sp.append(item.id)
        if answered and sp is not None:
            joint_prec = prec * sp.precision
            joint_recall = recall * sp.recall
            if joint_prec + joint_recall > 0:
                joint_f1 = 2 * joint_prec * joint_recall / (joint_prec + joint_recall)
            else:
                joint_f1 = 0.0
            totals["joint_em"] += em * sp.em
            totals["joint_f1"] += joint_f1
            totals["joint_prec"] += joint_prec
            totals["joint_recall"] += joint_recall
    n = len(gold)
    return HotpotResult(
        metrics={key: value / n for key, value in totals.items()},
        n_gold=n,
        missing_answer=tuple(missing_answer),
        missing_sp=tuple(missing_sp),
    )


def _read_json(path: Path, what: str) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise InputError(
            f"{what} file {str(path)!r} does not exist",
            hint=f"check the path given for the {what} file",
        ) from exc
    except OSError as exc:
        raise InputError(
            f"cannot read {what} file {str(path)!r}: {exc.strerror}",
            hint="check the path and its permissions",
        ) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"not valid JSON: {exc.msg}",
            where=f"{path}:{exc.lineno}",
            hint=f"the {what} file must be one JSON document",
        ) from exc


def parse_supporting_facts(value: Any, where: str, field: str) -> tuple[Fact, ...]:
    """HotpotQA ``[[title, sentence index], ...]``; a bad pair is named by its position."""
    if not isinstance(value, list):
        raise InputError(
            f"expected an array of [title, sentence index] pairs, got {value!r:.80}",
            where=where,
            field=field,
            hint='write the facts as [["Title", 0], ...]',
        )
    facts: list[Fact] = []
    for index, fact in enumerate(value):
        if (
            not isinstance(fact, list | tuple)
            or len(fact) != 2
            or not isinstance(fact[0], str)
            or not isinstance(fact[1], int)
            or isinstance(fact[1], bool)
        ):
            raise InputError(
                f"expected a [title, sentence index] pair, got {fact!r:.80}",
                where=where,
                field=f"{field}[{index}]",
                hint='write each fact as ["Title", 0] with an integer sentence index',
            )
        facts.append((fact[0], fact[1]))
    return tuple(facts)


def parse_hotpot_gold(data: Any, source: str = "gold") -> list[HotpotGold]:
    """Validate a parsed gold file (a list of HotpotQA items) as the official script would.

    Every item needs an ``_id`` the script can look up (a string, number, boolean or
    null; an id that is not a string simply never matches a prediction). A missing or
    non-string answer, or malformed facts, are problems raised only if a prediction for
    that id makes the script read them.
    """
    if not isinstance(data, list):
        raise InputError(
            f"a HotpotQA gold file is a JSON list of items, got {type(data).__name__}",
            where=source,
            hint='pass the dev/train file, e.g. [{"_id": ..., "answer": ...}]',
        )
    items: list[HotpotGold] = []
    for index, raw in enumerate(data):
        where = f"{source}[{index}]"
        if not isinstance(raw, dict):
            raise InputError(f"a gold item must be an object, got {raw!r:.80}", where=where)
        if "_id" not in raw or isinstance(raw["_id"], list | dict):
            raise InputError(
                f"missing or unusable _id {raw.get('_id')!r:.80}",
                where=where,
                field="_id",
                hint="every gold item needs an _id (a string)",
            )
        problems: dict[str, InputError] = {}
        answer = raw.get("answer")
        if not isinstance(answer, str):
            problems["answer"] = InputError(
                f"missing or non-string value {answer!r:.80}",
                where=where,
                field="answer",
                hint="every gold item with a predicted answer needs a string answer",
            )
            answer = ""
        facts: tuple[OfficialFact, ...] = ()
        if "supporting_facts" not in raw:
            problems["supporting_facts"] = InputError(
                "missing supporting_facts", where=where, field="supporting_facts",
                hint="every gold item with predicted facts needs supporting_facts",
            )  # fmt: skip
        else:
            try:
                facts = official_facts(raw["supporting_facts"], where, "supporting_facts")
            except InputError as exc:
                problems["supporting_facts"] = exc
        items.append(HotpotGold(raw["_id"], answer, facts, problems))
    return items


def parse_hotpot_prediction(data: Any, source: str = "prediction") -> HotpotPrediction:
    """Validate a parsed prediction file ``{"answer": {...}, "sp": {...}}``.

    Only the shape is checked here; each entry is checked when a gold id uses it (an
    entry under an id absent from the gold is never read, as in the official script). A
    missing ``sp`` (or ``answer``) key reads as empty, so answer-only files can be scored.
    """
    if not isinstance(data, dict):
        raise InputError(
            f"a HotpotQA prediction file is a JSON object, got {type(data).__name__}",
            where=source,
            hint='write {"answer": {id: "..."}, "sp": {id: [["Title", 0]]}}',
        )
    answers = data.get("answer", {})
    sp = data.get("sp", {})
    for name, value in (("answer", answers), ("sp", sp)):
        if not isinstance(value, dict):
            raise InputError(
                f"must map question ids, got {type(value).__name__}", where=source, field=name
            )
    return HotpotPrediction(answer=dict(answers), sp=dict(sp))


def load_hotpot_gold(path: Path) -> list[HotpotGold]:
    """Read and validate a HotpotQA gold file."""
    return parse_hotpot_gold(_read_json(path, "gold"), str(path))


def load_hotpot_prediction(path: Path) -> HotpotPrediction:
    """Read and validate a HotpotQA prediction file."""
    return parse_hotpot_prediction(_read_json(path, "prediction"), str(path))


def score_hotpot_files(gold_path: Path, prediction_path: Path) -> HotpotResult:
    """Score a prediction file against a gold file (what ``dyneval score`` runs)."""
    return score_hotpot(load_hotpot_prediction(prediction_path), load_hotpot_gold(gold_path))
