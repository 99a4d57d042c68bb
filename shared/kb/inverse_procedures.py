"""Documentation ``out_of_scope_procedure`` negatives: the undocumented inverse of a task.

Documentation explains how to *do* things far more often than how to undo them. A sentence
"To add a repository, …" or "To enable HTTP/2, …" is a documented procedure; its inverse
("How do I remove a repository?", "How do I disable HTTP/2?") is a plausible reader
question about the same subject that, when no page of the KB pairs the inverse verb with
that subject, the KB does not answer. A heading is never inverted: "Locking Dependencies"
names a topic, and "How do I unlock dependencies?" is no operation of the tool (a lock
file is re-locked or skipped, never unlocked, so "lock" has no inverse here either). The
subject is matched by its own noun: "a package from a Git repository" is a package, and
the section on uninstalling packages answers it whatever their source. Only verbs with a
fixed antonym are used (add/remove, enable/disable, install/uninstall …): "set", "use" or
"send" have no single inverse a reader would ask for, and "create" has none in code: a
serializer class or a throttle one writes is not "deleted" ("How do I delete a custom
throttle?" asks nothing). A subject opening with a preposition ("Adding *to* the grid")
is no object of the inverse verb ("How do I remove to the grid?"). Nor is a subject that ends
in the task's own circumstance or destination rather than a thing: "Adding a callback *on
creation*" (a preposition and a bare gerund or event noun: the callback is added when the app
is created) or "Adding a dependency *to a group*" gives "How do I remove a callback on
creation?", which swaps the verb but keeps a phrase that only fits the original task.

A heading that already names both directions ("Enabling and disabling verification",
"Opening and closing clients") gives nothing. A candidate is dropped, and counted, when any
current page has a section with the inverse verb (any form) and the subject's head word:
the lexical half of the answerability check; :func:`~shared.kb.negative_check.check_negative`
then applies overlap, calibrated similarity and the judge over the KB as for every negative.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, KbContext, refusal_candidate
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import lower_phrase, strip_terminal
from shared.kb.terms import content_terms

__all__ = ["INVERSES", "inverse_procedures"]

SUBTYPE = "out_of_scope_procedure"

INVERSES: dict[str, tuple[str, tuple[str, ...]]] = {
    # verb: (inverse, every form of the inverse a passage answering it would use)
    "add": ("remove", ("remove", "removes", "removing", "removed", "removal", "delete")),
    "enable": ("disable", ("disable", "disables", "disabling", "disabled", "turn off")),
    "install": ("uninstall", ("uninstall", "uninstalls", "uninstalling", "uninstalled",
                              "remove", "removing")),
    "register": ("unregister", ("unregister", "unregisters", "unregistering",
                                "unregistered", "deregister", "remove")),
    "mount": ("unmount", ("unmount", "unmounts", "unmounting", "unmounted", "remove")),
    "attach": ("detach", ("detach", "detaches", "detaching", "detached", "remove")),
    "subscribe": ("unsubscribe", ("unsubscribe", "unsubscribes", "unsubscribing")),
    "activate": ("deactivate", ("deactivate", "deactivates", "deactivating", "deactivated")),
    "publish": ("unpublish", ("unpublish", "unpublishing", "yank", "yanking", "retract",
                              "delete", "remove")),
}
"""Verbs with one antonym, and the forms of it that would answer the inverse question."""

_GERUNDS = {
    "adding": "add", "enabling": "enable", "installing": "install",
    "registering": "register", "mounting": "mount",
    "attaching": "attach", "locking": "lock", "subscribing": "subscribe",
    "activating": "activate", "publishing": "publish",
}
_HEADING = re.compile(r"^(?P<verb>[A-Z][a-z]+) (?P<object>[^:;,()]{2,60}?)\.?$")
_HOW_TO = re.compile(r"^How (?:to|do I|can I) (?P<verb>[a-z]+) (?P<object>[^:;,()?]{2,60})\??$",
                     re.IGNORECASE)
_TO_CLAUSE = re.compile(r"^To (?P<verb>[a-z]+) (?P<object>[^,;:()]{2,50}), ")
_BOTH_WAYS = re.compile(r"\b(?:and|or|&)\b|/(?=[a-z])")
_VAGUE = re.compile(r"\b(?:this|that|these|those|it|its|them|their|your own|such)\b", re.I)
_ARTICLE = re.compile(r"^(?:a|an|the|new|custom|your)\s+", re.IGNORECASE)
_MAX_OBJECT_WORDS = 6
_PREPOSITION = re.compile(r"^(?:to|into|onto|from|for|with|in|on|at|by|over|through)\b", re.I)
_NAMED = re.compile(r"[A-Za-z][-_.][A-Za-z]")
_CIRCUMSTANCE = re.compile(
    r"\s(?:only\s+)?(?:on|upon|at|during|before|after|for|while|when|via|by|without)\s+"
    r"(?P<word>[A-Za-z]+)$", re.IGNORECASE)
"""A subject ending in a preposition and one bare word ("… on creation", "… for testing")."""
_EVENT_SUFFIX = re.compile(r"(?:ing|tion|sion|ment|ance|ence|al|ure)$")
"""Endings of a gerund or a noun made from a verb (creation, deployment, removal)."""
_DESTINATION = re.compile(r"\s(?:to|into|onto)\s+\S", re.IGNORECASE)
"""A subject holding where the task puts it ("a dependency to a group"): the inverse verb
would need "from"."""


def _inverted_heading(heading: str) -> bool:
    """True for a gerund or how-to heading of a verb with an antonym ("Locking
    Dependencies", "How do I install a package from a Git repository?")."""
    heading = strip_terminal(heading.strip())
    m = _HOW_TO.match(heading)
    if m is not None:
        return m.group("verb").lower() in INVERSES
    m = _HEADING.match(heading)
    return m is not None and m.group("verb").lower() in _GERUNDS


def _tasks(page: Page, skips: Counter[str]) -> Iterator[tuple[str, str]]:
    """(base verb, object) of each task a sentence opens ("To <verb> <object>, …"). A
    heading is never inverted ("Locking Dependencies" gives no "How do I unlock
    dependencies?"): a heading names a topic, and its negation is seldom an operation the
    tool has; each such heading is counted in ``skips``."""
    for section in page.parsed.sections:
        if _inverted_heading(section.heading):
            skips[f"{SUBTYPE}:a heading is never inverted into a task"] += 1
        for block in section.blocks:
            m = _TO_CLAUSE.match(block)
            if m is not None:
                yield m.group("verb").lower(), m.group("object")


_QUALIFIER = re.compile(r"\s(?:from|with|via|using|through|in|on|at|for|inside|within|"
                        r"behind|under|over)\s.*$", re.IGNORECASE)
"""Where a subject's own noun phrase ends: "a package *from a Git repository*" is a
package, and uninstalling one does not depend on where it came from."""


def _head(obj: str) -> str | None:
    """The subject's head word as its content term (``HTTP/2 support`` -> ``support``), the
    noun before a qualifying phrase (``a package from a Git repository`` -> ``package``):
    a section on the general operation ("`pipenv uninstall` removes packages") answers
    the inverse for any source or place."""
    obj = _QUALIFIER.sub("", obj).strip() or obj
    terms = [t for t in content_terms(obj)]
    if not terms:
        return None
    last = content_terms(obj.split()[-1])
    return next(iter(last)) if last else terms[-1]


def _circumstance(obj: str) -> bool:
    """The subject ends in the task's occasion, not a thing: a preposition and a bare gerund
    or event noun ("a callback on creation", "a callback only for documentation", "a hook on
    exit")."""
    m = _CIRCUMSTANCE.search(obj)
    if m is None:
        return False
    word = m.group("word").lower()
    if _EVENT_SUFFIX.search(word) and len(word) > 5:
        return True
    # a bare verb used as the event ("on exit", "at import"), or one with its particle
    # ("on startup", "before shutdown")
    stem = re.sub(r"(?<=[a-z]{3})(?:up|down|out)$", "", word)
    return any(w in getAllLemmas(w, upos="VERB").get("VERB", ()) for w in {word, stem})


def _documented(inverse_forms: tuple[str, ...], obj: str, context: KbContext) -> str | None:
    """The current page with a section pairing an inverse form with the subject, if any."""
    head = _head(obj)
    if head is None:
        return None
    for page in context.current():
        for section in page.parsed.sections:
            text = f"{section.heading}\n{section.text}".lower()
            if head in content_terms(text) and any(
                    re.search(rf"\b{re.escape(form)}\b", text) for form in inverse_forms):
                return page.ref
    return None


def inverse_procedures(page: Page, context: KbContext,
                       skipped: Counter[str] | None = None) -> list[Candidate]:
    """"How do I <inverse> <subject>?" for the page's documented tasks whose inverse no
    page documents; drops counted in ``skipped`` by reason."""
    skips = skipped if skipped is not None else Counter()
    out: list[Candidate] = []
    seen: set[str] = set()
    for verb, raw in _tasks(page, skips):
        if verb not in INVERSES:
            continue
        obj = _ARTICLE.sub("", raw.strip())
        if _PREPOSITION.match(raw.strip()):
            skips[f"{SUBTYPE}:subject opens with a preposition"] += 1
            continue
        if _BOTH_WAYS.search(raw) or _VAGUE.search(raw):
            skips[f"{SUBTYPE}:subject names two things or has no referent"] += 1
            continue
        if len(obj.split()) > _MAX_OBJECT_WORDS or not content_terms(obj):
            skips[f"{SUBTYPE}:subject too long"] += 1
            continue
        if _circumstance(obj) or _DESTINATION.search(obj):
            skips[f"{SUBTYPE}:subject ends in the task's occasion or destination"] += 1
            continue
        if _NAMED.search(obj):
            # "a keyring provider artifacts-keyring" is one example of a kind: the general
            # procedure for the kind (removing any plugin) answers its inverse
            skips[f"{SUBTYPE}:subject is a named instance"] += 1
            continue
        inverse, forms = INVERSES[verb]
        subject = lower_phrase(raw.strip().rstrip("."))
        query = f"How do I {inverse} {subject}?"
        if query in seen:
            continue
        seen.add(query)
        if (where := _documented(forms, obj, context)) is not None:
            skips[f"{SUBTYPE}:inverse documented ({where})"] += 1
            continue
        head = _head(obj) or obj
        out.append(refusal_candidate(page, SUBTYPE, query, f"{page.ref}:{inverse}:{subject}",
                                     (forms, (head,)), template=f"inverse:{inverse}"))
    return out
