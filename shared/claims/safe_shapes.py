"""The last gate of a web page's claims: keep only shapes known to be safe (issue 15).

Each review of claims read from unseen news pages found new ways for a claim to fail
(``Hartley said``, ``Government signed the loan``, ``Supt Peters' body``, ``that
sentiment``, ``found Sunday``, a site's ``download our apps`` line), and removing each
found class left the next. So a claim of a news or other web page (not an encyclopedia's
titled paragraph, ``web_page``) is kept only when it has a shape known to be safe, a
whitelist; every other claim is dropped with one counted reason.

The whitelist. A web page's claim is kept only when ALL hold:

1. its subject is a name given whole (a person, organisation, place, work or event named
   in the longest form the page uses), or a noun phrase carrying such a name
   (``Jamaica's Ministry of Health``, ``the Bank of Canada``); not an unnamed person or
   group (``A 32-year-old man``, ``the victim``, ``Police``, ``Officials``:
   ``unsafe_unnamed_subject``);
2. every name in it is whole: no bare surname or first name the page writes longer, no
   ``Mr``/``Supt``/``Judge`` + surname, no byline or credit name (``unsafe_partial_name``);
   no capitalised body or office without its place or holder (``Government``, ``the
   Court``, ``Deputy Premier``, ``the Ministry of Health``: ``unsafe_unnamed_body``);
3. no unresolved reference: no pronoun but one after the single name it can stand for, no
   demonstrative (``this``, ``that sentiment``), no bare definite description (``the
   company``, ``the bill``), no ``the same``/``later``/``earlier`` without an anchor, no
   first or second person, no verb or count leaving out what the page named before
   (``was evicted`` from where, ``467,000 cases`` of what) (``unsafe_reference``);
4. no relative time left (``yesterday``, ``on Sunday`` with no date, ``last October``,
   ``this year``, ``recently``, a day or month with no year): the resolvers
   (``anchoring.anchor_dates``, ``timed_states.anchor_state``) write those out from the
   page's publication date or drop the claim, so one still here is unresolved
   (``unsafe_relative_time``); ``currently``/``now`` under a written ``As of <date>`` is
   resolved;
5. its span holds no quotation mark, or every word of it (but ``was``/``the``-like glue and
   a written ``(as of <date>)``) comes from the span outside the quotation marks, a quote
   opened earlier in the paragraph counted (the reporter's ``Brad Smith, Microsoft's
   President, said: '...'`` gives ``Brad Smith was the Microsoft President``); and its
   paragraph is article body, not an app, newsletter, subscribe, cookie, guidance, caption
   or credit line (``unsafe_quote_or_furniture``).

Titled encyclopedic paragraphs (HotpotQA, Wikipedia) are not gated: they name their
subject whole by construction, and their claims stay as the other gates leave them.
Rules 1 and 2 (names) live in ``safe_names``, rule 6 (predicates) in ``safe_predicates``;
rules 3 to 5 and the gate here.
"""

from __future__ import annotations

import re

from shared.claims.names import person_like
from shared.claims.page_names import FUNCTION_WORDS
from shared.claims.pronouns import EXPLETIVE_RX
from shared.claims.relative_days import (
    DAY_MONTH_RX,
    LAST_MONTH_RX,
    MONTH_ONLY_RX,
    NOWADAYS_RX,
    UNANCHORED_RX,
    YESTERDAY_RX,
)
from shared.claims.safe_names import (
    AGE_ONLY_RX,
    CALENDAR,
    RUN_RX,
    SafePage,
    name_words,
    partial_name,
    unnamed_body,
    unnamed_subject,
)
from shared.claims.safe_predicates import (
    UNSAFE_JUDGEMENT,
    UNSAFE_SPEECH,
    UNSAFE_TWO_FACTS,
    unsafe_predicate,
)
from shared.text.dates import WEEKDAY_NAME

__all__ = [
    "UNSAFE_FURNITURE",
    "UNSAFE_JUDGEMENT",
    "UNSAFE_PARTIAL_NAME",
    "UNSAFE_REASONS",
    "UNSAFE_REFERENCE",
    "UNSAFE_RELATIVE_TIME",
    "UNSAFE_SPEECH",
    "UNSAFE_TWO_FACTS",
    "UNSAFE_UNNAMED_BODY",
    "UNSAFE_UNNAMED_SUBJECT",
    "SafePage",
    "unsafe_reason",
    "web_page",
]

UNSAFE_UNNAMED_SUBJECT = "unsafe_unnamed_subject"
"""Rule 1: the subject names no one (``A 32-year-old man``, ``Officials``, ``The company``)."""
UNSAFE_PARTIAL_NAME = "unsafe_partial_name"
"""Rule 2: a name cut short (``Hartley``, ``Supt Peters``) or a byline's name."""
UNSAFE_UNNAMED_BODY = "unsafe_unnamed_body"
"""Rule 2: a capitalised body or office with no place or holder (``Government``)."""
UNSAFE_REFERENCE = "unsafe_reference"
"""Rule 3: a pronoun, demonstrative, bare description or ``later`` with no anchor."""
UNSAFE_RELATIVE_TIME = "unsafe_relative_time"
"""Rule 4: a time relative to the page's day left unresolved."""
UNSAFE_FURNITURE = "unsafe_quote_or_furniture"
"""Rule 5: quoted words, or a sentence of the page's furniture."""
UNSAFE_REASONS = (UNSAFE_UNNAMED_SUBJECT, UNSAFE_PARTIAL_NAME, UNSAFE_UNNAMED_BODY,
                  UNSAFE_REFERENCE, UNSAFE_RELATIVE_TIME, UNSAFE_FURNITURE, UNSAFE_SPEECH,
                  UNSAFE_JUDGEMENT, UNSAFE_TWO_FACTS)  # fmt: skip

_HTML_RX = re.compile(r"<(html|body|p|div|article|head)\b", re.IGNORECASE)
_ENCYCLOPEDIA_RX = re.compile(r"wikipedia|wikimedia|\bwiki\b", re.IGNORECASE)


def web_page(*, url: str, title: str | None, origin: str, carried: str) -> bool:
    """Whether a document is a web page the whitelist applies to: its text was read from a
    page (fetched live, a saved page, or HTML the log carried), and it is no encyclopedia's
    (a Wikipedia address or title). Plain text a log carried (a HotpotQA paragraph) is not."""
    if _ENCYCLOPEDIA_RX.search(url) or _ENCYCLOPEDIA_RX.search(title or ""):
        return False
    if origin in ("live", "saved"):
        return True
    return origin == "log_content" and _HTML_RX.search(carried[:4096]) is not None


# -- rule 3: references ---------------------------------------------------------------

_PRONOUN_RX = re.compile(
    r"\b(?:he|she|him|his|her|hers|himself|herself|it|its|itself|they|them|their|theirs|"
    r"themselves)\b", re.IGNORECASE)
_FIRST_SECOND_RX = re.compile(
    r"\b(?:[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|[Oo]urs|[Oo]urselves|[Yy]ou|[Yy]our|"
    r"[Yy]ours|[Yy]ourself|us)\b|(?:^|(?<=[a-z,] ))I\b(?=\s+[a-z'\u2019])")
_DEMONSTRATIVE_RX = re.compile(
    r"\b(?:[Tt]his|[Tt]hese|[Tt]hose)\b"
    r"|(?:^|\b(?:of|with|in|on|at|for|from|by|about|to|after|before|like|echoed|shared|"
    r"made|did|took|reversed|supported|opposed|rejected|backed|announced|criticised|"
    r"criticized|welcomed)\s+)[Tt]hat\b(?!\s+(?:is|was|are|were|has|had|will|would)\b)"
    r"|\bthat\s+(?:[a-z]+)\s*[.,;]\s*$")
_OTHER_RX = re.compile(r"\b(?:additional|another|such|similar|further)\b", re.IGNORECASE)
"""Words that count on another mention: ``additional reasons``, ``another attack``."""
_AGREES_RX = re.compile(
    r"\b(?:agree|agrees|agreed|disagree|disagrees|disagreed|concur|concurs|concurred)\b"
    r"(?=\s*(?:[.,;:]|$))")
"""``X agrees.``: with whom, on what? (``agreed to``, ``agreed with Acme`` say it.)"""
_SAME_RX = re.compile(
    r"\bthe\s+(?:same|latter|former|other|rest|next\s+day|following\s+\w+|remaining|"
    r"aforementioned)\b", re.IGNORECASE)
_LATER_RX = re.compile(r"\b(?:later|earlier|afterwards?|previously|subsequently)\b",
                       re.IGNORECASE)  # fmt: skip
_ANCHORED_LATER_RX = re.compile(
    r"\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|several|few)\s+"
    r"(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)\s+"
    r"(?:later|earlier)\b", re.IGNORECASE)
_YEAR_RX = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
_REFERRING_HEADS = frozenset(
    """company firm business bill law legislation act man woman boy girl child teen victim
    suspect driver couple family group city town country state government agency department
    ministry plan deal decision move report study survey case incident attack crash
    shooting fire blaze event club team player official spokesman spokeswoman court judge
    project program programme scheme proposal policy measure vote election meeting statement
    announcement video film book show song album school hospital building area region site
    pair trio duo officer minister leader president chairman chief party side campaign
    investigation probe inquiry lawsuit suit trial verdict ruling order agreement contract
    network station airline carrier brand product device app service platform website site
    organisation organization charity union board panel committee council body authority
    authorities community neighbourhood neighborhood village suburb county province region
    island owner founder executive firm's company's player's tour visit trip
    season game match race contest closure outage leak shutdown strike protest ban merger
    sale accident collision explosion storm flood outbreak""".split()  # noqa: SIM905
)
_EVENT_HEADS = frozenset(
    """closure outage leak shutdown strike protest crash shooting fire blaze attack incident
    accident collision explosion storm flood outbreak""".split()  # noqa: SIM905
)
"""Events a place does not single out: ``the closure at the MARTA station``, which one?"""
_COMPLETING = frozenset(
    """of who that which whose named called known dubbed behind where""".split()  # noqa: SIM905
)


_PERSONAL = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself"})


_PLACING = frozenset({"in", "at", "for", "on", "from", "with", "to", "between", "against", "by"})


def _unresolved_pronoun(claim: str) -> bool:
    """A third-person pronoun with not exactly one name before it in the claim to stand
    for (an expletive ``It is expected that`` refers to nothing and is no reference)."""
    for match in _PRONOUN_RX.finditer(claim):
        if match.start() == 0 and EXPLETIVE_RX.match(claim):
            continue
        before = claim[: match.start()]
        names = [w for w in RUN_RX.findall(before)
                 if any(x.lower() not in FUNCTION_WORDS and x not in CALENDAR
                        for x in name_words(w))]  # fmt: skip
        if match.group().lower() in _PERSONAL:
            names = [w for w in names if person_like(" ".join(name_words(w)))]
        if len(names) != 1:
            return True
    return False


def _bare_definite(claim: str) -> bool:
    """``the`` and up to two lower-case words ending in a noun that points back (``the
    company``, ``the reunion tour``), which no name, ``of``-phrase or relative clause
    after it completes (``the company Acme``, ``the race in St. Louis Park``)."""
    words = claim.split()
    for index, word in enumerate(words):
        if word not in ("the", "The"):
            continue
        for at in range(index + 1, min(index + 5, len(words))):
            token = words[at]
            bare = token.rstrip(",.;:")
            if not bare[:1].islower():
                break
            if bare.lower() not in _REFERRING_HEADS:
                if bare != token:
                    break
                continue
            after = words[at + 1] if at + 1 < len(words) and bare == token else ""
            then = words[at + 2] if at + 2 < len(words) else ""
            if then in ("the", "a", "an") and at + 3 < len(words):
                then = words[at + 3]  # "the team for the Apollo project"
            if after[:1].isupper() or after[:1].isdigit() or after[:1] in "\"'\u201c(":
                break  # "the company Acme", "the bill C-10"
            if after.lower() == "of" and not (then[:1].isupper() or then in ("the", "a", "an")):
                return True  # "the community of 50,000": a count names no place
            if after.lower().strip(",.;") in _COMPLETING:
                break
            if (after.lower() in _PLACING and then[:1].isupper()
                    and bare.lower() not in _EVENT_HEADS):  # fmt: skip
                break  # "the mayoral race in St. Louis Park", "the deal with Acme"
            return True
    return False


_MISSING_COMPLEMENT_RX = re.compile(
    r"\b(?:was|were|been|is|are)\s+(?:\w+ly\s+)?(?:evicted|expelled|ousted|deported|"
    r"extradited|discharged)\b(?![^.]*\b(?:from|to)\b)"
    r"|\b(?:recorded|reported|confirmed|registered|has|had|have)\s+(?:(?:more\s+than|over|"
    r"nearly|about|almost|some|at\s+least)\s+)?[\d,.]+(?:\s+(?:million|thousand))?\s+"
    r"(?:(?:new|confirmed|positive|total)\s+)?(?:cases|infections|deaths)\b(?!\s+of\b)")
"""A verb or count that leaves out what the page named before: ``Julian Assange was
evicted in April 2019`` (from where?), ``The US has recorded 467,000 cases`` (of what?)."""


def _reference(claim: str) -> bool:
    if _MISSING_COMPLEMENT_RX.search(claim):
        return True
    if _FIRST_SECOND_RX.search(claim) or _DEMONSTRATIVE_RX.search(claim):
        return True
    if _SAME_RX.search(claim) or _OTHER_RX.search(claim) or _AGREES_RX.search(claim):
        return True
    if _unresolved_pronoun(claim) or _bare_definite(claim):
        return True
    for match in _LATER_RX.finditer(claim):
        anchored = any(a.start() <= match.start() < a.end()
                       for a in _ANCHORED_LATER_RX.finditer(claim))  # fmt: skip
        if not (anchored and _YEAR_RX.search(claim)):
            return True
    return False


# -- rule 4: relative time ------------------------------------------------------------

_RELATIVE_RX = re.compile(
    r"\b(?:tomorrow|tonight|this\s+(?:morning|afternoon|evening|week|weekend|month|year|"
    r"season|spring|summer|autumn|fall|winter|past)|(?:last|next|past|coming)\s+(?:night|"
    rf"week|weekend|month|year|season|few|{WEEKDAY_NAME})|in\s+recent\s+(?:days|weeks|months|"
    r"years)|(?:the\s+)?past\s+(?:\w+\s+)?(?:days|weeks|months|years)|days?\s+ago|weeks?\s+ago|"
    r"months?\s+ago|years?\s+ago|recently|lately|nowadays|these\s+days|earlier\s+this|"
    r"later\s+this|upcoming|forthcoming)\b", re.IGNORECASE)
_STATE_RX = re.compile(r"\b(?:currently|now|so far|to date|at present)\b", re.IGNORECASE)
_AS_OF_RX = re.compile(r"\b[Aa]s of\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4}\b")
_WEEKDAY_RX = re.compile(rf"\b{WEEKDAY_NAME}\b(?!(?:\s+(?:morning|afternoon|evening|night))?"
                         r",?\s+(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|"
                         r"\d{1,2}\s+[A-Z][a-z]+\s+\d{4}))")


_MONTH_RX = re.compile(
    r"\b(?:January|February|March|April|June|July|August|September|October|November|"
    r"December|(?<=in )May|(?<=of )May|(?<=since )May)\b(?![\w-])")
_YEAR_AFTER_RX = re.compile(r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,\s*|\s+)(?:of\s+)?\d{4}\b")


def _relative_time(claim: str) -> bool:
    """A time relative to the page's day still in the claim (module docstring, rule 4)."""
    if (_RELATIVE_RX.search(claim) or YESTERDAY_RX.search(claim) or NOWADAYS_RX.search(claim)
            or LAST_MONTH_RX.search(claim) or _WEEKDAY_RX.search(claim)
            or DAY_MONTH_RX.search(claim) or MONTH_ONLY_RX.search(claim)):  # fmt: skip
        return True
    for match in _MONTH_RX.finditer(claim):
        if not _YEAR_AFTER_RX.match(claim, match.end()):
            return True  # "at the end of August": of which year?
    stripped = _STATE_RX.sub("", claim) if _AS_OF_RX.search(claim) else claim
    return UNANCHORED_RX.search(stripped) is not None


# -- rule 5: quotes and furniture -----------------------------------------------------

_QUOTE_RX = re.compile(r"[\"\u201c\u201d\u201e\u00ab\u00bb]|(?:^|(?<=[\s(\[]))[\u2018'](?=\w)")
_FURNITURE_RX = re.compile(
    r"\b(?:download|app store|google play|our apps?|newsletter|subscribe|subscription|"
    r"sign up|signing up|cookies?|privacy policy|terms of (?:use|service)|click here|"
    r"follow us|follow (?:him|her|them) on|on twitter|on facebook|on instagram|"
    r"advertisement|sponsored|all rights reserved|copyright|contributed to this|"
    r"reporting by|editing by|additional reporting|staff writer|is a (?:reporter|writer|"
    r"correspondent|contributor|freelance)|writes (?:about|for)|nhs\b|call 111|call 999|"
    r"call 911|seek medical|if you (?:have|think|are|or)|symptoms include|read more|"
    r"related:|photo:|image:|credit:|photograph:|picture:|getty images|ap photo|"
    r"shutterstock|via jta|pictured|caption|listen to|watch:|share this|email us|"
    r"e-mail us|tip line|contact (?:us|the newsroom))", re.IGNORECASE)


def _paragraph(text: str, start: int, end: int) -> str:
    """The line (paragraph) of ``text`` holding ``start``..``end``."""
    left = text.rfind("\n", 0, start) + 1
    right = text.find("\n", end)
    return text[left : right if right >= 0 else len(text)]


_SINGLE_OPEN_RX = re.compile(r"(?:^|(?<=[\s(\[]))[\u2018'](?=\w)")
_WORD_RX = re.compile(r"[\w\u00c0-\u024f]+")
_AS_OF_SUFFIX_RX = re.compile(r"\s*\(as of [A-Z][a-z]+ \d{1,2}, \d{4}\)(?=\.?$)")
"""The date ``timed_states`` writes after a role from the page's publication date."""
_GLUE = frozenset("a an the of is was are were has had have s".split())  # noqa: SIM905
"""Words the claim writer adds to a role it reads from an apposition (``Brad Smith,
Microsoft's President`` -> ``Brad Smith was the Microsoft President``)."""


def _quoted(text: str) -> list[bool]:
    """For each character of ``text`` (a paragraph up to a span's end), whether it lies
    inside quotation marks: a straight double mark toggles, a curly or angle one opens or
    closes (a closing one with none open quotes all before it), and a single mark opening
    a word quotes the rest (its closing mark is not told from an apostrophe)."""
    quoted = [False] * len(text)
    inside = single = False
    for index, char in enumerate(text):
        if not single:
            if char == '"':
                inside = not inside
            elif char in "\u201c\u201e\u00ab":
                inside = True
            elif char in "\u201d\u00bb":
                if not inside:
                    quoted[:index] = [True] * index
                inside = False
            elif _SINGLE_OPEN_RX.match(text, index):
                inside = single = True
        quoted[index] = inside or char in "\"\u201c\u201d\u201e\u00ab\u00bb"
    return quoted


def _outside_quotes(claim: str, text: str, start: int, end: int) -> bool:
    """Whether every word of ``claim`` (but the writer's glue) comes from the part of
    ``text[start:end]`` outside quotation marks, quotes opened earlier in the paragraph
    counted: the reporter's attribution, not the quoted speaker's words."""
    left = text.rfind("\n", 0, start) + 1
    quoted = _quoted(text[left:end])
    outside = "".join(" " if quoted[i - left] else text[i] for i in range(start, end))
    words = {w.lower() for w in _WORD_RX.findall(outside)}
    own = _WORD_RX.findall(_AS_OF_SUFFIX_RX.sub("", claim))
    return all(w.lower() in words or w.lower() in _GLUE for w in own)


def _furniture(span: str, paragraph: str) -> bool:
    if _FURNITURE_RX.search(paragraph):
        return True
    return not paragraph.rstrip().endswith((".", "!", "?", "\u201d", '"', ")", "\u2019"))


# -- the gate -------------------------------------------------------------------------

def unsafe_reason(claim: str, *, span_start: int, span_end: int, page: SafePage) -> str | None:
    """Why ``claim`` (read from ``page.text[span_start:span_end]``) has no safe shape, by
    the first rule it breaks (module docstring); ``None`` when it is kept."""
    span = page.text[span_start:span_end]
    if _furniture(span, _paragraph(page.text, span_start, span_end)) or _QUOTE_RX.search(claim):
        return UNSAFE_FURNITURE
    if _QUOTE_RX.search(span) and not _outside_quotes(claim, page.text, span_start, span_end):
        return UNSAFE_FURNITURE  # the speaker's words, not the reporter's
    if _relative_time(claim):
        return UNSAFE_RELATIVE_TIME
    if _reference(claim):
        return UNSAFE_REFERENCE
    if partial_name(claim, page):
        return UNSAFE_PARTIAL_NAME
    if unnamed_body(claim, page):
        return UNSAFE_UNNAMED_BODY
    if unnamed_subject(claim, page) or AGE_ONLY_RX.match(claim):
        return UNSAFE_UNNAMED_SUBJECT
    return unsafe_predicate(claim)
