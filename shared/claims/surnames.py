"""Persons' last names standing alone in a claim (``Netanyahu`` where the page says
``Benjamin Netanyahu``, ``Mr. Trump``): found (``short_name``) and, when the text before the
claim names exactly one such person, written whole (``complete_names``)."""

from __future__ import annotations

import re

from shared.claims.named_subjects import claim_tokens
from shared.claims.page_names import FUNCTION_WORDS, PageNames, english
from shared.claims.persons import given_name

__all__ = ["complete_names", "short_name"]

_HONORIFIC_RX = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+([A-Z][\w-]+)(?P<owner>['\u2019]s\b)?")
_NAME_RX = re.compile(r"[A-Z][a-z\u00c0-\u024f'\u2019-]+")

def short_name(tokens: list[str], claim: str, page: PageNames) -> bool:
    for match in _HONORIFIC_RX.finditer(claim):
        before = claim[: match.start()].rstrip().rsplit(" ", 1)[-1]
        named = not match.group("owner") and re.match(r"\s+[A-Z]", claim[match.end() :])
        titled = before == "and" or (before[:1].isupper() and match.start() > len(before) + 1)
        if not named and not titled:  # "The Law and Mr Lee": a title
            return True  # "Mr. Trump said", not "The Law and Mr Lee" (a title)
    return bool(_lone_surnames(tokens, claim, page))


def _lone_surnames(tokens: list[str], claim: str, page: PageNames) -> list[str]:
    """The page persons' last names that stand alone in ``claim``."""
    lone: list[str] = []
    for index, word in enumerate(tokens):
        name = word.removesuffix("'s").removesuffix("\u2019s").rstrip("'\u2019")
        if not _NAME_RX.fullmatch(name) or not page.surname(name):
            continue
        previous = tokens[index - 1] if index else ""
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        first = previous != "Qq" and page.proper(previous, initial=index == 1)
        if _NAME_RX.match(previous) and previous.lower() not in FUNCTION_WORDS and first:
            continue  # "Benjamin Netanyahu", not "Hosting Cook" nor '"is our dream," Benioff'

        if (previous.lower() in ("the", "of") or previous in (".", "-", ")", "[")
                or following == "of" or _NAME_RX.fullmatch(following)
                or re.fullmatch(r"[IVX]+", following)):  # fmt: skip
            continue  # "the Hornets", "Duke of Oświęcim", "J. Smith", "Jan III", "Ripley's X"
        if re.search(rf"\b[A-Z][\w.'\u2019-]*\s+{re.escape(name)}\b", claim):
            continue  # "directed by Lloyd Kaufman from a screenplay by Kaufman"
        lone.append(name)
    return lone


def complete_names(claim: str, page: PageNames, before: str) -> str:
    """``claim`` with each lone last name of a page person written whole, when the text
    ``before`` the claim's sentence names exactly one such person (``Coulter's second
    studio album`` -> ``Ricki-Lee Coulter's second studio album``); else as it was. A word
    that also opens another name (``Kaiser Shipyards``) or names the page's entity is left
    alone: it may be the thing, not the person."""
    for name in dict.fromkeys(_lone_surnames(claim_tokens(claim), claim, page)):
        fulls = {m.group(1) for m in re.finditer(
            rf"\b((?:[A-Z][\w'\u2019-]+\s+)(?:[A-Z]\.\s+)?{re.escape(name)})\b(?![\w-])", before)
            if _full_name(m.group(1))}  # fmt: skip
        other = re.search(rf"\b{re.escape(name)}\s+[A-Z][a-z]", page.text)  # "Kaiser Shipyards"
        if len(fulls) != 1 or other or (page.entity and name in page.entity.split()):
            continue
        full = fulls.pop()

        def whole(match: re.Match[str], full: str = full, text: str = claim) -> str:
            previous = re.search(r"(\S+)\s+$", text[: match.start()])
            named = previous is not None and _NAME_RX.match(previous.group(1)) is not None
            return match.group() if named else full  # "Ricki-Lee Coulter" stays

        claim = re.sub(rf"(?<![\w.-]){re.escape(name)}\b(?![\w-])", whole, claim)
    return claim


def _full_name(name: str) -> bool:
    first = name.split()[0]
    last = name.split()[-1]
    if first.lower() in FUNCTION_WORDS:
        return False
    return given_name(first) or not (english(first) or english(last))
