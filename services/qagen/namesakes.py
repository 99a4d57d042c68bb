"""Namesakes with no page of their own: another entity of one graph that bears a subject's
name and that only a paragraph mentions.

``Second Best (film)`` "closely follows the 1991 novel of the same name", and a documentary
``Thomas Jefferson`` "covers the life of Thomas Jefferson, the 3rd President": a bare
``Second Best`` or ``Thomas Jefferson`` in a question can be read as the novel or the
President. ``Charles Louis`` (Duke of Parma) is a proper part of ``Prince Charles Louis,
Duke of Chartres``, another person of the graph. ``namesakes_of`` finds such names and the
kind of the other bearer (``novel``, ``person``; ``""`` when unknown), and ``page_kind``
gives what a page says its subject is, to ask it qualified (``the film Second Best``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from services.qagen.name_match import name_key, same_entity
from shared.facts import DateValue, Fact, title_disambiguator, title_entity
from shared.facts.names import described_role
from shared.facts.relations import PERSON_NOUNS, kind_of
from shared.messages.claims import ClaimBucket

__all__ = ["WORKS", "namesakes_of", "page_kind", "role_namesake"]

# a page's own words for another bearer of its subject's name
_SAME_NAME = re.compile(
    r"(?P<before>(?:[\w'-]+\s+){0,4})(?:of\s+the\s+same\s+(?:name|title)|homonymous|same-named)\b",
    re.I,
)
# what every such phrase ends in: a sentence without it is spared _SAME_NAME's slow scan
_SAME_NAME_TAIL = re.compile(r"of\s+the\s+same\s+(?:name|title)|homonymous|same-named", re.I)
# a work taken from another: "based on the 1991 novel", "an adaptation of Puccini's opera"
_SOURCE = re.compile(r"\b(?:based\s+on|adapted\s+from|adaptation\s+of|follows|inspired\s+by)\s+"
                     r"(?P<what>(?:[\w'-]+\s+){0,5})$", re.I)
# kinds of created works, whose name is often another thing's (a person's, a novel's)
WORKS = frozenset((
    "video game", "television series", "television film", "television show", "sitcom",
    "film", "documentary", "album", "single", "song", "novel", "book", "opera", "musical",
    "play", "series", "episode", "miniseries",
))
_LIVES = ("born", "died")
Texts = Callable[[str], str | None]
Sentences = Callable[[ClaimBucket], list[str]]


def _sentences(bucket: ClaimBucket, texts: Texts | None = None) -> list[str]:
    """The page's sentences: its whole text's when ``texts`` has it (a claim may leave out the
    sentence naming the namesake), else its verbatim spans, in order, each once."""
    whole = texts(bucket.content_hash) if texts is not None else None
    if whole:
        return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"“])", whole) if s.strip()]
    return list(dict.fromkeys(c.span for c in bucket.claims))


def page_kind(bucket: ClaimBucket) -> str:
    """What a page says its subject is: its title's kind (``Second Best (film)``), else the
    kind its first sentence gives (``... is a 1994 British film``); ``""`` if none."""
    found = kind_of(title_disambiguator(bucket.title))
    if found:
        return found
    spans = _sentences(bucket)
    if not spans:
        return ""
    lead = re.split(r"\b(?:by|directed|produced|written|starring|with|from|of|based|"
                    r"adapted|that|which|who)\b", spans[0])[0]
    return kind_of(lead)


def _people(bucket: ClaimBucket, facts: Sequence[Fact]) -> set[str]:
    """The names of the persons a page gives life dates of (its title's name among them)."""
    names = {f.subject for f in facts if f.relation in _LIVES}
    title = title_entity(bucket.title)
    if any(same_entity(name, title) for name in names):
        names.add(title)
    return names


def _mentioned(bucket: ClaimBucket, own: str, sentences: Sentences) -> str | None:
    """The kind of another bearer of the page subject's name the page mentions: ``the 1991
    novel of the same name``, ``based on the novel Second Best`` (a work the page's is
    taken from, of another kind), or, on a created work's page, the name again with an
    appositive (``the life of Thomas Jefferson, the 3rd President``); ``None`` if none."""
    name = re.sub(r"^(?:the|a|an)\s+", "", title_entity(bucket.title), flags=re.I)
    if not name:
        return None
    for sentence in sentences(bucket):
        if _SAME_NAME_TAIL.search(sentence):
            for hit in _SAME_NAME.finditer(sentence):
                return kind_of(hit.group("before"))
        if name not in sentence:
            continue
        for hit in _named_pattern(name).finditer(sentence):
            before = re.sub(r"[\"“'‘]+$", "", sentence[: hit.start()].rstrip()) + " "
            source = _SOURCE.search(before)
            kind = kind_of(source.group("what")) if source else ""
            if kind and kind not in (own, "person"):
                return kind
            apposed = re.match(r"[\"”'’]?,\s+(?P<what>(?:the|a|an)\s+[^,;.]+)",
                               sentence[hit.end():])
            # "Thomas Jefferson, the 3rd President": an appositive naming no kind of thing
            if (own in WORKS and hit.start() > 0 and apposed
                    and kind_of(apposed.group("what")) in ("", "person")):
                return "person"
    return None


def _longer_namesake(
    bucket: ClaimBucket, read: Sequence[tuple[ClaimBucket, list[Fact]]], sentences: Sentences
) -> bool:
    """Whether a page of the graph writes another name that holds the bare title's words with
    capitalised words between (``Eleanor, Fair Maid of Brittany`` for ``Eleanor of Brittany
    (abbess)``): the title's qualifier sets its person apart from such others, so the bare name
    may be read as one of them. The page's own opening name is not another's."""
    words = title_entity(bucket.title).split()
    if len(words) < 2:
        return False
    for other, _ in read:
        for at, sentence in enumerate(sentences(other)):
            if words[0] not in sentence or words[-1] not in sentence:
                continue  # the pattern writes both literally
            for hit in _longer_pattern(words[0], tuple(words[1:])).finditer(sentence):
                # the page's own opening name ("Eleanor Mary of Brittany (1275 - 1342) was")
                own = other.doc_id == bucket.doc_id and at == 0 and hit.start() == 0
                if not own and same_entity(hit.group(), title_entity(bucket.title)):
                    return True
    return False


def namesakes_of(
    read: Sequence[tuple[ClaimBucket, list[Fact]]], texts: Texts | None = None
) -> dict[str, str]:
    """Folded names of subjects another entity of the graph bears with no page of its own
    (``second best`` -> ``novel``), and persons' names that are a proper part of another
    person's name on another page (``charles louis`` in ``Prince Charles Louis, Duke of
    Chartres`` -> ``person``); ``texts`` gives a page's whole text by its content hash."""
    out: dict[str, str] = {}
    split: dict[int, list[str]] = {}

    def sentences(bucket: ClaimBucket) -> list[str]:
        # each page is split once per graph (its sentences are read for every titled page)
        found = split.get(id(bucket))
        if found is None:
            found = split[id(bucket)] = _sentences(bucket, texts)
        return found

    kinds = [page_kind(bucket) for bucket, _ in read]  # each page's kind, read once
    for (bucket, facts), own in zip(read, kinds, strict=True):
        if _people(bucket, facts):
            own = "person"
        kind = _mentioned(bucket, own, sentences)
        key = name_key(title_entity(bucket.title))
        if kind is not None and key:
            out.setdefault(key, kind)
    for bucket, _ in read:
        key = name_key(title_entity(bucket.title))
        if title_disambiguator(bucket.title) and key and _longer_namesake(bucket, read, sentences):
            out.setdefault(key, "person")
    for bucket, facts in read:
        key = name_key(title_entity(bucket.title))
        if key and _people(bucket, facts) and (
                _kin_namesake(bucket, facts, read, sentences)
                or role_namesake(bucket, read, sentences) is not None):
            out.setdefault(key, "person")
    # the created works of the graph, each page's kind read once (not once per person)
    works = [page for page, kind in zip(read, kinds, strict=True) if kind in WORKS]
    for bucket, facts in read:
        for name in _people(bucket, facts):
            if len(name.split()) >= 2 and _character_namesake(name, bucket.doc_id, works,
                                                              sentences):  # fmt: skip
                out.setdefault(name_key(name), "person")
    people = [(bucket.doc_id, name) for bucket, facts in read for name in _people(bucket, facts)]
    for doc, name in people:
        key = name_key(name)
        if len(key.split()) < 2:
            continue
        for other_doc, other in people:
            other_key = name_key(other)
            if (other_doc != doc and other_key != key and f" {key} " in f" {other_key} "
                    and not same_entity(name, other)):
                out.setdefault(key, "person")
    return out


_CHARACTER = frozenset((
    "character", "characters", "protagonist", "heroine", "narrator", "antagonist",
    "villain", "mortal", "fictional",
))
"""Words a work's page describes one of its characters by ("now the mortal Jesse Harris",
"the protagonist ...", "the fictional ..."): a story's role, never a real person's trade
("lead", "main", "title" and "hero" go with real people too: "the lead vocalist X", "the
main actor X", "war hero X"; "the main character X" is read by "character")."""


def _character_namesake(
    name: str, own: int, works: Sequence[tuple[ClaimBucket, list[Fact]]], sentences: Sentences
) -> bool:
    """Whether a created work's page (another document; ``works`` holds the graph's pages whose
    kind is a work) names a character ``name``: the name right after a story's role ("now the
    mortal Jesse Harris" in a book series, "the protagonist ..."), never after a trade ("by
    the celebrity cook Nigella Lawson")."""
    for bucket, _ in works:
        if bucket.doc_id == own:
            continue
        for sentence in sentences(bucket):
            if name not in sentence:
                continue
            if any(set(found.group(1).split()) & _CHARACTER
                   for found in _described_pattern(name).finditer(sentence)):  # fmt: skip
                return True
    return False


@functools.lru_cache(maxsize=4096)
def _described_pattern(name: str) -> re.Pattern[str]:
    """``name`` after ``the`` and one or two lower-case words (compiled once per name, and
    only for a name some work's sentence holds: compiled for every person of every graph, it
    was 3% of bench_qagen's time)."""
    return re.compile(rf"\bthe\s+((?:[a-z][\w-]*\s+){{1,2}}){re.escape(name)}\b")


_CHILD = r"(?:son|daughter|child|grandson|granddaughter|stepson|stepdaughter|heir)"
_PARENT = r"(?:father|mother|stepfather|stepmother|grandfather|grandmother)"
PARENT_YEARS = 12
"""Fewest years between a parent's birth and a child's (a child born earlier, or after
the parent's death, is another bearer's)."""


def _life(bucket: ClaimBucket, facts: Sequence[Fact], name: str) -> dict[str, DateValue]:
    """The birth and death dates a page gives the person ``name``."""
    return {f.relation: f.value for f in facts if f.relation in _LIVES
            and isinstance(f.value, DateValue) and same_entity(f.subject, name)}  # fmt: skip


def _kin_namesake(
    bucket: ClaimBucket,
    facts: Sequence[Fact],
    read: Sequence[tuple[ClaimBucket, list[Fact]]],
    sentences: Sentences,
) -> bool:
    """Whether another page names a person of this page's title as its own subject's parent
    (``the son of Nathaniel Gist``, ``his father, Nathaniel Gist``) or child (``the father of
    ...``) when the dates cannot be one person's: that subject born before the dated person
    was twelve or after they died (as a child), or after they were born (as a parent). The
    bare name then stands for two people of the graph."""
    name = title_entity(bucket.title)
    if len(name.split()) < 2:
        return False
    own = _life(bucket, facts, name)
    if not own:
        return False
    for other, other_facts in read:
        if other.doc_id == bucket.doc_id or other.content_hash == bucket.content_hash:
            continue
        born = _life(other, other_facts, title_entity(other.title)).get("born")
        if born is None:
            continue
        for sentence in sentences(other):
            if name not in sentence:
                continue
            as_parent, as_child = _kin_patterns(name)  # compiled only for a name a page holds
            if as_parent.search(sentence) and (
                    ("born" in own and born.latest.year < own["born"].earliest.year + PARENT_YEARS)
                    or ("died" in own and born.earliest.year > own["died"].latest.year + 1)):
                return True
            if (as_child.search(sentence) and "born" in own
                    and born.earliest.year > own["born"].latest.year):
                return True
    return False


@functools.lru_cache(maxsize=4096)
def _kin_patterns(name: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The patterns naming ``name`` as someone's parent and as someone's child (compiled once
    per name, as ``_named_pattern``: compiling them on every call was a quarter of qagen's
    time in bench_qagen once every titled person was checked)."""
    named = re.escape(name)
    as_parent = re.compile(rf"\b(?:{_CHILD}\s+of\s+(?:the\s+\w+\s+)?{named}(?![\w-])|"
                           rf"{named}'s\s+{_CHILD}\b|{_PARENT},?\s+{named}(?![\w-]))")
    as_child = re.compile(rf"\b(?:{_PARENT}\s+of\s+{named}(?![\w-])|{named}'s\s+{_PARENT}\b)")
    return as_parent, as_child


@functools.lru_cache(maxsize=4096)
def _named_pattern(name: str) -> re.Pattern[str]:
    """The whole-word pattern of one page subject's name (compiled once per name: the pools
    read every page of a graph for it, and compiling it each time was most of their cost)."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")


@functools.lru_cache(maxsize=4096)
def _longer_pattern(head: str, rest: tuple[str, ...]) -> re.Pattern[str]:
    """A name's first word, one to four capitalised words, then its other words (compiled
    once per name, as ``_named_pattern``)."""
    after = r"\s+".join(map(re.escape, rest))
    return re.compile(
        rf"(?<![\w-]){re.escape(head)}(?:,?\s+[A-Z][\w'’.-]*){{1,4}},?\s+{after}(?![\w-])"
    )


# lower-case words ending as agent nouns do that name no one ("after", "other", "together")
_NOT_AGENTS = frozenset(
    """after other another either neither whether never ever over under later former
    latter together rather further her their our your per clever sister brother
    mother father daughter member founder creator owner leader partner successor
    predecessor ancestor descendant supporter follower winner recipient collaborator
    mentor rival""".split()  # noqa: SIM905
)
_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ess")
# "Sir Edward Holt, a wealthy Manchester brewer": the appositive right after a mention
_APPOSED = re.compile(r"[\"”'’]?,\s+(?:a|an|the)\s+(?P<what>[^,;.()–—]+)")
_APPOSED_END = re.compile(r"\s(?:of|for|in|at|on|from|with|by|who|which|that|and|or|whose)\b.*$")
# "the band's vocalist Stella Maxwell", "writer and pilot Richard Bach": roles right before it
_ROLES_BEFORE = re.compile(r"(?:^|[\s(])(?P<roles>(?:[a-z][a-z-]{3,}(?:,\s+|\s+and\s+|\s+))+)"
                           r"(?:(?:Sir|Dame)\s+)?$")


_FIELDS = tuple(re.compile(rf"\b(?:{words})", re.I) for words in (
    r"music|songs?\b|singer|sing|vocal|guitar|keyboard|drum|bass|pian|rapper|band|compos|"
    r"record|album|artist",
    r"act(?:or|ress)|film|movie|televis|comed|screen|stage|theat|direct|produc|present|host|"
    r"broadcast|artist",
    r"writ|wrote|author|novel|poet|journal|column|essay|satir|editor|playwright",
    r"football|soccer|player|played\s+for|athlet|cricket|box|wrestl|golf|swim|coach|jockey|"
    r"cycl|ski|racing|driver|sprint|basketball|baseball|hockey|rugby|tennis|sport|club|manager",
    r"pilot|aviat|flying|flight|air\s+force|astronaut",
    r"politic|minister|senator|governor|mayor|president|parliament|legislat|congress",
    r"business|entrepreneur|brew|merchant|industrial|manufactur|bank|executive|company|"
    r"financ|invest|fund\b|manager|develop|real\s+estate|casino|hotel|retail",
    r"scien|research|computer|physic|chemi|biolog|mathemat|engineer|professor|academic",
    r"model|fashion",
))
"""Fields of work by their words: a role another page gives a name belongs to a field the
name's own page says nothing of only when it is someone else's (a brewer beside a
footballer); a keyboardist beside a musician's page, a player beside a footballer's is the
same person."""


def _role_word(word: str) -> bool:
    """Whether a lower-case word names what a person is (``brewer``, ``vocalist``)."""
    return word not in _NOT_AGENTS and (
        word in PERSON_NOUNS or (len(word) > 4 and word.endswith(_AGENT_ENDINGS)))


def _mention_roles(sentence: str, start: int, end: int) -> list[str]:
    """The roles a sentence gives the name it mentions at ``start:end``: the head noun of an
    appositive right after it (``, a wealthy Manchester brewer`` -> ``brewer``) or the role
    nouns right before it (``vocalist Stella Maxwell``, ``writer and pilot Richard Bach``);
    none if it gives none."""
    apposed = _APPOSED.match(sentence, end)
    if apposed is not None:
        head = _APPOSED_END.sub("", " " + apposed.group("what")).split()
        if head and head[-1].islower() and _role_word(head[-1]):
            return [head[-1]]
    before = _ROLES_BEFORE.search(sentence[:start])
    if before is None:
        return []
    words = re.findall(r"[a-z][a-z-]+", before.group("roles"))
    # only the run of role words next to the name: "the Grammy-winning singer" -> singer
    roles: list[str] = []
    for word in reversed(words):
        if word == "and":
            continue
        if not _role_word(word):
            break
        roles.append(word)
    return roles


_AROUND = 60
"""Characters either side of a mention read for words of the person's own field."""


def _own_role(role: str, own_text: str) -> bool:
    """Whether a page's own text may give its person ``role``: the word itself, a word of its
    field, or a role of no field known here (``a Virginia trader`` may be the frontiersman)."""
    stem = role[:-1] if role.endswith("s") else role
    if stem in own_text:
        return True
    fields = [field for field in _FIELDS if field.search(role)]
    return not fields or any(field.search(own_text) for field in fields)


def role_namesake(
    bucket: ClaimBucket,
    read: Sequence[tuple[ClaimBucket, list[Fact]]],
    sentences: Sentences,
) -> str | None:
    """The role another page gives a person of this page's title's name that this page never
    gives its own person: ``Sir Edward Holt, a wealthy Manchester brewer`` on a house's page
    beside the page of ``Edward Holt (born 1879) was an English footballer``, or the vocalist
    of a band beside a model's page. The bare name then names two people of the graph (the
    other one has no page, so no date tells them apart); ``None`` when no page does so. A
    role word the person's own page writes (``Harold Holt, the 17th Prime Minister``) is
    the same person's; so is a mention on a page of the same content."""
    name = title_entity(bucket.title)
    if len(name.split()) < 2:
        return None
    own_text = " ".join(sentences(bucket)).lower()
    own_role = next((r for r in map(described_role, sentences(bucket)[:2]) if r), "")
    own_fields = [field for field in _FIELDS if own_role and field.search(own_role)]
    for other, _ in read:
        if other.doc_id == bucket.doc_id or other.content_hash == bucket.content_hash:
            continue
        for sentence in sentences(other):
            if name not in sentence:
                continue
            for hit in _named_pattern(name).finditer(sentence):
                roles = _mention_roles(sentence, hit.start(), hit.end())
                if not roles or any(_own_role(role, own_text) for role in roles):
                    continue
                # "former state Senator and IBM executive, Scott Howell": the words around
                # the mention also name the person's own field (a politician's)
                around = sentence[max(0, hit.start() - _AROUND) : hit.end() + _AROUND]
                if not any(field.search(around) for field in own_fields):
                    return roles[0]
    return None
