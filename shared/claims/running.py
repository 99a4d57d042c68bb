"""The running subject: a person a paragraph keeps talking about across a sentence that
names no one.

News writing names a person, then goes on about them in sentences whose own subject is no
name: *Shotwell said Starship lunar lander missions could begin in 2022. Such missions
would be cargo only, but she said could serve as a "nice stepping stone". She didn't give
a date for crewed missions*. The middle sentence's subject (``Such missions``) is no name,
so its referent names nobody, and the ``She`` after it was refused although the page
leaves no doubt who she is. ``carried`` hands the person on past such a sentence, only when
the sentence itself shows it is still about them:

- it refers to them: a pronoun of one gender family outside quotations (``she said``),
  or their surname (``Although James has ...``), and never a pronoun of the other family;
- it names or describes no other person: no two-word personal name other than theirs, no
  surname the page writes whole for someone else, no person described by a noun (``he
  told the man to remove the bedding``, ``his wife``, ``a 43-year-old``): then ``he``
  after it could be either;
- it opens or closes no quotation across sentences (an odd count of quotation marks:
  ``My fears have been realized."`` belongs to a quotation whose speaker is elsewhere);
- the name is whole: the page never writes it as the start of a longer name (``Hans Carl``
  of ``Hans Carl von Carlowitz``);
- the page does not use the other gender family for them (``gender.supports``); the family
  the sentence used is handed on too (``Referent.family``), so a ``she`` after a carried
  ``he`` stays refused.

Everything else keeps the sentence's own referent (``None`` when its subject is no name),
so the pronoun after it stays refused. The pronoun's own agreement is checked again where it
is resolved (``DocumentReferents._resolve``). ``dropped_referent`` says what a refused sentence
hands on to the next one.
"""

from __future__ import annotations

import re

from shared.claims.decontext import Decontextualizer
from shared.claims.gender import supports
from shared.claims.names import person_like
from shared.claims.pronouns import EntityKind
from shared.claims.quoted import QUOTED_RX
from shared.claims.referents import START, DocumentReferents, Referent
from shared.claims.speech import quoted_speaker
from shared.text.entities import find_entities

__all__ = ["carried", "dropped_referent"]

_FAMILY_RX: dict[EntityKind, re.Pattern[str]] = {
    "male": re.compile(r"\b(?:he|his|him|himself)\b", re.IGNORECASE),
    "female": re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE),
}
_PARTICLE_WORDS = r"(?:von|van|der|den|de|da|di|du|del|la|le|bin|al)"
_QUOTE_MARKS_RX = re.compile(r"[\"\u201c\u201d]")
_CAPITALISED_RX = re.compile(r"(?<![\w'\u2019-])[A-Z][a-z][\w'\u2019-]*")
_PEOPLE = (
    "man|men|woman|women|boy|girl|child|children|kid|baby|patient|wife|husband|son|"
    "daughter|mother|father|mom|dad|brother|sister|friend|partner|fiancée?|girlfriend|"
    "boyfriend|doctor|nurse|officer|victim|suspect|driver|teacher|student|worker|employee|"
    "resident|spokes(?:man|woman|person)|official|lawyer|attorney|judge|colleague|rival|"
    "co-?star|owner|person|people|someone|somebody|researcher|scientist|author|coach|player|"
    "teammate|actor|actress|singer|star|host|executive|director|president|leader|member|"
    "chief|founder|reporter|journalist|individual|survivor|passenger|defendant|plaintiff"
)
_OTHER_PERSON_RX = re.compile(
    rf"\b(?:the|a|an|another|his|her|their|one|whose|[\w-]+-year-old)\s+(?:[\w-]+\s+){{0,2}}"
    rf"(?:{_PEOPLE})\b|\b\d+-year-old\b",
    re.IGNORECASE,
)
"""A person described by a noun rather than named (``the man``, ``his wife``, ``a fellow
teacher``, ``the 43-year-old``)."""


def carried(
    referents: DocumentReferents, previous: Referent, current: Referent, sentence: str
) -> Referent:
    """``current`` (what ``sentence`` is about), or ``previous`` when ``previous`` is a
    person and ``sentence`` names nobody else and still refers to them (module docstring)."""
    person = previous.name
    if current.name is not None or previous.kind != "person" or person is None:
        return current
    if _cut_name(person, referents.text_head or ""):
        return current  # "Hans Carl" of "Hans Carl von Carlowitz": not the whole name
    if len(_QUOTE_MARKS_RX.findall(sentence)) % 2:
        return current  # a quotation running across sentences: whose words, whose "he"?
    bare = QUOTED_RX.sub(" ", sentence)
    families = [family for family, rx in _FAMILY_RX.items() if rx.search(bare)]
    parts = person.split()
    named = len(parts) > 1 and re.search(rf"\b{re.escape(parts[-1])}\b", bare) is not None
    if len(families) > 1 or not (families or named):
        return current
    if _other_person(referents, person, bare):
        return current
    body = referents.text_head
    if families and body is not None and supports(body, person, families[0], sentence) is False:
        return current  # "she" in it, but the page calls the person "he"
    family = families[0] if families else previous.family
    return Referent(person, "person", current.about_main or previous.about_main, family=family)


def _cut_name(person: str, text: str) -> bool:
    """``text`` writes ``person`` as the start of a longer name: before a particle (``Hans
    Carl von Carlowitz`` for ``Hans Carl``), or before another capitalised word at the
    start of a line (a lead naming the person whole). A name used as a modifier inside a
    sentence (``a Margaret Hamilton Lego minifigure``) is no longer name."""
    name = re.escape(person)
    particle = rf"(?<![\w'\u2019-]){name}[ \t]+{_PARTICLE_WORDS}[ \t]"
    opening = rf"(?m)^[\"'\u201c(]*{name}[ \t]+[A-Z][\w'\u2019-]"
    return re.search(particle, text) is not None or re.search(opening, text) is not None


def _other_person(referents: DocumentReferents, person: str, text: str) -> bool:
    """``text`` names a person other than ``person``: a personal name, a surname the page
    writes whole for someone else, or a person described by a noun (``the man``)."""
    if _OTHER_PERSON_RX.search(text):
        return True
    own = set(person.split())
    for mention in find_entities(text):
        words = set(mention.text.split())
        if person_like(mention.text) and not words <= own and not own <= words:
            return True
    for word in _CAPITALISED_RX.findall(text):
        if word in own:
            continue
        whole = referents.whole_person(word)
        if whole is not None and whole != person:
            return True
    return False


def dropped_referent(rewriter: Decontextualizer, previous: Referent, text: str) -> Referent:
    """What a refused sentence is about, for the next one: a page's first sentence is about
    its title's entity unless it names another (as ``Decontextualizer.resolve`` says of
    one it keeps), so ``It replaced ... in 2000`` after a refused lead is the entity's; a
    quotation's end is about its named speaker (``..." says Boris Kingma. He says ...``)."""
    speaker = quoted_speaker(text)
    if speaker is not None and " " not in speaker:
        speaker = rewriter.whole_person(speaker)  # "Kingma says.": Boris Kingma, if one
    if speaker is not None and person_like(speaker):  # not '"...," American Airlines said.'
        return Referent(speaker, "person", rewriter.entity is not None and
                        rewriter.entity in speaker)  # fmt: skip
    referent = rewriter.referent_of(text)
    if previous is START and referent.name is None and rewriter.entity is not None:
        return Referent(rewriter.entity, "thing" if rewriter.kind == "thing" else "person", True)
    return carried(rewriter, previous, referent, text)  # "Such missions ..., but she said"
