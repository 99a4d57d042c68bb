"""What a document is about, and what each of its sentences is about.

``DocumentReferents`` holds what one page says about its names: its main entity and the
pronoun family used for it, the names it writes in full, the nouns that stand for its
kind. ``referent_of`` says what a sentence is about (a ``Referent``), for the sentence
after it; ``_resolve`` says which name a pronoun after it refers to, when the page
supports one. ``decontext.Decontextualizer`` rewrites sentences with these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Self

from shared.claims.clauses import subject_of
from shared.claims.gender import supports
from shared.claims.lead import Lead, introduces_other, lead_kind, read_lead
from shared.claims.names import SUBJECT_ADVERBS as _SUBJECT_ADVERBS
from shared.claims.names import part_of_a_name, person_like
from shared.claims.persons import given_name
from shared.claims.pronouns import EntityKind, entity_kind
from shared.text.entities import find_entities

__all__ = [
    "PERSON_ROLES",
    "RELATIONAL",
    "START",
    "DocumentReferents",
    "Referent",
    "person_like",
    "trimmed_subject",
]

PERSON_ROLES = frozenset(
    {"actor", "actress", "star", "singer", "rapper", "musician", "director", "producer",
     "writer", "author", "player", "athlete", "politician", "president", "senator", "ceo",
     "founder", "billionaire", "entrepreneur", "artist", "comedian", "model", "filmmaker",
     "scientist", "mathematician", "physicist", "chemist", "economist", "journalist", "host",
     "coach", "striker", "quarterback", "leader", "minister", "chancellor", "prince",
     "princess", "king", "queen", "pope", "composer", "painter", "poet", "novelist"}
)  # fmt: skip
_THING_ROLES = frozenset(
    {"company", "firm", "group", "organization", "organisation", "corporation", "startup",
     "business", "brand", "agency", "foundation", "charity", "university", "school", "team",
     "club", "band", "network", "platform", "site", "website", "app", "service", "project",
     "product", "software", "browser", "city", "country", "state", "government", "ministry",
     "department", "bank", "retailer", "chain", "studio", "publisher", "newspaper",
     "magazine", "airline", "carrier", "manufacturer", "automaker", "party",
     "community", "nonprofit", "non-profit", "building", "museum", "film", "movie", "show",
     "series", "game", "console", "device", "album", "song", "single", "novel", "book",
     "town", "village", "river", "lake", "mountain", "island", "bridge", "station", "airport",
     "church", "castle", "stadium", "ship", "aircraft", "county", "district"}
)  # fmt: skip
_PLACE_RX = re.compile(
    r"\b(?:city|town|village|hamlet|municipality|county|borough|township|suburb|"
    r"census-designated place|unincorporated community|commune|district|province|region|"
    r"country|island|neighbou?rhood|capital)\b"
)
RELATIONAL = frozenset({"population"})
"""Definite descriptions that mean "the ... of the place" on a page about a place."""
_PROPER_RX = re.compile(r"(?<=[a-z0-9,;] )[A-Z][\w'\u2019-]+")
_FUNCTION_CAPS = frozenset({"The", "A", "An", "This", "That", "These", "Those", "In", "On",
                            "At", "For", "By", "From", "With", "And", "But", "Its", "His",
                            "Her", "Their", "Our", "It", "He", "She", "They"})  # fmt: skip
_SUFFIX_RX = re.compile(r",?\s+(?:Jr|Sr)\.?$|\s+(?:II|III|IV)$")
"""A generational suffix after a surname (``Robert T. Smalley Jr.``)."""
_OPENING_NAME_RX = re.compile(
    r"([A-Z][a-z][\w'\u2019-]*(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z][\w'\u2019-]*){0,2}"
    r"(?:,?\s+(?:Jr|Sr)\.)?)(?=,\s|\s+[a-z])"
)
"""A name opening a sentence, then a comma or a lower-case word (``Smalley faces``)."""
_TITLE_STOP = frozenset({"the", "and", "for", "from", "with", "into", "about", "after"})
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "prof", "sir", "dame", "president", "senator",
                     "gov", "governor", "rep", "sen", "gen", "general", "judge", "justice",
                     "mayor", "king", "queen", "prince", "princess", "lord", "lady", "saint",
                     "pope", "chancellor", "minister", "ceo"})  # fmt: skip

def _opening_word(word: str) -> bool:
    """``word`` opens a sentence rather than a name: an ``-ing`` word that is no given name
    (``Regarding MagSafe, we ...`` is no person called MagSafe)."""
    return word.endswith("ing") and not given_name(word)


_DISAMBIGUATION_RX = re.compile(r"\(([^()]*)\)\s*$")
_NOT_FIRST_NAMES = frozenset(
    {
        "Let",
        "There",
        "Be",
        "Is",
        "Was",
        "Are",
        "Why",
        "How",
        "What",
        "When",
        "Where",
        "Who",
        "New",
        "Old",
        "Great",
        "Little",
        "Big",
    }
)
"""Capitalised words of a title, never of a person's name (``Let There Be Neon``)."""
_DEFINING_RX = re.compile(
    r"[^.]{0,80}?\b(?:is|was|are|were)\s+(?:a|an|the|one of the)\s+([^.;]{0,120})"
)
"""What follows the entity's first mention in a definition: ``... is an American company``."""


@dataclass(frozen=True, slots=True)
class Referent:
    """What a sentence is about, handed to the next sentence to resolve its pronouns."""

    name: str | None
    """The whole name of the sentence's subject, when it is a name (else ``None``)."""

    kind: Literal["person", "thing"] | None = None
    """Whether that name reads as a person or a thing (``None``: not a name)."""

    about_main: bool = False
    """Whether the sentence mentions the document's main entity at all."""

    attribute: bool = False
    """Whether the sentence's subject is an attribute of the main entity (``The population
    of Leland``, ``Violin Sonata No. 3's music``): the entity stays the topic."""

    introduces: str | None = None
    """The kind noun of another work the sentence names after its subject (``film`` for
    ``... a follow-up to the 1971 film "The Big Doll House"``): on a film's page an ``it``
    after it may mean that one."""

    family: EntityKind | None = None
    """The gender family the sentence used for the person it was carried on for
    (``running.carried``: ``..., but she said ...``): a pronoun of the other is not theirs."""


START = Referent(None, None, about_main=True)
"""The referent before a document's first sentence: its title's entity."""


@lru_cache(maxsize=1024)
def _named_rx(head: str) -> re.Pattern[str]:
    """``the <Capitalised words> <head>`` (compiled once per head noun)."""
    return re.compile(rf"\b[Tt]he[ \t]+((?:[A-Z][\w'\u2019.-]*[ \t]+){{1,4}}{re.escape(head)})\b")


_RESTRICTED_RX = re.compile(r"[ \t]+(?:[a-z]+ing|that|which|who|whose)\b")
"""A participle or relative clause right after ``the <Name> <head>``: the text says which
one of the name's many it means (``The DJIA stock posting the largest daily gain ... was
The Home Depot``), so the words are a description, no name for the head noun."""


_RELATIVE_ASIDE_RX = re.compile(r"(?<=[\w.'\u2019]),\s+(?:who|which)\s[^,;()]{1,80},\s+(?=[a-z])")
"""A non-restrictive relative clause after the subject (``Assange, who denies the
accusation, has avoided ...``): the subject is the name before it."""


def trimmed_subject(subject: str | None) -> str | None:
    """``subject`` without trailing adverbs (``The airport also`` -> ``The airport``)."""
    if subject is None:
        return None
    words = subject.split()
    while len(words) > 1 and (words[-1].lower() in _SUBJECT_ADVERBS or words[-1].endswith("ly")):
        words.pop()
    return " ".join(words)


@dataclass(frozen=True, slots=True)
class DocumentReferents:
    """What one document says about its names (see module docstring)."""

    entity: str | None
    """The document's main entity (full name), if one was found."""

    kind: EntityKind = "thing"
    """Which pronouns the document uses for the entity."""

    names: tuple[str, ...] = ()
    """Entity mentions of the document, for expanding a partial name to the whole one."""

    heads: frozenset[str] = frozenset()
    """Nouns that name the main entity's kind: its last word, its title's disambiguation."""

    place: bool = False
    """Whether the document reads as about a place (``The population`` means its own)."""

    proper: frozenset[str] = frozenset()
    """Capitalised words the document also writes capitalised mid-sentence (names)."""

    title: str = ""
    """The document's title."""

    text_head: str | None = None
    """The opening of the document text (20,000 characters), where descriptions' names are
    looked up."""

    lower_words: frozenset[str] = frozenset()
    """Words the document writes in lower case (a capitalised one opening a sentence is
    then a common word, not a name)."""

    described: frozenset[str] = frozenset()
    """Words of what the page says the main entity is (``Meta is an American technology
    company``): the role nouns that may stand for it (``The company``)."""

    partial: bool = False
    """Whether the entity is only a part of a longer name where the text first writes it
    (``United States`` of ``The United States presidential election of 1964 was ...``), or
    a headline's thing whose page says ``he`` of its people (``Indiana Statehouse``): then
    no pronoun or description is written as it."""

    lead: Lead | None = None
    """What a titled encyclopedic paragraph's first sentence says its entity is
    (``lead.read_lead``): its kind noun (``The film``), person or not, its aliases."""

    @classmethod
    def for_document(cls, entity: str | None, text: str, *, title: str | None = None) -> Self:
        """The rewriter for a document about ``entity`` whose text is ``text``."""
        body = text[:20000]
        if entity is None:  # no page entity: a pronoun may still take the last subject
            names = tuple(dict.fromkeys(m.text for m in find_entities(body)))
            return cls(None, "thing", names, frozenset(), False,
                       frozenset(_PROPER_RX.findall(body)), title or "", body,
                       frozenset(re.findall(r"\b[a-z][a-z'-]+\b", body)))  # fmt: skip
        lead = read_lead(entity, text, title or "") if title else None
        if lead is not None:
            entity = lead.entity  # "The 2009 CONCACAF U-20 Championship", not "CONCACAF ..."
        heads = {entity.split()[-1].lower()}
        found = _DISAMBIGUATION_RX.search(title or "")
        if found is not None:  # "Thriller (album)": the album; "X (2011 film)": the film
            heads.update(w.lower() for w in re.findall(r"[A-Za-z]{3,}", found.group(1)))
        body = text[:20000]
        names = tuple(dict.fromkeys(m.text for m in find_entities(body)))
        proper = frozenset(_PROPER_RX.findall(body))
        opening = (found.group(1) if found else "") + " " + text[:300]
        kind = entity_kind(text, entity)
        if lead is not None and lead.person is not None:
            kind = lead_kind(lead, text, kind)  # "Maximum Overdrive is a ... film": "it"
        elif kind == "thing" and person_like(entity) and not re.search(r"\b[Ii]ts?\b", text):
            kind = "male"  # no pronoun says otherwise; a person's surname may stand alone
        elif kind == "thing" and person_like(entity):  # a news page's "it"s are other things:
            kind = _gender_said(body, entity) or kind  # "Van Der Beek ... . His wife ..."
        partial = lead is None and bool(title) and part_of_a_name(entity, body)
        if (kind in ("male", "female") and lead is None and _headline(title, entity)
                and not given_name(entity.split()[0]) and _gender_said(body, entity) != kind):
            partial = True  # a headline's thing ("Indiana Statehouse") is no "His office":
            # a news page's "he"s are its people's
        defined = None
        at = body.find(entity, 0, 3000)  # no pattern compiled per entity: pages are many
        while at >= 0 and defined is None:
            defined = _DEFINING_RX.match(body, at + len(entity), 3000)
            at = body.find(entity, at + 1, 3000)
        described = frozenset(re.findall(r"[a-z]+", defined.group(1))) if defined else frozenset()
        return cls(entity, kind, names, frozenset(heads),
                   bool(_PLACE_RX.search(opening.lower())), proper, title or "",
                   body, frozenset(re.findall(r"\b[a-z][a-z'-]+\b", body)),
                   described & _THING_ROLES, partial, lead)  # fmt: skip

    # -- referents -----------------------------------------------------------------------

    def common(self, word: str) -> bool:
        """``word`` (capitalised, opening a sentence) is a common word on this page: the
        page writes it in lower case and never capitalised mid-sentence."""
        return word.lower() in self.lower_words and word not in self.proper

    def _is_main(self, name: str) -> bool:
        if self.entity is None:
            return False
        if name == self.entity or name in self.entity or self.entity in name:
            return True
        parts, last = self.entity.split(), name.split()[-1]
        return len(parts) > 1 and last == parts[-1] and len(last) > 2

    def _whole(self, name: str) -> str:
        """``name`` in its longest form in the document (``Zuckerberg`` -> ``Mark Zuckerberg``)."""
        longer = [n for n in self.names if name in n.split() or n.endswith(f" {name}")]
        longer = [n for n in longer if len(n.split()) <= 4 and n != name]
        return max(longer, key=len) if longer else name

    def referent_of(self, text: str) -> Referent:
        """What ``text`` (a standalone sentence) is about, for the sentence after it."""
        about = self.entity is not None and (
            self.entity in text or self.entity.split()[-1] in text.split()
        )
        introduces = introduces_other(text)
        if self.lead is not None and any(
            re.match(rf"(?:The )?{re.escape(alias)}\s+[a-z]", text) for alias in self.lead.aliases
        ):  # "YVR also retains ...": the name the first sentence gave the entity
            return Referent(self.entity, "thing" if self.kind == "thing" else "person", True,
                            introduces=introduces)  # fmt: skip
        subject = trimmed_subject(subject_of(_RELATIVE_ASIDE_RX.sub(" ", text, count=1)))
        name = re.escape(self.entity or "")
        if (
            self.lead is not None
            and self.entity is not None
            and re.match(rf"(?:{name}['\u2019]s?\s+[a-z]|The [a-z]+ of {name}\b)", text)
            and (subject is None or self.entity in subject)
        ):
            # "The population of Leland was ...": still about Leland
            return Referent(None, None, True, attribute=True, introduces=introduces)
        if subject is None:
            person = self._opening_person(text)
            if person is not None:  # "Smalley faces ...", "Smalley, 61, of Dayton, pleaded ..."
                return Referent(person, "person", about, introduces=introduces)
            return Referent(None, None, about, introduces=introduces)
        words = [w for w in subject.split() if w.lower().strip(".") not in _TITLES]
        bare = " ".join(words).strip('"\u201c\u201d')
        if self.entity is not None and (
            bare.startswith(self.entity) or bare.removeprefix("The ").startswith(self.entity)
        ):
            return Referent(self.entity, "thing" if self.kind == "thing" else "person", True,
                            introduces=introduces)  # fmt: skip
        bare = bare[4:] if bare.startswith("The ") else bare
        mentions = find_entities(bare)
        bare = re.sub(r"(?<= Jr| Sr)\.$", "", bare.rstrip(","))  # the finder drops its stop
        if not mentions or mentions[0].text != bare.removesuffix("'s"):
            return Referent(None, None, about)  # a common noun phrase or a possessive
        name = mentions[0].text
        if (
            mentions[0].start == 0
            and words
            and name.split()[0] not in self.proper
            and (name.split()[0].lower() in self.lower_words)
        ):
            return Referent(None, None, about)  # "Plans for Yahoo": "plans" capitalised
        if self._is_main(name):
            return Referent(self.entity, "thing" if self.kind == "thing" else "person", True,
                            introduces=introduces)  # fmt: skip
        whole = self._whole(name)
        if person_like(_bare_person(whole)):  # "Robert T. Smalley Jr.", "Jane Doe"
            return Referent(_bare_person(whole), "person", about)
        return Referent(whole, "person" if person_like(whole) else "thing", about)

    def _resolve(self, family: EntityKind, previous: Referent, sentence: str = "",
                 possessive: bool = False) -> str | None:  # fmt: skip
        """The name a pronoun of ``family`` (in ``sentence``) refers to after ``previous``,
        if supported: a possessive ``his``/``her`` takes another person's name only when the
        page uses that family for the person elsewhere (``gender.supports``); ``he``/``she``
        not when the page uses only the other family for them; neither the main entity when
        the page uses only the other family for it."""
        if previous.name is not None and previous.name != self.entity:
            if family == "plural":
                return None  # "Fetter married John Gille ... They stayed": not one name
            wanted = "thing" if family == "thing" else "person"
            if previous.kind != wanted or previous.family not in (None, family):
                return None
            if wanted == "person":
                said = (None if self.text_head is None
                        else supports(self.text_head, previous.name, family, sentence))  # fmt: skip
                if said is False or (possessive and said is None):
                    return None  # "Samantha Reyes raised ... His app": not hers
            return previous.name
        if self.entity is None or family != self.kind or self.partial:
            return None
        if family == "plural" and self.lead is not None and self.lead.person:
            return None  # a person's page whose "he"/"she" count ties: no family
        if (family in ("male", "female") and self.text_head is not None
                and supports(self.text_head, self.entity, family, sentence) is False):  # fmt: skip
            return None
        lead_topic = self.lead is not None and previous.attribute and previous.introduces is None
        if previous.name == self.entity or previous is START or lead_topic:
            lead = self.lead
            if (family == "thing" and lead is not None and lead.head is not None
                    and previous.introduces == lead.head):  # fmt: skip
                return None  # "... follow-up to the 1971 film "Y". It was shot ...": which?
            return self.entity
        # "it" needs the entity as the last subject; "he"/"she" also a sentence naming it
        # on a person's titled paragraph "he"/"she" of their gender is them (no one else named)
        person_lead = self.lead is not None and bool(self.lead.person)
        return self.entity if (previous.about_main or person_lead) and family != "thing" else None

    def _named(self, head: str, sentence: str, at: int | None = None) -> str | None:
        """The one name the text gives a ``head`` noun (``the Riverside tunnel`` for
        ``tunnel``), when it gives exactly one; with ``at`` (the sentence's offset in the
        text), one written before the sentence: a name given later is another thing (``The
        project had progressed`` is not "the Apollo project" Hamilton joins years after).
        One a participle or relative clause restricts is a description (``_RESTRICTED_RX``)."""
        if self.text_head is None:
            return None
        found = set()
        end = len(self.text_head) if at is None else at
        for match in _named_rx(head).finditer(self.text_head, 0, end):
            if _RESTRICTED_RX.match(self.text_head, match.end()):
                continue  # "The DJIA stock posting the largest gain was Home Depot"
            words = match.group(1).split()
            while words and words[0] in _FUNCTION_CAPS:
                words = words[1:]
            if len(words) > 1 and not any(w in _FUNCTION_CAPS for w in words):
                found.add(" ".join(words))
        if len(found) != 1:
            return None
        return f"the {found.pop()}"

    def _title_name(self, head: str) -> str | None:
        """The title's name that ends in ``head`` (``Riverside Harbor Bridge Renovation`` for
        ``renovation`` in "Riverside Harbor Bridge Renovation: Annual Project Report")."""
        words = _DISAMBIGUATION_RX.sub("", self.title).split(":", 1)[0].split()
        for index, word in enumerate(words):
            following = words[index + 1] if index + 1 < len(words) else ""
            if (word.strip(",.") == head.capitalize() and index > 0
                    and not following[:1].isupper()):  # fmt: skip
                start = index
                while start > 0 and words[start - 1][:1].isupper():
                    start -= 1
                if index - start >= 1:
                    name = " ".join(words[start : index + 1]).strip(",.")
                    return name if name.startswith("The ") else f"the {name}"
        return None

    def _surname_of(self, surname: str) -> str | None:
        """The one person's whole name the page writes that ends in ``surname``."""
        if surname in _FUNCTION_CAPS or surname.lower() in _TITLES | self.lower_words:
            return None  # "Neon lighting is ...": a word the page also writes in lower case
        alone = {name for name in self.names if " " not in name}
        tail = f" {surname.lower()}"
        found = {
            name
            for name in map(_bare_person, self.names)
            if _SUFFIX_RX.sub("", name).lower().endswith(tail)
            and name.lower() != surname.lower()
            # "Mozilla Firefox": "Mozilla" is a name; "Taylor" alone is Taylor Swift's
            and (name.split()[0] not in alone or given_name(name.split()[0]))
            and person_like(name)
            and len(_SUFFIX_RX.sub("", name).split()) <= 3
            and not any(w in _FUNCTION_CAPS or w in _NOT_FIRST_NAMES for w in name.split())
            and name.split()[0].lower().strip(".") not in _TITLES
            and not _opening_word(name.split()[0])
        }
        if len(found) != 1:
            return None
        whole = found.pop()
        return None if self._named_alone_first(surname, whole) else whole

    def _opening_person(self, text: str) -> str | None:
        """The person ``text`` opens on when the subject finder reads no subject: a surname
        the page writes in full once, or a whole name opening on a given name, followed by
        a comma or a lower-case word (not a possessive)."""
        found = _OPENING_NAME_RX.match(text)
        if found is None:
            return None
        name = found.group(1)
        if " " not in name:
            return self._surname_of(name)
        words = name.split()
        return _bare_person(name) if person_like(name) and given_name(words[0]) else None

    def whole_person(self, surname: str) -> str | None:
        """The one person's whole name the page writes that ends in ``surname`` (``Smalley``
        -> ``Robert T. Smalley Jr.``), or ``None`` when there is none or several."""
        return self._surname_of(surname)

    def _named_alone_first(self, word: str, whole: str) -> bool:
        """The text writes ``word`` alone (no capitalised word before it) before it first
        writes ``whole``: a name of its own (``India`` on a page that later says ``North
        India``), not a surname the whole name introduced."""
        text = self.text_head or ""
        first = text.find(whole)
        if first < 0:
            return False
        for match in re.finditer(rf"(?<![\w'\u2019-]){re.escape(word)}(?![\w-])", text[:first]):
            before = re.search(r"([A-Z][\w'\u2019.-]*)[ \t]+$", text[: match.start()])
            if before is None or before.group(1) in _FUNCTION_CAPS:
                return True
        return False


def _gender_said(body: str, person: str) -> EntityKind | None:
    """The one gender family ``body`` itself uses for ``person`` (``gender.supports``: a
    sentence opening with the name and going on with ``he``, the next one opening ``His``),
    or ``None`` when it uses none or both."""
    families: tuple[EntityKind, ...] = ("male", "female")
    said = [family for family in families if supports(body, person, family, "") is True]
    return said[0] if len(said) == 1 else None


def _headline(title: str | None, entity: str) -> bool:
    """``title`` is a headline about ``entity`` (``Thousands of teachers pack Indiana
    Statehouse for protest``), not the entity's own name (``Roopa Ganguly``, ``Gaahl
    (musician)``): a name's page calls it by its pronouns; a headline's by its people's."""
    name = _DISAMBIGUATION_RX.sub("", title or "").strip()
    return entity != name and _HEADLINE_WORD_RX.search(name) is not None


_HEADLINE_WORD_RX = re.compile(
    r"(?<![\w'\u2019-])(?!(?:von|van|der|den|del|della|bin)\b)[a-z]{4,}\b")
"""A lower-case word of four letters or more in a title: a headline's verb or noun
(``pack``, ``protest``), not a name's particle (``Janse van Rensburg``)."""


def _bare_person(name: str) -> str:
    """``name`` from its first given name on when title words open it (``U.S. Senator Jane
    Doe`` -> ``Jane Doe``), its suffix written with its full stop (``... Smalley Jr.``)."""
    words = name.split()
    first = next((i for i, w in enumerate(words) if given_name(w)), 0)
    if first > 0 and len(words) - first >= 2:
        words = words[first:]
    if words[-1] in ("Jr", "Sr"):
        words[-1] += "."
    return " ".join(words)
