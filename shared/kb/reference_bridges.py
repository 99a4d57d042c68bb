"""Multi-hop bridges through a documented name a guide's section uses.

A guide's section uses one name a reference page defines (an exception class, an
environment variable, a class member) and does not state the property the reference page
gives (its parent class, its subclasses, its valid values, its type). Naming the thing by
the guide's section needs both pages by construction:

- *Which exception class is the direct parent of the exception mentioned in the Timeouts
  guide's section on fine tuning the configuration?*
- *What values does the environment variable mentioned in the Proxies guide's section on
  environment variables accept?*

A name is used when the section's prose writes it as code would: a class or an
upper-case name whole (``ConnectTimeout``, ``NO_PROXY``), a member after a dot
(``response.history``). Kept only when the section uses exactly one defined name, the
section does not hold the answer, the name's reference text does not already say the
section's topic, and no current page answers alone; drops counted.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.bridges import question_for
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.definitions import Definition, definitions
from shared.kb.described_bridges import guide_section, links_to, topic_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.terms import content_terms

__all__ = ["reference_bridges"]

_PROPS = ("parent", "children", "values", "type", "returns")


def _used(d: Definition) -> re.Pattern[str]:
    """A member after its owner's name as a variable or class (``response.status_code``,
    ``Response.status_code``; ``client.aclose()`` is no Response method); any other name
    whole."""
    if d.owner:
        owner = re.escape(d.owner)
        return re.compile(rf"(?<![\w.])(?:{owner}|{owner.lower()})\.{re.escape(d.name)}\b")
    return re.compile(rf"(?<![\w.-]){re.escape(d.name)}(?![\w-])")


_MEMBER = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\.([A-Za-z_]\w*)")


def _other_members(d: Definition, prose: str) -> bool:
    """True when the prose uses another member of the same object (``response.is_ok`` and
    ``response.is_success`` beside ``response.status_code``): the section is about more
    than the one defined name."""
    if not d.owner:
        return False
    owners = {d.owner, d.owner.lower()}
    return any(m.group(1) in owners and m.group(2) != d.name for m in _MEMBER.finditer(prose))


def _phrase(d: Definition, topic: str, page: Page) -> str:
    kind = f"{d.owner} {d.kind}" if d.owner else d.kind
    return f"the {kind} mentioned in {guide_section(page.title, topic)}"


def reference_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None
                      ) -> list[Candidate]:
    """Bridge candidates (guide, reference page) through a name the guide's section uses."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    defined: dict[str, list[Definition]] = {}
    for page in pages:
        for d in definitions(page):
            if d.prop in _PROPS:
                defined.setdefault(f"{d.owner}.{d.name}", []).append(d)
    if not defined:
        return []
    patterns = {key: _used(ds[0]) for key, ds in defined.items()}
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        for section in a.parsed.sections:
            heading = " ".join(section.heading.split())
            topic = topic_of(heading) if heading != a.title else None
            if topic is None:
                continue
            prose = " ".join(section.blocks)
            used = [key for key, pattern in patterns.items() if pattern.search(prose)]
            if len(used) != 1:
                continue
            if _other_members(defined[used[0]][0], prose):
                skips["cross_category:section uses other members of the object"] += 1
                continue
            for d in defined[used[0]]:
                b = kb.page(d.ref)
                subtype = "hub_to_detail" if links_to(a, b) else "cross_category"
                query = question_for(d, _phrase(d, topic, a))
                key = d.items or (d.value,)
                terms = content_terms(topic)
                if query is None:
                    continue
                if b.base == a.base:
                    skips[f"{subtype}:name on its reference page"] += 1
                elif all(contains_snippet(section.text, value) for value in key):
                    skips[f"{subtype}:describing page holds the answer"] += 1
                elif terms and len(terms & content_terms(d.snippet)) / len(terms) > 0.5:
                    skips[f"{subtype}:reference page states the topic"] += 1
                else:
                    candidate = Candidate(
                        query=query,
                        ground_truth=(f"{d.value} (the {a.title} page's section on {topic} "
                                      f"uses {d.name}; the {b.title} page gives its "
                                      f"{d.prop} as {d.value})."),
                        refs=(a.ref, b.ref), subtype=subtype, category=b.category,
                        key=f"{subtype}:reference:{a.ref}:{heading}:{d.name}:{d.prop}",
                        evidence=(Evidence(a.ref, heading), Evidence(b.ref, d.snippet)),
                        answer_key=key,
                    )
                    twice = repeated(seen, "same question twice", query)
                    if admit(candidate, (a, b), pages, judge, skips, before=(twice,)):
                        seen.add(query)
                        out.append(candidate)
    return out
