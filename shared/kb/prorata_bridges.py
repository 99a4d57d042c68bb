"""Cross-category multi-hop queries of handbooks: a pro-rata allowance on a part-time week.

A leave page states an allowance "pro-rata" for part-time people without saying how it is
cut; another page (flexible or part-time working) says what part-time work is pro-rated
against and gives a shorter week::

    # Taking Holiday                                             (taking_holiday.md)
    All team members have 38 days of leave available between June and May, … (pro-rata
    for part time colleagues.)

    # Flexible Working                                           (flexible_working.md)
    **Time off** - Your holiday will be pro-rated as a percentage of a 5 day week.
    For example, if you work 4 out of 5 days, …

*How many days of leave do I get if I work 4 days a week?* — 30.4 days (38 × 4/5): the
leave page lacks the week it is pro-rated on, the working page the allowance.

An allowance is one sentence naming ``pro-rata``/``pro-rated`` and part time with exactly
one amount of days or weeks, the one written "<n> <unit> of <noun>"; a basis is one sentence
saying pro-rated "as a percentage/proportion of a <W> day week" with the part week the same
sentence or the next gives ("if you work 4 out of 5 days", "4 days a week"). The basis must
say what it pro-rates is the allowance: its subject names the allowance's noun, time off
for a leave noun, or every benefit. madetech's "Your salary and any bonus payments will be
pro-rated as a percentage of a 5 day week" is pay's basis; the KB never says leave follows
it, so an answer cutting 38 days by 4/5 would assert an assumption: refused, counted. One basis per
KB (two pages with a basis would give two answers) and an allowance whose "<unit> of
<noun>" no other page states (else the question would hold on another page's leave
unnamed); the draft passes :func:`shared.kb.admit.admit` against every current page, and
refusals are counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from shared.kb.admit import admit
from shared.kb.amounts import amounts
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.text.sentences import split_sentences

__all__ = ["Allowance", "Basis", "allowance", "basis", "prorata_bridges"]

_PRORATA = re.compile(r"\bpro[- ]?rat(?:a|ed)\b", re.IGNORECASE)
_PART_TIME = re.compile(r"\bpart[- ]time\b", re.IGNORECASE)
_OF_NOUN = re.compile(
    r"\b(?P<n>\d+) (?P<unit>days?|weeks?) of (?P<noun>(?:paid |annual )?[a-z]+)\b")
_WEEK = re.compile(
    r"\bas an? (?:percentage|proportion|share) of an? (?P<w>\d) ?-?day (?:working )?week\b",
    re.IGNORECASE)
_PART = re.compile(
    r"\bwork (?P<p>\d) (?:out of (?P<of>\d) )?days(?: a| per| each)?(?: week)?\b",
    re.IGNORECASE)
_LABEL = re.compile(r"^\*\*[^*]+\*\*\s*[-–:]?\s*")
"""A bold run-in label before the sentence ("**Getting paid** - "): not its subject."""
_LEAVE_WORDS = frozenset({"holiday", "holidays", "leave", "vacation"})
"""Words naming time off: a basis for "holiday" covers an allowance of "leave"."""
_GENERAL = re.compile(r"\b(?:everything|all (?:benefits|entitlements|allowances)|"
                      r"benefits|entitlements|allowances)\b", re.IGNORECASE)
"""A subject pro-rating every benefit at once ("All benefits are pro-rated …")."""


@dataclass(frozen=True, slots=True)
class Allowance:
    """A leave allowance pro-rated for part-time people: ``38 days of leave``."""

    page: Page
    number: int
    unit: str
    noun: str
    written: str


@dataclass(frozen=True, slots=True)
class Basis:
    """What part-time work is pro-rated against (a 5 day week) and a part week (4 days)."""

    page: Page
    week: int
    part: int
    written: str
    """The basis as the page writes it: "a percentage of a 5 day week"."""
    subject: str
    """What the sentence says is pro-rated, lower case: "your salary and any bonus
    payments will be"."""

    def covers(self, held: Allowance) -> bool:
        """True when the basis pro-rates the allowance's noun (or time off for a leave
        noun, or every benefit): a salary basis says nothing of how leave is cut."""
        words = set(re.findall(r"[a-z]+", self.subject))
        noun = held.noun.split()[-1]
        if noun in words or _GENERAL.search(self.subject):
            return True
        return noun in _LEAVE_WORDS and bool(words & _LEAVE_WORDS)


def allowance(page: Page, skips: Counter[str]) -> Allowance | None:
    """The page's one pro-rata allowance for part-time people, or None."""
    found: list[Allowance] = []
    for sentence in split_sentences(page.text):
        text = " ".join(sentence.text.split())
        if not (_PRORATA.search(text) and _PART_TIME.search(text)):
            continue
        timed = [a for a in amounts(text) if a.unit in ("days", "weeks")]
        m = _OF_NOUN.search(text)
        unit = m.group("unit").lower().rstrip("s") + "s" if m is not None else ""
        if (len(timed) != 1 or m is None
                or (timed[0].number, timed[0].unit) != (int(m.group("n")), unit)):
            # the one amount must be the "<n> <unit> of <noun>" itself (not a range's end)
            skips["cross_category:pro-rata allowance states no single amount of a noun"] += 1
            continue
        found.append(Allowance(page, int(m.group("n")), unit, m.group("noun"), m.group(0)))
    if len(found) > 1:
        skips["cross_category:page states two pro-rata allowances"] += 1
        return None
    return found[0] if found else None


def basis(page: Page) -> Basis | None:
    """The page's pro-rata basis and part week, or None."""
    sentences = [" ".join(s.text.split()) for s in split_sentences(page.text)]
    for i, text in enumerate(sentences):
        week, pro = _WEEK.search(text), _PRORATA.search(text)
        if week is None or pro is None:
            continue
        for near in sentences[i:i + 2]:
            part = _PART.search(near)
            if part is None:
                continue
            w, p = int(week.group("w")), int(part.group("p"))
            if part.group("of") not in (None, week.group("w")) or not 0 < p < w:
                continue
            subject = _LABEL.sub("", text[:pro.start()]).lower()
            return Basis(page, w, p, week.group(0).removeprefix("as ").strip(), subject)
    return None


def _shown(value: Decimal) -> str:
    return f"{value.normalize():f}"


def _draft(held: Allowance, on: Basis) -> Candidate:
    share = Decimal(held.number) * on.part / on.week
    value = _shown(share.quantize(Decimal("0.01")))
    query = f"How many {held.unit} of {held.noun} do I get if I work {on.part} days a week?"
    answer = (f"{value} {held.unit} ({held.number} × {on.part}/{on.week}): {held.number} "
              f"{held.unit} of {held.noun}, pro-rata for part time, on a {on.week}-day week "
              f"({on.part} of {on.week} days).")
    return Candidate(
        query=query, ground_truth=answer, refs=(held.page.ref, on.page.ref),
        subtype="cross_category", category=held.page.category,
        key=f"cross_category:prorata:{held.page.ref}|{on.page.ref}",
        evidence=(Evidence(held.page.ref, held.written), Evidence(on.page.ref, on.written)),
        answer_key=(held.written, on.written),
        template="prorata_allowance_on_part_week",
    )


def _stated_elsewhere(held: Allowance, pages: tuple[Page, ...]) -> bool:
    said = re.compile(rf"\b\d+ {held.unit.rstrip('s')}s? of {re.escape(held.noun)}\b",
                      re.IGNORECASE)
    return any(said.search(page.text) for page in pages if page.ref != held.page.ref)


def prorata_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """The pro-rata allowances asked on another page's part week that pass."""
    skips = skipped if skipped is not None else Counter()
    current = tuple(kb.current_pages())
    held = [a for page in current if (a := allowance(page, skips)) is not None]
    if not held:
        return []
    bases = [b for page in current if (b := basis(page)) is not None]
    if len(bases) != 1:
        skips["cross_category:no one page states the part-time basis"] += len(held)
        return []
    judge = RuleJudge()
    out: list[Candidate] = []
    for each in held:
        if bases[0].page.ref == each.page.ref:
            skips["cross_category:allowance and basis on one page"] += 1
            continue
        if not bases[0].covers(each):
            skips["cross_category:the basis pro-rates something else than the allowance"] += 1
            continue
        if _stated_elsewhere(each, current):
            skips["cross_category:another page states the allowance's unit"] += 1
            continue
        draft = _draft(each, bases[0])
        if admit(draft, (each.page, bases[0].page), current, judge, skips):
            out.append(draft)
    return out
