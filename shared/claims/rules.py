"""The rule-based claim extractor (the default): sentences made standalone, verbatim spans.

For one document text:

1. cut reference markers (``[4]``, ``[n 8]``, ``[update]``) and a trailing reference
   section (``shared.text.references``), keeping a map back to the original text;
2. split into sentences (``shared.text.sentences``) and keep the factual ones
   (``factual.nonfactual_reason``: declarative, 5 to 60 words, a finite verb, no question,
   quotation piece, first person, conditional, imperative or hedge);
3. cut a section heading or byline fused into the sentence (``residue.strip_furniture``);
   a sentence in a table row of works is told of the row's work (``table_rows``: ``In
   12:01 (1993), office worker ...``); make each standalone (``decontext``): pronouns,
   definite descriptions and partial names go to the referent the document supports (the
   main entity, from the title and the text, or the previous sentence's subject; a name
   for ``the project`` only from before the sentence), or the sentence is refused;
4. cut asides that add a fact or split the sentence at a dash (``asides``); split
   coordinated facts where safe (``splitting``); a second half that starts with a
   pronoun is resolved to the first half's subject (an ``it`` that may be the first half's
   object is dropped, ``ambiguous_pronoun``); a trailing non-restrictive relative
   clause (``..., which accuses Oculus of ...``) is cut, so a claim holds one fact; a
   definition that bundles facts (life dates, a list of occupations, ``directed by``,
   ``known for``) is split into one claim per fact (``atomic``);
5. strip a snippet's trailing cut (``building in...``) from the claim text; write out a
   relative day (``on Tuesday``, ``yesterday``) from the page's publication date, or drop
   the claim when it cannot be anchored (``relative_date``, see ``anchoring``);
6. drop a claim with an emptied title (``empty_quotation``: ``the villain in ""``) or a
   pronoun or pro-form anywhere in it whose referent it does not name first
   (``dangling_reference``: ``In 2010 he moved ...``, ``Both were ...``), see ``dangling``,
   or a description that points back at an earlier sentence (``definite_description``:
   ``the tablets``, see ``anaphora``), or a subject that names nothing while the claim
   does not name the page's entity either (``unnamed_subject``: ``Many users reported
   ...``, ``Permanent migration is regulated ...`` on the New Zealand page), or an event
   named by a description with no year in the claim (``undated_event``: ``... after the
   military takeover``, see ``anchoring``), or a claim with no verb in its main clause, an
   elliptical predicate, an undated clock time or a formula's residue (``fragment``,
   ``elliptical``, ``undated_time``, ``formula_residue``, see ``residue``).

Every claim's span is its whole source sentence, verbatim from the original text (markers
included), so its offsets verify against the document. Every sentence that yields no claim
is counted by its reason (``Extraction.dropped``). Deterministic: the seed is accepted for
the protocol and unused. When a document has more candidate sentences than ``max_claims``,
the most informative (dates, numbers, causal cues, entities) are kept, in document order
(the rest are counted as ``over_cap``).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, OrderedDict
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from shared.claims.anaphora import Mentions, pointing_back
from shared.claims.anchoring import anchor_dates, reliable_date, undated_event
from shared.claims.asides import split_asides
from shared.claims.atomic import atomic_facts
from shared.claims.dangling import claim_defect
from shared.claims.decontext import START, Decontextualizer, EntityKind, Referent, leading_pronoun
from shared.claims.factual import nonfactual_reason
from shared.claims.residue import residue_reason, strip_furniture
from shared.claims.splitting import is_finite_verb, split_coordinated, subject_of
from shared.claims.table_rows import table_row
from shared.llm.replies import ClaimDraft
from shared.text.causal import has_causal
from shared.text.dates import find_dates
from shared.text.entities import find_entities, main_entity
from shared.text.numbers import find_quantities
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = ["RULES_VERSION", "CountingExtractor", "Extraction", "RuleClaimExtractor"]

RULES_VERSION = "claims-rules-6"
"""Version of the rule strategy, recorded in θ; bump it when its output changes."""

_CITATION_RX = re.compile(r"\s*\[\d+(?:[,\u2013-]\s*\d+)*\]")
_PRONOUN_KIND: dict[str, EntityKind] = {
    "he": "male", "his": "male", "she": "female", "her": "female", "it": "thing",
    "its": "thing",
}  # fmt: skip


def _informativeness(claim: str, entity: str | None) -> float:
    score = 2.0 * len(find_dates(claim)) + 2.0 * len(find_quantities(claim))
    score += 1.5 if has_causal(claim) else 0.0
    score += 0.5 * min(len(find_entities(claim)), 3)
    if entity and entity in claim:
        score += 1.0
    return score


_TRUNCATED_RX = re.compile(
    r"(?:\s+(?:a|an|the|in|on|at|of|to|for|with|by|from|and|or|but|as|that|which|its|his|her|"
    r"their))*\s*(?:\.\.\.|\u2026)$",
    re.IGNORECASE,
)


_ASIDE_RX = re.compile(
    r",\s+(?:by contrast|in contrast|meanwhile|however|though|in turn|for example|for "
    r"instance|too|also|likewise|similarly|in fact|of course|indeed|nonetheless|"
    r"nevertheless|moreover|furthermore|as a result|in addition|though|instead|still),(?=\s)"
)
"""An aside that ties the sentence to the one before; the claim is whole without it."""
_DATELINE_RX = re.compile(
    r"^(?:[A-Z][A-Z.'\- ]{1,40}(?:,\s*[A-Z][A-Za-z.]+)?|\d{1,2}:\d\d\s*(?:[AP]M)?\s*[A-Z]{0,3}|"
    r"(?:[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})|\d+ (?:hours?|days?|weeks?) ago)"
    r"\s+(?:[\u2014\u2013-]{1,2}|\u00b7|\.\.\.|\u2026)\s+"
)
"""A dateline or a search snippet's date before a sentence: ``LONDON — ``, ``Mar 12, 2025 — ``."""


def _clean_claim(text: str) -> str:
    if "[" in text:
        text = _CITATION_RX.sub("", text)
    text = " ".join(text.split())
    text = _ASIDE_RX.sub("", text)  # "The Meta Quest Pro, by contrast, has ..."
    text = _DATELINE_RX.sub("", text)
    cut = text
    if text.endswith(("...", "\u2026")):  # a snippet cut off mid-sentence: "... building in..."
        cut = _TRUNCATED_RX.sub("", text)
    if cut != text and "," in cut:
        head, tail = cut.rsplit(",", 1)
        if len(tail.split()) <= 4:
            cut = head  # "... its lease in The Domain, a mixed ..." -> "... The Domain"
    text = cut
    if text.rstrip("\"'\u201d\u2019)").endswith((".", "!")):
        return text
    return f"{text.rstrip(',;')}."


@dataclass(frozen=True, slots=True)
class _Candidate:
    order: int
    claim: str
    span: str
    score: float


@dataclass(frozen=True, slots=True)
class Extraction:
    """One document's drafts and the sentences that gave none, counted by reason."""

    drafts: tuple[ClaimDraft, ...]
    """Standalone claims with their verbatim spans, in document order."""

    dropped: tuple[tuple[str, int], ...]
    """``(reason, count)`` of sentences (or claims) dropped before verification, sorted."""


@runtime_checkable
class CountingExtractor(Protocol):
    """An extractor that also says which sentences it dropped and why."""

    @property
    def name(self) -> str:
        """Recorded as ``ClaimBuckets.extractor``."""
        ...

    async def extract_counted(
        self,
        text: str,
        *,
        doc_id: int,
        seed: int,
        title: str | None = None,
        published: str | None = None,
    ) -> Extraction:
        """Drafts of ``text`` (published on ISO date ``published``, when known) and the
        drops on the way, by reason."""
        ...


class RuleClaimExtractor:
    """Deterministic, offline claim extraction (see module docstring).

    Being deterministic, it remembers the extractions of the last ``cache_size`` documents
    by the SHA-256 of their text and their title: the same page cited by many logs (several
    agents asked the same questions) is read once.
    """

    def __init__(self, *, max_claims: int = 30, cache_size: int = 2048) -> None:
        self.max_claims = max_claims
        self.cache_size = cache_size
        self._memo: OrderedDict[tuple[bytes, str | None, str | None], Extraction] = OrderedDict()

    @property
    def name(self) -> str:
        """Recorded as ``ClaimBuckets.extractor``."""
        return "rules"

    async def extract(
        self, text: str, *, doc_id: int, seed: int, title: str | None = None
    ) -> tuple[ClaimDraft, ...]:
        """Standalone claims of ``text``, each with its source sentence as the span."""
        return self.extraction(text, title=title).drafts

    async def extract_counted(
        self,
        text: str,
        *,
        doc_id: int,
        seed: int,
        title: str | None = None,
        published: str | None = None,
    ) -> Extraction:
        """The drafts of ``text`` and the sentences dropped on the way, by reason."""
        return self.extraction(text, title=title, published=published)

    def extract_sync(self, text: str, *, title: str | None = None) -> list[ClaimDraft]:
        """The drafts of ``text``, without the event loop (for benchmarks and tools)."""
        return list(self.extraction(text, title=title).drafts)

    def extraction(
        self, text: str, *, title: str | None = None, published: str | None = None
    ) -> Extraction:
        """Drafts and drop counts of ``text`` (remembered, see the class docstring);
        ``published`` (ISO date) anchors relative days (``on Tuesday``)."""
        key = (hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest(), title, published)
        known = self._memo.get(key)
        if known is not None:
            self._memo.move_to_end(key)
            return known
        extraction = self._extract(text, title, published)
        if self.cache_size > 0:
            self._memo[key] = extraction
            if len(self._memo) > self.cache_size:
                self._memo.popitem(last=False)
        return extraction

    def _extract(self, text: str, title: str | None, published: str | None) -> Extraction:
        clean = strip_references(text)
        entity = main_entity(title or "", clean.text)
        rewriter = Decontextualizer.for_document(entity, clean.text, title=title)
        found: list[tuple[str, str]] = []
        seen: set[str] = set()
        dropped: Counter[str] = Counter()
        previous: Referent = START
        mentions = Mentions()
        mentions.add((title or "").lower())  # "the outage" under "Meta Outage Hits ..."
        published = reliable_date(published, clean.text)
        for sentence in split_sentences(clean.text):
            row = table_row(clean.text, sentence.start, sentence.text)  # "| 12:01 | 1993 | ..."
            reason = nonfactual_reason(sentence.text if row is None else row.body)
            if reason is not None:
                dropped[reason] += 1
                previous = rewriter.referent_of(sentence.text)
                mentions.add(sentence.text)
                continue
            body = strip_furniture(sentence.text if row is None else row.subject(row.body))
            reason = nonfactual_reason(body) if body != sentence.text and row is None else None
            if reason is not None:
                dropped[reason] += 1
                previous = rewriter.referent_of(sentence.text)
                mentions.add(sentence.text)
                continue
            rewrite = rewriter.resolve(_clean_claim(body), previous=previous, at=sentence.start)
            previous = rewrite.referent
            seen_before = Mentions(set(mentions.words))
            mentions.add(sentence.text)
            if rewrite.text is None:
                dropped[rewrite.reason or "not_standalone"] += 1
                continue
            start, end = clean.original_span(sentence.start, sentence.end)
            span = text[start:end]
            other = _OTHER_GENDER.get(leading_pronoun(sentence.text) or "")
            whole = rewrite.text if row is None else row.about(rewrite.text, rewriter.common)
            parts, ambiguous = _parts(whole)
            if ambiguous:  # "X filed ... the trademark, and it was granted"
                dropped["ambiguous_pronoun"] += ambiguous
            for part in parts:
                claim = anchor_dates(part, published)
                if claim is None:
                    dropped["relative_date"] += 1  # "on Tuesday" with no page date to anchor
                    continue
                if _compound(claim):
                    dropped["compound"] += 1  # two facts the splitter could not part
                    continue
                defect = claim_defect(claim)
                if defect is not None:
                    dropped[defect] += 1  # an emptied title, or a pronoun it does not name
                    continue
                # a row's work may be named like a time ("12:01 PM"): not a clock time
                residue = residue_reason(claim if row is None else claim.replace(row.label, "X"))
                if residue is not None:
                    dropped[residue] += 1  # "... also took part.", "... at 8:51 p.m."
                    continue
                if pointing_back(claim, seen_before) is not None:
                    dropped["definite_description"] += 1  # "the tablets" of an earlier line
                    continue
                if _unnamed_subject(claim, entity, rewriter.proper):
                    dropped["unnamed_subject"] += 1  # "Many users reported ...": who, where?
                    continue
                if _described_subject(claim) or _POINTING_CAPS_RX.search(claim):
                    dropped["definite_description"] += 1  # "The response MUST contain ..."
                    continue
                if undated_event(claim):
                    dropped["undated_event"] += 1  # "... after the military takeover."
                    continue
                if other is not None and other.search(claim):
                    dropped["dangling_reference"] += 1  # "[She] didn't realize how famous he"
                    continue
                if claim in seen:
                    dropped["repeated"] += 1  # pages repeat headlines and captions
                    continue
                seen.add(claim)
                found.append((claim, span))
        if len(found) > self.max_claims:  # rank only when some must go (it is costly)
            candidates = [_Candidate(order, claim, span, _informativeness(claim, entity))
                          for order, (claim, span) in enumerate(found)]  # fmt: skip
            best = sorted(candidates, key=lambda c: (-c.score, c.order))[: self.max_claims]
            dropped["over_cap"] += len(found) - self.max_claims
            found = [(c.claim, c.span) for c in sorted(best, key=lambda c: c.order)]
        return Extraction(
            drafts=tuple(ClaimDraft(claim=claim, span=span) for claim, span in found),
            dropped=tuple(sorted(dropped.items())),
        )


_OTHER_GENDER = {
    "she": re.compile(r"\b(?:he|him|his)\b"), "her": re.compile(r"\b(?:he|him|his)\b"),
    "he": re.compile(r"\b(?:she|her|hers)\b"), "his": re.compile(r"\b(?:she|her|hers)\b"),
}  # fmt: skip
"""After a sentence's ``she`` is written as a name, a ``he`` in it is someone else."""
_COMPOUND_RX = re.compile(r"(,)?\s+(?:and|but|while|whereas)\s+")
_TWO_CLAUSES_RX = re.compile(r"^(?:While|Although|Though|Whereas)\b|\band (?:therefore|thus|so)\b")
_PARENTHESES_RX = re.compile(r"\s*\([^()]*\)")
MAX_CLAIM_WORDS = 25
"""Longest claim (words outside parentheses): a longer sentence is rarely one fact (hand
judgment of tuning samples: most claims over 25 words bundle two facts or a list)."""


def _compound(claim: str) -> bool:
    """More than one fact: over ``MAX_CLAIM_WORDS`` words, a top-level ``;``, or two
    independent clauses joined by ``and`` / ``but`` that ``split_coordinated`` left whole
    (``Sudan is one of the poorest countries in Africa, and for years the United States has
    imposed ...``; ``One person was killed near Hugo and nine were killed by ...``): the
    right part has a subject and a finite verb of its own."""
    bare = _PARENTHESES_RX.sub("", claim)
    if len(bare.split()) > MAX_CLAIM_WORDS or ";" in bare or _TWO_CLAUSES_RX.search(bare):
        return True
    unquoted = _QUOTED_RX.sub("Q", bare)
    if _listed(unquoted) or _GAPPED_RX.search(unquoted) or _SECOND_FACT_RX.search(unquoted):
        return True  # "..., meat, wood and fruit", "74% as European, and 14.9% as Maori"
    splice = _SPLICE_RX.search(unquoted)
    if splice is not None and any(is_finite_verb(w) for w in unquoted[: splice.start()].split()):
        return True  # "X is Mozilla's initiative, Webmaker's goal is ..."
    for match in _COMPOUND_RX.finditer(bare):
        left, words = bare[: match.start()], bare[match.end() :].split()
        if match.group(1) and words and _CONTRACTED_RX.match(words[0]):
            return True  # "..., but it's not really a tech company": a clause of its own
        if not match.group(1) and not any(is_finite_verb(w) for w in left.split()[1:]):
            continue  # "John and Mary were married": one subject
        for index, word in enumerate(words[:9]):
            if match.group(1) and index == 0 and is_finite_verb(word) and word.islower():
                return True  # "..., and works on advancing ...": a second predicate
            if (match.group(1) and 1 <= index <= 3 and is_finite_verb(word)
                    and not is_finite_verb(words[0]) and words[0].lower() not in _NOT_SUBJECT):
                return True  # "..., and lambda owners have an option": a clause of its own
            if index >= 1 and is_finite_verb(word) and not words[0].lower().endswith("ing"):
                if any(w[:1].isupper() or w[:1].isdigit() or w.lower() in _SUBJECT_WORDS
                       for w in words[:index]):  # fmt: skip
                    return True
                break
    return False


_CONTRACTED_RX = re.compile(
    r"(?:it|that|he|she|they|there|this|we|you|what)['\u2019](?:s|re|ll|d|ve)$", re.IGNORECASE
)
_ITEM = r"(?!(?:and|or)\s)[\w'\u2019&.-]+(?:\s+(?!(?:and|or)\s)[\w'\u2019&.-]+){0,4}"
_SHORT = r"[\w'\u2019&.-]+(?:\s+[\w'\u2019&.-]+)?"
_LIST_RX = re.compile(
    rf"(?<![\d,])(?:{_ITEM}),\s+(?!\d{{4}}\b)(?:{_ITEM},\s+)+(?:{_ITEM}),?\s+(?:and|or)\s+\w"
    rf"|(?<![\w,]){_SHORT},\s+(?!\d{{4}}\b){_SHORT},?\s+(?:and|or)\s+"
    rf"{_SHORT}(?:\s+[\w'\u2019&.-]+){{0,2}}[.,;]?$|:\s+[^:]*,[^:]*\band\b|\bfollowed by\b"
    r"|(?:\b(?:including|such as|namely)|:)\s+[^,.:]+(?:,\s+[^,.:]+){2,}"
)
"""Three or more coordinated items (four of any length, three short ones: ``meat, wood and
fruit``; a list after a colon), or a ranking (``followed by``): several facts in one claim."""


def _listed(claim: str) -> bool:
    """``claim`` coordinates three or more items (``_LIST_RX``)."""
    return _LIST_RX.search(claim) is not None


_SECOND_FACT_RX = re.compile(
    r",\s+as well as\b|\bwhich\s+[a-z]+\s+(?:is|was|are|were)\b|"
    r"\band,\s+(?:since|in|from|by|after|before|until)\b|"
    r"\b(?:is|was|are|were)\s+(?:a|an|the)\s[^,;]+,\s+and\s+(?:a|an|the)\s|"
    r"\bbut\s+(?:[a-z]+ly\s+)?(?:insisted|said|added|noted|warned|"
    r"argued|denied|was|were|is|are|has|had|did|does|remained|still)\b|,\s+and\s+while\b|"
    r"\bwhile\s+(?:earning|winning|taking|finishing|scoring|placing|reaching|claiming|"
    r"collecting|capturing|setting|also)\b|"
    r":\s+(?:They|It|He|She|The|This|These)[\s'\u2019]"
)
"""A second fact joined on: ``..., as well as gold medals``, ``... but insisted ...``,
``...: They read as ...``."""
_SPLICE_RX = re.compile(r",\s+[A-Z][\w'\u2019-]*\s+(?:[a-z]+\s+)?(?:is|was|are|were|has|had)\s")
"""A second sentence after a comma (``..., Webmaker's goal is ...``), when a clause comes
before it."""
_GAPPED_RX = re.compile(
    r",\s+(?:and|but|while)\s+(?:\d[\d.,]*%?|about|some|nearly)\s"
    r"|\band\s+(?:even\s+)?(?:fewer|more|less)\s+(?:among|in|of|from)\b"
)
"""A second clause whose verb is left out: ``..., and 14.9% as Maori``, ``few foreign
leaders ... stand up to Obama and even fewer among longtime allies``."""
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")

_SUBJECT_WORDS = frozenset({"he", "she", "it", "they", "its", "his", "her", "their", "the",
                            "a", "an", "this", "these", "those",
                            "some", "many", "most", "several", "officials", "analysts", "one",
                            "two", "three", "four", "five", "six", "seven", "eight", "nine",
                            "ten", "others", "both", "each", "all"})  # fmt: skip


_NOT_SUBJECT = frozenset({"then", "later", "also", "was", "is", "has", "had", "in", "on", "at",
                          "to", "by", "for", "with", "from", "not", "eventually", "finally"})

_TRAILING_PHRASE_RX = re.compile(
    r",\s+(?:[a-z]+ly\s+)?(?:[a-z]{3,}ing(?<!during)(?<!according)|ranked|punctuated|followed|with|"
    r"prompting|allowing|becoming|surpassing|overtaking|ending|marking)\s"
)
"""A participle phrase after a comma that adds a second fact: ``..., making it the 4th
most-used web browser``, ``..., ranked 16th in ...``."""
_RELATIVE_RX = re.compile(r",\s+(?:which|who|whose|whom)\s")


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
    words = _NAME_WORD_RX.findall(body)
    subject: list[str] = []
    for index, word in enumerate(words):
        following = words[index + 1] if index + 1 < len(words) else ""
        verb = is_finite_verb(word) or word.lower() in _MODAL_WORDS
        if subject and verb and following != "of":  # "The total cost of"
            break
        subject.append(word)
    return subject if subject and len(subject) < len(words) else None


_CONTEXT_ADJECTIVES = frozenset(
    """New Other Such Current Former Recent Local Further Additional Similar Remaining
    Existing Previous Earlier Later Both Affected Planned Proposed""".split()  # noqa: SIM905
)
"""First words of a subject that lean on the page (``New pipes will be made ...``: whose?)."""
_CALENDAR = frozenset(
    """Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April
    May June July August September October November December""".split()  # noqa: SIM905
)
"""Capitalised words that name no one: ``The attack on Wednesday, March 18, ...``."""
_ROLE_CAPS = frozenset({"Bill", "Act", "Government", "Council", "Department", "Ministry",
                        "Court", "Committee", "Commission", "Agency", "Minister", "Premier",
                        "Board", "Opposition", "Coalition", "Senate", "House", "Treasury"})
"""Capitalised role nouns that still point back (``The Bill``, ``The Government``)."""


_POINTING_CAPS_RX = re.compile(
    r"\bthe (?:Bill|Act|Government|Department|Ministry|Minister|Premier|Opposition|Coalition)\b"
    r"(?!\s+(?:of|for)\b|\s+[A-Z]|['\u2019]s\s+[A-Z])"
)
"""``the Bill``, ``the Government`` inside a claim: the page's bill, which one?"""


def _described_subject(claim: str) -> bool:
    """The subject is ``The`` and common nouns only (``The response MUST ...``, ``The
    frontend accepts ...``): it points at something the page introduced. A name anywhere
    in it (``The total cost of the Riverside tunnel``) makes it specific enough."""
    subject = _subject_words(claim)
    if subject is None or subject[0] != "The" or len(subject) < 2:
        return False
    if subject[1:] and all(word in _ROLE_CAPS for word in subject[1:]):
        return True  # "The Bill would require ...": which bill?
    return not any((word[:1].isupper() and word not in _CALENDAR) or word[:1].isdigit()
                   for word in subject[1:])  # fmt: skip


def _unnamed_subject(claim: str, entity: str | None, proper: frozenset[str]) -> bool:
    """The claim's subject names nothing (``Many users reported ...``, ``Permanent
    migration is regulated ...``, ``The frontend accepts ...``) and the claim does not name
    the page's entity: read alone, it does not say whom or where it is about. A context
    adjective before a lower-case word is no name (``New pipes will be made ...``, though
    ``New York`` makes ``New`` a capitalised word on the page)."""
    if entity is not None and entity in claim:
        return False
    subject = _subject_words(claim)
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
    return True


_CLAUSE_START_RX = re.compile(r"\b(?:that|when|because|if|while|whether|after|before|as)\s")


def _without_embedded(claim: str, match: re.Match[str]) -> str | None:
    """``claim`` without the clause or phrase opened by ``match`` when a comma closes it
    and the sentence's own verb follows (``Islamist politicians ... when radical Muslims,
    who had been repressed ..., won the freedom to preach``): cutting at ``match`` would
    leave the subject without its verb."""
    head, after = claim[: match.start()], claim[match.end() :]
    last = _CLAUSE_START_RX.split(head)[-1]
    if any(is_finite_verb(w) for w in last.split()[1:]):
        return None  # "Executor makes ... to Controller, which pulls ..., makes ...": a list
    close = after.find(", ")
    if close <= 0 or not after[close + 2 : close + 3].islower() or len(after[:close].split()) > 15:
        return None
    rest = after[close + 2 :]
    if not any(is_finite_verb(w) for w in rest.split()[:3]):
        return None
    return f"{head}, {rest}" if "," in head else f"{head} {rest}"


def _main_clause(claim: str) -> str:
    """``claim`` without a trailing non-restrictive relative clause (``..., which accuses
    Oculus of ...``), when the rest is a sentence of eight words or more: one fact."""
    for match in _RELATIVE_RX.finditer(claim):
        head = claim[: match.start()]
        if head.count('"') % 2 or head.count("(") > head.count(")") or head.count(
            "\u201c"
        ) > head.count("\u201d"):
            continue
        embedded = _without_embedded(claim, match)
        if embedded is not None:
            return embedded  # "... when radical Muslims, who had been ..., won the freedom"
        if len(head.split()) >= 8 and any(is_finite_verb(w) for w in head.split()[1:]):
            return f"{head}."  # not "Alverson, a commissioner on the ... Commission."
    for match in _TRAILING_PHRASE_RX.finditer(claim):
        head = claim[: match.start()]
        if head.count('"') % 2 or head.count("(") > head.count(")"):
            continue
        embedded = _without_embedded(claim, match)
        if embedded is not None:
            return embedded  # "... some African governments, including Kenya's, needed to"
        if len(head.split()) >= 6 and any(is_finite_verb(w) for w in head.split()[1:]):
            return f"{head}."  # "..., making it the 4th most-used web browser": cut
    return claim


def _parts(whole: str) -> tuple[list[str], int]:
    """``whole`` split into coordinated claims, a second half's pronoun resolved to the
    first half's subject, trailing relative clauses cut, asides cut (``asides``); and the
    number of halves dropped because their ``it`` could be the first half's object as well
    as its subject (``Arduino LLC filed to register the US trademark ..., and it was
    granted in 2011``: the trademark was granted)."""
    facts, ambiguous = [], 0
    for piece in split_asides(whole):
        found, dropped = _coordinated(piece)
        facts.extend(found)
        ambiguous += dropped
    return facts, ambiguous


_COPULA_RX = re.compile(r"\s+(?:[a-z]+ly\s+)?(?:is|was|are|were|became|becomes|remains|remained)\b")
_OBJECT_RX = re.compile(r"\b(?:the|a|an|its|their|this|that)\s+[A-Za-z]")


def _coordinated(whole: str) -> tuple[list[str], int]:
    parts = [_main_clause(part) for part in split_coordinated(whole)]
    out = [parts[0]]
    ambiguous = 0
    subject = subject_of(parts[0]) if len(parts) > 1 else None
    if subject is not None and any(w[:1].islower() for w in subject.split()[1:]):
        owner = re.match(r"([A-Z][\w.-]*(?: [A-Z][\w.-]*){0,3})['\u2019]s ", subject)
        subject = owner.group(1) if owner else None  # "Jim Wynorski's earliest films"
    for part in parts[1:]:
        pronoun = leading_pronoun(part)
        if pronoun == "it" and subject is not None:
            after = parts[0][parts[0].find(subject) + len(subject) :]
            if _OBJECT_RX.search(after) and not _COPULA_RX.match(after):
                ambiguous += 1  # "it" may be the thing the first half acted on
                continue
        if pronoun in _PRONOUN_KIND and subject is not None:
            resolver = Decontextualizer(subject, _PRONOUN_KIND[pronoun])
            rewrite = resolver.resolve(part, previous=Referent(subject, None, about_main=True))
            part = rewrite.text or part
        out.append(part)
    return [_clean_claim(fact) for part in out for fact in atomic_facts(part)], ambiguous
