"""Which sentences can be claims at all: declarative statements of fact, not the rest.

``nonfactual_reason`` names why a sentence is not a claim candidate, or returns ``None``:

- ``length``: under 5 or over 45 words (a longer sentence is rarely one fact);
- ``dependent``: opens with words that lean on the sentence before (``For example``,
  ``Since then``, ``In return``, ``Neither``, ``Thus``, ``Other exports``, ``The latter``)
  or tells time relative to the
  text's own timeline (``two days earlier``, ``last year``);
- ``fragment``: a line without a full stop (a headline, list item or caption), a heading
  (ends in ``:``) or a label before a colon (``Chart 1: ...``), a line that starts in
  lower case, table or navigation residue (``|``), a URL;
- ``truncated``: ends in ``...`` (a search snippet cut mid-phrase) with no comma in its
  last few words to cut back to (``..., a mixed ...`` is cut there and kept) and no function
  word before the cut (``building in...`` ends whole at ``building``);
- ``question``: ends in ``?``;
- ``quotation``: opens with a quotation mark, is a quotation after ``said:`` to its end, or
  its quotation marks do not pair up (the
  sentence is a piece of a quotation cut by the splitter: ``... tens of thousands," Mr
  Obama said.``);
- ``first_person``: ``I``/``we``/``you`` (and their forms, ``Let's``: let us) outside
  quotation marks: the writer's own experience or an address to the reader, not a fact
  about the world (``Let's put the record straight on ...``);
- ``conditional``: opens with ``If``/``Unless``/``Should``/``Whether`` (``If a deal is
  reached.``);
- ``imperative``: opens with a bare verb (``Click``, ``Read more``, ``Sign up``);
- ``hedged``: a forecast, possibility or prescription rather than a fact (``might``,
  ``may``, ``could reach``, ``is expected to``, ``must``, ``should``, ``needs to``);
- ``existential``: ``There is/are/was ...``, which leans on the context for what is there;
- ``opinion``: an evaluative word outside quotation marks (``clearly``, ``fantastic``,
  ``feels like``): the writer's judgement, not a fact;
- ``no_verb``: no finite verb;
- ``inverted``: a degree clause fronted before its result (``So important to Fox is Kelly
  that Lachlan personally approved ...``, ``Such was the demand that ...``): a judgement
  (how important) bundled with the fact that shows it, in an order no cut repairs.
"""

from __future__ import annotations

import itertools
import re
from typing import Literal

from lemminflect import getAllLemmas

from shared.claims.decontext import OPENER_RX
from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import FINITE_VERBS, VERBS, is_finite_verb

__all__ = ["MAX_WORDS", "MIN_WORDS", "NonFactual", "nonfactual_reason"]

NonFactual = Literal["length", "fragment", "question", "quotation", "first_person",
                     "conditional", "imperative", "hedged", "existential", "opinion",
                     "dependent", "truncated", "no_verb", "no_comment", "inverted"]  # fmt: skip

MIN_WORDS = 5
MAX_WORDS = 45

_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_TOKEN_RX = re.compile(r"\S*[A-Za-z0-9]\S*")
_URL_RX = re.compile(r"https?://|www\.", re.IGNORECASE)
_QUOTE_OPEN = ('"', "\u201c", "'", "\u2018")
_FIRST_PERSON_RX = re.compile(
    r"\b(?:I|me|my|mine|myself|us|I['\u2019](?:m|ve|d|ll)|"
    r"(?i:we|our|ours|ourselves|you|your|yours|yourself|we['\u2019](?:re|ve|d|ll)|let['\u2019]s|"
    r"you['\u2019](?:re|ve|d|ll)))\b"
)
_LABEL_RX = re.compile(r"^(?:[A-Z][\w'-]*\s+){0,3}[A-Z0-9][\w'-]*:\s")
"""A label before a colon: ``Technically Literate: Original works ...``."""
_QUOTED_TITLE_RX = re.compile(
    r"^[\"\u201c][^\"\u201c\u201d,.!?]{1,80}[\"\u201d]\s*(?:\([^)]*\)\s*)?[a-z(]"
)
"""A sentence that opens with a quoted title and goes on: ``"Amber" is the third single``."""
_EXISTENTIAL_RX = re.compile(
    r"^There\s+(?:is|are|was|were|has been|have been|had been|will be)\b"
)
_OPINION_RX = re.compile(
    r"(?<![\w-])(?:clearly|obviously|fantastic|ultimate|amazing|impressive|terrible|awesome|"
    r"beautiful|stunning|excellent|disappointing|solid|brilliant|gorgeous|incredible|"
    r"wonderful|horrible|awful|superb|nice|lovely|fun|boring|great|biggest knock|"
    r"feels like|felt like|looks like|looked like|seem|seems|seemed|arguably|undoubtedly|"
    r"surely|apparently|supposedly|"
    r"probably|perhaps|maybe|the (?:good|bad|best|worst) thing|"
    r"frankly|honestly|thankfully|unfortunately|sadly|hopefully|luckily|zippy|snappy|"
    r"absolutely|extremely|really|truly|totally|utterly|remarkably|interesting|exciting|bad|"
    r"surprisingly|unsurprisingly|interestingly|ironically|predictably|curiously|oddly|"
    r"strangely|amazingly|shockingly|fortunately|"
    r"incredibly|hugely|insanely|depressingly|very(?!\s+(?:first|last|same|beginning|end|top|"
    r"bottom|least|next|moment|day|start|heart|cent(?:er|re)|edge|core|few|many|much|little|"
    r"well|early|late|often|frequently|rarely|commonly|likely|close|near)\b)|"
    r"just (?:easy|simple|hard|as|so|too|plain))(?![\w-])",
    re.IGNORECASE,
)
"""Evaluative words: a sentence with one outside quotation marks is the writer's opinion."""
_IMPERATIVE_RX = re.compile(r"^([A-Za-z']+)(?!\s+[A-Z])")
_DEPENDENT_RX = re.compile(
    r"^(?:For (?:example|instance)(?!,)|In practice|In return|In retaliation|By contrast|"
    r"Before long|"
    r"In contrast|On the other hand|Neither|Nor|Since then|After that|As a result|"
    r"Because of this|Despite this|That said|Even so|Otherwise|Instead|At the same time|"
    r"In the end|In turn|Then|Herein|Here|Thus|Hence|Therefore|Consequently|Accordingly|"
    r"Other|Another|The other|The rest|The remaining|The latter|The former|The same|Such|"
    r"Because(?! of)|Which|Whereas|So far|Likewise|In so doing|In doing so|By doing so|"
    r"Again|In fact|Indeed|Still|Yet|Even so|Of course|As such|At that (?:point|time)|"
    r"At the time|At this point|In (?:that|this|these|those)\b|After all|The resulting|"
    r"The aforementioned|The said|The above|The following)\b|.*\b(?:thus|hence|therefore)\b"
)
_CAPS_COMMAND_RX = re.compile(r"^[A-Z]{3,}\s+(?:a|an|the|your|our|this|these|us|up|out|in)\b")
"""A word in capitals opening a line before an article (``ATTEND a symposium``, ``VISIT
the museum``): a listing's or an ad's command, if the word is a verb's base form."""


def _base_verb(word: str) -> bool:
    """``word`` is the base form of a verb (``lemminflect``): ``attend``, not ``attended``."""
    return word in getAllLemmas(word).get("VERB", ())


_PARAPHRASE_RX = re.compile(
    r"^(?:(?:So|And|But|Or),?\s+)?(?:In other words|In short|In sum|To sum up|Put simply|"
    r"Simply put|Put another way|"
    r"That is to say|In a nutshell|In essence)\b",
    re.IGNORECASE,
)
"""A restatement of the sentence before (``In other words, Apple replaced a flawed design
...``): what it restates (the keyboard) is named there, not here."""
_CLEAN_CUT_RX = re.compile(r",\s+(?:\S+\s+){0,3}\S*\s*(?:\.\.\.|\u2026)$")
"""A cut snippet whose last phrase after a comma can go, leaving a whole sentence."""
_FUNCTION_CUT_RX = re.compile(
    r"\s(?:in|on|at|of|to|for|with|by|from|and|or|but|as|that|which|the|a|an|its|his|her|"
    r"their)\s*(?:\.\.\.|\u2026)$",
    re.IGNORECASE,
)
"""A snippet cut after a function word: the word before it is whole (``building in...``)."""
_RELATIVE_TIME_RX = re.compile(
    r"\b(?:\w+|an?|\d+) (?:days?|weeks?|months?|years?|hours?|decades?) (?:earlier|later)\b|"
    r"\b(?:the (?:next|previous|following) (?:day|week|month|year)|"
    r"(?:last|this) (?:month|year)['\u2019]s|later this|"
    r"of late(?!\s+\d)|"
    r"(?:previous|recent|past|prior|coming) years|even (?:more|fewer|less|further)|"
    r"(?:will|would|was|were|is|are|had|has|have)\s+then\b(?![^.]*\b\d{4}\b)|"
    r"(?:was|were|is|are|wasn['\u2019]t|weren['\u2019]t|isn['\u2019]t|aren['\u2019]t)\s+"
    r"(?:not\s+)?alone\s+in|"
    r"^(?:With|After|Through|On) further)\b"
)
"""Time told relative to the text's own timeline (``two days earlier``, ``the next day``); a
calendar ``last year``, ``this month``, ``last week`` or ``recently`` is written out from the
page's date or dropped with it (``anchoring``, ``weeks``)."""
"""Openings that lean on the sentence before (``For example, ...``, ``Since then, ...``)."""
_SUBJECTLESS_RX = re.compile(
    r"^(?:Added|Introduced|Fixed|Removed|Improved|Updated|Changed|Implemented|Enabled|"
    r"Disabled|Made|Moved|Landed|Refactored|Replaced|Renamed|Converted|Switched|Ported|"
    r"Deprecated|Rewrote|Cleaned|Tweaked|Adjusted|Migrated)\s+(?:a|an|the|support|some|"
    r"several|new|more|[a-z]+s)\b"
)
"""A sentence that opens with a past-tense verb and no subject (a changelog line)."""
_CONDITIONAL_RX = re.compile(
    r"^(?:If|Unless|Should|Whether|Were|Suppose|Supposing|Imagine)\b|^(?:Ahh?,?\s+)?[Ii]f only\b"
)
_OPENER_RX = re.compile(r"^(?:And|But|So|Then|Now|Also|Just|Please|Simply)\b,?\s+")
_IMPERATIVES = frozenset(
    """click read sign subscribe check follow see watch share learn find get join try let
    don't do make take keep visit contact download note consider imagine remember go be
    tap select enter choose buy order call email register log start discover explore add
    use look listen enjoy stay tell ask""".split()  # noqa: SIM905
)
_NO_COMMENT_RX = re.compile(
    r"\b(?:declined|refused|(?:did not|didn['\u2019]t)(?:\s+immediately)?\s+(?:respond|reply))"
    r"\s+(?:to\s+)?(?:comment|respond|reply|elaborate|discuss|say\s+more|requests?\s+for\s+"
    r"comment|messages?|emails?|calls?)\b|\bcould not be reached\b|\bno immediate comment\b"
)
"""A statement that nobody said anything: no fact to claim."""
_UNATTRIBUTED_RX = re.compile(
    r"^([^,;]{0,100}?)\b(?:is|are|was|were)\s+(?:widely\s+|generally\s+|also\s+)?"
    r"(?:believed|thought|said|understood|alleged|rumou?red)\s+to\b"
)
"""The main clause is a belief nobody is named as holding (``Yersinia pestis is believed to
have originated in China``): hearsay, not the page's fact. A verb before it (``Police said
the tablets were believed to ...``) names who holds it."""


def _unattributed(text: str) -> bool:
    """``text``'s main clause is an unattributed belief (``_UNATTRIBUTED_RX``)."""
    found = _UNATTRIBUTED_RX.match(text)
    return found is not None and not any(
        is_finite_verb(word) for word in re.findall(r"[a-z][\w'\u2019-]*", found.group(1))
    )


_HEDGE_RX = re.compile(
    r"\b(?:might|may)\b(?!\s+(?:have\s+been|be\s+(?:seen|found|used|described)))"
    r"|\bcould\s+(?:also\s+|even\s+)?(?:potentially|eventually|soon|possibly|press|reach|rise|fall|cost|lead|become|"
    r"face|hit|mean|spell|top|exceed|double|triple|happen|end|affect|let|allow|help|make|"
    r"give|bring|enable|cause|push|drive|boost|cut|save|strengthen|weaken|improve|"
    r"increase|decrease|reduce|change|benefit|hurt|harm|threaten)\b"
    r"|\b(?:is|are|was|were)\s+(?:widely\s+|also\s+)?(?:expected|likely|unlikely|projected|"
    r"forecast|predicted|poised|set|tipped|rumou?red)\s+to\b"
    r"|\bwould\s+(?:likely|probably)\b"
    r"|\b(?:must|should|ought to|needs? to)\b"
    r"|\b(?:in theory|in principle|theoretically|could always|could use)\b"
    r"|\b[Ii]t(?:['\u2019]s|\s+is|\s+was|\s+would\s+be|\s+seems)\s+(?:also\s+|quite\s+|entirely\s+|"
    r"very\s+|more\s+|less\s+|highly\s+|not\s+)?(?:possible|likely|unlikely|conceivable|"
    r"plausible|probable)\b|\b(?:possibly|potentially|presumably|conceivably)\b"
)
"""A hedge (modal, expectation, ``it's possible``, ``possibly``): speculation, not a fact."""
_NOT_VERBS_ED = frozenset({"red", "bed", "need", "hundred", "seed", "feed", "speed", "shed",
                           "united", "based"})  # fmt: skip


_CONTRACTED_VERB_RX = re.compile(
    r"[a-z]+n['\u2019]t|(?:it|that|there|here|what|who|he|she)['\u2019]s|"
    r"(?:they|we|you|who)['\u2019](?:re|ve|d|ll)|(?:it|that|he|she|there)['\u2019](?:d|ll)"
)
"""A verb in a contraction, straight or typographic apostrophe: ``hasn’t``, ``didn't``,
``That’s``, ``there’s``, ``they’ve``."""
_NOT_BEFORE_VERB = frozenset(
    """the a an this that these those his her its their our my your each every no some any
    of in on at for to with by from into about over under after before than as and or
    very more most less such own""".split()  # noqa: SIM905
)
"""Words after which a word is a noun, an adjective's head or an infinitive, never a finite
verb (``the plan``, ``of faces``, ``to report``)."""


def _lexicon_verb(word: str, before: str) -> bool:
    """``word`` is a verb lemminflect knows (``faces``, ``beat``, ``plan``) in a place a
    finite verb can stand: lower case, no ``-ing`` participle, not after an article, a
    preposition, ``to`` or an adjective."""
    if not word.islower() or before.lower() in _NOT_BEFORE_VERB or word.endswith("ing"):
        return False
    if set(getAllLemmas(before.lower())) == {"ADJ"}:
        return False  # "the new inch": a noun after an adjective
    return bool(getAllLemmas(word).get("VERB"))


def _has_finite_verb(words: list[str]) -> bool:
    if words and _CONTRACTED_VERB_RX.fullmatch(words[0].lower()):
        return True  # "That’s good news for investors."
    for before, word in itertools.pairwise(words):
        low = word.lower()
        if low in VERBS or low in FINITE_VERBS:
            return True
        if low.endswith("ed") and len(low) > 4 and word.islower() and low not in _NOT_VERBS_ED:
            return True
        if _CONTRACTED_VERB_RX.fullmatch(low) or _lexicon_verb(word, before):
            return True
    return False


_CONTRAST_END_RX = re.compile(
    r",\s+(?:though|too|instead|as well|of course|however|then|again)[.!]?[\"\u201d]?$"
    r"|\s(?:either|neither|as well|too)[.!]?$|\bthat (?:season|year|month|week|day|"
    r"time|point|game|match|race|period)\b|\bthis (?:season|day|time|point|game|match|"
    r"race|period)\b|\bthis (?:year|month)['\u2019]s\b"
    r"|\b(?:below|above)(?=\s*[.,;:!?)\u2013\u2014-]|\s*$)"
    r"|\b(?:shown|listed|described|mentioned|noted|see|the|linked|pictured)\s+(?:below|above)\b"
    r"|\b(?:hereafter|in this (?:article|section|post|chapter|document))\b"
)
"""``..., though.``: a contrast with the sentence before; ``described below``, ``as shown
above``: a pointer into the document itself (not ``above the surface``, ``above age 6``). A
calendar ``this year`` is written out from the page date (``anchoring``)."""
_RELATIVE_ONLY_RX = re.compile(r"^(?:The|A|An)\s[^,]*?\b(?:that|which|who|whom)\s")
_RELATIVES = frozenset({"that", "which", "who", "whom", "whose", "where", "when"})


def _main_verb(words: list[str]) -> bool:
    """A finite verb outside the first relative clause: after the clause's own verb, a
    second finite verb (``The man who won the race is ...``)."""
    verbs = 0
    relative = False
    for word in words[1:]:
        low = word.lower()
        if low in _RELATIVES:
            relative = True
        elif low in VERBS or low in FINITE_VERBS or (
            low.endswith("ed") and len(low) > 4 and word.islower() and low not in _NOT_VERBS_ED
        ):
            verbs += 1
            if not relative or verbs >= 2:
                return True
    return False


_IN_NAME_RX = re.compile(r"(?:We|Us|Our|My|Me|You|Your)\s+[A-Z0-9]")
"""A capitalised first-person word inside a sentence before another capitalised word: part
of a name (``The We Company``, ``Us Weekly``, ``Our Lady of Lourdes``), not the writer."""


def _first_person(text: str, match: re.Match[str]) -> bool:
    """Not the numeral of ``World War I`` or ``Elizabeth I``, nor a word of a name written
    inside the sentence (``_IN_NAME_RX``: ``... rebranded itself The We Company.``)."""
    before = text[: match.start()].rstrip()
    if ((before and before[-1].isalnum()) or before[-1:] == ",") and _IN_NAME_RX.match(
        text, match.start()
    ):
        return False
    if match.group() != "I":
        return True
    before = text[: match.start()].rstrip().rsplit(" ", 1)[-1]
    after = text[match.end() :].lstrip()[:1]
    return not ((before[:1].isupper() and match.start() > 0) or after.isupper())


_SAID_QUOTE_RX = re.compile(
    r"\b(?:said|says|told \w+|added|adds|wrote|writes|stated|states|declared|explained|"
    r"warned|insisted|argued|continued|noted)\s*:\s*[\"\u201c][^\"\u201c\u201d]+"
    r"[\"\u201d]\W*$"
)
"""A sentence whose content is a quotation after ``said:`` to its end (``James Townsend,
prosecuting, said: "It is obvious what effect the death has had on the Anderson
family."``): the speaker's words, not a fact the page states."""


def _quotes_pair(text: str) -> bool:
    if text.count('"') % 2:
        return False
    return text.count("\u201c") == text.count("\u201d")


_INVERTED_RX = re.compile(
    r"^(?:(?:And|But),?\s+)?(?:[Ss]o|[Ss]uch)\s+(?!(?:the|a|an|this|that|these|those|it|he|she|"
    r"they|we|you|its|his|her|their|our|my|[A-Z][\w'\u2019-]*)\s)(?:[\w'\u2019-]+\s+){0,6}?"
    r"(?:is|was|are|were|has|had|have|did|does|do)\s+[^.;:]*?\bthat\b"
)
"""``So`` / ``Such`` with the verb before its subject and a ``that`` result after: ``So
important to Fox is Kelly that ...``, ``Such was the demand for tickets that ...``; not ``So
far, ...`` (a comma) nor ``So the company has said that ...`` / ``So Smith was told that``
(no inversion: the subject comes first)."""


def nonfactual_reason(sentence: str) -> NonFactual | None:
    """Why ``sentence`` cannot be a claim (see module docstring), or ``None`` when it can."""
    stripped = sentence.strip()
    words = _WORD_RX.findall(stripped)
    if not MIN_WORDS <= len(_TOKEN_RX.findall(stripped)) <= MAX_WORDS:
        return "length"
    if stripped.endswith("?") or "?" in QUOTED_RX.sub(" ", stripped):
        return "question"  # also "Too bad there aren't any (or are there?)."
    if stripped.endswith(("...", "\u2026")) and not (
        _CLEAN_CUT_RX.search(stripped) or _FUNCTION_CUT_RX.search(stripped)
    ):
        return "truncated"  # a snippet cut mid-phrase ("collisions in 2011 and 201...")
    if not stripped.rstrip("\"'\u201d\u2019)]").endswith((".", "!", "?")):
        return "fragment"  # a headline, list item or caption: no sentence of its own
    if (
        stripped.endswith(":")
        or (not stripped[0].isupper() and stripped[0] not in "[(\"'\u201c\u2018"
            and not stripped[0].isdigit())
        or _LABEL_RX.match(stripped)
        or stripped.count("|") >= 2
        or _URL_RX.search(stripped)
    ):
        return "fragment"
    if (stripped.startswith(_QUOTE_OPEN) and not _QUOTED_TITLE_RX.match(stripped)) or not (
        _quotes_pair(stripped)
    ) or _SAID_QUOTE_RX.search(stripped):
        return "quotation"
    outside = QUOTED_RX.sub(" ", stripped)
    if any(_first_person(outside, m) for m in _FIRST_PERSON_RX.finditer(outside)):
        return "first_person"
    body = _OPENER_RX.sub("", OPENER_RX.sub("", stripped))
    body = body[:1].upper() + body[1:]
    if (_DEPENDENT_RX.match(body) or _PARAPHRASE_RX.match(stripped)
            or _RELATIVE_TIME_RX.search(stripped)
            or _CONTRAST_END_RX.search(stripped)):  # fmt: skip
        return "dependent"
    if _INVERTED_RX.match(stripped):
        return "inverted"  # "So important to Fox is Kelly that ...": cut to "Important to"
    if _NO_COMMENT_RX.search(outside):
        return "no_comment"  # "A spokeswoman declined to comment on pricing.": says nothing
    if _CONDITIONAL_RX.match(body):
        return "conditional"
    first = _IMPERATIVE_RX.match(body)
    if first is not None and first.group(1).lower() in _IMPERATIVES:
        return "imperative"
    if _CAPS_COMMAND_RX.match(body) and _base_verb(body.split(None, 1)[0].lower()):
        return "imperative"  # "ATTEND a two-day symposium with ...": a listing's call
    if _HEDGE_RX.search(outside) or _unattributed(outside):
        return "hedged"
    if _EXISTENTIAL_RX.match(body):
        return "existential"
    if any(_opinion(outside, m) for m in _OPINION_RX.finditer(outside)):
        return "opinion"
    if not _has_finite_verb(words):
        return "no_verb"
    if _RELATIVE_ONLY_RX.match(body) and not _main_verb(words):
        return "no_verb"  # "The lack of exposure that journalists have to ...": no main verb
    if stripped.count("(") != stripped.count(")"):
        return "fragment"  # "Not Found, 304 Not Modified).": a piece of a list
    if _SUBJECTLESS_RX.match(body) or body.startswith(("Copyright", "\u00a9", "MUST", "SHOULD",
                                                        "MAY ", "SHALL", "REQUIRED")):
        return "fragment"  # a changelog line: "Introduced a new preference to ..."
    return None


def _opinion(text: str, match: re.Match[str]) -> bool:
    """An evaluative word, not part of a name (``Best Actor``, ``Good Morning America``)."""
    return not match.group()[0].isupper() or match.start() == 0
