"""Multi-hop bridges through a setting another page describes by its purpose.

A guide says what a setting is *for* and names it; the reference page gives its value and
does not repeat the guide's purpose::

    The extra_css and extra_javascript configuration options can be used to make tweaks
    and customizations to existing themes.            (customizing-your-theme.md)
    There is a new config not_in_nav that marks files as exempt from the warning.
                                                      (release-notes.md)
    ### not_in_nav … **default**: null                (configuration.md)

A question that names the setting only by the guide's purpose needs both pages by
construction (2WikiMultiHopQA's compositional "When did the director of film X die?"):
*What is the default value of the setting that marks files as exempt from the warning?*
The guide identifies the setting, the reference page holds its default. When the guide
links to the reference page it is the SRS's ``hub_to_detail`` (the hub points, the
detail page answers); otherwise ``cross_category``.

A purpose is read only from a sentence of a fixed shape naming exactly one documented
setting ("X can be used to …", "use X to …", "To …, use X", "X lets you …", "a new config
X that …"); the purpose must start with a verb, hold no pronoun or demonstrative and be
at most 16 words. A candidate is dropped, and counted, when the guide's section states the
default, when the reference section of the setting already says most of the purpose (the
reference page alone would answer), when another setting's section says it as well (the
purpose names no single setting), or when the generic multi-hop checks fail.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.links import resolve_link
from shared.kb.options import Option, OptionGroup
from shared.kb.reference_sections import all_option_groups, changed_from
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["Purpose", "code_like", "default_bridge", "described_bridges", "guide_section",
           "links_to", "purposes", "topic_of"]

_VAGUE = re.compile(r"\b(?:this|these|those|it|its|they|them|their|such|above|below|here|"
                    r"following|previous|same|other)\b", re.IGNORECASE)
_MAX_WORDS = 16
_MIN_WORDS = 3
_KIND = (r"(?: (?:configuration|config) (?:setting|option|key|value|variable)s?"
         r"| (?:setting|option|config|parameter|argument|variable|flag|key)s?)?")
_CLUE = r"(?P<clue>[a-z][^.;:()]+?)"
_END = r"(?:[.;:(]|,\s|$)"


def _shapes(name: str) -> list[tuple[re.Pattern[str], str]]:
    """(pattern, phrase template) pairs; ``{kind}`` is the setting's kind, ``{clue}`` the
    purpose read from the sentence."""
    n = rf"`?{re.escape(name)}`?"
    return [
        (re.compile(rf"\b{n}{_KIND} (?:can be|is|are|should be) used to {_CLUE}{_END}"),
         "the {kind} used to {clue}"),
        (re.compile(rf"\b{n}{_KIND} (?:lets|allows|enables) you to {_CLUE}{_END}"),
         "the {kind} that lets you {clue}"),
        (re.compile(rf"\b(?:[Uu]se|[Ss]et|[Pp]ass|[Cc]onfigure) (?:the )?{n}{_KIND} "
                    rf"(?:in order )?to {_CLUE}{_END}"),
         "the {kind} used to {clue}"),
        (re.compile(rf"^To {_CLUE}, (?:[\w ]{{0,20}}?)(?:use|set|pass|configure|add|enable) "
                    rf"(?:the )?{n}\b"),
         "the {kind} used to {clue}"),
        (re.compile(rf"^(?:If you (?:want|wish|need) to|When you want to|In order to) {_CLUE}, "
                    rf"(?:[\w ]{{0,30}}?)(?:use|pass|set|add|specify|enable) (?:the )?{n}\b"),
         "the {kind} used to {clue}"),
        (re.compile(rf"\b[Yy]ou (?:can|may) {_CLUE} (?:with|by using|using|via|by passing|"
                    rf"by setting) (?:the )?{n}{_KIND}{_END}"),
         "the {kind} used to {clue}"),
        (re.compile(rf"\b(?:is|was) a new (?:config|configuration|setting|option) {n},? "
                    rf"(?:that|which) {_CLUE}{_END}"),
         "the {kind} that {clue}"),
        (re.compile(rf"\bThe {n}{_KIND} (?P<verb>controls|determines|specifies|defines|"
                    rf"tells \w+ to|marks) {_CLUE}{_END}"),
         "the {kind} that {verb} {clue}"),
    ]


@dataclass(frozen=True, slots=True)
class Purpose:
    """A guide's sentence saying what one documented setting is for."""

    name: str
    phrase: str
    """``the setting used to make tweaks and customizations to existing themes``."""
    clue: str
    """The purpose as the guide words it (the guide's evidence)."""
    sentence: str
    heading: str


def _is_verb(word: str) -> bool:
    return "VERB" in getAllLemmas(word.lower())


def _sentences(page: Page) -> Iterator[tuple[str, str]]:
    for section in page.parsed.sections:
        for block in section.blocks:
            for found in split_sentences(block):
                yield section.heading, " ".join(found.text.split())


def purposes(page: Page, names: dict[str, str], skipped: Counter[str], subtype: str
             ) -> Iterator[Purpose]:
    """Each sentence of ``page`` that says what exactly one of ``names`` (name -> kind
    noun) is for, in one of the fixed shapes."""
    found_names = {n: re.compile(rf"(?<![\w.-]){re.escape(n)}(?![\w-])") for n in names}
    for heading, text in _sentences(page):
        named = [n for n, pattern in found_names.items() if pattern.search(text)]
        if len(named) != 1:
            continue
        name = named[0]
        for pattern, template in _shapes(name):
            m = pattern.search(text)
            if m is None:
                continue
            clue = m.group("clue").strip().rstrip(",")
            words = clue.split()
            if not _MIN_WORDS <= len(words) <= _MAX_WORDS or _VAGUE.search(clue):
                skipped[f"{subtype}:purpose with a pronoun, too short or too long"] += 1
                continue
            verb = m.groupdict().get("verb") or ""
            if not verb and not _is_verb(words[0]):
                skipped[f"{subtype}:purpose does not start with a verb"] += 1
                continue
            phrase = template.format(kind=names[name], clue=clue, verb=verb)
            yield Purpose(name, phrase, clue, text, heading)
            break


def _settings(kb: KnowledgeBase) -> dict[str, list[tuple[Page, OptionGroup, Option]]]:
    """Each option with a stated default, by name, with its page and group."""
    out: dict[str, list[tuple[Page, OptionGroup, Option]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            for option in group.options:
                if (option.default is not None and len(option.name.strip("-")) >= 3
                        and code_like(option.name)):
                    out.setdefault(option.name, []).append((page, group, option))
    return out


def _kind(group: OptionGroup) -> str:
    noun = group.kind.lower().removesuffix("s") or "setting"
    owner = group.owner.removeprefix("the ")
    return f"{owner} {noun}" if owner else noun


_CODE_LIKE = re.compile(r"[_.]|\w-\w|[a-z][A-Z]")


def code_like(name: str) -> bool:
    """A name prose cannot use as a word (``site_dir``, ``--dry-run``, ``allowOrigins``):
    ``search`` or ``path`` in a sentence is no mention of a setting."""
    return bool(_CODE_LIKE.search(name)) or name.startswith("-")


def _section_text(page: Page, heading: str) -> str:
    return " ".join(s.text for s in page.parsed.sections if s.heading == heading)


def _option_text(page: Page, group: OptionGroup, option: Option) -> str:
    """What the reference page says about the option: its own section when the page has
    one per setting, else its list item."""
    own = _section_text(page, option.name)
    return own or option.item


def _without(text: str, name: str) -> str:
    """``text`` with every mention of ``name`` removed (``docs_dir`` holds no ``docs``)."""
    return re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", " ", text)


def links_to(a: Page, b: Page) -> bool:
    return any(resolve_link(a.ref, link.target, {b.ref}) == b.ref for link in a.parsed.links)


def _said_elsewhere(clue: str, name: str, group: OptionGroup, page: Page) -> bool:
    """True when another option of the group is described with most of the purpose's
    terms (the purpose would name no single setting)."""
    terms = content_terms(clue)
    for other in group.options:
        if other.name == name:
            continue
        said = content_terms(_option_text(page, group, other))
        if terms and len(terms & said) / len(terms) >= 0.5:
            return True
    return False


def _mentions(page: Page, names: dict[str, str], every: dict[str, re.Pattern[str]],
              skipped: Counter[str], homes: dict[str, str] | None = None) -> Iterator[Purpose]:
    """Each section of ``page`` whose prose names exactly one of ``names`` and whose heading
    reads as a topic (two or more words, no code name): the setting is identified by the
    guide's section, as a reader following the guide meets it. A section naming any other
    documented option (``every``: with or without a default) names no single one."""
    patterns = {n: re.compile(rf"(?<![\w.-]){re.escape(n)}(?![\w-])") for n in names}
    if sum(bool(_RELEASE.match(s.heading)) for s in page.parsed.sections) >= 2:
        return  # a changelog's sections are releases' news, not a guide a reader follows
    for section in page.parsed.sections:
        heading = " ".join(section.heading.split())
        if not heading or heading == page.title:
            continue
        prose = " ".join(section.blocks)
        named = [n for n, pattern in patterns.items() if pattern.search(prose)]
        if len(named) != 1:
            continue  # no candidate: counting it would explain a shortfall with non-events
        if homes is not None and homes.get(named[0]) == page.base:
            continue  # the setting's own reference section
        topic = topic_of(heading)
        if topic is None:
            skipped["hub_to_detail:section heading is no topic"] += 1
            continue
        if sum(bool(p.search(prose)) for p in every.values()) > 1:
            skipped["hub_to_detail:section names other options"] += 1
            continue
        phrase = f"the {names[named[0]]} mentioned in {guide_section(page.title, topic)}"
        sentence = next((text for h, text in _sentences(page)
                         if h == section.heading and patterns[named[0]].search(text)), prose)
        yield Purpose(named[0], phrase, heading, sentence, section.heading)


def _older(page: Page, old: str | None) -> str:
    """The ground truth's note on what the older version of ``page`` said, if it differs."""
    if old is None:
        return ""
    said = "did not document it" if old == "absent" else f"gave {old}"
    return f" The older version of the {page.title} page {said}."


def one_page_reason(a: Page, b: Page, section_text: str, names: Collection[str], topic: str,
                    own: str, what: str, stated: str) -> str | None:
    """Why a bridge from a guide section of ``a`` (``section_text``, on ``topic``) to the
    reference page ``b`` (``own``: its section on the named thing, ``what`` it is) would not
    need both pages, or ``None``: the thing sits on its own reference page, the guide's
    section already lists every one of ``names``, or ``b``'s section states the topic
    (``stated`` names what it states in the reason)."""
    terms = content_terms(topic)
    if b.base == a.base:
        return f"{what} on its reference page"
    if all(contains_snippet(section_text, n) for n in names):
        return "describing page holds the answer"
    if terms and len(terms & content_terms(own)) / len(terms) > 0.5:
        return f"reference page states the {stated}"
    return None


def guide_section(title: str, topic: str) -> str:
    """``the Basic usage guide's section on operating modes``; a title already ending in
    "Guide" is not doubled (``the Requests Compatibility Guide's section on …``)."""
    title = re.sub(r"^The ", "", title)
    # a release announcement ("Django REST framework 3.10") is a page, not a guide
    kind = "page" if re.search(r"\d+\.\d+", title) else "guide"
    guide = title if title.lower().endswith(kind) else f"{title} {kind}"
    return f"the {guide}'s section on {topic}"


def topic_of(heading: str) -> str | None:
    """A section heading as a topic after "the section on": one to eight plain words (one
    of at least four letters: "Gunicorn", not "API"),
    lower-cased but for acronyms and mixed-case names; ``None`` for a code name."""
    words = heading.split()
    if len(words) == 1 and not re.fullmatch(r"[A-Za-z][a-z]{3,}|[A-Z][a-z]+(?:[A-Z][a-z]+)+",
                                            words[0]):
        return None  # "API", "poetry-check", "gui-scripts": a name, not a topic; a class
        # name ("ScopedRateThrottle") is the topic of its section
    if not words or len(words) > 8 or words[0] == "&" or words[-1] == "&" or not all(
            re.fullmatch(r"[A-Za-z][a-z'-]*|[A-Z]{2,}|[A-Z][a-z]+[A-Z]\w*|&", w)
            for w in words):
        return None
    return " ".join(w if w.isupper() or any(c.isupper() for c in w[1:]) or _proper(w)
                    else w.lower() for w in words)


def _proper(word: str) -> bool:
    """A capitalised word no English lemma knows ("Django", "Gunicorn"): a name, which
    keeps its capital in "the section on Django LoginRequiredMiddleware"."""
    return word[:1].isupper() and not getAllLemmas(word.lower())


_RELEASE = re.compile(r"^(?:Version |Release |v)?\d+\.\d+")


def described_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None
                      ) -> list[Candidate]:
    """"What is the default value of the setting used to …?" over (guide, reference page)
    pairs, and of the setting a guide's section mentions; each kept only when both pages
    are needed and no current page answers alone."""
    skips = skipped if skipped is not None else Counter()
    settings = {n: homes for n, homes in _settings(kb).items() if len(homes) == 1}
    names = {n: _kind(homes[0][1]) for n, homes in settings.items()}
    if not names:
        return []
    every = {o.name: re.compile(rf"(?<![\w.-]){re.escape(o.name)}(?![\w-])")
             for page in kb.current_pages() for g in all_option_groups(page) for o in g.options
             if code_like(o.name)}
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        found = [*purposes(a, names, skips, "hub_to_detail"),
                 *_mentions(a, names, every, skips,
                            {n: homes[0][0].base for n, homes in settings.items()})]
        for purpose in found:
            home = settings[purpose.name][0]
            made = default_bridge(a, purpose, home, skips, kb)
            if made is None:
                continue
            twice = repeated(seen, "same purpose twice", made.query)
            if admit(made, (a, home[0]), pages, judge, skips, after=(twice,)):
                seen.add(made.query)
                out.append(made)
    return out


def default_bridge(a: Page, purpose: Purpose, home: tuple[Page, OptionGroup, Option],
                   skips: Counter[str], kb: KnowledgeBase | None = None) -> Candidate | None:
    """"What is the default value of <purpose.phrase>?" from the guide ``a`` to the
    setting's reference entry ``home``, or ``None`` (counted) when a check fails."""
    b, group, option = home
    default = (option.default or "").strip()
    old = None if kb is None else changed_from(kb, b, group.owner, option.name, default)
    # a default the older version of the reference page stated otherwise (or lacked):
    # the question asks for the current one (rot_aware), as the SRS's v2-vs-regular pair
    subtype = ("rot_aware" if old is not None
               else "hub_to_detail" if links_to(a, b) else "cross_category")
    reference = _option_text(b, group, option)
    clue_terms = content_terms(purpose.clue)
    owner = group.owner.removeprefix("the ").split(".")[-1].split()[0] if group.owner else ""
    if b.base == a.base:
        skips[f"{subtype}:purpose on the reference page"] += 1
    elif owner and not re.search(rf"(?<![\w-]){re.escape(owner)}(?![\w-])", purpose.sentence):
        # "HTTPException(status_code=404)" names no Response argument: an argument is
        # mentioned only beside its owner
        skips[f"{subtype}:the sentence does not name the option's owner"] += 1
    elif len(group.options) < 2:
        skips[f"{subtype}:the reference page documents one setting"] += 1
    elif contains_snippet(_without(_section_text(a, purpose.heading), option.name), default):
        skips[f"{subtype}:describing page holds the answer"] += 1
    elif clue_terms and len(clue_terms & content_terms(reference)) / len(clue_terms) > 0.5:
        skips[f"{subtype}:reference page states the purpose"] += 1
    elif purpose.clue != purpose.heading and _said_elsewhere(purpose.clue, purpose.name,
                                                              group, b):
        skips[f"{subtype}:purpose fits another setting"] += 1
    else:
        now = " current" if old is not None else ""
        query = f"What is the{now} default value of {purpose.phrase}?"
        shown = f"{group.owner}.{option.name}" if group.owner else option.name
        return Candidate(
            query=query,
            ground_truth=(f"{default} ({purpose.phrase} is {shown}, per "
                          f"the {a.title} page; the {b.title} page gives its default)."
                          f"{_older(b, old)}"),
            refs=(a.ref, b.ref), subtype=subtype, category=b.category,
            key=f"{subtype}:described:{option.name}:{purpose.clue}",
            evidence=(Evidence(a.ref, purpose.clue),
                      Evidence(b.ref, option.default_said or option.item)),
            answer_key=(default,),
        )
    return None

