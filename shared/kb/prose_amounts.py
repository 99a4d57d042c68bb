"""Facts a policy handbook states in prose: an amount, its subject and its condition.

Handbooks write their benefits as sentences, not ``**Label:** value`` lines: "The company
pays 75% of the premium", "There is a 7-calendar-day waiting period for Short Term
Disability", "During your first year, you can expense up to $3,000 on a new desk …". Each
shape below names what the amount is of, so the question an employee asks is answered by
the amount alone (its limit word and any cap the sentence adds kept):

- share: "<Subject> [may] pays/matches/shares/replace [up to] N% of <what>[, <caps>]" ->
  "What percentage of <what> does <subject> pay?" (a bare "the premium" is named by its
  section: "the medical insurance premium");
- waiting: "There is a N-<unit> <period> for <thing>" -> "How long is the <period> for
  <thing>?";
- offered: "<Subject> offers [a] <amount> <thing> …" -> "How many <unit> of <thing> does
  <subject> offer every year?" / "What is the value of the <thing> <subject> offers?";
- spend: "[During …, ]you can expense up to $N <on/towards …>" -> "How much can I expense
  <on/towards …>[ during …]?";
- cap: "<Your/The X> is capped at <amount>" -> "What is <my/the X> capped at?";
- maximum: "the max is <amount>" under a named section -> "What is the maximum for the
  <section>?"; "<Your X> … with a maximum <noun> of <amount>" -> "What is the maximum <noun>
  of <X>?";
- eligible: "You're/Employees are eligible <to/for …> after <amount>" -> "When am I/are
  employees eligible <to/for …>?";
- length: "[every N years ]employees may take a N-<unit> <thing>" -> "How long is the
  <thing> employees may take[ every N years]?"; "<…>, we spend N <unit> <doing>" -> "How
  long do we spend <doing> <…>?";
- dates: "<Open enrollment> is in <Month>[ every year]" -> "When is open enrollment for the
  <section>?"; "We <work …> from <date> through <date>" -> "When do we <work …>?";
- place: a list item "<Name of a leave> <purpose>, up to N <unit>[ per …]." under a section
  that names a place the page title leaves out ("Colorado Medical and Family Leave" under
  "State Medical and Family Leave Provisions") -> "How many weeks of <Name> are available
  in <place>?".

A sentence with two amounts is cut at ", and"/"; "/", but" into clauses and each clause is
read alone; a clause that opens with its amount takes the words before the first clause's
amount ("You can take ten days …, and three days leave for …" -> "You can take three days
leave for …"). A clause pointing back ("that plan", "these") or leading into a list is
never asked.

:func:`prose_amount_facts` returns the facts of one page (for other readers, such as
multi-hop bridges joining two pages' amounts); :func:`prose_amount_direct` writes them as
direct candidates, and on a page with an older version a fact whose aligned older sentence
(same shape, most words shared) stated another amount is asked as rot_aware ("Under the
current policy, …").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from lemminflect import getLemma

from shared.kb.amounts import MONEY, MONEY_TEXT
from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.knowledge_base import Page
from shared.kb.negative import is_shop_kb
from shared.kb.negative_policy import is_policy_kb
from shared.kb.phrasing import as_customer, sentence
from shared.kb.prose_alignment import older_fact
from shared.text.dates import MONTH_NAME
from shared.text.numbers import CARDINAL_WORDS
from shared.text.sentences import split_sentences

__all__ = ["ProseFact", "clauses", "prose_amount_direct", "prose_amount_facts"]

_WORDS = "|".join(sorted((w for w, v in CARDINAL_WORDS.items() if 1 <= v <= 99),
                         key=len, reverse=True))
_NUM = rf"(?:\d[\d,]*(?:\.\d+)?|(?:{_WORDS}))"
_UNIT = (r"(?:(?:business|calendar|working|work|consecutive)[ -])?(?:hours?|days?|weeks?|"
         r"months?|years?)")
_QTY = rf"{_NUM}[ -]{_UNIT}"
_MONEY = rf"{MONEY_TEXT}(?:/(?:year|yr|month|mo|week|day))?"
_PCT = r"\d+(?:\.\d+)?\s?%"
_AMOUNT = rf"(?:{_MONEY}|{_PCT}|{_QTY})"
_FIGURE = re.compile(rf"{_MONEY}|{_PCT}|\b{_QTY}\b", re.IGNORECASE)
_BACK = re.compile(r"\b(?:that|this|these|those|such|above|below|aforementioned|said|"
                   r"the following|as noted|it|they|them|the other|either)\b", re.IGNORECASE)
_EXAMPLE = re.compile(r"^(?:for example|for instance|e\.g\.|example)\b", re.IGNORECASE)
_PER = re.compile(r"\s*\b(?P<per>every year|each year|per year|a year|annually)\s*$")
_MAX_WORDS = 30


@dataclass(frozen=True, slots=True)
class ProseFact:
    """One amount a page states in prose, with the question that asks for it."""

    ref: str
    heading: str
    sentence: str
    """The page's sentence holding the amount (the evidence)."""
    template: str
    """The shape read (``share``, ``waiting``, ``spend`` …)."""
    query: str
    """The employee's question (its condition kept: ``If I …, …?``)."""
    answer: str
    """The amount with its limit word (``Up to $3,000.``)."""
    value: str
    """The amount alone as the page writes it (``$3,000``, ``6-week``, ``75%``)."""
    condition: str = ""
    """The sentence's ``If …`` clause, as the question words it ("" when none)."""


# (template, pattern, builder) -> (query, answer, value); a builder returns None to refuse
_Built = tuple[str, str, str] | None
_Builder = Callable[[re.Match[str], str], _Built]

_SHARE = re.compile(
    rf"^(?P<subj>The company|The [A-Z][\w-]*(?: [A-Z][\w-]*)* (?:policy|plan)|[A-Z0-9][\w&.-]*)"
    rf" (?:(?P<modal>may|will|can) )?(?P<verb>pays|covers|matches|shares|contributes|"
    rf"reimburses|replace|pay|cover|match|share|contribute|reimburse) (?P<limit>up to )?"
    rf"(?P<qty>{_PCT}) of (?P<obj>[^,]{{3,60}}?)(?P<with> with [a-z][^,]{{2,30}})?"
    rf"(?:, (?P<caps>up to [^;]{{3,60}}))?(?:, which .*)?$")
_WAITING = re.compile(
    rf"^There(?: is|'s|’s) an? (?P<qty>{_NUM}[ -]{_UNIT})[ -](?P<np>[a-z][\w -]{{2,30}}?) "
    rf"(?P<prep>for|before|after) (?P<obj>[^,]{{3,50}})$")
_OFFERED = re.compile(
    rf"^(?P<subj>The company|[A-Z0-9][\w&.-]*) (?:offers|provides|gives|grants) "
    rf"(?:(?:a|an) )?(?P<qty>{_MONEY}|{_QTY}) (?P<np>(?:of )?[a-z][\w/+ -]{{2,50}}?)"
    rf"(?P<rest> (?:to|for|through|every|each|per|plus|a) [^;]*)?$")
_SPEND = re.compile(
    rf"^(?:(?P<lead>(?:During|In|For|After|Within|Once) [^,]{{3,60}}), )?[Yy]ou (?P<modal>can|"
    rf"may) (?P<verb>expense|spend|claim|receive|get|be reimbursed|contribute|put aside|"
    rf"set aside) (?P<limit>up to |a maximum of |at most )?(?P<qty>{_MONEY})"
    rf"(?P<rest> (?:on|for|towards|toward|per|each|every|in) [^;]*)?$")
_CAP = re.compile(
    rf"^(?P<what>(?:Your|The) [a-zA-Z][\w -]{{2,40}}?) (?:is|are) (?:capped|limited) (?:at|to) "
    rf"(?P<qty>{_AMOUNT})(?P<tail>(?: per [a-z ]{{3,20}})?)$")
_MAXIMUM = re.compile(
    rf"^(?:[Tt]he) (?P<kind>max|maximum|minimum|limit|cap) is (?P<qty>{_AMOUNT})"
    rf"(?P<tail>(?: (?:per|a|for|in) [^;,]{{3,40}})?)$")
_MAX_OF = re.compile(
    rf"^(?P<what>(?:Your|The) [a-z][\w -]{{2,30}}?) (?P<vp>(?:rolls|carries|accrues|builds|"
    rf"accumulates)[\w -]{{0,30}}?) with a (?P<kind>maximum|minimum) (?P<noun>[a-z]+) of "
    rf"(?P<qty>{_AMOUNT})(?P<tail>(?: at any time| per [a-z ]{{3,20}})?)$")
_ELIGIBLE = re.compile(
    rf"^(?P<who>You(?:'re|’re| are)|Employees are|Staff are) eligible (?P<goal>(?:to|for) "
    rf"[^,]{{3,60}}?) after (?P<qty>{_QTY})(?P<tail> of [^,]{{3,40}})?$")
_TAKE = re.compile(
    rf"^(?:(?P<lead>[A-Z][^,]{{3,60}}), )?(?P<freq>every \*?(?:{_NUM})\*? (?:years|months) )?"
    rf"(?P<who>employees|you|staff|everyone) (?P<modal>may|can) (?P<verb>take|receive|get) "
    rf"an? (?P<qty>{_NUM}[ -]{_UNIT})[ -](?P<np>[a-z][\w -]{{2,30}}?)$", re.IGNORECASE)
_SPEND_TIME = re.compile(
    rf"^(?:(?P<lead>[A-Z][^,]{{3,40}}), )?(?P<who>we|you|employees|teams) spend "
    rf"(?P<qty>{_QTY}) (?P<act>[a-z]+ing\b[^,]{{0,40}})$", re.IGNORECASE)
_IN_MONTH = re.compile(
    rf"^(?P<what>Open enrollment|Enrollment|Registration) is (?P<when>in {MONTH_NAME}"
    rf"(?: every year| each year)?)(?:, .*)?$")
_FROM_TO = re.compile(
    rf"^We (?P<vp>[a-z][^,]{{3,40}}?) (?P<when>from {MONTH_NAME} \d{{1,2}} (?:through|to|until) "
    rf"{MONTH_NAME} \d{{1,2}}(?: every year| each year)?)$")
_PLACE_ITEM = re.compile(
    rf"^(?P<name>[A-Z][\w-]*(?: (?:[A-Z][\w-]*|for|of|and))* [A-Z][\w-]*) (?P<body>(?:to|with|"
    rf"for|within|during|after) [^.;]*?), (?P<limit>up to) (?P<qty>{_QTY})"
    rf"(?P<per> per [a-z ]{{3,20}})?\.?$")


def _unit_words(qty: str) -> str:
    """``6-week`` -> ``6 weeks``; ``7-calendar-day`` -> ``7 calendar days``; ``90 day`` ->
    ``90 days``; ``one year`` stays."""
    words = qty.replace("-", " ").split()
    number = words[0]
    if number.lower() not in ("one", "a", "an", "1") and not words[-1].endswith("s"):
        words[-1] = f"{words[-1]}s"
    return " ".join(words)


def _plural_unit(qty: str) -> str:
    unit = _unit_words(qty).split(" ", 1)[1]
    return unit if unit.endswith("s") else f"{unit}s"


def _customer(text: str) -> str:
    return as_customer(text).replace("’", "'")


def _limit(limit: str | None, qty: str, extra: str = "") -> str:
    said = f"{limit.strip()} {qty}" if limit else qty
    return sentence(f"{said}{extra}")


def _subject(subj: str) -> str:
    return subj if not subj.startswith("The ") else f"the {subj[4:]}"


def _share(m: re.Match[str], heading: str) -> _Built:
    obj = _customer(m.group("obj"))
    if _FIGURE.search(obj) or re.search(r"\b(?:and|or)\b", obj):
        return None  # "the premium and the employee pays the other 25%": two clauses
    if re.fullmatch(r"the [a-z]+", obj) and heading:
        obj = f"the {heading} {obj[4:]}"  # "the premium" of the section's insurance
    verb = m.group("verb")
    base = getLemma(verb, upos="VERB")[0] if verb.endswith("s") else verb
    subj = _subject(m.group("subj"))
    rest = _customer(m.group("with") or "")
    if m.group("modal"):
        query = f"What percentage of {obj} {m.group('modal')} {subj} {base}{rest}"
    else:
        query = f"What percentage of {obj} does {subj} {base}{rest}"
    caps = m.group("caps")
    extra = f", {_customer(caps)}" if caps else ""
    return query, _limit(m.group("limit"), m.group("qty"), extra), m.group("qty")


def _waiting(m: re.Match[str], heading: str) -> _Built:
    query = f"How long is the {m.group('np')} {m.group('prep')} {m.group('obj')}"
    return query, sentence(_unit_words(m.group("qty"))), m.group("qty")


def _offered(m: re.Match[str], heading: str) -> _Built:
    qty, np = m.group("qty"), m.group("np")
    subj = _subject(m.group("subj"))
    rest = m.group("rest") or ""
    if MONEY.match(qty):
        if np.startswith("of "):
            return None
        to = re.match(r"^ to [a-z][\w ]{2,20}?(?= through| for|$)", rest)
        return (f"What is the value of the {np} {subj} offers{to.group(0) if to else ''}",
                sentence(qty), qty)
    if not np.startswith("of "):
        return None  # "offers 12 weeks leave": of what
    per = _PER.search(rest)
    query = (f"How many {_plural_unit(qty)} {np} does {subj} offer"
             f"{' ' + per.group('per') if per else ''}")
    return query, sentence(_unit_words(qty)), qty


def _spend(m: re.Match[str], heading: str) -> _Built:
    rest = _customer(m.group("rest") or "")
    lead = _customer(m.group("lead") or "")
    if not rest and not heading:
        return None
    where = rest or f" for {heading}"
    when = f" {lead[0].lower()}{lead[1:]}" if lead else ""
    query = f"How much {m.group('modal')} I {m.group('verb')}{where}{when}"
    return query, _limit(m.group("limit"), m.group("qty")), m.group("qty")


def _cap(m: re.Match[str], heading: str) -> _Built:
    what = _customer(f"{m.group('what')[0].lower()}{m.group('what')[1:]}")
    return (f"What is {what} capped at", sentence(f"{m.group('qty')}{m.group('tail')}"),
            m.group("qty"))


def _maximum(m: re.Match[str], heading: str) -> _Built:
    if not heading:
        return None
    kind = {"max": "maximum"}.get(m.group("kind"), m.group("kind"))
    return (f"What is the {kind} for the {heading}",
            sentence(f"{m.group('qty')}{_customer(m.group('tail'))}"), m.group("qty"))


def _max_of(m: re.Match[str], heading: str) -> _Built:
    what = re.sub(r"^(?:Your|The) ", "", m.group("what"))
    return (f"What is the {m.group('kind')} {m.group('noun')} of {what}",
            sentence(f"{_unit_words(m.group('qty')) if ' ' in m.group('qty') else m.group('qty')}"
                     f"{m.group('tail')}"), m.group("qty"))


def _eligible(m: re.Match[str], heading: str) -> _Built:
    who = "am I" if m.group("who").startswith("You") else (
        f"are {m.group('who').split()[0].lower()}")
    query = f"When {who} eligible {_customer(m.group('goal'))}"
    return query, sentence(f"After {m.group('qty')}{_customer(m.group('tail') or '')}"), \
        m.group("qty")


def _take(m: re.Match[str], heading: str) -> _Built:
    who = m.group("who").lower()
    who = "I" if who == "you" else who
    freq = (m.group("freq") or "").replace("*", "").strip().lower()
    query = (f"How long is the {m.group('np')} {who} {m.group('modal').lower()} "
             f"{m.group('verb').lower()}{' ' + freq if freq else ''}")
    return query, sentence(_unit_words(m.group("qty"))), m.group("qty")


def _spend_time(m: re.Match[str], heading: str) -> _Built:
    who = m.group("who").lower()
    who = "I" if who == "you" else who
    lead = m.group("lead") or ""
    when = f" {lead[0].lower()}{lead[1:]}" if lead else ""
    return (f"How long do {who} spend {m.group('act')}{when}",
            sentence(m.group("qty")), m.group("qty"))


def _in_month(m: re.Match[str], heading: str) -> _Built:
    if not heading:
        return None
    return (f"When is {m.group('what').lower()} for {heading}", sentence(m.group("when")),
            m.group("when"))


def _from_to(m: re.Match[str], heading: str) -> _Built:
    return f"When do we {m.group('vp')}", sentence(m.group("when")), m.group("when")


_SHAPES: tuple[tuple[str, re.Pattern[str], _Builder], ...] = (
    ("share", _SHARE, _share),
    ("waiting", _WAITING, _waiting),
    ("offered", _OFFERED, _offered),
    ("spend", _SPEND, _spend),
    ("cap", _CAP, _cap),
    ("maximum", _MAXIMUM, _maximum),
    ("maximum_of", _MAX_OF, _max_of),
    ("eligible", _ELIGIBLE, _eligible),
    ("take", _TAKE, _take),
    ("spend_time", _SPEND_TIME, _spend_time),
    ("in_month", _IN_MONTH, _in_month),
    ("from_to", _FROM_TO, _from_to),
)
_COND = re.compile(r"^If (?P<cond>[^,]{5,100}), (?P<rest>[a-z].*)$")
_CLAUSE_CUT = re.compile(r",? (?:and|but) (?=(?:the|you|your|we|employees|up to|\w+ (?:is|are)\b|"
                         rf"{_NUM}\b|{MONEY_TEXT}))|; |, (?:but|which|so) ", re.IGNORECASE)
_LIMIT = re.compile(r"^(?:up to|a maximum of|at least|at most|no more than) ", re.IGNORECASE)
_SECOND_AMOUNT = re.compile(
    rf"(?:,|\b(?:and|or|plus))\s+(?:(?:up to|a maximum of|at most|an?)\s+)?"
    rf"(?:{_MONEY}|{_PCT}|\b{_QTY}\b)", re.IGNORECASE)
"""A second amount joined to the first (``…, and $500 on a chair``): in a question it is a
clause of its own read as the first's object."""


_LIMIT_FIRST = re.compile(rf"(?:(?:up to|a maximum of|at least|at most|no more than) )?"
                          rf"(?:{_MONEY}|{_PCT}|{_QTY})\b", re.IGNORECASE)


def clauses(said: str) -> Iterator[str]:
    """The sentence itself, then each of its clauses (cut at ", and", "; ", ", but" …) that
    states one amount; a clause opening with its amount takes the words before the first
    clause's amount: "You can take ten days of leave for a parent, and three days for a
    friend" -> "You can take three days for a friend" (and its limit word: "… up to $3,000
    on a desk, and $500 on a chair" -> "… up to $500 on a chair")."""
    yield said
    parts = [p.strip() for p in _CLAUSE_CUT.split(said) if p and p.strip()]
    if len(parts) < 2:
        return
    first = _LIMIT_FIRST.search(parts[0])
    lead = parts[0][:first.start()] if first is not None else ""
    limit = _LIMIT.match(first.group(0)) if first is not None else None
    for index, part in enumerate(parts):
        if len(_FIGURE.findall(part)) != 1:
            continue
        if index and lead and _LIMIT_FIRST.match(part):
            if limit is not None and not _LIMIT.match(part):
                part = f"{limit.group(0)}{part}"  # "up to $3,000 on a desk, and $500 on …"
            part = f"{lead}{part}"  # "…, and three days leave for …": the first's verb
        yield part[0].upper() + part[1:]


def _read(clause: str, heading: str) -> tuple[str, str, str, str, str] | None:
    """(template, query, answer, value, condition) of one clause, or None."""
    text = clause.strip().rstrip(".!").replace("*", "").replace("’", "'").strip()
    condition = ""
    found = _COND.match(text)
    if found is not None:
        condition, text = found.group("cond"), found.group("rest")
        text = text[0].upper() + text[1:]
    for name, pattern, build in _SHAPES:
        m = pattern.match(text)
        if m is None:
            continue
        built = build(m, heading)
        if built is None:
            return None
        query, answer, value = built
        if _SECOND_AMOUNT.search(query):
            return None  # "… on a desk, and $500 on a chair": its clauses are read alone
        return name, query, answer, value, condition
    return None


def _heading_phrase(heading: str, page_text: str) -> str:
    """A section heading as it reads mid-sentence: ``Medical Insurance`` -> ``medical
    insurance``; acronyms and words the page capitalises mid-sentence keep their capitals."""
    text = heading.strip(" :.#")
    if not text or not re.match(r"^[A-Z][\w&() -]*$", text) or len(text.split()) > 5:
        return ""
    bare = re.sub(r"\s*\([^)]*\)", "", text)
    if len(bare.split()) > 1 and re.search(rf"(?<=[a-z,;] ){re.escape(bare)}\b", page_text):
        return text  # "Short Term Disability" is a name the page writes mid-sentence
    return " ".join(w if w.strip("()").isupper() and len(w) > 1 else w.lower()
                    for w in text.split())


def _place(heading: str, title: str) -> str:
    """The words of a section heading the page title leaves out, when they name a place
    (1–3 capitalised words): ``Colorado Medical and Family Leave`` under ``State Medical and
    Family Leave Provisions`` -> ``Colorado``."""
    shared = {w.lower() for w in title.split()}
    left = [w for w in heading.split() if w.lower() not in shared]
    if not 1 <= len(left) <= 3 or not all(w[:1].isupper() for w in left):
        return ""
    place = " ".join(left)
    return place if place in heading and len(left) < len(heading.split()) else ""


def _cut_name(name: str, blocks: tuple[str, ...]) -> bool:
    """Another item of the section opens with ``name`` and goes on as a longer name ("Paid
    Family Leave for Family Care" beside "Paid Family Leave for caring …"): ``name`` was
    cut where the page's own name went on in lower case, and names none of them alone."""
    longer = re.compile(rf"^{re.escape(name)} (?:for|of) [A-Z]")
    return any(longer.match(block.strip()) for block in blocks)


def prose_amount_facts(page: Page) -> list[ProseFact]:
    """Every amount ``page`` states in a prose shape of the module, with its question."""
    out: list[ProseFact] = []
    for section in page.parsed.sections:
        heading = _heading_phrase(section.heading, page.text)
        place = _place(section.heading, page.title)
        for block in section.blocks:
            for piece in split_sentences(block):
                said = piece.text.strip()
                if not _FIGURE.search(said) or _EXAMPLE.match(said) or said.endswith(":"):
                    continue
                if place:
                    item = _PLACE_ITEM.match(said.replace("’", "'"))
                    if item is not None and _cut_name(item.group("name"), section.blocks):
                        continue  # "Paid Family Leave" of "Paid Family Leave for caring …"
                    if item is not None and len(_FIGURE.findall(said)) == 1:
                        per = item.group("per") or ""
                        name = " ".join(w if w.isupper() else w.lower()
                                        for w in item.group("name").split())
                        query = (f"How many {_plural_unit(item.group('qty'))} of {name} "
                                 f"are available in {place}{per}")  # "paid family leave"
                        out.append(ProseFact(page.ref, section.heading, said, "place",
                                             f"{query}?", _limit("Up to", item.group("qty")),
                                             item.group("qty")))
                        continue
                for clause in clauses(said):
                    read = _read(clause, heading)
                    if read is None:
                        continue
                    template, query, answer, value, condition = read
                    if condition:
                        query = f"If {_customer(condition)}, {query[0].lower()}{query[1:]}"
                    query = f"{query[0].upper()}{query[1:]}?"
                    out.append(ProseFact(page.ref, section.heading, said, template, query,
                                         answer, value, condition))
                    break
    asked = [fact.query for fact in out]
    return [fact for fact in out if asked.count(fact.query) == 1]  # "… Paid Family Leave
    # … in Colorado?" of five Colorado items: which one


def prose_amount_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates of ``page``'s prose amounts (policy KBs only), by subtype: a fact
    under a condition is conditional_logic, one an older version stated otherwise
    rot_aware, the rest simple_fact."""
    out: dict[str, list[Candidate]] = {}
    if is_shop_kb(context) or not is_policy_kb(context.kb):
        return out
    previous = context.kb.previous_version(page)
    older = prose_amount_facts(previous) if previous is not None else []
    facts = prose_amount_facts(page)
    for fact in facts:
        if _BACK.search(fact.query.replace(fact.answer, "")):
            context.skipped["simple_fact:prose_amount_points_back"] += 1
            continue
        subtype = "conditional_logic" if fact.condition else "simple_fact"
        query = fact.query
        old = older_fact(fact, older, facts)
        if old is not None and normalise(old.answer) != normalise(fact.answer):
            subtype = "rot_aware"
            query = f"Under the current policy, {query[0].lower()}{query[1:]}"
        if len(query.split()) > _MAX_WORDS:
            context.skipped[f"{subtype}:prose_amount_over_30_words"] += 1
            continue
        out.setdefault(subtype, []).append(Candidate(
            query=query, ground_truth=fact.answer, refs=(page.ref,), subtype=subtype,
            category=page.category, key=f"prose_amount:{page.ref}:{fact.query}",
            evidence=(Evidence(page.ref, fact.sentence),), template=f"prose_{fact.template}"))
    return out
