"""Word stems of KB text: the light plural stemmer and the lexicon's base forms."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from lemminflect import getInflection

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.terms import base_form, base_terms, content_terms

_VERBS = ("pay", "sell", "spend", "resign", "refund", "cancel", "ship", "buy", "accrue", "choose",
          "reimburse", "configure", "install")


@given(st.sampled_from(_VERBS), st.sampled_from(("VBD", "VBN", "VBG", "VBZ")))
def test_every_inflection_of_a_verb_has_its_base(verb: str, tag: str) -> None:
    """Past, participle, -ing and -s forms, irregular or not ("paid", "took", "spent"),
    read as the verb's base (an -ing form the lexicon lists as a noun, "taking", stays)."""
    for form in getInflection(verb, tag=tag):
        assert base_form(form) == verb, form


def test_base_forms_of_irregular_past_plurals_and_nouns_as_written() -> None:
    """'paid'/'paying'/'pays' meet 'pay'; plurals lose their ending ('policies'); a noun as
    written keeps its sense ('left', 'meeting', 'data'); a word the lexicon lacks loses a
    plural ending only ('configs', 'npmrc'); digits and symbols stay."""
    assert [base_form(w) for w in ("paid", "paying", "pays", "took", "policies")] == [
        "pay", "pay", "pay", "take", "policy"]
    assert [base_form(w) for w in ("left", "meeting", "data", "leave")] == [
        "left", "meeting", "data", "leave"]
    assert [base_form(w) for w in ("configs", "npmrc", "$200", "30")] == [
        "config", "npmrc", "$200", "30"]


def test_base_terms_join_what_content_terms_keep_apart() -> None:
    """'You'll be paid' and 'pay out' share a base term, not a content term."""
    assert "pay" in base_terms("You'll be paid the monetary equivalent.")
    assert "pay" not in content_terms("You'll be paid the monetary equivalent.")
    assert base_terms("refunds were refunded") == {"refund"}


_BENEFITS = """# Benefits

## Holiday

Unused holiday rolls over with a maximum of 30 days in your bank.{paid}
"""


def test_the_judge_reads_paid_as_the_question_pay(tmp_path: Path) -> None:
    """A section capping the balance and saying it is paid when you resign answers
    'At most how many days of unused holiday could an exit package pay out?' alone; the
    cap without the payout does not."""
    query = "At most how many days of unused holiday could an exit package pay out?"
    verdicts = []
    for n, paid in enumerate(("", " If you resign, you'll be paid for those unused days.")):
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        (folder / "benefits.md").write_text(_BENEFITS.format(paid=paid), encoding="utf-8")
        page = load_kb(folder).page("benefits.md")
        verdicts.append(RuleJudge().judge(query, page, (("30 days",),)).answerable)
    assert verdicts == [False, True]
