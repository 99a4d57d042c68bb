"""Claims that carry their context (issue 15, claims; judgments11 claims_final #2, #18, #21,
#25, #26): a description, a role or a name whose key word stayed in an earlier sentence is
completed from what the page names whole, or the claim is dropped."""

from __future__ import annotations

import pytest

from shared.claims.identified import identification_reason
from shared.claims.page_names import PageNames
from shared.claims.paragraph_refs import paragraph_pronoun
from shared.claims.rules import RuleClaimExtractor
from shared.claims.title_names import prefixed_title

HEARING = (
    "Key moments from Kurt Volker's and Tim Morrison's impeachment hearing testimony",
    "Kurt Volker, the former special envoy to Ukraine, testified before the House "
    "Intelligence Committee Tuesday. \"I opposed the hold on U.S. security assistance as soon "
    "as I learned about it on July 18,\" Volker said. He added that he viewed the delay \"as a "
    "U.S. policy problem that we needed to fix internally.\"",
)
"""Sentences of CBS News' 'Key moments from Kurt Volker's and Tim Morrison's impeachment
hearing testimony' (scrapinghub page sx_cbsnews_impeachment, published 2019-11-19)."""


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ('Kurt Volker viewed the delay "as a U.S. policy problem" in 2019.',
         "unidentified_description"),
        ('By the 1970s, Judy Chicago had coined the term "feminist art".', None),
        ('Haemodoraceae is sometimes known as the "bloodwort family".', None),
        ('Kurt Volker viewed the 2019 aid delay "as a U.S. policy problem".', None),
    ],
)
def test_a_quoted_phrase_after_a_description_does_not_name_it(
    claim: str, reason: str | None
) -> None:
    """A quotation opening in lower case after 'the delay' is speech, not the delay's name:
    the description stays bare; after 'the term' (or as the description's own words) it names."""
    page = PageNames.read(HEARING[1])
    assert identification_reason(claim, page) == reason


def test_the_hearing_pages_delay_gives_no_claim() -> None:
    """End to end: 'He added that he viewed the delay "as ..."' (the delay is the hold named
    a sentence before, by another noun) is dropped, counted as unidentified_description."""
    title, text = HEARING
    got = RuleClaimExtractor(cache_size=0).extraction(text, title=title, published="2019-11-19")
    assert not any("delay" in d.claim for d in got.drafts)
    assert dict(got.dropped).get("unidentified_description", 0) >= 1


AMES = (
    "Joseph Alexander Ames",
    "Joseph Alexander Ames (1816–1872) was an American artist, primarily known for portrait "
    "and genre painting. Originally named Joseph Emes, he was born in Roxbury, New Hampshire. "
    "Ames began painting at a young age. At the age of twelve Henry Theodore Tuckerman wrote "
    "about one of his paintings. In 1848, Ames traveled to Rome, where he painted a portrait "
    "of Pope Pius IX.",
)
"""The HotpotQA paragraph 'Joseph Alexander Ames' (judge10 hotpot_D), its first sentences."""


@pytest.mark.parametrize(
    ("claim", "entity", "dropped"),
    [
        ("At the age of twelve Henry Theodore Tuckerman wrote about one of his paintings.",
         "Joseph Alexander Ames", True),
        ("Ty Hunter replaced Spencer when he left to go solo in the early 1970s.",
         "Originals", True),
        ("In 2010 the band Snow Patrol invited her to perform the single in Rio.",
         "Rita Redshoes", True),
        ("Erich Zoddel was sentenced to life imprisonment for his actions at Bergen-Belsen.",
         "Erich Zoddel", False),
        ("Harold Edward Ensley was best known for his television program.", "Harold Ensley",
         False),
        ('HMS "Illustrious" was the lead ship of her class.', "HMS Illustrious", False),
        ("Head coach George Perles was in his 11th season with the Michigan State Spartans.",
         "1993 Michigan State Spartans football team", False),
        ("During his reign, Gothabhaya renovated several temples.",
         "Gothabhaya of Anuradhapura", False),
        ("Ty Hunter replaced C. P. Spencer in the early 1970s.", "Originals", False),
        ("The Kid's No Good was to have been Barry Gibb's debut album after his departure.",
         "The Kid's No Good", False),
        ("Ty Hunter replaced Spencer when he left.", None, False),
    ],
)
def test_a_pronoun_is_kept_only_with_the_paragraphs_subject_named(
    claim: str, entity: str | None, dropped: bool
) -> None:
    """A he/his/her in an encyclopedic claim that does not name the paragraph's subject may
    mean that subject (Tuckerman wrote about Ames's painting): dropped; with the subject
    named (a middle name, quotes or a placing 'of' aside) it stays."""
    assert paragraph_pronoun(claim, entity) is dropped


def test_the_ames_paragraph_gives_no_claim_about_tuckermans_own_paintings() -> None:
    """End to end on an undated paragraph: the Tuckerman sentence is dropped as
    paragraph_pronoun, and Ames's own sentences are kept."""
    title, text = AMES
    got = RuleClaimExtractor(cache_size=0).extraction(text, title=title)
    claims = [d.claim for d in got.drafts]
    assert not any("Tuckerman" in c for c in claims)
    assert dict(got.dropped).get("paragraph_pronoun") == 1
    assert any(c.startswith("Joseph Alexander Ames") for c in claims)


@pytest.mark.parametrize(
    ("claim", "title", "written"),
    [
        ('On 27 September 1854 "Vesta" was eastbound with a crew of 50.', "SS Vesta",
         'On 27 September 1854 SS "Vesta" was eastbound with a crew of 50.'),
        ('SS "Vesta" was built in 1853.', "SS Vesta", 'SS "Vesta" was built in 1853.'),
        ('In a heavy fog, "Illustrious" collided with a steamer.', "HMS Illustrious (87)",
         'In a heavy fog, HMS "Illustrious" collided with a steamer.'),
        ("SAS Braathens was created by a merger between Scandinavian Airlines and Braathens.",
         "SAS Braathens",
         "SAS Braathens was created by a merger between Scandinavian Airlines and Braathens."),
        ('"Vesta" is a Roman goddess.', "Vesta", '"Vesta" is a Roman goddess.'),
    ],
)
def test_a_ship_named_short_gets_its_titles_prefix(claim: str, title: str, written: str) -> None:
    """A quoted name the title writes after an abbreviation (SS "Vesta") is written whole;
    an unquoted word (Braathens under SAS Braathens) and a title with no abbreviation stay."""
    assert prefixed_title(claim, title) == written


@pytest.mark.parametrize(
    ("claim", "title"),
    [
        ('"Today" reported the story in 1990.', "USA Today"),
        ('"Gold" was released in 1992.', "ABBA Gold"),
    ],
)
def test_a_title_opening_with_other_capitals_is_no_ship_prefix(claim: str, title: str) -> None:
    """Only a vessel prefix (SS, HMS, USS ...) is written before a quoted short name:
    'USA Today' and 'ABBA Gold' open with names of their own."""
    assert prefixed_title(claim, title) == claim


@pytest.mark.parametrize(
    "claim",
    [
        'Taylor Swift released the album "folklore" in 2020.',
        "The song \"cardigan\" was the lead single of Taylor Swift's 2020 album.",
        'bell hooks wrote the book "all about love" in 1999.',
    ],
)
def test_a_lower_case_title_in_quotes_is_a_name_not_speech(claim: str) -> None:
    """A stylised lower-case title (no preposition first, no verb, four words or fewer)
    names its work; only a quotation that reads as speech leaves a description bare."""
    assert identification_reason(claim, PageNames.read(claim)) is None
    speech = 'Kurt Volker viewed the delay "as a U.S. policy problem" in 2019.'
    assert identification_reason(speech, PageNames.read(speech)) == "unidentified_description"


@pytest.mark.parametrize(
    ("claim", "entity", "dropped"),
    [
        ("Queen Victoria visited the school in 1850 with her children.", "Eton College", False),
        ("Gary Lightbody wrote most of his lyrics for the band in Glasgow.", "Snow Patrol",
         False),
        ("Gary Lightbody wrote most of her lyrics for the band in Glasgow.", "Snow Patrol",
         True),
        ("Gary Lightbody replaced Spencer when he left the band.", "Snow Patrol", True),
        ("Henry Theodore Tuckerman wrote about one of his paintings.", "Joseph Alexander Ames",
         True),
    ],
)  # fmt: skip
def test_a_pronoun_agreeing_with_the_named_person_is_kept_on_a_non_person_page(
    claim: str, entity: str, dropped: bool
) -> None:
    """On a band's or a school's paragraph, 'his'/'her' agreeing with the person the claim
    opens with is that person's; on a person's paragraph, or with he/him, it is dropped."""
    assert paragraph_pronoun(claim, entity) is dropped


def test_the_band_paragraph_keeps_its_singers_own_lyrics() -> None:
    """End to end on an undated paragraph about a band: the singer's 'his lyrics' stays."""
    text = ("Snow Patrol are a rock band formed in Dundee in 1994. Gary Lightbody wrote most "
            "of his lyrics for the band in Glasgow.")
    got = RuleClaimExtractor(cache_size=0).extraction(text, title="Snow Patrol")
    assert "paragraph_pronoun" not in dict(got.dropped)
    assert any(d.claim.startswith("Gary Lightbody wrote") for d in got.drafts)
