"""Clauses of a sentence as the splitter reads them: a clause's subject, whether a second
conjunct is a clause of its own, whether the first reports speech.

``subject_of`` gives the words before a clause's first verb; ``own_clause`` tells a second
clause with a subject of its own (``..., and U.S. stocks fell``); ``reported_clause`` a
first clause that reports what someone said or found (``Police said the suspect fled``).
"""

from __future__ import annotations

import re

from shared.claims.verbs import (
    FINITE_VERBS,
    is_finite_verb,
    is_verb,
    plain_noun,
    told_past,
    verb_groups,
)

__all__ = [
    "ADVERBS", "DANGLING", "SECOND_REPORT_RX", "own_clause", "reported_clause", "subject_of",
    "top_level",
]  # fmt: skip

_SUBJECT_ENDS = FINITE_VERBS - {"stars", "star", "marks", "features", "houses", "spans", "works",
                                "set", "cut", "read", "lead", "show", "play", "house", "mark"}

_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")

def top_level(text: str, pos: int) -> bool:
    """Whether ``pos`` is outside brackets and quotes."""
    before = text[:pos]
    if before.count("(") > before.count(")") or before.count("[") > before.count("]"):
        return False
    return before.count('"') % 2 == 0 and before.count("\u201c") <= before.count("\u201d")


_PARENTHETICAL_RX = re.compile(
    r",\s*(?:meanwhile|however|though|too|also|in turn|for example|for instance|by contrast|"
    r"in contrast|instead|in fact|of course|in particular),?$",
    re.IGNORECASE,
)


def subject_of(clause: str) -> str | None:
    """The words before the clause's first verb, minus a leading ``In 2004,`` phrase."""
    words = list(_WORD_RX.finditer(clause))
    for index, word in enumerate(words):
        capital = word.group()[:1].isupper()  # "The Center for Middle Eastern Studies has"
        if index > 0 and not capital and (
            is_verb(word.group()) or word.group().lower() in _SUBJECT_ENDS
        ):
            if clause[word.end() : word.end() + 4] == " of ":
                continue  # "The total cost of ...": a noun
            subject = clause[: word.start()].strip()
            subject = _PARENTHETICAL_RX.sub("", subject)  # "The PS4 Pro, meanwhile,"
            if "," in subject:
                subject = subject.rsplit(",", 1)[1].strip()
            if not subject or not subject[0].isupper() or len(subject.split()) > 6:
                return None
            return subject
    return None



DANGLING = frozenset({"he", "she", "it", "they", "we", "the", "a", "an", "of", "to", "in",
                       "on", "at", "for", "with", "by", "from", "that", "which", "who",
                       "whom", "whose", "than", "as", "his", "her", "its", "their"})  # fmt: skip

_NOT_JOINED_RX = re.compile(
    r"\b(?:between|both|either|neither|whether|such as|including)\b(?:\s+\S+){0,4}$|-$"
)
"""``between 1990 and ...``, ``both A and ...``, ``musicians such as A and ...``, ``Pulitzer
Prize- and Tony-winning``: the ``and`` joins two items, not clauses."""
_ATTRIBUTED_RX = re.compile(
    r"\baccording to\b|,\s+(?:[\w.'\u2019-]+\s+){0,6}(?:said|says|reported|reports|told|"
    r"announced|added|noted|wrote)\b[^,]*\.?$"
)
"""An attribution of the whole sentence (``according to police``, ``..., officials said.``):
both clauses are the source's, so neither may stand as a bare fact."""
_SPEECH_RX = re.compile(
    r"\b(?:said|says|say|told|tells|announced|reported|reports|added|noted|stated|claimed|"
    r"claims|argued|argues|explained|wrote|writes|believes?|believed|thinks?|thought|"
    r"suggested|suggests|warned|warns|insisted|found|finds|showed|shows|estimated|estimates|"
    r"predicted|predicts|expects?|expected|hopes?|hoped|fears?|feared|acknowledged|admitted|"
    r"conceded|confirmed|denied|alleged|alleges|testified|ruled|concluded|agreed)\b"
)
"""A verb of speech, thought or finding in the first clause: what follows ``and`` may be
part of what was said (``Yellen said inflation rose and the dollar fell``), never split off
as a bare fact."""


def own_clause(left: str, right: str) -> bool:
    """``right`` is a clause with a subject of its own (``Yields ... hit their highest levels
    ... and U.S. stocks fell in choppy action``; ``..., and oil prices also declined``): it
    opens with a capital, a number or an article, a finite verb follows within five words
    (past adverbs), and ``left`` is a clause itself, not reported speech (``Yellen said X
    rose and Y fell``: both are hers), not attributed as a whole and not a pair (``between
    A and B``). Never the last of a list of clauses (``_listed_clause``), a clause that
    points back into ``left`` (``_points_back``), a name followed by a comma (``starring A
    and Trudy Marshall, directed by ...``) or a subject with a relative clause (``the U-17
    and U-20 teams that featured in ...``, ``and Facebook application produced by Ludia``):
    each is no fact of its own."""
    tokens = right.split()
    if (len(tokens) < 3 or _SPEECH_RX.search(left) or _NOT_JOINED_RX.search(left)
            or _ATTRIBUTED_RX.search(left) or _ATTRIBUTED_RX.search(right)
            or left.split()[-1].lower().strip(",") in DANGLING
            or verb_groups(left) < 1):  # fmt: skip
        return False
    first = tokens[0]
    if not (first[:1].isupper() or first[:1].isdigit() or first.lower() in ("the", "a", "an")):
        return False  # "and lambda owners have ...": a bare noun may still be the object's
    if _listed_clause(left) or _points_back(left, right):
        return False
    for token in tokens[1:6]:
        word = token.strip(",.;:\"'\u201c\u201d")
        if "," in token or not word:
            return False  # "and Trudy Marshall, directed by ...": a name, then a phrase
        if word.lower() in ADVERBS:
            continue
        if word.lower() in _RELATIVE_WORDS:
            return False  # "and U-20 teams that featured in ...": a relative clause, no verb
        if word.islower() and is_finite_verb(word) and word not in DANGLING:
            return not _by_after(right, word)  # "and Facebook application produced by X"
        if not (word[:1].isupper() or word[:1].isdigit() or plain_noun(word)):
            return False  # "Status Controller (HSC) and then returns": no subject's word
    return False


_RELATIVE_WORDS = frozenset({"that", "which", "who", "whom", "whose"})


def _by_after(right: str, verb: str) -> bool:
    """``verb`` is a past participle with its agent or complement (``application produced
    by Ludia``, ``band composed of Clem Burke``): a phrase on the noun before it, not the
    clause's finite verb."""
    agent = re.search(rf"\b{re.escape(verb)}\s+(?:by|of)\b", right)
    return verb.endswith("ed") and agent is not None


def _listed_clause(left: str) -> bool:
    """``left`` ends with a clause after a comma (``A advertised 33 journals, B advertised
    5 journals, and C ...``): the ``and`` closes a list of clauses whose last phrase (``for
    the year 1941``) may belong to all of them, so none is split off."""
    comma = left.rfind(", ")
    if comma < 0 or not top_level(left, comma):
        return False
    tail = left[comma + 2 :].split()
    return (
        len(tail) >= 3
        and any(w.islower() and is_finite_verb(w) and w not in DANGLING for w in tail[1:5])
        and (tail[0][:1].isupper() or tail[0].lower() in ("the", "a", "an"))
    )


_BARE_THE_RX = re.compile(r"^The\s+[a-z]")
_THE_NAME_RX = re.compile(r"\b[Tt]he\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)")


def _points_back(left: str, right: str) -> bool:
    """``right`` reads only with ``left``: its ``the`` names the tail of a longer name in
    ``left`` (``... Varsity Blind Tasting Match ... and Pol Roger has sponsored the Match``;
    ``the Deputy Premier`` after ``The Deputy Premiership`` is a name of its own), or both open
    on a description the page resolves (``The school has 260 pupils and the Head Master``)."""
    if _BARE_THE_RX.match(left) and right.lower().startswith("the "):
        return True
    for found in _THE_NAME_RX.finditer(right):
        name = found.group(1)
        if name[:1].isupper() and re.search(rf"[A-Z][\w-]*\s+{re.escape(name)}\b", left):
            return True
    return False


SECOND_REPORT_RX = re.compile(
    r"(?:he|she|they)\s+(?:also\s+|later\s+)?(?:said|says|noted|notes|added|adds|told|"
    r"wrote|warned|argued|stated|explained)\b"
)
"""``..., and he noted that ...``: the speaker's second statement, a report of its own."""


def reported_clause(left: str) -> bool:
    """``left`` reports a clause after a verb of speech or finding (``Police said the suspect
    fled the scene``: a finite verb after ``said``): what follows ``and`` may continue the
    report, or its verb belong to the reported subject, so the sentence is not split. A speech
    verb with a plain object (``NASA announced the mission in 2010``) reports no clause."""
    for match in _SPEECH_RX.finditer(left):
        if any(is_finite_verb(w) or told_past(w) for w in _WORD_RX.findall(left[match.end() :])):
            return True
    return False


ADVERBS = frozenset({"later", "then", "also", "subsequently", "eventually", "afterwards",
                      "finally", "briefly", "first", "soon", "again", "still"})
