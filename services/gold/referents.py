"""Who a news sentence's "He"/"She" or bare surname is, when the story leaves no doubt.

A news story names a person in full once ("Patrick W. Carlineo Jr., 55, of Addison, pleaded
guilty ...") and then by surname ("Carlineo is a convicted felon ...") or by pronoun ("He was
convicted of criminal mischief in 1998."). The claim extractor drops such sentences (an
unresolved pronoun, a partial name); a gold question is asked about the document, so the
sentence still gives a fair question once its subject is written out:
"When was Patrick W. Carlineo Jr. convicted of criminal mischief?".

- A *person* is a full name (a first name, an optional initial, a surname, an optional
  ``Jr.``; every position of a run of capitalised words is tried) written mid-sentence
  somewhere, or with an initial, or opening on no dictionary word ("Recent Samsung" opens a
  sentence), whose surname the document also writes alone (after no capitalised word and no
  article), as people are named after their first mention; an organisation or a place
  ("Home Depot", "Hong Kong") is not written by its last word alone. Two full names sharing
  a surname make it ambiguous: neither is used.
- A sentence opening on a person's full name or surname (not its possessive) has that person
  as subject; it stays as written.
- A sentence opening on "He"/"She" takes the previous sentence's subject when that sentence
  opened on a person (by full name, by surname, or by a pronoun resolved the same way) and
  names no other person: with two people in view the pronoun could be either. The chain stops
  at a sentence that opens on anything else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from lemminflect import getAllLemmas

__all__ = ["People", "people_of", "resolve_subjects"]

_WORD = r"(?:Mc|Mac|O’|O')?[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?"
_FULL = re.compile(
    rf"(?=(?<![\w’'.-])(?P<name>{_WORD}(?:\s+[A-Z]\.)?\s+(?!(?:Jr|Sr)\b){_WORD}"
    rf"(?:,?\s+(?:Jr|Sr)\.|\s+(?:II|III|IV))?)(?![\w’'-]))"
)
"""A full name: a first name, an optional initial, a surname and an optional suffix; every
position is tried (overlapping), so "Secretary of State Mike Pompeo" yields "Mike Pompeo"
(and "State Mike", whose "surname" is never written alone)."""
_NOT_FIRST = frozenset(
    """The This That These Those It Its They Their He His She Her We Our You Your A An In On
    At Of For And But By From To With As When While After Before Since If January February
    March April May June July August September October November December Monday Tuesday
    Wednesday Thursday Friday Saturday Sunday New North South East West Mr Mrs Ms Dr
    President Senator Rep Sen Gov Judge General Prime Minister Chief Rev""".split()  # noqa: SIM905
)
_SUFFIX = re.compile(r",?\s+(?:Jr|Sr)\.$|\s+(?:II|III|IV)$")
_PRONOUN = re.compile(r"^(?:He|She)\s+(?=[a-z])")


People = dict[str, str]
"""Surname -> full name of the people a document names in full and by surname alone."""


def _surname(full: str) -> str:
    return _SUFFIX.sub("", full).split()[-1]


def people_of(text: str) -> People:
    """The document's people (see the module docstring)."""
    found: dict[str, set[str]] = {}
    for m in _FULL.finditer(text):
        name = " ".join(m.group("name").split())
        words = name.split()
        if words[0] in _NOT_FIRST or words[-1] in _NOT_FIRST:
            continue
        if not (_mid_sentence(name, text) or len(words) > 2 or not _dictionary(words[0])):
            continue  # "Recent Samsung", "Follow Newsbeat": a sentence's opening words
        found.setdefault(_surname(name), set()).add(name)
    people: People = {}
    for surname, names in found.items():
        fulls = {n for n in names if n != surname}
        if len(surname) < 3 or not fulls:
            continue
        if len({_SUFFIX.sub("", n) for n in fulls}) > 1 and not _nested(fulls):
            continue  # two people of one surname: ambiguous
        if _alone(surname, text):
            people[surname] = max(fulls, key=len)
    return people


def _dictionary(word: str) -> bool:
    """Whether the lexicon knows ``word`` lower-cased as an English word ("recent",
    "follow"); a first name such as "Leif" or "Sonya" it does not."""
    return bool(getAllLemmas(word.lower()))


def _mid_sentence(name: str, text: str) -> bool:
    """Whether ``text`` writes ``name`` after a lower-case word or a comma somewhere."""
    return re.search(rf"(?:[a-z],?|,)\s+{re.escape(name)}(?![\w-])", text) is not None


def _alone(surname: str, text: str) -> bool:
    """Whether ``text`` writes ``surname`` as a name of its own somewhere: no capitalised word
    before it (a sentence's last word aside) or after it, no article before it ("the
    Office", "Attorney’s Office", "United States" are the tails of longer names)."""
    for m in re.finditer(rf"(?<![\w’'-]){re.escape(surname)}(?![\w-])", text):
        before = text[: m.start()].split()[-1:] or [""]
        prev = before[0]
        if re.match(r"\s+[A-Z]", text[m.end():]) or prev.lower() in ("the", "a", "an"):
            continue
        if prev[:1].isupper() and not prev.endswith((".", "!", "?", "”", '"', ":")):
            continue  # the tail of a longer name ("Attorney’s Office", "United States")
        return True
    return False


def _nested(names: set[str]) -> bool:
    """Whether the names are one name written longer and shorter ("Patrick Carlineo",
    "Patrick W. Carlineo Jr.")."""
    longest = max(names, key=len).split()
    return all(set(_SUFFIX.sub("", n).split()) <= set(longest) for n in names)


def _opener(sentence: str, people: People) -> str | None:
    """The person the sentence opens on by full name or surname (not a possessive)."""
    for surname, full in people.items():
        for form in (full, surname):
            if sentence.startswith(form) and not re.match(r"[’']s\b", sentence[len(form):]):
                rest = sentence[len(form):]
                if rest[:1] in (" ", ",") and not re.match(r"\s+[A-Z]", rest):
                    return surname
    return None


def _others(sentence: str, people: People, surname: str) -> bool:
    """Whether the sentence names a person other than ``surname``'s."""
    return any(re.search(rf"(?<![\w-]){re.escape(other)}(?![\w-])", sentence)
               for other in people if other != surname)


def resolve_subjects(sentences: Iterable[str], people: People) -> list[str]:
    """Each sentence with an opening "He"/"She" replaced by the full name of the person the
    previous sentence opened on (see the module docstring); a
    sentence left as it is otherwise."""
    out: list[str] = []
    current: str | None = None
    ambiguous = False
    for sentence in sentences:
        text = sentence.lstrip()
        pronoun = _PRONOUN.match(text)
        if pronoun is not None and current is not None and not ambiguous:
            out.append(f"{people[current]} {text[pronoun.end():]}")
            ambiguous = _others(text, people, current)
            continue
        opener = _opener(text, people)
        if opener is not None:
            out.append(sentence)  # the name as written: a surname is a name
            current, ambiguous = opener, _others(text, people, opener)
            continue
        current, ambiguous = None, False
        out.append(sentence)
    return out
