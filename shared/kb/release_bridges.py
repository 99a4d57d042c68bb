"""Multi-hop bridges between a changelog and a reference page, through a documented option.

A release-notes page says in which release an option arrived and nothing of what it is
for; the reference page says what the option does and never names the release::

    ## 0.27.0 (March 3, 2024)                                  (release-notes.md)
    - Add `--ws-max-queue` parameter WebSockets (#2033)
    * --ws-max-queue - Set the maximum length of the WebSocket incoming message queue.
                                                               (settings.md)

Two questions need both pages by construction (2WikiMultiHopQA's compositional shape):

- *In which release was the option that sets the maximum length of the WebSocket incoming
  message queue added?* (the reference page names the option, the changelog dates it);
- *What is the default of the option added in version 0.27.0?* (the changelog names the
  option, the reference page gives its default), asked only when that release added
  exactly one documented option.

An addition is read only from a line of a fixed shape under a version heading ("Add
``--x`` parameter", "Added support for ``--x``", "Support ``--x``", "Add ``x`` argument to
``Owner``"), naming exactly one documented option, and only when no older release
mentions the option (else "added in" is doubtful: the line may extend an older option).
A description is the first clause of the reference item, at most 16 words, without a
pronoun; it must fit no other option of the KB and the changelog line must not say it.
Everything else goes through :func:`shared.kb.admit.admit`; every drop is counted.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from lemminflect import getAllLemmas, getInflection

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.changelog_bridges import additions, version_blocks
from shared.kb.described_bridges import links_to
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import Option, OptionGroup
from shared.kb.reference_sections import all_option_groups
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["Release", "described_as", "release_bridges", "releases"]

_VERSION = re.compile(r"^\[?(?:Version |Release |v)?(?P<version>\d+\.\d+(?:\.\d+)*(?:[ab]\d+)?)\b")
_VERB = r"(?:Add(?:ed|s)?|Introduce[ds]?|Support(?:ed|s)?|New)"
_KIND_WORD = (r"(?:parameter|argument|attribute|option|flag|setting|config(?:uration)?"
              r"(?: option| setting)?)s?")
_PR = re.compile(r"\s*(?:\(#\d+(?:[ ,and#\d]*)\)|\[?#\d+\]?(?:\([^)]*\))?)\.?\s*$")
_VAGUE = re.compile(r"\b(?:this|these|those|it|its|they|them|their|such|above|below|here|"
                    r"following|previous|same|other)\b", re.IGNORECASE)
_MAX_WORDS = 16
_MIN_WORDS = 3


@dataclass(frozen=True, slots=True)
class Release:
    """One changelog line under one version heading."""

    version: str
    line: str
    """The block as the page gives it (the changelog's evidence)."""
    first: str
    """Its first sentence, pull-request references removed."""


def releases(page: Page) -> list[Release]:
    """Every block under a version heading, in page order (newest first, or oldest first
    in some changelogs); empty for a page with fewer than two version headings."""
    headings = [s for s in page.parsed.sections if _VERSION.match(s.heading.strip())]
    if len(headings) < 2:
        return []
    out: list[Release] = []
    for version, block in version_blocks(page, _VERSION):
        sentences = split_sentences(block)
        first = sentences[0].text.strip() if sentences else block.strip()
        out.append(Release(version, block.strip(), _PR.sub("", first).strip().rstrip(".")))
    return out


def _number(version: str) -> tuple[int, ...]:
    """``0.23.1`` -> (0, 23, 1); a pre-release suffix is ignored."""
    return tuple(int(part) for part in re.findall(r"\d+", version.split("a")[0].split("b")[0]))


@dataclass(frozen=True, slots=True)
class _Home:
    page: Page
    group: OptionGroup
    option: Option


def _homes(kb: KnowledgeBase, changelog: Page) -> dict[str, _Home]:
    """Each option documented once in the KB, by name (``--ws-max-queue``), and for an
    owner's option also by ``Owner name``."""
    found: dict[str, list[_Home]] = {}
    for page in kb.current_pages():
        if page.base == changelog.base:
            continue
        for group in all_option_groups(page):
            owner = group.owner.removeprefix("the ")
            for option in group.options:
                keys = [option.name] if not owner else [f"{owner} {option.name}"]
                for key in keys:
                    found.setdefault(key, []).append(_Home(page, group, option))
    return {key: homes[0] for key, homes in found.items() if len(homes) == 1}


_METAVAR = r"(?: \[?[A-Z][A-Z_]*\]?| <[\w-]+>)?"
_VARIANT = r"(?: and (?P<variant>[\w=\[\]|-]+))?"


def _spelled(name: str) -> str:
    """``--forwarded-allow-ips`` also as ``--forwarded_allow_ips`` (a CLI name's older
    spelling in a changelog)."""
    if not name.startswith("-"):
        return re.escape(name)
    return "".join("[-_]" if ch == "-" and i > 2 else re.escape(ch) for i, ch in enumerate(name))


def _bare(name: str) -> str:
    return re.sub(r"^(?:--?)?(?:no-)?", "", name.split("=")[0].split("[")[0]).replace("_", "-")


def _same_name(variant: str | None, name: str) -> bool:
    """True without a variant, or when it is the option's other spelling (``--no-x``,
    ``x=…``): "Add support for site_description and site_author" adds two names."""
    return variant is None or _bare(variant).lower() == _bare(name).lower()


def _added(release: Release, homes: dict[str, _Home]) -> str | None:
    """The key of the one documented option ``release`` adds, if its line has that shape:
    the verb, the name (with a metavar, and an ``and`` naming its variant: ``--use-colors and
    --no-use-colors``, ``--log-config [FILE] and log_config``), then nothing or a kind word."""
    hits: list[str] = []
    for key, home in homes.items():
        name = _spelled(home.option.name) + _METAVAR + _VARIANT
        owner = home.group.owner.removeprefix("the ")
        if owner:
            owner_name = re.escape(owner.split()[-1] if " " in owner else owner)
            shape = (rf"^{_VERB} (?:support for |the |a |an |new )*{name} {_KIND_WORD} "
                     rf"(?:to|on|for|in) (?:the )?{owner_name}(?:\(\))?\b")
        else:
            shape = (rf"^{_VERB} (?:support for |the |a |an |new )*(?:{_KIND_WORD} )?{name}"
                     rf"(?:$| {_KIND_WORD}\b|,? (?:that|which|to) )")
        m = re.match(shape, release.first)
        if m is not None and _same_name(m.groupdict().get("variant"), home.option.name):
            hits.append(key)
    return hits[0] if len(hits) == 1 else None


def _mentioned(release: Release, home: _Home) -> bool:
    return bool(re.search(rf"(?<![\w.-]){_spelled(home.option.name)}(?![\w-])", release.line))


def _first_clause(sentence: str) -> str:
    """The sentence up to its first comma, semicolon or parenthesis; a comma that opens a
    list ("IP Addresses, IP Networks, or literals to trust …") is no clause end: the
    parenthesis is dropped and the list kept."""
    text = sentence.strip().rstrip(".")
    _, comma, tail = text.partition(", ")
    if comma and re.match(r"^(?:[\w-]+ ){0,3}[\w-]+,? (?:or|and) ", tail):
        text = re.sub(r"\s*\([^)]*\)", "", text)
        return re.split(r";\s|\s\(", text, maxsplit=1)[0]
    return re.split(r",\s|;\s|\s\(", text, maxsplit=1)[0]


def described_as(option: Option, kind: str) -> str | None:
    """``the option that sets the maximum length of …`` from the item's first clause;
    ``None`` for a vague, too short or too long description, or one that only gives a
    type (``A string giving …``)."""
    sentences = split_sentences(option.description)
    if not sentences:
        return None
    clause = _first_clause(sentences[0].text)
    words = clause.split()
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS or _VAGUE.search(clause):
        return None
    named = re.search(rf"(?<![\w-]){re.escape(option.name)}(?![\w-])", clause) is not None
    typed = re.match(r"^An? [\w.]+(?: [\w.]+)? (?:that|which) (?P<rest>.+)$", clause)
    if typed is not None and not named:
        return f"the {kind} that {typed.group('rest')}"  # "A string that specifies …"
    if named or words[0].lower() in ("a", "an", "defaults", "default",
                                                     "optional", "if", "when", "should"):
        return None
    pair = re.match(r"^([A-Za-z]+) ?/ ?([a-z]+) (.+)$", clause)  # "Enable/disable X"
    if pair is not None:
        verbs = [getInflection(v.lower(), tag="VBZ") for v in pair.group(1, 2)]
        if all(verbs) and all("VERB" in getAllLemmas(v.lower()) for v in pair.group(1, 2)):
            return f"the {kind} that {verbs[0][0]} or {verbs[1][0]} {pair.group(3)}"
        return None
    head = words[0]
    rest = " ".join(words[1:])
    if head.lower() == "the":
        return f"the {kind} for the {rest}"
    lemmas = getAllLemmas(head.lower())
    if "VERB" in lemmas and head.lower() == lemmas["VERB"][0]:
        third = getInflection(head.lower(), tag="VBZ")
        if third:
            return f"the {kind} that {third[0]} {rest}"
    if head.islower() or not head.isalpha():
        return None
    return f"the {kind} for the {head.lower()} {rest}"


def _fits_other(option: Option, homes: dict[str, _Home], said: str) -> bool:
    """True when another option's description shares most of ``said``'s terms."""
    terms = content_terms(said)
    for home in homes.values():
        if home.option is option:
            continue
        other = content_terms(home.option.description)
        if terms and len(terms & other) / len(terms) >= 0.6:
            return True
    return False


def _states(line: str, name: str, terms: set[str]) -> bool:
    """True when the changelog line, the option's name left out, holds a third or more of
    the description's terms ("Add --limit-concurrency to set the maximum number of
    concurrent connections"): the changelog alone then answers."""
    said = content_terms(re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", " ", line))
    return bool(terms) and len(terms & said) / len(terms) >= 1 / 3


def _kind(group: OptionGroup) -> str:
    noun = group.kind.lower().removesuffix("s") or "option"
    owner = group.owner.removeprefix("the ")
    return f"{owner} {noun}" if owner else noun


def _stale(kb: KnowledgeBase, home: _Home) -> tuple[bool, bool]:
    """(the reference page's older version lacks the option, it states another default)."""
    previous = kb.previous_version(home.page)
    if previous is None:
        return False, False
    owner = home.group.owner
    old = next((o for g in all_option_groups(previous) if g.owner == owner
                for o in g.options if o.name == home.option.name), None)
    if old is None:
        return not contains_snippet(previous.text, home.option.name), False
    return False, (old.default or "").strip() != (home.option.default or "").strip()


def _candidates(kb: KnowledgeBase, changelog: Page, home: _Home, release: Release,
                single: bool, homes: dict[str, _Home], skips: Counter[str],
                asked_inverse: bool = False) -> Iterator[Candidate]:
    """The version question (the reference page identifies, the changelog dates) and the
    default question (the changelog identifies, the reference page gives the default). An
    option the reference page's older version lacks is ``rot_aware``: a stale copy of
    the KB cannot identify it; a default the older version states otherwise makes the
    default question ``rot_aware`` and asks for the current default."""
    b, group, option = home.page, home.group, home.option
    linked = "hub_to_detail" if links_to(changelog, b) else "cross_category"
    missing, changed = _stale(kb, home)
    subtype = "rot_aware" if missing else linked
    kind = _kind(group)
    phrase = described_as(option, kind)
    shown = f"{group.owner.removeprefix('the ')}.{option.name}" if group.owner else option.name
    if asked_inverse:
        # changelog_bridges asks "What is the <Owner> argument added in V for?": the same
        # fact the other way round
        skips[f"{subtype}:release:purpose asked from the release already"] += 1
    elif phrase is None:
        skips[f"{subtype}:release:description vague, too short or too long"] += 1
    elif _fits_other(option, homes, phrase):
        skips[f"{subtype}:release:description fits another option"] += 1
    elif _states(release.line, option.name, content_terms(phrase) - content_terms(kind)):
        skips[f"{subtype}:release:changelog line states the purpose"] += 1
    else:
        yield Candidate(
            query=f"In which release was {phrase} added?",
            ground_truth=(f"{release.version} ({shown}: the {b.title} page describes it; "
                          f"the {changelog.title} page lists its addition under "
                          f"{release.version})."),
            refs=(changelog.ref, b.ref), subtype=subtype, category=b.category,
            key=f"{subtype}:release:{changelog.ref}:{shown}:version",
            evidence=(Evidence(changelog.ref, release.line), Evidence(b.ref, option.item)),
            answer_key=(release.version,),
        )
    if option.default is None:
        return
    if not single:
        skips[f"{subtype}:release:release adds more than one option"] += 1
        return
    default = option.default.strip()
    current = "current " if missing or changed else ""
    subtype = "rot_aware" if missing or changed else linked
    yield Candidate(
        query=f"What is the {current}default of the {kind} added in version {release.version}?",
        ground_truth=(f"{default} (the {changelog.title} page lists {shown} as added in "
                      f"{release.version}; the {b.title} page gives its default)."),
        refs=(changelog.ref, b.ref), subtype=subtype, category=b.category,
        key=f"{subtype}:release:{changelog.ref}:{shown}:default",
        evidence=(Evidence(changelog.ref, release.line),
                  Evidence(b.ref, option.default_said or option.item)),
        answer_key=(default,),
    )


def release_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """Bridge candidates (changelog, reference page) through an option a release added;
    each kept only when both pages are needed and no current page answers alone."""
    skips = skipped if skipped is not None else Counter()
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for changelog in pages:
        found = releases(changelog)
        if not found:
            continue
        homes = _homes(kb, changelog)
        added: list[tuple[int, Release, str]] = []
        for position, release in enumerate(found):
            key = _added(release, homes)
            if key is not None:
                added.append((position, release, key))
        oldest_first = _number(found[0].version) < _number(found[-1].version)
        owned = {(add.version, add.option) for add in additions(changelog)}
        by_version = Counter(release.version for _, release, _ in added)
        by_key = Counter(key for _, _, key in added)
        for position, release, key in added:
            home = homes[key]
            subtype = "hub_to_detail" if links_to(changelog, home.page) else "cross_category"
            if by_key[key] > 1:
                skips[f"{subtype}:release:option added in several releases"] += 1
                continue
            older = [r for r in (found[:position] if oldest_first else found[position + 1:])
                     if r.version != release.version and _mentioned(r, home)]
            if older:
                skips[f"{subtype}:release:an older release mentions the option"] += 1
                continue
            if contains_snippet(home.page.text, release.version):
                skips[f"{subtype}:release:reference page names the release"] += 1
                continue
            inverse = (release.version, home.option.name) in owned
            for candidate in _candidates(kb, changelog, home, release,
                                         by_version[release.version] == 1, homes, skips,
                                         inverse):
                twice = repeated(seen, "release:same question twice", candidate.query)
                if admit(candidate, (changelog, home.page), pages, judge, skips,
                         before=(twice,)):
                    seen.add(candidate.query)
                    out.append(candidate)
    return out
