"""The organisation facts of ``noun_orgs`` as a noun-phrase fact source (``noun_sources``):
``Paris-based Airbus`` -> ``Airbus is based in Paris.``, ``Hulu, a subsidiary of Disney,``
-> ``Hulu is a subsidiary of Disney (as of <page date>).``, ``D-Wave Systems, a Canadian
company,`` -> ``D-Wave Systems is a Canadian company.``"""

from __future__ import annotations

from collections.abc import Iterator

from shared.claims.noun_facts import NounFact, NounPage, NounSentence
from shared.claims.noun_orgs import org_facts

__all__ = ["org_noun_facts"]


def org_noun_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    """The facts ``noun_orgs.org_facts`` reads in ``sentence`` of ``page``: a claim, or the
    reason a phrase like one gave none (``noun_org_no_place`` ...)."""
    for fact in org_facts(sentence.text, published=page.published, persons=page.persons):
        yield NounFact(fact.key, fact.claim, fact.reason)
