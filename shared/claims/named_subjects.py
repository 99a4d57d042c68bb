"""A claim read as tokens, and whether its subject is named: the part of the positive
standalone test (``identified``) that finds the subject and its main verb.

``claim_tokens`` gives the claim's words with each quotation one placeholder; ``subject_end``
the subject's bounds; ``named_subject`` tells a subject that is a name or a description its
own words identify; ``modal_verb`` and ``past_verb`` read the main verb.
"""

from __future__ import annotations

import re

from shared.claims.page_names import PageNames, english
from shared.claims.timed_states import time_dependent
from shared.claims.verbs import is_finite_verb

__all__ = [
    "ANCHOR_RX", "AUX", "RESTRICTORS", "claim_tokens", "modal_verb", "named_subject",
    "past_verb", "subject_end",
]  # fmt: skip

_QUOTED_RX = re.compile(
    r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d|\u2018[^\u2018\u2019]*\u2019(?!\w)"
)
ANCHOR_RX = re.compile(r"\s*\((?:reported|as of) [^()]+\)(?=[.!]?$)")
_TOKEN_RX = re.compile(
    r"[\w\u00c0-\u024f$](?:[\w\u00c0-\u024f.'\u2019/$%-]*[\w\u00c0-\u024f$%])?|[^\s\w]"
)

RESTRICTORS = frozenset(
    """of for in on at from between among about against by over under into within to
    behind around across near with since until""".split()  # noqa: SIM905
)

_PAST_RX = re.compile(
    r"^(?:was|were|had|did|said|told|made|won|took|gave|came|went|found|left|led|paid|sold|"
    r"bought|brought|began|became|wrote|ran|met|saw|got|held|kept|lost|put|sent|spent|stood|"
    r"thought|knew|grew|fell|rose|struck|shot|built|drew|flew|fought|chose|drove|sat|spoke|"
    r"broke|threw|heard|meant|[a-z]{2,}ed)$"
)

def claim_tokens(claim: str) -> list[str]:
    """The claim's words, each quotation one placeholder: ``Qq`` for a quoted name or
    sentence, ``qq`` for a quoted phrase that opens in lower case (``viewed the delay "as a
    U.S. policy problem ..."``), a piece of speech that names nothing."""
    bare = ANCHOR_RX.sub("", _QUOTED_RX.sub(_placeholder, claim))
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


def subject_end(tokens: list[str]) -> tuple[int, int]:
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
            participle = len(first) > 4 and first.endswith(("ly", "ing", "ed")) and english(first)
            finite = any(w.lower() in AUX or w.lower() in _MODALS for w in before)
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
            is_finite_verb(token) or token in AUX or token in _MODALS
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
AUX = frozenset(
    """is are was were has have had will would can could may might must should do does did
    said says""".split()  # noqa: SIM905
)


def named_subject(tokens: list[str], page: PageNames) -> bool:
    """The subject is a name (or the page's entity), or a description its own words
    identify: a name's possessive (``NASA's plans``), an ``of``/``like`` phrase with a name
    (``The administration of US President Donald Trump``), or ``the`` with a name among its
    modifiers (``The 2013 New Zealand census``). A bare noun with a name only as its
    modifier is a kind, like ``Whale experts`` with no name: it stands alone when a name
    after the verb carries the claim or the claim is timeless (``_generic``); ``Regular
    European pricing will start at ...`` and ``Health care providers have protested ...``
    do not."""
    start, end = subject_end(tokens)
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
    if past_verb(tokens) or modal_verb(tokens) or time_dependent(text, dated=True, present=False):
        return False
    _, end = subject_end(tokens)
    verb = tokens[end].lower() if end < len(tokens) else ""
    after = tokens[end + 1].lower() if end + 1 < len(tokens) else ""
    if verb in ("is", "are") and after.endswith(("ed", "en", "wn")):
        return False  # "Settlements are seen as ...": a view someone holds, not a kind's trait
    return verb in ("is", "are", "has", "have") or (verb.endswith("s") and verb not in AUX)


def _identified_head(subject: list[str], named: list[bool]) -> bool:
    """The subject's head (its last word before a preposition, a comma or a parenthesis)
    is a name, or its modifiers identify it (see ``named_subject``)."""
    cut = next((i for i, w in enumerate(subject) if i > 0 and (
        w.lower() in RESTRICTORS or w.lower() == "like" or w in (",", "(", "-"))), len(subject))
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


def modal_verb(tokens: list[str]) -> bool:
    """The claim's main verb is a modal (``could be a game-time decision``): a forecast or
    a possibility of the page's own time."""
    _, end = subject_end(tokens)
    return end < len(tokens) and tokens[end].lower() in _MODALS


_MODALS = frozenset({"will", "would", "could", "may", "might", "should", "can"})


def past_verb(tokens: list[str]) -> bool:
    """The claim's first verb outside its subject is a simple past (``announced``)."""
    _, end = subject_end(tokens)
    verb = tokens[end].lower() if end < len(tokens) else ""
    return bool(_PAST_RX.match(verb)) and verb not in ("used", "based", "called", "named")
