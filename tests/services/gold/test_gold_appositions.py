"""Who or what a name is, asked from the appositive phrase that introduces it in news prose."""

from __future__ import annotations

from pathlib import Path

from services.gold.appositions import apposition_items, kind_noun, phrase_problem, title_items
from services.gold.facts import extract_facts
from services.gold.pinpoint import MAX_ROLES, pinpoint_items
from services.gold.widgets import player_control
from shared.longdoc import load_document

STORY = (
    "# Markets mixed\n\n"
    "Asian markets were mixed on Tuesday, said Jeffrey Halley, a market analyst with the "
    "research firm Oanda. The government extended a license for Huawei, the embattled Chinese "
    "tech company that has become a symbol of tensions between the two countries. As Emily "
    "Feng reports for NPR, the first cases came to light last week. However, the scheme "
    "barely made a dent. The phone has Face ID, a 12MP camera, and a larger battery. Jeffrey "
    "Halley told reporters that markets were calm.\n"
)


def _items(tmp_path: Path, text: str) -> list[tuple[str, str]]:
    path = tmp_path / "story.md"
    path.write_text(text, encoding="utf-8")
    facts = extract_facts(load_document(path))
    return [(it.question, it.answers[0]) for it in apposition_items(facts, set())]


def test_an_appositive_asks_what_a_person_does_and_what_kind_a_company_is(tmp_path: Path) -> None:
    """A person's appositive asks what they do, a company's what kind of company it is, each
    answered by the phrase."""
    assert _items(tmp_path, STORY) == [
        ("What does Jeffrey Halley do?", "a market analyst with the research firm Oanda"),
        ("What kind of company is Huawei?",
         "the embattled Chinese tech company that has become a symbol of tensions between the "
         "two countries"),
    ]


def test_a_clause_a_list_item_or_a_sentence_adverb_is_no_appositive(tmp_path: Path) -> None:
    """'NPR, the first cases came ...', 'Face ID, a 12MP camera, and ...' and 'However, the
    scheme ...' ask nothing: a clause, a list item and an adverb are no name and phrase."""
    asked = {q for q, _ in _items(tmp_path, STORY)}
    assert not any(name in q for q in asked for name in ("NPR", "Face ID", "However"))


def test_a_phrase_with_a_pronoun_or_a_finite_verb_is_refused() -> None:
    """A phrase holding 'his' or a past-tense verb is no identity to answer with."""
    assert phrase_problem("a wealthy hotelier Trump tapped as his ambassador") is not None
    assert phrase_problem("the first cases came to light last week") is not None
    assert phrase_problem("a group co-founded by Barcelona soccer player Gerard Pique") is None


def test_the_kind_is_the_head_noun_and_a_relation_is_no_kind() -> None:
    """'the embattled Chinese tech company that ...' is a company; 'the former owner of The
    Times' and 'the GateHouse parent' name relations, so no kind is asked."""
    assert kind_noun("the embattled Chinese tech company that has become a symbol") == "company"
    assert kind_noun("a Twitter-like social media site") == "site"
    assert kind_noun("the former owner of The Times") is None
    assert kind_noun("the GateHouse parent") is None


TITLED = (
    "# Hockey\n\n"
    "Wild coach Bruce Boudreau praised the team. Scooter Braun is unhappy with his business "
    "partner Scott Borchetta. The utility said company CEO Andy Vesey apologised. Later, "
    "coach Jones left early.\n"
)


def test_a_title_before_a_persons_name_is_what_they_do(tmp_path: Path) -> None:
    """'Wild coach Bruce Boudreau' asks what Bruce Boudreau does, answered 'Wild coach'; a title
    that leans on a pronoun or 'company' (whose partner? which company?) asks nothing, nor a
    bare lower-case role word."""
    path = tmp_path / "story.md"
    path.write_text(TITLED, encoding="utf-8")
    facts = extract_facts(load_document(path))
    items = [(it.question, it.answers[0]) for it in title_items(facts, set())]
    assert items == [("What does Bruce Boudreau do?", "Wild coach")]


def test_role_questions_are_capped_per_document(tmp_path: Path) -> None:
    """Five people introduced by titles give at most MAX_ROLES 'What does X do?' candidates."""
    text = ("# Hearing\n\nUS Senator Elizabeth Warren spoke. California Governor Gavin Newsom "
            "spoke. San Francisco Mayor London Breed spoke. Cambridge Professor Mary Beard "
            "spoke. Film Director Greta Gerwig spoke.\n")
    path = tmp_path / "hearing.md"
    path.write_text(text, encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked = [it for it in pinpoint_items(facts) if it.question.startswith("What does")]
    assert len(asked) == MAX_ROLES
    assert facts.skips["role: more 'What does X do?' questions than the cap per document"] == 2


def test_a_bare_title_a_cut_title_and_a_title_inside_the_name_are_handled(tmp_path: Path) -> None:
    """'CEO Craig Menear' (of what?) and a title cut at five words ask nothing; 'Attorney
    General William Barr' asks about William Barr, answered 'Attorney General'."""
    text = ("# Retail\n\nShares rose, and CEO Craig Menear spoke. The vote went to Indiana "
            "State Teachers Association Union President Keith Gambill. He met Attorney General "
            "William Barr.\n")
    path = tmp_path / "retail.md"
    path.write_text(text, encoding="utf-8")
    facts = extract_facts(load_document(path))
    items = [(it.question, it.answers[0]) for it in title_items(facts, set())]
    assert items == [("What does William Barr do?", "Attorney General")]


def test_a_persons_phrase_without_an_occupation_and_a_plural_kind_are_not_asked(
        tmp_path: Path) -> None:
    """'Corbyn, a stolid socialist,' says who he is, not what he does; 'the tax returns' is
    no kind of one thing: neither is asked."""
    text = ("# Politics\n\nThe vote went to Jeremy Corbyn, a stolid socialist, on Monday. "
            "Reporters asked about Michael Cohen, the tax returns, and more.\n")
    assert _items(tmp_path, text) == []
    assert kind_noun("the tax returns") is None


def test_a_title_that_names_no_organisation_or_office_is_not_asked(tmp_path: Path) -> None:
    """'legendary CEO Steve Jobs' and 'study lead author Lucas Paganini' say of nothing what
    the role is; 'Disney Chief Executive Bob Iger' does."""
    text = ("# Apple\n\nOn stage stood Apple founder and legendary CEO Steve Jobs. The "
            "study lead author Lucas Paganini spoke. He may succeed Disney Chief Executive Bob "
            "Iger.\n")
    path = tmp_path / "apple.md"
    path.write_text(text, encoding="utf-8")
    facts = extract_facts(load_document(path))
    items = [(it.question, it.answers[0]) for it in title_items(facts, set())]
    assert items == [("What does Bob Iger do?", "Disney Chief Executive")]


def test_a_name_inside_a_longer_name_and_a_former_title_are_not_asked(tmp_path: Path) -> None:
    """'the Alliance for American Manufacturing, a group ...' asks nothing about 'American
    Manufacturing'; 'former Vice President Joe Biden' is not what Joe Biden does."""
    text = ("# Tariffs\n\nScott Paul heads the Alliance for American Manufacturing, a group that "
            "has applauded the tariffs. The claim came from former Vice President Joe Biden.\n")
    assert _items(tmp_path, text) == []
    path = tmp_path / "tariffs.md"
    path.write_text(text, encoding="utf-8")
    assert list(title_items(extract_facts(load_document(path)), set())) == []


def test_a_hyphenated_title_is_taken_whole(tmp_path: Path) -> None:
    """'Wikileaks co-founder Julian Assange' is a co-founder, never 'Wikileaks co- founder'."""
    path = tmp_path / "story.md"
    path.write_text("# Case dropped\n\nProsecutors dropped a case against Wikileaks co-founder "
                    "Julian Assange. Wikileaks editor-in-chief Kristinn Hrafnsson said the "
                    "focus should move on.\n", encoding="utf-8")
    items = {it.question: it.answers[0] for it in title_items(
        extract_facts(load_document(path)), set())}
    assert items == {"What does Julian Assange do?": "Wikileaks co-founder",
                     "What does Kristinn Hrafnsson do?": "Wikileaks editor-in-chief"}


def test_a_title_does_not_reach_back_over_a_grammar_word(tmp_path: Path) -> None:
    """'something bigger if US President Donald Trump agrees' titles Trump 'US President'."""
    path = tmp_path / "story.md"
    path.write_text("# Trade talks\n\nBut the deal may morph into something bigger if US "
                    "President Donald Trump agrees to roll back tariffs, people say.\n",
                    encoding="utf-8")
    items = {it.question: it.answers[0] for it in title_items(
        extract_facts(load_document(path)), set())}
    assert items == {"What does Donald Trump do?": "US President"}


PAST_AND_PEOPLE = (
    "# Envoy leaves\n\n"
    "The letter was signed by Jon Huntsman, the former governor of Utah, on Tuesday. Trump "
    "met Mitt Romney, an ultimate establishment figure, in New York. The panel heard from "
    "Professor Karen Hult, a presidential scholar and transition expert at Virginia Tech "
    "University, the panel said. Shares rose, said Dana Reyes, a lawyer at Smith LLP. The deal "
    "was cleared for Huawei, the embattled Chinese tech company.\n"
)


def test_a_past_role_or_a_person_asked_as_a_kind_is_not_asked(tmp_path: Path) -> None:
    """'the former governor of Utah' is no answer to what Jon Huntsman does now, and a person
    is never asked 'What kind of figure/scholar is ...' (a figure, or an honorific's name,
    is a person); a person with an occupation is asked what they do, a company what kind."""
    items = _items(tmp_path, PAST_AND_PEOPLE)
    assert items == [
        ("What does Dana Reyes do?", "a lawyer at Smith LLP"),
        ("What kind of company is Huawei?", "the embattled Chinese tech company"),
    ]


def test_a_figure_label_of_player_controls_is_furniture() -> None:
    """A video player's flattened controls are no figure labels; a chart's data label is."""
    assert player_control("ing.Play Video Play Unmute Current Time 0")
    assert player_control("Stream Type LIVE Remaining Time -0")
    assert player_control("Loaded")
    assert not player_control("Boeing defense revenue in 2016")


SURNAMES = (
    "# Ohio race\n\n"
    "A poll put J.D. Vance ahead in Ohio on Thursday. The lead went to Vance, an author and "
    "venture capitalist, in the suburbs. Rain slowed voting, said Smith, a lawyer at Jones "
    "LLP.\n"
)


def test_a_person_is_asked_by_the_whole_name_the_page_gives(tmp_path: Path) -> None:
    """'Vance, an author ...' asks 'What does J.D. Vance do?' (the page's whole name); a bare
    surname the page never writes out ('Smith') asks nothing."""
    assert _items(tmp_path, SURNAMES) == [
        ("What does J.D. Vance do?", "an author and venture capitalist")]
