"""Questions as people ask them: ``When did X ...?`` and ``How many Y did X ...?``.

A fact sentence with its date or figure blanked out ("The current name was chosen on what
date?") is the sentence-with-a-blank form reviewers reject. These rules move the asked part
to the front and invert the clause instead:

- an auxiliary after the subject is moved before it: ``Mozilla Persona will be shutting down
  on <date>`` -> ``When will Mozilla Persona be shutting down?``;
- a past or present verb takes do-support with its base form: ``Mozilla promoted Brendan
  Eich ... on <date>`` -> ``When did Mozilla promote Brendan Eich ...?``.

A figure is asked only when it is the copula's complement (``The budget was $48 million
when ...`` -> ``What was the budget when ...?``) or the verb's object (``X employs
40,000 people`` -> ``How many people does X employ?``). Any
clause these rules cannot invert cleanly gives ``None`` and the template skips the fact
(counted by the caller): an honest skip beats an unnatural question.
"""

from __future__ import annotations

import re

from lemminflect import getAllInflections, getAllLemmas

from shared.text.dates import MONTH_NAME, DateMention
from shared.text.numbers import Quantity
from shared.text.ordinals import ordinal_alternation
from shared.text.phrases import clause, is_number_word

__all__ = ["TITLED", "base_form", "fronted_clause", "how_many_question", "split_clause",
           "when_question", "who_question"]

_AUX = frozenset(
    """is are was were will would has have had can could should may might must""".split()  # noqa: SIM905
)
_PRONOUNS = frozenset(
    """he she it they this these those there we i you its their his her""".split()  # noqa: SIM905
)
_SUBJECT_STOP = re.compile(r"[,;:()\"“”]")
_FRONTED = re.compile(
    r"^(?:even\s+)?(?:though|although|while|whilst|when|whenever|as|after|before|because|since|"
    r"if|unless|once|until|whereas)\s+(?!of\b)", re.I)
"""A sentence that opens with a subordinating conjunction: ``Though the FBI shut down that
black market in October 2013, other outlets have emerged ...``. Its first clause is not the
sentence's main clause, so the sentence is never inverted whole into a question."""


def fronted_clause(text: str) -> bool:
    """The sentence opens with a subordinate clause ("Though/Although/While/When/As/After/
    Before ... ,"), so no question is built by inverting it (see ``_FRONTED``)."""
    return _FRONTED.match(text.lstrip()) is not None


def base_form(verb: str) -> str | None:
    """The base form of a past-tense or third-person verb, or ``None`` if unsure.

    Read from lemminflect's lexicon, not from stripped endings ("filed" -> "file", never
    "fil"); a word the lexicon does not know as a verb form gives ``None``."""
    word = verb.lower()
    for lemma in getAllLemmas(word, upos="VERB").get("VERB", ()):
        forms = getAllInflections(lemma, upos="VERB")
        if word in forms.get("VBD", ()) or word in forms.get("VBZ", ()):
            return str(lemma)
    return None


def _past(verb: str) -> bool:
    word = verb.lower()
    return word.isalpha() and any(
        word in getAllInflections(lemma, upos="VERB").get("VBD", ())
        for lemma in getAllLemmas(word, upos="VERB").get("VERB", ())
    )


def split_clause(text: str) -> tuple[str, str, str] | None:
    """(subject, verb, rest) of a declarative clause whose subject is a plain noun phrase."""
    words = text.split()
    for i, word in enumerate(words[1:9], start=1):
        subject = " ".join(words[:i])
        if _SUBJECT_STOP.search(subject) or subject.lower().split()[0] in _PRONOUNS:
            return None
        low = word.lower()
        if low in _AUX or _past(low) or (
            low.isalpha() and low.endswith("s") and not low.endswith(("ss", "us", "is"))
            and words[i - 1][0].isupper() and not word[0].isupper()
        ):
            if word[0].isupper():
                continue
            if i >= 2 and adverb(words[i - 1]):
                # "Apple first started ...": the verb "first started", the subject "Apple"
                subject, word = " ".join(words[: i - 1]), f"{words[i - 1]} {word}"
            if not _noun_phrase(subject):
                return None
            return subject, word, " ".join(words[i + 1 :])
    return None


_POINTING_BACK = frozenset({"also", "then", "further", "too", "likewise", "similarly"})
"""Adverbs that tie a clause to the one before it: left out of a question."""


def adverb(word: str) -> bool:
    """A lower-case word the lexicon reads as an adverb, never as a verb, and as a noun only
    when as an adjective too ("also", "first", "recently", "later"; not "today"): it may
    stand between a subject and its verb."""
    lemmas = getAllLemmas(word) if word.isalpha() and word.islower() else {}
    kinds = set(lemmas)
    # "today" (a noun too) is a time, not a manner; "first" (an adjective too) is an adverb
    return "ADV" in kinds and not ({"VERB", "PROPN"} & kinds) and (
        "NOUN" not in kinds or "ADJ" in kinds)


_DETERMINERS = frozenset(
    """the a an this that these its their his her our each every all both some many most no
    one two three""".split()  # noqa: SIM905
)


TITLED = re.compile(
    r"^(?:[A-Z][a-z]+\s+)?(?:[a-z]+\s+){1,2}[A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*){0,3}$"
)
"""A name after its description: "Dutch explorer Abel Tasman", "premier Alfred Domett"."""


def _noun_phrase(subject: str) -> bool:
    """A subject that is plainly a noun phrase: opens with a determiner or is all names.

    "Place warning signs 500 meters ..." is an instruction, not "Place warning" signing."""
    words = subject.split()
    if fronted_clause(subject):
        return False  # "Though the FBI" is a subordinate clause's opening, not a subject
    if words[0].lower() in _DETERMINERS or TITLED.match(subject):
        return True
    return all(w[0].isupper() or w[0].isdigit() or w.lower() in ("of", "and", "de", "for")
               for w in words)


def _lead(subject: str) -> str:
    """The subject as it reads after "did": a determiner is lowered, a name keeps its case."""
    first, _, rest = subject.partition(" ")
    keep = first.lower() if first.lower() in _DETERMINERS else first
    return f"{keep} {rest}".strip()


def _participle_next(rest: str) -> bool:
    """Whether ``rest`` (after "has"/"have"/"had") goes on with a verb form after at most
    one adverb ("been", "also won"): the auxiliary of a perfect, not the main verb."""
    words = re.findall(r"[A-Za-z’'-]+", rest)[:2]
    for word in words:
        lemmas = getAllLemmas(word.lower())
        if "VERB" in lemmas and word.lower() not in lemmas["VERB"]:
            return True  # an inflected verb form ("been", "won", "risen")
        if "ADV" not in lemmas:
            return False
    return False


def _ask(wh: str, subject: str, verb: str, rest: str) -> str | None:
    adv, _, low = verb.lower().rpartition(" ")  # "first started": the adverb goes after X
    adv = "" if adv in _POINTING_BACK else adv  # "also won": the question stands alone
    *head, last = subject.split()
    if head and last.lower() in _AUX and low not in _AUX:
        # "The company has hired 40 engineers": "How many engineers has the company hired?"
        body = f"{wh} {last.lower()} {_lead(' '.join(head))} {adv} {low} {rest}"
        return re.sub(r"\s{2,}", " ", body).strip(" ,.") + "?"
    subj = _lead(subject)
    if low in ("has", "have", "had") and not _participle_next(rest):
        # "the program now has 14 companies": "has" is the main verb, asked with "do"
        do = "did" if low == "had" else ("does" if low == "has" else "do")
        body = f"{wh} {do} {subj} {adv} have {rest}"
    elif low in _AUX:
        body = f"{wh} {low} {subj} {adv} {rest}"
    else:
        base = base_form(low)
        if base is None:
            return None
        do = "did" if _past(low) else ("does" if low.endswith("s") else "do")
        body = f"{wh} {do} {subj} {adv} {base} {rest}"
    body = re.sub(r"\s{2,}", " ", body).strip(" ,")
    body = re.sub(r"[.!,;:]+(?=[”\"’']*$)", "", body)  # 'of our era.”' ends 'of our era”?'
    return body[0].upper() + body[1:] + "?"


def when_question(text: str, mention: DateMention) -> str | None:
    """``When did/was ...?`` for a fact with one date, or ``None``."""
    before = text[: mention.start].rstrip()
    after = text[mention.end :]
    lead = re.match(r"^(?:On|In|By|As of|Since)\s*$", before)
    if lead is None and fronted_clause(text):
        return None  # "Though X did Y in 2013, Z ...": the date is not the main clause's
    # "convicted of criminal mischief in 1998 and was legally barred from ...": the date
    # dates the first verb phrase; a second one after "and" is another fact
    after = re.split(r",?\s+(?:and|but)\s+(?=(?:was|were|is|are|has|have|had|will|would|did|"
                     r"then)\b|[a-z]+ed\b)", after)[0]
    if lead is not None:
        body = clause(after.lstrip(" ,"))
    else:
        prep = re.search(r"\s(on|in|by)\s*$", before)
        if prep is None or "," in before:
            return None  # a date inside a side clause does not date the main verb
        body = clause(f"{before[: prep.start()]} {after.lstrip()}")
    if re.search(r"(?<![\d–—-])\b(1[5-9]|20)\d\d\b(?![–—-]\d)", body):
        # a second year in the clause: which one dates the verb? ("AD 2018–23–51" is a
        # number, not a year)
        return None
    parts = split_clause(body)
    if parts is None or not parts[2] or parts[1].lower().split()[-1] in ("has", "have"):
        return None  # "When has the population risen to ...": a state, not a dated event
    wh = "In what year" if mention.precision == "year" else "When"
    return _ask(wh, *parts)


def how_many_question(text: str, q: Quantity) -> str | None:
    """``How many/much <unit> did X <verb>?`` when the figure is the verb's object."""
    before = clause(text[: q.start]).rstrip()
    tail = re.search(r"\s(over|about|nearly|almost|around|some|more than|up to|roughly|only|"
                     r"approximately|at least|just)$", before, re.I)  # fmt: skip
    if tail is not None:
        before = before[: tail.start()]
    words = before.split()
    if not 2 <= len(words) <= 9 or _SUBJECT_STOP.search(before):
        return None
    subject, verb = " ".join(words[:-1]), words[-1]
    low = verb.lower()
    if len(words) >= 3 and adverb(words[-2]):  # "Beijing also wants", "X now has"
        subject, verb = " ".join(words[:-2]), f"{words[-2]} {verb}"
    after = clause(text[q.end :]).strip()
    if low in ("is", "are", "was", "were"):
        # "The renovation budget was $48 million when ..." -> "What was the renovation budget
        # when ...?"; "X was 40 years old" has no such question.
        # "The plant is 20 miles north of the Bronx": a distance in a direction is no "what"
        if re.match(r"^(old|long|high|tall|wide|deep|away|ago|later|earlier|of|north|south|east|"
                    r"west|north-?east|north-?west|south-?east|south-?west|from|off|outside|"
                    r"inside|above|below|beyond|behind|ahead|apart|upstream|downstream|"
                    r"before|after)\b", after) or \
                subject.lower().split()[0] in _PRONOUNS or len(after.split()) > 10:
            return None
        return _ask("What", subject, verb, after)
    if verb[0].isupper() or subject.lower().split()[0] in _PRONOUNS or not _noun_phrase(subject) \
            or not (
        low in _AUX or _past(low) or (low.endswith("s") and not low.endswith(("ss", "us", "is")))
    ):
        return None
    unit = " ".join(w for w in q.text.split() if not is_number_word(w)).strip()
    of = re.match(r"^(of [\w’' -]+?)(?=$|[,;]| (?:in|on|at|for|from|to|by|with|since)\b)", after)
    rest = after[of.end() :].strip(" ,") if of else after
    if len(rest.split()) > 10:
        return None
    if q.kind == "money":
        wh = "How much"
        noun = ""
    elif q.kind == "percent" or not unit:
        return None
    else:
        noun = f"{unit} {of.group(1)}" if of else unit
        wh = "How much" if noun.lower().split()[0] in ("gb", "mb", "tb", "kb") else "How many"
        if wh == "How much" and of is not None:
            noun = of.group(1)[3:]
    return _ask(f"{wh} {noun}".strip(), subject, verb, rest)


_OBJECT_START = re.compile(
    r"^(?:the|a|an|two|three|four|five|six|seven|eight|nine|ten|[A-Z0-9$€£])", re.I
)
_POSSESSIVE = re.compile(r"\b(?:his|her|hers|its|their|theirs|himself|herself|itself|"
                         r"themselves|he|she|it|they|them|him)\b", re.I)


_UNDATED_STOP = re.compile(r",|\b(?:but|and|or|that|who|which|because|although|while|if|"
                           r"when|whose|where|then|also|again|still)\b|\b(?:[a-z]+ly)\b")
"""What an undated deed's predicate may not hold: a second clause or verb ("started in the
red, but was last trading up"), reported speech ("responded that ..."), an adverb."""
_SPEECH_VERBS = frozenset({"said", "told", "did", "wrote", "added", "noted", "asked",
                           "tweeted", "explained", "argued", "replied", "responded", "claimed",
                           "stated", "contributed", "declined", "refused"})


def who_question(text: str, *, undated: bool = False) -> tuple[str, str] | None:
    """``(Who <past verb> <object> ...?, <subject>)`` for a named subject's dated or counted
    deed: "In 1997, President Bill Clinton imposed a trade embargo against Sudan" -> "Who
    imposed a trade embargo against Sudan in 1997?". ``None`` unless the subject is a name,
    the verb a past-tense verb with a direct object, and the predicate holds a date or figure
    (so one deed, not a habit, is asked) and no pronoun (``his`` would point at the answer).

    ``undated`` asks a past deed without a date or figure too ("Parise blocked a shot in the
    waning seconds of the third period" -> "Who blocked a shot in the waning seconds of the
    third period?"), when its predicate is one short clause (``_UNDATED_STOP``) and its verb
    no speech verb.
    """
    body = clause(text)
    lead = re.match(r"^(?:On|In|By|Since)\s+([^,]{3,30}),\s+", body)
    tail = ""
    if lead is not None:
        body, tail = body[lead.end() :], f"{lead.group(0).rstrip(', ').split(' ', 1)[0].lower()} " \
            f"{lead.group(1)}"
    parts = split_clause(body)
    if parts is None:
        return None
    subject, verb, rest = parts
    if any(re.search(r"[A-Za-z]\d|\d[A-Za-z]", w) for w in subject.split()):
        return None  # "Copper CMCU3": a ticker or a code, not someone who did something
    last = verb.split()[-1].lower()
    if _POINTING_BACK & set(verb.lower().split()):
        return None  # "X and Y also scored": others did too, so "Who scored?" has more answers
    if subject.split()[0] in _DETERMINERS or subject.split()[0].lower() in _DETERMINERS or \
            not _past(last) or last in _AUX or last in ("said", "told", "did") or \
            not _OBJECT_START.match(rest) or _POSSESSIVE.search(rest):
        return None
    if re.search(rf"\b{re.escape(subject)}\b", rest):
        return None  # "Armenia named most popular spot ... Armenia has been named ...": a
        # headline glued to its lede (or a comparison with itself): no one deed to ask
    if re.match(r"^the\s+[a-z][\w-]*(?:\s+(?:in|on|at|by|since|for)\s+[^a-z]|$)", rest):
        return None  # "McDonald joined | the band | in 1975": which band? the object points
        # back to a name an earlier sentence gives
    asked = f"{rest} {tail}".strip(" ,")
    if undated:
        if last in _SPEECH_VERBS or _UNDATED_STOP.search(rest) or \
                not 3 <= len(asked.split()) <= _WHO_WORDS:
            return None
        return f"Who {verb.lower()} {asked}?", subject
    if not re.search(rf"\d|\b{MONTH_NAME}\b", asked):
        return None
    if len(asked.split()) > _WHO_WORDS:
        asked = _short_deed(asked) or ""
    if not asked or len(asked.split()) > _WHO_WORDS:
        return None  # the sentence with its subject blanked out, nine words or more of it
    return f"Who {verb.lower()} {asked}?", subject


_WHO_WORDS = 7
"""Words after the verb in a who question: with the verb, fewer than the nine-word run the
``quotes_evidence`` gate refuses as a repeated sentence."""
_PREP = re.compile(r"\s(?:in|on|at|for|from|to|with|by|after|during|against|into|as|of|"
                   r"under|over|near|through|across|between|before|since)\s")
_DATED = re.compile(rf"\s(?:in|on|for|by|since)\s+(?:{MONTH_NAME}\s+)?(?:\d{{1,2}},?\s+)?"
                    r"(?:\d{4}|\$[\d.,]+(?:\s+(?:million|billion|trillion))?)\b")


def _short_deed(asked: str) -> str | None:
    """The verb's object and its date or price only: "Whole Foods in August 2017 for $13.7
    billion, ..." -> "Whole Foods in August 2017"."""
    dated = _DATED.search(f" {asked}")
    first = _PREP.search(f" {asked} ")
    if dated is None or first is None:
        return None
    obj = asked[: max(first.start() - 1, 0)].strip(" ,")
    after = asked[first.start() :].split()
    if (after and after[0] == "of") or re.match(
            rf"^(?:the|a|an)\s+(?:{ordinal_alternation(3)}|last|only|most|best|worst|largest|"
            r"biggest|highest|lowest)\b", obj):
        # "four rounds | of planned outages", "the first player | in NBA history to ...": the
        # phrase after the cut is part of the object
        return None
    if not obj or (after[0] == "to" and len(after) > 1 and after[1].islower()
                   and after[1] in getAllLemmas(after[1], upos="VERB").get("VERB", ())):
        # "the first European to sight New Zealand": the infinitive is part of the object
        return None
    dropped = f" {asked}"[: dated.start()][len(obj) + 1 :]
    if _QUALIFIER.search(dropped) or any(_past_tense(w) for w in dropped.split()):
        # "a legislative majority | for the first time | since 1993" loses what the date
        # measures; "Bevin | in a state Trump won by 30 points | in 2016" dates another
        # clause's verb: the date is not the deed's
        return None
    return f"{obj} {dated.group(0).strip()}"


_QUALIFIER = re.compile(rf"\b(?:{ordinal_alternation(5)}|last|only|again|time|times|"
                        r"record|ever|never)\b", re.IGNORECASE)


def _past_tense(word: str) -> bool:
    """Whether a lower-case ``word`` is a verb's past-tense form (lemminflect's VBD)."""
    if not word.isalpha() or not word.islower():
        return False
    return any(word in getAllInflections(lemma, upos="VERB").get("VBD", ())
               for lemma in getAllLemmas(word, upos="VERB").get("VERB", ()))
