"""What a named person quoted in the news does, read from the appositive that introduces them.

News prose introduces a source once, by name and role, around a speech verb: "Jeffrey
Frankel, a Harvard economist, said ..." or "..., said Jeffrey Frankel, a Harvard economist."
The role is stated outright, so "What does Jeffrey Frankel do?" has a verbatim answer ("a
Harvard economist"); the sentence is the fact's span. Only a two- or three-word capitalised
name, a role that opens with an article and names an occupation (``ROLE_WORDS``) and holds
no clause, and a speech verb next to it are read; each name is asked once per document.

A role without an article ("Gwynne Shotwell, president and chief operating officer of
SpaceX, said") is read as a noun phrase: title words ending on a role noun (``role_noun``: a
listed word, or a suffix the lexicon confirms, "immunologist", "investor") and the
organisation it is held at, named; without one ("X, president, said": of what?) it is not
asked. A role leaning on an unnamed referent ("the company’s chief operating officer") is
refused and counted: the answer must name the company.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from lemminflect import getAllLemmas

from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from shared.messages.qa import QAItem
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = [
    "NAME_END",
    "NAME_WORD",
    "RANK",
    "ROLE_WORDS",
    "UNNAMED",
    "bare_role_problem",
    "names_occupation",
    "noun_phrase_problem",
    "role_items",
    "role_noun",
    "strip_rank",
]

ROLE_WORDS = (
    "reporter|journalist|author|writer|professor|director|ceo|president|founder|engineer|"
    "developer|scientist|actor|actress|singer|politician|officer|editor|spokesperson|"
    "spokesman|spokeswoman|minister|chairman|chairwoman|analyst|economist|historian|lawyer|"
    "attorney|researcher|physician|doctor|surgeon|manager|executive|senator|governor|mayor|"
    "adviser|advisor|strategist|consultant|official|chief|head|partner|fellow|curator|"
    "psychologist|biologist|physicist|chemist|astronomer|epidemiologist|neuroscientist|"
    "ranger|teacher|coach|pastor|judge|commissioner|secretary|representative|lecturer"
)
"""Occupations a role phrase must name (its last word, or the word before "at"/"of")."""

NAME_WORD = r"[A-Z](?:[a-z-]|[’'](?!s(?![a-z])))+"
"""A capitalised word of a person's name: an apostrophe inside ("O'neil") but no possessive
"'s"/"’s", where the name ends ("Jeff Bezos's Blue Origin" names "Jeff Bezos")."""
NAME_END = r"(?![\w-]|[’'](?!s(?![a-z])))"
"""After a person's name: no more of the word, but a possessive may follow."""
RANK = (
    r"(?:(?:Lt|Maj|Brig|Lieut)\.? (?:Gen|Col|Cmdr)\.?|(?:Staff|Master) Sgt\.?|"
    r"(?:Gen|Lt|Col|Capt|Sgt|Cpl|Pvt|Pfc|Adm|Cmdr|Maj|Dr|Rep|Sen|Gov|Prof|Rev|Det|Supt)\.?|"
    r"General|Colonel|Major|Captain|Lieutenant|Sergeant|Commander|Admiral|Marshal|Justice)"
    r"(?![\w-])"
)
"""A rank or an honorific written before a name, abbreviated or not ("Gen Qamar Javed Bajwa",
"Lt. Col. ...", "Sen.", "Dr"): the title's, never a part of the name."""
_NAME = rf"(?:{RANK} )?(?P<name>{NAME_WORD}(?: [A-Z]\.)?(?: {NAME_WORD}){{1,2}})"
_ROLE = (
    rf"(?P<role>(?:a|an|the) (?:[\w’'-]+ ){{0,5}}?(?P<noun>{ROLE_WORDS}|[a-z]{{3,}}ist)"
    r"(?: (?:at|of|for|with) (?:the )?[A-Z][\w’'&.-]*"
    r"(?: (?:of |for |and )?[A-Z][\w’'&.-]*){0,5}"
    r"(?: in (?:the )?[A-Z][\w’'.-]*(?: [A-Z][\w’'.-]*){0,2})?)?)"
)
"""A role with its article: title words ending on an occupation (a listed word, or a noun in
-ist that ``role_noun`` confirms: "biophysicist"), then the organisation it is
held at and that organisation's place ("a biophysicist at Maastricht University Medical
Center in the Netherlands")."""
_SPEECH = r"(?:said|says|told|wrote|writes|added|explained|noted|argued|warned|believes)"
_BEFORE = re.compile(rf"(?:^|[,.;!?][”\"’]?\s+|\bsaid\s+){_NAME}, {_ROLE}, {_SPEECH}\b")
_AFTER = re.compile(
    rf"\b{_SPEECH} (?:(?!(?:{_SPEECH}|by|and|but|to|the|an?|of|in|on|for|with|at)\b)"
    rf"[a-z][\w-]* ){{0,2}}{_NAME}, {_ROLE}\."
)
"""A name after the speech verb, with its role after it; a short title may stand before the
name ("says study co-author Boris Kingma, a biophysicist at ..."): the role after the comma
is the one asked."""
_WHO_IS = re.compile(
    rf"\b{_SPEECH} {_NAME}, who is (?:{_ROLE}|(?P<owned>(?:[A-Z][\w&.-]* ){{0,3}}[A-Z][\w&.-]*?"
    r"(?:’s|'s) (?:[a-z-]+ ){0,3}[a-z-]+(?: of [a-z]+)?))\.$"
)
"""A role told in a relative clause after the speaker ("said John David Wicker, who is SDSU’s
director of athletics."): an article role, or a title held at an organisation written with
its possessive."""
_BARE = r"(?P<role>(?!(?:a|an|the) )(?:[a-z]|[A-Z]{2,4}\s)[^,;:()“”\"—–]{3,140}?)"
"""A role without an article: lower-case title words, or an all-capitals title first ("CEO
and founder of Ceres Robotics")."""
_BARE_BEFORE = re.compile(
    rf"(?:^|[,.;!?][”\"’]?\s+|\b(?:said|and|but)\s+){_NAME}, {_BARE}, "
    r"(?P<verb>[a-z]+)\b"
)
_BARE_AFTER = re.compile(rf"\b{_SPEECH} {_NAME}, {_BARE}(?:\.$|,)")
_OWNED = re.compile(
    rf"(?:^|[,.;!?][”\"’]?\s+|\b(?:said|and|but)\s+){_NAME}, "
    r"(?P<role>(?:[A-Z][\w&.-]* ){0,3}[A-Z][\w&.-]*?(?:’s|'s|s’|s') (?:[a-z-]+ ){0,3}"
    rf"(?:[a-z-]+|[A-Z]{{2,4}})), {_SPEECH}\b"
)
"""A role held at a named organisation, written with its possessive ("Jim Cantrell, Vector
Space Systems' CEO, said")."""
_NOT_TITLE = (
    rf"(?:{_SPEECH}|[Bb]y|[Aa]nd|[Bb]ut|[Tt]o|[Tt]he|[Aa]n?|[Oo]f|[Ii]n|[Oo]n|[Ff]or|[Ww]ith|[Aa]t)\b"
)
_TITLED = re.compile(
    rf"(?:^|[,;:]\s+|\b(?:said|says|told|by|but|to)\s+)"
    rf"(?P<role>(?:(?!{_NOT_TITLE})[A-Za-z][a-z-]+ ){{0,2}}(?!{_NOT_TITLE})[a-z-]+) "
    r"(?P<name>[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?: [A-Z]\.)?(?: [A-Z][a-z]+(?:-[A-Z][a-z]+)?){1,2})"
    r"(?![\w’'-]| [A-Z])"
)
"""A title written before the name ("said defense attorney David Bruck"): a modifier and an
occupation noun; the name is plain capitalised words, no apostrophe or possessive ("indie
developer Tequila Works' Gylt" names a game), and its next word is not capitalised (no longer
name cut short)."""
POSITIONS = frozenset({
    "president", "director", "chief", "executive", "officer", "head", "chairman",
    "chairwoman", "manager", "secretary", "minister", "spokesman", "spokeswoman",
    "spokesperson", "founder", "partner", "member", "leader", "owner", "editor", "official",
    "representative", "commissioner", "governor", "mayor", "senator", "adviser", "advisor",
})
"""Role nouns that name a position held at some organisation: before a name without it
("chief executive Tim Cook": of what?) they are no answer."""
_PREPOSITION = frozenset({"of", "at", "for", "with"})
_RANKS = frozenset(
    {
        "General",
        "Admiral",
        "Colonel",
        "Major",
        "Captain",
        "Lieutenant",
        "Sergeant",
        "Commander",
        "Marshal",
        "Justice",
    }
)
"""Ranks written before a name ("General Mark Milley"): the title's, not the name's."""
_GRAMMAR = frozenset(
    {
        "a",
        "an",
        "the",
        "to",
        "in",
        "on",
        "by",
        "from",
        "as",
        "who",
        "that",
        "which",
        "his",
        "her",
        "its",
        "their",
        "our",
        "is",
        "was",
        "also",
        "or",
    }
)
_NOT_NOW = frozenset({"former", "ex", "late", "then", "onetime", "one-time", "another"})
UNNAMED = re.compile(r"(?<![\w-])(?!world)[a-z][\w-]*(?:’s|'s)(?![\w])")
"""A lower-case possessive ("the company’s", "the country’s"): the role leans on a referent
the phrase does not name; "the world’s" names its own."""


_RANK_OPENS = re.compile(rf"{RANK} (?=[A-Z][a-z])")


def strip_rank(name: str) -> str:
    """``name`` without a rank or honorific before it ("Gen Qamar Javed Bajwa" -> "Qamar Javed
    Bajwa"); a name of one word after the rank keeps it ("Dr Who")."""
    found = _RANK_OPENS.match(name)
    rest = name[found.end() :] if found else name
    return rest if found and " " in rest else name


def name_goes_on(phrase: str, rest: str) -> bool:
    """Whether the text after an appositive's closing comma goes on with the organisation's
    name ("University of California, San Francisco, helps"): a run of capitalised words then
    a comma or the sentence's end; the phrase would answer with half a name. A phrase ending
    on a place after "in" ("in Aberdeen, Scotland") is whole: the rest is a wider place."""
    if re.search(r"\bin [A-Z][\w.’'-]*(?: [A-Z][\w.’'-]*)*$", phrase):
        return False
    return re.match(r"\s*[A-Z][\w.’'&-]*(?: [A-Z][\w.’'&-]*){0,2}(?:,|\.?$)", rest) is not None


def role_noun(word: str) -> bool:
    """Whether ``word`` is an occupation's head noun: a listed one (``ROLE_WORDS``), a noun in
    -ist the lexicon knows as nothing else ("physiologist"; "racist" is an adjective too, and
    "checklist" is a word plus "list") or any -ologist, or an agent noun in -er/-or the
    lexicon knows only as a noun, made from a verb ("investor", "banker"; not "number",
    "water", "former")."""
    low = word.lower()
    if re.fullmatch(ROLE_WORDS, low):
        return True
    lemmas = getAllLemmas(low)
    if set(lemmas) - {"NOUN"} or len(low) < 6:
        return False
    if low.endswith("ologist"):
        return True
    if low.endswith("ist"):
        return bool(lemmas) and not getAllLemmas(low[:-4])
    if low.endswith(("er", "or")) and lemmas:
        stems = (low[:-2], low[:-1], low[:-3], f"{low[:-2]}e")
        return any("VERB" in getAllLemmas(stem) for stem in stems)
    return False


def _org_after(words: list[str], i: int) -> bool:
    """Whether a preposition right after ``words[i]`` leads to a capitalised name."""
    rest = words[i + 1 :]
    return bool(rest) and rest[0] in _PREPOSITION and any(w[:1].isupper() for w in rest[1:])


def names_occupation(phrase: str) -> bool:
    """Whether an appositive phrase names an occupation in its first six words: a listed role
    word, or a role noun (``role_noun``) followed by the organisation it works for ("an
    immunologist at the University of California"; "a stolid socialist" names none)."""
    words = phrase.split()[:6]
    cut = [w.strip(".,;:") for w in phrase.split()]
    return any(
        re.fullmatch(rf"(?:{ROLE_WORDS})s?", w.lower()) or (role_noun(w) and _org_after(cut, i))
        for i, w in enumerate(cut[: len(words)])
    )


def bare_role_problem(role: str) -> str | None:
    """Why an appositive role without an article ("president and chief operating officer of
    SpaceX", "vice president of business development at SNC") is no answer, or ``None``: its
    words up to the first "of"/"at"/"for"/"with" are lower-case title words ending on a role
    noun, no verb and no "former", and the organisation after it is named (capitalised)."""
    words = role.split()
    cut = next((i for i, w in enumerate(words) if w in _PREPOSITION), None)
    if cut is None or cut == 0 or not any(w[:1].isupper() for w in words[cut + 1 :]):
        return "the role names no organisation (of what?)"
    title = words[:cut]
    if len(words) > 16 or len(title) > 6:
        return "the role is long"
    if not role_noun(title[-1]):
        return "the phrase names no occupation"
    for word in title[:-1]:
        if word in _NOT_NOW:
            return "the role is not held now"
        if word != "and" and not (re.fullmatch(r"[a-z][a-z-]*", word) and not _verb_form(word)):
            return "the title holds a verb or a grammar word"
    return None


def owned_role_problem(role: str) -> str | None:
    """Why a possessive role ("Vector Space Systems' CEO") is no answer, or ``None``: its
    last word is a role noun or an all-capitals title, and no title word is a verb or
    "former"."""
    title = re.split(r"(?:’s|'s|s’|s') ", role, maxsplit=1)[-1].split()
    if not (role_noun(title[-1]) or re.fullmatch(r"[A-Z]{2,4}", title[-1])):
        return "the phrase names no occupation"
    return _title_problem(title[:-1])


def titled_role_problem(role: str) -> str | None:
    """Why a title before a name ("defense attorney") is no answer, or ``None``: a modifier
    and a listed occupation (``ROLE_WORDS``, or a noun in -ist) that is no position
    (``POSITIONS``: of what?), no verb, no "former"; an agent noun is no occupation here
    ("suspected shooter")."""
    words = role.split()
    words[0] = words[0].lower()
    last = words[-1]
    listed = re.fullmatch(ROLE_WORDS, last) or (last.endswith("ist") and role_noun(last))
    if not listed or last in POSITIONS:  # "suspected shooter": no occupation
        return "the title before the name names no occupation of its own"
    return _title_problem(words[:-1])


_CLAUSE_OPENERS = frozenset(
    """when whenever while whilst after before if unless until till although though because
    since as once whereas whether where wherever why how what whatever who whom whose which
    that so than lest""".split()  # noqa: SIM905
)
"""Subordinators and wh-words: a phrase opening on one is a clause or a question ("When
coach"), never a role."""


def noun_phrase_problem(role: str) -> str | None:
    """Why ``role`` is no noun phrase to answer "What does X do?" with, or ``None``: its first
    word is a subordinator or wh-word ("When coach": the sentence's "When coach Jimmy Johnson
    ...") or a verb form the lexicon knows as no noun or adjective ("said")."""
    first = role.split()[0].strip("“”\"'(").lower() if role.split() else ""
    if not first:
        return "the role is empty"
    if first in _CLAUSE_OPENERS:
        return "the role opens with a subordinator or wh-word (no noun phrase)"
    if _verb_form(first) and first not in _GRAMMAR:
        return "the role opens with a verb (no noun phrase)"
    return None


def _title_problem(words: list[str]) -> str | None:
    for word in words:
        if word in _NOT_NOW:
            return "the role is not held now"
        if not (re.fullmatch(r"[a-z][a-z-]*", word) and not _verb_form(word)):
            return "the title holds a verb or a grammar word"
    return None


def _verb_form(word: str) -> bool:
    """A grammar word, or a word the lexicon knows as a verb and as no noun or adjective
    ("said", "joined"); a participle in -ing is a title's modifier ("chief operating officer",
    "managing director")."""
    lemmas = getAllLemmas(word)
    return word in _GRAMMAR or (
        not word.endswith("ing") and "VERB" in lemmas and not ({"NOUN", "ADJ"} & set(lemmas))
    )


def role_items(facts: DocFacts, asked: set[str] | None = None) -> Iterator[QAItem]:
    """``What does <name> do?`` for each name introduced by an occupation (see the module);
    the names asked are added to ``asked``."""
    asked = set() if asked is None else asked
    for chunk in facts.doc.chunks:
        if chunk.kind != "text":
            continue
        clean = strip_references(chunk.text)
        for sentence in split_sentences(clean.text):
            found = _BEFORE.search(sentence.text) or _AFTER.search(sentence.text)
            why = None
            if found is not None and not re.fullmatch(ROLE_WORDS, found.group("noun")) and (
                    not role_noun(found.group("noun"))
                    or not re.search(r"\b(?:at|of|for|with) (?:the )?[A-Z]", found.group("role"))):
                why = "the phrase names no occupation"  # "a stolid socialist": no employer
            if found is None:
                found = _WHO_IS.search(sentence.text)
                if found is not None and found.group("owned"):
                    why = owned_role_problem(found.group("owned").split(" of ")[0])
            if found is None:
                found = _BARE_BEFORE.search(sentence.text)
                if found is not None and "VERB" not in getAllLemmas(found.group("verb")):
                    found = None  # "X, president of Y, and Z": a list, not a subject
                found = found or _BARE_AFTER.search(sentence.text)
                why = None if found is None else bare_role_problem(found.group("role"))
            if found is None:
                found = _OWNED.search(sentence.text)
                why = None if found is None else owned_role_problem(found.group("role"))
            if found is None:
                found = _TITLED.search(sentence.text)
                if found is not None:
                    why = titled_role_problem(found.group("role"))
            if found is None:
                continue
            name, role = found.group("name"), found.group("role")
            if found.re is _WHO_IS and found.group("owned"):
                role = found.group("owned")
            parts = name.split()
            if len(parts) == 3 and (
                parts[0] in _RANKS or re.fullmatch(ROLE_WORDS, parts[0].lower())
            ):
                name = " ".join(parts[1:])  # "General Mark Milley": the rank is no name
            if re.search(r"\b(?:Inc|Corp|Ltd|Co)$", role):
                role += "."  # the sentence's full stop was the abbreviation's
            if (
                why is None
                and found.group(0).endswith(",")
                and name_goes_on(role, sentence.text[found.end() :])
            ):
                why = "the organisation's name goes on after the comma"
            if why is None:
                why = noun_phrase_problem(role)
            if why is None and UNNAMED.search(role):
                why = 'the role leans on an unnamed referent ("the company’s": which?)'
            if why is None and (name in asked or len(role.split()) > 10):
                why = "the name is asked already or the role is long"
            if why is not None:
                _skip(facts.skips, why)
                continue
            start, end = clean.original_span(sentence.start, sentence.end)
            span = chunk.text[start:end]
            if role.split()[0] in ("a", "an", "the") or found.re in (_OWNED, _WHO_IS):
                said = role
            elif found.re is _TITLED:
                said = f"{'an' if role[0] in 'aeiou' else 'a'} {role}"
            else:
                said = f"the {role}"
            fact = make_fact(
                chunk, 500 + len(asked), f"{name} is {said}.", span, start, "declarative"
            )
            asked.add(name)
            yield candidate(
                question=f"What does {name} do?",
                answer=role,
                answer_type="definitive",
                tier=1,
                facts=[fact],
                template="role",
                computed={"person": name, "role": role},
            )


def _skip(skips: Counter[str], why: str) -> None:
    skips[f"role: {why}"] += 1
