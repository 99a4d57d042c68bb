"""Multi-hop comparisons of when two features arrived, each dated on its own page.

Documentation sites built with MkDocs Material open a feature's section with a version note::

    ### Static URLs                                         (usage/lockfile.md)
    !!! tip
        Added in 2.8.0.
    ## Single-file Scripts                                  (usage/scripts.md)
    !!! tip
        Added in 2.16.0.

*Which was added first: static URLs or single-file scripts?* needs both pages by
construction: each page dates only its own feature (HotpotQA's and 2WikiMultiHopQA's
"Which came first, A or B?" over two documents). The answer names the earlier feature
and gives both releases.

A note dates its section only when it is the section's first block ("Added in 2.25.0."
further down a section dates the paragraph after it, not the heading's feature). A feature
is named by its heading: a noun phrase as written ("static URLs"), an imperative turned
into its gerund ("Export locked packages …" -> "exporting locked packages …"); a heading
that reads as neither (a code name, a prepositional phrase "In the project file", a
question, an imperative that may be a noun compound "Change lock file format") is skipped
and counted. Kept only for two pages of different base names, two different releases and
two different feature names, at most :data:`_USES` questions per feature, and when the
generic multi-hop checks pass (:func:`shared.kb.admit.admit`: both pages needed, one
question, no current page holding both releases with the question's terms). Subtype
``comparative``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import combinations

from lemminflect import getAllLemmas, getInflection

from shared.kb.admit import admit
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.compared_things import Thing, compared_thing
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.parsed_page import Section

__all__ = ["Arrival", "arrivals", "feature_name", "version_comparisons"]

_NOTE = re.compile(r"^(?:>\s*)?(?:NEW:\s*)?(?:Added|New|Introduced) in (?:version )?v?"
                   r"(?P<version>\d+(?:\.\d+){1,3})\.?$", re.IGNORECASE)
"""A version note as a block of its own: "Added in 2.8.0.", "> New in version 1.6.",
"Introduced in v0.3", MkDocs' "NEW: New in version 1.5."."""
_SETTING_NAME = re.compile(r"[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+")
"""A setting's name as a heading: ``installer.max-workers``, ``exclude_docs``."""
_CONFIG_PAGE = re.compile(r"\b(?:configuration|config|settings)\b", re.IGNORECASE)
"""A configuration reference, by its title or file name."""
_SUBTYPE = "comparative"
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*|[A-Z]{2,}s?|&")
_USES = 2
"""Questions one feature may appear in: a feature in every pair reads as one item repeated."""
_MAX_WORDS = 30
_OPENERS = frozenset({
    "in", "on", "at", "by", "for", "from", "to", "via", "with", "without", "under", "about",
    "how", "what", "why", "when", "where", "which", "who", "can", "do", "does", "is", "are",
    "the", "a", "an", "and", "or", "not", "more",
})
"""First words of a heading that is no feature name: a preposition, a question, an article."""
_VERB_OBJECT = frozenset({"the", "a", "an", "your", "my", "our", "all", "every", "each", "for",
                          "to", "with", "from", "in", "on", "into", "as", "by", "without"})
"""Second words that make an ambiguous first word ("Lock", "Export") an imperative."""


@dataclass(frozen=True, slots=True)
class Arrival:
    """A feature a page dates by the version note opening its section."""

    page: Page
    heading: str
    feature: str
    """The heading as a noun phrase (``static URLs``, ``exporting locked packages …``)."""
    version: tuple[int, ...]
    written: str
    """The version as the note writes it (``2.8.0``)."""
    note: str
    """The heading and the note (``Static URLs. Added in 2.8.0.``): the evidence on its page
    (the note alone may date another feature on another page)."""
    apart: bool = False
    """True when the heading and the note do not stand together (a setting's note after its
    Type and Default lines): the evidence is then the name and the note, one by one."""
    setting: str | None = None
    """The setting's key when a configuration reference dates a setting."""
    categorised: bool = False
    """True when a category heading lent the feature its noun ("the cross platform lock
    strategy")."""

    @property
    def snippets(self) -> tuple[str, ...]:
        """The evidence this arrival cites on its page."""
        if not self.apart:
            return (self.note,)
        return (self.heading.strip().strip("`"), self.note.split(". ", 1)[1])


def feature_name(heading: str) -> str | None:
    """A heading as the name of a feature, or ``None`` when it reads as no noun phrase."""
    written = heading.split()
    if not 1 <= len(written) <= 8 or not all(_WORD.fullmatch(w) for w in written) or (
            len(written) == 1 and len(written[0]) < 4):
        return None  # a code name ("`requires-python`"), a long sentence, "API"
    if "or" in (w.lower() for w in written):
        return None  # "A or B" would read as two of the compared things
    words = [_case(word, position, written) for position, word in enumerate(written)]
    topic = " ".join(words)
    first = words[0].lower()
    if first in _OPENERS:
        return None
    lemmas = getAllLemmas(first)
    verb = first in lemmas.get("VERB", ())
    if first.endswith("ing") and "VERB" in lemmas:
        return topic  # already a gerund: "passing constant arguments …"
    if not verb or "ADJ" in lemmas:
        if not lemmas and len(words) == 1:
            return None
        return _determined(words)  # a noun phrase as written
    second = words[1].lower() if len(words) > 1 else ""
    if "NOUN" in lemmas and not (second in _VERB_OBJECT or second.endswith("ed")):
        return None  # "Change lock file format": an imperative or a noun compound
    if len(words) < 2:
        return None  # "Install": no object, no feature
    gerund = getInflection(first, "VBG")
    if not gerund:
        return None
    return " ".join([gerund[0], *words[1:]])


_PREPOSITIONS = frozenset({"in", "on", "at", "by", "for", "from", "to", "via", "with",
                           "without", "under", "about", "based", "of", "and"})


def _determined(words: list[str]) -> str:
    """A noun phrase with its article: a singular head before any preposition takes "the"
    ("installation strategy based on …" -> "the installation strategy based on …"); plurals
    ("static URLs", "single-file scripts") read as they are."""
    head = []
    for word in words:
        if word.lower() in _PREPOSITIONS:
            break
        head.append(word)
    plural = any(w.lower().endswith("s") and w.lower().rstrip("s") and (
        w.isupper() or w[:-1].isupper() or w.lower() not in getAllLemmas(w.lower()).get(
            "NOUN", (w.lower(),))) for w in head)
    return " ".join(words) if plural else " ".join(["the", *words])


def _case(word: str, position: int, heading: list[str]) -> str:
    """A heading's word as it reads mid-sentence: an acronym, a mixed-case word and a
    capitalised word no English lemma knows keep their capitals (``URLs``, ``PDM``,
    ``Django``); so does a later word of a sentence-case heading (a name: "Python
    versions"); other capitals are the heading's style."""
    if any(c.isupper() for c in word[1:]) or (word[:1].isupper() and not any(
            getAllLemmas(part) for part in word.lower().split("-"))):
        return word
    sentence_case = any(w[:1].islower() for w in heading[1:] if len(w) > 3)
    return word if position > 0 and sentence_case else word.lower()


def arrivals(page: Page) -> list[Arrival]:
    """The features ``page`` dates: each section opening with an "Added in X.Y.Z" note, and
    each setting of a configuration page with a note of its own (:func:`_setting_arrival`)."""
    found: list[Arrival] = []
    parents: dict[int, str] = {}
    for section in page.parsed.sections:
        parents = {level: h for level, h in parents.items() if level < section.level}
        parents[section.level] = section.heading
        if not section.blocks:
            continue
        setting = _setting_arrival(page, section)
        if setting is not None:
            found.append(setting)
            continue
        note = " ".join(section.blocks[0].split())
        match = _NOTE.match(note)
        if match is None:
            continue
        feature = feature_name(section.heading)
        if feature is None:
            continue
        # a category is a heading between the page's title and the section ("Lock
        # strategies"), never the title itself ("PDM Scripts")
        above = [h for level, h in sorted(parents.items()) if 1 < level < section.level]
        named = _in_category(feature, above[-1] if above else "")
        found.append(replace(_arrival(page, section.heading, named, match.group("version"),
                                      note), categorised=named != feature))
    return found


def _arrival(page: Page, heading: str, feature: str, written: str, note: str,
             apart: bool = False) -> Arrival:
    parts = [int(part) for part in written.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()  # 2.8 and 2.8.0 are one release
    return Arrival(page, heading, feature, tuple(parts), written, f"{heading}. {note}", apart)


def _setting_arrival(page: Page, section: Section) -> Arrival | None:
    """A configuration page's setting (a code-name heading: ``installer.max-workers``,
    ``exclude_docs``) dated by a note standing as a paragraph of its own anywhere in its
    section (Poetry writes it after the Type, Default and Environment Variable lines):
    in one setting's reference section such a note dates the setting, not a paragraph."""
    name = section.heading.strip().strip("`")
    if not _SETTING_NAME.fullmatch(name) or not _CONFIG_PAGE.search(f"{page.title} {page.ref}"):
        return None
    for block in section.blocks:
        note = " ".join(block.split())
        match = _NOTE.match(note)
        if match is not None:
            return replace(_arrival(page, section.heading, f"the {name} setting",
                                    match.group("version"), note,
                                    apart=block is not section.blocks[0]), setting=name)
    return None


def _in_category(feature: str, parent: str) -> str:
    """A noun-phrase feature under a category heading named by a plural noun ("Lock
    strategies" over "Cross platform") is named with that category: "the cross platform
    lock strategy" (alone, "cross platform" names nothing a reader knows); a gerund
    ("inheriting the metadata …") or a heading no category is above stays as it is."""
    words = parent.split()
    if not 1 <= len(words) <= 3 or not all(w.isalpha() for w in words):
        return feature
    last = words[-1].lower()
    nouns = getAllLemmas(last).get("NOUN", ())
    first = feature.split()[0].lower()
    gerund = first.endswith("ing") and "VERB" in getAllLemmas(first)
    if not nouns or last in nouns or gerund:
        return feature  # no plural noun ("Usage"), or a gerund feature
    category = " ".join([*(w.lower() for w in words[:-1]), nouns[0]])
    if feature.lower().endswith(category) or feature.lower().endswith(nouns[0]):
        return feature
    return f"the {feature.removeprefix('the ')} {category}"


def version_comparisons(kb: KnowledgeBase, skipped: Counter[str] | None = None
                        ) -> list[Candidate]:
    """"Which was added first: X or Y?" over features two pages date by their
    version notes; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    dated = _named((arrivals(page) for page in pages), skips)
    if len(dated) < 2:
        return []
    judge = RuleJudge()
    uses: Counter[str] = Counter()
    out: list[Candidate] = []
    drafts: list[tuple[Candidate, Arrival, Arrival]] = []
    for (first, one), (second, other) in combinations(dated, 2):
        if one.kind != other.kind:
            skips[f"{_SUBTYPE}:things of two kinds"] += 1
            continue
        made = _candidate(first, second, skips)
        if made is not None and admit(made, (first.page, second.page), pages, judge, skips):
            drafts.append((made, first, second))
    # spread the questions over the features: each feature once before any twice
    for cap in range(1, _USES + 1):
        for made, first, second in drafts:
            ids = (f"{first.page.ref}#{first.heading}", f"{second.page.ref}#{second.heading}")
            if made in out or any(uses[i] >= cap for i in ids):
                continue
            uses.update(ids)
            out.append(made)
    skips[f"{_SUBTYPE}:feature already compared {_USES} times"] += len(drafts) - len(out)
    return out


def _named(found: Iterable[list[Arrival]], skips: Counter[str]
           ) -> list[tuple[Arrival, Thing]]:
    """Each dated feature that names a thing (:func:`compared_thing`), written as its thing;
    the others counted by reason."""
    out: list[tuple[Arrival, Thing]] = []
    for arrival in (a for page in found for a in page):
        thing = compared_thing(arrival.feature, setting=arrival.setting,
                               categorised=arrival.categorised)
        if isinstance(thing, str):
            skips[thing] += 1
            continue
        out.append((replace(arrival, feature=thing.name), thing))
    return out


def _candidate(first: Arrival, second: Arrival, skips: Counter[str]) -> Candidate | None:
    if first.page.base == second.page.base:
        skips[f"{_SUBTYPE}:features dated on one page"] += 1
        return None
    if first.version == second.version:
        skips[f"{_SUBTYPE}:features added in the same release"] += 1
        return None
    if first.feature.lower() == second.feature.lower():
        skips[f"{_SUBTYPE}:two features of one name"] += 1
        return None
    # the KB documents one product: "added first" needs no name ("What is the return
    # window?" names no shop either), and a guessed name would be wrong on some KB
    query = f"Which was added first: {first.feature} or {second.feature}?"
    if len(query.split()) > _MAX_WORDS:
        skips[f"{_SUBTYPE}:question over {_MAX_WORDS} words"] += 1
        return None
    early, late = sorted((first, second), key=lambda a: a.version)
    answer = (f"{early.feature[0].upper()}{early.feature[1:]}, added in {early.written} "
              f"(per the {early.page.title} page); {late.feature} came in {late.written} "
              f"(per the {late.page.title} page).")
    return Candidate(
        query=query, ground_truth=answer, refs=(first.page.ref, second.page.ref),
        subtype=_SUBTYPE, category=first.page.category,
        key=f"{_SUBTYPE}:added:{first.page.ref}#{first.heading}|{second.page.ref}#"
            f"{second.heading}",
        evidence=tuple(Evidence(a.page.ref, snippet) for a in (first, second)
                       for snippet in a.snippets),
        answer_key=(first.written, second.written), template="added_first",
    )
