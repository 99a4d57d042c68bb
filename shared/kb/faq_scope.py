"""An FAQ question asked as a reader would ask it of the whole KB, not of its one page.

A help centre's benefit pages each carry their own FAQ, and their headings share generic
words: "Who owns the product?", "What is the maximum value I can apply for?" stand under
two schemes with two answers. Asked of the KB, such a heading names no scheme. When a
question refers to a thing by "the"/"my"/"your" and that thing is generic ("the product",
"my application") or another page's FAQ refers to it too, and the question does not name its
page's subject, it is asked under the page's scheme ("Under the Cycle to Work scheme, what is
the maximum value I can apply for?") when the page calls its subject a scheme, a plan, a
programme or a policy; otherwise it is refused, counted as ``simple_fact:faq_names_no_scheme``.
Two FAQ questions of one KB that still read the same are refused too
(``simple_fact:faq_asked_on_two_pages``): a reader's question has one answer.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from shared.kb.candidates import KbContext
from shared.kb.knowledge_base import Page

__all__ = ["FaqScope"]

_DEFINITE = re.compile(r"\b(?:the|my|your|our|this)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)",
                       re.IGNORECASE)
_STOP = frozenset({
    "a", "an", "the", "of", "to", "for", "in", "on", "at", "by", "if", "i", "is", "are", "do",
    "does", "can", "be", "it", "and", "or", "all", "once", "end", "what", "who", "how",
    "when", "where", "why", "which", "will", "before", "after", "with", "from", "have", "has",
    "apply", "spend", "leave", "get", "use", "need", "same", "first", "next", "time", "way",
})
_GENERIC = frozenset({
    "product", "products", "scheme", "schemes", "application", "maximum", "minimum", "value",
    "limit", "provider", "agreement", "voucher", "vouchers", "certificate", "ecertificate",
    "payment", "payments", "period", "plan", "programme", "program", "benefit", "salary",
    "sacrifice", "hire", "allowance", "equipment", "retailer", "supplier",
})
"""Head words that name a kind of thing every benefit scheme has (its product, its maximum
value, its payment period): "the product" alone says no scheme."""
_SCHEME_NOUN = r"(?:scheme|plan|programme|program|policy)"
_FAQ_SUFFIX = re.compile(r"\s*(?:[-–:]\s*)?(?:faqs?|frequently asked questions)\s*$",
                         re.IGNORECASE)
_WEAK_TITLE = frozenset({"scheme", "plan", "programme", "program", "policy", "faq", "faqs",
                         "the", "and", "of", "to", "for", "our", "your", "benefits", "page"})


@dataclass(frozen=True, slots=True)
class FaqScope:
    """The FAQ questions of a KB's current pages, each as the KB asks it (or ``None``)."""

    asked: dict[tuple[str, str], str | None]
    """(page ref, heading question) -> the question to ask, or ``None`` when refused."""
    refusals: dict[tuple[str, str], str]
    """(page ref, heading question) -> why it is refused."""

    @classmethod
    def of(cls, context: KbContext) -> FaqScope:
        """Read every current page's FAQ once."""
        pages = context.kb.current_pages()
        terms = {p.ref: Counter(t for f in p.parsed.faqs for t in _terms(f.question))
                 for p in pages}
        asked: dict[tuple[str, str], str | None] = {}
        refusals: dict[tuple[str, str], str] = {}
        for page in pages:
            for entry in page.parsed.faqs:
                key = (page.ref, entry.question)
                others = any(set(_terms(entry.question)) & set(counts)
                             for ref, counts in terms.items() if ref != page.ref)
                query, reason = _scoped(entry.question, page, others)
                asked[key] = query
                if reason:
                    refusals[key] = reason
        seen = Counter(_normal(q) for q in asked.values() if q is not None)
        for key, query in asked.items():
            if query is not None and seen[_normal(query)] > 1:
                asked[key] = None
                refusals[key] = "faq_asked_on_two_pages"
        return cls(asked, refusals)

    def question(self, page: Page, question: str, context: KbContext) -> str | None:
        """The question to ask for ``page``'s FAQ heading ``question``, or ``None`` (the
        refusal counted in ``context.skipped``)."""
        key = (page.ref, question)
        if key not in self.asked:
            return question
        reason = self.refusals.get(key)
        if reason is not None:
            context.skipped[f"simple_fact:{reason}"] += 1
        return self.asked[key]


def _terms(question: str) -> list[str]:
    """The things ``question`` refers to by a determiner: "the product" -> "product",
    "my eCertificate" -> "ecertificate", "the maximum value" -> "maximum value"."""
    out: list[str] = []
    for match in _DEFINITE.finditer(question):
        words = [w.lower() for w in match.group(1).split()]
        while words and words[-1] in _STOP:
            words.pop()
        if words and words[0] not in _STOP:
            out.append(" ".join(words))
    return out


def _normal(question: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", question.lower()))


def _subject(page: Page) -> str:
    return _FAQ_SUFFIX.sub("", page.title).strip()


def _names_subject(question: str, subject: str) -> bool:
    """The question names its page's subject: one of the subject's own words, or a name
    (a capitalised word past the first that is not "I")."""
    words = set(re.findall(r"[a-z0-9]+", question.lower()))
    own = {w for w in re.findall(r"[a-z0-9]+", subject.lower())
           if w not in _WEAK_TITLE and len(w) > 2}
    if own & words:
        return True
    return any(w[:1].isupper() and w != "I" for w in re.findall(r"[\w'-]+", question)[1:])


def _scoped(question: str, page: Page, shared: bool) -> tuple[str | None, str]:
    """``question`` as the KB asks it and, when refused, why."""
    terms = _terms(question)
    generic = any(t.split()[-1] in _GENERIC or t.split()[0] in _GENERIC for t in terms)
    subject = _subject(page)
    if not (generic or shared) or not subject or _names_subject(question, subject):
        return question, ""
    scheme = _scheme_name(page, subject)
    if scheme is None:
        return None, "faq_names_no_scheme"
    first, rest = question.split(" ", 1) if " " in question else (question, "")
    lowered = first.lower() if first != "I" else first
    return f"Under the {scheme}, {lowered} {rest}".strip(), ""


def _scheme_name(page: Page, subject: str) -> str | None:
    """The page's subject as the page itself names it as a scheme: a title ending in
    scheme/plan/programme/policy, or the title the page's text follows with one of them
    ("Cycle to Work" -> "Cycle to Work scheme"); ``None`` when the page never says."""
    if len(subject.split()) > 6:
        return None
    if re.search(rf"\b{_SCHEME_NOUN}$", subject, re.IGNORECASE):
        return _mid_sentence(subject)
    found = re.search(rf"\b{re.escape(subject)}\s+({_SCHEME_NOUN})\b", page.text,
                      re.IGNORECASE)
    if found is None:
        return None
    return f"{_mid_sentence(subject)} {found.group(1).lower()}"


def _mid_sentence(subject: str) -> str:
    """A title's closing scheme noun in lower case ("Tech Purchase Scheme" keeps its name's
    words and lowers "Scheme")."""
    return re.sub(rf"\b({_SCHEME_NOUN})$", lambda m: m.group(1).lower(), subject,
                  flags=re.IGNORECASE)
