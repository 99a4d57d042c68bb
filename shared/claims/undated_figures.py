"""A money figure that changes from year to year is kept only with its year.

An independent review failed ``NASA's aeronautics program received $651 million.``: the
paragraph said the bill was for fiscal 2015, the claim lost the year, and a budget, an
appropriation or a company's revenue is a different figure every year, so the bare claim is
neither standalone nor checkable. ``dated_figure(claim, sentence)``:

- a claim with no money figure, or with one that is no yearly flow (a price, a film's
  production budget, a sale price, a fine), is returned as it is;
- a yearly flow or a holding that moves (an appropriation, assets under management, a net
  worth, a budget, funding, revenue, sales, profit, earnings,
  spending, income, or a sum received, allocated or earmarked) with a year in the claim
  (``in 2015``, ``fiscal 2015``, ``FY2015``) is returned as it is, and so is one for the
  quarter on a dated (news) page: the report's quarter (``for the third quarter
  (reported November 19, 2019)``);
- with no year in the claim but one fiscal year in its sentence (``the bill for fiscal
  2015 ...``), the claim is written with it (``... $651 million in fiscal year 2015.``);
- else ``None``: the caller drops it as ``undated_figure``, never keeps it bare.
"""

from __future__ import annotations

import re

from shared.text.ordinals import ordinal_alternation

__all__ = ["UNDATED_FIGURE", "dated_figure"]

UNDATED_FIGURE = "undated_figure"
"""The drop reason of a yearly money figure with no year in its sentence."""

_MONEY = re.compile(
    r"(?:(?:US|A|C|NZ|HK)?\$|£|€|¥|₹)\s?\d"
    r"|\b\d[\d,.]*\s?(?:million|billion|trillion|bn|m)?\s(?:dollars|euros|pounds|yen|rupees)\b",
    re.IGNORECASE)  # fmt: skip
"""A sum of money written with its currency sign or name."""

_FLOW = re.compile(
    r"\b(?:appropriat\w*|budget(?:s|ed)?|funding|funded|revenues?|sales|profits?|earnings"
    r"|net income|operating income|income|spending|spent|turnover|deficit|surplus"
    r"|allocat\w*|earmark\w*|receive[sd]?|receiving|annual(?:ly)?|yearly|per annum"
    r"|(?:a|per|each) year|assets under management|net worth|market (?:value|capitali[sz]ation))\b",
    re.IGNORECASE)  # fmt: skip
"""Words of a figure that changes by year: what an organisation is given, spends or earns."""

_ONE_OFF = re.compile(
    r"\b(?:film|movie|feature|production|album|video game|miniseries|musical|project"
    r"|construction|renovation|stadium|building|bridge|campaign|acquisition|deal|merger"
    r"|settlement|fine|bail|prize|award|ransom|lawsuit|damages|price|priced|costs?|bought"
    r"|sold|selling|pay(?:s|ing)? for|grossed|box office|opening weekend)\b",
    re.IGNORECASE)  # fmt: skip
"""A sum told once (a film's budget, a deal, a fine, a price): no yearly flow."""

_YEAR = re.compile(
    r"\b(?:1[6-9]|20)\d{2}\b|\bFY\s?'?(?:\d{4}|\d{2})\b|\bfiscal (?:year )?'?\d{2}\b",
    re.IGNORECASE)  # fmt: skip
"""A year written in a claim: 2015, FY2015, FY15, fiscal 2015, fiscal year 2015."""

_QUARTER = re.compile(rf"\b(?:the|its|their|this|last) (?:{ordinal_alternation(4)}|latest|"
                      r"most recent) (?:fiscal )?quarter\b|\bQ[1-4]\b", re.IGNORECASE)
"""A figure for the quarter a news report tells of: dated by that report."""

_FISCAL = re.compile(r"\b(?:fiscal (?:year )?|FY\s?)((?:19|20)\d{2})\b", re.IGNORECASE)
"""A fiscal year named in the sentence: fiscal 2015, fiscal year 2015, FY 2015."""


def dated_figure(claim: str, sentence: str, *, dated: bool = False) -> str | None:
    """``claim`` as it is, with its sentence's one fiscal year written, or ``None`` for a
    yearly money figure with no year to write (see the module). On a ``dated`` page (news)
    a figure for the quarter is the one its report tells of: dated by the report."""
    if not _MONEY.search(claim) or not _FLOW.search(claim) or _ONE_OFF.search(claim):
        return claim
    if dated and _QUARTER.search(claim):
        return claim  # "$2.53 in per-share earnings for the third quarter (reported ...)"
    if _YEAR.search(claim):
        return claim
    years = {found.group(1) for found in _FISCAL.finditer(sentence)}
    if len(years) != 1:
        return None  # none, or two: which one is this figure's?
    body = claim.rstrip()
    stop = "." if body.endswith(".") else ""
    return f"{body.removesuffix('.')} in fiscal year {years.pop()}{stop}"
