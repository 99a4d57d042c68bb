"""Which pairs of claims of different documents are similar enough to be the same fact.

The score of two folded claim texts is rapidfuzz ``token_sort_ratio``, or the larger of it
and ``token_set_ratio`` when their lengths are within 30% of each other. Scoring every pair
with both costs two full ``cdist`` matrices per graph; ``similar_pairs`` finds exactly the
pairs those matrices put at ``threshold`` or above, with far less work:

- ``token_sort_ratio`` is ``ratio`` of the texts with their words sorted (rapidfuzz splits
  on whitespace and joins with one space, like ``str.split``/``join`` on folded text), so
  each text is sorted once and one ``ratio`` matrix gives the same float32 scores;
- ``token_set_ratio`` only matters for close pairs of different documents that
  ``token_sort_ratio`` did not already put over the threshold. For those, an upper bound of
  ``token_set_ratio`` is computed for all pairs at once from word sets and letter counts
  (rapidfuzz's own formula, with the one edit distance in it bounded from below by the
  letters the two word differences share); only pairs whose bound reaches the threshold
  are scored exactly.

Texts that are not folded (``shared.text.normalize``: single spaces, no other whitespace)
or are empty take the plain two-matrix path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
from rapidfuzz import fuzz, process

__all__ = ["similar_pairs"]

_MARGIN = 0.01
"""A bound counts as reaching the threshold from this far below (floating-point slack)."""

_Floats = npt.NDArray[np.float64]
_Ints = npt.NDArray[np.intp]


def _close(texts: Sequence[str]) -> npt.NDArray[np.bool_]:
    """Pairs whose lengths are within 30% of each other."""
    lengths = np.array([len(text) for text in texts], dtype=float)
    close: npt.NDArray[np.bool_] = np.minimum.outer(lengths, lengths) >= 0.7 * np.maximum.outer(
        lengths, lengths
    )
    return close


def _cross(docs: Sequence[int]) -> npt.NDArray[np.bool_]:
    """Pairs ``i < j`` of different documents."""
    doc = np.asarray(docs)
    cross: npt.NDArray[np.bool_] = np.triu(doc[:, None] != doc[None, :], k=1)
    return cross


def _plain(texts: Sequence[str], docs: Sequence[int], threshold: float) -> list[tuple[int, int]]:
    """Both full score matrices (the reference behaviour)."""
    sort_scores = process.cdist(texts, texts, scorer=fuzz.token_sort_ratio, workers=1)
    set_scores = process.cdist(texts, texts, scorer=fuzz.token_set_ratio, workers=1)
    scores = np.where(_close(texts), np.maximum(sort_scores, set_scores), sort_scores)
    rows, cols = np.nonzero(_cross(docs) & (scores >= threshold))
    return list(zip(rows.tolist(), cols.tolist(), strict=True))


def _letter_counts(words: Sequence[set[str]]) -> _Floats:
    """For each text, how often each character occurs in its distinct words (no spaces)."""
    joined = ["".join(sorted(ws)) for ws in words]
    codes = np.frombuffer("".join(joined).encode("utf-32-le"), dtype=np.uint32)
    owner = np.repeat(np.arange(len(joined)), [len(text) for text in joined])
    alphabet, column = np.unique(codes, return_inverse=True)
    flat = np.bincount(owner * len(alphabet) + column, minlength=len(joined) * len(alphabet))
    return flat.reshape(len(joined), len(alphabet)).astype(float)


def _set_bound(words: Sequence[set[str]], rows: _Ints, cols: _Ints) -> _Floats:
    """An upper bound of ``token_set_ratio`` for each pair ``(rows[k], cols[k])``."""
    # Only words of two or more texts can be shared; elementwise sums only (a matrix
    # product would go to BLAS, whose threads spin).
    seen: Counter[str] = Counter(word for ws in words for word in ws)
    vocabulary = {word: k for k, word in enumerate(w for w, n in seen.items() if n > 1)}
    member = np.zeros((len(words), len(vocabulary)), dtype=bool)
    for i, ws in enumerate(words):
        member[i, [vocabulary[w] for w in ws if w in vocabulary]] = True
    size = np.array([len(w) for w in vocabulary], dtype=float)
    n_all = np.array([len(ws) for ws in words], dtype=float)
    chars_all = np.array([sum(map(len, ws)) for ws in words], dtype=float)
    n_i, n_j = n_all[rows], n_all[cols]
    both = member[rows] & member[cols]
    n_sect = both.sum(axis=1)
    c_sect = np.where(both, size, 0.0).sum(axis=1)  # letters of the shared words
    spaces_ab = np.maximum(n_i - n_sect - 1, 0)
    spaces_ba = np.maximum(n_j - n_sect - 1, 0)
    sect = c_sect + np.maximum(n_sect - 1, 0)  # len(" ".join(shared words))
    ab = chars_all[rows] - c_sect + spaces_ab  # len(" ".join(words only in i))
    ba = chars_all[cols] - c_sect + spaces_ba
    has_sect = (n_sect > 0).astype(float)
    sect_ab, sect_ba = sect + has_sect + ab, sect + has_sect + ba
    letters = _letter_counts(words)
    shared = np.minimum(letters[rows], letters[cols]).sum(axis=1) - c_sect
    lcs = shared + np.minimum(spaces_ab, spaces_ba)  # at most what the differences share
    distance = np.maximum(ab + ba - 2 * lcs, np.abs(ab - ba))
    total = sect_ab + sect_ba
    diff_ratio = 100.0 - 100.0 * distance / total
    sect_ratio = np.maximum(
        100.0 - 100.0 * (has_sect + ab) / (sect + sect_ab),
        100.0 - 100.0 * (has_sect + ba) / (sect + sect_ba),
        where=n_sect > 0,
        out=np.zeros_like(total),
    )
    subset = (n_sect > 0) & ((n_i == n_sect) | (n_j == n_sect))
    return np.where(subset, 100.0, np.maximum(diff_ratio, sect_ratio))


def similar_pairs(
    texts: Sequence[str], docs: Sequence[int], threshold: float
) -> list[tuple[int, int]]:
    """Pairs ``(i, j)``, ``i < j``, ``docs[i] != docs[j]``, whose score is ``threshold`` or
    more, in row-major order (see module docstring)."""
    if len(texts) < 2:
        return []
    if not all(text and text == " ".join(text.split()) for text in texts):
        return _plain(texts, docs, threshold)
    words = [text.split(" ") for text in texts]
    ordered = [" ".join(sorted(ws)) for ws in words]
    sort_scores = process.cdist(ordered, ordered, scorer=fuzz.ratio, workers=1)
    cross = _cross(docs)
    hit = cross & (sort_scores >= threshold)
    rows, cols = np.nonzero(cross & _close(texts) & ~hit)
    if len(rows):
        word_sets = [set(ws) for ws in words]
        keep = _set_bound(word_sets, rows, cols) >= threshold - _MARGIN
        rows, cols = rows[keep], cols[keep]
        pairs = zip(rows.tolist(), cols.tolist(), strict=True)
        scored = [fuzz.token_set_ratio(texts[i], texts[j]) for i, j in pairs]
        exact = np.array(scored, dtype=sort_scores.dtype)
        hit[rows[exact >= threshold], cols[exact >= threshold]] = True
    found_rows, found_cols = np.nonzero(hit)
    return list(zip(found_rows.tolist(), found_cols.tolist(), strict=True))
