"""News-page reading of the gold builder: page dates, datelines, ledes, leads, abbreviations."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from services.gold.appositions import title_items
from services.gold.article_summary import _lead_only, _usable, article_summary
from services.gold.asking import who_question
from services.gold.facts import extract_facts
from services.gold.lookups import _past_generic_noun
from services.gold.pagedate import anchor_date
from services.gold.roles import role_items
from services.gold.sentence_facts import _trim
from shared.longdoc import load_document

PLANS = (
    "NASA said on Monday it added five companies. A rover NASA plans to fly in 2022 will look "
    "for water. Shotwell said lander missions could begin in 2023."
)


def test_a_year_told_as_a_plan_leaves_the_page_date_reliable() -> None:
    """Later years in plan or modal sentences keep the date; one in a past sentence drops it."""
    assert anchor_date("2019-11-19", "Mourinho signed until the end of the 2022/23 season.") == (
        "2019-11-19")
    assert anchor_date("2019-11-19", PLANS) == "2019-11-19"
    assert anchor_date("2019-11-19", PLANS + " In 2031 the bridge collapsed.") is None
    assert anchor_date(None, PLANS) is None


STORY = """<html><head><title>NASA adds five lunar lander firms</title>
<meta property="article:published_time" content="2019-11-19T10:00:00Z"></head>
<body><article><h1>NASA adds five lunar lander firms</h1>
<p>Washington, DC, United States: Getting to the Moon, while not easy, has been done.</p>
<p>Staying on the Moon and reaching Mars, however, is harder than landing.</p>
<p>Some say the agency is late.</p>
<p>NASA added five companies to its Commercial Lunar Payload Services program (CLPS) on
Monday, bringing the total to 14 firms.</p>
<p>SpaceX plans to fly its Starship lander to the Moon in 2022.</p>
<p>Blue Origin signed a contract worth $20 million with NASA in 2018.</p>
<p>Sierra Nevada Corporation built 12 landers for the agency in 2017.</p>
</article></body></html>
"""


def test_a_feature_opener_is_no_lede_and_a_colon_dateline_no_summary_text(tmp_path: Path) -> None:
    """An activity as subject ('Getting to the Moon ...') is no lede; the story is skipped."""
    assert _usable("Getting to the Moon, while not easy, has been done.", lede=True) is not None
    assert _usable("Beijing on Monday raised tariffs on 30 goods from Japan.", lede=True) is None
    path = tmp_path / "moon.html"
    path.write_text(STORY, encoding="utf-8")
    skips: Counter[str] = Counter()
    item = article_summary(extract_facts(load_document(path)), skips)
    assert item is None
    assert skips["article summary: no factual lede among the first three sentences"] == 1


def test_an_abbreviation_after_a_generic_noun_is_written_out() -> None:
    """'... Payload Services program (CLPS)' gives CLPS; a lower-case run is not a name."""
    assert _past_generic_noun("CLPS", "its Commercial Lunar Payload Services program") == (
        "Commercial Lunar Payload Services")
    assert _past_generic_noun("AOA", "the angle of attack sensor") is None
    assert _past_generic_noun("CLPS", "its Commercial Lunar Payload Services") is None


def test_a_source_tag_an_attribution_and_a_bracketed_sentence_are_cut_from_the_clause() -> None:
    """'(CNN)', 'According to police,' and 'Nationally,' open no clause; brackets are dropped."""
    assert _trim("According to police, Smith was arrested in 2012.") == "Smith was arrested in 2012"
    assert _trim("Nationally, dealers sold 17 million cars in 2018.") == (
        "Dealers sold 17 million cars in 2018")
    assert _trim("(The discovery brought Richard Axel a Nobel Prize in 2004.)") == (
        "The discovery brought Richard Axel a Nobel Prize in 2004")
    assert _trim("(CNN)President Donald Trump visited Walter Reed hospital in 2019.") == (
        "President Donald Trump visited Walter Reed hospital in 2019")


def test_a_summary_point_cut_to_its_lead_phrase_is_refused() -> None:
    """A sentence whose cut main clause is only its 'For ...' phrase is no summary point."""
    cut = ("For established gaming powers such as Ubisoft and Take-Two Interactive (both of "
           "which have games at launch), Stadia represents an opportunity to reach players.")
    assert _lead_only(cut)
    assert not _lead_only("In 2019 Google launched Stadia in 14 countries.")


def test_a_who_question_keeps_its_date_on_the_deed() -> None:
    """A date of another clause or a dropped 'for the first time' gives no who question."""
    assert who_question("Kentucky Democrats beat incumbent Gov. Matt Bevin in a state Trump "
                        "won by 30 points in 2016") is None
    assert who_question("Virginia Democrats won a legislative majority for the first time "
                        "since 1993") is None
    glued = ("Armenia named most popular spot for Russian travelers in 2019 Armenia has been "
             "named the most popular destination among Russians in 2019")
    assert who_question(glued) is None
    asked = who_question("In 1997, President Bill Clinton imposed a comprehensive trade embargo "
                         "against Sudan")
    assert asked is not None and asked[1] == "President Bill Clinton"


TITLES = (
    "# Awards\n\n"
    "The company confirmed that it had been contacted by Attorney General Letitia James' "
    "office on Monday. Viewers saw how Oscar-winning actress Mary Steenburgen wrote the song "
    "for the film.\n"
)


def test_a_title_stops_at_a_wh_word_and_a_name_loses_its_apostrophe(tmp_path: Path) -> None:
    """'how Oscar-winning actress X' is titled without 'how'; "James'" is 'Letitia James'."""
    path = tmp_path / "titles.md"
    path.write_text(TITLES, encoding="utf-8")
    items = {it.question: it.answers[0] for it in title_items(extract_facts(load_document(path)),
                                                                set())}
    assert items.get("What does Mary Steenburgen do?") == "Oscar-winning actress"
    assert "What does Letitia James' do?" not in items
    assert items.get("What does Letitia James do?") == "Attorney General"


def test_a_summary_point_with_a_back_pointing_subject_or_pronoun_is_refused() -> None:
    """'The tech giant is ...' and 'In addition to its order ..., it announced' are no points."""
    assert _usable("The tech giant is holding an event on December 2, 2019 to show apps.")
    assert _usable("In addition to its order of 30 Boeing jets on November 20, 2019, it "
                   "announced an order of 50 Airbus jets.")
    assert _usable("Emirates finalized its deal to buy 30 jets from Boeing in 2019 at the show.") \
        is None


def test_a_who_question_with_a_bare_described_object_is_refused() -> None:
    """'McDonald joined the band in 1975' asks no 'Who joined the band?': which band?"""
    assert who_question("McDonald joined the band in 1975") is None
    asked = who_question("Michael McDonald joined the Doobie Brothers in 1975")
    assert asked == ("Who joined the Doobie Brothers in 1975?", "Michael McDonald")


def test_an_editors_note_is_no_summary_point() -> None:
    """'Editor's note: This story was updated at 5:45 p.m. ...' is apparatus, not a point."""
    assert _usable("Editor's note: This story was updated at 5:45 p.m. ET to include details "
                   "from the NASA telecon.")


def test_a_later_point_pointing_back_or_a_contact_line_is_refused() -> None:
    """'... built by these partner companies ...' and an e-mail/handle line are no points."""
    assert _usable("NASA plans to use private moon landers built by these partner companies to "
                   "deliver rovers to the moon's south pole.")
    assert _usable("Email Tariq Malik at tmalik@space.com or follow him @tariqjmalik.")
    assert _usable("Orbit Beyond dropped out of that contract but remains eligible to bid in 2020.")


def test_a_later_point_whose_pronoun_has_no_name_before_it_is_refused() -> None:
    """'Recovery rates are high if it is detected ...': 'it' (the plague) is never named."""
    assert _usable("Recovery rates are high if it is detected and treated with antibiotics "
                   "within 24 hours of the onset of symptoms.")
    assert _usable("Dock workers ended their strike at Jebel Ali on March 11, 2021 after a 12 "
                   "percent pay rise.") is None


def test_a_bracketed_conversion_does_not_cut_the_clause_and_a_hedge_is_no_point() -> None:
    """'zero to 60 mph (97 kph) in five seconds' keeps its time; 'allegedly' is no main point."""
    assert _trim("The GT version will go from zero to 60 mph (97 kph) in five seconds.") == (
        "The GT version will go from zero to 60 mph in five seconds")
    assert _usable("Scooter Braun is allegedly unhappy with his partner Scott Borchetta, E! said.",
                   lede=True)


def test_a_summary_point_cut_to_a_verbless_phrase_is_refused() -> None:
    """'Plains (covering 65 percent ...) and dunes (covering ...) ... dominate ...' cut at its
    second bracket has no verb: no point."""
    assert _lead_only("Plains (covering 65 percent of the surface) and dunes (covering 17 percent "
                      "of the surface) made up of frozen methane dominate Titan's mid-latitudes.")


def test_a_year_told_before_a_modal_still_unsettles_the_page_date() -> None:
    """'In 2031 he said he would retire' tells of 2031 as past: the 2019 date is unreliable."""
    assert anchor_date("2019-11-19", PLANS + " In 2031 he said he would retire.") is None
    assert anchor_date("2019-11-19", PLANS + " He said he would retire in 2031.") == "2019-11-19"


QUOTED = (
    "# Moon\n\n"
    "“We saw a need to bring on more providers,” Steve Clarke, deputy associate administrator "
    "for exploration in NASA’s Science Mission Directorate, said in a call.\n"
)


def test_a_role_after_a_closing_quotation_mark_is_read(tmp_path: Path) -> None:
    """'“...,” Steve Clarke, deputy associate administrator ... , said' asks Clarke's role."""
    path = tmp_path / "quoted.md"
    path.write_text(QUOTED, encoding="utf-8")
    items = {it.question: it.answers[0] for it in role_items(extract_facts(load_document(path)))}
    assert items == {"What does Steve Clarke do?": "deputy associate administrator for "
                     "exploration in NASA’s Science Mission Directorate"}
