"""Multi-hop queries of policy and help-centre KBs: a rule, its exception, a named service.

Two readers over labelled rules (``**Return window:** 30 days from delivery``) and FAQ
entries (``### Can I return clearance items?``), the shapes help centres, policy manuals
and employee handbooks are written in:

- ``policy_faq`` (the rule and its exception): a FAQ entry on another page asks "Can I
  <verb> <things>?" and answers with a window or limit of the same kind as a policy's
  labelled rule (the verb is the rule label's word, the number has the rule's unit and is
  counted from the same event)::

      **Return window:** 30 days from delivery                          (returns policy)
      ### Can I return clearance items?
      Clearance items can be returned within 14 days of delivery …      (returns FAQ)

  *How many days shorter is the return window for clearance items than the standard
  return window?* — 16 days: the FAQ alone lacks the standard rule, the policy alone the
  exception.
- ``cross_category`` (a hidden dependency, 2WikiMultiHopQA's compositional form): a rule's
  value names another page's subject by its title, and that page states a measure of it::

      **Replacement shipping:** Free, sent by Express Shipping          (damaged items)
      **Delivery time:** 1–2 business days                              (Express Shipping)

  *What is the delivery time of replacement shipping for damaged or defective items?* —
  the first page says which service ships it, the second how long that service takes; a
  condition of the first page naming the service ("If you report the damage after 48
  hours, … by Standard Shipping instead of Express Shipping") is added to the answer.

Every draft passes :func:`shared.kb.admit.admit` against every current page (both pages
needed, one question, no page answering alone); what a reader cannot form well is skipped
and counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from shared.kb.admit import Check, admit
from shared.kb.amounts import amounts, restated_by_other
from shared.kb.answerability import RuleJudge, Verdict, section_texts
from shared.kb.candidates import Candidate, Evidence, KbContext, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.markdown import Fact
from shared.kb.phrasing import lower_phrase, strip_terminal
from shared.kb.terms import content_terms

__all__ = ["policy_bridges"]

_CAN_I = re.compile(r"^Can I (?P<verb>[a-z]+) (?P<things>[a-z][a-z -]{2,40}?)\?$")
_PAGE_POINTER = re.compile(r"\b(?:page|section|article)\b|\bas described\b", re.IGNORECASE)
_MEASURE = frozenset({"time", "carrier", "period", "duration"})
"""Head nouns of a measure a named service has whatever the rule naming it says: how long
it takes, who carries it. A price or a cutoff is not asked: the naming rule may settle the
price itself ("Free, sent by Express Shipping") and a cutoff is for orders a customer
places, not for what the rule sends."""
_MEASURE_TERMS = frozenset(t for word in _MEASURE for t in content_terms(word))
_SKIP_LABELS = frozenset({"effective date", "note"})
_QUESTION_WORDS = frozenset({"happen", "like", "way", "ok", "possible", "there"})


def _rules(page: Page) -> Iterator[Fact]:
    for fact in page.parsed.facts:
        if fact.label.strip().lower() not in _SKIP_LABELS:
            yield fact


def _exception_candidates(policy: Page, faq_page: Page, context: KbContext,
                          skips: Counter[str]) -> Iterator[Candidate]:
    """A FAQ entry's window for some things against the policy's standard window."""
    for entry in faq_page.parsed.faqs:
        m = _CAN_I.match(" ".join(entry.question.split()))
        if m is None:
            continue
        verb, things = m.group("verb"), m.group("things").strip()
        for rule in _rules(policy):
            label_terms = content_terms(rule.label)
            if not content_terms(verb) or not content_terms(verb) <= label_terms:
                continue
            standard = amounts(rule.value)
            special = amounts(entry.answer)
            if len(standard) != 1 or not special:
                continue
            same = [a for a in special if a.unit == standard[0].unit]
            if len(same) != 1:
                skips["policy_faq:exception states no single amount of the rule's unit"] += 1
                continue
            rule_amount, faq_amount = standard[0], same[0]
            if not rule_amount.anchor or not rule_amount.anchor & faq_amount.anchor:
                skips["policy_faq:amounts counted from different events"] += 1
                continue
            if rule_amount.number == faq_amount.number:
                skips["policy_faq:exception keeps the rule's amount"] += 1
                continue
            diff = abs(rule_amount.number - faq_amount.number)
            unit = rule_amount.unit if diff != 1 else rule_amount.unit.removesuffix("s")
            longer = "longer" if faq_amount.number > rule_amount.number else "shorter"
            label = lower_phrase(rule.label)
            yield Candidate(
                query=f"How many {rule_amount.unit} {longer} is the {label} for {things} "
                      f"than the standard {label}?",
                ground_truth=f"{diff} {unit} {longer}: {faq_amount.number} "
                             f"{faq_amount.unit} for {things} ({faq_page.title}), against "
                             f"the standard {strip_terminal(rule.value)} ({policy.title}).",
                refs=(policy.ref, faq_page.ref),
                subtype="policy_faq",
                category=policy.category,
                key=f"policy_faq:{policy.ref}:{rule.label}|{faq_page.ref}:{entry.question}",
                evidence=(Evidence(policy.ref, rule.value),
                          Evidence(faq_page.ref, faq_amount.text)),
                answer_key=(rule.value, faq_amount.text),
                template="exception_window",
            )


def _names(value: str, title: str) -> bool:
    """``title`` (two words or more) is written, capitalised as a name, inside ``value``."""
    return len(title.split()) >= 2 and re.search(
        rf"(?<!\w){re.escape(title)}(?!\w)", value) is not None


def _service_candidates(rule_page: Page, service: Page, context: KbContext,
                        skips: Counter[str]) -> Iterator[Candidate]:
    """A rule whose value names ``service`` by its title, asked a measure ``service`` states."""
    own: frozenset[str] | None = None
    for rule in _rules(rule_page):
        if not _names(rule.value, service.title) or _names(rule.label, service.title):
            continue
        if _PAGE_POINTER.search(rule.value):
            skips["cross_category:rule value points at a page"] += 1
            continue
        if own is None:  # the naming page's words, read once for all its rules
            own = frozenset(content_terms(rule_page.text))
        # "If you report the damage after 48 hours, … Standard Shipping instead of Express
        # Shipping": the naming page's own condition on the service goes into the answer
        unless = "".join(f" This holds unless {strip_terminal(c.condition)}."
                         for c in rule_page.parsed.conditionals
                         if _names(c.sentence, service.title))
        for measure in _rules(service):
            head = content_terms(measure.label.split()[-1])
            if not head or not head <= _MEASURE_TERMS:
                continue
            if content_terms(measure.label) <= own:
                skips["cross_category:the naming page uses the measure's words"] += 1
                continue
            label, situation = lower_phrase(measure.label), lower_phrase(rule.label)
            topic = context.topic_phrase(rule_page.title).lower()
            yield Candidate(
                query=f"What is the {label} of {situation} for {topic}?",
                ground_truth=f"{strip_terminal(measure.value)}: {situation} for {topic} is "
                             f"{lower_phrase(strip_terminal(rule.value))}, and the {label} "
                             f"of {service.title} is {strip_terminal(measure.value)}.{unless}",
                refs=(rule_page.ref, service.ref),
                subtype="cross_category",
                category=rule_page.category,
                key=f"cross_category:{rule_page.ref}:{rule.label}|{service.ref}:{measure.label}",
                evidence=(Evidence(rule_page.ref, rule.value),
                          Evidence(service.ref, measure.value)),
                answer_key=(measure.value,),
                template="named_service_measure",
            )


@dataclass(frozen=True, slots=True)
class _ValueJudge(RuleJudge):
    """The multi-hop judge, with a section answering only when it states every asked value
    verbatim: "1–2 business days" is not answered by a section saying "10 business days"
    (the stemmed-terms match of :func:`~shared.kb.answerability.holds_phrase` drops the
    digits). A section holding the values answers when it covers ``gap_coverage`` of the
    question's content terms, as :class:`~shared.kb.answerability.RuleJudge` does."""

    def judge(self, query: str, page: Page,
              gap_terms: Sequence[Sequence[str]] = ()) -> Verdict:
        wanted = content_terms(query) - _QUESTION_WORDS
        best = Verdict(answerable=False, ref=page.ref, section="", coverage=0.0)
        for chunk in section_texts(page):
            if not all(any(contains_snippet(chunk, alt) for alt in group)
                       for group in gap_terms):
                continue
            coverage = len(wanted & content_terms(chunk)) / len(wanted) if wanted else 1.0
            verdict = Verdict(coverage >= self.gap_coverage, page.ref, chunk[:160], coverage)
            if verdict.answerable:
                return verdict
            best = max(best, verdict, key=lambda v: v.coverage)
        return best


def _restates(draft: Candidate, a: Page, b: Page) -> Check:
    """The check that one page of the pair does not restate the other page's amount."""
    def check() -> str | None:
        if restated_by_other(draft, a, b) is None:
            return None
        return "the other page restates the amount"
    return check


def policy_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """The rule/exception and named-service queries of ``kb`` that pass the checks."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(page for page in kb.current_pages() if not page.is_hub)
    if not pages:
        return []
    context = KbContext.build(kb)
    judge = _ValueJudge()
    current = tuple(kb.current_pages())
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        for b in pages:
            if a.ref == b.ref:
                continue
            drafts = [*(_exception_candidates(a, b, context, skips) if b.parsed.faqs else ()),
                      *_service_candidates(a, b, context, skips)]
            for draft in drafts:
                if draft.key in seen:
                    continue
                seen.add(draft.key)
                if admit(draft, (a, b), current, judge, skips,
                         after=(_restates(draft, a, b),)):
                    out.append(draft)
    return out
