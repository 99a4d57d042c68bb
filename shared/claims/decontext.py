"""Making sentences standalone: a reference is replaced only by the referent the text supports.

The spec wants claims "understandable on their own without requiring coreference
resolution". ``leading_pronoun`` is the test both extractors' output must pass. The rule
extractor's ``Decontextualizer`` rewrites what the document supports and refuses the rest:

- a subject pronoun (``He``/``She``/``It``, possessive ``His``/``Her``/``Its``; at the start
  or after a fronted phrase, ``In 2004, he ...``) becomes a whole name: the document's main
  entity (``shared.text.entities.main_entity``) when the previous sentence is about it (or
  there is none), or the previous sentence's subject when that is another name of a fitting
  kind (``he`` for a person-like name, ``it`` for a thing). The pronoun family must match:
  a page about a man resolves ``he``, never ``she`` (counted over the whole text). When the
  previous sentence is about something else (a common noun phrase, another entity of the
  wrong kind) the pronoun is ambiguous and the sentence is refused (``unresolved_pronoun``);
- an expletive ``it`` (``It is hard to ...``, ``It was reported that ...``, ``It was when
  ...``) is never replaced: the sentence is refused (``expletive``);
- a subject that is a definite description (``The bridge opened ...``, ``The population
  was ...``) is resolved when it names the main entity's kind (``The bridge`` on a page
  about the Golden Gate Bridge, ``The album`` on ``Thriller (album)``, a role noun such as
  ``The actor`` or ``The company`` that fits the entity), ``The population`` becomes
  ``The population of <place>`` on a page about a place; otherwise it is refused
  (``definite_description``);
- a leading partial name (``DiCaprio``, ``DiCaprio's``) becomes the full name;
- discourse openers (``However,``, ``But``, ``In addition,``) are dropped;
- a ``he``/``she``/``his``/``her``/``him`` left later in the sentence with no name before it
  is refused (``unresolved_pronoun``).

Use: ``decontextualize(text, title)`` for a whole document, or
``Decontextualizer.for_document(entity, text, title=title)`` and ``resolve(sentence,
previous=referent)`` sentence by sentence, passing each result's ``referent`` on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from shared.claims.splitting import subject_of
from shared.text.entities import find_entities, main_entity
from shared.text.sentences import Sentence, split_sentences

__all__ = [
    "EXPLETIVE_RX",
    "OPENER_RX",
    "PRONOUNS",
    "START",
    "Decontextualizer",
    "EntityKind",
    "Referent",
    "RefusalReason",
    "Rewrite",
    "decontextualize",
    "entity_kind",
    "leading_pronoun",
]

EntityKind = Literal["male", "female", "thing", "plural"]
RefusalReason = Literal["expletive", "unresolved_pronoun", "definite_description"]

PRONOUNS: frozenset[str] = frozenset(
    {"he", "she", "it", "they", "we", "i", "you", "him", "her", "them", "us", "me", "his",
     "hers", "its", "their", "theirs", "our", "ours", "my", "your", "this", "that", "these",
     "those", "such", "there's", "it's", "he's", "she's", "they're"}
)  # fmt: skip
"""Words that make a claim depend on context when they start it."""

OPENER_RX = re.compile(
    r"^(?:(?:however|meanwhile|moreover|furthermore|in addition|additionally|still|indeed|"
    r"notably|then|later|instead|nevertheless|nonetheless|similarly|likewise|in fact|"
    r"as such|also|yet|so)\s*,\s+|(?:but|and|also|yet|so)\s+(?!far\b|much\b|many\b|long\b|"
    r"that\b|on\b))",
    re.IGNORECASE,
)
_FIRST_WORD_RX = re.compile(r"^[\"'\u2018\u201c(\[]*([A-Za-z\u2019']+)")
_FRONTED_RX = re.compile(
    r"^((?:[^,;:\"\u201c]{1,80},\s+){1,3})(he|she|it|his|her|its|they|their)\b(?=\s)"
)
_BE = (r"(?:['\u2019]s|\s+(?:is|was|has been|had been|will be|would be|may be|might be|"
       r"could be|can be|should be|must be|isn['\u2019]t|wasn['\u2019]t))"
       r"(?:\s+(?:also|still|now|not|too|very|more|less|quite|so|already|equally|"
       r"increasingly|widely|generally|often|thus|therefore|however))*\s+")  # fmt: skip
_EXTRAPOSED = (
    r"(?:hard|difficult|easy|impossible|possible|important|necessary|clear|unclear|likely|"
    r"unlikely|obvious|true|worth|worthwhile|interesting|surprising|unknown|uncertain|"
    r"essential|crucial|vital|common|rare|natural|fair|safe|tough|tricky|evident|apparent|"
    r"odd|strange|notable|noteworthy|remarkable|ironic|time|a shame|no surprise|no secret|"
    r"no wonder|understood|believed|thought|said|reported|estimated|known|rumou?red|"
    r"claimed|alleged|suggested|argued|assumed|expected|feared|hoped|noted|announced|"
    r"confirmed|agreed|decided|revealed|stated|speculated|worth noting|inappropriate|"
    r"appropriate|advisable|inadvisable|recommended|permitted|forbidden|prohibited|"
    r"acceptable|unacceptable|customary|usual|unusual|useful|helpful|desirable|"
    r"preferable|sufficient|enough|normal|typical|legal|illegal|wise|unwise|good|bad|"
    r"best|better|easier|harder|necessary)"
)
EXPLETIVE_RX = re.compile(
    rf"^It{_BE}(?:{_EXTRAPOSED}\s+(?:\w+\s+)?(?:to|that|whether|why|how|what|when|where|who|"
    rf"if)\b|(?:when|because|not until|only when|only after|then that|there)\b)"
    r"|^It\s+(?:also\s+)?(?:pays\s+to|seems|seemed|appears\s+(?:that|as|like)|"
    r"appeared\s+(?:that|as|like)|turns out|turned out|remains to be|goes without|"
    r"happens that|happened that|follows that|emerged that|matters)\b"
)
"""An ``it`` that refers to nothing: ``It is hard to overestimate ...``, ``It was reported
that ...``, ``It was when ...``, ``It also pays to ...``."""

_PERSON_ROLES = frozenset(
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
_ORG_WORDS = frozenset(
    """inc corp corporation company co ltd llc plc group university college school institute
    bank foundation party council committee association society museum records studios
    airlines airways games run bridge river street city county state republic kingdom
    united union league club fc f.c. team band news times post journal network media
    service services agency ministry department court church hospital station airport
    park hall center centre house festival award awards prize cup championship series
    film show album game system project program programme act""".split()  # noqa: SIM905
)
"""Words that make a capitalised name an organisation or thing rather than a person."""
_PLACE_RX = re.compile(
    r"\b(?:city|town|village|hamlet|municipality|county|borough|township|suburb|"
    r"census-designated place|unincorporated community|commune|district|province|region|"
    r"country|island|neighbou?rhood|capital)\b"
)
_RELATIONAL = frozenset({"population"})
"""Definite descriptions that mean "the ... of the place" on a page about a place."""
_DETERMINER_RX = re.compile(r"^(?:The|This|That|These|Those)\s+(.+)$")
_PRONOUN_KIND: dict[str, EntityKind] = {
    "he": "male", "his": "male", "him": "male", "she": "female", "her": "female",
    "hers": "female", "it": "thing", "its": "thing", "they": "plural", "their": "plural",
}  # fmt: skip
_PERSONAL_RX = re.compile(r"\b(?:he|she|him|his|her|hers)\b", re.IGNORECASE)
_DEMONSTRATIVE_RX = re.compile(
    r"(?<!^)\b(?:these|those|this)\b|\b(?:none|all|some|much|most|any) of (?:that|it|them)\b"
    r"|\b(?:[Ww]hen|[Ii]f|[Bb]ecause|[Ss]ince|[Aa]lthough|[Ww]hile|[Uu]nless) that\b"
)
_ANAPHORIC_RX = re.compile(
    r"\b[Tt]he (?:[a-z]+ )?(owner|model|points|data|algorithm|method|aircraft|airport|"
    r"vehicle|engine|sensor|instrument|country|nation|company|firm|console|device|lawsuit|deal|interview|"
    r"president|government|group|project|plan|agreement|case|trial|move|decision|report|"
    r"study|progress|issue|incident|attack|product|phone|app|service|region|area|man|woman|"
    r"couple|pair|duo|event|meeting|visit|announcement|proposal|bill|policy|program|"
    r"programme|system|technology|idea|strategy|effort|change|changes|episode|mirror|error|"
    r"telescope|ship|vessel|team|club|band|song|film|movie|album|season|race|tournament|"
    r"bridge|building|crash|accident|flaw|mission|aircraft|plane|spacecraft|storm|tornado|"
    r"outbreak|blast|explosion|book|novel|show|series|character|city|town|village|site|"
    r"organization|organisation|agency|party|institution|university|school|museum)\b"
    r"(?!\s+(?:of|for|in|at|on|to|that|which|who|whose|where|[A-Z0-9\"\u201c(]))"
)
"""A definite noun phrase that points back to something earlier (``the lawsuit``, ``the
country``) rather than naming it; one with a modifier after it (``the country of ...``) or
a name (``the company Appian Way``) is specific enough."""
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")
_PROPER_RX = re.compile(r"(?<=[a-z0-9,;] )[A-Z][\w'\u2019-]+")
_FUNCTION_CAPS = frozenset({"The", "A", "An", "This", "That", "These", "Those", "In", "On",
                            "At", "For", "By", "From", "With", "And", "But", "Its", "His",
                            "Her", "Their", "Our", "It", "He", "She", "They"})  # fmt: skip
_TITLE_STOP = frozenset({"the", "and", "for", "from", "with", "into", "about", "after"})
_SUBJECT_ADVERBS = frozenset(
    """also still now later then only first already recently subsequently eventually
    initially originally currently previously formerly officially reportedly soon often
    usually again thus once never ever""".split()  # noqa: SIM905
)
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "prof", "sir", "dame", "president", "senator",
                     "gov", "governor", "rep", "sen", "gen", "general", "judge", "justice",
                     "mayor", "king", "queen", "prince", "princess", "lord", "lady", "saint",
                     "pope", "chancellor", "minister", "ceo"})  # fmt: skip


@dataclass(frozen=True, slots=True)
class Referent:
    """What a sentence is about, handed to the next sentence to resolve its pronouns."""

    name: str | None
    """The whole name of the sentence's subject, when it is a name (else ``None``)."""

    kind: Literal["person", "thing"] | None = None
    """Whether that name reads as a person or a thing (``None``: not a name)."""

    about_main: bool = False
    """Whether the sentence mentions the document's main entity at all."""


START = Referent(None, None, about_main=True)
"""The referent before a document's first sentence: its title's entity."""


@dataclass(frozen=True, slots=True)
class Rewrite:
    """One sentence made standalone, or refused with the reason."""

    text: str | None
    """The standalone sentence, or ``None`` when it cannot be made standalone."""

    subject: str | None
    """The name written in place of a pronoun, description or partial name (else ``None``)."""

    referent: Referent
    """What the sentence is about: pass it as ``previous`` for the next sentence."""

    reason: RefusalReason | None = None
    """Why ``text`` is ``None``."""


def leading_pronoun(claim: str) -> str | None:
    """The pronoun a claim starts with (after quotes/brackets and an opener), if any."""
    stripped = OPENER_RX.sub("", claim.strip())
    match = _FIRST_WORD_RX.match(stripped)
    if match is None:
        return None
    word = match.group(1).lower().replace("\u2019", "'")
    return word if word in PRONOUNS else None


def entity_kind(text: str, entity: str) -> EntityKind:
    """How ``text`` refers to ``entity``: the pronoun family it uses most."""
    lowered = f" {text.lower()} "
    counts: dict[EntityKind, int] = {
        "male": sum(lowered.count(f" {w} ") for w in ("he", "his", "him")),
        "female": sum(lowered.count(f" {w} ") for w in ("she", "her", "hers")),
        "thing": sum(lowered.count(f" {w} ") for w in ("it", "its")),
        "plural": sum(lowered.count(f" {w} ") for w in ("they", "their", "them")),
    }
    if len(entity.split()) == 1 and entity.isupper():
        return "thing"  # an acronym: IBM, NASA
    if counts["plural"] <= max(counts["male"], counts["female"], counts["thing"]) or not re.search(
        rf"{re.escape(entity)}\s+(?:were|are|have)\b", text
    ):
        del counts["plural"]  # "they" is the entity only when the text treats it as plural
    return max(counts, key=lambda kind: (counts[kind], kind == "thing"))


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def _person_like(name: str) -> bool:
    """A name of 2-4 title-case words, none an organisation word, not an acronym."""
    words = name.split()
    if not 2 <= len(words) <= 4 or any(w.lower().strip(".") in _ORG_WORDS for w in words):
        return False
    return all((w[:1].isupper() and w[1:2].islower()) or re.fullmatch(r"[A-Z]\.", w) is not None
               for w in words if w.lower() not in
               ("de", "da", "van", "von", "der", "di", "du", "la", "le", "bin"))  # fmt: skip


@lru_cache(maxsize=1024)
def _named_rx(head: str) -> re.Pattern[str]:
    """``the <Capitalised words> <head>`` (compiled once per head noun)."""
    return re.compile(rf"\b[Tt]he[ \t]+((?:[A-Z][\w'\u2019.-]*[ \t]+){{1,4}}{re.escape(head)})\b")


def _trimmed(subject: str | None) -> str | None:
    """``subject`` without trailing adverbs (``The airport also`` -> ``The airport``)."""
    if subject is None:
        return None
    words = subject.split()
    while len(words) > 1 and (words[-1].lower() in _SUBJECT_ADVERBS or words[-1].endswith("ly")):
        words.pop()
    return " ".join(words)


_DISAMBIGUATION_RX = re.compile(r"\(([^()]*)\)\s*$")
_PARTICLES = frozenset({"De", "Van", "Von", "Le", "La", "Da", "Di", "Du", "Del", "Della", "Mac"})
_PARTICLE_RX = re.compile(r"\s+([A-Z][\w'\u2019-]+)(?=['\u2019]s\b|\s+[a-z]|[,.])")
"""The second word of a surname with a particle (``De Miranda points out``)."""
_FRONTED_NAME_RX = re.compile(
    r"^((?:In|On|By|After|Before|During|Since|From|Until|Later|Then)\b[^,]{0,50},\s+"
    r"(?:[a-z][^,]{0,50},\s+)?)"
    r"([A-Z][\w'\u2019-]+)(?=['\u2019]s\b|\s)"
)
"""An opening phrase and then a one-word name (``In 2011, Eich transferred ...``)."""
_SUBJECT_NEXT_RX = re.compile(
    r"\s*(?:,|\s(?:[a-z]+ly\s+)?(?:is|was|are|were|has|had|have|will|would|could|can|did|"
    r"does|said|says|told|[a-z]+ed|[a-z]+s)\b)"
)
"""What follows a name that stands alone as the subject: a verb (``Zellweger has``,
``Sigmund earned``), an adverb and a verb, or a comma."""
_NOT_FIRST_NAMES = frozenset({"Let", "There", "Be", "Is", "Was", "Are", "Why", "How", "What",
                              "When", "Where", "Who", "New", "Old", "Great", "Little", "Big"})
"""Capitalised words of a title, never of a person's name (``Let There Be Neon``)."""
_NAMED_WORK_RX = re.compile(
    r"(?:[A-Z][\w'\u2019.-]*\s+){2,4}(?:production|film|movie|project|book|album|song|"
    r"series|show|company|team|band|group|play|novel|vehicle|version)$"
)
"""A description by a name and a common noun: ``The Walter Wanger production``."""
_APPOSED_RX = re.compile(r"^The\s+(?:[a-z][\w-]*\s+){0,3}([a-z][\w-]*)\s*[,(]")
"""A sentence whose subject is a lower-case description before a comma or parenthesis:
``The current name, Firefox, ...``, ``The two main islands (the North Island ...)``."""
_DEFINING_RX = re.compile(
    r"[^.]{0,80}?\b(?:is|was|are|were)\s+(?:a|an|the|one of the)\s+([^.;]{0,120})"
)
"""What follows the entity's first mention in a definition: ``... is an American company``."""


@dataclass(frozen=True, slots=True)
class Decontextualizer:
    """Rewrites references in sentences of one document (see module docstring)."""

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

    @classmethod
    def for_document(
        cls, entity: str | None, text: str, *, title: str | None = None
    ) -> Decontextualizer:
        """The rewriter for a document about ``entity`` whose text is ``text``."""
        if entity is None:
            return cls(None)
        heads = {entity.split()[-1].lower()}
        found = _DISAMBIGUATION_RX.search(title or "")
        if found is not None:  # "Thriller (album)": the album; "X (2011 film)": the film
            heads.update(w.lower() for w in re.findall(r"[A-Za-z]{3,}", found.group(1)))
        body = text[:20000]
        names = tuple(dict.fromkeys(m.text for m in find_entities(body)))
        proper = frozenset(_PROPER_RX.findall(body))
        opening = (found.group(1) if found else "") + " " + text[:300]
        kind = entity_kind(text, entity)
        if kind == "thing" and _person_like(entity) and not re.search(r"\b[Ii]ts?\b", text):
            kind = "male"  # no pronoun says otherwise; a person's surname may stand alone
        defined = None
        at = body.find(entity, 0, 3000)  # no pattern compiled per entity: pages are many
        while at >= 0 and defined is None:
            defined = _DEFINING_RX.match(body, at + len(entity), 3000)
            at = body.find(entity, at + 1, 3000)
        described = frozenset(re.findall(r"[a-z]+", defined.group(1))) if defined else frozenset()
        return cls(entity, kind, names, frozenset(heads),
                   bool(_PLACE_RX.search(opening.lower())), proper, title or "",
                   body, frozenset(re.findall(r"\b[a-z][a-z'-]+\b", body)),
                   described & _THING_ROLES)  # fmt: skip

    # -- referents -----------------------------------------------------------------------

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
        subject = _trimmed(subject_of(text))
        if subject is None:
            return Referent(None, None, about)
        words = [w for w in subject.split() if w.lower().strip(".") not in _TITLES]
        bare = " ".join(words).strip("\"\u201c\u201d")
        if self.entity is not None and (bare == self.entity or bare.startswith(self.entity)):
            return Referent(self.entity, "thing" if self.kind == "thing" else "person", True)
        bare = bare[4:] if bare.startswith("The ") else bare
        mentions = find_entities(bare)
        if not mentions or mentions[0].text != bare.rstrip(",").removesuffix("'s"):
            return Referent(None, None, about)  # a common noun phrase or a possessive
        name = mentions[0].text
        if mentions[0].start == 0 and words and name.split()[0] not in self.proper and (
            name.split()[0].lower() in self.lower_words
        ):
            return Referent(None, None, about)  # "Plans for Yahoo": "plans" capitalised
        if self._is_main(name):
            return Referent(self.entity, "thing" if self.kind == "thing" else "person", True)
        whole = self._whole(name)
        return Referent(whole, "person" if _person_like(whole) else "thing", about)

    def _resolve(self, family: EntityKind, previous: Referent) -> str | None:
        """The name a pronoun of ``family`` refers to after ``previous``, if supported."""
        if self.entity is None:
            return None
        if previous.name is not None and previous.name != self.entity:
            wanted = "thing" if family == "thing" else "person"
            return previous.name if previous.kind == wanted else None
        if family != self.kind:
            return None
        if previous.name == self.entity or previous is START:
            return self.entity
        # "it" needs the entity as the last subject; "he"/"she" also a sentence naming it
        return self.entity if previous.about_main and family != "thing" else None

    # -- rewriting -----------------------------------------------------------------------

    def resolve(self, sentence: str, *, previous: Referent = START) -> Rewrite:
        """``sentence`` made standalone after a sentence about ``previous``, or refused."""
        text = OPENER_RX.sub("", " ".join(sentence.split()))
        text = _capitalise(text) if text else text
        rewrite = self._rewrite(text, previous)
        if rewrite.text is not None:
            rewrite = self._inner_descriptions(rewrite, previous)
        if previous is START and rewrite.referent.name is None and self.entity is not None:
            # a page's first sentence is about its title's entity unless it names another
            main = Referent(self.entity, "thing" if self.kind == "thing" else "person", True)
            rewrite = Rewrite(rewrite.text, rewrite.subject, main, rewrite.reason)
        if rewrite.text is not None and self._dangling(rewrite.text):
            return Rewrite(None, None, rewrite.referent, "unresolved_pronoun")
        return rewrite

    def _inner_descriptions(self, rewrite: Rewrite, previous: Referent) -> Rewrite:
        """``the telescope`` inside a sentence on the telescope's page becomes its name;
        another pointing-back description (``the lawsuit``) refuses the sentence."""
        assert rewrite.text is not None
        text = rewrite.text
        for match in reversed(list(_ANAPHORIC_RX.finditer(text, 1))):
            if _QUOTED_RX.search(text[: match.start()] + '"') and text[: match.start()].count(
                '"'
            ) % 2:
                continue  # inside a quotation
            head = match.group(1).lower()
            if self.entity is not None and head in self.heads:
                if self.entity.lower() in text.lower():
                    continue  # the entity is named already; "the telescope" is that one
                text = f"{text[: match.start()]}{self.entity}{text[match.end() :]}"
                continue
            return Rewrite(None, None, rewrite.referent, "definite_description")
        if text == rewrite.text:
            return rewrite
        return Rewrite(text, rewrite.subject or self.entity, rewrite.referent, rewrite.reason)

    def _refuse(self, text: str, reason: RefusalReason) -> Rewrite:
        return Rewrite(None, None, self.referent_of(text), reason)

    def _done(self, text: str, subject: str | None) -> Rewrite:
        return Rewrite(text, subject, self.referent_of(text))

    def _rewrite(self, text: str, previous: Referent) -> Rewrite:
        if EXPLETIVE_RX.match(text):
            return self._refuse(text, "expletive")
        first = _FIRST_WORD_RX.match(text)
        if first is None or first.start(1) != 0:
            return self._done(text, None)
        word = first.group(1)
        lower = word.lower()
        if lower in _PRONOUN_KIND and lower not in ("him", "hers"):
            return self._pronoun(text, 0, first.end(1), previous)
        if lower.replace("\u2019", "'") in PRONOUNS:
            return self._refuse(text, "unresolved_pronoun")  # they, this, those, ...
        fronted = _FRONTED_RX.match(text)
        if fronted is not None and self.entity is not None:
            rest = text[fronted.start(2) :]
            if EXPLETIVE_RX.match(_capitalise(rest)):
                return self._refuse(text, "expletive")
            return self._pronoun(text, fronted.start(2), fronted.end(2), previous)
        described = self._description(text, previous)
        if described is not None:
            return described
        lead = _FRONTED_NAME_RX.match(text)
        if lead is not None:  # "In 2011, Eich transferred ..."
            inner = self._full_name(text[lead.end(1) :], lead.group(2), text[lead.end(2) :])
            if inner.subject is not None and inner.text is not None:
                return self._done(f"{lead.group(1)}{inner.text}", inner.subject)
        return self._full_name(text, word, text[first.end(1) :])

    def _pronoun(self, text: str, start: int, end: int, previous: Referent) -> Rewrite:
        word = text[start:end].lower()
        rest = text[end:]
        if word == "her" and not re.match(r"\s+[a-z]", rest):
            return self._refuse(text, "unresolved_pronoun")
        name = self._resolve(_PRONOUN_KIND[word], previous)
        if name is None:
            return self._refuse(text, "unresolved_pronoun")
        written = _possessive(name) if word in ("his", "her", "its") else name
        return self._done(f"{text[:start]}{written}{rest}", name)

    def _description(self, text: str, previous: Referent) -> Rewrite | None:
        """``The bridge ...`` resolved or refused; ``None`` when the subject is no description."""
        apposed = _APPOSED_RX.match(text)
        if apposed is not None and apposed.group(1).lower() not in self.heads:
            return self._refuse(text, "definite_description")  # "The current name, Firefox,"
        subject = _trimmed(subject_of(text))
        if subject is None or not text.startswith(subject):
            return None
        found = _DETERMINER_RX.match(subject)
        if found is not None and _NAMED_WORK_RX.match(found.group(1)):
            return self._refuse(text, "definite_description")  # "The Walter Wanger production"
        if found is None or any(ch.isupper() for ch in found.group(1)):
            return None
        noun = found.group(1).split()
        head = noun[-1].lower().removesuffix("'s").removesuffix("\u2019s")
        rest = text[len(subject) :]
        # a role noun is the entity unless the sentence before was about another name
        about = previous.name is None or previous.name == self.entity
        if self.entity is not None and len(noun) == 1:
            thing = self.kind in ("thing", "plural")
            # a thing is "the company" only where the page says it is one ("Meta is a ...
            # company"); "The project" on a page about Meta is another thing
            roles = self.described if thing else _PERSON_ROLES
            if subject.startswith("The ") and head in _RELATIONAL and self.place:
                return self._done(f"The {head} of {self.entity}{rest}", self.entity)
            possessive = noun[-1].endswith(("'s", "\u2019s"))
            named = self._named(head, text) or self._title_name(head)
            if named is not None:  # "The tunnel" where the text says "the Riverside tunnel"
                written = _capitalise(_possessive(named) if possessive else named)
                return self._done(f"{written}{rest}", named)
            if head in self.heads or (about and head in roles):
                name = _possessive(self.entity) if possessive else self.entity
                return self._done(f"{name}{rest}", self.entity)
        if self.entity is not None and len(noun) == 2 and subject.startswith("The "):
            owner = noun[0].lower().removesuffix("'s").removesuffix("\u2019s")
            attribute = " ".join(noun[1:])
            named = self._named(owner, text) or self._title_name(owner)
            if named is not None and not noun[0].endswith(("'s", "\u2019s")):
                # "The renovation budget": "The Riverside Harbor Bridge renovation budget"
                return self._done(f"{_capitalise(named)} {attribute}{rest}", named)
            if owner in self.heads:  # "The bridge's main span" on the bridge's page
                name = self.entity if self.entity.startswith("The ") else f"The {self.entity}"
                return self._done(f"{name} {attribute}{rest}", self.entity)
        return self._refuse(text, "definite_description")

    def _named(self, head: str, sentence: str) -> str | None:
        """The one name the text gives a ``head`` noun (``the Riverside tunnel`` for
        ``tunnel``), when it gives exactly one."""
        if self.text_head is None:
            return None
        found = set()
        for match in _named_rx(head).finditer(self.text_head):
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

    def _full_name(self, text: str, word: str, rest: str) -> Rewrite:
        """A leading partial name made whole: the main entity's surname or first name
        (``DiCaprio`` -> ``Leonardo DiCaprio``), or another person's surname that the page
        writes in full once (``Zellweger`` -> ``Renée Zellweger``)."""
        bare = re.sub(r"['\u2019]s?$", "", word)
        suffix = word[len(bare) :]  # "DiCaprio's"
        particle = _PARTICLE_RX.match(rest) if bare in _PARTICLES else None
        if particle is not None:  # "De Miranda points out ...": a surname of two words
            surname = f"{bare} {particle.group(1)}"
            whole = self._surname_of(surname)
            if whole is not None:
                return self._done(f"{whole}{rest[particle.end(1) :]}", whole)
        if re.match(r"\s+[A-Z]", rest) or len(bare) <= 2:
            return self._done(text, None)  # "Carol Ann Rymer Davis (...)": already whole
        if not suffix and not _SUBJECT_NEXT_RX.match(rest):
            return self._done(text, None)  # "Snopes fact checker ...": no subject alone
        entity = self.entity
        if entity is not None and not text.startswith(entity):
            parts = entity.split()
            person = self.kind != "thing" and _person_like(entity)  # not "... of Chaos"
            if (len(parts) > 1 and ((person and bare in (parts[-1], parts[0]))
                                    or (_person_like(entity) and bare == parts[-1]))):  # fmt: skip
                return self._done(f"{entity}{suffix}{rest}", entity)  # or "Sigmund earned"
        whole = self._surname_of(bare)
        if whole is not None and (entity is None or not text.startswith(entity)):
            return self._done(f"{whole}{suffix}{rest}", whole)
        return self._done(text, None)

    def _surname_of(self, surname: str) -> str | None:
        """The one person's whole name the page writes that ends in ``surname``."""
        if surname in _FUNCTION_CAPS or surname.lower() in _TITLES | self.lower_words:
            return None  # "Neon lighting is ...": a word the page also writes in lower case
        alone = {name for name in self.names if " " not in name}
        tail = f" {surname.lower()}"
        found = {name for name in self.names if name.lower().endswith(tail)
                 and name.lower() != surname.lower()
                 and name.split()[0] not in alone  # "Mozilla Firefox": "Mozilla" is a name
                 and _person_like(name) and len(name.split()) <= 3
                 and not any(w in _FUNCTION_CAPS or w in _NOT_FIRST_NAMES for w in name.split())
                 and name.split()[0].lower().strip(".") not in _TITLES}
        return found.pop() if len(found) == 1 else None

    def _dangling(self, text: str) -> bool:
        """A ``he``/``his``/``her`` (or ``these``/``those``) in a sentence that names nobody."""
        if _DEMONSTRATIVE_RX.search(_QUOTED_RX.sub(" ", text)):
            return True
        if not _PERSONAL_RX.search(text):
            return False
        for mention in find_entities(text):
            if mention.start > 0 or " " in mention.text or mention.text in self.proper:
                return False  # a name ("Children" opening the sentence is not one)
        return True


def decontextualize(text: str, title: str | None = None) -> list[tuple[Sentence, Rewrite]]:
    """Every sentence of ``text`` with its standalone rewrite (or refusal), in order.

    The main entity comes from ``title`` and the text (``main_entity``); each sentence is
    resolved against the one before it.
    """
    entity = main_entity(title or "", text)
    rewriter = Decontextualizer.for_document(entity, text, title=title)
    out: list[tuple[Sentence, Rewrite]] = []
    previous = START
    for sentence in split_sentences(text):
        rewrite = rewriter.resolve(sentence.text, previous=previous)
        out.append((sentence, rewrite))
        previous = rewrite.referent
    return out
