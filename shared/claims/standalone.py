"""The last gate on a finished claim: does it stand alone, hold one fact, state a fact?

A claim is read by someone who never saw its page. General tests, not per-page word lists:

- ``tidy(claim)`` first removes what only ties the sentence to its neighbours and leaves a
  claim its span still entails: a leading discourse connective (``Specifically,``,
  ``Meanwhile``, ``With that being said,``), an additive particle (``also``, ``too``,
  ``as well``), a fronted concessive clause (``Despite AI's clear benefits ..., ...``), a
  trailing appositive that describes a name (``Hotelied, a start-up that allows ...``: a
  second fact), and the second clause after ``but`` (``X has guidelines ... but there are
  no rules ...``);
- ``standalone_reason(claim, persons)`` then names why the rest still cannot stand alone:

  - ``page_deixis``: a reference into the page or its discourse (``as mentioned earlier``,
    ``here``, ``the following``, ``That's``, ``this``/``these``/``those``, a connective
    left mid-claim: ``meanwhile``, ``instead``, ``otherwise``, ``similarly``);
  - ``unnamed_referent``: a definite description whose referent the claim does not give
    (``during the crisis``, ``said the actor``: ``the`` + a common noun with no ``of``-phrase,
    relative clause or name after it and no earlier mention in the claim), or a bare plural
    of a relational noun as the subject (``respondents expressed``: of which survey?);
  - ``partial_name``: a person named by one word the page uses as part of a fuller name
    (``Marco`` for Marco Arment, ``Lorenz`` for Edward Norton Lorenz), see ``persons``;
  - ``nonfactual``: an imperative (the claim opens with a verb's base form: ``Avoid
    writing ...``), an exclamation, or a heading (no lower-case word but function words).

``person_names(text)`` gives the page's multi-word person names (``shared.claims.persons``,
re-exported here with ``given_name``).
"""

from __future__ import annotations

import re
from typing import Literal

from shared.claims.persons import NAME_OPENERS, PARTICLE_NAME_RX, given_name, person_names
from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import is_finite_verb
from shared.text.ordinals import ORDINAL_WORDS

__all__ = ["StandaloneReason", "given_name", "person_names", "standalone_reason", "tidy"]

StandaloneReason = Literal["page_deixis", "unnamed_referent", "partial_name", "nonfactual"]

_CONNECTIVE_RX = re.compile(
    r"^(?:(?:besides|plus)\s*,\s*|"
    r"(?:but|and|or|so|actually|however|meanwhile|moreover|furthermore|additionally|also|"
    r"specifically|in particular|particularly|similarly|likewise|notably|importantly|"
    r"separately|"
    r"indeed|in fact|of course|after all|in addition|in other words|that said|"
    r"with (?:that|this|all that)(?: being)? said|having said (?:that|this)|even so|"
    r"on the other hand|again|finally|lastly|anyway|ultimately|overall|in short|in sum|"
    r"nonetheless|nevertheless|as a matter of fact|to be sure|for its part|for their part)"
    r"(?:\s*,\s*|\s+(?=(?-i:[A-Z\"\u201c])))"
    r"|(?:first|second|third|then|as promised|as expected|as usual|as always|as before|"
    r"by contrast|in contrast|in turn|in response|to that end|for that reason|for example|"
    r"for instance)\s*,\s*)+",
    re.IGNORECASE,
)
"""Discourse connectives that open a sentence: they relate it to the one before and
assert nothing themselves, so the rest is entailed without them. Without a comma only
before a capital (case-sensitive: ``In addition to the Paris instrument,`` is a phrase
whose object would be left as ``To the Paris instrument,``); ``Besides``/``Plus`` only
with a comma (``Besides Paris, Lyon ...`` is a preposition and its object)."""
_ADDITIVE_RX = re.compile(
    r"\s+also(?!\s+(?:known|called|named|referred|spelled|spelt|written)\b)(?=\s)|"
    r",\s+too(?=[,.])|\s+too(?=\.$)|\s+as well(?=\.$)|"
    r"\s+further(?=\s+(?:[a-z]+ed|said|told|wrote|spoke|made|gave)\b)"
)
"""``also``/``too``/``as well``/``further`` (before its verb: ``Lamrani further described``):
presuppose another fact, assert nothing more."""
_CONCESSIVE_RX = re.compile(
    r"^(?:Despite|In spite of|Although|Though|Even though|While|Whereas|Even if|Aside from|"
    r"Like|Unlike|Apart from|Thanks(?: \w+)? to|Due to|Owing to|Because of|As a result of|"
    r"In addition to|Besides|As well as)\b"
    r"[^,]{3,120},\s+"
    r"(?=[A-Za-z\"\u201c])"
)
"""A fronted concessive clause, causal premise or additive phrase (``Thanks to the success
of Star Wars,``, ``In addition to the Paris instrument,``): a second assertion; the main
clause is entailed alone. Removed whole or not at all (``_cut_fronted``)."""
_PHRASE_GOES_ON_RX = re.compile(
    r"^[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*)*"
    r"(?:\s+(?:and|or)\s+[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*)*)?,\s*"
)
"""What follows the first comma still belongs to the fronted phrase: a place's state or a
list's next names (``Despite living in Phoenix, Arizona, he ...``, ``Thanks to Smith, Jones
and Brown, the team ...``): cutting there would leave the phrase's tail as the opening."""
_APPOSITIVE_NEXT_RX = re.compile(
    r"(?:a|an|the|his|her|its|their|our|my)\s[^,]{1,80},\s+([a-z]+)\b"
)
"""An appositive closed by a comma and followed by a word (``the team's captain, played``):
when a verb, the capitalised words before it are the main clause's subject."""
_LIST_SUBJECT_RX = re.compile(
    r"[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*)*\s+(?:and|or)\s+[A-Z][^,]*$"
)
"""The rest of a list subject with no comma after it (``Paris and Rome hosted ...``): the
name before it was the list's first member, not the fronted phrase's tail."""
_PARTICIPIAL_RX = re.compile(r"^([A-Z][a-z]+ing)\s[^,\"\u201c]{3,120},\s+(?=[a-z\"\u201cA-Z])")
"""A fronted participial phrase (``Taking on a sleeker appearance, the 2020 Sentra gets
...``): a second assertion about the subject; the main clause is entailed alone."""
_PREPOSITION_INGS = frozenset(
    """according following including regarding concerning considering beginning starting
    excluding barring pending notwithstanding during assuming given""".split()  # noqa: SIM905
)
"""The closed class of ``-ing`` words used as prepositions: a phrase they open attributes,
dates or restricts the main clause (``According to police, ...``) and stays."""


def _cut_fronted(claim: str) -> str:
    """``claim`` without its fronted concessive or additive phrase, removed whole (past its
    inner commas: ``_past_phrase``) or not at all, never cut inside it."""
    match = _CONCESSIVE_RX.match(claim)
    return claim if match is None else _past_phrase(claim, match.end())


def _past_phrase(claim: str, end: int) -> str:
    """``claim`` from ``end``, the comma after a fronted phrase, moved past the phrase's
    inner commas (a place's state, a list's last names: ``_PHRASE_GOES_ON_RX``); ``claim``
    whole when the phrase does not end within two more commas."""
    for _ in range(3):
        goes_on = _PHRASE_GOES_ON_RX.match(claim[end:])
        if goes_on is None:
            return claim[end:]
        rest = claim[end + goes_on.end() :]
        appositive = _APPOSITIVE_NEXT_RX.match(rest)
        if appositive is not None and is_finite_verb(appositive.group(1)):
            return claim[end:]  # "..., Smith, the team's captain, played": Smith is the subject
        if _LIST_SUBJECT_RX.match(rest):
            return claim  # "..., London, Paris and Rome hosted": unsure, kept whole
        end += goes_on.end()
    return claim


def _cut_participial(claim: str) -> str:
    """``claim`` without a fronted participial phrase (``_PARTICIPIAL_RX``) that holds no
    date; a phrase opened by a preposition-like ``-ing`` word stays, as does a cut that
    would leave no clause (a subject and a finite verb)."""
    found = _PARTICIPIAL_RX.match(claim)
    if found is None or found.group(1).lower() in _PREPOSITION_INGS:
        return claim
    if re.search(r"\b\d{4}\b", found.group(0)):
        return claim  # "Starting in 2019, ...": anchors the main clause
    rest = claim[found.end() :]
    if not any(is_finite_verb(w.strip(",.")) for w in rest.split()[1:8]):
        return claim
    return _past_phrase(claim, found.end())

_APPOSITIVE_END_RX = re.compile(
    r"(?<=[A-Za-z0-9)])\s*,\s+(?:a|an|one of|the|its|his|her|their)\s+(?![A-Z])[^,]{3,160}\.$"
)
"""A trailing appositive after a name (``Hotelied, a start-up that allows ...``, ``North
Korea, its reclusive communist neighbor ...``)."""
_BUT_RX = re.compile(r"(?<!not only)(?<!all)(?:,\s+|\s+)but(?:\s+also)?\s+(?=\S)")
_DEIXIS_RX = re.compile(
    r"\bas (?:mentioned|noted|described|discussed|explained|shown|seen|stated|said|"
    r"outlined|detailed)(?: (?:earlier|above|before|previously|below))?\b|"
    r"\b(?:here|hereafter|herein|above|below|aforementioned|aforesaid|foregoing)\b|"
    r"\bthe (?:following|preceding|former|latter)\b|\bthe same\b(?!(?:\s+[\w-]+){0,5}\s+as\b)|"
    r"\b(?:this|these|those)\b(?!\s+(?:who|whom|which|that|of|in|with|at)\b)|"
    r"^That\b|\bthat['\u2019]s\b|"
    r"(?<!\bsince )\bthen\b(?!\s*-)|"
    r"\b(?:meanwhile|instead|otherwise|similarly|likewise|nevertheless|nonetheless|"
    r"therefore|thus|hence|consequently|accordingly)\b|"
    r"\b(?:in|at|from|to|of) (?:this|that) (?:point|time|stage|moment|case|way|sense)\b",
    re.IGNORECASE,
)
_DEFINITE_RX = re.compile(
    r"\b[Tt]he\s+((?:[a-z][\w\u2019'-]*\s+){0,2}?)([a-z][\w\u2019'-]*)(?=(\s*[\w\u2019'\"\u201c(-]*))"
)
_RESTRICTING = frozenset(
    """of for in on at to from with between among about against by over under into within
    that which who whom whose where when as than behind around across near after before
    during since until like it he she they we its his her their""".split()  # noqa: SIM905
)
"""Words after ``the N`` that restrict it (``the treatment of``, ``the APIs it receives``)."""
_UNIQUE = frozenset(
    """world earth sun moon universe internet web atmosphere ocean sea sky public past
    future present rest end beginning middle top bottom way fact time first last most
    least best worst same only next right left north south east west majority minority
    number amount case use idea lack need ability chance opportunity risk""".split()  # noqa: SIM905
)
"""Nouns a ``the`` makes unique without the page (``the world``, ``the past``)."""
_SUPERLATIVE_RX = re.compile(r"^(?:most|least|best|worst|first|last|only|largest|\w+est)\b")
_RELATIONAL_PLURALS = frozenset(
    """respondents participants officials authorities investigators fans users customers
    employees staff staffers members residents voters sources viewers readers visitors
    executives organizers organisers attendees delegates protesters survivors victims
    witnesses""".split()  # noqa: SIM905
)
"""People named by their relation to something (``respondents`` of a survey, ``officials``
of a government): as a bare subject, the claim does not say to what. Kinds of people
(``Whale experts``, ``scientists``) are generic and stand alone."""
_NAME_WORD_RX = re.compile(
    r"(?<![\w'\u2019-])[A-Z][a-z\u00c0-\u017f'\u2019]+(?:-[A-Za-z][a-z\u00c0-\u017f'\u2019]+)*"
)
"""A name word, a hyphenated one whole (``Doyle-Murray`` holds no word ``Murray``)."""
_HEADING_FUNCTION = frozenset(
    """a an the of and or to in on at for with by from as vs""".split()  # noqa: SIM905
)
_BASE_VERB_RX = re.compile(r"^[A-Z][a-z]+$")


def tidy(claim: str, title: str = "") -> str:
    """``claim`` without the parts that tie it to the page or add a second fact (module
    docstring); every removal leaves a claim its span entails. A claim opening with the
    page ``title`` keeps it whole (``So ein Millionär hat's schwer is ...``: no connective)."""
    out = claim if title and claim.startswith(title) else _CONNECTIVE_RX.sub("", claim)
    out = _cut_fronted(out)
    out = _cut_participial(out)
    out = _ADDITIVE_RX.sub("", out)
    but = _BUT_RX.search(QUOTED_RX.sub(lambda m: "Q" * len(m.group(0)), out))
    if (but is not None and any(is_finite_verb(w) for w in out[: but.start()].split()[1:])
            and _clause_follows(out[but.end() :])):  # fmt: skip
        out = out[: but.start()].rstrip(" ,;:\u2013\u2014-") + "."
    out = _cut_second_clause(out)
    out = _cut_inner_appositive(out)
    relative = _RELATIVE_END_RX.search(out)
    if relative is not None and any(is_finite_verb(w) for w in out[: relative.start()].split()):
        out = out[: relative.start()] + "."  # "..., which Bassi co-owns with ...": a 2nd fact
    appositive = _APPOSITIVE_END_RX.search(out)
    if (appositive is not None and _describes(appositive.group(0))
            and not out.split(" ", 1)[0].endswith(("ed", "en"))
            and any(is_finite_verb(w) for w in out[: appositive.start()].split())):  # fmt: skip
        out = out[: appositive.start()] + "."
    if out != claim and out:
        out = out[:1].upper() + out[1:]
    return out


_RELATIVE_END_RX = re.compile(
    r"(?<=[A-Za-z)])\s*,\s+(?:(?:each|all|some|both|none|most|many|one) of )?"
    r"(?:which|who|whom|whose|where)\s[^,]{3,160}\.$"
)
"""A trailing non-restrictive relative clause: a second fact about the noun before it."""
_INNER_APPOSITIVE_RX = re.compile(
    r"\b[A-Z][\w.'\u2019-]*(?P<cut>\s*,\s+(?P<np>(?:(?:now|currently|formerly|later|then)\s+)?"
    r"(?:a|an|the|another|one of|co-[a-z]+|[a-z]+ of)\s"
    r"[^,;]{2,90}?),)\s+(?P<verb>[a-z]+)\b"
)
"""``Daniel Rothman, co-director of MIT's Lorenz Center, was ...``: an appositive between
a name and its verb tells a second fact about the name."""
_NUMBERED_APPOSITIVE_RX = re.compile(
    _INNER_APPOSITIVE_RX.pattern.replace(r"(?P<cut>", r"\s+\d+(?P<cut>", 1))
"""The same after a name that ends on its number (``Malaysia Airlines Flight 370, a Boeing
777 en route to Beijing from Kuala Lumpur, disappeared``), tried when no name without one
has an appositive."""


def _cut_inner_appositive(claim: str) -> str:
    """``claim`` without an appositive between a name and its verb (``_INNER_APPOSITIVE_RX``)
    when the appositive has no verb of its own and a finite verb follows it."""
    found = _INNER_APPOSITIVE_RX.search(claim) or _NUMBERED_APPOSITIVE_RX.search(claim)
    if found is None or not is_finite_verb(found.group("verb")):
        return claim
    if any(is_finite_verb(w) for w in found.group("np").split()[1:] if w.islower()):
        return claim
    if _LIST_REST_RX.fullmatch(found.group("np")):
        return claim  # "affiliates in Sweden, the Netherlands and Finland, had": a list's rest
    return f"{claim[: found.start('cut')]}{claim[found.end('cut') :]}"


_NAMES = r"(?:the\s+)?[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*)*"
_LIST_REST_RX = re.compile(rf"{_NAMES}(?:,\s+{_NAMES})*,?\s+(?:and|or)\s+{_NAMES}")
"""Names joined by commas and a last ``and`` (``the Netherlands and Finland``): after a
name and its comma they are the rest of a list (``in Sweden, the Netherlands and
Finland``), no appositive that describes the name; cut, the list would lose its members."""


_SUBJECT_WORDS = frozenset(
    """there the a an many some most few no none""".split()  # noqa: SIM905
)
"""Words that open a clause with a subject of its own (``but there are no rules``); after a
pronoun (``but it's not really ...``) or a bare verb (``but upgraded to ...``) the clause is
about the same subject, and the claim stays whole (``compound`` drops it)."""


_CONTRAST_CLAUSE_RX = re.compile(r",\s+(?:while|whereas|although|though|even though)\s+(?=\S)")
"""``..., while sedan sales are down 12.3 percent``: a second fact set against the first."""
_WHEN_CLAUSE_RX = re.compile(r"(?:\b\d{4}s?|\b\d0s|\bcentury|\bdecade),\s+when\s+(?=\S)")
"""``... since the mid-1950s, when microscopy studies found them ...``: a non-restrictive
``when`` after a time tells a second fact about that time."""


def _cut_second_clause(claim: str) -> str:
    """``claim`` without a trailing contrast clause or a ``when`` clause after a time, each
    with its own finite verb, when the clause before them has a finite verb of its own."""
    masked = QUOTED_RX.sub(lambda m: "Q" * len(m.group(0)), claim)
    for rx in (_CONTRAST_CLAUSE_RX, _WHEN_CLAUSE_RX):
        found = rx.search(masked)
        if found is None:
            continue
        head = claim[: found.start()] if rx is _CONTRAST_CLAUSE_RX else claim[
            : found.start() + found.group(0).index(",")
        ]
        rest = claim[found.end() :].split()
        if (any(is_finite_verb(w) for w in head.split()[1:])
                and any(is_finite_verb(w.strip(",.")) for w in rest[:10])):  # fmt: skip
            return head.rstrip(" ,;:") + "."
    return claim


def _clause_follows(rest: str) -> bool:
    """``rest`` (after ``but``) opens a clause with its own subject: a determiner, ``there``
    or a name first, and a finite verb within it (not ``brief but deadly``)."""
    words = rest.split()
    if not words:
        return False
    first = words[0].strip(",")
    opens = first.lower() in _SUBJECT_WORDS or first[:1].isupper()
    return opens and any(is_finite_verb(w.strip(",.")) for w in words[:8])


def _describes(appositive: str) -> bool:
    """An appositive noun phrase that tells a fact of its own: a relative clause (``, a
    start-up that allows ...``) or over six words, and no finite verb before the relative
    pronoun (unlike a clause: ``, the game depicts ...``). A short label (``, an underground
    comix artist``) only says who is meant and stays."""
    for word in appositive.split()[2:]:
        low = word.lower().strip(",.")
        if low in ("that", "which", "who", "whose", "where"):
            return True
        if is_finite_verb(low):
            return False
    return len(appositive.split()) > 7  # "one of the co-founders of the Vitagraph Studios"


_KIN_OWNER_RX = re.compile(
    r"(?<![A-Z][\w.'\u2019-] )(?<![\w.'\u2019-])([A-Z][a-z\u00c0-\u017f-]+)['\u2019]s\s+"
    r"(?:son|daughter|wife|husband|father|mother|brother|sister|widow|widower|parents|"
    r"children|family|lawyer|attorney|publicist|spokesman|spokeswoman|agent)\b"
)
"""``Thicke's son``: a person (a kinship or a representative is a person's) named by one
word, whoever the page means."""


def _partial_name(claim: str, persons: frozenset[str]) -> bool:
    """A word of a fuller person name of the page stands alone in ``claim`` (its neighbours
    are not capitalised name words), and the claim does not give the full name."""
    owner = _KIN_OWNER_RX.search(claim)
    if owner is not None and not given_name(owner.group(1)):
        return True
    for name in persons:
        particle = PARTICLE_NAME_RX.fullmatch(name)
        if particle is None or name in claim:
            continue
        surname = f"{particle.group(2)} {particle.group(3)}"  # "De Miranda makes ...": no Luis
        if re.search(rf"(?<![\w-])(?i:{re.escape(surname)})(?![\w-])", claim):
            return True
    words = {w for name in persons if name not in claim for w in name.split()}
    words -= {w for name in persons if name in claim for w in name.split()}
    if not words:
        return False
    for match in _NAME_WORD_RX.finditer(claim):
        word = match.group().removesuffix("'s").removesuffix("\u2019s")
        if word not in words:
            continue
        before = claim[: match.start()].rstrip()
        after = claim[match.end() :].lstrip()
        previous = re.search(r"([A-Z][\w.]*)$", before)
        joined_before = (
            previous is not None
            and not before.endswith(".")
            and not (len(before) == len(previous.group(1)) and previous.group(1) in NAME_OPENERS)
        )  # "First Lorenz's team": a claim-initial adverb is no part of the name
        honorific = bool(re.search(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?$", before))
        if re.search(r"\b(?i:in|at|from|to|of|near|into|across|outside|the)$", before):
            continue  # "moved to Houston", "the President of India": a place, not a person
        following = after.removeprefix("'s").removeprefix("\u2019s").split(" ", 1)[0]
        possessive = match.group() != word
        person_slot = (possessive or is_finite_verb(following) or following in _MODALS
                       or re.search(r"\b(?:by|with|and)$", before) is not None)  # fmt: skip
        if not person_slot:
            continue  # "Grooverville, Georgia": not where a person stands
        joined_after = bool(re.match(r"[A-Z]", after)) and not match.group().endswith("s")
        if not (joined_before or joined_after or honorific):
            return True
    return False


def _unnamed_definite(claim: str) -> bool:
    """A ``the`` + one bare common noun that nothing in the claim restricts or introduces
    (``during the crisis``, ``said the actor``). A compound or modified description (``the
    sunflower family``, ``the music video``) describes its referent and is let through; so
    are superlatives and ordinals (``the third single``), nouns unique without a page (``the
    world``), and a noun restricted by what follows (``of``-phrase, relative clause, name)."""
    words = _TOKEN_RX.findall(QUOTED_RX.sub(" Q ", claim))
    for index, word in enumerate(words[:-1]):
        if word.lower() != "the":
            continue
        head = words[index + 1]
        after = words[index + 2] if index + 2 < len(words) else "."
        if not head[:1].islower() or not head.isalpha():
            continue  # "the Web", "the 1990s", "the U.S."
        if head in _UNIQUE or _SUPERLATIVE_RX.match(head) or head in _ORDINALS:
            continue
        verb = (
            is_finite_verb(after) or after.lower() in _MODALS or after.endswith("ed")
        ) and not after.endswith("ing")
        if (after[:1].isalpha() and after[:1].islower() and after.lower() not in _RESTRICTING
                and not verb):  # fmt: skip
            continue  # "the music video", "the poet and lyricist": a modified description
        if after[:1].isupper() or after[:1].isdigit() or after[:1] in _OPENING_MARKS:
            continue  # "the start-up Beechmont", "the year 2009": a name restricts it
        if after.lower() in _RESTRICTING or after in ("'s", "\u2019s"):
            continue
        earlier = " ".join(words[:index]).lower()
        if re.search(rf"\b(?:a|an|one)\s+(?:\S+\s+){{0,2}}{re.escape(head)}\b", earlier):
            continue  # "a start-up ... the start-up": introduced in the claim itself
        return True
    return False


_TOKEN_RX = re.compile(r"[\w\u00c0-\u017f][\w\u00c0-\u017f'\u2019.-]*|['\u2019]s\b|[^\s\w]")
_OPENING_MARKS = "\"'\u201c\u2018(Q"
"""A title or a parenthesis after ``the N`` names it: ``the sitcom 'Parenthood'``."""
_MODALS = frozenset({"will", "would", "can", "could", "may", "might", "must", "should"})
_ORDINALS = frozenset(
    (*ORDINAL_WORDS, *["few", "many", "several", "other", "two", "three", "four", "five"])
)


def _relational_subject(claim: str) -> bool:
    """The claim opens with a bare plural of a relational noun (``Respondents expressed``),
    optionally after one lower-case modifier, and no name restricts it before the verb."""
    words = claim.split()
    for index, word in enumerate(words[:3]):
        low = word.lower().strip(",")
        if low in _RELATIONAL_PLURALS:
            following = words[index + 1].lower() if index + 1 < len(words) else ""
            restricted = following in ("of", "at", "from", "in", "for", "with")
            named = any(w[:1].isupper() and w.lower() not in ("the", "a", "an", "some", "many")
                        for w in words[:index])  # "American officials": a nationality names
            return not restricted and not named
        if index > 0 and word[:1].isupper():
            return False
    return False


def _nonfactual(claim: str) -> bool:
    """An imperative, an exclamation or a heading (see module docstring)."""
    bare = QUOTED_RX.sub("Q", claim).rstrip(" .\"'\u201d")
    if claim.rstrip("\"'\u201d)").endswith("!"):
        return True
    words = re.findall(r"[A-Za-z][\w'\u2019-]*", bare)
    lower = [w for w in words if w[:1].islower() and w.lower() not in _HEADING_FUNCTION]
    if len(words) >= 3 and not lower:
        return True  # "Develop a Personal "Should I Buy This?"": a heading
    first = words[0] if words else ""
    second = words[1] if len(words) > 1 else ""
    if any(is_finite_verb(w) for w in words[1:]):
        return False
    if _BASE_VERB_RX.match(first) and second in (
        "a",
        "an",
        "the",
        "your",
        "our",
        "writing",
        "using",
        "making",
        "taking",
        "to",
    ):
        low = first.lower()
        return not (low.endswith(("s", "ed")) or is_finite_verb(low) or low in _NOT_VERBS)
    return False


_NOT_VERBS = frozenset({"every", "each", "all", "some", "many", "most", "only", "even", "just",
                        "from", "with", "after", "before", "during", "under", "over", "into",
                        "through", "among", "between", "without", "within", "like", "unlike",
                        "despite", "about", "following", "including", "according", "since",
                        "until", "once", "when", "while", "where", "as", "at", "by", "for",
                        "in", "on", "to", "of", "not", "what", "how", "why"})  # fmt: skip
"""Sentence openers followed by an article that are not verbs (``From the ...``)."""


_ASPIRATION_RX = re.compile(
    r"\b(?:vision|mission|goal|aim|ambition|purpose|motto|promise|pledge|commitment|dream)"
    r"\s+(?:of\s+(?:[\w&.'\u2019-]+\s+){1,4})?(?:is|was|remains)\s+(?:to|that)\b",
    re.IGNORECASE,
)
"""A statement of what someone aims at (``The vision of Ascom is to close digital
information gaps ...``): a slogan, nothing that happened or holds to check."""
_SHELL = (
    r"(?:reasons|factors|things|ways|issues|aspects|matters|points|elements|kinds|sorts|types|"
    r"means|steps|measures|changes|developments)"
)
"""Shell nouns: abstract heads whose content another sentence gives (``for two reasons``)."""
_VACUOUS_END_RX = re.compile(
    r"\b(?:(?:a|an)\s+(?:combination|number|variety|range|host|series|couple|lot|handful|mix|"
    rf"set)\s+of|several|various|numerous|multiple|many|some|other|dozens\s+of|lots\s+of)\s+"
    rf"(?:[a-z-]+\s+)?{_SHELL}[.!]?$"
)
"""An object that is only an unnamed quantity of a shell noun (``... supported by a
combination of factors``, ``... for several reasons``): the things meant are in another
sentence. A quantity of a concrete noun (``several translated books``) is a fact."""


_COPULA_BEFORE_RX = re.compile(r"\b(?:is|are|was|were)\s+$")
"""``X is a series of ...``: what the subject is, a definition rather than an object."""


def standalone_reason(claim: str, persons: frozenset[str] = frozenset()) -> StandaloneReason | None:
    """Why ``claim`` (after ``tidy``) cannot stand alone (module docstring), or ``None``."""
    bare = QUOTED_RX.sub("Q", claim)
    if _nonfactual(claim) or _ASPIRATION_RX.search(bare):
        return "nonfactual"
    vacuous = _VACUOUS_END_RX.search(bare)
    if vacuous is not None and not _COPULA_BEFORE_RX.search(bare[: vacuous.start()]):
        return "unnamed_referent"
    if _DEIXIS_RX.search(bare):
        return "page_deixis"
    if _unnamed_definite(claim) or _relational_subject(claim):
        return "unnamed_referent"
    if _partial_name(bare, persons):
        return "partial_name"
    return None
