"""A lead's full legal name on a page titled by its familiar form names the page's person by
the title (``John Terrill Majors`` on ``Johnny Majors``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.facts.familiar import familiar_name
from shared.facts.names import claim_subject
from tests.shared.facts.reading import facts_of


def test_a_legal_lead_on_a_familiar_title_is_asked_by_the_title() -> None:
    """The reviewers' 'John Terrill Majors' (page Johnny Majors) and the sample's 'Rudolph
    William Louis Giuliani' (page Rudy Giuliani) are the titles' persons, named by the title."""
    majors = "John Terrill Majors (born May 21, 1935) is a former American football player."
    assert facts_of("Johnny Majors", majors)["born"] == ("Johnny Majors", "1935-05-21")
    rudy = "Rudolph William Louis Giuliani (born May 28, 1944) is an American politician."
    found = claim_subject(rudy, "Rudy Giuliani")
    assert found is not None and found[0] == "Rudy Giuliani"


def test_two_word_names_other_surnames_and_qualified_titles_are_not_familiar_forms() -> None:
    """A relative's two-word name, another surname, a title with a qualifier or an unrelated
    given name name no familiar form."""
    assert not familiar_name("John Majors", "Johnny Majors")
    assert not familiar_name("John Terrill Smith", "Johnny Majors")
    assert not familiar_name("John Terrill Majors", "Johnny Majors (coach)")
    assert not familiar_name("James Earl Carter", "Jimmy Carter")  # no shared stem of three
    assert not familiar_name("Josephine Ann Smith", "Joe Smith")


_STEM = st.from_regex(r"[A-Z][a-z]{2,5}", fullmatch=True)


@given(_STEM, st.sampled_from(["y", "ie", "ny", "die"]), st.sampled_from(["ert", "ald", "o"]),
       st.from_regex(r"[A-Z][a-z]{3,8}", fullmatch=True))  # fmt: skip
def test_a_stem_with_a_familiar_ending_is_the_full_names_familiar_form(
    stem: str, ending: str, rest: str, surname: str
) -> None:
    """Whatever the stem, its familiar form titles the full name with a middle name, and never
    the same name of two words."""
    full = f"{stem}{rest} Lee {surname}"
    assert familiar_name(full, f"{stem}{ending} {surname}")
    assert not familiar_name(f"{stem}{rest} {surname}", f"{stem}{ending} {surname}")
