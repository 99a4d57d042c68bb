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
  a time-dependent state (``timed_states.time_dependent``) or a modal (``could be``) carries a
  year or its ``(reported ...)``/``(as of ...)`` anchor (``timed_states.anchor_state``);
- **something to check** (``unspecific``): on a page that tells of its own time, the claim
  relates two names, or a name and a number or date (an evidence triple's subject and
  value), not one name and a judgement (``The Sabres have been playing awfully``);
- **content, not furniture** (``page_furniture``): a credit line (``X contributed
  reporting``) or a no-comment line says nothing about the world.

The subject is read in ``named_subjects``, the page's names in ``page_names``, lone last names
in ``surnames``; ``datelines.strip_dateline`` cuts a wire dateline (``LOS ANGELES (AP) —``).
"""

from __future__ import annotations

import re
from typing import Literal

from lemminflect import getAllLemmas

from shared.claims.named_subjects import (
    ANCHOR_RX,
    AUX,
    RESTRICTORS,
    claim_tokens,
    modal_verb,
    named_subject,
    past_verb,
    subject_end,
)
from shared.claims.page_names import FUNCTION_WORDS, PageNames, english
from shared.claims.part_names import part_name
from shared.claims.persons import given_name
from shared.claims.rankings import WIDE, bare_rank, ranking
from shared.claims.surnames import short_name
from shared.claims.timed_states import time_dependent
from shared.claims.verbs import is_finite_verb
from shared.text.ordinals import ordinal_alternation

__all__ = ["IdentifyReason", "identification_reason"]

IdentifyReason = Literal[
    "unnamed_subject", "unidentified_description", "unbound_pronoun", "short_name",
    "undated_event", "unspecific", "page_furniture", "part_name",
]  # fmt: skip


_FURNITURE_RX = re.compile(
    r"\bcontributed (?:reporting|to (?:this|the) (?:report|story|article))\b|"
    r"\b(?:did not|didn['\u2019]t) (?:immediately )?(?:respond|reply|return)\b.{0,40}\b"
    r"(?:request|comment|call|email|message)",
    re.IGNORECASE,
)

_YEAR_RX = re.compile(
    r"\b(?:1[0-9]\d\d|20\d\d)s?\b|\b\d{1,2}(?:st|nd|rd|th)[\s-]+century\b|"
    r"\b(?:sixteenth|seventeenth|eighteenth|nineteenth|twentieth)[\s-]+century\b",
    re.IGNORECASE,
)

_BOUNDARY = frozenset(
    """of for in on at to from with between among about against by over under into within
    that which who whom whose where when as than behind around across near after before
    during since until like and or but said says is are was were has have had will would
    can could may might must should do does did""".split()  # noqa: SIM905
)
"""Words that end a ``the`` phrase: a preposition, a conjunction, a relative, a verb."""

_RELATIVES = frozenset({"that", "which", "who", "whom", "whose", "where", "when"})
_UNIQUE = frozenset(
    """world earth sun moon universe internet web atmosphere public past future rest
    majority minority environment climate weather""".split()  # noqa: SIM905
)
"""Nouns a ``the`` makes unique without a page (``the world``, ``the public``)."""
_SUPERLATIVE_RX = re.compile(
    r"^(?:most|least|best|worst|first|last|only|same|next|top|\w+est|(?:\w+-)?"
    rf"(?:{ordinal_alternation(12)}|\w+teenth|\w+tieth))$"
)
_COUNTS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
_PERSON_PRONOUNS = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself"})
_IT_PRONOUNS = frozenset({"it", "its", "itself"})
_THEY_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themselves"})

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
    return after in RESTRICTORS and any(
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
        return any(given_name(w) or page.surname(w) or not english(w) for w in names)
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
    return "NOUN" in getAllLemmas(word) and word not in AUX



def identification_reason(claim: str, page: PageNames) -> IdentifyReason | None:
    """Why ``claim`` cannot show that it stands alone (module docstring), or ``None``."""
    if _FURNITURE_RX.search(claim):
        return "page_furniture"
    tokens = claim_tokens(claim)
    if not named_subject(tokens, page):
        return "unnamed_subject"
    if short_name(tokens, claim, page):
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
            tokens[index - 1].lower() in RESTRICTORS and tokens[index + 1][:1].islower()
        ):
            return "unidentified_description"  # "the benchmark of that ambition"
        capitalised = index > 0 and token[:1].isupper()  # "I Think They Call Him John"
        if not capitalised and (low in _PERSON_PRONOUNS | _IT_PRONOUNS | _THEY_PRONOUNS) and (
            not _pronoun_bound(tokens, index, page)
        ):
            return "unbound_pronoun"
    if bare_rank(ANCHOR_RX.sub("", claim)):
        return "unidentified_description"  # "ranked 17th among movie actors": in what?
    if page.dated and not _YEAR_RX.search(claim) and not ANCHOR_RX.search(claim) and (
        past_verb(tokens) or time_dependent(claim, dated=True) or modal_verb(tokens)
    ):
        return "undated_event"
    if page.dated and not _specific(tokens, page):
        return "unspecific"
    return None


def _part_name(tokens: list[str], claim: str, page: PageNames) -> bool:
    start, end = subject_end(tokens)

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
            joined = previous[:1].isupper() and previous.lower() not in FUNCTION_WORDS
            names.add(f"{index}" if not joined else f"{index - 1}")  # one multi-word name
    numbers = any(any(c.isdigit() for c in w) for w in tokens)
    return len(names) >= 2 or (len(names) == 1 and numbers)
