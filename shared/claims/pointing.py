"""Claims whose words point outside them, or that say less or more than their span.

The read-alone test (``readalone``) resolves a claim's subject and its pronouns with no
antecedent; these classes of language, found by reviewers in claims that passed it, point
outside the claim from other positions or change the span's scope (issue 15):

- ``discourse_opener``: a claim opening on a word that answers or turns from the sentence
  before (``Yes, father casts a shadow ...``, ``Still, ...``, ``Instead, ...``): the claim
  is half of an exchange;
- ``bare_kin``: a kin or role noun with no determiner, possessor or name (``father casts a
  shadow over son``): a headline's shorthand for people named elsewhere;
- ``maker_possessive``: ``his``/``her``/``their`` before a work noun in a claim about a
  work (``Heavy is the first single from their seventh studio album``, ``X represents a
  departure from her earlier studio album``): the possessor is the work's maker, whom the
  claim never names (``The Mutemath song Control ... their ... album`` names it);
- ``object_pronoun``: ``it``/``him``/``them`` as the object of the main clause's verb with
  no candidate but that clause's own subject (``the Anglosphere mainstream regards it as a
  loose alliance``): a verb's object pronoun never means its own subject (that would be
  ``itself``), so it points outside;
- ``open_comparative``: ``more``/``less`` + an adjective with no ``than`` (``X is more
  famous for Y``): more than what?;
- ``bare_event``: ``the`` + a day and month + an event noun with nothing after it saying
  what happened (``the 20 November action``);
- ``compound``: two facts joined by ``but`` (``was defeated in 2006 but lost ... in
  2008``) or under ``both ... and`` in the main clause (``famous for both his poetry and
  his adventurous life``; inside a relative clause it defines: ``players who play both
  forward and center``; two bare words ending a phrase are one two-sided property:
  ``operating on both road and rail``);
- ``cut_claim``: a claim ending on a title's abbreviation (``... commanded by Brig.``);
- ``no_verb``: a name and a participle with no verb (``The Southwestern Baptist Theological
  Seminary located in Fort Worth, Texas.``);
- ``outside_reference``: a sequence adverb whose other event is in another sentence
  (``afterwards``, ``thereafter``, ``subsequently``);
- ``subject_repeated``: the claim's subject again as a preposition's object (``The Marissa
  Academy was built in 1891 for the Marissa Academy``): the rewrite named two things alike;
- ``lost_hedge``: the span qualifies the fact the claim states (``often``, ``usually``,
  ``reportedly``, ``allegedly`` ...) and the claim dropped the qualifier: it says more
  than its span;
- ``renamed_description``: a ``the <Name> <noun>`` of the span written with a longer or
  shorter name (``the Acme group`` -> ``the Acme Norway group``, see ``renamed``).
"""

from __future__ import annotations

import re

from shared.claims.renamed import lengthened_name, renamed_description
from shared.claims.verbs import is_finite_verb
from shared.text.dates import MONTH_ANY
from shared.text.ordinals import ordinal_alternation

__all__ = ["page_entity_noun", "pointing_reason"]

_DISCOURSE_RX = re.compile(
    r"^(?:Yes|No|Yeah|Nope|Indeed|Still|Instead|Even so|Of course|After all|In fact|Sure|"
    r"Well|So|Then|Thus|Hence|Besides|Nevertheless|Nonetheless|Otherwise|In turn|"
    r"In response|In return|By contrast|In contrast|Conversely|Then again|That said|"
    r"Even then|Worse|Worse still|Better still|Again|Rather|Anyway|Alas|Sadly|"
    r"Fortunately|Unfortunately|Ironically|Not surprisingly|Predictably),\s"
)
"""Openers that answer, concede or turn from the sentence before."""

_KIN = (
    r"father|mother|son|daughter|brother|sister|husband|wife|dad|mom|mum|uncle|aunt|"
    r"grandfather|grandmother|grandson|granddaughter|nephew|niece|cousin|widow|widower"
)
_BARE_KIN_RX = re.compile(
    rf"(?:^|(?<=[,;:] ))(?P<subject>{_KIN})\s+[a-z]+s\b"
    rf"|\b(?:over|with|to|for|from|against|beside|and)\s+(?P<object>{_KIN})(?=\s*[,.;:!?]|$)",
    re.IGNORECASE,
)
"""A kin noun alone as a clause's subject (``father casts``) or as the last word of a
clause after a preposition (``over son,``): a headline's shorthand, not a noun phrase
(``his father``, ``the mother of X`` never match)."""

_WORK_NOUNS = (
    r"(?:studio\s+|debut\s+|live\s+|compilation\s+|solo\s+|previous\s+|earlier\s+|next\s+|"
    rf"later\s+|(?:{ordinal_alternation(10)})\s+|"
    r"final\s+|latest\s+|upcoming\s+|[a-z]+-?selling\s+)*"
    r"(?:album|albums|record|EP|LP|single|singles|mixtape|film|films|movie|novel|book|"
    r"series|show|tour|release|sequel)"
)
_PART_OF_WORK_RX = re.compile(
    r"\b(?:is|was|are|were)\s+(?:also\s+)?(?:the|a|an|one of the)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:single|singles|song|songs|track|tracks|B-side|ballad|cut|episode|chapter|"
    r"opening\s+track|title\s+track|lead\s+single)\s+"
    r"(?:from|off|of|on|in|to)\s+(?:his|her|their)\s"
)
"""``X is the first single from their seventh studio album``: X is part of the work."""
_RELATED_WORK_RX = re.compile(
    r"\b(?:departure|follow-up|followup|successor|sequel|prequel|predecessor|companion|"
    r"return)\s+(?:from|to|of)\s+(?:his|her|their)\s+" + _WORK_NOUNS + r"\b"
)
"""``X represents a departure from her earlier studio album``: X is another work."""
_WORK_SUBJECT_RX = re.compile(
    r"^(?:The\s+)?(?:song|single|track|album|record|EP|film|movie|novel|book|B-side)\s"
)
"""A claim about a work named as one (``The song Talking to Myself is ...``)."""
_POSSESSIVE_RX = re.compile(r"\b(?:his|her|their)\s+" + _WORK_NOUNS + r"\b")
_MAKER_NAMED_RX = re.compile(
    r"^The\s+(?:[A-Z][\w.'\u2019&-]*\s+){1,4}(?:song|single|track|album|record|EP|film|"
    r"movie|novel|book|B-side)\s"
)
"""``The Mutemath song Control is the second radio single from their ... album``: the
work is named with its maker, and the possessive is that maker's."""

_OBJECT_PRONOUN_RX = re.compile(
    r"^(?P<front>(?:(?:As|In|On|At|By|After|Before|During|Since|Until|Like|Unlike|For|From|"
    r"Under|Over|With|Without|Despite|Following)\b[^,]{1,60},\s+))?"
    r"(?P<subject>(?:[Tt]he\s+)?[\w\u00c0-\u017f'\u2019-]+(?:\s+[\w\u00c0-\u017f'\u2019-]+){0,4}?)"
    r"\s+(?:(?:also|still|now|often|usually|generally|widely|largely|openly)\s+)?"
    r"(?P<verb>regards|regarded|considers|considered|sees|saw|views|viewed|describes|"
    r"described|calls|called|treats|treated|supports|supported|opposes|opposed|rejects|"
    r"rejected|backs|backed|likes|liked|loves|loved|hates|hated|praises|praised|criticises|"
    r"criticised|criticizes|criticized|defends|defended|uses|used|sold|sells|bought|buys|"
    r"owns|owned|joined|joins|left|leaves|beat|beats|met|meets|hired|hires|fired|fires|"
    r"named|names|blamed|blames|thanked|thanks|accused|accuses|replaced|replaces)"
    r"\s+(?P<pronoun>it|him|her|them)\b(?!\s+(?:to|that|is|was|were|are)\b)"
)
"""A main clause ``[fronted phrase,] Subject Verb it/him/them``."""
_TIME_PHRASE_RX = re.compile(
    r"\b(?:century|centuries|decade|decades|year|years|era|age|period|season|month|week|"
    r"day|morning|evening|night|time|\d{3,4}s?)\b",
    re.IGNORECASE,
)

_COMPARATIVE_RX = re.compile(
    r"(?<!\bthe )(?<!\bor )(?<!\bno )(?<!\bone )(?<!\bany )(?<!\bonce )(?<!\bmuch )"
    r"\b(?:more|less)\s+(?P<adjective>famous|popular|successful|important|powerful|common|"
    r"prominent|influential|notable|significant|valuable|expensive|difficult|effective|"
    r"dangerous|likely|unlikely|widely|well-known|known|recognizable|recognisable|"
    r"prestigious|competitive|profitable|accurate|reliable|efficient|visible|active|"
    r"aggressive|conservative|liberal|interested|concerned|critical|successful|acclaimed|"
    r"[a-z]+(?:ous|ful|ive|ic|able|ible|ent|ant|ish))\b"
)
"""``more famous for``: a comparative whose second term is left outside (no ``than``)."""
_BARE_EVENT_RX = re.compile(
    rf"\bthe\s+(?:\d{{1,2}}\s+{MONTH_ANY}|{MONTH_ANY}\s+\d{{1,2}})(?:,?\s+\d{{4}})?\s+"
    r"(?:action|actions|attack|attacks|raid|raids|incident|operation|protest|protests|"
    r"clash|clashes|confrontation|events?|decision|announcement|meeting|vote|ruling|"
    r"shooting|crash|strike|strikes|move|deal|episode|standoff|stand-off|violence|"
    r"crackdown|arrests?|order|statement|letter|email|call|hearing|session)\b"
    r"(?!\s+(?:of|against|on|at|in|by|between|over|near|outside|inside|to)\b)"
)
"""``the 20 November action``: an event the page names elsewhere, by its date alone."""

_BUT_RX = re.compile(
    r"(?P<comma>,)?\s+but\s+(?:(?:also|only|then|later|still|never|soon|eventually|"
    r"instead)\s+)?(?P<next>[\w'\u2019-]+)"
)

_BOTH_RX = re.compile(
    r"(?<!\bbetween )(?<!\bby )\bboth\s+(?!of\b|sides\b|teams\b|parties\b|ways\b)"
    r"[^,.;]{1,60}?\s+and\s+"
)
"""``famous for both A and B``, ``as both a player and assistant coach``: each is a fact
(``between both``, ``by both`` are one)."""
_BOTH_PAIR_RX = re.compile(r"both\s+[a-z]+\s+and\s+[a-z]+(?:[.,;:!]|\s*$)")
"""``capable of operating on both road and rail.``: two bare words ending the phrase name
one two-sided property (a road-rail locomotive), not two facts."""
_RELATIVE_RX = re.compile(r"\b(?:who|which|that|whose|whom)\b")

_TITLE_CUT_RX = re.compile(
    r"(?:^|(?P<before>\S+)\s+)(?:Brig|Gen|Col|Lt|Capt|Cpt|Sgt|Maj|Adm|Cmdr|Cdr|Gov|Sen|Rep|"
    r"Rev|Prof|Dr|Mr|Mrs|Ms|St|Pres|Hon|Fr|Sr\. [A-Z]|Mt|Ft)\.\s*$"
)
"""A claim ending on a title's abbreviation (``troops commanded by Brig.``): the sentence
splitter cut it before the name."""
_BARE_PARTICIPLE_RX = re.compile(
    r"^(?:The\s+)?(?:[A-Z][\w.'\u2019&-]*\s+(?:(?:of|the|and|de)\s+)?){1,8}"
    r"(?:located|based|situated|headquartered|founded|established|built)\s+(?:in|at|on|by)\b"
)
"""``The Southwestern Baptist Theological Seminary located in Fort Worth, Texas.``: a name
and a participle, no verb (the sentence's verb was cut away)."""
_SEQUENCE_RX = re.compile(r"\b(?:afterwards?|thereafter|thereupon|subsequently)\b", re.I)
"""``Steve Wynn afterwards took ...``, ``Soon thereafter, ...``: after what?"""
_SUBJECT_RX = re.compile(
    r"^(?:[A-Z][^,]{0,60}?,\s+)?(?P<subject>(?:[Tt]he\s+)?[A-Z][\w.'\u2019&-]*"
    r"(?:\s+(?:of\s+|the\s+|de\s+|and\s+)?[A-Z][\w.'\u2019&-]*){0,5})\s+[a-z]"
)
_AGAIN_RX = r"\b(?:for|by|of|from|to|with|at|in|into|as|team,)\s+(?:the\s+)?"

_HEDGES = (
    "often usually sometimes generally typically frequently occasionally rarely commonly "
    "reportedly allegedly supposedly reputedly purportedly apparently possibly probably "
    "perhaps mostly largely partly mainly primarily"
)
_HEDGE_RX = re.compile(
    rf"\b(?P<hedge>{'|'.join(_HEDGES.split())})\s+(?:(?:been|be|is|was|are|were)\s+)?"
    r"(?P<next>[a-z][\w'-]+)"
)

_FUNCTION = frozenset(
    """the a an in on at of to for by with as from and or but because due through since
    than that which who this these those its his her their there been being have has had
    not also""".split()  # noqa: SIM905
)



def _title_cut(claim: str) -> bool:
    """``claim`` ends on a title's abbreviation with its name cut off (``commanded by
    Brig.``, ``introduced by U.S. Sen.``); after a capitalised word the abbreviation ends
    that name (``by the South Col.``, ``on Main St.``) and the claim is whole."""
    found = _TITLE_CUT_RX.search(claim)
    if found is None:
        return False
    before = (found.group("before") or "").strip("\"'(\u201c\u2018")
    return not (before[:1].isupper() and not before.endswith("."))

def pointing_reason(claim: str, span: str = "") -> str | None:
    """Why ``claim`` points outside itself or changes its ``span``'s scope (module
    docstring for the reasons), else ``None``."""
    if _DISCOURSE_RX.match(claim):
        return "discourse_opener"
    if _bare_kin(claim):
        return "bare_kin"
    if _maker_possessive(claim):
        return "maker_possessive"
    if _object_pronoun(claim):
        return "object_pronoun"
    found = _COMPARATIVE_RX.search(claim)
    if found is not None and not re.search(r"\bthan\b", claim[found.end() :]):
        return "open_comparative"
    if _BARE_EVENT_RX.search(claim):
        return "bare_event"
    if _two_clauses(claim):
        return "compound"
    if _title_cut(claim):
        return "cut_claim"
    if _BARE_PARTICIPLE_RX.match(claim):
        return "no_verb"
    if _SEQUENCE_RX.search(claim):
        return "outside_reference"
    if span and _subject_again(claim, span):
        return "subject_repeated"
    if span and _lost_hedge(claim, span):
        return "lost_hedge"
    if span and (renamed_description(claim, span) or lengthened_name(claim, span)):
        return "renamed_description"  # "the Acme group" written "the Acme Norway group"
    return None


def _subject_again(claim: str, span: str) -> bool:
    """The subject the rewriter wrote (the span does not open on it) again, whole, as the
    object of a preposition (``The Marissa Academy was built in 1891 for the Marissa
    Academy`` from ``The building was built ...``): the rewrite named two things alike."""
    found = _SUBJECT_RX.match(claim)
    if found is None:
        return False
    name = re.sub(r"^[Tt]he\s+", "", found.group("subject"))
    if len(name) < 4 or name in span[: found.end("subject") + 10]:
        return False
    rest = claim[found.end("subject") :]
    again = rf"{_AGAIN_RX}{re.escape(name)}\b(?!['\u2019]s|\s+[A-Z])"
    return re.search(again, rest) is not None


def _two_clauses(claim: str) -> bool:
    """Two facts under ``both ... and`` in the main clause, or joined by ``but``: a second
    verb phrase (``was defeated in 2006 but lost ... in 2008``) or a second clause after
    ``, but`` (``..., but in contrast was ...``); ``brief but deadly`` joins two adjectives
    of one fact."""
    both = _BOTH_RX.search(claim)
    if (both is not None and not _RELATIVE_RX.search(claim[: both.start()])
            and not _BOTH_PAIR_RX.match(claim, both.start())):
        return True  # "famous for both his poetry and his adventurous life": two grounds
    for found in _BUT_RX.finditer(claim):
        if found.group("comma") or is_finite_verb(found.group("next").lower()):
            return True
    return False


def _bare_kin(claim: str) -> bool:
    """A kin noun with no determiner, possessor or name (``_BARE_KIN_RX``); a capital
    ``Father`` opening the claim is a title before a name (``Father Brown says``)."""
    return any(
        not (m.group("subject") and m.group("subject")[:1].isupper() and m.start() > 0)
        and not (m.group("subject") and re.match(r"[A-Z]", claim[m.end("subject") + 1 :]))
        for m in _BARE_KIN_RX.finditer(claim)
    )


def _maker_possessive(claim: str) -> bool:
    """``his``/``her``/``their`` + a work noun in a claim about a work (module), unless
    the claim names the work with its maker (``The Mutemath song Control``)."""
    if _MAKER_NAMED_RX.match(claim):
        return False
    if _PART_OF_WORK_RX.search(claim) or _RELATED_WORK_RX.search(claim):
        return True
    return bool(_WORK_SUBJECT_RX.match(claim) and _POSSESSIVE_RX.search(claim))


def _object_pronoun(claim: str) -> bool:
    """The main verb's object pronoun whose only candidate is the clause's own subject:
    the fronted phrase names no one (a time, no name) and the subject is one phrase."""
    found = _OBJECT_PRONOUN_RX.match(claim)
    if found is None:
        return False
    front = found.group("front") or ""
    names = re.findall(r"(?<!^)\b[A-Z][\w'\u2019-]+", front)
    if names or (front and not _TIME_PHRASE_RX.search(front)):
        return False  # "After Smith left, the band hired him": him = Smith
    subject = found.group("subject")
    return not re.search(r"\b(?:and|or|of|with|whose|who|which|that)\b", subject)


def _lost_hedge(claim: str, span: str) -> bool:
    """The span's hedge before a word the claim keeps, the hedge itself not kept."""
    words = {w.lower() for w in re.findall(r"[\w'-]+", claim)}
    for found in _HEDGE_RX.finditer(span):
        if found.group("hedge") in words:
            continue
        following = found.group("next").lower()
        if following in _FUNCTION:
            continue  # "mainly in Europe": what the hedge bounds is not one word
        stem = following[:5] if len(following) > 5 else following
        if any(w.startswith(stem) for w in words if len(w) >= len(stem)):
            return True
    return False


_INNER_THE_RX = re.compile(
    r"(?<=\s)the\s+(?P<run>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})(?P<owner>['\u2019]s)?"
    r"(?!\s+(?:of\b|[A-Z\d]))"
)
"""``the District``, ``the School District`` inside a claim, no name or ``of`` after it."""


def page_entity_noun(claim: str, title: str | None) -> str:
    """``claim`` with a capitalised common noun standing for the page's entity written as
    the title's whole name: ``By 2010, the District's population declined ...`` under
    *Belle Vernon Area School District* reads ``By 2010, the Belle Vernon Area School
    District's population declined ...``. Only a run that ends the title's name (its last
    one to three words, the title longer, every title word capitalised or a number) is
    written; a claim already holding the name is
    left alone (``claim`` itself otherwise)."""
    if not title:
        return claim
    name = re.sub(r"\s*\([^()]*\)\s*$", "", title).strip()
    words = name.split()
    if len(words) < 2 or name in claim or not all(w[:1].isupper() or w[:1].isdigit()
                                                  for w in words):
        return claim  # "Demography of the United Kingdom" is a topic, no name
    for found in _INNER_THE_RX.finditer(claim):
        run = found.group("run").split()
        if len(run) < len(words) and words[-len(run) :] == run:
            head = name[4:] if name.startswith("The ") else name
            return f"{claim[: found.start('run')]}{head}{claim[found.end('run') :]}"
    return claim
