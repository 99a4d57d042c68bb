"""Sentence frames that bundle two facts, and source text no claim can be read from.

Claims must hold one fact each, read as written. These shapes of language pass the
coordination splitter (``splitting``) whole, and each is a general class, not one page's
sentence:

- a gapped second complement with a phrase of its own (``The league was known as the NBDL
  from 2001 to 2005, and the NBA D-League from 2005 until 2017``; ``He was Grand Vizier
  ... from 1585 to 1586 and the Ottoman governor of Egypt from 1574 to 1580``; ``reached
  number one on the A chart and number 29 on the B chart``): the verb is left out after
  the first complement, so each complement with its phrase is a fact of its own, told
  with the shared subject and verb (``gapped_complements``);
- two predicate nouns of one copula (``X is a Norwegian chess grandmaster and the 2015
  Norwegian Chess Champion``, ``X is a 1995 American action film and the third in the
  series``): one claim each (``predicate_nouns``);
- a second predicate in the present after ``and`` that the splitter's verb lists do not
  know (``X plays as a striker for A, and captains the national team``; ``X is 1.88m and
  weighs 88 kg``): a state plus another state or an act, one claim each
  (``second_predicate``);
- a rhetorical frame asserting two things at once (``Not just the Sensex, even the Nifty
  has been rallying``; ``not only A but also B``): no split keeps the frame's sense, the
  claim is dropped as a compound (``rhetorical_frame``).

And text the source garbled (``garbled``): two bare counting words in a row (``scored just
three four times``: which number?) or a small word doubled (``the the``) is a typo the
claim would copy, so it states no definite fact; ``link_residue`` cuts a Wikipedia link
title glued after the sentence's own end by the source's text extraction (``... earned
All-American status in 1949 List of Oklahoma Sooners football All-Americans.``).

Each splitter returns ``[piece]`` when ``piece`` is not of its form; the parts it writes
repeat the subject and verb verbatim, the span stays the whole source sentence.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

from shared.claims.clauses import subject_of
from shared.claims.role_titles import HEADS
from shared.claims.verbs import is_finite_verb
from shared.text.numbers import CARDINAL_WORDS

__all__ = [
    "frame_parts",
    "gapped_complements",
    "garbled",
    "link_residue",
    "predicate_nouns",
    "rhetorical_frame",
    "second_predicate",
]

_SMALL_NUMBERS = "|".join(word for word, value in CARDINAL_WORDS.items() if 1 <= value <= 19)
_NUMBER_PAIR_RX = re.compile(
    rf"\b(?:{_SMALL_NUMBERS})\s+(?:{_SMALL_NUMBERS})\b"
    r"(?![-\u2010\u2011])",
    re.IGNORECASE,
)
"""Two counting words below twenty in a row (``three four times``): no English number is
written so (``twenty four``, ``three hundred`` are), so one of them is a typo. The second
word opening a compound adjective (``one three-year term``, ``five seven-inch singles``)
counts something else."""
_DOUBLED_RX = re.compile(
    r"\b(the|a|an|of|to|in|on|at|for|from|with|by|and|or|is|was|are|were|as|its|his|her|"
    r"their)\s+(?P<again>\1)\b",
    re.IGNORECASE,
)
"""A small word doubled (``the the``, ``to to``): a typo when its second copy is in lower
case (``The the``); a capitalised second copy opens a title (``starred in In Bruges``,
``the sequel to To Kill a Mockingbird``). Doubled names (``Duran Duran``) and ``had had`` /
``that that`` are English and not listed."""


_TEMPLATE_RX = re.compile(r"\(\(\d|--\)|\)\s*-\s*\(|==|[<>]=?\s*\(|\(\s*\)|[a-z)\"],[A-Z]")
"""What an unrendered wiki template leaves (``born on (1940--) 23, 1940 (age (2017)-(1940)-
((11)<(03)or ...)``): expression syntax no prose holds; or a comma run into the next
word (``"Ayşe" ),Turkish:``)."""
_CUT_AND_RX = re.compile(r"\band,\s+[^,]+\.$")
"""A claim that ends on ``and, <phrase>.`` (``became emperor at age 10 and, late in his
reign.``): the clause after the phrase was cut off."""


def garbled(claim: str) -> bool:
    """``claim`` copies a typo or markup of its source, or lost a part, so it states no
    definite fact (module docstring): two counting words in a row, a small word doubled,
    template syntax, no subject before its verb (``(February 6, 1895 - August 16, 1948)
    was an American ...``), a clause cut after ``and,``."""
    unquoted = re.sub(r"[\"\u201c][^\"\u201c\u201d]*[\"\u201d]", " Q ", claim)
    if _NUMBER_PAIR_RX.search(unquoted):
        return True
    if any(found.group("again").islower() for found in _DOUBLED_RX.finditer(unquoted)):
        return True
    if _TEMPLATE_RX.search(unquoted) or claim.startswith("("):
        return True
    cut = _CUT_AND_RX.search(unquoted)
    return cut is not None and not _verbal(cut.group(0)[4:])


_LIST_TITLE_RX = re.compile(
    r"(?P<before>[\w\u2019')\]]+)\s+(?:Lists?|Timeline)\s+of\s+[A-Z0-9][^;:!?]*?\.?$"
)
"""A Wikipedia list page's title (``List of ...``, ``Timeline of ...``) at the end of a
sentence, right after a word that does not call for it (not ``the``, ``a``, ``in``, ``see``:
``see List of ...`` names the list on purpose) and cannot go on into it: a year, a number
or a lower-case word. ``Index of``, ``Outline of``, ``Glossary of`` are left alone: they
end real names (``Princeton's Index of Medieval Art``, ``the Human Development Index of
2019``), and so may ``List`` after a capitalised word or a possessive."""
_CALLS_FOR_TITLE = frozenset(
    """the a an in on of at to for from by with into see called named titled entitled and or
    his her its their whose""".split()  # noqa: SIM905
)


def link_residue(claim: str) -> str:
    """``claim`` without a link title glued after its own end (module docstring); the
    claim itself when it has none."""
    found = _LIST_TITLE_RX.search(claim)
    if found is None or found.group("before").lower() in _CALLS_FOR_TITLE:
        return claim
    before = found.group("before")
    if before[:1].isupper() or before.endswith(("'", "\u2019", "'s", "\u2019s")):
        return claim  # "the Consumer Price Index of Canada", "Princeton's List of ..."
    head = claim[: found.end("before")].rstrip(" ,")
    return f"{head}." if len(head.split()) >= 3 else claim


_RHETORICAL_RX = re.compile(
    r"^(?:[\w'\u2019]+\s+){0,3}?[Nn]ot\s+(?:just|only|merely|simply)\b[^,;]*,\s+(?:but\s+)?"
    r"(?:even|also|but)\b"
    r"|\bnot\s+only\b[^;]*?\bbut\s+(?:also\b|even\b|[a-z]+\s+also\b)"
    r"|^(?:Not\s+(?:just|only|merely)|Beyond|Apart from|Besides|Along with|Like)\s+[^,]+,\s+"
    r"(?:even|also)\s"
)
"""``Not just X, even Y ...``, ``not only A but also B``, ``Besides X, also Y``: a frame
that asserts both of its sides."""


def rhetorical_frame(claim: str) -> bool:
    """``claim`` is built on a frame that asserts two things (module docstring)."""
    return _RHETORICAL_RX.search(claim) is not None


_PREPOSITIONS = ("from", "in", "on", "at", "for", "between", "until", "since", "during", "with")
_JOIN_RX = re.compile(r",?\s+and\s+")
_VERB_GROUP = frozenset(
    """is are was were be been being has have had will would became becomes become remained
    remains known named called renamed rebranded styled titled listed ranked served
    serves as also still later then first""".split()  # noqa: SIM905
)
"""Words of the shared verb group before a complement (``was known as``, ``served as``)."""
_OPENS_NP_RX = re.compile(r"^(?:(?:the|a|an|number)\s+\S|No\.\s*\S|\d)")
"""A second complement opens as a noun phrase of its own: a determiner or a number, each a
whole word (``then``, ``again``, ``also``, ``at`` open none: ``... in 2001 and then in
2003`` repeats the first complement's phrase, it names no second complement). A
capitalised word right after ``and`` may go on a name (``the Department of Fishery and
Wildlife Biology at ...``), so it opens none."""


def _verbal(text: str) -> bool:
    """A lower-case finite verb in ``text`` (``Hot Dance Club Play chart`` has none)."""
    return any(w.islower() and is_finite_verb(w) for w in text.split())


def _top_level(text: str, pos: int) -> bool:
    before = text[:pos]
    return (before.count("(") == before.count(")") and before.count('"') % 2 == 0
            and before.count("\u201c") <= before.count("\u201d"))  # fmt: skip


def _phrase_start(text: str, preposition: str) -> int:
    """Where the last top-level ``preposition`` phrase of ``text`` starts, or -1."""
    for found in reversed(list(re.finditer(rf"\s{preposition}\s", text))):
        if _top_level(text, found.start()):
            return found.start()
    return -1


def _frame(left: str) -> tuple[str, str] | None:
    """``left``'s subject with its verb group, and its complement (``The league was known
    as`` + ``the NBDL``); ``None`` when the verb group cannot be told."""
    subject = subject_of(left)
    if subject is None or not left.startswith(subject):
        return None
    words = left[len(subject) :].split()
    taken = 0
    while taken < len(words) and (
        words[taken] in _VERB_GROUP
        or words[taken].endswith("ly")
        or (taken == 0 and is_finite_verb(words[taken]))
    ):
        taken += 1
    if taken == 0 or taken == len(words) or not any(is_finite_verb(w) for w in words[:taken]):
        return None
    return f"{subject} {' '.join(words[:taken])}", " ".join(words[taken:])


_ORDINAL_ONLY_RX = re.compile(r"^\d+(?:st|nd|rd|th)\s*$")
_NAME_ONLY_RX = re.compile(
    r"^(?:(?:the|a|an)\s+)?[A-Z0-9][\w.'\u2019&-]*(?:\s+[A-Z0-9][\w.'\u2019&-]*)*\s*$"
)  # one way to match: "(?:word\s*)+" backtracked exponentially on "A B ... Z?"
_OFFICE_RX = re.compile(rf"\b(?:{HEADS})\s*$", re.IGNORECASE)
_OF_HEAD_RX = re.compile(r"(?P<head>[\w-]+)\s+of\s")


def _colon(text: str) -> bool:
    """A top-level colon in ``text``: what follows it are a list's items."""
    return any(_top_level(text, at) for at, char in enumerate(text) if char == ":")


def _second_object(first: str, second: str) -> int | None:
    """Where the ``of`` of ``first`` ends when ``second`` is a second object of it (``a
    recipient of A`` + ``the B Award``, ``head coach of the Houston Oilers`` + ``the
    Atlanta Falcons``): a bare name that does not repeat the noun before ``of`` (``a Member
    of Parliament`` + ``a Member of the Scottish Parliament`` is a second office); else
    ``None``."""
    head = _OF_HEAD_RX.search(first)
    if head is None or _NAME_ONLY_RX.match(second.strip()) is None:
        return None
    if _OFFICE_RX.search(second.strip()):
        return None  # "a member of the Senate ... and the Speaker ...": an office held
    return None if head.group("head").lower() in second.lower().split() else head.end() - 1


def gapped_complements(piece: str) -> list[str]:
    """``S V A P1, and B P2`` (the verb gapped before ``B``, ``P1``/``P2`` phrases opened by
    one preposition) as ``S V A P1.`` and ``S V B P2.``; ``[piece]`` otherwise."""
    text = piece.strip().rstrip(".")
    for join in _JOIN_RX.finditer(text):
        if not _top_level(text, join.start()):
            continue
        left, right = text[: join.start()], text[join.end() :]
        if not _OPENS_NP_RX.match(right):
            continue
        for preposition in _PREPOSITIONS:
            cut_right = _phrase_start(right, preposition)
            cut_left = _phrase_start(left, preposition)
            if cut_right <= 0 or cut_left <= 0:
                continue
            second, phrase = right[:cut_right], left[cut_left:]
            if "," in phrase or _verbal(phrase):
                continue  # "in Dayton, Ohio, where he was A and B in C": no phrase of A's
            if len(second.split()) > 8 or _verbal(second) or _ORDINAL_ONLY_RX.match(second):
                continue  # "..., and 42nd in the city": no noun phrase
            framed = _frame(left[:cut_left])
            if framed is None or _colon(left):
                continue  # "are in A: the B in C, and the D in E": a list's items
            verb, first = framed
            if not first or "," in first or _verbal(first):
                continue  # "as A (1994-2003), B for C and D for E": a list, no pair
            of = _second_object(first, second)
            if of is not None:  # "a recipient of A in 1982 and the B in 1974": B is of "of"
                if not second[:1].isalpha():
                    continue  # "a member of the Bears ... and 1946": no second object
                second = f"{first[:of]} {second}"  # "a recipient of the B"
            return [f"{left}.", f"{verb} {second}{right[cut_right:]}."]
    return [piece]


_PREDICATES_RX = re.compile(
    r"^(?P<head>[^,;]+?\s(?:is|was|are|were|(?:has|have|had)\s+been|became)\s+(?:an?)\s+)(?P<first>[^,;()]+?(?:\([^()]*\))?)"
    r",?\s+and\s+(?P<second>(?:the|an?|[A-Z][\w.-]*['\u2019]s)\s+[^;]+?)\.?$"
)
_ANY_PREPOSITION_RX = re.compile(
    r"\b(?:of|in|on|at|for|from|with|by|about|between|among|to|into|over|under|after|before|"
    r"against|like|both|either)\b"
)
"""A preposition in the first predicate noun: the ``and`` may join its object (``a film
about a boy and the dog``), so no split."""


def predicate_nouns(piece: str) -> list[str]:
    """``X is a A and the B`` as ``X is a A.`` and ``X is the B.`` (module docstring);
    ``[piece]`` when the first predicate noun holds a preposition or a verb."""
    found = _PREDICATES_RX.match(piece.strip())
    if found is None:
        return [piece]
    head, first, second = found.group("head"), found.group("first"), found.group("second")
    if _ANY_PREPOSITION_RX.search(first) or any(is_finite_verb(w) for w in first.split()):
        return [piece]
    subject = subject_of(head)
    if (
        subject is None
        or not head.startswith(subject)
        or any(is_finite_verb(w) for w in second.split()[:4])
    ):
        return [piece]
    bare = head.rstrip()
    bare = bare[: bare.rfind(" ")]  # "X is a " -> "X is"
    return [f"{head}{first}.", f"{bare} {second}."]


_SECOND_VERB_RX = re.compile(r"(?P<join>,\s+and|\s+and)\s+(?P<verb>[a-z]+s)\s+(?P<next>[\w$]+)")
_AFTER_VERB = frozenset(
    """a an the his her its their this that these those some several many more in on at to
    for from with as into about over under alongside""".split()  # noqa: SIM905
)


_RELATIVE_RX = re.compile(r"\b(?:that|which|who|whom|whose|where|when)\b")
_OPEN_ENDS = frozenset("of to for from with by in on at about and or".split())  # noqa: SIM905
"""The last word of a half whose phrase runs on past the ``and`` (``the concept of,``)."""


def _present_verb(word: str) -> bool:
    """``word`` is the third-person present of a verb in ``lemminflect``'s lexicon."""
    return any(word in getInflection(lemma, "VBZ") for lemma in getAllLemmas(word).get("VERB", ()))


def _noun_run(left: str) -> bool:
    """``left`` ends on a comma-separated item with no verb (``written novels, essays``):
    a list whose last item may follow the ``, and``."""
    if "," not in left:
        return False
    item = left[left.rfind(",") + 1 :].split()
    return 0 < len(item) <= 3 and not any(w.islower() and is_finite_verb(w) for w in item)


def second_predicate(piece: str) -> list[str]:
    """``S V ..., and Vs ...`` as ``S V ... .`` and ``S Vs ... .`` when the second verb is a
    present ``-s`` form followed by what opens its object or phrase (a determiner, a
    number, a preposition); ``[piece]`` otherwise."""
    text = piece.strip().rstrip(".")
    for found in _SECOND_VERB_RX.finditer(text):
        if not _top_level(text, found.start()) or not _present_verb(found.group("verb")):
            continue
        after = found.group("next")
        if not (after.lower() in _AFTER_VERB or after[:1].isdigit() or after[:1] == "$"):
            continue
        if found.group("join").strip() == "and" and "NOUN" in getAllLemmas(found.group("verb")):
            continue  # "founded clubs and houses the ...": a list may go on without a comma
        left = text[: found.start()]
        if _RELATIVE_RX.search(left) or left.split()[-1].lower() in _OPEN_ENDS:
            continue  # "a company that invented A, and distributes B": whose verb?
        if "NOUN" in getAllLemmas(found.group("verb")) and _noun_run(left):
            continue  # "has written novels, essays, and plays for the stage": a list
        subject = subject_of(left)
        if subject is None or not left.startswith(subject) or subject[:1].islower():
            continue
        if not any(is_finite_verb(w) for w in left[len(subject) :].split()[:3]):
            continue
        return [f"{left}.", f"{subject} {text[found.start('verb') :]}."]
    return [piece]


def frame_parts(piece: str) -> list[str]:
    """``piece`` cut by the splitters of this module, in turn (each part once more)."""
    for split in (gapped_complements, predicate_nouns, second_predicate):
        parts = split(piece)
        if len(parts) > 1:
            return [p for part in parts for p in frame_parts(part)]
    return [piece]
