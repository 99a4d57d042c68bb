"""Questions over documented options (:mod:`shared.kb.options`): direct, multi-hop, negative.

Direct, from one page's group (every answer is the page's own words):

- simple_fact: "What does the max_age argument of SessionMiddleware default to?" (the
  stated default), "What is the compresslevel argument of GZipMiddleware for?" (its
  description);
- list_enumeration: "Which arguments does SessionMiddleware accept?" (the whole list);
- conditional_logic: "What happens if I set the max_age argument of SessionMiddleware to
  None?" from the description's "If set to None then …";
- rot_aware: what the current version of a versioned page changed about a group (its
  list of options, a default), asked "currently".

Multi-hop (two current pages, each listing one owner's options): "Which arguments do both
SessionMiddleware and Response.set_cookie accept?" — each page holds one list, so neither
answers alone; rot_aware when one page is the current version of a page whose older
version gave another answer.

Negative: the default of an option whose description and section state none
(missing_data), and whether the owner is thread-safe or in which release an option was
added (adjacent_topic), both checked against every page by the negative check.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from random import Random

from shared.kb.candidates import Candidate, Evidence, KbContext, refusal_candidate
from shared.kb.changelog import later_change
from shared.kb.flag_questions import flag_direct, restates_name, unit_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import Option, OptionGroup, option_groups
from shared.kb.phrasing import join_items, sentence
from shared.kb.switches import on_off_default
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["group_key", "option_direct", "option_multi_hop", "option_negatives"]

_VERB = {"attributes": "have", "fields": "have", "keys": "have"}
_IF = re.compile(
    r"^If (?P<cond>set to (?P<value>[^,]{1,30}?)|set|unset|not set|left unset|enabled|"
    r"disabled|omitted)(?:,| then) (?P<outcome>.+?)\.?$",
    re.IGNORECASE,
)
_LEADING_THIS = re.compile(r"^(?:this|it)\b", re.IGNORECASE)
_ADDED: tuple[str, ...] = ("added in", "introduced in", "new in", "since version", "add",
                           "added", "adds", "introduce", "introduced", "new", "version")
_THREADS: tuple[str, ...] = ("thread-safe", "thread safe", "threads", "thread", "threadsafe")
_RAISES: tuple[str, ...] = ("raise", "raises", "raised", "exception", "error", "invalid",
                            "ValueError", "TypeError")
_CONSTRAINED = re.compile(r"\b(?:valid values|ranging from|one of|can be set to|either|must be)\b",
                          re.IGNORECASE)
_LIMITS: tuple[str, ...] = ("maximum", "max", "largest", "at most", "up to", "range",
                            "ranging", "between", "limit", "limited", "cap")
_DEFAULTS: tuple[str, ...] = ("default", "defaults", "defaulted", "unset", "if not set")


def _singular(kind: str) -> str:
    return kind[:-1] if kind.endswith("s") else kind


def _of(option: Option, group: OptionGroup) -> str:
    """``the max_age argument of SessionMiddleware``; ``the cache-dir setting``."""
    if not group.owner:
        return f"the {option.name} {_singular(group.kind)}"
    return f"the {option.name} {_singular(group.kind)} of {group.owner}"


def group_key(group: OptionGroup) -> str:
    """Identity of a group across versions of its page: owner and kind."""
    return f"{group.owner}:{group.kind}"


def _owned(kb: KnowledgeBase) -> dict[str, int]:
    """How many current pages list a group for each owner (a second list is ambiguous)."""
    counts: dict[str, int] = {}
    for page in kb.current_pages():
        for group in option_groups(page):
            counts[group_key(group)] = counts.get(group_key(group), 0) + 1
    return counts


def _make(page: Page, subtype: str, query: str, answer: str, key: str,
          evidence: tuple[str, ...]) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
                     category=page.category, key=f"option:{key}",
                     evidence=tuple(Evidence(page.ref, e) for e in evidence))


def _purpose(option: Option) -> str | None:
    """The description without its default and conditional sentences (the option's role)."""
    kept = [s.text for s in split_sentences(option.description)
            if not re.match(r"^(?:Defaults?\b|If |Optional\b|Default:|See\b|Refer to\b|"
                            r"For more (?:information|details)\b)", s.text)]
    # a pointer ("See Google's documentation to …") is no part of the option's role
    text = " ".join(kept).strip()
    if len(text.split()) < 4 or len(text.split()) > 45:
        return None
    return text


def _flag_counts(kb: KnowledgeBase) -> dict[str, int]:
    """How many owner-less flag lists of the current pages list each flag."""
    counts: dict[str, int] = {}
    for page in kb.current_pages():
        for group in option_groups(page):
            for option in group.options if not group.owner else ():
                counts[option.name] = counts.get(option.name, 0) + 1
    return counts


def _defaults(page: Page, group: OptionGroup, rng: Random,
              flags: dict[str, int] | None = None,
              kb: KnowledgeBase | None = None) -> Iterator[Candidate]:
    for option in group.options:
        if not group.owner and (flags or {}).get(option.name, 0) > 1:
            continue  # "--reload" listed on two pages: which one's default?
        if option.default is not None:
            query = rng.choice((f"What does {_of(option, group)} default to?",
                                f"What is the default value of {_of(option, group)}?"))
            unit = unit_of(option, kb) if kb is not None else None
            said = f"{option.default} {unit}" if unit else option.default
            literal = re.fullmatch(r"[\w.'\"-]+", said) is not None
            yield _make(page, "simple_fact", query, said if literal else f"{said}.",
                        f"{page.ref}:{group.owner}:{option.name}:default",
                        (option.default_said or option.item,))
        purpose = _purpose(option)
        if purpose is not None and not group.owner and option.name.startswith("-"):
            first = split_sentences(purpose)[0].text  # not its "Options: …" line
            siblings = tuple(o for g in option_groups(page) if not g.owner for o in g.options)
            if len(first.split()) >= 4 and not restates_name(option, siblings, first):
                yield _make(page, "simple_fact", f"What does {_of(option, group)} do?",
                            sentence(first), f"{page.ref}::{option.name}:purpose",
                            (option.item,))
        elif purpose is not None and group.owner:
            yield _make(page, "simple_fact", f"What is {_of(option, group)}?",
                        sentence(purpose), f"{page.ref}:{group.owner}:{option.name}:purpose",
                        (option.item,))


def _listing(page: Page, group: OptionGroup, owners: dict[str, int],
             *, current: bool = False) -> Candidate | None:
    if not group.owner or len(group.options) < 2 or owners.get(group_key(group), 0) > 1:
        return None
    verb = _VERB.get(group.kind, "accept")
    when = "currently " if current else ""
    query = f"Which {group.kind} does {group.owner} {when}{verb}?"
    subtype = "rot_aware" if current else "list_enumeration"
    return _make(page, subtype, query, f"{join_items(group.names)}.",
                 f"{page.ref}:{group.owner}:{subtype}:list", tuple(o.item for o in group.options))


def _conditionals(page: Page, group: OptionGroup) -> Iterator[Candidate]:
    if not group.owner:
        return
    for option in group.options:
        for found in split_sentences(option.description):
            m = _IF.match(found.text.strip())
            if m is None:
                continue
            cond = m.group("cond").lower()
            named = _of(option, group)
            if m.group("value"):
                query = f"What happens if I set {named} to {m.group('value').strip()}?"
            elif cond in ("set", "enabled"):
                query = f"What happens if I set {named}?"
            elif cond == "disabled":
                query = f"What happens if I disable {named}?"
            else:
                query = f"What happens if I leave {named} unset?"
            outcome = _LEADING_THIS.sub("it", m.group("outcome").strip(), count=1)
            yield _make(page, "conditional_logic", query, sentence(outcome),
                        f"{page.ref}:{group.owner}:{option.name}:if:{cond}", (found.text,))


def _rot(page: Page, previous: Page, group: OptionGroup,
         owners: dict[str, int]) -> Iterator[Candidate]:
    old = next((g for g in option_groups(previous) if group_key(g) == group_key(group)), None)
    if old is None:
        return
    if set(old.names) != set(group.names):
        made = _listing(page, group, owners, current=True)
        if made is not None:
            yield made
    for option in group.options:
        before = old.option(option.name)
        if before is None or option.default is None or before.default == option.default:
            continue
        yield _make(page, "rot_aware",
                    f"What does {_of(option, group)} currently default to?",
                    f"{option.default}.", f"{page.ref}:{group.owner}:{option.name}:rot",
                    (option.item,))


def option_direct(page: Page, context: KbContext, rng: Random) -> dict[str, list[Candidate]]:
    """Direct candidates from the page's option groups, by subtype."""
    out: dict[str, list[Candidate]] = {}
    owners = _owned(context.kb)
    flags = _flag_counts(context.kb)
    previous = context.kb.previous_version(page)
    for group in option_groups(page):
        refused = {f"{o.name}:{end}" for o in group.options if o.default is not None
                   and later_change(context.kb, o.name, o.default) is not None
                   for end in ("default", "rot")}
        for made in (*_defaults(page, group, rng, flags, context.kb),
                     *_conditionals(page, group), *flag_direct(page, group, context.kb, flags)):
            if made.key.split(":", 3)[-1] in refused:
                context.skipped[f"{made.subtype}:changelog_states_a_later_default"] += 1
                continue
            out.setdefault(made.subtype, []).append(made)
        listed = _listing(page, group, owners)
        if listed is not None:
            out.setdefault(listed.subtype, []).append(listed)
        for made in _value_lists(page, group, previous):
            out.setdefault(made.subtype, []).append(made)
        if previous is not None:
            for made in _rot(page, previous, group, owners):
                if made.key.split(":", 3)[-1] in refused:
                    context.skipped[f"{made.subtype}:changelog_states_a_later_default"] += 1
                    continue
                out.setdefault(made.subtype, []).append(made)
    return out


def _value_lists(page: Page, group: OptionGroup, previous: Page | None) -> Iterator[Candidate]:
    """"Which values can the DATETIME_FORMAT setting take?" from a setting section's "May be
    any of …" line (list_enumeration); asked "currently" (rot_aware) when the older version
    of the page listed other values for it or did not have the setting."""
    if group.owner:
        return
    older = {o.name: o for g in option_groups(previous) if not g.owner
             for o in g.options} if previous is not None else {}
    for option in group.options:
        if not option.values:
            continue
        before = older.get(option.name)
        changed = previous is not None and (
            before is None or re.sub(r"\W+", "", before.values) != re.sub(r"\W+", "",
                                                                          option.values))
        when = "currently " if changed else ""
        yield _make(page, "rot_aware" if changed else "list_enumeration",
                    f"Which values can {_of(option, group)} {when}take?",
                    sentence(option.values),
                    f"{page.ref}::{option.name}:values{':rot' if changed else ''}",
                    (option.values,))


def _unstated_default(option: Option, group: OptionGroup, page: Page) -> bool:
    """True when neither the item nor the section states the default, and no signature
    shows the argument list."""
    if option.default is not None or group.signature:
        return False  # a signature states every default, or that the argument is required
    section = next((s for s in page.parsed.sections if s.heading == group.heading), None)
    text = section.text if section is not None else ""
    said = re.compile(rf"\b{re.escape(option.name)}\b[^.]*\bdefault", re.IGNORECASE)
    return not said.search(text) and "default" not in option.description.lower()


def _named_elsewhere(kb: KnowledgeBase, page: Page, names: tuple[str, ...]) -> bool:
    """True when a current page other than ``page`` (or its older versions) names any of
    ``names`` as a word."""
    found = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in names if n))
    return any(found.search(other.text) for other in kb.current_pages()
               if other.base != page.base)


def option_negatives(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Negative candidates: unstated defaults (missing_data); thread safety and the release
    that added an option (adjacent_topic). Gap terms let the negative check read every
    page that could answer them."""
    out: dict[str, list[Candidate]] = {}
    for group in option_groups(page):
        if not group.owner or group.kind not in ("arguments", "parameters", "options"):
            continue
        for option in group.options:
            named = _of(option, group)
            if _unstated_default(option, group, page) and not option.name.startswith("-"):
                # a command-line flag is off unless given: "the default value of --dry-run"
                # asks for nothing
                out.setdefault("missing_data", []).append(refusal_candidate(
                    page, "missing_data", f"What is the default value of {named}?",
                    f"option:{page.ref}:{group.owner}:{option.name}", (_DEFAULTS, (option.name,)),
                    template="unstated_default"))
            if _named_elsewhere(context.kb, page,
                                (option.name, group.owner, group.owner.split(".")[-1])):
                continue  # a changelog naming either may date it ("compression level … is
                # now adjustable" dates compresslevel without its name)
            out.setdefault("adjacent_topic", []).append(refusal_candidate(
                page, "adjacent_topic", f"In which release was {named} added?",
                f"option:{page.ref}:{group.owner}:{option.name}:release", (_ADDED, (option.name,)),
                template="release_added"))
        for option in group.options:
            if not _CONSTRAINED.search(option.description) or option.name.startswith("-"):
                continue  # no stated set or range of values: "invalid" means nothing; a
                # command-line tool reports a bad flag value, it raises no exception
            out.setdefault("missing_data", []).append(refusal_candidate(
                page, "missing_data",
                f"Which exception does {group.owner} raise when {option.name} is given "
                f"an invalid value?",
                f"option:{page.ref}:{group.owner}:{option.name}:invalid",
                (_RAISES, (option.name,)), template="invalid_value"))
        for option in group.options:
            if option.default is None or not re.fullmatch(r"\d+", option.default.strip("`'\"")):
                continue  # "What is the largest value of max_age?" only of a number
            if on_off_default(option.name, option.default, option.description):
                continue  # PIPENV_YES = 0 switches a prompt off: no largest value
            out.setdefault("missing_data", []).append(refusal_candidate(
                page, "missing_data",
                f"What is the largest value allowed for {_of(option, group)}?",
                f"option:{page.ref}:{group.owner}:{option.name}:max", (_LIMITS, (option.name,)),
                template="largest_value"))
        if re.match(r"^[A-Z]\w+$", group.owner):
            out.setdefault("adjacent_topic", []).append(refusal_candidate(
                page, "adjacent_topic", f"Is {group.owner} thread-safe?",
                f"option:{page.ref}:{group.owner}:threads", (_THREADS,), template="thread_safe"))
    return out


def option_multi_hop(kb: KnowledgeBase) -> Iterator[Candidate]:
    """"Which <kind> do both A and B accept?" over two current pages' groups of one kind, and
    "Do A and B use the same default value for <name>?" where both state a default."""
    owners = _owned(kb)
    groups = [(page, g) for page in kb.current_pages() for g in option_groups(page)
              if g.owner and owners.get(group_key(g), 0) == 1 and len(g.options) >= 2]
    for i, (page_a, a) in enumerate(groups):
        for page_b, b in groups[i + 1:]:
            if page_a.ref == page_b.ref or a.kind != b.kind:
                continue
            shared = [n for n in a.names if n in b.names]
            common = [n for n in shared if _same_meaning(a, b, n)]
            if not common:
                continue
            yield from _same_default((page_a, a), (page_b, b), common)
            # "which do both accept" is answered by every shared name: only when each means
            # the same on both pages, and neither list is all shared
            if common != shared or set(common) in (set(a.names), set(b.names)):
                continue
            yield from _common(kb, (page_a, a), (page_b, b), common)


_GENERIC = frozenset({"second", "time", "string", "list", "integer", "int", "bool", "boolean",
                      "value", "default", "set", "used", "str", "object", "none", "optional"})


def _same_meaning(a: OptionGroup, b: OptionGroup, name: str) -> bool:
    """Two options of one name mean the same when their descriptions share a telling word
    (a session cookie's ``path`` and a cookie's ``path``; not a file response's ``path``)."""
    oa, ob = a.option(name), b.option(name)
    if oa is None or ob is None:
        return False
    name_terms = content_terms(name.replace("_", " "))
    shared = content_terms(oa.description) & content_terms(ob.description)
    return bool(shared - _GENERIC - name_terms)


def _bare(value: str) -> str:
    return value.strip().strip("`'\"")


def _same_default(first: tuple[Page, OptionGroup], second: tuple[Page, OptionGroup],
                  common: list[str]) -> Iterator[Candidate]:
    """"Do A and B use the same default value for <name>?" when both state one."""
    (page_a, a), (page_b, b) = first, second
    for name in common:
        oa, ob = a.option(name), b.option(name)
        if oa is None or ob is None or oa.default is None or ob.default is None:
            continue
        if _bare(oa.default) == _bare(ob.default):
            answer = f"Yes: both default {name} to {oa.default}."
        else:
            answer = (f"No: {a.owner} defaults {name} to {oa.default}, {b.owner} to "
                      f"{ob.default}.")
        yield Candidate(
            query=f"Do {a.owner} and {b.owner} use the same default value for {name}?",
            ground_truth=answer, refs=(page_a.ref, page_b.ref), subtype="comparative",
            category=page_a.category, key=f"comparative:option:{a.owner}|{b.owner}|{name}",
            evidence=(Evidence(page_a.ref, oa.default_said or oa.item),
                      Evidence(page_b.ref, ob.default_said or ob.item)),
            answer_key=(name,),
        )


def _common(kb: KnowledgeBase, first: tuple[Page, OptionGroup], second: tuple[Page, OptionGroup],
            common: list[str]) -> Iterator[Candidate]:
    (page_a, a), (page_b, b) = first, second
    verb = _VERB.get(a.kind, "accept")
    evidence = (*(Evidence(page_a.ref, o.item) for o in a.options if o.name in common),
                *(Evidence(page_b.ref, o.item) for o in b.options if o.name in common))
    changed = _changed_common(kb, first, second, common)
    subtype = "rot_aware" if changed else "comparative"
    now = " currently" if changed else ""
    query = f"Which {a.kind} do both {a.owner} and {b.owner}{now} {verb}?"
    answer = (f"{join_items(common)} ({a.owner}: {page_a.title}; {b.owner}: {page_b.title}"
              f"{'; current version' if changed else ''}).")
    yield Candidate(
        query=query, ground_truth=answer, refs=(page_a.ref, page_b.ref), subtype=subtype,
        category=page_a.category, key=f"{subtype}:option:{a.owner}|{b.owner}",
        evidence=evidence, answer_key=tuple(common),
    )


def _changed_common(kb: KnowledgeBase, first: tuple[Page, OptionGroup],
                    second: tuple[Page, OptionGroup], common: list[str]) -> bool:
    """True when an older version of either page gives another set of shared options."""
    for (page, group), (_, other) in ((first, second), (second, first)):
        previous = kb.previous_version(page)
        if previous is None:
            continue
        old = next((g for g in option_groups(previous) if group_key(g) == group_key(group)), None)
        if old is not None and {n for n in old.names if n in other.names} != set(common):
            return True
    return False
