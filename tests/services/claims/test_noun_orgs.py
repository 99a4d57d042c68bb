"""Organisation facts stated inside news noun phrases ('Paris-based Airbus', 'Hulu, a
subsidiary of Disney,'): one claim per fact, a named organisation and place, dated when the
fact changes, and nothing from quotations, hypotheticals, headlines or ambiguous lists."""

from __future__ import annotations

import re
from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.noun_orgs import counted_units, org_facts
from shared.claims.places import place_name

DAY = date(2019, 11, 20)


def _claims(sentence: str, published: date | None = DAY,
            persons: frozenset[str] = frozenset()) -> list[str]:
    return [f.claim for f in org_facts(sentence, published=published, persons=persons)
            if f.claim is not None]


def _reasons(sentence: str, persons: frozenset[str] = frozenset()) -> list[str]:
    return [f.reason for f in org_facts(sentence, published=DAY, persons=persons)
            if f.claim is None]


def test_a_place_based_organisation_is_based_there_with_no_date() -> None:
    """'Paris-based Airbus' and 'the Seattle-based retailer Amazon' state a headquarters: a
    stable fact, written with no date."""
    assert _claims("Paris-based Airbus said on Monday it would cut jobs.") == [
        "Airbus is based in Paris."]
    assert _claims("The Seattle-based retailer Amazon opened a store.") == [
        "Amazon is based in Seattle."]
    assert _claims("Sacramento-based McClatchy filed for bankruptcy.", None) == [
        "McClatchy is based in Sacramento."]
    assert _claims("He sued the Seattle-based International Pacific Halibut Commission.") == [
        "The International Pacific Halibut Commission is based in Seattle."]


def test_based_needs_a_named_place() -> None:
    """'cloud-based', 'plant-based', 'Windows-based', 'NYC-based Ars' name no place."""
    for sentence in ("The cloud-based service is popular.", "Cloud-based tools sold well.",
                     "Plant-based Beyond Meat rose.", "Windows-based Dell PCs sold well.",
                     "Community-based Acme Group grew.", "NYC-based Ars reported it."):
        assert _claims(sentence) == [], sentence
    assert _reasons("Windows-based Dell PCs sold well.") == ["noun_org_no_place"]


def test_a_person_or_a_people_word_is_no_organisation() -> None:
    """'London-based artist Jane Doe', a page person, 'German architect' or 'Asian quick
    service restaurant chain' give no organisation claim."""
    assert _claims("London-based artist Jane Doe painted it.") == []
    assert _claims("Paris-based Dupont said so.", persons=frozenset({"Marie Dupont"})) == []
    assert _claims("It was designed by New York-based German architect, Annabelle Selldorf.") == []
    assert _claims("Leeann Chin is a Bloomington, Minnesota-based Asian quick service "
                   "restaurant chain.") == []
    assert _claims("The Delhi-based Council on Energy, Environment and Water said so.") == []


def test_an_owner_named_before_owned_is_dated() -> None:
    """'Kroger-owned QFC' is ownership, which changes: dated as of the page; undated it is
    skipped with its reason."""
    assert _claims("Prices were matched at Kroger-owned QFC stores.") == [
        "QFC is owned by Kroger (as of November 20, 2019)."]
    assert _claims("Amazon-owned Whole Foods Market cut prices.") == [
        "Whole Foods Market is owned by Amazon (as of November 20, 2019)."]
    assert [f.reason for f in org_facts("Kroger-owned QFC closed.", published=None)] == [
        "noun_org_undated"]


def test_an_owner_must_be_named() -> None:
    """'State-owned', 'Saudi-owned' and a person's surname ('Trump-owned') name no owner
    organisation."""
    assert _claims("State-owned Aramco listed shares.") == []
    assert _claims("Saudi-owned Aramco listed shares.") == []
    assert _claims("Trump-owned Doral hosted it.", persons=frozenset({"Donald Trump"})) == []


def test_appositives_state_maker_parent_subsidiary_and_owner() -> None:
    """'Coty Inc., the maker of CoverGirl,', 'Hulu, a subsidiary of Disney,', 'Instagram,
    which is owned by Facebook,': each one dated fact about the name it follows, in the
    appositive's own words."""
    assert _claims("Shares of Coty Inc., the maker of CoverGirl, fell 5%.") == [
        "Coty Inc. is the maker of CoverGirl (as of November 20, 2019)."]
    assert _claims("Hulu, a subsidiary of Disney, raised prices.") == [
        "Hulu is a subsidiary of Disney (as of November 20, 2019)."]
    assert _claims("The deal gives Instagram, which is owned by Facebook, a feature.") == [
        "Instagram is owned by Facebook (as of November 20, 2019)."]
    assert _claims("Investors cheered Alphabet, the parent company of Google, on Monday.") == [
        "Alphabet is the parent company of Google (as of November 20, 2019)."]


def test_a_headquarters_appositive_keeps_its_region() -> None:
    """'Paramount Equity LLC, headquartered in Roseville, California,' is a place: no date."""
    assert _claims("Paramount Equity LLC, headquartered in Roseville, California, grew.",
                   None) == ["Paramount Equity LLC is headquartered in Roseville, California."]


def test_an_appositive_after_a_list_or_with_a_list_is_skipped() -> None:
    """'Coty and Wella, the maker of X': which one? 'the maker of A and B': two facts."""
    assert _reasons("Coty and Wella, the maker of CoverGirl, merged.") == ["noun_org_ambiguous"]
    assert _reasons("He met Procter, Coty, the maker of CoverGirl, and others.") == [
        "noun_org_ambiguous"]
    assert _claims("Coty, the maker of CoverGirl and Max Factor, fell.") == []


def test_a_short_form_of_the_value_is_no_name() -> None:
    """'Tribune, the owner of the Chicago Tribune': the subject is a cut of a longer name."""
    assert _reasons("Tribune, the owner of the Chicago Tribune, was sold.") == [
        "noun_org_short_name"]


def test_an_institution_in_a_named_place() -> None:
    """'Eastern Michigan University in Ypsilanti' places the university; a month, a year or
    a generic name ('Memorial Hospital', 'the Polytechnic University') gives nothing."""
    assert _claims("He studied at Eastern Michigan University in Ypsilanti, Michigan.") == [
        "Eastern Michigan University is in Ypsilanti, Michigan."]
    assert _claims("He was treated at Memorial Hospital in Albany.") == []
    assert _claims("Police surrounded the Polytechnic University in Hong Kong.") == []
    assert _claims("She joined Harvard University in 2010.") == []
    assert _claims("She joined Harvard University in May.") == []


def test_a_size_before_a_name_is_dated() -> None:
    """'the 1,700-bed Albany Medical Center' is a size: dated as of the page."""
    assert _claims("She was taken to the 1,700-bed Albany Medical Center.") == [
        "Albany Medical Center has 1,700 beds (as of November 20, 2019)."]
    assert _claims("The 15-member Council voted.") == []


def test_nothing_from_quotations_hypotheticals_or_headlines() -> None:
    """A quoted phrase, an 'if' clause and a line with no full stop give no claim."""
    assert _reasons('"Paris-based Airbus is great," he said.') == ["noun_org_quoted"]
    assert _reasons("If Seattle-based Amazon buys it, prices will rise.") == [
        "noun_org_hypothetical"]
    assert org_facts("Paris-based Airbus cuts 2,000 jobs", published=DAY) == []


def test_places_are_towns_states_and_countries_not_words() -> None:
    """The gazetteer knows towns of 15,000 people, states and countries, and refuses words."""
    for name in ("Paris", "Ypsilanti", "Mercer Island", "Texas", "Germany", "U.S.",
                 "Ann Arbor, Michigan"):
        assert place_name(name), name
    for name in ("Cloud", "Windows", "Android", "Kroger", "Faith", "Turkish"):
        assert not place_name(name), name


_WORDS = st.sampled_from(["Paris-based", "Airbus", "the", "maker", "of", "CoverGirl", ",",
                          "Hulu", "a", "subsidiary", "Disney", "University", "in",
                          "Ypsilanti", "owned", "by", "Kroger-owned", "QFC", "and", "\"",
                          "1,700-bed", "Albany", "Medical", "Center", "said", "."])


@given(st.lists(_WORDS, max_size=20))
def test_every_claim_names_words_of_its_sentence(words: list[str]) -> None:
    """Whatever the words, a claim ends as a sentence and every capitalised word of it
    (bar its opening 'The') is in the sentence read."""
    sentence = " ".join(words) + "."
    for fact in org_facts(sentence, published=DAY):
        if fact.claim is None:
            assert fact.reason.startswith("noun_org_")
            continue
        assert fact.claim.endswith(".")
        for word in re.findall(r"\b[A-Z][\w&.-]*", fact.claim.removeprefix("The ")):
            assert word.rstrip(".") in sentence or word in ("November",), fact.claim


def test_an_indefinite_appositive_or_a_people_word_states_a_kind() -> None:
    """'D-Wave Systems, a Canadian company,' and 'Japanese technology investment company
    SoftBank Group Corp' classify the name; a place-based word in it is its base."""
    assert _claims("D-Wave Systems, a Canadian company that built it, uses another way.") == [
        "D-Wave Systems is a Canadian company."]
    assert _claims("WeWork was rescued by Japanese technology investment company SoftBank "
                   "Group Corp, last month.") == [
        "SoftBank Group Corp is a Japanese technology investment company."]
    assert _claims("The rate fell, according to Edmunds.com, a California-based automobile "
                   "data firm.") == ["Edmunds.com is based in California.",
                                     "Edmunds.com is an automobile data firm."]
    assert _claims("It was found by BayTSP, a U.S. anti-piracy company.") == [
        "BayTSP is a U.S. anti-piracy company."]


def test_a_judging_or_bare_kind_and_a_definite_appositive_give_none() -> None:
    """'the embattled Chinese tech company', 'the popular work messaging app', 'a famous
    violin maker' judge; 'a group that ...' says nothing; 'the' singles out."""
    assert _claims("Huawei, the embattled Chinese tech company, fell.") == []
    assert _claims("Slack, the popular work messaging app, went down.") == []
    assert _claims("Kosmos, a popular sports group, paid.") == []
    assert _claims("The Alliance for American Manufacturing, a group that has applauded "
                   "tariffs, said so.") == []


def test_the_name_an_appositive_follows_is_the_nearest_organisation() -> None:
    """'the Executive Chairman of Jonah Capital, an equity fund': the fund is Jonah Capital;
    a name cut after a number ('3 Generations') or at a stop ('Dept. It') is not read
    whole, and 'the' opens a many-word institution's name."""
    assert _claims("He is the Executive Chairman of Jonah Capital, an equity fund based "
                   "in Johannesburg.") == ["Jonah Capital is an equity fund."]
    assert _claims("In 2007, she founded 3 Generations, a non-profit organization.") == []
    assert _claims("A study by the Centre for Economic Policy Research, a London-based "
                   "think tank, concluded so.") == [
        "The Centre for Economic Policy Research is based in London."]


def test_a_day_ends_a_name_and_a_size_gives_its_plural_unit() -> None:
    """'the 1,700-bed Albany Medical Center on Monday': the name stops before the day, and
    the span gives 'beds' to the claim that writes the size out."""
    assert _claims("She was taken to the 1,700-bed Albany Medical Center on Monday.") == [
        "Albany Medical Center has 1,700 beds (as of November 20, 2019)."]
    assert counted_units("The 20,000-seat Madison Square Garden and a 300-room hotel.") == {
        "seats"}


def test_an_institution_name_keeps_its_joins_and_drops_a_role_before_it() -> None:
    """'the Victoria & Albert Museum', 'ASA Hall of Fame Stadium' are whole names; 'Chairman
    of the Board of Lippmann Enterprises LLC, a cosmetics company' is about the company;
    'Indiana University and Purdue University in Indianapolis' may place the pair's campus:
    no claim."""
    assert _claims("It was bought by the Victoria & Albert Museum in London.", None) == [
        "The Victoria & Albert Museum is in London."]
    assert _claims("It was played at ASA Hall of Fame Stadium in Oklahoma City.", None) == [
        "ASA Hall of Fame Stadium is in Oklahoma City."]
    assert _claims("He serves as Chairman of the Board of Lippmann Enterprises LLC, a "
                   "cosmetics company.", None) == [
        "Lippmann Enterprises LLC is a cosmetics company."]
    assert _claims("IUPUI is a campus of Indiana University and Purdue University in "
                   "Indianapolis, Indiana.", None) == []


def test_a_changed_place_and_a_possessive_name_give_none() -> None:
    """'Forman Christian College in Lahore, India (now Pakistan)' was placed then; 'Shangy's,
    a beer distributor' has its name's own 's (cut, it would name another)."""
    assert _reasons("He taught at Forman Christian College in Lahore, India (now Pakistan).",
                    ) == ["noun_org_former_place"]
    assert _reasons("He owns Shangy's, a beer distributor founded in 1980.") == [
        "noun_org_possessive_name"]


def test_a_name_going_on_in_another_language_or_after_a_based_word_is_cut_right() -> None:
    """'the Haarlem-based Kunst zij ons doel' goes on past the capitals: no claim; 'owned by
    Detroit-based Crain Communications, a ... company' names Crain Communications."""
    assert _claims("He joined the Haarlem-based Kunst zij ons doel until 1948.", None) == []
    assert _claims("It is owned by Detroit-based Crain Communications, a privately held "
                   "publishing company.", None) == [
        "Crain Communications is based in Detroit.",
        "Crain Communications is a privately held publishing company."]


def test_a_team_nickname_is_no_based_organisation() -> None:
    """Review 18 S7: ``the Florida-based Panthers`` names a team by its plural nickname,
    no organisation (no ``Panthers is based in Florida.``); a company's one-word name and a
    many-word museum keep their claims."""
    for sentence in ("The Florida-based Panthers won.", "The Miami-based Dolphins won."):
        facts = org_facts(sentence, published=date(2019, 3, 5))
        assert [f.reason for f in facts] == ["noun_org_not_organisation"]
    assert [f.claim for f in org_facts("The China-based Huawei sold phones.",
                                       published=date(2019, 3, 5))] == [
        "Huawei is based in China."]  # fmt: skip


def test_a_name_going_on_past_a_foreign_connector_is_taken_whole() -> None:
    """'Action pour les Enfants', 'Verein für Kunst und Kultur': lowercase connector words
    between capitalised words are one name, never cut to its first word ('Action')."""
    assert _claims("The children were rescued, according to the Cambodia-based group "
                   "Action pour les Enfants.") == [
        "Action pour les Enfants is based in Cambodia."]
    assert _claims("It was run by the Berlin-based group Verein für Kunst und Kultur.") == [
        "Verein für Kunst und Kultur is based in Berlin."]
    assert _claims("The Paris-based bank Banque de France said rates rose.") == [
        "Banque de France is based in Paris."]


def test_a_name_before_an_english_lowercase_word_is_not_lengthened() -> None:
    """Near misses: an English word after the name ends it ('Acme in Europe' is still a cut
    name; 'Amazon said' stays 'Amazon'); a connector before a lowercase word joins nothing."""
    assert _reasons("The London-based group Acme in Europe said so.") == ["noun_org_cut_name"]
    assert _claims("The Seattle-based retailer Amazon said profits rose.") == [
        "Amazon is based in Seattle."]
    assert _claims("The Lyon-based group Acme and its rivals said so.") == [
        "Acme is based in Lyon."]
