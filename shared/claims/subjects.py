"""Whether a claim's subject names something a reader can place without the page.

``described_subject``: the subject is ``The`` and common nouns (``The response MUST ...``)
or a capitalised role that still points back (``The Bill``); ``unnamed_subject``: the
subject names nothing and the claim does not name the page's entity either (``Many users
reported ...``, ``New pipes will be made ...``). Both are drops of the rule extractor
(``rules``), as is a claim with ``POINTING_CAPS_RX`` (``the Government``) inside it.
"""

from __future__ import annotations

import re

from shared.claims.verbs import is_finite_verb
from shared.text.dates import MONTH_NAMES, WEEKDAY_NAMES

__all__ = ["POINTING_CAPS_RX", "described_subject", "unnamed_subject"]

_FRONTED_RX = re.compile(
    r"^(?:In|On|At|By|Since|During|After|Before|From|As of|Until|Over|Under|For|With|As|"
    r"Originally|Initially|Later|Today)\b[^,]{0,60},\s+"
)
_FUNCTION_CAPS = frozenset({"In", "On", "At", "The", "A", "An", "For", "By", "From", "With",
                            "As", "Of", "And", "But", "During", "After", "Before", "Since",
                            "Over", "Under", "Until", "Some", "Many", "Most", "All", "Each"})
_NAME_WORD_RX = re.compile(r"[A-Za-z\u00c0-\u024f][\w'\u2019-]*")


_MODAL_WORDS = frozenset({"must", "can", "cannot", "will", "would", "should", "may", "might",
                          "could", "shall"})


def _subject_words(claim: str) -> list[str] | None:
    """The words before the claim's first finite verb, after a fronted ``In 2013,``;
    ``None`` when no verb is found."""
    body = claim.lstrip("\"\u201c ")
    fronted = _FRONTED_RX.match(body)
    if fronted is not None and not any(is_finite_verb(w) for w in fronted.group().split()):
        body = body[fronted.end() :]  # "In 2013, ..." but not "In 2008 the cause was X, ..."
    found = list(_NAME_WORD_RX.finditer(body))
    words = [match.group() for match in found]
    subject: list[str] = []
    for match in found:
        word = match.group()
        verb = is_finite_verb(word) or word.lower() in _MODAL_WORDS
        # "The total cost of" is a noun; "is 9.2% of GDP" is the verb (the next word, not
        # the next letters, decides)
        if subject and verb and not body.startswith(" of ", match.end()):
            break
        subject.append(word)
    return subject if subject and len(subject) < len(words) else None


_CONTEXT_ADJECTIVES = frozenset(
    """New Other Such Current Former Recent Local Further Additional Similar Remaining
    Existing Previous Earlier Later Both Affected Planned Proposed""".split()  # noqa: SIM905
)
"""First words of a subject that lean on the page (``New pipes will be made ...``: whose?)."""
_CALENDAR = frozenset(WEEKDAY_NAMES) | frozenset(MONTH_NAMES)
"""Capitalised words that name no one: ``The attack on Wednesday, March 18, ...``."""
_ROLE_CAPS = frozenset({"Bill", "Act", "Government", "Council", "Department", "Ministry",
                        "Court", "Committee", "Commission", "Agency", "Minister", "Premier",
                        "Board", "Opposition", "Coalition", "Senate", "House", "Treasury"})
"""Capitalised role nouns that still point back (``The Bill``, ``The Government``)."""


POINTING_CAPS_RX = re.compile(
    r"\bthe (?:Bill|Act|Government|Department|Ministry|Minister|Premier|Opposition|Coalition)\b"
    r"(?!\s+(?:of|for)\b|\s+[A-Z]|['\u2019]s\s+[A-Z])"
)
"""``the Bill``, ``the Government`` inside a claim: the page's bill, which one?"""


_PERSON_NOUNS = frozenset(
    """sheriff official officials man woman source police
    officer lawyer resident witness student teacher doctor reporter judge analyst expert
    researcher scientist worker employee person boy girl mother father""".split()  # noqa: SIM905
)
"""Heads of an unnamed person (``A California sheriff``)."""
_EXPERTS = frozenset(
    """experts scientists researchers scholars historians economists analysts critics
    biologists astronomers physicians doctors""".split()  # noqa: SIM905
)
"""A class of specialists: their finding is a claim about what it names (``Whale experts
regard New Zealand as the whale stranding capital``), not about them."""
_NAME_RX = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")
"""A name of two or more capitalised words."""
_GROUP_RX = re.compile(r"[A-Z][a-z]+(?:ists|ites)")


def described_subject(claim: str) -> bool:
    """The subject is ``The`` and common nouns only (``The response MUST ...``, ``The
    frontend accepts ...``): it points at something the page introduced. A name anywhere
    in it (``The total cost of the Riverside tunnel``) makes it specific enough."""
    subject = _subject_words(claim)
    if subject is None or subject[0] != "The" or len(subject) < 2:
        return False
    if len(subject) == 2 and _GROUP_RX.fullmatch(subject[1]):
        return True  # "The Islamists failed ...": which ones?
    if subject[1:] and all(word in _ROLE_CAPS for word in subject[1:]):
        return True  # "The Bill would require ...": which bill?
    return not any((word[:1].isupper() and word not in _CALENDAR) or word[:1].isdigit()
                   for word in subject[1:])  # fmt: skip


def unnamed_subject(claim: str, entity: str | None, proper: frozenset[str]) -> bool:
    """The claim's subject names nothing (``Many users reported ...``, ``Permanent
    migration is regulated ...``, ``The frontend accepts ...``) and the claim does not name
    the page's entity: read alone, it does not say whom or where it is about. A context
    adjective before a lower-case word is no name (``New pipes will be made ...``, though
    ``New York`` makes ``New`` a capitalised word on the page)."""
    subject = _subject_words(claim)
    if subject and subject[0] in ("A", "An") and subject[-1].lower() in _PERSON_NOUNS:
        return True  # "A California sheriff says ...": who?
    if entity is not None and entity in claim:
        return False
    if subject is None:
        return False  # no verb found: leave the claim to the other checks
    for index, word in enumerate(subject):
        if word in _FUNCTION_CAPS:
            continue  # "In 2008 the leading cause of ...": no name yet
        common = index == 0 and word in _CONTEXT_ADJECTIVES and (
            subject[1:2] != [] and subject[1][:1].islower()
        )
        if word[:1].isupper() and (index > 0 or word in proper) and not common:
            return False  # "Whole Foods does ...", "Facebook is ...": a name
    if subject[-1].lower() in _EXPERTS:
        rest = claim[claim.find(subject[-1]) + len(subject[-1]) :]
        return _NAME_RX.search(rest) is None  # "Whale experts regard New Zealand as ..."
    return True


