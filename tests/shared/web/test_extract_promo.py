"""Publisher pitches linked to an app store, a sign-up page or an e-mail address are no text."""

from __future__ import annotations

from prometheus_client import REGISTRY

from shared.web import extract_html

_STORY = "".join(
    f"<p>The Ministry of Education said {n} schools in Barbados had reopened for classes in "
    f"April, and that the vaccination bus had visited {n + 3} secondary schools so far.</p>"
    for n in range(1, 6)
)


def _page(tail: str) -> str:
    return ("<html><head><title>Schools safe amidst surge</title></head><body><article>"
            f"<h1>Schools safe amidst surge</h1>{_STORY}{tail}</article></body></html>")


def _dropped() -> float:
    value = REGISTRY.get_sample_value("dyneval_extract_pruned_total",
                                      {"reason": "promo_paragraph"})  # fmt: skip
    return value or 0.0


def test_app_store_and_e_edition_pitches_after_the_story_are_dropped_and_counted() -> None:
    """Nation News (April 22, 2022) ends its story with two pitches, cut down from the page:
    an e-edition link and the apps' store links; both go, counted, and the story stays."""
    tail = (
        '<p>Subscribe now to our <a href="http://nationnews.brb.newsmemory.com/landing.php">'
        "<strong>eNATION</strong></a> edition for the full story.</p>"
        "<p>For the latest stories and breaking news updates download the Nationnews apps for "
        '<a href="https://apps.apple.com/us/app/barbados-nation-news/id887959854"><strong>iOS'
        '</strong></a> and <a href="https://play.google.com/store/apps/details?id=com.'
        'nationnews.android.prod&amp;hl=en_US"><strong>Android</strong></a>.</p>'
    )
    before = _dropped()
    text = extract_html(_page(tail), url="https://n.example/schools").text
    assert "Nationnews apps" not in text and "eNATION" not in text
    assert "The Ministry of Education said 5 schools" in text
    assert _dropped() - before == 2


def test_a_newsletter_sign_up_line_and_a_contact_line_are_dropped() -> None:
    """'Click here to subscribe to The Paradigm Newsletter' (an eepurl.com sign-up) and 'Write
    to Al Root at allen.root@dowjones.com' (an e-mail link) are pitches, not the story."""
    tail = ('<h2 class="title"><a href="http://eepurl.com/buWLN9">Click here to subscribe to '
            "The Paradigm Newsletter</a></h2>"
            '<p>Write to Al Root at <a href="mailto:allen.root@dowjones.com">'
            "allen.root@dowjones.com</a></p>")
    text = extract_html(_page(tail), url="https://n.example/schools").text
    assert "Paradigm Newsletter" not in text and "Al Root" not in text
    assert "The Ministry of Education said 1 schools" in text


def test_a_story_paragraph_citing_a_newsletter_issue_or_an_app_is_kept() -> None:
    """A story's sentence linking a newsletter's issue (POLITICO Playbook's
    /newsletters/playbook/2019/12/19/...), a membership roster, or naming an app with no
    store link, and a share button's mailto:?subject= link, are no pitch."""
    tail = (
        "<p>Meadows disclosed the decision in an interview with <a href='https://www.politico"
        ".com/newsletters/playbook/2019/12/19/meadows-retiring'>POLITICO Playbook</a>.</p>"
        "<p>The caucus lists <a href='https://cbc.house.gov/membership/'>55 members</a> in "
        "the House.</p><p>The Nationnews app was downloaded 20,000 times in 2021.</p>"
        "<p>The ministry posted the list online. <a href='mailto:?subject=Schools'>Share</a>"
        "</p>"
    )
    text = extract_html(_page(tail), url="https://n.example/schools").text
    assert "in an interview with POLITICO Playbook." in text
    assert "The caucus lists 55 members in the House." in text
    assert "The Nationnews app was downloaded 20,000 times in 2021." in text
    assert "The ministry posted the list online." in text
