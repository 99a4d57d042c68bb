"""Last checks on a finished claim: an empty title, or a reference the claim does not name.

Both are drops of the rule extractor (counted in ``Extraction.dropped``):

- ``empty_quotation``: the claim holds an empty quotation or an empty parenthesis
  (``was the main villain in ""``, ``the 1988 horror movie \u201c\u201d``, ``''``, ``( )``):
  the source stripped a title, so the claim says nothing about which work it means;
- ``dangling_reference``: a third-person pronoun (``he``, ``she``, ``it``, ``they``,
  ``his``, ``her``, ``its``, ``their``, ``him``, ``them``) anywhere in the claim with no
  referent named before it in the same claim, or a subject pro-form (``Both``,
  ``Others``, ``The two``) that names no one. ``Rothman said he ...`` keeps: ``Rothman``
  comes first. A person pronoun needs a name or a person noun (``the actor``) before it;
  ``it``/``its``/``they``/``their``/``them`` need a name or any noun phrase (``the
  company``, ``researchers``). An expletive ``it`` (``made it possible to``, ``it is
  unclear whether``) refers to nothing and is not a reference. An object ``it``/``them``
  right after a verb needs a thing before it, not only a person's name (``Lorenz described
  it`` is dangling). A place ``there`` (``was held there``; not the existential ``there
  is``) points at a place another sentence names. Words inside quotation
  marks (titles, quoted speech) are not looked at: ``"Leave It to Beaver"``.

``claim_defect(claim)`` gives the reason, or ``None`` for a claim that stands alone.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.claims.verbs import is_finite_verb

__all__ = ["DANGLING_REFERENCE", "EMPTY_QUOTATION", "claim_defect"]

EMPTY_QUOTATION = "empty_quotation"
DANGLING_REFERENCE = "dangling_reference"

_EMPTY_RX = re.compile(
    r"\u201c[\s,.;:]*\u201d|\u2018[\s,.;:]*\u2019|(?<![\w'])''(?![\w'])|\([\s,.;:]*\)"
)
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d|\u201c[^\u201c\u201d]*$")
_WORD_RX = re.compile(r"[A-Za-z][A-Za-z'\u2019.-]*|\d[\d,.]*")

_PERSON_PRONOUNS = frozenset({"he", "she", "his", "her", "him"})
_OTHER_PRONOUNS = frozenset({"it", "its", "they", "their", "them"})
_EXPLETIVE_IT_RX = re.compile(
    r"\bit\s+(?:(?:is|was|will be|would be|has been|had been|becomes|became|seems|seemed|"
    r"appears|appeared)\s+(?:\w+\s+){0,2}(?:to|that|whether|how|why|what|when|where|if)\b|"
    r"(?:seems|seemed|appears|appeared|turned out|turns out|emerged)\b|"
    r"(?:possible|impossible|easier|harder|difficult|easy|hard|clear|necessary|illegal|legal)\s+"
    r"(?:for\s+\w+\s+)?to\b)|\b(?:takes?|took|make|makes|made|making|find|found|finds)\s+it\s+"
    r"(?:\w+\s+)?(?:to|that|for)\b|\bit\s+(?:rains?|rained|snows?|snowed)\b",
    re.IGNORECASE,
)
"""An ``it`` that refers to nothing: ``it is unclear whether``, ``made it possible to``."""

_FUNCTION = frozenset(
    """the a an this that these those in on at for by from with and but or of to as into
    it its he she his her him they their them we our i you your after before during when
    while since until although though because if also however then there here through like
    unlike despite following upon about among between within without over under against
    toward towards across along around beyond near amid now soon later today together once
    only still yet so thus meanwhile instead according""".split()  # noqa: SIM905
)
_MONTHS = frozenset(
    """january february march april may june july august september october november
    december monday tuesday wednesday thursday friday saturday sunday""".split()  # noqa: SIM905
)
_DETERMINERS = frozenset(
    """the a an this that these those another each every many several some two three four
    five six seven eight nine ten both all most other""".split()  # noqa: SIM905
)
_PERSON_NOUNS = frozenset(
    """actor actress star singer rapper musician director producer writer author player
    athlete politician president senator ceo founder billionaire entrepreneur artist comedian
    model filmmaker scientist mathematician physicist chemist economist journalist host coach
    leader minister chancellor prince princess king queen pope composer painter poet novelist
    man woman boy girl father mother son daughter wife husband brother sister officer
    spokesman spokeswoman spokesperson official doctor child victim suspect teacher student
    driver owner friend patient resident researcher professor judge lawyer soldier pilot
    chairman chief manager candidate governor mayor member citizen person""".split()  # noqa: SIM905
)
_NOT_PLURAL_NOUN = frozenset(
    """was has is his its this does says goes makes takes gives tells shows uses means
    plays wins loses runs becomes remains includes contains appears seems as us thus
    always perhaps across less unless whereas""".split()  # noqa: SIM905
)
_POSSESSIVES = frozenset({"his", "her", "its", "their"})
_MODALS = frozenset({"would", "will", "could", "can", "should", "may", "might", "must", "had",
                     "has", "have", "was", "is", "were", "are"})
_SUBJECT_PRONOUNS = frozenset({"he", "she", "it", "they"})
_IT_RX = re.compile(r"\b[Ii]t\b")
_DEMONSTRATIVE_END_RX = re.compile(
    r"\b(?:that|this)(?:\s+(?:early|later|again|too|well|before|now|first|coming))?\s*[.!]$"
)
"""A demonstrative object that ends the claim: what it points at is in another sentence."""
_THAT_NOUN_RX = re.compile(
    r"(?<=[a-z,] )(?<!\bso )(?<!\bsuch )(?<!\bnow )that\s+(?:same\s+|very\s+)?"
    r"(?:distinction|role|position|title|record|post|office|honou?r|year|time|day|month|week|"
    r"season|game|match|night|evening|morning|summer|winter|spring|autumn|decade|century|"
    r"period|era|stage|moment|occasion|event|tournament|race|election)s?\b"
    r"(?!['\u2019]s\b|\s+(?:which|who|whom|that|when|where|of|is|was|are|were|has|had|have|"
    r"will|would|could|can|may|might|must|should|did|does|do)\b)"
)
"""``that`` before a noun of time or standing inside a claim (``held that distinction until
his death``, ``published five journals that same year``): which one is said in another
sentence. Not ``that`` opening a clause (``said that time was running out``, ``argued that
time zones were``: see ``_plural_noun``), ``so that``, or a relative ``that`` (``the year
that the war ended``: a noun before it)."""
_PREPOSITION_END_RX = re.compile(
    r"(?:^|\s)(?i:during|over|by|in|at|for|since|until|after|before|throughout)\s+$")
"""A preposition before ``that``: ``During that time prices rose``, ``By that time troops
had left``: a demonstrative, though a plural and its verb follow (no clause opens after a
preposition)."""
_NEXT_WORDS_RX = re.compile(r"\s+([a-z]+s)\s+([a-z]+)\b")
_PRO_FORM_RX = re.compile(r"^(?:(?:Both|The two|The three)\b|(?:The\s+)?Others\b)")
_PLACE_THERE_RX = re.compile(
    r"(?<=[a-z,] )there\b(?!\s+(?:is|are|was|were|be|been|being|has|have|had|will|would|"
    r"could|can|may|might|must|should|seems?|seemed|appears?|appeared|remains?|remained|"
    r"exists?|existed|comes?|came|lies?|lay|stands?|stood|lives?|lived|used|['\u2019]s|"
    r"isn|aren|wasn|weren|hasn|haven|hadn|won)\b)"
)
"""``there`` as a place pointed at (``McCain was held there``), not the existential
``there is``: the place is named in another sentence."""


def claim_defect(claim: str) -> str | None:
    """``empty_quotation`` or ``dangling_reference`` when ``claim`` has that defect (see the
    module docstring), else ``None``."""
    if _EMPTY_RX.search(claim) or _empty_straight_quote(claim):
        return EMPTY_QUOTATION
    if _DEMONSTRATIVE_END_RX.search(claim) or any(
        _PREPOSITION_END_RX.search(claim[: m.start()]) or not _plural_noun(claim[m.end() :])
        for m in _THAT_NOUN_RX.finditer(claim)
    ):
        return DANGLING_REFERENCE  # "Whole Foods saw that early.", "held that distinction"
    if _PLACE_THERE_RX.search(_QUOTED_RX.sub(" ", claim)):
        return DANGLING_REFERENCE  # "McCain was held there after ...": where?
    if _pro_form_subject(claim) or _dangling_pronoun(claim):
        return DANGLING_REFERENCE
    return None


def _plural_noun(rest: str) -> bool:
    """``rest`` opens on a plural noun and its verb (``zones were`` in ``argued that time
    zones were``): the noun before it modifies it, and a demonstrative ``that`` points at no
    plural (``those``), so ``that`` opens a clause. A plural with no verb after it is a
    verb itself (``that game means anything``: that game)."""
    found = _NEXT_WORDS_RX.match(rest)
    if found is None:
        return False
    word, verb = found.group(1), found.group(2)
    nouns = getAllLemmas(word).get("NOUN", ())
    return any(lemma != word for lemma in nouns) and is_finite_verb(verb)


def _empty_straight_quote(claim: str) -> bool:
    """A pair of straight double quotes (paired in order) with nothing but spaces between."""
    marks = [index for index, char in enumerate(claim) if char == '"']
    pairs = zip(marks[::2], marks[1::2], strict=False)
    return any(not claim[start + 1 : end].strip(" ,.;:") for start, end in pairs)


def _pro_form_subject(claim: str) -> bool:
    """The claim opens with ``Both``/``Others``/``The two`` and names no one before its
    verb (``Both were released in 1990``; ``Both Kirsten Dunst and ... starred`` names)."""
    match = _PRO_FORM_RX.match(claim)
    if match is None:
        return False
    if match.group(0).endswith("Others"):
        return True
    for word in claim[match.end() :].split()[:10]:
        bare = word.strip(",.;:()\"'")
        if bare.lower() in {"and", "of"} or bare[:1].isupper():
            return bare.lower() == "of" and _rest_is_pronoun(claim, word)
        if is_finite_verb(bare):
            return True
    return True


def _rest_is_pronoun(claim: str, word: str) -> bool:
    """``Both of them`` / ``Both of these``: ``of`` followed by a pro-form."""
    tail = claim.split(word, 1)[1].split()
    return bool(tail) and tail[0].strip(",.;:").lower() in {"them", "these", "those", "us"}


def _dangling_pronoun(claim: str) -> bool:
    """A pronoun with no fitting referent before it in ``claim`` (see the module docstring)."""
    bare = _QUOTED_RX.sub(lambda m: " " * len(m.group(0)), claim)
    bare = _EXPLETIVE_IT_RX.sub(lambda m: _IT_RX.sub("__", m.group(0)), bare)
    words = [m.group(0).rstrip(".").replace("\u2019", "'") for m in _WORD_RX.finditer(bare)]
    for index, word in enumerate(words):
        low = word.lower()
        if index > 0 and word != low:
            continue  # a capitalised "It" mid-claim is part of a name or title
        if low in _POSSESSIVES and _cataphoric(words, index):
            continue
        if low in _PERSON_PRONOUNS and not _names_person(words[:index]):
            return True
        if low in ("him", "them") and _names_count(words[:index]) < 2:
            return True  # "Fetter moved with him": him is someone other than Fetter
        if low in _OTHER_PRONOUNS and not _names_anything(words[:index]):
            return True
        after = words[index + 1].lower() if index + 1 < len(words) else ""
        subject = after in _MODALS or is_finite_verb(after)  # "Apple said it would ..."
        object_it = low in ("it", "them") and index > 0 and is_finite_verb(words[index - 1])
        if object_it and not subject and not _names_thing(words[:index]):
            return True  # "Lorenz described it": a person named, the thing is not
        if low == "its" and index > 0 and _only_persons(words[:index]):
            return True  # "Billy Milano was the singer of its predecessor"
    return False


def _only_persons(before: list[str]) -> bool:
    """Every name before is a person's (two or three capitalised words) and no thing is
    named: an ``its`` then has nothing to point at."""
    runs: list[list[str]] = [[]]
    for word in before:
        if word[:1].isupper() and word.lower() not in _FUNCTION | _MONTHS:
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    names = [run for run in runs if run]
    if not names or any(not 2 <= len(run) <= 3 for run in names):
        return False
    things = [w for w in before if w.lower() in _DETERMINERS]
    return not things or all(
        before[i + 1].lower() in _PERSON_NOUNS
        for i, w in enumerate(before[:-1]) if w.lower() in _DETERMINERS
    )


def _names_count(before: list[str]) -> int:
    """How many separate names come first (runs of name words count once)."""
    count, inside = 0, False
    for index, word in enumerate(before):
        name = _is_name(word, index)
        count += name and not inside
        inside = name
    return count


def _names_thing(before: list[str]) -> bool:
    """A noun phrase that is no person's name comes first: a determiner and a noun, or a
    plural-looking noun (the referent an object ``it``/``them`` needs)."""
    for index, word in enumerate(before):
        low = word.lower()
        if (index > 0 and before[index - 1].lower() in _DETERMINERS and low not in _FUNCTION
                and low not in _PERSON_NOUNS):  # fmt: skip
            return True
        if (len(low) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is"))
                and low not in _NOT_PLURAL_NOUN and word == low):  # fmt: skip
            return True
        if word[:1].isupper() and index > 0 and len(word) > 1 and word.isupper():
            return True  # an acronym: "NASA"
    return False


def _cataphoric(words: list[str], index: int) -> bool:
    """A possessive in a fronted phrase whose owner is the name after it: ``For his ski
    jumping effort, Asbjørn Ruud earned ...``, ``Before closing its doors in 1919, Christian
    Moerlein was ...`` (the claim opens with a preposition or participle, and a name comes
    after the possessive before any subject pronoun)."""
    if _is_name(words[0], 0) or (words[0][:1].isupper() and len(words) > 1
                                 and _is_name(words[1], 1)):  # fmt: skip
        return False  # the claim opens with a name ("Billy Milano was ...")
    if words[0].lower() in _DETERMINERS | {"most", "some", "many", "all", "each"}:
        return False  # "Most of her films ...": a subject, not a fronted phrase
    for position in range(index + 1, len(words)):
        if words[position] in _SUBJECT_PRONOUNS:
            return False
        if _is_name(words[position], position):
            return True
    return False


def _is_name(word: str, index: int) -> bool:
    """A capitalised word that is not a function word, a month, or (first in the claim) an
    adverb or participle (``Initially``, ``Regarded``, ``Focusing``)."""
    low = word.lower().removesuffix("'s")
    if not word[:1].isupper() or low in _FUNCTION or low in _MONTHS:
        return False
    opener = low in _DETERMINERS or (len(low) > 4 and low.endswith(_OPENER_ENDINGS))
    return index > 0 or not opener


_OPENER_ENDINGS = ("ly", "ing", "ed")


def _names_person(before: list[str]) -> bool:
    """A name that can be a person's or a person noun (``the actor``) comes before the
    pronoun: a name of two words, a possessive, or one word followed by a verb (``Rothman
    said he``), not a place in an opening phrase (``After traveling in Europe he``)."""
    for index, word in enumerate(before):
        if word.lower().removesuffix("'s") in _PERSON_NOUNS:
            return True
        if not _is_name(word, index):
            continue
        following = before[index + 1] if index + 1 < len(before) else ""
        if (_is_name(following, index + 1) or word.endswith(("'s", "\u2019s"))
                or is_finite_verb(following) or (index > 0 and _is_name(before[index - 1],
                                                                       index - 1))):  # fmt: skip
            return True
    return False


def _names_anything(before: list[str]) -> bool:
    """A name, a noun after a determiner, a number, or a plural-looking noun comes first."""
    for index, word in enumerate(before):
        low = word.lower()
        if _is_name(word, index):
            return True
        if (index > 0 and before[index - 1].lower() in _DETERMINERS and low not in _FUNCTION
                and not word[:1].isdigit()):  # fmt: skip
            return True
        if (len(low) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is"))
                and low not in _NOT_PLURAL_NOUN and not low.endswith("'s")):  # fmt: skip
            return True
        if low in _PERSON_NOUNS:
            return True
    return False
