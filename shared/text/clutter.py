"""Page clutter that is not the article: sidebar teasers, related links, gallery captions.

``prune_clutter(tree)`` removes, before main-text extraction, every ``<aside>`` and every
block whose class or id names it as related links, a teaser, a gallery or a slideshow
(``related-articles``, ``story-teaser``, ``photo-gallery``) or as readers' comments
(``comment-list``, ``xenforo-comment-widget``, ``disqus_thread``: commenters' posts are no
article text, and trafilatura misses the class names it does not know), as a newsletter or
subscription pitch (``newsletter-signup``, ``mc_embed_signup``: "Sign up to get the best
content of the week") or as the author's bio (``author-bio``), and returns how many
of each reason it removed. A block holding the article itself (an ``<h1>``, an ``<article>``, most
of the page's text, or most of its paragraph text) is kept whatever its class says.

``slideshow_counter(sentence)`` finds an ``N/M `` gallery counter fused into a sentence
(``9/50 Thousands more take a look at ...``): N no more than M, and not ``24/7`` or
``9/11``, which are words.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

__all__ = ["CLUTTER_REASONS", "drop_keeping_tail", "prune_clutter", "slideshow_counter"]

CLUTTER_REASONS: dict[str, str] = {
    "aside": "aside", "sidebar": "aside", "related": "related", "recirc": "related",
    "recommended": "related", "teaser": "teaser", "teasers": "teaser", "promo": "teaser",
    "gallery": "gallery", "slideshow": "gallery", "carousel": "gallery",
    "comment": "comments", "comments": "comments", "commentlist": "comments",
    "disqus": "comments", "newsletter": "promo", "newsletters": "promo", "signup": "promo",
    "subscribe": "promo", "subscription": "promo", "bio": "author_bio",
}  # fmt: skip
"""A class/id word and the reason a block carrying it is clutter."""
_WORD_RX = re.compile(r"[a-z]+")
_COUNTER_RX = re.compile(r"(?:^|(?<=[\s.!?\"\u201d:]))(\d{1,3})/(\d{1,3})\s+(?=[A-Z\u201c\"])")
_WORDS = frozenset({(9, 11), (24, 7), (7, 7)})
"""``9/11``, ``24/7``, ``7/7``: written as words, never a counter."""
_FRACTIONS = frozenset({2, 4, 8, 16})
"""Denominators of fractions (``1/2 Cup``, ``3/4 Mile``) a counter is not taken from."""


def _reason(node: Any) -> str | None:
    if str(node.tag).lower() == "aside":
        return "aside"
    marks = f"{node.get('class') or ''} {node.get('id') or ''}".lower()
    for word in _WORD_RX.findall(marks):
        if word in CLUTTER_REASONS:
            return CLUTTER_REASONS[word]
    return None


def _prose(node: Any) -> int:
    """Characters of ``node``'s paragraphs (scripts, menus and link lists do not count)."""
    return sum(len(p.text_content()) for p in node.iter("p"))


def _holds_article(node: Any, page_chars: int, page_prose: int) -> bool:
    if node.xpath(".//h1 | .//article") or str(node.tag).lower() in ("body", "article", "main"):
        return True
    if page_prose > 0 and _prose(node) > 0.5 * page_prose:
        return True  # a layout block named for its sidebar ("l-sidebar-fixed") around the story
    return page_chars > 0 and len(node.text_content()) > 0.5 * page_chars


def _top(node: Any) -> Any:
    """The root of the tree ``node`` hangs in (another one once a block around it is gone)."""
    while node.getparent() is not None:
        node = node.getparent()
    return node


def drop_keeping_tail(node: Any) -> None:
    """Remove ``node`` and what it holds, keeping the text that follows it (its tail)."""
    parent, tail = node.getparent(), node.tail
    if tail:
        before = node.getprevious()
        if before is not None:
            before.tail = (before.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(node)


def prune_clutter(tree: Any) -> Counter[str]:
    """Remove the clutter blocks of the lxml ``tree`` in place; how many per reason."""
    removed: Counter[str] = Counter()
    root = _top(tree)
    bodies = tree.xpath("//body")
    page_chars = len((bodies[0] if bodies else tree).text_content())
    page_prose = _prose(bodies[0] if bodies else tree)
    for node in list(tree.iter()):
        if not isinstance(node.tag, str) or node.getparent() is None:
            continue
        reason = _reason(node)
        if reason is None or _holds_article(node, page_chars, page_prose):
            continue
        if reason == "comments" and node.xpath("ancestor-or-self::pre | ancestor-or-self::code"):
            continue  # a code comment ("// add.c" highlighted as a comment): the code's own
        if _top(node) is not root:
            continue  # inside a block removed already, counted with it
        removed[reason] += 1
        drop_keeping_tail(node)
    return removed


def slideshow_counter(sentence: str) -> str | None:
    """The ``N/M`` gallery counter in ``sentence``, if it carries one."""
    for match in _COUNTER_RX.finditer(sentence):
        shown, total = int(match.group(1)), int(match.group(2))
        if (shown, total) in _WORDS or not 1 <= shown <= total or total < 2:
            continue
        if total in _FRACTIONS and shown < total and match.start() > 0:
            continue  # "add 3/4 Cup": a fraction inside a sentence
        return f"{shown}/{total}"
    return None
