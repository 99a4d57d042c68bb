"""The retrieval baseline: BM25 over the round's documents plus an extractive answer.

Needs no network. For each question it retrieves the ``top_k`` documents of the round
(the claims' source documents), answers extractively (``shared.agents.extractive``) and
returns the retrieved documents as numbered sources, citing those the answer rests on.
The index of a round's collection is built once and reused for all its questions.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from shared.agents.base import Document, Reply
from shared.agents.bm25_index import Bm25Index
from shared.agents.config import Bm25Spec
from shared.agents.extractive import SentenceBank, extract_answer
from shared.messages.logs import Source

__all__ = ["Bm25Agent"]

_SNIPPET_CHARS = 300
_CACHED_COLLECTIONS = 4
_CACHED_REPLIES = 4096


def _label(doc: Document) -> str:
    return doc.title or doc.url or doc.doc_id


class _Collection:
    def __init__(self, documents: Sequence[Document], k1: float, b: float) -> None:
        texts = [f"{doc.title}\n{doc.text}" for doc in documents]
        self.documents = tuple(documents)
        self.index = Bm25Index(texts, k1=k1, b=b)
        self.bank = SentenceBank([doc.text for doc in documents], k1=k1, b=b)


class Bm25Agent:
    """BM25 retrieval and extractive answers over the documents it is given."""

    def __init__(self, spec: Bm25Spec) -> None:
        self.spec = spec
        self._collections: OrderedDict[tuple[str, ...], _Collection] = OrderedDict()
        # replies are deterministic per (collection, question): a memorizer falling back to
        # this agent asks the same questions again
        self._replies: OrderedDict[tuple[int, str], Reply] = OrderedDict()

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``bm25``."""
        return "bm25"

    def _collection(self, documents: Sequence[Document]) -> _Collection:
        key = tuple(doc.doc_id for doc in documents)
        found = self._collections.get(key)
        if found is None:
            found = self._collections[key] = _Collection(documents, self.spec.k1, self.spec.b)
            while len(self._collections) > _CACHED_COLLECTIONS:
                self._collections.popitem(last=False)
                self._replies.clear()  # their keys may name an evicted collection's id
        else:
            self._collections.move_to_end(key)
        return found

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """Retrieve, extract, cite."""
        if not documents:
            return Reply(answer="insufficient context", thinking="No documents to search.")
        collection = self._collection(documents)
        key = (id(collection), question)
        cached = self._replies.get(key)
        if cached is not None:
            return cached
        reply = self._answer(question, collection)
        self._replies[key] = reply
        while len(self._replies) > _CACHED_REPLIES:
            self._replies.popitem(last=False)
        return reply

    def _answer(self, question: str, collection: _Collection) -> Reply:
        ranked = [i for i, _ in collection.index.search(question, self.spec.top_k)]
        extracted = extract_answer(question, ranked, collection.bank)
        used = list(ranked)
        used += [i for i in extracted.docs if i not in used]
        number = {doc: n for n, doc in enumerate(used, start=1)}
        sources = tuple(
            Source(
                id=number[i],
                title=collection.documents[i].title,
                url=collection.documents[i].url,
                snippet=collection.documents[i].text[:_SNIPPET_CHARS],
            )
            for i in used
        )
        cited = tuple(number[i] for i in extracted.docs)
        lines = [f"Retrieved {_label(collection.documents[i])} [{number[i]}]." for i in ranked]
        for doc, sentence in extracted.rationale:
            lines.append(f"{sentence} [{number[doc]}]")
        marks = "".join(f"[{n}]" for n in cited)
        lines.append(f"Answer: {extracted.answer} {marks}".rstrip())
        return Reply(answer=extracted.answer, sources=sources, cited=cited,
                     thinking="\n".join(lines))  # fmt: skip

    async def aclose(self) -> None:
        """Nothing to release."""
