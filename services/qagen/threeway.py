"""Three-way comparisons: the one of three subjects that came first, from three documents.

``Who was born first: Nelson Rockefeller, Gordon Johndroe or Richard Nixon?`` needs each
subject's date from its own page: the answer changes if any of the three facts were
different. It is asked as a *comparison* (issue 15's conjunction is a bridge entity reached
through another entity, which a choice of three named subjects never is; reviewers class
it so too), though it needs three documents. Only date relations
(``first`` reads for three options as for two; comparatives of quantities do not), three
subjects of one kind, three documents distinct by URL and content, no document stating
two of the values or naming two subjects with their dates (then two documents would
answer it), and the winner earlier than both others at the dates' precision; one triple
per winner and relation in a graph, and only in graphs where five or more pages state
the relation (``MIN_SUBJECTS``).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence

from services.qagen.comparison import as_formed, ask, best_per_subject, by_era, kind_word
from services.qagen.drafting import MAX_PAIRS, draft, shown_value
from services.qagen.fact_index import FactIndex, deciding_precision, name_inside, same_entity
from services.qagen.name_match import numbered_line, sequel_pair
from shared.facts import RELATIONS, DateValue, Fact, order
from shared.llm.replies import QADraft

__all__ = ["three_way"]

_ASKED = tuple(r.key for r in RELATIONS.values() if r.first and r.value == "date")
"""Date relations with a ``which came first`` template."""

_LISTED = (", ", " or ", " and ", ":", ";")
"""What a name may not hold to stand in a list of three (``Mercenaries, Spies and Private
Eyes`` reads as three names)."""


def three_options(template: str) -> str:
    """The two-option template as a choice of three: ``Who was born first, {a} or {b}?`` ->
    ``Who was born first: {a}, {b} or {c}?`` (a colon marks the list, which the option
    readers of the judge parse)."""
    if ", {a} or {b}?" not in template:
        raise ValueError(f"template {template!r} has no ', {{a}} or {{b}}?' to extend; "
                         "give it one or leave it out of three-way comparisons")  # fmt: skip
    return template.replace(", {a} or {b}?", ": {a}, {b} or {c}?")


MIN_SUBJECTS = 5
"""Documents stating the relation that a graph needs before it is asked of three subjects.
A triple and the two pairs its winner wins are near repeats (the judge rejects the later:
same answer, the same names), so a triple uses up two of the graph's pairs. With three or
four subjects the pairs serve the rounds better (on 2WikiMultiHopQA tune, three rounds,
four subjects cost 9 items of round 3, five cost 7 with two spares and 1 with four)."""


def _triples(
    facts: Sequence[Fact], rand: random.Random, skips: Counter[str]
) -> list[tuple[Fact, Fact, Fact]]:
    """Triples of one relation from three different documents, in a seeded order, bounded."""
    groups: dict[str, list[Fact]] = {}
    for fact in facts:
        groups.setdefault(fact.relation, []).append(fact)
    out = []
    for group in groups.values():
        if len({f.doc_id for f in group}) < MIN_SUBJECTS:
            skips["three-way: fewer than five documents state the relation"] += 1
            continue
        for triple in itertools.combinations(group, 3):
            if len({f.doc_id for f in triple}) == len({f.url for f in triple}) == len(
                {f.bucket.content_hash for f in triple}
            ) == 3:
                out.append(triple)
    rand.shuffle(out)
    return out[:MAX_PAIRS]


def _kind(triple: tuple[Fact, Fact, Fact]) -> str | None:
    """The kind all three share (``""`` when the relation reads without one), else ``None``."""
    kinds = {kind_word(x, y) for x, y in itertools.combinations(triple, 2)}
    return kinds.pop() if len(kinds) == 1 and None not in kinds else None


def _winner(triple: tuple[Fact, Fact, Fact]) -> Fact | None:
    """The fact whose date is surely earlier than both others', or ``None``."""
    for fact in triple:
        assert isinstance(fact.value, DateValue)
        if all(order(fact.value, o.value) < 0 for o in triple if o is not fact
               if isinstance(o.value, DateValue)):  # fmt: skip
            return fact
    return None


def _two_documents_answer(index: FactIndex, triple: tuple[Fact, Fact, Fact]) -> bool:
    """Whether some document states (or names with its date) two of the subjects' values, so
    that two documents would answer the question."""
    for x, y in itertools.combinations(triple, 2):
        if index.one_document_states(x, y):
            return True
        assert isinstance(x.value, DateValue) and isinstance(y.value, DateValue)
        if index.one_document_holds((x, y), deciding_precision(x.value, y.value)) is not None:
            return True
    return False


def three_way(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts asking which of three subjects came first, in a seeded order."""
    skips = index.skips
    facts = [as_formed(f) for f in index.with_relation(_ASKED) if isinstance(f.value, DateValue)]
    facts = [f for f in best_per_subject(facts, skips) if f.relation in _ASKED]
    winners: set[tuple[str, str]] = set()
    for triple in _triples(facts, rand, skips):
        names = [index.bare(f.subject) for f in triple]  # as the pages write them
        if any(mark in name for name in names for mark in _LISTED):
            skips["three-way: a name that reads as a list"] += 1
            continue
        if any(same_entity(x, y) or name_inside(x, y) or name_inside(y, x)
               for x, y in itertools.combinations(names, 2)):  # fmt: skip
            skips["three-way: one subject twice, or one name holds another"] += 1
            continue
        if RELATIONS[triple[0].relation].by_detail and len({f.detail for f in triple}) != 1:
            skips["three-way: different offices"] += 1
            continue
        kind = _kind(triple)
        if kind is None:
            skips["three-way: subjects of different kinds"] += 1
            continue
        if any(numbered_line(x, y) for x, y in itertools.combinations(names, 2)):
            skips["three-way: numbered holders of one line (the names give the order)"] += 1
            continue
        if any(sequel_pair(x, y) for x, y in itertools.combinations(names, 2)):
            skips["three-way: a sequel's title (the names give the order)"] += 1
            continue
        if _two_documents_answer(index, triple):
            skips["three-way: one document states two of the values"] += 1
            continue
        if triple[0].relation in ("born", "died") and any(
                index.kin_named(x.doc_id, y.subject, spouses=False)
                for x, y in itertools.permutations(triple, 2)):
            skips["three-way: one subject's page names another as kin"] += 1
            continue  # a mother and her daughter: the kinship orders two of them
        winner = _winner(triple)
        if winner is None:
            skips["three-way: order not certain at the dates' precision"] += 1
            continue
        if by_era(winner, *(f for f in triple if f is not winner)):
            skips["three-way: life dates a lifetime apart (told by era alone)"] += 1
            continue
        if (winner.relation, winner.subject) in winners:
            # a second triple with the same winner and relation reads as a near repeat of
            # the first (same answer, two of three names): the judge would reject it
            skips["three-way: the same winner of the relation again"] += 1
            continue
        winners.add((winner.relation, winner.subject))
        a, b, c = rand.sample(triple, 3)
        relation = RELATIONS[winner.relation]
        template = three_options(relation.first)
        if relation.by_detail:  # an office, a hall of fame
            question = template.format(office=winner.detail, a=a.subject, b=b.subject,
                                       c=c.subject)  # fmt: skip
        else:
            question = ask(template, kind, a.subject, b.subject, c.subject)
        steps = [f"{f.subject}: {shown_value(f)}." for f in (a, b, c)]
        steps.append(f"{shown_value(winner)} is the earliest.")
        answer = winner.subject[:1].upper() + winner.subject[1:]
        yield draft((a, b, c), question, answer, "first", steps, relation=winner.relation,
                    a=a.subject, b=b.subject, c=c.subject, value=winner.subject,
                    choice="true")  # fmt: skip
