"""The rule extractor on the spec's DiCaprio passage and on real saved pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.claims.decontext import leading_pronoun
from shared.claims.rules import RuleClaimExtractor
from shared.text.span_align import DocumentAligner
from shared.web.extract import extract_html
from tests.services.claims.test_entailment import NO_STANDALONE_CLAIM
from tests.services.claims.texts import DICAPRIO, DICAPRIO_TITLE


async def test_dicaprio_claims_are_decontextualised_with_sentence_spans() -> None:
    """Pronoun and surname openings become the full name; spans are the source sentences."""
    drafts = await RuleClaimExtractor().extract(DICAPRIO, doc_id=4, seed=0, title=DICAPRIO_TITLE)
    claims = {draft.claim: draft.span for draft in drafts}
    # ", appearing in commercials ..." is a second fact: cut from the claim, kept in the span
    assert claims["Leonardo DiCaprio started his acting career at the age of five."].startswith(
        "He started"
    )
    assert (
        "Leonardo DiCaprio was named after the famous painter Leonardo da Vinci, as his "
        "mother felt him kick while looking at one of da Vinci's paintings." in claims
    )
    earned = "Leonardo DiCaprio earned $2.5 million for Titanic in 1997."
    pay = "Leonardo DiCaprio's pay increased to $20 million per movie from 2000 onwards."
    assert claims[earned] == claims[pay]
    assert claims[earned].startswith("He earned $2.5 million")
    for draft in drafts:
        assert draft.span in DICAPRIO
    # The sentence that cannot be resolved is dropped and counted, not passed on.
    assert [d.claim for d in drafts if leading_pronoun(d.claim)] == []
    extraction = RuleClaimExtractor().extraction(DICAPRIO, title=DICAPRIO_TITLE)
    assert dict(extraction.dropped) == {"unresolved_pronoun": 1}


async def test_max_claims_keeps_informative_sentences_in_order() -> None:
    """With a cap, claims with dates and numbers are kept, in document order."""
    drafts = await RuleClaimExtractor(max_claims=3).extract(
        DICAPRIO, doc_id=4, seed=0, title=DICAPRIO_TITLE
    )
    assert len(drafts) == 3
    positions = [DICAPRIO.index(d.span) for d in drafts]
    assert positions == sorted(positions)
    assert all(any(ch.isdigit() for ch in d.claim) for d in drafts)


async def test_empty_and_junk_text_yield_nothing() -> None:
    """Empty text, a heading and a question produce no claims."""
    extractor = RuleClaimExtractor()
    assert await extractor.extract("", doc_id=1, seed=0) == ()
    assert await extractor.extract("Contents:\nWhat is Meta?\nHome | News | Sport", doc_id=1,
                                   seed=0) == ()  # fmt: skip


def _pages(shared_data: Path) -> list[Path]:
    pages = sorted((shared_data / "html").glob("*.html"))
    if not pages:
        pytest.skip(f"no saved pages under {shared_data / 'html'}")
    return pages


async def test_real_pages_yield_claims_whose_spans_all_verify(shared_data: Path) -> None:
    """Real saved pages yield claims (where they have standalone facts), every span verbatim."""
    extractor = RuleClaimExtractor()
    for page in _pages(shared_data):
        document = extract_html(page.read_bytes(), url=page.name)
        drafts = await extractor.extract(document.text, doc_id=1, seed=0, title=document.title)
        assert drafts or page.stem in NO_STANDALONE_CLAIM, page.name
        aligner = DocumentAligner(document.text)
        for draft in drafts:
            match = aligner.align(draft.span)
            assert match is not None and match.method == "exact", (page.name, draft.span)
            assert draft.claim.endswith((".", "!", '"', "\u201d", "'", "\u2019", ")"))


async def test_truncated_snippet_ends_cleanly() -> None:
    """A snippet cut off mid-phrase becomes a claim ending at the last complete phrase."""
    snippet = (
        "The office real estate picture in Austin is changing. Meta (NASDAQ:META) is leaving "
        "behind its lease in The Domain, a mixed ..."
    )
    drafts = await RuleClaimExtractor().extract(snippet, doc_id=4, seed=0, title="Meta")
    assert drafts[-1].claim == "Meta is leaving behind its lease in The Domain."  # no ticker
    assert drafts[-1].span.endswith("a mixed ...")


def test_repeated_documents_come_from_memory_within_its_bound() -> None:
    """A document seen before gives equal drafts from memory; at most cache_size are kept."""
    extractor = RuleClaimExtractor(cache_size=2)
    first = extractor.extract_sync(DICAPRIO, title=DICAPRIO_TITLE)
    again = extractor.extract_sync(DICAPRIO, title=DICAPRIO_TITLE)
    assert again == first and again is not first
    assert RuleClaimExtractor(cache_size=0).extract_sync(DICAPRIO, title=DICAPRIO_TITLE) == first
    extractor.extract_sync(DICAPRIO, title=None)  # the title is part of the key
    assert len(extractor._memo) == 2
    extractor.extract_sync(f"{DICAPRIO} Extra words were added here.", title=DICAPRIO_TITLE)
    assert len(extractor._memo) == 2


def test_markers_cut_from_claims_spans_stay_verbatim() -> None:
    """``[update]``, ``[n 8]`` and ``[12]`` never reach a claim; the span is the original."""
    text = (
        "Mozilla is a free-software community. " * 6 + "As of late 2015[update], Firefox had "
        "approximately 10% of worldwide usage share of web browsers.[43][n 8]\n\n"
        "References\n\n" + "1. Smith, J. A book about Firefox was published in 2010.\n" * 3
    )
    extraction = RuleClaimExtractor().extraction(text, title="Mozilla")
    claims = {d.claim: d.span for d in extraction.drafts}
    claim = ("As of late 2015, Firefox had approximately 10% of worldwide usage share of web "
             "browsers.")  # fmt: skip
    span = claims[claim]
    assert span == ("As of late 2015[update], Firefox had approximately 10% of worldwide usage "
                    "share of web browsers.")  # fmt: skip
    assert span in text  # verbatim, the marker inside it kept
    assert all("Smith" not in c for c in claims)  # the reference section is not read


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Knuffle Bunny is a series. Sudan is one of the poorest countries in Africa, and for "
         "years the United States has imposed sanctions on it.", "compound"),
        ("Knuffle Bunny is a series. China had grounded the model two days earlier, on March "
         "11, 2019.", "dependent"),
        ("Knuffle Bunny is a series. Meta said the collisions happened in 2011 and 201...",
         "truncated"),
        ("Knuffle Bunny is a series. If a deal is reached, the company will get paid.",
         "conditional"),
    ],
)  # fmt: skip
def test_sentences_that_are_not_one_fact_are_dropped_with_a_reason(text: str, reason: str) -> None:
    """Two facts left whole, relative time, a cut snippet and a condition are counted, not kept."""
    extraction = RuleClaimExtractor().extraction(text, title="Knuffle Bunny")
    assert [d.claim for d in extraction.drafts] == ["Knuffle Bunny is a series."]
    assert dict(extraction.dropped) == {reason: 1}


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        ("House of Cards is a 1993 American drama film co-written and directed by Michael "
         "Lessac and starring Kathleen Turner.", "House of Cards",
         ["House of Cards is a 1993 American drama film.",
          "House of Cards was co-written by Michael Lessac.",
          "House of Cards was directed by Michael Lessac.",
          "House of Cards starred Kathleen Turner."]),
        ("3 Idiots is a 2009 Indian comedy-drama film co-written, edited, and directed by "
         "Rajkumar Hirani and produced by Vidhu Vinod Chopra.", "3 Idiots",
         ["3 Idiots is a 2009 Indian comedy-drama film.",
          "3 Idiots was co-written by Rajkumar Hirani.",
          "3 Idiots was edited by Rajkumar Hirani.",
          "3 Idiots was directed by Rajkumar Hirani.",
          "3 Idiots was produced by Vidhu Vinod Chopra."]),
        ("Romeo + Juliet is a 1996 film directed, co-produced, and co-written by Baz Luhrmann, "
         "co-produced by Gabriella Martinelli, and co-written by Craig Pearce.", "Romeo + Juliet",
         ["Romeo + Juliet is a 1996 film.", "Romeo + Juliet was directed by Baz Luhrmann.",
          "Romeo + Juliet was co-produced by Baz Luhrmann.",
          "Romeo + Juliet was co-written by Baz Luhrmann.",
          "Romeo + Juliet was co-produced by Gabriella Martinelli.",
          "Romeo + Juliet was co-written by Craig Pearce."]),
        # near miss: a pair sharing its agent, then a second agent, as before
        ("Fear is a 2001 film directed and written by Ann Lee and produced by Bo Ma.", "Fear",
         ["Fear is a 2001 film.", "Fear was directed by Ann Lee.", "Fear was written by Ann Lee.",
          "Fear was produced by Bo Ma."]),
    ],
)  # fmt: skip
def test_co_roles_and_a_role_list_keep_their_own_maker(
    text: str, title: str, expected: list[str]
) -> None:
    """'co-written and directed by A' is never cut to '... film co-written.', and a list of
    roles before A's name ('co-written, edited, and directed by A and produced by B') is A's,
    not B's as well."""
    drafts = RuleClaimExtractor().extract_sync(text, title=title)
    assert [d.claim for d in drafts] == expected


def test_written_and_illustrated_by_gives_one_claim_per_role() -> None:
    """'written and illustrated by' is never cut to '... series written.': one claim per role,
    each with the whole maker."""
    text = "Knuffle Bunny is a children's book series written and illustrated by Mo Willems."
    drafts = RuleClaimExtractor().extract_sync(text, title="Knuffle Bunny")
    assert [d.claim for d in drafts] == [
        "Knuffle Bunny is a children's book series.",
        "Knuffle Bunny was written by Mo Willems.",
        "Knuffle Bunny was illustrated by Mo Willems.",
    ]


@pytest.mark.parametrize(
    "claim",
    [
        "Exports in 2017 were meat (8.8%), wood products (6.2%), fruit (3.6%) and wine.",
        "Users reported problems accessing Facebook, Instagram, and Messenger.",
        "She competed in events including the Pan American Games, the World Games, the Asian "
        "Games.",
        "In the 2013 census, 74.0% of residents identified as European, and 14.9% as Maori.",
        "All ATF errors are considered retriable failures, and lambda owners have an option.",
    ],
)
def test_lists_and_second_clauses_are_compound(claim: str) -> None:
    """A list of three or more, a gapped clause or a clause after ', and' is dropped as compound."""
    extraction = RuleClaimExtractor().extraction(claim, title="Page")
    assert extraction.drafts == () and dict(extraction.dropped).get("compound") == 1


def test_the_only_child_of_two_named_parents_is_one_fact() -> None:
    """Appositions ('X, a legal secretary, and Y, an artist') are no list: the claim is kept."""
    claim = ("Leonardo DiCaprio is the only child of Irmelin Indenbirken, a legal secretary, and "
             "George DiCaprio, an underground comix artist and distributor.")  # fmt: skip
    assert [d.claim for d in RuleClaimExtractor().extract_sync(claim)] == [claim]


def test_a_subject_that_names_nothing_is_dropped_counted() -> None:
    """'Many users reported ...' is dropped as unnamed_subject; 'Meta said ...' is kept."""
    text = ("Meta restored service to Facebook in June 2026. Many users reported being "
            "logged out of their accounts. Permanent migration to New Zealand is regulated "
            "under a quota scheme.")  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="Meta")
    claims = [d.claim for d in extraction.drafts]
    assert claims[0] == "Meta restored service to Facebook in June 2026."
    assert not any(c.startswith("Many users") for c in claims)
    assert dict(extraction.dropped).get("unnamed_subject", 0) >= 1


def test_a_trailing_participle_phrase_is_cut_from_the_claim() -> None:
    """A trailing ', making it ...' phrase is cut from the claim; the span stays the sentence."""
    text = "In late 2015, Firefox had 10% of usage share, making it the 4th most-used browser."
    drafts = RuleClaimExtractor().extract_sync(text, title="Firefox")
    assert [d.claim for d in drafts] == ["In late 2015, Firefox had 10% of usage share."]
    assert drafts[0].span == text


def test_two_sentences_joined_by_a_comma_are_compound() -> None:
    """Two clauses joined by a comma are compound; a comma after an opening phrase is not."""
    splice = "Mozilla Webmaker is Mozilla's educational initiative, Webmaker's goal is to teach."
    assert dict(RuleClaimExtractor().extraction(splice, title="Mozilla").dropped) == {"compound": 1}
    one = "In 2013, Mozilla was a free-software community of volunteers."
    assert [d.claim for d in RuleClaimExtractor().extract_sync(one, title="Mozilla")] == [one]


def test_a_pronoun_of_the_other_gender_after_a_resolved_one_is_dropped() -> None:
    """A pronoun of the other gender after a resolved one names nobody: dropped as dangling."""
    text = ("Edward Lorenz became famous in 1972. Ellen Fetter worked for Lorenz in 1961. She "
            "did not realize how famous he had become.")  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="The Hidden Heroines of Chaos")
    assert all(" he " not in d.claim for d in extraction.drafts)
    assert dict(extraction.dropped).get("dangling_reference") == 1


def test_a_second_result_and_a_trailing_with_phrase_are_not_kept_in_one_claim() -> None:
    """A second result ('while earning a bronze') is compound; a trailing ', with ...' is cut."""
    won = ("At the 1929 FIS Nordic World Ski Championships, Sigmund Ruud won the ski jumping "
           "competition while earning a bronze in 1930.")  # fmt: skip
    assert dict(RuleClaimExtractor().extraction(won, title="Sigmund Ruud").dropped) == {
        "compound": 1
    }
    born = ("Just over 25% of New Zealand's population was born overseas, with the majority "
            "living in the Auckland Region.")  # fmt: skip
    drafts = RuleClaimExtractor().extract_sync(born, title="New Zealand")
    assert [d.claim for d in drafts] == ["Just over 25% of New Zealand's population was born "
                                         "overseas."]  # fmt: skip


def test_a_possessive_in_a_second_half_goes_to_the_first_halfs_owner() -> None:
    """'his later works' after 'X's earliest films' are X's; an ownerless 'her films' is dropped."""
    text = ("Jim Wynorski's earliest films were released to movie theaters, but his later "
            "works have been released to cable.")  # fmt: skip
    claims = [d.claim for d in RuleClaimExtractor().extract_sync(text, title="Jim Wynorski")]
    assert "Jim Wynorski's later works have been released to cable." in claims
    most = RuleClaimExtractor().extraction("Most of her films explore the lives of Indians "
                                           "living in England.", title="Films")  # fmt: skip
    assert most.drafts == ()


def _claims(text: str, title: str) -> tuple[list[str], dict[str, int]]:
    extraction = RuleClaimExtractor().extraction(text, title=title)
    return [d.claim for d in extraction.drafts], dict(extraction.dropped)


def test_an_it_that_may_be_the_object_is_not_the_subject() -> None:
    """An 'it' that may be the object is dropped, counted; after a copula it is the subject."""
    claims, dropped = _claims(
        "Arduino LLC filed to register the US trademark in April 2009, and it was granted in "
        "2011. Prior to 1925, Gyldendal was the leading publishing house in Norway, and it "
        "published all of Henrik Ibsen's works.",
        "Arduino",
    )
    assert "Arduino LLC filed to register the US trademark in April 2009." in claims
    assert not any("granted" in claim for claim in claims)
    assert dropped["ambiguous_pronoun"] == 1
    assert "Gyldendal published all of Henrik Ibsen's works." in claims


def test_an_embedded_relative_clause_keeps_the_verb_after_it() -> None:
    """An embedded relative clause is cut and the verb after it kept; no claim ends at its noun."""
    claims, _ = _claims(
        "Many voters in Tunisia back the Islamist party Ennahda. Islamist politicians have "
        "acknowledged that they did not realize the threat that would develop when radical "
        "Muslims, who had been repressed under authoritarian regimes, won the freedom to "
        "preach freely in mosques.",
        "Tunisia",
    )
    assert ("Islamist politicians have acknowledged that they did not realize the threat that "
            "would develop when radical Muslims won the freedom to preach freely in mosques."
            ) in claims  # fmt: skip


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("That\u2019s because Treasury bonds are still the favored port of international "
         "investors.", "unresolved_pronoun"),
        ('There, Banzi claims that Martino secretly filed a trademark application on "Arduino" '
         "in 2008.", "unresolved_pronoun"),
        ("New pipes will be made of a more durable cast iron known as ductile iron.",
         "unnamed_subject"),
        ("Amending the Bill to exempt journalists could be done quickly and safely.",
         "definite_description"),
        ("The attack on Wednesday, March 18, 2015, could heighten tensions in Tunisia.",
         "definite_description"),
        ("Uber is built around a relatively simple app, but it\u2019s not really a tech "
         "company.", "opinion"),
        ("Few foreign leaders so brazenly stand up to Obama and even fewer among longtime "
         "allies.", "dependent"),
    ],
)  # fmt: skip
def test_sentences_leaning_on_context_are_dropped_by_reason(sentence: str, reason: str) -> None:
    """Sentences leaning on context ('That's because', 'There,') give no claim, reason counted."""
    claims, dropped = _claims(f"The New York Times reported on the city. {sentence}", "News")
    assert not any(sentence[:20] in claim for claim in claims)
    assert dropped.get(reason, 0) >= 1


def test_stacked_openers_and_generic_subjects() -> None:
    """Stacked openers are cut whole; generic subjects are kept, context-adjective ones not."""
    claims, _ = _claims(
        "Also, recall that a Hermitian matrix has real eigenvalues. Investment companies are "
        "subject to special regulation under the Investment Company Act of 1940.",
        "Matrices",
    )
    assert "A Hermitian matrix has real eigenvalues." in claims
    assert ("Investment companies are subject to special regulation under the Investment "
            "Company Act of 1940.") in claims  # fmt: skip


def test_fused_heading_is_cut_from_the_claim_not_the_span() -> None:
    """A heading fused to a sentence is cut from the claim; the span stays verbatim."""
    text = ("OpenOffice keeps two major versions alive. Development statistics In the one-year "
            "period since late March 2014, there have been 381 changesets committed to the "
            "OpenOffice Subversion repository.")  # fmt: skip
    drafts = RuleClaimExtractor().extraction(text, title="OpenOffice").drafts
    found = [d for d in drafts if "381" in d.claim]
    assert [d.claim for d in found] == [
        "In the one-year period since late March 2014, there have been 381 changesets "
        "committed to the OpenOffice Subversion repository."
    ]
    assert found[0].span.startswith("Development statistics In")


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("The Islamists failed to improve a slumping economy in the country.",
         "definite_description"),
        ("A California sheriff says abductors branded a kidnapped woman with a message in 2016.",
         "role_only"),
        ("Additionally, the levels of assistance in the U.S. are generally lower than in other "
         "countries.", "definite_description"),
        ("After the collapse of the authoritarian system in 2011, hard-line Muslims known as "
         "Salafists attacked bars.", "definite_description"),
        ("The good thing about Ikea is that it is cheap and good quality.", "opinion"),
    ],
)  # fmt: skip
def test_unplaced_groups_sources_and_continuations_are_dropped(sentence: str, reason: str) -> None:
    """Unplaced groups, unnamed sources and 'Additionally, ...' continuations are dropped."""
    claims, dropped = _claims(f"The New York Times reported on the city. {sentence}", "News")
    assert not any(sentence.split()[1] in claim for claim in claims)
    assert dropped.get(reason, 0) >= 1


def test_subject_description_and_being_tail_are_cut() -> None:
    """An appositive and a 'with its name being' tail are cut; past events get the page date."""
    extraction = RuleClaimExtractor().extraction(
        "Tunisia, a mostly Muslim nation of about 11 million people, was governed for decades "
        "by Habib Bourguiba. Groundhog Day is generally seen as the first Hollywood time-loop "
        "movie by many with its name being synonymous with the genre. Last October, the OpenOffice "
        "project released version 4.1.1 of its office suite.",
        title="Tunisia", published="2015-03-25")  # fmt: skip
    claims = [d.claim for d in extraction.drafts]
    ruled = "Tunisia was governed for decades by Habib Bourguiba (reported March 25, 2015)."
    assert ruled in claims
    movie = ("Groundhog Day is generally seen as the first Hollywood time-loop movie by many "
             "(as of March 25, 2015).")  # a present state on a dated page: as of its day
    assert movie in claims
    assert (
        "In October 2014, the OpenOffice project released version 4.1.1 of its office suite."
        in claims
    )


def test_a_shared_passive_gets_its_auxiliary() -> None:
    """'produced by A and released by B' gives 'X was released by B', never a verbless claim."""
    claims, _ = _claims(
        "Big Hero 6 is a 2014 American computer-animated film produced by Walt Disney Animation "
        "Studios and released by Walt Disney Pictures. The Center for Middle Eastern Studies has "
        "existed for 20 years and has published several translated books.",
        "Big Hero 6",
    )
    assert "Big Hero 6 was released by Walt Disney Pictures." in claims
    assert "Big Hero 6 was produced by Walt Disney Animation Studios." in claims
    assert "The Center for Middle Eastern Studies has published several translated books." in claims


@pytest.mark.parametrize(
    ("sentence", "claim"),
    [
        ("New Zealand participated at the Summer Olympics in 1908 and 1912 as a joint team with "
         "Australia, before first participating on its own in 1920.",
         "New Zealand participated at the Summer Olympics in 1908 and 1912 as a joint team with "
         "Australia."),
        ("In the summer of 1961, Margaret Hamilton moved to the Lincoln Laboratory, but not "
         "before training her replacement.",
         "In the summer of 1961, Margaret Hamilton moved to the Lincoln Laboratory."),
        ("The 2013 New Zealand census enumerated a resident population of 4,242,048, an increase "
         "of 5.3% over the 2006 figure.",
         "The 2013 New Zealand census enumerated a resident population of 4,242,048."),
        ("Shumway is an open source Flash player developed by Mozilla since 2012, using open web "
         "technologies as a replacement for Flash.",
         "Shumway was developed by Mozilla since 2012."),
    ],
)  # fmt: skip
def test_trailing_second_facts_are_cut(sentence: str, claim: str) -> None:
    """Trailing second facts (', before ...', ', an increase of ...', ', using ...') are cut."""
    claims, _ = _claims(sentence, "Shumway" if sentence.startswith("Shumway") else "New Zealand")
    assert claim in claims


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Ahh, if only Yahoo had bought Snapchat instead of Tumblr.", "conditional"),
        ("In previous years the Mozilla Festival has focused on Learning, and Media.",
         "dependent"),
        ("Before long, Jeff Goldblum was pausing through lines about nature.", "dependent"),
    ],
)  # fmt: skip
def test_wishes_and_relative_times_are_no_claims(sentence: str, reason: str) -> None:
    """``if only ...`` is a wish; ``In previous years``, ``Before long``: relative times."""
    claims, dropped = _claims(sentence, "Mozilla")
    assert claims == [] and dropped.get(reason) == 1


def test_gapped_halves_are_compound_and_a_share_ends_a_subject() -> None:
    """Gapped halves are compound; a share ends a subject; a second half gets no fronted date."""
    claims, dropped = _claims(
        "In 1997, President Bill Clinton imposed a comprehensive trade embargo against Sudan and "
        "blocked the assets of the Sudanese government. New Zealand has an adult literacy rate "
        "of 99%, and over half of the population aged 15 to 29 hold a tertiary qualification. "
        "As of 2016, total expenditure on health care is 9.2% of GDP.",
        "Sudan",
    )
    assert "President Bill Clinton blocked the assets of the Sudanese government." in claims
    assert not any("literacy" in claim or "9.2%" in claim for claim in claims)
    assert dropped["compound"] >= 1 and dropped["unnamed_subject"] >= 1


def test_a_caption_in_a_bulleted_line_is_no_claim() -> None:
    """A bulleted line not ending as prose is a counted caption; one ending in '.' is read."""
    text = ("Whale strandings are common in New Zealand.\n\n- Kauri Parata, watched by his "
            "father, Hori Parata, carves a traditional design at their home in Whangarei. Kauri "
            "is a member of the group started by his father\n\n- Every Hermitian matrix is a "
            "normal matrix.\n")  # fmt: skip
    claims, dropped = _claims(text, "Whale strandings")
    assert not any("Kauri" in claim for claim in claims)
    assert dropped["caption"] >= 1
    assert "Every Hermitian matrix is a normal matrix." in claims


def test_specialists_finding_about_a_named_place_is_a_claim() -> None:
    """'Whale experts regard New Zealand as ...' is a claim; 'experts say strandings ...' is not."""
    claims, dropped = _claims(
        "Strandings are studied by the tribe. Whale experts regard New Zealand as the whale "
        "stranding capital of the world. Whale experts say strandings are common every year.",
        "Maori tribes fearful over whale strandings",
    )
    capital = "Whale experts regard New Zealand as the whale stranding capital of the world."
    assert capital in claims
    assert not any("every year" in claim for claim in claims)
    assert dropped.get("unnamed_subject", 0) + dropped.get("hedged", 0) >= 1  # nobody named


def test_the_saga_points_back() -> None:
    """``the saga`` (which one?) is a description pointing back: dropped, counted."""
    claims, dropped = _claims(
        "Star Wars is a film series created by George Lucas in 1977. Following up on the "
        "saga\u2019s first Blu-ray release in 2011, Industrial Light & Magic began remastering "
        "the entire saga in 3D.",
        "Star Wars",
    )
    assert not any("Blu-ray" in claim for claim in claims)
    assert dropped["definite_description"] >= 1


def test_without_a_page_entity_a_pronoun_takes_the_last_named_subject() -> None:
    """Without a page entity, 'She' resolves to the previous sentence's named subject."""
    text = "Ellen Fetter worked for the lab in 1961. She wrote a weather model in 1962."
    drafts = RuleClaimExtractor().extraction(text, title="Where Did All the Coders Go?").drafts
    assert "Ellen Fetter wrote a weather model in 1962." in [d.claim for d in drafts]


def test_without_a_page_entity_a_fronted_phrase_pronoun_is_resolved_or_dropped() -> None:
    """With no page entity, 'she' after a fronted phrase is resolved or dropped, never kept bare."""
    title = "Where Did All the Coders Go?"
    text = ("After leaving the group, Margaret Hamilton took a new job. At MIT, starting in "
            "1965, she headed the Apollo flight software team.")  # fmt: skip
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title=title).drafts]
    headed = "At MIT, starting in 1965, Margaret Hamilton headed the Apollo flight software team."
    assert headed in claims
    lone = "The plan was new. At MIT, starting in 1965, she headed the Apollo flight software team."
    drafts = RuleClaimExtractor().extraction(lone, title=title).drafts
    assert not any(" she " in d.claim for d in drafts)


_CLUTTERED = """<html><head><title>Lights festival opens</title></head><body>
<article><h1>Lights festival opens in Riverton</h1>
<p>The Riverton Lights Festival opened on 3 December 2021 with 400 lanterns along the Wye River.
The festival was founded by Anna Berg in 2009.</p>
<div class="photo-gallery"><p>9/50 Thousands more take a look at the floating lanterns.</p></div>
<p>10/50 Crowds gathered on the Old Bridge to watch the first lanterns.</p>
<p>The Riverton Lights Festival attracted 80,000 visitors in 2019.</p>
</article>
<aside class="sidebar"><p>Riverton Zoo welcomed two red pandas in 2020.</p></aside>
<div class="related-stories"><p>Riverton Council approved a new bridge in 2019.</p></div>
<div class="teaser"><p>Berg Lanterns sold 5,000 kits in 2021.</p></div>
</body></html>"""


def test_sidebar_related_teaser_and_gallery_text_never_reach_claims() -> None:
    """Aside, related, teaser and gallery text and 'N/M' slideshow captions give no claim."""
    from prometheus_client import REGISTRY

    def pruned(reason: str) -> float:
        value = REGISTRY.get_sample_value("dyneval_extract_pruned_total", {"reason": reason})
        return value or 0.0

    before = {r: pruned(r) for r in ("aside", "related", "teaser", "gallery")}
    page = extract_html(_CLUTTERED)
    assert {r: pruned(r) - before[r] for r in before} == {
        "aside": 1, "related": 1, "teaser": 1, "gallery": 1}  # fmt: skip
    got = RuleClaimExtractor().extraction(page.text, title=page.title)
    claims = " ".join(d.claim for d in got.drafts)
    assert "400 lanterns" in claims and "80,000 visitors" in claims
    for clutter in ("Thousands more", "Crowds gathered", "red pandas", "new bridge", "kits"):
        assert clutter not in claims, clutter
    assert dict(got.dropped).get("slideshow_caption") == 1


def test_an_author_bio_before_a_follow_line_is_dropped_as_author_bio() -> None:
    """'X is a reporter for Y ...' right before 'Follow him on Twitter' is furniture, counted."""
    bio = "Lucas Nolan is a reporter for Breitbart Tech covering issues of free speech."
    text = (
        f"Breitbart News was founded by Andrew Breitbart in 2007. {bio} "
        "Follow him on Twitter @LucasNolan_ or email him at lnolan@example.com"
    )
    got = RuleClaimExtractor().extraction(text, title="Breitbart News")
    claims = " ".join(d.claim for d in got.drafts)
    assert "founded by Andrew Breitbart" in claims
    assert "reporter" not in claims
    assert dict(got.dropped).get("author_bio") == 1
    alone = RuleClaimExtractor().extraction(f"{bio} He joined in 2014.", title="Breitbart News")
    assert "author_bio" not in dict(alone.dropped)  # only the follow line marks a bio


def test_claim_naming_a_team_or_model_by_half_its_title_name() -> None:
    """``The Rockets ...`` under ``Houston Rockets`` is written with the title's whole name;
    ``The Sportback 50`` under ``Audi e-tron Sportback`` (a lower-case part) is dropped as a
    partial name; a name the title writes after a number stays as it is."""
    extractor = RuleClaimExtractor()
    team = "The Rockets won two championships in 1994 and 1995."
    drafts = extractor.extraction(team, title="Houston Rockets").drafts
    assert [d.claim for d in drafts] == [
        "The Houston Rockets won two championships in 1994 and 1995."
    ]
    assert drafts[0].span == team
    title = "2020 Audi e-tron Sportback revealed as electric 4-door coupe"
    half = extractor.extraction("The Sportback 50 has 120 kW charging in 2020.", title=title)
    assert not half.drafts
    assert dict(half.dropped).get("partial_name") == 1
    other = "The Boeing 787 made its first flight in 2009."
    drafts = extractor.extraction(other, title="Emirates orders 30 Boeing 787 jets").drafts
    assert [d.claim for d in drafts] == [other]
