"""The genre a page declares in its own markup: an opinion piece or a review, else none.

An opinion column or a review states the writer's view; a sentence of it read alone as a
fact ("Stadia's 22 launch titles are uninspiring", "Apple replaced a flawed design") is
not one. Only what the page says of itself is read, never its wording:

- a schema.org JSON-LD type of the page's own item (top level or ``@graph``, not a nested
  property such as a product's ``review`` list): ``OpinionNewsArticle`` -> ``opinion``;
  ``Review``, ``ReviewNewsArticle``, ``CriticReview`` -> ``review``;
- the section it files itself under: JSON-LD ``articleSection`` / ``genre``, or the
  ``article:section`` meta: ``Opinion``, ``Commentary``, ``Comment``, ``Editorials``,
  ``Op-Ed``, ``Columns``, ``Voices``, ``Perspective``, ``Ideas`` -> ``opinion``;
  ``Reviews``, ``Film Review`` -> ``review``;
- the Open Graph ``article:opinion`` meta set to ``true`` -> ``opinion`` (``false`` says
  nothing: a section may still name the page a column);
- an ``article:tag`` meta ``review`` together with a title a part of which ends on the
  word ("Star Wars Jedi: Fallen Order review - …", "Xbox One X review: …") -> ``review``
  (a tag alone also marks news about a review; a title alone, "Pentagon orders review");
- a title that opens on its genre's label (``Column: Gannett/GateHouse merger bodes ill
  …``, ``Opinion | …``, ``Editorial: …``, ``Review: …``), or names a work before ``review:``
  and a verdict (``16-inch MacBook Pro review: The keyboard is …``: every word of the
  work capitalised or a number, so ``Pentagon orders review: …`` is not) while the page's
  address slug says ``review`` too;
- a path segment of its canonical or ``og:url`` address (or the address it was read from):
  ``/opinion/``, ``/commentisfree/``, ``/voices/``, ``/ideas/``, ``/op-ed/`` ->
  ``opinion``; ``/reviews/`` -> ``review``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Literal
from urllib.parse import urlsplit

from shared.text.pubdate import ld_nodes

__all__ = ["Genre", "page_genre"]

Genre = Literal["opinion", "review"]

_TYPES: dict[str, Genre] = {
    "OpinionNewsArticle": "opinion",
    "Review": "review",
    "ReviewNewsArticle": "review",
    "CriticReview": "review",
}
_SECTION_RX = re.compile(
    r"\b(?P<opinion>opinions?|commentary|commentaries|comment|comment is free|editorials?|"
    r"op-?eds?|columns?|columnists?|voices|perspectives?|ideas)\b|\b(?P<review>reviews?)\b",
    re.IGNORECASE,
)
_PATH_RX = re.compile(
    r"^(?:(?P<opinion>opinions?|commentary|commentisfree|comment|editorials?|op-?eds?|"
    r"columnists?|voices|perspectives?|ideas)|"
    r"(?P<review>reviews?))$",
    re.IGNORECASE,
)


def _own_items(tree: Any) -> Iterator[dict[str, Any]]:
    """The page's own JSON-LD items: each top-level object and each ``@graph`` member."""
    for node in ld_nodes(tree):
        stack = node if isinstance(node, list) else [node]
        for item in stack:
            if not isinstance(item, dict):
                continue
            yield item
            graph = item.get("@graph")
            if isinstance(graph, list):
                yield from (member for member in graph if isinstance(member, dict))


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        yield from (item for item in value if isinstance(item, str))


def _section_genre(section: str) -> Genre | None:
    match = _SECTION_RX.search(section)
    if match is None:
        return None
    return "opinion" if match.group("opinion") else "review"


def _path_genre(url: str) -> Genre | None:
    try:
        path = urlsplit(url.strip()).path
    except ValueError:
        return None
    for segment in path.split("/")[:-1]:  # the last segment is the story's own slug
        match = _PATH_RX.match(segment)
        if match is not None:
            return "opinion" if match.group("opinion") else "review"
    return None


_REVIEW_TITLE = re.compile(r"\breview(?=\s*(?:[-–—|:]\s|$))", re.IGNORECASE)
"""A title part ending on "review": "… Fallen Order review - …", "Xbox One X review: …"."""


def _titled_review(tree: Any) -> bool:
    """Whether the page's title (or ``og:title``) has a part ending on "review"."""
    titles = [*tree.xpath("//title/text()"), *tree.xpath("//meta[@property='og:title']/@content")]
    return any(_REVIEW_TITLE.search(str(title).strip()) for title in titles)


_LABEL_TITLE_RX = re.compile(
    r"^\s*(?:(?P<opinion>column|opinion|editorial|commentary|op-?ed|guest column|viewpoint)|"
    r"(?P<review>review))\s*[:|]\s*\S",
    re.IGNORECASE,
)
"""A title opening on a genre label: ``Column: …``, ``Opinion | …``, ``Review: …``."""
_WORK_REVIEW_RX = re.compile(r"^\s*(?P<work>[^:|\u2013\u2014]{2,80}?)\s+review:\s+\S")
"""``<work> review: <verdict>`` (lower-case ``review``, as reviews title themselves)."""
_WORK_WORD_RX = re.compile(r"^(?:[A-Z0-9][\w.'\u2019&+-]*|of|the|and|a|an|in|on|for|to|with)$")
_SLUG_REVIEW_RX = re.compile(r"(?:^|[-_/])reviews?(?:[-_/.]|$)", re.IGNORECASE)


def _titled_genre(tree: Any, addresses: list[str]) -> Genre | None:
    """The genre the page's title (or ``og:title``) names (see module), else ``None``."""
    titles = [*tree.xpath("//title/text()"), *tree.xpath("//meta[@property='og:title']/@content")]
    for title in (str(title) for title in titles):
        label = _LABEL_TITLE_RX.match(title)
        if label is not None:
            return "opinion" if label.group("opinion") else "review"
        work = _WORK_REVIEW_RX.match(title)
        if (work is not None
                and all(_WORK_WORD_RX.match(word) for word in work.group("work").split())
                and any(_SLUG_REVIEW_RX.search(urlsplit(address.strip()).path)
                        for address in addresses if address)):  # fmt: skip
            return "review"
    return None


def page_genre(tree: Any, url: str | None = None) -> Genre | None:
    """``opinion`` or ``review`` when the page declares itself one (see module), else
    ``None`` (a news story, a blog post, a page that says nothing of itself)."""
    sections: list[str] = []
    for item in _own_items(tree):
        for kind in _strings(item.get("@type")):
            if kind in _TYPES:
                return _TYPES[kind]
        for key in ("articleSection", "genre"):
            sections.extend(_strings(item.get(key)))
    for meta in tree.iter("meta"):
        name = (meta.get("property") or meta.get("name") or "").lower()
        if name == "article:section":
            sections.append(meta.get("content") or "")
        elif name == "article:opinion" and (meta.get("content") or "").strip().lower() == "true":
            return "opinion"
        elif (name == "article:tag" and (meta.get("content") or "").strip().lower() == "review"
              and _titled_review(tree)):
            return "review"
    for section in sections:
        found = _section_genre(section)
        if found is not None:
            return found
    addresses = [*tree.xpath("//link[@rel='canonical']/@href"),
                 *tree.xpath("//meta[@property='og:url']/@content"), url or ""]  # fmt: skip
    for address in addresses:
        found = _path_genre(str(address))
        if found is not None:
            return found
    return _titled_genre(tree, [str(address) for address in addresses])
