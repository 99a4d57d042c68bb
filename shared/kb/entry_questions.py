"""Direct questions on a page's per-entry reference sections (:mod:`shared.kb.entry_sections`).

What users ask of an options reference, naming the product and the entry as the page's
heading does:

- simple_fact: "What is the default value of Prettier's Print Width option?" (``80``),
  "In which version was Prettier's object wrap option added?" (its "First available in"
  note),
  "What does Prettier's Tab Width option do?" (its first sentence, when that is an
  instruction: "It specifies the number of spaces per indentation-level.");
- table_lookup: "Which command-line flag sets Prettier's Print Width option?"
  (``--print-width``), "What is the API name of Prettier's Print Width option?"
  (``printWidth``);
- list_enumeration: "What values does Prettier's Quote Props option accept?" (its
  ``Valid options:`` list; a true/false list is no enumeration);
- rot_aware, on the current version of a versioned page: a default, flag, key or value
  list the older version stated otherwise ("What is the current default value of
  Prettier's Trailing Commas option?"); an entry the older page lacked is not asked as
  changed.

Every entry skipped is counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

from lemminflect import getAllLemmas, getInflection

from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.casing import prose_names
from shared.kb.entry_sections import (
    Entry,
    attribute_kind,
    bare_flag,
    bare_key,
    reference_entries,
    renamed_flags,
)
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.phrasing import join_items, sentence
from shared.kb.version_notes import product_name

__all__ = ["entry_direct"]

_KINDS = ("option", "setting", "field", "key", "flag", "parameter")
_ON_OFF = frozenset({"true", "false"})
_MAX_LEAD_WORDS = 28


def _kind(page: Page) -> str:
    """What the page calls its entries: its title's noun (``Options`` -> ``option``), else
    the noun its text uses most (``option`` on a tie)."""
    title = page.title.strip().lower()
    for kind in _KINDS:
        if title in (kind, f"{kind}s"):
            return kind
    counts = {kind: len(re.findall(rf"\b{kind}s?\b", page.parsed.text, re.IGNORECASE))
              for kind in _KINDS}
    return max(_KINDS, key=lambda kind: (counts[kind], kind == "option"))


@per_kb
def _names(kb: KnowledgeBase) -> frozenset[str]:
    """Words the KB's prose capitalises mid-sentence (``vue``, ``prettier``): names a
    question keeps capitalised."""
    return prose_names(section.text for page in kb.current_pages()
                       for section in page.parsed.sections)


def _label(heading: str, names: frozenset[str]) -> str:
    """``Quote Props`` -> ``quote props``: a Title Case heading as a question writes it;
    acronyms (``HTML``), inner capitals (``printWidth``) and the prose's names stay."""
    return " ".join(w.lower() if re.fullmatch(r"[A-Z][a-z]+", w) and w.lower() not in names
                    else w for w in heading.split())


def _unquoted(value: str) -> str:
    """``"as-needed"`` -> ``as-needed``: a string value without its JSON quotes."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


_NOT_AN_ACT = frozenset({"must", "should", "can", "could", "may", "might", "will", "would",
                         "shall", "be", "is", "are", "was", "were", "been", "has", "have", "had",
                         "do", "does", "try", "see", "note", "use"})
"""Modals and copulas ("Must be a positive integer.") say what the entry is, not what it
does; "Try …" invites, "See …" points."""
_NOT_AN_OBJECT = re.compile(r"^(?:is|are|was|were|to|true|false|of|\d)", re.IGNORECASE)
"""A word after the first that shows it is no verb taking an object: "Default is 80.",
"Set to true to …", "Number of spaces …"."""


def _does(lead: str) -> str | None:
    """An instruction ("Specify the line length …") or a third-person lead ("Enables the
    cache.") told as what the entry does ("It specifies the line length …", "It enables the
    cache."); None for a sentence that is no instruction ("Default is 80.", "Must be a
    positive integer.")."""
    words = lead.split()
    if len(words) < 2 or len(words) > _MAX_LEAD_WORDS:
        return None
    verb = words[0].lower()
    if verb in _NOT_AN_ACT or _NOT_AN_OBJECT.match(words[1]):
        return None
    lemmas = getAllLemmas(verb).get("VERB", ())
    if verb not in lemmas:
        if any(getInflection(lemma, tag="VBZ") == (verb,) for lemma in lemmas):
            return sentence(f"It {verb} {' '.join(words[1:])}")  # "Enables the cache."
        return None  # "First available in v1.15.0."
    third = getInflection(verb, tag="VBZ")
    if not third:
        return None
    return sentence(f"It {third[0]} {' '.join(words[1:])}")


def _make(entry: Entry, subtype: str, query: str, answer: str, said: str,
          key: str) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=(entry.ref,), subtype=subtype,
                     category="", key=f"entry:{entry.ref}:{entry.name}:{key}",
                     evidence=(Evidence(entry.ref, said),))


def _api_word(header: str) -> str:
    """``API Override`` -> ``API``; ``Config key`` -> ``config file``."""
    word = re.sub(r"\s*\b(?:override|name|key|option)s?\b\s*", " ", header, flags=re.IGNORECASE)
    word = word.strip()
    return word if word.isupper() else (word.lower() or "config")


def _questions(entry: Entry, thing: str, skipped: Counter[str]) -> Iterator[Candidate]:
    default = entry.attribute("default")
    if default is not None:
        yield _make(entry, "simple_fact", f"What is the default value of {thing}?",
                    _unquoted(default), default, "default")
    for header, cell in entry.attributes:
        what = attribute_kind(header)
        if what == "flag":
            flag = bare_flag(cell)
            if flag is None:
                skipped["table_lookup:entry_flag_unreadable"] += 1
                continue
            verb = "turns off" if flag.startswith("--no-") else "sets"
            yield _make(entry, "table_lookup", f"Which command-line flag {verb} {thing}?",
                        flag, flag, "flag")
        elif what == "key":
            name = bare_key(cell)
            if name is None or normalise(name) == normalise(entry.name):
                skipped["table_lookup:entry_key_is_its_heading"] += 1
                continue  # "What is the API name of the semi option?" -> semi
            yield _make(entry, "table_lookup",
                        f"What is the {_api_word(header)} name of {thing}?", name, name, "key")
    if entry.values:
        if {normalise(v) for v in entry.values} <= _ON_OFF:
            skipped["list_enumeration:entry_values_only_true_false"] += 1
        else:
            values = [_unquoted(v) for v in entry.values]
            yield _make(entry, "list_enumeration", f"What values does {thing} accept?",
                        join_items(values), " ".join(values), "values")
    if entry.since:
        yield _make(entry, "simple_fact", f"In which version was {thing} added?", entry.since,
                    entry.since, "since")
    if entry.lead:
        does = _does(entry.lead)
        if does is None:
            skipped["simple_fact:entry_lead_not_an_instruction"] += 1
        else:
            yield _make(entry, "simple_fact", f"What does {thing} do?", does, entry.lead,
                        "does")


def _changes(entry: Entry, old: Entry, thing: str) -> Iterator[Candidate]:
    """Rot-aware questions on what the newer ``entry`` states otherwise than ``old``."""
    default, before = entry.attribute("default"), old.attribute("default")
    if default is not None and before is not None and normalise(default) != normalise(before):
        yield _make(entry, "rot_aware", f"What is the current default value of {thing}?",
                    _unquoted(default), default, "rot:default")
    flag, old_flag = (bare_flag(e.attribute("flag") or "") for e in (entry, old))
    if flag is not None and old_flag is not None and flag != old_flag:
        yield _make(entry, "rot_aware", f"Which command-line flag sets {thing} in the latest "
                    f"version?", flag, flag, "rot:flag")
    key, old_key = (bare_key(e.attribute("key") or "") for e in (entry, old))
    if key is not None and old_key is not None and key != old_key:
        yield _make(entry, "rot_aware", f"What is the current API name of {thing}?", key, key,
                    "rot:key")
    if entry.values and old.values and {normalise(v) for v in entry.values} != {
            normalise(v) for v in old.values}:
        values = [_unquoted(v) for v in entry.values]
        yield _make(entry, "rot_aware", f"What values does {thing} currently accept?",
                    join_items(values), " ".join(values), "rot:values")


_CODE_HEADER = re.compile(r"^(?:exit )?(?:code|status)$", re.IGNORECASE)
_CODE_CELL = re.compile(r"^`?(?P<code>\d{1,3})`?$")


def _exit_codes(page: Page, product: str | None) -> Iterator[Candidate]:
    """"What does Prettier's exit code 2 mean?" over an exit-code table: a first column of
    numbers headed "Code" (or "Exit code") in a section about exit codes, and a meaning."""
    for table in page.parsed.tables:
        if len(table.headers) != 2 or len(table.rows) < 2 \
                or not _CODE_HEADER.match(table.headers[0].strip()) \
                or "exit" not in f"{table.heading} {table.headers[0]}".lower():
            continue
        codes = [_CODE_CELL.match(row[0].strip()) for row in table.rows]
        if any(c is None for c in codes):
            continue
        whose = f"{product}'s exit code" if product else "the exit code"
        for found, row in zip(codes, table.rows, strict=True):
            assert found is not None, row
            meaning = row[1].strip()
            if len(meaning.split()) < 2:
                continue
            yield Candidate(
                query=f"What does {whose} {found.group('code')} mean?",
                ground_truth=sentence(meaning), refs=(page.ref,), subtype="table_lookup",
                category=page.category, key=f"entry:{page.ref}:exit:{found.group('code')}",
                evidence=(Evidence(page.ref, meaning),))


def entry_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates from the page's per-entry reference sections, its renamed flags
    and its exit-code table, by subtype."""
    out: dict[str, list[Candidate]] = {}
    product = product_name(context)
    owner = f"{product}'s" if product else "the"
    for candidate in _exit_codes(page, product):
        out.setdefault(candidate.subtype, []).append(candidate)
    previous = context.kb.previous_version(page)
    if previous is not None:
        for old_flag, flag in renamed_flags(page, previous):
            out.setdefault("rot_aware", []).append(Candidate(
                query=f"What is {owner} {old_flag} flag "
                      f"called in the current version?",
                ground_truth=flag, refs=(page.ref,), subtype="rot_aware",
                category=page.category, key=f"entry:{page.ref}:{flag}:renamed",
                evidence=(Evidence(page.ref, flag),)))
    entries = reference_entries(page)
    if not entries:
        return out
    kind = _kind(page)
    names = _names(context.kb)
    headings = Counter(normalise(e.name) for e in entries)
    old = {normalise(e.name): e for e in reference_entries(previous)} \
        if previous is not None else {}
    for entry in entries:
        if headings[normalise(entry.name)] > 1:
            context.skipped["simple_fact:entry_heading_repeated"] += 1
            continue  # two "Options" headings: the heading names no one entry
        thing = f"{owner} {_label(entry.name, names)} {kind}"
        changed = list(_changes(entry, old[normalise(entry.name)], thing)) \
            if normalise(entry.name) in old else []
        asked = {c.key.rsplit(":", 1)[-1] for c in changed}
        made = [*changed, *(c for c in _questions(entry, thing, context.skipped)
                            if c.key.rsplit(":", 1)[-1] not in asked)]
        for candidate in made:
            out.setdefault(candidate.subtype, []).append(
                replace(candidate, category=page.category))
    return out
