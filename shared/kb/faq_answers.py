"""An FAQ entry's answer cut to the sentences that answer its question.

Vendor FAQs pasted into a handbook wrap the answer in talk a reader does not ask for: an
opener of sympathy ("We completely understand that life can be unpredictable."), and after
the answer advice ("So if you are going to be paying back over a year, it would be best
to …"), promotion ("This enables you to get total flexibility …", "it's so simple!") or a
pointer elsewhere ("The FAQs section of their website has lots of information …"), or a
rhetorical question ("Just want accessories?"). The answer keeps what comes before the
first such sentence after its first; a lone "Of course!" opening it reads "Yes.".

A "How is …?" question answered by whose duty the matter is ("It is the responsibility of
the person agreeing to a holiday booking to ensure …") is not answered: the entry names no
way it is done, and :func:`faq_answer` gives ``None``.

In a policy handbook the reader's employer is "the company": a vendor FAQ's "my company"
("What if I leave my company within my hire agreement?") is asked so (:func:`faq_question`).
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.answer_shape import why_rejected
from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.faq_scope import FaqScope
from shared.kb.knowledge_base import Page
from shared.kb.negative import is_shop_kb
from shared.kb.negative_policy import is_policy_kb
from shared.kb.phrasing import strip_terminal

__all__ = ["faq_answer", "faq_candidates", "faq_question", "restating_faqs"]

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'‘“(])")
_OPENER = re.compile(
    r"^(?:we (?:completely |totally |fully |do )?understand\b|don't worry\b|"
    r"(?:good|great) question\b|no problem\b|thanks? (?:you )?for asking\b)", re.IGNORECASE)
_YES = re.compile(r"^(?:of course|absolutely|definitely|sure|yes,? of course)!$", re.IGNORECASE)
_TAIL = re.compile(
    r"^(?:so if\b|so,? (?:it|we|you)\b|it would be (?:best|wise|a good idea)\b|"
    r"we (?:would |'d )?(?:thoroughly |strongly |always )?(?:advise|recommend|suggest|"
    r"encourage)\b|this (?:enables|allows|means|gives) you\b|don't forget\b|"
    r"(?:the|our|their) faqs?\b|for more (?:information|details)\b|"
    r"(?:it's|it is) (?:so|that|really) (?:simple|easy)\b|what are you waiting for\b|"
    r"(?:just|only) want\b)", re.IGNORECASE)
_PROMO = re.compile(r"\b(?:it's so simple|it's that easy|simple as that|lots of information|"
                    r"total flexibility)\b", re.IGNORECASE)
_DUTY = re.compile(r"^(?:it is|it's) (?:the )?responsibility of\b|^(?:it is|it's) up to\b",
                   re.IGNORECASE)
_HOW = re.compile(r"^how (?:is|are|do|does|can|will)\b", re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:how|what|why|when|where|will|does|is|can)\b(?: [a-z]+)?"
                      r" (?:it|this|that|they)\b(?! [a-z]+ (?:is|are)\b)", re.IGNORECASE)
"""A question whose subject is a pronoun ("How will it affect your team?"): its referent is
the page's topic, which the question does not name."""
_MY_COMPANY = re.compile(r"\bmy (?:company|employer)\b")


def _content(text: str) -> set[str]:
    """Content words of ``text`` by their first five letters ("leave", "compa")."""
    return {w[:5] for w in re.findall(r"[a-z]+", text.lower())
            if len(w) > 3 and w not in {"what", "happens", "should", "would", "like", "want",
                                        "need", "have", "with", "from", "that", "this", "your"}}


def faq_question(question: str) -> str:
    """``question`` with the reader's "my company" as "the company"."""
    return _MY_COMPANY.sub("the company", question)


def faq_answer(question: str, answer: str) -> str | None:
    """The sentences of ``answer`` that answer ``question``, or None when it names only
    whose duty a "How …?" matter is."""
    sentences = [s.strip() for s in _SENTENCE.split(answer.strip()) if s.strip()]
    while len(sentences) > 1 and _OPENER.match(sentences[0]):
        sentences = sentences[1:]
    if not sentences:
        return None
    if _HOW.match(question.strip()) and _DUTY.match(sentences[0]):
        return None
    kept = [sentences[0]]
    for text in sentences[1:]:
        if _TAIL.match(text) or _PROMO.search(text) or text.endswith("?") \
                or len(text) <= 2:  # "Q." opening the next question run in
            break
        kept.append(text)
    if _YES.match(kept[0]):
        kept[0] = "Yes."
    return " ".join(kept)


def faq_candidates(page: Page, context: KbContext) -> list[Candidate]:
    """simple_fact candidates of ``page``'s FAQ entries: asked as written (under their
    scheme, :class:`FaqScope`), answered by the sentences that answer (policy KBs; a
    shop's help centre and documentation keep the whole answer). Each entry refused here is
    counted in ``context.skipped``."""
    shop = is_shop_kb(context)
    policy = not shop and is_policy_kb(context.kb)
    if context.faq_scope is None:
        context.faq_scope = FaqScope.of(context)
    out: list[Candidate] = []
    listed = {item_list.heading.strip() for item_list in page.parsed.lists}
    for entry in page.parsed.faqs:
        if not shop and len(entry.question.split()) < 4:
            continue  # docs: "Why Sponsor?" is a heading
        query = context.faq_scope.question(page, entry.question, context)
        if query is None:
            continue  # "Who owns the product?" under two schemes: asked under its scheme
        answer = entry.answer
        if policy and entry.question.strip() in listed:
            context.skipped["simple_fact:faq_answer_is_a_list"] += 1
            continue  # the list reader asks it whole, its items parted
        if policy and _PRONOUN.match(query):
            context.skipped["simple_fact:faq_pronoun_without_referent"] += 1
            continue
        if policy:
            short = faq_answer(query, entry.answer)
            if short is None:
                context.skipped["simple_fact:faq_how_answered_by_a_duty"] += 1
                continue
            query, answer = faq_question(query), short
        out.append(Candidate(query=query, ground_truth=answer, refs=(page.ref,),
                             subtype="simple_fact", category=page.category,
                             key=f"faq:{page.ref}:{entry.question}",
                             evidence=(Evidence(page.ref, entry.answer),)))
    return out


def restating_faqs(conditionals: list[Candidate], faqs: list[Candidate],
                   skipped: Counter[str]) -> list[Candidate]:
    """``conditionals`` without those whose outcome lies in the answer of an FAQ entry asked
    on the page whose question shares two content words with the condition ("What happens
    if I was to leave my company …?" beside "What if I leave the company within my hire
    agreement?"): one entry is asked once, by its own question. Only entries that pass the
    answer gates count, and a short outcome ("30 calendar days") inside an entry asking
    something else is kept."""
    entries = [(normalise(c.ground_truth), _content(c.query)) for c in faqs
               if c.key.startswith("faq:") and why_rejected(c) is None]  # asked, not gated
    kept = []
    for candidate in conditionals:
        outcome = normalise(strip_terminal(candidate.ground_truth))
        condition = _content(candidate.query.split(" if ", 1)[-1])
        if outcome and any(outcome in answer and len(condition & asks) >= 2
                           for answer, asks in entries):
            skipped["conditional_logic:restates_an_faq_entry"] += 1
            continue
        kept.append(candidate)
    return kept
