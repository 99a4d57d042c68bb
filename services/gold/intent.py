"""The primary-intent rule: which answer type a question asks for.

When a question could fit several types, the plan classifies it by the user's primary
intent. By the question's opening and wording:

- *instructional*: "How do/should/can I ...", "What steps ...", "What is the procedure ...";
- *list*: "List ...", "Which N ...", "What are the (N) ...", "Which ... does ... list",
  "What N points are listed under ...", "What four design changes does the FAA propose ...";
- *summary*: "Summarize ...", "Give an overview ...", "What does ... say about ...";
- *definitive*: anything else, including long yes/no or verdict questions ("Based on the
  criteria, was the project a success?").

``contradiction_report`` and ``no_information`` are decided by the document, not by the
wording, so the rule does not apply to them.
"""

from __future__ import annotations

import re

from shared.messages.qa import AnswerType

__all__ = ["primary_intent"]

_INSTRUCTIONAL = re.compile(
    r"^(how (do|does|should|can|could|would|must|to)\b|what (steps|is the procedure|"
    r"procedure|actions? (must|should))\b|in what order\b)|\bsteps?\b.*\bprescribe\b",
    re.IGNORECASE,
)
_LIST = re.compile(
    r"^(list\b|name (the|all)\b|which (\d+|two|three|four|five|six|seven|eight|nine|ten)\b|"
    r"what are the (\d+|two|three|four|five|main|key)\b)|\b(does|do) .{0,80}\blist\?$|"
    r"^which entries\b|"
    r"^what (\d+|two|three|four|five|six|seven|eight|nine|ten) [\w -]+ are listed\b|"
    r"^what (two|three|four|five|six|seven|eight|nine|ten) [a-z -]+ (does|do|did|will|would)\b",
    re.IGNORECASE,
)
_SUMMARY = re.compile(
    r"^(summari[sz]e|give an overview|provide an overview|describe in brief)\b|"
    r"\bwhat does (it|the document|the report|the section .{0,80}) say about\b|"
    r"\btaking the whole document together\b",
    re.IGNORECASE,
)


def primary_intent(question: str) -> AnswerType:
    """The answer type the question's wording asks for."""
    text = question.strip()
    if _INSTRUCTIONAL.search(text):
        return "instructional"
    if _SUMMARY.search(text):
        return "summary"
    if _LIST.search(text):
        return "list"
    return "definitive"
