"""What a titled encyclopedic paragraph says its title entity is, in its first sentence.

A Wikipedia-style paragraph (HotpotQA, 2WikiMultiHopQA contexts) opens by naming its
title entity as the subject and saying what it is: ``Ed Wood is a 1994 American
biographical comedy-drama film directed by Tim Burton``, ``The November 2008 Carolinas
tornado outbreak was a brief but deadly tornado outbreak``, ``Helen Elizabeth Hunt (born
June 15, 1963) is an American actress``. Its later sentences then say ``It``, ``The film``,
``The outbreak``, ``She`` for that entity. ``read_lead`` reads that opening: the kind noun
(the head of the defining noun phrase: ``film``, ``outbreak``, ``actress``), whether the
entity is a person, and the other names the opening gives it (``(YVR)``, ``also known as
Hustlers``, ``or Alexandria International Airport``). It reads nothing when the first
sentence's subject is not the title entity (``There are eight airports in ...``), so a page
that does not say what its entity is resolves nothing through it.

``other_of_kind`` says whether the text between the opening and a sentence introduces
another thing of the same kind (``the 1950 film "Harvey"`` before ``The film ...``), which
makes a later ``The film`` ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.claims.pronouns import EXPLETIVE_RX, EntityKind

__all__ = [
    "LIFE_RX",
    "Lead",
    "defines_person",
    "introduces_other",
    "lead_kind",
    "other_of_kind",
    "read_lead",
]

_PERSON_HEADS = frozenset(
    """actor actress star singer rapper musician director producer writer author player
    athlete politician president senator founder entrepreneur artist comedian model
    filmmaker scientist mathematician physicist chemist economist journalist host coach
    leader minister chancellor prince princess king queen pope composer painter poet
    novelist footballer cricketer boxer wrestler dancer drummer guitarist bassist pianist
    vocalist songwriter singer-songwriter screenwriter playwright lawyer judge soldier
    officer general admiral bishop priest monk nun saint philosopher historian theologian
    scholar professor academic engineer architect inventor designer photographer
    businessman businesswoman businessperson executive manager investor banker diplomat
    activist archaeologist anthropologist psychologist sociologist linguist biologist
    botanist zoologist geologist astronomer physician surgeon nurse explorer sailor pilot
    astronaut cyclist swimmer runner skier skater golfer tennis jockey referee umpire
    goalkeeper midfielder defender forward striker pitcher quarterback personality presenter
    broadcaster commentator critic editor illustrator cartoonist animator
    sculptor emperor empress duke duchess count countess earl baron lord lady knight
    noblewoman nobleman consort chief governor mayor politician statesman stateswoman
    gangster mobster criminal spy man woman boy girl child person""".split()  # noqa: SIM905
)
"""Heads of a defining phrase that make the entity a person (``an American actress``)."""

_KIN_HEADS = frozenset(
    """wife husband widow widower consort mistress son daughter mother father brother sister
    heir heiress native resident citizen member figure courtier expert veteran pioneer
    descendant survivor victim graduate socialite celebrity aristocrat patriarch matriarch
    hero heroine monarch ruler regent sultan pasha vizier""".split()  # noqa: SIM905
)
"""Heads that name a person by kin or standing (``the fifth wife of``, ``a native of``)."""
_THING_HEADS = frozenset(
    """war battle siege conflict revolution rebellion uprising campaign expedition crisis
    famine epidemic pandemic outbreak depression recession scandal affair trial movement
    era period age reign dynasty house empire kingdom republic state regime government
    administration ministry parliament congress council treaty agreement season series
    miniseries sitcom show programme program drama soap strip film movie documentary
    album single song compilation box set anthology collection book novel magazine
    newspaper paper periodical gazette journal label studio company corporation firm
    brand shop store restaurant factory mill mine plant band group team club league
    tournament championship competition cup race festival exhibition tour project
    organization organisation society association union federation institute institution
    academy foundation school college university hospital museum library church cathedral
    abbey monastery mosque temple synagogue chapel palace castle mansion residence hall
    theatre theater cinema hotel stadium arena station railway line road canal bridge
    building tower monument memorial statue ship vessel liner steamer locomotive aircraft
    airline airport city town village county river lake mountain island office position
    post award prize trophy opera musical play sonata symphony franchise episode game""".split()  # noqa: SIM905
)
"""Heads that name a thing, an event or a span of time: a bracketed year range after it is
its span (``Back to Mono (1958\u20131969) is a box set``), never a life."""
_BORN_OR_DIED_RX = re.compile(r"\b(?:born|n\u00e9e|died|b\.|d\.)\s")


def _person_head(head: str) -> bool:
    """``head`` (a defining phrase's head noun, lower case) names a person: an occupation
    (``physicist``), kin or standing (``wife``, ``native``)."""
    word = head.split("-")[-1]
    return word in _PERSON_HEADS or word in _KIN_HEADS or word.removesuffix("s") in _KIN_HEADS


def _thing_head(head: str) -> bool:
    word = head.split("-")[-1]
    return word in _THING_HEADS or (word.endswith("s") and word[:-1] in _THING_HEADS)


def defines_person(definition: str) -> bool | None:
    """Whether a definition (the words after ``is``/``was``: ``an Italian physicist``, ``a
    box set ...``) names a person (``True``) or a thing, an event or a span of time
    (``False``); ``None`` when its head noun says neither (``the fourth ranked French ace
    pilot``, ``an operatic soprano``, ``the 37th President of ...``)."""
    article = _ARTICLE_RX.match(definition)
    head = _head_of(definition[article.end() :] if article else definition)
    if head is None:
        return None
    return True if _person_head(head) else (False if _thing_head(head) else None)


LIFE_RX = re.compile(
    r"\((?:[^()]*?\b(?:born|n\u00e9e|died|b\.|d\.)\s|[^()]*\b\d{3,4}\b[^()]*[\u2013\u2014-][^()]*\))"
)
"""A birth or life-dates parenthesis after the name: ``(born June 15, 1963)``, ``(1902 – 1978)``."""

_COPULA_RX = re.compile(r"\s(?:is|was|are|were)\s+(?:(?:also|currently|now|once)\s+)?")
_ARTICLE_RX = re.compile(r"(?:an?|the|one of the)\s+", re.IGNORECASE)
_STOP_WORDS = frozenset(
    """of in by from for with that which who whom whose where when on at to and or but as
    than about after before during since under between within near located based known
    called named featuring starring set best most well widely perhaps""".split()  # noqa: SIM905
)
"""Words that end a defining noun phrase (``film directed by``, ``species of``)."""
_PARTICIPLE_RX = re.compile(
    r"[a-z]{2,}[^e]ed|written|known|born|given|taken|chosen|driven|shown|drawn|grown|seen|sung|"
    r"shot|built|made|held|run|won|sold|spoken|set"
)
_TOKEN_RX = re.compile(r"[A-Za-z][\w'\u2019-]*|\d[\d,.]*|[^\w\s]")
_ALIAS_RX = re.compile(
    r"(?:^|[,(;]\s*|\s)(?:also known as|better known as|formerly known as|also called|"
    r"known as|or simply|or)\s+(?:the\s+)?([A-Z0-9][^,();]{0,60}?)\s*(?=[,();]|$)"
)
"""A name the opening gives as an alternative: ``, also known as Hustlers,``, ``or Balistrieri
crime family``."""
_PAREN_ALIAS_RX = re.compile(r"\(\s*(?:[A-Za-z ]+:\s*)?([A-Z][A-Z0-9.&-]{1,9})\s*[),;]")
"""An acronym in a parenthesis: ``(NCT)``, ``(IATA: YVR, ...``."""


@dataclass(frozen=True, slots=True)
class Lead:
    """What the first sentence of a titled paragraph says its subject is."""

    entity: str
    """The title entity, as the first sentence names it."""

    head: str | None
    """The head noun of the defining phrase (``film``, ``outbreak``), lower case."""

    person: bool | None
    """Whether the entity is a person (``None``: the opening does not say)."""

    aliases: frozenset[str]
    """Other names the opening gives the entity (``YVR``, ``Hustlers``)."""

    end: int
    """Offset in the text where the first sentence ends."""

    article: bool = False
    """Whether the first sentence writes the name after ``The`` (``The 2012 Leap Day tornado
    outbreak was ...``): a rewrite writes it so too."""


def _first_sentence_end(text: str) -> int:
    """Where the first sentence ends: a full stop before a space and a capital, outside
    parentheses (``(born c. 1243)``), not after an initial (``J. K.``)."""
    depth = 0
    for index, char in enumerate(text[:2000]):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        elif char == "." and depth == 0 and re.match(r"\.\s+[A-Z\"\u201c]", text[index:]):
            before = text[max(0, index - 3) : index]
            if not re.search(r"(?:^|\s)[A-Z]$|\b(?:Mr|Dr|St|Jr|Sr|No|Op|vs)$", before):
                return index + 1
    return min(len(text), 2000)


def _head_of(definition: str) -> str | None:
    """The head noun of ``definition`` (the words after ``is a``): the last lower-case word
    before the phrase ends (a preposition, a participle after a noun, a comma not between
    adjectives)."""
    words: list[str] = []
    depth = 0
    tokens = _TOKEN_RX.findall(definition[:300])
    for index, token in enumerate(tokens):
        lower = token.lower()
        following = tokens[index + 1] if index + 1 < len(tokens) else "."
        if token[:1].isdigit():
            continue  # "a 1994 American film", "a 2-mile road"
        if depth or token == "(":
            depth += {"(": 1, ")": -1}.get(token, 0)
            continue  # "a Classical Greek (Athenian) philosopher"
        if not token[:1].isalpha():
            if token in ("-", "'", "\u2019"):
                continue
            if (
                token == ","
                and following[:1].islower()
                and following not in _STOP_WORDS
                and (following not in ("a", "an", "the"))
            ):
                continue  # "an incurable, progressive disease"
            break
        if (
            lower in ("and", "but", "or")
            and words
            and following[:1].islower()
            and (following not in _STOP_WORDS and following not in ("a", "an", "the"))
        ):
            continue  # "a brief but deadly tornado outbreak", "a town and civil parish"
        if lower in _STOP_WORDS:
            break
        if _PARTICIPLE_RX.fullmatch(lower) and token[:1].islower():
            if not words:
                return None  # "is defined by ...", "is located in ...": no noun phrase
            break  # "film directed by", "album released on"
        words.append(token)
        if len(words) > 12:
            return None
    lower_words = [w for w in words if w[:1].islower()]
    if not lower_words or words[-1][:1].isupper():
        return None  # "is a Marvel Comics" ... : the phrase ends on a name
    return lower_words[-1].lower()


_NAME_RUN_RX = re.compile(
    r"(?:[A-Z\u00c0-\u024f][\w'\u2019.-]*|\"[^\"]{1,30}\"|\u201c[^\u201d]{1,30}\u201d|"
    r"(?:de|da|van|von|der|di|du|la|le|bin|of|the|and)(?=\s+[A-Z]))"
    r"(?:\s+(?:[A-Z\u00c0-\u024f][\w'\u2019.-]*|\"[^\"]{1,30}\"|\u201c[^\u201d]{1,30}\u201d|"
    r"(?:de|da|van|von|der|di|du|la|le|bin|of|the|and)(?=\s+[A-Z])))*"
)
"""A run of capitalised words (with quoted nicknames and name particles)."""
_NAME_END_RX = re.compile(
    r"[\"\u201d]?(?:\s*[,(]|\s+(?:is|was|are|were|or|also|has|had|originally|formerly)\b)"
)
"""What follows a whole name at the start of a definition: a comma, a parenthesis, the
verb (``United States`` of ``The United States presidential election ...`` is no name)."""
_OPENING_PRONOUN_RX = re.compile(r"(?:^|[.!?]\s+)(He|She|His|Her|It|Its)\s")


def _names_entity(opening: str, entity: str, title: str) -> str | None:
    """The name the first sentence opens with, when it is the entity: the title as
    written (``The 2009 CONCACAF U-20 Championship`` for ``2009 CONCACAF U-20
    Championship``), the entity, or a fuller form of either for a person before their
    dates (``Helen Elizabeth Hunt (born ...)``: same first and last word)."""
    run = _NAME_RUN_RX.match(opening)
    words = run.group().split() if run is not None else []
    if title and entity != title and opening.casefold().startswith(title.casefold()):
        if _NAME_END_RX.match(opening, len(title)):
            return title  # the title whole ("Bill Cosby Is a Very Funny Fellow...Right!")
        return None  # the sentence cuts the title: a shorter name would be another entity
    for name in (title, entity):
        if not name or entity not in name:
            continue  # a headline title that is not the entity's name
        for text in (opening, opening[4:] if opening.startswith("The ") else opening):
            if text.startswith(name) and _NAME_END_RX.match(text, len(name)):
                return name
        wanted = name.split()
        if (
            len(wanted) >= 2
            and len(words) > len(wanted)
            and words[0] == wanted[0]
            and words[-1].rstrip(",") == wanted[-1]
            and run is not None
            and LIFE_RX.match(opening[run.end() :].lstrip())
        ):
            return name  # a person's fuller name before their dates
    return None


_SUFFIX_RX = re.compile(r",?\s+(?:Jr\.?|Sr\.?|[IVX]+)$")


def _person_named(opening: str, title: str) -> str | None:
    """The title (before a comma), when the first sentence opens with a person's fuller or
    formal name and their dates: ``Francis Albert Sinatra (December 12, 1915 – May 14,
    1998) was ...`` under "Frank Sinatra" (same surname), ``Andrew James Somers (born ...), known
    professionally as Andy Summers, is ...`` (the title given as the name they go by)."""
    copula = _COPULA_RX.search(opening)
    run = _NAME_RUN_RX.match(opening)
    if copula is None or run is None or not title:
        return None
    between = opening[: copula.start()]
    if "\n" in between or not LIFE_RX.search(between):
        return None  # no life dates: not surely a person
    core = title.split(",")[0].strip()
    surname = _SUFFIX_RX.sub("", core).split()
    words = run.group().split()
    # the name before a title's comma ("Napier Sturt" of "Napier Sturt, 3rd Baron
    # Alington"): a comma inside a subject would be read as a clause break
    if len(surname) >= 2 and len(words) >= 2 and words[-1].rstrip(",") == surname[-1]:
        return core
    known = rf"\b(?:known|called)(?:\s+professionally)?\s+as\s+[\"\u201c]?{re.escape(core)}\b"
    return core if re.search(known, between) else None


def read_lead(entity: str | None, text: str, title: str = "") -> Lead | None:
    """The lead of ``text`` about ``entity`` (under ``title``, its disambiguation cut),
    when its first sentence opens with the entity's name as subject and says what it is
    (see module docstring)."""
    if not entity:
        return None
    end = _first_sentence_end(text)
    first = text[:end]
    opening = first.lstrip("\"'\u201c ")
    title = re.sub(r"\s*\([^()]*\)\s*$", "", title).strip().strip('"\u201c\u201d')
    name = _names_entity(opening, entity, title) or _person_named(opening, title)
    if name is None:
        return None  # the first sentence is about something else, or names it later
    at = opening.find(name)
    copula = _COPULA_RX.search(opening, max(at, 0) + len(name) if at >= 0 else 0)
    if copula is None or "\n" in opening[: copula.start()]:
        return None  # no "is a ...", or a headline line before the text
    # between the name and the verb only a parenthesis, an apposition or an alias
    between = opening[: copula.start()]
    if re.search(r"\s(?:and|with)\s+[A-Z]", re.sub(r"\([^()]*\)", "", between)):
        return None  # "X and Y were ...": two subjects
    if len(re.sub(r"\([^()]*\)", "", between)) > len(name) + 80:
        return None  # the verb belongs to a later clause
    rest = opening[copula.end() :]
    article = _ARTICLE_RX.match(rest)
    head = _head_of(rest[article.end() :] if article else rest)
    after_name = between[len(name) :] if between.startswith(name) else between
    aliases = {m.group(1).strip() for m in _ALIAS_RX.finditer(after_name)}
    aliases |= {m.group(1) for m in _PAREN_ALIAS_RX.finditer(after_name)}
    aliases = {a for a in aliases if a and a not in (entity, name) and len(a) > 1}
    written_the = not name.startswith("The ") and opening.startswith(f"The {name}")
    person = _person(between, head, text[end:])
    if title and head and title.casefold() == f"{name} {head}".casefold():
        name = title  # "McLean station": "McLean (...) is a Washington Metro station" names a town
    return Lead(name, head, person, frozenset(aliases), end, written_the and person is not True)


def _person(between: str, head: str | None, later: str) -> bool | None:
    """Whether the entity is a person: life dates or a person noun say yes; otherwise the
    pronouns that open the later sentences decide, when they are all of one family."""
    if LIFE_RX.search(between) and (
        _BORN_OR_DIED_RX.search(between) or head is None or not _thing_head(head)
    ):
        return True  # a bare range ("Back to Mono (1958-1969) is a box set") is a span
    if head is not None and (head in _PERSON_HEADS or head.split("-")[-1] in _PERSON_HEADS):
        return True
    openers = {
        m.group(1) for m in _OPENING_PRONOUN_RX.finditer(later.lstrip())
        if not EXPLETIVE_RX.match(later.lstrip()[m.start(1) :])
    }  # fmt: skip
    personal = bool(openers & {"He", "She", "His", "Her"})
    neuter = bool(openers & {"It", "Its"})
    if head is not None:  # "X is a 1956 film": a thing, unless "She ..." opens a sentence
        return None if personal else False
    return personal if personal != neuter else None


def _forms(head: str) -> tuple[str, ...]:
    plural = (
        f"{head[:-1]}ies"
        if head.endswith("y")
        else (f"{head}es" if head.endswith(("s", "x", "ch", "sh")) else f"{head}s")
    )
    return (head, plural)


_PREDICATE_RX = re.compile(r"\b(?:is|was)\s+(?:the|an?|one of the)\s+(?:[\w-]+\s+){0,4}$")
"""``is the fifth`` right before a kind noun: the noun is said of the subject."""
_AUXILIARIES = frozenset(
    {"is", "was", "are", "were", "has", "had", "have", "will", "would", "can", "could", "did",
     "does"}
)  # fmt: skip


def _modifier(text: str, end: int) -> bool:
    """The noun ending at ``end`` modifies the next one (``her Hindi film debut``,
    ``film producer``): it names no film."""
    following = re.match(r"\s+([a-z][a-z-]+)", text[end : end + 40])
    if following is None:
        return False
    word = following.group(1)
    return not (word in _STOP_WORDS or word in _AUXILIARIES or word.endswith(("ed", "ing"))
                or _PARTICIPLE_RX.fullmatch(word))  # fmt: skip


def _inside(name: str, text: str, at: int) -> bool:
    """Offset ``at`` falls inside a mention of ``name`` in ``text``."""
    start = text.rfind(name, max(0, at - len(name)), at + len(name))
    return start >= 0 and start <= at < start + len(name)


def other_of_kind(lead: Lead, text: str, at: int) -> bool:
    """Whether ``text`` between the lead's definition and offset ``at`` mentions its kind
    noun other than as a bare sentence-opening ``The <kind>``, a modifier (``film debut``)
    or a predicate of the entity (``It was the first film``): ``the 1950 film "Harvey"``,
    ``two films``, ``his first film`` make a later ``The film`` ambiguous. The
    definition's own head (the first mention) does not count."""
    if lead.head is None:
        return True
    singular, plural = _forms(lead.head)
    pattern = re.compile(rf"\b(?:{re.escape(singular)}|{re.escape(plural)})\b", re.IGNORECASE)
    seen_head = False
    for match in pattern.finditer(text, 0, max(0, at)):
        if any(_inside(name, text, match.start()) for name in (lead.entity, *lead.aliases)):
            continue  # "Liberty Baptist Church", "the Balkan League": the entity's name
        if match.group()[:1].isupper() and not re.search(
            r"(?:^|[.!?]\s+)$", text[: match.start()][-3:]
        ):
            continue  # "BBC Films", "Working Title Films": a name, not one of its kind
        if match.start() < lead.end:
            if not seen_head and match.group().lower() == singular:
                seen_head = True
                continue  # the definition's head: "is a 1994 film"
            if _PREDICATE_RX.search(text, max(0, match.start() - 60), match.start()):
                continue  # "... and is the fifth song of the album": said of the entity
            if _modifier(text, match.end()):
                continue
            return True  # "X is a remake of the 1950 film ...": a second one in the lead
        bare = re.search(r"\b[Tt]he\s+$", text[max(0, match.start() - 5) : match.start()])
        if match.group() == singular and bare is not None:
            continue  # "The film stars ...", "In 1963, the team ...": the entity itself
        if _modifier(text, match.end()) or (
            match.group().lower() == singular
            and _PREDICATE_RX.search(text, max(0, match.start() - 60), match.start())
        ):
            continue  # "film debut"; "This was the first British sound film": said of it
        return True
    return False


_WORK_NOUNS = (
    r"novel|book|film|movie|play|song|single|album|series|story|poem|game|show|opera|"
    r"musical|sequel|remake|adaptation|comic|manga|episode|painting|ship|aircraft|company"
)
_INTRODUCES_RX = re.compile(
    rf"\b(?:the|a|an|his|her|its|their)\s+(?:[\w'\u2019-]+\s+){{0,3}}({_WORK_NOUNS})s?"
    rf"(?:\s+(?:of\s+the\s+same\s+name|called|named|titled|entitled)|,?\s+[\"\u201c]|"
    rf"\s+(?!The\b)[A-Z])"
)
"""Another work or thing named after the subject: ``based on the 1990 novel "Harvey"``,
``the film Psycho``, ``a play of the same name``."""


def introduces_other(text: str) -> str | None:
    """The kind noun of another work or thing ``text`` names after its start (see
    ``_INTRODUCES_RX``): ``film`` for ``... follow-up to the 1971 film "The Big Doll
    House"``."""
    found = _INTRODUCES_RX.search(text, 1)
    return None if found is None else found.group(1)


def lead_kind(lead: Lead, text: str, found: EntityKind) -> EntityKind:
    """The pronoun family for a lead's entity: ``thing`` for a thing; for a person the
    gendered family the text uses more (``found`` when it uses neither)."""
    if not lead.person:
        return "plural" if found == "plural" else "thing"
    lowered = f" {text.lower()} "
    male = sum(lowered.count(f" {w} ") for w in ("he", "his", "him"))
    female = sum(lowered.count(f" {w} ") for w in ("she", "her", "hers"))
    if male == female:  # a tie: the pronoun opening the first sentence after the lead
        opener = _OPENING_PRONOUN_RX.search(text[lead.end :].lstrip())
        if opener is not None and opener.group(1) in ("He", "His"):
            return "male"
        if opener is not None and opener.group(1) in ("She", "Her"):
            return "female"
        return "male" if male == 0 else "plural"  # none to resolve, or resolve neither
    return "male" if male > female else "female"
