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

from lemminflect import getAllLemmas, getInflection

__all__ = [
    "FINITE_VERBS",
    "PARTICIPLES",
    "VERBS",
    "is_finite_verb",
    "own_clause",
    "split_coordinated",
    "subject_of",
]

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


_SUBJECT_ENDS = FINITE_VERBS - {"stars", "star", "marks", "features", "houses", "spans", "works",
                                "set", "cut", "read", "lead", "show", "play", "house", "mark"}

_NOT_VERBS_ED = frozenset({"red", "bed", "need", "hundred", "seed", "feed", "speed", "steed",
                           "shed", "wed", "sled", "deed", "breed", "united", "based"})  # fmt: skip
_SUBJECT_PRONOUN_RX = re.compile(r"(?:he|she|it|they|his|her|its|their)\s+[a-z]", re.IGNORECASE)
_JOIN_RX = re.compile(r",?\s+and\s+|;\s+|,\s+but\s+")
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_MIN_WORDS = 4


def _is_verb(word: str) -> bool:
    low = word.lower()
    if low in VERBS:
        return True
    return low.endswith("ed") and len(low) > 4 and low not in _NOT_VERBS_ED and word.islower()


def is_finite_verb(word: str) -> bool:
    """``word`` is a known finite verb (``VERBS``, ``FINITE_VERBS``) or a past tense."""
    return _is_verb(word) or word.lower() in FINITE_VERBS


def _top_level(text: str, pos: int) -> bool:
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
            _is_verb(word.group()) or word.group().lower() in _SUBJECT_ENDS
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
            or left.split()[-1].lower().strip(",") in _DANGLING
            or _verb_groups(left) < 1):  # fmt: skip
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
        if word.lower() in _ADVERBS:
            continue
        if word.lower() in _RELATIVE_WORDS:
            return False  # "and U-20 teams that featured in ...": a relative clause, no verb
        if word.islower() and is_finite_verb(word) and word not in _DANGLING:
            return not _by_after(right, word)  # "and Facebook application produced by X"
        if not (word[:1].isupper() or word[:1].isdigit() or _plain_noun(word)):
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
    if comma < 0 or not _top_level(left, comma):
        return False
    tail = left[comma + 2 :].split()
    return (
        len(tail) >= 3
        and any(w.islower() and is_finite_verb(w) and w not in _DANGLING for w in tail[1:5])
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


_SECOND_REPORT_RX = re.compile(
    r"(?:he|she|they)\s+(?:also\s+|later\s+)?(?:said|says|noted|notes|added|adds|told|"
    r"wrote|warned|argued|stated|explained)\b"
)
"""``..., and he noted that ...``: the speaker's second statement, a report of its own."""


def _reported_clause(left: str) -> bool:
    """``left`` reports a clause after a verb of speech or finding (``Police said the suspect
    fled the scene``: a finite verb after ``said``): what follows ``and`` may continue the
    report, or its verb belong to the reported subject, so the sentence is not split. A speech
    verb with a plain object (``NASA announced the mission in 2010``) reports no clause."""
    for match in _SPEECH_RX.finditer(left):
        if any(is_finite_verb(w) or _told_past(w) for w in _WORD_RX.findall(left[match.end() :])):
            return True
    return False


def _told_past(word: str) -> bool:
    """``word`` is a lower-case past tense by ``lemminflect`` (``fled``, ``struck``)."""
    if not word.islower():
        return False
    return any(word in getInflection(lemma, "VBD") for lemma in getAllLemmas(word).get("VERB", ()))


def _plain_noun(word: str) -> bool:
    """``word`` is a noun in ``lemminflect``'s lexicon and no finite verb (``oil``)."""
    return "NOUN" in getAllLemmas(word.lower()) and not is_finite_verb(word)


PARTICIPLES: frozenset[str] = frozenset(
    """written born known given taken shown seen drawn grown thrown chosen spoken broken
    driven ridden hidden sung begun done gone worn torn sworn beaten eaten fallen forgotten
    frozen stolen proven built sold held led made paid won lost bought brought taught
    caught thought found left kept sent spent told hit set put cut run""".split()  # noqa: SIM905
)
"""Past participles that do not end in ``-ed``."""

_INTRANSITIVE = frozenset(
    """died lived debuted graduated retired competed appeared arrived emerged existed
    peaked resided starred emigrated immigrated travelled traveled collapsed occurred
    happened remained returned belonged moved relocated""".split()  # noqa: SIM905
)
"""Past tenses with no passive (``was died``): after ``X was born in A and`` they take no
auxiliary."""
_AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "have", "had", "been"})
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
        if word.lower() in _AUXILIARIES:
            after = [w.lower() for w in words[index + 1 :]]
            while len(after) > 1 and (after[0] in _ADVERBS or after[0].endswith("ly")):
                after = after[1:]  # "was first published", "was later renamed"
            following = after[0]
            participle = following in PARTICIPLES or (
                following.endswith("ed") and _is_verb(following)
            )
            if word.lower() in ("is", "are", "was", "were", "been") and not passive:
                return ""  # "was written by A, and won a Special Achievement Award": active
            return f"{word} " if participle else ""
        if _is_verb(word):
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


_ADVERBS = frozenset({"later", "then", "also", "subsequently", "eventually", "afterwards",
                      "finally", "briefly", "first", "soon", "again", "still"})


_RELATIVE_RX = re.compile(r",\s+(?:which|who)\s+")
_ANTECEDENT_RX = re.compile(
    r"(?:\b(?:the|The)\s+)?(?:[A-Z][\w.&-]*\s+){0,4}[A-Z][\w.&-]*(?:\s+\([A-Z]{2,}\))?$"
)


def _open_relative(left: str) -> tuple[str, str | None, str] | None:
    """The main clause, the named antecedent (``None`` when it is not a name) and the body
    of a non-restrictive relative clause still open at the end of ``left`` (``Executor
    makes a call to Controller, which pulls tasks ...``): a verb coordinated after it is
    the relative's, not the main subject's."""
    found = [m for m in _RELATIVE_RX.finditer(left) if _top_level(left, m.start())]
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


_IRREGULAR_PASTS = frozenset(
    """was were had did became won made said sold paid left led took gave began grew rose
    fell ran spent built held lost joined earned bought went came saw knew wrote drew flew
    fought sang struck taught brought caught found got kept sent told withdrew""".split()  # noqa: SIM905
)
_YEAR_RX = re.compile(r"\b(?:1[5-9]\d\d|20\d\d)\b")
_DETERMINERS = frozenset({"a", "an", "the", "his", "her", "its", "their", "this", "that",
                          "another", "no", "each", "every"})  # fmt: skip


def _opens_verb_phrase(word: str) -> bool:
    """``word`` is a finite verb (``is_finite_verb``) or a lower-case past tense no noun
    shares (``undertook``, ``oversaw``: ``lemminflect``'s ``VBD`` of its lemma)."""
    if is_finite_verb(word):
        return True
    lemmas = getAllLemmas(word) if word.islower() else {}
    return "NOUN" not in lemmas and any(
        word in getInflection(lemma, "VBD") and word not in getInflection(lemma, "VBN")
        for lemma in lemmas.get("VERB", ())
    )


def _past_verb(word: str) -> bool:
    """``word`` is a lower-case past tense (``died``, ``grew``): after ``and`` it opens a
    second verb phrase, not a list's last item (``born in Faversham, Kent, and died in
    ...``)."""
    if not word.islower():
        return False
    return word in _IRREGULAR_PASTS or (word.endswith("ed") and _is_verb(word))


_DATED_CLAUSE_RX = re.compile(
    r"^(?P<when>(?:in|on|by|since|from|after|before|during)\s+(?:(?:early|mid|late)\s+)?"
    r"(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:\d{1,2},?\s+)?(?:1\d{3}|20\d{2}))"
    r",?\s+(?P<clause>[A-Za-z].+)$"
)
"""A second clause opened by its own date (``..., and in 2000, X was inducted ...``,
``... and in 1962 an addition was added``): a dated event of its own."""
_ORDINAL_RX = re.compile(
    r"\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\b"
)
"""A place after a verb (``finished seventh``): no noun that makes the verb an adjective."""


def _verb_groups(text: str) -> int:
    """Finite verbs of ``text`` not right after an auxiliary (``were founded`` is one): more
    than one shows a second clause (``X relocated ... and became ..., Y relocated ...``)."""
    words = _WORD_RX.findall(text)
    return sum(is_finite_verb(w) and (i == 0 or words[i - 1].lower() not in _AUXILIARIES)
               for i, w in enumerate(words))  # fmt: skip


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
        if not _top_level(core, join.start()) or _words(left) < _MIN_WORDS:
            continue
        if _words(right) < _MIN_WORDS:
            continue
        subject = subject_of(left)
        if subject is None or subject.count(")") > subject.count("("):
            continue  # "Delaware) is ...": the tail of a parenthesis is no subject
        while len(subject.split()) > 1 and subject.split()[-1].lower() in _ADVERBS | {
            w for w in subject.split()[-1:] if w.endswith("ly")
        }:
            subject = subject.rsplit(" ", 1)[0]  # "Coulson Wallop briefly"
        first_right = _WORD_RX.match(right)
        if first_right is None or (_reported_clause(left) and not _SECOND_REPORT_RX.match(right)):
            continue  # "Police said the suspect fled and was arrested": the police's account
        relative = None if join.group().startswith((",", ";")) else _open_relative(left)
        if relative is not None and (
            _is_verb(first_right.group()) or first_right.group().lower() in _ADVERBS
        ):  # "X calls Y, which pulls ..., makes ... and then returns ...": Y's verbs
            head, antecedent, body = relative
            if antecedent is None:
                return [_sentence(head)]  # the relative's facts have no named subject
            rest = split_coordinated(
                _sentence(f"{antecedent} {body}{join.group()}{right}"), max_parts=max_parts - 1
            )
            return [_sentence(head), *rest]
        tail = left.rsplit(", ", 1)[-1]
        listed = left.rfind(", ")
        if (max_parts >= 3 and listed > 0 and _top_level(left, listed) and _WORD_RX.match(tail)
                and _opens_verb_phrase(_WORD_RX.findall(tail)[0]) and _words(tail) >= 3
                and (_is_verb(first_right.group()) or first_right.group().lower() in _ADVERBS)
                and not _SUBJECT_PRONOUN_RX.match(right)):  # fmt: skip
            # "X pulls A, makes B and then returns C": three verb phrases of one subject
            rest = split_coordinated(_sentence(f"{subject} {right}"), max_parts=max_parts - 2)
            return [_sentence(left[:listed]), _sentence(f"{subject} {tail}"), *rest]
        past = (_past_verb(first_right.group())
                and (not _attributive(right) or _ORDINAL_RX.match(right, first_right.end()))
                and _verb_groups(left) == 1)
        if (", " in left and not any(is_finite_verb(w) for w in _WORD_RX.findall(tail))
                and not past):  # fmt: skip
            continue  # "..., Sudanese security services and their militia allies ...": a list
        dated = _DATED_CLAUSE_RX.match(right)
        if dated is not None and not join.group().startswith(";") and _verb_groups(left) >= 1:
            clause = dated.group("clause").rstrip(".")
            words = _WORD_RX.findall(clause)
            if words and _past_verb(words[0]):  # "..., and in 1993 became private"
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
        last_left = _WORD_RX.findall(left)[-1]
        if (_is_verb(last_left) or last_left.lower() in PARTICIPLES) and not _noun_end(left):
            continue  # "written and illustrated by", "born and raised in": one verb phrase
        if left.split()[-1].lower() in _DANGLING:
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
        elif _is_verb(first_right.group()) and not join.group().startswith(";"):
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
        elif (first_right.group().lower() in _ADVERBS and not join.group().startswith(";")
              and _is_verb((_WORD_RX.findall(right)[1:2] or [""])[0])):  # fmt: skip
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
