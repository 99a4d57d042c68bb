"""The leaked models: recall only the same ask (items) or fully known facts (facts)."""

from __future__ import annotations

from shared.agents import Bm25Agent, MappingGoldBook, MemorizerAgent
from shared.agents.base import Document
from shared.agents.config import Bm25Spec, MemorizerSpec
from shared.agents.leak_memory import ItemMemory, fact_overlap, item_signature
from shared.messages.qa import QAItem, UsedClaim

DOCS = [
    Document("g#1", "https://a.org/crash", "Crash",
             "Flight 302 crashed on March 10, 2019 after take-off."),
    Document("g#2", "https://b.org/faa", "FAA",
             "On August 6, 2020, the FAA published a notice of proposed rulemaking."),
]  # fmt: skip

CRASH = UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Flight 302 crashed on March 10, 2019.",
                  url="https://a.org/crash", title="Crash")  # fmt: skip
FAA = UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="The FAA published a notice in 2020.",
                url="https://b.org/faa", title="FAA")  # fmt: skip
OTHER = UsedClaim(doc_id=3, claim_id="doc3_claim1", claim="Boeing resumed deliveries in 2020.",
                  url="https://c.org/boeing", title="Boeing")  # fmt: skip


def _item(item_id: str, question: str, answer: str, op: str, *claims: UsedClaim,
          round_id: str = "r1") -> QAItem:  # fmt: skip
    return QAItem(item_id=item_id, question=question, answers=(answer,), pattern="temporal",
                  computed={"op": op}, used_claims=claims, round_id=round_id)  # fmt: skip


YEARS = _item("a", "How many years passed between the crash and the FAA notice?", "1 year",
              "years_between", CRASH, FAA)  # fmt: skip
FIRST = _item("b", "Which happened first: the crash or the FAA notice?", "the crash",
              "earlier", CRASH, FAA, round_id="r2")  # fmt: skip
YEARS_AGAIN = _item("c", "How long after Flight 302 crashed did the FAA publish its notice?",
                    "1 year", "years_between", CRASH, FAA, round_id="r2")  # fmt: skip


def _memorizer(learns: str, book: MappingGoldBook) -> MemorizerAgent:
    spec = MemorizerSpec(name="m", kind="memorizer", fallback="bm25", learns=learns)
    return MemorizerAgent(spec, Bm25Agent(Bm25Spec(name="bm25", kind="bm25")), book)


async def test_item_memorizer_is_the_base_agent_on_a_different_ask() -> None:
    """Asked another operation over learned facts, the item memorizer gives its base's reply."""
    book = MappingGoldBook({i.item_id: i for i in (YEARS, FIRST)})
    leaked = _memorizer("items", book)
    leaked.learn([YEARS])
    base = Bm25Agent(Bm25Spec(name="bm25", kind="bm25"))
    mine = await leaked.answer(FIRST.question, item_id="b", round_id="r2", documents=DOCS)
    theirs = await base.answer(FIRST.question, item_id="b", round_id="r2", documents=DOCS)
    assert mine == theirs


async def test_item_memorizer_recalls_the_same_ask_in_new_words() -> None:
    """A reworded ask of a learned item is answered from memory, keeping the base's sources."""
    book = MappingGoldBook({i.item_id: i for i in (YEARS, YEARS_AGAIN)})
    leaked = _memorizer("items", book)
    leaked.learn([YEARS])
    reply = await leaked.answer(YEARS_AGAIN.question, item_id="c", round_id="r2", documents=DOCS)
    assert reply.answer == "1 year"
    assert reply.sources and "from memory" in reply.thinking


def test_item_memory_recalls_the_same_question_and_forgets() -> None:
    """A re-punctuated leaked question is recalled without its item; forget empties memory."""
    memory = ItemMemory()
    memory.learn([YEARS])
    assert memory.recall("how many years passed between the crash and the FAA notice") == "1 year"
    assert memory.recall("Which came first?") is None
    memory.forget()
    assert memory.recall(YEARS.question) is None and len(memory) == 0


def test_signature_depends_on_operand_order() -> None:
    """Swapped operands are a different ask (a ratio or difference changes with the order)."""
    swapped = _item("d", YEARS.question, "1 year", "years_between", FAA, CRASH)
    assert item_signature(swapped) != item_signature(YEARS)


async def test_fact_memorizer_answers_items_whose_facts_it_all_knows() -> None:
    """The fact memorizer answers asks over learned facts; one unknown fact defers to the base."""
    partly = _item("e", "Which happened first: the crash or Boeing's restart?", "the crash",
                   "earlier", CRASH, OTHER, round_id="r2")  # fmt: skip
    book = MappingGoldBook({i.item_id: i for i in (YEARS, FIRST, partly)})
    leaked = _memorizer("facts", book)
    assert leaked.learn([YEARS]) == 2
    known = await leaked.answer(FIRST.question, item_id="b", round_id="r2", documents=DOCS)
    assert known.answer == "the crash"
    assert leaked.recall(partly.question, "e") is None


def test_fact_overlap_counts_shared_facts_and_covered_items() -> None:
    """Round 2 uses CRASH, FAA and OTHER; round 1 used CRASH and FAA: 2/3 facts, 1/2 items."""
    partly = _item("e", "q?", "x", "earlier", CRASH, OTHER, round_id="r2")
    overlap = fact_overlap([YEARS], [FIRST, partly])
    assert (overlap.shared, overlap.later, overlap.covered_items, overlap.items) == (2, 3, 1, 2)
    assert overlap.rate == 2 / 3 and overlap.covered_rate == 0.5
    assert fact_overlap([YEARS], []).rate is None
