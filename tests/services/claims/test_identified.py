"""The positive standalone test (``shared.claims.identified``): keep what shows it stands alone."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.datelines import strip_dateline
from shared.claims.identified import IdentifyReason, identification_reason
from shared.claims.page_names import PageNames
from shared.claims.relative_days import reliable_date
from shared.claims.rules import RuleClaimExtractor
from shared.web.extract import extract_html

NEWS = (
    "Israeli Prime Minister Benjamin Netanyahu welcomed the decision. Netanyahu said it "
    "corrected a historic injustice. Palestinian chief negotiator Saeb Erekat said they would "
    "take a series of measures to oppose it. Coach Frank Vogel praised LeBron James. James "
    "scored 25 points in Los Angeles. Boeing said its approach uses the Space Launch System."
)


def _page(dated: bool = False) -> PageNames:
    return PageNames.read(NEWS, dated=dated)


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Netanyahu visited the Gush Etzion settlement bloc in 2019.", "short_name"),
        ("Benjamin Netanyahu visited the Gush Etzion settlement bloc in 2019.", None),
        ("Vogel has put the ball in James’ hands in 2019.", "short_name"),
        ("Despite Mr. Trump’s announcement, China raised tariffs in 2019.", "short_name"),
        ("The company signed the agreement in 2019.", "unnamed_subject"),
        ("Settlements are seen as one of the most difficult issues.", "unnamed_subject"),
        ("Boeing signed the deal in 2019.", "unidentified_description"),
        ("The RAV4 Prime goes on sale in the summer.", "unidentified_description"),
        ("Public companies such as Gannett have resisted such fatalism.",
         "unidentified_description"),
        ("Boeing signed the 2019 NASA contract.", None),
        ("Boeing is one of the companies bidding on the Human Landing System program.", None),
        ("SoftBank agreed to fund the buyout of existing WeWork shareholders in 2019.", None),
        ("Saeb Erekat said they would take a series of measures to oppose it.",
         "unbound_pronoun"),
        ("Boeing said its approach uses the Space Launch System.", None),
        ("I Think They Call Him John was shown at the Polish Film Festival in 1964.", None),
        ("Keith Bradsher contributed reporting from Hong Kong.", "page_furniture"),
    ],
)
def test_a_claim_passes_only_when_it_shows_what_it_is_about(
    claim: str, reason: IdentifyReason | None
) -> None:
    """Each claim gets the reason the positive test names (or passes when it stands alone)."""
    assert identification_reason(claim, _page()) == reason


def test_on_a_dated_page_an_event_or_a_state_carries_a_time() -> None:
    """On a dated page a past event, a modal or a present perfect needs a year or an anchor."""
    dated, undated = _page(dated=True), _page()
    event = "Boeing announced layoffs at the Everett factory of Boeing."
    assert identification_reason(event, dated) == "undated_event"
    assert identification_reason(event, undated) is None  # an encyclopedia's past tense
    anchored = "Boeing announced layoffs at Everett (reported November 19, 2019)."
    assert identification_reason(anchored, dated) is None
    assert identification_reason("Boeing could cut 4,000 jobs at Everett.", dated) == (
        "undated_event"
    )
    assert identification_reason("Boeing announced layoffs at Everett in 2019.", dated) is None


def test_a_wire_dateline_is_cut_and_other_openings_stay() -> None:
    """``LOS ANGELES (AP) —`` and ``(Reuters) —`` are cut; a sentence without one is unchanged."""
    assert strip_dateline("LOS ANGELES (AP) — LeBron James scored 25 points.") == (
        "LeBron James scored 25 points."
    )
    assert strip_dateline("(Reuters) — WeWork is cutting 4,000 jobs.") == (
        "WeWork is cutting 4,000 jobs."
    )
    kept = "Boeing — the planemaker — cut jobs."
    assert strip_dateline(kept) == kept


def test_a_target_year_leaves_the_page_date_usable() -> None:
    """A news page naming a target (``by 2022``) keeps its date; a later event does not."""
    assert reliable_date("2019-11-08", "India aims for 175 gigawatts by 2022.") == "2019-11-08"
    assert reliable_date("2019-11-08", "The 2020 Sentra loses its old look.") == "2019-11-08"
    assert reliable_date("1998-02-28", "Firefox had 10% in 2015.") is None


@given(st.text(max_size=200))
def test_any_text_gets_a_known_reason_or_none(text: str) -> None:
    """The test never fails on odd input, and a dateline cut leaves a suffix of the claim."""
    reason = identification_reason(text, PageNames.read(text, dated=True))
    assert reason is None or reason in get_args(IdentifyReason)
    assert text.endswith(strip_dateline(text))


def test_saved_pages_count_what_the_positive_test_drops(shared_data: Path) -> None:
    """Over the saved pages the new gate drops claims by reason and every kept claim passes it."""
    dropped: Counter[str] = Counter()
    kept = 0
    for path in sorted((shared_data / "html").glob("*.html")):
        page = extract_html(path.read_bytes(), url=path.name)
        got = RuleClaimExtractor().extraction(page.text, title=page.title)
        dropped.update(dict(got.dropped))
        kept += len(got.drafts)
    assert kept > 0
    reasons = set(get_args(IdentifyReason))
    assert sum(dropped[r] for r in reasons) > 0, dropped


def test_on_a_dated_page_a_thing_named_by_part_of_its_name_fails() -> None:
    """'The' + a name the page writes longer after a name of its own loses its owner."""
    text = (
        "Audi showed the Audi e-tron Sportback 50 on Tuesday. Health officials at the "
        "Chinese CDC spoke. The Sportback 50 is cheaper. India has a new law."
    )
    dated, undated = PageNames.read(text, dated=True), PageNames.read(text)
    short = "The Sportback 50 has 120 kW charging (as of November 18, 2019)."
    assert identification_reason(short, dated) == "part_name"
    assert identification_reason(short, undated) is None  # a titled paragraph names it whole
    assert identification_reason("The CDC reported 3 cases in 2019.", dated) == "part_name"
    whole = "The Audi e-tron Sportback 50 has 120 kW charging (as of November 18, 2019)."
    assert identification_reason(whole, dated) is None
    assert identification_reason("India passed a law on charity in 2014.", dated) is None


def test_a_colon_dateline_of_places_is_cut_and_a_heading_colon_stays() -> None:
    """``Washington, DC, United States:`` is cut; ``Update:`` (no comma, no places) stays."""
    assert strip_dateline("Washington, DC, United States: The Senate passed the bill.") == (
        "The Senate passed the bill."
    )
    assert strip_dateline("Doha, Qatar: Talks resumed on Monday.") == "Talks resumed on Monday."
    for kept in ("Update: The Senate passed the bill.", "The plan is simple: cut costs."):
        assert strip_dateline(kept) == kept


def test_a_colon_run_naming_the_page_is_its_title_not_a_dateline() -> None:
    """``Look Homeward, Angel: A Story of the Buried Life is ...`` keeps its title on that page."""
    lead = "Look Homeward, Angel: A Story of the Buried Life is a 1929 novel by Thomas Wolfe."
    assert strip_dateline(lead, "Look Homeward, Angel") == lead
    assert strip_dateline(lead, "Look Homeward, Angel (novel)") == lead
    assert strip_dateline(lead, "Look Homeward, Angel: A Story of the Buried Life") == lead
    news = "Washington, DC, United States: Getting to the Moon has been done."
    assert strip_dateline(news, "Getting to the Moon") == "Getting to the Moon has been done."
    assert strip_dateline(lead) == "A Story of the Buried Life is a 1929 novel by Thomas Wolfe."
