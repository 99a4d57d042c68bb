"""Atomic claims from document text: the rule extractor and the verification of spans.

``rules`` extracts claim drafts sentence by sentence (``decontext`` names what a
sentence leans on, ``splitting`` cuts coordinated clauses, ``factual`` drops opinions
and hedges); ``verify`` keeps a draft only when its span is found in the document
and the claim follows from it (``entailment``), with ``features`` (dates, quantities,
entities) attached; ``metrics`` counts claims and drops. The claims service runs them
over evidence graphs, the gold builder over one long document.
"""
