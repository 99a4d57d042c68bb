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

import re

from lemminflect import getAllLemmas

from shared.claims.clauses import (
    ADVERBS,
    DANGLING,
    SECOND_REPORT_RX,
    own_clause,
    reported_clause,
    subject_of,
    top_level,
)
from shared.claims.subordinate import open_subordinate, subordinate_subject
from shared.claims.verbs import (
    AUXILIARIES,
    PARTICIPLES,
    VERBS,
    is_finite_verb,
    is_verb,
    opens_verb_phrase,
    past_verb,
    verb_groups,
)
from shared.text.ordinals import ordinal_alternation

__all__ = ["split_coordinated"]

_SUBJECT_PRONOUN_RX = re.compile(r"(?:he|she|it|they|his|her|its|their)\s+[a-z]", re.IGNORECASE)
_JOIN_RX = re.compile(r",?\s+and\s+|;\s+|,\s+but\s+")
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_MIN_WORDS = 4

def _clause(left: str, right: str) -> bool:
    """Whether ``right`` is a clause of its own: a verb within its first five words, and
    ``left`` does not end mid-phrase (``the strategies he and his company employ``)."""
    left_words = left.split()
    if not left_words or left_words[-1].lower().strip(",") in DANGLING:
        return False
    return any(is_verb(word) for word in _WORD_RX.findall(right)[1:5])


_INTRANSITIVE = frozenset(
    """died lived debuted graduated retired competed appeared arrived emerged existed
    peaked resided starred emigrated immigrated travelled traveled collapsed occurred
    happened remained returned belonged moved relocated""".split()  # noqa: SIM905
)
"""Past tenses with no passive (``was died``): after ``X was born in A and`` they take no
auxiliary."""

_FINITE_ONLY = frozenset(w for w in VERBS if not w.endswith("ed") and w not in PARTICIPLES)


_PASSIVE_NEXT = frozenset({"by", "in", "on", "at", "as", "for", "to", "from", "with", "into",
                           "under", "after", "during", "until", "and", "alongside"})  # fmt: skip
_COMPLEMENTED = frozenset(
    """declared named called elected appointed voted crowned considered dubbed ranked rated
    titled given awarded granted offered shown taught told sent paid promised made""".split()  # noqa: SIM905
)
"""Participles whose passive takes a noun (``was declared a national holiday``)."""
"""Words after a participle that let it share a passive's auxiliary (``born in A and
raised in B``); an object after it (``and won a ...``) shows an active past."""


def _auxiliary(left: str, subject: str, verb: str, next_word: str | None = None) -> str:
    """``"was "`` when ``left`` is passive or perfect (``was written by X``) and the second
    verb phrase is a bare participle (``directed by Y``): it shares the auxiliary."""
    if verb.lower() in _FINITE_ONLY or verb.lower() in _INTRANSITIVE:
        return ""
    passive = (next_word is None or next_word.lower() in _PASSIVE_NEXT
               or next_word.endswith("ly") or verb in _COMPLEMENTED)
    words = _WORD_RX.findall(left[len(subject) :])
    for index, word in enumerate(words[:-1]):
        if word.lower() in AUXILIARIES:
            after = [w.lower() for w in words[index + 1 :]]
            while len(after) > 1 and (after[0] in ADVERBS or after[0].endswith("ly")):
                after = after[1:]  # "was first published", "was later renamed"
            following = after[0]
            participle = following in PARTICIPLES or (
                following.endswith("ed") and is_verb(following)
            )
            if word.lower() in ("is", "are", "was", "were", "been") and not passive:
                return ""  # "was written by A, and won a Special Achievement Award": active
            return f"{word} " if participle else ""
        if is_verb(word):
            return ""
    return ""


_PASSIVE_BY_RX = re.compile(
    r"(?:^|(?<=\s))(?:[a-z]+ed|written|drawn|sung|made|built|run|held|founded|owned|led|"
    r"shown|known|given|taken|chosen|sold|won)\s+by\b"
)
"""A participle with its agent (``released by``): a passive without its auxiliary."""
_REPORTED_RX = re.compile(
    r"\b(?:said|says|told|tells|announced|reported|added|noted|stated|claimed|argued|"
    r"explained|wrote|believes|believed|thinks|thought|suggested|warned|insisted)\b"
    r"(?:\s+\w+){0,3}?\s+(?:that\b|[a-z]+\s+(?:is|was|are|were|had|has|have)\b)|\bthat\s"
)
"""A reported or embedded clause: the verb after ``and`` may belong to its subject."""


_RELATIVE_RX = re.compile(r",\s+(?:which|who)\s+")
_ANTECEDENT_RX = re.compile(
    r"(?:\b(?:the|The)\s+)?(?:[A-Z][\w.&-]*\s+){0,4}[A-Z][\w.&-]*(?:\s+\([A-Z]{2,}\))?$"
)


def _open_relative(left: str) -> tuple[str, str | None, str] | None:
    """The main clause, the named antecedent (``None`` when it is not a name) and the body
    of a non-restrictive relative clause still open at the end of ``left`` (``Executor
    makes a call to Controller, which pulls tasks ...``): a verb coordinated after it is
    the relative's, not the main subject's."""
    found = [m for m in _RELATIVE_RX.finditer(left) if top_level(left, m.start())]
    if not found:
        return None
    match = found[-1]
    head, body = left[: match.start()], left[match.end() :]
    if not body.split() or not is_finite_verb(_WORD_RX.findall(body)[0]):
        return None
    if subject_of(head) is None:
        return None
    antecedent = _ANTECEDENT_RX.search(head)
    name = antecedent.group() if antecedent and antecedent.start() > 0 else None
    return head, name, body


def _words(text: str) -> int:
    return len(_WORD_RX.findall(text))


def _sentence(text: str) -> str:
    text = text.strip().rstrip(",;")
    return text if text.endswith((".", "!", "?")) else f"{text}."


_AFTER_VERB = frozenset(
    """a an the his her its their this that these those some any no each every all both
    in on at to for from by with into onto about over under after before through during
    as than up down out off back away against between among without within across along
    around behind beyond near since until upon via per not also again""".split()  # noqa: SIM905
)
"""Closed-class words that may follow a verb (determiners, prepositions, particles)."""


def _attributive(right: str) -> bool:
    """``related matters in ...``: an ``-ed`` word right before a bare lower-case noun reads
    as an adjective of a noun phrase (``associated costs``); given a passive ``was`` it
    would make ``X was related matters``."""
    words = _WORD_RX.findall(right)
    if len(words) < 2 or not words[0].lower().endswith("ed"):
        return False
    after = words[1]
    return after.islower() and after not in _AFTER_VERB and not after.endswith("ly")


_OBJECT_PRONOUNS = frozenset("it them him her us me you this that these those".split())  # noqa: SIM905
_BARE_START_RX = re.compile(r"\s+(?:\d[\d.,]*(?:-[a-z]+)?\b|(?P<word>[a-z][\w'\u2019-]*))")


def _premodifier(right: str) -> bool:
    """``and related matters in ...``, ``and redesigned 12.9-inch iPad Pro``: an ``-ed`` word
    with an adjective reading (lemminflect) right before a bare noun phrase (a number or a
    lower-case word, no determiner, pronoun or preposition) modifies a noun coordinated in
    the object; it opens no second predicate of the subject."""
    first = _WORD_RX.match(right)
    if first is None or not first.group().islower() or not first.group().endswith("ed"):
        return False
    if "ADJ" not in getAllLemmas(first.group()):
        return False
    bare = _BARE_START_RX.match(right, first.end())
    if bare is None:
        return False
    word = bare.group("word")
    return word is None or (word not in _AFTER_VERB and word not in _OBJECT_PRONOUNS
                            and not word.endswith("ly"))  # fmt: skip


_YEAR_RX = re.compile(r"\b(?:1[5-9]\d\d|20\d\d)\b")
_DETERMINERS = frozenset({"a", "an", "the", "his", "her", "its", "their", "this", "that",
                          "another", "no", "each", "every"})  # fmt: skip


_DATED_CLAUSE_RX = re.compile(
    r"^(?P<when>(?:in|on|by|since|from|after|before|during)\s+(?:(?:early|mid|late)\s+)?"
    r"(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:\d{1,2},?\s+)?(?:1\d{3}|20\d{2}))"
    r",?\s+(?P<clause>[A-Za-z].+)$"
)
"""A second clause opened by its own date (``..., and in 2000, X was inducted ...``,
``... and in 1962 an addition was added``): a dated event of its own."""
_ORDINAL_RX = re.compile(
    rf"\s+(?:{ordinal_alternation(10)}|last|\d+(?:st|nd|rd|th))\b"
)
"""A place after a verb (``finished seventh``): no noun that makes the verb an adjective."""


def _noun_end(left: str) -> bool:
    """``left`` ends in a noun that is spelt like a verb, right after a determiner or a
    determiner and one word (``became a big hit``): not a verb sharing its complement."""
    found = _WORD_RX.findall(left)
    if not found or "NOUN" not in getAllLemmas(found[-1].lower()):
        return False  # "the 132nd elected and consecrated bishop": a shared participle
    words = [w.lower() for w in found[-3:-1]]
    return bool(words) and (words[-1] in _DETERMINERS
                            or (len(words) == 2 and words[0] in _DETERMINERS))


def split_coordinated(claim: str, *, max_parts: int = 4) -> list[str]:
    """``claim`` as one or more claims (see module docstring); never loses a part."""
    body = claim.strip()
    if max_parts <= 1:
        return [body]
    ending = body[-1] if body.endswith((".", "!")) else ""
    core = body[:-1] if ending else body
    for join in _JOIN_RX.finditer(core):
        left, right = core[: join.start()], core[join.end() :]
        if not top_level(core, join.start()) or _words(left) < _MIN_WORDS:
            continue
        if _words(right) < _MIN_WORDS:
            continue
        subject = subject_of(left)
        if subject is None or subject.count(")") > subject.count("("):
            continue  # "Delaware) is ...": the tail of a parenthesis is no subject
        while len(subject.split()) > 1 and subject.split()[-1].lower() in ADVERBS | {
            w for w in subject.split()[-1:] if w.endswith("ly")
        }:
            subject = subject.rsplit(" ", 1)[0]  # "Coulson Wallop briefly"
        first_right = _WORD_RX.match(right)
        if first_right is None or (reported_clause(left) and not SECOND_REPORT_RX.match(right)):
            continue  # "Police said the suspect fled and was arrested": the police's account
        relative = None if join.group().startswith((",", ";")) else _open_relative(left)
        if relative is not None and (
            is_verb(first_right.group()) or first_right.group().lower() in ADVERBS
        ):  # "X calls Y, which pulls ..., makes ... and then returns ...": Y's verbs
            head, antecedent, body = relative
            if antecedent is None:
                return [_sentence(head)]  # the relative's facts have no named subject
            rest = split_coordinated(
                _sentence(f"{antecedent} {body}{join.group()}{right}"), max_parts=max_parts - 1
            )
            return [_sentence(head), *rest]
        if subordinate_subject(subject) or (open_subordinate(left) and (
                is_verb(first_right.group()) or first_right.group().lower() in ADVERBS)):
            continue  # "... when a woman entered X and took a painting": the woman's act
        tail = left.rsplit(", ", 1)[-1]
        listed = left.rfind(", ")
        if (max_parts >= 3 and listed > 0 and top_level(left, listed) and _WORD_RX.match(tail)
                and opens_verb_phrase(_WORD_RX.findall(tail)[0]) and _words(tail) >= 3
                and (is_verb(first_right.group()) or first_right.group().lower() in ADVERBS)
                and not _SUBJECT_PRONOUN_RX.match(right)):  # fmt: skip
            # "X pulls A, makes B and then returns C": three verb phrases of one subject
            rest = split_coordinated(_sentence(f"{subject} {right}"), max_parts=max_parts - 2)
            return [_sentence(left[:listed]), _sentence(f"{subject} {tail}"), *rest]
        past = (past_verb(first_right.group())
                and (not _attributive(right) or _ORDINAL_RX.match(right, first_right.end()))
                and verb_groups(left) == 1)
        if (", " in left and not any(is_finite_verb(w) for w in _WORD_RX.findall(tail))
                and not past):  # fmt: skip
            continue  # "..., Sudanese security services and their militia allies ...": a list
        dated = _DATED_CLAUSE_RX.match(right)
        if dated is not None and not join.group().startswith(";") and verb_groups(left) >= 1:
            clause = dated.group("clause").rstrip(".")
            words = _WORD_RX.findall(clause)
            if words and past_verb(words[0]):  # "..., and in 1993 became private"
                second = f"{subject} {clause} {dated.group('when')}"
            elif (words and (clause[:1].isupper() or words[0].lower() in ("a", "an", "the"))
                  and not _SUBJECT_PRONOUN_RX.match(clause)
                  and any(is_finite_verb(w) for w in words[1:7])):  # fmt: skip
                second = f"{dated.group('when')}, {clause}"  # "..., and in 2000, X was ..."
                second = second[:1].upper() + second[1:]
            else:
                continue
            rest = split_coordinated(_sentence(second), max_parts=max_parts - 1)
            return [_sentence(left), *rest]
        last_left = _WORD_RX.findall(left)[-1].removeprefix("co-")  # "co-written and"
        if (is_verb(last_left) or last_left.lower() in PARTICIPLES) and not _noun_end(left):
            continue  # "written and illustrated by", "born and raised in": one verb phrase
        if left.split()[-1].lower() in DANGLING:
            continue  # "stored in and triggered from the task store": one object
        if _SUBJECT_PRONOUN_RX.match(right) and _clause(left, right):
            second = right[:1].upper() + right[1:]
        elif "but" in join.group():
            if not past or _REPORTED_RX.search(left):
                continue  # "..., but has been unable ...": a contrast, not two facts to split
            # "X competed at the 1932 Olympics, but finished seventh": the first fact stands
            # alone; the contrast is kept only when it carries its own year
            second = f"{subject} {right}"
            if _YEAR_RX.search(right) is None:
                return [_sentence(left)]
        elif _REPORTED_RX.search(left):
            continue  # "X said that winds reduced visibility and pushed ...": not X's act
        elif is_verb(first_right.group()) and not join.group().startswith(";"):
            if join.group().strip() == "and" and _premodifier(right):
                continue  # "investigating collusion and related matters": one object
            auxiliary = _auxiliary(left, subject, first_right.group(),
                                   (_WORD_RX.findall(right)[1:2] or [None])[0])
            if _attributive(right) and auxiliary.strip() in ("is", "are", "was", "were"):
                continue  # "was tasked with ... and related matters": an adjective, no passive
            second = f"{subject} {auxiliary}{right}"
            if second == f"{subject} {right}" and _PASSIVE_BY_RX.match(right) and (
                _PASSIVE_BY_RX.search(left)
            ):  # "a film produced by A and released by B": "X was released by B"
                plural = re.search(r"\b(?:are|were)\b", left[len(subject) :][:40])
                second = f"{subject} {'were' if plural else 'was'} {right}"
        elif (first_right.group().lower() in ADVERBS and not join.group().startswith(";")
              and is_verb((_WORD_RX.findall(right)[1:2] or [""])[0])):  # fmt: skip
            after = _WORD_RX.findall(right)
            auxiliary = _auxiliary(left, subject, after[1], (after[2:3] or [None])[0])
            second = f"{subject} {auxiliary}{right}"  # "... and later died in captivity"
        elif join.group().strip(", ") == "and" and own_clause(left, right):
            second = right[:1].upper() + right[1:]  # "... and U.S. stocks fell in ..."
        else:
            continue
        rest = split_coordinated(_sentence(second), max_parts=max_parts - 1)
        return [_sentence(left), *rest]
    return [body]
