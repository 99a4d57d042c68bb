"""A name its encyclopedia page disambiguates ('Ron Sparks (comedian)') is written with the
qualifier the page's lead gives, and a claim that only restates the title's kind is dropped
(issue 15, standalone: the bare name is no one thing)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.rules import RuleClaimExtractor
from shared.claims.title_qualifiers import kind_only, qualified_subject, title_qualifier
from shared.facts.names import claim_subject

SPARKS = ("Ron Sparks is a Canadian comedian, actor, writer and producer. He was born in "
          "Chatham-Kent, Ontario and lives in Toronto, Ontario.")
BROWNLEE = ("John Brownlee (born in Fort Worth, Texas) is a former American professional "
            "basketball player. He was selected in the fourth round of the 1986 NBA Draft by "
            "the Los Angeles Clippers.")
ENOCHS = ("Table of Contents is a sculpture designed by the American artist Dale Enochs. The "
          "sculpture is made from limestone and was commissioned by Joseph F. Miller.")
GOOD_TIME = ('"Good Time" is a song recorded by Romanian recording artist Inna for "Body and '
             'the Sun" (2015). It was made available for digital download on 15 July 2014 '
             "through Atlantic Records.")


def _claims(text: str, title: str) -> list[str]:
    return [d.claim for d in RuleClaimExtractor(cache_size=0).extract_sync(text, title=title)]


def test_the_reviewers_bare_names_are_written_with_the_leads_qualifier() -> None:
    """'Ron Sparks is a producer.' (Ron Sparks (comedian)), 'John Brownlee was selected ...'
    (John Brownlee (basketball)) and 'Table of Contents was commissioned ...' (Table of
    Contents (Enochs)) name no one thing; the claims carry the words the lead gives."""
    sparks = _claims(SPARKS, "Ron Sparks (comedian)")
    assert "The comedian Ron Sparks is a producer." in sparks, sparks
    assert "Ron Sparks is a producer." not in sparks, sparks
    brownlee = _claims(BROWNLEE, "John Brownlee (basketball)")
    assert any(c.startswith("The basketball player John Brownlee was selected") for c in
               brownlee), brownlee
    enochs = _claims(ENOCHS, "Table of Contents (Enochs)")
    assert ("Dale Enochs' sculpture Table of Contents was commissioned by Joseph F. Miller."
            in enochs), enochs


def test_a_claim_naming_the_qualifier_is_left_as_it_is() -> None:
    """'Ron Sparks is a Canadian comedian.' already sets him apart; so does the maker in
    'Table of Contents was designed by ... Dale Enochs.'"""
    assert "Ron Sparks is a Canadian comedian." in _claims(SPARKS, "Ron Sparks (comedian)")
    enochs = _claims(ENOCHS, "Table of Contents (Enochs)")
    assert "Table of Contents was designed by the American artist Dale Enochs." in enochs, enochs


def test_near_misses_give_no_qualifier() -> None:
    """A place, a year, a work's kind (work_titles' matter), a parenthesis the lead does not
    hold or holds with no role noun, a lead writing the parenthesis as part of the name."""
    none = [("Alexandria (Louisiana)", "Alexandria is a city in Louisiana."),
            ("Springfield (1998)", "Springfield is a town founded in 1998."),
            ("Applause (Lady Gaga song)", '"Applause" is a song by Lady Gaga.'),
            ("David Smith (director)", "David Smith was an American actor."),
            ("Foo (lake)", "Foo is a lake in Ohio."),
            ("Bar (Baz)", "Bar (Baz) is a painting by Jim Baz."),
            ("Ron Sparks", SPARKS)]
    for title, lead in none:
        assert title_qualifier(title, lead) is None, title


def test_a_rewrite_needs_the_bare_name_first() -> None:
    """Only a claim opening on the bare name (quoted or not), not on a longer name."""
    qualifier = title_qualifier("Ron Sparks (comedian)", SPARKS)
    assert qualifier == ("The comedian", "Ron Sparks", "comedian")
    assert qualified_subject("Ron Sparks Band toured Ontario.", qualifier) == (
        "Ron Sparks Band toured Ontario.")
    assert qualified_subject("Toronto hosted Ron Sparks in 2001.", qualifier) == (
        "Toronto hosted Ron Sparks in 2001.")
    assert qualified_subject("Ron Sparks, a writer, lives in Toronto.", qualifier) == (
        "The comedian Ron Sparks, a writer, lives in Toronto.")


def test_a_claim_restating_the_titles_kind_is_dropped_and_counted() -> None:
    """'"Good Time" is a song.' under 'Good Time (Inna song)' says only the disambiguator;
    the lead's other claim names Inna. A kind with more words is kept ('is a 2006 film':
    a release year)."""
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        GOOD_TIME, title="Good Time (Inna song)")
    claims = [d.claim for d in extraction.drafts]
    assert '"Good Time" is a song.' not in claims, claims
    assert dict(extraction.dropped).get("title_kind_only") == 1, extraction.dropped
    assert kind_only("Decomposer is an album.", "Decomposer (album)", None)
    assert not kind_only("The Prestige is a 2006 film.", "The Prestige (2006 film)", None)
    assert not kind_only("Cola Song is a song.", "Cola Song", None)
    enochs = title_qualifier("Table of Contents (Enochs)", ENOCHS)
    assert kind_only("Table of Contents is a sculpture.", "Table of Contents (Enochs)", enochs)


def test_facts_read_the_qualified_name_as_the_pages_subject() -> None:
    """'The comedian Ron Sparks was born ...' is still Ron Sparks (comedian)'s claim; an
    unrelated 'The former mayor John Smith' on that page is not."""
    title = "Ron Sparks (comedian)"
    assert claim_subject("The comedian Ron Sparks was born in Chatham-Kent.", title) == (
        title, 23)
    assert claim_subject("The basketball player John Brownlee was born in Texas.",
                         "John Brownlee") == ("John Brownlee", 35)
    other = claim_subject("The former mayor John Smith was born in Toronto.", title)
    assert other is None or other[0] != title


@given(st.sampled_from(["comedian", "basketball", "singer", "footballer"]),
       st.sampled_from(["Ann Lee", "Bo Diaz", "Tom Hart"]))
def test_a_qualified_claim_ends_with_the_original_claim(role: str, name: str) -> None:
    """Whatever the role, the rewrite only adds words before the claim."""
    lead = f"{name} is an American {role} player and writer."
    qualifier = title_qualifier(f"{name} ({role})", lead)
    claim = f"{name} lives in Boston."
    written = qualified_subject(claim, qualifier)
    assert written.endswith(claim)
    assert written == claim or written.startswith("The ")


def test_a_thing_with_no_role_noun_gets_no_qualifier() -> None:
    """'Front Row (software)': 'software application for Apple's Macintosh' holds no role
    noun ('for' is no actor), so 'Front Row was removed ...' is left alone."""
    lead = "Front Row is a discontinued media center software application for Apple's Macintosh."
    assert title_qualifier("Front Row (software)", lead) is None


def test_a_thing_named_by_an_agent_like_noun_gets_no_qualifier() -> None:
    """Code review of d7ed15b: 'element', 'river', 'computer', 'tree', 'restaurant' end
    like 'player' or 'president' but are no people; their page's bare name gets no
    qualifier and 'Giant is a tree.' is no title-kind-only claim."""
    things = [("Mercury (element)", "Mercury is a chemical element with symbol Hg."),
              ("Foo (river)", "Foo is a river in Ohio."),
              ("Foo (computer)", "Foo is a computer built by IBM in 1960."),
              ("Giant (tree)", "Giant is a tree in Sequoia National Park."),
              ("Foo (restaurant)", "Foo is a restaurant in San Francisco."),
              ("Foo (tower)", "Foo is a tower in Paris.")]
    for title, lead in things:
        assert title_qualifier(title, lead) is None, title
    assert not kind_only("Giant is a tree.", "Giant (tree)",
                         title_qualifier("Giant (tree)", "Giant is a tree in California."))


def test_person_nouns_still_end_a_role_qualifier() -> None:
    """Near misses kept: 'the comedian Ron Sparks', 'the basketball player John Brownlee',
    and other people's nouns."""
    assert title_qualifier("Ron Sparks (comedian)", SPARKS) == (
        "The comedian", "Ron Sparks", "comedian")
    assert title_qualifier("John Brownlee (basketball)", BROWNLEE) == (
        "The basketball player", "John Brownlee", "basketball")
    people = [("Tom Hale (footballer)", "Tom Hale is an English footballer.", "footballer"),
              ("Ann Lee (singer)", "Ann Lee is a British singer.", "singer"),
              ("Ann Lee (actress)", "Ann Lee is a British actress.", "actress"),
              ("Ann Lee (politician)", "Ann Lee is a British politician.", "politician"),
              ("Ann Lee (director)", "Ann Lee is a British director.", "director"),
              ("Ann Lee (businessman)", "Ann Lee was a British businessman.", "businessman"),
              ("Ann Lee (economist)", "Ann Lee is a British economist.", "economist"),
              ("Ann Lee (sportswriter)", "Ann Lee is a British sportswriter.",
               "sportswriter")]
    for title, lead, role in people:
        assert title_qualifier(title, lead) == (f"The {role}", "Ann Lee" if "Ann" in title
                                                else "Tom Hale", role), title
