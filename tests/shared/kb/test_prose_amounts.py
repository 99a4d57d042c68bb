"""Handbook prose amounts (shares, waiting periods, caps, spending limits, state leave
items) asked as an employee asks them, and rot-aware when the older page said otherwise."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.prose_amounts import _read, clauses, prose_amount_direct, prose_amount_facts

_PERKS = """# Staff Benefits

## Dental Cover

Dental cover is provided through Acme Mutual. The company pays 80% of the premium and the
employee pays the other 20%.

## Disability Cover

There is a 14-day waiting period for Long Term Disability.

## Pension

Initech matches 100% of what you contribute, up to 5% of your salary.

## Desk Budget

During your first year at Initech, you can expense up to {desk} on a desk, a chair or a lamp.

## Coworking

Your coworking budget is capped at $150/month, but none of it is paid out.

## Rest

Every four years employees may take a {rest} paid sabbatical.

## Bereavement

You can take five days of bereavement leave for a close relative, and two days leave for a
friend.

## Leave Pool

Staff are eligible for shares in the leave pool after three years of service.

## Notes

The max for that plan is $900/year.
"""

_STATES = """# State Leave Programs

Programs in the states where we have staff.

## Ohio Leave Programs

* Paid Leave for Bonding with a new child, up to 10 weeks.
* Paid Leave for Caregivers to care for a relative, up to 6 weeks per benefit year.
* Paid Leave for caring for a parent, up to 4 weeks.

## Utah Leave Programs

* Paid Leave for Bonding with a new child, up to 8 weeks.
"""


def _kb(tmp_path: Path, *, old: bool = False) -> KbContext:
    (tmp_path / "perks-v2.md").write_text(_PERKS.format(desk="$2,500", rest="5-week"),
                                          encoding="utf-8")
    if old:
        (tmp_path / "perks-v1.md").write_text(_PERKS.format(desk="$1,500", rest="20-day"),
                                              encoding="utf-8")
    (tmp_path / "states.md").write_text(_STATES, encoding="utf-8")
    return KbContext.build(load_kb(tmp_path))


def _asked(context: KbContext, ref: str) -> dict[str, tuple[str, str]]:
    found = prose_amount_direct(context.kb.page(ref), context)
    return {c.query: (c.subtype, c.ground_truth) for cs in found.values() for c in cs}


def test_prose_amounts_become_questions_answered_by_the_amount(tmp_path: Path) -> None:
    """A share of a premium named by its section, a waiting period, a match with its cap, a
    spending limit with its period, a cap and an eligibility tenure are asked as facts."""
    asked = _asked(_kb(tmp_path), "perks-v2.md")
    assert asked["What percentage of the dental cover premium does the company pay?"] == (
        "simple_fact", "80%.")
    assert asked["How long is the waiting period for Long Term Disability?"] == (
        "simple_fact", "14 days.")
    assert asked["What percentage of what I contribute does Initech match?"] == (
        "simple_fact", "100%, up to 5% of my salary.")
    assert asked["How much can I expense on a desk, a chair or a lamp during my first year "
                 "at Initech?"] == ("simple_fact", "Up to $2,500.")
    assert asked["What is my coworking budget capped at?"] == ("simple_fact", "$150/month.")
    assert asked["How long is the paid sabbatical employees may take every four years?"] == (
        "simple_fact", "5 weeks.")
    assert asked["When are staff eligible for shares in the leave pool?"] == (
        "simple_fact", "After three years of service.")


def test_a_clause_pointing_back_or_without_a_subject_is_not_asked(tmp_path: Path) -> None:
    """"the other 20%" and "that plan" point back: no question asks them."""
    asked = _asked(_kb(tmp_path), "perks-v2.md")
    assert not any("20%" in a or "$900" in a for _, a in asked.values())
    assert not any("other" in q or "that plan" in q for q in asked)


def test_a_changed_amount_is_asked_as_current(tmp_path: Path) -> None:
    """With an older page stating $1,500 and a 20-day sabbatical, the new amounts are asked
    under the current policy (rot_aware); unchanged amounts stay simple facts."""
    asked = _asked(_kb(tmp_path, old=True), "perks-v2.md")
    assert asked["Under the current policy, how much can I expense on a desk, a chair or a "
                 "lamp during my first year at Initech?"] == ("rot_aware", "Up to $2,500.")
    assert asked["Under the current policy, how long is the paid sabbatical employees may "
                 "take every four years?"] == ("rot_aware", "5 weeks.")
    assert asked["How long is the waiting period for Long Term Disability?"][0] == (
        "simple_fact")


def test_a_state_item_is_asked_by_its_place(tmp_path: Path) -> None:
    """A leave item under "Ohio Leave Programs" (the title's words left out: "Ohio") is
    asked with its place; its rate kept in the question; a name cut short is not asked."""
    asked = _asked(_kb(tmp_path), "states.md")
    assert asked["How many weeks of paid leave for bonding are available in Ohio?"] == (
        "simple_fact", "Up to 10 weeks.")
    assert asked["How many weeks of paid leave for caregivers are available in Ohio per "
                 "benefit year?"] == ("simple_fact", "Up to 6 weeks.")
    assert asked["How many weeks of paid leave for bonding are available in Utah?"] == (
        "simple_fact", "Up to 8 weeks.")
    assert not any(q.startswith("How many weeks of paid leave are") for q in asked)  # the
    # name "Paid Leave" of "Paid Leave for caring …" is cut: it names no one programme


def test_the_facts_name_their_sentence_and_value(tmp_path: Path) -> None:
    """:func:`prose_amount_facts` (for other readers) keeps the page's sentence and the
    amount as written."""
    context = _kb(tmp_path)
    facts = {f.template: f for f in prose_amount_facts(context.kb.page("perks-v2.md"))}
    assert facts["waiting"].value == "14-day"
    assert facts["waiting"].sentence == (
        "There is a 14-day waiting period for Long Term Disability.")
    assert facts["spend"].value == "$2,500"


@given(st.integers(min_value=1, max_value=99), st.sampled_from(
    ["premium", "fee", "cost", "bill"]))
def test_the_share_answer_is_the_stated_percent(percent: int, thing: str) -> None:
    """Whatever percent a share sentence states is the whole answer."""
    read = _read(f"The company pays {percent}% of the {thing}.", "travel insurance")
    assert read is not None
    assert read[1] == f"What percentage of the travel insurance {thing} does the company pay"
    assert read[2] == f"{percent}%."


def test_a_second_amount_is_no_part_of_the_question(tmp_path: Path) -> None:
    """"…, and $500 on a chair" (review 15 M3) is no object of the desk's question: the
    first clause is asked alone, rot_aware against the older page's desk amount."""
    for version, said in (("v1", "up to $2,000 on a desk."),
                          ("v2", "up to $3,000 on a desk, and $500 on a chair.")):
        (tmp_path / f"perks-{version}.md").write_text(
            f"# Perks\n\n## Home Office\n\nDuring your first year, you can expense {said}\n",
            encoding="utf-8")
    asked = _asked(KbContext.build(load_kb(tmp_path)), "perks-v2.md")
    assert asked == {"Under the current policy, how much can I expense on a desk during my "
                     "first year?": ("rot_aware", "Up to $3,000.")}


def test_a_gapped_clause_keeps_the_first_clauses_verb_and_limit() -> None:
    """The clause after ", and $500" takes the first clause's words and its limit word."""
    said = "During your first year, you can expense up to $3,000 on a desk, and $500 on a chair."
    assert list(clauses(said))[1:] == [
        "During your first year, you can expense up to $3,000 on a desk",
        "During your first year, you can expense up to $500 on a chair."]
    assert _read(said, "home office") is None


def test_a_fact_the_older_page_lacked_is_not_asked_as_changed(tmp_path: Path) -> None:
    """Review 15 S3: the older page states only the desk amount; the chair sentence the new
    page adds shares most of its words but is another fact: a simple fact, not "Under the
    current policy, …"; the desk amount it changed is still rot_aware."""
    desk = "During your first year, you can expense up to {} on a desk."
    chair = "During your first year, you can expense up to $500 on a chair."
    for version, said in (("v1", desk.format("$2,000")),
                          ("v2", f"{desk.format('$3,000')} {chair}")):
        (tmp_path / f"perks-{version}.md").write_text(
            f"# Perks\n\n## Home Office\n\n{said}\n", encoding="utf-8")
    asked = _asked(KbContext.build(load_kb(tmp_path)), "perks-v2.md")
    assert asked == {
        "Under the current policy, how much can I expense on a desk during my first year?":
            ("rot_aware", "Up to $3,000."),
        "How much can I expense on a chair during my first year?": ("simple_fact", "Up to $500."),
    }, asked


def test_a_spend_limit_in_any_currency_is_asked(tmp_path: Path) -> None:
    """"… you can expense up to £2,500 on a desk" (or "EUR 2,500", "2,500 dollars") is
    asked like "$2,500": one money reader for every shape."""
    for n, desk in enumerate(("£2,500", "EUR 2,500", "2,500 dollars")):
        folder = tmp_path / f"kb{n}"
        folder.mkdir()
        (folder / "perks.md").write_text(_PERKS.format(desk=desk, rest="5-week"),
                                         encoding="utf-8")
        asked = _asked(KbContext.build(load_kb(folder)), "perks.md")
        assert asked["How much can I expense on a desk, a chair or a lamp during my first "
                     "year at Initech?"] == ("simple_fact", f"Up to {desk}."), desk
