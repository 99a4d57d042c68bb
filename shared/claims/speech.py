"""Quotations and their speakers: who a closing attribution names, and what was said.

Who a quotation's closing attribution names: the person a ``He says ...`` after it is about.
News pages quote a person and go on about them with a pronoun: *"You're totally
misrepresenting women," says study co-author Boris Kingma, a biophysicist at Maastricht
University Medical Center. He says women generally have a lower metabolic rate ...* The
quoted sentence gives no claim (``quotation``), so the sentence after it had no referent and
its ``He`` was refused. ``quoted_speaker(sentence)`` reads the attribution that ends a
quotation (``..." says X``, ``..." X said``, optionally ``in a statement`` / ``in an
interview`` and a describing appositive after the name) and gives the speaker's name; a
pronoun (``she said``), a description (``the report states``) or a possessive
(``Smith's lawyer``) gives none. The rewriter then resolves the next sentence's pronoun to
that person under its usual rules (a person-kind referent; the page's pronouns for the name
must not contradict the pronoun's gender).

What was said: a direct quotation with its named speaker, written as reported speech. News
is mostly attributed: *"The cause of the crash is under investigation," the statement
said.*, *"Stadia has been built from the ground up to be a cloud platform," Jack Buser,
director for games at Google, tells The Hollywood Reporter.* Such a sentence opens with a
quotation mark, so ``factual`` refuses it (``quotation``). Yet what it says is a fact about
the speaker: ``Jack Buser tells The Hollywood Reporter that Stadia has been built from the
ground up to be a cloud platform.``

``as_reported(sentence, page)`` reads a sentence made of one quoted sentence, a comma inside
the closing mark and the attribution after it (``..." X said.``, ``..." said X.``, an
optional role before the name, an appositive after it, ``in a statement`` / ``told
Reuters`` / ``on Tuesday`` after the verb) and writes it ``X said that ...``: the verb and
its tense as the page wrote them, the quoted words verbatim. It gives:

- the sentence rewritten, when the speaker is named (a name, ``Taliban spokesman Zabihullah
  Mujahid``, an organisation: ``Kotak Institutional Equities``) and the quoted words are a
  fact on their own: ``factual.nonfactual_reason`` passes them (no ``I``/``we``/``you``, no
  opinion word, hedge, question or condition), and they hold no pronoun (``They start in the
  classroom``: who?), no word told from the speaker's moment (``now``, ``here``, ``last
  night``), no bracketed insertion and no inner quotation;
- a drop reason when the shape is there but no claim may come of it: ``speech_unnamed``
  (``he said``, ``the statement said``, ``one user quipped``: a pronoun, a description or a
  verb that is no report), ``speech_nonfactual`` (the quoted words are the speaker's feelings,
  opinion, first person, forecast or question: ``"We are thrilled," ...``), ``speech_context``
  (the quoted words lean on their context: a pronoun, ``now``, ``[the game]``) or
  ``speech_length`` (the written claim would be over the length gate);
- ``None`` when the sentence is no such quotation (the caller's other checks read it).

A surname alone (``Volker said``) is written as the page wrote it: the claim checks after
this one write it whole or drop it (``partial_name``), as for any claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from shared.claims.factual import MAX_WORDS, nonfactual_reason
from shared.claims.open_quotes import OPEN_QUOTATION, inside_quotation, open_quotation_spans
from shared.text.dates import WEEKDAY_NAME
from shared.text.sentences import Sentence

__all__ = ["Reported", "as_reported", "quoted_speaker", "reported_sentences"]

_VERBS = (r"said|says|added|adds|explained|wrote|writes|noted|stated|told\s+[A-Z][\w.&'\u2019-]*"
          r"(?:\s+[A-Z][\w.&'\u2019-]*){0,3}|emphasi[sz]ed|recalled|warned|argued")
_SETTING = r"(?:\s+in\s+an?\s+(?:statement|interview|email|e-mail|tweet|release|letter))?"

_SPEAKER_RX = re.compile(
    r"[,.!]?[\"\u201d]\s+(?:(?:" + _VERBS + r")\s+(?:[a-z][\w-]*\s+){0,3}"
    r"(?P<after>(?:[A-Z][\w.'\u2019-]*\s+){0,3}[A-Z][\w'\u2019-]+)(?:,\s+[^\"\u201c\u201d]+)?"
    r"|(?P<before>(?:[A-Z][\w.'\u2019-]*\s+){0,3}[A-Z][\w'\u2019-]+)\s+(?:" + _VERBS + r"))"
    + _SETTING + r"\.$"
)
"""The attribution ending a quoted passage: ``..." says study co-author Boris Kingma, a
biophysicist ...``, ``..." Alan Smith said.``."""


def quoted_speaker(sentence: str) -> str | None:
    """The name (one to four capitalised words, no possessive) of the person a sentence
    ending a quotation attributes it to (``_SPEAKER_RX``), else ``None``: the person a ``He
    says ...`` right after it is about. One word is a surname for the caller to write whole."""
    found = _SPEAKER_RX.search(" ".join(sentence.split()))
    if found is None:
        return None
    name = found.group("after") or found.group("before") or ""
    if "'" in name or "\u2019" in name or name.split()[0] in ("The", "A", "An", "This"):
        return None
    return name


@dataclass(frozen=True, slots=True)
class Reported:
    """A quotation read as reported speech: the claim sentence, or why there is none."""

    text: str | None
    """``X said that ...``, or ``None`` when the quotation gives no claim."""

    reason: str | None
    """Why no claim (``speech_unnamed``, ``speech_nonfactual``, ``speech_context``,
    ``speech_length``), or ``None`` with a text."""


_NAME = r"[A-Z][\w.&'\u2019-]*"
_SPEAKER = (
    rf"(?:{_NAME}\s+){{0,4}}(?:[a-z][\w-]*\s+){{0,4}}(?:{_NAME}\s+){{0,3}}{_NAME}"
)
"""A speaker: capitalised words, optionally with up to four lower-case role words inside
(``Taliban spokesman Zabihullah Mujahid``, ``veteran industry analyst Ken Doctor``)."""
_VERB = (
    r"said|says|added|adds|wrote|writes|stated|states|testified|explained|explains|"
    r"noted|notes|reported|reports|announced|announces|confirmed|confirms|warned|warns"
)
_AUDIENCE = (
    rf"\s+(?:(?:{_NAME}\s+){{0,3}}{_NAME}|reporters|analysts|lawmakers|journalists|investors|"
    r"legislators|senators|the\s+(?:{_NAME}\s+){0,3}{_NAME})"
)
"""Whom ``told`` / ``tells`` names: ``told Reuters``, ``told The Hollywood Reporter``."""
_PLACE = (
    r"(?:\s+(?:by|via|in)\s+(?:an?\s+|the\s+|the\s+company['\u2019]s\s+)?"
    r"(?:(?:joint|separate|written|prepared|emailed|earnings|news|press|research)\s+)?"
    r"(?:statement|interview|email|e-mail|tweet|release|letter|report|filing|post|"
    r"conference\s+call|call|speech|testimony)"
    rf"|\s+on\s+{WEEKDAY_NAME})*"
)
"""Where or when it was said, kept verbatim: ``in a statement``, ``in the earnings release``,
``by email``, ``on Tuesday`` (written out from the page's date later)."""
_QUOTE_RX = re.compile(
    r"^[\"\u201c](?P<quote>[^\"\u201c\u201d]+),[\"\u201d]\s+(?P<rest>[^\"\u201c\u201d]+)\.$"
)
"""One quoted sentence, its comma inside the closing mark, then the attribution."""
_BEFORE_RX = re.compile(
    rf"^(?P<speaker>{_SPEAKER})(?:,\s+[^,]+(?:,\s+[^,]+){{0,2}},)?\s+"
    rf"(?P<verb>(?:told|tells){_AUDIENCE}|{_VERB})(?P<after>{_PLACE})$"
)
"""``X said in a statement`` / ``X, a biophysicist at ..., told Reuters``."""
_AFTER_RX = re.compile(
    rf"^(?P<verb>{_VERB})\s+(?P<speaker>{_SPEAKER})(?P<after>{_PLACE})(?:,\s+[^,]+)?$"
)
"""``says Jack Buser, director for games at the tech giant`` (the appositive is left out)."""
_ATTRIBUTION_RX = re.compile(
    rf"(?:^|\s)(?:{_VERB}|told|tells|sings|quipped|joked|laughed|continued|recounted|asked|"
    r"insisted|claimed|boasted)\b"
)
"""A closing attribution of any kind: the sentence is a quotation with a speaker."""
_NOT_NAMES = frozenset({"The", "A", "An", "This", "That", "These", "Those", "One", "Another",
                        "He", "She", "It", "They", "We", "I", "You", "His", "Her", "Their",
                        "Its", "Our", "My", "Some", "Many", "Several", "Both", "Each"})  # fmt: skip
_CONTEXT_RX = re.compile(
    r"\b(?:he|she|it|they|him|her|them|his|hers|its|their|theirs|this|these|those|now|here|"
    r"today|tonight|yesterday|tomorrow|currently|recently|soon|later|earlier|ago|"
    r"(?:this|last|next)\s+(?:week|month|year|night|morning|season|time))\b|[\[\]'\u2018]"
    r"(?<![a-z]')",
    re.IGNORECASE,
)
"""Words told from the speaker's moment or leaning on the context (``They start ...``,
``now``, ``[the game]``), and an inner single-quoted passage (not an apostrophe)."""
_FUNCTION_OPENERS = frozenset({"The", "A", "An", "All", "Most", "Some", "Many", "No", "Every",
                               "Each", "Several", "More", "Fewer", "Few", "Both", "Any",
                               "Only", "Nearly", "About", "Almost", "Over"})  # fmt: skip
"""Opening words of a quoted sentence that are written lower case after ``said that``."""


def _opening(quote: str, page: str) -> str:
    """The quoted sentence as it reads after ``that``: its first word lower case when it is
    a function word, or a word the page writes in lower case and never capitalised on its
    own inside a sentence (``Markets usually run ...``); else as written (``Stadia has been
    ...``, ``Home Depot opened ...``, ``US ...``)."""
    words = quote.split()
    first = words[0]
    if first in _FUNCTION_OPENERS:
        return first.lower() + quote[len(first) :]
    named = len(words) > 1 and words[1][:1].isupper()
    if not first.isalpha() or not first[1:].islower() or named:
        return quote  # "US", "iPhone", "Home Depot": a name or as written
    alone = rf"[a-z,;]\s+{re.escape(first)}\b(?!\s+(?:of\s+)?[A-Z])"
    if re.search(alone, page) or not re.search(rf"\b{first.lower()}\b", page):
        return quote  # "Stadia" on its own inside a sentence of the page: a name
    return first.lower() + quote[len(first) :]


def _named(speaker: str) -> bool:
    """A named speaker: capitalised words, no pronoun, description or possessive."""
    words = speaker.split()
    return (words[0].capitalize() not in _NOT_NAMES and words[-1][:1].isupper()
            and not any(w.endswith(("'s", "\u2019s")) for w in words)
            and words[-1] not in _NOT_NAMES)  # fmt: skip


def as_reported(sentence: str, page: str = "") -> Reported | None:
    """``sentence`` (``"...," X said.``) as ``X said that ...``, a reason it gives no claim,
    or ``None`` when it is no quotation closed by an attribution (see the module docstring).
    ``page`` is the document text, to tell a name opening the quotation from a common word."""
    text = " ".join(sentence.split())
    found = _QUOTE_RX.match(text)
    if found is None:
        return None
    quote, rest = found.group("quote").strip(), found.group("rest").strip()
    said = _BEFORE_RX.match(rest) or _AFTER_RX.match(rest)
    if said is None and not _ATTRIBUTION_RX.search(rest):
        return None  # '"Amber" is the third single ...': a title, not speech
    if nonfactual_reason(f"{quote}.") is not None or not quote[:1].isupper():
        return Reported(None, "speech_nonfactual")
    if _CONTEXT_RX.search(quote):
        return Reported(None, "speech_context")
    if said is None or not _named(said.group("speaker")):
        return Reported(None, "speech_unnamed")
    speaker = said.group("speaker")
    written = (f"{speaker[:1].upper()}{speaker[1:]} {said.group('verb')}{said.group('after')}"
               f" that {_opening(quote, page)}.")  # fmt: skip
    if len(written.split()) > MAX_WORDS:
        return Reported(None, "speech_length")
    return Reported(written, None)


def reported_sentences(
    sentences: Iterable[Sentence], page: str
) -> Iterator[tuple[Sentence, str | None]]:
    """Each sentence of ``page`` with its text written as reported speech (``as_reported``)
    and no reason, or as it was with the reason its quotation gives no claim (``None`` when
    it is no quotation, or it sits on a table line, ``| ...``, read as a row). The offsets
    stay the source sentence's, so a claim's span is the page's sentence verbatim. A
    sentence inside a quotation an earlier sentence or paragraph opened is the speaker's
    (``open_quotes``): its reason is ``open_quotation``."""
    quoted = open_quotation_spans(page)
    for sentence in sentences:
        if inside_quotation(quoted, sentence.start):
            yield sentence, OPEN_QUOTATION  # '"We are ready ... The agency can deliver ...'
            continue
        line = page[page.rfind("\n", 0, sentence.start) + 1 : sentence.start + 1]
        said = None if line.lstrip().startswith("|") else as_reported(sentence.text, page)
        if said is None:
            yield sentence, None
        elif said.text is None:
            yield sentence, said.reason
        else:
            yield Sentence(sentence.start, sentence.end, said.text), None
