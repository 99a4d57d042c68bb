"""Who or what a name is, read from the appositive that introduces it in news prose.

News writing introduces a person, a company or a place once, by name and a noun phrase set
off by commas: "Jeffrey Halley, a market analyst with the research firm Oanda, said ...",
"... Huawei, the embattled Chinese tech company that has become a symbol of ...,". The noun
phrase is stated outright, so ``What does Jeffrey Halley do?`` (a person) or ``What kind of
company is Huawei?`` (anything else: the phrase's head noun is the kind) has a verbatim
answer; the sentence is the fact's span. A head that takes "of" ("the former owner of The
Times") names a relation, not a kind, and is not asked.

Read only when the phrase is one: it opens with an article, holds no pronoun (``his``
would need the sentence to resolve it), no finite verb outside a relative clause ("the
first cases came to light": a clause, not a phrase) and at most ``MAX_WORDS`` words, and it
is not one item of a list ("Face ID, a 12MP camera, and ..."). The name is capitalised
words with no sentence adverb ("However, the ...") and no "and". Each name is asked once.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from lemminflect import getAllInflections, getAllLemmas

from services.gold.asking import base_form
from services.gold.drafts import candidate
from services.gold.facts import DocFacts, make_fact
from services.gold.lookups import clean_sentences
from services.gold.roles import (
    NAME_END,
    NAME_WORD,
    RANK,
    ROLE_WORDS,
    UNNAMED,
    name_goes_on,
    names_occupation,
    role_noun,
    strip_rank,
)
from shared.claims.persons import given_name, person_names
from shared.messages.qa import QAItem
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME

__all__ = ["MAX_WORDS", "apposition_items", "kind_noun", "list_goes_on", "phrase_problem",
           "role_phrase", "title_items"]

MAX_WORDS = 16
"""Words of an appositive phrase at most: a longer one is a clause or a list."""

_NAME = r"(?P<name>[A-Z][\w’'&.-]*(?: (?:[A-Z][\w’'&.-]*|of|de|van|von)){0,4})"
_PHRASE = (r"(?P<np>(?:(?:a|an|the)|[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2}(?:’s|'s)) "
           r"[^,;:()“”\"—–]{3,140}?)")
_APPOSITION = re.compile(
    rf"(?:^|[,;]\s+|\b(?:by|with|from|to|for|of|at|said|says|told|on|in|against|about|and)\s+)"
    rf"{_NAME}, {_PHRASE}(?P<end>,|\.$)"
)
_NOT_NAME = frozenset(
    """The A An This That These Those It Its They Their He His She Her We Our I You Your But
    And Or So Yet However Then Now Also Still Meanwhile Instead Indeed Today Later Earlier
    Here There When While After Before If Although Though Because Since As In On At For""".split()  # noqa: SIM905
)
_PRONOUN = re.compile(r"\b(?:he|she|it|they|his|her|hers|its|their|theirs|him|them|my|our|"
                      r"your|we|i|you|me|us|this|these|those|itself|himself|herself)\b", re.I)
_AUX = frozenset(
    """is are was were be been has have had will would can could should may might must do does
    did""".split()  # noqa: SIM905
)
_RELATIVE = frozenset({"that", "who", "which", "whose", "whom", "where"})
_ROLE = re.compile(rf"\b(?:{ROLE_WORDS})s?\b", re.I)


def _finite(word: str) -> bool:
    """A past-tense form that is no participle ("came", "rose"): a clause's verb."""
    low = word.lower()
    for lemma in getAllLemmas(low, upos="VERB").get("VERB", ()):
        forms = getAllInflections(lemma, upos="VERB")
        if low in forms.get("VBD", ()) and low not in forms.get("VBN", ()):
            return True
    return False


def phrase_problem(phrase: str) -> str | None:
    """Why ``phrase`` is no appositive noun phrase to answer with, or ``None``."""
    words = phrase.split()
    if len(words) > MAX_WORDS:
        return "the phrase is long"
    if _PRONOUN.search(phrase):
        return "the phrase holds a pronoun"
    if UNNAMED.search(phrase):
        return "the phrase leans on an unnamed referent (\"the company’s\": which?)"
    for i, word in enumerate(words):
        if word.lower() in _RELATIVE:
            break  # "the company that has become ...": the verb is the relative clause's
        if word.lower() in _AUX or (i > 0 and _finite(word)):
            return "the phrase holds a finite verb (a clause, not a noun phrase)"
    if any(w.isdigit() and len(w) == 4 for w in words) and "of" not in words:
        return "the phrase is dated, not an identity"
    return None


_AFTER_HEAD = frozenset({"of", "that", "who", "which", "where", "whose", "with", "at", "in", "for",
                         "behind", "from", "on", "by", "based", "known", "founded", "owned",
                         "run", "near", "and", "or", "to"})


def kind_noun(phrase: str) -> str | None:
    """The head noun of an appositive phrase, the kind of thing it names ("the embattled
    Chinese tech company that ..." -> ``company``), or ``None`` when the head takes "of" (a
    relation, "the former owner of The Times", not a kind) or is no lower-case word."""
    words = phrase.split()[1:]
    end = next((i for i, w in enumerate(words)
                if w in _AFTER_HEAD or (i > 0 and re.fullmatch(r"[a-z]+-?[a-z]*ed", w))),
               len(words))  # fmt: skip
    if end == 0:
        return None
    head = words[end - 1]
    if re.fullmatch(r"[a-z]+[^s]s", words[end - 1]):
        return None  # "the tax returns": a plural names no one thing's kind
    if end >= 2 and words[end - 2][:1].isupper():
        return None  # "the GateHouse parent": a relation to a name, not a kind
    if (end < len(words) and words[end] == "of") or not re.fullmatch(r"[a-z]{3,}", head) or \
            head.endswith(("ly", "ing")):
        return None
    return head


_PREPOSITIONS = frozenset(
    """at in on to for from with by of after before during since until into over under along
    alongside together including like such as among plus besides""".split()  # noqa: SIM905
)
_LIST_ITEM = r"[^,.;:()“”\"—–]{1,60}?"


def _plain_item(item: str) -> bool:
    """Whether ``item`` can be a further item of a list: a short run with no verb, relative
    word or pronoun ("on-air talent", "shareholders of Fox"); "said he" is a clause."""
    words = item.split()
    if not words or len(words) > 8 or _PRONOUN.search(item) or words[0].lower() in _PREPOSITIONS:
        return False  # "at sea for a week or longer": an adverbial, no item of a list
    return not any(
        w.lower() in _AUX or w.lower() in _RELATIVE or
        (w.islower() and (_finite(w) or base_form(w) is not None or _speech(w)))
        for w in words
    )


def _speech(word: str) -> bool:
    return word in {"said", "says", "told", "added", "noted", "wrote", "explained"}


def list_goes_on(after: str) -> bool:
    """Whether the text after an appositive's closing comma goes on with more items of one
    list: ", X and Y" or ", X, Y" of plain noun phrases ("Rupert Murdoch, the executives,
    on-air talent and shareholders of Fox"); the phrase was the list's first item, no role."""
    found = re.match(rf"(?P<one>{_LIST_ITEM}(?:,\s+{_LIST_ITEM})*)(?:,\s+|\s+)(?:and|or)\s+"
                     rf"(?P<two>{_LIST_ITEM})"
                     r"(?=[,.;:]|$|\s+(?:[a-z]+ed|are|were|have|had|will|would|said|say)\b)",
                     after)
    if found is not None and all(" and " not in f" {one} " and _plain_item(one)
                                 for one in found.group("one").split(", ")):
        return True
    found = re.match(rf"(?P<one>{_LIST_ITEM}),\s+(?P<two>{_LIST_ITEM}),", after)
    return found is not None and _plain_item(found.group("one")) and \
        _plain_item(found.group("two"))


def _name_problem(name: str) -> str | None:
    words = name.split()
    if words[0] in _NOT_NAME or any(re.search(r"-[a-z]", w) for w in words):
        return "the name is a sentence opener or a description"
    if words[-1] in ("of", "de", "van", "von"):
        return "the name is cut"
    if len(name) <= 2 and name.isupper():
        return "the name is a state or country code after a place (\"Tampa, FL\")"
    return None


_HONORIFIC = re.compile(r"(?:Professor|Prof|Dr|Mr|Mrs|Ms|Miss|Sir|Dame|Lady|Lord)\.? [A-Z]")
"""An honorific before a name: the name is a person's."""
_PERSON_KINDS = frozenset(
    """figure person man woman guest scholar expert star veteran critic fan native champion
    leader activist celebrity personality icon legend hero villain candidate contender rival
    newcomer favourite favorite friend ally opponent supporter""".split()  # noqa: SIM905
)
"""Head nouns that name a person, not a kind of thing: "What kind of figure is Mitt Romney?"
is no question people ask, so such a name is asked as a person (its occupation) or not."""


def _is_person(name: str, phrase: str, people: frozenset[str]) -> bool:
    """Whether ``name`` is a person's: a page's person name, or a phrase naming an occupation.
    A name running across a possessive ("Jeff Bezos's Blue Origin") is what the person owns:
    a person's name ends at the possessive."""
    if re.search(r"[’']s ", name):
        return False
    if name in people or any(p.endswith(f" {name}") or name.endswith(f" {p}") for p in people):
        return True  # "Professor Karen Hult" is the page's "Karen Hult"
    if _HONORIFIC.match(name):
        return True
    head = kind_noun(phrase)
    if head is not None and (head in _PERSON_KINDS or role_noun(head)):
        return True  # "Mitt Romney, an ultimate establishment figure": a figure is a person
    return names_occupation(phrase)


def apposition_items(facts: DocFacts, asked: set[str]) -> Iterator[QAItem]:
    """``What does <name> do?`` / ``What kind of <head> is <name>?`` from each appositive;
    names in ``asked`` (asked already) are skipped and the asked ones added."""
    body = "\n".join(c.text for c in facts.doc.chunks if c.kind == "text")
    people = person_names(body)
    for chunk, text, start, end in clean_sentences(facts.doc):
        for found in _APPOSITION.finditer(text):
            name, phrase = strip_rank(found.group("name")), found.group("np").strip()
            after = text[found.end():].lstrip()
            why = _name_problem(name) or phrase_problem(phrase)
            if why is None and re.search(r"[A-Z][\w’'&.-]*\s+(?:for|of|and|de)\s+$",
                                         text[: found.start("name")]):
                why = "the name goes on before a 'for'/'of' (\"Alliance for American ...\")"
            if why is None and (re.match(r"^(?:and|or)\b", after) or
                                re.match(r"^(?:a|an|the)\b[^,.]{0,40},", after)):
                why = "the phrase is one item of a list"
            if why is None and found.group("end") == "," and list_goes_on(after):
                why = "the phrase is the first item of a list (', X and Y' follows)"
            if why is None and found.group("end") == "," and name_goes_on(phrase, after):
                why = "the organisation's name goes on after the comma"
            if why is None and (name in asked or name.lower() in asked):
                why = "the name is asked already"
            if why is not None:
                _skip(facts.skips, why)
                continue
            span = chunk.text[start:end]
            computed: dict[str, str] = {}
            if _is_person(name, phrase, people):
                if _NOT_NOW.search(phrase):
                    # "the former governor of Utah": a past role, not what they do now
                    _skip(facts.skips, "a person's phrase names a past role (former/ex-/then)")
                    continue
                if not names_occupation(phrase):
                    # "a stolid socialist", "a St. Louis native": who they are, not what
                    # they do ("Who is X?" wants a name back)
                    _skip(facts.skips, "a person's phrase names no occupation")
                    continue
                if " " not in name:
                    whole = {p for p in people if p.split()[-1] == name} or {
                        w.strip() for w in re.findall(
                            rf"(?<![\w.])((?:[A-Z][\w.’'-]+ ){{1,2}}){re.escape(name)}\b", body)
                        if w.split()[0] not in _NOT_NAME and not _ROLE.search(w)}
                    whole = {w if w.endswith(name) else f"{w} {name}" for w in whole}
                    if len(whole) != 1:
                        # "Vance, an author ...": a bare surname is no name to ask by
                        _skip(facts.skips, "a person named by surname alone, no whole name")
                        continue
                    name = whole.pop()  # the whole name the page gives ("J.D. Vance")
                    if name in asked or name.lower() in asked:
                        _skip(facts.skips, "the name is asked already")
                        continue
                honorific = _HONORIFIC.match(name)
                if honorific and len(name[honorific.end() - 1:].split()) >= 2:
                    name = name[honorific.end() - 1:]  # "Professor Karen Hult": ask her name
                question = f"What does {name} do?"
                computed = {"person": name, "role": phrase}
            elif not re.match(r"^(?:a|an|the)\b", phrase):
                _skip(facts.skips, "an owner's phrase of no person (\"China's Twitter\")")
                continue
            else:
                head = kind_noun(phrase)
                if head is None:
                    _skip(facts.skips, "the phrase names no kind (no head noun)")
                    continue
                question = f"What kind of {head} is {name}?"
            fact = make_fact(chunk, 600 + len(asked), f"{name} is {phrase}.", span, start,
                             "declarative")
            asked.add(name)
            yield candidate(question=question, answer=phrase, answer_type="definitive",
                            tier=1, facts=[fact], template="apposition", computed=computed)


_TIME_WORD = rf"(?:{WEEKDAY_NAME}|{MONTH_NAME})\b"
_TITLE = re.compile(rf"(?<![\w-])(?P<role>(?:[A-Za-z]+-)*(?i:{ROLE_WORDS}))\s+"
                    rf"(?:(?P<rank>{RANK}) (?={NAME_WORD} {NAME_WORD}))?"
                    rf"(?P<name>{NAME_WORD}(?: [A-Z]\.)?(?: (?!{_TIME_WORD}){NAME_WORD}){{1,3}})"
                    rf"{NAME_END}")
"""A title before a name; a hyphenated role ("co-founder", "editor-in-chief") is taken whole,
never from its last part (which left "Wikileaks co- founder"). The name ends at a possessive:
"Amazon founder Jeff Bezos's Blue Origin" titles "Jeff Bezos", never "Jeff Bezos's Blue". A
rank between title and name ("army chief Gen Qamar Javed Bajwa") is the title's; the name is
every capitalised part after it (up to four), never cut before its last."""
_GOES_ON = re.compile(rf" (?!{_TIME_WORD}){NAME_WORD}{NAME_END}")
"""A further capitalised word right after a name: the name is longer than read (cut)."""
_NOT_TITLE = frozenset(
    """the a an and or of to in on at by for from with as that who which said says told
    when while after before but than also his her its their our my your this that these
    those week weeks year years month months day days time company firm group team agency
    way between among against about over under into through during without within including
    like per via versus how what why where whom whose whether""".split()  # noqa: SIM905
)
"""Words a title does not reach back over: grammar words, pronouns, wh-words ("how
Oscar-winning actress Mary Steenburgen" is titled "Oscar-winning actress"), a time ("last week
State Department official") and a description that points back ("company CEO": which
company?)."""


_OWNED_BY = frozenset({"his", "her", "its", "their", "our", "my", "your", "company", "firm",
                       "group", "team", "agency"})


_NOT_NOW = re.compile(r"\b(?:former|ex|late|then|onetime|one-time)\b", re.I)
_TITLE_TAILS = frozenset({"General", "Major", "Justice", "Marshal", "Admiral", "Emeritus"})
"""Words that end a compound title before a name ("Attorney General William Barr")."""

_TITLE_WORDS = 5
"""Words looked at before a title's role word: a run that fills them is cut, not asked."""


def _verb_only(word: str) -> bool:
    """A lower-case word the lexicon knows as a verb form and as no noun or adjective
    ("impeach", "said"): a title does not reach back over it."""
    if base_form(word) is not None:
        return True
    lemmas = getAllLemmas(word)
    return "VERB" in lemmas and not ({"NOUN", "ADJ"} & set(lemmas))


def _grammar_word(word: str) -> bool:
    """A lower-case word the lexicon gives no noun, adjective or verb reading ("if",
    "unless", "until", "although"): a title does not reach back over it ("something bigger
    if US President Donald Trump" is titled "US President")."""
    lemmas = getAllLemmas(word)
    return not ({"NOUN", "ADJ", "VERB"} & set(lemmas))


def _title(before: list[str], role: str) -> str | None:
    """The title a name is written after, its role word with up to four words before it
    ("Wild coach", "CPUC President", "U.S. Attorney"), or ``None`` when the role word stands
    alone ("CEO Craig Menear": of what?) or the run is longer (cut)."""
    words: list[str] = []
    run = before[-_TITLE_WORDS:]
    for i, word in enumerate(reversed(run)):
        bare = word.strip("“”\"'(")
        earlier = before[len(before) - i - 2] if len(before) - i - 2 >= 0 else ""
        if (bare.islower() and earlier.lower() == "to") or not any(c.isalnum() for c in bare):
            break  # "to kill U.S. Senator ...": an infinitive; "(AP) — U.S. ...": a dash
        if bare.lower() in _OWNED_BY or (bare.islower() and bare.endswith(("’s", "'s"))):
            return None  # "his business partner", "company CEO": whose? the title leans on it
        if bare != word or bare.lower() in _NOT_TITLE or bare.endswith((",", ";", ":")) or \
                (bare.islower() and bare.endswith(("’s", "'s"))) or \
                (bare.islower() and (_verb_only(bare) or _grammar_word(bare))):
            break
        if i == _TITLE_WORDS - 1:
            return None  # "Indiana | State Teachers Association President": the title is cut
        words.insert(0, bare)
    if not words and " " not in role:
        # a bare "CEO" or "coach": of what? ("Senator" alone is dropped with them)
        return None
    if not any(w[:1].isupper() for w in [*words, *role.split()[1:]]):
        # "legendary CEO", "study lead author": no organisation or office says of what
        return None
    return " ".join([*words, role])


def title_items(facts: DocFacts, asked: set[str]) -> Iterator[QAItem]:
    """``What does <name> do?`` for a person written after a title that names an occupation
    ("Wild coach Bruce Boudreau", "CPUC President Marybel Batjer"), answered by the title; a
    name in ``asked`` is skipped and the asked ones added."""
    body = "\n".join(c.text for c in facts.doc.chunks if c.kind == "text")
    people = person_names(body)
    for chunk, text, start, end in clean_sentences(facts.doc):
        for found in _TITLE.finditer(text):
            # "Attorney General Letitia James' office": the apostrophe is the possessive's
            name = strip_rank(found.group("name").rstrip("'’"))
            role = found.group("role")
            if found.group("rank") in _TITLE_TAILS:  # "Attorney General William Barr"
                role = f"{role} {found.group('rank')}"
            if _GOES_ON.match(text, found.end()):
                _skip(facts.skips, "the name goes on past the words read (cut)")
                continue
            parts = name.split()
            if len(parts) >= 3 and given_name(parts[1]) and (
                    _ROLE.fullmatch(parts[0]) or parts[0] in _TITLE_TAILS):
                # "Attorney General William Barr": "General" is the title's, not the name's
                role, name = f"{role} {parts[0]}", " ".join(parts[1:])
            title = _title(text[: found.start()].split(), role)
            if title is not None and _NOT_NOW.search(title):
                title = None  # "former Vice President": not what they do now
            if title is None or name in asked or name.lower() in asked or not (
                    name in people or given_name(name.split()[0])):
                _skip(facts.skips, "no title of a person, or the name is asked already")
                continue
            fact = make_fact(chunk, 700 + len(asked), f"{name} is {role_phrase(title)}.",
                             chunk.text[start:end], start, "declarative")
            asked.add(name)
            yield candidate(question=f"What does {name} do?", answer=title,
                            answer_type="definitive", tier=1, facts=[fact],
                            template="title", computed={"person": name, "role": title})


_ONE_OF_MANY = frozenset({
    "official", "member", "adviser", "advisor", "analyst", "spokesperson", "spokesman",
    "spokeswoman", "lawyer", "attorney", "researcher", "scientist", "professor", "doctor",
    "reporter", "writer", "engineer", "executive", "officer", "partner", "fellow",
    "consultant", "strategist", "economist", "physician", "teacher", "player",
})
"""Role nouns many people hold at once ("a State Department official"); other posts are one
person's ("the Wild coach", "the Jordanian Foreign Minister")."""


def role_phrase(role: str) -> str:
    """The role as the complement of "become": as written when it has its article; "president"
    for a bare capitalised office, "a State Department official" for a role many hold, "the
    Wild coach" for a post."""
    if re.match(r"^(?:a|an|the)\s", role):
        return role
    if len(role.split()) == 1:
        return role.lower()
    if role.split()[-1].lower() in _ONE_OF_MANY:
        return f"{'an' if role[:1].lower() in 'aeiou' else 'a'} {role}"
    return f"the {role}"


def _skip(skips: Counter[str], why: str) -> None:
    skips[f"apposition: {why}"] += 1
