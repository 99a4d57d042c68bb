"""The name a person would use for a titled subject: ``Frederick I`` for the page title
``Frederick I, Holy Roman Emperor``.

A title whose name carries an appositive after a comma reads in a choice as two options
(*Who lived longer, Frederick I, Holy Roman Emperor or Gerasim Zelić?*) and elsewhere as a
stiff catalogue entry. When the subject's own page opens on the name before the comma and
not on the whole title ("Frederick I (German: ...; 1122 – 10 June 1190), also known as
Frederick Barbarossa, was ..."), the page itself uses that short form, and the question does
too; the whole title is an alias of the answer. No other subject or page title of the graph
may share the short form (a second ``Frederick I, Duke of ...``); then the name is left
(bracketed in a choice by ``shared.quality.phrasing.bracketed_appositive``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from shared.facts import Fact
from shared.metrics.normalize import normalize_answer
from shared.quality.phrasing import bracketed_appositive

__all__ = ["short_form", "titled_names"]


def short_form(name: str, page: str, others: Iterable[str]) -> str | None:
    """The head of ``name`` (``Frederick I``) when ``page`` (the subject's page text, any
    case) opens on it and not on the whole name, and none of ``others`` (the graph's other
    subjects and page titles) starts with it; else ``None``."""
    head, comma, tail = name.partition(", ")
    if not comma or not tail or len(head.split()) < 2:
        return None
    opening = page.lstrip().lower()
    low = head.lower()
    if not opening.startswith(low) or opening.startswith(name.lower()):
        return None
    after = opening[len(low):len(low) + 1]
    if after not in (" ", "(", ",", ""):  # "Frederick Isaac ...": another name goes on
        return None
    if any(o != name and (o.lower() == low or o.lower().startswith(low + ",")
                          or o.lower().startswith(low + " (")) for o in others):  # fmt: skip
        return None
    return head


def titled_names(
    question: str, answer: str, aliases: list[str], names: Sequence[str], facts: Sequence[Fact],
    pages: Mapping[int, str], titles: Iterable[str],
) -> tuple[str, str, list[str]]:
    """The question, answer and aliases with each person's titled name (``names``) written
    by its page's short form (``short_form``; ``pages`` by document, else the fact's span),
    or bracketed where it is an option of a choice (``Frederick I (Holy Roman Emperor)``);
    the name as titled becomes an alias of an answer it was. A work's title ("Crouching
    Tiger, Hidden Dragon") is one name, left."""
    subjects = {f.subject for f in facts} | set(titles)
    for name in names:
        own = [f for f in facts if f.subject == name and f.kind == "person"]
        if not own:
            continue
        short = short_form(name, pages.get(own[0].doc_id) or own[0].claim.span, subjects)
        if short is not None:
            question = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", short, question)
            if normalize_answer(answer) == normalize_answer(name):
                answer, aliases = short, [*aliases, name]
            continue
        written = bracketed_appositive(question, name)
        if written != question:
            question = written
            if normalize_answer(answer) == normalize_answer(name):
                head, _, tail = name.partition(", ")
                answer, aliases = f"{head} ({tail})", [*aliases, name]
    return question, answer, aliases
