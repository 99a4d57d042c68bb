"""Coordinated named subjects split into one claim each only when a word says 'each'."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.distributive import distribute, distribute_objects
from shared.claims.parts import claim_parts
from shared.claims.rules import RuleClaimExtractor
from shared.claims.splitting import split_coordinated


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("Smith and Jones each won two medals at the games in Paris.",
         ["Smith won two medals at the games in Paris.",
          "Jones won two medals at the games in Paris."]),
        ("Both Ford and General Motors reported higher sales in March.",
         ["Ford reported higher sales in March.",
          "General Motors reported higher sales in March."]),
        ("Apple, Google and Microsoft each paid fines of 2 million euros.",
         ["Apple paid fines of 2 million euros.", "Google paid fines of 2 million euros.",
          "Microsoft paid fines of 2 million euros."]),
        ("In 2004, Smith and Jones won a gold medal each.",
         ["In 2004, Smith won a gold medal.", "In 2004, Jones won a gold medal."]),
        ("Alice and Bob each own 10 percent of the company.",
         ["Alice owns 10 percent of the company.", "Bob owns 10 percent of the company."]),
        ("Both Smith and Jones were born in Ohio.",
         ["Smith was born in Ohio.", "Jones was born in Ohio."]),
        ("The Lakers and the Celtics have each won 17 championships.",
         ["The Lakers have won 17 championships.", "The Celtics have won 17 championships."]),
    ],
)  # fmt: skip
def test_each_both_and_all_split_the_subjects(sentence: str, parts: list[str]) -> None:
    """A distributive word gives each named subject the shared predicate, agreeing in number."""
    assert distribute(sentence) == parts


@pytest.mark.parametrize(
    "sentence",
    [
        "Smith and Jones married in 1990.",  # together: no distributive word
        "Ford and GM signed a joint venture agreement in 2019.",
        "He and she each won a prize.",  # pronouns: no names
        "The company and its rivals each cut prices.",  # 'its rivals' is no name
    ],
)
def test_without_a_distributive_word_or_names_the_sentence_stays(sentence: str) -> None:
    """A coordinated subject that may act together, or is no list of names, is left whole."""
    assert distribute(sentence) == [sentence]


def test_the_split_parts_keep_the_sentence_as_their_span() -> None:
    """Both claims of 'X and Y each ...' are extracted, each with the whole sentence as span."""
    text = "Rafael Nadal and Novak Djokovic each won two titles at the Paris Masters in 2015."
    drafts = RuleClaimExtractor().extraction(text, title="Paris Masters").drafts
    assert [d.claim for d in drafts] == [
        "Rafael Nadal won two titles at the Paris Masters in 2015.",
        "Novak Djokovic won two titles at the Paris Masters in 2015.",
    ]
    assert {d.span for d in drafts} == {text}


def test_a_second_clause_with_its_own_named_subject_is_split() -> None:
    """'X hit A and U.S. stocks fell' is two facts; 'Yellen said X and Y' stays hers, whole."""
    parts, _ = claim_parts("Yields on Treasuries hit their highest levels in more than five "
                           "years and U.S. stocks fell in choppy action.")  # fmt: skip
    assert parts == ["Yields on Treasuries hit their highest levels in more than five years.",
                     "U.S. stocks fell in choppy action."]  # fmt: skip
    said = "Yellen said inflation rose in 2016 and the dollar fell sharply against the euro."
    assert claim_parts(said)[0] == [said]
    whole = "Inflation rose in 2016 and the dollar fell sharply, officials said."
    assert claim_parts(whole)[0] == [whole]


def test_a_list_ending_in_an_ing_noun_is_not_cut() -> None:
    """', spending and deregulation' ends a list; it is no participle phrase to cut away."""
    parts, _ = claim_parts("The Fed signaled faster increases as bankers adapted to promises "
                           "of tax cuts, spending and deregulation.")  # fmt: skip
    assert all(part.endswith("spending and deregulation.") for part in parts), parts


_NAME = st.from_regex(r"[A-Z][a-z]{2,8}", fullmatch=True).filter(
    lambda name: name not in {"The", "And", "But", "Both", "Each", "All", "She", "They", "Since",
                              "From"})  # fmt: skip


@given(st.lists(_NAME, min_size=2, max_size=4, unique=True),
       st.sampled_from(["won", "scored", "lost", "played"]),
       st.from_regex(r"[a-z]{3,8} [a-z]{3,8}", fullmatch=True))  # fmt: skip
def test_each_subject_gets_exactly_the_shared_predicate(names: list[str], verb: str,
                                                        rest: str) -> None:  # fmt: skip
    """For any list of names 'each <verb> <rest>', one claim per name, in order, all ending
    with the same predicate."""
    subjects = f"{', '.join(names[:-1])} and {names[-1]}"
    out = distribute(f"{subjects} each {verb} {rest}.")
    assert out == [f"{name} {verb} {rest}." for name in names]


def test_a_name_of_its_own_after_the_still_splits() -> None:
    """'the Deputy Premier' after 'The Deputy Premiership' is a name of its own, no pointer
    back: the second clause is still split off."""
    sentence = ("The Deputy Premiership is a ministerial portfolio in the Cabinet of South "
                "Australia, and the Deputy Premier is appointed by the Governor of South "
                "Australia.")  # fmt: skip
    assert split_coordinated(sentence) == [
        "The Deputy Premiership is a ministerial portfolio in the Cabinet of South Australia.",
        "The Deputy Premier is appointed by the Governor of South Australia.",
    ]


@pytest.mark.parametrize(
    ("sentence", "whole"),
    [
        ("Barbary Pirate is a 1949 American swashbuckler film starring Donald Woods and Trudy "
         "Marshall, directed by Lew Landers.", "Trudy Marshall"),
        ("Leston Paul was the captain of the Trinidad and Tobago National U-17 and U-20 teams that "
         "featured in the 2007 FIFA U-17 World Cup.", "U-17 and U-20 teams"),
        ("The Moscow publishing house advertised 33 different journals, the Leningrad "
         "publishing house advertised 5 journals, and the Kazan publishing house advertised 1 "
         "journal for the year 1941.", "5 journals, and the Kazan"),
        ("The Varsity Blind Tasting Match is the oldest blind tasting competition in the world "
         "and Champagne Pol Roger UK has sponsored the Match since 1992.", "Tasting Match"),
        ("The school currently has around 260 pupils and the Head Master is Christian "
         "Pritchard.", "pupils and the Head Master"),
        ("Jurassic Park Builder is an Apple and later Android and Facebook application produced "
         "by Ludia in 2012.", "Facebook application"),
        ("The Split Squad is a Rock and Roll band composed of Clem Burke and Josh Kantor.",
         "Rock and Roll band"),
        ("Afro-Cuban jazz began in the mid-1950s as bebop musicians such as Dizzy Gillespie and "
         "Billy Taylor started Afro-Cuban bands.", "Gillespie and Billy Taylor"),
        ("Glengarry Glen Ross was adapted by David Mamet from his 1984 Pulitzer Prize- and "
         "Tony-winning play of the same name.", "Prize- and Tony-winning"),
    ],
)  # fmt: skip
def test_no_own_clause_split_off_what_is_no_fact_alone(sentence: str, whole: str) -> None:
    """A name then a comma, a subject with a relative clause or a participle with its agent,
    the last of a list of clauses and a clause whose 'the' points back into the first are
    never split off as own facts."""
    parts = split_coordinated(sentence)
    assert any(whole in part for part in parts), parts
    assert not any(part.startswith(("Trudy", "U-20", "The Kazan", "Champagne", "The Head",
                                         "Facebook", "Roll", "Billy", "Tony"))
                   for part in parts), parts  # fmt: skip


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("O'Hare is a hub for both American Airlines (AAL) and United Airlines (UAL).",
         ["O'Hare is a hub for American Airlines (AAL).",
          "O'Hare is a hub for United Airlines (UAL)."]),
        ("The film was released in both Japan and the United States.",
         ["The film was released in Japan.", "The film was released in the United States."]),
        ("The band toured both the U.S. and Canada.",
         ["The band toured the U.S.", "The band toured Canada."]),
    ],
)  # fmt: skip
def test_both_named_objects_give_a_claim_each(sentence: str, parts: list[str]) -> None:
    """'... for both A and B.' is a fact of A and a fact of B, the predicate shared."""
    assert distribute_objects(sentence) == parts


@pytest.mark.parametrize(
    "sentence",
    [
        "She plays both piano and guitar.",  # no names
        "The treaty was signed by both France and Germany in 1963.",  # a phrase after them
        "The company serves both New York and New Jersey customers.",
    ],
)
def test_both_objects_stay_whole_unless_two_names_end_the_claim(sentence: str) -> None:
    """Objects that are no names, or names a phrase follows, are left to the compound gate."""
    assert distribute_objects(sentence) == [sentence]


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("Antarah ibn Shaddad was famous for both his poetry and his adventurous life.",
         ["Antarah ibn Shaddad was famous for his poetry.",
          "Antarah ibn Shaddad was famous for his adventurous life."]),
        ("Sara Sugarman's work includes Disney's \"Confessions of a Teenage Drama Queen\" "
         "(2004) and \"Very Annie Mary\" (2001).",
         ["Sara Sugarman's work includes Disney's \"Confessions of a Teenage Drama Queen\" "
          "(2004).", "Sara Sugarman's work includes \"Very Annie Mary\" (2001)."]),
    ],
)  # fmt: skip
def test_own_phrases_under_both_and_included_titles_give_a_claim_each(
    sentence: str, parts: list[str]
) -> None:
    """Two noun phrases with their own determiners under 'both', and two quoted titles after
    'include' (HotpotQA paragraphs), are a fact each."""
    assert distribute_objects(sentence) == parts


def test_both_in_the_first_of_two_coordinated_halves_still_splits() -> None:
    """'He has victories in both the A and the B, and has earned ...' (AMOR HotpotQA dev,
    Johnny Mowlem): once the halves part, the first half's 'both' gives a claim each."""
    parts, _ = claim_parts(
        "Mowlem has class victories in both the 24 Hours of Daytona and the 12 Hours of "
        "Sebring, and has earned podiums at virtually all of the world's major sports car "
        "races.")  # fmt: skip
    assert parts[:2] == ["Mowlem has class victories in the 24 Hours of Daytona.",
                         "Mowlem has class victories in the 12 Hours of Sebring."]  # fmt: skip


@pytest.mark.parametrize(
    "sentence",
    [
        "Delray Brooks reached the final four as both a player and assistant coach.",
        "Ken Marlow has had exhibitions at both their New York City and Washington D.C. "
        "exhibition spaces.",
        "Larry Groupe's works include the score for the movies \"Deterrence\" and \"The "
        "Contender\".",
    ],
)
def test_phrases_sharing_a_head_stay_whole(sentence: str) -> None:
    """A second phrase with no determiner of its own, or titles after a shared head ('the
    score for ...'), are left whole (the compound gate reads them)."""
    assert distribute_objects(sentence) == [sentence]


def test_a_shared_plural_head_goes_with_each_subject() -> None:
    """'Both the Pan American and Parapan American Games were ...' (a HotpotQA paragraph)
    shares 'Games': each claim names the games whole; two whole names split as before."""
    sentence = ("Both the Pan American and Parapan American Games were organized by the "
                "Guadalajara 2011 Organizing Committee (COPAG).")  # fmt: skip
    assert distribute(sentence) == [
        "The Pan American Games were organized by the Guadalajara 2011 Organizing Committee "
        "(COPAG).",
        "Parapan American Games was organized by the Guadalajara 2011 Organizing Committee "
        "(COPAG).",
    ]
    assert distribute("Both the Lakers and the Celtics have won 17 championships.") == [
        "The Lakers have won 17 championships.",
        "The Celtics have won 17 championships.",
    ]


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("Aic and Aas each won aaa aaa.", ["Aic won aaa aaa.", "Aas won aaa aaa."]),
        ("Both Garcia and Reynolds were born in Ohio.",
         ["Garcia was born in Ohio.", "Reynolds was born in Ohio."]),
    ],
)  # fmt: skip
def test_a_one_word_name_ending_in_s_is_no_shared_head(sentence: str, parts: list[str]) -> None:
    """'Aic and Aas' (hypothesis's counter-example): 'Aas' is a whole name, not a plural head
    after a modifier, so 'Aic' (ending like an adjective) does not take it."""
    assert distribute(sentence) == parts


@pytest.mark.parametrize(
    ("sentence", "parts"),
    [
        ("The educational attainment levels for the Jersey Shore Area School District "
         "population (25 years old and over) were 86.8% high school graduates and 13.7% "
         "college graduates.",
         ["The educational attainment levels for the Jersey Shore Area School District "
          "population (25 years old and over) were 86.8% high school graduates.",
          "The educational attainment levels for the Jersey Shore Area School District "
          "population (25 years old and over) were 13.7% college graduates."]),
        ("In 2010, the town was 90.2% white and 4.1% African American.",
         ["In 2010, the town was 90.2% white.", "In 2010, the town was 4.1% African American."]),
    ],
)  # fmt: skip
def test_two_shares_of_one_frame_are_two_claims(sentence: str, parts: list[str]) -> None:
    """Coordinated statistics sharing a copular frame (judgments14 #36) give one claim per
    share, each with the whole frame, its year and its tense."""
    assert distribute_objects(sentence) == parts


@pytest.mark.parametrize(
    "sentence",
    [
        "Men and women were 40% employed and 30% retired.",  # respectively: not shared
        "Turnout rose from 40% in 2010 and 50% in 2014.",  # no copular frame
        "Support was between 40% men and 30% women.",  # a range
        "The school was 60% white and 30% black, according to the census.",  # attributed tail
    ],
)
def test_shares_that_do_not_share_one_frame_stay(sentence: str) -> None:
    """Two shares stay together when the subject is a pair (respectively), the frame is no
    copula, a range opens them, or a source follows them."""
    assert distribute_objects(sentence) == [sentence]


@pytest.mark.parametrize(
    "sentence",
    [
        "Blackheath is one of the two clubs that were founder members of both The Football "
        "Association and the Rugby Football Union.",
        "Tiger Woods was the only player to hold both the Masters and the Open Championship.",
        "Leeds is one of only three cities with both The Royal Armouries and The Tetley.",
    ],
)
def test_both_under_a_counted_frame_stays_whole(sentence: str) -> None:
    """'one of the two clubs ... of both A and B' counts the clubs in both: cut to A the
    count is false, so the sentence is not split."""
    assert distribute_objects(sentence) == [sentence]


def test_both_under_a_counted_frame_is_not_cut_end_to_end() -> None:
    """End to end: no claim says Blackheath was one of two founder members of one body
    alone (main gave both halves before); the first sentence stays."""
    text = ("Blackheath F.C. is an English rugby union club. Blackheath F.C. is one of the "
            "two clubs that were founder members of both The Football Association and the "
            "Rugby Football Union.")
    drafts = RuleClaimExtractor(cache_size=0).extraction(text, title="Blackheath F.C.").drafts
    claims = [d.claim for d in drafts]
    assert "Blackheath F.C. is an English rugby union club." in claims
    assert not any(c.endswith(("The Football Association.", "the Rugby Football Union."))
                   for c in claims), claims  # fmt: skip
