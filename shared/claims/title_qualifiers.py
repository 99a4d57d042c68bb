"""A name its encyclopedia page disambiguates is written with the qualifier the page gives.

Independent reviews failed ``Ron Sparks is a producer.`` (page ``Ron Sparks (comedian)``),
``John Brownlee led ...`` (``John Brownlee (basketball)``) and ``Table of Contents was
commissioned by Joseph F. Miller.`` (``Table of Contents (Enochs)``, a sculpture by Dale
Enochs): the bare name is no one thing, the encyclopedia itself needs the parenthesis.
``work_titles`` writes a work's kind; this module does the rest, from the page's lead
sentence (so the qualifier stays entailed by the page):

- a lower-case parenthesis the lead's definition holds, up to its role noun
  (``comedian``: ``is a Canadian comedian, actor ...``; ``basketball``: ``is a former
  American professional basketball player``): ``The comedian Ron Sparks is a producer.``,
  ``The basketball player John Brownlee was born ...``;
- a capitalised parenthesis that ends the maker's name after ``by`` in the lead, with the
  lead's kind noun (``Table of Contents is a sculpture designed by the American artist Dale
  Enochs``): ``Dale Enochs's sculpture Table of Contents was commissioned by ...``.

Near misses left as they are: a claim that already names the qualifier (``Ron Sparks is a
Canadian comedian.``, ``... designed by ... Dale Enochs``), a parenthesis the lead does not
hold or holds with no role noun after it (a place: ``Springfield (Illinois)``, a year), a
lead that writes the parenthesis as part of the name, a claim not opening on the bare name.

``kind_only(claim, title, qualifier)`` tells a claim that says no more than the kind the title's
parenthesis (or its qualifier) gives: ``"Good Time" is a song.`` on ``Good Time (Inna
song)`` (counted ``title_kind_only`` and dropped: the lead's other claims carry the maker).
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.claims.work_titles import work_prefix
from shared.text.sentences import split_sentences

__all__ = ["TITLE_KIND_ONLY", "kind_only", "qualified_subject", "title_qualifier"]

TITLE_KIND_ONLY = "title_kind_only"
"""Drop reason: the claim only restates its title's disambiguated kind (``X is a song.``)."""

_PAREN_RX = re.compile(r"^(?P<bare>[^()]+?)\s*\((?P<inside>[^()]+)\)\s*$")
_LOWER_RX = re.compile(r"^[a-z][a-z-]*(?:\s[a-z][a-z-]*){0,2}$")
_NAME_RX = re.compile(r"^[A-Z][\w'\u2019-]+$")
_ROLE_SUFFIX_RX = re.compile(r"[a-z]{3}(?:ist|ian|man|woman|eur|wright|smith)s?$")
"""Endings that make nouns for people (``comedian``, ``novelist``, ``batsman``,
``entrepreneur``, ``playwright``); -er, -or, -ant, -ent, -ee and -ess end most nouns
(``computer``, ``river``, ``element``, ``restaurant``, ``tree``, ``business``), so those
people are listed."""
_PERSON_NOUNS = frozenset(
    """player singer writer actor actress director producer footballer cricketer wrestler
    boxer dancer painter photographer composer songwriter singer-songwriter rapper drummer
    designer engineer lawyer teacher officer soldier sailor governor senator mayor author
    editor publisher broadcaster presenter manager trainer jockey golfer swimmer skater
    skier runner rower racer driver climber fighter bowler pitcher catcher outfielder
    infielder linebacker quarterback defender forward goalkeeper midfielder striker
    murderer bishop archbishop priest minister monk nun rabbi cardinal professor researcher
    inventor explorer astronaut banker farmer merchant filmmaker cinematographer animator
    illustrator sculptor poet playwright screenwriter reporter commentator preacher
    missionary physician surgeon doctor nurse philosopher judge diplomat admiral general
    colonel captain lieutenant major sergeant commander marshal pilot aviator conductor
    lyricist model host chef cook referee umpire coach athlete sprinter hurdler jumper
    thrower critic scholar activist star monarch saint spy king queen prince princess
    duchess countess empress heiress hostess waitress lord earl duke baron knight emperor
    entertainer magician puppeteer choreographer announcer anchor newsreader sportscaster
    administrator accountant consultant attendant servant assistant student lecturer
    educator dean principal rector pastor vicar deacon abbot friar imam chief warrior rebel
    outlaw pirate trader investor financier podcaster blogger gamer streamer promoter agent
    surfer diver gymnast fencer archer shooter equestrian weightlifter bodybuilder
    kickboxer receiver president vice-president chancellor regent founder leader member
    executive officer soldier official character mobster gangster criminal lawmaker
    legislator councillor councilor commissioner sheriff detective inspector prosecutor
    attorney barrister solicitor clerk secretary treasurer ambassador envoy adviser
    advisor strategist negotiator supervisor instructor tutor mentor bodyguard stuntman""".split()  # noqa: SIM905
)
"""Nouns for people the endings above miss (``player``, ``singer``, ``actress``,
``director``, ``president``)."""


def _role_noun(word: str) -> bool:
    """``word`` is a noun for a person (``comedian``, ``player``): the end of a role
    qualifier; a thing (``element``, ``tree``, ``river``) is not."""
    singular = word[:-1] if word.endswith("s") and word[:-1] in _PERSON_NOUNS else word
    if singular in _PERSON_NOUNS or _ROLE_SUFFIX_RX.search(word) is not None:
        return True
    # a compound ("sportswriter"), on nouns of six letters or more ("king": "making")
    return any(singular.endswith(noun) for noun in _PERSON_NOUNS if len(noun) >= 6)


_FUNCTION = frozenset(
    "of for in on at by from with to and or but who which that whose as than".split())  # noqa: SIM905
"""Words that end a noun phrase (``software application for Apple``: no role noun)."""
_DEFINITION_RX = re.compile(r"\b(?:is|was|are|were)\s+(?:an?|the)\s+(?P<np>[^.;()]+)")
_KIND_RX = re.compile(
    r"\b(?:is|was)\s+(?:an?|the)\s+(?:[a-z][\w-]*\s+){0,3}?(?P<kind>[a-z]+)\s+"
    r"(?:(?:[a-z]+ed|written|made|drawn|built|sung)\s+)?by\b"
)
"""The lead's kind noun before its maker (``is a sculpture designed by``)."""


def _lead(text: str) -> str:
    sentences = split_sentences(text[:1500])
    return sentences[0].text if sentences else ""


@lru_cache(maxsize=4096)
def _qualifier(title: str, lead: str) -> tuple[str, str, str] | None:
    found = _PAREN_RX.match(title)
    if found is None or work_prefix(title) is not None:
        return None  # no parenthesis, or a work's kind: work_titles writes it
    bare, inside = found.group("bare").strip(), found.group("inside").strip()
    named = rf"^[\"\u201c]?{re.escape(bare)}\s*\({re.escape(inside)}\)"
    if len(bare) < 2 or re.search(named, lead):
        return None  # "Foo (Bar) is ...": the lead writes the parenthesis as part of the name
    if _LOWER_RX.match(inside):
        for definition in _DEFINITION_RX.finditer(lead):
            np = definition.group("np")
            at = re.search(rf"\b{re.escape(inside)}\b", np)
            if at is None:
                continue
            words = [inside, *re.findall(r"[a-z][\w-]*|\S+", np[at.end():])[:2]]
            for n in range(len(words)):
                last = words[n].split()[-1]
                if not re.fullmatch(r"[a-z][\w-]*", last) or (n and last in _FUNCTION):
                    break  # a comma, a name, "for": the phrase ends before any role noun
                if _role_noun(words[n].split()[-1]):
                    phrase = " ".join(words[: n + 1])
                    return f"The {phrase}", bare, inside
        return None
    if _NAME_RX.match(inside):
        kind = _KIND_RX.search(lead)
        maker = re.search(
            rf"\bby\s+(?:[^.;]*?\s)?(?P<name>(?:[A-Z][\w.'\u2019-]*\s+){{0,3}}{re.escape(inside)})\b",
            lead,
        )
        if kind is None or maker is None or kind.end() > maker.start() + 2:
            return None
        name = maker.group("name")
        owner = f"{name}'" if name.endswith("s") else f"{name}'s"
        return f"{owner} {kind.group('kind')}", bare, inside
    return None


def title_qualifier(title: str | None, text: str) -> tuple[str, str, str] | None:
    """The words written before the bare name on the page ``title`` whose text is ``text``
    (``The comedian``, ``Dale Enochs's sculpture``), the bare name and the parenthesis, or
    ``None`` when the lead gives no qualifier (see the module)."""
    if not title or "(" not in title:
        return None
    return _qualifier(title, _lead(text))


def _opening(claim: str, bare: str) -> str | None:
    return next((s for s in (bare, f'"{bare}"', f"\u201c{bare}\u201d") if claim.startswith(s)
                 and claim[len(s):len(s) + 1] in (" ", ",")), None)  # fmt: skip


def qualified_subject(claim: str, qualifier: tuple[str, str, str] | None) -> str:
    """``claim`` with the page's bare name as its subject written with ``qualifier``
    (``title_qualifier``); as it is when the claim opens on no bare name or already names
    the qualifier."""
    if qualifier is None:
        return claim
    words, bare, inside = qualifier
    subject = _opening(claim, bare)
    if subject is None:
        return claim
    rest = claim[len(subject):]
    if re.search(rf"\b{re.escape(inside)}\b", rest) or rest.lstrip()[:1].isupper():
        return claim  # "Ron Sparks is a Canadian comedian": named; "Ron Sparks Band": longer
    return f"{words} {subject}{rest}"


def kind_only(claim: str, title: str | None,
              qualifier: tuple[str, str, str] | None) -> bool:
    """``claim`` says only that the page's bare name is of the kind its title's parenthesis
    or ``qualifier`` (``title_qualifier``) gives (``"Good Time" is a song.`` on ``Good Time
    (Inna song)``)."""
    prefix = work_prefix(title)
    if prefix is not None:
        words, bare = prefix
    elif qualifier is not None:
        words, bare, _ = qualifier
    else:
        return False
    subject = _opening(claim, bare)
    if subject is None:
        return False
    kind = words.split()[-1]
    return re.fullmatch(rf"\s+(?:is|was)\s+(?:an?|the)\s+{re.escape(kind)}\.", claim[len(subject):],
                        re.IGNORECASE) is not None
