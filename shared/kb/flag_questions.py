"""Direct questions over a command line's owner-less flag list (``* `--loop <str>` - …``).

A flag's description often restates its name ("``--ssl-version`` - The SSL version to
use."): "What does the --ssl-version option do?" needs no retrieval, so it is asked only
when the description says something the name and its sibling flags do not
(:func:`restates_name`). What a reader does need the page for:

- list_enumeration: "Which values does the --loop option accept?" from the item's
  ``**Options:** *'auto', 'asyncio', 'uvloop'*``;
- conditional_logic: "What happens if I set the --port option to 0?" from "If set to 0,
  an available port will be picked." (and "If unused, …" / "If not set, …");
- rot_aware, against the older version of the page: a value list the current version
  changed ("Which values does the --ws option currently accept?"), a stated default it
  changed, and a flag the older version never mentions, asked by what it does ("Which
  option currently sets the maximum length of the WebSocket incoming message queue?").

A default that is a bare number gets its unit when the description or another paragraph
of the KB says it ("Keep-Alive. Defaults to 5 seconds." for ``--timeout-keep-alive``):
"5 seconds", never a bare "5".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.negative_check import part_said, worded_mention
from shared.kb.options import Option, OptionGroup, option_groups
from shared.kb.phrasing import join_items, sentence
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["flag_direct", "restates_name", "unit_of", "values_of"]

_VALUES = re.compile(r"\bOptions:\s*(?P<values>.+?)(?:\s+Default:|$)")
_QUOTED = re.compile(r"'([^'\s][^']{0,30})'")
_IF = re.compile(
    r"^If (?P<cond>set to (?P<value>[^,]{1,20}?)|unused|not used|not set|unset|not given|"
    r"omitted)(?:,(?: then)?| then) (?P<outcome>.+?)\.?$", re.IGNORECASE)
_UNIT_WORD = r"(?:seconds?|milliseconds?|minutes?|hours?|bytes|kilobytes|megabytes|days?)"
_STATED_UNIT = re.compile(rf"\b(?:in|number of) (?P<unit>{_UNIT_WORD})\b", re.IGNORECASE)
_ACTION = re.compile(
    r"^(?P<verb>Set|Specify|Enable|Disable|Select|Bind|Treat|Look)s? (?P<rest>.+)$")


def values_of(option: Option) -> tuple[str, ...]:
    """The values an item's ``Options:`` list names, quoted each (two or more), else ()."""
    found = _VALUES.search(option.description)
    if found is None:
        return ()
    values = tuple(dict.fromkeys(_QUOTED.findall(found.group("values"))))
    return values if len(values) >= 2 else ()


def _name_parts(name: str) -> set[str]:
    return {p for p in re.split(r"[-_.]+", name.lower()) if p}


def _in_name(term: str, part: str) -> bool:
    """``term`` is said by the name's ``part``: itself, an inflection, an abbreviation, or a
    piece of a run-together part ("file" of certfile, "certificate" of cert…)."""
    if part_said(part, [term]) or part.startswith(term):
        return True
    return len(term) >= 3 and len(part) >= 3 and (term in part or term[:4] == part[:4])


def restates_name(option: Option, siblings: tuple[Option, ...], purpose: str) -> bool:
    """True when ``purpose`` adds fewer than two terms to the flag's name and to the words
    three or more of its sibling flags' descriptions share ("Set the event loop
    implementation." for ``--loop``: only "event" is new)."""
    common: dict[str, int] = {}
    for other in siblings:
        if other.name != option.name:
            for term in content_terms(other.description):
                common[term] = common.get(term, 0) + 1
    parts = _name_parts(option.name)
    new = [t for t in content_terms(purpose)
           if common.get(t, 0) < 3 and not any(_in_name(t, p) for p in parts)]
    return len(new) < 2


def unit_of(option: Option, kb: KnowledgeBase) -> str | None:
    """The unit of a bare-number default: "in seconds" in the description, else a paragraph
    of a current page naming the flag (as written or in words) beside "<default> <unit>"."""
    default = (option.default or "").strip("*`'\" ")
    if not re.fullmatch(r"\d+(?:\.\d+)?", default):
        return None
    stated = _STATED_UNIT.search(option.description)
    if stated is not None:
        return stated.group("unit").lower()
    beside = re.compile(rf"(?<![\d.]){re.escape(default)}\s+(?P<unit>{_UNIT_WORD})\b",
                        re.IGNORECASE)
    for page in kb.current_pages():
        for section in page.parsed.sections:
            for block in section.blocks:
                found = beside.search(block)
                if found and (option.name in block or worded_mention(option.name, block)):
                    return found.group("unit").lower()
    return None


def _make(page: Page, subtype: str, query: str, answer: str, key: str,
          option: Option) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
                     category=page.category, key=f"flag:{page.ref}:{option.name}:{key}",
                     evidence=(Evidence(page.ref, option.item),))


def _older_flags(previous: Page) -> dict[str, Option]:
    return {o.name: o for g in option_groups(previous) if not g.owner for o in g.options}


def _bare(value: str | None) -> str:
    return re.sub(r"[*`'\"\s]", "", value or "").lower()


def flag_direct(page: Page, group: OptionGroup, kb: KnowledgeBase,
                flags: dict[str, int]) -> Iterator[Candidate]:
    """list_enumeration, conditional_logic and rot_aware candidates of an owner-less
    flag group (flags another list also names are skipped: which one's answer?)."""
    if group.owner or group.kind != "options":
        return
    previous = kb.previous_version(page)
    older = _older_flags(previous) if previous is not None else {}
    for option in group.options:
        name = option.name
        if not name.startswith("-") or flags.get(name, 0) > 1:
            continue
        values = values_of(option)
        before = older.get(name)
        changed = bool(values and before is not None and values_of(before)
                       and set(values_of(before)) != set(values))
        if values and not changed:  # a changed list is asked once, as rot_aware
            yield _make(page, "list_enumeration", f"Which values does the {name} option accept?",
                        f"{join_items(values)}.", "values", option)
        for said in split_sentences(option.description):
            m = _IF.match(said.text.strip())
            if m is None:
                continue
            if m.group("value"):
                query = f"What happens if I set the {name} option to {m.group('value').strip()}?"
            else:
                query = f"What happens if I leave out the {name} option?"
            yield _make(page, "conditional_logic", query, sentence(m.group("outcome").strip()),
                        f"if:{m.group('cond').lower()}", option)
        if previous is None:
            continue
        if before is not None:
            if changed:
                yield _make(page, "rot_aware",
                            f"Which values does the {name} option currently accept?",
                            f"{join_items(values)}.", "rot:values", option)
            if option.default and before.default and _bare(option.default) != _bare(
                    before.default):
                yield _make(page, "rot_aware", f"What does the {name} option currently "
                            f"default to?", f"{option.default}.", "rot:default", option)
        elif not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", previous.text):
            first = split_sentences(option.description)[0].text if option.description else ""
            action = _ACTION.match(first.rstrip("."))
            if action is not None and len(action.group("rest").split()) >= 4:
                verb = action.group("verb").lower()
                verb = {"look": "looks", "specify": "specifies"}.get(verb, f"{verb}s")
                yield _make(page, "rot_aware",
                            f"Which option currently {verb} {action.group('rest')}?",
                            f"{name}.", "rot:new", option)
