"""Multi-hop bridges through a class a guide's section uses.

A guide's section uses one class by name (``DecimalField``, ``SessionMiddleware``) and
says nothing of what it takes; the class's reference page lists its arguments or
attributes under its own heading (:mod:`shared.kb.reference_sections`). Naming the class
only by the guide's section needs both pages by construction (the guide says *which*
class, the reference page what it accepts), the shape :mod:`shared.kb.command_bridges`
asks of a command:

- *Which attributes does the view mentioned in the Pagination guide's section on setup
  have?* (the whole documented list);
- *What is the default lookup_field of the view mentioned in …?* (the first option with a
  short default the guide's section does not state).

The class is called by its kind, the last word of its name (``field``, ``middleware``,
``view``; ``class`` for a one-word name). Kept only when the section's prose names exactly
one documented class and no other class of that kind, not as another project's ("Django's
stock ``ImageField``"); the section's heading is the only one of its words on the page
(three "Setup" sections name none); the section is not a changelog's and does not list the
options itself; the class's own reference section does not already say the section's topic
(the reference page alone would answer); and the generic checks pass
(:func:`shared.kb.admit.admit`). Every drop is counted.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.described_bridges import guide_section, links_to, one_page_reason, topic_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.markdown import Section
from shared.kb.options import Option, OptionGroup
from shared.kb.reference_sections import all_option_groups
from shared.kb.release_bridges import releases

__all__ = ["class_bridges", "kind_of"]

_CLASS = re.compile(r"^(?:[A-Z][a-z0-9]+)+(?:[A-Z]+[a-z0-9]*)*$")
_CAMEL = re.compile(r"(?<![\w.])(?P<name>[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)(?![\w])")
_MIN_OPTIONS = 2


def kind_of(name: str) -> str:
    """The kind a class name says it is: ``DecimalField`` -> ``field``, ``GenericAPIView``
    -> ``view``; ``class`` for a name of one word (``Response``)."""
    parts: list[str] = re.findall(r"[A-Z][a-z0-9]+|[A-Z]+(?![a-z])", name)
    if len(parts) < 2 or not parts[-1][1:].islower():
        return "class"
    return parts[-1].lower()


def _classes(kb: KnowledgeBase) -> dict[str, tuple[Page, OptionGroup]]:
    """Each class whose options exactly one current page lists, by name."""
    found: dict[str, list[tuple[Page, OptionGroup]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            if _CLASS.match(group.owner) and len(group.options) >= _MIN_OPTIONS:
                found.setdefault(group.owner, []).append((page, group))
    return {name: homes[0] for name, homes in found.items() if len(homes) == 1}


def _plain_default(option: Option, section_text: str) -> bool:
    """A default short enough to be an answer (``'pk'``, ``False``), not a pointer to a
    setting ("the same value as …"), and not stated by the guide's section already."""
    default = option.default
    return (default is not None and len(default.split()) <= 3
            and not default.lower().startswith(("the ", "same ", "using "))
            and not contains_snippet(section_text, default))


def _questions(a: Page, b: Page, where: tuple[Section, str], name: str, group: OptionGroup,
               subtype: str) -> list[Candidate]:
    """The list of the class's options, and the default of its first option with a plain
    default, each asked of "the <kind> mentioned in <the guide's section>"."""
    section, topic = where
    kind = kind_of(name)
    phrase = f"the {kind} mentioned in {guide_section(a.title, topic)}"
    because = f"the {a.title} page's section on {topic} uses {name}"
    heading = " ".join(section.heading.split())
    names = group.names
    verb = "have" if group.kind in ("attributes", "settings") else "accept"
    out = [Candidate(
        query=f"Which {group.kind} does {phrase} {verb}?",
        ground_truth=f"{', '.join(names)} ({because}; the {b.title} page lists its {group.kind}).",
        refs=(a.ref, b.ref), subtype=subtype, category=b.category,
        key=f"{subtype}:class:{a.ref}:{heading}:list",
        evidence=(Evidence(a.ref, heading), *(Evidence(b.ref, o.item) for o in group.options)),
        answer_key=names,
    )]
    option = next((o for o in group.options if _plain_default(o, section.text)), None)
    if option is not None and option.default is not None:
        out.append(Candidate(
            query=f"What is the default {option.name} of {phrase}?",
            ground_truth=(f"{option.default} ({because}; the {b.title} page gives the default "
                          f"of its {option.name})."),
            refs=(a.ref, b.ref), subtype=subtype, category=b.category,
            key=f"{subtype}:class:{a.ref}:{heading}:{option.name}",
            evidence=(Evidence(a.ref, heading), Evidence(b.ref, option.item)),
            answer_key=(option.default,),
        ))
    return out


def class_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"Which arguments does the field mentioned in …'s section on … accept?" over every
    guide section naming one documented class; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    classes = _classes(kb)
    if not classes:
        return []
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        if releases(a):
            continue  # a changelog's "Fixed"/"Added" sections have no topic to name a class by
        for section in a.parsed.sections:
            heading = " ".join(section.heading.split())
            topic = topic_of(heading) if heading != a.title else None
            if topic is None:
                continue
            prose = " ".join(section.blocks)
            named = {m.group("name") for m in _CAMEL.finditer(prose)}
            used = named & classes.keys()
            if len(used) != 1:
                continue
            name = used.pop()
            b, group = classes[name]
            kind = kind_of(name)
            subtype = "hub_to_detail" if links_to(a, b) else "cross_category"
            if _CAMEL.search(heading) and b.base != a.base:
                # "the view mentioned in the section on GenericViewSet": the heading's own
                # class is read as the one meant
                skips[f"{subtype}:section heading names a class"] += 1
                continue
            if sum(" ".join(s.heading.split()) == heading for s in a.parsed.sections) > 1:
                # three "Setup" sections on one page: "the section on setup" names none
                skips[f"{subtype}:section heading repeated on the page"] += 1
                continue
            if re.search(rf"\b[A-Z][\w-]*'s (?:\w+ ){{0,2}}`?{re.escape(name)}\b", section.text):
                # "Django's stock ImageField": another project's class of the same name
                skips[f"{subtype}:name belongs to another project"] += 1
                continue
            if kind != "class" and any(kind_of(n) == kind for n in named - {name}):
                skips[f"{subtype}:section names other classes of the kind"] += 1
                continue
            own = " ".join(s.text for s in b.parsed.sections if s.heading.strip("` ") == name)
            reason = one_page_reason(a, b, section.text, group.names, topic, own, "class", "topic")
            if reason:
                skips[f"{subtype}:{reason}"] += 1
            else:
                for candidate in _questions(a, b, (section, topic), name, group, subtype):
                    twice = repeated(seen, "same class twice from one page", candidate.query,
                                     f"{a.ref}:{name}:{candidate.key.split(':')[-1]}")
                    if admit(candidate, (a, b), pages, judge, skips, before=(twice,)):
                        seen.update((candidate.query,
                                     f"{a.ref}:{name}:{candidate.key.split(':')[-1]}"))
                        out.append(candidate)
    return out
