"""Multi-hop question templates over pairs of linked current pages.

Every template writes *one* question whose answer needs a piece of each page by
construction, never two lookups joined by "… and what …" (:mod:`shared.kb.question_shape`):

- comparative: two comparable values (same unit) or two rate tables' cells compared —
  "Which is longer, the return window or the defective window?", "How much more does
  Express Shipping cost than Standard Shipping for …?";
- policy_faq: the FAQ's exception applied to the policy's rule — "If I return an item that
  I have opened, what restocking fee applies?" (on documentation, a FAQ entry's goal and the
  setting's default: :mod:`shared.kb.faq_bridges`);
- rot_aware: a value the current version changed, compared with or joined to a value of an
  unversioned page (a region on the zones page priced by the current rate table).

:func:`needs_both` then keeps only candidates whose evidence no single page holds, and
:func:`answered_by_one` drops those one page answers alone: a page holding the value the
question asks for (``answer_key``) in a section that covers the question's terms (the
:class:`~shared.kb.answerability.RuleJudge`, the negatives' matcher).

``cross_category`` is written by :mod:`shared.kb.bridges` over any two current pages (a
name one page describes and a reference page defines, joined by the name, not by a link)
and by :mod:`shared.kb.flag_settings` (a command's flag and the same-named setting of the
configuration page, which also writes a rot_aware stale default list); more comparative
queries come from :mod:`shared.kb.version_comparisons` ("Which was added first …?"),
:mod:`shared.kb.default_comparisons` and :mod:`shared.kb.shared_flags` ("Do both A and B
accept --X?"). No multi-hop query, of any subtype or path, names its subject by a page's
section (:func:`~shared.kb.question_shape.is_meta_reference`; the generator refuses and
counts it).
On policy and help-centre KBs :mod:`shared.kb.policy_bridges` writes more ``policy_faq``
(a FAQ's "Can I …?" window against the policy's standard one) and ``cross_category`` (a rule
naming another page's service, asked that page's time or carrier). On prose handbooks
:mod:`shared.kb.entitlement_comparisons` writes ``comparative`` (a conditional grant against
another page's programme for the same situation), :mod:`shared.kb.spend_caps` writes
``comparative`` (two salary-repaid schemes' spending caps) and
:mod:`shared.kb.payout_bridges` writes ``cross_category`` (a package paying an unused
balance another page caps; ``rot_aware`` when the current version changed the cap), and
:mod:`shared.kb.prorata_bridges` writes ``cross_category`` (an allowance pro-rata for part
time on another page's part week).
``hub_to_detail`` is written by :mod:`shared.kb.described_bridges` (a guide's section or
purpose sentence names a setting; the reference page gives its default) and by
:mod:`shared.kb.task_settings` (a guide's task or product section sets one setting: "the
environment variable for handling large dependency trees").
``sequential_process`` has no rule template (:data:`NOT_BUILT` says why). Summed step
counts of two procedures are not asked either. The subtype stays in
:data:`MULTI_HOP_SUBTYPES` (the SRS's list, and the LLM strategy writes it); the
generator reports it as not built.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from random import Random

from shared.kb.amounts import restated_by_other
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, KbContext, contains_snippet
from shared.kb.comparisons import (
    compare_facts,
    compare_rate_cells,
    package_phrase,
    region_pieces,
)
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Fact
from shared.kb.phrasing import as_customer, lower_phrase, sentence, strip_terminal
from shared.kb.question_shape import is_concatenated
from shared.kb.table_questions import table_name
from shared.kb.terms import content_terms

__all__ = [
    "MULTI_HOP_SUBTYPES", "NOT_BUILT", "RULE_SUBTYPES", "answered_by_one", "multi_hop_candidates",
    "needs_both",
]

MULTI_HOP_SUBTYPES: tuple[str, ...] = (
    "sequential_process",
    "policy_faq",
    "comparative",
    "hub_to_detail",
    "cross_category",
    "rot_aware",
)
"""The six multi-hop subtypes of the SRS."""

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


def answered_by_one(candidate: Candidate, pages: tuple[Page, ...], judge: RuleJudge) -> str | None:
    """The page that answers ``candidate`` alone, if any.

    A page answers alone when one of its sections holds every value of the answer key
    (``answer_key``, else every evidence snippet) and covers the question's terms.
    """
    key = candidate.answer_key or tuple(e.snippet for e in candidate.evidence)
    groups = tuple((value,) for value in key)
    for page in pages:
        if judge.judge(candidate.query, page, groups).answerable:
            return page.ref
    return None


def _make(
    query: str, answer: str, subtype: str, pages: tuple[Page, Page], category: str, key: str,
    evidence: tuple[Evidence, ...], answer_key: tuple[str, ...] = (),
) -> Candidate:
    return Candidate(
        query=query,
        ground_truth=answer,
        refs=(pages[0].ref, pages[1].ref),
        subtype=subtype,
        category=category,
        key=f"{subtype}:{key}",
        evidence=evidence,
        answer_key=answer_key,
    )


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
                asked = (fact.value,)
            else:
                query = f"Given the {label} in the {a.title}, {_lower_first(question)}?"
                asked = (entry.answer,)
            answer = (f"{sentence(entry.answer)} The {label} in the {a.title} is "
                      f"{strip_terminal(fact.value)}.")
            out.append(
                _make(
                    query, answer, "policy_faq", (a, b), a.category,
                    f"{a.ref}:{fact.label}|{b.ref}:{entry.question}",
                    (Evidence(a.ref, fact.value), Evidence(b.ref, entry.answer)), asked,
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
    "policy_faq": policy_faq,
    "comparative": comparative,
    "rot_aware": rot_aware,
}
NOT_BUILT: dict[str, str] = {
    "sequential_process": "no rule template: a guide step that runs a command or sets a "
    "setting another page documents gives no question both pages are needed for. Asked for "
    "the variant's flag or value, the reference entry alone answers (it names the flag and "
    "says the variant; a flag several commands share has one name); asked by the step's "
    "place in the guide, the question points at the page instead of asking a user's task; "
    "two procedures glued with 'and then' are two questions; a help centre's hand-off ('For "
    "the steps of sending a parcel back, see How to return an item') is asked only by the "
    "other page's step number, the same pointing at the page",
}
"""Why the rule engine writes no query of a multi-hop subtype (reported per run)."""
RULE_SUBTYPES: tuple[str, ...] = (*_TEMPLATES, "cross_category", "hub_to_detail")
"""The subtypes the rule engine writes: the pair templates here, ``cross_category`` from
:mod:`shared.kb.bridges` (a name one page describes and another defines) and
``hub_to_detail`` from :mod:`shared.kb.described_bridges` (a guide names a setting whose
default only the reference page gives)."""


def multi_hop_candidates(
    first: Page, second: Page, context: KbContext, rng: Random,
    skipped: Counter[str] | None = None,
) -> dict[str, list[Candidate]]:
    """Candidates for one linked pair, both orders, kept only when both pages are needed.

    A candidate whose query reads as two questions glued together, that one page of the
    pair answers alone, or whose page restates the other page's amount
    (:func:`~shared.kb.amounts.restated_by_other`) is never kept; ``skipped`` counts each drop by
    ``subtype:reason``.
    """
    judge = RuleJudge()
    skips = skipped if skipped is not None else Counter()
    found: dict[str, list[Candidate]] = {subtype: [] for subtype in MULTI_HOP_SUBTYPES}
    for subtype, template in _TEMPLATES.items():
        for a, b in ((first, second), (second, first)):
            for candidate in template(a, b, context, rng):
                if not needs_both(candidate, a, b):
                    skips[f"{subtype}:evidence on one page"] += 1
                elif is_concatenated(candidate.query):
                    skips[f"{subtype}:two questions joined"] += 1
                elif answered_by_one(candidate, (a, b), judge) is not None:
                    skips[f"{subtype}:one page answers alone"] += 1
                elif restated_by_other(candidate, a, b) is not None:
                    skips[f"{subtype}:the other page restates the amount"] += 1
                else:
                    found[subtype].append(candidate)
    return found
