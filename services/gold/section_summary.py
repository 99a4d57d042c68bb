"""Tier-2 section summary: the sentences of a short section (at most four, whole, no
footnote, no list), their main clauses in order -> ``summary``.

A longer section is skipped and counted, since its lead sentences would leave main points
out; so is one whose paragraphs are cut, dangle, announce what follows, or open on a
pronoun whose referent lies outside the section.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from services.gold.drafts import candidate, clean_heading, section_name
from services.gold.facts import make_fact
from services.gold.headings import usable_heading
from services.gold.sentence_facts import main_clause
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities
from shared.text.references import REFERENCE_MARKER_RX
from shared.text.sentences import split_sentences

__all__ = ["section_summary"]


_FOOTNOTE_GLUED = re.compile(r"^\d+[A-Za-z]")
"""A footnote's number glued to its first word ("22Sometimes known as ..."): not body text."""


_COMPLETE = re.compile(r"[.!?][\"'’”)]*$")


_DANGLING = re.compile(r"\b(?:and|or|but|the|a|an|of|to|that|which|with|for)[.!?]$", re.I)


_BYLINE = re.compile(r"^[A-Z’'.-]{2,}\s+[A-Z’'.-]{2,}\b")
"""A paragraph opening on two words in capitals ("TOM ELLIOTT IT’S nice ..."): a byline or
kicker glued to the text, not a sentence a summary can quote."""


_LEAD_IN = re.compile(r"(?:^(?:Following are|The following|Below are|Here are|These are)\b|"
                      r"\b(?:as follows|the following)[.:]?$|:$)", re.I)
"""A sentence that introduces the content after it ("Following are some examples of what
could be built"): the section's points are in what follows, not in its sentences."""


_LABEL = re.compile(r"^(?:Note|NOTE|Notes|Example|Caution|Warning)\b[^:.]{0,30}:\s+(?=[A-Z])")
"""A label opening a sentence ("Note 1 to paragraph (g): Guidance ... can be found in ..."):
its main clause is what follows, not the label the colon would leave."""


_SHORTER = 0.8
"""A summary at most this share of the section's length; longer, it is the section again."""


_SUMMARY_SENTENCES = 4
"""A section is summarized by its own sentences only when it has at most this many: its
lead sentences then cover its main points; a longer section's lead does not (a reviewer
found "Background" summarized without its accidents), so it is skipped and counted."""


_OPENING_PRONOUN = re.compile(
    r"^(?:It|Its|They|Their|Them|He|His|She|Her|We|Our|(?:This|That|These|Those|Such)"
    r"(?=\s+(?:is|was|are|were|has|had|have|will|would|can|could|may|might|must|should|"
    r"means|meant|includes|included|shows|showed|allows|allowed|made|makes|led|leads)\b))\b"
)
"""A first sentence opening on a pronoun ("It was installed in 1990 ..."), or a bare
demonstrative before a verb ("This means ..."): it points at something said before the
section, so a summary made of the section's sentences leaves its subject unnamed."""


def _unanchored_pronoun(sentence: str) -> bool:
    """Whether a summary's first sentence opens with a pronoun that has no referent in it
    (the section is the whole summary, so the referent lies outside it)."""
    return bool(_OPENING_PRONOUN.match(sentence.lstrip(" “\"'‘(")))


def _weight(sentence: str) -> int:
    """What a sentence states: its dates, figures and capitalised names after the first word."""
    names = sum(1 for w in sentence.split()[1:] if w[:1].isupper())
    return 2 * (len(find_dates(sentence)) + len(find_quantities(sentence))) + names


def _describes_topic(sentence: str, topic: str) -> bool:
    """Whether ``sentence`` names the section's topic and goes on with a relative clause
    about it ("..., the FAA issued an Emergency Order of Prohibition, which prohibits the
    operation of ..." under "Emergency Order of Prohibition"): that clause says what the
    topic is, the section's key fact, so it is no side clause to cut."""
    return bool(topic) and re.search(
        rf"\b{re.escape(topic)},?\s+(?:which|that|who)\s", sentence, re.I) is not None


def _lead_clause(sentence: str, topic: str) -> str:
    """The summary's first sentence: its main clause, or the whole sentence when its
    relative clause describes the section's topic (``_describes_topic``)."""
    if _describes_topic(sentence, topic):
        return sentence.strip().rstrip(".!").strip()
    return main_clause(sentence)


def _shortened(sentences: list[str], budget: float, topic: str = "") -> str | None:
    """The sentences' main clauses in order (the first one whole when it says what the
    section's topic is), and while longer than ``budget`` characters the one after the first
    stating least (``_weight``) left out, keeping two or more; ``None`` if no such cut
    fits."""
    kept = [f"{_lead_clause(sentences[0], topic)}.",
            *(f"{main_clause(_LABEL.sub('', t))}." for t in sentences[1:])]
    while len(" ".join(kept)) > budget and len(kept) > 2:
        # the first sentence names the section's topic ("NSS comprises ..."): it stays
        kept.pop(min(range(1, len(kept)), key=lambda i: (_weight(kept[i]), -i)))
    text = " ".join(kept)
    return text if len(text) <= budget else None


def section_summary(
    chunks: Sequence[Chunk], skips: Counter[str], title: str | None
) -> QAItem | None:
    """The section's own sentences, in order, as its summary; ``None`` (counted) when the
    section is long, holds a list, or has a paragraph cut by a page break or a footnote."""
    first = chunks[0]
    why = usable_heading(first.heading, title) if first.heading else "the section has no heading"
    placed = [(c, b) for c in chunks for b in c.blocks]
    if why is None and any(b.kind != "paragraph" for _, b in placed):
        why = "the section holds a list or a table (asked as such)"
    if why is None and any(_BYLINE.match(b.text) for _, b in placed):
        why = "a paragraph opens with a byline or kicker in capitals"
    if why is None and any(not b.text[:1].isupper() or not _COMPLETE.search(b.text.rstrip())
                           or _FOOTNOTE_GLUED.match(b.text) for _, b in placed):
        why = "a paragraph is cut by a page break or a footnote"
    sentences = [(c, s.text) for c, b in placed for s in split_sentences(b.text)]
    if why is None and any(_DANGLING.search(t) or REFERENCE_MARKER_RX.search(t)
                           for _, t in sentences):
        why = "a sentence dangles or carries a reference marker"
    if why is None and any(_LEAD_IN.search(t) for _, t in sentences):
        why = "a sentence announces what follows (its main points lie below it)"
    if why is None and sentences and _unanchored_pronoun(sentences[0][1]):
        why = "the first sentence opens with a pronoun whose referent is not in the section"
    if why is None and len(sentences) > _SUMMARY_SENTENCES:
        why = f"more than {_SUMMARY_SENTENCES} sentences: its lead would leave main points out"
    if why is not None:
        skips[f"summary: {why}"] += 1
        return None
    if len(sentences) < 2:
        return None
    whole = " ".join(t for _, t in sentences)
    short = _shortened([t for _, t in sentences], _SHORTER * len(whole),
                       clean_heading(first.heading or ""))
    if short is None:
        # the section's own sentences, barely cut, are a copy of it, not a summary
        skips["summary: its main clauses are not much shorter than the section"] += 1
        return None
    facts = [make_fact(c, 600 + i, t, t, c.text.find(t)) for i, (c, t) in enumerate(sentences)]
    return candidate(
        question=f"Summarize {section_name(first.heading)}.",
        answer=short, answer_type="summary", tier=2, facts=facts,
        steps=[f"Read {section_name(first.heading)}: {len(facts)} sentences.",
               "Keep the main clauses of the sentences that state most (dates, figures, "
               "names), in document order."],
        opinions=["Presenting the section's statements as its overview is an editorial "
                  "judgment."],
        template="section_summary",
    )  # fmt: skip
