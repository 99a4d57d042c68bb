"""Splitting a sentence that coordinates two facts into two claims, where that is safe.

Two shapes are split, at a top-level ``and`` / ``, and`` / ``;`` (not inside brackets or
quotes):

- shared subject, second verb phrase: ``DiCaprio founded Appian Way in 2004 and won an Oscar
  in 2016`` -> ``DiCaprio founded Appian Way in 2004.`` + ``DiCaprio won an Oscar in 2016.``
  (the word after ``and`` must be a known verb or a past tense, so ``commercials and
  educational films`` is never split);
- a second clause with its own pronoun subject: ``He earned $2.5 million in 1997 and his pay
  increased to $20 million`` -> ``... in 1997.`` + ``His pay increased to $20 million.``,
  whose pronoun the caller then resolves.

Both halves need at least four words and the first half's subject must be found (the words
before its first verb, after any leading ``In 2004,`` phrase). Anything else stays whole.
"""

from __future__ import annotations

import re

__all__ = ["VERBS", "split_coordinated", "subject_of"]

VERBS: frozenset[str] = frozenset(
    """is are was were has have had will would can could does did became becomes become won
    wins made makes started starts founded founds established establishes announced
    announces said says signed signs moved moves bought buys sold sells paid pays earned
    earns received receives joined joins left leaves led leads launched launches opened
    opens closed closes named names married marries died dies plays played starred stars
    directed directs produced produces wrote writes released releases acquired acquires owns
    owned employs employed reported reports ranked ranks grew grows rose rises fell falls
    reached reaches raised raises lost loses gave gives took takes began begins served
    serves remained remains returned returns worked works lived lives studied studies
    graduated spent spends built builds created creates developed develops designed designs
    runs ran sued sues agreed agrees plans planned expects expected holds held includes
    included operates operated speaks spoke turned turns helped helps blocked blocks
    appeared appears portrayed portrays hosted hosts attended attends used uses declined
    declines confirmed confirms denied denies debuted debuts cost costs laid lays""".split()  # noqa: SIM905
)
"""Finite verbs that can start a coordinated verb phrase or mark the end of a subject."""

_NOT_VERBS_ED = frozenset({"red", "bed", "need", "hundred", "seed", "feed", "speed", "steed",
                           "shed", "wed", "sled", "deed", "breed", "united", "based"})  # fmt: skip
_SUBJECT_PRONOUN_RX = re.compile(r"(?:he|she|it|they|his|her|its|their)\s+[a-z]", re.IGNORECASE)
_JOIN_RX = re.compile(r",?\s+and\s+|;\s+")
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_MIN_WORDS = 4


def _is_verb(word: str) -> bool:
    low = word.lower()
    if low in VERBS:
        return True
    return low.endswith("ed") and len(low) > 4 and low not in _NOT_VERBS_ED and word.islower()


def _top_level(text: str, pos: int) -> bool:
    """Whether ``pos`` is outside brackets and quotes."""
    before = text[:pos]
    if before.count("(") > before.count(")") or before.count("[") > before.count("]"):
        return False
    return before.count('"') % 2 == 0 and before.count("\u201c") <= before.count("\u201d")


def subject_of(clause: str) -> str | None:
    """The words before the clause's first verb, minus a leading ``In 2004,`` phrase."""
    words = list(_WORD_RX.finditer(clause))
    for index, word in enumerate(words):
        if index > 0 and _is_verb(word.group()):
            subject = clause[: word.start()].strip()
            if "," in subject:
                subject = subject.rsplit(",", 1)[1].strip()
            if not subject or not subject[0].isupper() or len(subject.split()) > 6:
                return None
            return subject
    return None


_DANGLING = frozenset({"he", "she", "it", "they", "we", "the", "a", "an", "of", "to", "in",
                       "on", "at", "for", "with", "by", "from", "that", "which", "who",
                       "whom", "whose", "than", "as", "his", "her", "its", "their"})  # fmt: skip


def _clause(left: str, right: str) -> bool:
    """Whether ``right`` is a clause of its own: a verb within its first five words, and
    ``left`` does not end mid-phrase (``the strategies he and his company employ``)."""
    left_words = left.split()
    if not left_words or left_words[-1].lower().strip(",") in _DANGLING:
        return False
    return any(_is_verb(word) for word in _WORD_RX.findall(right)[1:5])


def _words(text: str) -> int:
    return len(_WORD_RX.findall(text))


def _sentence(text: str) -> str:
    text = text.strip().rstrip(",;")
    return text if text.endswith((".", "!", "?")) else f"{text}."


def split_coordinated(claim: str, *, max_parts: int = 3) -> list[str]:
    """``claim`` as one or more claims (see module docstring); never loses a part."""
    body = claim.strip()
    if max_parts <= 1:
        return [body]
    ending = body[-1] if body.endswith((".", "!")) else ""
    core = body[:-1] if ending else body
    for join in _JOIN_RX.finditer(core):
        left, right = core[: join.start()], core[join.end() :]
        if not _top_level(core, join.start()) or _words(left) < _MIN_WORDS:
            continue
        if _words(right) < _MIN_WORDS:
            continue
        subject = subject_of(left)
        if subject is None:
            continue
        first_right = _WORD_RX.match(right)
        if first_right is None:
            continue
        if _SUBJECT_PRONOUN_RX.match(right) and _clause(left, right):
            second = right[:1].upper() + right[1:]
        elif _is_verb(first_right.group()) and not join.group().startswith(";"):
            second = f"{subject} {right}"
        else:
            continue
        rest = split_coordinated(_sentence(second), max_parts=max_parts - 1)
        return [_sentence(left), *rest]
    return [body]
