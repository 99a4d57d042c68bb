"""Direct questions from what a page states about its settings (:mod:`shared.kb.stated`).

Asked as a user asks them, never about the page's layout: "What is the default value of
the strict-naming option for the wheel builder?" (table_lookup when a table states it,
simple_fact when prose does), "Which values does HATCH_PYTHON_VARIANT_CPU accept?"
(list_enumeration), "What does the strict-naming option of the sdist builder control?".
The owner (the page's subject) is named when the thing's name is documented on more than
one page; answers are the stated value as written, no markup and no sentence casing
(``false`` is a literal, not "False.").
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.changelog import later_change
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import join_items
from shared.kb.stated import Statement, statements

__all__ = ["stated_direct", "stated_rot"]

_SUBTYPE = {"table": "table_lookup", "list": "table_lookup", "prose": "simple_fact"}
_WHETHER = re.compile(r"^Whether(?: or not)?\b", re.IGNORECASE)
_NOUN_PHRASE = re.compile(r"^(?:The|A|An)\s", re.IGNORECASE)
_ASKED_KINDS = frozenset({"option", "setting", "environment variable", "key", "flag",
                          "parameter", "argument", "variable"})


def _owner(statement: Statement, context: KbContext) -> str:
    """``the wheel builder``: the title in lower case but its acronyms and inner-capital
    names (``the PyApp binary``, ``the HTTP client``)."""
    words = [w if (len(w) > 1 and (w.isupper() or any(c.isupper() for c in w[1:])))
             else w.lower() for w in statement.owner.split()]
    return "the " + " ".join(words)


def _subject(statement: Statement, context: KbContext) -> str:
    """``the strict-naming option of the wheel builder`` (the owner only when the name is
    documented on more than one page)."""
    kind = f" {statement.kind}" if statement.kind else ""
    thing = f"the {statement.thing}{kind}" if kind else statement.thing
    if context.stated_pages[statement.thing.lower()] > 1:
        return f"{thing} of {_owner(statement, context)}"
    return thing


def _section_subject(statement: Statement, context: KbContext) -> str | None:
    """A values list read under a heading ("Versions", "Built-in lockers"): the heading as a
    plural noun phrase, with its owner: ``versions of the wheel builder``."""
    heading = statement.thing.strip()
    words = heading.split()
    if not words or len(words) > 4 or not re.fullmatch(r"[A-Za-z][A-Za-z -]*", heading):
        return None
    if not words[-1].lower().endswith("s") or words[-1].lower().endswith("ss"):
        return None
    if statement.attribute == "values" and heading_noun(heading) != heading.lower() and (
            context.stated_pages[heading.lower()] <= 1):
        return heading.lower()  # "the supported shells": what the product supports
    return f"{heading.lower()} of {_owner(statement, context)}"  # "Versions" of one page


def _restates(statement: Statement) -> bool:
    """The description's content words are the name's own words ("The API settings" for
    api_settings): it says nothing the question did not."""
    name = set(re.split(r"[^a-z0-9]+", statement.thing.lower())) - {""}
    words = set(re.findall(r"[a-z0-9]+", statement.value.lower())) - {
        "the", "a", "an", "of", "to", "use", "for", "or", "not", "whether", "this", "that"}
    return bool(words) and words <= name | {w + "s" for w in name} | {w.rstrip("s") for w in name}


def _does(description: str) -> bool:
    """A description opening with a verb in the third person ("Indexes the title …",
    "Sets the port"): it says what the thing does."""
    word = re.match(r"[A-Z][a-z]+s\b", description)
    if word is None:
        return False
    verbs = getAllLemmas(word.group(0).lower()).get("VERB", ())
    return bool(verbs) and word.group(0).lower() not in verbs


def heading_noun(heading: str) -> str:
    """The heading's noun phrase without a "Supported"/"Built-in" adjective."""
    return re.sub(r"^(?:supported|available|built-in|allowed|valid|accepted) ", "",
                  heading.strip().lower())


def _candidate(page: Page, statement: Statement, query: str, answer: str,
               subtype: str) -> Candidate:
    return Candidate(
        query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
        category=page.category,
        key=f"stated:{page.ref}:{statement.thing}:{statement.attribute}",
        evidence=(Evidence(page.ref, statement.span),),
    )


def _asked(page: Page, statement: Statement, context: KbContext) -> Candidate | None:
    subtype = _SUBTYPE[statement.source]
    if not statement.kind:  # a values list under a heading, with one marked default
        subject = _section_subject(statement, context)
        if subject is None:
            context.skipped[f"{subtype}:heading_not_a_plural_noun"] += 1
            return None
        if statement.attribute == "values":
            return _candidate(page, statement, f"What are the {subject}?",
                              join_items(statement.items), "list_enumeration")
        singular = re.sub(r"s$", "", heading_noun(statement.thing))
        return _candidate(page, statement,
                          f"Which {singular} is the default for {_owner(statement, context)}?",
                          statement.value, subtype)
    subject = _subject(statement, context)
    if statement.attribute == "default" and later_change(context.kb, statement.thing,
                                                         statement.value) is not None:
        context.skipped[f"{subtype}:changelog_states_a_later_default"] += 1
        return None  # the table's 2.4 against "Bump default core metadata version to 2.5"
    if statement.attribute == "default":
        return _candidate(page, statement, f"What is the default value of {subject}?",
                          statement.value, subtype)
    if statement.attribute == "values":
        return _candidate(page, statement, f"Which values does {subject} accept?",
                          join_items(statement.items), "list_enumeration")
    if statement.attribute == "type":
        return _candidate(page, statement, f"What type is {subject}?", statement.value,
                          subtype)
    if _restates(statement):
        context.skipped[f"{subtype}:description_restates_the_name"] += 1
        return None  # "What does the api_settings setting specify?" -> "The API settings."
    if statement.kind not in _ASKED_KINDS:
        context.skipped[f"{subtype}:description_of_a_field"] += 1
        return None  # "What does the root field specify?": a glossary line, not a setting
    if _WHETHER.match(statement.value):
        return _candidate(page, statement, f"What does {subject} control?",
                          f"{statement.value}.", subtype)
    if _NOUN_PHRASE.match(statement.value):
        return _candidate(page, statement, f"What does {subject} specify?",
                          f"{statement.value}.", subtype)
    if _does(statement.value):
        return _candidate(page, statement, f"What does {subject} do?", f"{statement.value}.",
                          subtype)
    context.skipped[f"{subtype}:description_not_a_noun_phrase"] += 1
    return None  # "When set to uv, …": a clause, not what the option holds


def stated_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates from ``page``'s statements, by subtype."""
    out: dict[str, list[Candidate]] = {}
    for statement in statements(page):
        candidate = _asked(page, statement, context)
        if candidate is not None:
            out.setdefault(candidate.subtype, []).append(candidate)
    return out


def stated_rot(page: Page, previous: Page, context: KbContext) -> list[Candidate]:
    """rot_aware: a default or a list of values the current version states differently
    from the older one ("What is the current default value of the macos-max-compat
    option?" true -> false), answered from the current page."""
    old = {(s.thing.lower(), s.attribute): s for s in statements(previous)}
    out: list[Candidate] = []
    for statement in statements(page):
        before = old.get((statement.thing.lower(), statement.attribute))
        if statement.attribute not in ("default", "values") or before is None:
            continue
        if before.value.strip().lower() == statement.value.strip().lower():
            continue
        asked = _asked(page, statement, context)
        if asked is None or not asked.query.startswith(("What is the default", "Which values")):
            continue
        query = asked.query.replace("What is the default", "What is the current default", 1
                                    ).replace("Which values does", "Which values does", 1)
        if query == asked.query:
            query = f"{asked.query[:-1]} in the current version?"
        out.append(Candidate(
            query=query, ground_truth=asked.ground_truth, refs=(page.ref,),
            subtype="rot_aware", category=page.category,
            key=f"rot-stated:{page.ref}:{statement.thing}:{statement.attribute}",
            evidence=asked.evidence))
    return out
