"""Version-added facts: a section that opens with an "Added in X.Y.Z" note asks its version.

Documentation dates its features with a short note at the top of the section that
introduces them (PDM's ``!!! tip`` admonition "Added in 2.13.0.", Sphinx's "New in version
1.2"). The note dates what the section's heading names, so the question names that:

- a heading that tells the reader what to do ("Exclude packages newer than specific date",
  "Passing constant arguments to every pdm invocation") -> *Since which version of PDM can
  I exclude packages newer than specific date?*;
- a heading naming things in the plural ("Single-file Scripts", "Workspaces") -> *Since
  which version does PDM support single-file scripts?*

Left out, counted: a note further down a section (it dates one paragraph, not the
heading's feature), a heading that is a code name (the settings reader asks "Which version
added the working_dir option?"), and a heading that is neither a task nor a plural noun
phrase ("Cross platform", "Lock file freshness": what was added is not named).
"""

from __future__ import annotations

import re
from collections import Counter

from lemminflect import getAllLemmas, getLemma

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.prose import how_to_verb
from shared.kb.step_questions import imperative_heading

__all__ = ["added_notes", "component_of", "product_name", "version_direct"]

_NOTE = re.compile(r"^(?:Added|New|Introduced) in (?:version |v)?(?P<version>\d+(?:\.\d+){1,3})"
                   r"\.?$", re.IGNORECASE)
_CODE_NAME = re.compile(r"^`[^`]+`$|^[\w.-]*[_.][\w.-]*$|^-{1,2}[a-z]")
_ASIDE = re.compile(r"\s*\((?:experimental|beta|preview|deprecated|new)\)\s*$", re.IGNORECASE)
_OPENING = 2
"""Paragraphs a section may open with before its note (a warning admonition first)."""


def added_notes(page: Page) -> list[tuple[str, str, bool]]:
    """(heading, version, opens the section) of every "Added in X" note of ``page``."""
    out: list[tuple[str, str, bool]] = []
    position: Counter[str] = Counter()
    for heading, text in page.parsed.marked:
        position[heading] += 1
        found = _NOTE.match(text.strip())
        if found is not None:
            out.append((heading, found.group("version"), position[heading] <= _OPENING))
    return out


def _inflected_verb(word: str) -> bool:
    """``added``, ``uses``: a verb's inflected form (a changelog's "Added …" entries), never
    a product's name."""
    verbs = getAllLemmas(word).get("VERB", ())
    return bool(verbs) and word not in verbs


def product_name(context: KbContext) -> str | None:
    """The KB's product as its pages write it (``PDM``, ``Typer``): the word the prose of
    over half the current pages names, in its most frequent spelling, one written
    capitalised mid-sentence at least once (a sentence's first word, "Added in version
    9.2.0.", is capitalised as any word is);
    ``None`` when no single word is that common."""
    pages = context.kb.current_pages()
    limit = max(2, len(pages) // 2)
    common = [term for term, n in context.term_pages.items()
              if n > limit and re.fullmatch(r"[a-z][a-z0-9]+", term)
              and not _inflected_verb(term)]
    spellings: Counter[str] = Counter()
    inside: Counter[str] = Counter()
    for term in common:
        for page in pages:
            spellings.update(w for w in re.findall(rf"\b{term}\b", page.text, re.IGNORECASE)
                             if w != w.lower())
            inside.update(w for w in re.findall(rf"(?<=[a-z0-9,] ){term}\b", page.text,
                                                re.IGNORECASE) if w != w.lower())
    named = [(n, w) for w, n in spellings.items() if n >= len(pages) and inside[w]]
    return max(named)[1] if named else None


def _plural_noun_phrase(heading: str) -> str | None:
    """``Single-file Scripts`` -> ``single-file scripts``: a heading of words ending in a
    plural noun; acronyms and inner capitals keep their case."""
    words = heading.strip().split()
    if not 1 <= len(words) <= 5 or not all(re.fullmatch(r"[A-Za-z][\w-]*", w) for w in words):
        return None
    last = words[-1].lower()
    known = getAllLemmas(last)
    if not re.search(r"[^s]s$", last) or (known and "NOUN" not in known):
        return None  # "Cross platform"; "Workspaces", unknown to the lexicon, is read
    if getLemma(last, upos="NOUN")[0] == last:
        return None  # "Access", "Status": singular nouns ending in s
    if "VERB" in getAllLemmas(words[0].lower()) and words[0].lower() in getAllLemmas(
            words[0].lower()).get("VERB", ()) and len(words) > 1:
        return None  # "Manage dependencies": a task, asked as one
    return " ".join(w if w.isupper() or any(c.isupper() for c in w[1:]) else w.lower()
                    for w in words)


def _task(heading: str) -> str | None:
    """The task a heading tells the reader to do, as a base-form verb phrase."""
    first = heading.split()[0].lower() if heading.split() else ""
    if not first.endswith("ing") and "ADJ" in getAllLemmas(first):
        return None  # "Direct minimal versions": an adjective, not an order
    found = imperative_heading(heading)
    if found is not None:
        return found
    words = heading.strip().split()
    verb = how_to_verb(words[0]) if len(words) >= 2 else None
    if verb is None or not re.fullmatch(r"[A-Za-z][\w ,'-]*", heading.strip()):
        return None
    return " ".join([verb, *(w if w.isupper() or any(c.isupper() for c in w[1:]) else w.lower()
                            for w in words[1:])])


def _recased(phrase: str | None, heading: str, context: KbContext) -> str | None:
    """``install python interpreters`` -> ``install Python interpreters``: a heading word the
    KB capitalises mid-sentence (a name) keeps its capital."""
    if phrase is None:
        return None
    written = {w.lower(): w for w in heading.split()[1:] if w in context.proper_words}
    verb, *rest = phrase.split()
    return " ".join([verb, *(written.get(w, w) for w in rest)])


_COMPONENT = re.compile(r"^[A-Za-z][\w -]{2,40} (?:plugin|extension|integration|module|"
                        r"component|add-on|addon)$", re.IGNORECASE)


def component_of(page: Page) -> str | None:
    """``the built-in blog plugin`` for a page titled "Built-in blog plugin": a page about
    one component dates that component's features ("Categories" under it are the blog
    plugin's categories, not the product's)."""
    title = page.title.strip()
    if _COMPONENT.match(title) is None:
        return None
    return f"the {title[0].lower()}{title[1:]}" if not title[:2].isupper() else f"the {title}"


def version_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """"Since which version …?" for each feature a section's opening note dates."""
    product = product_name(context)
    of = f" of {product}" if product else ""
    out: list[Candidate] = []
    for written, version, opens in added_notes(page):
        heading = _ASIDE.sub("", written).strip()
        if not opens:
            context.skipped["simple_fact:version_note_inside_a_section"] += 1
            continue
        if _CODE_NAME.search(heading.strip()):
            context.skipped["simple_fact:version_note_under_a_code_name"] += 1
            continue
        task = _recased(_task(heading), heading, context)
        things = None if task is not None else _plural_noun_phrase(heading)
        if task is not None:
            query = f"Since which version{of} can I {task}?"
        elif things is not None:
            owner = component_of(page) or product
            if owner is not None and set(things.lower().split()) <= set(
                    re.findall(r"[a-z]+", owner.lower())):
                context.skipped["simple_fact:version_note_dates_the_page_itself"] += 1
                continue  # "Since which version does the tags plugin support tags?"
            query = f"Since which version does {owner or 'it'} support {things}?"
            if owner is None:
                context.skipped["simple_fact:version_note_without_a_product"] += 1
                continue
        else:
            context.skipped["simple_fact:version_note_names_no_feature"] += 1
            continue
        out.append(Candidate(
            query=query, ground_truth=f"Version {version}.", refs=(page.ref,),
            subtype="simple_fact", category=page.category,
            key=f"added:{page.ref}:{written}",
            evidence=(Evidence(page.ref, f"{written}: Added in {version}."),),
            template="version_added"))
    return {"simple_fact": out}
