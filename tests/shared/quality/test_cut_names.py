"""Names and claims cut short of their evidence: cut_name, cut_claim and dropped_co_agent."""

from __future__ import annotations

import pytest

from shared.messages.qa import QAItem, UsedClaim
from shared.quality.gates import gate_failures
from tests.shared.quality.items import qa_item


def test_a_name_cut_from_a_longer_title_fails() -> None:
    """A name cut from a longer title fails; the whole title, or a name no span writes, passes."""
    # ``the director of Ein Millionär`` over the span ``So ein Millionär hat's schwer ...``.
    span = "So ein Millionär hat's schwer is a 1958 Austrian film directed by Géza von Cziffra."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", span=span, title="So ein Millionär "
                      "hat's schwer", claim="Ein Millionär hat's schwer was directed by Géza "
                      "von Cziffra."),)  # fmt: skip
    facts = "Ein Millionär | director | Géza von Cziffra"
    cut = qa_item("Who was born first, the director of Ein Millionär or King Vidor?",
                  "King Vidor", used_claims=used, computed={"facts": facts})  # fmt: skip
    assert "cut_name" in gate_failures(cut)
    whole = cut.model_copy(update={"computed": {"facts": facts.replace(
        "Ein Millionär", "So ein Millionär hat's schwer")}})  # fmt: skip
    assert "cut_name" not in gate_failures(whole)
    resolved = (UsedClaim(doc_id=2, claim_id="doc2_claim1", span="She died on 10 June 2018.",
                          claim="Shaikha Hala died on 10 June 2018."),)  # fmt: skip
    pronoun = qa_item("Who died first, Shaikha Hala or Isa bin Salman?", "Shaikha Hala",
                      used_claims=resolved, computed={"facts": "Shaikha Hala | died | 2018"})
    assert "cut_name" not in gate_failures(pronoun)


@pytest.mark.parametrize(
    ("claim", "cut"),
    [("The Mad Doctor of Blood Island is a 1969 Filipino horror film, co-.", True),
     ("The Brand New Testament is a 2015 fantasy dark comedy film written, produced, and.", True),
     ("Beast of Blood is a 1970 Filipino horror film.", False),
     ("Kauf dir einen bunten Luftballon is a 1961 West German / Austrian film.", False),
     ("It was designed by Joseph Strauss and Leon Moisseiff.", False)],
)
def test_a_used_claim_cut_off_mid_phrase_fails(claim: str, cut: bool) -> None:
    """A claim ending ``co-.`` or ``produced, and.`` fails ``cut_claim``; whole ones pass."""
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = qa_item("Which film came out first, Beast of Blood or Spider Baby?", "Spider Baby",
                   used_claims=used)  # fmt: skip
    assert ("cut_claim" in gate_failures(item)) is cut


def test_a_claim_cut_before_a_co_agent_fails_dropped_co_agent() -> None:
    """A claim ending "by A" whose span reads "by A and her husband, B" fails dropped_co_agent."""
    span = ("It was first published in 1917 as part of a collection of short stories written "
            "by Virginia Woolf and her husband, Leonard Woolf.")  # fmt: skip

    def item(claim: str) -> QAItem:
        used = (UsedClaim(doc_id=1, claim_id="doc1_claim2", claim=claim, span=span),)
        return qa_item("Who was born first, Virginia Woolf or Mark King?", "Virginia Woolf",
                       used_claims=used)  # fmt: skip

    cut = "The Mark on the Wall was published in 1917 in a collection written by Virginia Woolf."
    assert "dropped_co_agent" in gate_failures(item(cut))
    whole = cut.removesuffix(".") + " and her husband, Leonard Woolf."
    assert "dropped_co_agent" not in gate_failures(item(whole))


def test_a_name_its_evidence_writes_with_more_after_it_is_cut() -> None:
    """An asked name its claim continues (a lower-case title word, a peerage) is a cut name."""
    span = "Les Enfants terribles is a 1950 French drama film directed by Jean-Pierre Melville."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", span=span, title="The Strange Ones "
                      "(1950 film)", claim="Les Enfants terribles was directed by Jean-Pierre "
                      "Melville."),)  # fmt: skip
    facts = "Les Enfants | director | Jean-Pierre Melville"
    cut = qa_item("Who was born first, the director of Les Enfants or King Vidor?",
                  "King Vidor", used_claims=used, computed={"facts": facts})  # fmt: skip
    assert "Les Enfants terribles" in gate_failures(cut)["cut_name"]
    whole = cut.model_copy(update={"computed": {"facts": facts.replace(
        "Les Enfants", "Les Enfants terribles")}})  # fmt: skip
    assert "cut_name" not in gate_failures(whole)
    peer = (UsedClaim(doc_id=2, claim_id="doc2_claim1", title="Dukes of Norfolk",
                      span="Henry Charles Howard, 13th Duke of Norfolk (1791 – 1856) was a peer.",
                      claim="Henry Charles Howard, 13th Duke of Norfolk died in 1856."),)
    given = qa_item("Who died first, Henry Charles Howard or King Vidor?", "Henry Charles Howard",
                    used_claims=peer, computed={"facts": "Henry Charles Howard | died | 1856"})
    assert "13th Duke of Norfolk" in gate_failures(given)["cut_name"]


def test_a_claim_ending_in_a_modifier_its_span_goes_on_from_is_cut() -> None:
    """A claim ending 'first.' whose span reads 'first published by ...' fails cut_claim."""
    span = ("The Able McLaughlins is a 1923 novel by Margaret Wilson first published by Harper "
            "& Brothers.")  # fmt: skip

    def item(claim: str) -> QAItem:
        used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, span=span),)
        return qa_item("Which novel came out first, The Able McLaughlins or Ulysses?",
                       "The Able McLaughlins", used_claims=used)  # fmt: skip

    assert "cut_claim" in gate_failures(item(
        "The Able McLaughlins is a 1923 novel by Margaret Wilson first."))
    assert "cut_claim" not in gate_failures(item(
        "The Able McLaughlins is a 1923 novel by Margaret Wilson."))
    # an adverb that ends its span's phrase too is whole
    whole = "The Able McLaughlins was published first."
    assert "cut_claim" not in gate_failures(item(whole).model_copy(update={"used_claims": (
        UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=whole, span=whole),)}))


def test_a_claim_cut_before_an_added_co_agent_fails_dropped_co_agent() -> None:
    """'by A, with the addition of B' in the span: a claim ending 'by A' drops a co-agent."""
    span = ("Hate Breeds Suffering was recorded by Nicke Andersson, with the addition of Tomas "
            "Lindberg.")  # fmt: skip

    def item(claim: str) -> QAItem:
        used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, span=span),)
        return qa_item("Who was born first, Nicke Andersson or Mark King?", "Mark King",
                       used_claims=used)  # fmt: skip

    assert "dropped_co_agent" in gate_failures(item(
        "Hate Breeds Suffering was recorded by Nicke Andersson."))
    assert "dropped_co_agent" not in gate_failures(item(span))


def test_a_subtitle_asked_for_its_page_title_is_a_cut_name() -> None:
    """A work asked by its subtitle (the span's tail after the page title's colon) fails."""
    span = "Look Homeward, Angel: A Story of the Buried Life is a 1929 novel by Thomas Wolfe."
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", span=span, title="Look Homeward, Angel",
                      claim="A Story of the Buried Life is a 1929 novel by Thomas Wolfe."),)
    facts = "A Story of the Buried Life | published | 1929 (year)"
    cut = qa_item("Which novel was published first, Of Time and the River or A Story of the "
                  "Buried Life?", "A Story of the Buried Life", used_claims=used,
                  computed={"facts": facts})  # fmt: skip
    assert "Look Homeward, Angel" in gate_failures(cut)["cut_name"]
    whole = cut.model_copy(update={"computed": {"facts": facts.replace(
        "A Story of the Buried Life", "Look Homeward, Angel")}})  # fmt: skip
    assert "cut_name" not in gate_failures(whole)
    aside = (UsedClaim(doc_id=2, claim_id="doc2_claim1", title="Loveless (film)",
                       span="Loveless (Russian: Нелюбовь ) is a 2017 Russian drama film "
                       "directed by Andrey Zvyagintsev.",
                       claim="Loveless was directed by Andrey Zvyagintsev."),)  # fmt: skip
    maker = qa_item("Who was born first, the director of Loveless or King Vidor?", "King Vidor",
                    used_claims=aside,
                    computed={"facts": "Loveless | director | Andrey Zvyagintsev"})
    assert "cut_name" not in gate_failures(maker)
