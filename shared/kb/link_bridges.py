"""Multi-hop bridges through a guide's link to a setting's entry on its reference page.

Documentation sites link a guide's mention of a setting to the entry that documents it:

    To use lockfiles, first configure which environments should be locked by setting
    [`locked = true`](../../config/environment/overview.md#locked):   (lockfiles.md)
    ### Locked … The default value is `false` unless overridden by …     (overview.md)

The guide says which setting its section is about (by the link, however plain the name:
``locked``, ``path``, ``installer``); the reference page says its default (a ``Default``
table cell or a prose "The default value is …", read by :func:`shared.kb.stated.statements`).
*What is the default value of the setting mentioned in the Lockfiles guide's section on
syncing from a lockfile?* needs the guide to know which setting and the reference page for
its value: the SRS's ``hub_to_detail`` (the guide links, the detail page answers), or
``rot_aware`` when the older version of the reference page stated another default or did not
document the setting (the question asks for the current one).

A link names the setting when its text is the setting's name (``locked``, ``locked = true``,
``path option``) or its anchor is the setting's slug (``#lock-envs``). A section is used only
when it links to exactly one documented setting and names no other setting of that reference
page; a candidate is dropped, and counted, when the section's heading is no topic, the guide's
section states the default itself, the reference entry already says the section's topic (the
reference page alone would answer), or a page answers alone (:func:`shared.kb.admit.admit`).
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.described_bridges import code_like, guide_section, topic_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.links import resolve_link
from shared.kb.options import option_groups
from shared.kb.parsed_page import Link
from shared.kb.reference_sections import all_option_groups
from shared.kb.stated import Statement, statements
from shared.kb.terms import content_terms

__all__ = ["link_bridges", "linked_setting"]

_RELEASE = re.compile(r"^(?:Version |Release |v)?\d+\.\d+")
_SETTING = re.compile(r"^-{0,2}[A-Za-z_][\w.-]*$")
"""A setting's name: a call (``get_schema_view()``) or a phrase is no setting."""
_PLURALS = frozenset({"options", "settings", "fields", "parameters", "arguments", "keys"})
_NOUNS = frozenset({"option", "setting", "key", "field", "variable", "flag", "parameter",
                    "argument"})


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "-", text.lower()).strip("-")


def linked_setting(link: Link, defaults: dict[str, Statement]) -> Statement | None:
    """The setting of ``defaults`` (name -> its default statement) that ``link`` names: by
    its text (``locked``, ``locked = true``, ``path option``) or its anchor (``#lock-envs``)."""
    words = link.text.strip().strip("`").replace("`", "").split()
    if words and (len(words) == 1 or words[1] == "=" or (
            len(words) == 2 and words[1].lower() in _NOUNS)):
        found = defaults.get(words[0])
        if found is not None:
            return found
    anchor = link.target.partition("#")[2].lower()
    if not anchor:
        return None
    return next((s for name, s in defaults.items() if _slug(name) == anchor), None)


def _sentence_case(topic: str) -> str:
    """``Syncing from a lockfile`` -> ``syncing from a lockfile``: a heading's first capital is
    its position, unless another word is capitalised too (a name: ``Django Middleware``)."""
    first, _, rest = topic.partition(" ")
    if first[1:].islower() and not any(w[:1].isupper() for w in rest.split()):
        return f"{first.lower()} {rest}".strip()
    return topic


def _defaults(page: Page) -> dict[str, Statement]:
    """Each setting of ``page`` with its stated default: the statements (tables, prose) and
    the owner-less option groups (a section per setting with a ``**Default**:`` line, a flag
    list's "Default: …")."""
    found = {s.thing: s for s in statements(page)
             if s.attribute == "default" and _SETTING.match(s.thing)}
    for group in option_groups(page):
        if group.owner:
            continue  # an owner's argument is named beside its owner, not linked alone
        kind = group.kind.removesuffix("s") if group.kind in _PLURALS else "setting"
        for option in group.options:
            if option.default is not None and option.name not in found:
                found[option.name] = Statement(
                    thing=option.name, kind=kind, attribute="default",
                    value=option.default.strip("`"), owner=page.title, ref=page.ref,
                    span=option.default_said or option.item, source="list")
    return found


def _documented(pages: tuple[Page, ...]) -> set[str]:
    """Every name the KB documents as an option or setting, with or without a default."""
    names = {o.name for page in pages for group in all_option_groups(page)
             for o in group.options}
    names |= {s.thing for page in pages for s in statements(page) if _SETTING.match(s.thing)}
    return names


def _others(section: str, linked_words: set[str], documented: set[str]) -> set[str]:
    """The settings a guide's section mentions: every documented name its prose holds (a
    plain word such as ``installer`` too: the stricter reading) and every code-like text of
    a link into a settings reference (``cache-dir``, documented without a default)."""
    return {n for n in documented if n in linked_words or _named(n, section)} | {
        w for w in linked_words if code_like(w)}


def _section_text(page: Page, heading: str) -> str:
    return " ".join(s.text for s in page.parsed.sections if s.heading == heading)


def _named(name: str, text: str) -> bool:
    return re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", text) is not None


def _older(kb: KnowledgeBase, page: Page, said: Statement) -> str | None:
    """What the older version of ``page`` said of the setting: its other default, ``"absent"``
    when it never names it, ``None`` when unversioned, unchanged or not read."""
    previous = kb.previous_version(page)
    if previous is None:
        return None
    old = next((s for s in statements(previous)
                if s.attribute == "default" and s.thing == said.thing), None)
    if old is None:
        return None if _named(said.thing, previous.text) else "absent"
    same = re.sub(r"[`'\"\s]", "", old.value).lower() == re.sub(r"[`'\"\s]", "",
                                                                  said.value).lower()
    return None if same else old.value


def link_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"What is the default value of the setting mentioned in <guide>'s section on <topic>?"
    for each guide section linking to exactly one setting whose default its reference page
    states; each kept only when both pages are needed and no current page answers alone."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    refs = {p.ref for p in pages}
    defaults = {p.ref: _defaults(p) for p in pages}
    documented = _documented(pages)
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        if sum(bool(_RELEASE.match(s.heading)) for s in a.parsed.sections) >= 2:
            continue  # a changelog's sections are releases' news, not a guide
        by_section: dict[str, dict[tuple[str, str], Statement]] = {}
        link_words: dict[str, set[str]] = {}
        for link in a.parsed.links:
            b = resolve_link(a.ref, link.target, refs)
            words = link.text.strip().replace("`", "").split()
            if b is not None and "#" in link.target and defaults.get(b):
                # a link into a settings reference names a setting, stated default or not
                link_words.setdefault(link.heading, set()).update(words[:1])
            if b is None or kb.page(b).base == a.base or not defaults.get(b):
                continue
            said = linked_setting(link, defaults[b])
            if said is not None:
                by_section.setdefault(link.heading, {})[(b, said.thing)] = said
        for heading, linked in by_section.items():
            named = _others(_section_text(a, heading), link_words.get(heading, set()),
                            documented)
            made = _bridge(kb, a, heading, linked, named, skips)
            if made is None:
                continue
            twice = repeated(seen, "same setting and section twice", made.key)
            if admit(made, (a, kb.page(made.refs[1])), pages, judge, skips, after=(twice,)):
                seen.add(made.key)
                out.append(made)
    return out


def _bridge(kb: KnowledgeBase, a: Page, heading: str,
            linked: dict[tuple[str, str], Statement], named: set[str],
            skips: Counter[str]) -> Candidate | None:
    (b_ref, name), said = next(iter(linked.items()))
    b = kb.page(b_ref)
    old = _older(kb, b, said)
    subtype = "rot_aware" if old is not None else "hub_to_detail"
    section = _section_text(a, heading)
    topic = topic_of(heading) if heading and heading != a.title else None
    # any other setting the KB documents, named in the section, leaves "the setting
    # mentioned" open ("installer = "pip"" beside a link to `locked`; a linked `cache-dir`
    # whose default the reference page does not state)
    others = named - {name}
    terms = content_terms(topic or "")
    if len(linked) > 1 or others:
        skips[f"{subtype}:section links several settings"] += 1
    elif topic is None:
        skips[f"{subtype}:section heading is no topic"] += 1
    elif contains_snippet(re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", " ", section),
                          said.value):
        skips[f"{subtype}:describing page holds the answer"] += 1
    elif terms and len(terms & content_terms(f"{said.thing} {said.span}")) / len(terms) > 0.5:
        skips[f"{subtype}:reference page states the topic"] += 1
    else:
        kind = said.kind or "setting"
        phrase = f"the {kind} mentioned in {guide_section(a.title, _sentence_case(topic))}"
        now = " current" if old is not None else ""
        before = ("" if old is None else
                  f" The older version of the {b.title} page "
                  f"{'did not document it' if old == 'absent' else f'gave {old}'}.")
        return Candidate(
            query=f"What is the{now} default value of {phrase}?",
            ground_truth=(f"{said.value} ({phrase} is {name}, per the {a.title} page; the "
                          f"{b.title} page gives its default).{before}"),
            refs=(a.ref, b.ref), subtype=subtype, category=b.category,
            key=f"{subtype}:linked:{b.ref}:{name}:{a.ref}:{heading}",
            evidence=(Evidence(a.ref, heading), Evidence(b.ref, said.span)),
            answer_key=(said.value,),
        )
    return None
