"""A second fact appended to a claim's main clause, parted from it or cut.

A sentence often carries a second fact in a phrase hung on its end; the rule extractor's
splitters leave it on the first fact's claim (hand judgment of the HotpotQA groups of
judge15/judge16: atomic "no"):

- a work's relation to another work told as an appositive after its maker (``Chloe was
  directed by Atom Egoyan, a remake of the 2003 French film "Nathalie..."``): the remake
  is the film, not the director; parted into ``Chloe was directed by Atom Egoyan.`` and
  ``Chloe is a remake of the 2003 French film "Nathalie...".`` (``work_relation``);
- makers listed with their participles (``was directed by A, produced by B and written by
  C``): one claim per maker (``maker_list``);
- an elliptical conjunct with a time adverb and no verb of its own (``..., and formerly
  the home of the United States Grand Prix``): a second fact whose verb is the first
  half's; cut, the main clause kept (``elliptical_tail``).
"""

from __future__ import annotations

import re

__all__ = ["WORK_RELATION", "appended_facts", "elliptical_tail", "maker_list", "work_relation"]

WORK_RELATION = (
    r"(?:remake|adaptation|sequel|prequel|spin-?off|reboot|parody|novelization|"
    r"novelisation|continuation|retelling|re-?imagining|re-?recording|follow-up|"
    r"successor|reissue|cover\s+version|film\s+version|stage\s+version)"
)
"""A work's relation to another work (``a remake of``, ``the sequel to``)."""
_WORK_RELATION_RX = re.compile(
    r"^(?P<subject>[A-Z\"\u201c][^,;]*?)\s+(?P<verb>is|was|are|were)\s+"
    r"(?P<pred>[^;]*?\bby\s+[A-Z][^,;()]*?),\s+"
    rf"(?P<app>(?:a|an|the)\s+(?:[\w-]+\s+){{0,3}}?{WORK_RELATION}\s+(?:of|to)\s+[^;]+?)\.?$"
)
"""``S was <made> by A, a remake of W``: an appositive naming a work's relation to another
work after its maker's name; no person is a remake, so it tells of ``S``."""


def work_relation(claim: str) -> list[str] | None:
    """``claim`` parted into its maker fact and the work's relation (``_WORK_RELATION_RX``),
    or ``None`` when it is not of that form."""
    found = _WORK_RELATION_RX.match(claim.strip())
    if found is None or found.group("app").count('"') % 2:
        return None
    subject, verb = found.group("subject"), found.group("verb")
    present = "is" if verb in ("is", "was") else "are"
    return [f"{subject} {verb} {found.group('pred')}.",
            f"{subject} {present} {found.group('app')}."]  # fmt: skip


_MAKER = r"(?:co-)?[a-z]+(?:ed|en|wn|de|lt)"
_MAKERS_RX = re.compile(
    rf"^(?P<head>.*?\s(?:is|was|are|were)\s+(?:(?:a|an|the)\s+[^,;]*?\s)?)"
    rf"(?P<items>{_MAKER}\s+by\s+[^,;()]+?(?:,\s+{_MAKER}\s+by\s+[^,;()]+?)+"
    rf",?\s+and\s+{_MAKER}\s+by\s+[^,;()]+?)\.?$"
)
_ITEM_RX = re.compile(rf"(?:^|,\s+(?:and\s+)?|\s+and\s+)(?P<verb>{_MAKER})\s+by\s+")


_APPOSED_SUBJECT_RX = re.compile(
    r"^(?P<name>[^,]+),\s+(?:a|an|the)\s+[^;]+?,\s+(?P<verb>is|was|are|were)\s+$")
"""A subject with an appositive (``When Trumpets Fade, an HBO war film first presented on
June 27, 1998, was``): a fact of its own, left out of each maker's claim."""


def maker_list(claim: str) -> list[str] | None:
    """``X was directed by A, produced by B and written by C`` as one claim per maker
    (``X was directed by A.`` ...), or ``None`` when ``claim`` lists no three makers."""
    found = _MAKERS_RX.match(claim.strip())
    if found is None:
        return None
    head = _APPOSED_SUBJECT_RX.sub(r"\g<name> \g<verb> ", found.group("head"))
    items = found.group("items")
    marks = list(_ITEM_RX.finditer(items))
    out = []
    for at, mark in enumerate(marks):
        end = marks[at + 1].start() if at + 1 < len(marks) else len(items)
        out.append(f"{head}{mark.group('verb')} by {items[mark.end() : end].strip()}.")
    return out


_ELLIPTICAL_RX = re.compile(
    r",\s+and\s+(?:formerly|previously|once|later|now|currently|originally)\s+"
    r"(?:the|an?|its|his|her|their)\s+[^,;]*$"
)
"""``..., and formerly the home of the United States Grand Prix``: a conjunct of a noun
phrase and a time adverb whose verb is the first half's: a second fact (then and now)."""


def elliptical_tail(claim: str) -> str | None:
    """``claim`` without an elliptical second conjunct (``_ELLIPTICAL_RX``), when the rest
    is a sentence of six words or more; ``None`` when it has none."""
    found = _ELLIPTICAL_RX.search(claim.strip())
    if found is None:
        return None
    head = claim.strip()[: found.start()]
    if len(head.split()) < 6 or head.count('"') % 2 or head.count("(") != head.count(")"):
        return None
    return f"{head}."


def appended_facts(claim: str) -> list[str]:
    """``claim``'s facts with an appended second fact parted or cut (see the module);
    ``[claim]`` when it has none."""
    parted = work_relation(claim) or maker_list(claim)
    if parted is not None:
        return parted
    cut = elliptical_tail(claim)
    return [claim] if cut is None else [cut]
