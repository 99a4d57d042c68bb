"""Dates printed beside a link to another article: a teaser's, never the page's own.

A related-stories list or a teaser prints each linked headline with that article's date
(``<li><a href="/a">Mayor opens bridge</a> <span class="date">Nov. 20, 2014</span></li>``,
``Related: <a>...</a> <time>...</time>``); with no ``related``/``teaser`` class on the block,
the date still sits in a small block whose words are mostly a headline link.
"""

from __future__ import annotations

from typing import Any

__all__ = ["beside_headline"]

_STOP = frozenset({"body", "html", "article", "main", "header", "footer", "section"})
_BLOCK_CHARS = 300
"""A teaser item is short: a block of over 300 characters is the page's text, not one."""
_HEADLINE_WORDS = 4
"""A link of four words or more is another article's headline; an author's name is shorter."""
_LEVELS = 3


def _headline_link(block: Any, node: Any) -> bool:
    for link in block.iter("a"):
        if not link.get("href") or link is node or node in link.iterancestors():
            continue
        if (link.get("rel") or "").lower() == "bookmark" or any(
            above.tag == "h1" for above in link.iterancestors()
        ):
            continue  # the page's own headline linked to its permalink
        if len(link.text_content().split()) >= _HEADLINE_WORDS:
            return True
    return False


def beside_headline(node: Any) -> bool:
    """``node`` (a date) shares a short block (up to three levels up, in no article, header
    or section element) with a link of four words or more: another article's headline."""
    for level, above in enumerate(node.iterancestors()):
        if level >= _LEVELS or not isinstance(above.tag, str) or above.tag in _STOP:
            return False
        if len(" ".join(above.text_content().split())) > _BLOCK_CHARS:
            return False
        if _headline_link(above, node):
            return True
    return False
