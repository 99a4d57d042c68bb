"""Names two entities of one graph share, and the role a question names each one by.

A bare name that stands for two entities (``Richard Wright (author)`` and ``Richard Wright
(musician)``) can be read as the other and flip an item's answer: ``shared_names_of`` finds
them, ``qualified_names`` gives each subject the role its page says it has when that role is
unique, and ``narrow_disambiguator``/``title_qualifier`` read a title's parenthetical.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.qagen.name_match import name_key, same_entity
from services.qagen.namesakes import WORKS, page_kind
from shared.facts import DateValue, Fact, order, title_disambiguator, title_entity
from shared.facts.names import described_role, role_disambiguator
from shared.facts.relations import PERSON_NOUNS, kind_of
from shared.messages.claims import ClaimBucket

__all__ = [
    "as_person",
    "named_by",
    "narrow_disambiguator",
    "qualified_names",
    "shared_names_of",
    "title_qualifier",
]


def narrow_disambiguator(title: str) -> bool:
    """Whether a title's parenthetical does more than name a kind: a year, a place, a role
    (``(1963 film)``, ``(Maine politician)``), so the bare name is ambiguous within its kind."""
    found = title_disambiguator(title)
    return len(found.split()) > 1 or any(ch.isdigit() for ch in found)


def title_qualifier(title: str) -> str:
    """A title's disambiguator that a question can put before the name: a kind or a role
    without a year (``South Australian politician``, ``US band``, ``Andy Williams album``,
    ``TV series``); ``""`` for a year or a date (it would give a release or a birth away)
    or for anything else (``The Simpsons``)."""
    found = title_disambiguator(title)
    if not found or any(ch.isdigit() for ch in found) or "." in found:
        return ""
    return found if kind_of(found) else ""


_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ess", "ee")

# a sport or field a title gives as its person's disambiguator (``David Watkins (rugby
# union)``), written with its person noun: "the rugby union David Watkins" is no English
_FIELD_PEOPLE = {
    "football": "footballer",
    "association football": "footballer",
    "soccer": "footballer",
    "cricket": "cricketer",
    "golf": "golfer",
    "boxing": "boxer",
    "wrestling": "wrestler",
    "cycling": "cyclist",
    "athletics": "athlete",
    "politics": "politician",
}
_FIELD_PLAYED = re.compile(
    r"(?:(?:[A-Z][a-z]+ )*)(?:rugby(?: union| league| sevens)?|baseball|basketball|"
    r"(?:ice |field )?hockey|tennis|(?:American|Australian rules|Gaelic|Canadian) football|"
    r"snooker|darts|chess|volleyball|handball|netball|lacrosse|softball|squash|badminton)")


def as_person(qualifier: str) -> str:
    """A title's disambiguator as the words before a person's name: a field or sport with
    its person noun (``rugby`` -> ``rugby player``, ``rugby union`` -> ``rugby union
    player``, ``football`` -> ``footballer``, ``cricket`` -> ``cricketer``, ``baseball`` ->
    ``baseball player``); anything else (``politician``, ``South Australian politician``,
    ``Andy Williams album``) as it is."""
    if _FIELD_PLAYED.fullmatch(qualifier):
        return f"{qualifier} player"
    for field, person in sorted(_FIELD_PEOPLE.items(), key=lambda p: -len(p[0])):
        if qualifier == field or qualifier.endswith(f" {field}"):
            return f"{qualifier.removesuffix(field)}{person}"
    return qualifier


def _person_noun(role: str) -> bool:
    """Whether a title's role names a person (``writer``, ``executioner``, ``referee``,
    ``diarist``), so ``the {role} X`` reads; ``radio`` or ``aviation`` names a field."""
    return role in PERSON_NOUNS or role.endswith(_AGENT_ENDINGS)


def _standalone_role(role: str, text: str) -> bool:
    """``role`` is a person noun that names the person alone: not one of a group (``a member
    of the Culper Ring``: 'the member Robert Townsend' names nobody). When the lead gives no
    such noun, the title's own role stays (``the spy Robert Townsend``)."""
    return _person_noun(role) and re.search(rf"\b{re.escape(role)}\s+of\b", text) is None


def shared_names_of(read: Sequence[tuple[ClaimBucket, list[Fact]]]) -> set[str]:
    """Folded names that stand for two entities in one graph, so a bare name in a question
    could be read as the other and flip the answer: the bare titles of two documents
    (``Richard Wright (author)`` and ``Richard Wright (musician)``, ``Get Carter`` and
    ``Get Carter (2000 film)``), and subjects of two documents with different dates for one
    relation (two people of one name born in different years)."""
    pages: dict[str, set[tuple[str, str]]] = {}
    for bucket, _ in read:
        key = name_key(title_entity(bucket.title))
        if key:
            pages.setdefault(key, set()).add((bucket.url, bucket.content_hash))
    shared = {key for key, docs in pages.items() if len(docs) > 1}
    dated: dict[tuple[str, str], dict[int, DateValue]] = {}
    for bucket, facts in read:
        for fact in facts:
            if isinstance(fact.value, DateValue) and fact.relation in ("born", "died"):
                held = dated.setdefault((name_key(fact.subject), fact.relation), {})
                held.setdefault(bucket.doc_id, fact.value)
    for (key, _), values in dated.items():
        found = list(values.values())
        if any(order(found[0], other) != 0 for other in found[1:]):
            shared.add(key)
    return shared


def named_by(name: str, shared: set[str]) -> bool:
    return _shared_key(name, shared) is not None


def _shared_key(name: str, shared: set[str]) -> str | None:
    """The shared name ``name`` stands for, if any."""
    key = name_key(name)
    if key in shared:
        return key
    return next((other for other in sorted(shared) if other.split()[:1] == key.split()[:1]
                 and same_entity(name, other)), None)  # fmt: skip


def _page_role(bucket: ClaimBucket, subject: str, facts: Sequence[Fact]) -> str:
    """What the page says ``subject`` is: its title's role (``Richard Wright (author)``), or
    the noun its claims describe it by (``... was an American musician``); ``""`` if none."""
    if same_entity(title_entity(bucket.title), subject):
        role = role_disambiguator(bucket.title)
        if role:
            return role
    texts = [f.claim.text for f in facts if same_entity(f.subject, subject)]
    if not texts and same_entity(title_entity(bucket.title), subject):
        texts = [c.text for c in bucket.claims[:2]]
    return next((role for role in map(described_role, texts) if role), "")


def qualified_names(
    read: Sequence[tuple[ClaimBucket, list[Fact]]],
    shared: set[str],
    namesakes: dict[str, str] | None = None,
) -> dict[int, dict[str, str]]:
    """Per document, the role of each of its subjects a question names with what the page
    says they are (``author``: ``the author Richard Wright``): a person whose page title
    carries a role (the name is several people's: ``the writer Michael Jackson``, never the
    bare name its famous bearer owns), and
    a shared name of people whose every page in the graph gives it a role no other of them
    gives (``the musician Audrey Williams`` beside ``the archaeologist Audrey Williams``). A
    shared name some page gives no role, or two pages the same, or a work's, is absent,
    except a name only one page bears whose other bearer a page mentions (``namesakes``:
    ``second best`` -> ``novel``): a work is named by its page's kind when that is not the
    namesake's (``film``: ``the film Second Best``)."""
    namesakes = namesakes or {}
    # a page one of several works of its kind ("Charley's Aunt (1963 film)") is no more
    # told apart by its kind than by its bare name
    pages = {b.doc_id: b for b, _ in read}

    def kind_of_page(doc: int) -> str:
        page = pages.get(doc)
        return "" if page is None or narrow_disambiguator(page.title) else page_kind(page)

    out: dict[int, dict[str, str]] = {}
    for bucket, facts in read:
        role = role_disambiguator(bucket.title)
        bare = title_entity(bucket.title)
        # "Justin Smith (radio)": the radio Justin Smith? the lead's noun; a sport keeps its
        # player ("Randy Smith (basketball)": the basketball player, not "the player")
        if role and not _person_noun(role) and as_person(role) == role:
            said = [t for f in facts for t in (f.claim.text, f.claim.span)]
            role = next((r for t in said if _standalone_role(r := described_role(t), t)), role)
        if not role:
            continue
        # the title's role exists because the bare name is someone else's too (``Michael
        # Jackson (writer)``): a reader takes the bare name for its famous bearer, whether or
        # not a page of the graph mentions another one
        for fact in facts:
            if fact.relation in ("born", "died") and same_entity(fact.subject, bare):
                out.setdefault(bucket.doc_id, {})[fact.subject] = role
    roles: dict[str, dict[int, tuple[str, set[str]]]] = {}
    for bucket, facts in read:
        bare_key = _shared_key(title_entity(bucket.title), shared)
        subjects = {f.subject for f in facts if named_by(f.subject, shared)}
        if bare_key is not None and not subjects:
            subjects = {title_entity(bucket.title)}  # a page of the name without facts of it
        for subject in subjects:
            key = _shared_key(subject, shared)
            assert key is not None
            held = roles.setdefault(key, {}).setdefault(
                bucket.doc_id, (_page_role(bucket, subject, facts), set()))
            held[1].add(subject)
    people = {(b.doc_id, f.subject) for b, facts in read for f in facts
              if f.relation in ("born", "died") or f.kind == "person"}  # fmt: skip
    # a page of the name that states no fact of it is asked about by no item: only its role
    # counts, to tell the others apart
    people |= {(b.doc_id, title_entity(b.title)) for b, facts in read
               if not any(same_entity(f.subject, title_entity(b.title)) for f in facts)}
    for key, by_doc in roles.items():
        found = [role for role, _ in by_doc.values()]
        kind = kind_of_page(next(iter(by_doc))) if key in namesakes and len(by_doc) == 1 else ""
        if kind in WORKS and kind != namesakes[key]:
            for doc, (_, subjects) in by_doc.items():
                for subject in subjects:
                    out.setdefault(doc, {})[subject] = kind
            continue
        persons = all((doc, subject) in people for doc, (_, subjects) in by_doc.items()
                      for subject in subjects)  # fmt: skip
        # a work's kind is the question's own word ("Which film ..., the film X"), which
        # tells two films of one name apart no better than the bare name
        if persons and all(found) and len(set(found)) == len(found):
            for doc, (role, subjects) in by_doc.items():
                for subject in subjects:
                    out.setdefault(doc, {})[subject] = role
        else:
            for doc, (_, subjects) in by_doc.items():
                for subject in subjects:
                    out.get(doc, {}).pop(subject, None)
    return out
