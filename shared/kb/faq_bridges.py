"""``policy_faq`` bridges: a FAQ entry's goal, the setting it names, the reference's default.

Documentation answers a user's "How do I …?" in a FAQ entry (a FAQ page, a troubleshooting
page, or any section whose heading is such a question) by naming one setting; the reference
page documents that setting's default (the rule) without the FAQ's situation::

    ## How to avoid warnings for expected non-version tags?          (faq.md)
    You can explicitly ignore them with [`ignored_tag_formats`](config/bump.md#…).
    ### ignored_tag_formats … Default: `[]`                          (config/bump.md)

*What is the default value of the setting that lets me avoid warnings for expected
non-version tags?* needs the FAQ to know which setting answers the situation and the
reference page for its value (2WikiMultiHopQA's compositional form). The question is the
FAQ's own goal as the user asked it, never "the setting the FAQ mentions".

An entry is used only when its heading is a goal question ("How to/do I/can I X?",
"Can I X?", "Is it possible to X?", "Is there a way to X?") whose goal starts with a verb,
holds no pronoun or demonstrative and is 3-16 words, and its prose names exactly one
documented option. A candidate is dropped, and counted, when the option is documented on
several pages or has no stated default, the entry states the default itself, the reference
entry shares a term of the goal that is not on over 30% of the pages (the reference
page alone would answer), another option of
the same group is described with half the goal's terms, the goal names another option
("change the tag format" names ``tag_format``, not the ``legacy_tag_formats`` the entry
suggests), or the generic multi-hop checks
fail (:func:`shared.kb.admit.admit`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.described_bridges import code_like
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.option_model import Option, OptionGroup
from shared.kb.parsed_page import Section
from shared.kb.reference_sections import all_option_groups
from shared.kb.terms import content_terms

__all__ = ["FaqGoal", "faq_bridges", "faq_goal", "faq_goals"]

SUBTYPE = "policy_faq"
_GOAL = re.compile(
    r"^(?:How (?:to|do I|can I|should I|do you|can you|would I)|Can I|Is it possible to|"
    r"Is there a way to|How do we|How can we)\s+(?P<goal>[^?]+?)\s*\?$", re.IGNORECASE)
_VAGUE = re.compile(r"\b(?:this|these|those|it|its|they|them|their|such|above|below|here|"
                    r"following|previous|same|other|that)\b", re.IGNORECASE)
_MIN_WORDS, _MAX_WORDS = 3, 16


@dataclass(frozen=True, slots=True)
class FaqGoal:
    """One FAQ entry: its goal and the one documented option its answer names."""

    goal: str
    """The goal as the heading words it, after "How to": ``avoid warnings for …``."""
    name: str
    heading: str
    prose: str
    """The entry's prose (the evidence that the option answers the goal)."""


def faq_goal(heading: str) -> str | None:
    """``How to avoid warnings for expected tags?`` -> ``avoid warnings for expected tags``;
    ``None`` when the heading is no goal question (a "Why …?", a pronoun, not a verb first,
    under three or over sixteen words, markup)."""
    text = " ".join(heading.replace("`", "").split())
    m = _GOAL.match(text)
    if m is None:
        return None
    goal = m.group("goal").strip()
    words = goal.split()
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS or _VAGUE.search(goal):
        return None
    if "VERB" not in getAllLemmas(words[0].lower()) or re.search(r"[\[\]()<>{}|*]", goal):
        return None
    return goal


def _documented(kb: KnowledgeBase) -> tuple[
        dict[str, list[tuple[Page, OptionGroup, Option]]], dict[str, re.Pattern[str]]]:
    """Every code-like option by name with its homes, and a pattern finding each in prose."""
    homes: dict[str, list[tuple[Page, OptionGroup, Option]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            for option in group.options:
                if len(option.name.strip("-")) >= 3 and code_like(option.name):
                    homes.setdefault(option.name, []).append((page, group, option))
    patterns = {n: re.compile(rf"(?<![\w.-]){re.escape(n)}(?![\w-])") for n in homes}
    return homes, patterns


def faq_goals(page: Page, patterns: dict[str, re.Pattern[str]], skipped: Counter[str]
              ) -> Iterator[FaqGoal]:
    """Each goal-question section of ``page`` whose prose names exactly one of the options
    of ``patterns`` (a section naming none is no candidate and is not counted)."""
    for section in page.parsed.sections:
        if not _is_question(section):
            continue
        prose = " ".join(" ".join(section.blocks).split())
        named = [n for n, pattern in patterns.items() if pattern.search(prose)]
        if not named:
            continue
        goal = faq_goal(section.heading)
        if goal is None:
            skipped[f"{SUBTYPE}:FAQ heading is no goal question"] += 1
        elif len(named) > 1:
            skipped[f"{SUBTYPE}:FAQ entry names several options"] += 1
        else:
            yield FaqGoal(goal, named[0], section.heading, prose)


def _is_question(section: Section) -> bool:
    return section.heading.rstrip().endswith("?")


def _states(text: str, value: str) -> bool:
    """``value`` is in ``text``; a value of punctuation only (``[]``, ``{}``) as written."""
    if not re.search(r"\w", value):
        return value.replace(" ", "") in text.replace(" ", "")
    return contains_snippet(text, value)


def _option_text(page: Page, option: Option) -> str:
    own = " ".join(s.text for s in page.parsed.sections if s.heading == option.name)
    return own or option.item


def _name_terms(name: str) -> set[str]:
    return content_terms(re.sub(r"[_.\-]+", " ", name))


def _kind(group: OptionGroup) -> str:
    noun = group.kind.lower().removesuffix("s") or "setting"
    owner = group.owner.removeprefix("the ")
    return f"{owner} {noun}" if owner else noun


def _bridge(a: Page, entry: FaqGoal, home: tuple[Page, OptionGroup, Option],
            names: Iterable[str], common: set[str], skips: Counter[str]) -> Candidate | None:
    b, group, option = home
    every_goal_term = content_terms(entry.goal)
    default = (option.default or "").strip()
    goal_terms = every_goal_term - _name_terms(option.name) - common
    reference = content_terms(_option_text(b, option)) - _name_terms(option.name)
    others = [content_terms(_option_text(b, o)) for o in group.options if o.name != option.name]
    if b.base == a.base:
        skips[f"{SUBTYPE}:FAQ entry on the option's reference page"] += 1
    elif not default:
        skips[f"{SUBTYPE}:the option has no stated default"] += 1
    elif _states(entry.prose.replace(option.name, " "), default):
        skips[f"{SUBTYPE}:FAQ entry states the default"] += 1
    elif any(n != option.name and _name_terms(n) and _name_terms(n) <= every_goal_term
             for n in names):
        # "How to change the tag format?" answered with legacy_tag_formats: the goal names
        # tag_format, whose default is not the one asked
        skips[f"{SUBTYPE}:goal names another option"] += 1
    elif not goal_terms or goal_terms & reference:
        # the reference entry words part of the situation: it alone could name the option
        skips[f"{SUBTYPE}:reference entry shares the goal's terms"] += 1
    elif any(len(goal_terms & said) * 2 >= len(goal_terms) for said in others):
        skips[f"{SUBTYPE}:goal fits another option"] += 1
    else:
        kind = _kind(group)
        shown = f"{group.owner}.{option.name}" if group.owner else option.name
        return Candidate(
            query=f"What is the default value of the {kind} that lets me {entry.goal}?",
            ground_truth=(f"{default} (the {kind} for this is {shown}, per the {a.title} "
                          f"page; the {b.title} page gives its default)."),
            refs=(a.ref, b.ref), subtype=SUBTYPE, category=b.category,
            key=f"{SUBTYPE}:faq:{option.name}:{entry.goal}",
            evidence=(Evidence(a.ref, entry.prose), Evidence(b.ref, option.default_said
                                                             or option.item)),
            # a default of punctuation only ("[]") is found on any page: the key is then the
            # option's name with the word "default" (the reference entry's own line)
            answer_key=(default,) if re.search(r"\w", default) else (option.name, "default"),
        )
    return None


def faq_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """"What is the default value of the setting that lets me <FAQ goal>?" over (FAQ entry,
    reference page) pairs, each kept only when both pages are needed and no current page
    answers alone."""
    skips = skipped if skipped is not None else Counter()
    homes, patterns = _documented(kb)
    if not homes:
        return []
    pages = tuple(kb.current_pages())
    # a setting the option readers miss still has its own section ("## `tag_format`")
    frequency = Counter(t for p in pages for t in content_terms(f"{p.title} {p.text}"))
    # a word on over 30% of the pages ("commit" in a commit tool's docs) says no situation
    common = {t for t, n in frequency.items() if n > max(2, int(0.3 * len(pages)))}
    names = {*homes, *(h for p in pages for s in p.parsed.sections
                       if code_like(h := s.heading.strip().strip("`")) and " " not in h)}
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        for entry in faq_goals(a, patterns, skips):
            found = homes[entry.name]
            if len({page.base for page, _, _ in found}) > 1:
                skips[f"{SUBTYPE}:option documented on several pages"] += 1
                continue
            made = _bridge(a, entry, found[0], names, common, skips)
            if made is None:
                continue
            twice = repeated(seen, "same goal twice", made.query)
            if admit(made, (a, found[0][0]), pages, judge, skips, after=(twice,)):
                seen.add(made.query)
                out.append(made)
    return out
