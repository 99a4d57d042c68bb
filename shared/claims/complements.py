"""Relational predicates that need a complement the claim does not give.

Some verbs and nouns state a relation to a role, a measure or a contest: a reader holding
only the claim cannot tell what it is about unless the claim names that third thing.
``missing_complement(claim)`` names the class a claim falls into, or ``None``:

- ``missing_role``: succession and appointment with no role or body: ``X was succeeded by
  Y.`` (as what?), ``X replaced Y.``, ``X took over from Y in 2015.``, ``X was elected in
  2006.``; kept when an ``as`` phrase, a role noun or a body the relation is in is named
  (``succeeded X as chief executive``, ``appointed to council to replace ...``, ``after
  retiring from the Pennsylvania House``);
- ``missing_measure``: a forecast or per-share amount with no quantity it measures:
  ``Wall Street predicted $2.52 a share.`` (predicted what: earnings, a dividend?); kept
  when the measure is named (``$2.53 in per-share earnings``, ``expected earnings of``);
- ``missing_contest``: a win or loss with no contest: ``Colombia had lost to Belgium on
  Monday.`` (in what?); kept when a competition, match, election or round is named
  (``in the Davis Cup Finals``, ``to take the Democratic nomination``); so is a player's
  result in one game with no game named: ``Tuukka Rask made 25 saves.``, ``Arthur Jackson
  caught two TD passes.``, ``Blake Coleman scored for New Jersey.``; kept when the game is
  named (an opponent and a date, a named final, match or tournament) or the figure is a
  season's or career's (``scored 30 goals in the 2018-19 season``, ``500 career assists``);
- ``missing_record``: ``set the record`` / ``broke a record`` with no ``for``/``of`` saying
  which record;
- ``missing_relatum``: a relational noun as the predicate with nothing it relates to:
  ``In 2001, Madhouse became a partial owner/investor.`` (of what?), ``X is a member.``,
  ``X was the winner in 2004.``, ``Index Holdings is the parent company.``; kept when its
  relatum follows (``owner of DR Movie``, ``member of the band``), stands before it as a
  name or possessive (``a Madhouse partner``, ``the band's founder``), or the noun is no
  predicate (``The owner of the team, X, ...``);
- ``missing_work``: a passive of showing with no work or medium it is shown in: ``Star Wars
  heroes like Obi-Wan are briefly shown or mentioned ...`` (shown in what? the game under
  review), ``X was featured as a correspondent (in 2019).``; kept with an ``in``/``on``/
  ``by``/``at``/``to`` phrase after the verb that is no date (``featured in the season 4
  premiere``, ``portrayed by ...``, ``shown to 400 students``);
- ``missing_event``: an event noun under ``the`` with nothing saying what it was of: ``The
  last major known outbreak in China was in 2009.`` (an outbreak of what? the page's
  plague), ``finished with a time of 3:28.1`` (in what race?); kept when a modifier names
  it (``the plague outbreak``, ``the NCAA tournament``, ``the 2009 outbreak``) or an
  ``of``/``for`` phrase follows (``the outbreak of bubonic plague``);
- ``missing_comparand``: a comparative size or degree on a plural noun with no ``than``:
  ``NASA added smaller landers to the CLPS contract.`` (smaller than what?); kept for a
  fixed use (``older brothers``, ``higher education``, ``lower courts``) and after ``the``
  (``the larger islands`` names a set's part); not an adverb before a verb (``no longer
  makes``), a mass noun (``greater access``) or a plural set against the usual (``in
  greater numbers``, ``longer hours``).

These are general classes of language, not page phrases; the span's context may hold the
complement, but writing it in is a rewrite the rules cannot check for entailment, so the
claim is dropped and counted instead.
"""

from __future__ import annotations

import re
from typing import Literal

from lemminflect import getAllLemmas, getLemma

from shared.claims.verbs import is_finite_verb
from shared.text.dates import MONTH_ABBREVIATION, MONTH_ANY, MONTH_NAME, WEEKDAY_NAME
from shared.text.phrases import is_number_word

__all__ = ["ComplementReason", "missing_complement"]

ComplementReason = Literal["missing_role", "missing_measure", "missing_contest", "missing_record",
                           "missing_relatum", "missing_comparand", "missing_work",
                           "missing_event"]

_SUCCESSION_RX = re.compile(
    r"\b(?:succeed(?:s|ed|ing)?|replac(?:e|es|ed|ing)|(?:re-?)?elected|appointed|"
    r"t(?:ook|akes|aking|ake)\s+over\s+from|"
    r"reappointed|promoted)\b",
    re.IGNORECASE,
)
"""Succession and appointment verbs: a relation to a role held or a body joined."""
_ROLE_GIVEN_RX = re.compile(
    r"\bas\s+(?!(?:a\s+)?(?:result|well|part|such|of|soon|long|much|many|far|if|though|"
    r"a\s+result)\b)\S"
    r"|\b(?:to|from|of|on|at|in|into|for)\s+(?:the\s+)?"
    rf"(?!(?:{MONTH_NAME}|{WEEKDAY_NAME}|{MONTH_ABBREVIATION})\b)"
    r"(?:[A-Z][\w.'&-]*\s+)*"
    r"(?:[A-Z][\w.'&-]*|council|board|senate|house|parliament|assembly|congress|court|"
    r"committee|cabinet|office|seat|post|position|role|throne|bench|legislature|ministry)\b"
    r"|\b(?:president|vice[- ]president|chair(?:man|woman|person)?|chief|ceo|cfo|coo|cto|"
    r"director|manager|coach|head|leader|governor|mayor|senator|minister|secretary|"
    r"premier|prime|king|queen|emperor|pope|bishop|archbishop|editor|captain|principal|"
    r"dean|chancellor|commissioner|ambassador|judge|justice|speaker|treasurer|general|"
    r"admiral|commander|conductor|host|anchor|presenter|member|representative|delegate|"
    r"councillor|councilman|councilwoman|councilor|trustee|rector|provost|superintendent|"
    r"successor|predecessor|incumbent|office|seat|post|position|role|nomination|throne)s?\b",
    re.IGNORECASE,
)
"""What gives a succession its role or body: an ``as`` phrase, a named body after a
preposition (``to council``, ``from the Pennsylvania House``), or a role noun."""
_AMOUNT_RX = re.compile(
    r"(?:[$€£¥]\s?\d[\d,.]*(?:\s*(?:million|billion|trillion|[mbk]n?)\b)?|\b\d[\d,.]*\s*(?:%|percent\b|per\s+cent\b|cents?\b))"
)
_PER_SHARE_RX = re.compile(r"\b(?:a|per)\s+share\b", re.IGNORECASE)
_FORECAST_RX = re.compile(
    r"\b(?:predict(?:s|ed|ing)?|expect(?:s|ed|ing)?|estimat(?:e|es|ed|ing)|forecast(?:s|ed|ing)?|"
    r"project(?:s|ed|ing)|anticipat(?:e|es|ed|ing)|guid(?:e|ed)|call(?:s|ed)\s+for)\b",
    re.IGNORECASE,
)
"""A forecast verb: predicted, expected, estimated ... (what is forecast must be said)."""
_MEASURE_RX = re.compile(
    r"\b(?:earnings?|eps|profits?|loss(?:es)?|income|revenues?|sales|dividends?|payouts?|"
    r"prices?|prices|costs?|growth|gdp|inflation|rates?|output|demand|supply|production|"
    r"deficits?|surplus(?:es)?|margins?|returns?|yields?|value|valuation|spending|budget|"
    r"turnover|ebitda|cash\s+flow|shares?\s+(?:rose|fell|closed|traded|gained|lost|jumped|"
    r"dropped|climbed|slipped|were|are)|stock|offer|bid|paid|pay|priced|valued|traded|"
    r"closed|opened|unemployment|jobs?|population|temperatures?|efficiency|capacity|"
    r"installations?|emissions?|users?|subscribers?|visitors?|attendance|votes?|turnout|"
    r"tax(?:es)?|tariffs?|fees?|fares?|wages?|salar(?:y|ies)|debt|funding|investment|"
    r"damages?|gross(?:ed|es|ing)?|earn(?:s|ed|ing)?|box\s+office)\b",
    re.IGNORECASE,
)
"""Nouns (and pricing verbs) naming what an amount measures."""
_CONTEST_VERB_RX = re.compile(
    r"\b(?:los(?:e|es|t|ing)\s+to|beat(?:s|en)?|defeat(?:s|ed|ing)?|edg(?:e|es|ed)\s+out|"
    r"routed|thrashed|outscored|eliminated|knocked\s+out|"
    r"finish(?:ed|es)?\s+with\s+(?:a|an)\s+(?:\w+\s+)?(?:time|score|mark|total)\s+of)\b",
)
"""A win or loss against someone, or a result (``finished with a time of 3:28.1``): in
what? Lower case only: a capitalised ``Beat`` is a name's (the film ``Drum Beat``)."""
_CONTEST_RX = re.compile(
    r"\b(?:finals?|semi-?finals?|quarter-?finals?|match(?:es)?|games?|rounds?|ties?|"
    r"elections?|primar(?:y|ies)|races?|votes?|ballot|nominations?|championships?|cups?|"
    r"leagues?|series|tournaments?|playoffs?|play-offs?|bowl|open|grand\s+prix|olympics|"
    r"titles?|contests?|battles?|wars?|cases?|lawsuits?|suits?|bids?|run-?offs?|derby|"
    r"fights?|bouts?|competitions?|qualif(?:ier|iers|ying)|group\s+stage|world|"
    r"referendum|runoff|caucus(?:es)?|debates?|trials?|appeals?|nba|nfl|nhl|mlb|mls|"
    r"candidates?|candidacy|incumbents?|campaigns?|nominees?|senators?|seats?|"
    r"premier|serie|bundesliga|liga|ligue|super|conference|division|season|week|score|"
    r"breaststroke|backstroke|freestyle|butterfly|medley|relays?|sprints?|marathons?|"
    r"hurdles|heats?|events?|slalom|downhill|\d+\s*m|metres?|meters?|miles?)\b",
    re.IGNORECASE,
)
"""What a win or loss is in: a competition, a match, an election, a case."""
_RECORD_RX = re.compile(
    r"\b(?:set|sets|setting|broke|breaks|break|broken|breaking|hold|holds|held|holding|"
    r"equal(?:l)?ed|equals|matched|tied|extended|shattered)\s+(?:a|the|an)\s+"
    r"(?:new\s+|all-time\s+|world\s+|franchise\s+|career\s+|season\s+|national\s+)?"
    r"record\b(?!\s+(?:for|of|in|with|as|by|number|time|high|low|\d|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|"
    r"twenty|thirty|forty|fifty)\b|-|\s+\d)",
    re.IGNORECASE,
)
"""``set the record`` with no ``for``/``of`` saying which record."""


_TAKEOVER_FROM_RX = re.compile(
    r"\bt(?:ook|akes|aking|ake)\s+over\s+from\s+(?:[A-Z][\w.'\u2019-]*\s*)+")
"""``took over from Howard Newby``: the name is the predecessor, not the body or role."""
_LITERAL_SUCCESSION_RX = re.compile(
    r"\breplac(?:e|es|ed|ing)\s+(?:with\b|by\s+(?:a|an|the)\s+[a-z])"
    r"|\bpromot(?:e|es|ed|ing)\s+(?:the|a|an|its|their|his|her|this|new)\s+[a-z]",
)
"""A thing replaced (``replaced with copper``, ``replaced by a concrete span``) or a product
promoted (``promoted the album``): no role is held, so none is missing."""
_BODY_ELECTS_RX = re.compile(
    r"\b[Tt]he\s+(?:(?:[A-Z][\w.'&-]*\s+)*[A-Z][\w.'&-]*|council|board|senate|parliament|"
    r"assembly|congress|committee|legislature|electorate)\s+(?:re-?)?(?:elected|appointed)\b"
)
"""A body electing or appointing (``the Knesset elected Katsav``): the body is named."""
_LITERAL_CONTEST_RX = re.compile(
    r"\b(?:was|were|been|be|being)\s+lost\s+to\b"
    r"|\b(?:los(?:e|es|t|ing)\s+to|beaten\s+by|defeated\s+by|knocked\s+out)\s+"
    r"(?!(?:the|a|an)\b)(?!(?:(?!in|at|on|of|to|by|for|from|during|after|before)[a-z]+\s+)"
    r"{1,3}[A-Z])[a-z]"
    r"|\beliminated\s+from\b",
)
"""A loss or blow that is no contest: a possession passing (``was lost to the Ottomans``),
a lower-case agent or thing with no determiner and no name (``beaten by police``, ``lost
to fire``, ``knocked out power``; ``lost to eventual champion Spain`` is a contest), something
removed (``eliminated from the country``)."""


def missing_complement(claim: str) -> ComplementReason | None:
    """The class of complement ``claim`` needs and does not give, or ``None``."""
    if (_SUCCESSION_RX.search(claim) and not _LITERAL_SUCCESSION_RX.search(claim)
            and not _BODY_ELECTS_RX.search(claim)
            and not _ROLE_GIVEN_RX.search(
                _TAKEOVER_FROM_RX.sub(" ", _without_subject(claim)))):  # fmt: skip
        return "missing_role"
    if not _MEASURE_RX.search(claim) and (
            _forecast_amount(claim) or (_PER_SHARE_RX.search(claim) and _AMOUNT_RX.search(claim))
    ):  # fmt: skip
        return "missing_measure"
    if (_CONTEST_VERB_RX.search(claim) and not _LITERAL_CONTEST_RX.search(claim)
            and not _CONTEST_RX.search(claim)):  # fmt: skip
        return "missing_contest"
    if _game_statistic(claim):
        return "missing_contest"
    if _RECORD_RX.search(claim):
        return "missing_record"
    if any(not _RELATIVE_BEFORE_RX.search(claim, 0, found.start())
           for found in _RELATUM_RX.finditer(claim)):  # fmt: skip
        return "missing_relatum"
    shown = _SHOWN_RX.search(claim)
    if (shown is not None and not _SHOWN_IN_RX.search(claim, shown.end())
            and not _SHOWN_TO_RX.match(claim, shown.end())):  # fmt: skip
        return "missing_work"
    if _missing_comparand(claim):
        return "missing_comparand"
    if _missing_event(claim):
        return "missing_event"
    return None


_STAT_COUNT = (r"(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
               r"[a-z]+teen|twenty|thirty|forty|fifty|[a-z]+-[a-z]+)")
_GAME_STAT_RX = re.compile(
    r"\b(?:made|makes|caught|catches|scored|scores|recorded|records|posted|posts|threw|"
    r"throws|rushed\s+for|ran\s+for|collected|grabbed|struck\s+out|tallied|notched|"
    r"stopped|turned\s+aside|had|has|added|adds|finished\s+with)\s+"
    + _STAT_COUNT + r"\s+(?:[a-z]+\s+|TD\s+){0,2}"
    r"(?:saves|touchdowns?|TDs?|TD\s+passes|touchdown\s+passes|goals?|rebounds|assists|"
    r"strikeouts|carries|receptions|tackles|sacks|interceptions|home\s+runs|homers)\b"
    r"|\b(?:made|caught|scored|scores|recorded|threw|rushed\s+for|ran\s+for|tallied)\s+"
    + _STAT_COUNT + r"\s+(?:[a-z]+\s+){0,2}(?:passes|points|yards|runs|hits|shots)\b"
    r"(?!\s+(?:of|in\s+(?:the\s+)?(?:polls?|surveys?)|on\s+(?:the|a)\s+[A-Z]))"
    r"|\bscor(?:ed|es)\s+(?:for\s+[A-Z]|twice\b|(?:a|the|his|her)\s+(?:\w+\s+)?goal\b"
    r"|(?:a\s+)?hat-?trick\b|[.]|$)"
)
"""A player's result in one game: a count of saves, passes, goals ... after a verb of
making it (``made 25 saves``, ``caught two TD passes``), or ``scored`` alone or for a team
(``scored for New Jersey``, ``scored twice``). Lower case verbs only: no names."""
_STAT_SPAN_RX = re.compile(
    r"\b(?:seasons?|career|all-time|lifetime|total|totals|campaign|\d{4}\s*[-\u2013/]\s*\d{2,4}|"
    r"finals?|semi-?finals?|quarter-?finals?|match|tournament|championships?|cup|bowl|"
    r"olympics|derby|playoffs?|play-offs?|world\s+series|grand\s+final)\b",
    re.IGNORECASE,
)
"""What makes the figure a season's or career's, or names the contest it was in."""
_OPPONENT_RX = re.compile(r"\b(?:against|over|vs\.?|versus|beat|defeated|to)\s+(?:the\s+)?[A-Z]")
_GAME_DATE_RX = re.compile(
    rf"\b{MONTH_ANY}\s+\d{{1,2}}\b|\b\d{{1,2}}\s+{MONTH_ANY}\b|\b\d{{4}}-\d{{2}}-\d{{2}}\b"
)


def _game_statistic(claim: str) -> bool:
    """A one-game statistic (``_GAME_STAT_RX``) with no game named: no season, career or
    named contest (``_STAT_SPAN_RX``), nor an opponent together with a day (``against
    Boston on March 3, 2019``)."""
    if not _GAME_STAT_RX.search(claim) or _STAT_SPAN_RX.search(claim):
        return False
    return not (_OPPONENT_RX.search(claim) and _GAME_DATE_RX.search(claim))


def _forecast_amount(claim: str) -> bool:
    """A forecast verb with an amount after it; ``an estimated $42 million`` (a determiner
    before it) is an adjective on the amount, no forecast."""
    for forecast in _FORECAST_RX.finditer(claim):
        if _DETERMINER_END_RX.search(claim, 0, forecast.start()):
            continue
        if _AMOUNT_RX.search(claim, forecast.end()):
            return True
    return False


_DETERMINER_END_RX = re.compile(r"\b(?:an?|the)\s+$", re.IGNORECASE)


_LEADING_NAME_RX = re.compile(r"^(?:The\s+)?(?:[A-Z][\w.'&-]*\s+)*[A-Z][\w.'&-]*")


def _without_subject(claim: str) -> str:
    """``claim`` without its leading capitalised name (``Wells Fargo Tower ...``), so the
    subject's own words (``President Hotel``) do not count as the role it is given."""
    match = _LEADING_NAME_RX.match(claim)
    return claim[match.end():] if match else claim


_RELATIONAL_NOUN = (
    r"(?:owner|co-?owner|investor|shareholder|stakeholder|member|partner|successor|"
    r"predecessor|parent(?:\s+company)?|subsidiary|affiliate|sequel|prequel|spin-?off|"
    r"host|winner|runner-up|founder|co-?founder|sponsor|acquirer|licensee|licensor)s?"
)
_RELATUM_RX = re.compile(
    r"\b(?:is|was|are|were|be|been|being|became|become|becomes|remains|remained|"
    r"serves\s+as|served\s+as|acts\s+as|acted\s+as)\s+"
    r"(?:(?:a|an|the|one|now|also|still|later|then|eventually)\s+)*"
    r"(?:(?:[a-z][\w-]*ly\s+|partial|majority|minority|sole|joint|part|principal|major|"
    r"main|key|silent|strategic|founding|full|associate|honorary|permanent|"
    r"non-permanent|direct|spiritual|official|proud|biggest|largest|new|early|first|"
    r"second|third|former|current|original|eventual|overall|co-)\s*)*"
    + _RELATIONAL_NOUN
    + r"(?:/[a-z]+)?"
    r"(?=\s*(?:[.;!?]|,\s*(?!(?:a|an|the)\s|[A-Z])|$|\s+(?:in|on|during|since|until|from|"
    r"after|before|by|around|as\s+of)\s+(?:(?:early|late|mid-?|the\s+)?(?:\d{4}|"
    rf"{MONTH_NAME[3:-1]})\b)))"
)
"""A relational noun as the predicate, with no relatum after it (``became a partial
owner/investor.``, ``is a member in 1990``) and no name or possessive before it (the
article and the lower-case modifiers are all that stand between the verb and the noun)."""
_RELATIVE_BEFORE_RX = re.compile(
    r"\b(?:where|whose|of\s+which|in\s+which|of\s+whom)\s+(?:[\w'-]+\s+){1,3}$")
"""A relative clause's opening just before the noun: its relatum is the clause's head
(``YORK Athletics MFG. where he is a co-founder``)."""
_SHOWN_RX = re.compile(
    r"\b(?:is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?(?:shown|featured|depicted|"
    r"mentioned|portrayed|glimpsed|referenced|pictured)\b"
)
"""A passive of showing: shown, featured, depicted, mentioned ... in a work (not ``seen``
or ``heard``: perception, ``has not been seen since 1944``, ``was heard 200 miles away``)."""
_SHOWN_IN_RX = re.compile(
    r"\b(?:(?:in|on|at|during|throughout|within|across|inside)\s+(?!(?:(?:the\s+)?(?:early|"
    r"late|mid-?)\s*)?(?:the\s+)?\d{4}s\b|(?:(?:early|late|mid-?)\s*)?(?:\d{4}|"
    rf"{MONTH_NAME[3:-1]}|{WEEKDAY_NAME[3:-1]}|spring|"
    r"summer|autumn|fall|winter)\b)"
    r"|by\s|onscreen|on-screen)"
)
_SHOWN_TO_RX = re.compile(r"\s+(?:\w+ly\s+)?to\s+(?!(?:be|have)\b)(?:the|a|an|his|her|its|their|"
                          r"\d|[A-Z]|[a-z]+s\b)")
"""Where it is shown: a work, a medium or an agent (``in the season 4 premiere``, ``in the
December 2019 issue``, ``by Jensen Ackles``); ``in 2019``, ``in the 1990s`` or ``on
Tuesday`` is a time, no work. ``_SHOWN_TO_RX``: an audience right after the verb (``shown
to 400 students``; not ``tends to bring`` later on)."""
_COMPARAND_RX = re.compile(
    r"(?<!\bthe\s)(?<!\bThe\s)(?<!\bno\s)(?<!\bNo\s)(?<!\bany\s)\b(?:smaller|larger|bigger|greater|cheaper|costlier|faster|"
    r"slower|heavier|lighter|longer|shorter|wider|narrower|stronger|weaker|newer|"
    r"higher-?(?:end|capacity|resolution)|more\s+(?:powerful|expensive|efficient|advanced|"
    r"capable|affordable))\s+(?P<first>[a-z][\w-]*)(?:\s+(?P<noun>[a-z][\w-]*s))?\b"
)
"""A comparative before a word (``smaller landers``, ``more powerful engines``); whether
that is a plural noun with no comparand is ``_missing_comparand`` 's call."""
_NORM_NOUNS = frozenset(
    ["numbers", "hours", "days", "weeks", "months", "years", "shifts", "distances", "periods"]
)
"""Plurals a comparative sets against the usual, not a named thing: ``in greater numbers``,
``longer hours``."""


def _count_plural(word: str) -> bool:
    """``word`` is a count noun's plural: its noun lemma differs (``landers``: lander; not
    ``access``, ``series``, ``news``, ``means``) and it is no norm noun (``_NORM_NOUNS``)."""
    return word not in _NORM_NOUNS and word not in getLemma(word, "NOUN")


def _missing_comparand(claim: str) -> bool:
    """A comparative on a count plural with no ``than`` (``smaller landers``); ``longer``
    before a finite verb is an adverb (``no longer makes``, code review 16 M2; after any
    other comparative an -s word is read as a noun: ``shorter works``), a mass noun is no
    set to compare (``greater access``)."""
    if _THAN_RX.search(claim):
        return False
    for found in _COMPARAND_RX.finditer(claim):
        first, noun = found.group("first"), found.group("noun")
        if found.group().startswith("longer") and is_finite_verb(first):
            continue  # "it longer makes": an adverb; "shorter works" is a noun
        if noun is None:
            if first.endswith("s") and _count_plural(first):
                return True
        elif _count_plural(noun) or (first.endswith("s") and _count_plural(first)):
            return True
    return False
_THAN_RX = re.compile(r"\bthan\b|\bcompared\s+(?:with|to)\b", re.IGNORECASE)



_EVENT_NOUN_RX = re.compile(
    r"\b[Tt]he\s+(?P<mods>(?:[a-z][\w-]*\s+){0,3}?)(?P<noun>outbreak|epidemic|pandemic|"
    r"tournament|race|competition|championships?|heats?|final|contest)\b(?!\s+(?:of|for)\b)"
    r"(?![-\u2019'])(?:\s+(?:in|at)\s+(?P<place>[A-Z])|\s+(?P<next>[a-z]+)|(?=\W|$))"
)
"""An event noun under ``the`` with lower-case modifiers only and no ``of``/``for`` after it
(``the last major known outbreak``, ``the race``), with the word after it."""
_DISEASE_EVENTS = frozenset({"outbreak", "epidemic", "pandemic"})
_FIXED_RACES = frozenset({"human", "arms", "rat", "space", "master"})
"""``the human race``, ``the arms race``: a fixed phrase, no race that was run."""
_WORD_AFTER_RX = re.compile(r"\s+([\w$\u20ac\u00a3,.-]+)")


def _missing_event(claim: str) -> bool:
    """An event noun (``_EVENT_NOUN_RX``) whose modifiers only describe (``last``,
    ``major``, ``known``): nothing names what broke out or what was raced. A modifier that
    is a noun (``plague``, ``relay``) names it, as does a place after a contest (``the race
    in Monaco``; an outbreak ``in China`` is still of something unnamed); a noun after it
    makes it a modifier itself (``the final episode``, ``the race car``), as does a number
    or an adjective after ``final`` (``the final three chapters``); ``the human race`` is a
    fixed phrase (``_FIXED_RACES``)."""
    for found in _EVENT_NOUN_RX.finditer(claim):
        noun, mods = found.group("noun"), found.group("mods").split()
        if found.group("place") and noun not in _DISEASE_EVENTS:
            continue
        if noun == "race" and mods and mods[-1] in _FIXED_RACES:
            continue
        if noun == "final" and _adjective_final(claim[found.start("noun") + len(noun):]):
            continue
        after = found.group("next")
        if after is not None:
            lemmas = getAllLemmas(after)
            if "NOUN" in lemmas and "VERB" not in lemmas:
                continue
        if all(_describing(word) for word in mods):
            return True
    return False


def _adjective_final(rest: str) -> bool:
    """``final`` before a number or a noun phrase's adjective or noun (``the final three
    chapters``, ``the final two``, ``the final major stage``): the adjective, not the match."""
    after = _WORD_AFTER_RX.match(rest)
    if after is None:
        return False
    word = after.group(1).rstrip(",.")
    if is_number_word(word) and word.lower() not in {"to", "some", "around"}:
        return True
    lemmas = getAllLemmas(word) if word.islower() else {}
    return ("NOUN" in lemmas or "ADJ" in lemmas) and "AUX" not in lemmas


def _describing(word: str) -> bool:
    """``word`` only describes (an adjective, an adverb, a participle: ``known``), naming
    nothing; a word the lexicon lacks (``bubonic``) may name, unless it ends as an adverb."""
    lemmas = getAllLemmas(word)
    if not lemmas:
        return word.endswith("ly")
    if "ADJ" in lemmas or "ADV" in lemmas:
        return True
    verbs = lemmas.get("VERB", ())
    return bool(verbs) and word not in verbs and word.endswith(("ed", "en", "wn", "ing"))
