"""Text tools: normalisation, sentences, dates, numbers, causal cues, entities, span alignment.

Everything returns character offsets into the text it was given, so a finding can be
highlighted or cited exactly.
"""

from __future__ import annotations

from shared.text.causal import CAUSAL_CUES, CausalMention, find_causal, has_causal
from shared.text.dates import DateMention, find_dates, has_date, years
from shared.text.entities import EntityMention, find_entities, main_entity
from shared.text.normalize import (
    NormalizedText,
    collapse_whitespace,
    fold_punctuation,
    normalize,
    normalize_with_map,
)
from shared.text.numbers import Quantity, compatible, find_quantities, has_number, ratio
from shared.text.sentences import Sentence, split_sentences
from shared.text.span_align import (
    DEFAULT_THRESHOLD,
    DifflibAligner,
    DocumentAligner,
    SpanAligner,
    SpanMatch,
    align_span,
)

__all__ = [
    "CAUSAL_CUES",
    "DEFAULT_THRESHOLD",
    "CausalMention",
    "DateMention",
    "DifflibAligner",
    "DocumentAligner",
    "EntityMention",
    "NormalizedText",
    "Quantity",
    "Sentence",
    "SpanAligner",
    "SpanMatch",
    "align_span",
    "collapse_whitespace",
    "compatible",
    "find_causal",
    "find_dates",
    "find_entities",
    "find_quantities",
    "fold_punctuation",
    "has_causal",
    "has_date",
    "has_number",
    "main_entity",
    "normalize",
    "normalize_with_map",
    "ratio",
    "split_sentences",
    "years",
]
