"""One fact per claim: definition sentences split into the facts they bundle."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.atomic import atomic_facts, lead_defect, lead_life_claims, life_bundle
from shared.claims.entailment import rewrite_problem
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Tom Hanks (born July 9, 1956) is an American actor, singer and producer known for "
         "Big, Forrest Gump and Cast Away.",
         ["Tom Hanks was born on July 9, 1956.", "Tom Hanks is an American actor.",
          "Tom Hanks is a singer.", "Tom Hanks is a producer.", "Tom Hanks is known for Big.",
          "Tom Hanks is known for Forrest Gump.", "Tom Hanks is known for Cast Away."]),
        ("John Augustus Roebling (born Johann August Röbling; June 12, 1806 – July 22, 1869) "
         "was a German-born American civil engineer.",
         ["John Augustus Roebling was born on June 12, 1806.",
          "John Augustus Roebling died on July 22, 1869.",
          "John Augustus Roebling was a German-born American civil engineer."]),
        ("Teutberga( died 11 November 875) was a queen of Lotharingia by marriage to Lothair II.",
         ["Teutberga died on 11 November 875.",
          "Teutberga was a queen of Lotharingia by marriage to Lothair II."]),
        ("Gravity is a 2013 science fiction thriller film directed by Alfonso Cuarón.",
         ["Gravity is a 2013 science fiction thriller film.",
          "Gravity was directed by Alfonso Cuarón."]),
        ("Bert Grund( 1920–1992) was a German composer of film scores.",
         ["Bert Grund was born in 1920.", "Bert Grund died in 1992.",
          "Bert Grund was a German composer of film scores."]),
        ("The Brooklyn Bridge is a hybrid cable-stayed suspension bridge in New York City, "
         "spanning the East River between Manhattan and Brooklyn.",
         ["The Brooklyn Bridge is a hybrid cable-stayed suspension bridge in New York City."]),
        ("Etan Boritzer( born 1950) is an American writer who is best known for his book.",
         ["Etan Boritzer was born in 1950.", "Etan Boritzer is an American writer.",
          "Etan Boritzer is best known for his book."]),
    ],
)  # fmt: skip
def test_definitions_split_into_one_fact_each(claim: str, facts: list[str]) -> None:
    """Life dates, occupations and "directed by"/"known for" tails each become a claim."""
    # An "-ing" tail after a comma is left out.
    assert atomic_facts(claim) == facts


@pytest.mark.parametrize(
    "claim",
    [
        "Roebling designed and built wire rope suspension bridges.",
        "Kangchenjunga is a mountain in the Himalayas on the border between Nepal and India.",
        "The Mackinac Bridge opened on November 1, 1957.",
    ],
)
def test_one_fact_stays_whole(claim: str) -> None:
    """A claim that states one fact comes back unchanged."""
    assert atomic_facts(claim) == [claim]


def test_every_split_fact_is_entailed_by_its_sentence() -> None:
    """Each fact the splitter writes passes the rewrite check against the whole sentence."""
    # Only "born"/"died" are added, and only where the sentence gives life dates.
    sentence = ("Carol Ann Rymer Davis (November 28, 1944 – c. September 29, 2010) was an "
                "American balloonist and radiologist known for Double Eagle V.")  # fmt: skip
    facts = atomic_facts(sentence)
    assert "Carol Ann Rymer Davis died c. September 29, 2010." in facts
    for fact in facts:
        assert rewrite_problem(fact, sentence, before="", document=sentence) is None, fact
    born = "Gravity was born in 2013."
    assert rewrite_problem(born, "Gravity is a 2013 film.", before="", document="") is not None


def test_extractor_splits_a_lead_sentence() -> None:
    """The rule extractor gives a bundled lead sentence as several claims spanning the sentence."""
    text = ("Bert Grund( 1920–1992) was a German composer of film scores. He wrote the music "
            "for over a hundred films.")  # fmt: skip
    drafts = RuleClaimExtractor().extract_sync(text, title="Bert Grund")
    claims = [draft.claim for draft in drafts]
    assert claims[:3] == ["Bert Grund was born in 1920.", "Bert Grund died in 1992.",
                          "Bert Grund was a German composer of film scores."]  # fmt: skip
    assert {draft.span for draft in drafts[:3]} == {text.split(" He ")[0]}


@given(st.text(max_size=200))
def test_never_raises_and_never_returns_nothing(text: str) -> None:
    """Any text gives at least one claim back (itself when nothing splits)."""
    assert len(atomic_facts(text)) >= 1


def test_relative_clauses_of_a_definition_become_claims_of_the_subject() -> None:
    """Relative clauses of a definition become claims that name the subject."""
    # "who played for ...", "who is a member of ...", "whose designs include ..."; a comma in a lead
    # sentence's name stays: "Sir Thomas Wheate, 2nd Baronet".
    assert atomic_facts("John Middleton is an English former footballer who played for "
                        "Bradford City.") == [
        "John Middleton is an English former footballer.",
        "John Middleton played for Bradford City.",
    ]
    assert atomic_facts("Othmar Ammann (1879 – 1965) was a Swiss-American engineer whose "
                        "designs include the George Washington Bridge.")[-1] == (
        "Othmar Ammann's designs include the George Washington Bridge."
    )
    wheate = atomic_facts("Sir Thomas Wheate, 2nd Baronet( 2 March 1693 – 1 May 1746) was an "
                          "English politician who was the Member of Parliament for Woodstock.")
    assert wheate[-1] == (
        "Sir Thomas Wheate, 2nd Baronet was the Member of Parliament for Woodstock."
    )


def test_a_list_of_modifiers_of_one_noun_is_no_list_of_roles() -> None:
    """Modifiers of one noun are no list of roles; a list of role nouns is."""
    # "a pop and schlager band" is one band (not "X is an Austrian musical pop."); "actor, singer
    # and producer" and "screenwriter and film director" are roles.
    assert atomic_facts("Seer is an Austrian pop and schlager band.") == [
        "Seer is an Austrian pop and schlager band."
    ]
    assert atomic_facts("Lina Wertmüller is an Italian screenwriter and film director.") == [
        "Lina Wertmüller is an Italian screenwriter.", "Lina Wertmüller is a film director."
    ]


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Tara Lyn Strong (born Tara Lyn Charendoff; February 12, 1973) is a Canadian-American "
         "actress.",
         ["Tara Lyn Strong was born on February 12, 1973.",
          "Tara Lyn Strong is a Canadian-American actress."]),
        ("Brian Doyle-Murray (born Brian Murray, October 31, 1945) is an American actor.",
         ["Brian Doyle-Murray was born on October 31, 1945.",
          "Brian Doyle-Murray is an American actor."]),
        ("Ken Herock (born July 16, 1941, in Pittsburgh) was an American football player.",
         ["Ken Herock was born on July 16, 1941, in Pittsburgh.",
          "Ken Herock was an American football player."]),
        ("Fernando Tapias Stahelin (born July 14, 1943 - \u2020 September 27, 2015) was a "
         "Colombian general.",
         ["Fernando Tapias Stahelin was born on July 14, 1943.",
          "Fernando Tapias Stahelin died on September 27, 2015.",
          "Fernando Tapias Stahelin was a Colombian general."]),
        ("Zia McCabe (born Aimee Springer on June 2, 1975) is a keyboard player.",
         ["Zia McCabe was born on June 2, 1975.", "Zia McCabe is a keyboard player."]),
        ("Raye Birk (born May 27, 1943, Flint, Michigan) is an American actor.",
         ["Raye Birk was born on May 27, 1943.", "Raye Birk is an American actor."]),
        ("Dawn Penn (born in 1952 in Kingston, Jamaica) is a Jamaican reggae singer.",
         ["Dawn Penn was born in 1952 in Kingston, Jamaica.",
          "Dawn Penn is a Jamaican reggae singer."]),
        ("James Gunn (born August 5) is an American screenwriter.",
         ["James Gunn is an American screenwriter."]),
    ],
)  # fmt: skip
def test_birth_names_places_and_dashed_ranges_give_life_dates(claim: str, facts: list[str]
                                                              ) -> None:  # fmt: skip
    """A birth name before the date (after ``;``, ``,`` or before ``on``), a place after
    the date (with or without ``in``), or a dashed range after ``born`` still gives the
    life dates; a date with no year gives none."""
    assert atomic_facts(claim) == facts
    for fact in facts:
        assert rewrite_problem(fact, claim, before="", document=claim) is None, fact


def test_a_refused_lead_sentence_still_gives_its_life_dates() -> None:
    """A first sentence refused whole (too long) still gives its parenthesis's birth date,
    spanning the whole sentence; a page whose first sentence names someone else gives none."""
    roles = ", ".join(f"the {n} title" for n in ("Jamaican", "Central American", "Latin",
                                                  "British", "Commonwealth", "World")) * 3
    lead = (f"Ralph Charles (born 5 February 1943) is an English boxer of the 1960s who won "
            f"{roles}.")  # fmt: skip
    text = f"{lead} He retired in 1972."
    drafts = RuleClaimExtractor().extract_sync(text, title="Ralph Charles")
    assert drafts[0].claim == "Ralph Charles was born on 5 February 1943."
    assert drafts[0].span == lead
    other = RuleClaimExtractor().extract_sync(text, title="Wembley Arena")
    assert all("born" not in d.claim for d in other)


def test_a_lead_with_an_appositive_before_its_verb_gives_its_life_dates() -> None:
    """``X (born ...), known professionally as Y, is ...`` gives X's birth date alone."""
    lead = ("Chan Wen-ting (born August 27, 1981), known professionally as Faye, is a "
            "Taiwanese singer and businesswoman.")  # fmt: skip
    assert lead_life_claims(lead) == ["Chan Wen-ting was born on August 27, 1981."]
    assert lead_life_claims("Chan Wen-ting is a Taiwanese singer.") == []


def test_it_after_a_refused_first_sentence_is_the_pages_entity() -> None:
    """A titled page's first sentence is about its entity even when it is refused (here:
    too long), so ``It`` in the next sentence is that entity, as after a kept one."""
    text = ("Hood of Horror( a.k.a. Snoop Dogg's Hood of Horror) is a horror film adaptation "
            "of a fictional comic book, which is an anthology of three short tales set in an "
            'urban milieu in a style reminiscent of" Tales from the Crypt" and" Tales from the '
            'Hood". It opened worldwide in theaters on May 4, 2007.')  # fmt: skip
    claims = [d.claim for d in RuleClaimExtractor().extract_sync(text, title="Hood of Horror")]
    assert claims == ["Hood of Horror opened worldwide in theaters on May 4, 2007."]
    other = ("Hood of Horror is a film. Snoop Dogg is a rapper. It opened worldwide in "
             "theaters on May 4, 2007.")  # fmt: skip
    kept = [d.claim for d in RuleClaimExtractor().extract_sync(other, title="Hood of Horror")]
    assert not any("opened" in c for c in kept)


def test_a_colon_in_the_pages_title_is_no_label() -> None:
    """``Orlando: A Biography is a novel ...`` on that page keeps its whole title (the colon
    is no label to cut); the same sentence on a page of another title stays refused."""
    text = ("Orlando: A Biography is a novel by Virginia Woolf, first published on 11 "
            "October 1928.")  # fmt: skip
    extract = RuleClaimExtractor().extract_sync
    titled = [d.claim for d in extract(text, title="Orlando: A Biography")]
    assert titled == ["Orlando: A Biography is a novel by Virginia Woolf.",
                      "Orlando: A Biography was first published on 11 October 1928."]
    other = [d.claim for d in extract(text, title="Virginia Woolf")]
    assert not any(c.startswith("Orlando: A Biography") for c in other)


@pytest.mark.parametrize(
    "claim",
    [
        "Night School was the first ever web series based on a British young adult book.",
        "Ada Lovelace was the first woman who served as a programmer.",
        "For Century Ultimate Zest is the 3rd Korean mini-album released by the band F.Cuz.",
    ],
)
def test_a_definite_noun_phrase_keeps_its_restricting_tail(claim: str) -> None:
    """A tail right after a definite predicate noun phrase says which one: no cut."""
    assert atomic_facts(claim) == [claim]


def test_an_indefinite_or_comma_tail_is_still_cut() -> None:
    """``a 1997 film directed by ...`` and ``the capital ..., located on ...`` still split."""
    assert atomic_facts("Titanic is a 1997 film directed by James Cameron.") == [
        "Titanic is a 1997 film.", "Titanic was directed by James Cameron."]  # fmt: skip
    assert atomic_facts("Dublin is the capital of Ireland, located on the east coast.") == [
        "Dublin is the capital of Ireland.", "Dublin is located on the east coast."]  # fmt: skip


def test_a_participle_phrase_coordinated_with_the_tail_is_its_own_fact() -> None:
    """'a film released in 1986 and directed by B' gives 'was released in 1986', no 'and.'."""
    assert atomic_facts("Devil in the Flesh is an Italian film released in 1986 and directed "
                        "by Marco Bellocchio.") == [
        "Devil in the Flesh is an Italian film.",
        "Devil in the Flesh was released in 1986.",
        "Devil in the Flesh was directed by Marco Bellocchio.",
    ]


def test_a_cast_joined_to_the_director_is_a_fact_of_its_own() -> None:
    """'directed by A[, co-written by B] and starring C': one claim per maker, 'stars C'."""
    assert atomic_facts("Ruggles of Red Gap is a lost 1918 American silent comedy film "
                        "directed by Lawrence C. Windom and starring Taylor Holmes.") == [
        "Ruggles of Red Gap is a lost 1918 American silent comedy film.",
        "Ruggles of Red Gap was directed by Lawrence C. Windom.",
        "Ruggles of Red Gap stars Taylor Holmes.",
    ]
    assert atomic_facts("Cry Wolf is a 2005 American horror film directed by Jeff Wadlow, "
                        "co-written by Beau Bauman, and starring Julian Morris.")[1:] == [
        "Cry Wolf was directed by Jeff Wadlow.",
        "Cry Wolf was co-written by Beau Bauman.",
        "Cry Wolf stars Julian Morris.",
    ]


def test_roles_whose_modifiers_hold_and_are_split_per_role() -> None:
    """'a television and film writer and producer' is a writer and a producer; a band stays."""
    assert atomic_facts("Jerome Schwartz is an American television and film writer and "
                        "producer.") == [
        "Jerome Schwartz is an American television and film writer.",
        "Jerome Schwartz is a producer.",
    ]
    kept = "Naked Eye Magazine was a Canadian entertainment and lifestyle publication."
    assert atomic_facts(kept) == [kept]


def test_a_dash_joined_death_date_is_its_own_claim_of_the_known_name() -> None:
    """'X, better known as Y, (born in 1906 in Kerala – died 2 January 2003) was ...' gives a
    birth claim without the death date glued on and a death claim, both of Y."""
    sentence = ("Sankarankutti Menon Marath, better known as Menon Marath, (born in 1906 in "
                "Kerala – died 2 January 2003) was an Indo-Anglican novelist.")
    facts = atomic_facts(sentence)
    assert facts[:2] == ["Menon Marath was born in 1906 in Kerala.",
                         "Menon Marath died on 2 January 2003."]
    assert lead_life_claims(sentence) == facts[:2]
    assert lead_life_claims("Ann Roe, also Anna Roe (born 4 May 1910 in Lemberg – died 2 March "
                            "1943 in the Soviet Union) was a nurse.") == [
        "Ann Roe was born on 4 May 1910 in Lemberg."]


def test_a_lead_with_an_alias_after_its_dates_is_split() -> None:
    """'X (dates) published as Z, was a Canadian author best known for ...' is no longer
    kept whole: one claim per date and per fact of the definition, the alias left out."""
    sentence = ("Lucy Maud Montgomery (November 30, 1874 – April 24, 1942) published as L.M. "
                "Montgomery, was a Canadian author best known for a series of novels.")
    assert atomic_facts(sentence) == [
        "Lucy Maud Montgomery was born on November 30, 1874.",
        "Lucy Maud Montgomery died on April 24, 1942.",
        "Lucy Maud Montgomery was a Canadian author.",
        "Lucy Maud Montgomery was best known for a series of novels."]


def test_lead_claims_pass_the_checks_of_every_claim() -> None:
    """A lead kept whole with its life dates, or a birth claim holding the death too, is
    counted compound; one fact passes."""
    assert life_bundle("Ann Roe (June 1, 1874 – May 2, 1942) known as Ann, was a poet.")
    assert not life_bundle("The war (1939–1945) killed millions.")
    assert lead_defect("Ann Roe was born in 1906 in Kerala – died 2 January 2003.") == "compound"
    assert lead_defect("Ann Roe died on 2 January 2003.") is None


def test_an_apposition_holding_a_fact_keeps_a_loose_lead_whole() -> None:
    """A lead whose apposition after the parenthesis states a fact ('(CPH), founded in
    1869,') is not cut to its definition: the founding year would be lost."""
    sentence = ("Concordia Publishing House (CPH), founded in 1869, is the official publishing "
                "arm of the Lutheran Church.")
    assert atomic_facts(sentence) == [sentence]


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Daisy Chainsaw were an English alternative rock band, active between 1989 and 1995.",
         ["Daisy Chainsaw were an English alternative rock band.",
          "Daisy Chainsaw were active between 1989 and 1995."]),
        ("Muse is an English rock band, active since 1994.",
         ["Muse is an English rock band.", "Muse has been active since 1994."]),
        ("Mabel Greer's Toyshop are an English rock band, active from 1966 to 1968 that was "
         "the precursor to the rock band Yes.",
         ["Mabel Greer's Toyshop are an English rock band.",
          "Mabel Greer's Toyshop were active from 1966 to 1968.",
          "Mabel Greer's Toyshop was the precursor to the rock band Yes."]),
        ("13 Chapters is a compilation album of Sweetbox with singer and songwriter Jade "
         "Villalon as frontwoman.",
         ["13 Chapters is a compilation album of Sweetbox."]),
        ("John Milo Ford was born the first child of two pharmacists in East Chicago, "
         "Indiana, in 1957.",
         ["John Milo Ford was born in East Chicago, Indiana, in 1957.",
          "John Milo Ford was the first child of two pharmacists."]),
    ],
)  # fmt: skip
def test_a_trailing_second_fact_of_the_subject_is_parted(claim: str, facts: list[str]) -> None:
    """HotpotQA and news leads the reviewer failed as compound (judgments14 #3, #6, #34):
    the years active and the family become claims of their own, a 'with X as Y' add-on is
    cut, each part keeping the sentence's tense."""
    assert atomic_facts(claim) == facts


@pytest.mark.parametrize(
    "claim",
    [
        "Muse is an active band in 1994.",  # no comma: "active" is the noun phrase's
        "20 people were a group with John Smith as leader.",  # a number, then no name
        "X was born a slave in 1850 and freed later.",  # no child/son/daughter: one fact
    ],
)
def test_tails_that_are_no_second_fact_stay(claim: str) -> None:
    """An 'active' inside the noun phrase, a subject that is no numbered name and a birth
    with no family description are not parted."""
    assert atomic_facts(claim) == [claim]


@pytest.mark.parametrize(
    "lead",
    [
        "Back to Mono (1958–1969) is a box set (4 compact discs or 5 vinyl LPs) compilation "
        "of the recorded work of record producer Phil Spector.",
        "The Russian Civil War (November 1917 – October 1922) was a multi-party war in the "
        "former Russian Empire.",
        "Seinfeld (1989–1998) is an American sitcom created by Larry David.",
        "The Tudor dynasty (1485–1603) was an English royal house of Welsh origin.",
        "The Daily Courier (1850–1921) was a newspaper published in Liverpool.",
    ],
)
def test_a_bare_year_range_of_a_thing_is_no_life(lead: str) -> None:
    """A bracketed range after a work, a war, a house or a paper is its span, not a birth
    and a death: only a subject the definition names as a person gets life claims."""
    facts = atomic_facts(lead)
    assert not any(" born " in fact or " died " in fact for fact in facts), facts
    assert lead_life_claims(lead) == []


@pytest.mark.parametrize(
    ("lead", "life"),
    [
        ("Bernhard Bötel (1883–1953) was a German operatic tenor and actor.",
         ["Bernhard Bötel was born in 1883.", "Bernhard Bötel died in 1953."]),
        ("Gevheri Kadın (8 July 1856 – 6 September 1884) was the fifth wife of Sultan "
         "Abdülaziz.",
         ["Gevheri Kadın was born on 8 July 1856.", "Gevheri Kadın died on 6 September 1884."]),
        ("Ferdinando Angelo Maria Provesi (1770 – 1833) was a native of Parma, Italy.",
         ["Ferdinando Angelo Maria Provesi was born in 1770.",
          "Ferdinando Angelo Maria Provesi died in 1833."]),
        ("Florence Nagle (26 October 1894 – 30 October 1988) was a trainer and breeder of "
         "racehorses.",
         ["Florence Nagle was born on 26 October 1894.",
          "Florence Nagle died on 30 October 1988."]),
        ("Sergo Mikoyan (June 5, 1929 – March 7, 2010) was one of the Soviet Union's top "
         "experts on Latin America.",
         ["Sergo Mikoyan was born on June 5, 1929.", "Sergo Mikoyan died on March 7, 2010."]),
        ("Richard Milhous Nixon (January 9, 1913 – April 22, 1994) was the 37th President of "
         "the United States.",
         ["Richard Milhous Nixon was born on January 9, 1913.",
          "Richard Milhous Nixon died on April 22, 1994."]),
    ],
)  # fmt: skip
def test_a_bare_year_range_of_a_person_is_still_a_life(lead: str, life: list[str]) -> None:
    """A person's bracketed range (a person noun, a kin noun, ``a native of``, or no
    common noun to read) still gives the birth and the death."""
    assert atomic_facts(lead)[:2] == life
    assert lead_life_claims(lead) == life


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Wolf Alice are a four-piece alternative rock band from North London, formed "
         "initially as a two-person band in 2010.",
         ["Wolf Alice are a four-piece alternative rock band from North London.",
          "Wolf Alice were formed initially as a two-person band in 2010."]),
        ("Buck-Tick is a Japanese rock band, formed in Fujioka, Gunma in 1983.",
         ["Buck-Tick is a Japanese rock band.", "Buck-Tick was formed in Fujioka, Gunma in 1983."]),
        ("Osage Lake is a freshwater man-made lake, constructed in 1955.",
         ["Osage Lake is a freshwater man-made lake.", "Osage Lake was constructed in 1955."]),
        ("The Toy Manchester Terrier is a breed of dog, categorized as a terrier.",
         ["The Toy Manchester Terrier is a breed of dog.",
          "The Toy Manchester Terrier was categorized as a terrier."]),
        ("Salimullah Muslim Hall is a residential hall at Dhaka University, named after "
         "Nawab Sir Khwaja Salimullah Bahadur.",
         ["Salimullah Muslim Hall is a residential hall at Dhaka University.",
          "Salimullah Muslim Hall was named after Nawab Sir Khwaja Salimullah Bahadur."]),
        ("Esma Sultan was an Ottoman princess, daughter of Sultan Ahmed III and his consort "
         "Zeynep Kadın.",
         ["Esma Sultan was an Ottoman princess.",
          "Esma Sultan was a daughter of Sultan Ahmed III and his consort Zeynep Kadın."]),
        ("Esma Sultan was an Ottoman princess, daughter of Sultan Abdul Hamid I, sister of "
         "Sultan Mustafa IV and Sultan Mahmud II.",
         ["Esma Sultan was an Ottoman princess.",
          "Esma Sultan was a daughter of Sultan Abdul Hamid I.",
          "Esma Sultan was a sister of Sultan Mustafa IV and Sultan Mahmud II."]),
        ("Esma Sultan was an Ottoman princess, the daughter of Sultan Abdülaziz and his wife "
         "Gevheri Kadın, herself the daughter of Salih Bey Svatnba.",
         ["Esma Sultan was an Ottoman princess.",
          "Esma Sultan was the daughter of Sultan Abdülaziz and his wife Gevheri Kadın."]),
    ],
)  # fmt: skip
def test_a_definition_with_a_second_fact_after_its_comma_is_parted(
    claim: str, facts: list[str]
) -> None:
    """A lead kept whole with a second fact after the comma (hotclaims judging of Meve
    0-39: 'a band ..., formed initially as ... in 2010', 'a lake, constructed in 1955', 'a
    princess, daughter of A, sister of B'): the participle phrase of the subject and each
    kin apposition become claims of their own; a clause about someone else ('herself the
    daughter of ...') is left out."""
    assert atomic_facts(claim) == facts
    for fact in facts:
        assert rewrite_problem(fact, claim, before="", document=claim) is None, fact


@pytest.mark.parametrize(
    "claim",
    [
        "William Earl Johns was an English pilot and writer of adventure stories, usually "
        "written under the pen name Captain W. E. Johns.",
        "Zack Hexum is the younger brother of Nick Hexum, the vocalist for 311.",
        "Jim Lentz is a member of the advisory board of Daniels College, his alma mater.",
    ],
)
def test_a_comma_phrase_of_another_noun_stays(claim: str) -> None:
    """An adverb before the participle ('usually written': the stories'), an apposition of
    the object ('Nick Hexum, the vocalist') and no kin noun are not parted."""
    assert atomic_facts(claim) == [claim]


def test_a_kin_apposition_after_a_name_is_the_names() -> None:
    """'a son of Henry I by Nest, daughter of Rhys': the daughter is Nest, not the subject,
    so the lead is not parted there; 'daughter of A and sister of B' gives both facts."""
    lead = "Henry FitzRoy was an illegitimate son of Henry I by Nest, daughter of Rhys."
    assert not any("daughter" in fact and "Nest" not in fact for fact in atomic_facts(lead))
    assert atomic_facts("Ann Roe was a German princess, daughter of Otto I and sister of "
                        "Otto II.") == [
        "Ann Roe was a German princess.", "Ann Roe was a daughter of Otto I.",
        "Ann Roe was a sister of Otto II."]  # fmt: skip


@pytest.mark.parametrize(
    "claim",
    [
        "Creep is a song by English rock band Radiohead, formed in 1985.",
        "Creep is a song by English rock band Radiohead from Oxford, formed in 1985.",
        "Hey is an album by American band The Pixies, named after a town.",
        "Ann Roe is a painting of King Otto, created in 1500.",
    ],
)
def test_a_participle_after_another_name_is_not_the_subjects(claim: str) -> None:
    """'a song by English rock band Radiohead, formed in 1985': the band was formed, not
    the song, so the lead is not parted there (the review of 4f0826f: 'Creep was formed
    in 1985.')."""
    assert not any(fact.startswith(claim.split()[0] + " was ") for fact in atomic_facts(claim))


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Radiohead is a band from Oxford, formed in 1985.",
         ["Radiohead is a band from Oxford.", "Radiohead was formed in 1985."]),
        ("Ohio Lake is a lake in Ohio, constructed in 1955.",
         ["Ohio Lake is a lake in Ohio.", "Ohio Lake was constructed in 1955."]),
        ("The Exies were an American rock band from Los Angeles, California, formed in 1997.",
         ["The Exies were an American rock band from Los Angeles, California.",
          "The Exies were formed in 1997."]),
    ],
)  # fmt: skip
def test_a_participle_after_a_place_is_still_the_subjects(claim: str, facts: list[str]) -> None:
    """Near miss: only a place between the subject's own noun and the comma ('a band from
    Oxford', as Wolf Alice's 'from North London'): the participle is the subject's."""
    assert atomic_facts(claim) == facts


@pytest.mark.parametrize(
    ("kin", "fact"),
    [
        ("eldest daughter of John Smith", "the eldest daughter of John Smith"),
        ("only daughter of John Smith", "the only daughter of John Smith"),
        ("second son of John Smith", "the second son of John Smith"),
        ("youngest sister of John Smith", "the youngest sister of John Smith"),
        ("illegitimate daughter of John Smith", "an illegitimate daughter of John Smith"),
        ("adopted son of John Smith", "an adopted son of John Smith"),
        ("elder sister of John Smith", "an elder sister of John Smith"),
        ("younger sister of John Smith", "a younger sister of John Smith"),
        ("daughter of John Smith", "a daughter of John Smith"),
        ("the daughter of John Smith", "the daughter of John Smith"),
    ],
)
def test_a_kin_part_gets_its_article(kin: str, fact: str) -> None:
    """'the' before an ordinal or superlative, 'an' before a vowel, as the text says if it
    says one (the review of 4f0826f: 'Mary Smith was a eldest daughter of John Smith.')."""
    assert atomic_facts(f"Mary Smith was an English noblewoman, {kin}.") == [
        "Mary Smith was an English noblewoman.", f"Mary Smith was {fact}."]  # fmt: skip


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Mary Smith was an English noblewoman, daughter of .",
         ["Mary Smith was an English noblewoman."]),
        ("Mary Smith was an English noblewoman, daughter of John Smith, sister of .",
         ["Mary Smith was an English noblewoman.", "Mary Smith was a daughter of John Smith."]),
    ],
)  # fmt: skip
def test_a_kin_part_naming_no_one_gives_no_claim(claim: str, facts: list[str]) -> None:
    """', daughter of .' with nothing after 'of' gives no kin claim."""
    assert atomic_facts(claim) == facts
