"""Claims that carry their context (issue 15, claims; judgments11 claims_final #2, #18, #21,
#25, #26): a description, a role or a name whose key word stayed in an earlier sentence is
completed from what the page names whole, or the claim is dropped."""

from __future__ import annotations

import pytest

from shared.claims.identified import PageNames, identification_reason
from shared.claims.rules import RuleClaimExtractor

HEARING = (
    "Key moments from Kurt Volker's and Tim Morrison's impeachment hearing testimony",
    "Kurt Volker, the former special envoy to Ukraine, testified before the House "
    "Intelligence Committee Tuesday. \"I opposed the hold on U.S. security assistance as soon "
    "as I learned about it on July 18,\" Volker said. He added that he viewed the delay \"as a "
    "U.S. policy problem that we needed to fix internally.\"",
)
"""Sentences of CBS News' 'Key moments from Kurt Volker's and Tim Morrison's impeachment
hearing testimony' (scrapinghub page sx_cbsnews_impeachment, published 2019-11-19)."""


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ('Kurt Volker viewed the delay "as a U.S. policy problem" in 2019.',
         "unidentified_description"),
        ('By the 1970s, Judy Chicago had coined the term "feminist art".', None),
        ('Haemodoraceae is sometimes known as the "bloodwort family".', None),
        ('Kurt Volker viewed the 2019 aid delay "as a U.S. policy problem".', None),
    ],
)
def test_a_quoted_phrase_after_a_description_does_not_name_it(
    claim: str, reason: str | None
) -> None:
    """A quotation opening in lower case after 'the delay' is speech, not the delay's name:
    the description stays bare; after 'the term' (or as the description's own words) it names."""
    page = PageNames.read(HEARING[1])
    assert identification_reason(claim, page) == reason


def test_the_hearing_pages_delay_gives_no_claim() -> None:
    """End to end: 'He added that he viewed the delay "as ..."' (the delay is the hold named
    a sentence before, by another noun) is dropped, counted as unidentified_description."""
    title, text = HEARING
    got = RuleClaimExtractor(cache_size=0).extraction(text, title=title, published="2019-11-19")
    assert not any("delay" in d.claim for d in got.drafts)
    assert dict(got.dropped).get("unidentified_description", 0) >= 1
