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
   object is dropped, ``ambiguous_pronoun``, and a second half whose result hangs on the
   first's complement, ``second_conjunct_needs_context``); a trailing non-restrictive relative
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
   ``elliptical``, ``undated_time``, ``formula_residue``, see ``residue``), or a sentence
   of a bulleted line that does not end as prose does (``caption``), or an author's bio
   followed at once by ``Follow him on Twitter`` / ``email her at`` (``author_bio``);
7. before all of step 6, ``standalone.tidy`` cuts a leading connective, ``also``, a fronted
   concessive, a ``but`` clause with its own subject and a describing appositive; after it,
   ``standalone.standalone_reason`` drops page deixis (``as mentioned earlier``, ``here``),
   an unnamed referent (``during the crisis``, bare ``respondents``), a page person named
   by one word (``Marco``, ``partial_name``) and imperatives or headings (``nonfactual``);
   a role, a price or ``yet``/``new`` is written ``As of <page date>, ...`` or dropped
   (``unanchored_time``, see ``anchoring.anchor_state``); a claim opening with half a name
   its title writes longer is dropped (``partial_name``: ``The Sportback 50`` under ``Audi
   e-tron Sportback``); on an undated page the title's name is written whole (``Squire
   Creek`` -> ``Squire Creek Country Club``, ``title_names.undated_name``) and a ``his`` in
   a claim not naming the paragraph's subject dropped (``paragraph_pronoun``); last, the
   written claim must read as one sentence with a subject and a finite verb (``wellformed``);
8. the read-alone test (``readalone.read_alone_reason``), after every rewrite, the lead
   sentence's claims included: a reader holding only the claim identifies every referent
   (no ``another``/``the same``, no pronoun without its name, no bare ``the deal``, no
   ``here``/``this week``, no cut end, no two subjects or list, no one-word fragment of a
   longer page name); a subject the rewriter wrote must be a whole name, not a group or a
   cut title (``wrong_subject``, ``readalone.rewritten_subject_reason``).

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

from shared.claims.abbreviations import unexpanded_abbreviation
from shared.claims.acronyms import acronym_definitions, expand_acronyms
from shared.claims.anaphora import Mentions, epithet, pointing_back
from shared.claims.anchoring import (
    anchor_dates,
    anchor_state,
    reliable_date,
    scene_time,
    undated_event,
)
from shared.claims.atomic import lead_defect, lead_life_claims, life_bundle
from shared.claims.boilerplate import BOILERPLATE, boilerplate
from shared.claims.complements import missing_complement
from shared.claims.compound import compound
from shared.claims.dangling import claim_defect
from shared.claims.decontext import START, Decontextualizer, Referent, leading_pronoun
from shared.claims.embedded import credit_line
from shared.claims.entailment import context_before
from shared.claims.factual import nonfactual_reason
from shared.claims.figures import SECOND_FIGURE, one_figure
from shared.claims.fragments import broken_fragment
from shared.claims.frames import garbled
from shared.claims.identified import (
    PageNames,
    complete_names,
    identification_reason,
    strip_dateline,
)
from shared.claims.judgement import judgement_reason
from shared.claims.leaning import leaning_reason
from shared.claims.list_sections import HEADING_TOPIC, ListSections
from shared.claims.localities import UNPLACED_LOCALITY, unplaced_locality
from shared.claims.names import person_like
from shared.claims.page_reliant import bare_quotation, demonstrative_subject, unsourced_share
from shared.claims.page_topic import PageTopic, unplaced_institution, unplaced_measure
from shared.claims.paragraph_refs import paragraph_pronoun
from shared.claims.parts import claim_parts_counted, clean_claim
from shared.claims.pointing import page_entity_noun, pointing_reason
from shared.claims.readalone import PageNames as FullNames
from shared.claims.readalone import read_alone_reason, rewritten_subject_reason
from shared.claims.residue import residue_reason, strip_furniture
from shared.claims.roles import several_results
from shared.claims.running import carried
from shared.claims.speech import quoted_speaker, reported_sentences
from shared.claims.standalone import person_names, standalone_reason, tidy
from shared.claims.subjects import POINTING_CAPS_RX, described_subject, unnamed_subject
from shared.claims.table_rows import table_row
from shared.claims.teasers import off_article
from shared.claims.title_names import prefixed_title, title_name, undated_name, whole_short_names
from shared.claims.version import CLAIMS_RULES_VERSION
from shared.claims.wellformed import written_reason
from shared.llm.replies import ClaimDraft
from shared.text.causal import has_causal
from shared.text.clutter import slideshow_counter
from shared.text.dates import find_dates
from shared.text.english import english_prose
from shared.text.entities import find_entities, main_entity
from shared.text.numbers import find_quantities
from shared.text.references import CleanText, strip_references
from shared.text.sentences import split_sentences

__all__ = ["RULES_VERSION", "CountingExtractor", "Extraction", "RuleClaimExtractor"]

RULES_VERSION = CLAIMS_RULES_VERSION
"""Version of the rule strategy, recorded in θ; bump it in ``shared.claims.version`` when
its output changes."""

NOT_ENGLISH = "not_english_prose"
"""Every sentence of a text that reads as no English prose (``shared.text.english``)."""


def _informativeness(claim: str, entity: str | None) -> float:
    score = 2.0 * len(find_dates(claim)) + 2.0 * len(find_quantities(claim))
    score += 1.5 if has_causal(claim) else 0.0
    score += 0.5 * min(len(find_entities(claim)), 3)
    if entity and entity in claim:
        score += 1.0
    return score


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
        if not english_prose(clean.text):  # German, Russian, a box score: rules read English
            return Extraction((), ((NOT_ENGLISH, len(split_sentences(clean.text))),))
        entity = main_entity(title or "", clean.text)
        rewriter = Decontextualizer.for_document(entity, clean.text, title=title)
        found: list[tuple[str, str]] = []
        seen: set[str] = set()
        dropped: Counter[str] = Counter()
        previous: Referent = START
        mentions = Mentions()
        mentions.add((title or "").lower())  # "the outage" under "Meta Outage Hits ..."
        stated = published is not None  # a dated page tells of its own time
        published = reliable_date(published, clean.text)
        acronyms = acronym_definitions(clean.text, title or "")
        persons = person_names(clean.text, known=entity)
        full_names = FullNames(title, persons)
        page = PageNames.read(clean.text, entity=entity, dated=stated)
        topic = PageTopic.read(title, clean.text)
        off = off_article(clean.text)  # teaser sections, a fact-check's checked rumour
        sections = ListSections.read(clean.text, topic.lower)  # a list page's named headings
        for sentence, spoke in reported_sentences(split_sentences(clean.text), clean.text):
            aside = next((r for a, b, r in off if a <= sentence.start < b), None)
            if aside is not None:
                dropped[aside] += 1
                previous = _dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            row = table_row(clean.text, sentence.start, sentence.text)  # "| 12:01 | 1993 | ..."
            titled = row is None and _titled_definition(sentence.text, title)
            reason = spoke or nonfactual_reason(sentence.text if row is None else row.body)
            if reason is not None and titled:
                # "Orlando: A Biography is a novel ...": the colon is the title's, no label's
                reason = nonfactual_reason(f"X{sentence.text[len(title or ''):]}")
            if reason is None and _caption(clean.text, sentence.start):
                reason = "caption"  # "- Kauri Parata, watched by his father, carves ... started by"
            if reason is None and _author_bio(clean.text, sentence.end):
                reason = "author_bio"  # "X is a reporter for ... Follow him on Twitter @x"
            if reason is None and boilerplate(sentence.text):
                reason = BOILERPLATE  # "NRPLUS members help keep NR going.", "(AP Photo/...)"
            if reason is None and _taken_back(clean.text, sentence.end):
                reason = "retracted"  # "Euro 2020 qualifying is over. Well, sort of."
            if reason is None and slideshow_counter(sentence.text) is not None:
                reason = "slideshow_caption"  # "9/50 Thousands more take a look at ..."
            if reason is not None:
                dropped[reason] += 1
                previous = _dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            body = sentence.text if titled else strip_furniture(
                sentence.text if row is None else row.subject(row.body))
            reason = nonfactual_reason(body) if body != sentence.text and row is None else None
            if reason is not None:
                dropped[reason] += 1
                previous = _dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            rewrite = rewriter.resolve(clean_claim(body), previous=previous, at=sentence.start)
            previous = carried(rewriter, previous, rewrite.referent, sentence.text)  # "she said"
            seen_before = Mentions(set(mentions.words))
            mentions.add(sentence.text)
            if rewrite.text is None:
                dropped[rewrite.reason or "not_standalone"] += 1
                continue
            wrong = rewritten_subject_reason(rewrite.subject, full_names, rewrite.text)
            if wrong is not None:
                dropped[wrong] += 1  # "It" written as a group or a cut title ("Young")
                continue
            start, end = clean.original_span(sentence.start, sentence.end)
            span = text[start:end]
            other = _OTHER_GENDER.get(leading_pronoun(sentence.text) or "")
            whole = rewrite.text if row is None else row.about(rewrite.text, rewriter.common)
            parts, halves = claim_parts_counted(whole)
            for reason, count in halves.items():  # "X filed ... the trademark, and it was
                if count:  # granted"; "... and won their first game in 2010"
                    dropped[reason] += count
            for part in parts:
                single, figures = one_figure(tidy(strip_dateline(part, title or "")))
                if figures:
                    dropped[SECOND_FIGURE] += figures  # ", alongside 3 million Palestinians"
                claim = anchor_dates(single, published)
                if claim is None:
                    dropped["relative_date"] += 1  # "on Tuesday" with no page date to anchor
                    continue
                if compound(claim) or life_bundle(claim):
                    dropped["compound"] += 1  # two facts the splitter could not part
                    continue
                if several_results(claim):
                    dropped["multi_result"] += 1  # "A beat B behind C's 6-4 win and D's ..."
                    continue
                if garbled(claim):
                    dropped["garbled"] += 1  # "scored just three four times": which number?
                    continue
                if broken_fragment(claim):
                    dropped["broken_fragment"] += 1  # "BlackJack and Chess, there was ..."
                    continue
                judged = judgement_reason(claim)
                if judged is not None:
                    dropped[judged] += 1  # "could have been part of", "the notoriously creaky"
                    continue
                if demonstrative_subject(claim):
                    dropped["demonstrative"] += 1  # "estimates that could be ...": that what?
                    continue
                if bare_quotation(claim):
                    dropped["bare_quotation"] += 1  # 'warned that there is "no room ..."': on what?
                    continue
                if unsourced_share(claim):
                    dropped["unsourced_statistic"] += 1  # "78 percent of Americans ...": says who?
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
                if epithet(claim) is not None:
                    dropped["epithet"] += 1  # "the French plane-maker": named before, not here
                    continue
                if unnamed_subject(claim, entity, rewriter.proper):
                    dropped["unnamed_subject"] += 1  # "Many users reported ...": who, where?
                    continue
                continued = _CONTINUED_RX.match(body) and claim.startswith("The ")
                if described_subject(claim) or POINTING_CAPS_RX.search(claim) or continued:
                    dropped["definite_description"] += 1  # "The response MUST contain ..."
                    continue
                if undated_event(claim):
                    dropped["undated_event"] += 1  # "... after the military takeover."
                    continue
                if other is not None and other.search(claim):
                    dropped["dangling_reference"] += 1  # "[She] didn't realize how famous he"
                    continue
                gate = standalone_reason(claim, persons) or missing_complement(claim)
                if gate is not None:
                    dropped[gate] += 1  # "as mentioned earlier", "during the crisis", "Marco"
                    continue
                anchored = anchor_state(claim, published,
                                        _paragraph(clean.text, sentence.start))
                if anchored is None:
                    dropped["unanchored_time"] += 1  # "will" with no year; "new" on no date
                    continue
                if ("(reported " in anchored and not _SAID_RX.search(anchored)
                        and scene_time(_before(clean.text, sentence.start))):
                    dropped["scene_time"] += 1  # "On Friday, ... . Finland clinched ...": not
                    continue  # on the page's day
                anchored = complete_names(anchored, page, clean.text[: sentence.start])
                anchored = title_name(prefixed_title(anchored, title), title)  # "The Rockets"
                # -> "The Houston Rockets"; '"Vesta" was eastbound' -> 'SS "Vesta" was ...'
                if anchored is not None:  # "hired by the Force": the Wichita Force
                    anchored = whole_short_names(anchored, title, clean.text[: sentence.start])
                if anchored is not None and not stated:  # "Manchester" on "Manchester, New
                    anchored = undated_name(anchored, title)  # Hampshire": written whole
                if anchored is not None and not stated:  # "the District's population": the
                    # page's district; a dated page's title is a headline, not a name
                    anchored = page_entity_noun(anchored, title)
                if anchored is None:
                    dropped["partial_name"] += 1  # "The Sportback 50" under "Audi e-tron ..."
                    continue
                if not stated and paragraph_pronoun(anchored, entity):
                    dropped["paragraph_pronoun"] += 1  # "Tuckerman wrote about one of his
                    continue  # paintings" on the Ames page: his = Ames's, not Tuckerman's
                unshown = identification_reason(anchored, page)
                if unshown is not None:
                    dropped[unshown] += 1  # the positive test: it cannot show it stands alone
                    continue
                if sections.missing(sentence.start, anchored):
                    dropped[HEADING_TOPIC] += 1  # "Kristen Stewart plays" under "Personal Shopper"
                    continue
                anchored = topic.placed(anchored)  # "In Iran, at least 106 protesters ..."
                if unplaced_institution(anchored):
                    dropped["unplaced_institution"] += 1  # "The National Assembly": whose?
                    continue
                if unplaced_locality(anchored):
                    dropped[UNPLACED_LOCALITY] += 1  # "behind 2134 Caldwell Place": what town?
                    continue
                if unplaced_measure(anchored, context_before(clean.text, sentence.start, 2)):
                    dropped["unplaced_measure"] += 1  # "continued rate hikes": Canada's
                    continue
                claim = expand_acronyms(anchored, acronyms)  # "ATF" as the page defines it
                written = (unexpanded_abbreviation(claim, acronyms, title or "")
                           or written_reason(claim))  # "MABA changed": undefined short form
                if written is not None:
                    dropped[written] += 1  # the claim as written is no one sentence
                    continue
                alone = (leaning_reason(claim) or pointing_reason(claim, sentence.text)
                         or read_alone_reason(claim, full_names))
                if alone is not None:
                    dropped[alone] += 1  # the last test: read with no page at all
                    continue
                if claim in seen:
                    dropped["repeated"] += 1  # pages repeat headlines and captions
                    continue
                seen.add(claim)
                found.append((claim, span))
        lead = _lead_life(text, clean, title, entity, {c for c, _ in found})
        for claim, span in lead:
            bundled = lead_defect(claim)
            if bundled is not None:
                dropped[bundled] += 1  # the same checks as every other claim's
                continue
            if (claim_defect(claim) is None and standalone_reason(claim, persons) is None
                    and identification_reason(claim, page) is None
                    and written_reason(claim) is None
                    and read_alone_reason(claim, full_names) is None):  # fmt: skip
                seen.add(claim)
                found.insert(0, (claim, span))  # the first sentence's: first in order
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
_BIO_FOLLOWS_RX = re.compile(
    r"\s*(?:Follow|E-?mail|Contact|Reach)\s+(?:him|her|them)\s+(?:on|at|via|@)\b"
)
"""A call to follow or write to the author right after a sentence: that sentence is the
author's bio (page furniture), not the article's content."""


def _author_bio(text: str, end: int) -> bool:
    """The sentence ending at ``end`` is followed at once by ``Follow him on Twitter`` /
    ``email her at``: an author bio (``Lucas Nolan is a reporter for Breitbart Tech ...``)."""
    return _BIO_FOLLOWS_RX.match(text, end, end + 80) is not None


_TAKEN_BACK_RX = re.compile(
    r"[ \t]*(?:(?:Well|But|Or|And|Okay|OK),?\s+)?(?:(?:sort of|kind of|not (?:quite|exactly|"
    r"really|entirely|so fast)|or not|more or less|in theory)\b,?(?:\s+[\w'\u2019]+)?"
    r"|(?:almost|mostly|not yet)\b)\s*[.!?\u2026]",
    re.IGNORECASE,
)
"""A short reply after a sentence that takes it back: ``Well, sort of.``, ``Not quite.``,
``Or not.``, ``Almost.``"""


_SAID_RX = re.compile(
    r"\b(?:said|told|added|wrote|tweeted|stated|explained|noted|argued|insisted)\b")
"""A statement's verb: a statement on the page's news is dated by its report as before."""


def _taken_back(text: str, end: int) -> bool:
    """The sentence ending at ``end`` is followed at once, on its line, by a short sentence
    that takes it back (``Euro 2020 qualifying is over. Well, sort of.``)."""
    return _TAKEN_BACK_RX.match(text, end, end + 60) is not None


def _caption(text: str, start: int) -> bool:
    """The sentence at ``start`` sits in a bulleted line that does not end as prose does:
    a photo caption (``- Kauri Parata, watched by his father, carves ... Kauri is a member
    of the group started by his father``), a scene, not a fact to claim."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end].strip()
    if credit_line(line):
        return True  # "The basement at 80 New York. (Scott Heins/Gothamist)": a photo's
    if not line.startswith(("- ", "* ", "\u2022 ")):
        return False
    return not line.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?", ":"))


_CONTINUED_RX = re.compile(
    r"^(?:Additionally|Moreover|Furthermore|In addition|Also|Similarly|Likewise|Still|Yet|But|"
    r"And),?\s+the\s+[a-z]"
)
"""``Additionally, the levels of assistance ...``: a description that carries the sentence
before it on (its subject, the report's finding) even when a name follows in it."""


_DEFINITION_AFTER_RX = re.compile(r"\s+(?:is|was|are|were)\s+(?:an?|the)\s+[a-z0-9]")


def _titled_definition(text: str, title: str | None) -> bool:
    """``text`` opens with its page's title holding a colon and goes on as a definition
    (``Orlando: A Biography is a novel by ...``): the colon is the title's, not a label's."""
    if not title or ":" not in title or not text.startswith(title):
        return False
    return _DEFINITION_AFTER_RX.match(text, len(title)) is not None


def _dropped_referent(rewriter: Decontextualizer, previous: Referent, text: str) -> Referent:
    """What a refused sentence is about, for the next one: a page's first sentence is about
    its title's entity unless it names another (as ``Decontextualizer.resolve`` says of
    one it keeps), so ``It replaced ... in 2000`` after a refused lead is the entity's; a
    quotation's end is about its named speaker (``..." says Boris Kingma. He says ...``)."""
    speaker = quoted_speaker(text)
    if speaker is not None and " " not in speaker:
        speaker = rewriter.whole_person(speaker)  # "Kingma says.": Boris Kingma, if one
    if speaker is not None and person_like(speaker):  # not '"...," American Airlines said.'
        return Referent(speaker, "person", rewriter.entity is not None and
                        rewriter.entity in speaker)  # fmt: skip
    referent = rewriter.referent_of(text)
    if previous is START and referent.name is None and rewriter.entity is not None:
        return Referent(rewriter.entity, "thing" if rewriter.kind == "thing" else "person", True)
    return carried(rewriter, previous, referent, text)  # "Such missions ..., but she said"


def _lead_life(
    text: str, clean: CleanText, title: str | None, entity: str | None, found: set[str]
) -> list[tuple[str, str]]:
    """The life dates of a titled page's first sentence when it gave no birth or death
    claim itself (``Ralph Charles (born 5 February 1943) is an English ... boxer ... who
    ...``, refused as too long): ``Ralph Charles was born on 5 February 1943.``, with the
    sentence as its span. Only a subject that shares a word with the page's entity."""
    if not title or not entity:
        return []
    sentences = split_sentences(clean.text)
    if not sentences:
        return []
    first = sentences[0]
    claims = lead_life_claims(first.text)
    if not claims or any(c.startswith(claims[0].split(" was born ")[0]) and
                         (" was born " in c or " died " in c) for c in found):  # fmt: skip
        return []
    name = claims[0].rsplit(" was born ", 1)[0].rsplit(" died ", 1)[0]
    if not set(re.findall(r"[\wÀ-ɏ'-]+", name)) & set(entity.split()):
        return []
    start, end = clean.original_span(first.start, first.end)
    return [(claim, text[start:end]) for claim in claims if claim not in found]


def _before(text: str, at: int) -> str:
    """The text of ``at``'s paragraph (``_paragraph``) before ``at``."""
    return text[text.rfind("\n", 0, at) + 1 : at]


def _paragraph(text: str, at: int) -> str:
    """The paragraph (the line, blank-line or newline bounded) of ``text`` holding ``at``."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start : end if end >= 0 else len(text)]
