"""A resolved sentence cut into claims of one fact each, and a claim's text cleaned.

``claim_parts(sentence)``: asides cut or split at (``asides``), coordinated facts split
(``splitting``), a second half's pronoun resolved to the first half's subject (an ``it``
that may be the first half's object counted instead), a trailing non-restrictive relative
clause or participle phrase cut (an embedded one removed, the verb after it kept), a cast
list cut into one claim per person (``casts``), a
definition split into one claim per fact (``atomic``), two roles or findings on one object
split and a result backed by several results cut to its main result (``roles``).
``clean_claim(text)``: citation
markers, linking asides, a dateline and a snippet's trailing cut removed, a single's role
that points back to its album cut to what stands alone (``singles``), a full stop at the end.
"""

from __future__ import annotations

import re

from shared.claims.appendages import appended_facts
from shared.claims.asides import split_asides
from shared.claims.atomic import atomic_facts
from shared.claims.casts import cast_claims
from shared.claims.clauses import subject_of
from shared.claims.contrast import NEEDS_FRAME, contrast_parts_counted
from shared.claims.decontext import Decontextualizer, EntityKind, Referent, leading_pronoun
from shared.claims.distributive import distribute, distribute_objects
from shared.claims.embedded import strip_source
from shared.claims.frames import frame_parts, link_residue
from shared.claims.gapped import date_list, dated_clauses
from shared.claims.place_commas import place_comma, possessive_place_end
from shared.claims.roles import role_parts
from shared.claims.singles import single_role
from shared.claims.splitting import split_coordinated
from shared.claims.subordinate import open_subordinate
from shared.claims.verbs import is_finite_verb
from shared.text.ordinals import ordinal_alternation

__all__ = ["claim_parts", "claim_parts_counted", "clean_claim"]

_NOWIKI_RX = re.compile(r"</?nowiki>")
_EMPTY_COMMA_RX = re.compile(r"\s+,(?=\s)|,\s*,(?:\s*,)*")
"""A comma with nothing before it (``Fu-chun, , JP``, ``In 1936 , Babe Ruth``): a
removed template's residue."""
_CITATION_RX = re.compile(r"\s*\[\d+(?:[,\u2013-]\s*\d+)*\]")
_PRONOUN_KIND: dict[str, EntityKind] = {
    "he": "male", "his": "male", "she": "female", "her": "female", "it": "thing",
    "its": "thing",
}  # fmt: skip



_TRUNCATED_RX = re.compile(
    r"(?:\s+(?:a|an|the|in|on|at|of|to|for|with|by|from|and|or|but|as|that|which|its|his|her|"
    r"their))*\s*(?:\.\.\.|\u2026)$",
    re.IGNORECASE,
)


_ASIDE_RX = re.compile(
    r",\s+(?:by contrast|in contrast|meanwhile|however|though|in turn|for example|for "
    r"instance|too|also|likewise|similarly|in fact|of course|indeed|nonetheless|"
    r"nevertheless|moreover|furthermore|as a result|in addition|though|instead|still),(?=\s)"
)
"""An aside that ties the sentence to the one before; the claim is whole without it."""
_DATELINE_RX = re.compile(
    r"^(?:[A-Z][A-Z.'\- ]{1,40}(?:,\s*[A-Z][A-Za-z.]+)?"
    r"(?:\s*\([A-Z][\w.]*(?:\s[A-Z][\w.]*)?\))?|\d{1,2}:\d\d\s*(?:[AP]M)?\s*[A-Z]{0,3}|"
    r"(?:[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})|\d+ (?:hours?|days?|weeks?) ago)"
    r"\s+(?:[\u2014\u2013-]{1,2}|\u00b7|\.\.\.|\u2026)\s+"
)
"""A dateline or a search snippet's date before a sentence: ``LONDON — ``, ``WASHINGTON
(Reuters) - ``, ``Mar 12, 2025 — ``."""


def clean_claim(text: str) -> str:
    if "[" in text:
        text = _CITATION_RX.sub("", text)
    if "<" in text or "," in text:  # wiki markup left in the text: "<nowiki>'</nowiki>", ", ,"
        text = _EMPTY_COMMA_RX.sub(",", _NOWIKI_RX.sub("", text))
    text = link_residue(strip_source(" ".join(text.split())))  # "(equilar.com)", "List of"
    text = _ASIDE_RX.sub("", text)  # "The Meta Quest Pro, by contrast, has ..."
    text = _DATELINE_RX.sub("", text)
    text = single_role(text)  # "... as the album's second single" -> "... as a single"
    cut = text
    if text.endswith(("...", "\u2026")):  # a snippet cut off mid-sentence: "... building in..."
        cut = _TRUNCATED_RX.sub("", text)
    if cut != text and "," in cut:
        head, tail = cut.rsplit(",", 1)
        if len(tail.split()) <= 4:
            cut = head  # "... its lease in The Domain, a mixed ..." -> "... The Domain"
    text = cut
    if text.rstrip("\"'\u201d\u2019)").endswith((".", "!")):
        return text
    return f"{text.rstrip(',;')}."



_TRAILING_PHRASE_RX = re.compile(
    r",\s+(?:[a-z]+ly\s+)?(?:[a-z]{2,}ing(?<!during)(?<!according)|ranked|punctuated|followed|with|"
    r"prompting|allowing|becoming|surpassing|overtaking|ending|marking|"
    r"(?:before|after|while)\s+(?:[a-z]+ly\s+|first\s+)?[a-z]{3,}ing|but\s+not\s+before|"
    r"an?\s+(?:increase|decrease|rise|drop|fall|gain|jump|decline)\s+of)\s"
)
"""A participle phrase after a comma that adds a second fact: ``..., making it the 4th
most-used web browser``, ``..., ranked 16th in ...``."""
_RELATIVE_RX = re.compile(r",\s+(?:which|who|whose|whom|where)\s")
_LIST_TAIL_RX = re.compile(r",\s+[a-z]+ing\s+(?:and|or)\s+[\w'\u2019-]+(?:\s+[\w'\u2019-]+)?\.?$")
"""``, spending and deregulation.``: an ``-ing`` noun in the last items of a list, no phrase."""
_SUBORDINATE_RX = re.compile(
    r"^(?:When|Whenever|While|Although|Though|Because|Since|After|Before|If|Unless|Once|"
    r"Until|Whereas|As soon as|Even though)\s"
)
"""A subordinator opening the sentence: its main clause comes after the first comma."""



_CLAUSE_START_RX = re.compile(r"\b(?:that|when|because|if|while|whether|after|before|as)\s")


def _without_embedded(claim: str, match: re.Match[str]) -> str | None:
    """``claim`` without the clause or phrase opened by ``match`` when a comma closes it
    and the sentence's own verb follows (``Islamist politicians ... when radical Muslims,
    who had been repressed ..., won the freedom to preach``): cutting at ``match`` would
    leave the subject without its verb."""
    head, after = claim[: match.start()], claim[match.end() :]
    last = _CLAUSE_START_RX.split(head)[-1]
    if any(is_finite_verb(w) for w in last.split()[1:]):
        return None  # "Executor makes ... to Controller, which pulls ..., makes ...": a list
    close = after.find(", ")
    if close <= 0 or not after[close + 2 : close + 3].islower() or len(after[:close].split()) > 15:
        return None
    rest = after[close + 2 :]
    if not any(is_finite_verb(w) for w in rest.split()[:3]):
        return None
    return f"{head} {rest}"


def _main_clause(claim: str) -> str:
    """``claim`` without a trailing non-restrictive relative clause (``..., which accuses
    Oculus of ...``), when the rest is a sentence of eight words or more: one fact."""
    for match in _RELATIVE_RX.finditer(claim):
        head = claim[: match.start()]
        if head.count('"') % 2 or head.count("(") > head.count(")") or head.count(
            "\u201c"
        ) > head.count("\u201d"):
            continue
        embedded = _without_embedded(claim, match)
        if embedded is not None:
            return embedded  # "... when radical Muslims, who had been ..., won the freedom"
        if possessive_place_end(head):
            continue  # "... to his Tulsa, Oklahoma, which ...": the pair modifies a noun
        if match.group(0).endswith("where ") and open_subordinate(head):
            continue  # "..., but as they learned in Somalia, where ...": no main clause left
        if len(head.split()) >= 8 and any(is_finite_verb(w) for w in head.split()[1:]):
            return f"{head}."  # not "Alverson, a commissioner on the ... Commission."
    for match in _TRAILING_PHRASE_RX.finditer(claim):
        head = claim[: match.start()]
        if head.count('"') % 2 or head.count("(") > head.count(")"):
            continue
        if _LIST_TAIL_RX.match(claim, match.start()):
            continue  # "promises of tax cuts, spending and deregulation": a list's last items
        if place_comma(head) or possessive_place_end(head):
            continue  # "his Tulsa, Oklahoma, roofing firm": a place's comma, no phrase
        if _SUBORDINATE_RX.match(head) and "," not in head:
            continue  # "When Hamilton arrived at MIT in 1959, with ..., Lorenz had ...": no
            # main clause before the phrase, the cut would leave the "when" clause alone
        embedded = _without_embedded(claim, match)
        if embedded is not None:
            return embedded  # "... some African governments, including Kenya's, needed to"
        if len(head.split()) >= 6 and any(is_finite_verb(w) for w in head.split()[1:]):
            return f"{head}."  # "..., making it the 4th most-used web browser": cut
    return claim


def claim_parts(whole: str) -> tuple[list[str], int]:
    """``whole`` split into coordinated claims, a second half's pronoun resolved to the
    first half's subject, trailing relative clauses cut, asides cut (``asides``), two dated
    clauses apart and a gapped list of dates cut to its earliest (``gapped``); and the
    number of halves dropped because their ``it`` could be the first half's object as well
    as its subject (``Arduino LLC filed to register the US trademark ..., and it was
    granted in 2011``: the trademark was granted)."""
    facts, dropped = claim_parts_counted(whole)
    return facts, dropped.get("ambiguous_pronoun", 0)


def claim_parts_counted(whole: str) -> tuple[list[str], dict[str, int]]:
    """``claim_parts`` with the halves dropped counted by reason: ``ambiguous_pronoun`` and
    ``second_conjunct_needs_context`` (a second half whose result hangs on the first half's
    complement: ``... and won their first game in 2010``); two clauses contrasted by
    ``while``/``whereas`` part first (``contrast``), a second that leans on the first's time
    frame counted as ``contrast_needs_frame``."""
    facts: list[str] = []
    counts: dict[str, int] = {}
    contrasted = [contrast_parts_counted(part) for part in split_asides(whole)]
    counts[NEEDS_FRAME] = sum(dropped for _, dropped in contrasted)  # "while X is up 24.5%"
    pieces = (f for parts, _ in contrasted for aside in parts for s in distribute(aside)
              for d in distribute_objects(s) for w in _when_split(d)
              for m in appended_facts(w) for p in _agents(m)  # "a remake of": its own fact
              for c in dated_clauses(p) for g in date_list(c) for f in frame_parts(g))
    for piece in pieces:
        found, dropped = _coordinated_counted(piece)
        facts.extend(d for f in found for d in distribute_objects(f))  # "He has victories in
        # both the A and the B, and has ...": the first half's "both" once the halves part
        for reason, count in dropped.items():
            counts[reason] = counts.get(reason, 0) + count
    return facts, counts


_AGENTS_RX = re.compile(
    r"^(?P<head>.*?\b)(?P<v1>(?:(?:(?:co-)?[a-z]+(?:ed|en|wn),\s+)+(?:and\s+)?"
    r"|(?:co-)?[a-z]+(?:ed|en|wn)\s+(?:and|or)\s+)?(?:co-)?[a-z]+(?:ed|en|wn))\s+by\s+"
    r"(?P<a>[^,;()]+?),?\s+and\s+"
    r"(?P<v2>[a-z]+(?:ed|en|wn))\s+by\s+(?P<b>[^,;()]+?)\.?$"
)
"""Two participles each with its agent (``directed by Wayne Kramer and written by Adam
Minarovich``); the first may be a pair or a list sharing its agent (``directed and written
by A and produced by B``, ``co-written, edited, and directed by A and produced by B``)."""


def _agents(piece: str) -> list[str]:
    """``X is a film directed by A and written by B.`` as ``X is a film directed by A.`` and
    ``X is a film written by B.``: each participle with its own agent is a fact, and the
    words before them are shared; ``piece`` whole when it is not of that form."""
    found = _AGENTS_RX.match(piece.strip())
    if found is None or not found.group("head").strip():
        return [piece]
    head = found.group("head")
    return [f"{head}{found.group('v1')} by {found.group('a')}.",
            f"{head}{found.group('v2')} by {found.group('b')}."]  # fmt: skip


_WHEN_RX = re.compile(
    r"^(?P<head>.{12,}?\b(?:in|until|by|since)\s+(?P<when>(?:[A-Z][a-z]{2,8}\s+)?(?:\d{1,2},?\s+)?"
    r"(?:1\d{3}|20\d{2})))\s*,?\s+when\s+(?P<event>[A-Z][^,;]*?)\.?$"
)
"""``..., until 1769 when British explorer James Cook mapped ...``: a dated main clause and a
second event dated by it."""


def _when_split(piece: str) -> list[str]:
    """``piece`` as its main clause and its ``when`` clause dated by the main clause's date
    (``Europeans did not revisit New Zealand until 1769.`` + ``In 1769, British explorer
    James Cook mapped almost the entire coastline.``); whole when the ``when`` clause does
    not open with a name and a verb."""
    match = _WHEN_RX.match(piece.strip())
    if match is None:
        return [piece]
    event = match.group("event")
    if not any(is_finite_verb(w) for w in event.split()[1:6]):
        return [piece]
    return [f"{match.group('head')}.", f"In {match.group('when')}, {event}."]


_COPULA_RX = re.compile(r"\s+(?:[a-z]+ly\s+)?(?:is|was|are|were|became|becomes|remains|remained)\b")
_OBJECT_RX = re.compile(r"\b(?:the|a|an|its|their|this|that)\s+[A-Za-z]")


_ORDINAL = (rf"(?:{ordinal_alternation(10)}|last|final|"
            r"next|only|\d+(?:st|nd|rd|th)|[a-z]{3,}est)")
_NEEDS_CONTEXT_RX = re.compile(
    r"\b(?:won|lost|played|reached|claimed|earned|secured|recorded|scored|captured|took|made)\s+"
    rf"(?:their|its|his|her|the)\s+{_ORDINAL}\s+(?:[a-z][\w-]*\s+){{0,2}}?"
    r"(?:game|match|race|title|win|victory|round|medal|championship|appearance|goal|point|"
    r"event|season|start|trophy|cup|final|bout|fight|heat|tournament|series|contest)s?\b"
    r"|^(?:[A-Z][^,;]*?\s+)?(?:has\s+|have\s+|had\s+)?"
    r"(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bis )(?<!\bbe )(?:finished|placed|came|won)"
    r"(?=\s+(?:with|in|at|tied|joint|equal|behind|ahead|as|by|on|\d|"
    rf"{ordinal_alternation(5)}|last|overall)\b|\s*\.?$)"
)
"""A second conjunct whose result hangs on the first conjunct's complement: an ordinal
object (``... in the NCAA tournament ... and won their first game in 2010``: the first game
of what?) or a result verb with no event of its own (``... the 200-meter breaststroke, and
finished with a time of 3:28.1``: finished what?)."""


_OTHER_PERSON_RX = re.compile(
    r"\b(?:by|with|under|alongside)\s+(?:[A-Z][\w.'\u2019-]+\s+){1,3}[A-Z][\w'\u2019-]+"
    r"(?![\w'\u2019-])"
)
"""A person the first conjunct names beside its subject (``trained by Meiko Satomura``)."""
_OTHER_OWNER_RX = re.compile(r"(?<=\s)(?:his|her)\s+(?=[A-Z])")
"""A possessive on a named thing (``her Sendai Girls' Pro Wrestling promotion``): after a
second person it may be that person's."""


def _coordinated_counted(whole: str) -> tuple[list[str], dict[str, int]]:
    """``whole``'s coordinated facts and the halves dropped, by reason."""
    parts = [_main_clause(part) for part in split_coordinated(whole)]
    out = [parts[0]]
    ambiguous = 0
    context = 0
    subject = subject_of(parts[0]) if len(parts) > 1 else None
    if subject is not None and any(w[:1].islower() for w in subject.split()[1:]):
        owner = re.match(r"([A-Z][\w.-]*(?: [A-Z][\w.-]*){0,3})['\u2019]s ", subject)
        subject = owner.group(1) if owner else None  # "Jim Wynorski's earliest films"
    for part in parts[1:]:
        if _NEEDS_CONTEXT_RX.search(part):
            context += 1  # "and won their first game in 2010": of the first half's event
            continue
        if _OTHER_OWNER_RX.search(part) and _OTHER_PERSON_RX.search(
                parts[0][len(subject or ""):]):
            ambiguous += 1  # "trained by Meiko Satomura and has worked for her Sendai Girls'
            continue  # promotion": Satomura's promotion, not the subject's
        pronoun = leading_pronoun(part)
        if pronoun == "it" and subject is not None:
            after = parts[0][parts[0].find(subject) + len(subject) :]
            if _OBJECT_RX.search(after) and not _COPULA_RX.match(after):
                ambiguous += 1  # "it" may be the thing the first half acted on
                continue
        if pronoun in _PRONOUN_KIND and subject is not None:
            resolver = Decontextualizer(subject, _PRONOUN_KIND[pronoun])
            rewrite = resolver.resolve(part, previous=Referent(subject, None, about_main=True))
            part = rewrite.text or part
        out.append(part)
    facts = [role for part in out for cast in cast_claims(part) for fact in atomic_facts(cast)
             for one in appended_facts(fact)
             for role in role_parts(one)]  # "directed and produced by A": one claim per role
    reasons = {"ambiguous_pronoun": ambiguous, "second_conjunct_needs_context": context}
    return [clean_claim(_main_clause(fact)) for fact in facts], reasons

