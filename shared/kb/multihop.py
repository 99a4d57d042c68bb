"""Multi-hop question templates over pairs of linked current pages.

Each template joins one piece of each page; :func:`needs_both` then keeps only
candidates whose answer cannot be read off either page alone (every page misses at
least one evidence snippet of the other), which is the SRS's "verify the question
requires BOTH pages".
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from shared.kb.candidates import Candidate, Evidence, KbContext, contains_snippet
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Fact
from shared.kb.phrasing import as_customer, lower_phrase, procedure_goal, sentence, strip_terminal
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

_YES_NO = ("can ", "do ", "does ", "is ", "are ", "will ", "should ")
_MEASURES = {
    "window", "time", "fee", "shipping", "rate", "deadline", "threshold", "surcharge",
    "limit", "hours", "balance", "value", "charges", "cost",
}

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
    """A procedure on one page followed by a procedure (or a timing fact) on the other."""
    out: list[Candidate] = []
    timing = [f for f in b.parsed.facts if content_terms(f.label) & {"time", "window", "deadline"}]
    for first in a.parsed.procedures:
        goal_a = procedure_goal(first.heading)
        if goal_a is None or len(first.steps) < 2:
            continue
        about = context.distinctive(f"{first.heading} {' '.join(first.steps)}")
        for second in b.parsed.procedures:
            goal_b = procedure_goal(second.heading)
            if goal_b is None or len(second.steps) < 2:
                continue
            out.append(
                _make(
                    f"I need to {goal_a} and then {goal_b}. What is the last step of the "
                    f"first task, and what is the first step of the second?",
                    f"Last step to {goal_a}: {sentence(first.steps[-1])} First step to "
                    f"{goal_b}: {sentence(second.steps[0])}",
                    "sequential_process", (a, b), a.category,
                    f"{a.ref}:{first.heading}>{b.ref}:{second.heading}",
                    (Evidence(a.ref, first.steps[-1]), Evidence(b.ref, second.steps[0])),
                )
            )
            out.append(
                _make(
                    f"If I {goal_a} and afterwards {goal_b}, what do I do first for each task?",
                    f"To {goal_a}, first: {sentence(first.steps[0])} To {goal_b}, first: "
                    f"{sentence(second.steps[0])}",
                    "sequential_process", (a, b), a.category,
                    f"{a.ref}:{first.heading}>{b.ref}:{second.heading}:firsts",
                    (Evidence(a.ref, first.steps[0]), Evidence(b.ref, second.steps[0])),
                )
            )
        for fact in timing:
            if not about & content_terms(f"{fact.label} {fact.value}"):
                continue
            out.append(
                _make(
                    f"After the last step to {goal_a}, what {lower_phrase(fact.label)} "
                    f"applies next according to the {b.title} page?",
                    f"After \"{strip_terminal(first.steps[-1])}\", the {lower_phrase(fact.label)}"
                    f" is {strip_terminal(fact.value)}.",
                    "sequential_process", (a, b), a.category,
                    f"{a.ref}:{first.heading}>{b.ref}:{fact.label}",
                    (Evidence(a.ref, first.steps[-1]), Evidence(b.ref, fact.value)),
                )
            )
    return out


def _best_fact(text: str, facts: tuple[Fact, ...], context: KbContext) -> Fact | None:
    """The fact sharing the most distinctive terms with ``text``; none without any."""
    wanted = context.distinctive(text)
    scored = [(len(wanted & content_terms(f"{f.label} {f.value}")), f) for f in facts]
    scored = [item for item in scored if item[0] > 0]
    return max(scored, key=lambda item: item[0])[1] if scored else None


def policy_faq(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A FAQ answer on one page joined with the policy fact it qualifies on the other."""
    if not b.parsed.faqs or a.parsed.faqs:
        return []
    out: list[Candidate] = []
    for entry in b.parsed.faqs:
        fact = _best_fact(f"{entry.question} {entry.answer}", a.parsed.facts, context)
        if fact is None:
            continue
        question = strip_terminal(entry.question).rstrip("?")
        label = lower_phrase(fact.label)
        if question.lower().startswith(_YES_NO):
            query = f"{question}, and what does the {a.title} page say about the {label}?"
        else:
            query = f"{question}? And what is the {label} in the {a.title}?"
        answer = f"{entry.answer} {fact.label} ({a.title}): {strip_terminal(fact.value)}."
        out.append(
            _make(
                query, answer, "policy_faq", (a, b), a.category,
                f"{a.ref}:{fact.label}|{b.ref}:{entry.question}",
                (Evidence(a.ref, fact.value), Evidence(b.ref, entry.answer)),
            )
        )
    return out


def comparative(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """Side-by-side table cells (same row and column) or facts with the same head noun."""
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
                    header = table_a.headers[column]
                    out.append(
                        _make(
                            f"For a package weighing {lower_phrase(row_a[0])} to {header}, "
                            f"how do {name_a} and {name_b} compare in price?",
                            f"{name_a} costs {row_a[column]} and {name_b} costs "
                            f"{row_b[column]}.",
                            "comparative", (a, b), a.category,
                            f"{a.ref}:{table_a.heading}|{b.ref}:{table_b.heading}|"
                            f"{row_a[0]}|{header}",
                            (Evidence(a.ref, row_a[column]), Evidence(b.ref, row_b[column])),
                        )
                    )
    for fact_a in a.parsed.facts:
        head_a = fact_a.label.split()[-1].lower()
        if head_a not in _MEASURES:
            continue
        for fact_b in b.parsed.facts:
            if fact_b.label.split()[-1].lower() != head_a or fact_a.label == fact_b.label:
                continue
            out.append(
                _make(
                    f"How does the {lower_phrase(fact_a.label)} compare with the "
                    f"{lower_phrase(fact_b.label)}?",
                    f"The {lower_phrase(fact_a.label)} is {strip_terminal(fact_a.value)}, "
                    f"while the {lower_phrase(fact_b.label)} is {strip_terminal(fact_b.value)}.",
                    "comparative", (a, b), a.category,
                    f"{a.ref}:{fact_a.label}|{b.ref}:{fact_b.label}",
                    (Evidence(a.ref, fact_a.value), Evidence(b.ref, fact_b.value)),
                )
            )
    return out


def hub_to_detail(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A hub's link description names the page; only the detail page has the answer."""
    if not a.is_hub or b.is_hub:
        return []
    links = [link for link in a.parsed.links if link.target == b.ref]
    if not links:
        return []
    link = links[0]
    out: list[Candidate] = []
    for fact in b.parsed.facts:
        if fact.label.lower() == "effective date":
            continue
        label = lower_phrase(fact.label)
        if link.description:
            query = (
                f"Starting from the {a.title} page, follow the link described as "
                f"\"{link.description}\": what {label} does that page give?"
            )
            hub_snippet = link.description
        else:
            query = f"Which {label} is given on the page the {a.title} page calls \"{link.text}\"?"
            hub_snippet = link.text
        out.append(
            _make(
                query,
                f"{sentence(fact.value)[:-1]} (from the \"{link.text}\" link, the {b.title} page).",
                "hub_to_detail", (a, b), b.category,
                f"{a.ref}>{b.ref}:{fact.label}",
                (Evidence(a.ref, hub_snippet), Evidence(b.ref, fact.value)),
            )
        )
    return out


def cross_category(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A rule on one topic joined with the fact of another topic it depends on."""
    if a.category == b.category or a.is_hub or b.is_hub:
        return []
    out: list[Candidate] = []
    for conditional in a.parsed.conditionals:
        fact = _best_fact(conditional.sentence, b.parsed.facts, context)
        if fact is None:
            continue
        condition = as_customer(strip_terminal(conditional.condition))
        label = lower_phrase(fact.label)
        out.append(
            _make(
                f"If {condition}, what happens, and what {label} does the {b.title} page give?",
                f"{sentence(conditional.outcome)} {fact.label} ({b.title}): "
                f"{strip_terminal(fact.value)}.",
                "cross_category", (a, b), a.category,
                f"{a.ref}:{conditional.condition}|{b.ref}:{fact.label}",
                (Evidence(a.ref, conditional.outcome), Evidence(b.ref, fact.value)),
            )
        )
    for table in a.parsed.tables:
        for row in table.rows:
            if not content_terms(row[0]) & content_terms(f"{b.title} {b.text[:200]}"):
                continue
            fact = _best_fact(f"{row[0]} {b.title}", b.parsed.facts, context)
            if fact is None or len(table.headers) < 2:
                continue
            header = lower_phrase(table.headers[1])
            label = lower_phrase(fact.label)
            out.append(
                _make(
                    f"What is the {header} for {row[0]}, and what is the {label} on the "
                    f"{b.title} page?",
                    f"{table.headers[1]} for {row[0]}: {strip_terminal(row[1])}. {fact.label} "
                    f"({b.title}): {strip_terminal(fact.value)}.",
                    "cross_category", (a, b), a.category,
                    f"{a.ref}:{row[0]}|{b.ref}:{fact.label}",
                    (Evidence(a.ref, row[1]), Evidence(b.ref, fact.value)),
                )
            )
    return out


def rot_aware(a: Page, b: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A value the current version changed, joined with a fact of an unversioned page."""
    previous = context.kb.previous_version(a)
    if previous is None or b.version is not None or b.is_hub:
        return []
    out: list[Candidate] = []
    changed = [
        fact for fact in a.parsed.facts
        if (old := previous.parsed.fact(fact.label)) is not None
        and old.value.strip().lower() != fact.value.strip().lower()
        and fact.label.lower() != "effective date"
    ]
    for fact in changed:
        partner = _best_fact(f"{fact.label} {fact.value}", b.parsed.facts, context)
        if partner is None:
            partner = rng.choice(b.parsed.facts) if b.parsed.facts else None
        if partner is None:
            continue
        label, other = lower_phrase(fact.label), lower_phrase(partner.label)
        out.append(
            _make(
                f"Under the current {a.title}, what is the {label}, and what {other} "
                f"does the {b.title} page give?",
                f"The current {label} is {strip_terminal(fact.value)} (the older version is "
                f"outdated). {partner.label} ({b.title}): {strip_terminal(partner.value)}.",
                "rot_aware", (a, b), a.category,
                f"{a.ref}:{fact.label}|{b.ref}:{partner.label}",
                (Evidence(a.ref, fact.value), Evidence(b.ref, partner.value)),
            )
        )
    for table in a.parsed.tables:
        old_table = next((t for t in previous.parsed.tables if t.heading == table.heading), None)
        if old_table is None:
            continue
        for other_table in b.parsed.tables:
            for column in range(1, len(table.headers)):
                joined = other_table.row(table.headers[column])
                if joined is None or len(other_table.headers) < 3:
                    continue
                row = rng.choice(table.rows)
                old_row = old_table.row(row[0])
                if old_row is None or old_row[column] == row[column]:
                    continue
                zone = table.headers[column]
                detail = lower_phrase(other_table.headers[-1])
                out.append(
                    _make(
                        f"What does {table_name(table, a)} currently cost for a package "
                        f"weighing {lower_phrase(row[0])} to {zone}, and what is the {detail} "
                        f"there?",
                        f"{row[column]} under the current rates (not the older {old_row[column]});"
                        f" the {detail} for {zone} is {strip_terminal(joined[-1])}.",
                        "rot_aware", (a, b), a.category,
                        f"{a.ref}:{table.heading}:{row[0]}:{zone}|{b.ref}",
                        (Evidence(a.ref, row[column]), Evidence(b.ref, joined[-1])),
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
    """Candidates for one linked pair, both orders, kept only when both pages are needed."""
    found: dict[str, list[Candidate]] = {}
    for subtype, template in _TEMPLATES.items():
        kept: list[Candidate] = []
        for a, b in ((first, second), (second, first)):
            kept.extend(c for c in template(a, b, context, rng) if needs_both(c, a, b))
        found[subtype] = kept
    return found
