"""A pair word ("either account", "both plans") whose two members the context names.

A condition naming "either account" reads alone only when the pair is its own ("either
parent", "both parents", "either a PPO or an HMO plan"); when the heading or the sentence
before names the accounts, the pair is theirs and the question would name nothing.
"""

from __future__ import annotations

import re

__all__ = ["pair_points_back"]

_PAIR = re.compile(r"\b(?P<word>either|neither|both) (?P<noun>[a-z]+)\b"
                   r"(?! (?:of|in|on|for|from)\b)", re.IGNORECASE)


def pair_points_back(condition: str, before: str, heading: str) -> bool:
    """"either account" under "Personal Accounts" or after a sentence naming accounts ("your
    existing accounts", "a Basecamp account and a HEY account"): the pair is the context's;
    "both parents" or "either parent" after "Every new parent ...", "either a PPO or an HMO
    plan" name their own."""
    for found in _PAIR.finditer(condition):
        rest = condition[found.end():]
        if re.search(r"\b(?:or|nor|and)\b", rest) or " and " in condition[:found.start()]:
            continue  # "either A or B", "both A and B", "you and your spouse both work"
        noun = found.group("noun").lower()
        stem = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
        word = rf"\b{re.escape(stem)}s?\b"
        if re.search(rf"{word}.*\b(?:and|or)\b.*{word}|\b{re.escape(stem)}s\b", before,
                     re.IGNORECASE) or re.search(rf"\b{re.escape(stem)}s\b", heading, re.I):
            return True
    return False
