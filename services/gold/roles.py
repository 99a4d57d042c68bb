"""What a named person quoted in the news does, read from the appositive that introduces them.

News prose introduces a source once, by name and role, around a speech verb: "Jeffrey
Frankel, a Harvard economist, said ..." or "..., said Jeffrey Frankel, a Harvard economist."
The role is stated outright, so "What does Jeffrey Frankel do?" has a verbatim answer ("a
Harvard economist"); the sentence is the fact's span. Only a two- or three-word capitalised
name, a role that opens with an article and names an occupation (``ROLE_WORDS``) and holds
no clause, and a speech verb next to it are read; each name is asked once per document.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from shared.messages.qa import QAItem
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = ["ROLE_WORDS", "role_items"]

ROLE_WORDS = (
    "reporter|journalist|author|writer|professor|director|ceo|president|founder|engineer|"
    "developer|scientist|actor|actress|singer|politician|officer|editor|spokesperson|"
    "spokesman|spokeswoman|minister|chairman|chairwoman|analyst|economist|historian|lawyer|"
    "attorney|researcher|physician|doctor|surgeon|manager|executive|senator|governor|mayor|"
    "adviser|advisor|strategist|consultant|official|chief|head|partner|fellow|curator|"
    "psychologist|biologist|physicist|chemist|astronomer|epidemiologist|neuroscientist|"
    "ranger|teacher|coach|pastor|judge|commissioner|secretary|representative|lecturer"
)
"""Occupations a role phrase must name (its last word, or the word before "at"/"of")."""

_NAME = r"(?P<name>[A-Z][a-z’'-]+(?: [A-Z]\.)?(?: [A-Z][a-z’'-]+){1,2})"
_ROLE = (rf"(?P<role>(?:a|an|the) (?:[\w’'-]+ ){{0,5}}?(?:{ROLE_WORDS})"
         r"(?: (?:at|of|for|with) (?:the )?[A-Z][\w’'&.-]*"
         r"(?: (?:of |for |and )?[A-Z][\w’'&.-]*){0,5})?)")
_SPEECH = r"(?:said|says|told|wrote|writes|added|explained|noted|argued|warned|believes)"
_BEFORE = re.compile(rf"(?:^|[,.;]\s+|\bsaid\s+){_NAME}, {_ROLE}, {_SPEECH}\b")
_AFTER = re.compile(rf"\b{_SPEECH} {_NAME}, {_ROLE}\.")


def role_items(facts: DocFacts, asked: set[str] | None = None) -> Iterator[QAItem]:
    """``What does <name> do?`` for each name introduced by an occupation (see the module);
    the names asked are added to ``asked``."""
    asked = set() if asked is None else asked
    for chunk in facts.doc.chunks:
        if chunk.kind != "text":
            continue
        clean = strip_references(chunk.text)
        for sentence in split_sentences(clean.text):
            found = _BEFORE.search(sentence.text) or _AFTER.search(sentence.text)
            if found is None:
                continue
            name, role = found.group("name"), found.group("role")
            if name in asked or len(role.split()) > 10:
                _skip(facts.skips, "the name is asked already or the role is long")
                continue
            start, end = clean.original_span(sentence.start, sentence.end)
            span = chunk.text[start:end]
            fact = make_fact(chunk, 500 + len(asked), f"{name} is {role}.", span, start,
                             "declarative")
            asked.add(name)
            yield candidate(question=f"What does {name} do?", answer=role,
                            answer_type="definitive", tier=1, facts=[fact], template="role",
                            computed={"person": name, "role": role})


def _skip(skips: Counter[str], why: str) -> None:
    skips[f"role: {why}"] += 1
