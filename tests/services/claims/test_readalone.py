"""The read-alone test: the last gate on a finished claim (``shared.claims.readalone``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.readalone import PageNames, read_alone_reason, rewritten_subject_reason
from shared.claims.rules import RuleClaimExtractor


def test_another_and_the_same_point_outside_the_claim() -> None:
    """``another``/``the same``/``the latter``/a bare ``the three`` with nothing in the claim to
    range over drop."""
    assert read_alone_reason("In 1961, Margaret Hamilton moved on to another project.") == (
        "outside_reference"
    )
    assert read_alone_reason("Smith was arrested on the same day.") == "outside_reference"
    assert read_alone_reason("The latter won the Hugo Award in 1990.") == "outside_reference"
    bridge = "Cross Damon is unlike Bigger Thomas, another character created by Richard Wright."
    assert read_alone_reason(bridge) is None  # the set is the claim's own: Wright's characters
    assert read_alone_reason("Firefox Mobile uses the same Gecko engine as Firefox.") is None
    assert read_alone_reason(
        "The beer is brewed at two breweries, the first in Antsirabe and the other in Antsiranana."
    ) in (None, "definite_description")
    shot = "Raoul Moat shot the three with a sawn-off shotgun, two days after his release."
    assert read_alone_reason(shot) == "outside_reference"
    assert read_alone_reason("The three brothers founded the firm in 1990.") is None


def test_a_pronoun_needs_a_name_before_it_or_right_after_its_phrase() -> None:
    """A pronoun with no antecedent drops; a fronted phrase's pronoun before a name stays."""
    assert read_alone_reason("In 2010, his company moved to Boston.") == "unresolved_pronoun"
    assert (
        read_alone_reason("For his ski jumping effort, Asbjorn Ruud earned a medal in 1948.")
        is None
    )
    assert read_alone_reason("Smart Projects changed its company's name in November 2014.") is None


def test_a_bare_definite_description_drops_and_a_completed_one_stays() -> None:
    """``the deal``/``the two men`` drop; an ``of``-phrase, a name or a superlative completes."""
    assert (
        read_alone_reason("The deal was signed by Apple in March 2019.") == "definite_description"
    )
    assert read_alone_reason("The two men met in Paris in 1921.") == "definite_description"
    assert read_alone_reason("Kubrick was the son of a doctor in New York.") is None
    assert read_alone_reason("Baba Azmi is the child of the poet and lyricist Kaifi Azmi.") is None
    assert read_alone_reason("Boston is the largest city in New England.") is None
    assert read_alone_reason("Rick Perry signed the legislation adopting the Blue Lacy.") is None
    assert read_alone_reason("Salk grew up in the early twentieth century in New York.") is None


def test_deixis_of_the_pages_own_time_and_place_drops() -> None:
    """``here``/``this week``/``today`` drop; ``now`` only without an ``(as of ...)`` date;
    ``the same time as X`` is anchored by X."""
    assert read_alone_reason("The mayor of Boston spoke here in May 2019.") == "unanchored_deixis"
    assert read_alone_reason("Tesla cut prices this week by 5 percent.") == "unanchored_deixis"
    assert read_alone_reason("Tesla now sells the Model Y in China.") == "unanchored_deixis"
    assert read_alone_reason("Tesla now sells the Model Y in China (as of May 1, 2023).") is None
    same = "Operation Prime Chance took place at the same time as Operation Earnest Will."
    assert read_alone_reason(same) is None
    assert read_alone_reason("The bridge closed on the same day.") is not None


def test_a_claim_cut_before_its_complement_drops() -> None:
    """A claim ending on an adverb, preposition or a bare participle is cut; a passive stays."""
    assert read_alone_reason("Hey Jude is a ballad originally.") == "cut_claim"
    assert (
        read_alone_reason("Fatal Instinct is a 2014 American action film, written.") == "cut_claim"
    )
    assert read_alone_reason("The album Thriller was released in 1982 by Epic.") is None
    assert read_alone_reason("Thriller was later released.") is None
    assert read_alone_reason("The OIA conference covers Oahu, Hawaii, U.S.A.") is None


def test_two_subjects_or_a_list_are_compound() -> None:
    """``X and Y have``, ``X and Y each``, three listed items: compound; a title with
    ``and`` (or ``&``) given whole is one name."""
    assert read_alone_reason("Zigbee and Z-Wave have linked to hundreds of devices.") == "compound"
    assert read_alone_reason("Apple and Google each paid $5 million in 2019.") == "compound"
    assert read_alone_reason("Slack runs on iOS, Android, Windows and Mac.") == "compound"
    both = "Both the Controller and Executors work in a pull model."
    assert read_alone_reason(both) == "compound"
    assert read_alone_reason("Mozilla believes both in equality and freedom of speech.") is None
    names = PageNames("In Love and War (1987 film)", ())
    assert read_alone_reason("In Love and War is a 1987 television film.", names) is None
    park = PageNames("Mt. Olympus Water &amp; Theme Park", ())
    claim = "Mt. Olympus Water and Theme Park is a theme park in Wisconsin Dells, Wisconsin."
    assert read_alone_reason(claim, park) is None
    appositives = "DiCaprio is the only child of Irmelin, a secretary, and George, an artist."
    assert read_alone_reason(appositives) is None
    assert read_alone_reason("On March 24, 2014, Mozilla promoted Brendan Eich to CEO.") is None


def test_a_one_word_fragment_of_a_longer_page_name_is_partial() -> None:
    """``Roof`` of Dylann Roof, ``Young`` of *The Young and the Restless*: partial names;
    the whole name, or a title that is a topic rather than a name, stays."""
    names = PageNames("Charleston shooting", ("Dylann Roof",))
    assert read_alone_reason("Roof was sentenced to death in January 2017.", names) == (
        "partial_name"
    )
    assert read_alone_reason("Dylann Roof was sentenced to death in January 2017.", names) is None
    show = PageNames("The Young and the Restless", ())
    assert read_alone_reason("Young is set in Genoa City, Wisconsin.", show) == "partial_name"
    game = PageNames("Act of War: Direct Action", ())
    assert read_alone_reason("Act of War: Direct Action is a strategy game.", game) is None
    topic = PageNames("Islam in West Bengal", ())
    assert read_alone_reason("Islam is the second largest religion in West Bengal.", topic) is None


def test_a_rewritten_subject_must_be_a_whole_name() -> None:
    """A group noun or a cut title written for ``It`` is a wrong subject; a name is not."""
    names = PageNames("The Young and the Restless", ())
    claim = "Egyptian archaeologists is the site of a temple."
    assert rewritten_subject_reason("Egyptian archaeologists", names, claim) == "wrong_subject"
    assert rewritten_subject_reason("Young", names, "Young is a soap opera.") == "wrong_subject"
    assert rewritten_subject_reason("Saqqara", names, "Saqqara is the site of a temple.") is None
    assert rewritten_subject_reason("The population of Leland", None, "x") is None
    assert (
        rewritten_subject_reason(
            "Vietnamese prodigy", PageNames("Vietnamese prodigy", ()), "Vietnamese prodigy is ..."
        )
        is None
    )


def test_the_extractor_drops_what_does_not_read_alone_and_counts_it() -> None:
    """A page's ``another`` and its bare surname never reach the drafts; both are counted."""
    text = (
        "Margaret Hamilton is an American computer scientist. "
        "In the summer of 1961, Margaret Hamilton moved on to another project. "
        "Dylann Roof was born in Columbia, South Carolina in 1994. "
        "Roof was sentenced to death in January 2017."
    )
    extraction = RuleClaimExtractor().extraction(text, title="Margaret Hamilton")
    claims = [d.claim for d in extraction.drafts]
    dropped = dict(extraction.dropped)
    assert not any("another" in c for c in claims), claims
    assert not any(c.startswith("Roof ") for c in claims), claims
    assert dropped.get("outside_reference", 0) >= 1, dropped


@given(st.text(max_size=200))
def test_the_read_alone_test_reads_any_text(text: str) -> None:
    """Any text gets a reason or ``None``, never an error (a parser's property)."""
    reason = read_alone_reason(text, PageNames(text[:30], (text[:20],)))
    assert reason is None or isinstance(reason, str)


def test_a_name_that_is_the_possessors_thing_is_not_the_possessor() -> None:
    """``Princess Cyd is his most accomplished film``: the film cannot be ``his``; a name
    before the possessive that can be stays."""
    assert read_alone_reason("Princess Cyd is his most accomplished film.") == (
        "unresolved_pronoun"
    )
    assert read_alone_reason("The Hunger Games was her first novel.") == "unresolved_pronoun"
    assert read_alone_reason("Princess Cyd is a 2017 film by Stephen Cone.") is None
    assert read_alone_reason("Stephen Cone said Princess Cyd is his best film.") is None


def test_two_subjects_after_a_fronted_phrase_are_compound() -> None:
    """``In 2015, X and Y received ...`` is two facts; one subject after the phrase is one."""
    assert read_alone_reason("In 2015, Apple and Google received fines in France.") == "compound"
    assert read_alone_reason("In 2015, Apple received a fine in France.") is None
    assert read_alone_reason("On March 24, 2014, Mozilla promoted Brendan Eich to CEO.") is None


def test_a_fragment_of_a_page_persons_name_anywhere_is_partial() -> None:
    """``... why Roof did it`` under Dylann Roof drops; the whole name in the claim stays."""
    names = PageNames("Charleston shooting", ("Dylann Roof",))
    claim = "Investigators in Charleston tried to learn why Roof attacked the church in 2015."
    assert read_alone_reason(claim, names) == "partial_name"
    whole = "In 2015, investigators tried to learn why Dylann Roof attacked Emanuel AME Church."
    assert read_alone_reason(whole, names) is None
    other = "Investigators in Charleston met Governor Nikki Haley in June 2015."
    assert read_alone_reason(other, names) is None
    family = PageNames("John Downer", ("Alexander Downer", "John Downer"))
    dynasty = "John Downer was the first of four politicians from the Downer family dynasty."
    assert read_alone_reason(dynasty, family) is None  # the word is part of the claim's name
    team = PageNames("Houston Rockets", ("Houston Rockets",))
    assert read_alone_reason("In 1971, the Rockets moved to Houston.", team) is None


def test_filler_and_a_tutorials_stock_characters_are_no_facts() -> None:
    """Lorem ipsum and ``Bob is committing ...`` drop as filler; a full name stays."""
    assert read_alone_reason("Lorem ipsum dolor sit amet is a placeholder text.") == "filler_text"
    assert read_alone_reason("Bob is committing changes to the main branch.") == "filler_text"
    assert read_alone_reason("Bob Dylan released Blonde on Blonde in 1966.") is None


def test_a_first_word_of_a_page_name_used_as_a_place_is_no_fragment() -> None:
    """``... in Grooverville, Georgia`` beside a page's ``Georgia Historical Commission``
    stays; a bare first name doing the verb (``David announced``) is partial."""
    church = PageNames("Liberty Baptist Church", ("Georgia Historical Commission",))
    claim = "Liberty Baptist Church is a historic church built about 1858 in Grooverville, Georgia."
    assert read_alone_reason(claim, church) is None
    band = PageNames("Brazzaville (band)", ("David Brown",))
    said = "On June 23, 2009, singer David announced that Brazzaville will continue."
    assert read_alone_reason(said, band) == "partial_name"


def test_two_named_objects_under_both_left_whole_are_compound() -> None:
    """``for both A and B`` with a phrase after it is two facts; ``between both`` is one."""
    assert read_alone_reason(
        "Ronaldo played for both Manchester United and Real Madrid in 2008."
    ) == ("compound")
    assert read_alone_reason("Aisa Senda is capable of speaking both Japanese and Mandarin.") == (
        "compound"
    )
    joint = "The Treaty of the Pyrenees was signed by both France and Spain in 1659."
    assert read_alone_reason(joint) is None
    assert read_alone_reason("The Atacama Desert lies between both Chile and Peru in part.") is None
