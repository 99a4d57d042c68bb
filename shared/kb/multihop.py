"""Multi-hop question templates over pairs of linked current pages.

Every template writes *one* question whose answer needs a piece of each page by
construction, never two lookups joined by "… and what …" (:mod:`shared.kb.question_shape`):

- comparative: two comparable values (same unit) or two rate tables' cells compared —
  "Which is longer, the return window or the defective window?", "How much more does
  Express Shipping cost than Standard Shipping for …?";
- hub_to_detail: the hub's words for a link identify the page, the detail page holds the
  value — "For orders that must arrive within two business days, what is the delivery time?";
- policy_faq: the FAQ's exception applied to the policy's rule — "If I return an item that
  I have opened, what restocking fee applies?";
- sequential_process: the steps of two procedures on two pages, in order;
- cross_category: a rule on one page whose outcome depends on another page's value;
- rot_aware: a value the current version changed, compared with or joined to a value of an
  unversioned page (a region on the zones page priced by the current rate table).

:func:`needs_both` then keeps only candidates whose evidence no single page holds.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from shared.kb.candidates import Candidate, Evidence, KbContext, contains_snippet
from shared.kb.comparisons import (
    compare_facts,
    compare_rate_cells,
    package_phrase,
    region_pieces,
)
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Fact
from shared.kb.phrasing import as_customer, lower_phrase, procedure_goal, sentence, strip_terminal
from shared.kb.question_shape import is_concatenated
from shared.kb.table_questions import table_name
from shared.kb.terms import content_terms

__all__ = ["MULTI_HOP_SUBTYPES", "multi_hop_candidates", "needs_both"]

MULTI_HOP_SUBTYPES: tuple[str, ...] = (
    "sequential_process",
    "policy_faq",
    "comparative",
    "hub_to_detail",
    "cross_category",
    "rot_aware",
)
"""The six multi-hop subtypes of the SRS."""

_VERB_LEADS = frozenset({
    "reach", "stop", "find", "get", "pay", "buy", "check", "track", "send", "return",
    "change", "start", "learn", "see", "choose", "set", "use", "make", "manage", "contact",
    "cancel", "print", "apply", "read", "install", "configure", "create", "run", "write",
    "build", "update", "upgrade", "migrate", "add", "remove", "enable", "disable", "ask",
    "report", "request", "spread", "collect",
})

PairTemplate = Callable[[Page, Page, KbContext, Random], list[Candidate]]


def needs_both(candidate: Candidate, first: Page, second: Page) -> bool:
    """True when each page holds its own snippets and misses one of the other page's."""
    by_page = {first.ref: first, second.ref: second}
    own = {ref: [e.snippet for e in candidate.evidence if e.ref == ref] for ref in by_page}
    if not own[first.ref] or not own[second.ref]:
        return False
    for ref, page in by_page.items():
        if not all(contains_snippet(page.text, snippet) for snippet in own[ref]):
            return False
    other = {first.ref: second, second.ref: first}
    return all(
        any(not contains_snippet(other[ref].text, snippet) for snippet in own[ref])
        for ref in by_page
    )


def _make(
    query: str, answer: str, subtype: str, pages: tuple[Page, Page], category: str, key: str,
    evidence: tuple[Evidence, ...],
) -> Candidate:
    return Candidate(
        query=query,
        ground_truth=answer,
        refs=(pages[0].ref, pages[1].ref),
        subtype=subtype,
        category=category,
        key=f"{subtype}:{key}",
        evidence=evidence,
    )


def sequential_process(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """Two procedures on two pages done one after the other: every step, in order."""
    out: list[Candidate] = []
    for first in a.parsed.procedures:
        goal_a = procedure_goal(first.heading)
        if goal_a is None or not 2 <= len(first.steps) <= 8:
            continue
        for second in b.parsed.procedures:
            goal_b = procedure_goal(second.heading)
            if goal_b is None or not 2 <= len(second.steps) <= 8 or goal_a == goal_b:
                continue
            steps = [*first.steps, *second.steps]
            answer = " ".join(f"{n}. {sentence(step)}" for n, step in enumerate(steps, 1))
            out.append(
                _make(
                    f"What are all the steps, in order, to {goal_a} and then {goal_b}?",
                    answer, "sequential_process", (a, b), a.category,
                    f"{a.ref}:{first.heading}>{b.ref}:{second.heading}",
                    (Evidence(a.ref, first.steps[-1]), Evidence(b.ref, second.steps[0])),
                )
            )
            out.append(
                _make(
                    f"How many steps does it take in all to {goal_a} and then {goal_b}?",
                    f"{len(steps)} steps: {len(first.steps)} to {goal_a} ({a.title}) and "
                    f"{len(second.steps)} to {goal_b} ({b.title}).",
                    "sequential_process", (a, b), a.category,
                    f"{a.ref}:{first.heading}>{b.ref}:{second.heading}:count",
                    (Evidence(a.ref, first.steps[-1]), Evidence(b.ref, second.steps[-1])),
                )
            )
    return out


def _best_fact(text: str, facts: tuple[Fact, ...], context: KbContext) -> Fact | None:
    """The fact sharing the most distinctive terms with ``text``; none without any."""
    wanted = context.distinctive(text)
    scored = [(len(wanted & content_terms(f"{f.label} {f.value}")), f) for f in facts]
    scored = [item for item in scored if item[0] > 0]
    return max(scored, key=lambda item: item[0])[1] if scored else None


def _lower_first(text: str) -> str:
    first, _, rest = text.partition(" ")
    return f"{first if first == 'I' else first.lower()} {rest}".strip()


def policy_faq(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """The FAQ's exception applied to the policy rule it names (every label word in the FAQ)."""
    if not b.parsed.faqs or a.parsed.faqs:
        return []
    out: list[Candidate] = []
    for entry in b.parsed.faqs:
        faq_terms = content_terms(f"{entry.question} {entry.answer}")
        question = strip_terminal(entry.question).rstrip("?").strip()
        for fact in a.parsed.facts:
            label_terms = content_terms(fact.label)
            if fact.label.lower() == "effective date" or not label_terms <= faq_terms:
                continue
            if contains_snippet(entry.question, fact.value):
                continue
            label = lower_phrase(fact.label)
            if question.lower().startswith("can i "):
                query = f"If I {as_customer(question[6:])}, what {label} applies?"
            else:
                query = f"Given the {label} in the {a.title}, {_lower_first(question)}?"
            answer = (f"{sentence(entry.answer)} The {label} in the {a.title} is "
                      f"{strip_terminal(fact.value)}.")
            out.append(
                _make(
                    query, answer, "policy_faq", (a, b), a.category,
                    f"{a.ref}:{fact.label}|{b.ref}:{entry.question}",
                    (Evidence(a.ref, fact.value), Evidence(b.ref, entry.answer)),
                )
            )
    return out


def comparative(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """Two rate tables' cells for the same row and column, or two values of one unit."""
    out: list[Candidate] = []
    for table_a in a.parsed.tables:
        for table_b in b.parsed.tables:
            if table_a.headers != table_b.headers:
                continue
            name_a, name_b = table_name(table_a, a), table_name(table_b, b)
            for row_a in table_a.rows:
                row_b = table_b.row(row_a[0])
                if row_b is None:
                    continue
                for column in range(1, len(table_a.headers)):
                    made = compare_rate_cells(
                        (name_a, row_a[column]), (name_b, row_b[column]),
                        package_phrase(table_a, row_a[0], table_a.headers[column]),
                    )
                    if made is None:
                        continue
                    query, answer = made
                    out.append(
                        _make(
                            query, answer, "comparative", (a, b), a.category,
                            f"{a.ref}:{table_a.heading}|{b.ref}:{table_b.heading}|"
                            f"{row_a[0]}|{table_a.headers[column]}",
                            (Evidence(a.ref, row_a[column]), Evidence(b.ref, row_b[column])),
                        )
                    )
    changed = {f.label for p in (a, b) if (old := context.kb.previous_version(p)) is not None
               for f, _ in _changed_facts(p, old)}
    for fact_a in a.parsed.facts:
        for fact_b in b.parsed.facts:
            made = compare_facts((fact_a, a, context), (fact_b, b, context))
            if made is None or {fact_a.label, fact_b.label} & changed:
                continue
            query, answer = made
            pair = sorted([f"{a.ref}:{fact_a.label}", f"{b.ref}:{fact_b.label}"])
            out.append(
                _make(
                    query, answer, "comparative", (a, b), a.category, "|".join(pair),
                    (Evidence(a.ref, fact_a.value), Evidence(b.ref, fact_b.value)),
                )
            )
    return out


def _pointer_phrase(description: str) -> str | None:
    """How a reader names the page the hub describes (``For …,``, ``To …,``, ``On the page …``)."""
    words = description.split()
    if len(words) < 3:
        return None
    first = words[0].lower()
    if first in {"for", "if", "when"}:
        return f"{description[0].upper()}{description[1:]},"
    if first in _VERB_LEADS:
        return f"To {description},"
    return f"On the page about {description},"


def _is_are(label: str) -> str:
    words = label.split()
    plural = words[-1].endswith("s") and not words[-1].endswith(("ss", "us"))
    return "are" if plural and not {"for", "of", "per", "on"} & set(words) else "is"


def hub_to_detail(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """The hub's words for a link identify the page; only the detail page holds the value."""
    if not a.is_hub or b.is_hub:
        return []
    links = [link for link in a.parsed.links if link.target == b.ref and link.description]
    if not links:
        return []
    link = links[0]
    lead = _pointer_phrase(link.description)
    if lead is None or contains_snippet(b.text, link.description):
        return []
    out: list[Candidate] = []
    for fact in b.parsed.facts:
        if fact.label.lower() == "effective date":
            continue
        label = lower_phrase(fact.label)
        query = f"{lead} what {_is_are(label)} the {label}?"
        out.append(
            _make(
                query,
                f"{sentence(fact.value)[:-1]} (the {b.title} page, which the {a.title} links "
                f"as \"{link.text}\").",
                "hub_to_detail", (a, b), b.category,
                f"{a.ref}>{b.ref}:{fact.label}",
                (Evidence(a.ref, link.description), Evidence(b.ref, fact.value)),
            )
        )
    return out


def cross_category(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A rule on one topic whose outcome names another page's topic, answered with its value."""
    if a.category == b.category or a.is_hub or b.is_hub:
        return []
    topic = context.distinctive(b.title) or content_terms(b.title)
    out: list[Candidate] = []
    for conditional in a.parsed.conditionals:
        outcome = conditional.outcome.lower()
        if not topic & content_terms(outcome) or " instead of " in outcome or " not " in outcome:
            continue
        said = content_terms(f"{conditional.condition} {conditional.outcome}")
        for fact in b.parsed.facts:
            if fact.label.lower() == "effective date" or not (
                content_terms(f"{fact.label} {fact.value}") & said
            ):
                continue
            condition = as_customer(strip_terminal(conditional.condition))
            label = lower_phrase(fact.label)
            out.append(_cross(a, b, conditional.condition, conditional.outcome, fact,
                              f"If {condition}, what {_is_are(label)} the {label}?"))
    return out


def _cross(a: Page, b: Page, condition: str, outcome: str, fact: Fact, query: str) -> Candidate:
    return _make(
                query,
                f"{sentence(outcome)} {fact.label} ({b.title}): {strip_terminal(fact.value)}.",
                "cross_category", (a, b), a.category,
                f"{a.ref}:{condition}|{b.ref}:{fact.label}",
                (Evidence(a.ref, outcome), Evidence(b.ref, fact.value)),
            )


def _changed_facts(a: Page, previous: Page) -> list[tuple[Fact, Fact]]:
    return [
        (fact, old) for fact in a.parsed.facts
        if (old := previous.parsed.fact(fact.label)) is not None
        and old.value.strip().lower() != fact.value.strip().lower()
        and fact.label.lower() != "effective date"
    ]


def rot_aware(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A value the current version changed, compared with or joined to an unversioned page."""
    previous = context.kb.previous_version(a)
    if previous is None or b.version is not None or b.is_hub:
        return []
    out: list[Candidate] = []
    for fact, _old in _changed_facts(a, previous):
        for other in b.parsed.facts:
            made = compare_facts((fact, a, context), (other, b, context), current=True)
            if made is None:
                continue
            query, answer = made
            out.append(
                _make(
                    query, f"{answer} (current version of the {a.title})",
                    "rot_aware", (a, b), a.category,
                    f"{a.ref}:{fact.label}|{b.ref}:{other.label}",
                    (Evidence(a.ref, fact.value), Evidence(b.ref, other.value)),
                )
            )
    for table in a.parsed.tables:
        old_table = next((t for t in previous.parsed.tables if t.heading == table.heading), None)
        if old_table is None:
            continue
        for other_table in b.parsed.tables:
            for column in range(1, len(table.headers)):
                joined = other_table.row(table.headers[column])
                if joined is None or len(other_table.headers) < 2:
                    continue
                pieces = region_pieces(joined[1])
                if not pieces:
                    continue
                for row in table.rows:
                    old_row = old_table.row(row[0])
                    if old_row is None or old_row[column] == row[column]:
                        continue
                    place = rng.choice(pieces)
                    zone = table.headers[column]
                    where = package_phrase(table, row[0], place)
                    out.append(
                        _make(
                            f"What does {table_name(table, a)} currently cost for {where}?",
                            f"{row[column]}: {place} is in {zone} ({b.title}), and the current "
                            f"rate for {lower_phrase(row[0])} to {zone} is {row[column]}.",
                            "rot_aware", (a, b), a.category,
                            f"{a.ref}:{table.heading}:{row[0]}:{zone}|{b.ref}:{place}",
                            (Evidence(a.ref, row[column]), Evidence(b.ref, place)),
                        )
                    )
    return out


_TEMPLATES: dict[str, PairTemplate] = {
    "sequential_process": sequential_process,
    "policy_faq": policy_faq,
    "comparative": comparative,
    "hub_to_detail": hub_to_detail,
    "cross_category": cross_category,
    "rot_aware": rot_aware,
}


def multi_hop_candidates(
    first: Page, second: Page, context: KbContext, rng: Random
) -> dict[str, list[Candidate]]:
    """Candidates for one linked pair, both orders, kept only when both pages are needed.

    A candidate whose query reads as two questions glued together is never kept.
    """
    found: dict[str, list[Candidate]] = {}
    for subtype, template in _TEMPLATES.items():
        kept: list[Candidate] = []
        for a, b in ((first, second), (second, first)):
            kept.extend(
                c for c in template(a, b, context, rng)
                if needs_both(c, a, b) and not is_concatenated(c.query)
            )
        found[subtype] = kept
    return found
