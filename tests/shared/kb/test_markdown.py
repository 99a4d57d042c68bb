"""Reading page structure out of markdown."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.markdown import parse_markdown, plain_inline

PAGE = """# Returns Policy

Read the [old policy](returns-policy-v1.md) — kept for reference.

## Key terms

- **Return window:** 30 days from delivery
**Restocking fee:** 15% on *opened* electronics

## How to start a return

1. Sign in and open **Orders**.
2. Choose Return items.

## Items that cannot be returned

- Gift cards
- Final Sale items

## Navigation

- [Refunds](refunds.md)
- [FAQ](returns-faq.md)

### Can I return clearance items?

Only within 14 days. If you paid with points, you get points back. Otherwise nothing.
"""


def test_facts_procedures_lists_and_faqs_are_found() -> None:
    """Bold labels become facts, numbered lists procedures, bullets lists, ? headings FAQs."""
    page = parse_markdown(PAGE)
    assert page.title == "Returns Policy"
    assert [(f.label, f.value) for f in page.facts] == [
        ("Return window", "30 days from delivery"),
        ("Restocking fee", "15% on opened electronics"),
    ]
    assert page.procedures[0].heading == "How to start a return"
    assert page.procedures[0].steps == ("Sign in and open Orders.", "Choose Return items.")
    assert page.lists[0].items == ("Gift cards", "Final Sale items")
    assert not page.lists[0].navigation and page.lists[1].navigation
    assert page.faqs[0].question == "Can I return clearance items?"
    assert page.faqs[0].answer.startswith("Only within 14 days.")


def test_conditionals_and_links_are_found() -> None:
    """``If x, y.`` sentences split into condition and outcome; links keep their description."""
    page = parse_markdown(PAGE)
    assert [(c.condition, c.outcome) for c in page.conditionals] == [
        ("you paid with points", "you get points back")
    ]
    first = page.links[0]
    assert (first.text, first.target, first.description) == (
        "old policy", "returns-policy-v1.md", "kept for reference"
    )
    assert [link.target for link in page.links] == [
        "returns-policy-v1.md", "refunds.md", "returns-faq.md"
    ]


def test_plain_text_has_no_markup() -> None:
    """The page text drops bold, italics and link syntax."""
    text = parse_markdown(PAGE).text
    assert "**" not in text and "](" not in text and "opened electronics" in text


@given(st.text(max_size=400))
def test_any_text_parses(source: str) -> None:
    """Arbitrary text never breaks the parser and every fact has a label and value."""
    page = parse_markdown(source, default_title="x")
    assert page.title
    assert all(f.label and f.value for f in page.facts)
    assert all(p.steps for p in page.procedures)


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80))
def test_plain_inline_is_idempotent_on_its_output(text: str) -> None:
    """Stripping inline markup twice changes nothing the first pass left."""
    once = plain_inline(text)
    assert plain_inline(once) == plain_inline(plain_inline(once))
