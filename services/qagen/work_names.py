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
- a title of three or four common words (*More than Friends*, *Pawn Shop Chronicles*) is
  asked with its maker like a short one (*Inna's More than Friends*), since songs and films
  of stock phrases are many;
- a short title no one maker is known of, common words only (*Menu*, *Boots*, *Blood
  Bath*) or one short word, or an idiom of three or four words (*More than Friends*, *How
  to Eat*), is not told apart by its kind either: it is asked by its year where the item
  does not use its date (*the 1966 film Blood Bath*), else an item whose question names it
  is skipped (``FactIndex.asked``).

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
from services.qagen.work_makers import MAKER_RELATIONS, lead_maker, makers_of
from shared.facts import DateValue, EntityValue, Fact, title_entity
from shared.facts.dated import KIND_RELATION
from shared.messages.claims import ClaimBucket
from shared.metrics.normalize import normalize_answer

__all__ = ["MAKER_RELATIONS", "MAX_WORDS", "WORK_YEARS", "Work", "WorkTable", "possessive",
           "self_titled"]

MAX_WORDS = 30
"""A question's word limit (QUALITY.md, N): a qualified question longer than it is not
written; a shorter qualification (the kind alone) is tried, then the bare title."""


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
    year: str = ""
    """The one year its facts date it (``1966``), or ``""``: a vague title with no one
    maker is asked by it where the item does not ask its date (``dated``)."""

    def phrase(self, named_kind: bool, maker: bool) -> str:
        """The work as asked: ``Calvin Harris's album Motion`` (with its ``maker``), ``Calvin
        Harris's Motion`` where the question names the kind already (``named_kind``), ``the
        album Motion`` without a maker, the bare title when neither is left."""
        bare = self.title.removeprefix("the ")
        if maker and self.maker:
            return f"{possessive(self.maker)} {bare}" if named_kind else (
                f"{possessive(self.maker)} {self.kind} {bare}")  # fmt: skip
        return bare if named_kind else f"the {self.kind} {bare}"

    def dated(self, said: str) -> str:
        """``the 1966 film Blood Bath``: a vague title without a maker, by its year, when the
        item (``said``: its facts, steps and answer) does not use the work's date, which the
        year would give away; ``""`` otherwise."""
        if not (self.vague and self.year and not self.maker):
            return ""
        if re.search(rf"(?<![\w'’]){re.escape(self.title)} \| (?:released|published|premiered)\b",
                     said) or self.year in said:  # fmt: skip
            return ""
        return f"the {self.year} {self.kind} {self.title.removeprefix('the ')}"


WORK_YEARS = frozenset(("released", "published", "premiered"))
"""The relations that date a work (``Work.year``); another page writes that year before
the work's kind or in brackets after its name (``services.qagen.disagreeing``)."""

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


STOCK_WORDS = 4
"""The most words of a common-words title asked with its maker: song and film titles of
stock phrases (``More than Friends``, ``In Your Eyes``, ``Love Me Like You Do``) are
borne by many works; a longer one (``The Story of a Small Town``) mostly by one."""


_GLUE = frozenset(("than", "as", "if", "so", "but", "not", "no", "nor", "into", "onto", "upon",
                   "about", "over", "up", "out", "off", "down", "i", "me", "my", "you", "your",
                   "we", "us", "our", "he", "him", "his", "she", "her", "it", "its", "they",
                   "them", "their", "this", "that", "all", "what", "who", "when", "where",
                   "why", "how"))  # fmt: skip
"""Small words a title of common words holds that the lexicon has no lemma for (``than``)
or reads as names of nothing (``your``)."""


def _stock(words: Sequence[str]) -> bool:
    """Whether a title's words are common words and small words only (``More than
    Friends``, ``In Your Eyes``): a phrase many works bear."""
    rest = [w for w in words if w.lower() not in _GLUE]
    return bool(rest) and common_phrase(" ".join(rest))


_SMALL = _GLUE | {"to", "in", "on", "of", "for", "from", "with", "at", "by", "and", "or", "the",
                  "a", "an"}  # fmt: skip


def _idiom(words: Sequence[str]) -> bool:
    """Whether a stock title of three or four words is an idiom, a small word in it (``More
    than Friends``, ``In Your Eyes``, ``How to Eat``), which many songs, films and books
    bear; one of content words only (``The Big Bird Cage``, ``Two Hearts Collide``, ``Woven
    & Spun``) mostly names one work, and is asked bare where no maker is known."""
    return any(w.lower() in _SMALL for w in words)


def _short(title: str) -> list[str]:
    """The title's words without a leading article, when one or two, or up to
    ``STOCK_WORDS`` common words only (``More than Friends``); else ``[]``."""
    words = re.sub(r"^(?:the|a|an)\s+", "", title, flags=re.I).split()
    if 1 <= len(words) <= 2:
        return words
    return words if len(words) <= STOCK_WORDS and _stock(words) else []


@dataclass(frozen=True, slots=True)
class WorkTable:
    """The graph's works a question qualifies: short titles by title, self-titled works by
    their qualified subject (``Taylor Swift (album)``)."""

    short: dict[str, Work]
    titled: dict[str, Work]

    @classmethod
    def of(
        cls,
        facts: Sequence[Fact],
        self_titled: dict[str, str],
        bare: dict[str, str],
        leads: Sequence[str] = (),
    ) -> WorkTable:
        """Read once per graph: each work subject of one kind (a title two works of different
        kinds bear is left: which kind to write, no fact decides), with its maker, by its
        facts or else by a claim or span of the graph (``leads``) that opens on it
        (``work_makers.lead_maker``); ``self_titled`` maps a qualified subject to its kind (a work
        titled with another entity's name, or one a namesake page has asked with its kind),
        ``bare`` a qualified name to the name a page writes."""
        kinds: dict[str, set[str]] = {}
        for fact in facts:
            if fact.kind in KIND_RELATION and (fact.subject in self_titled or (
                    not fact.subject.endswith(")") and _short(fact.subject))):  # fmt: skip
                kinds.setdefault(fact.subject, set()).add(fact.kind)
        makers = makers_of(facts, bare)
        years: dict[str, set[int]] = {}
        for fact in facts:
            if fact.relation in WORK_YEARS and isinstance(fact.value, DateValue):
                years.setdefault(fact.subject, set()).add(fact.value.earliest.year)
        short: dict[str, Work] = {}
        titled: dict[str, Work] = {}
        for subject, found in kinds.items():
            if len(found) != 1:
                continue
            kind = next(iter(found))
            maker = makers.get(subject, "") or lead_maker(bare.get(subject, subject), kind, leads)
            if subject in self_titled:
                title = bare.get(subject, subject)
                if name_key(maker) == name_key(title):
                    maker = ""  # "Taylor Swift's album Taylor Swift": the kind says it
                # vague: under "Which film ...", a maker another work's qualifier wrote
                # still sets a common-words title apart (``_told``)
                titled[subject] = Work(title, kind, maker, vague=common_phrase(title))
            else:
                words = _short(subject)
                # a longer title (a stock phrase: ``_short``) is vague as an idiom only
                vague = _idiom(words) if len(words) > 2 else common_phrase(" ".join(words)) or (
                    len(words) == 1 and len(words[0]) <= 4)  # fmt: skip
                year = years.get(subject, set())
                short[subject] = Work(subject, kind, maker, vague=vague,
                                      year=str(next(iter(year))) if len(year) == 1 else "")
        return cls(short, titled)

    def qualify(
        self, question: str, answer: str, aliases: list[str], said: str
    ) -> tuple[str, list[str], list[str], list[str]]:
        """The question with each short work title it names as a whole name qualified
        (``Work.phrase``), the aliases with the qualified forms of an answer that is such a
        title, what was qualified (``Motion -> Calvin Harris's album Motion``), and the
        vague titles left without a maker (``FactIndex.asked`` skips their items). ``said``
        is the rest of the draft (answer, steps, facts): a maker it names is a hop or the
        answer, never a qualifier; a maker only another page's disambiguator names (*the
        Inna song Caliente*) is neither, and still qualifies a vague title (*Inna's More
        than Friends*), which its kind alone does not set apart. A vague title with no
        maker is asked by its year where the item does not use its date (``Work.dated``).
        A title inside a longer name (``Motion Picture``, ``Sony Motion``) or already after
        its kind word is left as it is."""
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
            maker = self._may_name(work, self._told(work, asked, named_kind), said)
            changed = ""
            dated = work.dated(said)
            for with_maker in (True, False) if maker else (False,):
                phrase = dated or work.phrase(named_kind, with_maker)
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
            if work.vague and not work.maker and not (dated and changed) and _qualified(
                    question, pattern, "\0", "")[1]:  # fmt: skip
                vague.append(bare)  # "the film Menu": which film called Menu, no fact says
            if gold == normalize_answer(bare):
                for form in dict.fromkeys((work.phrase(False, False), work.phrase(False, True))):
                    if form not in aliases and form != bare:
                        aliases = [*aliases, form]
        return asked, aliases, done, vague

    def titled_phrase(
        self, subject: str, question: str, said: str, named_kind: bool = False
    ) -> str | None:
        """How a self-titled work (``Taylor Swift (album)``), or a work a namesake page has
        its kind told (``Diary of a Wimpy Kid (film)`` beside the novel), is asked in
        ``question``: with its maker when one may be named, else with its kind; where the
        question names the kind (``named_kind``: *Which film ...*), the maker alone, else
        the bare title; ``None`` if not such a work."""
        work = self.titled.get(subject)
        if work is None:
            return None
        return work.phrase(named_kind, self._may_name(
            work, self._told(work, question, named_kind), said))

    @staticmethod
    def _told(work: Work, question: str, named_kind: bool) -> str:
        """The question as it names the work's maker for ``_may_name``: a vague title needs
        its maker even where another page's disambiguator wrote it (*Inna's More than
        Friends or the Inna song Caliente*: no hop), and where the question names the kind,
        even where another work's maker was written (*Which film came out first, Chris
        Menges's Second Best or Chris Menges's A World Apart?*: bare, the title would be
        any film's); elsewhere the kind sets it apart (*the film Interstellar*)."""
        if not (work.vague and work.maker):
            return question
        told = re.sub(rf"\bthe {re.escape(work.maker)} (?=[a-z])", "the ", question)
        return told.replace(f"{possessive(work.maker)} ", "") if named_kind else told

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
