"""Who a story's "He"/"She" or bare surname is: the claims decontextualiser, read for gold.

A news story names a person in full once ("Patrick W. Carlineo Jr., 55, of Addison, pleaded
guilty ...") and then by surname ("Carlineo is a convicted felon ...") or by pronoun ("He was
convicted of criminal mischief in 1998."). A gold question is asked about the whole document,
so such a sentence still gives a fair question once its subject is written out: "When was
Patrick W. Carlineo Jr. convicted of criminal mischief?".

Gold has no resolver of its own: ``story_resolver`` is the claims extractor's
``Decontextualizer`` over the whole story's text (so a surname one paragraph opens on finds
the whole name another paragraph gives), with no main entity (a headline is no entity), and
``resolve_subjects`` runs it sentence by sentence, each sentence after the referent of the
one before. Where it refuses (a pronoun it cannot tie to one person, a description) the
sentence stays as written and gold's own screens judge it.
"""

from __future__ import annotations

from collections.abc import Iterable

from shared.claims.decontext import START, Decontextualizer

__all__ = ["resolve_subjects", "story_resolver"]


def story_resolver(body: str) -> Decontextualizer:
    """The claims resolver for a story whose text (all its paragraphs) is ``body``."""
    return Decontextualizer.for_document(None, body)


def resolve_subjects(sentences: Iterable[str], resolver: Decontextualizer | None) -> list[str]:
    """Each sentence as the claims resolver writes it standalone (an opening "He"/"She" or
    surname written as the person's whole name), or as written where it refuses."""
    out: list[str] = []
    previous = START
    for sentence in sentences:
        if resolver is None:
            out.append(sentence)
            continue
        rewrite = resolver.resolve(sentence, previous=previous)
        previous = rewrite.referent
        out.append(sentence if rewrite.text is None else rewrite.text)
    return out
