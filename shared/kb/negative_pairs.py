"""Negatives on two options of one command that no page uses or explains together.

A command's reference lists its options one by one (``pipenv install``: ``--deploy``
"Abort if Pipfile.lock is out-of-date", ``--system`` "Install to system Python"); whether two
of them can be given together, and what the command then does, is a question its users ask
and reference pages seldom answer:

- *Can the `--deploy` and `--system` options of `pipenv install` be used together?*

It is a ``cross_category_gap`` when the two options are first explained on different
pages (the KB has both pieces and no link), an ``adjacent_topic`` when one page lists
both. The options of a command are those its options table lists under the command's own
heading (``### install`` … ``#### Options``) and those a shell line writes with it; never an
installer's (``uv run``, ``pip install``) nor a flag a line passes to an example script
(``uv run python main.py --user-name Camila`` is the tutorial's program, not the tool).

Dropped, and counted: a pair any paragraph, table cell or code line names together (an
example ``pipenv install --system --deploy`` shows they combine), an option or a command a
paragraph says how it combines ("may be used in conjunction with any of the other options",
"three mutually exclusive ways to use `cz check`"), a pair whose names share a
word (``--changelog`` and ``--changelog-to-stdout`` are one feature's two forms), an option
every program has (``--help``) or a global one (any command takes it), and an option a
negative already asks about (each option is asked in one pair at most).
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.command_lines import command_lines, kb_programs
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.negative_aspects import UNIVERSAL_OPTIONS, global_options
from shared.kb.negative_commands import command_key, page_commands

__all__ = ["command_options", "option_pair_negatives"]

_FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)")
_OPTIONS_HEADING = re.compile(r"^(?:options|flags|arguments and options|command options)$",
                              re.IGNORECASE)
_COMBINING = re.compile(
    r"\b(?:in conjunction with|mutually exclusive|any of the other|incompatible with|"
    r"(?:cannot|can't|can not|may not|must not) be (?:used|combined|given)|"
    r"(?:together|combined|combines?|along|conflicts?|exclusive|used) with "
    r"(?:(?:any|all|the|other|another|each|of)\s+)*(?:`?--[a-z]|options?\b|flags?\b)|"
    r"alongside (?:`?--[a-z]|other|any))", re.IGNORECASE)
"""Said in the sentence that names an option, these relate it to the other options
("`--allow-abort` may be used in conjunction with any of the other options", "cannot be
used with `--system`", "conflicts with `--dev`"); a bare "together", "conflicts" or
"exclusive" in another sense ("installs the development packages together with the
default ones", "ignores dependency conflicts", "exclusive to root") does not."""
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`])")
_EXCLUSIVE = re.compile(r"\b(?:mutually exclusive|in conjunction|any of the other|cannot be "
                        r"(?:used|combined)|can't be (?:used|combined)|incompatible)\b",
                        re.IGNORECASE)
"""Said beside a command, these tell how all its options combine ("dependency conflicts"
beside `pipenv install` tells nothing of its options)."""
_TOGETHER = ("together", "combine", "combined", "with", "both", "at the same time")
_PARTS_IGNORED = frozenset({"no", "skip", "only", "all", "dev", "file", "files", "name"})


def _programs(kb: KnowledgeBase) -> Counter[str]:
    return Counter(key.split()[0] for page in kb for key, _ in page_commands(page))


@per_kb
def command_options(kb: KnowledgeBase) -> dict[str, list[tuple[str, str]]]:
    """(option, page ref) per command key, in the order the KB first gives them: an options
    table under the command's own heading, then options a shell line writes with it."""
    counts = _programs(kb)
    program = counts.most_common(1)[0][0] if counts else ""
    programs = kb_programs(kb)
    keys = {key for page in kb for key, _ in page_commands(page)}
    found: dict[str, list[tuple[str, str]]] = {}

    def add(key: str, flag: str, ref: str) -> None:
        listed = found.setdefault(key, [])
        if all(flag != f for f, _ in listed):
            listed.append((flag, ref))

    for page in kb.current_pages():
        sections = page.parsed.sections
        for at, section in enumerate(sections):
            if not _OPTIONS_HEADING.match(section.heading.strip()):
                continue
            parent = next((s for s in reversed(sections[:at]) if 0 < s.level < section.level),
                          None)
            word = parent.heading.strip("` ").split()[-1] if parent and parent.heading else ""
            key = f"{program} {word}"
            if key not in keys:
                continue
            for flag in _FLAG.findall(section.text):
                add(key, flag, page.ref)
        lines = list(command_lines([page], programs, spans=False))
        for key, _ in page_commands(page):
            for words in lines:
                if len(words) >= 3 and command_key(" ".join(words)) == key:
                    for flag in _FLAG.findall(" ".join(words[2:])):
                        add(key, flag, page.ref)
    return found


def _parts(flag: str) -> set[str]:
    return {p for p in flag.lstrip("-").split("-") if p not in _PARTS_IGNORED}


def _texts(kb: KnowledgeBase) -> list[str]:
    """Every paragraph, list item and code line of every page (v1 pages included)."""
    texts = [block for page in kb for section in page.parsed.sections
             for block in section.blocks]
    texts += [line for page in kb for block in page.parsed.code_blocks
              for line in block.code.splitlines()]
    texts += [" ".join(row) for page in kb for table in page.parsed.tables for row in table.rows]
    return texts


def _explained(kb: KnowledgeBase) -> dict[str, str]:
    """Each option a paragraph, list item or table row of a current page names, with the
    first such page: an option only a code line writes is explained nowhere."""
    found: dict[str, str] = {}
    for page in kb.current_pages():
        texts = [block for section in page.parsed.sections for block in section.blocks]
        texts += [" ".join(row) for table in page.parsed.tables for row in table.rows]
        for text in texts:
            for flag in _FLAG.findall(text):
                found.setdefault(flag, page.ref)
    return found


def _named(flag: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", text) is not None


def _combines(flag: str, text: str) -> bool:
    """True when a sentence of ``text`` that names ``flag`` relates it to other options."""
    return any(_named(flag, sentence) and _COMBINING.search(sentence)
               for sentence in _SENTENCE.split(text))


@per_kb
def _read(kb: KnowledgeBase) -> tuple[dict[str, str], set[str], list[str]]:
    """What every page's call reads of the whole KB, read once per KB: the explained
    options, the global ones and every text."""
    return _explained(kb), global_options(kb), _texts(kb)


def option_pair_negatives(page: Page, kb: KnowledgeBase, seen: set[str],
                          skipped: Counter[str]) -> dict[str, list[Candidate]]:
    """Pair drafts of the commands whose options ``page`` lists first; drops counted in
    ``skipped`` by ``subtype:reason``."""
    out: dict[str, list[Candidate]] = {"adjacent_topic": [], "cross_category_gap": []}
    known, shared, texts = _read(kb)
    for key, listed in command_options(kb).items():
        if not listed or listed[0][1] != page.ref or f"pairs:{key}" in seen:
            continue
        seen.add(f"pairs:{key}")
        if any(_named(key, t) and _EXCLUSIVE.search(t) for t in texts):
            skipped["cross_category_gap:a page says how the command's options combine"] += 1
            continue
        flags: list[str] = []
        for flag, _ in listed:
            if flag in UNIVERSAL_OPTIONS or flag in shared:
                skipped["cross_category_gap:an option every command takes"] += 1
            elif flag not in known:
                skipped["cross_category_gap:an option no page explains"] += 1
            elif any(_named(flag, t) and _combines(flag, t) for t in texts):
                skipped["cross_category_gap:a page says how the option combines"] += 1
            else:
                flags.append(flag)
        used: set[str] = set()
        for at, one in enumerate(flags):
            for other in flags[at + 1:]:
                if one in used or other in used or f"paired:{one}" in seen or (
                        f"paired:{other}" in seen):
                    continue
                if _parts(one) & _parts(other):
                    skipped["cross_category_gap:two forms of one feature"] += 1
                    continue
                if any(_named(one, t) and _named(other, t) for t in texts):
                    skipped["cross_category_gap:a page names both options together"] += 1
                    continue
                used.update((one, other))
                seen.update((f"paired:{one}", f"paired:{other}"))
                subtype = ("cross_category_gap" if known[one] != known[other]
                           else "adjacent_topic")
                out[subtype].append(refusal_candidate(
                    page, subtype,
                    f"Can the `{one}` and `{other}` options of `{key}` be used together?",
                    f"pair:{key}:{one}:{other}", (_TOGETHER, (one,), (other,)),
                    template="option_pair"))
    return out
