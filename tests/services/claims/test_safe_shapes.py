"""A web page's claims keep only safe shapes (issue 15, the whitelist): each rule drops the
shapes earlier reviews of unseen news pages failed, and keeps its near miss; the gate runs
in the claims service on a saved page and leaves log text (a HotpotQA paragraph) alone."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from services.claims.buckets import ClaimsBuilder
from shared.claims.rules import RuleClaimExtractor
from shared.claims.safe_shapes import (
    UNSAFE_FURNITURE,
    UNSAFE_PARTIAL_NAME,
    UNSAFE_REASONS,
    UNSAFE_REFERENCE,
    UNSAFE_RELATIVE_TIME,
    UNSAFE_UNNAMED_BODY,
    UNSAFE_UNNAMED_SUBJECT,
    SafePage,
    unsafe_reason,
    web_page,
)
from shared.web.extract import extract_html
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.conftest import shared_data_file
from tests.services.claims.texts import graph_of

PAGE = (
    "By Jane Whitfield\n\n"
    "By 2010 the Bath Chronicle had moved to Bath.\n\n"
    "Zoe Anderson, 24, died at the home of her father, Future Publishing founder Chris "
    "Anderson, in Bath in 2010.\n\n"
    "Gas fitter Andrew Hartley, 37, fitted the boiler flue pipe in 2010.\n\n"
    "Prime Minister Andrew Holness opened the Cayman Islands Hospital in 2019.\n\n"
    "Download our apps for the latest news from Jamaica and the world.\n\n"
    "Photo: the hospital in Kingston\n\n"
    "Mark Meadows announced his resignation in 2020.\n\n"
    "Nadia Mohamed won the mayoral race in St. Louis Park in November 2023."
)


def _reason(claim: str, sentence: str | None = None, text: str = PAGE) -> str | None:
    """The gate's reason for ``claim`` read from ``sentence`` of ``text`` (a body line by
    default)."""
    span = sentence or "Nadia Mohamed won the mayoral race in St. Louis Park in November 2023."
    start = text.index(span)
    return unsafe_reason(claim, span_start=start, span_end=start + len(span),
                         page=SafePage.read(text, title="Plumber jailed"))  # fmt: skip


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Hartley fitted the boiler flue pipe in 2010.", UNSAFE_PARTIAL_NAME),
        ("A jury convicted Andrew Hartley of Zoe's manslaughter in March 2012.",
         UNSAFE_PARTIAL_NAME),
        ("Supt Peters' body had wounds in 2019.", UNSAFE_PARTIAL_NAME),
        ("Neil Ford was a Honour Judge (as of April 17, 2012).", UNSAFE_UNNAMED_BODY),
        ("Meadows' decision surprised Donald Trump in 2020.", UNSAFE_PARTIAL_NAME),
        ("Jane Whitfield is a reporter at the Bath Chronicle.", UNSAFE_PARTIAL_NAME),
        ("Andrew Hartley fitted the boiler flue pipe in 2010.", None),
        ("Chris Anderson was a Future Publishing founder.", None),
        ("Bath Chronicle is a newspaper in Bath.", None),
        ("President Trump met Andrew Holness in 2019.", None),
    ],
)
def test_rule_2_names_are_whole(claim: str, reason: str | None) -> None:
    """A surname or first name the page writes longer, an honorific with a surname and a
    byline's name are dropped; the whole name (and a head of state's title) is kept."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Government signed the loan with the Exim Bank in 2019.", UNSAFE_UNNAMED_BODY),
        ("The Honourable Deputy Premier opened the Cayman Islands Hospital in 2019.",
         UNSAFE_UNNAMED_BODY),
        ("The Ministry of Health reported 12 cases of dengue in March 2020.", UNSAFE_UNNAMED_BODY),
        ("Jason Kersten was a Department of Correction spokesman in 2020.", UNSAFE_UNNAMED_BODY),
        ("Jamaica's Ministry of Health reported 12 cases of dengue in March 2020.", None),
        ("The Bank of Canada raised its key rate to 4.5% in January 2023.", None),
        ("Prime Minister Andrew Holness opened the Cayman Islands Hospital in 2019.", None),
    ],
)
def test_rule_2_bodies_name_their_place_or_holder(claim: str, reason: str | None) -> None:
    """A capitalised body or office with no place or holder names no one; with its country,
    its name or its holder it does."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("A 32-year-old Miami man was arrested in March 2020.", UNSAFE_UNNAMED_SUBJECT),
        ("Officials closed the Brookhaven Village in May 2021.", UNSAFE_UNNAMED_SUBJECT),
        ("Many residents opposed the Acme Corp plan in 2019.", UNSAFE_UNNAMED_SUBJECT),
        ("Han Lee was 41 years old (as of November 8, 2023).", UNSAFE_UNNAMED_SUBJECT),
        ("Nadia Mohamed won the mayoral race in St. Louis Park in November 2023.", None),
        ("Prosecutors in Sweden dropped the Julian Assange investigation in 2019.", None),
    ],
)
def test_rule_1_the_subject_is_a_name(claim: str, reason: str | None) -> None:
    """An unnamed person or group, a description and a private person's bare age are no
    named subject; a name, or a group a place names, is."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Michael Lopiano shared that sentiment in November 2023.", UNSAFE_REFERENCE),
        ("Nadia Mohamed became mayor of the west metro suburban community of 50,000 in 2023.",
         UNSAFE_REFERENCE),
        ("Acme Corp built a hall near the closure at the Brookhaven MARTA station in 2023.",
         UNSAFE_REFERENCE),
        ("Acme Corp later sold the unit to Beta Inc in 2019.", UNSAFE_REFERENCE),
        ("Acme Corp said the company would close in 2019.", UNSAFE_REFERENCE),
        ("Acme Corp agreed to pay us $5 million in 2019.", UNSAFE_REFERENCE),
        ("Acme Corp sold the same unit to Beta Inc in 2019.", UNSAFE_REFERENCE),
        ("Acme Corp told Beta Inc it would merge in 2019.", UNSAFE_REFERENCE),
        ("Donald Trump agrees.", UNSAFE_REFERENCE),
        ("Donald Trump agreed to the Acme Corp deal in 2019.", None),
        ("Acme Corp and Beta Inc said they merged in 2019.", None),
        ("Acme Corp sold the unit to Beta Inc two years later, in 2021.", None),
        ("Mark Meadows announced his resignation in 2020.", None),
        ("Acme Corp said that it had sold Beta Inc in 2019.", None),  # its own act: rule 6 keeps it
        ("Julian Assange was evicted in April 2019.", UNSAFE_REFERENCE),
        ("The United States has recorded 467,000 cases in 2020.", UNSAFE_REFERENCE),
        ("Julian Assange was evicted from the Ecuadorian embassy in April 2019.", None),
        ("The United States has recorded 467,000 cases of measles in 2020.", None),
        ("The United States has recorded 467,000 coronavirus cases in 2020.", None),
        ("Julian Assange was deported to Australia in 2024.", None),
    ],
)
def test_rule_3_no_unresolved_reference(claim: str, reason: str | None) -> None:
    """A demonstrative, an unanchored 'later', a bare 'the company', first person, 'the
    same', a pronoun with two names before it and a verb or count missing what it needs
    ('was evicted', '467,000 cases') are dropped; a counted 'two years later' with its year,
    a pronoun after its one name, a 'said that', 'evicted from ...' and 'cases of ...' are
    kept."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Police found Andrew Hartley Sunday.", UNSAFE_RELATIVE_TIME),
        ("Acme Corp opened a plant last October.", UNSAFE_RELATIVE_TIME),
        ("Acme Corp opened a plant this year.", UNSAFE_RELATIVE_TIME),
        ("Acme Corp recently opened a plant in Ohio.", UNSAFE_RELATIVE_TIME),
        ("Daniel Rothman prepared for an upcoming symposium in 2017.", UNSAFE_RELATIVE_TIME),
        ("Acme Corp opened a plant at the end of August.", UNSAFE_RELATIVE_TIME),
        ("Acme Corp opened a plant on Sunday, October 4, 2020.", None),
        ("Acme Corp is currently the largest employer in Ohio (as of May 4, 2020).", None),
    ],
)
def test_rule_4_no_relative_time(claim: str, reason: str | None) -> None:
    """A weekday, month or period the page's date has not written out is dropped; a date
    written out, and 'currently' under a written 'as of', are kept."""
    assert _reason(claim) == reason


def test_rule_5_quotes_and_furniture() -> None:
    """A span with quotation marks, an app line and a caption are dropped; a body line is
    kept."""
    quoted = 'Andrew Hartley said "the job was done" in 2012.'
    text = f"{PAGE}\n\n{quoted}"
    assert _reason("Andrew Hartley spoke in 2012.", quoted, text) == UNSAFE_FURNITURE
    app = "Download our apps for the latest news from Jamaica and the world."
    assert _reason("The Jamaica Observer has apps in 2020.", app) == UNSAFE_FURNITURE
    assert _reason("Kingston has a hospital.", "Photo: the hospital in Kingston") == (
        UNSAFE_FURNITURE)
    nhs = "The NHS says people with a high temperature should stay at home."
    guidance = f"{PAGE}\n\n{nhs}"
    assert _reason("The NHS advises people to stay at home.", nhs, guidance) == UNSAFE_FURNITURE
    assert _reason("Nadia Mohamed won the mayoral race in St. Louis Park in November 2023.") is (
        None)


@pytest.mark.parametrize(
    ("claim", "span", "reason"),
    [
        ("Brad Smith was the Microsoft President.",
         "Brad Smith, Microsoft's President, said: \u2018We will not sell the company.\u2019",
         None),
        ("Gavin Yamey was director of the Centre for Policy Impact at Duke University "
         "(as of October 2, 2020).",
         "Prof Gavin Yamey, director of the Centre for Policy Impact at Duke University, says: "
         "\u201cReopening a university is like dumping a cruise ship in the middle of town.", None),
        ("Maura McLaughlin was a radioastronomer at West Virginia University.",
         "\u201cI\u2019m super excited to use the telescope,\u201d says Maura McLaughlin, a "
         "radioastronomer at West Virginia University.", None),
        ("Microsoft will close the Activision deal in 2021.",
         'Brad Smith said Microsoft "will close the Activision deal in 2021".', UNSAFE_FURNITURE),
        ("Brad Smith was the Microsoft President.",
         "Brad Smith, Microsoft\u2019s President, said: \u2018The company was the Microsoft "
         "President\u2019s.\u2019", None),
        ("Azure doubled in 2020.", "Azure doubled in 2020,\u201d Brad Smith said.",
         UNSAFE_FURNITURE),
        ("Brad Smith led Microsoft in 2020.",
         "Brad Smith said: 'We led Microsoft in 2020.'", UNSAFE_FURNITURE),
    ],
)
def test_rule_5_a_claim_in_the_reporters_words_keeps_a_quoting_span(
        claim: str, span: str, reason: str | None) -> None:
    """A span quoting someone keeps a claim whose words all stand outside the quotation
    marks (the reporter's attribution, the role in an apposition); a claim using a quoted
    word, or read from a sentence the quote opened before, is dropped."""
    text = f"{PAGE}\n\n\u201cMicrosoft grew. {span}" if span.startswith("Azure") else (
        f"{PAGE}\n\n{span}")
    assert _reason(claim, span, text) == reason


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12))
def test_rule_5_a_word_only_quoted_drops_the_claim(word: str) -> None:
    """Any word that stands only inside the quotation marks of the span drops a claim
    using it, whatever the word."""
    assume(word not in {"brad", "smith", "microsoft", "s", "president", "said", "in", "the",
                        "was", "a", "an", "of", "is", "are", "were", "has", "had", "have"})
    span = f"Brad Smith, Microsoft's President, said: \u201cWe will {word} in 2020.\u201d"
    claim = f"Brad Smith was the Microsoft President in {word}."
    assert _reason(claim, span, f"{PAGE}\n\n{span}") == UNSAFE_FURNITURE


def test_only_web_pages_are_gated() -> None:
    """Saved and fetched pages and HTML a log carried are gated; plain log text (a HotpotQA
    paragraph) and Wikipedia are not."""
    assert web_page(url="https://a.example/x", title="X", origin="saved", carried="")
    assert web_page(url="https://a.example/x", title="X", origin="log_content",
                    carried="<html><body><p>x</p></body></html>")  # fmt: skip
    assert not web_page(url="", title="Ed Wood", origin="log_content", carried="Ed Wood is a film.")
    assert not web_page(url="https://en.wikipedia.org/wiki/Ed_Wood", title="Ed Wood",
                        origin="live", carried="")  # fmt: skip


@given(st.text(alphabet="Aab Hartley.,'\"0123456789", max_size=60))
def test_the_gate_gives_a_counted_reason_or_none(claim: str) -> None:
    """Any text gets one of the counted reasons or none, never an error."""
    assert _reason(claim) in (*UNSAFE_REASONS, None)


async def test_a_saved_news_page_keeps_only_safe_claims_and_counts_the_rest() -> None:
    """Through the claims service, a real saved news page (Seattle Times) keeps its safe
    claims and a role the reporter writes around a quote, drops its quoted ones by reason;
    the same text as plain log text is not gated."""
    path = shared_data_file("html", "readability_seattletimes-1.html")
    html = path.read_text("utf-8")
    builder = ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), RuleClaimExtractor())
    page = await builder.build(graph_of([(1, "https://example.org/seattle", "Seattle", html)]))
    (bucket,) = page.buckets
    kept = [claim.text for claim in bucket.claims]
    assert "The International Pacific Halibut Commission is based in Seattle." in kept
    dropped = {d.reason: d.count for d in bucket.dropped}
    assert dropped[UNSAFE_FURNITURE] >= 1  # spans quoting the company's president
    assert ("Tyler Besecker was president of Mercer Island-based Dana F. Besecker Company "
            "(as of April 28, 2019).") in kept  # the reporter's words around a quote
    text = extract_html(html).text
    plain = await ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")),
                                RuleClaimExtractor()).build(
        graph_of([(1, "https://example.org/seattle", "Seattle", text)]))  # fmt: skip
    (log_bucket,) = plain.buckets
    assert len(log_bucket.claims) > len(bucket.claims)
    assert not any(d.reason in UNSAFE_REASONS for d in log_bucket.dropped)


_VIA_PAGE = (
    "KVELLER via JTA — The state of Washington has sworn in its first Native American "
    "Supreme Court justice, Raquel Montoya-Lewis, who happens to be Jewish.\n\n"
    "Jane Doe via AP\n\n"
    "Raquel Montoya-Lewis travelled to Paris via TGV in January 2020.\n\n"
    "Paris hosted the Olympic Games in 1924."
)


@pytest.mark.parametrize(
    ("claim", "sentence", "reason"),
    [
        ("KVELLER reported that Raquel Montoya-Lewis is Jewish.",
         "Paris hosted the Olympic Games in 1924.", UNSAFE_PARTIAL_NAME),
        ("Jane Doe reported the swearing-in in 2020.", "Paris hosted the Olympic Games in 1924.",
         UNSAFE_PARTIAL_NAME),
        ("Paris hosted the Olympic Games in 1924.", "Paris hosted the Olympic Games in 1924.",
         None),
        ("Raquel Montoya-Lewis travelled to Paris in January 2020.",
         "Raquel Montoya-Lewis travelled to Paris via TGV in January 2020.", None),
    ],
)
def test_rule_2_a_via_credit_is_a_byline_only_as_a_credit_line(
        claim: str, sentence: str, reason: str | None) -> None:
    """'KVELLER via JTA — ...' opening a paragraph and a 'Jane Doe via AP' line are credits,
    their names dropped as bylines; 'travelled to Paris via TGV' in a sentence is no credit,
    so claims naming Paris are kept."""
    assert _reason(claim, sentence, _VIA_PAGE) == reason


def test_a_via_credit_names_only_its_line() -> None:
    """The credits' names are bylined; 'Paris via TGV' in a sentence is not a credit."""
    assert SafePage.read(_VIA_PAGE).bylined == {"KVELLER", "Jane", "Doe"}
