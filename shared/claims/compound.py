"""Whether a claim still holds more than one fact after splitting and cutting.

``compound(claim)`` is the rule extractor's last atomicity check (``rules``): a claim over
``MAX_CLAIM_WORDS`` words, a top-level ``;``, a list of three or more items, a second fact
joined on (``..., as well as``, ``... but insisted``), a comma splice, a gapped clause,
two independent clauses the splitter left whole, or two predicates or objects of one
subject (``is superior to X and similar to Y``, ``received and cost``, ``a A and an B``).
Such a claim is dropped (``compound``).
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.claims.frames import rhetorical_frame
from shared.claims.moves import DIRECTION_MOVE_VERB, MOVE_VERB
from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import PARTICIPLES, is_finite_verb
from shared.text.dates import WEEKDAY_NAME, find_dates

__all__ = ["MAX_CLAIM_WORDS", "compound"]

_COMPOUND_RX = re.compile(
    r"(,)?\s+(?:and|but|while|whereas)\s+|"
    r"(,)\s+so\s+(?!(?:far|much|many|long|to|as|named|called|titled|dubbed)\b)"
)
"""A join of two clauses: ``and``, ``but``, ``while``, ``whereas``, or a result clause after a
comma (``..., so they decide to get married again``; not ``so far``, ``so much``, nor the
naming participle of ``..., so named because it lay on the river``)."""
_TWO_CLAUSES_RX = re.compile(r"^(?:While|Although|Though|Whereas)\b|\band (?:therefore|thus|so)\b")
_PARENTHESES_RX = re.compile(r"\s*\([^()]*\)")
MAX_CLAIM_WORDS = 25
"""Longest claim (words outside parentheses, a trailing attribution and dates): a longer
sentence is rarely one fact (hand judgment of tuning samples: most claims over 25 words
bundle two facts or a list)."""


_ATTRIBUTION_END_RX = re.compile(
    r",\s+(?:[\w.'\u2019-]+\s+){0,5}?(?:said|says|told|reported|announced|confirmed|added|"
    r"wrote)(?:\s+[^,;]{0,60})?\.?$"
)
"""A trailing attribution (``..., the US military said in a statement on Wednesday``)."""
_WEEKDAY_RX = re.compile(
    rf"(?:on\s+)?{WEEKDAY_NAME},?"
)


def _fact_words(text: str) -> int:
    """Words of ``text`` that can carry a fact: a trailing attribution and the words of its
    dates (``on Wednesday, November 20, 2019``) only say who told it and when."""
    body = _ATTRIBUTION_END_RX.sub(".", text)
    for found in reversed(find_dates(body)):
        body = f"{body[: found.start]} {body[found.end :]}"
    return len(_WEEKDAY_RX.sub(" ", body).split())


def compound(claim: str) -> bool:
    """More than one fact: over ``MAX_CLAIM_WORDS`` words, a top-level ``;``, or two
    independent clauses joined by ``and`` / ``but`` that ``split_coordinated`` left whole
    (``Sudan is one of the poorest countries in Africa, and for years the United States has
    imposed ...``; ``One person was killed near Hugo and nine were killed by ...``): the
    right part has a subject and a finite verb of its own."""
    bare = _PARENTHESES_RX.sub("", claim)
    if _fact_words(bare) > MAX_CLAIM_WORDS or ";" in bare or _TWO_CLAUSES_RX.search(bare):
        return True
    if rhetorical_frame(bare):
        return True  # "Not just the Sensex, even the Nifty has been rallying": both
    unquoted = QUOTED_RX.sub("Q", bare)
    if _listed(unquoted) or _GAPPED_RX.search(unquoted) or _SECOND_FACT_RX.search(unquoted):
        return True  # "..., meat, wood and fruit", "74% as European, and 14.9% as Maori"
    if _JOINED_RX.search(unquoted) or _joined_predicate(unquoted):
        return True  # "... superior to X and very similar to Y", "features a A and an B"
    if _two_moves(unquoted):
        return True  # "Treasuries slipped and crude fell toward $50 a barrel"
    splice = _SPLICE_RX.search(unquoted)
    if splice is not None and any(is_finite_verb(w) for w in unquoted[: splice.start()].split()):
        return True  # "X is Mozilla's initiative, Webmaker's goal is ..."
    for match in _COMPOUND_RX.finditer(bare):
        left, words = bare[: match.start()], bare[match.end() :].split()
        if match.group(2):  # ", so <subject> <verb>": a result clause of its own
            if any(is_finite_verb(w) and w.islower() for w in words[1:4]):
                return True
            continue
        if match.group(1) and words and _CONTRACTED_RX.match(words[0]):
            return True  # "..., but it's not really a tech company": a clause of its own
        if not match.group(1) and not any(is_finite_verb(w) for w in left.split()[1:]):
            continue  # "John and Mary were married": one subject
        if not match.group(1) and _joint_subject(left, words):
            continue  # "insisted she and her husband believe ...": one clause, two subjects
        if (len(words) > 1 and words[0].lower() in _THEN and is_finite_verb(words[1])
                and any(is_finite_verb(w) for w in left.split()[1:])):  # fmt: skip
            return True  # "Ian Browne retired and later was involved in ...": a second act
        for index, word in enumerate(words[:9]):
            if not match.group(1) and index >= 1 and words[index - 1].lower() == "to":
                continue  # "promoted A and B to become co-presidents": an infinitive
            if match.group(1) and index == 0 and is_finite_verb(word) and word.islower():
                return True  # "..., and works on advancing ...": a second predicate
            if (match.group(1) and 1 <= index <= 3 and is_finite_verb(word)
                    and not is_finite_verb(words[0]) and words[0].lower() not in _NOT_SUBJECT):
                return True  # "..., and lambda owners have an option": a clause of its own
            if index >= 1 and is_finite_verb(word) and not words[0].lower().endswith("ing"):
                if any(w[:1].isupper() or w[:1].isdigit() or w.lower() in _SUBJECT_WORDS
                       for w in words[:index]):  # fmt: skip
                    return True
                break
    return False


_THEN = frozenset({"later", "then", "subsequently", "eventually", "afterwards", "afterward"})
"""An adverb of a later time: ``and later was`` opens a second act of the subject."""
_PLURAL_VERBS = frozenset("are were have do believe say think want need know live work".split())  # noqa: SIM905
"""Present or past forms that agree only with a plural subject (``she and her husband
believe``): after ``X and Y`` they show ``X and Y`` is the verb's subject."""
_SINGLE_SUBJECTS = frozenset({"he", "she", "I"})


def _joint_subject(left: str, words: list[str]) -> bool:
    """``left`` ends on a singular subject (``she``, a name) and ``words`` (after ``and``)
    are a noun phrase then a verb that agrees only with a plural subject: the two are
    one coordinated subject of one clause, not two clauses (``Michelle Obama insisted she
    and her husband believe ...``)."""
    tokens = left.split()
    last = tokens[-1] if tokens else ""
    named = last[:1].isupper() and last.isalpha() and len(tokens) >= 2 and tokens[-2] == "that"
    if not (last in _SINGLE_SUBJECTS or named):  # "near Hugo and nine were": Hugo is an object
        return False
    for index, word in enumerate(words[:5]):
        if word.lower() in _PLURAL_VERBS:
            return index >= 1 and not any(is_finite_verb(w) for w in words[:index])
        if is_finite_verb(word) or word.endswith(","):
            return False
    return False


_MOD = r"(?:(?:[a-z]+ly|very|much|far|quite|even|also|still|only|not)\s+)?"
_JOINED_RX = re.compile(
    rf"\b(?:is|are|was|were|be|been|being)\s+{_MOD}[a-z]+\s+(?:to|than|with)\s[^,;]+?"
    rf"\s+and\s+{_MOD}[a-z]+\s+(?:to|than|with)\b"
    r"|\b(?:a|an)\s+(?:[\w'\u2019-]+\s+){0,5}?[\w'\u2019-]+\s+and\s+(?:a|an)\s"
    r"|\b(?:that|which|who)\s+(?:is|are|was|were)\s+(?:[a-z]+ly\s+)?[a-z]+ed\s+by\b"
    r"|\bby\s+[^,;]+?\s+and\s+[^,;]+?\s+by\s+"
    r"|,\s+(?:though|although|even though)\s+(?:[\w'\u2019-]+\s+){0,4}?"
    r"(?:is|are|was|were|has|had|have|did|does|do)\b"
)
"""Two predicates or two things joined in one claim: two comparisons (``is superior to the
GTX 1060 and very similar to the RTX 2060``), two indefinite objects (``features a physical
Esc key and an inverted-T arrow key layout``), a relative clause with its own agent
(``a new grille that is complemented by a pair of LED headlights``), two objects each with
its agent (``accused of rape by a woman and sexual assault by another one``) or a
concessive clause after the fact (``..., though they had not met since 1965``): each is a
fact."""
_VP_NEXT = frozenset(
    """a an the his her its their this that these those some many more less far much
    in on at to for from by with into about over under after before up down out off
    all only just also about around nearly almost several few most both each every no
    another two three four five six seven eight nine ten it them him""".split()  # noqa: SIM905
)
"""Words that open what follows a verb (an object, a complement, a phrase): after ``and
<verb>`` they show a second predicate (``and cost far less``), not a noun (``and demand``)."""


_SHARED = frozenset({"by", "at", "in", "on", "for", "from", "with"})
"""A phrase two adjacent participles share (``written and directed by``)."""


_PROGRESSIVE_AUX_RX = re.compile(r"\b(?:is|are|was|were)\s+(?:on|in|at|under|off|out)\b")
"""A state told by ``be`` and a phrase (``Buffalo is on a skid``): an ``-ing`` verb joined
after it (``and battling injuries``) is a second predicate of the same subject."""


def _only_verb(word: str) -> bool:
    """``word`` is a verb form and no noun in ``lemminflect``'s lexicon (``battling``; not
    ``marketing`` or ``meeting``)."""
    lemmas = getAllLemmas(word)
    return "VERB" in lemmas and "NOUN" not in lemmas


def _joined_predicate(claim: str) -> bool:
    """Two predicates of one subject joined by ``and`` with no comma (``have been well
    received and cost far less than ...``, ``is on a 1-6-2 skid and battling injuries``): a
    finite verb before ``and`` (after the subject's first word), a finite verb (or an
    ``-ing`` verb after a ``be`` state) right after it followed by what opens a verb's object
    or complement, or a number."""
    for match in re.finditer(r"(?<!,)\s+and\s+([a-z]+)\s+([\w$%'\u2019-]+)", claim):
        verb, after = match.group(1), match.group(2)
        progressive = verb.endswith("ing") and _only_verb(verb) and bool(
            _PROGRESSIVE_AUX_RX.search(claim[: match.start()])
        )
        if progressive:
            return True  # "is on a 1-6-2 skid and battling injuries"
        if not is_finite_verb(verb) or verb.endswith("ing"):
            continue
        if not (after.lower() in _VP_NEXT or after[:1].isdigit() or after[:1] == "$"):
            continue
        left = claim[: match.start()].split()[1:]
        if left and after.lower() in _SHARED and (
            is_finite_verb(left[-1].strip(",.")) or left[-1] in PARTICIPLES
        ):
            continue  # "was written and directed by X": one complement shared (atomic splits)
        if any(is_finite_verb(w.strip(",.")) for w in left):
            return True
    return False


_MOVE = rf"(?:{MOVE_VERB}|{DIRECTION_MOVE_VERB})"
_MOVE_ENDS = (
    r"(?=\s*(?:[\d$%.,;:)]|$)|\s+(?:and|to|toward|towards|by|from|up|down|higher|lower|in|on|"
    r"at|after|as|against|over|amid|while|\w+ly)\b)"
)
"""What follows a move verb used as a move: an amount, a direction, the end or ``and``,
never an object (``added a chapter``, ``lost money``: other verbs' senses)."""
_TWO_MOVES_RX = re.compile(
    rf"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)\b{_MOVE}{_MOVE_ENDS}[^,;]*?(?<!,)\s+and\s+"
    r"(?!(?:then|later|also|again|now|closed|ended)\b)"
    rf"(?:the\s+)?(?:[\w$'\u2019.&-]+\s+){{1,3}}?{_MOVE}{_MOVE_ENDS}"
)
"""Two market moves in one sentence, each with its own subject and no comma between
(``Treasuries slipped and crude fell toward $50 a barrel``, ``stocks rose and the dollar
weakened``): a past-tense move verb (``moves.MOVE_VERB``, no determiner before it, no
object after it), ``and``, one to three words of a second subject, a move verb."""


def _two_moves(claim: str) -> bool:
    """``claim`` tells two moves of two things (``_TWO_MOVES_RX``), the second subject no
    verb itself (``rose and then fell``: one thing moving twice, left to the other checks)."""
    for found in _TWO_MOVES_RX.finditer(claim):
        between = claim[found.start() : found.end()].split(" and ", 1)[-1].split()[:-1]
        if between and not any(is_finite_verb(w) for w in between):
            return True
    return False


_CONTRACTED_RX = re.compile(
    r"(?:it|that|he|she|they|there|this|we|you|what)['\u2019](?:s|re|ll|d|ve)$", re.IGNORECASE
)
_ITEM = r"(?!(?:and|or)\s)[\w'\u2019&.-]+(?:\s+(?!(?:and|or)\s)[\w'\u2019&.-]+){0,4}"
_SHORT = r"[\w'\u2019&.-]+(?:\s+[\w'\u2019&.-]+)?"
_LIST_RX = re.compile(
    rf"(?<![\d,])(?:{_ITEM}),\s+(?!\d{{4}}\b)(?:{_ITEM},\s+)+(?:{_ITEM}),?\s+(?:and|or)\s+\w"
    rf"|(?<![\w,]){_SHORT},\s+(?!\d{{4}}\b){_SHORT},?\s+(?:and|or)\s+"
    rf"{_SHORT}(?:\s+[\w'\u2019&.-]+){{0,2}}[.,;]?$|:\s+[^:]*,[^:]*\band\b|\bfollowed by\b"
    r"|(?:\b(?:including|such as|namely)|:)\s+[^,.:]+(?:,\s+[^,.:]+){2,}"
    rf"|^{_SHORT}(?:\s+[\w'\u2019&.-]+)?,\s+{_SHORT}(?:\s+[\w'\u2019&.-]+)?,?\s+(?:and|or)\s+"
    rf"{_SHORT}(?:\s+[\w'\u2019&.-]+)?\s+(?:is|are|were|was|have|has)\b"
)
"""Three or more coordinated items (four of any length, three short ones: ``meat, wood and
fruit``; a list after a colon; three subjects of one verb: ``Headphones, SIM Card and SIM
ejector tool are ...``), or a ranking (``followed by``): several facts in one claim."""


def _listed(claim: str) -> bool:
    """``claim`` coordinates three or more items (``_LIST_RX``)."""
    return _LIST_RX.search(claim) is not None


_SECOND_FACT_RX = re.compile(
    r"\bas well as\b|\bwhich\s+[a-z]+\s+(?:is|was|are|were)\b|"
    r"\band,\s+(?:since|in|from|by|after|before|until)\b|"
    r"\b(?:is|was|are|were)\s+(?:a|an|the)\s[^,;]+,\s+and\s+(?:a|an|the)\s|"
    r"\bbut\s+(?:[a-z]+ly\s+)?(?:insisted|said|added|noted|warned|"
    r"argued|denied|was|were|is|are|has|had|did|does|remained|still)\b|,\s+and\s+while\b|"
    r"\bwhile\s+(?:earning|winning|taking|finishing|scoring|placing|reaching|claiming|"
    r"collecting|capturing|setting|also)\b|"
    r":\s+(?:They|It|He|She|The|This|These)[\s'\u2019]|"
    r"\b(?:is|was|are|were)\s+(?:one of|among|the\s+[\w-]+est)\b[^;]*?\s+and\s+"
    r"(?:the\s+[\w-]+est|one of|among)\b|"
    r"\bboth\s+[^,;]+,\s+(?:as|with|including|in|at|for|from)\s+[^;]*?,\s+and\s+"
)
"""A second fact joined on: ``... as well as gold medals``, ``... but insisted ...``,
``...: They read as ...``, a second ranking (``was one of only three ... and the
third-deadliest ...``), a ``both A, ..., and B`` whose inserted phrase tells of ``A``
alone (``represented England at both cricket, as a member of the winning World Cup team in
1993, and football``)."""
_SPLICE_RX = re.compile(
    r",\s+[A-Z][\w'\u2019-]*\s+(?:[a-z]+\s+)?(?:is|was|are|were|has|had)\s|"
    r",\s+(?!(?:which|who|whose|whom|where|when|what|as|and|but|or|nor|while|if|though|"
    r"although|because|since|that|so|than|whereas|until|before|after|once|unless|whether|"
    r"how|why|there|here)\b)(?:the\s+)?[a-z][\w'\u2019-]*(?:\s+[a-z][\w'\u2019-]*)?\s+"
    r"(?:is|was|are|were)\s"
)
"""A second sentence after a comma (``..., Webmaker's goal is ...``, ``..., second place
was Thierry Omeyer``, ``..., the eldest is a doctor``), when a clause comes before it; not a
clause opened by a relative or a conjunction (``, which was``, ``, where he was``)."""
_GAPPED_RX = re.compile(
    r",\s+(?:and|but|while)\s+(?:\d[\d.,]*%?|about|some|nearly|over|more than|less than|"
    r"almost|half|most|many)\s"
    r"|\band\s+(?:even\s+)?(?:fewer|more|less)\s+(?:among|in|of|from)\b"
)
"""A second clause whose verb is left out: ``..., and 14.9% as Maori``, ``few foreign
leaders ... stand up to Obama and even fewer among longtime allies``."""

_SUBJECT_WORDS = frozenset({"he", "she", "it", "they", "its", "his", "her", "their", "the",
                            "a", "an", "this", "these", "those",
                            "some", "many", "most", "several", "officials", "analysts", "one",
                            "two", "three", "four", "five", "six", "seven", "eight", "nine",
                            "ten", "others", "both", "each", "all"})  # fmt: skip


_NOT_SUBJECT = frozenset({"then", "later", "also", "was", "is", "has", "had", "in", "on", "at",
                          "to", "by", "for", "with", "from", "not", "eventually", "finally"})

