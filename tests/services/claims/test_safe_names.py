"""Names and roles a news page's claim must give whole (issue 15, whitelist rules 1-2,
``shared.claims.safe_names``): a name only modifying a member noun, a surname the page
writes after a given name, a posting or employment role with no organisation, each dropped
by a counted reason; an acronym the page defines in lower case written out
(``shared.claims.acronyms``); with their near misses kept."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.claims.buckets import ClaimsBuilder
from shared.claims.acronyms import acronym_definitions, expand_acronyms
from shared.claims.referents import DocumentReferents
from shared.claims.role_titles import ADDRESSES
from shared.claims.rules import RuleClaimExtractor
from shared.claims.safe_names import SafePage, unnamed_body
from shared.claims.safe_shapes import (
    UNSAFE_PARTIAL_NAME,
    UNSAFE_UNNAMED_BODY,
    UNSAFE_UNNAMED_SUBJECT,
    unsafe_reason,
)
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import graph_of

PAGE = (
    "Finance minister Enoch Godongwana has allocated R4bn to the South African Revenue "
    "Service (Sars) in the current financial year.\n\n"
    "The IRCC (Immigration, Refugees and Citizenship Canada) gave up office space in 2026.\n\n"
    "Sadeq Abu Amer, head of the Palestinian Dialogue Group in Turkey, spoke in 2024.\n\n"
    "Sister Sharon Holland, head of the Leadership Conference of Women Religious, spoke in "
    "2014.\n\n"
    "The DJIA stock posting the largest daily gain in 2014 was The Home Depot Inc.\n\n"
    "Nadia Mohamed won the mayoral race in St. Louis Park in November 2023."
)
SPAN = "Nadia Mohamed won the mayoral race in St. Louis Park in November 2023."


def _reason(claim: str, text: str = PAGE) -> str | None:
    """The gate's reason for ``claim`` read from a body line of ``text``."""
    start = text.index(SPAN)
    return unsafe_reason(claim, span_start=start, span_end=start + len(SPAN),
                         page=SafePage.read(text, title="News"))  # fmt: skip


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("The DJIA stock missed matching its 52-week high in 2014.", UNSAFE_UNNAMED_SUBJECT),
        ("The NBA team won the title in 2014.", UNSAFE_UNNAMED_SUBJECT),
        ("The Dow Jones stock fell 3% in 2014.", UNSAFE_UNNAMED_SUBJECT),
        ("The Premier League club sacked its manager in 2014.", UNSAFE_UNNAMED_SUBJECT),
        ("The Boston Celtics team won the title in 2014.", None),
        ("The New York Times company sold the Boston Globe in 2013.", None),
        ("The Bank of Canada raised its rate in 2014.", None),
        ("The Ann Arbor police released surveillance photos in 2014.", None),
        ("The Trump administration imposed tariffs in 2018.", None),
        ("Police released surveillance photos in 2014.", UNSAFE_UNNAMED_BODY),
    ],
)
def test_a_name_modifying_a_member_noun_is_no_name(claim: str, reason: str | None) -> None:
    """``the <Name> stock`` is one of the name's many (Cisco, not the DJIA) when the name
    is an acronym or an index or league; a team or company named before its noun (``The
    Boston Celtics team``, ``The New York Times company``, code review of 628f344) is the
    thing itself; a name's one body, force or administration is named; an unnamed force is
    no one."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Abu Amer is the head of the Palestinian Dialogue Group in Turkey.",
         UNSAFE_PARTIAL_NAME),
        ("Sadeq Abu Amer is the head of the Palestinian Dialogue Group in Turkey.", None),
        ("Sharon Holland was the head of the Leadership Conference of Women Religious in 2014.",
         None),
    ],
)
def test_a_surname_of_two_words_is_partial(claim: str, reason: str | None) -> None:
    """The last words of a person the page names with a given name before them are a
    name cut short; a rank or address left out (``Sister``) is not."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Andrii Melnyk was the Ukrainian Ambassador (as of May 24, 2026).",
         UNSAFE_UNNAMED_BODY),
        ("Ariane Curtis was a North American economist (as of June 5, 2026).",
         UNSAFE_UNNAMED_BODY),
        ("Jane Doe was the U.S. ambassador (as of May 24, 2026).", UNSAFE_UNNAMED_BODY),
        ("Jane Doe was a Republican strategist (as of May 24, 2026).", UNSAFE_UNNAMED_BODY),
        ("John Keynes was an economist.", None),
        ("Jane Doe was a reporter.", None),
        ("Jane Doe was a senior economist (as of May 24, 2026).", None),
        ("Jane Doe was the Chief Economist (as of May 24, 2026).", None),
        ("Andrii Melnyk was the Ambassador (as of May 24, 2026).", None),
        ("Andrii Melnyk was the Ukrainian Ambassador to the United Nations (as of May 24, "
         "2026).", None),
        ("Ariane Curtis was a senior North American economist at Capital Economics (as of "
         "June 5, 2026).", None),
        ("Mark Wright was a Pentagon spokesman (as of December 30, 2014).", None),
        ("Ahmed Sharif was Pakistan's military spokesperson (as of May 7, 2025).", None),
        ("Jane Doe was a Chinese foreign ministry spokesman (as of May 7, 2025).", None),
        ("Hadi Tjahjanto was an Indonesian Air Force spokesman (as of December 30, 2014).",
         None),
        ("Joseph Seneca was a Rutgers University economist in New Brunswick (as of September "
         "30, 2014).", None),
        ("Steve Cowan was a spokesman for the Pennsylvania Department of Transportation (as "
         "of November 27, 2013).", None),
    ],
)
def test_a_posting_or_employment_role_keeps_its_organisation(
    claim: str, reason: str | None
) -> None:
    """An ambassador's posting or an economist's or spokesman's employer the span gave
    must stay: a nationality, region or party is none. A role with no capitalised
    nationality, region or party before it (``was an economist``, ``a senior economist``,
    ``the Chief Economist``) modifies no title, so it is kept (code review of 628f344)."""
    assert _reason(claim) == reason


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("The Federal Reserve raised interest rates in 2014.", None),
        ("Nancy Pelosi was the Speaker of the House in 2020.", None),
        ("The Supreme Court ruled in 2014.", UNSAFE_UNNAMED_BODY),
        ("Grace Kelly married Rainier III in 1956.", None),
    ],
)
def test_whole_names_of_body_words_are_names(claim: str, reason: str | None) -> None:
    """``the Federal Reserve`` and ``Speaker of the House`` name one body or office though
    made of body words; ``the Supreme Court`` still names no country; ``Grace`` is a given
    name though a form of address."""
    assert _reason(claim) == reason


def test_the_forms_of_address_are_one_list() -> None:
    """Forms of address (``Excellency``, ``Worship``) are no one, read from
    ``role_titles``; ``Grace`` is also a given name."""
    assert "Excellency" in ADDRESSES
    page = SafePage.read(PAGE)
    assert unnamed_body("Excellency Worship opened the session in 2014.", page)
    assert not unnamed_body("Grace Kelly opened the session in 2014.", page)


@pytest.mark.parametrize(
    ("claim", "written"),
    [
        ("Enoch Godongwana's budget documents show Sars collected R95bn in 2025.",
         "Enoch Godongwana's budget documents show South African Revenue Service (Sars) "
         "collected R95bn in 2025."),
        ("SARS-CoV-2 spread in 2020.", "SARS-CoV-2 spread in 2020."),
        ("Sarsfield won in 2020.", "Sarsfield won in 2020."),
        ("The South African Revenue Service (Sars) collected R95bn in 2025.",
         "The South African Revenue Service (Sars) collected R95bn in 2025."),
    ],
)
def test_an_acronym_in_lower_case_the_page_defines_is_written_out(
    claim: str, written: str
) -> None:
    """``South African Revenue Service (Sars)`` defines ``Sars`` as ``(SARS)`` would; the
    virus's name and a word that only starts with the letters are left."""
    assert expand_acronyms(claim, acronym_definitions(PAGE)) == written


def test_a_parenthesised_word_is_no_acronym_unless_its_initials_spell_it() -> None:
    """``(Reuters)`` or ``(Mon)`` after words that do not spell them defines nothing."""
    text = "Oil rose on Monday (Mon) in London, Middle East Outlet Now (Reuters) said."
    assert acronym_definitions(text) == {}


@given(st.text(alphabet="ABSarsc ()'-.,", max_size=40))
def test_writing_acronyms_out_never_raises_and_is_stable(claim: str) -> None:
    """Any text is written out without error, and writing it twice changes nothing more."""
    definitions = acronym_definitions(PAGE)
    once = expand_acronyms(claim, definitions)
    assert expand_acronyms(once, definitions) == once


def test_a_restricted_description_is_no_name_for_its_head() -> None:
    """``The DJIA stock posting the largest gain ... was Home Depot`` names no stock for a
    later ``The stock``; ``the Riverside tunnel`` still names the tunnel."""
    stocks = DocumentReferents.for_document(None, PAGE, title="Stocks")
    assert stocks._named("stock", "The stock missed its high.") is None
    tunnel = DocumentReferents.for_document(
        None, "The Riverside tunnel opened in 1990. It is long.", title="Tunnel")
    assert tunnel._named("tunnel", "The tunnel closed.") == "the Riverside tunnel"


async def test_a_saved_page_writes_out_its_acronym() -> None:
    """Through the claims service, a saved page's claim reads the page's definition."""
    html = ("<html><head><title>Budget</title></head><body><article><p>The South African "
            "Revenue Service (Sars) is based in Pretoria.</p><p>Enoch Godongwana's budget "
            "documents show Sars collected R95bn in the 2024/2025 financial year.</p>"
            "</article></body></html>")
    builder = ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), RuleClaimExtractor())
    graph = await builder.build(graph_of([(1, "https://example.org/budget", "Budget", html)]))
    texts = [claim.text for bucket in graph.buckets for claim in bucket.claims]
    assert ("Enoch Godongwana's budget documents show South African Revenue Service (Sars) "
            "collected R95bn in the 2024/2025 financial year.") in texts
