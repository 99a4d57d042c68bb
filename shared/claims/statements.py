"""Someone's words stated as the page's fact: a quoted predicate, a pasted statement.

News quotes its sources inside its own sentences: *The Fed's zero interest-rate policy "is
as likely to be a negative as a positive in that it brings its own unintended consequences
and uncertainty."* (the speaker named in the sentence before or after). The sentence opens
with no quotation mark and its marks pair up, so ``factual`` passes it, and the claim states
a speaker's judgement as a bare fact: its attribution is lost. ``quoted_predicate(claim)``
tells such a claim: it holds a quoted passage that is a clause or a predicate (three words
or more, opening in lower case, with a finite verb: ``"is as likely to be ..."``), and no
word outside the quotation names a report of it (``said``, ``according to``, ``described
... as``, ``called``, ``sees ... as``, ``asserted``, ``testified`` ...). Such a claim is
dropped (``unattributed_quote``):
the quotation with its speaker is a claim about the statement, and the rule extractor writes
that claim where the sentence names the speaker (``speech.as_reported``).

Left alone: a title or a name in quotation marks (it opens in capitals: ``"Dancing with the
Stars"``), a quoted noun phrase (``a "gas chamber"``, an award's citation ``for his
"incomparable achievements as a cinematic creator"``), a label after ``as`` or opening on
``as`` (``chosen "as one of the top twelve ..."``), and any
quotation the claim attributes (``Tim Cook said Apple was "pulled into the enterprise"``).

A page also pastes a statement in unquoted: *In a statement, the company said:* and then
paragraphs in the company's voice, or a memo's talking points as a list (*The memo lists
the key messages:* / *- Democrats are working to strengthen Social Security.*). Their
third-person sentences read as the page's own facts. ``statement_blocks(text)`` gives where
such a statement sits (``statement_block``): the paragraphs after a paragraph whose last
sentence names a statement (``said``, ``wrote``, ``told``, ``statement``, ``letter``,
``memo``, ``talking points`` ...) and ends in a colon, from the first paragraph on through
list items, quoted paragraphs and paragraphs in the first person (``we``, ``our``, ``I``);
after ``... said in a statement.`` (no colon) only through paragraphs in the first person.
The first paragraph in the writer's voice ends it. A ``<blockquote>`` statement is dropped
by the claims service (``embedded``).
"""

from __future__ import annotations

import re

from shared.claims.persons import given_name
from shared.claims.verbs import is_finite_verb

__all__ = ["STATEMENT_BLOCK", "UNATTRIBUTED_QUOTE", "quoted_predicate", "statement_blocks"]

UNATTRIBUTED_QUOTE = "unattributed_quote"
"""Drop reason: a quoted clause or predicate stated with no speaker (``quoted_predicate``)."""

_QUOTED_RX = re.compile(
    r"(?<![^\s(\[])\"(?P<straight>[^\"\s][^\"]*)(?<=\S)\"|\u201c(?P<curly>[^\u201c\u201d]+)\u201d"
    r"|(?<![\w\u2019])\u2018(?P<single>(?:[^\u2018\u2019]|\u2019(?=[A-Za-z]))+)\u2019(?![A-Za-z])"
)
"""A quoted passage: straight marks (opening after a space or a bracket, not after a word:
``EA Sports" (a division ...)"`` is a stray mark), curly double marks, or single curly marks
(British pages; an apostrophe inside a word does not close it)."""
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_REPORT_RX = re.compile(
    r"\b(?:sa(?:id|ys?)|tol[dl]|tells?|wr(?:ote|ites?|itten)|stat(?:ed|es|ing)|add(?:ed|s)|"
    r"argu(?:ed|es|ing)|claim(?:ed|s|ing)?|call(?:ed|s|ing)?|describ(?:ed|es|ing|e)|"
    r"dub(?:bed|s)?|term(?:ed|s)?|label(?:l?ed|s)?|nam(?:ed|es|ing)|according|not(?:ed|es|ing)|"
    r"explain(?:ed|s|ing)?|insist(?:ed|s|ing)?|warn(?:ed|s|ing)?|believ(?:ed|es|e)|sees?|saw|"
    r"view(?:ed|s)?|consider(?:ed|s)?|prais(?:ed|es)|critici[sz](?:ed|es)|quot(?:ed|es|ing)|"
    r"tweet(?:ed|s)?|post(?:ed|s)|announc(?:ed|es)|admit(?:ted|s)?|acknowledg(?:ed|es)|"
    r"declar(?:ed|es)|promis(?:ed|es)|pledg(?:ed|es)|vow(?:ed|s)?|testif(?:ied|ies)|"
    r"ask(?:ed|s)?|urg(?:ed|es)|hail(?:ed|s)?|deem(?:ed|s)?|referr(?:ed|ing)|refers?|"
    r"report(?:ed|s)?|recall(?:ed|s)?|remark(?:ed|s)?|jok(?:ed|es)|quip(?:ped|s)?|"
    r"comment(?:ed|s)?|characteri[sz](?:ed|es)|brand(?:ed|s)|tout(?:ed|s)|laud(?:ed|s)|"
    r"slam(?:med|s)|blast(?:ed|s)|dismiss(?:ed|es)|mock(?:ed|s)|bill(?:ed|s)|"
    r"(?:en)?titled|slogan|motto|tagline|lyrics?|s[ai]ng|sings|sung|reads?|inscri(?:bed|ption)|"
    r"message|statement|letter|memo|known|translat(?:ed|es|ion)|mean(?:s|ing)?|meant|"
    r"assert(?:ed|s)?|maintain(?:ed|s)|contend(?:ed|s)|suggest(?:ed|s)|predict(?:ed|s)|"
    r"conclud(?:ed|es)|f(?:ou|i)nds?|conced(?:ed|es)|den(?:ied|ies)|alleg(?:ed|es)|"
    r"stress(?:ed|es)|emphasi[sz](?:ed|es)|reiterat(?:ed|es)|point(?:ed|s)\s+out|"
    r"observ(?:ed|es)|counter(?:ed|s)|respond(?:ed|s)|repl(?:ied|ies)|accus(?:ed|es)|"
    r"demand(?:ed|s)|confirm(?:ed|s)|(?:dis)?agree(?:d|s)|think(?:s)?|thought|feel(?:s)?|felt|"
    r"hop(?:ed|es)|fear(?:ed|s)|expect(?:ed|s)|complain(?:ed|s)|lament(?:ed|s)|boast(?:ed|s)|"
    r"caution(?:ed|s)|advis(?:ed|es)|recommend(?:ed|s)|proclaim(?:ed|s)|recount(?:ed|s)|"
    r"reveal(?:ed|s)|disclos(?:ed|es)|estimat(?:ed|es)|put\s+it|summ(?:ed|ing)\s+up|"
    r"in\s+(?:his|her|their|its)\s+words)\b|(?-i:\bby\s+[\"\u201c\u2018]?[A-Z])",
    re.IGNORECASE,
)
_GOVERNS_RX = re.compile(
    r"(?:\b(?:held|holds|rul(?:ed|es)|charg(?:ed|es)|requir(?:ed|es)|provid(?:ed|es)|"
    r"protect(?:ed|s)|prohibit(?:ed|s)|forb(?:ids|ade)|mandat(?:ed|es)|stipulat(?:ed|es)|"
    r"decree[ds]?|order(?:ed|s))(?:\s+that\b[^\"\u201c\u201d]{0,80}?)?"
    r"|\bma(?:kes?|de)\s+it(?:\s+\w+){1,3}\s+to"
    r"|\bthe\s+(?:phrase|words?|name|term|expression))\s*$",
    re.IGNORECASE,
)
"""A law's, court's or document's verb governing the quotation right after it, or after
``that`` and its subject (``held that "..."``, ``requires that schools "..."``, ``makes it
a crime to "..."``), or the quotation as ``the phrase "..."``: the claim names its source.
Not such a word elsewhere (``The festival, held every July, "has become ..."``)."""
"""A word reporting what the quotation is: who said, wrote, called or read it, or what it
is (a slogan, a lyric, a letter's words, a name's meaning), or its author after ``by``
(``... by "This Old House"``); a law's or court's verb only as ``_GOVERNS_RX``."""


_LABEL_BEFORE_RX = re.compile(r"\b(?:as|introduced|nicknamed|styled|credited|slogan|motto)\s*$",
                              re.IGNORECASE)
"""A quotation that is a label or a name: after ``as`` (``introduced as "the Singin' Rage
..."``), ``nicknamed`` ..."""


_LABEL_OPEN_RX = re.compile(r"\s*as\b", re.IGNORECASE)
"""A quotation opening on ``as``: a ranking or a label (``was chosen "as one of the top twelve
most haunted houses in America" by "This Old House"``)."""


def _predicate(quote: str) -> bool:
    """A quoted clause or predicate: three words or more, opening in lower case, with a finite
    verb (a quoted noun phrase is a label or a citation: ``for his "incomparable achievements
    as a cinematic creator"``)."""
    words = _WORD_RX.findall(quote)
    opening = quote.lstrip(" .,;:\u2026([")[:1]
    if not words or not ("a" <= opening <= "z"):
        return False
    return len(words) >= 3 and any(is_finite_verb(w) for w in words)


def quoted_predicate(claim: str) -> bool:
    """``claim`` states a quoted clause or predicate and names no report of it (module
    docstring): a speaker's words with the speaker dropped."""
    quotes = [m for m in _QUOTED_RX.finditer(claim)
              if not _LABEL_BEFORE_RX.search(claim, 0, m.start())  # 'introduced as "the ..."'
              and not _LABEL_OPEN_RX.match(next(g for g in m.groups() if g is not None))]
    predicates = [m for m in quotes if _predicate(next(g for g in m.groups() if g is not None))]
    if not predicates:
        return False
    if any(_GOVERNS_RX.search(claim, 0, m.start()) for m in predicates):
        return False
    outside = _QUOTED_RX.sub(" ", claim)
    return _REPORT_RX.search(outside) is None


STATEMENT_BLOCK = "statement_block"
"""Drop reason: a sentence of a statement the page pastes in, in its speaker's voice."""

_LINE_RX = re.compile(r"[^\n]+")
_INTRO_RX = re.compile(
    r"\b(?:sa(?:id|ys)|wr(?:ote|ites)|stated|told|tweeted|announced|declared|added|"
    r"explain(?:ed|s)|argu(?:ed|es)|statements?|letter|memo(?:randum)?|messages?|"
    r"talking\s+points|(?:press|news)\s+release)\b[^:]*:$",
    re.IGNORECASE,
)
"""A paragraph introducing a statement: a report verb or a statement's noun, then its colon
(``In a statement, the company said:``, ``The memo lists the key messages:``, ``Makali
wrote:``)."""
_NOT_INTRO_RX = re.compile(r"^(?:read|see|watch|click|more|related|also)\b", re.IGNORECASE)
"""A teaser label (``Read more:``, ``See also:``): no statement follows."""
_SAID_IN_RX = re.compile(
    r"\b(?:(?:said|says|wrote|writes)\s+in\s+an?\s+(?:joint\s+|written\s+|brief\s+)?"
    r"(?:statement|letter|release|post|email|e-mail)|(?:issued|released|posted|shared|sent)\s+"
    r"an?\s+(?:joint\s+|written\s+|brief\s+)?(?:statement|letter|release))\b[^.]*\.$",
    re.IGNORECASE,
)
"""A closing sentence naming a statement with no colon (``The family said in a statement.``,
``The company issued a statement on Friday.``): a statement follows if it is in the first
person."""
_LAST_SENTENCE_RX = re.compile(r"(?<=[.!?])[\"\u201d\u2019)]?\s+(?=[A-Z\"\u201c])")
"""A sentence boundary inside a paragraph: the introducing sentence is the last one."""
_LIST_RX = re.compile(r"^(?:[-*\u2022\u25aa\u2013]\s|\d{1,2}[.)]\s)")
_QUOTE_OPEN = ('"', "\u201c")
_FIRST_PERSON_RX = re.compile(
    r"\b(?:I|me|my|us|(?i:we|our|ours|ourselves|myself|we['\u2019](?:re|ve|ll|d))|"
    r"I['\u2019](?:m|ve|ll|d))\b"
)
_MAX_PARAGRAPHS = 12
_NO_SPEAKER_RX = re.compile(
    r"^[^,:]*\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(?:announced|declared|"
    r"stated|explained|added)\b[^:]*:$",
    re.IGNORECASE,
)
"""A passive report (``The final results were announced:``): no speaker's utterance follows,
the writer's list or result does."""
_NUMERAL_I_RX = re.compile(
    r"\b(?P<prev>[A-Z][\w.'\u2019-]*) +I\b(?!['\u2019])(?P<gap>\W*)(?P<next>[\w'\u2019-]*)")
"""``I`` after a capitalised word (``World War I``, ``Louis I``): a numeral unless a finite
verb follows (``Yesterday I went``)."""


_ROMAN_NOUNS = frozenset(
    """War Part Phase Volume Vol Chapter Act Book Title Class Type Stage Grade Level
    Division League Series Round Episode""".split()  # noqa: SIM905
)
_RUN_OPENERS = frozenset(
    """On In At By For Since After Before Last This Then So But And When If Until During
    Yesterday Today Tonight Now Here There""".split()  # noqa: SIM905
)
_WEEKDAYS_AND_MONTHS = frozenset(
    """Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March
    April May June July August September October November December""".split()  # noqa: SIM905
)
_PREV_CAPITAL_RX = re.compile(r"\b([A-Z][\w.'\u2019-]*) +$")


def _numeral_i(text: str, found: re.Match[str]) -> bool:
    """The ``I`` of ``found`` is a numeral even before a verb: after a numbered noun
    (``World War I ended``), a first name (``Louis I was crowned``) or inside a run of
    capitalised words (``King Louis I``), not after an opener (``On Monday I went``)."""
    prev = found.group("prev")
    if prev in _ROMAN_NOUNS or given_name(prev):
        return True
    before = _PREV_CAPITAL_RX.search(text, 0, found.start())
    return (before is not None and before.group(1) not in _RUN_OPENERS
            and prev not in _WEEKDAYS_AND_MONTHS)  # fmt: skip


def _first_person(paragraph: str) -> bool:
    """``paragraph`` speaks in the first person outside its quotation marks (a Roman ``I``
    after a name is no speaker)."""
    bare = _QUOTED_RX.sub(" ", paragraph)
    bare = _NUMERAL_I_RX.sub(
        lambda m: m.group(0) if is_finite_verb(m.group("next")) and not _numeral_i(bare, m)
        else f'{m.group("prev")} {m.group("gap")}{m.group("next")}', bare)
    return _FIRST_PERSON_RX.search(bare) is not None


def statement_blocks(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, STATEMENT_BLOCK)`` of each statement ``text`` pastes in unquoted: the
    paragraphs after one introducing it (a report verb or a statement's noun ending in a
    colon: the first paragraph after it always, then each list item, quoted paragraph or
    paragraph in the first person; after ``... said in a statement.`` only paragraphs in the
    first person), up to the first paragraph in the writer's voice."""
    lines = [(m.start(), m.end(), m.group().strip()) for m in _LINE_RX.finditer(text)]
    lines = [line for line in lines if line[2]]
    out: list[tuple[int, int, str]] = []
    at = 0
    while at < len(lines):
        intro = lines[at][2]
        last = _LAST_SENTENCE_RX.split(intro)[-1]  # "... he wrote. Then he riffed:": no intro
        colon = (_INTRO_RX.search(last) is not None and not _NOT_INTRO_RX.match(last)
                 and not _NO_SPEAKER_RX.search(last))  # fmt: skip
        if not colon and _SAID_IN_RX.search(intro) is None:
            at += 1
            continue
        end = at + 1
        while end < len(lines) and end - at <= _MAX_PARAGRAPHS:
            line = lines[end][2]
            voiced = _first_person(line) or (
                colon and (end == at + 1 or _LIST_RX.match(line) or line.startswith(_QUOTE_OPEN)))
            if not voiced:
                break
            end += 1
        if end > at + 1:
            out.append((lines[at + 1][0], lines[end - 1][1], STATEMENT_BLOCK))
        at = max(end, at + 1)
    return out
