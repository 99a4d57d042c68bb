"""Direct questions from prose pages (documentation, policies, product help).

Real documentation rarely writes ``**Label:** value`` lines; it writes sections of prose
under headings. These templates read the sections:

- *how-to* headings ("Enabling HTTP/2", "Installing MkDocs") become "How do I enable
  HTTP/2?", answered by what the section tells the reader to do: a shell command block
  ("Run `pip install mkdocs`.") or an instruction sentence (:mod:`shared.kb.instructions`);
  a section that only describes is not asked (its first sentence answers no "how");
- *default* sentences ("The default timeout for network inactivity is five seconds")
  become "What is the default timeout for network inactivity?";
- *topic* headings become "What does the <page> page say about <heading>?";
- *rot-aware*: a section of the current version whose opening differs from the same
  section of the previous version (or that is new) is asked about "currently", and its
  answer is the current text.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.instructions import command_of, instruction_sentence
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Section
from shared.kb.phrasing import lower_phrase, sentence
from shared.kb.terms import content_terms, stem
from shared.text.sentences import split_sentences

__all__ = ["default_candidates", "how_to_phrase", "how_to_verb", "section_candidates",
           "section_rot_candidates"]

_DEFAULT = re.compile(
    r"^The default (?P<what>[a-z][\w /-]{2,40}?) (?:is|are) (?P<value>[^;]{2,80}?)[.;]?$"
)
_GENERIC_DEFAULT = re.compile(
    r"^(?:value|values|behaviou?r|expectation|setting|settings|option|options|one|choice|"
    r"config|configuration|mode|case)$|\b(?:such|this|that|these|those|its|their|above)\b")
"""A "default <what>" that names no thing: an attribute noun alone or a pointer back."""
_SKIP_HEADINGS = frozenset({"overview", "introduction", "contents", "see also", "related pages",
                            "summary", "notes", "example", "examples"})
_DOUBLED = re.compile(r"([bdfgmnprt])\1$")
_ADD_E = ("abl", "ibl", "iz", "at", "us", "ov", "in", "rv", "id", "ur", "ag", "yz", "ac", "uc",
          "rc", "lv", "ok", "yp", "ak", "ap", "ir", "ud", "od", "os")
_IRREGULAR = {"writ": "write", "stor": "store", "delet": "delete", "complet": "complete"}
_CONSONANT_AR = re.compile(r"[^aeiou]ar$")  # shar(ing) -> share, compar(ing) -> compare; not clear


def how_to_verb(gerund: str) -> str | None:
    """``Enabling`` -> ``enable``, ``Setting`` -> ``set``, ``Adding`` -> ``add``.

    Read from lemminflect's verb lexicon where it knows the word (of two lemmas, the
    longer: ``routing`` -> ``route`` not ``rout``; ``None`` for a word it knows only as a
    noun, ``Morning``); the suffix rules only for words it lacks.
    """
    word = gerund.lower()
    if not word.endswith("ing") or len(word) < 6:
        return None
    known: list[str] = [str(lemma) for lemma in getAllLemmas(word, upos="VERB").get("VERB", ())
                       if lemma != word and ("-" in word or "-" not in lemma)]
    if known:
        return max(known, key=len)
    if getAllLemmas(word):
        return None  # a word the lexicon knows, but not as a verb ("Morning", "Nothing")
    stem = word[:-3]
    if stem in _IRREGULAR:
        return _IRREGULAR[stem]
    if _DOUBLED.search(stem):
        return stem[:-1]
    if stem.endswith(_ADD_E) or _CONSONANT_AR.search(stem):
        return stem + "e"
    return stem


def _usable(section: Section, page: Page) -> bool:
    heading = section.heading.strip()
    return bool(heading) and heading != page.title and heading.lower() not in _SKIP_HEADINGS \
        and not heading.endswith("?") and len(heading.split()) <= 8


_NO_OBJECT = re.compile(r"^(?:to|with|against|for|from|into|at|by|of|started)$|"
                        r"^(?:exist|remain|belong|happen|depend|matter|follow)$", re.IGNORECASE)
_TRAILING = re.compile(r"\b(?:to \w+ (?:with|on|for|in)|with|to|for|of)$", re.IGNORECASE)


def how_to_phrase(heading: str) -> str | None:
    """``Enabling and disabling verification`` -> ``enable and disable verification``; None
    for a topic ("Merging of configuration"), a task with no object ("Getting started",
    "Running against multiple environments": run what?), a participle read as a verb
    ("Existing packages") or an object left dangling ("Creating a model to work with")."""
    words = heading.split()
    if len(words) < 2 or how_to_verb(words[0]) is None or words[1].lower() == "of":
        return None  # "Merging of configuration" names a topic, not a task
    if _NO_OBJECT.match(words[1]) or _NO_OBJECT.match(how_to_verb(words[0]) or "") \
            or _TRAILING.search(heading.rstrip(" .")):
        return None
    out = []
    for position, word in enumerate(words):
        joined = position == 0 or (position >= 2 and words[position - 1].lower() in ("and", "or"))
        verb = how_to_verb(word) if joined else None
        out.append(verb if verb is not None else word)
    return lower_phrase(" ".join(out))


def _topic_query(section: Section, page: Page, *, current: bool = False) -> str | None:
    """"How do I …?" for a how-to heading; no question for a topic heading (asking what
    "the <file> page says about" a heading names the file, not what a reader wants)."""
    how = how_to_phrase(section.heading)
    if how is not None and _modifying_gerund(section.heading, page.text):
        return None  # "Coworking Space Stipend": the page's "a true coworking space"
    if how is not None:
        return f"How do I {'currently ' if current else ''}{how}?"
    return None


def _modifying_gerund(heading: str, text: str) -> bool:
    """The heading's first word, a gerund, modifies the next as a noun compound: the page
    writes them after an article ("a true coworking space"), so the heading names a thing,
    not a task ("How do I cowork space stipend?"). A gerund after another -ing word or a
    conjunction is still a task ("When planning and booking travel", "During onboarding new
    hires")."""
    words = heading.lower().split()
    if len(words) < 2:
        return False
    pair = rf"{re.escape(words[0])} {re.escape(words[1])}"
    return re.search(rf"\b(?:a|an|the|your|our|their|true) (?:(?!and |or )\w+ )?{pair}\b",
                     text.lower()) is not None


_OPENS_BACK = re.compile(r"^(?:This|That|These|Those|It|They|Such|Here|There|So|Also|But|"
                         r"However|Otherwise|Instead|Note|In some cases|Sometimes|If)\b|"
                         r"\bmight want\b")


_ADDENDUM = re.compile(r"\b(?:also|as well|too|do so|make sure|be sure)\b|"
                       r"^(?:Remember|Don't forget|Note|For the purposes? of|Typically|Normally|"
                       r"Usually|"
                       r"In (?:this|that|such an?) case)\b", re.IGNORECASE)
_OTHER_TASK = re.compile(r"^To (?P<verb>[a-z]+)\b")


def _answers(heading: str, answer: str) -> bool:
    """The answer sentence stands alone and is about the heading: it opens with no word
    pointing back, is no addendum or caveat ("You can also set it on a view", "Make sure to
    include the view first") nor another task's instruction ("To exit the virtual
    environment, type deactivate" under "Setting up a new environment"), and shares a
    content term with the heading's task."""
    if _OPENS_BACK.search(answer) and not answer.startswith(("To ", "Use ", "You can ")):
        return False
    if _ADDENDUM.search(answer):
        return False
    task = how_to_phrase(heading)
    other = _OTHER_TASK.match(answer)
    if other is not None and task is not None and stem(other.group("verb")) != stem(
            task.split()[0]):
        return False
    wanted = content_terms(how_to_phrase(heading) or heading)
    return bool(wanted & content_terms(answer))


def _instruction(section: Section, page: Page) -> str | None:
    """What the how-to section tells the reader to do: its command, else its instruction."""
    task = how_to_phrase(section.heading) or section.heading
    command = command_of(section, page.parsed.code_blocks, task)
    if command is not None:
        return f"Run {command}"
    found = instruction_sentence(section, task)
    return found if found is not None and _answers(section.heading, found) else None


_INSTALL_HEADING = re.compile(r"^(?:Installation|Install|Installing|Setup|Set ?up)$",
                              re.IGNORECASE)
_INSTALL = re.compile(r"\binstall\s+(?:-\S+\s+)*['\"]?(?P<name>[A-Za-z][\w.-]*)"
                      r"(?:\[(?P<extra>[\w,-]+)\])?['\"]?\s*$")


def _install_query(section: Section, page: Page) -> tuple[str, str] | None:
    """("How do I install mkdocs with the i18n extra?", "Run `pip install 'mkdocs[i18n]'`")
    for an "Installation" section whose one command installs a package."""
    if _INSTALL_HEADING.match(section.heading.strip()) is None:
        return None
    command = command_of(section, page.parsed.code_blocks, "install")
    if command is None or " then " in command:
        return None
    m = _INSTALL.search(command.strip("`"))
    if m is None:
        return None
    extra = f" with the {m.group('extra')} extra" if m.group("extra") else ""
    return f"How do I install {m.group('name')}{extra}?", f"Run {command}"


def section_candidates(page: Page, context: KbContext) -> list[Candidate]:
    """"How do I …?" for each how-to section that tells the reader what to do, and "How do I
    install X?" for an "Installation" section's install command."""
    out: list[Candidate] = []
    for section in page.parsed.sections:
        if not _usable(section, page) and _INSTALL_HEADING.match(section.heading.strip()) is None:
            continue
        install = _install_query(section, page)
        if install is not None:
            out.append(Candidate(
                query=install[0], ground_truth=sentence(install[1]), refs=(page.ref,),
                subtype="simple_fact", category=page.category,
                key=f"section:{page.ref}:{section.heading}",
                evidence=(Evidence(page.ref, install[1]),)))
            continue
        query = _topic_query(section, page)
        if query is None:
            continue
        answer = _instruction(section, page)
        if answer is None:
            context.skipped["simple_fact:how_to_without_instruction"] += 1
            continue  # "How do I install MkDocs?" is not answered by "Run mkdocs --version …"
        out.append(Candidate(
            query=query, ground_truth=sentence(answer),
            refs=(page.ref,), subtype="simple_fact", category=page.category,
            key=f"section:{page.ref}:{section.heading}",
            evidence=(Evidence(page.ref, answer),),
        ))
    return out


_CODE_SPAN = re.compile(r"`([^`]+)`")


def _placed_by_heading(noun: str, heading: str) -> str | None:
    """``format`` under "Change lock file format" -> ``lock file format``: a bare noun the
    section's heading ends in, with the heading's words before it (a leading order verb
    dropped); ``None`` when the heading does not end in the noun."""
    words = heading.strip().rstrip(".").split()
    if len(words) < 2 or words[-1].lower() != noun.lower():
        return None
    first = words[0].lower()
    if first in getAllLemmas(first).get("VERB", ()):
        words = words[1:]
    if len(words) < 2:
        return None
    return " ".join(w if w.isupper() or any(c.isupper() for c in w[1:]) else w.lower()
                    for w in words)


def default_candidates(page: Page, context: KbContext) -> list[Candidate]:
    """``What is the default <what>?`` from "The default <what> is <value>." sentences; a
    bare noun is placed by the heading ending in it, a value written as code is answered
    as written (``pdm``, not "Pdm.")."""
    out: list[Candidate] = []
    literals: dict[str, set[str]] = {}
    for heading, text in page.parsed.marked:
        literals.setdefault(heading, set()).update(_CODE_SPAN.findall(text))
    for section in page.parsed.sections:
        for found in split_sentences(section.text):
            m = _DEFAULT.match(found.text.strip())
            if m is None:
                continue
            what = m.group("what").strip()
            if _GENERIC_DEFAULT.search(what):
                context.skipped["simple_fact:default_of_nothing_named"] += 1
                continue  # "What is the default value?", "… the default for such supported
                # shells?": the sentence before named what it is the default of
            if " " not in what:
                placed = _placed_by_heading(what, section.heading)
                if placed is None:
                    context.skipped["simple_fact:default_of_a_bare_noun"] += 1
                    continue  # "The default format is `pdm`": the format of what?
                what = placed
            value = m.group("value").strip()
            literal = value in literals.get(section.heading, set())
            out.append(Candidate(
                query=f"What is the default {what}?",
                ground_truth=value if literal else sentence(value),
                refs=(page.ref,), subtype="simple_fact", category=page.category,
                key=f"default:{page.ref}:{what}",
                evidence=(Evidence(page.ref, m.group("value")),),
            ))
    return out


def section_rot_candidates(page: Page, previous: Page) -> list[Candidate]:
    """How-to sections whose instruction the current version changed (or added): asked
    "currently", answered by the current instruction."""
    old = {s.heading.strip().lower(): s for s in previous.parsed.sections}
    old_code = " ".join(b.code for b in previous.parsed.code_blocks)
    out: list[Candidate] = []
    for section in page.parsed.sections:
        if not _usable(section, page):
            continue
        query = _topic_query(section, page, current=True)
        answer = _instruction(section, page) if query is not None else None
        if query is None or answer is None:
            continue
        before = old.get(section.heading.strip().lower())
        said = answer.removeprefix("Run ").replace("`", "").split(" then ")
        if answer.startswith("Run ") and all(normalise(c) in normalise(old_code) for c in said):
            continue
        if before is not None and normalise(answer) in normalise(before.text):
            continue
        out.append(Candidate(
            query=query, ground_truth=sentence(answer),
            refs=(page.ref,), subtype="rot_aware",
            category=page.category, key=f"rot-section:{page.ref}:{section.heading}",
            evidence=(Evidence(page.ref, answer),),
        ))
    return out
