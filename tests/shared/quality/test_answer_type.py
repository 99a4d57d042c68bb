"""The answer_type gate on options: a title's last word or a bare surname answers nothing."""

from __future__ import annotations

from shared.messages.qa import UsedClaim
from shared.quality.gates import gate_failures
from tests.shared.quality.items import qa_item


def test_a_title_is_no_qualified_option() -> None:
    """A title's last word answers nothing, while a name ends its qualified option."""
    # ``Empire`` of ``Atlantis: The Lost Empire``; ``the South Australian politician William
    # Copley``.
    question = "Which film came out first, Atlantis: The Lost Empire or Treasure Planet?"
    assert "answer_type" in gate_failures(qa_item(question, "Empire"))
    qualified = "Who died first, the South Australian politician William Copley or John Downer?"
    done = {"qualified": "William Copley -> the South Australian politician William Copley"}
    assert "answer_type" not in gate_failures(qa_item(qualified, "William Copley", computed=done))


def test_a_qualified_option_is_answered_by_its_bare_name_only() -> None:
    """A qualified option is answered by the page's bare name only, never a trailing word."""
    # ``the South Australian politician William Copley`` is answered ``William Copley`` (qualified
    # by qagen, or a used claim's page title), never ``Copley``.
    qualified = "Who died first, the South Australian politician William Copley or John Downer?"
    done = {"qualified": "William Copley -> the South Australian politician William Copley"}
    assert "answer_type" in gate_failures(qa_item(qualified, "Copley", computed=done))
    assert "answer_type" in gate_failures(qa_item(qualified, "William Copley"))
    page = UsedClaim(claim_id="c", doc_id=1, claim="William Copley died in 1923.",
                     span="William Copley died in 1923.",
                     title="William Copley (South Australian politician)")  # fmt: skip
    assert "answer_type" not in gate_failures(qa_item(qualified, "William Copley",
                                                      used_claims=(page,)))  # fmt: skip


def test_an_option_qualified_by_its_maker_is_answered_by_its_bare_title() -> None:
    """``Calvin Harris's Motion`` (recorded by qagen) is answered ``Motion``; unrecorded, or
    answered by the maker, it is not."""
    question = "Which album came out first, Calvin Harris's Motion or Ellie Goulding's Halcyon?"
    done = {"qualified": "Motion -> Calvin Harris's Motion ;; Halcyon -> Ellie Goulding's Halcyon"}
    assert "answer_type" not in gate_failures(qa_item(question, "Motion", computed=done))
    assert "answer_type" in gate_failures(qa_item(question, "Motion"))
    assert "answer_type" in gate_failures(qa_item(question, "Calvin Harris", computed=done))
