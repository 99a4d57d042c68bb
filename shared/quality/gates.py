"""Naturalness gates every item passes, rule- or model-written (``QUALITY.md``, mark N, A).

Each gate is a pure function of the item's text returning the reason it fails, or
``None``. ``GATES`` names them so the judge, ``dyneval audit`` and the report count
failures per gate with the same names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from shared.facts.names import name_continuation, title_entity
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer
from shared.quality.co_agents import dropped_co_agent
from shared.quality.named_evidence import unnamed_entity
from shared.quality.option_picker import choice_options
from shared.quality.phrasing import date_phrasing_problem

__all__ = ["GATES", "ISSUE_GATES", "MAX_QUESTION_WORDS", "MAX_QUOTED_WORDS", "gate_failures"]

MAX_QUOTED_WORDS = 6
MAX_QUESTION_WORDS = 30
_EVIDENCE_RUN = 9
"""A question sharing this many consecutive words with a claim quotes its evidence."""

_QUOTED = re.compile(r"“([^”]*)”|\"([^\"]*)\"|‘([^’]{3,})’")
_SHORT_WORDS = frozenset(
    """a an as at be by do go he if in is it me my no of on or so to up us we am ok tv
    uk""".split()  # noqa: SIM905
)
_NAME_PARTICLES = frozenset(
    """ap ab de da di du do dos das des del della der den van von ten ter bin ibn bint al el
    la le lo y à au aux na""".split()  # noqa: SIM905
)
"""Lower-case words that join the parts of a personal or place name (Welsh, Romance, Dutch,
German, Arabic); they read as cut words only outside a name."""
_DATELINE = re.compile(
    r"(?:^|[,;:(]\s*|\s)(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s+\d{4}|\d{1,2}\s+[A-Z][a-z]{2,8}\s+"
    r"\d{4})\s*[—–-]\s|(?:^|\s)[A-Z]{3,}(?:,\s*[A-Z][\w.]+)*\s+[—–]\s"
)
_PRONOUN = re.compile(r"\b(?:he|she|they|him|her|his|hers|them|their|it|its|this|these|those)\b",
                      re.I)  # fmt: skip
_BARE_DEFINITE = re.compile(
    r"\bthe\s+(?:company|film|movie|bridge|ship|vessel|model|book|album|band|city|study|"
    r"report|government|agency|organization|organisation|project|group|team|man|woman|"
    r"president|country|plane|aircraft|song|show|series|event|incident|deal|firm|school|"
    r"university|player|actor|singer|book|novel|magazine|building|tournament|game|program|"
    r"programme|spokesperson|official|source|ep|single|documentary|sequel|character|"
    r"station|museum|club|duo|trio|label|newspaper)\b(?!\s+(?:of|that|who|which|in|directed|"
    r"written|called|named)\b)(?!\s+(?-i:[A-Z]))",
    re.I,
)
_TYPED_START = re.compile(r"^\s*(who|when|what year|in what year|how many|how much|which)\b", re.I)
_NUMBER = re.compile(r"\d")


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’-]+", text)


def quoted_span(item: QAItem) -> str | None:
    """A quoted span of more than six words."""
    for groups in _QUOTED.findall(item.question):
        quoted = next((g for g in groups if g), "")
        if len(_words(quoted)) > MAX_QUOTED_WORDS:
            return f"the question quotes {len(_words(quoted))} words (at most {MAX_QUOTED_WORDS})"
    return None


_WORD = re.compile(r"(?<!\w)[^\W\d_]+(?:[-'’][^\W\d_]+)*-?(?!\d)")
"""A word of letters; letters right after a digit are an ordinal's suffix (``7th``), no word;
a hyphen before a digit joins a code (``GLP-1``, ``BD-1``), it ends no word."""
_CLAUSE_STOP = re.compile(r"[,;:?!()\"“”]")
_DOTTED = re.compile(r"(?<![\w.])(?:[^\W\d_]{1,2}\.)+[^\W\d_]{1,2}\.?(?![\w])")
"""A dotted abbreviation, its letters joined by periods (``p.m.``, ``a.m.``, ``e.g.``,
``i.e.``, ``U.S.``, ``Ph.D.``): one token, as ``shared.text.sentences`` reads it, whose
one- or two-letter pieces are no cut words (a cut ``had n.`` has no inner period)."""


def _capitalised(word: str) -> bool:
    """``Pito``, and ``l'Océan`` / ``d'Artagnan`` (an elided article before a capital)."""
    bare = re.sub(r"^[a-z][’']", "", word)
    return bare[:1].isupper()


def _inside_name(text: str, words: Sequence[re.Match[str]], at: int) -> bool:
    """A name particle (``ap``, ``de``, ``van`` …) inside a name: the next word that is no
    particle is capitalised, and a capitalised word opens the run the particle is in (no
    comma or question mark between), as in ``Rhiryd ap Bleddyn`` or ``Las aventuras de Pito
    Pérez``. A particle at either end, or before a lower-case word, is not inside a name.
    """
    if words[at].group().rstrip("-") not in _NAME_PARTICLES:
        return False
    after = next((w for w in words[at + 1 :] if w.group().rstrip("-") not in _NAME_PARTICLES),
                 None)  # fmt: skip
    if after is None or not _capitalised(after.group()):
        return False
    if _CLAUSE_STOP.search(text, words[at].end(), after.start()):
        return False
    for i in range(at - 1, -1, -1):
        if _CLAUSE_STOP.search(text, words[i].end(), words[i + 1].start()):
            return False
        if words[i].group() in ("or", "and"):
            return False  # "A or de B": the choice's words, not a name's
        if _capitalised(words[i].group()):
            return True
    return False


def truncated_word(item: QAItem) -> str | None:
    """A word cut off: an ellipsis, a dangling hyphen, or a stray one- or two-letter piece.

    A name particle inside a name (``Rhiryd ap Bleddyn``, ``Los Pagares de Mendieta``,
    ``Face à l'Océan``) is part of the name, and an ordinal's suffix (``7th``) is no word.
    """
    for label, text in (("question", item.question), ("answer", item.answers[0])):
        if "…" in text or "..." in text:
            return f"the {label} holds an ellipsis (cut text)"
        words = list(_WORD.finditer(text))
        dotted = [m.span() for m in _DOTTED.finditer(text)]
        for at, found in enumerate(words):
            word = found.group()
            if any(start <= found.start() < end for start, end in dotted):
                continue  # a piece of a dotted abbreviation ("p.m."), no word of its own
            if word.endswith("-") and not _inside_name(text, words, at):
                return f"the {label} ends a word with a hyphen: {word!r}"
            if text[found.start() - 1:found.start()] == "(" and \
                    text[found.end():found.end() + 1] == ")":
                continue  # a paragraph label ("paragraph (h)(2)"), no cut word
            if (word.islower() and len(word) <= 2 and word not in _SHORT_WORDS
                    and not _inside_name(text, words, at)
                    and not _whole_in_evidence(item, words, at)):  # fmt: skip
                return f"the {label} holds a cut word: {word!r}"
    return None


def _whole_in_evidence(item: QAItem, words: Sequence[re.Match[str]], at: int) -> bool:
    """Whether a short word sits in a name its evidence writes whole: a run of three or more
    of the question's words, opened by a capitalised one, that a used span holds verbatim
    between word boundaries (``Peter schießt den Vogel ab was directed by``, ``Le foto
    proibite di una signora per bene is a 1970 film``): a title's own word, not a cut one (a
    cut claim's ``had n`` is ``had no`` in its span)."""
    spans = [u.span for u in item.used_claims if u.span]
    if not spans:
        return False
    for first in range(max(0, at - 6), at + 1):
        if not _capitalised(words[first].group()):
            continue
        for last in range(min(len(words) - 1, at + 6), at - 1, -1):
            if last - first < 2:
                break
            pattern = _phrase_pattern(tuple(w.group() for w in words[first : last + 1]))
            if any(pattern.search(span) for span in spans):
                return True
    return False


@lru_cache(maxsize=4096)
def _phrase_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The words in order with any non-word run between them, whole (compiled once per
    phrase: a pool's items ask the same names again)."""
    phrase = r"\W+".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![\w-]){phrase}(?![\w-])")


def dateline(item: QAItem) -> str | None:
    """A search-snippet or news dateline (``Mar 12, 2025 — ...``, ``LONDON — ...``)."""
    for label, text in (("question", item.question), ("answer", item.answers[0])):
        if _DATELINE.search(text):
            return f"the {label} carries a dateline"
    return None


def dangling_reference(item: QAItem) -> str | None:
    """A pronoun with no named referent before it, or a bare definite description."""
    question = item.question
    match = _PRONOUN.search(question)
    if match:
        before = question[: match.start()]
        if not re.search(r"(?<!^)\b[A-Z][\w'’-]+", before.strip()):
            return f"the pronoun {match.group()!r} has no referent in the question"
    for bare in _BARE_DEFINITE.finditer(question):
        if bare.start() > 0 and all(w[:1].isupper() for w in bare.group().split()) and (
            not item.used_claims or normalize_answer(bare.group()) in _titles(item)
            or _TITLE_GOES_ON.match(question, bare.end())
        ):
            # "Which film came out first, The Organization or ...": a title, when one of the
            # item's documents bears it; "The EP" on the page "Another Me (Charlene Choi
            # EP)" is the span's generic subject, never resolved to its entity
            continue
        return f"{bare.group()!r} is a bare description (which one?)"
    return None


def _titles(item: QAItem) -> set[str]:
    """The item's page titles, normalised."""
    return {normalize_answer(title_entity(u.title)) for u in item.used_claims if u.title}


_TITLE_GOES_ON = re.compile(r"\s+(?-i:[A-Z0-9])")
"""A capitalised word after ``The Film``: the description is the start of a longer title."""


def too_long(item: QAItem) -> str | None:
    """More than 30 words."""
    count = len(_words(item.question))
    if count > MAX_QUESTION_WORDS:
        return f"the question has {count} words (at most {MAX_QUESTION_WORDS})"
    return None


def _options(question: str) -> list[str] | None:
    found = choice_options(question)
    return list(found) if found else None


def _bare_names(item: QAItem) -> set[str]:
    """The names a qualified option may be answered by: the bare names qagen qualified
    (``computed["qualified"]``: ``William Copley -> the South Australian politician William
    Copley``) and its documents' own names (the page titles), never another word."""
    done = [part.split(" -> ")[0] for part in item.computed.get("qualified", "").split(" ;; ")]
    titles = [title_entity(u.title) for u in item.used_claims if u.title]
    return {normalize_answer(n) for n in (*done, *titles) if n.strip()}


def _qualified_forms(item: QAItem) -> set[tuple[str, str]]:
    """The (bare name, qualified form) pairs qagen wrote (``computed["qualified"]``:
    ``Motion -> Calvin Harris's Motion``), folded: an option so written is answered by its
    bare name."""
    pairs = [part.split(" -> ", 1) for part in item.computed.get("qualified", "").split(" ;; ")]
    return {(normalize_answer(p[0]), normalize_answer(p[1])) for p in pairs if len(p) == 2}


def answer_type(item: QAItem) -> str | None:
    """The answer is of the asked type: one of the options of a choice, a number for
    ``how many``, a name for ``who``, a date or year for ``when``."""
    question, answer = item.question.strip(), item.answers[0].strip()
    options = _options(question) if re.match(r"^(which|who)\b", question, re.I) else None
    if options and " or " in question:
        # a bridge (conjunction) answer names whom an option describes
        # an option may name its entity qualified ("the author Richard Wright"), answered by
        # the name
        gold = normalize_answer(answer)
        named = {normalize_answer(o) for o in options} | {
            gold for o in options
            if o.lower().startswith("the ") and normalize_answer(o).endswith(" " + gold)
            and gold in _bare_names(item)} | {
            gold for o in options if (gold, normalize_answer(o)) in _qualified_forms(item)}
        if gold not in named and (item.pattern != "conjunction"
                                  or item.computed.get("choice") == "true"):
            return f"the answer {answer!r} is not one of the options {options}"
        return None
    start = _TYPED_START.match(question)
    if start is None:
        return None
    asked = start.group(1).lower()
    if asked in ("how many", "how much", "what year", "in what year") and not _NUMBER.search(
        answer
    ):
        return f"the question asks for a number, the answer {answer!r} has none"
    if asked == "when" and not _NUMBER.search(answer):
        return f"the question asks when, the answer {answer!r} is no date"
    if asked == "who" and (not answer[:1].isupper() or _NUMBER.fullmatch(answer)):
        return f"the question asks who, the answer {answer!r} is no name"
    return None


@lru_cache(maxsize=65536)
def _runs(text: str) -> frozenset[tuple[str, ...]]:
    """The text's runs of ``_EVIDENCE_RUN`` normalised words (claims recur: remembered)."""
    t = normalize_answer(text).split()
    return frozenset(tuple(t[i : i + _EVIDENCE_RUN]) for i in range(len(t) - _EVIDENCE_RUN + 1))


def quotes_evidence(item: QAItem) -> str | None:
    """The question repeats a run of nine or more words of a used claim or span."""
    grams = _runs(item.question)
    if not grams:
        return None
    for used in item.used_claims:
        if not grams.isdisjoint(_runs(used.claim)) or not grams.isdisjoint(_runs(used.span)):
            return f"the question repeats the evidence of {used.claim_id} word for word"
    return None


_LIFE_QUESTION = re.compile(r"\b(?:born|died|lived|birth|death|age|old)\b", re.I)
_FICTIONAL = re.compile(
    r"\bfictional\b|\bfictitious\b|\bin-universe\b|"
    r"\b(?:is|was)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?character\s+(?:in|from|of|created)\b",
    re.I,
)
"""What marks a subject as fictional in its claim: ``a fictional character in the television
series "Due South"``, ``is a character from Richard Wright's novel`` (not an actor's ``role
as the title character in``, nor a real ``protagonist of resistance``)."""

_LIFE_CLAIM = re.compile(r"\b(?:born|died|birth|death)\b|\(\D{0,12}\d{3,4}\s*[–-]", re.I)
"""A claim stating a life date: ``(born 1962)``, ``(1902 – 1978)``, ``died on ...``."""


def _fictional(text: str) -> re.Match[str] | None:
    """``_FICTIONAL`` in ``text``, searched only when one of its words is there (the
    pattern's lazy run of words before ``character`` is tried at every position)."""
    lower = text.lower()
    if "ficti" not in lower and "universe" not in lower and "character" not in lower:
        return None
    return _FICTIONAL.search(text)


def fictional_subject(item: QAItem) -> str | None:
    """A question about births, deaths or lives whose used claim is about a fictional
    character (an in-universe birth year beside a real person's is not a real comparison)."""
    if not _LIFE_QUESTION.search(item.question):
        return None
    for used in item.used_claims:
        if not _LIFE_CLAIM.search(used.claim):
            continue  # "a 2012 superhero film directed by ...": the bridge, not a life
        found = _fictional(used.claim) or _fictional(used.span)
        if found:
            return (f"claim {used.claim_id} is about a fictional subject ({found.group()!r}); "
                    "its life dates are in-universe")  # fmt: skip
    return None


def date_phrasing(item: QAItem) -> str | None:
    """A date phrased against its precision in the question or answer, as a source may
    write it (``released in September 28``, ``on 2007``): questions normalise it."""
    for label, text in (("question", item.question), ("answer", item.answers[0])):
        problem = date_phrasing_problem(text)
        if problem is not None:
            return f"the {label} phrases a date as its source did: {problem}"
    return None


_ROLE_SUFFIX = re.compile(r"\s+\([a-z-]+\)$")


def _asked_names(item: QAItem) -> list[str]:
    """The subjects (and named values) of the facts a rule item was built from."""
    out = []
    for fact in item.computed.get("facts", "").split(" ;; "):
        parts = fact.split(" | ")
        if len(parts) == 3:
            out.append(_ROLE_SUFFIX.sub("", parts[0]))  # "Richard Wright (author)"
            if not any(ch.isdigit() for ch in parts[2]):
                out.append(parts[2])
    return out


def cut_name(item: QAItem) -> str | None:
    """A name the item asks about that its evidence writes only inside a longer name, with
    other capitals: ``Ein Millionär`` where the span says ``So ein Millionär hat's schwer``
    (a rewrite cut the title's first word)."""
    spans = [u.span for u in item.used_claims if u.span]
    titles = [title_entity(u.title) for u in item.used_claims if u.title]
    names = _asked_names(item)
    for name in names:
        bare = name.removeprefix("The ").removeprefix("the ")
        if len(bare) < 4 or any(bare in text for text in (*spans, *titles)):
            continue
        for span in spans:
            at = span.lower().find(bare.lower())
            if at >= 0:
                written = span[max(0, span.rfind(" ", 0, max(at - 1, 0)) + 1) : at + len(bare)]
                return (f"the item names {name!r}, which its evidence writes only as "
                        f"{written.strip()!r}: a cut name")  # fmt: skip
    unique = list(dict.fromkeys(names))
    return _subtitle_for_title(item, unique) or _cut_before_rest(item, titles, unique)


def _subtitle_for_title(item: QAItem, names: Sequence[str]) -> str | None:
    """An asked name its span writes only after its page's title, as the title's subtitle
    or a parenthetical right after it (``Look Homeward, Angel: A Story of the Buried Life``,
    ``Omo Baba Olowo (stylized as ...``): the page title is the work's name."""
    for used in item.used_claims:
        page = title_entity(used.title) if used.title else ""
        if not page or not used.span.startswith(page):
            continue
        for name in names:
            if name == page or name.casefold() in page.casefold() or len(name) < 4:
                continue
            tail = used.span[len(page) : len(page) + 160]
            if name not in tail:
                continue
            if re.match(r"\s*(?::\s*|\(\s*(?:[a-z]+\s+){0,4})[\"“]?" + re.escape(name), tail):
                return (f"the item names {name!r}, which its evidence writes only after its "
                        f"page's title {page!r}: a subtitle, not the name")  # fmt: skip
    return None


def _cut_before_rest(item: QAItem, titles: Sequence[str], names: Sequence[str]) -> str | None:
    """An asked name its evidence writes with more of the name after it (``Le Nouveau`` of
    ``Le Nouveau monde is a ...``, ``William Henry Francis`` of ``William Henry Francis, 11th
    Baron Petre``), unless the page's title names it so."""
    texts = [t for u in item.used_claims for t in (u.claim, u.span) if t]
    for name in names:
        if len(name) < 4 or name in titles:
            continue
        for text in texts:
            if name not in text:
                continue
            for found in re.finditer(re.escape(name), text):
                if found.start() and text[found.start() - 1].isalnum():
                    continue
                rest = name_continuation(text, found.end())
                if rest is not None:
                    return (f"the item names {name!r}, which its evidence writes whole as "
                            f"{name + rest!r}: a cut name")  # fmt: skip
    return None


_APPOSITIVE = re.compile(
    r",\s+(?:\d+(?:st|nd|rd|th)\b|(?:Earl|Duke|Duchess|Prince|Princess|Baron|Baroness|Count|"
    r"Countess|Marquess|Viscount|Lord|Lady|King|Queen|Sultan|Emperor|Empress)\b)"
)
"""The description a name carries after a comma (``David Ogilvy, 12th Earl of Airlie``)."""


def unclosed_appositive(item: QAItem) -> str | None:
    """A name with an appositive (``David Ogilvy, 12th Earl of Airlie``) run into the next
    words without its closing comma (``... of Airlie Lord Chamberlain to Queen Elizabeth``),
    which reads as one garbled name."""
    for name in dict.fromkeys(_asked_names(item)):
        if not _APPOSITIVE.search(name):
            continue
        for found in re.finditer(re.escape(name), item.question):
            rest = item.question[found.end() :]
            if re.match(r"\s+(?!(?:or|and)\b)[\w(]", rest):
                return (f"the appositive of {name!r} runs into {rest.split()[0]!r} with no "
                        "closing comma")  # fmt: skip
            second = _SECOND_APPOSITIVE.match(rest)
            if second is not None:
                return (f"a second appositive after {name!r} ({second.group(1).strip()!r}) "
                        "runs into the clause's verb with no closing comma")  # fmt: skip
    return None


_SECOND_APPOSITIVE = re.compile(
    r",\s+((?:an?|the|his|her|their)\s+[^,?;]*?)\s+"
    r"(?:did|does|do|was|were|is|are|had|has|have)\b"
)
"""A role phrase opened after a titled name's appositive and never closed before the main
verb (``the appointment of David Ogilvy, 12th Earl of Airlie, a Lord-in-waiting in Stanley
Baldwin's government did Lord Lloyd marry``): the role reads as part of the event."""


_CUT_CLAIM = re.compile(r"(?:\w-|,\s*(?:and|or)|\s(?:and|or|by|of|with|the|a|an))\.$")
"""A claim that ends in a cut word (``..., co-.``, ``written, produced, and.``)."""


_MODIFIERS = (
    r"first|later|also|then|once|still|again|only|soon|"
    r"jointly|mainly|mostly|partly|largely|widely|briefly|formerly|primarily|"
    r"[a-z]+(?:ally|ously|ently|ively|edly|ately)"
)
_MODIFIER_END = re.compile(rf"(?P<before>(?:\S+\s+){{0,3}})(?P<word>{_MODIFIERS})\.$")
"""A claim ending in an adverb (``... a 1936 novel by Margaret Wilson first.``): a modifier
that opens a phrase the cut left out when its span goes on (``first published by ...``)."""


_MODIFIER_WORD = re.compile(rf"(?:{_MODIFIERS})\.$")
"""``_MODIFIER_END``'s adverb alone: it holds no space, so it can only end the claim's last
token, which is all this is searched in (the whole claim, tried at every position with up to
three words before, cost a regex scan of every claim of every item)."""


def _dangling_modifier(claim: str, span: str) -> str | None:
    """The adverb a claim ends in when its span writes it before more of the same phrase
    (a lower-case word with no punctuation between), else ``None``."""
    last = claim.rsplit(None, 1)[-1] if claim.strip() else ""
    if not _MODIFIER_WORD.search(last):
        return None
    end = _MODIFIER_END.search(claim)
    if end is None or not span:
        return None
    tail = (end.group("before") + end.group("word")).split()
    pattern = r"\s+".join(map(re.escape, tail)) + r"\s+[a-z]"
    return end.group("word") if re.search(pattern, span) else None


def cut_claim(item: QAItem) -> str | None:
    """A used claim cut off mid-phrase (``The Mad Doctor of Blood Island is a 1969 Filipino
    horror film, co-.``, ``... a 1936 novel by Margaret Wilson first.`` of ``... first
    published by ...``): the evidence a reader is shown reads as garbled text."""
    for used in item.used_claims:
        found = _claim_cut(used.claim, used.span)
        if found is None:
            continue
        if not found:
            return f"claim {used.claim_id} is cut off: {used.claim[-40:]!r}"
        return (f"claim {used.claim_id} ends at {found!r}, which opens a phrase its span "
                f"goes on with: {used.claim[-40:]!r}")
    return None


def _claim_cut(claim: str, span: str) -> str | None:
    """``""`` for a claim ending in a cut word, the adverb it ends in for a dangling
    modifier, else ``None``."""
    claim = claim.strip()
    if _CUT_CLAIM.search(claim):
        return ""
    return _dangling_modifier(claim, span)


GATES: dict[str, Callable[[QAItem], str | None]] = {
    "quoted_span": quoted_span,
    "truncated_word": truncated_word,
    "dateline": dateline,
    "dangling_reference": dangling_reference,
    "too_long": too_long,
    "answer_type": answer_type,
    "quotes_evidence": quotes_evidence,
    "fictional_subject": fictional_subject,
    "date_phrasing": date_phrasing,
    "cut_name": cut_name,
    "unclosed_appositive": unclosed_appositive,
    "cut_claim": cut_claim,
    "dropped_co_agent": dropped_co_agent,
    "unnamed_entity": unnamed_entity,
}
"""The naturalness gates by name, in the order they are reported."""

ISSUE_GATES: dict[str, str] = {
    "dangling_reference": "bare definite description or pronoun (\"The EP\", \"the band\")",
    "fictional_subject": "fictional character's life dates beside a real person's",
    "date_phrasing": "source's date grammar in the question (\"released in September 28\")",
    "cut_name": "a name its evidence writes only inside a longer one (\"Ein Millionär\")",
    "unclosed_appositive": "a name's appositive run into the next words (\"..., 12th Earl of "
                           "Airlie Lord Chamberlain\")",
    "cut_claim": "a used claim cut off mid-phrase (\"... horror film, co-.\")",
    "dropped_co_agent": "a used claim cut before a co-agent (\"written by Virginia Woolf\" of "
                        "\"... Virginia Woolf and her husband, Leonard Woolf\")",
    "unnamed_entity": "a named entity no used claim states the asked fact of whole (\"Spies "
                      "and Private Eyes ... first published in April 1983\")",
}
"""The gates of the defect classes reviewers found in accepted items (issue 15), with what
each catches: ``dyneval audit`` lists how often each fired."""


def gate_failures(item: QAItem, gates: Sequence[str] | None = None) -> dict[str, str]:
    """Each failed gate's name with its reason (empty when the item passes all)."""
    out: dict[str, str] = {}
    for name in gates or GATES:
        reason = GATES[name](item)
        if reason is not None:
            out[name] = reason
    return out
