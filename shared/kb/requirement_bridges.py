"""Multi-hop bridges through a stated requirement: "the middleware that requires itsdangerous".

Python documentation lists what each optional dependency is for, usually on an overview
or installation page::

    * itsdangerous - Required for SessionMiddleware support.
    * jinja2 - Required if you want to use Jinja2Templates.

The reference page of the named class lists its arguments and their defaults but does not
repeat the dependency. A question that names the class only by its requirement needs both
pages by construction: the overview says *which* class needs the package, the reference
page says what that class takes (2WikiMultiHopQA's compositional "When did the director of
film X die?"):

- *Which arguments does the middleware that requires itsdangerous accept?*
- *What is the default max_age of the middleware that requires itsdangerous?*

The generic multi-hop checks then apply (:func:`shared.kb.bridges` does the same for
described names): each page holds evidence the other lacks, the overview page does not
hold the answer, the query is one question, and no current page answers it alone (a
reference page that also names the package answers it, and the candidate is dropped and
counted).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from functools import partial

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import OptionGroup
from shared.kb.phrasing import join_items
from shared.kb.reference_sections import all_option_groups

__all__ = ["Requirement", "requirement_bridges", "requirements"]

SUBTYPE = "cross_category"
"""Two topics (installation, a component's reference) joined by a hidden dependency."""

_REQUIRED = re.compile(
    r"^(?P<package>[A-Za-z][\w.-]*(?:\[[\w,-]+\])?)\s*(?:-|–|—|:)\s*Required "
    r"(?:for (?:the )?(?P<a>[A-Za-z_][\w.]*)(?: support)?"
    r"|if you (?:want|wish|need) to use (?:the )?(?P<b>[A-Za-z_][\w.]*))\.?$"
)


class Requirement:
    """One "<package> - Required for <name>" line of an overview page."""

    __slots__ = ("name", "package", "text")

    def __init__(self, package: str, name: str, text: str) -> None:
        self.package = package
        self.name = name
        self.text = text


def requirements(page: Page) -> list[Requirement]:
    """The page's requirement lines whose named thing is a code name (``SessionMiddleware``,
    ``Jinja2Templates``), not prose ("form parsing")."""
    out: list[Requirement] = []
    for item_list in page.parsed.lists:
        for item in item_list.items:
            m = _REQUIRED.match(item.strip())
            if m is None:
                continue
            name = (m.group("a") or m.group("b") or "").rstrip(".")
            if re.search(r"[A-Z]\w*[a-z]|\.", name[1:]) or re.match(r"^[A-Z][a-z]+[A-Z]", name):
                out.append(Requirement(m.group("package"), name, item.strip()))
    return out


def _kind(name: str) -> str:
    if name.endswith("Middleware"):
        return "middleware"
    if "." in name:
        return "method"
    return "class"


def _questions(req: Requirement,
               group: OptionGroup) -> Iterator[tuple[str, str, str, tuple[str, ...]]]:
    """(query, answer, evidence on the reference page, answer key) per question."""
    thing = f"the {_kind(req.name)} that requires {req.package}"
    names = group.names
    if len(names) >= 2:
        yield (f"Which {group.kind} does {thing} accept?", f"{join_items(names)}.",
               group.options[0].item, names)
    for option in group.options:
        if option.default is None:
            continue
        yield (f"What is the default {option.name} of {thing}?", f"{option.default}.",
               option.default_said or option.item, (option.default,))


def _gives(query: str, group: OptionGroup) -> str:
    if query.startswith("Which "):
        return f"its {group.kind}"
    name = query.removeprefix("What is the default ").split(" of ", 1)[0]
    return f"the default of its {name} {group.kind.removesuffix('s')}"


def _shortcut(query: str, group: OptionGroup, key: tuple[str, ...],
              groups: dict[tuple[str, str], tuple[Page, OptionGroup]]) -> str | None:
    """Why the reference page alone answers, if it does: the asked option (or, for the list,
    the kind of thing) belongs to one documented owner only, so the question identifies the
    owner without the requirement."""
    others = [g for (_, _), (_, g) in groups.items() if g.owner != group.owner]
    if query.startswith("Which "):
        if not any(_kind(g.owner) == _kind(group.owner) for g in others):
            return f"only one {_kind(group.owner)} lists {group.kind} (shortcut)"
        return None
    name = query.removeprefix("What is the default ").split(" of ", 1)[0]
    rivals = [g.option(name) for g in others if g.option(name) is not None]
    if not any(o is not None and o.default is not None and o.default != key[0] for o in rivals):
        return "the option's default is unique to one owner (shortcut)"
    return None


def requirement_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """Bridge candidates (overview page, reference page), each kept only when both pages are
    needed and no current page answers it alone; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    judge = RuleJudge()
    pages = tuple(kb.current_pages())
    groups = {(g.owner, page.ref): (page, g) for page in pages for g in all_option_groups(page)
              if g.owner and g.kind in ("arguments", "parameters", "options", "attributes")}
    out: list[Candidate] = []
    for a in pages:
        for req in requirements(a):
            for (owner, ref), (b, group) in groups.items():
                if owner != req.name or ref == a.ref:
                    continue
                for query, answer, snippet, key in _questions(req, group):
                    candidate = Candidate(
                        query=query,
                        ground_truth=(f"{answer.removesuffix('.')} (the {a.title} page says "
                                      f"{req.package} is required for {req.name}; the "
                                      f"{b.title} page gives {_gives(query, group)})."),
                        refs=(a.ref, b.ref), subtype=SUBTYPE, category=b.category,
                        key=f"{SUBTYPE}:requires:{a.ref}:{req.package}:{query}",
                        evidence=(Evidence(a.ref, req.text), Evidence(b.ref, snippet)),
                        answer_key=key,
                    )
                    if admit(candidate, (a, b), pages, judge, skips,
                             one_page=f"requirement and {group.kind} on one page",
                             between=(partial(_overview_holds, a, key),),
                             after=(partial(_names_requirement, b, req.package),
                                    partial(_shortcut, query, group, key, groups)),
                             judged=replace(candidate, answer_key=(*key, req.package))):
                        out.append(candidate)
    return out


def _overview_holds(a: Page, key: tuple[str, ...]) -> str | None:
    """Why a requirement bridge is a shortcut when the overview page holds every answer value."""
    if all(contains_snippet(a.text, value) for value in key):
        return "overview page holds the answer"
    return None


def _names_requirement(b: Page, package: str) -> str | None:
    """Why a requirement bridge is a shortcut when the reference page names the package."""
    if re.search(rf"\b{re.escape(package)}\b", b.text):
        return "reference page names the requirement"
    return None
