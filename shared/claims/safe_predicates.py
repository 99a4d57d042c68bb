"""Rule 6 of the web whitelist: a web page's claim states a checkable fact (issue 15).

Rules 1 to 5 (``safe_names``, ``safe_shapes``) read the subject, the names, references,
times and quotes; nothing read the predicate, so claims of speech, attitude and the
writer's judgement passed whole (``Sister Sharon Holland ... told reporters that there
were still hard feelings``, ``Donald Trump reacted furiously to ...``, ``Bizarrely, an
AirAsia plane ...``, ``the AirAsia group has redefined flying``), as did two facts joined
in one (``... has issued urgent warnings to residents as severe summer weather continues
to intensify``, ``Driven by a developing La Niña pattern, ...``, ``..., the largest in
the world``). A web page's claim is kept only when its main predicate states a fact:

- the verb of its main clause (the first finite verb after the subject and any fronted
  adjunct, read through ``lemminflect`` lemmas, not any word anywhere; a noun that is
  also such a verb is read after a common noun it agrees with, ``The union fears``,
  ``Residents fear``) is no verb of
  feeling, reacting or wanting (``reacted``, ``fears``, ``hopes``, ``worried``,
  ``grumbling``, ``slammed``, ``vowed``; ``is concerned``, ``was furious``), and a verb of
  saying, thinking, expecting or planning reports no feeling of the speaker's (``told
  reporters that there were still hard feelings``, ``admitted he was concerned``, ``said
  it regretted``; a feeling word in the statement, ``said the drug reduced anxiety``,
  ``the Hope probe``, is no feeling of the speaker's):
  ``unsafe_speech_or_attitude``. Plain attribution and plans are kept: a blind review
  passed ``Ariane Curtis said ... increases the chance of rate hikes``, ``India claims
  there are casualties``, ``Shotwell forecast a lunar lander``, ``Microsoft plans to cut
  emissions``, ``NYT reported WeWork is preparing to cut jobs``, ``Seoul expects ...``
  (the claim says who said it; a checker reads the statement as the page gives it). A
  purpose of hope or effort (``in hopes of``, ``in a bid to``) is a want too;
- no writer's judgement: no comment adverb (``Bizarrely,``, ``, sadly,``; time and order
  adverbs such as ``Initially,`` are no comment, nor is a name ending in -ly, ``Italy,``,
  ``Kelly,``) and no figurative predicate (``has
  redefined flying``, ``set his sights on``, ``was the face of change``, ``was on
  display``): ``unsafe_judgement``;
- one fact: no clause joined by ``as`` (``as severe summer weather continues``; ``as
  of``, ``as a/the <role>`` are kept), no fronted participle (``Driven by ...,``), no
  superlative appended after a comma (``..., the largest in the world``), no fronted
  event with its own agent (``Since its founding by Kidd Jordan in 1990, ...``) or
  description (``A significant art collector ..., the LVMH CEO ...``), no ``while`` clause,
  no ``as part of``; and at most ``MAX_WORDS`` words before a written ``(as of <date>)``:
  ``unsafe_two_facts``;
- a verb of response names what it answers (``ordered the military to retaliate``: for
  what?): ``unsafe_reference`` with rule 3.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

__all__ = [
    "MAX_WORDS",
    "UNSAFE_JUDGEMENT",
    "UNSAFE_SPEECH",
    "UNSAFE_TWO_FACTS",
    "UNSAFE_UNANSWERED",
    "main_verb",
    "unsafe_predicate",
]

UNSAFE_SPEECH = "unsafe_speech_or_attitude"
"""Rule 6: the main verb feels, reacts or wants (``reacted furiously to``), or a saying
reports a feeling (``told reporters that there were still hard feelings``)."""
UNSAFE_JUDGEMENT = "unsafe_judgement"
"""Rule 6: the writer's comment or figure of speech (``Bizarrely,``, ``redefined flying``)."""
UNSAFE_TWO_FACTS = "unsafe_two_facts"
"""Rule 6: two facts joined (``as``, a fronted participle, an appended superlative) or a
claim over ``MAX_WORDS`` words."""
UNSAFE_UNANSWERED = "unsafe_reference"
"""Rule 6 (counted with rule 3): a verb of response with nothing it answers."""

MAX_WORDS = 30
"""Most words of a web claim before its ``(as of <date>)``: a longer one copies a long
sentence with more than one fact in it."""

_SAYING = frozenset(
    """say tell claim warn insist argue explain state suggest admit acknowledge deny
    allege assert stress emphasise emphasize predict urge ask reply comment remark testify
    concede contend caution announce declare report confirm reveal disclose unveil add
    write note recall cite describe question dismiss maintain threaten forecast think
    believe expect plan intend aim seek consider doubt suspect anticipate envision envisage
    foresee estimate reckon imagine suppose assume""".split()  # noqa: SIM905
)
"""Verbs of saying, thinking, expecting and planning: a plain attribution or plan (``said
rate hikes ...``, ``claims casualties``, ``plans to cut``, ``expects``) is kept unless
what it reports is a feeling (``told reporters that there were still hard feelings``,
``admitted he was concerned``)."""
_REACTING = frozenset(
    """feel hope fear worry regret welcome react respond condemn grumble applaud hail mourn
    want wish prefer desire yearn vow pledge promise accuse criticise criticize praise
    blame complain lament boast tout quip joke slam blast fume rail deplore decry""".split()  # noqa: SIM905
)
"""Verbs of feeling, reacting and wanting: the main verb is an attitude, not a fact."""
_FEELING_STATES = frozenset(
    """concerned worried happy unhappy angry furious upset hopeful determined eager keen
    reluctant afraid scared frustrated pleased disappointed delighted proud sorry sad glad
    anxious satisfied dissatisfied thrilled excited shocked surprised outraged""".split()  # noqa: SIM905
)
"""Complements of ``be`` that are a feeling or a want, not a fact (``was concerned about``)."""
_SPEAKER_FEELS_RX = re.compile(
    r"^(?P<who>[A-Za-z]+)\s+(?:is|are|was|were|had\s+been|has\s+been|have\s+been|"
    r"would\s+be|will\s+be|remains?|remained|feels?|felt)\s+(?:(?:very|deeply|so|"
    r"increasingly|more|most|extremely|still|also|not|now|greatly|bitterly)\s+){0,2}"
    r"(?P<state>[a-z]+)\b")
_TOLD_FEELING_RX = re.compile(
    r"^(?:(?:his|her|its|their|our|deep|grave|serious|growing|some|strong|hard)\s+){0,2}"
    r"(?:feelings|concerns?)\b|^there\s+(?:is|are|was|were|had\s+been|has\s+been|"
    r"have\s+been|would\s+be|will\s+be|remains?|remained)\s+(?:[a-z]+\s+){0,3}"
    r"(?:feelings|concerns?)\b")
_SPEAKER_PRONOUNS = frozenset({"he", "she", "it", "they", "we", "i"})
_MORE_FEELING_STATES = frozenset(
    """saddened heartbroken devastated dismayed grieving bitter disheartened distressed
    troubled alarmed""".split()  # noqa: SIM905
)
"""A feeling of the speaker's in what a saying verb reports: a pronoun for the speaker
(or the speaker's own name) in a feeling state (``admitted he was concerned``), or
feelings or concern as what was told (``told reporters that there were still hard
feelings``, ``admitted concern``); case-sensitive, so ``the Hope probe`` and ``Happy
Valley Resort`` are names, and ``reduced anxiety`` or ``the company was concerned`` (not
the speaker) are statements."""

_AUX = frozenset(
    """is are was were be been being has have had having will would shall should can
    could may might must do does did""".split()  # noqa: SIM905
)
_SKIP_IN_GROUP = frozenset({"not", "also", "still", "already", "just", "never", "now", "n't",
                            "reportedly", "allegedly", "officially", "formally", "recently"})
_BEFORE_NOUN = frozenset(
    """the a an his her its their our my your this that these those to of 's ’s per
    each every no any some several many few""".split()  # noqa: SIM905
)
_WORD_RX = re.compile(r"[A-Za-z\u00c0-\u024f][\w\u00c0-\u024f'\u2019.&-]*|[,;:()]")
_SUFFIX_RX = re.compile(r"\s*\((?:as of|reported)\s[^)]*\)\s*\.?\s*$")
_FRONTED_RX = re.compile(
    r"^(?:(?:In|On|At|Since|After|Before|During|From|By|For|Under|Until|Through|Between|"
    r"Throughout|Last|Earlier|Later|Elsewhere|Meanwhile|Separately|Also|However|Then|"
    r"Now|Today)\b[^,]{0,80}|[A-Z][a-z]+ly),\s+")


def _verb_lemmas(word: str) -> tuple[str, ...]:
    """The verb lemmas of a lower-case word (``told`` -> ``tell``), none for another."""
    lemmas = getAllLemmas(word)
    return tuple(lemmas.get("VERB", ())) + tuple(lemmas.get("AUX", ()))


def _attitude_after_noun(word: str, before: str, after: str, first: bool) -> bool:
    """Whether ``word``, a noun that is also a verb of rule 6's lists, is the verb after a
    common noun it agrees with: ``The union fears``, ``The company hopes to``, ``Residents
    fear flooding`` (a plural first in the claim), not ``The union hopes were`` (a noun
    before an auxiliary) nor ``science programs`` (no verb of the lists)."""
    lemmas = getAllLemmas(word)
    if not any(lemma in _REACTING or lemma in _SAYING for lemma in lemmas.get("VERB", ())):
        return False
    if after in _AUX or after in (",", ";", ":", "(", ")") or (
            before[:1].isupper() and not first):  # fmt: skip
        return False
    nouns = getAllLemmas(before.lower()).get("NOUN", ())
    if not nouns:
        return False
    singular = before.lower() in nouns
    inflected = word not in lemmas.get("VERB", ())
    return singular == inflected  # "union fears", "residents fear"


def _finite(word: str, before: str, after: str = "", first: bool = False) -> bool:
    """Whether ``word`` (after ``before``, before ``after``; ``first``: ``before`` opens
    the claim) can be a finite verb of the main clause: a verb form lemminflect knows, not
    after a determiner, possessive or preposition-like word; a word that can be a noun too
    is a verb only inflected after a name (``Seoul plans``, not ``the AirAsia group``) and
    not after a lower-case word (``science program``), unless it is a verb of saying or
    attitude agreeing with a common noun before it (``The union fears``)."""
    if not word.isalpha() or not word.islower() or not _verb_lemmas(word):
        return False
    low = before.lower()
    if low in _BEFORE_NOUN or low.endswith(("'s", "\u2019s")):
        return False
    if word in _AUX:
        return True
    lemmas = getAllLemmas(word)
    inflected = word not in lemmas.get("VERB", ())
    if "NOUN" not in lemmas and ("ADJ" not in lemmas or inflected):
        return True  # "acquired" may be an adjective, yet after a noun it is the verb
    if "NOUN" in lemmas and _attitude_after_noun(word, before, after, first):
        return True  # "The union fears a recession", "Residents fear flooding"
    if before[:1].isupper() or before[:1].isdigit():
        return inflected  # "plans", "stocked"; not "group"
    return low.endswith("ly") or low in _AUX or low in _SKIP_IN_GROUP


def _participle(word: str) -> bool:
    """``word`` is a verb's past or present participle (``found``, ``housed``, ``going``)."""
    return word.endswith("ing") or any(
        word in getInflection(lemma, tag="VBN") for lemma in _verb_lemmas(word))


def main_verb(claim: str) -> tuple[str, int, list[str]] | None:
    """The main clause's verb of ``claim``: its lemma, the index of the word after it in
    the returned tokens, and the tokens (``None`` when no verb is found). A fronted adjunct
    before a comma (``In 2021,``) is skipped; an auxiliary group (``has not been``) gives
    its last verb (``be`` for ``has been``, ``house`` for ``has been housed``)."""
    body = _FRONTED_RX.sub("", _SUFFIX_RX.sub("", claim), count=1)
    tokens = [t[:-1] if t.endswith(".") and t[:-1].islower() else t
              for t in _WORD_RX.findall(body)]  # "found." ends the claim; "Inc." is a name
    for index, token in enumerate(tokens):
        after = tokens[index + 1] if index + 1 < len(tokens) else ""
        if index == 0 or not _finite(token, tokens[index - 1], after, index == 1):
            continue
        last, at = token, index + 1
        while last in _AUX and at < len(tokens):
            nxt = tokens[at]
            if nxt in _SKIP_IN_GROUP:
                at += 1
                continue
            if nxt.isalpha() and nxt.islower() and _verb_lemmas(nxt) and (
                    nxt in _AUX or _participle(nxt) or last not in (
                        "is", "are", "was", "were", "be", "been", "being")):
                last, at = nxt, at + 1
                continue
            break
        return _verb_lemmas(last)[0], at, tokens
    return None


_PURPOSE_RX = re.compile(r"\bin\s+(?:the\s+)?hopes?\s+of\b|\bin\s+(?:an?\s+)?(?:bid|effort|"
                         r"attempt)\s+to\b|\bhoping\s+to\b")
_COMMENT_RX = re.compile(r"(?:^|,\s+)(?P<adverb>[A-Za-z]+ly),")
_NO_COMMENT = frozenset(
    """initially eventually finally originally ultimately subsequently previously recently
    currently separately additionally consequently similarly accordingly meanwhile
    formerly lately early only officially reportedly allegedly publicly""".split()  # noqa: SIM905
)
_FIGURATIVE_RX = re.compile(
    r"\b(?:redefin\w*|revolutioni[sz]\w*|set\s+(?:his|her|its|their)\s+sights|(?:was|is|"
    r"became|become)\s+the\s+face\s+of|on\s+display|paved?\s+the\s+way|took\s+cent(?:er|re)"
    r"\s+stage|crumbling|dilemma|game[- ]changer|sent\s+shockwaves|(?:a|the)\s+wake-up\s+"
    r"call)\b", re.IGNORECASE)
_AS_RX = re.compile(r"(?:,\s+|\s)as\s+(?!of\b|part\s+of\b|well\b|a\b|an\b|the\b|such\b|"
                    r"many\b|much\b|long\b|soon\b|far\b|if\b|though\b)")
_PARTICIPLE_RX = re.compile(r"^(?P<word>[A-Z][a-z]+(?:ed|en|ing))\b[^,]{0,80},")
_NOT_PARTICIPLE = frozenset({"Following", "During", "According", "Including", "Starting",
                             "Beginning", "Regarding", "Concerning", "Excluding", "Born"})
_SUPERLATIVE_RX = re.compile(r",\s+(?:the|its|their)\s+(?:\w+est|most|least|second-\w+|"
                             r"biggest|largest)\b")
_FRONTED_EVENT_RX = re.compile(
    r"^(?:Since|After|Before|Following|Until|Upon|With)\s+(?:its|his|her|their|the)\s+[a-z]+"
    r"\s+by\s+[^,]{0,80},")
"""A fronted event with its own agent: ``Since its founding by Kidd Jordan in 1990, ...``."""
_FRONTED_DESCRIPTION_RX = re.compile(
    r"^An?\s+[a-z][\w-]*(?:\s+(?!that\b|which\b|who\b|shows?\b|is\b|was\b)[^,\s]+){2,14},\s+")
"""A description fronted before the subject: ``A significant art collector with an estimated
net worth of $186.3 billion, the LVMH CEO in 2014 launched ...``: a second fact."""
_WHILE_RX = re.compile(r"(?:,\s+|\s)(?:while|whereas)\s+")
"""``... sustained minor damage while there was major damage to ...``: two facts."""
_UNANSWERED_RX = re.compile(r"\b(?:retaliate[sd]?|retaliating|respond(?:s|ed)?|react(?:s|ed)?|"
                            r"follow(?:s|ed)?\s+suit)\s*(?:\.|$)")


def _finite_in(words: list[str]) -> bool:
    """Whether an inflected verb form (``continues``, ``rose``) is among ``words``."""
    for at, word in enumerate(words):
        if not (word.isalpha() and word.islower()):
            continue
        lemmas = getAllLemmas(word)
        verbs = lemmas.get("VERB", ())
        if verbs and word not in verbs and "NOUN" not in lemmas and not word.endswith("ing"):
            return True
        if word in ("is", "are", "was", "were", "has", "have", "had", "will") and at > 0:
            return True
        before = getAllLemmas(words[at - 1]).get("NOUN", ()) if at > 0 else ()
        if verbs and word in verbs and before and words[at - 1] not in before:
            return True  # "as current policies project a warming": a plural and its verb
    return False


def _two_facts(claim: str) -> bool:
    body = _SUFFIX_RX.sub("", claim)
    if len(body.split()) > MAX_WORDS or re.search(r"\bas\s+part\s+of\b", body):
        return True
    participle = _PARTICIPLE_RX.match(body)
    if (participle and participle.group("word") not in _NOT_PARTICIPLE
            and _participle(participle.group("word").lower())):  # fmt: skip
        return True  # "Driven by a developing La Niña pattern, ..."
    if _SUPERLATIVE_RX.search(body) or _FRONTED_EVENT_RX.match(body):
        return True
    described = _FRONTED_DESCRIPTION_RX.match(body)
    if described is not None:
        found = main_verb(body)  # the verb after the description, not in it ("A power
        if found is not None and found[1] > len(_WORD_RX.findall(described.group())):
            return True  # outage at Stansted ... held up holiday travel on Monday, ...")
    for match in list(_AS_RX.finditer(body)) + list(_WHILE_RX.finditer(body)):
        rest = _WORD_RX.findall(body[match.end():])
        clause = []
        for word in rest:
            if word in (",", ";", ":"):
                break
            clause.append(word)
        if _finite_in(clause):
            return True  # "as severe summer weather continues to intensify"
    return False


def _comment_adverb(word: str, first: bool) -> bool:
    """Whether ``word`` before a comma is a comment adverb: lower-case (``, sadly,``) or,
    first in the claim, an adverb lemminflect knows (``Bizarrely,``); a capitalised name
    ending in -ly (``Italy,``, ``Kelly,``, ``Emily,``) is none."""
    low = word.lower()
    if low in _NO_COMMENT:
        return False
    if word.islower():
        return True
    return first and word[1:].islower() and "ADV" in getAllLemmas(low)


def _judgement(claim: str) -> bool:
    for match in _COMMENT_RX.finditer(claim):
        if _comment_adverb(match.group("adverb"), match.start() == 0):
            return True  # "Bizarrely, ..."
    return _FIGURATIVE_RX.search(claim) is not None


def _speaker_feeling(rest: str, speaker: list[str]) -> bool:
    """Whether what a saying verb reports (``rest``) is a feeling of the speaker's (the
    words ``speaker`` before the verb): read where the report starts, after ``that`` and
    after one word told (``told reporters there was concern``)."""
    words = rest.split()
    starts = [rest.strip()]
    if words and words[0].lower() not in _BEFORE_NOUN:
        starts.append(" ".join(words[1:]))
    if "that" in words[:6]:
        starts.append(" ".join(words[words.index("that") + 1 :]))
    names = {word for word in speaker if word[:1].isupper()}
    for start in starts:
        if _TOLD_FEELING_RX.match(start):
            return True
        feels = _SPEAKER_FEELS_RX.match(start)
        if feels and (feels.group("who").lower() in _SPEAKER_PRONOUNS
                      or feels.group("who") in names) and feels.group("state") in (
                          _FEELING_STATES | _MORE_FEELING_STATES):  # fmt: skip
            return True
    return False


def _speech(claim: str) -> bool:
    if _PURPOSE_RX.search(claim):
        return True  # "in hopes of": a want
    found = main_verb(claim)
    if found is None:
        return False
    lemma, at, tokens = found
    nxt = tokens[at].lower() if at < len(tokens) else ""
    if tokens[at - 1].lower() in _FEELING_STATES:
        return True  # "was concerned about"
    if lemma == "be":
        return nxt in _FEELING_STATES or (nxt in ("very", "deeply", "increasingly", "more")
                                          and at + 1 < len(tokens)
                                          and tokens[at + 1].lower() in _FEELING_STATES)
    if lemma in _REACTING:
        return True  # "reacted furiously to", "fears", "vowed to", "slammed"
    if lemma in _SAYING:
        verb = re.search(rf"\b{re.escape(tokens[at - 1])}\b", claim)
        rest = _SUFFIX_RX.sub("", claim[verb.end() :]) if verb else ""
        if _speaker_feeling(rest, tokens[: at - 1]):
            return True  # "told reporters that there were still hard feelings"
        inner = main_verb(rest)
        return inner is not None and inner[0] in _REACTING  # "said it regretted"
    return False


def unsafe_predicate(claim: str) -> str | None:
    """Why ``claim``'s predicate states no checkable fact (module docstring), by the
    first part of rule 6 it breaks; ``None`` when it does."""
    if _judgement(claim):
        return UNSAFE_JUDGEMENT
    if _speech(claim):
        return UNSAFE_SPEECH
    if _two_facts(claim):
        return UNSAFE_TWO_FACTS
    if _UNANSWERED_RX.search(_SUFFIX_RX.sub("", claim)):
        return UNSAFE_UNANSWERED
    return None
