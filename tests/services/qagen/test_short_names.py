"""A titled person (``Frederick I, Holy Roman Emperor``) is asked by the short form its own
page opens on (``Frederick I``), the title an alias; else the name stays (bracketed)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.qagen.rules import RuleQAGenerator
from services.qagen.short_names import short_form
from tests.services.qagen.films import bucket

NAME = "Frederick I, Holy Roman Emperor"
PAGE = ("Frederick I (German: Friedrich I; 1122 - 10 June 1190), also known as Frederick "
        "Barbarossa, was the Holy Roman Emperor from 1155 until his death.")  # fmt: skip
DOCS = [
    bucket(1, NAME, ["Frederick I, Holy Roman Emperor (born 1122) was a German ruler."]),
    bucket(2, "Henry the Lion", ["Henry the Lion (born 1129) was a German ruler."]),
]  # fmt: skip


def test_the_page_short_form_names_the_titled_person() -> None:
    """The page opens on 'Frederick I (': the choice asks 'Frederick I or Henry the Lion',
    the answer is 'Frederick I', the title an alias; no comma title left in the question."""
    drafts = RuleQAGenerator({"hash-1": PAGE}.get).generate_sync(
        DOCS, pattern="comparison", n_pairs=10, seed=0)
    asked = [d for d in drafts if "Frederick I" in d.question]
    assert asked, drafts
    assert all("Holy Roman Emperor" not in d.question for d in asked), asked
    assert asked[0].answer == "Frederick I"
    assert NAME in asked[0].computed["aliases"]


def test_no_short_form_without_the_page_or_with_a_namesake() -> None:
    """Near misses: a page opening on the whole title, a longer name going on, another
    subject of the graph with the same short form: no short form."""
    assert short_form(NAME, PAGE, {NAME, "Henry the Lion"}) == "Frederick I"
    assert short_form(NAME, NAME + " (1122 - 1190) was ...", set()) is None
    assert short_form(NAME, "Frederick Isaac was ...", set()) is None
    assert short_form(NAME, PAGE, {"Frederick I, Duke of Swabia"}) is None
    assert short_form("Madonna, singer", "Madonna (born 1958)", set()) is None
    assert short_form("Henry the Lion", "Henry the Lion (born 1129)", set()) is None


@given(st.text(max_size=60), st.text(max_size=60))
def test_a_short_form_is_always_the_head_of_the_name(name: str, page: str) -> None:
    """Whatever the name and page, a short form is the part before the first comma."""
    short = short_form(name, page, set())
    assert short is None or short == name.partition(", ")[0]
