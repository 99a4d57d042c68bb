"""Direct (single-page) question templates, one function per SRS subtype.

Every template reads the parsed structure of one *current* page (facts, tables,
numbered steps, bullet lists, ``If ..., ...`` sentences, dates) and proposes
candidates; :mod:`shared.kb.generate` picks among them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from random import Random

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.conditional_outcomes import instruction, outcome_refusal, rejoin
from shared.kb.conditional_rot import changed_conditionals
from shared.kb.definition_questions import definition_direct
from shared.kb.entry_questions import entry_direct
from shared.kb.entry_sections import reference_entries
from shared.kb.faq_answers import faq_candidates, restating_faqs
from shared.kb.knowledge_base import Page
from shared.kb.negative import is_shop_kb
from shared.kb.option_questions import option_direct
from shared.kb.pair_referents import pair_points_back
from shared.kb.phrasing import (
    as_customer,
    join_items,
    lower_phrase,
    sentence,
    strip_terminal,
)
from shared.kb.policy_checklists import policy_checklist_direct
from shared.kb.policy_lists import policy_list_direct
from shared.kb.policy_questions import policy_direct
from shared.kb.prose import (
    default_candidates,
    how_to_verb,
    section_candidates,
    section_rot_candidates,
)
from shared.kb.prose_amounts import prose_amount_direct
from shared.kb.prose_questions import prose_facts
from shared.kb.setting_questions import setting_direct
from shared.kb.stated import read_tables
from shared.kb.stated_questions import stated_direct, stated_rot
from shared.kb.step_questions import procedure_rot, process_step
from shared.kb.table_questions import (
    aggregation_candidates,
    is_rate_table,
    is_version_history,
    lookup_candidates,
    reads_as_noun,
    table_name,
    unique_key,
)
from shared.kb.tables import Table
from shared.kb.version_notes import version_direct

__all__ = ["DIRECT_SUBTYPES", "direct_candidates"]

DIRECT_SUBTYPES: tuple[str, ...] = (
    "simple_fact",
    "table_aggregation",
    "table_lookup",
    "process_step",
    "conditional_logic",
    "list_enumeration",
    "rot_aware",
)
"""The seven direct subtypes of the SRS, in the order their quotas are filled."""

_IMPERATIVE = {
    "contact", "call", "email", "wait", "start", "send", "check", "keep", "take", "ask",
    "open", "print", "return", "write", "use", "choose", "select", "have", "expect",
}
_SHOP_VOICE = ((re.compile(r"\bwe\b"), "you"), (re.compile(r"\bour\b"), "your"))
_YEAR = re.compile(r"\b(19|20)\d{2}\b")


def _fact_query(page: Page, label: str, value: str, context: KbContext,
                rng: Random) -> str | None:
    phrase = re.sub(r"^(?:a|an|the)\s+", "", lower_phrase(label))  # not "the a version bump"
    if len(label.split()) < 3:
        if not is_shop_kb(context):
            return None  # "What does the Introduction page say about the documentation?"
        return f"What does the {page.title} page say about the {phrase}?"
    if not is_shop_kb(context) and not _names_a_thing(phrase):
        context.skipped["simple_fact:label_not_a_noun"] += 1
        return None  # "**Easy to use**: …" is a feature's slogan: "What is the easy to use?"
    if not is_shop_kb(context) and _blurb_or_remedy(value):
        context.skipped["simple_fact:label_heads_a_feature_or_a_fix"] += 1
        return None  # "**Python Version Management**: Automatically installs …", "**Lock
        # file out of date**: Run pipenv lock": a feature's blurb or a problem's fix
    if context.label_is_unique(label):
        return rng.choice((f"What is the {phrase}?", f"What's the {phrase}?"))
    return rng.choice(
        (
            f"According to the {page.title} page, what is the {phrase}?",
            f"What {phrase} does the {page.title} page give?",
        )
    )


_POSSESSIVE = frozenset({"your", "our", "my", "their", "its", "his", "her"})


def _blurb_or_remedy(value: str) -> bool:
    """The value opens as a feature's description ("Automatically installs …", "Analyzes
    …", "No need to …") or as an instruction ("Run …", "Try …", "Ensure …"): its label
    names a feature or a problem, and "What is the <label>?" asks nothing."""
    words = re.findall(r"[A-Za-z']+", value)
    if not words:
        return False
    first = words[0].lower()
    if first.endswith("ly") or first == "no":
        return True
    verbs = getAllLemmas(first).get("VERB", ())
    return bool(verbs) and (first in verbs or (first.endswith("s") and first[:-1] in verbs)
                            or (first.endswith("es") and first[:-2] in verbs)) and (
        "NOUN" not in getAllLemmas(first) or first in ("run", "use", "set", "check", "try"))


def _names_a_thing(phrase: str) -> bool:
    """A label reads as a noun phrase in "What is the <label>?": its last word can be a
    noun, it opens with no possessive ("your users get") and holds no infinitive ("easy to
    use", "intuitive to write")."""
    words = re.findall(r"[A-Za-z]+", phrase.lower())
    if not words or words[0] in _POSSESSIVE or re.search(r"\bto [a-z]+\b", phrase.lower()):
        return False
    if words[0] in _NOT_A_HEAD or re.search(r"\b(?:and|or)\b", phrase.lower()):
        return False  # "with pyproject.toml that follows PEP 621", "other cases or custom needs"
    if _commands(phrase):
        return False  # "reinstall the hook", "check Git version", "document your usage"
    last = getAllLemmas(words[-1])
    if words[-1] not in last.get("NOUN", (words[-1],)) and words[-1].endswith("s"):
        return False  # "What is the exit code numbers?": a plural asked with "is"
    return "NOUN" in last or "PROPN" in last


_NOT_A_HEAD = frozenset({
    "with", "without", "for", "in", "on", "by", "if", "when", "other", "some", "any", "how",
    "why", "what", "where", "from", "into", "using", "via",
})
"""First words of a bold lead-in that is a clause or a case, never the name of a thing."""


def _commands(phrase: str) -> bool:
    """The label is an instruction: its first word is a verb's base form that is no noun, or
    one followed by a determiner, a possessive or a name (``check Git version``)."""
    words = phrase.split()
    first = words[0].lower()
    lemmas = getAllLemmas(first)
    if first not in lemmas.get("VERB", ()) or len(words) < 2:
        return False
    after = words[1]
    return "NOUN" not in lemmas or after.lower() in ("the", "a", "an", "your", "my", "each",
                                                     "all", "any") or after[:1].isupper()


def simple_fact(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """``What is the <label>?`` for every ``**Label:** value`` fact; FAQ questions as asked."""
    faqs = faq_candidates(page, context)  # "Who owns the product?" under its scheme
    parsed = page.parsed
    structured = {f.heading for f in parsed.facts} | {b.heading for b in parsed.lists} | {
        p.heading for p in parsed.procedures} | {t.heading for t in parsed.tables}
    prose = [c for c in section_candidates(page, context)
             if c.key.split(":", 2)[2] not in structured]
    facts = [(fact, query) for fact in page.parsed.facts
             if (query := _fact_query(page, fact.label, fact.value, context, rng)) is not None
             and not re.match(r"^(?:see|refer to)\b", fact.value, re.I)]  # a pointer
    return faqs + prose + default_candidates(page, context) + prose_facts(page, context) + [
        Candidate(
            query=query,
            ground_truth=sentence(fact.value),
            refs=(page.ref,),
            subtype="simple_fact",
            category=page.category,
            key=f"fact:{page.ref}:{fact.label}",
            evidence=(Evidence(page.ref, fact.value),),
        )
        for fact, query in facts
    ]


def conditional_logic(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """``What happens if I ...?`` from ``If ..., ...`` sentences."""
    out: list[Candidate] = []
    if is_version_history(page):
        context.skipped["conditional_logic:release_notes"] += len(page.parsed.conditionals)
        return out  # "if I set … to the new value": a release's transition, not a rule
    shop = is_shop_kb(context)
    if not shop and page.category.lower() in _ANNOUNCEMENTS and page.parsed.conditionals:
        context.skipped["conditional_logic:announcement_page"] += len(page.parsed.conditionals)
        return out  # a blog post's "if you find value in what we provide": the day's appeal
    for found in page.parsed.conditionals:
        condition_text, outcome_text = (found.condition, found.outcome) if shop else rejoin(
            found.condition, found.outcome)
        conditional = replace(found, condition=condition_text, outcome=outcome_text)
        if not shop and not _CODE_NAME.match(conditional.heading.strip()) and _unplaced_the(
                conditional.condition, conditional.heading, page.title):
            context.skipped["conditional_logic:no_referent"] += 1
            continue  # "If the hash differs from the expected hash" under "Remote": which hash
            # (under a code name the question opens "With <name>, …" below)
        if not shop and _needs_example(page, conditional.sentence):
            context.skipped["conditional_logic:outcome_shown_by_an_example"] += 1
            continue  # "…, you can use an empty string. For example, the following …:"
        if _PASTED.search(conditional.condition) or len(conditional.condition.split()) > 14:
            context.skipped["conditional_logic:pasted_clause"] += 1
            continue  # quoted words, "the new value", a long clause: the page's sentence
        if _NARRATION.match(conditional.condition.strip()):
            context.skipped["conditional_logic:narration"] += 1
            continue  # "If we wanted to share …": a tutorial telling its story, no condition
        if not _self_contained(conditional.condition, conditional.outcome, context):
            continue
        if _NO_REFERENT.search(conditional.condition) or _HOOK.search(conditional.condition) \
                or _REASSURES.match(conditional.outcome) \
                or pair_points_back(conditional.condition, conditional.before,
                                    conditional.heading):
            context.skipped["conditional_logic:no_referent"] += 1
            continue  # "If you know FastAPI", "if you want help text for each item", "If the
            # yield part seems complex … don't worry": a tutorial's aside, not a rule
        if len(conditional.outcome.split()) <= 6 and _BARE_PRONOUN.search(conditional.outcome):
            context.skipped["conditional_logic:outcome_points_back"] += 1
            continue  # "Please follow that first.": a fragment naming nothing
        if _context_before(conditional.before, conditional.condition):
            continue  # "params is not supported by websocket_connect. If you need to pass …"
        refused = None if shop else outcome_refusal(conditional.condition, conditional.outcome)
        if refused is not None:
            context.skipped[f"conditional_logic:{refused}"] += 1
            continue
        condition = _WANT.sub(r"\1want to", as_customer(strip_terminal(conditional.condition)))
        first_word = conditional.outcome.split(" ", 1)[0].lower()
        advice = first_word in _IMPERATIVE or _ADVICE.match(conditional.outcome) is not None \
            or _WISH.match(condition) is not None or (not shop and instruction(
                conditional.outcome))
        opener = "What should I do if" if advice else "What happens if"
        heading = conditional.heading.strip()
        if (condition.lower().startswith("the ") and _CODE_NAME.match(heading)
                and heading.lower() not in condition.lower()):
            opener = f"With {heading}, {opener[0].lower()}{opener[1:]}"  # "the range" of what
        out.append(
            Candidate(
                query=f"{opener} {condition}?",
                ground_truth=sentence(conditional.outcome),
                refs=(page.ref,),
                subtype="conditional_logic",
                category=page.category,
                key=f"if:{page.ref}:{normalise(conditional.condition)}",
                evidence=(Evidence(page.ref, conditional.outcome),),
            )
        )
    return out


_ANNOUNCEMENTS = frozenset({"blog", "news", "posts", "announcements"})
_THE = re.compile(r"^the ([a-z][\w-]*)(?: ([a-z][\w-]*))?", re.IGNORECASE)


def _needs_example(page: Page, sentence_text: str) -> bool:
    """The sentence after the conditional leads into an example or a code block: the
    outcome is only complete with what it shows."""
    for section in page.parsed.sections:
        at = section.text.find(sentence_text)
        if at < 0:
            continue
        after = section.text[at + len(sentence_text):].strip()
        follow = re.split(r"(?<=[.:!?])\s", after, maxsplit=1)[0] if after else ""
        return bool(re.match(r"^(?:for (?:example|instance)|e\.g\.|like so|as follows)\b",
                             follow, re.IGNORECASE)) or follow.endswith(":")
    return False


def _unplaced_the(condition: str, heading: str, title: str) -> bool:
    """A condition opening with "the <noun>" that neither an "of …" phrase, the section
    heading nor the page title places: the noun's referent was in the sentence before."""
    found = _THE.match(condition.strip())
    if found is None or found.group(2) == "of":
        return False
    if re.match(r"^the [\w-]+(?: [\w-]+)? of\b", condition.strip(), re.IGNORECASE):
        return False
    around = f"{heading} {title}".lower()
    nouns = [w for w in found.groups() if w]
    return not any(re.search(rf"\b{re.escape(w.lower().rstrip('s'))}", around) for w in nouns)


_POINTER = re.compile(r"\b(?:see here|the following|as follows|below|do so|this way|like so|"
                      r"as (?:described|explained|shown) (?:on|in))\b", re.IGNORECASE)
_PASTED = re.compile(r"[\"“”‘]|(?<!\w)'\w[^']*'(?!\w)|\bthe (?:new|old|above|following)\b|"
                     r"\bwill\b|\(")
_WANT = re.compile(r"\b(I |I'd |you )(?:wish|desire|would like) to\b")
_NARRATION = re.compile(r"^(?:we|let's|let us)\s+(?:\w+ed|had|were|was|did|could|would|"
                        r"might|should|'d|now|then|just|already|also)\b|^we'd\b", re.IGNORECASE)
_ADVICE = re.compile(r"^(?:you (?:can|should|could|may|must|will need|'ll need|need)|use|pass|"
                    r"call|set|add|consider|be sure|make sure|ensure|we (?:recommend|suggest|"
                    r"advise)|it is (?:recommended|best|advisable))\b", re.IGNORECASE)
_WISH = re.compile(r"^I(?:'m| am)? (?:need|want|would like|'d like|encounter)\b")
_CODE_NAME = re.compile(r"^[A-Za-z_][\w.]*[A-Z_.][\w.]*$")
_NO_REFERENT = re.compile(
    r"\b(?:each|every|some|an? (?:older|newer|earlier|later|different|"
    r"other)) [a-z]+\b(?! (?:of|in|on|for|from)\b)|\bthe (?:included|previous|above|latter|"
    r"former|other|rest|[a-z]+ part)\b|\bas (?:described|shown|explained) (?:in|on|above)\b",
    re.IGNORECASE)
"""A noun whose referent the sentence before gave: "for each item", "an older version",
"the included commands", "the yield part"."""
_HOOK = re.compile(r"^(?:you|I)(?: already| also)? (?:know|knew|wonder|(?:are|am|'re|'m) "
                   r"(?:wondering|curious|familiar|new|coming)|like|love|have (?:used|heard|"
                   r"seen|read)|(?:heard|read|saw))\b", re.IGNORECASE)
"""A reader's state of mind ("If you know FastAPI", "if you are wondering …"): a hook for
the next paragraph, not a condition the product acts on."""
_REASSURES = re.compile(r"^(?:don't|do not) worry\b|^you (?:can|could|may) also\b|"
                        r"^(?:you )?(?:already|probably) know\b|^you already\b", re.IGNORECASE)
_BARE_PRONOUN = re.compile(
    r"\b(?:that|this|(?-i:it|It)|them|those|these)\b(?! (?:of|you|I|we)\b)"
    r"|\bone\b(?=\s*[.!]?$| (?:is|are|was|will|can|could|should|must|may|has)\b)",
    re.IGNORECASE)
"""A short outcome whose object is a pronoun ("Please follow that first.", "One is available
here."): its referent is the condition's noun, and the answer alone names nothing; "one
extra day off" is a number, "IT" a department."""
_SUBJECT = re.compile(r"^(?:I|you|we|the|a|an|your|my|both|either|neither|[A-Z][\w.]*)\b")
_REFERS_BACK = re.compile(r"\b(?:so|this|that|these|those|it|its|they|them|above|below|"
                          r"here|there|such|same)\b", re.IGNORECASE)


_DANGLING = re.compile(r"^(?:then|and|or|rather|otherwise|ensuring|but|so|such as|for example|"
                       r"e\.g)\b", re.IGNORECASE)


_CUT_EARLY = re.compile(r"^[A-Z]?[a-z]+ing\b(?! (?:is|are|was)\b)|"
                        r"^[^,]{1,80}\band (?:are|is|have|has|use|using)\b[^,]*, (?:you|we)\b")
_CODE_TOKEN = re.compile(r"\b\w+(?:_\w+|\.\w+|\(\))|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*")


def _context_before(before: str, condition: str) -> bool:
    """True when the sentence before names code the condition leaves out: the condition
    then holds only inside that sentence's case (one API call, one class)."""
    return any(token not in condition for token in _CODE_TOKEN.findall(before))


def _self_contained(condition: str, outcome: str, context: KbContext) -> bool:
    """A condition a reader understands alone: no word pointing back ("if you do so"), one
    term distinctive to the KB, and an outcome that is a statement, not a lead into code."""
    if _REFERS_BACK.search(condition) or outcome.rstrip().endswith(":"):
        return False
    if _CUT_EARLY.search(outcome):
        return False  # "Leading to an N+1 problem, you could …", "HEAD and OPTIONS requests
        # and are using …, you'll want": the condition went on past the comma it was cut at
    if _DANGLING.match(outcome) or re.search(r"\(e\.g|\?|\bI\b.*\bI\b", as_customer(condition)):
        return False  # "Then submounts …", "Rather that …": the sentence was cut mid-clause
    if _POINTER.search(outcome) or re.match(r"^(?:are|is|was|were)\b", outcome, re.I):
        return False  # "Please see here.", "You can do so with the following call"; "Are …"
    if ", then " in outcome or re.match(r"^(?:see|please refer|refer to|consider checking)\b",
                                        outcome, re.I):
        return False  # a list cut at its first comma; a pointer instead of an answer
    if _SUBJECT.match(condition.strip()) is None:
        return False  # "If filename field was supplied": no subject a reader can place
    if len(condition.split()) < 3 or len(outcome.split()) < 3:
        return False
    named = re.search(r"\b[A-Z][A-Za-z]*[A-Z]\w*|\b[A-Z]{2,}\b|\w+_\w+", condition)
    if not is_shop_kb(context) and named is None and len(context.distinctive(condition)) < 2:
        return False  # "If you are looking for more control": nothing a reader can place
    return bool(context.distinctive(condition))


def _shop_voice(text: str) -> str:
    for pattern, replacement in _SHOP_VOICE:
        text = pattern.sub(replacement, text)
    return text


def _is_api_listing(items: tuple[str, ...]) -> bool:
    """Member lists of a reference page (``.jar - CookieJar``, ``def copy() - Headers``)."""
    coded = sum(bool(re.match(r"^(?:def\s|\.\w)", item.strip())) for item in items)
    return coded * 2 >= len(items)


def _plural_noun_phrase(heading: str, *, gerunds: bool) -> bool:
    """``accepted payment methods``, ``items you cannot ship abroad`` yes; ``URL``, ``your
    Community`` no; ``making requests`` only where ``gerunds`` (a shop KB's ``tracking
    statuses`` reads as a noun phrase; a docs KB's gerund headings are tasks)."""
    words = [re.sub(r"\W+$", "", w).lower() for w in heading.split()]
    if not words or words[0] in ("a", "an", "the", "your", "our", "my", "you"):
        return False
    if any(w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3 for w in words):
        return gerunds or how_to_verb(words[0]) is None
    return False


def list_enumeration(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """``What are all the <heading>?`` for content (non-navigation) bullet lists."""
    out: list[Candidate] = []
    if not is_shop_kb(context):
        return out  # docs: "all the <heading>" is one of several lists; options are listed whole
    for item_list in page.parsed.lists:
        if item_list.navigation or len(item_list.items) < 2 or not item_list.heading:
            continue
        if item_list.heading == page.title or _is_api_listing(item_list.items):
            continue  # the intro's list is not "all the <title>"; "def .json() - Any" no item
        heading = _shop_voice(lower_phrase(item_list.heading))
        if heading.startswith(("how ", "what ", "why ")) or not _plural_noun_phrase(
                heading, gerunds=is_shop_kb(context)):
            continue  # not "What are all the URL?" nor "… all the your Community?"
        query = rng.choice(
            (f"What are all the {heading}?", f"Can you list all the {heading}?")
        )
        out.append(
            Candidate(
                query=query,
                ground_truth=sentence(join_items(item_list.items)),
                refs=(page.ref,),
                subtype="list_enumeration",
                category=page.category,
                key=f"list:{page.ref}:{item_list.heading}",
                evidence=tuple(Evidence(page.ref, item) for item in item_list.items),
            )
        )
    return out


def _as_of(page: Page) -> str:
    for date in page.parsed.dates:
        year = _YEAR.search(date)
        if year is not None:
            return year.group(0)
    return ""


def rot_aware(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """``current``/``latest``/``as of <year>`` questions on what a new version changed."""
    previous = context.kb.previous_version(page)
    if previous is None:
        return []
    year = _as_of(page)
    out: list[Candidate] = [*section_rot_candidates(page, previous),
                            *procedure_rot(page, previous), *stated_rot(page, previous, context)]
    settings_tables = read_tables(page) if not is_shop_kb(context) else set()
    for fact in page.parsed.facts:
        old = previous.parsed.fact(fact.label)
        if old is None or normalise(old.value) == normalise(fact.value):
            continue
        if len(fact.label.split()) < 3 and not is_shop_kb(context):
            continue  # "What is the latest description?": a docs label names no fact alone
        phrase = lower_phrase(fact.label)
        if fact.label.lower() == "effective date":
            query = f"When did the current version of the {page.title} take effect?"
        else:
            query = rng.choice(
            (
                    f"What is the current {phrase} in the latest {page.title}?",
                    f"As of {year}, what is the {phrase}?" if year else
                    f"What is the latest {phrase}?",
                )
            )
        out.append(
            Candidate(
                query=query,
                ground_truth=sentence(fact.value),
                refs=(page.ref,),
                subtype="rot_aware",
                category=page.category,
                key=f"rot:{page.ref}:{fact.label}",
                evidence=(Evidence(page.ref, fact.value),),
            )
        )
    entry_headings = {entry.name for entry in reference_entries(page)}
    for t_index, table in enumerate(page.parsed.tables):
        if t_index in settings_tables:
            continue  # a settings table's changes are asked through its statements above
        if table.heading.strip() in entry_headings:
            context.skipped["rot_aware:entry_table_asked_by_its_heading"] += 1
            continue  # "the current CLI override for 'auto' in the … table": the entry's
            # heading names it (shared.kb.entry_questions)
        old_table = next(
            (t for t in previous.parsed.tables if t.heading == table.heading), None
        )
        if old_table is None or old_table.headers != table.headers:
            continue
        rate = is_rate_table(table)
        for row in table.rows:
            old_row = old_table.row(row[0])
            if old_row is None:
                continue
            if not unique_key(table, row[0]) or not unique_key(old_table, row[0]):
                context.skipped["rot_aware:repeated_row_key"] += 1
                continue  # "prerelease" in three rows: which v1 row is this one's old value?
            for column in range(1, len(table.headers)):
                if normalise(old_row[column]) == normalise(row[column]):
                    continue
                if _rows_elsewhere(context, table, row[0]):
                    context.skipped["rot_aware:row_key_in_another_table"] += 1
                    continue  # "--python TEXT" in six options tables: "the options table"
                    # is none of them in particular
                header = table.headers[column]
                if rate:
                    query = (f"What is the current {table_name(table, page)} price for a "
                             f"package weighing {lower_phrase(row[0])} to {header}?")
                elif reads_as_noun(header):
                    query = (f"What is the current {lower_phrase(header)} for {row[0]} in the "
                             f"{lower_phrase(table_name(table, page))} table?")
                else:
                    context.skipped["rot_aware:header_not_a_noun"] += 1
                    continue
                out.append(
                    Candidate(
                        query=query,
                        ground_truth=sentence(row[column]),
                        refs=(page.ref,),
                        subtype="rot_aware",
                        category=page.category,
                        key=f"rot:{page.ref}:{table.heading}:{row[0]}:{table.headers[column]}",
                        evidence=(Evidence(page.ref, row[column]),),
                    )
                )
    return out


def _rows_elsewhere(context: KbContext, table: Table, key: str) -> bool:
    """True when another table of a current page (this one's included) has a row ``key``."""
    wanted = normalise(key)
    return any(other is not table and any(normalise(r[0]) == wanted for r in other.rows)
               for current in context.kb.current_pages() for other in current.parsed.tables)


_TEMPLATES: dict[str, Callable[[Page, KbContext, Random], list[Candidate]]] = {
    "simple_fact": simple_fact,
    "table_aggregation": aggregation_candidates,
    "table_lookup": lookup_candidates,
    "process_step": process_step,
    "conditional_logic": conditional_logic,
    "list_enumeration": list_enumeration,
    "rot_aware": rot_aware,
}


def direct_candidates(page: Page, context: KbContext, rng: Random) -> dict[str, list[Candidate]]:
    """Every direct candidate of one current page, by subtype (outdated pages: none; hubs:
    only the list of sections they introduce)."""
    if page.outdated or page.is_hub:
        found: dict[str, list[Candidate]] = {subtype: [] for subtype in DIRECT_SUBTYPES}
        if not page.outdated:  # a hub's "They are as follows:" sections are its own list
            found["list_enumeration"] = policy_list_direct(page, context).get(
                "list_enumeration", [])
        return found
    found = {subtype: _TEMPLATES[subtype](page, context, rng) for subtype in DIRECT_SUBTYPES}
    for made in (option_direct(page, context, rng), definition_direct(page, context),
                 entry_direct(page, context),
                 setting_direct(page, context), stated_direct(page, context),
                 version_direct(page, context), policy_direct(page, context),
                 prose_amount_direct(page, context), policy_list_direct(page, context),
                 policy_checklist_direct(page, context)):
        for subtype, candidates in made.items():
            found[subtype].extend(candidates)
    found["conditional_logic"], changed = changed_conditionals(
        page, context.kb.previous_version(page), restating_faqs(
            found["conditional_logic"], found["simple_fact"], context.skipped))
    found["rot_aware"].extend(changed)  # "If you'd like to adjust …" now names another way
    # one fact is asked once: a rot-aware question ("… currently …") replaces the plain one
    # with the same answer
    current = {normalise(c.ground_truth) for c in found["rot_aware"]}
    for subtype in DIRECT_SUBTYPES:
        if subtype != "rot_aware":
            found[subtype] = [c for c in found[subtype]
                              if normalise(c.ground_truth) not in current]
    # nor twice within the page: "the fourth step" and "the last step" of a four-step list
    # share answer and evidence; the first asked keeps it
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for subtype in ("rot_aware", *(s for s in DIRECT_SUBTYPES if s != "rot_aware")):
        kept = []
        for candidate in found[subtype]:
            same = (normalise(candidate.ground_truth),
                    tuple(normalise(e.snippet) for e in candidate.evidence))
            if sum(len(e.snippet.split()) for e in candidate.evidence) < 4:
                kept.append(candidate)  # "default: false" is said of many settings
                continue
            if same in seen:
                context.skipped[f"{subtype}:same_answer_as_another"] += 1
                continue
            seen.add(same)
            kept.append(candidate)
        found[subtype] = kept
    return found
