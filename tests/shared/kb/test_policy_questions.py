"""Policy prose (handbook sentences with an amount) asked as an employee asks it."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.policy_questions import policy_direct

_LEAVE = """# Leave

## Advanced sick leave

You can request up to 240 hours of advanced sick leave.

## Award leave

You can receive a maximum of 80 hours of award leave in a single fiscal year.
Award leave expires one year after it is issued.

## Disabled veteran leave

If you are a veteran with a disability rating of 30 percent or more, you can receive up to
104 hours of disabled veteran leave.

## Eligibility

To be eligible for FMLA, you must have at least one year of federal service.
You need to have been a federal employee for 12 months in order to access paid parental
leave.

## Requests

You should submit leave requests at least three business days in advance.

## Examples

You can take 26 pay periods of leave in the example above.

## Donations

You can access up to 7 days of administrative leave to serve as a bone marrow donor, and up
to 30 days to serve as an organ donor.

## Relocation

You are entitled to 5 days of administrative leave to make that moving process easier.
"""


def _asked(tmp_path: Path, text: str) -> tuple[dict[str, str], KbContext]:
    (tmp_path / "leave.md").write_text(text, encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    found = policy_direct(context.kb.page("leave.md"), context)
    return {c.query: c.ground_truth for cs in found.values() for c in cs}, context


def test_policy_sentences_become_questions_with_their_amounts(tmp_path: Path) -> None:
    """Entitlements, expiries, eligibility, tenure and notice are asked with the amount as
    the whole answer (its limit word kept)."""
    asked, _ = _asked(tmp_path, _LEAVE)
    assert asked["How many hours of advanced sick leave can I request?"] == "Up to 240 hours."
    assert asked["How many hours of award leave can I receive in a single fiscal year?"] == (
        "A maximum of 80 hours.")
    assert asked["When does award leave expire?"] == "One year after it is issued."
    assert asked["How much federal service must I have to be eligible for FMLA?"] == (
        "At least one year.")
    assert asked["How long must I have been a federal employee to access paid parental "
                 "leave?"] == "12 months."
    assert asked["How far in advance should I submit leave requests?"] == (
        "At least three business days in advance.")


def test_a_condition_stays_with_its_fact(tmp_path: Path) -> None:
    """"If you are a veteran …, you can receive up to 104 hours …" keeps its condition in
    the question (conditional_logic), never dropped."""
    (tmp_path / "leave.md").write_text(_LEAVE, encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    found = policy_direct(context.kb.page("leave.md"), context)
    conditional = {c.query: c.ground_truth for c in found["conditional_logic"]}
    assert conditional == {
        "If I am a veteran with a disability rating of 30 percent or more, how many hours of "
        "disabled veteran leave can I receive?": "Up to 104 hours."}


def test_examples_and_back_references_are_refused(tmp_path: Path) -> None:
    """A worked example and a sentence pointing back ("that moving process") are counted by
    reason, not asked."""
    asked, context = _asked(tmp_path, _LEAVE)
    assert not any("pay periods" in q or "moving" in q for q in asked)
    assert context.skipped["simple_fact:policy_worked_example"] == 1
    assert context.skipped["simple_fact:policy_points_back"] == 1


def test_two_amounts_are_asked_clause_by_clause(tmp_path: Path) -> None:
    """"…, and up to 30 days to serve as an organ donor" and "…, and three days leave for a
    friend" are asked with the first clause's verb."""
    text = _LEAVE + (
        "\n## Bereavement\n\nYou can take ten days of bereavement leave for the death of a "
        "parent, and three days leave for the death of a friend.\n")
    asked, _ = _asked(tmp_path, text)
    assert asked["How many days of administrative leave can I access to serve as a bone "
                 "marrow donor?"] == "Up to 7 days."
    assert asked["How many days can I access to serve as an organ donor?"] == "Up to 30 days."
    assert asked["How many days of bereavement leave can I take for the death of a "
                 "parent?"] == "Ten days."
    assert asked["How many days of leave can I take for the death of a friend?"] == (
        "Three days.")


@given(st.integers(min_value=1, max_value=9999), st.sampled_from(
    ["hours", "days", "weeks", "months", "business days"]),
    st.sampled_from(["sick leave", "annual leave", "paid time off", "training time"]))
def test_the_answer_is_the_stated_amount(number: int, unit: str, thing: str) -> None:
    """Whatever the figure, unit and thing, the answer is the amount the sentence states,
    and the question names the thing and the unit."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        asked, _ = _asked(Path(folder), f"# Policy\n\n## Leave\n\nYou can take up to "
                                        f"{number} {unit} of {thing} each year.\n")
    assert list(asked.values()) == [f"Up to {number} {unit}."]
    (query,) = asked
    assert thing in query and unit in query and str(number) not in query


def test_a_rate_is_no_second_amount(tmp_path: Path) -> None:
    """'a year', 'an hour', 'per week' after an amount say how often, not a second figure:
    the sentence is asked; two amounts in one clause are still refused."""
    asked, context = _asked(tmp_path, "# Leave\n\n## Sick leave\n\nYou can take up to 10 days "
                                      "of sick leave a year.\n\n## Overtime\n\nYou can work up "
                                      "to 8 hours of overtime per week.\n\n## Donations\n\n"
                                      "You can take up to 5 days of leave for 2 weeks of "
                                      "travel.\n")
    assert asked["How many days of sick leave a year can I take?"] == "Up to 10 days."
    assert asked["How many hours of overtime can I work per week?"] == "Up to 8 hours."
    assert context.skipped["simple_fact:policy_two_amounts"] == 1


def test_every_number_word_is_an_amount(tmp_path: Path) -> None:
    """'seventeen', 'nineteen', 'seventy', 'eighty' and 'twenty-five' are amounts like 'ten'."""
    asked, _ = _asked(tmp_path, "# Leave\n\n## Annual\n\nYou can take seventeen days of "
                                "annual leave.\n\n## Carry over\n\nYou can carry over "
                                "twenty-five days of unused leave.\n\n## Training\n\nYou can "
                                "request up to eighty hours of training time.\n")
    assert asked["How many days of annual leave can I take?"] == "Seventeen days."
    assert asked["How many days of unused leave can I carry over?"] == "Twenty-five days."
    assert asked["How many hours of training time can I request?"] == "Up to eighty hours."


def test_a_sum_in_any_currency_is_asked_how_much(tmp_path: Path) -> None:
    """"The relocation allowance is €1,500." is asked "How much is …" like a dollar sum,
    whether written with a symbol, a code or a currency word."""
    for n, written in enumerate(("$1,500", "€1,500", "GBP 1,500", "1,500 euros")):
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        asked, _ = _asked(folder, f"# Moving\n\n## Relocation\n\nThe relocation allowance is "
                                  f"{written}.\n")
        assert asked == {"How much is the relocation allowance?": f"{written}."}, written


def test_a_thing_named_by_a_clause_to_the_reader_is_not_asked(tmp_path: Path) -> None:
    """"The maximum value you can apply for is £2500." names no scheme ("apply for" what?):
    no question, counted; "The relocation allowance is £2500." is asked."""
    asked, context = _asked(tmp_path, "# Cycle\n\n## Limits\n\nThe maximum value you can apply "
                                      "for is £2500.\n\nThe relocation allowance is £2500.\n")
    assert asked == {"How much is the relocation allowance?": "£2500."}
    assert context.skipped["simple_fact:policy_thing_named_by_a_clause"] == 1


def test_a_clause_that_closes_on_its_verb_names_the_thing(tmp_path: Path) -> None:
    """"The notice period you must give", "the days you can carry over" and "the deposit we
    require" name their thing (the verb's object is the thing itself): each is asked."""
    for written, query, answer in (
            ("The notice period you must give is four weeks.",
             "What is the notice period you must give?", "Four weeks."),
            ("The maximum number of days you can carry over is 5 days.",
             "What is the maximum number of days you can carry over?", "5 days."),
            ("The deposit we require is $500.", "How much is the deposit we require?", "$500.")):
        folder = tmp_path / str(len(query))
        folder.mkdir()
        asked, context = _asked(folder, f"# Leave\n\n## Rules\n\n{written}\n")
        assert asked == {query: answer}, written
        assert not context.skipped, written
