"""Multi-hop bridge questions through a documented name (the ``cross_category`` subtype).

Page A describes a name in prose without stating the property asked; page B (a
reference page, :mod:`shared.kb.definitions`) states the property without A's
description. The question names the thing by A's description only, so neither page
answers it alone (2WikiMultiHopQA's compositional "When did the director of film X
die?"):

- "The history property of the response can be used to inspect any followed redirects."
  (quickstart) + ".history - List[Response]" (API reference) -> *What type is the response
  property used to inspect any followed redirects?*
- "The default behavior is to raise a TimeoutException after 5 seconds of network
  inactivity." + the exception hierarchy -> *Which exception classes are direct
  subclasses of the exception raised after 5 seconds of network inactivity?*
- "There are also environment variables that can be used to control the dictionary of
  the client mounts." with links to ``NO_PROXY`` and ``HTTP_PROXY`` + their ``Valid
  values`` lines -> *What values do the environment variables that can be used to control
  the dictionary of the client mounts accept?*

A description is only taken from a sentence of a fixed shape (below); a description
with a pronoun or demonstrative ("within this time frame") or over 16 words is skipped
and counted. The generic multi-hop checks then apply: each page must hold evidence the
other lacks, the query must not read as two joined questions, and no current page of the
KB may answer it alone, nor may the describing page hold the answer's values (it names
the ``TimeoutException`` its ``ConnectTimeout`` belongs under, so a reader of that page
alone guesses the parent).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace

from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.definitions import Definition, definitions
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.links import resolve_link
from shared.kb.multihop import answered_by_one, needs_both
from shared.kb.option_questions import option_multi_hop
from shared.kb.question_shape import is_concatenated
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["SUBTYPE", "Description", "bridge_candidates", "checked_option_pairs", "describe",
           "question_for"]

SUBTYPE = "cross_category"
"""The SRS subtype these questions fill: two topics joined by a hidden dependency. A bridge
whose value the reference page's current version changed is ``rot_aware`` instead."""

# "that" is left out: it is mostly a relative pronoun ("a superclass that encompasses …")
_VAGUE = re.compile(r"\b(?:this|these|those|it|its|they|them|their|such|above|below)\b",
                    re.IGNORECASE)
_MAX_WORDS = 16


@dataclass(frozen=True, slots=True)
class Description:
    """How page A names a documented thing without naming it."""

    phrase: str
    """A noun phrase standing for the name: ``the response property used to …``."""
    clue: str
    """The words of A the phrase is built from, verbatim (A's evidence)."""


def _member_patterns(d: Definition) -> Iterator[tuple[re.Pattern[str], str]]:
    name = re.escape(d.name)
    owner = re.escape(d.owner.lower())
    yield (re.compile(
        rf"^The \.?{name} (?P<kind>property|attribute|method) of the {owner} can be used to "
        rf"(?P<clue>[^.;:]+?)\.?$", re.IGNORECASE),
        "the {owner} {kind} used to {clue}")
    yield (re.compile(
        rf"^You can (?:determine|check|see|find out|tell) (?P<clue>[^.;:]+?) by "
        rf"(?:examining|checking|inspecting|reading|using) the \.?{name} "
        rf"(?P<kind>property|attribute) (?:on|of) the {owner}\.?$", re.IGNORECASE),
        "the {owner} {kind} that shows {clue}")
    yield (re.compile(
        rf"^The (?P<clue>[A-Z]\w+) (?:class|exception) is raised by (?:\w+\.)?\.?{name}\(\)"
        rf"(?: [^.;:]+)?\.?$"),
        "the {owner} method that raises {clue}")
    yield (re.compile(rf"^\.?{name}\(\) - Instead of (?P<clue>[\w.]+\([^)]*\))$"),
        "the {owner} method used instead of {clue}")


def _class_patterns(d: Definition) -> Iterator[tuple[re.Pattern[str], str]]:
    name = re.escape(d.name)
    kind = d.kind
    yield (re.compile(
        rf"\b(?:raise|raises|raising) (?:a|an|the) {name}(?: {kind})? "
        rf"(?P<clue>(?:after|when|if|whenever|on) [^.;:]+?)\.?$"),
        "the {kind} raised {clue}")
    yield (re.compile(
        rf"\b(?:a|an|the) {name}(?: {kind}| class)? is raised "
        rf"(?P<clue>(?:by|when|if|after|whenever|on) [^.;:]+?)\.?$", re.IGNORECASE),
        "the {kind} raised {clue}")
    yield (re.compile(
        rf"^If (?P<clue>[^,;:]+), (?:a|an|the) {name}(?: {kind}| class)? is raised\.?$"),
        "the {kind} raised if {clue}")
    yield (re.compile(
        rf"^The {name} class is a superclass that (?P<clue>[^.;:]+?)\.?$"),
        "the {kind} class that {clue}")


def _texts(page: Page) -> Iterator[tuple[str, str]]:
    """Each block and each of its sentences, with the sentence before it ("" for the first)."""
    for section in page.parsed.sections:
        for block in section.blocks:
            yield block, ""
            before = ""
            for found in split_sentences(block):
                text = found.text.strip()
                if text != block:
                    yield text, before
                before = text


_THIS = re.compile(r"\b(?:this|that) (?P<noun>time frame|period|limit|duration|value|setting)\b")
_SUBJECT = re.compile(r"^The (?P<subject>[a-z][a-z -]{2,30}?) (?:specifies|sets|defines|controls|"
                      r"is|limits)\b")


def _resolved(clue: str, before: str) -> str:
    """``within this time frame`` -> ``within the connect timeout`` when the sentence before
    opens with "The connect timeout specifies …" (the referent the demonstrative points at)."""
    m = _THIS.search(clue)
    subject = _SUBJECT.match(before)
    if m is None or subject is None:
        return clue
    return f"{clue[:m.start()]}the {subject.group('subject')}{clue[m.end():]}"


def describe(d: Definition, page: Page, skipped: Counter[str]) -> Description | None:
    """A's description of ``d``'s name, from the first sentence of a known shape."""
    patterns = _member_patterns(d) if d.owner else _class_patterns(d)
    shapes = list(patterns)
    for text, before in _texts(page):
        if d.name not in text:
            continue
        for pattern, phrase in shapes:
            m = pattern.search(text)
            if m is None:
                continue
            clue = m.group("clue").strip()
            said = _resolved(clue, before)
            if _VAGUE.search(said) or len(said.split()) > _MAX_WORDS:
                skipped[f"{SUBTYPE}:description with a pronoun or too long"] += 1
                continue
            kind = m.groupdict().get("kind") or d.kind
            return Description(
                phrase.format(owner=d.owner.lower(), kind=kind.lower(), clue=said),
                clue,
            )
    return None


def question_for(d: Definition, phrase: str) -> str | None:
    if d.prop == "type":
        if re.search(r"\bor\b", d.value) and '"' in d.value:
            return f"What values can the {phrase.removeprefix('the ')} hold?"
        return f"What type is {phrase}?"
    if d.prop == "returns":
        return f"What does {phrase} return?"
    if d.prop == "children":
        return f"Which {d.kind} classes are direct subclasses of {phrase}?"
    if d.prop == "parent":
        return f"Which {d.kind} class is the direct parent of {phrase}?"
    return None


_PROPERTY = {"type": "type", "returns": "return type", "children": "direct subclasses",
             "parent": "parent class"}


def _shown(d: Definition) -> str:
    if d.owner:
        return f"{d.owner}.{d.name}{'()' if d.kind == 'method' else ''}"
    return d.name


def _name_bridges(a: Page, b: Page, found: list[Definition],
                  skipped: Counter[str]) -> Iterator[Candidate]:
    for d in found:
        if d.prop == "values":
            continue
        described = describe(d, a, skipped)
        if described is None:
            continue
        query = question_for(d, described.phrase)
        if query is None:
            continue
        answer = (f"{d.value} ({described.phrase} is {_shown(d)} per the {a.title} page; the "
                  f"{b.title} page gives its {_PROPERTY[d.prop]} as {d.value}).")
        yield Candidate(
            query=query, ground_truth=answer, refs=(a.ref, b.ref), subtype=SUBTYPE,
            category=a.category, key=f"{SUBTYPE}:{a.ref}:{d.name}:{d.prop}",
            evidence=(Evidence(a.ref, described.clue), Evidence(b.ref, d.snippet)),
            answer_key=d.items or (d.value,),
        )


_THERE_ARE = re.compile(r"^There (?:are|is) (?:also )?(?P<kind>[a-z][a-z ]+?) that "
                        r"(?P<clue>[^.;:]+?)\.?$")


def _resolve(page: Page, target: str, other: Page) -> tuple[str, str]:
    """(the page ``target`` names if it is ``other``, else "", the target's anchor)."""
    fragment = target.partition("#")[2]
    return resolve_link(page.ref, target, {other.ref}) or "", fragment


def _linked_values(a: Page, b: Page, found: list[Definition],
                   skipped: Counter[str]) -> Iterator[Candidate]:
    """A's "There are also <kind>s that <clue>." with links, in its section, to B's names."""
    values = [d for d in found if d.prop == "values"]
    if not values:
        return
    for section in a.parsed.sections:
        linked = {_resolve(a, link.target, b)[1].lower() for link in a.parsed.links
                  if link.heading == section.heading and _resolve(a, link.target, b)[0] == b.ref}
        chosen = [d for d in values if d.name.lower() in linked
                  or "-".join(n.lower() for n in d.group) in linked]
        groups = list(dict.fromkeys(d.group for d in chosen))
        if not groups:
            continue
        for text in _texts_of(section.blocks):
            m = _THERE_ARE.match(text)
            if m is None or not content_terms(chosen[0].kind) <= content_terms(m.group("kind")):
                continue
            clue = m.group("clue").strip()
            if _VAGUE.search(clue) or len(clue.split()) > _MAX_WORDS:
                skipped[f"{SUBTYPE}:description with a pronoun or too long"] += 1
                continue
            by_group = {d.group: d for d in chosen}
            parts = [f"{', '.join(g)}: {by_group[g].value}" for g in groups]
            yield Candidate(
                query=f"What values do the {m.group('kind')} that {clue} accept?",
                ground_truth=(f"{'; '.join(parts)} (the {a.title} page names these "
                              f"{m.group('kind')}; the {b.title} page gives their values)."),
                refs=(a.ref, b.ref), subtype=SUBTYPE, category=a.category,
                key=f"{SUBTYPE}:{a.ref}:{section.heading}:{b.ref}",
                evidence=(Evidence(a.ref, clue),
                          *(Evidence(b.ref, by_group[g].snippet) for g in groups)),
                answer_key=tuple(by_group[g].value for g in groups),
            )


def _texts_of(blocks: tuple[str, ...]) -> Iterator[str]:
    for block in blocks:
        for found in split_sentences(block):
            yield found.text.strip()


def _versioned(candidate: Candidate, found: list[Definition],
               before: dict[tuple[str, str], str] | None) -> Candidate:
    """A bridge whose value the current version of the reference page changed is rot-aware:
    asked "currently", answered with the current value (never the older page's)."""
    if before is None:
        return candidate
    asked = {d.value for d in found if d.value in candidate.answer_key}
    changed = any(before.get((d.name, d.prop)) != d.value for d in found if d.value in asked)
    if not changed:
        return candidate
    query = re.sub(r" (accept|hold|return)\?$", r" currently \1?", candidate.query)
    if query == candidate.query:
        query = re.sub(r"^(What|Which) (\w+) (is|are|do|does) ", r"\1 \2 \3 currently ",
                       candidate.query, count=1)
    return replace(candidate, query=query, subtype="rot_aware",
                   key=candidate.key.replace(SUBTYPE, "rot_aware", 1),
                   ground_truth=candidate.ground_truth.removesuffix(").") + "; current version).")


def bridge_candidates(
    kb: KnowledgeBase, skipped: Counter[str] | None = None
) -> dict[tuple[str, str], list[Candidate]]:
    """Bridge candidates by (describing page, reference page), each kept only when both
    pages are needed and no current page answers it alone; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    judge = RuleJudge()
    pages = tuple(kb.current_pages())
    out: dict[tuple[str, str], list[Candidate]] = {}
    for b in pages:
        found = definitions(b)
        if not found:
            continue
        previous = kb.previous_version(b)
        before = ({(d.name, d.prop): d.value for d in definitions(previous)}
                  if previous is not None else None)
        for a in pages:
            if a.ref == b.ref:
                continue
            for made in (*_name_bridges(a, b, found, skips),
                         *_linked_values(a, b, found, skips)):
                candidate = _versioned(made, found, before)
                if not needs_both(candidate, a, b):
                    skips[f"{SUBTYPE}:evidence on one page"] += 1
                elif all(contains_snippet(a.text, value) for value in candidate.answer_key):
                    # "raise a TimeoutException" beside "a ConnectTimeout exception is raised":
                    # the parent is guessed from page A alone, a shortcut
                    skips[f"{SUBTYPE}:describing page holds the answer"] += 1
                elif is_concatenated(candidate.query):
                    skips[f"{SUBTYPE}:two questions joined"] += 1
                elif (alone := answered_by_one(candidate, pages, judge)) is not None:
                    skips[f"{SUBTYPE}:one page answers alone ({alone})"] += 1
                else:
                    out.setdefault((a.ref, b.ref), []).append(candidate)
    return out


def checked_option_pairs(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"Which arguments do both A and B accept?" over two pages' option lists, kept when each
    page holds its own list and no current page answers alone; drops counted."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    out: list[Candidate] = []
    asked: set[tuple[str, ...]] = set()
    for candidate in option_multi_hop(kb):
        a, b = (kb.page(ref) for ref in candidate.refs)
        # the same question with other owners of the same two pages ("Which arguments do
        # both DateField and HyperlinkedIdentityField accept?" -> format, then TimeField,
        # DurationField, …): one item repeated, asked once per pair of pages
        owners = candidate.key.split(":option:", 1)[1].split("|")[:2]
        shape = candidate.query
        for owner in owners:
            shape = shape.replace(owner, "<owner>")
        repeat = (*sorted(candidate.refs), shape, *candidate.answer_key)
        if not needs_both(candidate, a, b):
            skips[f"{candidate.subtype}:options on one page"] += 1
        elif is_concatenated(candidate.query):
            skips[f"{candidate.subtype}:two questions joined"] += 1
        elif (alone := _lists_both(candidate, pages)) is not None:
            skips[f"{candidate.subtype}:one page answers alone ({alone})"] += 1
        elif repeat in asked:
            skips[f"{candidate.subtype}:same question for other owners of the same pages"] += 1
        else:
            asked.add(repeat)
            out.append(candidate)
    return out


def _lists_both(candidate: Candidate, pages: tuple[Page, ...]) -> str | None:
    """The page with a section naming both owners and every shared option, if any (it could
    answer the pair alone). The section-level term judge is no test here: the owners' names and the
    option names are the question's only terms, and a page listing one owner's options
    always covers most of them."""
    owners = candidate.key.split(":option:", 1)[1].split("|")
    for page in pages:
        for section in page.parsed.sections:
            if all(contains_snippet(section.text, name)
                   for name in (*owners, *candidate.answer_key)):
                return page.ref
    return None
