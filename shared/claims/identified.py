"""The positive standalone test: a claim is kept only when it shows that it stands alone.

The older gates drop what looks bad (a pronoun, ``the crisis``, ``Marco``); what they do not
foresee gets through. This test inverts the burden. A claim passes ``identification_reason``
only when a reader who never saw the page can tell what every part of it is about:

- **named subject** (``unnamed_subject``): the words before the main verb (after a fronted
  ``In 2017,`` phrase) hold a proper name: a capitalised word inside the claim, or a
  claim-initial word the page itself writes capitalised mid-sentence or that is no English
  dictionary word (``lemminflect``'s lexicon: ``Settlements are seen ...`` fails,
  ``Yersinia pestis is ...`` passes);
- **identified descriptions** (``unidentified_description``): every ``the`` + common-noun
  phrase identifies its referent by its own words: a name or a number inside it (``the
  2019 Los Angeles Auto Show``, ``the $0.06/kWh benchmark``), a superlative or ordinal
  (``the only vehicle``), a restricting phrase after it that names something (``the
  annexation of West Bank settlements``), a restrictive relative clause (``the cash he
  received``), or a noun unique without a page (``the world``). ``the offer``, ``the
  body``, ``the old version``, ``in the summer`` fail;
- **bound pronouns** (``unbound_pronoun``): a third-person pronoun follows a name it can
  refer to in the claim: ``he``/``she`` a person's name, ``it`` a name that is not a
  person's, ``they`` a name that is not one person's;
- **full names** (``short_name``): a lone capitalised word that the page uses as the last
  word of a person's name (``Netanyahu`` where the page says ``Benjamin Netanyahu``:
  the word before it is a first name, or no dictionary word) or after an honorific
  (``Mr. Trump``) fails unless the claim gives the full name;
- **whole names of things** (``part_name``): on a dated page, ``The`` + a name the page
  writes longer after a name of its own (``The Sportback 50`` for ``Audi e-tron Sportback
  50``, ``The CDC`` for ``Chinese CDC``) fails (``part_names``);
- **a time** (``undated_event``): on a dated page (news tells of its own time) a past event,
  a time-dependent state (``anchoring.time_dependent``) or a modal (``could be``) carries a
  year or its ``(reported ...)``/``(as of ...)`` anchor (``anchoring.anchor_state``);
- **something to check** (``unspecific``): on a page that tells of its own time, the claim
  relates two names, or a name and a number or date (an evidence triple's subject and
  value), not one name and a judgement (``The Sabres have been playing awfully``);
- **content, not furniture** (``page_furniture``): a credit line (``X contributed
  reporting``) or a no-comment line says nothing about the world.

``strip_dateline`` cuts a wire dateline (``LOS ANGELES (AP) —``) that opens a claim.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from lemminflect import getAllLemmas

from shared.claims.anchoring import time_dependent
from shared.claims.part_names import part_name
from shared.claims.persons import given_name
from shared.claims.rankings import WIDE, bare_rank, ranking
from shared.claims.splitting import is_finite_verb

__all__ = [
    "IdentifyReason", "PageNames", "complete_names", "identification_reason", "strip_dateline",
]  # fmt: skip

IdentifyReason = Literal[
    "unnamed_subject", "unidentified_description", "unbound_pronoun", "short_name",
    "undated_event", "unspecific", "page_furniture", "part_name",
]  # fmt: skip

_DATELINE_RX = re.compile(
    r"^(?:[A-Z][A-Z.'\u2019-]+(?:\s+[A-Z][A-Z.'\u2019-]+)*"
    r"(?:,?(?:\s+[A-Z][a-z.]+)?|,(?:\s+[A-Z][A-Za-z.]+){1,4})\s*)?"
    r"(?:\((?:[A-Z][\w .&-]{1,30})\)\s*)?[\u2014\u2013-]{1,2}\s+(?=[A-Z\"\u201c])"
)
"""``LOS ANGELES (AP) — ``, ``(Reuters) — ``, ``WASHINGTON — ``, ``DUBAI, United Arab Emirates
— ``, ``NEW YORK, N.Y. — ``: a wire dateline (a place in capitals, its region after a comma)."""
_COLON_DATELINE_RX = re.compile(
    r"^[A-Z][\w.]*(?:\s[A-Z][\w.]*){0,2}"
    r"(?:,\s[A-Z][\w.]*(?:\s[A-Z][\w.]*){0,2}){1,3}:\s+(?=[A-Z\"\u201c])"
)
"""``Washington, DC, United States: ``, ``Doha, Qatar: ``: a dateline of capitalised places,
one after a comma at least, closed by a colon (a heading's ``Update: `` has no comma)."""
_QUOTED_RX = re.compile(
    r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d|\u2018[^\u2018\u2019]*\u2019(?!\w)"
)
_ANCHOR_RX = re.compile(r"\s*\((?:reported|as of) [^()]+\)(?=[.!]?$)")
_TOKEN_RX = re.compile(
    r"[\w\u00c0-\u024f$](?:[\w\u00c0-\u024f.'\u2019/$%-]*[\w\u00c0-\u024f$%])?|[^\s\w]"
)
_FURNITURE_RX = re.compile(
    r"\bcontributed (?:reporting|to (?:this|the) (?:report|story|article))\b|"
    r"\b(?:did not|didn['\u2019]t) (?:immediately )?(?:respond|reply|return)\b.{0,40}\b"
    r"(?:request|comment|call|email|message)",
    re.IGNORECASE,
)
_PERSON_RX = re.compile(
    r"(?P<title>\b(?:President|Minister|Senator|Sen\.|Rep\.|Gov\.|Governor|Mayor|Judge|Justice|"
    r"Chancellor|CEO|[Cc]hief|[Cc]oach|[Qq]uarterback|[Dd]irector|"
    r"[Ss]pokes(?:man|woman|person)|Secretary|General|Gen\.|Col\.|Capt\.)\s+)?"
    r"\b(?P<first>[A-Z][a-z\u00c0-\u024f'\u2019-]+(?:[A-Z][a-z]+)?)\s+(?=(?:[A-Z]\.\s+)?"
    r"(?P<last>[A-Z][a-z\u00c0-\u024f-]+)\b)"
)
"""``Benjamin Netanyahu``, ``Prime Minister Narendra Modi``: a first name (or a title) and a
last name."""
_PLACE_RX = re.compile(
    r"\b(?:in|at|near|outside|across|throughout)\s+([A-Z][\w\u00c0-\u024f-]+)(?![\w'\u2019])"
)
"""A name after a locative preposition (``in London``): a place, never a surname."""
_HONORIFIC_RX = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+([A-Z][\w-]+)(?P<owner>['\u2019]s\b)?")
_NAME_RX = re.compile(r"[A-Z][a-z\u00c0-\u024f'\u2019-]+")
_YEAR_RX = re.compile(
    r"\b(?:1[0-9]\d\d|20\d\d)s?\b|\b\d{1,2}(?:st|nd|rd|th)[\s-]+century\b|"
    r"\b(?:sixteenth|seventeenth|eighteenth|nineteenth|twentieth)[\s-]+century\b",
    re.IGNORECASE,
)
_FUNCTION = frozenset(
    """a an the of and or to in on at for with by from as vs but if when while after before
    this that these those it its he she his her they their we our you your i my there here
    some many most all each every no not one two three four five six seven eight nine ten
    what which who whom whose where how why mr mrs ms dr prof st""".split()  # noqa: SIM905
)
_BOUNDARY = frozenset(
    """of for in on at to from with between among about against by over under into within
    that which who whom whose where when as than behind around across near after before
    during since until like and or but said says is are was were has have had will would
    can could may might must should do does did""".split()  # noqa: SIM905
)
"""Words that end a ``the`` phrase: a preposition, a conjunction, a relative, a verb."""
_RESTRICTORS = frozenset(
    """of for in on at from between among about against by over under into within to
    behind around across near with since until""".split()  # noqa: SIM905
)
_RELATIVES = frozenset({"that", "which", "who", "whom", "whose", "where", "when"})
_UNIQUE = frozenset(
    """world earth sun moon universe internet web atmosphere public past future rest
    majority minority environment climate weather""".split()  # noqa: SIM905
)
"""Nouns a ``the`` makes unique without a page (``the world``, ``the public``)."""
_SUPERLATIVE_RX = re.compile(
    r"^(?:most|least|best|worst|first|last|only|same|next|top|\w+est|(?:\w+-)?(?:first|second|"
    r"third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|\w+tieth))$"
)
_COUNTS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
_PERSON_PRONOUNS = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself"})
_IT_PRONOUNS = frozenset({"it", "its", "itself"})
_THEY_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themselves"})
_PAST_RX = re.compile(
    r"^(?:was|were|had|did|said|told|made|won|took|gave|came|went|found|left|led|paid|sold|"
    r"bought|brought|began|became|wrote|ran|met|saw|got|held|kept|lost|put|sent|spent|stood|"
    r"thought|knew|grew|fell|rose|struck|shot|built|drew|flew|fought|chose|drove|sat|spoke|"
    r"broke|threw|heard|meant|[a-z]{2,}ed)$"
)


@dataclass(frozen=True, slots=True)
class PageNames:
    """What the page says about its own words, read once per document."""

    text: str
    """The page's text (reference markers cut)."""
    entity: str | None = None
    """The page's main entity (``main_entity``), a name by construction."""
    dated: bool = False
    """The page states a publication date: it tells of its own time, so its events need a
    time and its claims a value."""
    _capitalised: Counter[str] = field(default_factory=Counter)
    _lower: Counter[str] = field(default_factory=Counter)
    _surnames: set[str] = field(default_factory=set)

    @classmethod
    def read(cls, text: str, *, entity: str | None = None, dated: bool = False) -> PageNames:
        """The page's capitalised mid-sentence words and the last words of its persons (a
        word the page also writes after ``in``/``at`` is a place: ``Trinity College London``)."""
        capitalised = Counter(re.findall(r"(?<=[a-z,;] )([A-Z][\w\u00c0-\u024f'\u2019-]*)", text))
        lower = Counter(re.findall(r"(?<=[a-z,;] )([a-z][\w\u00c0-\u024f'\u2019-]*)", text))
        surnames: set[str] = set()
        for match in _PERSON_RX.finditer(text):
            first, last = match.group("first"), match.group("last")
            if first.lower() in _FUNCTION or last.lower() in _FUNCTION:
                continue
            if last.endswith("s") and _english(last):
                continue  # "Charlotte Hornets": a team, not a person
            if given_name(first) or match.group("title") or not (_english(first) or _english(last)):
                surnames.add(last)  # "Benjamin Netanyahu", "coach Frank Vogel", "LeBron James"
        places = _PLACE_RX.findall(text)
        return cls(text, entity, dated, capitalised, lower, surnames - set(places))

    def proper(self, word: str, *, initial: bool) -> bool:
        """``word`` is (part of) a name: capitalised inside a claim, or, opening it, written
        capitalised mid-sentence on the page more often than not, or no English word."""
        if not word[:1].isupper() or word.lower() in _FUNCTION:
            return False
        if not initial or (word.isupper() and len(word) > 1):
            return True
        if not _english(word):
            return True  # "Yersinia", "Netanyahu"
        return self._capitalised[word] > self._lower[word.lower()]  # "China", not "Health care"

    def surname(self, word: str) -> bool:
        """``word`` ends a person's name on the page (``Netanyahu``, ``Parise``)."""
        return word in self._surnames


@lru_cache(maxsize=65536)
def _english(word: str) -> bool:
    """``word`` (any case) is in ``lemminflect``'s English lexicon."""
    return bool(getAllLemmas(word.lower().removesuffix("'s").removesuffix("\u2019s")))


def strip_dateline(claim: str, title: str = "") -> str:
    """``claim`` without a wire dateline that opens it (``LOS ANGELES (AP) — ...``,
    ``Washington, DC, United States: ...``).

    A colon run that is the page's own ``title`` (or begins it) is a work's name before its
    subtitle, no dateline: ``Look Homeward, Angel: A Story of the Buried Life is a 1929
    novel`` on the page *Look Homeward, Angel* stays whole."""
    match = _DATELINE_RX.match(claim)
    if match is None or match.end() == 0 or not re.search(r"[A-Z]{2}|\(", match.group()):
        colon = _COLON_DATELINE_RX.match(claim)
        if colon is None or _titled(colon.group().rstrip().removesuffix(":"), title):
            return claim
        return claim[colon.end() :]
    return claim[match.end() :]


def _titled(head: str, title: str) -> bool:
    """Whether a colon run ``head`` names the page ``title`` (a parenthetical qualifier
    dropped): the title itself, or its start before a subtitle, in any case."""
    name = re.sub(r"\s*\([^()]*\)$", "", title).strip().casefold()
    head = head.strip().casefold()
    return bool(name) and (head == name or name.startswith(head + ":"))


def _tokens(claim: str) -> list[str]:
    """The claim's words, each quotation one placeholder: ``Qq`` for a quoted name or
    sentence, ``qq`` for a quoted phrase that opens in lower case (``viewed the delay "as a
    U.S. policy problem ..."``), a piece of speech that names nothing."""
    bare = _ANCHOR_RX.sub("", _QUOTED_RX.sub(_placeholder, claim))
    return _TOKEN_RX.findall(bare)


_SPEECH_OPENERS = frozenset(
    """as to of in on at for with by from but if when while that this it he she they we you i
    my our your their his her there here not so because""".split()  # noqa: SIM905
)
"""First words of a quoted piece of speech (``"as a U.S. policy problem"``), which no
lower-case title opens with (``"folklore"``, ``"all about love"``)."""


def _placeholder(quoted: re.Match[str]) -> str:
    """``qq`` for a quotation that opens in lower case and reads as speech: it opens with a
    preposition, conjunction or pronoun, holds a finite verb, or runs past four words; a
    stylised lower-case title (``the album "folklore"``) is ``Qq``, a name."""
    words = re.findall(r"[\w'\u2019.-]+", quoted.group())
    if not words or not words[0][:1].islower():
        return " Qq "
    speech = (words[0].lower() in _SPEECH_OPENERS or len(words) > 4
              or any(is_finite_verb(w) for w in words))  # fmt: skip
    return " qq " if speech else " Qq "


def _subject_end(tokens: list[str]) -> tuple[int, int]:
    """``(start, end)`` of the subject: after a fronted phrase closed by a comma (opening
    with a preposition, an adverb or a participle: ``Originally intended as ...,``), up to
    the first finite verb outside parentheses."""
    start = 0
    depth = 0
    for index, token in enumerate(tokens[:25]):
        dated = 0 < index < len(tokens) - 1 and tokens[index + 1].isdigit() and (
            tokens[index - 1].isdigit()
        )  # "Feb. 9, 2020": no phrase ends inside a date
        if token == "," and depth == 0 and not dated:
            before = tokens[start:index]
            first = before[0].lower() if before else ""
            participle = len(first) > 4 and first.endswith(("ly", "ing", "ed")) and _english(first)
            finite = any(w.lower() in _AUX or w.lower() in _MODALS for w in before)
            if (first in _OPENERS or participle or first in _MADE) and not finite:
                start = index + 1
            break
        depth += (token == "(") - (token == ")")
    depth = 0
    for index in range(start + 1, len(tokens)):
        token = tokens[index]
        depth += (token == "(") - (token == ")")
        attributive = tokens[index - 1].lower() in _DETERMINERS  # "The expanded Frankish state"
        if depth == 0 and token[:1].islower() and not attributive and (
            is_finite_verb(token) or token in _AUX or token in _MODALS
        ):
            return start, index
    return start, min(len(tokens), start + 4)


_OPENERS = frozenset(
    """in on at after before during since until following despite with by from for as when
    while once last earlier later two three four five several hours days weeks months years
    according under over between among amid""".split()  # noqa: SIM905
)
_MADE = frozenset({"made", "shot", "built", "born", "known", "written", "given", "set"})
"""Irregular participles that open a fronted phrase (``Made in 1964, ...``)."""
_AUX = frozenset(
    """is are was were has have had will would can could may might must should do does did
    said says""".split()  # noqa: SIM905
)


def _named_subject(tokens: list[str], page: PageNames) -> bool:
    """The subject is a name (or the page's entity), or a description its own words
    identify: a name's possessive (``NASA's plans``), an ``of``/``like`` phrase with a name
    (``The administration of US President Donald Trump``), or ``the`` with a name among its
    modifiers (``The 2013 New Zealand census``). A bare noun with a name only as its
    modifier is a kind, like ``Whale experts`` with no name: it stands alone when a name
    after the verb carries the claim or the claim is timeless (``_generic``); ``Regular
    European pricing will start at ...`` and ``Health care providers have protested ...``
    do not."""
    start, end = _subject_end(tokens)
    subject = tokens[start:end]
    if page.entity and page.entity.split()[0] in subject:
        return True
    named = [page.proper(word, initial=start + index == 0) or word == "Qq"
             for index, word in enumerate(subject)]  # fmt: skip
    if any(named) and _identified_head(subject, named):
        return True
    kind = bool(subject) and subject[-1].endswith("s") and subject[0].lower() not in _DETERMINERS
    if [w.lower() for w in subject] == ["there"] or kind or any(named):
        return any(page.proper(w, initial=False) for w in tokens[end:]) or _generic(tokens)
    return False


def _generic(tokens: list[str]) -> bool:
    """A timeless statement about a kind (``A Hermitian matrix has real eigenvalues``): its
    main verb is a present ``be``/``have`` or a present simple, with no tense, modal or
    progressive that ties it to a time (``Regular European pricing will start ...``,
    ``Israeli courts have declared ...``)."""
    text = " ".join(tokens)
    if _past_event(tokens) or _modal(tokens) or time_dependent(text, dated=True, present=False):
        return False
    _, end = _subject_end(tokens)
    verb = tokens[end].lower() if end < len(tokens) else ""
    after = tokens[end + 1].lower() if end + 1 < len(tokens) else ""
    if verb in ("is", "are") and after.endswith(("ed", "en", "wn")):
        return False  # "Settlements are seen as ...": a view someone holds, not a kind's trait
    return verb in ("is", "are", "has", "have") or (verb.endswith("s") and verb not in _AUX)


def _identified_head(subject: list[str], named: list[bool]) -> bool:
    """The subject's head (its last word before a preposition, a comma or a parenthesis)
    is a name, or its modifiers identify it (see ``_named_subject``)."""
    cut = next((i for i, w in enumerate(subject) if i > 0 and (
        w.lower() in _RESTRICTORS or w.lower() == "like" or w in (",", "(", "-"))), len(subject))
    head = cut - 1
    while head > 0 and subject[head] in ("'", "\u2019", "s") and subject[head - 1] != "'":
        head -= 1  # "NASA's": the possessive marker
    model = any(c.isdigit() for c in subject[head]) and named[head - 1 if head else 0]
    if named[head] or model:  # "Benjamin Netanyahu", "the Boeing 737"
        return True
    if any(named[i] and (subject[i].endswith(("'s", "\u2019s")) or (
            i + 1 < len(subject) and subject[i + 1] in ("'", "\u2019"))) for i in range(cut)):
        return True  # "NASA's plans", "Southern California's state fire agency"
    if cut < len(subject) and any(named[cut:]) and subject[cut] not in ("(", "-"):
        return True  # "The administration of US President Donald Trump", "A spinoff, 'X',"
    return subject[0].lower() == "the" and any(named[1:cut])  # "The French foreign ministry"


_DETERMINERS = frozenset(
    """the a an this that these those some many several most all both each every any no
    his her its their our my your other such""".split()  # noqa: SIM905
)


def _description_identified(tokens: list[str], index: int, page: PageNames) -> bool:
    """Whether the ``the`` at ``index`` opens a phrase that identifies its referent."""
    phrase: list[str] = []
    end = index + 1
    while end < len(tokens) and len(phrase) < 8:
        token = tokens[end]
        low = token.lower()
        if token == "-" and phrase:
            end += 1
            continue  # "the great- granddaughter" (a spaced hyphen)
        if token in ("'", "\u2019"):
            end += 1
            if end < len(tokens) and tokens[end] == "s":
                end += 1  # "the men's coxed four event": a possessive inside the description
            continue  # "the early '80s"
        if low in ("and", "or") and phrase and end + 1 < len(tokens) and (
            re.match(r"\w", tokens[end + 1]) and tokens[end + 1].lower() not in _BOUNDARY
        ):
            phrase.append(low)
            end += 1
            continue  # "the capital and largest city of", "the names and addresses of"
        if token == "qq":  # 'the "bloodwort family"', 'coined the term "feminist art"'
            if not phrase or phrase[-1].lower() in _NAMING:
                return True
            break  # 'the delay "as a U.S. policy problem ..."': speech, no name of the delay
        if not re.match(r"[\w$]", token) or low in _BOUNDARY:
            break
        if phrase and token[:1].islower() and is_finite_verb(token) and not token.endswith("s"):
            break
        phrase.append(token)
        end += 1
    if not phrase:
        return True
    ranked = ranking(phrase)  # "the 10th highest-paid CEO": of which ranking?
    if not ranked and any(any(c.isupper() or c.isdigit() for c in w) or "$" in w for w in phrase):
        return True
    if not ranked and any(_SUPERLATIVE_RX.match(w.lower()) or w.lower() in _COUNTS
                          for w in phrase):  # fmt: skip
        return True  # "the only vehicle", "the third quarter", "the two states"
    if phrase[-1].lower() in _UNIQUE:
        return True
    after = tokens[end].lower() if end < len(tokens) else ""
    if after in _RELATIVES or (after and after in _PERSON_PRONOUNS | _THEY_PRONOUNS | {"it"}):
        return True  # "the cash he received", "the APIs that ..."
    # "the annexation of West Bank settlements", "the technique of past life regression": an
    # of-phrase restricts (a description inside it is checked on its own); another phrase
    # restricts when it names something
    following = tokens[end + 1 : end + 7]
    if after == "to" and following and "VERB" in getAllLemmas(following[0]):
        return True  # "the freedom to preach ...": an infinitival restriction
    if after == "of":
        return bool(following) and bool(re.match(r"[\w$]", following[0]))
    return after in _RESTRICTORS and any(
        (ranked and w.lower() in WIDE) or page.proper(w, initial=False)
        or (any(c.isdigit() for c in w) and not _YEAR_RX.fullmatch(w))
        for w in following
    )  # "the mood in Beijing", not "the deal in 2019" (a time of the verb)


_NAMING = frozenset(
    """term terms phrase word words name nickname slogan motto title label expression
    catchphrase moniker tagline""".split()  # noqa: SIM905
)
"""Nouns a quotation right after names (``coined the term "feminist art"``)."""


def _pronoun_bound(tokens: list[str], index: int, page: PageNames) -> bool:
    """Whether the pronoun at ``index`` follows a name it can stand for."""
    low = tokens[index].lower()
    possessive = low in ("his", "her", "its", "their")
    before = tokens if possessive else tokens[:index]  # "In his Pro Bowl season, Keith Bostic"
    names = [w for i, w in enumerate(before) if i != index and page.proper(w, initial=i == 0)]
    if low in _PERSON_PRONOUNS:  # "Muggsy Bogues ... his", not "Halcyon ... her"
        return any(given_name(w) or page.surname(w) or not _english(w) for w in names)
    persons = [w for i, w in enumerate(before[:-1]) if i != index and w in names and (
        given_name(w) or page.surname(w) or page.surname(before[i + 1]))]  # "Saeb Erekat"
    persons += [w for w in before[-1:] if w in names and page.surname(w)]
    described = any(w.lower() in ("a", "an", "the") for w in tokens[: index - 1]) or (
        low in _THEY_PRONOUNS and any(_plural(w) for w in tokens[:index])
    )  # "Islamist politicians have acknowledged that they ..."
    return len(persons) < len(names) or described  # "Boeing ... its", "a corporation ... it"


def _plural(word: str) -> bool:
    """``word`` is a lower-case plural noun (``politicians``), an antecedent for ``they``."""
    if not word.islower() or not word.endswith("s") or word.endswith("ss") or len(word) < 4:
        return False
    return "NOUN" in getAllLemmas(word) and word not in _AUX


def _short_name(tokens: list[str], claim: str, page: PageNames) -> bool:
    for match in _HONORIFIC_RX.finditer(claim):
        before = claim[: match.start()].rstrip().rsplit(" ", 1)[-1]
        named = not match.group("owner") and re.match(r"\s+[A-Z]", claim[match.end() :])
        titled = before == "and" or (before[:1].isupper() and match.start() > len(before) + 1)
        if not named and not titled:  # "The Law and Mr Lee": a title
            return True  # "Mr. Trump said", not "The Law and Mr Lee" (a title)
    return bool(_lone_surnames(tokens, claim, page))


def _lone_surnames(tokens: list[str], claim: str, page: PageNames) -> list[str]:
    """The page persons' last names that stand alone in ``claim``."""
    lone: list[str] = []
    for index, word in enumerate(tokens):
        name = word.removesuffix("'s").removesuffix("\u2019s").rstrip("'\u2019")
        if not _NAME_RX.fullmatch(name) or not page.surname(name):
            continue
        previous = tokens[index - 1] if index else ""
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        first = previous != "Qq" and page.proper(previous, initial=index == 1)
        if _NAME_RX.match(previous) and previous.lower() not in _FUNCTION and first:
            continue  # "Benjamin Netanyahu", not "Hosting Cook" nor '"is our dream," Benioff'

        if (previous.lower() in ("the", "of") or previous in (".", "-", ")", "[")
                or following == "of" or _NAME_RX.fullmatch(following)
                or re.fullmatch(r"[IVX]+", following)):  # fmt: skip
            continue  # "the Hornets", "Duke of Oświęcim", "J. Smith", "Jan III", "Ripley's X"
        if re.search(rf"\b[A-Z][\w.'\u2019-]*\s+{re.escape(name)}\b", claim):
            continue  # "directed by Lloyd Kaufman from a screenplay by Kaufman"
        lone.append(name)
    return lone


def complete_names(claim: str, page: PageNames, before: str) -> str:
    """``claim`` with each lone last name of a page person written whole, when the text
    ``before`` the claim's sentence names exactly one such person (``Coulter's second
    studio album`` -> ``Ricki-Lee Coulter's second studio album``); else as it was. A word
    that also opens another name (``Kaiser Shipyards``) or names the page's entity is left
    alone: it may be the thing, not the person."""
    for name in dict.fromkeys(_lone_surnames(_tokens(claim), claim, page)):
        fulls = {m.group(1) for m in re.finditer(
            rf"\b((?:[A-Z][\w'\u2019-]+\s+)(?:[A-Z]\.\s+)?{re.escape(name)})\b(?![\w-])", before)
            if _full_name(m.group(1))}  # fmt: skip
        other = re.search(rf"\b{re.escape(name)}\s+[A-Z][a-z]", page.text)  # "Kaiser Shipyards"
        if len(fulls) != 1 or other or (page.entity and name in page.entity.split()):
            continue
        full = fulls.pop()

        def whole(match: re.Match[str], full: str = full, text: str = claim) -> str:
            previous = re.search(r"(\S+)\s+$", text[: match.start()])
            named = previous is not None and _NAME_RX.match(previous.group(1)) is not None
            return match.group() if named else full  # "Ricki-Lee Coulter" stays

        claim = re.sub(rf"(?<![\w.-]){re.escape(name)}\b(?![\w-])", whole, claim)
    return claim


def _full_name(name: str) -> bool:
    first = name.split()[0]
    last = name.split()[-1]
    if first.lower() in _FUNCTION:
        return False
    return given_name(first) or not (_english(first) or _english(last))


def identification_reason(claim: str, page: PageNames) -> IdentifyReason | None:
    """Why ``claim`` cannot show that it stands alone (module docstring), or ``None``."""
    if _FURNITURE_RX.search(claim):
        return "page_furniture"
    tokens = _tokens(claim)
    if not _named_subject(tokens, page):
        return "unnamed_subject"
    if _short_name(tokens, claim, page):
        return "short_name"
    if page.dated and _part_name(tokens, claim, page):
        return "part_name"  # "The Sportback 50 ..." where the page says "Audi e-tron Sportback 50"
    for index, token in enumerate(tokens):
        low = token.lower()
        if low == "the" and not _description_identified(tokens, index, page):
            return "unidentified_description"
        if low == "such" and index + 1 < len(tokens) and tokens[index + 1][:1].islower() and (
            tokens[index + 1] not in ("as", "a", "an")
        ):
            return "unidentified_description"  # "such fatalism": the one the page told of
        if low in ("that", "this", "these", "those") and 0 < index < len(tokens) - 1 and (
            tokens[index - 1].lower() in _RESTRICTORS and tokens[index + 1][:1].islower()
        ):
            return "unidentified_description"  # "the benchmark of that ambition"
        capitalised = index > 0 and token[:1].isupper()  # "I Think They Call Him John"
        if not capitalised and (low in _PERSON_PRONOUNS | _IT_PRONOUNS | _THEY_PRONOUNS) and (
            not _pronoun_bound(tokens, index, page)
        ):
            return "unbound_pronoun"
    if bare_rank(_ANCHOR_RX.sub("", claim)):
        return "unidentified_description"  # "ranked 17th among movie actors": in what?
    if page.dated and not _YEAR_RX.search(claim) and not _ANCHOR_RX.search(claim) and (
        _past_event(tokens) or time_dependent(claim, dated=True) or _modal(tokens)
    ):
        return "undated_event"
    if page.dated and not _specific(tokens, page):
        return "unspecific"
    return None


def _part_name(tokens: list[str], claim: str, page: PageNames) -> bool:
    start, end = _subject_end(tokens)

    def proper(word: str, initial: bool) -> bool:
        return page.proper(word, initial=initial)

    return part_name(claim, tokens[start:end], page.text, proper) is not None


def _specific(tokens: list[str], page: PageNames) -> bool:
    """The claim relates two specific things: two names, or a name and a number or a date
    of its own (its page-date anchor is not counted). ``The Sabres have been playing
    awfully``, ``NASA's plans depend on getting sufficient funding``: one name and a
    judgement, nothing a reader could look up."""
    names: set[str] = set()
    for index, word in enumerate(tokens):
        if word in ("Qq", "qq") or page.proper(word, initial=index == 0):
            previous = tokens[index - 1] if index else ""
            joined = previous[:1].isupper() and previous.lower() not in _FUNCTION
            names.add(f"{index}" if not joined else f"{index - 1}")  # one multi-word name
    numbers = any(any(c.isdigit() for c in w) for w in tokens)
    return len(names) >= 2 or (len(names) == 1 and numbers)


def _modal(tokens: list[str]) -> bool:
    """The claim's main verb is a modal (``could be a game-time decision``): a forecast or
    a possibility of the page's own time."""
    _, end = _subject_end(tokens)
    return end < len(tokens) and tokens[end].lower() in _MODALS


_MODALS = frozenset({"will", "would", "could", "may", "might", "should", "can"})


def _past_event(tokens: list[str]) -> bool:
    """The claim's first verb outside its subject is a simple past (``announced``)."""
    _, end = _subject_end(tokens)
    verb = tokens[end].lower() if end < len(tokens) else ""
    return bool(_PAST_RX.match(verb)) and verb not in ("used", "based", "called", "named")
