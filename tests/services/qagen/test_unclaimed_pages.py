"""A page of the graph no claim came from (a trilogy's list paragraph) still skips an item it
answers alone: the claims service names its stored text, qagen's one-document check reads it."""

from __future__ import annotations

from services.claims.buckets import ClaimsBuilder
from services.qagen.generate import generate_for_graph
from services.qagen.rules import RuleQAGenerator
from shared.claims.rules import RuleClaimExtractor
from shared.messages.claims import ClaimBuckets
from shared.rounds.theta import round_theta
from shared.settings import Settings
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import graph_of

WIKI = "https://en.wikipedia.org/wiki/"
NOVELS = [
    (1, WIKI + "Neuromancer", "Neuromancer",
     "Neuromancer is a 1984 science fiction novel by American-Canadian writer William "
     "Gibson. It was Gibson's debut novel and the beginning of the Sprawl trilogy."),
    (2, WIKI + "Count_Zero", "Count Zero",
     "Count Zero is a science fiction novel by American-Canadian writer William Gibson, "
     "originally published in 1986. It is the second volume of the Sprawl trilogy."),
]  # fmt: skip
TRILOGY = (3, WIKI + "Sprawl_trilogy", "Sprawl trilogy",
           "The Sprawl trilogy (also known as the Neuromancer, Cyberspace, or Matrix trilogy) "
           "is William Gibson's first set of novels, composed of \"Neuromancer\" (1984), "
           "\"Count Zero\" (1986), and \"Mona Lisa Overdrive\" (1988).")  # fmt: skip
SERIES = (3, WIKI + "Sprawl_trilogy", "Sprawl trilogy",
          "The Sprawl trilogy (also known as the Neuromancer, Cyberspace, or Matrix trilogy) "
          "is William Gibson's first set of novels, composed of \"Neuromancer\", \"Count "
          "Zero\", and \"Mona Lisa Overdrive\".")  # fmt: skip


async def _round(docs: list[tuple[int, str, str, str]]) -> tuple[ClaimBuckets, set[str], int]:
    """The graph's claims, the questions of three seeds' pools over both novels and the
    count of ``one_document_states_both`` skips."""
    store = DocumentStore(":memory:")
    claims = await ClaimsBuilder(DocumentResolver(store), RuleClaimExtractor()).build(
        graph_of(docs, question="Which novel came first?"))
    params = round_theta(Settings()).qagen
    asked: set[str] = set()
    skipped = 0
    for seed in range(3):
        result = await generate_for_graph(
            claims, generator=RuleQAGenerator(store.text), params=params, root_seed=seed,
            round_id="r1", theta_hash="h")  # fmt: skip
        asked |= {d.question for _, d in result.pool
                  if "Neuromancer" in d.question and "Count Zero" in d.question}  # fmt: skip
        skipped += sum(n for reason, n in result.skips.items()
                       if "one_document_states_both" in reason)  # fmt: skip
    store.close()
    return claims, asked, skipped


async def test_a_list_page_without_claims_skips_the_pair_it_answers() -> None:
    """The trilogy paragraph yields no claim (a compound list), yet it states both years:
    no item over the two novels, and the skip is counted."""
    claims, asked, skipped = await _round([*NOVELS, TRILOGY])
    (unclaimed,) = claims.skipped
    assert unclaimed.doc_id == 3 and unclaimed.content_hash and unclaimed.title, unclaimed
    assert [b.doc_id for b in claims.buckets] == [1, 2]
    assert asked == set() and skipped > 0


async def test_a_list_page_without_the_years_keeps_the_pair() -> None:
    """Near misses: no list page, or one naming both novels without their years: the
    novels' items stay."""
    for docs in (NOVELS, [*NOVELS, SERIES]):
        _, asked, skipped = await _round(docs)
        assert asked and skipped == 0, (docs, asked)
