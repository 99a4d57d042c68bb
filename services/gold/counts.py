"""``How many <things> <do what>?`` for a sentence whose subject is a counted plural.

News prose often opens a sentence on its figure: "Roughly 13,000 US troops remain in
Afghanistan, 18 years after ...", "More than 600,000 Israelis live in settlements in east
Jerusalem and the West Bank". The claim extractor and ``sentence_facts`` find no named subject
there; the figure *is* the subject, and the natural question asks it:
"How many US troops remain in Afghanistan?" -> "Roughly 13,000".

- the sentence passes gold's factuality screen (``sentence_facts.screen``), holds no quotation
  mark and no relative day ("on Tuesday": which Tuesday?), and does not open on a side clause;
- it opens on a figure (a qualifier such as "roughly" or "more than" may stand before it, and
  is kept in the answer), then a plural noun phrase (up to three capitalised words and one
  lower-case word before a plural: "US troops", "United States service members", "Israelis",
  "people"), then a verb
  (an auxiliary, or a verb form the lexicon knows);
- the predicate is cut at its first comma or subordinate clause (never at "and": "in east
  Jerusalem and the West Bank" is one place the count is of); the question holds at most
  eight words after "How many" (the repeated-evidence gate refuses a copied sentence) and no
  second figure or date (which would the count go with?).

Each sentence that opens on a figure and gives no question is counted by its reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lemminflect import getAllLemmas

from services.gold.asking import base_form, fronted_clause
from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.lookups import text_sentences
from services.gold.sentence_facts import real_dates, screen
from shared.messages.qa import QAItem
from shared.text.dates import WEEKDAY_NAME
from shared.text.numbers import find_quantities

__all__ = ["count_items", "count_question"]

_NUMBER = (r"(?i:\d[\d,.]*(?:\s+(?:million|billion|thousand|hundred))?|one|two|three|four|"
           r"five|six|seven|eight|nine|ten|eleven|twelve|dozens|hundreds|thousands|millions)")
_COUNTED = re.compile(
    rf"^(?P<amount>(?:(?i:about|around|roughly|nearly|almost|over|more than|fewer than|"
    rf"less than|at least|some|only|up to|an estimated|just)\s+)?{_NUMBER})\s+"
    rf"(?P<noun>(?:[A-Z][\w.’'-]*\s+){{0,3}}(?:[a-z][a-z-]*\s+)?(?:[a-z][a-z-]*s|people|men|"
    rf"women|children)|[A-Z][a-z]+s)\s+(?P<pred>.+)$"
)
_AUX = frozenset("""are were have had will would can could remain remained""".split())  # noqa: SIM905
_CUT = re.compile(r",|;|\s[—–-]\s|\s(?:after|because|as|while|when|since|but|although|though|"
                  r"according|which|who|where)\s")
_RELATIVE = re.compile(rf"\b(?:{WEEKDAY_NAME}|yesterday|today|tomorrow|tonight|last|next|"
                       r"this)\b", re.I)
_MAX_WORDS = 8
MAX_COUNTS = 6
"""Questions of this kind per document at most."""


def _verb(word: str) -> bool:
    low = word.lower()
    if low in _AUX or base_form(low) is not None:
        return True
    return low.isalpha() and low in getAllLemmas(low, upos="VERB").get("VERB", ())


def count_question(sentence: str) -> tuple[str, str] | str:
    """(question, answer) for a sentence opening on a counted plural subject, or why not."""
    text = " ".join(sentence.split()).rstrip(".!")
    m = _COUNTED.match(text)
    if m is None:
        return "no counted plural subject"
    noun, pred = m.group("noun"), m.group("pred")
    if noun.split()[-1].lower() in ("years", "days", "months", "weeks", "hours", "minutes",
                                    "percent", "times", "points", "cents", "dollars"):
        return "the figure is a span or a measure, not a count of things"
    if not _verb(pred.split()[0]):
        return "no verb after the counted subject"
    cut = _CUT.search(f" {pred}")
    pred = pred[: max(cut.start() - 1, 0)].strip() if cut is not None else pred
    if len(pred.split()) < 2:
        return "the predicate is cut to nothing"
    if find_quantities(pred) or real_dates(pred) or _RELATIVE.search(pred):
        return "a second figure or a relative date in the predicate"
    if len(f"{noun} {pred}".split()) > _MAX_WORDS:
        return "the question would copy the sentence (more than eight words)"
    amount = m.group("amount")
    return f"How many {noun} {pred}?", amount[:1].upper() + amount[1:]


def count_items(facts: DocFacts) -> Iterator[QAItem]:
    """One item per sentence opening on a counted subject (see the module docstring)."""
    asked = 0
    for chunk, sentence, start in text_sentences(facts.doc):
        text = " ".join(sentence.split())
        if _COUNTED.match(text.rstrip(".")) is None:
            continue
        if screen(text) is not None or re.search(r"[\"“”]", text) or fronted_clause(text):
            facts.skips["count: the sentence is no plain factual statement"] += 1
            continue
        made = count_question(text)
        if isinstance(made, str):
            facts.skips[f"count: {made}"] += 1
            continue
        if asked >= MAX_COUNTS:
            facts.skips["count: more than the cap per document"] += 1
            continue
        asked += 1
        question, answer = made
        fact = make_fact(chunk, 8800 + asked, text if text.endswith(".") else f"{text}.",
                         sentence, start, "quantitative_qualitative")
        yield candidate(question=question, answer=answer, answer_type="definitive", tier=1,
                        facts=[fact], template="count")
