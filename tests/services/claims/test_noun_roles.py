"""People's roles and ages stated inside news noun phrases (shared.claims.noun_roles)."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.acronyms import acronym_definitions
from shared.claims.noun_facts import NounFact, NounPage, NounSentence
from shared.claims.noun_roles import role_facts
from shared.claims.standalone import person_names

DAY = date(2019, 3, 5)


def _facts(sentence: str, *, published: date | None = DAY, page: str = "") -> list[NounFact]:
    text = f"{page}\n{sentence}" if page else sentence
    at = text.index(sentence)
    nouns = NounPage(text, "A headline", published, person_names(text), acronym_definitions(text))
    return list(role_facts(NounSentence(sentence, at), nouns))


def _claims(sentence: str, **kwargs: object) -> list[str]:
    return [f.claim for f in _facts(sentence, **kwargs) if f.claim]  # type: ignore[arg-type]


def _reasons(sentence: str, **kwargs: object) -> list[str]:
    return [f.reason for f in _facts(sentence, **kwargs) if f.claim is None]  # type: ignore[arg-type]


def test_a_title_with_its_organisation_before_a_whole_name_is_a_dated_role() -> None:
    """'Federal Reserve Chairman Jerome Powell said ...': the role as of the page's date."""
    assert _claims("Federal Reserve Chairman Jerome Powell said the economy was strong.") == [
        "Jerome Powell was the Federal Reserve Chairman (as of March 5, 2019)."
    ]
    assert _claims("Apple CEO Tim Cook spoke on Tuesday.") == [
        "Tim Cook was the Apple CEO (as of March 5, 2019)."
    ]
    assert _claims("Disney chief executive Bob Iger announced the plan.") == [
        "Bob Iger was the Disney chief executive (as of March 5, 2019)."
    ]


def test_interim_acting_and_former_are_kept_as_the_page_writes_them() -> None:
    """'Interim BART Police Chief Ed Alvarez': interim kept; 'former' reads 'is a former'."""
    bart = "Bay Area Rapid Transit (BART) trains stopped."
    assert _claims("Interim BART Police Chief Ed Alvarez said the officer was on leave.",
                   page=bart) == [
        "Ed Alvarez was the interim BART Police Chief (as of March 5, 2019)."
    ]
    assert "noun_role_abbreviation" in _reasons("Interim BART Police Chief Ed Alvarez said it.")
    assert _claims("The deal was praised by former Apple CEO John Sculley on Monday.") == [
        "John Sculley is a former Apple CEO (as of March 5, 2019)."
    ]


def test_an_abbreviated_title_is_written_out() -> None:
    """'South Dakota Gov. Kristi Noem': Governor, not 'Gov.' at the end of a claim."""
    assert _claims("South Dakota Gov. Kristi Noem defended the campaign on Monday.") == [
        "Kristi Noem was the South Dakota Governor (as of March 5, 2019)."
    ]


def test_a_title_many_hold_takes_a_not_the() -> None:
    """'Wells Fargo analyst Zachary Fadem': one of the bank's analysts."""
    assert _claims("Wells Fargo analyst Zachary Fadem cut his price target.") == [
        "Zachary Fadem was a Wells Fargo analyst (as of March 5, 2019)."
    ]


def test_a_title_with_no_organisation_gives_no_claim() -> None:
    """'President Donald Trump', 'CEO Tim Cook': the president, the chief of what?"""
    for sentence in ("President Donald Trump made an unscheduled trip on Saturday.",
                     "Apple was pulled into the enterprise, CEO Tim Cook said Tuesday.",
                     "Marco Villa, the company's chief operating officer, said it would grow.",
                     "Communications Minister Malcolm Turnbull said the plan was sound."):
        assert _claims(sentence) == [], sentence
        assert "noun_role_no_organisation" in _reasons(sentence), sentence


def test_a_bare_surname_or_a_rank_is_no_whole_name() -> None:
    """'Apple CEO Cook' names no whole person; 'General Mark Milley' is Mark Milley."""
    assert _claims("Apple CEO Cook spoke on Tuesday.") == []
    assert _claims("General Mark Milley, chairman of the Joint Chiefs of Staff, told "
                   "reporters the forces would stay.") == [
        "Mark Milley was chairman of the Joint Chiefs of Staff (as of March 5, 2019)."
    ]


def test_an_appositive_with_its_organisation_is_a_role() -> None:
    """'John Williams, the president of the Federal Reserve Bank of New York,' and 'a trade
    professor at Cornell' state roles; the place after a comma goes on ('Aberdeen, Scotland')."""
    assert _claims("John Williams, the president of the Federal Reserve Bank of New York, "
                   "said the outlook was good.") == [
        "John Williams was the president of the Federal Reserve Bank of New York "
        "(as of March 5, 2019)."
    ]
    assert _claims("Richard Locksley, an immunologist at the University of California, "
                   "San Francisco, said it helps.") == [
        "Richard Locksley was an immunologist at the University of California, San Francisco "
        "(as of March 5, 2019)."
    ]
    assert _claims("Michael Sims, chief executive of Ceres Robotics, said his company won.") == [
        "Michael Sims was chief executive of Ceres Robotics (as of March 5, 2019)."
    ]


def test_an_appositive_that_is_more_than_one_role_gives_no_claim() -> None:
    """A title joined to a non-title ('trader and strategist'), a clause ('where ...'), a cut
    organisation ('Council on Energy, Environment and Water') are not one stated role."""
    for sentence in (
        "Juan Perez, senior foreign exchange trader and strategist at Tempus Inc., said so.",
        "Li Jifeng, a doctor at Chaoyang Hospital where the patients were treated, spoke.",
        "Kurinji Selvaraj, a research analyst at the Council on Energy, Environment and "
        "Water, said the air was worse.",
        "Gordon Sondland, the most anticipated witness in the inquiry, is unpredictable.",
    ):
        assert _claims(sentence) == [], sentence


def test_a_role_inside_a_quotation_or_after_an_if_gives_no_claim() -> None:
    """'"... Apple CEO Tim Cook ..." she said', 'if US President Donald Trump agrees'."""
    quoted = '"We met Apple CEO Tim Cook last week," Anna Lee said.'
    assert _claims(quoted) == [] and "noun_role_quoted" in _reasons(quoted)
    iffy = "It may grow if US President Donald Trump agrees to the demands."
    assert _claims(iffy) == [] and "noun_role_hypothetical" in _reasons(iffy)


def test_a_title_held_at_another_time_gives_no_claim() -> None:
    """'then-Apple CEO Steve Jobs', 'incoming Apple CEO', 'the late Sen.': not as of the page."""
    for sentence in ("The phone was shown by then-Apple CEO Steve Jobs in 2007.",
                     "The plan was drawn up by incoming Disney CEO Bob Chapek last week.",
                     "The late Arizona Sen. John McCain was held there in 1967."):
        assert _claims(sentence) == [], sentence


def test_several_names_sharing_one_title_give_no_claim() -> None:
    """'between Trump and US Trade Representative Robert Lighthizer': not Trump's title;
    'Anna Lee, Bob Ray, the founders ...' whose?"""
    page = "Donald Trump spoke."
    sentence = "The talks between Trump and US Trade Representative Robert Lighthizer ended."
    assert _claims(sentence, page=page) == []
    assert _claims("The firm was run by Anna Lee, Robert Ray, the chief executive of Acme, "
                   "until 2019.") == []


def test_an_undated_page_gives_no_role() -> None:
    """A role is true as of a time: with no page date (an encyclopedia) nothing is read."""
    assert _facts("Apple CEO Tim Cook spoke on Tuesday.", published=None) == []


def test_an_adult_age_after_a_name_is_dated_and_a_child_or_death_gives_none() -> None:
    """'John Smith, 45, of Albany' -> 45 years old as of the page; a minor's age and an age
    at death are refused."""
    assert _claims("John Smith, 45, of Albany, was charged with burglary.") == [
        "John Smith was 45 years old (as of March 5, 2019)."
    ]
    assert _claims("Emily Jones, 15, of Albany, was charged with burglary.") == []
    assert _claims("Mary Brown, 71, of Troy, died in the crash.") == []
    assert _claims("John Smith, 45, of Albany, was charged.", published=None) == []


def test_a_founder_is_not_dated() -> None:
    """'WikiLeaks co-founder Julian Assange': founding does not change with the page's day."""
    assert _claims("WikiLeaks co-founder Julian Assange was arrested in London.") == [
        "Julian Assange was a WikiLeaks co-founder."
    ]


_WORDS = st.sampled_from(["Apple", "CEO", "Tim", "Cook", "said", ",", "the", "of", "45",
                          "former", "then-", "Federal", "Reserve", "Chairman", "Jerome",
                          "Powell", "a", "professor", "at", "Cornell", '"', "if", "and"])


@given(st.lists(_WORDS, min_size=1, max_size=14))
def test_every_claim_names_a_whole_name_of_its_sentence_and_is_one_dated_sentence(
    words: list[str],
) -> None:
    """Whatever the words, a claim opens with a two-word name its sentence holds, ends with
    a full stop, and a dated one carries the page's date once."""
    sentence = " ".join(words) + "."
    for fact in _facts(sentence):
        if fact.claim is None:
            assert fact.reason.startswith("noun_"), fact
            continue
        name = fact.key[0]
        assert len(name.split()) >= 2 and name in sentence and fact.claim.startswith(name)
        assert fact.claim.endswith(".") and fact.claim.count("(as of ") <= 1


def test_a_generic_or_unknown_organisation_names_none() -> None:
    """'Committee Chairman X', 'Senate President X' (which country's?), 'UD President X' (an
    undefined short form)
    and a sentence's capitalised first adjective ('Embattled Chief of Staff') name no
    organisation; a short form the page defines or a reader knows does ('FBI Director')."""
    for sentence in ("Committee Chairman Jason Chaffetz did not respond to a request.",
                     "Senate President Bukola Saraki defected on Tuesday.",
                     "It was signed by House Speaker Paul Ryan last week.",
                     "He made fun of an email UD President Dennis Assanis sent.",
                     "Embattled Chief of Staff Reince Priebus did note the change."):
        assert _claims(sentence) == [], sentence
    assert _claims("FBI Director James Comey testified on Monday.") == [
        "James Comey was the FBI Director (as of March 5, 2019)."
    ]
    defined = "The University of Delaware (UD) grew. UD President Dennis Assanis wrote to students."
    nouns = NounPage(defined, "A headline", DAY, frozenset(), {"UD": "University of Delaware"})
    sentence = "UD President Dennis Assanis wrote to students."
    facts = role_facts(NounSentence(sentence, defined.index(sentence)), nouns)
    assert [f.claim for f in facts] == [
        "Dennis Assanis was the UD President (as of March 5, 2019)."
    ]


def test_two_titles_sharing_an_organisation_are_two_facts() -> None:
    """'president and chief operating officer of SpaceX' states two roles: one claim each."""
    assert _claims("Gwynne Shotwell, president and chief operating officer of SpaceX, said "
                   "it would fly.") == [
        "Gwynne Shotwell was president of SpaceX (as of March 5, 2019).",
        "Gwynne Shotwell was chief operating officer of SpaceX (as of March 5, 2019).",
    ]


def test_an_appositive_before_the_name_is_a_role() -> None:
    """'Tribune's former chairman, Michael Ferro,' and 'the chairman of the Joint Chiefs of
    Staff, Mark Milley,'; not 'the company's CEO, Tim Cook,' nor 'the then UK Home
    Secretary, Sajid Javid,'."""
    assert _claims("The stake held by Tribune's former chairman, Michael Ferro, was sold.") == [
        "Michael Ferro is Tribune's former chairman (as of March 5, 2019)."
    ]
    assert _claims("He met the chairman of the Joint Chiefs of Staff, Mark Milley, on Monday.") == [
        "Mark Milley was the chairman of the Joint Chiefs of Staff (as of March 5, 2019)."
    ]
    assert _claims("It was approved by the company's chief executive, Tim Cook, on Monday.") == []
    assert _claims("In June, the then UK Home Secretary, Sajid Javid, approved it.") == []


def test_a_title_written_two_ways_is_one_role() -> None:
    """'Fox News CFO Mark Kranz' and 'Fox News's chief financial officer, Mark Kranz,' give
    one key: one claim per person and role on a page."""
    first = _facts("Fox News CFO Mark Kranz left on Monday.")
    second = _facts("The memo went to Fox News's chief financial officer, Mark Kranz, at once.")
    assert first[0].key == second[0].key == ("Mark Kranz", "role:chief financial")


def test_a_role_inside_single_curly_quotes_gives_no_claim() -> None:
    """Review 18 S2: a British page's ``\u2018...\u2019`` quotation is a quotation; an
    apostrophe (``Powell\u2019s``) or a closed quotation before the title is none."""
    quoted = "\u2018Federal Reserve Chairman Jerome Powell is a disaster,\u2019 he said."
    assert _claims(quoted) == []
    assert "noun_role_quoted" in _reasons(quoted)
    for sentence in ("\u2018It is over,\u2019 said Federal Reserve Chairman Jerome Powell.",
                     "The Fed\u2019s rise was defended by Federal Reserve Chairman Jerome "
                     "Powell."):  # fmt: skip
        assert _claims(sentence) == [
            "Jerome Powell was the Federal Reserve Chairman (as of March 5, 2019)."]


def test_a_customer_or_winner_at_a_place_is_no_role() -> None:
    """Review 18 S3: ``a customer at Walmart``, ``a winner at the Oscars``, ``a patient
    at ...`` say what someone did there, no job; an analyst or a researcher at X is one."""
    for sentence in ("Jane Doe, a customer at Walmart, said she waited.",
                     "Jane Doe, a winner at the Oscars, thanked her mother.",
                     "Jane Doe, a patient at Mayo Clinic, said it."):  # fmt: skip
        assert _claims(sentence) == []
    assert _claims("Jane Doe, an analyst with Oanda, said it.") == [
        "Jane Doe was an analyst with Oanda (as of March 5, 2019)."]


def test_a_list_of_organisations_or_an_opening_word_is_no_organisation() -> None:
    """Review 18 S1: ``Microsoft and Apple CEO``, ``Acme President and Beta CEO`` are lists
    (``noun_role_listed``); ``Both``/``Neither``/``Newly`` open the sentence, no name's word;
    ``Procter & Gamble`` written twice on its page is one name."""
    for sentence in ("Executives from Microsoft and Apple CEO Tim Cook attended the dinner.",
                     "Goldman Sachs and JPMorgan Chief Economist Jan Hatzius spoke.",
                     "Acme President and Beta CEO Jane Doe said sales rose."):  # fmt: skip
        assert _claims(sentence) == []
        assert "noun_role_listed" in _reasons(sentence)
    for opener in ("Both", "Neither", "Newly"):
        assert "John Smith was the Acme CEO (as of March 5, 2019)." in _claims(
            f"{opener} Acme CEO John Smith said it.")
    pg = "Shares of Procter & Gamble rose."
    assert _claims("Procter & Gamble CEO David Taylor said it.", page=pg) == [
        "David Taylor was the Procter & Gamble CEO (as of March 5, 2019)."]


def test_a_form_of_address_before_a_title_names_no_organisation() -> None:
    """'Her Honour Judge Sarah Collins' is addressed as a judge: no office 'Honour Judge', no
    claim; a court before the title still names one."""
    assert _claims("Her Honour Judge Sarah Collins sentenced the man to four years.") == []
    assert "noun_role_no_organisation" in _reasons(
        "Her Honour Judge Sarah Collins sentenced the man to four years.")
    assert _claims("His Excellency Ambassador John Smith opened the fair.") == []
    assert _claims("Leeds Crown Court Judge Anna Reed sentenced the man.") == [
        "Anna Reed was a Leeds Crown Court Judge (as of March 5, 2019)."
    ]
