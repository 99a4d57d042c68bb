"""Documentation-site markup rendered as the plain Markdown a reader sees on the page.

MkDocs sites built with Python Markdown Extensions (pymdownx) and Material for MkDocs
write much of their content inside blocks a plain Markdown reader does not know:

- admonitions (``!!! note "Title"``, collapsible ``??? tip`` / ``???+ tip``) and content
  tabs (``=== "macOS"``) hold a body indented four spaces under their marker line;
- definition lists hold a term's text after ``:   `` with its continuation indented;
- Material's comment shortcodes (``<!-- md:default `true` -->``, ``<!-- md:version 9.7.0
  -->``, ``<!-- md:setting config.cache_dir -->``, ``<!-- md:option toc.permalink -->``)
  render as badges and names: the default value, the version that added the feature,
  the setting's or option's name.

:func:`render_doc_markup` rewrites a page so every builder reads that content: a block's
body is dedented to the level of its marker (so its steps, lists and paragraphs parse as
such), the marker line itself goes (a tab's title and an admonition's label are not
prose; an admonition title stating a rule, "Deleting your account is permanent", is kept
as a bold lead line), and each shortcode becomes the words its badge shows: ``**Default:** `true` ``
(the form :mod:`shared.kb.options` reads), ``Added in version 9.7.0.`` (the meaning the
site's conventions page gives the version badge, in the form
:mod:`shared.kb.setting_questions` reads), the name in backticks. A standalone ``md:option``
line is the term of the definition under it, so it becomes a heading one level below the
section's: its default and description are then that option's section (a definition
right under a plain term keeps its ``:`` marker, so the paragraph reader joins the two as
before). Fenced code is
copied as written (a page showing admonition syntax in an example keeps it).
"""

from __future__ import annotations

import re

__all__ = ["render_doc_markup"]

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_HEADING = re.compile(r"^(#{1,6})\s")
_CONTAINER = re.compile(
    r"^(?P<indent>\s*)(?:(?:!!!|\?\?\?\+?) ?[A-Za-z][\w-]*(?: +[a-z][\w-]*){0,2}"
    r"(?: +\"(?P<title>[^\"]*)\")? *$|===\+?!?\s+\")")
"""An admonition (``!!! note``, ``??? tip "Title"``, ``???+ tip``, ``!!! Warning "T"``,
``!!! info inline end``: Python Markdown's grammar, a type word and at most two lower-case
class words, so "!!! Never share your API key !!!" in a plain-Markdown page is prose) or a
content tab (``=== "A"``: a quoted label, so a setext heading's ``===`` underline is
none)."""
_SHOUTED = re.compile(r"^(?P<indent>\s*)!{3,}\s*(?P<text>.*?)(?:\s*!{3,})?\s*$")
"""A prose line between bangs (no admonition type word follows them)."""
_ASKED = re.compile(r"^(?:how|what|why|when|where|which|who)\b", re.IGNORECASE)
_STATED = re.compile(
    r"^(?:don't|do not|never)\b|\b(?:is|are|was|were|has|have|can|cannot|can't|must|will|"
    r"won't|should|isn't|aren't|doesn't|don't|do not|does not|needs?|requires?)\b",
    re.IGNORECASE)
"""An admonition title that states a rule ("Deleting your account is permanent", "Bug
fixes are not backported", "Don't share links to repositories"), not a label ("Before you
start", "Known limitations", "How custom layouts are resolved") or a question ("How to …?");
words in code (``requires-python``) are no verb."""
_DEFINITION = re.compile(r"^(?P<indent>\s*):(?P<gap>\s{1,4})(?P<text>\S.*)$")
_QUOTE = re.compile(r"^(?P<indent>\s*)>\s?(?P<text>.*)$")
"""A blockquote line: its text reads as prose ("not supported" + "> by Twemoji" is one
sentence)."""
_SHORTCODE = re.compile(r"<!--\s*md:(?P<kind>\w+)(?P<args>.*?)\s*-->", re.IGNORECASE)
_ALONE = re.compile(r"^\s*(?:<!--\s*md:\w+.*?-->\s*)+$")
_BLOCK_KINDS = frozenset({"default", "version"})
"""Shortcodes whose badge states a fact of its own: each goes on a line of its own."""


def _name(args: str) -> str:
    """``config.cache_dir`` -> ``cache_dir``, ``type:note`` -> ``note``: the name the site
    shows (the part after the last ``.`` or ``:``)."""
    parts = re.split(r"[.:]", args.strip().split()[0]) if args.strip() else [""]
    return parts[-1]


def _badge(kind: str, args: str) -> str:
    """The words a shortcode's badge shows ("" for a symbol with no text of its own)."""
    kind = kind.lower()
    args = args.strip()
    if kind in ("setting", "option"):
        return f"`{_name(args)}`" if args else ""
    if kind == "default" and args:
        return f"**Default:** {args}"
    if kind == "version" and args:
        insiders = re.match(r"^insiders-(?P<version>\S+)$", args)
        if insiders is not None:
            return f"Added in Insiders {insiders.group('version')}."
        return f"Added in version {args}."
    return ""  # flags, plugins, extensions, features, sponsors, examples: symbols


def _render_line(line: str, level: int) -> list[str]:
    """One line outside code with its shortcodes rendered (a default or a version badge on
    a line of its own; a standalone option, a heading one below ``level``)."""
    if "<!--" not in line:
        return [line]
    indent = line[: len(line) - len(line.lstrip())]
    if _HEADING.match(line.lstrip()) is not None:
        rendered = _SHORTCODE.sub(lambda m: _badge(m.group("kind"), m.group("args"))
                                  if m.group("kind").lower() in ("setting", "option") else "\0",
                                  line)  # a badge with no name leaves a gap, and its dash
        rendered = re.sub(r"(?:\s+–)?\s*\0\s*(?:–\s+)?", " ", rendered)
        return [re.sub(r"\s{2,}", " ", rendered).rstrip()]
    codes = list(_SHORTCODE.finditer(line))
    if not codes:
        return [line]
    if _ALONE.match(line) and len(codes) == 1 and codes[0].group("kind").lower() == "option" \
            and codes[0].group("args").strip():
        return [f"{'#' * min(level + 1, 6)} {_badge('option', codes[0].group('args'))}"]
    out: list[str] = []
    text = _SHORTCODE.sub("", line).strip()
    if text and not line.lstrip().startswith("<!--"):
        # inside a sentence ("fixed and released in <!-- md:version 5.0.0 -->"): the
        # badge's own text, the version or the value
        return [_SHORTCODE.sub(lambda m: m.group("args").strip().removeprefix("insiders-")
                               if m.group("kind").lower() in _BLOCK_KINDS
                               else _badge(m.group("kind"), m.group("args")), line)]
    for code in codes:
        if code.group("kind").lower() in _BLOCK_KINDS:
            badge = _badge(code.group("kind"), code.group("args"))
            if badge:
                out.extend((indent + badge, ""))
    rest = _SHORTCODE.sub(lambda m: "" if m.group("kind").lower() in _BLOCK_KINDS
                          else _badge(m.group("kind"), m.group("args")), line)
    if rest.strip():
        out.append(indent + rest.strip())
    elif out:
        out.pop()  # no trailing blank line of our own
    return out


def _body(lines: list[str], start: int, indent: int) -> int:
    """The end (exclusive) of the block body starting at ``start``: blank lines and lines
    indented more than ``indent`` (a body at ``indent + 4``; a blank line then a line back
    at ``indent`` or less ends it)."""
    end = start
    while end < len(lines):
        line = lines[end]
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        end += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return end


def _dedent(lines: list[str], column: int) -> list[str]:
    """Remove four columns of indentation at ``column`` from each line (a body line holds
    at least ``column + 1`` spaces; blank lines stay blank)."""
    out = []
    for line in lines:
        lead = len(line) - len(line.lstrip())
        cut = min(4, max(lead - column, 0))
        out.append(line[:column] + line[column + cut:] if line.strip() else "")
    return out


def _render(lines: list[str], level: int) -> list[str]:
    out: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        fence = _FENCE.match(line)
        if fence is not None:
            marker = fence.group(1)
            out.append(line)
            index += 1
            while index < len(lines):
                out.append(lines[index])
                index += 1
                if lines[index - 1].strip().startswith(marker[0] * len(marker)):
                    break
            continue
        if line.lstrip().startswith("<!--") and "-->" not in line:
            while index < len(lines) and "-->" not in lines[index]:
                index += 1  # a comment over several lines renders as nothing
            index += 1
            continue
        heading = _HEADING.match(line)
        if heading is not None:
            level = len(heading.group(1))
        container = _CONTAINER.match(line)
        definition = _DEFINITION.match(line) if container is None else None
        if container is not None or definition is not None:
            opener = container if container is not None else definition
            assert opener is not None, line
            column = len(opener.group("indent"))
            end = _body(lines, index + 1, column)
            body = _dedent(lines[index + 1:end], column)
            if definition is not None and index > 0 and lines[index - 1].strip() \
                    and _HEADING.match(lines[index - 1].lstrip()) is None:
                # right under its term: the paragraph reader joins "`name`" and ": text"
                # (what shared.kb.stated reads a definition list from)
                out.extend([*_render_line(line, level), *_render(body, level), ""])
                index = end
                continue
            if definition is not None:
                body = [" " * column + definition.group("text"), *body]
            title = (container.group("title") or "").strip() if container is not None else ""
            if title and not title.endswith("?") and len(title.split()) >= 3 \
                    and _STATED.search(re.sub(r"`[^`]*`", "", title)) \
                    and not _ASKED.match(title) and not line.lstrip().startswith("==="):
                body = [f"{' ' * column}**{title}**", "", *body]  # the rule itself
            out.extend(["", *_render(body, level), ""])
            index = end
            continue
        shouted = _SHOUTED.match(line)
        if shouted is not None:  # "!!! Never share your API key !!!": prose, its bangs go
            line = shouted.group("indent") + shouted.group("text")
        quoted = _QUOTE.match(line)
        if quoted is not None:
            line = quoted.group("indent") + quoted.group("text")  # a quote's text is prose
        out.extend(_render_line(line, level))
        index += 1
    return out


def render_doc_markup(source: str) -> str:
    """``source`` with admonitions, content tabs and definition lists opened up and
    Material's comment shortcodes rendered as text (see the module docstring)."""
    if not any(mark in source for mark in ("!!!", "???", "===", "<!--", "\n:")) and \
            not re.search(r"^\s*>", source, re.MULTILINE):
        return source
    return "\n".join(_render(source.splitlines(), 0))
