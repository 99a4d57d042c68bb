"""Claim buckets of a small film graph: people with birth dates, films with years and
directors, one per document (HotpotQA-like first sentences, exact spans)."""

from __future__ import annotations

from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets

DOCS: list[tuple[str, list[str]]] = [
    ("Christopher Nolan", ["Christopher Edward Nolan (born 30 July 1970) is an English-American "
                           "film director, producer, and screenwriter."]),
    ("The Prestige (film)", ["The Prestige is a 2006 British-American mystery thriller film "
                             "directed by Christopher Nolan."]),
    ("The Dark Knight Rises", ["The Dark Knight Rises is a 2012 superhero film directed by "
                               "Christopher Nolan."]),
    ("Mark King (musician)", ["Mark King (born 20 October 1958) is an English musician."]),
    ("Zack Hexum", ["Zack Hexum (born April 28, 1978) is an American singer-songwriter."]),
    ("Jalachhayam", ["Jalachhayam is a 2010 Indian experimental film."]),
]


def bucket(doc_id: int, title: str, sentences: list[str]) -> ClaimBucket:
    """A bucket whose document text is the sentences joined; spans are exact."""
    text = " ".join(sentences)
    claims = []
    for k, sentence in enumerate(sentences, start=1):
        start = text.index(sentence)
        claims.append(Claim(doc_id=doc_id, claim_id=f"doc{doc_id}_claim{k}", text=sentence,
                            span=sentence, span_start=start, span_end=start + len(sentence),
                            match_score=100.0))  # fmt: skip
    return ClaimBucket(
        doc_id=doc_id,
        url="https://en.wikipedia.org/wiki/" + title.replace(" ", "_"),
        title=title,
        text_origin="saved",
        content_hash=f"hash-{doc_id}",
        claims=tuple(claims),
    )


def film_buckets(graph_id: str = "g-films") -> ClaimBuckets:
    """The film graph's buckets."""
    return ClaimBuckets(
        graph_id=graph_id,
        log_id=f"log-{graph_id}",
        question="Are Christopher Nolan and Mark King both English?",
        buckets=tuple(bucket(n, t, s) for n, (t, s) in enumerate(DOCS, start=1)),
    )


def director_and_film() -> list[ClaimBucket]:
    """A director's page with his life dates and his film's page with its director and
    release date (``Harmon Jones``, ``Target Zero``): the interval from his birth to the
    release is asked, with the film named by its kind where he is named too."""
    return [
        bucket(1, "Harmon Jones", ["Harmon Jones (June 3, 1911 – July 10, 1972) was a "
                                   "Canadian film director."]),
        bucket(2, "Target Zero", ["Target Zero is an American war film directed by "
                                  "Harmon Jones.", "Target Zero was released on 15 November "
                                  "1955."]),
    ]  # fmt: skip
