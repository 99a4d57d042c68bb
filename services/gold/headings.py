"""Whether a section heading can name a list, procedure or summary a question asks about.

``usable_heading`` says why not (``None`` when it can): an anchor or a number, the page's
own title (a headline), an apparatus section (``APPARATUS_HEADING``: references, notes,
links ...), a running page header, a headline or sentence, an imperative or a question.
"""

from __future__ import annotations

import itertools
import re

from lemminflect import getAllLemmas
from rapidfuzz import fuzz

from services.gold.asking import base_form
from services.gold.drafts import clean_heading
from shared.metrics.normalize import normalize_answer

__all__ = ["APPARATUS_HEADING", "usable_heading"]


APPARATUS_HEADING = re.compile(
    r"^(references|notes|footnotes|external links|see also|further reading|"
    r"sources|bibliography|citations|related articles|more from|share|"
    r"comments|read more|contents|navigation|gallery|definitions|glossary|"
    r"photos)\b",
    re.I,
)


def usable_heading(heading: str, title: str | None = None) -> str | None:
    """Why a section heading cannot name a list, procedure or summary (``None`` if it can).

    A page's own title (a news headline) and sentence-like headings ("Fixed more than one
    bug") name no topic a reader would ask about."""
    name = clean_heading(heading)
    if not name:
        return "the heading is only an anchor or a number"
    if title and fuzz.ratio(normalize_answer(name), normalize_answer(title)) >= 90:
        return "the heading is the page's title (a headline)"
    if APPARATUS_HEADING.match(name):
        return "an apparatus section (references, notes, links)"
    if ";" in name or "|" in name:
        return "the heading is a running page header or a gallery label"
    if len(name.split()) > 10 or re.match(r"^[A-Za-z]+ed [a-z]", name) or _headline(name):
        return "the heading is a headline or a sentence, not a topic"
    if name.endswith(("?", "!")) or _imperative_heading(name):
        return "the heading is an imperative or a question, not a noun phrase"
    return None


_OBJECT_OPENERS = frozenset("""the a an your you this these that those it them its our my
their his her all any some""".split())  # noqa: SIM905


def _imperative_heading(name: str) -> bool:
    """A heading that tells the reader to do something ("Beware the wall-mounted
    hairdryer", "Install the update"): its first word is a verb's base form that is no noun
    or adjective, or is followed by a determiner or pronoun as its object ("Use the ...",
    where "Use of force" stays a noun phrase)."""
    words = re.findall(r"[A-Za-z][\w’'-]*", name)
    if not words:
        return False
    first = words[0].lower()
    if first not in getAllLemmas(first, upos="VERB").get("VERB", ()):
        return False
    other = getAllLemmas(first, upos="NOUN") or getAllLemmas(first, upos="ADJ")
    return not other or (len(words) > 1 and words[1].lower() in _OBJECT_OPENERS)


_SPEAKER = re.compile(r"(?:^|\s)(?:I|I’m|I'm|I’ve|I've|we|we’re|we're|you|Let’s|Let's|my|our)"
                      r"(?=\s|$|[,.!?])")


_LINKS = frozenset("""in on at of for to from by with and or but the a an as into over under
after before""".split())  # noqa: SIM905


def _headline(name: str) -> bool:
    """A news headline, not a topic: a lower-case finite verb after the first word ("Meta
    outage sparks surge in Downdetector reports"), a speaker ("but I’m not buying it"), or a
    clause after a comma."""
    words = re.sub(r"^\(?[A-Za-z0-9]{1,3}[.)]\s+", "", name).split()
    # "Meta Outage Sparks Surge in ...", "Fiona Parry issued a plea": a verb form after the
    # first word with its object after it (a plural before "for"/"on" is a noun: "Dead
    # letter queues for misbehaving tasks")
    finite = any(
        w.isalpha() and w.lower().endswith(("s", "ed")) and base_form(w) is not None
        and nxt.lower().strip(",") not in _LINKS and nxt.strip(",").isalpha()
        for w, nxt in itertools.pairwise(words[1:])
    )
    # "iPad Pro drops to $799", "Sales rose by 5%": a verb moving a figure
    moved = re.search(r"\b[a-z]+(?:s|ed)\s+(?:to|by)\s+[$€£]?\d", name) is not None
    return (finite and len(words) >= 4) or moved or bool(_SPEAKER.search(name)) or bool(
        re.search(r",\s+(?:but|and|so|yet)\s", name))
