"""Questions over a configuration reference: one section per setting, headed by its name.

A settings page (MkDocs' ``### site_url``, Poetry's ``### cache-dir``) gives each setting
a section: what it does, its default, and version notes ("New in version 1.5.",
"Changed in version 1.6: …"). From each section:

- simple_fact: "What does the site_url setting do?" (the first sentence that is not a
  version note), "Which version added the hooks setting?" (its "New in version" note);
- rot_aware, on the current version of a versioned page: a setting the older version did
  not have ("In the current version, what does the draft_docs setting do?"), a change
  note the older version did not carry ("As of version 1.6, what changed about the
  exclude_docs setting?"). (A default the older version stated otherwise is asked by
  :mod:`shared.kb.option_questions`.)

A page is a settings page when three or more of its headings are code names with ``_``,
``-`` or ``.`` in them and two of those sections mention a default.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.parsed_page import Section
from shared.kb.phrasing import sentence
from shared.kb.prose import how_to_verb
from shared.kb.terms import STOP_WORDS, content_terms, stem
from shared.kb.version_notes import component_of
from shared.text.sentences import split_sentences

__all__ = ["Setting", "setting_direct", "settings_of"]

_NAME = re.compile(r"^[a-z_][\w.-]*$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_VERSION = r"(?:version |v|[A-Z][\w]+ )?(?P<version>\d+(?:\.\d+)+)(?!\.?\d)"
_ADDED = re.compile(rf"^(?:NEW: )?(?:New|Added|Introduced) in {_VERSION}[.:]?\s*")
_CHANGE = re.compile(rf"\b(?:Changed|New|Added) in {_VERSION}:\s*(?:>\s*)*(?P<text>[^>]+)")
_NOTE = re.compile(r"^(?:>|[A-Z]{3,}:|(?:New|Added|Changed|Deprecated|Introduced) in\b)")
_NOTE_INSIDE = re.compile(r"\b(?:Introduced|Renamed|Deprecated|Changed|Removed) in\b")
_LOWER_LABEL = re.compile(r"(?<=[.!?])\s+(?=[a-z][\w ]{0,20}: )")
_LABEL = re.compile(r"^[A-Za-z][\w ]{0,30}: ")
_BACK = re.compile(r"^(?:These|Those|It|Its|They|Such|However|If|Also|See|For example|Example|"
                   r"default)\b|^This (?!setting\b|option\b|config\b|key\b|value\b)",
                   re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting section: its name, purpose sentence and version notes."""

    name: str
    kind: str
    """What the page calls its entries: ``setting``, ``option``, ``field`` or ``key``."""
    purpose: str | None
    added: str | None
    """The version its "New in version" note names, if the section opens with one."""
    changes: tuple[tuple[str, str], ...]
    """(version, first sentence) of each "Changed in version N:" note."""


_NAMED_KINDS = frozenset({"argument", "parameter", "attribute", "package", "option", "setting",
                          "field", "key", "variable", "flag", "hook", "event", "filter"})
_BACKGROUND = re.compile(r"^(?:Normally|Typically|Usually|Generally|By default)\b")
_OPENERS = frozenset({"the", "a", "an", "this", "whether", "which", "when", "how", "where"})


def _describes(said: str) -> bool:
    """A sentence about the setting itself: it opens with an article ("The path to …"),
    "Whether", an adverb ("Optionally …") or a verb ("Sets …", "Determines …"); not with
    another subject ("MkDocs uses the Python Markdown library …")."""
    first = re.sub(r"\W+$", "", said.split()[0]).lower()
    return first in _OPENERS or first.endswith("ly") or bool(
        getAllLemmas(first, upos="VERB").get("VERB"))


def _read(text: str) -> tuple[str | None, str | None]:
    """(purpose, added version): the section's first sentence that is neither a version
    note nor a ``Label: value`` line, when it stands alone; and the version of a "New in"
    note before it."""
    added: str | None = None
    chunks = _LOWER_LABEL.split(text)  # "… the site. default: null." is two sentences
    for said in (f.text.strip() for chunk in chunks for f in split_sentences(chunk)):
        note = _ADDED.match(said)
        if note is not None:
            added = added or note.group("version")
            said = said[note.end():].strip()  # "Introduced in 1.2.0 Set the maximum …"
        if not said or _NOTE.match(said) or _LABEL.match(said) or _BACKGROUND.match(said):
            continue  # "Normally an error will be raised if …": the case, not what it does
        words = len(said.split())
        if _BACK.match(said) or said.endswith(":") or not 5 <= words <= 40 or ": " in said \
                or "{" in said or "`" in said or _NOTE_INSIDE.search(said) \
                or not _describes(said):
            return None, added
        return said, added
    return None, added


def _changes(text: str) -> tuple[tuple[str, str], ...]:
    out = []
    for m in _CHANGE.finditer(text):
        first = split_sentences(m.group("text").strip())
        said = first[0].text.strip() if first else ""
        if 5 <= len(said.split()) <= 40 and not said.endswith(":"):
            out.append((m.group("version"), said))
    return tuple(out)


def _kind(text: str) -> str:
    """The noun the page uses most for its entries (``setting`` on a tie)."""
    counts = {kind: len(re.findall(rf"\b{kind}s?\b", text, re.IGNORECASE))
              for kind in ("setting", "option", "field", "key")}
    return max(counts, key=lambda kind: (counts[kind], kind == "setting"))


def _settings_page(page: Page) -> bool:
    named = [s for s in page.parsed.sections
             if _NAME.match(s.heading.strip()) and re.search(r"[-_.]", s.heading)]
    stated = {f.heading for f in page.parsed.facts if f.label.strip().lower() == "default"}
    return len(named) >= 3 and sum("default" in s.text.lower() or s.heading in stated
                                   for s in named) >= 2


def _kind_of(ancestors: list[str]) -> str | None:
    """The nearest ancestor heading that is a short plural noun phrase, singular:
    "Template Filters" -> ``template filter``; "Available settings" -> ``setting``."""
    for heading in reversed(ancestors[1:]):  # never the page title
        if re.search(r"[a-z][A-Z]|[_.(]", heading) or _NAME.match(heading):
            return None  # members of a class ("BasePlugin", "search"): not a kind of their own
        words = [w.lower() for w in heading.split()]
        if not 1 <= len(words) <= 3 or not re.fullmatch(r"[a-z ]+", " ".join(words)) \
                or set(words) & STOP_WORDS:
            continue  # "Search and themes" names two things
        if how_to_verb(words[0]) is not None:
            continue  # "Using plugins" is a task, not a kind
        last = words[-1]
        if len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is")):
            kept = [w for w in words[:-1] if w not in ("available", "all", "other", "the")]
            return " ".join([*kept, stem(last)])
    return None


def settings_of(page: Page) -> list[Setting]:
    """The reference sections of a page, in page order: sections headed by a code name,
    either on a settings page or two or more under one plural heading ("Template Filters")."""
    page_kind = _kind(page.parsed.text) if _settings_page(page) else None
    repeated = Counter(s.heading.strip() for s in page.parsed.sections)
    stack: list[tuple[int, str]] = []
    found: list[tuple[Section, str, str]] = []
    for section in page.parsed.sections:
        while stack and stack[-1][0] >= section.level:
            stack.pop()
        name = section.heading.strip()
        if _NAME.match(name) and repeated[name] == 1 and ".." not in name \
                and not name.endswith((".", "-")):  # "repositories.<name>.url" lost a part
            ancestors = [h for _, h in stack]
            named = _kind_of(ancestors)
            # a settings page's headings group them, unless the group names a kind of its
            # own ("Core arguments" on a page of fields, "Third party packages")
            kind = named.split()[-1] if named is not None and named.split()[-1] in _NAMED_KINDS \
                else page_kind or named
            if kind is not None:
                found.append((section, kind, ancestors[-1] if ancestors else ""))
        stack.append((section.level, section.heading))
    groups = Counter(parent for _, _, parent in found)
    out = []
    for section, kind, parent in found:
        if page_kind is None and groups[parent] < 2:
            continue  # one code-named section under a heading is no reference list
        purpose, added = _read(section.text)
        out.append(Setting(name=section.heading.strip(), kind=kind, purpose=purpose,
                           added=added, changes=_changes(section.text)))
    return out


_USE_THIS = re.compile(r"^Use this (?:setting|option|property|key|field|flag) to (?P<what>.+)$")


def _purpose_answer(purpose: str) -> str:
    """The answer to "What does the X setting do?": "Use this setting to change the path
    …" is told as what it does, "It lets you change the path …"."""
    found = _USE_THIS.match(purpose.strip())
    return sentence(f"It lets you {found.group('what')}" if found else purpose)


def _make(page: Page, subtype: str, query: str, answer: str, said: str,
          key: str) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
                     category=page.category, key=f"setting:{page.ref}:{key}",
                     evidence=(Evidence(page.ref, said),))


def _direct(page: Page, setting: Setting, old: dict[str, Setting] | None,
            old_text: str, owner: str = "") -> Iterator[Candidate]:
    name = f"the {setting.name} {setting.kind}{f' of {owner}' if owner else ''}"
    new = old is not None and setting.name not in old
    purpose = setting.purpose
    if purpose is not None and len(content_terms(purpose) - content_terms(
            setting.name.replace("_", " ").replace("-", " ").replace(".", " "))) >= 2:
        # not "The dependencies of the project." for "dependencies": it tells nothing new
        noun = purpose.split()[0].lower() in ("a", "an", "the")
        asked = f"what is {name} for" if noun else f"what does {name} do"
        if new:
            yield _make(page, "rot_aware", f"In the current version, {asked}?",
                        _purpose_answer(purpose), purpose, f"{setting.name}:new")
        else:
            yield _make(page, "simple_fact", f"{asked[0].upper()}{asked[1:]}?",
                        _purpose_answer(purpose), purpose, f"{setting.name}:purpose")
    if setting.added is not None:
        yield _make(page, "simple_fact", f"Which version added {name}?",
                    f"Version {setting.added}.", f"New in version {setting.added}.",
                    f"{setting.name}:added")
    for version, said in setting.changes:
        fresh = old is not None and normalise(said) not in old_text
        yield _make(page, "rot_aware" if fresh else "simple_fact",
                    f"{'As of' if fresh else 'In'} version {version}, what changed about {name}?",
                    sentence(said), said, f"{setting.name}:changed:{version}")


@per_kb
def _names_on_several_pages(kb: KnowledgeBase) -> frozenset[str]:
    """Setting names documented on two or more current pages (``enabled`` of each plugin)."""
    seen = Counter(s.name for page in kb.current_pages() for s in {
        x.name: x for x in settings_of(page)}.values())
    return frozenset(name for name, n in seen.items() if n > 1)


def setting_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates from the page's setting sections, by subtype."""
    out: dict[str, list[Candidate]] = {}
    settings = settings_of(page)
    if not settings:
        return out
    previous = context.kb.previous_version(page)
    old = {s.name: s for s in settings_of(previous)} if previous is not None else None
    old_text = normalise(previous.parsed.text) if previous is not None else ""
    repeated = _names_on_several_pages(context.kb)
    owner = component_of(page) or ""
    made: list[Candidate] = []
    for setting in settings:
        if setting.name in repeated and not owner:
            context.skipped["simple_fact:setting_named_on_several_pages"] += 1
            continue  # "What does the enabled setting do?": every plugin has one
        made.extend(_direct(page, setting, old or None, old_text,
                            owner if setting.name in repeated else ""))
    for candidate in made:
        out.setdefault(candidate.subtype, []).append(candidate)
    return out
