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

The pronoun vocabulary lives in ``pronouns``; what a page and each of its sentences are
about (``Referent``, ``DocumentReferents``) in ``referents``; this module rewrites.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from shared.claims.clauses import subject_of
from shared.claims.kinds import KIND_NOUNS, kind_name
from shared.claims.lead import other_of_kind
from shared.claims.pronouns import (
    DEMONSTRATIVE_RX,
    EXPLETIVE_RX,
    FIRST_WORD_RX,
    OPENER_RX,
    PERSONAL_RX,
    PRONOUN_KIND,
    PRONOUNS,
    EntityKind,
    entity_kind,
    leading_pronoun,
)
from shared.claims.quoted import QUOTED_RX
from shared.claims.referents import (
    PERSON_ROLES,
    RELATIONAL,
    START,
    DocumentReferents,
    Referent,
    person_like,
    trimmed_subject,
)
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
    "title_kind",
]

RefusalReason = Literal[
    "expletive", "unresolved_pronoun", "definite_description", "ambiguous_description"
]

_FRONTED_RX = re.compile(
    r"^((?:[^,;:\"\u201c]{1,80},\s+){1,3})(he|she|it|his|her|its|they|their)\b(?=\s)"
)
_DETERMINER_RX = re.compile(r"^(?:The|This|That|These|Those)\s+(.+)$")
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
    r"organization|organisation|agency|party|institution|university|school|museum|department|"
    r"ministry|saga|franchise|trilogy|sequel|prequel|Bill)\b(?![-\u2010]\w)"
    r"(?!\s+(?:of|for|(?:in|at|on)(?!\s+\d)|to|that|which|who|whose|where|[A-Z0-9\"\u201c(]))"
)
"""A definite noun phrase that points back to something earlier (``the lawsuit``, ``the
country``) rather than naming it; one with a modifier after it (``the country of ...``) or
a name (``the company Appian Way``) is specific enough. A hyphened word's first part is no
head (``the final decision-maker``: a maker, not a decision)."""


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


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


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
    r"\s*(?:,|\s(?:[a-z]+ly\s+|(?:also|still|now|later|then|only|first|already|soon|often|"
    r"again|once|never)\s+)?(?:is|was|are|were|has|had|have|will|would|could|can|did|"
    r"does|said|says|told|[a-z]+ed|[a-z]+s)\b)"
)
"""What follows a name that stands alone as the subject: a verb (``Zellweger has``,
``Sigmund earned``), an adverb and a verb (``Jenner still has``), or a comma."""
_NAMED_WORK_RX = re.compile(
    r"(?:[A-Z][\w'\u2019.-]*\s+){2,4}(?:production|film|movie|project|book|album|song|"
    r"series|show|company|team|band|group|play|novel|vehicle|version)$"
)
"""A description by a name and a common noun: ``The Walter Wanger production``."""
_AGED_RX = re.compile(r"(?:\d+|[a-z]+(?:-[a-z]+)?)-year-old\b")
"""A person described by age (``The 48-year-old Australian``): a description of someone
the text named before, never a name."""
_APPOSED_RX = re.compile(r"^The\s+(?:[a-z][\w-]*\s+){0,3}([a-z][\w-]*)\s*[,(]")
"""A sentence whose subject is a lower-case description before a comma or parenthesis:
``The current name, Firefox, ...``, ``The two main islands (the North Island ...)``."""


_KIND_RX = re.compile(
    r"\s*\(((?:\d{4}\s+)?(?:[A-Z][a-z]+\s+)?(?:film|short film|documentary|novel|novella|"
    r"album|song|single|play|musical|opera|TV series|television series|miniseries|"
    r"video game|book|poem|painting|sculpture|ship))\)\s*$"
)
"""A title's disambiguation that names a work's kind (``(1918 film)``, ``(American TV
series)``, ``(novel)``): the bare title names other works too."""


def title_kind(title: str) -> tuple[str, str] | None:
    """The work's bare name and kind a title gives (``Ruggles of Red Gap (1918 film)`` ->
    ``("Ruggles of Red Gap", "1918 film")``), or ``None`` when its title names no kind."""
    kind = _KIND_RX.search(title)
    if kind is None or not title[: kind.start()].strip():
        return None
    return title[: kind.start()].strip(), kind.group(1)


_EPISODE_OF_RX = re.compile(
    r"\bepisode\b[^.\"\u201c]{0,80}?\bof\b[^\"\u201c]{0,80}?[\"\u201c]([^\"\u201d]{1,60})[\"\u201d]")
"""``episode ... of ... "Series"``: the series a lead sentence says an episode is of."""


@dataclass(frozen=True, slots=True)
class Decontextualizer(DocumentReferents):
    """Rewrites references in sentences of one document (see module docstring)."""

    # -- rewriting -----------------------------------------------------------------------

    def resolve(
        self, sentence: str, *, previous: Referent = START, at: int | None = None
    ) -> Rewrite:
        """``sentence`` made standalone after a sentence about ``previous``, or refused."""
        text = " ".join(sentence.split())
        if self.entity is None or not text.startswith(self.entity):  # "So ein Millionär ..."
            text = OPENER_RX.sub("", OPENER_RX.sub("", text))  # "Also, recall"
        text = _capitalise(text) if text else text
        rewrite = self._rewrite(text, previous, at)
        if rewrite.text is not None:
            rewrite = self._inner_descriptions(rewrite, previous, at)
        if previous is START and rewrite.referent.name is None and self.entity is not None:
            # a page's first sentence is about its title's entity unless it names another
            main = Referent(self.entity, "thing" if self.kind == "thing" else "person", True)
            rewrite = Rewrite(rewrite.text, rewrite.subject, main, rewrite.reason)
        if rewrite.text is not None and self._dangling(rewrite.text):
            return Rewrite(None, None, rewrite.referent, "unresolved_pronoun")
        return rewrite

    def _lead_description(self, text: str, match: re.Match[str], head: str, at: int | None) -> bool:
        """``the <kind>`` (no modifier) in a sentence of a titled paragraph whose first
        sentence gives the entity that kind, with no other of the kind before it."""
        lead = self.lead
        if lead is None or head != lead.head or match.group().lower() != f"the {head}":
            return False
        body = self.text_head or ""
        before = text[: match.start()].replace(lead.entity, "")
        if re.search(rf"\b{re.escape(head)}s?\b", before, re.IGNORECASE):
            return False  # "a remake of the 1950 film Y, and the film ...": which one?
        return not other_of_kind(lead, body, len(body) if at is None else at)

    def _inner_descriptions(
        self, rewrite: Rewrite, previous: Referent, at: int | None = None
    ) -> Rewrite:
        """``the telescope`` inside a sentence on the telescope's page becomes its name;
        another pointing-back description (``the lawsuit``) refuses the sentence."""
        assert rewrite.text is not None
        text = rewrite.text
        for match in reversed(list(_ANAPHORIC_RX.finditer(text, 1))):
            if (
                QUOTED_RX.search(text[: match.start()] + '"')
                and text[: match.start()].count('"') % 2
            ):
                continue  # inside a quotation
            head = match.group(1).lower()
            if self._lead_description(text, match, head, at):
                if self.entity is not None and self.entity.lower() not in text.lower():
                    named = self._named_as(self.entity, match.start() == 0)
                    text = f"{text[: match.start()]}{named}{text[match.end() :]}"
                continue  # "In 2001, the film won ...": the title film, no other named yet
            if self.entity is not None and head in self.heads and not self.partial:
                if self.entity.lower() in text.lower():
                    continue  # the entity is named already; "the telescope" is that one
                if self.lead is not None and match.group().lower() != f"the {head}":
                    # "the regular season" on a season's page: a part of it, not the whole
                    return Rewrite(None, None, rewrite.referent, "definite_description")
                named = self._named_as(self.entity, False)
                text = f"{text[: match.start()]}{named}{text[match.end() :]}"
                continue
            return Rewrite(None, None, rewrite.referent, "definite_description")
        if text == rewrite.text:
            return rewrite
        return Rewrite(text, rewrite.subject or self.entity, rewrite.referent, rewrite.reason)

    def _refuse(self, text: str, reason: RefusalReason) -> Rewrite:
        return Rewrite(None, None, self.referent_of(self._unnamed(text)), reason)

    def _done(self, text: str, subject: str | None) -> Rewrite:
        return Rewrite(text, subject, self.referent_of(self._unnamed(text)))

    def _unnamed(self, text: str) -> str:
        """``text`` with an episode written whole (``The 30 Rock episode "X" aired``) as its
        bare name again, so the sentence's referent is read as the entity's."""
        series = None if self.entity is None else self._episode_of(self.entity)
        if series is None or self.entity is None:
            return text
        article = "" if series.startswith("The ") else "The "
        return text.replace(f'{article}{series} episode "{self.entity}"', self.entity, 1)

    def _rewrite(self, text: str, previous: Referent, at: int | None = None) -> Rewrite:
        if EXPLETIVE_RX.match(text):
            return self._refuse(text, "expletive")
        first = FIRST_WORD_RX.match(text)
        if first is None or first.start(1) != 0:
            return self._done(text, None)
        word = first.group(1)
        lower = word.lower()
        if lower in PRONOUN_KIND and lower not in ("him", "hers"):
            return self._pronoun(text, 0, first.end(1), previous)
        if lower.replace("\u2019", "'") == "it's" and self.lead is not None:
            # "It’s a town located ...": "It is"; "It's been ...": "It has"
            verb = "has" if re.match(r"\s+(?:been|[a-z]+ed)\b", text[first.end(1) :]) else "is"
            return self._rewrite(f"It {verb}{text[first.end(1) :]}", previous, at)
        if lower.replace("\u2019", "'") in PRONOUNS:
            return self._refuse(text, "unresolved_pronoun")  # they, this, those, ...
        if re.match(r"(?:There|Here),\s", text):
            return self._refuse(text, "unresolved_pronoun")  # "There, Banzi claims ...": where?
        fronted = _FRONTED_RX.match(text)
        if fronted is not None:  # "At MIT, starting in 1965, she headed ..."
            rest = text[fronted.start(2) :]
            if EXPLETIVE_RX.match(_capitalise(rest)):
                return self._refuse(text, "expletive")
            return self._pronoun(text, fronted.start(2), fronted.end(2), previous)
        described = self._description(text, previous, at)
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
        name = self._resolve(PRONOUN_KIND[word], previous, text, word in ("his", "her"))
        if name is None:
            return self._refuse(text, "unresolved_pronoun")
        named = self._named_as(name, start == 0)
        written = _possessive(named) if word in ("his", "her", "its") else named
        return self._done(f"{text[:start]}{written}{rest}", name)

    def _named_as(self, name: str, opening: bool) -> str:
        """``name`` as the paragraph writes it: ``The``/``the`` before it when its first
        sentence does (``In total, 15 people died in the 2012 Leap Day tornado outbreak``)."""
        if name != self.entity:
            return name
        kind = title_kind(self.title)
        if kind is not None and kind[0] == name:
            # "Ruggles of Red Gap (1918 film)": "It was produced by Essanay" is the 1918
            # film's, not the novel's or the 1935 film's
            return f"{'The' if opening else 'the'} {kind[1]} {name}"
        series = self._episode_of(name) if opening else None  # the subject: named whole
        if series is not None:
            # '"The Fighting Irish" is the seventeenth episode of ... "30 Rock"': "It aired
            # on ..." is the 30 Rock episode's, not the Notre Dame teams' or the film's
            article = "" if series.startswith("The ") else "The "
            return f'{article}{series} episode "{name}"'
        if self.lead is None or not self.lead.article:
            return name
        return f"{'The' if opening else 'the'} {name}"

    def _episode_of(self, name: str) -> str | None:
        """The series whose episode ``name`` is, when the page's first sentence says so
        (``"X" is the seventeenth episode of NBC's first season of "30 Rock"``)."""
        if self.lead is None or self.lead.head != "episode" or self.text_head is None:
            return None
        first = self.text_head[: self.lead.end]
        found = _EPISODE_OF_RX.search(first)
        if found is None or name not in first[: found.start()]:
            return None
        return found.group(1).strip()

    def _description(self, text: str, previous: Referent, at: int | None = None) -> Rewrite | None:
        """``The bridge ...`` resolved or refused; ``None`` when the subject is no description."""
        apposed = _APPOSED_RX.match(text)
        if apposed is not None and apposed.group(1).lower() not in self.heads:
            return self._refuse(text, "definite_description")  # "The current name, Firefox,"
        subject = trimmed_subject(subject_of(text))
        if subject is None or not text.startswith(subject):
            return None
        found = _DETERMINER_RX.match(subject)
        if found is not None and _NAMED_WORK_RX.match(found.group(1)):
            return self._refuse(text, "definite_description")  # "The Walter Wanger production"
        if found is not None and _AGED_RX.match(found.group(1)):
            # "The 48-year-old Australian was evicted ...": the person the sentence before
            # was about, when it named one; else nobody the claim can name
            if previous.kind == "person" and previous.name is not None:
                return self._done(f"{previous.name}{text[len(subject) :]}", previous.name)
            return self._refuse(text, "definite_description")
        if found is None or any(ch.isupper() for ch in found.group(1)):
            return None
        noun = found.group(1).split()
        head = noun[-1].lower().removesuffix("'s").removesuffix("\u2019s")
        rest = text[len(subject) :]
        # a role noun is the entity unless the sentence before was about another name
        about = previous.name is None or previous.name == self.entity
        lead = self.lead
        if self.entity is not None and len(noun) == 1 and lead is not None and head == lead.head:
            body = self.text_head or ""
            if other_of_kind(lead, body, len(body) if at is None else at):
                return self._refuse(text, "definite_description")  # another film came first
            owner = noun[-1].endswith(("'s", "\u2019s"))
            main = self._named_as(self.entity, True)
            name = _possessive(main) if owner else main
            return self._done(f"{name}{rest}", self.entity)  # "The film" on "X is a 1994 film"
        if self.entity is not None and len(noun) == 1:
            thing = self.kind in ("thing", "plural")
            # a thing is "the company" only where the page says it is one ("Meta is a ...
            # company"); "The project" on a page about Meta is another thing
            roles = self.described if thing else PERSON_ROLES
            if subject.startswith("The ") and head in RELATIONAL and self.place:
                return self._done(f"The {head} of {self.entity}{rest}", self.entity)
            possessive = noun[-1].endswith(("'s", "\u2019s"))
            named = self._named(head, text, at) or self._title_name(head)
            if named is not None:  # "The tunnel" where the text says "the Riverside tunnel"
                written = _capitalise(_possessive(named) if possessive else named)
                return self._done(f"{written}{rest}", named)
            if not self.partial and (head in self.heads or (about and head in roles)):
                main = self._named_as(self.entity, True)
                name = _possessive(main) if possessive else main
                return self._done(f"{name}{rest}", self.entity)
        if self.entity is not None and len(noun) == 2 and subject.startswith("The "):
            owner = noun[0].lower().removesuffix("'s").removesuffix("\u2019s")
            attribute = " ".join(noun[1:])
            named = self._named(owner, text, at) or self._title_name(owner)
            if named is not None and not noun[0].endswith(("'s", "\u2019s")):
                # "The renovation budget": "The Riverside Harbor Bridge renovation budget"
                return self._done(f"{_capitalise(named)} {attribute}{rest}", named)
            if owner in self.heads:  # "The bridge's main span" on the bridge's page
                name = self.entity if self.entity.startswith("The ") else f"The {self.entity}"
                if self.entity.split()[-1].lower() != owner:  # "The station house" on
                    name = f"{name} {noun[0]}"  # "Quogue (LIRR station)": Quogue station's
                return self._done(f"{name} {attribute}{rest}", self.entity)
        kind_noun = noun[0].lower().removesuffix("'s").removesuffix("\u2019s")
        owned = len(noun) == 2 and noun[0].endswith(("'s", "\u2019s"))
        if ((len(noun) == 1 or owned) and kind_noun in KIND_NOUNS
                and subject.startswith("The ") and at):  # fmt: skip
            # "The company did not ..." after "Boeing Co.": the one company named before
            kind = kind_name(kind_noun, self.text_head or "", at)
            if kind.refusal == "two_of_kind":
                return self._refuse(text, "ambiguous_description")
            if kind.name is not None:
                mine = noun[0].endswith(("'s", "\u2019s"))
                written = _capitalise(_possessive(kind.name) if mine else kind.name)
                tail = f" {noun[1]}" if owned else ""
                return self._done(f"{written}{tail}{rest}", kind.name)
        return self._refuse(text, "definite_description")

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
            person = self.kind != "thing" and person_like(entity)  # not "... of Chaos"
            if (len(parts) > 1 and ((person and bare in (parts[-1], parts[0]))
                                    or (person_like(entity) and bare == parts[-1]))):  # fmt: skip
                return self._done(f"{entity}{suffix}{rest}", entity)  # or "Sigmund earned"
        if self.lead is not None and self.kind == "thing" and entity and bare in entity.split():
            return self._done(text, None)  # "Kaiser ranked ..." on Kaiser Shipyards: not a person
        whole = self._surname_of(bare)
        if whole is not None and (entity is None or not text.startswith(entity)):
            return self._done(f"{whole}{suffix}{rest}", whole)
        return self._done(text, None)

    def _dangling(self, text: str) -> bool:
        """A ``he``/``his``/``her`` (or ``these``/``those``) in a sentence that names nobody."""
        if DEMONSTRATIVE_RX.search(QUOTED_RX.sub(" ", text)):
            return True
        if not PERSONAL_RX.search(text):
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
        rewrite = rewriter.resolve(sentence.text, previous=previous, at=sentence.start)
        out.append((sentence, rewrite))
        previous = rewrite.referent
    return out
