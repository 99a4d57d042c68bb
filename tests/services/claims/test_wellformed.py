"""The grammar check on a written claim: one sentence, a subject and a finite verb."""

from __future__ import annotations

import pytest

from shared.claims.decontext import Decontextualizer
from shared.claims.timed_states import anchor_state, with_anchor
from shared.claims.wellformed import written_reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("James Van Der Beek has been eliminated from \u201cDancing with the Stars.\u201d "
         "(as of November 19, 2019).", "after_stop"),
        ("Kazakhstan's Air Astana and a third undisclosed buyer (reported November 20, 2019).",
         "no_finite_verb"),
        ("Regarding MagSafe's introduction in January 2006 halved accidental damage service "
         "calls by 2009.", "no_subject"),
        ("The museum opened in 1901. It closed in 1950.", "two_sentences"),
        ("The museum opened in 1901 and", "unterminated"),
    ],
)  # fmt: skip
def test_broken_written_claims_are_named(claim: str, reason: str) -> None:
    """A date after the stop, a list tail, a swallowed subject, two sentences, a cut: named."""
    assert written_reason(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "Ascom employs around 1,300 people worldwide (as of August 23, 2018).",
        "The company reported a loss in 2019.",
        "Regarding MagSafe, Apple sold three million adapters in 2009.",
        "Dr. J. Smith was born in 1950.",
        'Smith said the plan was "a mistake."',
        "Ilhan Omar is one of the first two Muslim women elected to Congress.",
    ],
)
def test_whole_sentences_pass(claim: str) -> None:
    """A sentence with its subject, its verb and its date inside it is well formed."""
    assert written_reason(claim) is None


def test_anchor_goes_inside_a_closing_quotation() -> None:
    """An "(as of ...)" after a quotation ending the sentence goes before the full stop."""
    claim = "James Van Der Beek has been eliminated from \u201cDancing with the Stars.\u201d"
    anchored = with_anchor(claim, "as of November 19, 2019")
    assert anchored.endswith("Stars\u201d (as of November 19, 2019).")
    assert written_reason(anchored) is None
    state = anchor_state("Ann Lee is the CEO of \u201cAcme.\u201d", "2019-11-19")
    assert state == "Ann Lee is the CEO of \u201cAcme\u201d (as of November 19, 2019)."


def test_sentence_opening_word_is_no_first_name() -> None:
    """``Regarding MagSafe, ...`` on a page does not make ``MagSafe`` a person's surname."""
    text = ("Regarding MagSafe, we have been testing USB-C for a long time. "
            "MagSafe's introduction in January 2006 halved accidental damage service calls.")
    rewriter = Decontextualizer.for_document(None, text, title="MacBook Pro review")
    rewrite = rewriter.resolve(text.split(". ")[1])
    assert rewrite.text is not None
    assert not rewrite.text.startswith("Regarding")


def test_a_claim_cut_after_a_conjunction_is_unterminated() -> None:
    """'... released in 1986 and.' was cut before its second half: not a sentence."""
    assert written_reason("Devil in the Flesh is an Italian film released in 1986 and.") == (
        "unterminated"
    )
    assert written_reason("The film was shot in the U.S. and Canada.") is None
    assert written_reason("He is known as Mr. A.") is None
