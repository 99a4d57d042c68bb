"""The fictional_subject gate: a fictional character's life date is never compared."""

from __future__ import annotations

import pytest

from shared.messages.qa import UsedClaim
from shared.quality.gates import gate_failures
from tests.shared.quality.items import qa_item


def test_a_fictional_characters_birth_is_not_compared() -> None:
    """A life date of a fictional character fails fictional_subject; real people pass."""
    fictional = UsedClaim(doc_id=1, claim_id="doc1_claim1",
                          claim='Benton Fraser (born 1962) is a fictional character in the '
                                'television series "Due South".')  # fmt: skip
    real = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                     claim="Dean McDermott (born November 16, 1966) is a Canadian actor.")
    question = "Who was born first, Benton Fraser or Dean McDermott?"
    assert "fictional_subject" in gate_failures(
        qa_item(question, "Benton Fraser", used_claims=(fictional, real)))
    assert "fictional_subject" not in gate_failures(
        qa_item(question, "Benton Fraser", used_claims=(real,)))


@pytest.mark.parametrize(
    "claim",
    ["Martin Copping (born 1 November 1977) is an Australian actor best known for his role as "
     "the title character in the film Zombie Hunter.",
     "Pirro Del Balzo (c. 1430 - 24 December 1491) was a southern Italian nobleman, a "
     "protagonist of resistance against the House of Aragon."],
)
def test_a_real_person_who_played_a_character_is_not_fictional(claim: str) -> None:
    """An actor's role as a character, or a real 'protagonist of' events, is not fictional."""
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    item = qa_item("Who was born first, Martin Copping or Pirro Del Balzo?", "Pirro Del Balzo",
                   used_claims=used)  # fmt: skip
    assert "fictional_subject" not in gate_failures(item)
