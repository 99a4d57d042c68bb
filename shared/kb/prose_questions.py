"""Direct questions from defaults, behaviours and version additions stated in prose.

Documentation written as prose states what a component does unless told otherwise and when
a feature arrived in sentences, not in ``Default:`` lines or tables:

- "By default, the TestClient will set the client host to "testserver" and the port to
  50000." -> *What does the TestClient do by default?*, answered by the sentence's
  predicate with its subject. The subject must name a thing a reader can place (a code
  name, a capitalised component, or a noun phrase with a term distinctive to the KB), not a
  pronoun ("By default this will capture …"), not the KB's own product (one the prose of
  half the pages names: "By default Typer will create …" says nothing specific), and the
  sentence must be active and state the whole behaviour (no "but", no pointer).
- "Since version 0.26.0, Typer has vendored Click …" -> *Since which version has Typer
  vendored Click …?* ("Since version 0.26.0.").

Release notes are left out: their sentences describe a change, not the current behaviour.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getLemma

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import sentence
from shared.kb.table_questions import is_version_history
from shared.text.sentences import split_sentences

__all__ = ["prose_facts"]

_BY_DEFAULT = re.compile(r"^By default,? (?P<rest>.+?)\.?$")
_MODALS = frozenset({"will", "would", "can"})
_PARTICLES = frozenset({"for", "at", "in", "on", "to", "from", "with", "up", "into", "out"})
_PRONOUN = frozenset({"this", "it", "they", "these", "those", "that", "we", "you", "there",
                      "i", "one", "he", "she", "all", "each", "every", "when", "if", "while",
                      "once", "after", "before", "as", "here", "now"})
_UNFINISHED = re.compile(r"\b(?:but|however|unless|except|although|though)\b|[:;]$|"
                         r"\b(?:the following|as follows|below|above|this|these)\b",
                         re.IGNORECASE)
_CODE = re.compile(r"[_.()]|[a-z][A-Z]|^[A-Z]")
_SINCE = re.compile(
    r"^Since (?:version |[A-Z][\w-]* )?(?P<version>\d+(?:\.\d+)+),? (?P<subject>[A-Z][\w.]*"
    r"|the [a-z][\w-]*(?: [a-z][\w-]*)?) (?P<aux>has|have|is|are|can|will)"
    r" (?P<rest>[^,;:()]{4,80}?)(?: \(|,|\.|$)")

def _product_words(context: KbContext) -> set[str]:
    """Words the prose of half the current pages names (the product: ``typer``)."""
    limit = max(2, len(context.kb.current_pages()) // 2)
    return {term for term, pages in context.term_pages.items() if pages > limit}


def _nominal(word: str) -> bool:
    """A word of a noun phrase: a code name, a capitalised name, or a word that can be a
    noun (``serializers``, ``client``); not an adjective, a verb form or a number."""
    if re.fullmatch(r"[A-Za-z_][\w.()]*[A-Z_.()][\w.()]*|[A-Z][\w-]*", word):
        return True
    return re.fullmatch(r"[a-z][a-z-]*", word) is not None and "NOUN" in getAllLemmas(word)


def _split(rest: str) -> tuple[str, str, str, str] | None:
    """"the TestClient will set the client host to …" -> (subject, "does", "set", object);
    None unless the clause is subject + active verb + object."""
    words = rest.split()
    for k in range(1, min(7, len(words) - 1)):
        subject = " ".join(words[:k])
        bare = re.sub(r"^(?:the|a|an)\b ?", "", subject, flags=re.IGNORECASE)
        if not bare:
            continue
        if not all(_nominal(w) for w in bare.split()):
            return None  # "searches shorter than 3 char", "Using the pagination classes"
        verb, after = words[k], words[k + 1:]
        plural: bool | None = None
        if verb in _MODALS:
            if not after or after[0] in ("not", "be", "have", "also", "only", "always"):
                return None
            verb, after = after[0], after[1:]
        elif re.fullmatch(r"[a-z]+", verb) and "VERB" in getAllLemmas(verb):
            base = getLemma(verb, upos="VERB")[0]
            if base in ("be", "have", "do"):
                return None
            if base == verb:
                last = bare.split()[-1]
                if not (last.endswith("s") and not last.endswith("ss")):
                    continue  # "the HTTPException class is …": "class" is no verb here
                plural = True
            elif verb.endswith("s"):
                plural = False
            else:
                continue  # "Requests created with …": a participle inside the subject
            verb = base
        else:
            continue
        head = bare.split()[-1]
        if head.lower() in _PRONOUN or head.lower().endswith("ing") or not after:
            return None
        if plural is None:
            plural = head.endswith("s") and not head.endswith("ss") and head[0].islower()
        particle = ""
        if after[0] in _PARTICLES:
            particle, after = f" {after[0]}", after[1:]
        obj = " ".join(after).split(", ")[0]
        return subject, "do" if plural else "does", f"{verb}{particle}", obj
    return None


def _default_behaviour(page: Page, context: KbContext, product: set[str]) -> list[Candidate]:
    out: list[Candidate] = []
    for section in page.parsed.sections:
        for found in split_sentences(section.text):
            text = found.text.strip()
            m = _BY_DEFAULT.match(text)
            if m is None or len(text.split()) > 30 or _UNFINISHED.search(m.group("rest")):
                continue
            parts = _split(m.group("rest"))
            if parts is None:
                continue
            subject, aux, verb, obj = parts
            bare = re.sub(r"^(?:the|a|an) ", "", subject, flags=re.IGNORECASE)
            if len(obj.split()) < 2 or len(obj.split()) > 16:
                continue
            if bare.lower() in product or not context.distinctive(bare):
                context.skipped["simple_fact:default_subject_unplaceable"] += 1
                continue  # "By default Typer will create …": the product, or nothing placed
            if subject.startswith(("The ", "A ", "An ")):
                subject = subject[0].lower() + subject[1:]
            out.append(Candidate(
                query=f"What {aux} {subject} {verb} by default?",
                ground_truth=sentence(obj[0].upper() + obj[1:]), refs=(page.ref,),
                subtype="simple_fact", category=page.category,
                key=f"by-default:{page.ref}:{subject.lower()}:{verb}",
                evidence=(Evidence(page.ref, text),)))
    return out


def _since_version(page: Page) -> list[Candidate]:
    out: list[Candidate] = []
    for section in page.parsed.sections:
        for found in split_sentences(section.text):
            m = _SINCE.match(found.text.strip())
            if m is None:
                continue
            rest = m.group("rest").strip()
            out.append(Candidate(
                query=f"Since which version {m.group('aux')} {m.group('subject')} {rest}?",
                ground_truth=f"Since version {m.group('version')}.", refs=(page.ref,),
                subtype="simple_fact", category=page.category,
                key=f"since:{page.ref}:{m.group('subject').lower()}:{rest.lower()}",
                evidence=(Evidence(page.ref, found.text.strip()),)))
    return out


def prose_facts(page: Page, context: KbContext) -> list[Candidate]:
    """Simple-fact candidates of ``page`` read from prose: default behaviours and "Since
    version N, …" statements (a setting section's "New in version" note is asked by
    :mod:`shared.kb.setting_questions`)."""
    if is_version_history(page):
        return []
    return [*_default_behaviour(page, context, _product_words(context)),
            *_since_version(page)]
