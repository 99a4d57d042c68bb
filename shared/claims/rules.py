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
   the claim when it cannot be anchored (``relative_date``, see ``anchoring``; a weekday
   that cannot be placed, ``last Tuesday``: ``weekday_unresolved``); a market move is
   dated by the trading session its sentence or paragraph names, or dropped
   (``undated_session``, see ``sessions``);
6. drop a claim with an emptied title (``empty_quotation``: ``the villain in ""``) or a
   pronoun or pro-form anywhere in it whose referent it does not name first
   (``dangling_reference``: ``In 2010 he moved ...``, ``Both were ...``), see ``dangling``,
   or a description that points back at an earlier sentence (``definite_description``:
   ``the tablets``, see ``anaphora``), or a subject that names nothing while the claim
   does not name the page's entity either (``unnamed_subject``: ``Many users reported
   ...``, ``Permanent migration is regulated ...`` on the New Zealand page), or an event
   named by a description with no year in the claim (``undated_event``: ``... after the
   military takeover``, see ``timed_states``), or a claim with no verb in its main clause, an
   elliptical predicate, an undated clock time or a formula's residue (``fragment``,
   ``elliptical``, ``undated_time``, ``formula_residue``, see ``residue``), or a sentence
   of a bulleted line that does not end as prose does (``caption``), or an author's bio
   followed at once by ``Follow him on Twitter`` / ``email her at`` (``author_bio``);
7. before all of step 6, ``standalone.tidy`` cuts a leading connective, ``also``, a fronted
   concessive, a ``but`` clause with its own subject and a describing appositive; after it,
   ``standalone.standalone_reason`` drops page deixis (``as mentioned earlier``, ``here``),
   an unnamed referent (``during the crisis``, bare ``respondents``), a page person named
   by one word (``Marco``, ``partial_name``) and imperatives or headings (``nonfactual``);
   a relation missing its complement (``complements``) or an object, a demonstrative, a
   comparand or a place only the page gives (``X disagrees.``, ``with that hope``, ``2,285
   students were absent``: ``valency.dangling_object``);
   a role, a price or ``yet``/``new`` is written ``As of <page date>, ...`` or dropped
   (``unanchored_time``, see ``timed_states.anchor_state``); a claim opening with half a name
   its title writes longer is dropped (``partial_name``: ``The Sportback 50`` under ``Audi
   e-tron Sportback``); on an undated page the title's name is written whole (``Squire
   Creek`` -> ``Squire Creek Country Club``, ``title_names.undated_name``) and a ``his`` in
   a claim not naming the paragraph's subject dropped (``paragraph_pronoun``); a bare name
   its title disambiguates is written with the title's kind (``work_titles``) or the lead's
   qualifier (``The comedian Ron Sparks``, ``title_qualifiers``), and a claim saying only the
   title's kind dropped (``title_kind_only``: ``"Good Time" is a song.``); last, the
   written claim must read as one sentence with a subject and a finite verb (``wellformed``);
8. the read-alone test (``readalone.read_alone_reason``), after every rewrite, the lead
   sentence's claims included: a reader holding only the claim identifies every referent
   (no ``another``/``the same``, no pronoun without its name, no bare ``the deal``, no
   ``here``/``this week``, no cut end, no two subjects or list, no one-word fragment of a
   longer page name); a subject the rewriter wrote must be a whole name, not a group or a
   cut title (``wrong_subject``, ``readalone.rewritten_subject_reason``);
9. the noun-phrase fact sources (``noun_sources.SOURCES``: people's roles and ages,
   ``noun_roles``) read every prose sentence, kept or dropped above, for facts a noun
   phrase states on its own (``Federal Reserve Chairman Jerome Powell said "..."`` ->
   ``Jerome Powell was the Federal Reserve Chairman (as of <page date>).``), each with its
   sentence as the span; their refusals are counted (``noun_role_no_organisation`` ...).

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
from shared.claims.anaphora import Mentions
from shared.claims.anchoring import anchor_dates, weekday_unresolved
from shared.claims.atomic import lead_defect
from shared.claims.claim_gates import OTHER_GENDER, reference_reason, shape_reason
from shared.claims.complements import missing_complement
from shared.claims.dangling import claim_defect
from shared.claims.datelines import strip_dateline
from shared.claims.decontext import START, Decontextualizer, Referent, leading_pronoun
from shared.claims.entailment import context_before
from shared.claims.factual import nonfactual_reason
from shared.claims.figures import SECOND_FIGURE, one_figure
from shared.claims.identified import identification_reason
from shared.claims.informative import most_informative
from shared.claims.lead_life import lead_life
from shared.claims.leaning import leaning_reason
from shared.claims.list_sections import HEADING_TOPIC, ListSections
from shared.claims.localities import UNPLACED_LOCALITY, unplaced_locality
from shared.claims.nicknames import BARE_NICKNAME, nickname_named
from shared.claims.noun_sources import noun_page, noun_phrase_claims
from shared.claims.page_names import PageNames
from shared.claims.page_topic import PageTopic, unplaced_institution, unplaced_measure
from shared.claims.paragraph_refs import paragraph_pronoun
from shared.claims.parts import claim_parts_counted, clean_claim
from shared.claims.pointing import page_entity_noun, pointing_reason
from shared.claims.readalone import PageNames as FullNames
from shared.claims.readalone import read_alone_reason, rewritten_subject_reason
from shared.claims.relative_days import reliable_date, scene_time
from shared.claims.residue import strip_furniture
from shared.claims.running import carried, dropped_referent
from shared.claims.scoped_titles import scoped_entity
from shared.claims.sentence_furniture import furniture_reason, titled_definition
from shared.claims.sessions import market_move, market_paragraphs, session_dated
from shared.claims.short_names import SHORTENED_NAME, shortened_name
from shared.claims.speech import reported_sentences
from shared.claims.stamps import leading_stamp, without_stamp
from shared.claims.standalone import person_names, standalone_reason, tidy
from shared.claims.statements import UNATTRIBUTED_QUOTE, quoted_predicate, statement_blocks
from shared.claims.surnames import complete_names
from shared.claims.table_rows import table_row
from shared.claims.teasers import off_article
from shared.claims.timed_states import anchor_state
from shared.claims.title_names import prefixed_title, title_name, undated_name, whole_short_names
from shared.claims.title_qualifiers import (
    TITLE_KIND_ONLY,
    kind_only,
    qualified_subject,
    title_qualifier,
)
from shared.claims.undated_figures import UNDATED_FIGURE, dated_figure
from shared.claims.valency import dangling_object
from shared.claims.version import CLAIMS_RULES_VERSION
from shared.claims.wellformed import written_reason
from shared.claims.work_titles import titled_work
from shared.claims.year_choice import AMBIGUOUS_YEAR, ambiguous_year
from shared.llm.replies import ClaimDraft
from shared.text.english import english_prose
from shared.text.entities import main_entity
from shared.text.references import strip_references
from shared.text.sentences import split_sentences

__all__ = ["RULES_VERSION", "CountingExtractor", "Extraction", "RuleClaimExtractor"]

RULES_VERSION = CLAIMS_RULES_VERSION
"""Version of the rule strategy, recorded in θ; bump it in ``shared.claims.version`` when
its output changes."""

NOT_ENGLISH = "not_english_prose"
"""Every sentence of a text that reads as no English prose (``shared.text.english``)."""


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
        entity = scoped_entity(title, main_entity(title or "", clean.text), clean.text)
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
        off.extend(statement_blocks(clean.text))  # "In a statement, Acme said:" + its voice
        sections = ListSections.read(clean.text, topic.lower)  # a list page's named headings
        qualifier = title_qualifier(title, clean.text)  # "(comedian)": "The comedian ..."
        for sentence, spoke in reported_sentences(split_sentences(clean.text), clean.text):
            aside = next((r for a, b, r in off if a <= sentence.start < b), None)
            if aside is not None:
                dropped[aside] += 1
                previous = dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            row = table_row(clean.text, sentence.start, sentence.text)  # "| 12:01 | 1993 | ..."
            titled = row is None and titled_definition(sentence.text, title)
            reason = spoke or nonfactual_reason(sentence.text if row is None else row.body)
            if reason is not None and titled:
                # "Orlando: A Biography is a novel ...": the colon is the title's, no label's
                reason = nonfactual_reason(f"X{sentence.text[len(title or ''):]}")
            if reason is None:  # a caption, an author's bio, boilerplate, "Well, sort of."
                reason = furniture_reason(clean.text, sentence.start, sentence.end, sentence.text)
            if reason is not None:
                dropped[reason] += 1
                previous = dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            body = sentence.text if titled else strip_furniture(
                sentence.text if row is None else row.subject(row.body))
            reason = nonfactual_reason(body) if body != sentence.text and row is None else None
            if reason is not None:
                dropped[reason] += 1
                previous = dropped_referent(rewriter, previous, sentence.text)
                mentions.add(sentence.text)
                continue
            if row is None and leading_stamp(body):  # "07.49 Acme boss ...": live-blog furniture
                if published is None:
                    dropped["undated_stamp"] += 1  # the stamp's day cannot be known
                    mentions.add(sentence.text)
                    continue
                body = without_stamp(body)
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
            other = OTHER_GENDER.get(leading_pronoun(sentence.text) or "")
            whole = rewrite.text if row is None else row.about(rewrite.text, rewriter.common)
            parts, halves = claim_parts_counted(whole)
            for reason, count in halves.items():  # "X filed ... the trademark, and it was
                if count:  # granted"; "... and won their first game in 2010"
                    dropped[reason] += count
            for part in parts:
                single, figures = one_figure(tidy(strip_dateline(part, title or ""), title or ""))
                if figures:
                    dropped[SECOND_FIGURE] += figures  # ", alongside 3 million Palestinians"
                if ambiguous_year(single, _paragraph(clean.text, sentence.start), clean.text,
                                  published):
                    dropped[AMBIGUOUS_YEAR] += 1  # "in May" beside 1987 or in archive files
                    continue
                claim = anchor_dates(single, published)
                if claim is None:  # "on Tuesday" with no page date; "last Tuesday"
                    dropped["weekday_unresolved" if weekday_unresolved(single, published)
                            else "relative_date"] += 1  # fmt: skip
                    continue
                shape = shape_reason(claim, None if row is None else row.label)
                if shape is not None:
                    dropped[shape] += 1  # two facts, a garbled phrase, "... also took part."
                    continue
                referred = reference_reason(claim, body=body, seen=seen_before, entity=entity,
                                            proper=rewriter.proper, other=other)
                if referred is not None:
                    dropped[referred] += 1  # "the tablets" of an earlier line, "Many users"
                    continue
                gate = (standalone_reason(claim, persons) or missing_complement(claim)
                        or dangling_object(claim))  # "X disagrees": with what?
                if gate is not None:
                    dropped[gate] += 1  # "as mentioned earlier", "during the crisis", "Marco"
                    continue
                figure = dated_figure(claim, sentence.text, dated=stated)  # "$651 million":
                if figure is None:  # which year's? an appropriation or revenue changes yearly
                    dropped[UNDATED_FIGURE] += 1
                    continue
                claim = figure
                if market_move(claim):  # "Japan's Nikkei 225 declined 0.3%": in which
                    claim = session_dated(claim, sentence.text,  # session? the one named
                                          market_paragraphs(clean.text, sentence.start),
                                          published)
                    if claim is None:
                        dropped["undated_session"] += 1  # never dated by the report's day
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
                if anchored is not None:  # "The Panthers are 6-2-1": the Florida Panthers
                    nicknamed = nickname_named(anchored, title, clean.text)
                    if nicknamed is None:
                        dropped[BARE_NICKNAME] += 1  # no one whole name on the page: which?
                        continue
                    anchored = nicknamed
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
                if shortened_name(anchored, clean.text, (title, entity)):
                    dropped[SHORTENED_NAME] += 1  # "The Heritage Center": the page's "Wein
                    continue  # Jazz & Heritage Center", which one read alone?
                unshown = identification_reason(anchored, page)
                if unshown is not None:
                    dropped[unshown] += 1  # the positive test: it cannot show it stands alone
                    continue
                if not stated and kind_only(anchored, title, qualifier):
                    dropped[TITLE_KIND_ONLY] += 1  # '"Good Time" is a song.' on "Good Time
                    continue  # (Inna song)": the title's own kind, no more
                if not stated:  # "Applause was released" under "Applause (Lady Gaga song)":
                    anchored = titled_work(anchored, title)  # Lady Gaga's song Applause
                    anchored = qualified_subject(anchored, qualifier)  # "The comedian Ron
                    # Sparks is a producer." on "Ron Sparks (comedian)"
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
                         or (UNATTRIBUTED_QUOTE if quoted_predicate(claim) else None)
                         or read_alone_reason(claim, full_names))
                if alone is not None:
                    dropped[alone] += 1  # the last test: read with no page at all
                    continue
                if claim in seen:
                    dropped["repeated"] += 1  # pages repeat headlines and captions
                    continue
                seen.add(claim)
                found.append((claim, span))
        nouns, noun_drops = noun_phrase_claims(noun_page(
            clean.text, title=title, published=published, persons=persons, acronyms=acronyms),
            seen=seen, check=lambda claim: read_alone_reason(claim, full_names))
        dropped.update(noun_drops)  # roles, ages ... told in noun phrases: noun_sources
        found.extend((n.claim, text[slice(*clean.original_span(n.start, n.end))]) for n in nouns)
        lead = lead_life(text, clean, title, entity, {c for c, _ in found})
        for claim, span in lead:
            if not stated:  # written as the body's claims are: "The actor Steve Brodie ..."
                claim = qualified_subject(claim, qualifier)
            if claim in seen:
                continue
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
            dropped["over_cap"] += len(found) - self.max_claims
            found = most_informative(found, entity, self.max_claims)
        return Extraction(
            drafts=tuple(ClaimDraft(claim=claim, span=span) for claim, span in found),
            dropped=tuple(sorted(dropped.items())),
        )


_SAID_RX = re.compile(
    r"\b(?:said|told|added|wrote|tweeted|stated|explained|noted|argued|insisted)\b")
"""A statement's verb: a statement on the page's news is dated by its report as before."""


def _before(text: str, at: int) -> str:
    """The text of ``at``'s paragraph (``_paragraph``) before ``at``."""
    return text[text.rfind("\n", 0, at) + 1 : at]


def _paragraph(text: str, at: int) -> str:
    """The paragraph (the line, blank-line or newline bounded) of ``text`` holding ``at``."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start : end if end >= 0 else len(text)]
