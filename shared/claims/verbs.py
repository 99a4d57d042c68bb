"""The verb vocabulary the claim rules read clauses by: known finite verbs, past tenses and
participles (word lists, with ``lemminflect`` for the rest).

``is_finite_verb`` (a known finite verb or a past tense) marks where a subject ends and that
a sentence makes a statement; ``past_verb`` and ``opens_verb_phrase`` tell a second verb
phrase after ``and``; ``verb_groups`` counts a text's finite verbs.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

__all__ = [
    "AUXILIARIES", "FINITE_VERBS", "PARTICIPLES", "VERBS", "is_finite_verb", "is_verb",
    "opens_verb_phrase", "past_verb", "plain_noun", "told_past", "verb_groups",
]  # fmt: skip

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

FINITE_VERBS = frozenset(
    """went go goes drew draw hit hits include play compete consist consists contain contains
    cover covers lie lies lay stood stand stands came come comes saw see sees knew know grew
    flew fought wore ate rode sang sat shot struck swam threw told wrote began brought caught
    chose did drove fell felt found got heard hid kept meant met put read rose sent set
    shook showed shut slept sought spent split spread stole stuck swore taught tore thought
    understood woke wound withdrew represent represents serve belong belongs refer refers
    describe describes feature features follow follows border borders flow flows connect
    connects span spans stretch stretches mean means require requires allow allows provide
    provides offer offers produce produces mark marks host house houses comprise comprises
    involve involves depend depends differ differs vary varies exist exists occur occurs
    happen happens seem seems appear become tell tells show shows get gets make take give
    know knows think thinks want wants need needs use find finds feel feels leave keep
    keeps let lets begin help talk talks turn start move live believe believes bring brings
    write sit lose pay meet continue continues learn learns change changes lead understand
    watch stop stops create speak read spend grow open walk walks win offer remember
    consider considers buy wait die send expect build stay fall cut reach kill raise pass
    passes sell decide decides pull pulls remain return work serves stars star regard regards hold
    elicit elicits collapsed""".split()  # noqa: SIM905
)
"""Finite verbs (irregular pasts, plain presents) beyond ``VERBS``: they end a subject and
make a sentence a statement, but are too often nouns to split at (``the development and
use of``)."""


_NOT_VERBS_ED = frozenset({"red", "bed", "need", "hundred", "seed", "feed", "speed", "steed",
                           "shed", "wed", "sled", "deed", "breed", "united", "based"})  # fmt: skip

_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")

def is_verb(word: str) -> bool:
    low = word.lower()
    if low in VERBS:
        return True
    return low.endswith("ed") and len(low) > 4 and low not in _NOT_VERBS_ED and word.islower()


def is_finite_verb(word: str) -> bool:
    """``word`` is a known finite verb (``VERBS``, ``FINITE_VERBS``) or a past tense."""
    return is_verb(word) or word.lower() in FINITE_VERBS


def told_past(word: str) -> bool:
    """``word`` is a lower-case past tense by ``lemminflect`` (``fled``, ``struck``)."""
    if not word.islower():
        return False
    return any(word in getInflection(lemma, "VBD") for lemma in getAllLemmas(word).get("VERB", ()))


def plain_noun(word: str) -> bool:
    """``word`` is a noun in ``lemminflect``'s lexicon and no finite verb (``oil``)."""
    return "NOUN" in getAllLemmas(word.lower()) and not is_finite_verb(word)


PARTICIPLES: frozenset[str] = frozenset(
    """written born known given taken shown seen drawn grown thrown chosen spoken broken
    driven ridden hidden sung begun done gone worn torn sworn beaten eaten fallen forgotten
    frozen stolen proven built sold held led made paid won lost bought brought taught
    caught thought found left kept sent spent told hit set put cut run""".split()  # noqa: SIM905
)
"""Past participles that do not end in ``-ed``."""


AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "have", "had", "been"})

_IRREGULAR_PASTS = frozenset(
    """was were had did became won made said sold paid left led took gave began grew rose
    fell ran spent built held lost joined earned bought went came saw knew wrote drew flew
    fought sang struck taught brought caught found got kept sent told withdrew""".split()  # noqa: SIM905
)

def opens_verb_phrase(word: str) -> bool:
    """``word`` is a finite verb (``is_finite_verb``) or a lower-case past tense no noun
    shares (``undertook``, ``oversaw``: ``lemminflect``'s ``VBD`` of its lemma)."""
    if is_finite_verb(word):
        return True
    lemmas = getAllLemmas(word) if word.islower() else {}
    return "NOUN" not in lemmas and any(
        word in getInflection(lemma, "VBD") and word not in getInflection(lemma, "VBN")
        for lemma in lemmas.get("VERB", ())
    )


def past_verb(word: str) -> bool:
    """``word`` is a lower-case past tense (``died``, ``grew``): after ``and`` it opens a
    second verb phrase, not a list's last item (``born in Faversham, Kent, and died in
    ...``)."""
    if not word.islower():
        return False
    return word in _IRREGULAR_PASTS or (word.endswith("ed") and is_verb(word))


def verb_groups(text: str) -> int:
    """Finite verbs of ``text`` not right after an auxiliary (``were founded`` is one): more
    than one shows a second clause (``X relocated ... and became ..., Y relocated ...``)."""
    words = _WORD_RX.findall(text)
    return sum(is_finite_verb(w) and (i == 0 or words[i - 1].lower() not in AUXILIARIES)
               for i, w in enumerate(words))  # fmt: skip
