"""The shortcut check: an item one document answers alone is a shortcut."""

from __future__ import annotations

from shared.messages.qa import QAItem, UsedClaim
from shared.quality.shortcut import single_document_shortcut
from tests.shared.quality.items import GOOD, qa_item


def test_one_document_that_answers_alone_is_a_shortcut() -> None:
    """If the extractive baseline finds the answer in one document, the item is a shortcut."""
    used = (
        UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Mark King was born in 1958.",
                  span="Mark King was born in 1958."),
        UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="Zack Hexum was born in 1978.",
                  span="Zack Hexum was born in 1978."),
    )  # fmt: skip
    honest = qa_item(GOOD, used_claims=used)
    assert single_document_shortcut(honest) is None
    given_away = qa_item("Who was born first?", "Mark King was born in 1958", used_claims=used)
    assert single_document_shortcut(given_away) is not None


def test_an_interval_whose_dates_one_document_states_is_a_shortcut() -> None:
    """An interval whose two dates one document states is a shortcut; a mere mention is not."""
    # ``How many years after the death of A did B die?`` when B's claim also dates A's death: B's
    # document alone holds both years; a claim that names A without the year does not.

    def item(b_claim: str) -> QAItem:
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Anton Hale died in 1990.",
                      span="Anton Hale died in 1990."),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many years after the death of Anton Hale did "
                      "Boris Lenk die?", answers=("9 years",), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1990", "b": "1999",
                                                  "unit": "years", "value": "9"})  # fmt: skip

    held = single_document_shortcut(item("Boris Lenk died in 1999, nine years after Anton "
                                         "Hale's assassination in 1990."))  # fmt: skip
    assert held is not None and "both dates" in held
    assert single_document_shortcut(item("Boris Lenk, a biographer of Anton Hale, died in "
                                          "1999.")) is None  # fmt: skip


def test_a_full_years_interval_a_year_decides_is_a_shortcut_from_that_year() -> None:
    """A full-years interval that one stated year already decides is a shortcut from that year."""
    # ``How many full years after the death of Meir Kahane did Binyamin Kahane die?`` (5 November
    # 1990 -> 31 December 2000): a document stating ``1990`` beside ``31 December 2000`` holds the
    # answer (10 for any day of 1990); beside ``7 September 2000`` it does not (9 or 10).

    def item(b_date: str, b_iso: str, answer: str) -> QAItem:
        b_claim = f"Binyamin Kahane died on {b_date}, after Meir Kahane's assassination in 1990."
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="Meir Kahane died on November "
                      "5, 1990.", span="Meir Kahane died on November 5, 1990."),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many full years after the death of Meir Kahane "
                      "did Binyamin Kahane die?", answers=(answer,), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1990-11-05",
                                                  "b": b_iso, "unit": "years",
                                                  "value": answer.split()[0]})  # fmt: skip

    held = single_document_shortcut(item("31 December 2000", "2000-12-31", "10 years"))
    assert held is not None and "document 2" in held
    assert single_document_shortcut(item("7 September 2000", "2000-09-07", "9 years")) is None


def test_a_page_stating_the_other_year_inline_answers_full_years_alone() -> None:
    """Full years equal to the years' difference: a page with both years alone is a shortcut."""
    # Raverat's page dates his birth and names "Sophie Jane (1919–2011)": 1919 − 1885 = 34 is the
    # answer, so that page alone gives it; had the years' difference not been the answer (a
    # birthday still to come), the year would not be enough.
    a_claim = "Jacques Raverat (20 March 1885 – 7 March 1925) was a French painter."
    page = a_claim + " His daughter Sophie Jane (1919–2011) later married Charles Gurney."
    b_claim = "Sophie Gurney was born on 20 December 1919."

    def item(b_iso: str, answer: str) -> QAItem:
        used = (
            UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=a_claim, span=a_claim),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim=b_claim, span=b_claim),
        )  # fmt: skip
        return QAItem(item_id="i", question="How many full years after the birth of Jacques "
                      "Raverat was Sophie Gurney born?", answers=(answer,), pattern="temporal",
                      used_claims=used, computed={"op": "interval", "a": "1885-03-20",
                                                  "b": b_iso, "unit": "years",
                                                  "value": answer.split()[0]})  # fmt: skip

    held = single_document_shortcut(item("1919-12-20", "34 years"), {1: page, 2: b_claim})
    assert held is not None and "document 1" in held
    early = single_document_shortcut(item("1919-01-20", "33 years"), {1: page, 2: b_claim})
    assert early is None
