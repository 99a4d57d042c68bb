"""The spec's DiCaprio claim buckets (docs 7, 15 and 8), as claims with exact spans."""

from __future__ import annotations

from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets

DOCS: dict[int, list[str]] = {
    7: [
        "Leonardo DiCaprio's childhood photo with his parents has gone viral on social media "
        "with over 13 million views.",
        "Leonardo DiCaprio won his first Best Actor Oscar for his role in The Revenant.",
        "Leonardo DiCaprio's father worked as an underground comic book distributor and his "
        "mother was a legal secretary.",
        "Leonardo DiCaprio's parents worked for his production company in 1995.",
        "Leonardo DiCaprio received the Actors Inspiration Award at the SAG Foundation "
        "30th-anniversary celebration in November 2015.",
    ],
    15: [
        "Leonardo DiCaprio bought an island in Belize and built the world's first "
        "eco-restorative resort that restores the island's over-fished waters, coastline, "
        "and forest.",
        "Leonardo DiCaprio turned down the role of Anakin Skywalker in the Star Wars prequels.",
        "Leonardo DiCaprio speaks German fluently due to spending part of his childhood in "
        "Germany with his grandparents.",
        "Leonardo DiCaprio has never used drugs and required training from drug experts to "
        "portray being high.",
        "Leonardo DiCaprio earned $2.5 million for Titanic in 1997.",
    ],
    8: [
        "Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, California.",
        "Leonardo DiCaprio established the Leonardo DiCaprio Foundation in 1998 to promote "
        "environmental awareness.",
        "Leonardo DiCaprio's films have grossed $7.2 billion worldwide.",
        "Leonardo DiCaprio was appointed as United Nations Messenger of Peace in September 2014.",
        "Leonardo DiCaprio made his film debut in 1991 in the horror sequel Critters 3.",
        "His environmental campaigning led to the creation of a marine reserve in Belize.",
    ],
}


def bucket(doc_id: int, sentences: list[str]) -> ClaimBucket:
    """A bucket whose document text is the sentences joined; spans are exact."""
    text = " ".join(sentences)
    claims = []
    for k, sentence in enumerate(sentences, start=1):
        start = text.index(sentence)
        claims.append(
            Claim(
                doc_id=doc_id,
                claim_id=f"doc{doc_id}_claim{k}",
                text=sentence,
                span=sentence,
                span_start=start,
                span_end=start + len(sentence),
                match_score=100.0,
            )
        )
    return ClaimBucket(
        doc_id=doc_id,
        url=f"https://example.org/dicaprio/{doc_id}",
        title=f"DiCaprio source {doc_id}",
        text_origin="log_content",
        content_hash=f"hash{doc_id}",
        claims=tuple(claims),
    )


def dicaprio_buckets() -> ClaimBuckets:
    """The three buckets as one graph's claims."""
    return ClaimBuckets(
        graph_id="g-dicaprio",
        log_id="log-dicaprio",
        question="What is the name of Leonardo DiCaprio's third child?",
        buckets=tuple(bucket(d, s) for d, s in DOCS.items()),
    )
