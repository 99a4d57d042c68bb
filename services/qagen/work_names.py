"""Works named so only one thing is meant: with their kind and their maker.

A work's title is often another thing's name too. ``Motion`` is an album of the graph, and
the world holds other albums, songs and films called *Motion*; ``Taylor Swift`` is an album
on a graph that names the singer. *Which album came out first, Motion or Halcyon?* leaves
the reader to guess which. As 2Wiki names *the film X* and people say *Calvin Harris's
Motion*, a work the question names is qualified by what the graph's facts say of it:

- a short title (one or two words, a leading article not counted) is asked with its maker
  and kind (*Calvin Harris's album Motion*), or with its kind alone when no maker may be
  named (*the album Motion*: the maker is the item's answer or one of its hops, or already
  in the question); a question that names the kind (*Which album ...*) takes the maker
  alone (*Calvin Harris's Motion*);
- a work titled with another entity's name (``self_titled``: *Taylor Swift (album)*) is
  asked so even where the question names the kind, its bare title reading as the other;
- a short title no fact gives a maker of, common words only (*Menu*, *Boots*, *Blood
  Bath*) or one short word, is not told apart by its kind either: an item whose question
  names it is skipped (``FactIndex.asked``).

Answers stay bare; the qualified forms are aliases. Every table is read once per graph
(``WorkTable.of``), so qualifying a question costs a scan of its own words per work.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from services.qagen.name_match import common_phrase, name_key
from services.qagen.whole_words import holds_word
from shared.facts import EntityValue, Fact, title_entity
from shared.facts.dated import KIND_RELATION
from shared.facts.relations import DEMONYMS
from shared.messages.claims import ClaimBucket
from shared.metrics.normalize import normalize_answer

__all__ = ["MAKER_RELATIONS", "MAX_WORDS", "Work", "WorkTable", "possessive", "self_titled"]

MAX_WORDS = 30
"""A question's word limit (QUALITY.md, N): a qualified question longer than it is not
written; a shorter qualification (the kind alone) is tried, then the bare title."""

MAKER_RELATIONS = ("performer", "director", "author", "developer", "creator", "composer",
                   "designer")  # fmt: skip
"""The relations whose value made a work, in the order a maker is chosen when a work has
several (a song's performer before its composer, a film's director before its writer)."""


@dataclass(frozen=True, slots=True)
class Work:
    """How a question names one work of the graph."""

    title: str
    """The title as a question writes it (``Motion``, ``The Prestige``)."""
    kind: str
    """What the work is (``album``, ``film``)."""
    maker: str
    """Who made it, as its facts say (``Calvin Harris``), or ``""`` when none does."""
    vague: bool
    """Whether the title sets nothing apart without a maker: common words only (``Motion``,
    ``Blood Bath``), or one word of at most four letters; a word outside the lexicon
    (``Kriminaltango``, ``Jalachhayam``) is a title's own."""

    def phrase(self, named_kind: bool, maker: bool) -> str:
        """The work as asked: ``Calvin Harris's album Motion`` (with its ``maker``), ``Calvin
        Harris's Motion`` where the question names the kind already (``named_kind``), ``the
        album Motion`` without a maker, the bare title when neither is left."""
        bare = self.title.removeprefix("the ")
        if maker and self.maker:
            return f"{possessive(self.maker)} {bare}" if named_kind else (
                f"{possessive(self.maker)} {self.kind} {bare}")  # fmt: skip
        return bare if named_kind else f"the {self.kind} {bare}"


_PLURAL_MAKERS = frozenset(("Studios", "Games", "Records", "Pictures", "Films", "Productions",
                            "Brothers", "Bros", "Entertainments", "Sons"))  # fmt: skip
"""Last words of makers' names that are plural nouns (``Stormfront Studios``)."""


def possessive(name: str) -> str:
    """``Calvin Harris`` -> ``Calvin Harris's``; ``The Beatles`` -> ``The Beatles'`` and
    ``Stormfront Studios`` -> ``Stormfront Studios'`` (a plural name: a band after a
    capitalised article, a company named by a plural noun); no name gives ``""``."""
    if not name.strip():
        return ""
    plural = name.lower().startswith("the ") or name.split()[-1] in _PLURAL_MAKERS
    if name.endswith("s") and plural:
        return f"{name}'"
    return f"{name}'s"


def _short(title: str) -> list[str]:
    """The title's words without a leading article, when one or two; else ``[]``."""
    words = re.sub(r"^(?:the|a|an)\s+", "", title, flags=re.I).split()
    return words if 1 <= len(words) <= 2 else []


_THEIR_WORK = {"album": "performer", "single": "performer", "song": "performer",
               "novel": "author", "book": "author"}  # fmt: skip
"""The maker a work's kind names when a claim says it is the maker's own (``his album``)."""

_NAME_RUN = r"(?P<name>(?:[A-Z][\w.'’-]*\s+){1,4}[A-Z][\w.'’-]*)"
"""Capitalised words: a maker's name, perhaps after a nationality or an upper-case role."""


def _from_their_work(fact: Fact) -> str | None:
    """The maker of a work that a claim about another of their works names (``"Outside" is
    a song by Scottish DJ and record producer Calvin Harris from his fourth studio album,
    "Motion"``: the album is Calvin Harris's): the name right before ``from his/her/their
    ... <kind> <title>``, after a ``by``, a leading nationality or upper-case role left out;
    two words at least."""
    said = re.search(rf"\bby\b[^.;]*?\s{_NAME_RUN}\s+from\s+(?:his|her|their)\s+"
                     rf"(?:[\w-]+\s+){{0,3}}{re.escape(fact.kind)}\W{{1,4}}"
                     rf"{re.escape(fact.subject)}\b", fact.claim.text)  # fmt: skip
    if said is None:
        return None
    words = said.group("name").split()
    while words and (words[0] in DEMONYMS or words[0].isupper()):
        words = words[1:]
    return " ".join(words) if len(words) >= 2 else None


def _makers(facts: Sequence[Fact], bare: dict[str, str]) -> dict[str, str]:
    """Each work subject's one maker by the first relation of ``MAKER_RELATIONS`` its facts
    give a single name for (two directors of one title name no one), or that a claim about
    another of the maker's works gives (``_from_their_work``); ``bare`` gives a qualified
    maker's bare name (``Richard Wright (author)`` -> ``Richard Wright``)."""
    found: dict[tuple[str, str], set[str]] = {}
    for fact in facts:
        if fact.relation in MAKER_RELATIONS and isinstance(fact.value, EntityValue):
            name = fact.value.name
            found.setdefault((fact.subject, fact.relation), set()).add(bare.get(name, name))
        elif fact.kind in _THEIR_WORK and (told := _from_their_work(fact)):
            found.setdefault((fact.subject, _THEIR_WORK[fact.kind]), set()).add(told)
    out: dict[str, str] = {}
    for relation in MAKER_RELATIONS:
        for (subject, of), names in found.items():
            if of == relation and len(names) == 1 and subject not in out:
                out[subject] = next(iter(names))
    return out


@dataclass(frozen=True, slots=True)
class WorkTable:
    """The graph's works a question qualifies: short titles by title, self-titled works by
    their qualified subject (``Taylor Swift (album)``)."""

    short: dict[str, Work]
    titled: dict[str, Work]

    @classmethod
    def of(
        cls, facts: Sequence[Fact], self_titled: dict[str, str], bare: dict[str, str]
    ) -> WorkTable:
        """Read once per graph: each work subject of one kind (a title two works of different
        kinds bear is left: which kind to write, no fact decides), with its maker;
        ``self_titled`` maps a qualified subject to its kind, ``bare`` a qualified name to
        the name a page writes."""
        kinds: dict[str, set[str]] = {}
        for fact in facts:
            if fact.kind in KIND_RELATION and (fact.subject in self_titled or (
                    not fact.subject.endswith(")") and _short(fact.subject))):  # fmt: skip
                kinds.setdefault(fact.subject, set()).add(fact.kind)
        makers = _makers(facts, bare)
        short: dict[str, Work] = {}
        titled: dict[str, Work] = {}
        for subject, found in kinds.items():
            if len(found) != 1:
                continue
            kind = next(iter(found))
            maker = makers.get(subject, "")
            if subject in self_titled:
                title = bare.get(subject, subject)
                if name_key(maker) == name_key(title):
                    maker = ""  # "Taylor Swift's album Taylor Swift": the kind says it
                titled[subject] = Work(title, kind, maker, vague=False)
            else:
                words = _short(subject)
                vague = common_phrase(" ".join(words)) or (len(words) == 1 and len(words[0]) <= 4)
                short[subject] = Work(subject, kind, maker, vague=vague)
        return cls(short, titled)

    def qualify(
        self, question: str, answer: str, aliases: list[str], said: str
    ) -> tuple[str, list[str], list[str], list[str]]:
        """The question with each short work title it names as a whole name qualified
        (``Work.phrase``), the aliases with the qualified forms of an answer that is such a
        title, what was qualified (``Motion -> Calvin Harris's album Motion``), and the
        vague titles left without a maker (``FactIndex.asked`` skips their items). ``said``
        is the rest of the draft (answer, steps, facts): a maker it names is a hop or the
        answer, never a qualifier. A title inside a longer name (``Motion Picture``, ``Sony
        Motion``) or already after its kind word is left as it is."""
        done: list[str] = []
        vague: list[str] = []
        asked = question
        gold = normalize_answer(answer)
        # most works of a graph are not in a given question: a substring test first
        named = [w for w in self.short.values() if w.title.removeprefix("the ") in question
                 or gold == normalize_answer(w.title)]  # fmt: skip
        for work in sorted(named, key=lambda w: -len(w.title)):
            bare = work.title.removeprefix("the ")
            pattern = _title_pattern(bare)
            named_kind = re.search(rf"\bwhich {re.escape(work.kind)}\b", question, re.I) is not None
            maker = self._may_name(work, asked, said)
            changed = ""
            for with_maker in (True, False) if maker else (False,):
                phrase = work.phrase(named_kind, with_maker)
                if phrase == bare:
                    break
                written, found = _qualified(asked, pattern, work.kind, phrase)
                if not found:
                    break
                if len(written.split()) <= MAX_WORDS:
                    changed = written
                    done.append(f"{bare} -> {phrase}")
                    break
            if changed:
                asked = changed
            if work.vague and not work.maker and _qualified(question, pattern, "\0", "")[1]:
                vague.append(bare)  # "the film Menu": which film called Menu, no fact says
            if gold == normalize_answer(bare):
                for form in dict.fromkeys((work.phrase(False, False), work.phrase(False, True))):
                    if form not in aliases and form != bare:
                        aliases = [*aliases, form]
        return asked, aliases, done, vague

    def titled_phrase(self, subject: str, question: str, said: str) -> str | None:
        """How a self-titled work (``Taylor Swift (album)``) is asked in ``question``: with
        its maker when one may be named, else with its kind; ``None`` if not such a work."""
        work = self.titled.get(subject)
        if work is None:
            return None
        return work.phrase(False, self._may_name(work, question, said))

    @staticmethod
    def _may_name(work: Work, question: str, said: str) -> bool:
        """Whether the work's maker may qualify it: one is known, and neither the question
        nor the rest of the draft names them (the maker is the answer, a hop of the item, or
        already told: *the birth of Harmon Jones ... the film Target Zero*)."""
        if not work.maker:
            return False
        return not _named(question, work.maker) and not _named(said, work.maker)


@functools.lru_cache(maxsize=4096)
def _title_pattern(bare: str) -> re.Pattern[str]:
    """A title as a whole name: not inside a longer word or name (``Motion Picture``), a
    possessive ``'s`` allowed after it."""
    return re.compile(rf"(?<![\w'’-]){re.escape(bare)}(?![\w-]|['’](?!s\b))(?!\s+[A-Z0-9])")


def _named(text: str, name: str) -> bool:
    """Whether ``text`` names ``name`` (folded, whole words)."""
    key = name_key(name)
    return bool(key) and holds_word(name_key(text), key)


def _qualified(question: str, pattern: re.Pattern[str], kind: str, phrase: str) -> tuple[str, bool]:
    """The question with each whole-name hit of ``pattern`` written as ``phrase``, and whether
    one was: a hit after its kind word, or after a capitalised word that does not open the
    question (``Sony Motion``, ``Capitol Records' Motion``), is left as it is."""
    parts: list[str] = []
    end, found = 0, False
    for hit in pattern.finditer(question):
        before = question[: hit.start()].rstrip()
        if before.lower().endswith(kind) or re.search(r"\s[A-Z][\w'’-]*$", before):
            continue
        parts += [question[end: hit.start()], phrase]
        end, found = hit.end(), True
    return "".join([*parts, question[end:]]), found


def self_titled(facts: Sequence[Fact], buckets: Sequence[ClaimBucket]) -> dict[int, str]:
    """Positions in ``facts`` of the facts about a work (a subject whose kind is a work's:
    album, film, novel ...) whose bare title is also the name of another entity of the
    graph, each with the subject as asked: ``Taylor Swift (album)``. Another entity is a
    subject of another kind (a person, a band), an entity value (a performer, a maker) or
    the title of a page that is not the work's own (``Taylor Swift (album)``, or a page
    whose title's facts are all the work's); a subject already qualified (``Red (Taylor
    Swift album)``) is left as it is."""
    others = {name_key(f.subject) for f in facts if f.kind not in KIND_RELATION}
    others |= {name_key(f.value.name) for f in facts if isinstance(f.value, EntityValue)}
    others |= {name_key(title_entity(b.title)) for b in buckets if not _work_page(b, facts)}
    found: dict[int, str] = {}
    for at, fact in enumerate(facts):
        if fact.kind in KIND_RELATION and not fact.subject.endswith(")") and (
            name_key(fact.subject) in others
        ):
            found[at] = f"{fact.subject.removeprefix('the ')} ({fact.kind})"
    return found


def _work_page(bucket: ClaimBucket, facts: Sequence[Fact]) -> bool:
    """Whether a page is a work's own: its title's facts are all about a work."""
    key = name_key(title_entity(bucket.title))
    own = [f for f in facts if f.doc_id == bucket.doc_id and name_key(f.subject) == key]
    return bool(own) and all(f.kind in KIND_RELATION for f in own)
