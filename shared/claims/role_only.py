"""A claim whose subject or speaker is a role with no name: ``A California transit chief
says ...``, ``..., a spokesman said``.

News opens a story on an unnamed source and names them a sentence later (*A California
transit chief says a man has been stabbed ... . Interim BART Police Chief Ed Alvarez told
reporters ...*). Read alone, ``a California transit chief`` is nobody a reader can place,
and a statement is a claim about who made it. ``role_only(claim)`` is true when the claim's
subject (its opening, after a fronted phrase) or the speaker of its statement (``...,
<speaker> said``, ``according to <speaker>``) is one person named by an indefinite role
only: ``a``/``an``/``one``/``another``, up to four modifiers, and a person's role noun
(``chief``, ``spokesman``, ``official``, ``resident``; a ``-man``/``-woman``/``-person``
word). A role with a name after it (``a spokesman, John Smith,``; ``an aide to Senator
...``) places them; a thing (``An October 11, 2019 presentation``, ``An analysis``) is no
role. Plurals (``officials said``) are left to the other gates: the finding is a group's.
"""

from __future__ import annotations

import re

__all__ = ["ROLE_ONLY", "role_only"]

ROLE_ONLY = "role_only"
"""The drop reason of a claim whose subject or speaker is an unnamed role."""

_ROLES = frozenset(
    """chief spokesman spokeswoman spokesperson official officer representative executive
    director manager commissioner administrator lawmaker legislator senator congressman
    congresswoman governor mayor prosecutor attorney lawyer investigator detective trooper
    deputy agent diplomat ambassador minister aide adviser advisor staffer insider member
    leader chairman chairwoman founder owner resident neighbor neighbour witness victim
    suspect passenger driver pilot soldier veteran nurse doctor physician surgeon professor
    teacher student coach player fan user customer investor trader banker broker analyst
    economist engineer activist protester demonstrator judge sheriff source man woman person
    boy girl mother father worker employee researcher scientist expert official president
    principal superintendent firefighter paramedic clerk guard inmate""".split()  # noqa: SIM905
)
"""Role nouns of one person (``a transit chief``, ``an official``, ``a resident``)."""
_MAN_RX = re.compile(r"[a-z]+(?:man|woman|person)")
"""A role word made with ``-man``/``-woman``/``-person`` (``councilman``, ``businesswoman``)."""
_SAYING = (r"(?:says|said|told|tells|added|adds|wrote|writes|stated|states|explained|noted|"
           r"confirmed|confirms|announced|announces|warned|warns|claimed|claims|insisted)")
_ROLE = r"(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+((?:[\w'\u2019.&-]+\s+){0,4}?)([a-z]+)"
"""An indefinite role: the article, up to four modifiers and the head noun."""
_OPENING_RX = re.compile(
    rf"^(?:[A-Z][^,]{{0,60}},\s+)?(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+((?:[\w'\u2019.&-]+\s+){{0,4}}?)"
    rf"([a-z]+)(?=,|\s+(?:(?:also|later|then|now)\s+)?(?:{_SAYING}|[a-z]+ed|is|was|has|had|"
    rf"have|will|would|could|can|may|might|must|did|does)\b)"
)
"""The claim's subject is an indefinite noun phrase (after a fronted ``On Tuesday,``)."""
_SPEAKER_RX = re.compile(
    rf"(?:,\s+|\baccording\s+to\s+){_ROLE}(?:\s+{_SAYING}\b|(?=\s*[,.]|\s*\(|$))"
    rf"|,\s+{_SAYING}\s+{_ROLE}(?=\s*[,.(]|$)"
)
"""A statement's speaker after it: ``..., a spokesman said``, ``according to an official``,
``..., said a spokeswoman``."""
_NAMED_SPEAKER_RX = re.compile(
    rf"\b(?:{_SAYING}|according\s+to)\s+(?:[A-Z][\w'\u2019.-]*\s+){{0,3}}[A-Z][\w'\u2019.-]*$")
"""A speaker named just before the role, which is then their appositive (``said Mary E.
Lovely, a Syracuse University economist``)."""
_NAMED_AFTER_RX = re.compile(r",?\s+(?:[A-Z][\w'\u2019.-]*\s+){1,3}[A-Z][\w'\u2019-]*")
"""A name right after the role (``a spokesman, John Smith,``, ``an aide Jane Doe``)."""
_NAME_BEFORE_RX = re.compile(r"(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019-]*$")
"""A capitalised name just before ``, <role>``: the role is that name's appositive (``Jane
Doe, a lawyer,``; ``founded by John Smith, a doctor.``), unless a saying verb follows the
role itself (``... on Monday, a spokesman said``)."""
_SAYING_RX = re.compile(rf"\b{_SAYING}\b")
_TO_NAME_RX = re.compile(r"\s+(?:to|for|of|at|with)\s+(?:the\s+)?[A-Z]")
"""A role tied to a named one (``an aide to Senator X``, ``a spokesman for Apple``): the
speaker is still unnamed, but their side is; left to the other gates."""


def _role(head: str) -> bool:
    return head in _ROLES or _MAN_RX.fullmatch(head) is not None


def _unnamed(claim: str, match: re.Match[str], head_group: int) -> bool:
    """The role of ``match`` is a person's and no name follows it."""
    modifiers, head = match.group(head_group), match.group(head_group + 1)
    if not _role(head) or any(w[:1].isdigit() for w in modifiers.split()):
        return False  # "An October 11 presentation", "A 25-year-old man" is left to others
    rest = claim[match.end(head_group + 1) :]
    return not (_NAMED_AFTER_RX.match(rest) or _TO_NAME_RX.match(rest))


def _appositive(claim: str, speaker: re.Match[str]) -> bool:
    """``, <role>`` with no saying verb of its own is a named person's appositive (a name
    just before it), or no speaker at all when the claim states nothing said."""
    if re.match(rf"\s+{_SAYING}\b", claim[speaker.end(2) :]):
        return False  # "Apple will stop the sale on Monday, a spokesman said."
    return bool(_NAME_BEFORE_RX.search(claim[: speaker.start()])
                or not _SAYING_RX.search(claim))


_ADVERBIAL_RX = re.compile(
    r"(?:On|In|At|By|For|From|After|Before|During|Since|Until|Last|Earlier|Later|This|Next|"
    r"Meanwhile|Today|Yesterday|Overnight|Early|Late)\b")
"""How a fronted time or place phrase opens (``On Tuesday,``): no name the role could be
an appositive of."""


def _named_host(claim: str, opening: re.Match[str]) -> bool:
    """The opening's role is closed by a comma after a fronted name or clause ending in one
    (``Jane Doe, a nurse, was hired``; ``Apple hired Jane Doe, a former Google engineer,
    in 2019``): that name's appositive, no unnamed subject."""
    fronted = claim[: opening.start(1)]
    fronted = re.sub(r",\s+(?:[Aa]n?|[Oo]ne|[Aa]nother)\s+$", "", fronted)
    return (claim[opening.end(2) : opening.end(2) + 1] == ","
            and fronted != claim[: opening.start(1)]
            and _ADVERBIAL_RX.match(fronted) is None
            and _NAME_BEFORE_RX.search(fronted) is not None)


def role_only(claim: str) -> bool:
    """``claim``'s subject or its statement's speaker is an unnamed role (module docstring)."""
    opening = _OPENING_RX.match(claim)
    if opening is not None and not _named_host(claim, opening) and _unnamed(claim, opening, 1):
        return True  # "A California transit chief says a man has been stabbed ..."
    for speaker in _SPEAKER_RX.finditer(claim):
        group = 1 if speaker.group(1) is not None or speaker.group(2) is not None else 3
        if _NAMED_SPEAKER_RX.search(claim, 0, speaker.start()):
            continue  # "..., said Mary E. Lovely, a Syracuse University economist": named
        if group == 1 and claim[speaker.start()] == "," and _appositive(claim, speaker):
            continue  # "Jane Doe, a lawyer, said ...", "founded by John Smith, a doctor."
        if _unnamed(claim, speaker, group):
            return True  # "... to stop the sale, a spokesman said."
    return False
