"""The titles people hold, as the noun-phrase role source (``noun_roles``) reads them: the
title words, which titles many hold at once, which name a government post, the words that
name no organisation (a portfolio, a generic institution, a party) and the ranks or
addresses before a name."""

from __future__ import annotations

import re

from shared.claims.names import ORG_WORDS
from shared.text.dates import MONTH_NAMES, WEEKDAY_NAMES

__all__ = ["ADDRESSES", "GENERIC", "GOVERNMENT", "HEADS", "HONORIFICS", "LOWER_HEADS", "MANY",
           "NOT_PERSON_TAIL", "NOT_ROLES", "PARTY", "PORTFOLIOS", "TIMELESS", "TIME_WORDS",
           "WRITTEN_OUT"]

HEADS = (
    r"chief executive officer|chief operating officer|chief financial officer|"
    r"chief technology officer|chief marketing officer|chief investment officer|"
    r"chief executive|chief economist|chief strategist|chief scientist|chief of staff|"
    r"chief justice|chief minister|chief medical officer|chief medical adviser|"
    r"executive vice president|senior vice president|vice president|president|"
    r"vice chairman|vice chair|chairman|chairwoman|chairperson|chair|"
    r"CEO|CFO|COO|CTO|co-founder|cofounder|founder|"
    r"prime minister|foreign minister|finance minister|defen[cs]e minister|"
    r"interior minister|health minister|minister|"
    r"secretary of state|secretary of defense|secretary-general|secretary general|"
    r"press secretary|defen[cs]e secretary|foreign secretary|home secretary|"
    r"treasury secretary|health secretary|secretary|"
    r"director-general|director general|executive director|managing director|director|"
    r"trade representative|general manager|general counsel|lieutenant governor|lt\. gov\.|"
    r"governor|gov\.|"
    r"deputy mayor|mayor|senator|sen\.|representative|rep\.|congressman|congresswoman|"
    r"assemblyman|assemblywoman|councilman|councilwoman|council member|"
    r"attorney general|district attorney|commissioner|police chief|fire chief|"
    r"spokesman|spokeswoman|spokesperson|head coach|coach|ambassador|"
    r"majority leader|minority leader|speaker|editor-in-chief|editor|publisher|"
    r"superintendent|sheriff|judge|analyst|economist|strategist|professor|dean|"
    r"chancellor|treasurer|premier"
)
"""Role titles (one holder's, singular), longest first within a family."""
MANY = frozenset([
    *"""senator sen. representative rep. congressman congresswoman assemblyman assemblywoman
    councilman councilwoman judge analyst economist strategist professor spokesman
    spokeswoman spokesperson minister co-founder cofounder founder vice""".split(),  # noqa: SIM905
    "council member", "vice president", "executive vice president", "senior vice president",
    "vice chairman", "vice chair",
])  # fmt: skip
"""Titles many hold at once in one organisation: ``a``, not ``the``."""
GOVERNMENT = re.compile(r"minister|secretary|attorney general|commissioner|ambassador|"
                         r"chancellor|treasurer|premier", re.IGNORECASE)
"""Government posts: their organisation is a country or a place, not a portfolio."""
PORTFOLIOS = frozenset(
    """Communications Foreign Home Defense Defence Finance Health Interior Education Trade
    Treasury Justice Energy Environment Transport Transportation Agriculture Labor Labour
    Commerce Culture Immigration Economy Economic Development Housing Security Homeland
    State Press Public Affairs Social Services Human Sports Tourism Industry Science
    Technology Infrastructure Water Women Children Veterans Digital Business Cabinet Shadow
    Junior Police Fire Information Interior Internal External Relations Works Planning
    Resources Natural Mines Fisheries Revenue Budget Employment Welfare Family Youth Arts
    Heritage and of for &""".split()  # noqa: SIM905
)
"""Words of a portfolio (``Communications Minister``, ``Health and Human Services
secretary``): they do not say which country's."""
GENERIC = ORG_WORDS | frozenset(
    """senate house parliament assembly congress cabinet supreme court police army navy
    air force government ministry treasury central national federal state city county
    municipal provincial regional district majority minority republican democratic
    general legislative legislature executive council commission board office bureau
    senior deputy""".split()  # noqa: SIM905
)
"""Words of an institution every country or town has: ``Senate President X``, ``Committee
Chairman X``, ``House Speaker X`` do not say which country's or town's."""
TIMELESS = frozenset({"co-founder", "cofounder", "founder"})
"""Titles that stay true: no ``as of`` date."""
WRITTEN_OUT = {"gov.": "Governor", "lt. gov.": "Lieutenant Governor", "sen.": "Senator",
                "rep.": "Representative"}  # fmt: skip
"""Abbreviated titles and how a claim writes them."""
LOWER_HEADS = frozenset(
    """chief executive|chief executive officer|chief operating officer|chief financial officer|
    chief technology officer|chief economist|chief strategist|ceo|cfo|coo|cto|chairman|
    chairwoman|president|vice president|founder|co-founder|cofounder|spokesman|spokeswoman|
    spokesperson|economist|analyst|strategist|governor|mayor|prime minister|foreign minister|
    finance minister|minister|secretary|press secretary|senator|editor-in-chief"""
    .replace("\n", "").split("|")
)
"""Titles a page may write in lower case before a name (``Disney chief executive Bob
Iger``); a lower-case ``director`` or ``editor`` is more often a work's (``Jaws director``)."""
PARTY = frozenset({"Democratic", "Republican", "Democrat", "GOP", "Labour", "Conservative",
                    "Liberal", "Tory", "Green", "Independent", "Top", "Senior", "Deputy",
                    "Assistant", "Former", "Acting", "Interim", "New", "Longtime",
                    "Veteran"})  # fmt: skip
"""Capitalised words before a title that name no organisation."""
ADDRESSES = frozenset({"Honour", "Honor", "Honourable", "Honorable", "Hon", "Hon.", "Right",
                        "Rt", "Rt.", "Worship", "Worshipful", "Excellency", "Majesty",
                        "Highness", "Lordship", "Ladyship", "Grace", "Eminence"})  # fmt: skip
"""Words of a form of address before a title (``Her Honour Judge Sarah Collins``, ``His
Excellency Ambassador X``): a courtesy, no organisation (never ``an Honour Judge``)."""
HONORIFICS = frozenset(
    """General Gen Admiral Adm Colonel Col Captain Capt Major Maj Sergeant Sgt Lieutenant Lt
    Commander Cmdr Dr Doctor Mr Mrs Ms Miss Sir Dame Lord Lady Judge Justice Father Rev
    Reverend Pastor Bishop Prince Princess King Queen President Senator Governor Mayor
    Chairman Ambassador Professor Prof Officer Detective Sheriff Chief""".split()  # noqa: SIM905
)  # fmt: skip
"""Words before a name that are a rank or an address, not its first word (``General Mark
Milley`` is Mark Milley)."""
NOT_PERSON_TAIL = frozenset({"Administration", "Campaign", "Era", "Doctrine", "Presidency",
                              "Government", "Cabinet", "Regime", "Foundation", "Library",
                              "Center", "Centre", "Award", "Act", "Plan", "Rule"})  # fmt: skip
"""Last words that make a name after a person's name something else (``Donald Trump
Administration``)."""
TIME_WORDS = frozenset(WEEKDAY_NAMES) | frozenset(MONTH_NAMES) | frozenset(
    """Today Yesterday Last Earlier Meanwhile However Previously Separately Also Does Do Did
    Is Are Was Were Will Can Could Should Would Has Have Had Why How What Who Where When
    Which""".split()  # noqa: SIM905
)
NOT_ROLES = frozenset(
    """customer shopper winner loser patient visitor passenger user resident student
    consumer buyer seller tenant subscriber viewer listener reader attendant attendee
    participant entrant applicant claimant defendant plaintiff suspect survivor
    follower supporter admirer believer""".split()  # noqa: SIM905
)
"""Nouns in ``-er``/``-ent``/``-ant`` that name what someone does or is at a place, no
job there (``a customer at Walmart``, ``a winner at the Oscars``, ``a patient at ...``)."""
