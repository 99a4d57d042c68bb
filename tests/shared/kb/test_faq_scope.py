"""FAQ questions that name no scheme: asked under their page's scheme, or refused and
counted; two FAQ questions of one KB that read the same are refused."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import simple_fact
from shared.kb.knowledge_base import KnowledgeBase

_BIKES = """# Ride to the Office

The Ride to the Office scheme lets staff hire a bicycle through salary deductions.

### 1. What is the maximum value I can apply for?

You can apply for up to £1,800 of equipment.

### 2. Who owns the product?

The hire company owns the bicycle until the hire period ends.

### 3. Can I choose a folding bicycle for Ride to the Office?

Yes, any bicycle sold by a partner shop qualifies.

### 4. How do I return my hire agreement?

Sign it online within ten days.
"""

_LAPTOPS = """# Home Computing Plan

Staff can spread the cost of a laptop or tablet over twelve months.

### 1. What is the maximum value I can apply for?

The plan covers purchases of up to £1,200.

### 2. Who owns the product?

You own the device from the first deduction.
"""

_GYM = """# Gym membership

Staff get a discount at partner gyms.

### Who owns the product?

Nobody: a membership is a service.

### How do I return my hire agreement?

Gym memberships have no hire agreement to return.
"""


def _kb(tmp_path: Path, pages: dict[str, str]) -> KnowledgeBase:
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return load_kb(tmp_path)


def _faq_queries(kb: KnowledgeBase, ref: str, context: KbContext) -> list[str]:
    return [c.query for c in simple_fact(kb.page(ref), context, Random(0))
            if c.key.startswith("faq:")]


def test_a_generic_faq_question_is_asked_under_its_scheme(tmp_path: Path) -> None:
    """"What is the maximum value I can apply for?" stands on two scheme pages: each asks it
    under the scheme its page names (the title, or the title the text follows with
    'scheme')."""
    kb = _kb(tmp_path, {"bikes.md": _BIKES, "laptops.md": _LAPTOPS})
    context = KbContext.build(kb)
    bikes = _faq_queries(kb, "bikes.md", context)
    laptops = _faq_queries(kb, "laptops.md", context)
    assert ("Under the Ride to the Office scheme, what is the maximum value I can apply for?"
            in bikes)
    assert "Under the Ride to the Office scheme, who owns the product?" in bikes
    assert "Under the Home Computing plan, who owns the product?" in laptops
    assert "Who owns the product?" not in bikes + laptops


def test_a_question_naming_its_scheme_is_kept_as_asked(tmp_path: Path) -> None:
    """A question that names its page's subject ('Ride to the Office') needs no scope."""
    kb = _kb(tmp_path, {"bikes.md": _BIKES, "laptops.md": _LAPTOPS})
    bikes = _faq_queries(kb, "bikes.md", KbContext.build(kb))
    assert "Can I choose a folding bicycle for Ride to the Office?" in bikes
    assert "How do I return my hire agreement?" not in bikes  # "hire agreement" is generic


def test_a_page_naming_no_scheme_refuses_its_generic_question(tmp_path: Path) -> None:
    """The gym page never calls itself a scheme, plan or programme: its "Who owns the
    product?" is refused and counted, not asked bare."""
    kb = _kb(tmp_path, {"bikes.md": _BIKES, "gym.md": _GYM})
    context = KbContext.build(kb)
    gym = _faq_queries(kb, "gym.md", context)
    assert gym == []
    assert context.skipped["simple_fact:faq_names_no_scheme"] == 2


def test_two_identical_faq_questions_of_one_kb_are_refused(tmp_path: Path) -> None:
    """Two pages whose subject is the same scheme noun ask the same scoped question: neither
    is asked, and both are counted."""
    twin = _LAPTOPS.replace("Home Computing Plan", "Ride to the Office Scheme")
    kb = _kb(tmp_path, {"bikes.md": _BIKES, "twin.md": twin})
    context = KbContext.build(kb)
    queries = _faq_queries(kb, "bikes.md", context) + _faq_queries(kb, "twin.md", context)
    assert all("who owns the product" not in q.lower() for q in queries)
    assert context.skipped["simple_fact:faq_asked_on_two_pages"] == 4


def test_faq_questions_sharing_no_term_are_unchanged(tmp_path: Path) -> None:
    """A lone page whose questions refer to nothing generic keeps its headings as asked."""
    page = "# Returns FAQ\n\n## Can I return clearance items at any store?\n\nYes, within " \
           "thirty days.\n"
    kb = _kb(tmp_path, {"returns.md": page, "laptops.md": _LAPTOPS})
    context = KbContext.build(kb)
    assert _faq_queries(kb, "returns.md", context) == [
        "Can I return clearance items at any store?"]
