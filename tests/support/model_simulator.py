"""A simulated chat model that answers the way the spec's examples (and real models) do.

It is written from ``shared/spec/webqa-graphs-claims-and-qa-patterns.md``, not from
dyneval's prompt templates: it never looks for a template's wording or section markers.
Like a model that has read the web pages, it knows a ``Corpus`` (the documents and agent
transcripts of some logs) and recognises the task by what the request *contains*:

- a request carrying claim buckets in the spec's shape (``{"doc_id", "claims":
  {"doc7_claim1": ...}}``) asks for QA pairs; the pattern is the spec's word for it
  (temporal, comparison, causal, conjunction) and the answer is the spec's bare JSON list
  of ``{used_claims, question, answer}``;
- a request that asks to judge or review a question/answer pair gets a verdict object; one
  that holds several pairs, each under a candidate id, gets one verdict per candidate,
  naming the id, as real models send them: in a list, under a key or keyed by id, and now
  and then reordered, with a verdict left out or given twice (identical or contradicting);
- a request that asks for an ``evaluation: correct|incorrect`` line gets one;
- a request containing a transcript of the corpus gets the spec's ``thoughts`` object;
- a request containing sentences of a corpus document gets the spec's
  ``claim1`` / ``supporting_text_span1`` object (or a list of claim objects);
- anything else gets ``{"ok": true}``.

Every reply is a pure function of the request (model, messages, seed): a retried request
gets the same reply, as from a model at temperature 0. ``Style`` sets how it misbehaves:
``spec`` uses only the spec's formats (bare, fenced or after a sentence of prose; spans
verbatim or joined with ``[...]`` as the spec's example shows); ``unruly`` adds what real
models also do: paraphrased spans, keys of their own, empty replies and truncated JSON.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from tests.support.simulated_qa import PATTERNS

__all__ = ["Corpus", "SimulatedModel", "Style", "corpus_from_logs"]

Style = Literal["spec", "unruly"]

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'])")
_CLAIM_ID = re.compile(r"doc(\d+)_claim(\d+)")
_CITE = re.compile(r"\[(\d+)\]")
_CONCLUDE = ("overall", "in summary", "therefore", "thus", "hence", "so ")


def _digest(*parts: object) -> int:
    text = "\x1f".join(str(p) for p in parts)
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], 16)


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        out.extend(s.strip() for s in _SENTENCE.split(" ".join(paragraph.split())) if s.strip())
    return out


@dataclass(frozen=True)
class Corpus:
    """What the simulated model "knows": document texts and agent transcripts."""

    documents: tuple[str, ...]
    """Full texts of the pages (or snippets) the logs cite."""

    transcripts: tuple[str, ...] = ()
    """Agents' reasoning transcripts."""

    def sentences_in(self, prompt: str) -> list[str]:
        """Sentences of corpus documents that appear verbatim in ``prompt``, in order."""
        flat = " ".join(prompt.split())
        found: list[tuple[int, str]] = []
        for document in self.documents:
            for sentence in _sentences(document):
                at = flat.find(sentence)
                if at >= 0 and len(sentence.split()) >= 5:
                    found.append((at, sentence))
        return [s for _, s in sorted(dict.fromkeys(found))]

    def transcript_in(self, prompt: str) -> str | None:
        """The corpus transcript the prompt contains, if any."""
        flat = " ".join(prompt.split())
        for transcript in self.transcripts:
            if transcript.strip() and " ".join(transcript.split()) in flat:
                return transcript
        return None


def _walk(value: Any) -> Iterable[Mapping[str, Any]]:
    if isinstance(value, Mapping):
        yield value
        for inner in value.values():
            yield from _walk(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner)


def corpus_from_logs(paths: Sequence[Path]) -> Corpus:
    """A corpus of every document text and transcript in the given agent-log JSON files
    (any layout: ``content``/``snippet``/``pageContent`` fields, ``thinking``/``message``)."""
    documents: list[str] = []
    transcripts: list[str] = []
    for path in paths:
        data = json.loads(path.read_text("utf-8"))
        for node in _walk(data):
            text = node.get("content") or node.get("pageContent") or node.get("snippet")
            if isinstance(text, str) and ("url" in node or "metadata" in node or "title" in node):
                documents.append(text)
            for key in ("thinking", "message"):
                if isinstance(node.get(key), str) and _CITE.search(node[key]):
                    transcripts.append(node[key])
    return Corpus(tuple(dict.fromkeys(documents)), tuple(dict.fromkeys(transcripts)))


@dataclass
class SimulatedModel:
    """Turns a chat request into reply text (see the module docstring)."""

    corpus: Corpus
    style: Style = "spec"
    claims_per_call: int = 6
    served: dict[str, int] = field(default_factory=dict)
    """Replies by task, for tests to check what was asked."""
    drafts: int = 0
    """QA pairs written over all replies."""
    unusable: int = 0
    """Replies sent empty or cut off (the ``unruly`` style's faults)."""
    cut: bool = False
    """Whether the last reply was cut off (the server then reports ``finish_reason`` length)."""
    batch_verdicts: int = 0
    """Verdicts written in replies that judged several candidates at once."""
    batch_faults: dict[str, int] = field(default_factory=dict)
    """Batched verdict replies by how they misbehaved (dropped, reordered, repeated,
    contradicted, none)."""

    # --- the entry point ------------------------------------------------------------------
    def reply(self, body: Mapping[str, Any]) -> str:
        """The assistant's reply text to a chat-completions request body."""
        messages = body.get("messages") or []
        prompt = "\n".join(str(m.get("content", "")) for m in messages if isinstance(m, Mapping))
        key = _digest(body.get("model"), prompt, body.get("seed"))
        self.cut = False
        task, value = self._answer(prompt, key)
        self.served[task] = self.served.get(task, 0) + 1
        if isinstance(value, str):
            return value
        return self._dress(value, key, task)

    def _answer(self, prompt: str, key: int) -> tuple[str, Any]:
        lowered = prompt.lower()
        buckets = _spec_buckets(prompt)
        if buckets and "question" in lowered:
            return "qa", self._qa(buckets, lowered, key)
        if "evaluation:" in lowered and "correct" in lowered:
            return "fresheval", self._fresheval(prompt)
        if re.search(r"\b(judge|review|reviewer|verdict)\b", lowered) and "question" in lowered:
            candidates = _candidates(prompt)
            if len(candidates) > 1:
                return "judge_batch", self._judge_batch(candidates, key)
            return "judge", self._judge(prompt, key)
        transcript = self.corpus.transcript_in(prompt)
        if transcript is not None and "thought" in lowered:
            return "thoughts", self._thoughts(transcript)
        sentences = self.corpus.sentences_in(prompt)
        if sentences and "claim" in lowered:
            return "claims", self._claims(sentences, key)
        if re.search(r"\byes\b.*\bno\b", lowered):
            return "yes_no", "no"
        return "other", {"ok": True}

    # --- how a reply is dressed -----------------------------------------------------------
    def _dress(self, value: Any, key: int, task: str) -> str:
        text = json.dumps(value, ensure_ascii=False, indent=1 if key % 2 else None)
        wrap = key % 3
        if self.style == "unruly" and task in ("claims", "qa"):
            fault = (key >> 4) % 12
            if fault == 0:
                self.unusable += 1
                return ""  # an empty reply
            if fault == 1:
                self.unusable += 1
                self.cut = True
                return text[: max(1, len(text) * 2 // 3)]  # cut off at max_tokens
        if wrap == 1:
            return f"```json\n{text}\n```"
        if wrap == 2:
            return f"Here is the JSON output based on the input provided:\n\n{text}"
        return text

    # --- claims (spec: claimN / supporting_text_spanN, verbatim spans) ----------------------
    def _claims(self, sentences: list[str], key: int) -> Any:
        chosen = [s for s in sentences if len(s.split()) >= 6][: self.claims_per_call]
        pairs: list[tuple[str, str]] = []
        index = 0
        while index < len(chosen):
            sentence = chosen[index]
            span = sentence
            if (key >> index) % 5 == 0 and index + 1 < len(chosen):
                # The spec's example joins two verbatim pieces with "[...]".
                span = f"{sentence.rstrip('.')} [...] {chosen[index + 1]}"
                index += 1
            if self.style == "unruly" and (key >> (index + 3)) % 7 == 0:
                span = _paraphrase(span)
            pairs.append((_standalone(sentence), span))
            index += 1
        if (key >> 7) % 2:
            return [{"claim": c, "supporting_text_span": s} for c, s in pairs]
        out: dict[str, str] = {}
        for number, (claim, span) in enumerate(pairs, start=1):
            out[f"claim{number}"] = claim
            out[f"supporting_text_span{number}"] = span
        return out

    # --- thoughts (spec: {"thoughts": [...], "answer": {...}}) -----------------------------
    def _thoughts(self, transcript: str) -> Any:
        bullets = [re.sub(r"^\s*[-*•]\s*", "", line).strip()
                   for line in transcript.splitlines() if line.strip()]  # fmt: skip
        thoughts: list[dict[str, Any]] = []
        for position, bullet in enumerate(bullets):
            cites: list[int | None] = [int(n) for n in _CITE.findall(bullet)] or [None]
            lowered = bullet.lower()
            if position == len(bullets) - 1 or lowered.startswith(_CONCLUDE):
                step = "conclude"
            elif cites[0] is not None and not re.search(r"\b(because|so|might|could)\b", lowered):
                step = "evidence"
            else:
                step = "reason"
            for cite in cites:
                thoughts.append({
                    "id": len(thoughts) + 1, "text": bullet, "step_type": step,
                    "cites": [] if cite is None else [{"id": cite, "stance": "supports"}],
                })
        last = bullets[-1] if bullets else ""
        return {"thoughts": thoughts,
                "answer": {"text": last, "cites": [{"id": int(n), "stance": "supports"}
                                                   for n in _CITE.findall(last)]}}

    # --- QA pairs (spec: a bare JSON list of {used_claims, question, answer}) ---------------
    def _qa(self, buckets: list[dict[str, Any]], lowered: str, key: int) -> Any:
        wanted = re.search(r"generat\w*\s+(\d+)", lowered)
        n_pairs = min(int(wanted.group(1)), 6) if wanted else 3
        claims = [(int(b["doc_id"]), cid, text) for b in buckets
                  for cid, text in b["claims"].items() if isinstance(text, str)]  # fmt: skip
        for pattern in ("temporal", "comparison", "causal", "conjunction"):
            if pattern in lowered:
                break
        pairs = PATTERNS[pattern](claims, key)[:n_pairs]
        self.drafts += len(pairs)
        if self.style == "unruly" and key % 4 == 1:
            return {"questions": pairs}
        return pairs

    # --- verdicts -------------------------------------------------------------------------
    def _judge(self, prompt: str, key: int) -> Any:
        question = _field(prompt, "question")
        answer = _field(prompt, "answer")
        leaks = bool(answer) and answer.lower() in question.lower()
        ok = bool(question) and bool(answer) and not leaks
        reasons = [] if ok else ["The question gives away its answer." if leaks
                                 else "No question or answer to judge."]  # fmt: skip
        if key % 2:
            return {"verdict": "accept" if ok else "reject", "reason": " ".join(reasons)}
        names = ("answerable", "correct", "essential_claims", "no_leakage", "general", "natural")
        return {"criteria": {n: (ok or n != "no_leakage") for n in names}, "accept": ok,
                "reasons": reasons}

    def _judge_batch(self, candidates: list[tuple[str, str, str]], key: int) -> Any:
        """One verdict per candidate, each what ``_judge`` says of it alone, with the faults
        of real models (chosen by ``key``): dropped, reordered, repeated or contradicted."""
        verdicts: list[dict[str, Any]] = []
        for ident, question, answer in candidates:
            alone = f"QUESTION: {question}\nANSWER: {answer}"
            verdict = self._judge(alone, _digest(ident, question, answer))
            verdicts.append({"id": ident, **verdict})
        self.batch_verdicts += len(verdicts)
        fault = (key >> 3) % 5
        name = ("dropped", "reordered", "repeated", "contradicted", "none")[fault]
        self.batch_faults[name] = self.batch_faults.get(name, 0) + 1
        if fault == 0 and len(verdicts) > 1:
            verdicts.pop((key >> 6) % len(verdicts))  # one left out
        elif fault == 1:
            verdicts.reverse()
        elif fault == 2:
            verdicts.append(dict(verdicts[(key >> 6) % len(verdicts)]))  # given twice
        elif fault == 3:
            twice = dict(verdicts[(key >> 6) % len(verdicts)])
            flipped = not _accepts(twice)
            verdicts.append({"id": twice["id"], "verdict": "accept" if flipped else "reject",
                             "reason": "On second thought."})  # fmt: skip
        shape = (key >> 9) % 3
        if shape == 0:
            return {"verdicts": verdicts}
        if shape == 1:
            return verdicts
        keyed: dict[str, Any] = {}
        for verdict in verdicts:  # an object keyed by id holds one verdict per id: the first
            keyed.setdefault(str(verdict["id"]), {k: x for k, x in verdict.items() if k != "id"})
        return keyed

    def _fresheval(self, prompt: str) -> str:
        tail = prompt[prompt.lower().rfind("question:"):]
        gold = _field(tail, "correct answer(s)") or _field(tail, "answer")
        response = _field(tail, "response")
        golds = [g.strip().lower() for g in gold.split("|") if g.strip()]
        verdict = any(g and g in response.lower() for g in golds)
        return (f"comment: the response {'matches' if verdict else 'does not match'} the "
                f"correct answer.\nevaluation: {'correct' if verdict else 'incorrect'}")


# --- helpers of the QA patterns ---------------------------------------------------------


def _spec_buckets(prompt: str) -> list[dict[str, Any]]:
    """Claim buckets in the spec's shape found anywhere in the prompt."""
    decoder = json.JSONDecoder()
    found: list[dict[str, Any]] = []
    index = prompt.find("[")
    while 0 <= index < len(prompt):
        try:
            value, end = decoder.raw_decode(prompt, index)
        except ValueError:
            index = prompt.find("[", index + 1)
            continue
        if isinstance(value, list) and value and all(
            isinstance(b, dict) and "doc_id" in b and isinstance(b.get("claims"), dict)
            for b in value
        ):
            found.extend(value)
        index = prompt.find("[", end)
    return found


_CANDIDATE = re.compile(r"\b(?:candidate|item|pair)\s*(?:id\s*)?[:#]?\s*([A-Za-z]?\d+)\b", re.I)
_QUESTION_LINE = re.compile(r"^\s*question\s*:\s*(.+)$", re.I | re.M)
_ANSWER_LINE = re.compile(r"^\s*answer\s*:\s*(.+)$", re.I | re.M)


def _candidates(prompt: str) -> list[tuple[str, str, str]]:
    """(id, question, answer) of every pair in the prompt: each question line with the next
    answer line, under the nearest candidate/item/pair id written before it."""
    out: list[tuple[str, str, str]] = []
    for number, found in enumerate(_QUESTION_LINE.finditer(prompt), start=1):
        answer = _ANSWER_LINE.search(prompt, found.end())
        before = list(_CANDIDATE.finditer(prompt, 0, found.start()))
        ident = before[-1].group(1) if before else str(number)
        out.append((ident, found.group(1).strip(), answer.group(1).strip() if answer else ""))
    return out


def _accepts(verdict: Mapping[str, Any]) -> bool:
    return bool(verdict.get("accept", verdict.get("verdict") == "accept"))


def _field(prompt: str, name: str) -> str:
    found = re.findall(rf"^\s*{re.escape(name)}\s*:\s*(.+)$", prompt, re.I | re.M)
    return str(found[-1]).strip() if found else ""


def _standalone(sentence: str) -> str:
    return sentence.rstrip(" .") + "."


def _paraphrase(span: str) -> str:
    words = span.split()
    if len(words) > 6:
        words[len(words) // 2] = {"the": "a", "a": "the"}.get(words[len(words) // 2], "its")
    return " ".join(words)
