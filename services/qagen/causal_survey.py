"""The causal survey: does a HotpotQA-format file hold cause → effect chains across documents?

A causal item needs a chain whose effect in one document is the cause in another (A → B
in one paragraph, B → C in another), never two separate lookups. Before building causal
items from a data set, this counts what its paragraphs offer, with the same readers the
rule generator uses (``shared.text.causal`` cues, ``shared.text.phrases.cause_effect``):

- sentences holding a causal cue (``led to``, ``because of``, ``prompted`` ...) or a
  destruction (``was destroyed``, ``damaged`` ...), and of them the cause → effect links;
- records with links in two or more paragraphs, and the cross-paragraph link pairs;
- the best token-set match of one link's effect against another paragraph's cause (a chain
  needs ``CHAIN_MATCH``, the bar ``services.qagen.causal`` applies);
- cue sentences naming another paragraph's title (``A led to B`` where B has its own page),
  and of them those whose named paragraph states a link itself (a chain through a page);
- the chains: pairs that pass either test. Each is listed for a reader to judge;
- bridges to an event's page (2WikiMultiHopQA's bridge read causally): a sentence that ties
  something to another paragraph's title by a causal cue with the title on its cause or
  effect side, or by a deed of harm or ending just before it (``was killed at the Battle
  of Stamford Bridge``, ``separated after the Edison Chen photo scandal``, ``closed due to
  the Beeching cuts``), and of them those whose named page states a cause or an effect in
  a sentence of its own: the material of *What caused the event that destroyed X?*. Each
  is listed for a reader to judge.

Run ``python -m services.qagen.causal_survey FILE ...`` (one line per file, then the chains).
A folder of saved HTML pages (``FOLDER/*.html``) is read as one record whose paragraphs are
the pages: a chain across news pages is one across documents.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

from shared.errors import DynevalError, InputError
from shared.text.causal import find_causal, has_causal
from shared.text.phrases import CauseEffect, cause_effect
from shared.text.sentences import split_sentences
from shared.web.extract import extract_html

__all__ = ["CHAIN_MATCH", "Bridge", "CausalSurvey", "Chain", "bridge_of", "main", "survey"]

CHAIN_MATCH = 85
"""Token-set similarity of one link's effect and the next link's cause that makes a chain
(``services.qagen.causal``)."""

_DESTRUCTION = re.compile(
    r"\b(?:destroyed|damaged|devastated|collapsed|flooded|burned|burnt|demolished)\b", re.I
)
"""Events whose aftermath a chain may follow (``after the bridge was destroyed, ...``)."""

_DEED = re.compile(
    r"\b(?:killed|died|destroyed|damaged|devastated|collapsed|flooded|burned|burnt|demolished|"
    r"closed|separated|disbanded|abolished|sank|wrecked|evacuated|displaced|injured|wounded|"
    r"cancell?ed|canceled|postponed|suspended|resigned|arrested|executed|exiled|ended)\b"
    r"(?:\s+\S+){0,6}?\s+(?:in|at|during|after|following|by|due\s+to|because\s+of|"
    r"as\s+a\s+result\s+of|owing\s+to|in\s+the\s+wake\s+of|amid)\s+"
    r"(?:the\s+|a\s+|an\s+)?(?:\S+\s+){0,3}$",
    re.I,
)
"""A deed of harm or ending and its preposition, ending just before a name: ``was killed at
the`` + ``Battle of Stamford Bridge``."""


@dataclass(frozen=True, slots=True)
class Chain:
    """Two links of one record, in two paragraphs, that chain (or are the closest to)."""

    record: str
    first_title: str
    first: CauseEffect
    second_title: str
    second: CauseEffect
    match: float
    """Token-set similarity of the first link's effect and the second's cause (0-100)."""

    through_title: bool
    """The first link's effect names the second paragraph's title."""


@dataclass(frozen=True, slots=True)
class Bridge:
    """A sentence tying something to another paragraph's title by a cause or a deed."""

    record: str
    title: str
    sentence: str
    named_title: str
    how: str
    """The cue or the deed with its preposition (``killed at the``)."""

    named_causes: tuple[str, ...]
    """The named page's sentences stating a cause or an effect (a cue or a link)."""


@dataclass
class CausalSurvey:
    """What one file's paragraphs offer a causal item."""

    records: int = 0
    cue_sentences: int = 0
    links: int = 0
    records_with_links_in_two: int = 0
    cross_pairs: int = 0
    title_mentions: int = 0
    """Cue sentences naming another paragraph's title."""
    title_mentions_with_link: int = 0
    """Of them, those whose named paragraph states a link itself."""
    best: Chain | None = None
    chains: list[Chain] = field(default_factory=list)
    bridges: list[Bridge] = field(default_factory=list)
    """Sentences tying something to another paragraph's title by a cause or a deed."""

    @property
    def bridges_with_cause(self) -> list[Bridge]:
        """The bridges whose named page states a cause or an effect itself."""
        return [b for b in self.bridges if b.named_causes]

    def row(self) -> str:
        """The counts in one line."""
        best = f"{self.best.match:.0f}" if self.best is not None else "-"
        return (f"records {self.records}, cue sentences {self.cue_sentences}, cause -> effect "
                f"links {self.links}, records with links in two paragraphs "
                f"{self.records_with_links_in_two}, cross-paragraph link pairs "
                f"{self.cross_pairs}, best match {best}, cue sentences naming another "
                f"paragraph's title {self.title_mentions} (that paragraph with a link "
                f"{self.title_mentions_with_link}), chains {len(self.chains)}, bridges to "
                f"another paragraph's title {len(self.bridges)} (that page stating a cause or "
                f"an effect {len(self.bridges_with_cause)})")  # fmt: skip


def _bare_title(title: str) -> str:
    return re.sub(r"\s*\([^()]*\)$", "", title).strip()


def _names(text: str, title: str) -> bool:
    bare = _bare_title(title)
    return len(bare) >= 4 and re.search(rf"(?<!\w){re.escape(bare)}(?!\w)", text) is not None


def _strip_article(text: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I).lower()


def bridge_of(sentence: str, title: str) -> str | None:
    """How ``sentence`` ties something to the page ``title`` by a cause or a deed: the
    deed with its preposition right before the title (``killed at the``), or ``cue: X``
    when the title is on the cause side of a causal cue (after ``because of``, before
    ``led to``) or on its effect side; ``None`` when it only names it."""
    bare = _bare_title(title)
    if len(bare) < 4:
        return None
    found = re.search(rf"(?<!\w){re.escape(bare)}(?!\w)", sentence, re.I)
    if found is None:
        return None
    deed = _DEED.search(sentence[: found.start()])
    if deed is not None:
        return " ".join(deed.group().split())
    for cue in find_causal(sentence):
        if cue.end <= found.start() or cue.start >= found.end():
            return f"cue: {cue.cue}"
    return None


def survey(records: Sequence[dict[str, Any]]) -> CausalSurvey:
    """Count the causal material of HotpotQA-format records (``context``: a list of
    ``[title, sentences]``)."""
    out = CausalSurvey(records=len(records))
    for record in records:
        paragraphs = [(str(title), [str(s).strip() for s in sentences])
                      for title, sentences in record.get("context", [])]  # fmt: skip
        cues: list[list[str]] = []
        links: list[list[CauseEffect]] = []
        for _, sentences in paragraphs:
            found = [s for s in sentences if has_causal(s) or _DESTRUCTION.search(s)]
            cues.append(found)
            links.append([link for s in found if (link := cause_effect(s)) is not None])
        out.cue_sentences += sum(len(c) for c in cues)
        out.links += sum(len(k) for k in links)
        out.records_with_links_in_two += sum(1 for k in links if k) >= 2
        for i, (title_i, _) in enumerate(paragraphs):
            for j, (title_j, _) in enumerate(paragraphs):
                if i == j or title_i == title_j:
                    continue
                for sentence in paragraphs[i][1]:
                    how = bridge_of(sentence, title_j)
                    if how is not None:
                        stated = tuple(s for s in paragraphs[j][1]
                                       if has_causal(s) or cause_effect(s) is not None)  # fmt: skip
                        out.bridges.append(Bridge(str(record.get("_id", "")), title_i,
                                                  sentence, title_j, how, stated))  # fmt: skip
                named = [s for s in cues[i] if _names(s, title_j)]
                out.title_mentions += len(named)
                out.title_mentions_with_link += len(named) if links[j] else 0
                for first in links[i]:
                    for second in links[j]:
                        out.cross_pairs += 1
                        match = fuzz.token_set_ratio(_strip_article(first.effect),
                                                     _strip_article(second.cause))  # fmt: skip
                        through = _names(first.effect, title_j) and _names(second.cause, title_j)
                        chain = Chain(str(record.get("_id", "")), title_i, first, title_j,
                                      second, match, through)  # fmt: skip
                        if out.best is None or match > out.best.match:
                            out.best = chain
                        if match >= CHAIN_MATCH or through:
                            out.chains.append(chain)
    return out


def _pages(folder: Path) -> list[dict[str, Any]]:
    """A folder of saved HTML pages as one record whose paragraphs are the pages' main texts
    in sentences: a chain across pages is a chain across documents."""
    context: list[list[Any]] = []
    for page in sorted(folder.glob("*.html")):
        try:
            text = extract_html(page.read_bytes(), url=page.as_uri())
        except DynevalError:
            continue  # a page with no main text offers no link
        context.append([text.title or page.stem,
                        [s.text for s in split_sentences(text.text)]])  # fmt: skip
    if not context:
        raise InputError(f"{folder} holds no HTML page with a main text",
                         hint="pass a folder of saved *.html pages")  # fmt: skip
    return [{"_id": folder.name, "context": context}]


def _load(path: Path) -> list[dict[str, Any]]:
    if path.is_dir():
        return _pages(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read HotpotQA-format JSON from {path}: {exc}",
                         hint="pass a JSON file holding a list of records with 'context'"
                         ) from exc  # fmt: skip
    if not isinstance(data, list):
        raise InputError(f"{path} holds a {type(data).__name__}, not a list of records",
                         hint="pass a HotpotQA-format file (a JSON list)")  # fmt: skip
    return [r for r in data if isinstance(r, dict)]


def main(argv: Sequence[str]) -> int:
    """Print the survey of each file, then its chains and best pair."""
    if not argv:
        print("usage: python -m services.qagen.causal_survey FILE ...", file=sys.stderr)
        return 2
    for name in argv:
        found = survey(_load(Path(name)))
        print(f"{name}: {found.row()}")
        shown = found.chains or ([found.best] if found.best is not None else [])
        for chain in shown:
            kind = "chain" if chain in found.chains else "best pair (no chain)"
            print(f"  {kind} {chain.record} ({chain.match:.0f}): [{chain.first_title}] "
                  f"{chain.first.cause} -> {chain.first.effect} || [{chain.second_title}] "
                  f"{chain.second.cause} -> {chain.second.effect}")  # fmt: skip
        for bridge in found.bridges_with_cause:
            print(f"  bridge {bridge.record}: [{bridge.title}] {bridge.sentence} ({bridge.how}) "
                  f"|| [{bridge.named_title}] " + " / ".join(bridge.named_causes))  # fmt: skip
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
