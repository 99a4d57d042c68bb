"""Direct questions from policy prose: sentences that state an amount with its subject.

Handbooks and policy pages state their rules in sentences, not tables: "You can request
up to 240 hours of advanced sick leave.", "Award leave expires one year after it is
issued.", "To be eligible for FMLA, you must have at least one year of federal service."
Each shape below becomes the question an employee asks, answered by the amount alone
(with its limit word and any equivalent in brackets), the sentence's own condition kept:

- entitlement: "[If <condition>, ]you can <verb> [up to] N <unit>[ (…)] of <thing>[ <rest>]"
  -> "[If <condition>, ]how many <unit> of <thing> can I <verb>[ <rest>]?" ("Up to N
  <unit>."); "are entitled to"/"are eligible for" ask "am I entitled to";
- expiry: "<Thing> expires N <unit> after <event>" -> "When does <thing> expire?";
- service: "To <be eligible for / access / use …> <thing>, you must have [at least] N <unit>
  of <what>" -> "How much <what> must I have to <…>?"; "You need to have been <a role> for N
  <unit> [in order] to <goal>" -> "How long must I have been <a role> to <goal>?";
- time to act: "You will have N <unit> to <act>" -> "How many <unit> do I have to <act>?";
  "<Act> at least N <unit> before <event>" -> "When should I <act>?"; "<Someone> must
  <act> within N <unit>[ of <event>]" -> "How soon must <someone> <act>?";
- notice: "You should <act> [at least] N <unit> in advance" -> "How far in advance should I
  <act>?";
- amount: "…, the <thing>, which is $N[ as of YYYY]" and "The <thing> is $N / N <unit>[ per
  <period>]" -> "What is the <thing>[ as of YYYY]?".

A sentence is refused, and counted by reason, when it is an example ("For example: You
have one year left …": a worked case, not the rule), when it states two amounts (one
question would answer half of it; a rate, "10 days a year", is no second amount), when
it points back ("that moving process", "as noted above"), when it leads into a list (ends
with ":"), or when the question would pass 30 words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lemminflect import getAllLemmas

from shared.kb.amounts import MONEY_TEXT, is_money
from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import as_customer, lower_phrase, sentence
from shared.kb.prose_amounts import clauses
from shared.text.numbers import CARDINAL_WORDS
from shared.text.sentences import split_sentences

__all__ = ["policy_direct"]

_TENS = "|".join(word for word, value in CARDINAL_WORDS.items() if value >= 20)
_UNITS = "|".join(word for word, value in CARDINAL_WORDS.items() if 1 <= value <= 9)
_BELOW_TWENTY = "|".join(word for word, value in CARDINAL_WORDS.items() if 1 <= value <= 19)
_NUMBER_WORDS = rf"(?:{_TENS})(?:-(?:{_UNITS}))?|{_BELOW_TWENTY}|a|an|half a"
_UNIT = (r"(?:business |calendar |working |work |consecutive )?(?:hours?|days?|weeks?|"
         r"months?|years?|pay periods?|weekends?)")
_QTY = rf"(?:\d[\d,]*(?:\.\d+)?|{_NUMBER_WORDS})[ -]{_UNIT}"
_MONEY = MONEY_TEXT
_LIMIT = r"(?:up to|a maximum of|at least|at most|no more than|a minimum of|less than|more than)"
_ALT = r"(?: \((?P<alt>[^()]{2,30})\))?"
_ENTITLED = re.compile(
    rf"^(?:If (?P<cond>[^,]{{5,120}}), )?[Yy]ou (?P<modal>can|may|will|are entitled to|"
    rf"are eligible for|are able to)(?: also)?(?: (?P<verb>be granted|(?!up\b|a\b|also\b)[a-z]+"
    rf"(?: over| out)?))? (?:(?P<limit>{_LIMIT}) )?(?P<qty>{_QTY}){_ALT}"
    rf"(?: (?P<per>per [a-z ]{{3,20}}?|a year|each year|every \d+ \w+))?(?: of (?P<what>(?:your )?"
    rf"[A-Za-z][\w -]{{2,50}}?))?(?P<rest>(?: (?:to|for|during|in|per|when|each|every|if|"
    rf"within)\b[^;:]*)?)\.?$")
_HAVE_TO = re.compile(
    rf"^(?:If (?P<cond>[^,]{{5,120}}), )?[Yy]ou (?:will )?have (?:(?P<limit>{_LIMIT}) )?"
    rf"(?P<qty>{_QTY}){_ALT} to (?P<act>[a-z][^,;:]{{3,80}}?)\.?$")
_BEFORE = re.compile(
    rf"^(?P<act>[A-Z][a-z]+ [^,;:]{{3,60}}?) (?:(?P<limit>{_LIMIT}) )?(?P<qty>{_QTY}){_ALT} "
    rf"(?P<when>(?:before|prior to|in advance of|after) [^,;:]{{3,50}}?)\.?$")
_WITHIN = re.compile(
    rf"^(?P<subject>You|The [A-Z][\w ]{{1,30}}?|[A-Z]{{2,}}(?: or [A-Z]{{2,}})?) (?P<modal>must|"
    rf"will|should|need to|has to|have to) (?P<act>[a-z][^,;:]{{3,60}}?) within "
    rf"(?P<qty>{_QTY}){_ALT}(?P<of> (?:of|after|from) [^,;:]{{3,40}}?)?\.?$")
_EXPIRES = re.compile(rf"^(?P<what>[A-Z][\w -]{{2,40}}?) expires (?P<when>(?:{_QTY}){_ALT} "
                      rf"(?:after|before|from) [^;:]+?)\.?$")
_SERVICE = re.compile(
    rf"^To (?P<goal>(?:be eligible for|qualify for|access|use|receive|request|take) "
    rf"[^,]{{3,60}}), you (?:must|need to) have (?:(?P<limit>{_LIMIT}) )?(?P<qty>{_QTY}){_ALT}"
    rf" of (?P<what>[a-z][\w -]{{2,40}}?)\.?$")
_TENURE = re.compile(
    rf"^You (?:need to|must) have been (?P<role>an? [a-z][\w -]{{2,40}}?) for "
    rf"(?:(?P<limit>{_LIMIT}) )?(?P<qty>{_QTY}){_ALT} (?:in order )?to (?P<goal>[a-z][^(;:.]"
    rf"{{3,60}}?)(?: \([^)]*\))?\.?$")
_NOTICE = re.compile(
    rf"^You (?P<modal>should|must|need to) (?P<act>[a-z][^,;:]{{3,60}}?) "
    rf"(?:(?P<limit>{_LIMIT}) )?(?P<qty>{_QTY}) in advance\b[^;:]*?\.?$")
_WHICH_IS = re.compile(
    rf"\b(?P<what>the (?:[a-z][\w-]* ){{0,4}}(?:salary|pay|rate|stipend|allowance|limit|cap|"
    rf"amount|budget|reimbursement|fee|maximum|minimum)(?: (?:at|for|of) [A-Z][\w ]{{1,20}})?), "
    rf"which is (?P<qty>{_MONEY}|{_QTY})(?P<tail> as of \d{{4}})?\.?$")
_AMOUNT = re.compile(
    rf"^The (?P<what>[a-z][\w -]{{3,50}}?) (?:is|are) (?:(?P<limit>{_LIMIT}) )?"
    rf"(?P<qty>{_MONEY}|{_QTY})(?P<per> (?:per|a|each) [a-z ]{{3,20}})?\.?$")
_FIGURE = re.compile(rf"{_MONEY}|\b{_QTY}\b", re.IGNORECASE)
_RATE = re.compile(
    r"\b(?:per|a|an|each|every) (?:business |calendar |working |work )?(?:hour|day|week|month|"
    r"year|pay period|weekend)\b(?! (?:of|after|before|from|prior|later|ago|earlier|in advance|"
    r"or more|left)\b)", re.IGNORECASE)
"""How often an amount is given ("10 days of sick leave a year", "8 hours per week"): no
figure of its own (a quantity goes on: "a year of federal service", "a year after …")."""
_EXAMPLE = re.compile(r"^(?:for example|for instance|e\.g\.|example)\b", re.IGNORECASE)
_BACK = re.compile(r"\b(?:that|this|these|those|such|above|below|aforementioned|said|"
                   r"the following|as noted|it|they|them)\b", re.IGNORECASE)
_VAGUE_WHAT = re.compile(r"^(?:it|them|this|that|time|the time|each|all|any)$", re.IGNORECASE)
_CLAUSE_THING = re.compile(
    r"^(?:How much|What) is the\b[^?]*\b(?:you|we|they)"
    r"(?: (?:can|may|could|will|must|should|might))?(?: not)? [a-z]+ (?:for|to|on|towards)\?$")
""""How much is the maximum value you can apply for?": the thing is a clause addressed to
the reader whose verb leaves its object open, naming no scheme ("apply for" what?), and
another page may give its own maximum. A clause that closes on its verb names the thing
("the notice period you must give", "the deposit we require") and is asked."""
_BARE_LEAVE = re.compile(r"\b((?:hours?|days?|weeks?|months?)) leave\b")
""""three days leave" is "three days of leave"."""
_MAX_WORDS = 30


def _answer(limit: str | None, qty: str, alt: str | None, *, extra: str = "") -> str:
    said = f"{limit} {qty}" if limit else qty
    if alt:
        said = f"{said} ({alt})"
    return sentence(f"{said}{extra}")


def _phrase(what: str) -> str:
    """The thing as the question names it: "Administrative Leave" and "Paid Parental Leave"
    keep the capitals the page gives the term; a sentence-initial capital goes."""
    words = what.split()
    if len(words) > 1 and all(w[:1].isupper() for w in words if len(w) > 3):
        return what
    return lower_phrase(what)


def _imperative(act: str) -> bool:
    """The clause opens with a verb's base form ("Fill out the form", "Submit the request")."""
    first = act.split()[0].lower()
    return first in getAllLemmas(first).get("VERB", ()) and not first.endswith(("ing", "ed"))


def _unit_of(qty: str) -> str:
    """``12 weeks`` -> ``weeks``; ``one year`` -> ``years``; ``2 business days`` ->
    ``business days``."""
    unit = re.sub(rf"^(?:\d[\d,]*(?:\.\d+)?|{_NUMBER_WORDS})[ -]", "", qty.strip(),
                  flags=re.IGNORECASE)
    return unit if unit.endswith("s") else f"{unit}s"


def _conditioned(query: str, cond: str | None) -> tuple[str, str]:
    """(subtype, question) of ``query`` asked under the sentence's condition, if it has one:
    ``If I work part-time, how many days …?`` is conditional logic, the bare ask a fact."""
    if cond:
        query = f"If {as_customer(cond)}, {query}"
    return ("conditional_logic" if cond else "simple_fact"), f"{query[0].upper()}{query[1:]}?"


def _asked(said: str, heading: str) -> Iterator[tuple[str, str, str, str]]:
    """(subtype, query, answer, template) for each question ``said`` supports."""
    entitled = _ENTITLED.match(_BARE_LEAVE.sub(r"\1 of leave", said))
    if entitled is not None:
        what = (entitled.group("what") or "").strip()
        if _VAGUE_WHAT.match(what) or not (what or entitled.group("rest").strip()):
            return
        modal = entitled.group("modal")
        verb = entitled.group("verb") or ""
        per = entitled.group("per") or ""
        if modal in ("can", "may", "will", "are able to"):
            if not verb:
                return
            asked = f"{'can' if modal != 'will' else 'will'} I {verb}"
        else:
            asked = f"{'am I ' + modal.removeprefix('are ')}{' ' + verb if verb else ''}"
        rest = as_customer(entitled.group("rest").strip().rstrip(".!"))
        tail = " ".join(p for p in (per, rest) if p)
        unit = _unit_of(entitled.group("qty"))
        named = f" of {as_customer(_phrase(what))}" if what else ""
        query = f"how many {unit}{named} {asked}" + (
            f" {tail}" if tail else "")
        yield *_conditioned(query, entitled.group("cond")), _answer(
            entitled.group("limit"), entitled.group("qty"), entitled.group("alt")), "entitled"
        return
    have = _HAVE_TO.match(said)
    if have is not None:
        query = (f"how many {_unit_of(have.group('qty'))} do I have to "
                 f"{as_customer(have.group('act'))}")
        yield *_conditioned(query, have.group("cond")), _answer(
            have.group("limit"), have.group("qty"), have.group("alt")), "have_to"
        return
    expires = _EXPIRES.match(said)
    if expires is not None:
        what = _phrase(expires.group("what"))
        if _VAGUE_WHAT.match(what):
            return
        yield "simple_fact", f"When does {what} expire?", sentence(expires.group("when")), \
            "expires"
        return
    before = _BEFORE.match(said)
    if before is not None and _imperative(before.group("act")):
        act = as_customer(f"{before.group('act')[0].lower()}{before.group('act')[1:]}")
        yield "simple_fact", f"When should I {act}?", _answer(
            before.group("limit"), before.group("qty"), before.group("alt"),
            extra=f" {before.group('when')}"), "before"
        return
    within = _WITHIN.match(said)
    if within is not None:
        subject = within.group("subject")
        who = "I" if subject == "You" else (subject[0].lower() + subject[1:]
                                              if subject.startswith("The ") else subject)
        modal = within.group("modal")
        aux = {"need to": "must", "has to": "must", "have to": "must"}.get(modal, modal)
        yield "simple_fact", f"How soon {aux} {who} {as_customer(within.group('act'))}?", \
            _answer(None, f"within {within.group('qty')}", within.group("alt"),
                    extra=within.group("of") or ""), "within"
        return
    service = _SERVICE.match(said)
    if service is not None:
        query = f"How much {service.group('what')} must I have to {service.group('goal')}?"
        yield "simple_fact", query, _answer(service.group("limit"), service.group("qty"),
                                            service.group("alt")), "service"
        return
    tenure = _TENURE.match(said)
    if tenure is not None:
        query = (f"How long must I have been {tenure.group('role')} to "
                 f"{as_customer(tenure.group('goal').strip())}?")
        yield "simple_fact", query, _answer(tenure.group("limit"), tenure.group("qty"),
                                            tenure.group("alt")), "tenure"
        return
    notice = _NOTICE.match(said)
    if notice is not None:
        modal = "should" if notice.group("modal") == "should" else "must"
        query = f"How far in advance {modal} I {as_customer(notice.group('act'))}?"
        yield "simple_fact", query, _answer(notice.group("limit"), notice.group("qty"), None,
                                            extra=" in advance"), "notice"
        return
    which = _WHICH_IS.search(said)
    if which is not None:
        query = f"What is {which.group('what')}{which.group('tail') or ''}?"
        yield "simple_fact", query, sentence(which.group("qty")), "which_is"
        return
    amount = _AMOUNT.match(said)
    if amount is not None and not _VAGUE_WHAT.match(amount.group("what")):
        money = is_money(amount.group("qty"))
        opener = "How much is" if money else "What is"
        yield "simple_fact", f"{opener} the {amount.group('what')}?", _answer(
            amount.group("limit"), amount.group("qty"), None,
            extra=amount.group("per") or ""), "amount"


def _refusal(said: str, heading: str) -> str | None:
    if _EXAMPLE.match(said) or re.search(r"\bexamples?\b", heading, re.IGNORECASE):
        return "worked_example"
    if said.rstrip().endswith(":"):
        return "leads_into_a_list"
    plain = _RATE.sub("", re.sub(r"\([^()]*\)", "", said))
    figures = [m.group(0) for m in _FIGURE.finditer(plain)]
    if len({f.lower() for f in figures}) > 1:
        return "two_amounts"
    return None


def policy_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates from ``page``'s policy sentences, by subtype (see the module)."""
    out: dict[str, list[Candidate]] = {}
    for section in page.parsed.sections:
        for block in section.blocks:
            for piece in split_sentences(block):
                sentence_text = piece.text.strip()
                if not _FIGURE.search(sentence_text):
                    continue
                for candidate in _sentence_candidates(page, section.heading, sentence_text,
                                                      context):
                    out.setdefault(candidate.subtype, []).append(candidate)
    return out


def _sentence_candidates(page: Page, heading: str, whole: str,
                         context: KbContext) -> list[Candidate]:
    """The questions of one sentence; a sentence with two amounts is read clause by clause
    ("You can take ten days … for a parent, and three days … for a friend": two questions),
    and counted as refused only when no clause is asked."""
    refusals: list[str] = []
    made: list[Candidate] = []
    for said in clauses(whole):
        found = list(_asked(said, heading))
        if not found:
            continue
        refused = _refusal(said, heading)
        if refused is None and any(_BACK.search(q) for _, q, _, _ in found):
            refused = "points_back"
        if refused is None and any(len(q.split()) > _MAX_WORDS for _, q, _, _ in found):
            refused = "over_30_words"
        if refused is None and any(_CLAUSE_THING.search(q) for _, q, _, _ in found):
            refused = "thing_named_by_a_clause"
        if refused is not None:
            refusals.append(refused)
            continue
        made.extend(Candidate(
            query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
            category=page.category, key=f"policy:{page.ref}:{query}",
            evidence=(Evidence(page.ref, whole),), template=f"policy_{template}")
            for subtype, query, answer, template in found)
        if said == whole:
            break  # the whole sentence is asked: its clauses are not asked again
    if not made and refusals:
        context.skipped[f"simple_fact:policy_{refusals[0]}"] += 1
    return made
