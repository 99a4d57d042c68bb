"""The read-alone test: the last gate every finished claim passes, after all rewriting.

A reader holding only the claim text must identify every referent. The gates before this
one look at the sentence while it is rewritten; the rewrites after them (names completed,
acronyms expanded, places and dates added) and the sentence classes they were not written
for still let claims through that only a reader of the page understands. This test reads
the claim alone, by classes of language rather than by pages:

- ``outside_reference``: a word whose meaning is "the one(s) already mentioned": ``another
  approach``, ``the other``, ``such a``, ``the same day`` (without ``as``), ``the former``,
  ``the latter``, ``both`` / ``each`` / ``either`` / ``neither`` with nothing in the claim
  to range over;
- ``unresolved_pronoun``: a personal or possessive pronoun (``he``, ``its``, ``their``)
  with no name or noun phrase before it in the claim, or one whose only candidate is the
  name it owns (``Princess Cyd is his most accomplished film``);
- ``definite_description``: ``the`` + lower-case words ending in a common noun (``the
  deal``, ``the two men``, ``the music video``) that nothing completes: no ``of``-phrase,
  relative clause, name or title after it, no capitalised or numeric modifier naming it,
  no earlier ``a``/``an`` introducing it in the claim, not a superlative, not a noun the
  world makes unique (``the internet``);
- ``unanchored_deixis``: a time or place that points at the page's own here and now
  (``here``, ``today``, ``this week``, ``at the time``, ``now`` with no ``(as of ...)``);
- ``cut_claim``: the claim stops before a complement its last word needs (``... is a
  ballad originally.``, ``... a series written.``, ``... as part of.``);
- ``compound``: two subjects doing one predicate (``Zigbee and Z-Wave have``, ``In 2015,
  X and Y received``, ``X and Y each``), two named objects under ``both`` (``played for both
  A and B in 2010``) or a list of three or more items (``on iOS, Android, Windows and Mac``);
- ``partial_name``: the subject is a fragment of a longer name the page uses (``Roof`` for
  Dylann Roof, ``Forrest Jones`` for Michael Forrest Jones, ``Young`` for a page titled
  *The Young and the Restless*, ``Sabarmati`` for a page titled *Sabarmati Junction
  railway station*: a name and then its kind in lower case) and the claim does not hold
  the whole name; anywhere in
  the claim, a person's surname (``... why Roof did it``) or first name doing the verb;
- ``filler_text``: template filler (``Lorem ipsum``) or a tutorial's stock character as
  the whole subject (``Bob is committing ...``).

``rewritten_subject_reason(subject, ...)`` checks a subject the decontextualiser wrote in
place of a pronoun or description: it must be a whole name (its head capitalised, or a
description completed by ``of`` + a name), never a group noun (``Egyptian archaeologists``)
or a fragment of a longer name of the page (``wrong_subject``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from lemminflect import getAllLemmas

from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import is_finite_verb
from shared.text.ordinals import ORDINAL_WORDS

__all__ = ["PageNames", "read_alone_reason", "rewritten_subject_reason"]

_ANCHOR_RX = re.compile(r"\s*\((?:as of|reported|in|since|until|by)\b[^()]*\)\s*(?=[.!]?$)")
"""The ``(as of March 9, 2017)`` / ``(reported ...)`` suffix the anchoring step adds."""
_ANCHORED_RX = re.compile(r"\((?:as of|reported)\b")

_OUTSIDE_RX = re.compile(
    r"(?<!\bone )\banother\b(?!\s+(?:one|time)\b)(?<!\bone another)"
    r"(?!\s+[a-z]+\s+(?:created|written|made|founded|built|designed|owned|directed|"
    r"produced|invented|developed)\s+by\s+[A-Z])"
    r"|\b(?:the|an?) other\b(?!\s+(?:hand|side of)\b)(?!\s+than\b)"
    r"|\bothers\b(?!\s+(?:such as|including|like)\b)"
    r"|\bsuch\b(?!\s+(?:as|that)\b)(?![^.]{0,60}\bas\b)"
    r"|\bthe same\b(?![^.]{0,60}\b(?:as|that)\b)"
    r"|\bthe (?:former|latter|remaining|rest)\b(?!\s+of\b)"
    r"|\b(?:either|neither)\b(?![^.]{0,60}\b(?:or|nor)\b)"
    r"|\bthe (?:two|three|four|five|six|seven|eight|nine|ten)\b(?=\s*[,.;]|\s+(?:with|in|on|"
    r"at|to|for|from|by|and|were|was|had|have|are)\b)"  # "shot the three with": who?
    r"|\b(?:both|each)\s+(?:of\s+)?(?:them|these|those|teams|sides|men|women|companies|"
    r"parties|countries|groups)\b"
    r"|^(?:Both|Each|Either|Neither)\s+(?:were|was|are|is|had|have|has|will|would|can)\b",
    re.IGNORECASE,
)
"""A word that means "the one(s) mentioned before" (module docstring), with the phrases
that complete it inside the claim left alone: ``one another``, ``other than``, ``such
as``, ``the same ... as``, ``either ... or``."""

_PRONOUN_RX = re.compile(r"\b(he|she|him|his|her|hers|they|them|their|theirs|it|its)\b",
                         re.IGNORECASE)  # fmt: skip
_EXPLETIVE_IT_RX = re.compile(
    r"\bit\s+(?:is|was|has been|had been|will be|would be|seems|seemed|took|takes)\b",
    re.IGNORECASE,
)
_OPENERS = frozenset(
    """the a an in on at for by from with and but as after before during since until when
    while if although though because of to into over under about between among according
    following including despite unlike like within without through throughout""".split()  # noqa: SIM905
)
"""Capitalised only because they open the claim: no name an antecedent could be."""

_DEFINITE_RX = re.compile(
    r"\b[Tt]he\s+((?:[\w\u2019'$.,%-]+\s+){0,3}?)([a-z][a-z\u2019'-]*)"
    r"(?=(?P<after>\s*[^\s]*))"
)
_COMPLETING = frozenset(
    """of for in on at to from with between among about against by over under into within
    that which who whom whose where when as than behind around across near after before
    during since until like it he she they we its his her their known called named
    titled entitled dubbed based located held made led run owned founded created built
    developed written directed produced released published used given""".split()  # noqa: SIM905
)
"""Words after ``the N`` that complete it (an ``of``-phrase, a relative clause, a
participle naming what it is: ``the film directed by``)."""
_UNIQUE = frozenset(
    """world earth sun moon universe internet web atmosphere ocean sky public past future
    present rest end beginning middle top bottom way fact first last most least best worst
    same only next majority minority number amount use idea lack need ability chance
    opportunity risk environment planet climate weather wild truth law average norm
    equator poles arctic antarctic media press economy""".split()  # noqa: SIM905
)
"""Nouns a ``the`` makes unique without the page (``the world``, ``the past``)."""
_TIME_HEADS = frozenset(
    """century centuries decade decades year years era age period season month week
    day morning evening night afternoon summer winter spring autumn fall time""".split()  # noqa: SIM905
)
_SUPERLATIVE_RX = re.compile(
    r"^(?:most|least|best|worst|first|last|only|next|largest|\w+est|\d+(?:st|nd|rd|th))$"
)
_ORDINALS = frozenset((*ORDINAL_WORDS, "final", "top"))

_DEIXIS_RX = re.compile(
    r"\b(?:here|today|tonight|yesterday|tomorrow|this (?:week|weekend|month|year|morning|"
    r"afternoon|evening|season|spring|summer|autumn|fall|winter)|(?:last|next) (?:week|"
    r"weekend|month|year|night|season)|earlier this|later this|later that|that (?:day|week|"
    r"month|night|morning|evening|year|time)|at the time|at that time|by then|"
    r"in the meantime|the same (?:day|week|month|year|time|night|morning|evening)\b"
    r"(?!\s+as\b))\b",  # "at the same time as Operation Earnest Will": within the claim
    re.IGNORECASE,
)
_NOW_RX = re.compile(r"\b(?:now|currently|recently|presently|nowadays)\b(?!\s+(?:known|called|"
                     r"named|defunct|part|owned|located|based)\b)", re.IGNORECASE)  # fmt: skip

_NEEDS_MORE = frozenset(
    """originally initially formerly previously also mainly mostly primarily largely
    especially particularly including such like than as of to in by with for from at on
    into onto about and or but nor the a an its their his her whose which who whom that
    while whereas because although though if unless between among most any every
    very""".split()  # noqa: SIM905
)
"""Words a claim cannot end on: its complement was cut off (``an American archaeologist
most.`` of ``most notable for``, ``a place for any.``). ``each`` is distributive (``one
ounce each``); ``most`` after ``the`` or a verb (``grew the most``, ``fans admire most``) and
``any`` after ``than`` (``more than any``) end their phrase (``_whole_ending``)."""
_TRANSITIVE_PARTICIPLES = frozenset(
    """written known called named titled entitled dubbed based located situated made held
    owned produced directed composed released published founded led given taken shown
    drawn chosen described considered regarded recognized recognised designed developed
    created built used""".split()  # noqa: SIM905
)
"""Participles that need an object or an agent: without an auxiliary before them (``was
released``) a claim ending on one is cut (``... a series written.``)."""
_AUXILIARIES = frozenset(
    """is are was were be been being has have had get gets got become becomes became
    remain remains remained""".split()  # noqa: SIM905
)
_ADVERB_RX = re.compile(r"^(?:\w+ly|later|never|not|also|first|again|since|already|still)$")

_SUBJECT_PAIR_RX = re.compile(
    r"^(?:Both\s+)?(?P<a>(?:[Tt]he\s+)?[A-Z][\w.'\u2019&-]*(?:\s+[A-Z][\w.'\u2019&-]*){0,4})"
    r"\s+and\s+(?P<b>(?:the\s+)?[A-Z][\w.'\u2019&-]*(?:\s+[A-Z][\w.'\u2019&-]*){0,4})"
    r"\s+(?P<verb>[a-z]+)\b"
)
"""Two names as the claim's subject, before its verb (``Zigbee and Z-Wave have ...``)."""
_FRONTED_RX = re.compile(
    r"^(?:In|On|At|By|After|Before|During|Since|From|Until|Following|Between|Earlier|Later)"
    r"\s[^,]{1,50},\s+"
)
"""A fronted time or place phrase (``In 2015, X and Y received ...``): the subject follows."""
_BOTH_RX = re.compile(r"^Both\s+[^,.;]{1,80}?\s+and\s+")
"""``Both the Controller and Executors work ...``: two subjects, each a fact of its own."""
_BOTH_OBJECTS_RX = re.compile(
    r"(?<!\bbetween )(?<!\bby )\bboth\s+(?:the\s+)?[A-Z][^,.;]{0,60}?\s+and\s+(?:the\s+)?[A-Z]"
)
"""``played for both Manchester United and Real Madrid before 2018``: two named objects the
predicate takes each, left whole (``distributive`` splits them only at the claim's end);
``between both`` and ``by both`` (a joint agent) are one fact."""
_EACH_RX = re.compile(r"\band\b[^,.;]{1,60}\beach\b(?!\s+other\b)", re.IGNORECASE)
_LIST_RX = re.compile(
    r"(?:(?<=[\s(])|^)(?P<items>(?:[\w$\u2019'.&/-]+(?:\s+[\w$\u2019'.&/-]+){0,3},\s+){2,})"
    r"(?:[\w$\u2019'.&/-]+(?:\s+[\w$\u2019'.&/-]+){0,3}\s+)?(?:and|or)\s+[\w$\u2019'.&/-]+"
)
"""Three or more short items in a row, the last after ``and``/``or``."""

_NAME_RUN_RX = re.compile(
    r"[A-Z][\w\u00c0-\u017f.'\u2019&-]*(?:\s+(?:(?:of|the|and|de|van|der|von|la|le|du)\s+)*"
    r"[A-Z][\w\u00c0-\u017f.'\u2019&-]*)*"
)
_SUBJECT_RX = re.compile(
    r"^(?P<name>[A-Z][\w\u00c0-\u017f.\u2019&-]*(?:\s+(?:(?:ap|de|van|der|von|da|di|la|le|du|"
    r"bin|al|the|of)\s+)?[A-Z][\w\u00c0-\u017f.\u2019&-]*){0,4})"
    r"(?:['\u2019]s)?\s+(?P<next>[a-z]\w*)"
)
"""A claim-initial name (``Roof was sentenced``, ``Young's ...``)."""
_FUNCTION_TITLE = frozenset({"the", "a", "an", "and", "of", "or", "in", "on", "at", "to", "for"})


class PageNames:
    """The longer names a page uses (its title's name, its people's full names), against
    which a claim's subject is checked for being a fragment."""

    def __init__(self, title: str | None, persons: Iterable[str]) -> None:
        self.title_words = _title_words(title)
        self.persons = tuple(sorted({p for p in persons if len(p.split()) >= 2}))

    def fragment(self, name: str, claim: str) -> str | None:
        """The page's longer name that the one-word ``name`` is a strict part of, when
        ``claim`` does not hold that longer name; else ``None``. Two words or more read as
        a name of their own (a page's names overlap: ``Forrest Jones``)."""
        words = name.split()
        if len(words) != 1 or words[0].lower() in _OPENERS:
            return None
        title = self.title_words
        whole = " ".join(title).lower()
        flat = claim.replace(":", "").lower()
        if title and whole in flat and words[0] in title:
            return None  # "Eddie the Eagle is ...": the title given whole
        for person in self.persons:
            if person not in claim and words[0] in person.split():
                return person
        lower = {w.lower() for w in title if not w[:1].isupper()}
        if 2 <= len(title) <= 5 and words[0] in title and (
            lower <= _NAME_FUNCTION or _category_tail(title)
        ):
            return " ".join(title)
        return None


    def person_fragment(self, claim: str) -> str | None:
        """A one-word name anywhere in ``claim`` that is a strict part of a person's full
        name on the page the claim does not hold (``... why Roof did what he did`` under
        Dylann Roof); the first word of the claim is left to ``fragment``."""
        found = list(_NAME_RUN_RX.finditer(claim))
        runs = [re.sub(r"['\u2019]s$", "", m.group(0)).rstrip(".") for m in found]
        longer = {w for run in runs if " " in run for w in run.split()}
        words = set(re.findall(r"[\w\u00c0-\u017f'\u2019-]+", claim))
        for match, word in zip(found, runs, strict=True):
            if match.start() == 0 or " " in word or word in longer:
                continue  # "Dell Magazines ... Dell's successor": a name of the claim's own
            if word.lower() in _OPENERS:
                continue
            acts = re.match(r"\s+([a-z]+)", claim[match.end() :])
            for person in self.persons:
                parts = person.split()
                if word not in parts or set(parts) <= words:
                    continue
                if word == parts[-1] or (acts is not None and is_finite_verb(acts.group(1))):
                    return person  # a surname, or a first name doing the claim's verb
        return None


def _category_tail(title: list[str]) -> bool:
    """A title that is a name and then the kind of thing it names, in lower case
    (``Sabarmati Junction railway station``, ``1990 Atlanta Falcons season``): every
    lower-case word after every capitalised one, none a function word (``Islam in West
    Bengal`` is a topic, not a name)."""
    cased = [w[:1].isupper() or w[:1].isdigit() for w in title]
    first_lower = cased.index(False) if False in cased else len(cased)
    tail = title[first_lower:]
    return (first_lower > 0 and bool(tail) and not any(cased[first_lower:])
            and not {w.lower() for w in tail} & (_NAME_FUNCTION | _OPENERS))  # fmt: skip


_NAME_FUNCTION = frozenset({"the", "and", "of", "a", "an", "&"})
"""The only lower-case words a title that is a name holds (``The Young and the Restless``;
``Islam in West Bengal`` is a topic, not a name)."""


def _title_words(title: str | None) -> list[str]:
    """The words of a page title's name: the part before a site suffix (`` - Wikipedia``,
    `` | CNN``) and before a colon's subtitle, a leading ``The`` kept; its ``&`` (or
    ``&amp;``) read as the ``and`` a claim writes."""
    if not title:
        return []
    head = re.split(r"\s+[|\u2013\u2014-]\s+", title, maxsplit=1)[0]
    head = re.sub(r"\s*\([^()]*\)\s*$", "", head).replace(":", "")
    head = re.sub(r"\s&\s", " and ", html.unescape(head))  # "Water &amp; Theme Park"
    return [w.strip("\"'\u201c\u201d") for w in head.split() if w.strip("\"'\u201c\u201d")]


def _contains(whole: list[str], part: list[str]) -> bool:
    """``part`` is a contiguous run of ``whole`` (words compared exactly)."""
    n = len(part)
    return any(whole[i : i + n] == part for i in range(len(whole) - n + 1))


def read_alone_reason(claim: str, names: PageNames | None = None) -> str | None:
    """Why a reader holding only ``claim`` cannot identify all it refers to, or ``None``
    (module docstring for the reasons)."""
    bare = QUOTED_RX.sub(" Q ", claim)
    body = _ANCHOR_RX.sub("", bare).rstrip()
    if _FILLER_RX.search(body) or _PLACEHOLDER_RX.match(body):
        return "filler_text"
    outside = _OUTSIDE_RX.search(body)
    if outside is not None and not (
        outside.group(0).lower().endswith("other")
        and re.search(r"\b(?:the first|one)\b", body[: outside.start()], re.IGNORECASE)
    ):  # "two breweries, the first in Antsirabe and the other in ...": within the claim
        return "outside_reference"
    if _deixis(body, anchored=_ANCHORED_RX.search(bare) is not None):
        return "unanchored_deixis"
    if _unresolved_pronoun(body):
        return "unresolved_pronoun"
    if _cut(body):
        return "cut_claim"
    if _compound(body, " ".join(names.title_words) if names is not None else ""):
        return "compound"
    if _bare_definite(body):
        return "definite_description"
    if names is not None:
        subject = _SUBJECT_RX.match(body)
        if subject is not None and names.fragment(subject.group("name"), claim) is not None:
            return "partial_name"
        if names.person_fragment(body) is not None:
            return "partial_name"
    return None


def _deixis(body: str, *, anchored: bool) -> bool:
    """A time or place of the page's own here and now; ``now``-words only when the claim
    carries no ``(as of ...)`` date."""
    if _DEIXIS_RX.search(body):
        return True
    return not anchored and _NOW_RX.search(body) is not None


def _unresolved_pronoun(body: str) -> bool:
    """A pronoun with no possible antecedent before it: no capitalised name word (other
    than a claim-initial function word) and no noun phrase opened by an article."""
    for match in _PRONOUN_RX.finditer(body):
        before = body[: match.start()]
        if match.group(1).lower() == "it" and _EXPLETIVE_IT_RX.match(body, match.start()):
            if not before.strip():
                return True  # "It is ...": refused earlier as an expletive; never a claim
            continue
        words = re.findall(r"[\w\u00c0-\u017f][\w\u00c0-\u017f.'\u2019&-]*", before)
        names = [w for i, w in enumerate(words)
                 if w[:1].isupper() and not (i == 0 and w.lower() in _OPENERS)]  # fmt: skip
        nominal = re.search(r"\b(?:a|an|the|one|some|many|two|three)\s+\w", before, re.I)
        if not names and nominal is None and not _cataphora(body, match.start()):
            return True
    return _IDENTITY_POSSESSIVE_RX.match(body) is not None


_IDENTITY_POSSESSIVE_RX = re.compile(
    r"^(?:[A-Z][\w\u00c0-\u017f.'\u2019&:-]*\s+|(?:the|of|and|de|van|von)\s+){1,7}"
    r"(?:is|was|became|becomes|remains|remained)\s+(?:also\s+|still\s+)?"
    r"(?:his|her|their|its)\b"
)
"""``<Name> is his <noun>``: the name is what the possessor owns (``Princess Cyd is his
most accomplished film``), so the possessor is someone else, and the claim names nothing
else it could be."""
_FILLER_RX = re.compile(r"\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b",
                        re.IGNORECASE)  # fmt: skip
"""Placeholder text of a page template: no fact at all."""
_PLACEHOLDER_RX = re.compile(
    r"^(?:Alice|Bob|Carol|Dave|Mallory|Trent|Peggy)(?:['\u2019]s)?"
    r"\s+(?!and\b)[a-z]"
)
"""A tutorial's stock characters as a claim's whole subject (``Bob is committing ...``):
a first name with no one behind it."""


def _cataphora(body: str, at: int) -> bool:
    """A pronoun in a fronted phrase whose name follows it: the clause after the phrase's
    comma opens on a name (``For his effort, Asbjørn Ruud earned ...``)."""
    comma = body.find(",", at)
    if comma < 0:
        return False
    rest = body[comma + 1 :].lstrip()
    rest = rest[4:] if rest.startswith("the ") else rest
    return rest[:1].isupper() and rest.split(" ", 1)[0].lower() not in _OPENERS | {
        "he",
        "she",
        "it",
        "they",
        "his",
        "her",
        "its",
        "their",
    }


def _whole_ending(before: str, last: str) -> bool:
    """``last`` ends its phrase after ``before``: ``the most``, ``admire most``, ``than
    any``."""
    if last == "most":
        return before == "the" or "VERB" in getAllLemmas(before)
    return last == "any" and before == "than"


def _cut(body: str) -> bool:
    """The claim ends on a word that needs a complement (``_NEEDS_MORE``), or on a
    transitive participle with no auxiliary before it (``a series written.``)."""
    words = re.findall(r"[\w\u00c0-\u017f'\u2019.-]+", body.rstrip(" .!"))
    if len(words) < 3:
        return True
    last = words[-1].lower()
    if words[-1] in _NEEDS_MORE and not _whole_ending(words[-2].lower(), words[-1]):
        return True
    if last not in _TRANSITIVE_PARTICIPLES:
        return False
    for word in reversed(words[:-1]):
        low = word.lower()
        if low in _AUXILIARIES:
            return False
        if not _ADVERB_RX.match(low):
            return True
    return True


def _compound(body: str, title: str = "") -> bool:
    """Two names as the subject (``X and Y have``), ``X and Y each``, or a list of three or
    more items. A name holding ``and`` that the page's title gives whole is one name."""
    fronted = _FRONTED_RX.match(body)
    pair = _SUBJECT_PAIR_RX.match(body[fronted.end() :] if fronted else body)
    if (pair is not None and is_finite_verb(pair.group("verb"))
            and pair.group("a").split()[0].lower() not in _OPENERS
            and f"{pair.group('a')} and {pair.group('b')}" not in title):  # fmt: skip
        return True
    if _EACH_RX.search(body) or _BOTH_RX.match(body) or _BOTH_OBJECTS_RX.search(body):
        return True
    for found in _LIST_RX.finditer(body):
        items = [i.strip() for i in found.group("items").split(",") if i.strip()]
        if any(re.match(r"(?:a|an|the)\s", i) for i in items[1:]):
            continue  # "Irmelin Indenbirken, a legal secretary, and George ...": appositives
        if not any(re.fullmatch(r"[\d\s]+|[A-Z][a-z]+\.? \d{1,2}", i) for i in items):
            return True  # "March 24, 2014, ...": a date's commas make no list
    return False


def _bare_definite(body: str) -> bool:
    """``the`` + lower-case words ending in a common noun that nothing completes (module
    docstring). The phrase runs over lower-case words up to a verb, a function word or a
    punctuation mark; what follows it decides whether it is completed."""
    words = _WORD_RX.findall(body)
    for index, word in enumerate(words[:-1]):
        if word.lower() != "the":
            continue
        phrase: list[str] = []
        at = index + 1
        while at < len(words) and len(phrase) < 5:
            token = words[at]
            low = token.lower()
            if (not token[:1].isalpha() or not token[:1].islower() or low in _COMPLETING
                    or any(c.isdigit() for c in token)
                    or low in _STOPS or is_finite_verb(low)
                    or (phrase and low.endswith("ing") and len(low) > 4)):  # fmt: skip
                break
            phrase.append(token)
            at += 1
        if not phrase:
            continue  # "the Mozilla Foundation", "the 1990s", "the $1,000 headset"
        after = words[at] if at < len(words) else "."
        first, head = phrase[0].lower(), phrase[-1].lower()
        if (head in _UNIQUE or first in _UNIQUE or _SUPERLATIVE_RX.match(first)
                or first in _ORDINALS or head in _TIME_HEADS):  # fmt: skip
            continue
        if after[:1].isupper() or after[:1].isdigit() or after[:1] in "\"'\u201c(Q$":
            continue  # "the start-up Beechmont", "the year 2009", "the film 'Parenthood'"
        if after.lower() in _COMPLETING or after in ("'s", "\u2019s"):
            continue
        if after.endswith("ing") and after.islower() and len(after) > 4:
            continue  # "the legislation adopting the Blue Lacy": a participle completes it
        earlier = " ".join(words[:index]).lower()
        if re.search(rf"\b(?:a|an|one)\s+(?:\S+\s+){{0,3}}{re.escape(head)}\b", earlier):
            continue  # introduced in the claim itself
        return True
    return False


_WORD_RX = re.compile(
    r"[\w\u00c0-\u017f$][\w\u00c0-\u017f'\u2019.,$%-]*(?<![.,])|['\u2019]s\b|[^\s\w]"
)
_STOPS = frozenset(
    """the a an but nor is are was were be been has have had will would can could may might
    must should did does do not also said says say told""".split()  # noqa: SIM905
)


def rewritten_subject_reason(
    subject: str | None, names: PageNames | None, claim: str
) -> str | None:
    """``wrong_subject`` when a subject the rewriter wrote is no whole name: a group or a
    description (a lower-case head and no name but a nationality: ``Egyptian
    archaeologists``), or a one-word fragment of a longer name of the page (``Young`` under
    *The Young and the Restless*); else ``None``."""
    if not subject:
        return None
    words = subject.removesuffix("'s").removesuffix("\u2019s").split()
    if not words:
        return None
    if names is not None and [w.lower() for w in words] == [w.lower() for w in names.title_words]:
        return None  # the page's own title, given whole ("Vietnamese prodigy")
    named = [w for w in words[:-1] if w[:1].isupper() and w.lower() != "the"
             and not _DEMONYM_RX.match(w)]  # fmt: skip
    if words[-1][:1].islower() and not named and not re.search(r"\bof\s+(?:the\s+)?[A-Z]", subject):
        return "wrong_subject"
    if names is not None and names.fragment(" ".join(words), claim) is not None:
        return "wrong_subject"
    return None


_DEMONYM_RX = re.compile(r"^[A-Z][a-z]+(?:an|ian|ese|ish|ch|i)$")
"""A nationality adjective (``Egyptian``, ``Chinese``, ``British``, ``Iraqi``): it names
no one, a group it modifies stays unnamed."""
