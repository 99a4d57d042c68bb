"""Definite descriptions inside a claim that point back at something the page said before.

A claim is standalone only when every ``the <noun>`` in it can be read without the page:
``West Mercia police said the tablets were ...`` needs the sentences before it to know which
tablets; ``In the second step, ... the single subsidiary`` needs the step list. A
description points back when its head noun was already written in lower case earlier in
the same document (``tablets`` in the page's opening) and nothing after it restricts it:
no ``of``/``that``/``which``/``who`` phrase, no name, no parenthesis. Nouns that name one
thing in any context (``the world``, ``the internet``, ``the public``) never point back.

A description is also an epithet, pointing back however new its head, when a nationality
or a number compound describes a lower-case head with nothing restricting it: ``the French
plane-maker``, ``the 30-date jaunt``, ``the 48-year-old Australian`` (``epithet``): the
page named what it stands for before, and the claim does not. A nation's own institutions
(``the French government``) are one thing in any context and stay.

``Mentions`` collects the lower-case words of a document sentence by sentence;
``pointing_back(claim, mentions)`` names the first description that points back, or
``None``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import FINITE_VERBS, VERBS, is_finite_verb

__all__ = ["Mentions", "epithet", "pointing_back"]

_TOKEN_RX = re.compile(r"[A-Za-z][\w'\u2019-]*|\d[\d,.]*|[^\w\s]")
_LOWER_WORD_RX = re.compile(r"(?<![\w'\u2019-])[a-z][a-z-]{2,}(?![\w'\u2019-])")

_UNIQUE = frozenset(
    """world sun moon earth internet web public universe sky sea ocean weather environment
    past future present truth rest majority minority way fact end beginning middle start top
    bottom same following latter former most best worst first last only time""".split()  # noqa: SIM905
)
"""Heads of descriptions that do not point back at a page's earlier text."""

_RESTRICTORS = frozenset(
    """of that which who whom whose where when named called known in at on for from to
    with between among under over by since during as than""".split()  # noqa: SIM905
)
"""Words after a description that restrict it (``the tablets of ...``, ``the user who``)."""

_NOT_NOUNS = frozenset(
    """and or but nor not also still then now only just even very more most less least
    a an the this that these those its his her their our your my it he she they we is are
    was were be been being has have had do does did will would can could may might must
    shall should said says""".split()  # noqa: SIM905
) | VERBS | FINITE_VERBS


@dataclass(slots=True)
class Mentions:
    """The lower-case words a document has written so far (sentence by sentence)."""

    words: set[str] = field(default_factory=set)
    """Lower-case words of the sentences already read."""

    def add(self, sentence: str) -> None:
        """Remember the lower-case words of ``sentence`` (after it has been judged)."""
        self.words.update(_LOWER_WORD_RX.findall(sentence))

    def mentioned(self, noun: str) -> bool:
        """``noun`` (or its singular/plural) was written before."""
        forms = {noun, f"{noun}s", f"{noun}es", noun.removesuffix("s"), noun.removesuffix("es")}
        if noun.endswith("ies"):
            forms.add(f"{noun[:-3]}y")
        if noun.endswith("y"):
            forms.add(f"{noun[:-1]}ies")
        return bool(forms & self.words)


def pointing_back(claim: str, mentions: Mentions) -> str | None:
    """The first ``the <noun>`` of ``claim`` that points back (see module), or ``None``;
    a quotation is read on its own (``urged an "end to the violence"``: which violence?)."""
    found = _pointing_back(QUOTED_RX.sub(" ", claim), mentions)
    if found is not None:
        return found
    for quoted in QUOTED_RX.finditer(claim):
        if claim[: quoted.start()].rstrip().endswith(","):
            continue  # 'Lorenz, "the father of chaos,"': an appositive read with its name
        found = _pointing_back(quoted.group()[1:-1], mentions)
        if found is not None:
            return found
    return None


def _pointing_back(claim: str, mentions: Mentions) -> str | None:
    tokens = _TOKEN_RX.findall(claim)
    for index, token in enumerate(tokens):
        if token.lower() != "the":
            continue
        phrase: list[str] = []
        position = index + 1
        if index == 0 and position + 1 < len(tokens) and tokens[position][:1].isupper() and (
            tokens[position + 1][:1].islower() and tokens[position + 1].endswith("s")
        ):  # "The G40 figures are ...": a name's modifier before a plural noun said before
            position += 1
        while position < len(tokens) and len(phrase) < 4:
            word = tokens[position]
            if not word[:1].islower() or word in _NOT_NOUNS or not word.replace("-", "").isalpha():
                break
            phrase.append(word)
            position += 1
        if not phrase:
            continue
        following = tokens[position] if position < len(tokens) else "."
        if following in _RESTRICTORS or following in ("(", "\u201c", '"'):
            continue
        if following[:1].isupper() or following[:1].isdigit():
            continue  # "the company Appian Way", "the year 1997"
        head = phrase[-1]
        if head.endswith(("'s", "\u2019s")):
            head = head[:-2]
        if head in _UNIQUE or any(w.endswith("est") or w in _UNIQUE for w in phrase[:-1]):
            continue  # "the largest ...", "the first ...": a superlative names one thing
        if mentions.mentioned(head):
            return f"the {' '.join(phrase)}"
    return None


_NATIONALITIES = frozenset(
    """American British English Scottish Welsh Irish Canadian Australian Indian Pakistani
    Chinese Japanese Korean Taiwanese Filipino Thai Vietnamese Indonesian Malaysian German
    French Italian Spanish Portuguese Dutch Belgian Swiss Austrian Swedish Norwegian Danish
    Finnish Polish Czech Hungarian Romanian Greek Turkish Russian Ukrainian Israeli Iranian
    Iraqi Egyptian Nigerian Kenyan Mexican Brazilian Argentine Colombian Cuban Saudi Emirati
    Qatari Syrian Lebanese African European Asian Kiwi""".split()  # noqa: SIM905
)
"""Nationality adjectives (a closed class): ``the French plane-maker``."""
_CLAUSE_WORDS = frozenset(
    {"while", "after", "before", "because", "until", "when", "if", "and", "or", "but", "so"}
)
_NUMBER_COMPOUND_RX = re.compile(r"[$\u00a3\u20ac]?\d[\d,.]*(?:-[a-z]+)+")
"""``30-date``, ``48-year-old``, ``16-inch``: a number compound describing its head."""
_EPITHET_WORD_RX = re.compile(r"[$\u00a3\u20ac]?[\w][\w'\u2019.,-]*|[^\w\s]")
_APPOSITIVE_RX = re.compile(r"(?<=[A-Za-z0-9]),\s+an?\s+[^,]*?(?=,|[.!?]?$)")
"""``Appian Way Productions, a namesake of the Italian road``: an appositive describing the
name before it; its description is read with that name."""
_NATION_HEADS = frozenset(
    """government parliament army navy military economy capital constitution currency
    border coast police authorities people public president prime""".split()  # noqa: SIM905
)
"""A nation's own institutions: ``the French government`` is one thing in any context."""


def epithet(claim: str) -> str | None:
    """The first epithet of ``claim`` (module docstring), or ``None``: ``the`` and up to
    three modifiers, one of them a nationality or a number compound (or the head itself a
    nationality: ``the Australian``), before a head that nothing after restricts."""
    bare = _APPOSITIVE_RX.sub(" ", QUOTED_RX.sub(" ", claim))
    words = [w.rstrip(".,") or w for w in _EPITHET_WORD_RX.findall(bare)]
    for index, word in enumerate(words):
        if word.lower() != "the":
            continue
        phrase: list[str] = []
        marked = False
        position = index + 1
        while position < len(words) and len(phrase) < 4:
            token = words[position]
            if _NUMBER_COMPOUND_RX.fullmatch(token) or token in _NATIONALITIES:
                marked = True
            elif (not token[:1].islower() or token in _NOT_NOUNS or token in _RESTRICTORS
                  or token in _CLAUSE_WORDS or is_finite_verb(token) or token.endswith("ing")
                  or not token.replace("-", "").isalpha()):  # fmt: skip
                break
            phrase.append(token)
            position += 1
        if not marked or not phrase:
            continue
        head = phrase[-1]
        following = words[position] if position < len(words) else "."
        if head[:1].isupper() and head not in _NATIONALITIES:
            continue
        if head.lower() in _NATION_HEADS or head.endswith(("'s", "\u2019s")):
            continue
        if head.endswith("s") and not head.endswith("ss"):
            continue  # "the major Asian market indexes": a kind, not one thing named before
        if _NUMBER_COMPOUND_RX.fullmatch(head) or head in _UNIQUE:
            continue  # "the 4-1": a score, no head noun
        after = words[position + 1] if position + 1 < len(words) else ""
        if following == "(" and after in ("as", "reported"):
            following = "."  # "(as of ...)": the page's date, no restriction
        if following in _RESTRICTORS or following in ("(", "\u201c", '"', "'s", "\u2019s"):
            continue
        if following[:1].isupper() or following[:1].isdigit():
            continue  # "the French plane-maker Airbus": named right after
        if following in ("and", "or", ",") and any(
            w[:1].isupper() and w != "The" for w in words[position + 1 : position + 7]
        ):
            continue  # "the Polish historian and political journalist Melchior Wańkowicz"
        if any(w.endswith("est") or w in _UNIQUE for w in phrase[:-1]):
            continue  # "the largest French bank": a superlative names one thing
        return f"the {' '.join(phrase)}"
    return None
