"""Negative candidates over the component classes a reference page documents.

API references give each class of a family its own section (``## SessionMiddleware``,
``## GZipMiddleware``; ``### TokenAuthentication``, ``### BasicAuthentication``) and say
what it does and how to configure it; they rarely say what it costs at run time or whether
one instance may be shared between threads. A developer choosing among the family asks:

- *What is the performance overhead of using SessionMiddleware?* (``missing_data``);
- *Is TokenAuthentication thread-safe?* (``adjacent_topic``).

A class is read from a section heading that is a CamelCase code name with text under it,
when three or more such headings of the KB end in the same word (a family:
``…Middleware``, ``…Authentication``, ``…Response``): a lone class heading is as likely
a tutorial's example as a component. A class that is raised (an exception: its name ends
in ``Error`` or ``Exception``, or its section says "raised") has no run-time cost or
shared state to ask about, and neither has a value the page's code builds and returns
per call (``return PlainTextResponse("Hello")``): one response object is no component a
reader shares or tunes. Each class is asked once per KB; the negative check then reads
every page holding the class's name beside a performance or thread word.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page

__all__ = ["class_negatives", "component_classes"]

_CLASS = re.compile(r"^`?(?P<name>(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z])"
                    r"[A-Z][A-Za-z0-9]{3,40})`?$")
_LAST_WORD = re.compile(r"[A-Z][a-z0-9]+$")
_RAISED = re.compile(r"(?:Error|Exception|Warning)$")
_RAISED_TEXT = re.compile(r"\braised?\b", re.IGNORECASE)
_RETURNED = re.compile(r"\breturn\s+(?:\w+\.)*([A-Z]\w+)\(")
_PERFORMANCE: tuple[str, ...] = ("performance", "overhead", "slow", "slower", "faster",
                                 "expensive", "benchmark", "benchmarks", "efficient",
                                 "efficiency", "speed", "latency")
_THREADS: tuple[str, ...] = ("thread-safe", "thread safe", "threadsafe", "threads", "thread")


def _family(name: str) -> str | None:
    found = _LAST_WORD.search(name)
    return found.group(0) if found is not None and found.start() > 0 else None


def component_classes(kb: KnowledgeBase) -> dict[str, str]:
    """Class name -> the current page whose section documents it, for classes of a family
    of three or more (by the name's last word) that are not raised."""
    homes: dict[str, str] = {}
    raised: set[str] = set()
    for page in kb.current_pages():
        if page.is_hub:
            continue
        for section in page.parsed.sections:
            found = _CLASS.match(section.heading.strip())
            if found is None or not section.blocks:
                continue
            name = found.group("name")
            homes.setdefault(name, page.ref)
            if _RAISED.search(name) or _RAISED_TEXT.search(section.blocks[0]):
                raised.add(name)
    returned = {m.group(1) for page in kb for block in page.parsed.code_blocks
                for m in _RETURNED.finditer(block.code)}
    families = Counter(_family(name) for name in homes)
    return {name: ref for name, ref in homes.items()
            if name not in raised and name not in returned
            and (family := _family(name)) is not None and families[family] >= 3}


def class_negatives(page: Page, classes: dict[str, str], seen: set[str]
                    ) -> dict[str, list[Candidate]]:
    """Performance and thread-safety questions for the component classes ``page`` documents
    (``classes`` from :func:`component_classes`), each class once per KB (``seen``)."""
    out: dict[str, list[Candidate]] = {}
    for name, ref in classes.items():
        if ref != page.ref or f"class:{name}" in seen:
            continue
        seen.add(f"class:{name}")
        out.setdefault("missing_data", []).append(refusal_candidate(
            page, "missing_data", f"What is the performance overhead of using {name}?",
            f"class:{page.ref}:{name}:performance", (_PERFORMANCE, (name,)),
            template="performance_overhead"))
        out.setdefault("adjacent_topic", []).append(refusal_candidate(
            page, "adjacent_topic", f"Is {name} thread-safe?",
            f"class:{page.ref}:{name}:threads", (_THREADS, (name,)), template="thread_safe"))
    return out
