"""Negative (unanswerable) question templates: lexical traps built from an anchor page.

Each candidate reuses the anchor's own words (items, rows, procedures, labels) and
asks for a detail the template names through *gap terms*; validation
(:mod:`shared.kb.negative_check`) keeps it only when no page holds those terms
together and the question stays close to the anchor in embedding space.

A question reads as a customer would ask it: it never names a page ("… on the X page"),
never asks about a year the KB has no history for, and never asks about an item the page
lists as excluded ("Items we cannot ship abroad"), whose premise the KB refutes.
``cross_category_gap`` is written for documentation only, from named things: two options of
one command no page uses together (:mod:`shared.kb.negative_pairs`) or an option and a
setting sharing a rare name part (:mod:`shared.kb.negative_aspects`); a free "How does X
affect Y" over two unlinked topics is not a question a reader asks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from random import Random

from shared.kb.candidates import REFUSAL, Candidate, KbContext
from shared.kb.candidates import refusal_candidate as _make
from shared.kb.definitions import definitions
from shared.kb.inverse_procedures import inverse_procedures
from shared.kb.knowledge_base import Page
from shared.kb.negative_aspects import aspect_negatives
from shared.kb.negative_classes import class_negatives, component_classes
from shared.kb.negative_commands import command_negatives
from shared.kb.negative_config import config_negatives
from shared.kb.negative_dependencies import dependency_negatives
from shared.kb.negative_pairs import option_pair_negatives
from shared.kb.negative_policy import is_policy_kb, policy_negatives
from shared.kb.negative_policy_gaps import policy_gap_negatives
from shared.kb.negative_policy_pages import policy_page_negatives
from shared.kb.negative_settings import setting_negatives
from shared.kb.negative_values import value_negatives
from shared.kb.option_questions import option_negatives
from shared.kb.phrasing import lower_phrase, procedure_goal
from shared.kb.table_questions import table_name
from shared.kb.tables import cell_range

__all__ = ["NEGATIVE_SUBTYPES", "REFUSAL", "RULE_NEGATIVE_SUBTYPES", "documented_things",
           "is_shop_kb", "negative_candidates"]

"""The ground truth of every negative query, exactly as the SRS writes it."""

NEGATIVE_SUBTYPES: tuple[str, ...] = (
    "adjacent_topic",
    "missing_data",
    "out_of_scope_procedure",
    "cross_category_gap",
)
"""The four negative subtypes of the SRS."""

_Groups = tuple[tuple[str, ...], ...]
_ATTRIBUTES: dict[str, tuple[tuple[str, _Groups], ...]] = {
    "payments": (
        ("processing fee", (("processing fee", "fee", "surcharge"),)),
        ("daily spending limit", (("daily", "per day"), ("limit", "maximum", "cap"))),
        ("foreign transaction fee", (("foreign", "international", "currency conversion"),)),
    ),
    "shipping_delivery": (
        ("insurance cost", (("insurance", "insured"),)),
        ("signature requirement", (("signature",),)),
        ("carbon-neutral delivery option", (("carbon", "neutral", "offset"),)),
    ),
    "returns_refunds": (
        ("price-match guarantee", (("price match", "price-match", "match"),)),
        ("warranty period", (("warranty",),)),
        ("refund processing fee", (("processing fee",),)),
    ),
    "loyalty_rewards": (
        ("annual membership fee", (("membership fee", "annual fee"),)),
        ("family sharing option", (("family", "household", "sharing"),)),
        ("points cap", (("cap", "maximum points", "limit"),)),
    ),
}
_DEFAULT_ATTRIBUTES: tuple[tuple[str, _Groups], ...] = (
    ("warranty period", (("warranty",),)),
    ("tax-exempt option", (("tax exempt", "tax-exempt", "exemption"),)),
    ("weekend surcharge", (("weekend", "saturday", "sunday"), ("surcharge", "fee", "extra"))),
)
# Only cases that change who may run the procedure or where it starts: the documented steps
# begin "sign in to your account", so another customer's order or a guest checkout is
# really not covered. A gift, a bundle or an APO address changes nothing about dropping a
# parcel off, so the general steps would answer those (the reviewer's rule).
_QUALIFIERS: tuple[tuple[str, _Groups], ...] = (
    ("on behalf of another customer", (("on behalf", "another customer", "someone else",
                                        "another member", "another account"),)),
    ("for an order placed by phone", (("by phone", "phone order", "over the phone"),)),
    ("if I checked out as a guest", (("guest",),)),
)
_SHAREABLE = re.compile(r"\b(?:card number|tracking number|PIN|code|password)\b")
_SOMEONE_ELSES = re.compile(r"\b(?:order|item|return|exchange)\b")
_OWN_ACCOUNT = re.compile(r"\b(?:your account|sign in|order page|Orders|the order)\b",
                          re.IGNORECASE)
_GENERIC_TITLE_WORDS = frozenset(
    {"page", "policy", "faq", "guide", "overview", "help", "center", "information", "method"}
)
_VERBS = {"create", "write", "refer", "take", "pick", "sign", "open", "select", "ask", "keep"}
_ZONE = re.compile(r"^(Zone\s+)([A-Y])$")
_EXCLUDED = re.compile(
    r"\b(?:cannot|can't|not|never|no|prohibited|restricted|excluded|exceptions?)\b", re.I
)


_KIND_HEADERS = frozenset({"tier", "plan", "level", "membership", "method", "option", "card"})
_PLACE_HEADERS = frozenset({"country", "destination", "region", "territory", "state"})


def _items(page: Page) -> list[tuple[str, str]]:
    """Named things of a page (list items, table row keys) with the header of their column
    (empty for list items): no ranges, amounts or actions."""
    items = [
        (item, "") for lst in page.parsed.lists
        if not lst.navigation and not _EXCLUDED.search(lst.heading) for item in lst.items
    ]
    items += [(row[0], table.headers[0] if table.headers else "")
              for table in page.parsed.tables for row in table.rows]  # fmt: skip
    kept: list[tuple[str, str]] = []
    for item, header in items:
        words = item.split()
        if not 1 <= len(words) <= 4 or ":" in item or cell_range(item) is not None:
            continue
        if not item[:1].isalpha() or words[0].lower() in _VERBS:
            continue
        if words[-1].lower().endswith("ed") or words[-1].lower() in ("delivery", "transit"):
            continue  # a status ("Packed", "Out for delivery"), not a thing with a price
        kept.append((item, header))
    return kept


def item_phrase(item: str, header: str, context: KbContext) -> str:
    """An item as a customer names it after "for": ``the Bronze tier``, ``shipping to
    Germany``, ``a credit or debit card``; a name the KB capitalises keeps its case."""
    words = item.split()
    named = all(w[:1].isupper() for w in words) or (len(words) == 1 and not any(
        re.search(rf"\b{re.escape(item.lower())}\b", p.text) for p in context.kb.current_pages()))
    phrase = item if named else lower_phrase(item)
    kind = header.strip().lower()
    if kind in _KIND_HEADERS and kind not in phrase.lower():
        return f"the {phrase} {kind}"
    if kind in _PLACE_HEADERS:
        return f"shipping to {phrase}"
    if not named and not re.match(r"^(?:a|an|the)\b", phrase, re.I):
        article = "an" if phrase[:1].lower() in "aeiou" else "a"
        plural = phrase.split()[-1].endswith("s")
        return phrase if plural or len(phrase.split()) > 4 else f"{article} {phrase}"
    return phrase


_RELEASE: tuple[str, _Groups] = (
    "In which release was {thing} added?",
    (("added in", "introduced in", "new in", "since version", "since release", "add", "added",
      "adds", "introduce", "introduced", "new"),),
)
_THREADS: tuple[str, _Groups] = (
    "Is {thing} thread-safe?", (("thread-safe", "thread safe", "threads", "thread"),),
)


def is_shop_kb(context: KbContext) -> bool:
    """True when some page belongs to a shop category (payments, shipping, returns, loyalty)."""
    return any(page.category in _ATTRIBUTES for page in context.current())


def documented_things(page: Page) -> list[tuple[str, str, tuple[tuple[str, _Groups], ...]]]:
    """(phrase, name, asks) for what a reference page documents: the release that added a
    name its lists define (``the ReadTimeout exception``, ``the NO_PROXY environment
    variable``), and whether a class with documented members (``Client``) is thread-safe."""
    things: dict[str, tuple[str, tuple[tuple[str, _Groups], ...]]] = {}
    for defined in definitions(page):
        if defined.owner:
            things.setdefault(defined.owner, (defined.owner, (_THREADS,)))
        elif defined.prop in ("parent", "values"):
            things.setdefault(f"the {defined.name} {defined.kind}", (defined.name, (_RELEASE,)))
    return [(phrase, name, asks) for phrase, (name, asks) in things.items()]


def adjacent_topic(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A documented item of the anchor with an attribute the KB never states.

    In a shop KB the items are the page's list items and table rows with shop attributes
    (a fee, a limit); in a documentation KB they are the names a reference page defines,
    asked what documentation often leaves out (the release that added it, whether a class
    is thread-safe). A bullet such as ``def .json() - Any`` is no item of a question, and a
    prose page of a documentation KB has no adjacent-topic candidates.
    """
    if not is_shop_kb(context):
        return [
            _make(page, "adjacent_topic", ask.format(thing=phrase),
                  f"{page.ref}:{name}:{ask}", (*groups, (name,)),
                  template="release_added" if ask is _RELEASE[0] else "thread_safe")
            for phrase, name, asks in documented_things(page)
            for ask, groups in asks
        ]
    out: list[Candidate] = []
    for item, header in _items(page):
        for attribute, groups in _ATTRIBUTES.get(page.category, _DEFAULT_ATTRIBUTES):
            out.append(
                _make(
                    page, "adjacent_topic",
                    f"What is the {attribute} for {item_phrase(item, header, context)}?",
                    f"{page.ref}:{item}:{attribute}",
                    (*groups, (item,)),
                    template=f"attribute:{attribute}",
                )
            )
    return out


def missing_data(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A table row or column past the documented ones, or the default of a setting whose
    reference section gives only its valid values (``What is the default value of the
    NO_PROXY environment variable?``)."""
    out: list[Candidate] = []
    for table in page.parsed.tables:
        name = table_name(table, page)
        ranges = [cell_range(row[0]) for row in table.rows]
        if ranges and all(r is not None for r in ranges):
            top = max(r[1] for r in ranges if r is not None)
            unit = table.rows[-1][0].split()[-1] if table.rows[-1][0].split() else ""
            if not math.isinf(top) and unit.isalpha():
                beyond = f"{math.ceil(top * 1.5):g} {unit}".strip()
                out.append(
                    _make(
                        page, "missing_data",
                        f"How much does {name} cost for a {beyond} package to "
                        f"{table.headers[-1]}?",
                        f"{page.ref}:{table.heading}:beyond",
                        ((beyond, f"{math.ceil(top * 1.5):g}"),),
                    )
                )
        last = _ZONE.match(table.headers[-1])
        if last is not None:
            extra = f"{last.group(1)}{chr(ord(last.group(2)) + 1)}"
            row = rng.choice(table.rows)
            out.append(
                _make(
                    page, "missing_data",
                    f"What is the {name} price for a package weighing "
                    f"{lower_phrase(row[0])} to {extra}?",
                    f"{page.ref}:{table.heading}:{extra}",
                    ((extra,),),
                )
            )
        for row in table.rows:
            zone = _ZONE.match(row[0])
            if zone is not None and row is table.rows[-1]:
                extra = f"{zone.group(1)}{chr(ord(zone.group(2)) + 1)}"
                out.append(
                    _make(
                        page, "missing_data",
                        f"What is the {lower_phrase(table.headers[-1])} for {extra}?",
                        f"{page.ref}:{table.heading}:{extra}",
                        ((extra,),),
                    )
                )
    for defined in definitions(page):
        # "Valid values: a filename" says what a setting takes, never what it is unset
        if defined.prop == "values" and defined.name == defined.group[0]:
            out.append(
                _make(
                    page, "missing_data",
                    f"What is the default value of the {defined.name} {defined.kind}?",
                    f"{page.ref}:{defined.name}:default",
                    (("default", "defaults", "unset"), defined.group),
                )
            )
    return out


def out_of_scope_procedure(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """A documented procedure asked for a case that changes who may run it (another
    customer's order, a phone order, a guest checkout), in a help-centre KB only.

    Only procedures that start from the customer's own account or order page: dropping a
    parcel at a store is the same for anyone, and a procedure run with something a person
    can hand over (a card number and PIN, a tracking number, a code) is followed as written
    by whoever holds it, so the general steps would answer the question.
    """
    out: list[Candidate] = []
    if not is_shop_kb(context):
        # "How do I read the environment on Windows?": an OS, device or language tacked onto
        # an API procedure changes nothing about it, so the general section answers it; the
        # task's undocumented inverse is the procedure documentation leaves out
        return inverse_procedures(page, context, context.negative_skipped)
    goals = [g for p in page.parsed.procedures if (g := procedure_goal(p.heading)) is not None
             and not any(_SHAREABLE.search(step) for step in p.steps)
             and any(_OWN_ACCOUNT.search(step) for step in p.steps)]
    cases = _QUALIFIERS
    # "Shipping FAQ" reads as a how-to heading ("ship FAQ") but names a document genre
    goals = [g for g in goals if not {"faq", "faqs"} & set(g.lower().split())]
    for goal in dict.fromkeys(goals):
        for qualifier, groups in cases:
            if qualifier.startswith("on behalf") and not _SOMEONE_ELSES.search(goal):
                continue  # "pay with points for someone": the FAQ's "points belong to one
                # account" answers it; another customer's order or item is the case left open
            if goal.endswith(" order") and qualifier.startswith("for an order "):
                qualifier = qualifier.removeprefix("for an order ")  # "cancel an order placed …"
            out.append(
                _make(
                    page, "out_of_scope_procedure",
                    f"How do I {goal} {qualifier}?",
                    f"{page.ref}:{goal}:{qualifier}",
                    groups,
                    template=f"qualifier:{qualifier}",
                )
            )
    return out


_TEMPLATES: dict[str, Callable[[Page, KbContext, Random], list[Candidate]]] = {
    "adjacent_topic": adjacent_topic,
    "missing_data": missing_data,
    "out_of_scope_procedure": out_of_scope_procedure,
}
RULE_NEGATIVE_SUBTYPES: tuple[str, ...] = (*_TEMPLATES, "cross_category_gap")
"""The negative subtypes the rule engine writes."""


def negative_candidates(page: Page, context: KbContext, rng: Random) -> dict[str, list[Candidate]]:
    """Every negative candidate anchored on one current, non-hub page, by subtype."""
    if page.outdated:
        return {subtype: [] for subtype in NEGATIVE_SUBTYPES}
    if page.is_hub:  # an installation page of linked packages reads as a hub
        hub: dict[str, list[Candidate]] = {subtype: [] for subtype in NEGATIVE_SUBTYPES}
        if not is_shop_kb(context):
            hub["missing_data"] = dependency_negatives(page, context.kb,
                                                       context.negative_skipped)
        return hub
    found = {
        subtype: _TEMPLATES[subtype](page, context, rng) if subtype in _TEMPLATES else []
        for subtype in NEGATIVE_SUBTYPES
    }
    for subtype, candidates in option_negatives(page, context).items():
        found[subtype].extend(candidates)
    settings = setting_negatives(page, context.kb, context.negative_skipped)
    for subtype, candidates in settings.items():
        found[subtype].extend(candidates)
    if not is_shop_kb(context):
        found["missing_data"].extend(
            dependency_negatives(page, context.kb, context.negative_skipped))
        found["missing_data"].extend(
            value_negatives(page, context.kb, context.negative_skipped))
        found["missing_data"].extend(config_negatives(
            page, context.kb, context.negative_seen, context.negative_skipped))
        for subtype, candidates in aspect_negatives(page, context.kb, context.negative_seen,
                                                    context.negative_skipped).items():
            found[subtype].extend(candidates)
        for subtype, candidates in option_pair_negatives(page, context.kb, context.negative_seen,
                                                         context.negative_skipped).items():
            found[subtype].extend(candidates)
        found["out_of_scope_procedure"].extend(command_negatives(
            page, context.kb, context.negative_seen, context.negative_skipped))
        if context.component_classes is None:
            context.component_classes = component_classes(context.kb)
        for subtype, candidates in class_negatives(page, context.component_classes,
                                                   context.negative_seen).items():
            found[subtype].extend(candidates)
    if not is_shop_kb(context) and is_policy_kb(context.kb):
        for subtype, candidates in policy_negatives(page, context).items():
            found[subtype].extend(candidates)
        for subtype, candidates in policy_gap_negatives(page, context).items():
            found[subtype].extend(candidates)
        for subtype, candidates in policy_page_negatives(page, context).items():
            found[subtype].extend(candidates)
    for subtype, candidates in found.items():  # one question is asked once, whoever wrote it
        # "the `allowed_prefixes` setting" and "the allowed_prefixes setting" are one question
        kept: list[Candidate] = []
        for candidate in candidates:
            key = f"query:{candidate.query.replace('`', '')}"
            if key not in context.negative_seen:
                context.negative_seen.add(key)
                kept.append(candidate)
        found[subtype] = kept
    return found
