"""Multi-hop comparisons of two counterpart options' defaults, each on its own reference page.

A configuration reference split by unit documents one setting for several owners, each on
its own page, under dotted names that differ only by their namespace::

    ## server.port                      (config/server-options.md)
    - **Default:** `5173`
    Specify server port. ...
    ## preview.port                     (config/preview-options.md)
    - **Default:** `4173`
    Specify server port. ...

*Which has the higher default, server.port or preview.port?* needs both pages: each states
one side. Likewise two list defaults (``resolve.mainFields`` on the shared options page,
``ssr.resolve.mainFields`` on the SSR page): *Which value is in resolve.mainFields's
default but not in ssr.resolve.mainFields's?* -> ``'browser'``.

Counterparts: two dotted names ending in the same key (``port``; ``resolve.mainFields``)
under different namespaces, on two current pages of different base names, whose sections
say what they are in the same words (the first sentence after the Type/Default lines
shares most content words: ``build.target`` "Browser compatibility target …" and
``ssr.target`` "Build target for the SSR server." are two different things and are
refused). Asked only when both defaults are numbers (which is higher) or both are literal
lists one of which holds exactly the values the other lacks (one value missing); a default
naming another option (``preview.strictPort`` defaults to ``server.strictPort``), a default
with a condition ("… for ssr.target === 'webworker'") or two equal defaults are refused.
Every refusal is counted by reason; the generic checks of :func:`shared.kb.admit.admit`
(both pages needed, no page answering alone) run last. Subtype ``comparative``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import option_groups
from shared.kb.terms import content_terms

__all__ = ["Counterpart", "counterpart_defaults", "counterparts"]

_SUBTYPE = "comparative"
_DOTTED = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$")
_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
_LIST = re.compile(r"^\[(?P<items>[^\[\]]*)\](?:\s*\(\w+\))?$")
"""A literal list, optionally followed by the name of the constant holding it
(``['browser', 'module'] (defaultClientMainFields)``)."""
_ITEM = re.compile(r"^(?P<q>['\"])[^'\"]+(?P=q)$")
_ATTRIBUTE_LINE = re.compile(r"^\**(?:type|default|related|experimental|deprecated)\b",
                             re.IGNORECASE)
_SAME_WORDS = 0.6
"""Share of content words two purposes must have in common to describe one thing."""
_MAX_WORDS = 30


@dataclass(frozen=True, slots=True)
class Counterpart:
    """A dotted option with its stated default, its page and what its section says it is."""

    name: str
    default: str
    item: str
    """The text stating the default (the evidence)."""
    purpose: str
    page: Page


def _purpose(page: Page, name: str) -> str:
    """The first sentence of ``name``'s section after its attribute lines ("" if none)."""
    for section in page.parsed.sections:
        if section.heading.strip().strip("`").split(" ")[0].strip("`") != name:
            continue
        for block in section.blocks:
            if not _ATTRIBUTE_LINE.match(block.strip().lstrip("-* ")):
                return block.split(". ")[0].strip()
    return ""


def counterparts(kb: KnowledgeBase) -> list[Counterpart]:
    """The dotted options of the current pages that state one default."""
    out: list[Counterpart] = []
    for page in kb.current_pages():
        seen: Counter[str] = Counter()
        found: dict[str, Counterpart] = {}
        for group in option_groups(page):
            for option in group.options:
                if option.default and _DOTTED.match(option.name):
                    seen[option.name] += 1
                    found[option.name] = Counterpart(
                        option.name, option.default.strip().strip("`"),
                        option.default_said or option.item, _purpose(page, option.name), page)
        out.extend(c for name, c in found.items() if seen[name] == 1)
    return out


def _shared_key(a: str, b: str) -> str | None:
    """The key two names end in under different namespaces (``port`` of ``server.port`` and
    ``preview.port``; ``resolve.mainFields`` of it and ``ssr.resolve.mainFields``)."""
    pa, pb = a.split("."), b.split(".")
    common = 0
    while common < min(len(pa), len(pb)) and pa[-1 - common] == pb[-1 - common]:
        common += 1
    if common == 0 or common == max(len(pa), len(pb)) == min(len(pa), len(pb)):
        return None
    return ".".join(pa[len(pa) - common:])


def _items(value: str) -> list[str] | None:
    match = _LIST.match(value)
    if match is None:
        return None
    items = [i.strip() for i in match.group("items").split(",") if i.strip()]
    return items if items and all(_ITEM.match(i) for i in items) else None


def _question(a: Counterpart, b: Counterpart, skips: Counter[str]
              ) -> tuple[str, str, tuple[str, ...]] | None:
    """(query, answer, answer key) for the pair, or None (counted). The key holds both
    options and their defaults: a page answers alone only when it states both."""
    if a.default == b.default:
        skips[f"{_SUBTYPE}:counterparts with one default"] += 1
        return None
    if _NUMBER.match(a.default) and _NUMBER.match(b.default):
        high, low = sorted((a, b), key=lambda c: float(c.default), reverse=True)
        return (f"Which has the higher default, {a.name} or {b.name}?",
                f"{high.name} ({high.default}, against {low.default}).",
                (high.name, high.default, low.name, low.default))
    ia, ib = _items(a.default), _items(b.default)
    if ia is None or ib is None:
        skips[f"{_SUBTYPE}:counterpart default neither a number nor a literal list"] += 1
        return None
    for more, less, extra in ((a, b, [i for i in ia if i not in ib]),
                              (b, a, [i for i in ib if i not in ia])):
        if len(extra) == 1:
            return (f"Which value is in the default of {more.name} but not in the default of "
                    f"{less.name}?",
                    f"{extra[0]} (only {more.name}'s default lists it).",
                    (extra[0], more.name, more.default, less.name, less.default))
    skips[f"{_SUBTYPE}:counterpart lists differ by more than one value"] += 1
    return None


def counterpart_defaults(kb: KnowledgeBase, skipped: Counter[str] | None = None
                         ) -> list[Candidate]:
    """Comparisons of counterpart options' defaults on two pages; drops counted."""
    skips = skipped if skipped is not None else Counter()
    found = counterparts(kb)
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    for a, b in combinations(found, 2):
        if a.page.base == b.page.base or _shared_key(a.name, b.name) is None:
            continue
        ta, tb = content_terms(a.purpose), content_terms(b.purpose)
        if not ta or not tb or len(ta & tb) / len(ta | tb) < _SAME_WORDS:
            skips[f"{_SUBTYPE}:counterpart names, sections describe two things"] += 1
            continue
        if any(_DOTTED.match(c.default.strip("`'\"")) for c in (a, b)):
            skips[f"{_SUBTYPE}:counterpart default names another option"] += 1
            continue
        asked = _question(a, b, skips)
        if asked is None:
            continue
        query, answer, key = asked
        if len(query.split()) > _MAX_WORDS:
            skips[f"{_SUBTYPE}:question over {_MAX_WORDS} words"] += 1
            continue
        made = Candidate(
            query=query, ground_truth=answer, refs=(a.page.ref, b.page.ref), subtype=_SUBTYPE,
            category=a.page.category, key=f"{_SUBTYPE}:counterparts:{a.name}|{b.name}",
            evidence=(Evidence(a.page.ref, a.item), Evidence(b.page.ref, b.item)),
            answer_key=key, template="counterpart_defaults")
        if admit(made, (a.page, b.page), pages, judge, skips):
            out.append(made)
    return out
