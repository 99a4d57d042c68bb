"""Markdown pages -> the structure the rule engine writes questions from.

One pass over the lines collects, each with the heading it sits under:

- facts: ``**Label:** value`` lines and bullets (``- **Label:** value``);
- tables (see :mod:`shared.kb.tables`);
- procedures: numbered lists (``1. ...``);
- lists: bullet lists whose items are not facts;
- FAQ entries: a heading ending in ``?`` and the text under it;
- conditionals: sentences of the form ``If <condition>, <outcome>.``;
- links: ``[text](target)`` with the words after the link on its line;
- dates written ``Month D, YYYY``.

The parts are the dataclasses of :mod:`shared.kb.parsed_page`, re-exported here.
Inline markup (links, bold, italics, code) is reduced to its text everywhere. Fenced code
blocks and HTML comments are not prose and are skipped; admonitions, content tabs,
definition lists and Material's ``<!-- md:… -->`` shortcodes are first rendered as the text
they show (:mod:`shared.kb.doc_markup`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from shared.kb.doc_markup import render_doc_markup
from shared.kb.parsed_page import (
    CodeBlock,
    Conditional,
    Fact,
    FaqEntry,
    ItemList,
    Link,
    ParsedPage,
    Procedure,
    Section,
)
from shared.kb.tables import Table, is_delimiter_row, parse_table, split_row, unescape_entities
from shared.text.dates import MONTH_NAME
from shared.text.sentences import split_sentences

__all__ = [
    "CodeBlock",
    "Conditional",
    "Fact",
    "FaqEntry",
    "ItemList",
    "Link",
    "ParsedPage",
    "Procedure",
    "Section",
    "parse_markdown",
    "plain_inline",
]

_FENCE = re.compile(r"^(`{3,}|~{3,})")
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(?P<body>.*?\n)---[ \t]*(?:\n|\Z)", re.DOTALL)
_YAML_LINE = re.compile(r"^(?:[\w-]+[ \t]*:(?:[ \t]|$)|[ \t]*-(?:[ \t]|$)|[ \t]+\S)")
"""A line of a YAML block: ``key: value``, a ``- item``, or an indented continuation."""
_FRONT_TITLE = re.compile(r"^title:[ \t]*(?P<q>[\"']?)(?P<title>.+?)(?P=q)[ \t]*$", re.MULTILINE)


def front_matter_title(source: str) -> tuple[str, str | None]:
    """``source`` without a leading YAML front matter block (``---`` … ``---``, as Jekyll,
    Hugo and Eleventy handbooks write it) and that block's ``title:``, if any. A page
    opening with a ``---`` thematic break followed by prose keeps its text."""
    match = _FRONT_MATTER.match(source)
    if match is None or not _yaml_block(match.group("body")):
        return source, None
    title = _FRONT_TITLE.search(match.group("body"))
    return source[match.end():], (title.group("title").strip() if title else None)


def _yaml_block(body: str) -> bool:
    """The block between the ``---`` lines is YAML: every non-blank line is a key, a list
    item or an indented continuation, and one at least is a key (18F's pages may open
    with a blank line before ``title:``)."""
    lines = [line for line in body.split("\n") if line.strip()]
    return all(_YAML_LINE.match(line) for line in lines) and any(
        re.match(r"[\w-]+[ \t]*:", line) for line in lines)


_NUMBERED = re.compile(r"^\s*\d+[.)]\s+(.+)$")
_BULLET = re.compile(r"^\s*[-*+]\s+(.+)$")
# An FAQ's own numbering or question marker before its question ("3. What is X?", "Q2: …",
# "Q. …"): the FAQ's layout, not part of what a reader asks.
_FAQ_NUMBER = re.compile(
    r"^(?:\d{1,3}[.)]|Q(?:uestion)?\s*\d{0,3}\s*[.:)])\s+(?=\S)", re.IGNORECASE
)
_FACT = re.compile(r"^\*\*(?P<label>[^*]+?)(?::\*\*|\*\*:)\s*(?P<value>.+)$")
_LINK = re.compile(r"(?<!!)\[(?P<text>[^\]]+)\]\((?P<target>(?:[^()\s]|\([^()\s]*\))+)"
                   r"(?:\s+\"[^\"]*\")?\)")
"""An inline link; its target may hold one level of parentheses (``…/Tar_(computing)``)."""
_IMAGE = re.compile(r"!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)")
_POINTER_LINK = re.compile(
    r"\s*\(\s*\[(?:reference|here|link|source|docs|more|details|see here)\]"
    r"(?:\([^)\s]*\)|\[[^\]]*\])\s*\)", re.IGNORECASE)
_REF_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\[[^\]]*\]")
_SHORTCUT_LINK = re.compile(r"(?<![\w\]!\\`=])\[(?!\d+\])(?P<text>\w[^\[\]]*)\](?![(\[:])")
"""A shortcut reference link, ``[Python]``: markdown shows its text only (``a[0]``,
``x=[1]`` and ``["*"]`` are code and stay, and so does a citation marker ``[21]``: a number
in brackets is a footnote, not a link to resolve)."""
_REF_DEFINITION = re.compile(r"^\[[^\]]+\]:\s*\S+")
"""A reference link's target line (``[Python]: https://…``): it renders as nothing."""
_ANY_TAG = re.compile(r"</?[a-zA-Z][^<>]*>")
_HTML_TAG = re.compile(
    r"</?(?:a|abbr|b|br|code|del|details|div|em|i|img|ins|kbd|li|mark|ol|p|pre|s|small|span|"
    r"strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul)\b(?:\s[^<>]*)?/?>",
    re.IGNORECASE)
"""An HTML tag: only real tag names, so a placeholder in angle brackets (``<resolved>``,
``<DATA_DIR>/pythons``) stays text where placeholders are kept (table cells, code-marked
text); elsewhere any tag-like text goes (``--port <int>`` reads as the flag)."""
_FOOTNOTE_REF = re.compile(r"(?<=\S)\[\^[\w-]+\](?!:)")
"""A footnote reference (``Indexing time[^7]``): a superscript number, not a word."""
_ATTR_LIST = re.compile(r"\s*\{:?\s*(?:[#.][\w-]+|[\w-]+=(?:\"[^\"]*\"|[^\s{}]+))"
                        r"(?:\s+(?:[#.][\w-]+|[\w-]+=(?:\"[^\"]*\"|[^\s{}]+)))*\s*\}")
"""An attribute list (``{ #default data-toc-label="Default" }``, ``{: #abi3}``): the id and
classes of the element, never shown (a placeholder such as ``{slug}`` has no ``#``, ``.`` or
``=``)."""
_BREAK = re.compile(r"(?:<br\s*/?>\s*)+", re.IGNORECASE)
_ITEM_BREAK = re.compile(r"</li>\s*<li>", re.IGNORECASE)
_HIGHLIGHT = re.compile(r"`#!\w+\s+")
"""An inline-highlight marker (``#!python dict[str, str]``): a language hint, not text."""
_EMOJI = re.compile(r"(?<![\w:]):(?P<name>[a-z0-9_+-]+):(?![\w:])")
_EMOJI_WORDS = {"x": "no", "heavy_multiplication_x": "no", "white_check_mark": "yes",
                "heavy_check_mark": "yes", "check": "yes"}
_BOLD = re.compile(r"(\*\*|__)(.+?)\1")
_ITALIC = re.compile(r"(?<![*\w])([*_])(?!\s)(.+?)(?<!\s)\1(?![*\w])")
_CODE = re.compile(r"`([^`]+)`")
_DOUBLE_CODE = re.compile(r"``\s?([^`]+?)\s?``")
_IF = re.compile(r"^If\s+(?P<condition>.+?),\s+(?P<outcome>.+?)[.!]?$")
_DATE = re.compile(rf"\b{MONTH_NAME}\s+\d{{1,2}},\s+\d{{4}}\b")
_HTML_ELEMENT_NAMES = (
    "a abbr address article aside audio b bdi bdo blockquote body br button canvas caption "
    "center cite code col colgroup data dd del details dfn dialog div dl dt em embed "
    "fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hr html i "
    "iframe img input ins kbd label legend li link main mark meta meter nav noscript object "
    "ol optgroup option output p param picture pre progress q rp rt ruby s samp script "
    "section select small source span strike strong style sub summary sup svg table tbody "
    "td template textarea tfoot th thead time title tr track tt u ul var video wbr")
_HTML_ELEMENTS = frozenset(_HTML_ELEMENT_NAMES.split())
"""HTML element names: a bare ``<hr>`` or ``<center>`` is markup, never a placeholder."""
_BARE_PLACEHOLDER = re.compile(r"<(?P<name>[A-Za-z][\w.:-]*)>")
_AFTER_FLAG = re.compile(r"(?:^|[\s`(\[])--?[A-Za-z][\w-]*[ =]$")


def _tag_or_placeholder(match: re.Match[str]) -> str:
    """A tag-like text outside kept placeholders: a real HTML tag, a tag with attributes,
    a closing tag or a flag's value name (``--port <int>`` reads as the flag) goes; a bare
    placeholder in prose or code (``<CONFIG_ROOT>``, ``<path>``) is text and stays."""
    tag = match.group(0)
    bare = _BARE_PLACEHOLDER.fullmatch(tag)
    if bare is None or bare.group("name").lower() in _HTML_ELEMENTS:
        return ""
    if _AFTER_FLAG.search(match.string, 0, match.start()) is not None:
        return ""
    return tag


_PLACEHOLDER = re.compile(r"`(--?[A-Za-z][\w-]*) <([^<>`\n]{1,40})>`")
_DESCRIPTION_LEAD = re.compile(r"^\s*(?:—|–|-|:)\s*")


def plain_inline(text: str, *, entities: bool = True, code: bool = False,
                 placeholders: bool = False) -> str:
    """Drop inline markup: links keep their text, bold/italic/code keep their content.

    ``entities`` renders ``&gt;``, ``&#124;`` …; a table line keeps them until its cells are
    split (``&#124;`` is an escaped pipe inside a cell). ``code`` keeps code spans in their
    backticks (what :mod:`shared.kb.stated` reads names and values from). ``placeholders``
    (and ``code``) keep a placeholder in angle brackets (``--editable <resolved>``): only
    real HTML tags go.
    """
    text = _DOUBLE_CODE.sub(r"`\1`", text)  # ``ManyToManyField`` is one code span
    text = _IMAGE.sub(r"\1", text)
    text = _POINTER_LINK.sub("", text)  # "(… subdomains) ([reference](https://…))" -> gone
    text = _LINK.sub(lambda m: m.group("text"), text)
    text = _REF_LINK.sub(lambda m: m.group("text"), text)  # [os.PathLike][pathlike]
    text = _SHORTCUT_LINK.sub(lambda m: m.group("text"), text)  # [Python] -> Python
    if code:  # an HTML code element is a code span too
        text = re.sub(r"<code>([^<>`]*)</code>", r"`\1`", text, flags=re.IGNORECASE)
    text = re.sub(r"(?<=`)(?:<br\s*/?>\s*)+(?=`)", ", ", text, flags=re.IGNORECASE)
    # `micro`<br>`patch`: a cell's names one under another, not "micro patch"
    text = _BREAK.sub(" ", text)  # "versions.<br><br>Note:" -> "versions. Note:"
    text = _ITEM_BREAK.sub(", ", text)  # <li>a</li><li>b</li> -> "a, b", not "ab"
    if placeholders or code:
        text = _HTML_TAG.sub("", text)  # <a href="…">text</a> keeps its text
    else:
        text = _ANY_TAG.sub(_tag_or_placeholder, text)
    text = _HIGHLIGHT.sub("`", text)
    text = _EMOJI.sub(lambda m: _EMOJI_WORDS.get(m.group("name"), ""), text)
    spans: list[str] = []

    def hide(match: re.Match[str]) -> str:  # emphasis markers inside code are code
        spans.append(match.group(0) if code else match.group(1))
        return f"\x00{len(spans) - 1}\x00"

    text = _CODE.sub(hide, text)
    text = _ATTR_LIST.sub("", _FOOTNOTE_REF.sub("", text))  # code spans are hidden here
    text = _BOLD.sub(r"\2", text)
    text = _ITALIC.sub(r"\2", text)
    text = re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)
    return (unescape_entities(text) if entities else text).strip()


@dataclass(slots=True)
class _Builder:
    title: str = ""
    heading: str = ""
    level: int = 0
    section_lines: list[str] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    procedures: list[Procedure] = field(default_factory=list)
    lists: list[ItemList] = field(default_factory=list)
    faqs: list[FaqEntry] = field(default_factory=list)
    conditionals: list[Conditional] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)
    code_blocks: list[CodeBlock] = field(default_factory=list)
    marked: list[tuple[str, str]] = field(default_factory=list)
    marked_tables: list[Table] = field(default_factory=list)

    def close_section(self) -> None:
        text = " ".join(line for line in self.section_lines if line).strip()
        if self.heading.endswith("?") and text:
            question = _FAQ_NUMBER.sub("", self.heading)
            self.faqs.append(FaqEntry(question=question, answer=text))
        if text or self.heading:
            blocks = tuple(line.strip() for line in self.section_lines if line.strip())
            self.sections.append(Section(heading=self.heading, text=text, blocks=blocks,
                                         level=self.level))
        self.section_lines = []

    def add_paragraph(self, raw: str) -> None:
        self.marked.append((self.heading, plain_inline(raw, code=True)))
        text = plain_inline(raw)
        self.section_lines.append(text)
        self.paragraphs.append(text)
        before = ""
        for sentence in split_sentences(text):
            match = _IF.match(sentence.text)
            if match is not None:
                self.conditionals.append(
                    Conditional(
                        condition=match.group("condition").strip(),
                        outcome=match.group("outcome").strip(),
                        sentence=sentence.text,
                        heading=self.heading,
                        before=before,
                    )
                )
            before = sentence.text


def _language(info: str) -> str:
    """A fence's info string -> its language: ``bash title="x"`` and ``{.bash}`` -> ``bash``."""
    words = info.strip().lstrip("{.").lower().split()
    return words[0].rstrip("}") if words else ""


def _collect_links(line: str, heading: str, into: list[Link]) -> None:
    for match in _LINK.finditer(line):
        after = line[match.end() :]
        following = _LINK.search(after)
        if following is not None:
            after = after[: following.start()]
        description = plain_inline(_DESCRIPTION_LEAD.sub("", after, count=1)).strip(" .,;")
        into.append(
            Link(
                text=plain_inline(match.group("text")),
                target=match.group("target"),
                description=description,
                heading=heading,
            )
        )


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _step_content(lines: list[str], index: int, build: _Builder) -> int:
    """Read one indented line (or an indented fenced block) inside a step; the next index."""
    stripped = lines[index].strip()
    fence = _FENCE.match(stripped)
    if fence is not None:
        index += 1
        while index < len(lines) and not lines[index].strip().startswith(fence.group(1)):
            index += 1
        return index + 1
    _collect_links(stripped, build.heading, build.links)
    item = _NUMBERED.match(stripped) or _BULLET.match(stripped)
    build.section_lines.append(plain_inline(item.group(1) if item else stripped))
    return index + 1


def parse_markdown(source: str, default_title: str = "") -> ParsedPage:
    """Parse one markdown page; the first ``#`` heading is the title, else the front
    matter's ``title:``, else ``default_title``."""
    source, front_title = front_matter_title(source)
    default_title = plain_inline(front_title) if front_title else default_title
    build = _Builder()
    source = render_doc_markup(source)  # admonitions, tabs, definitions, md: shortcodes
    lines = source.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        fence = _FENCE.match(stripped)
        if fence is not None:
            index += 1
            code: list[str] = []
            while index < len(lines) and not lines[index].strip().startswith(fence.group(1)):
                code.append(lines[index])
                index += 1
            index += 1
            before = build.section_lines[-1] if build.section_lines else ""
            build.code_blocks.append(CodeBlock(
                heading=build.heading, language=_language(stripped[len(fence.group(1)):]),
                code="\n".join(code).strip("\n"), before=before))
            continue
        if stripped.startswith(("!!!", "<!--")) or _REF_DEFINITION.match(stripped):
            index += 1
            continue
        # a '#' line indented four spaces or more is code (a comment in an indented block)
        heading = _HEADING.match(stripped) if _indent(line) < 4 else None
        if heading is not None:
            build.close_section()
            text = plain_inline(heading.group(2))
            if len(heading.group(1)) == 1 and not build.title:
                build.title = text
            build.heading = text
            build.level = len(heading.group(1))
            index += 1
            continue
        if stripped.startswith("|") or _table_starts(lines, index):
            block: list[str] = []
            while index < len(lines) and _table_row(lines[index]):
                _collect_links(lines[index].strip(), build.heading, build.links)
                block.append(plain_inline(lines[index].strip(), entities=False,
                                          placeholders=True))
                index += 1
            table = parse_table(block, heading=build.heading)
            if table is not None:
                build.tables.append(table)
                marked = parse_table([plain_inline(line.strip(), entities=False, code=True)
                                      for line in lines[index - len(block):index]],
                                     heading=build.heading)
                build.marked_tables.append(marked if marked is not None else table)
                build.section_lines.extend(" ".join(row) for row in (table.headers, *table.rows))
            else:
                build.add_paragraph(" ".join(block))
            continue
        if _NUMBERED.match(line) and len(line) - len(line.lstrip()) >= 2:
            # a numbered list inside a list item ("key takeaways" under step 3) belongs to that
            # item: its text, never the procedure's steps
            while index < len(lines) and (nested := _NUMBERED.match(lines[index])):
                _collect_links(lines[index], build.heading, build.links)
                build.section_lines.append(plain_inline(nested.group(1)))
                index += 1
            continue
        if _NUMBERED.match(line):
            steps: list[str] = []
            while index < len(lines):
                current = lines[index]
                numbered = _NUMBERED.match(current)
                if numbered is not None and _indent(current) < 2:
                    step = numbered.group(1)
                    _collect_links(current, build.heading, build.links)
                    # a step wrapped onto unindented lines (lazy continuation) goes on there:
                    # "5. Run compilemessages to make the translations" + "available for …"
                    while index + 1 < len(lines) and _continues_paragraph(lines[index + 1]):
                        index += 1
                        _collect_links(lines[index].strip(), build.heading, build.links)
                        step = f"{step} {lines[index].strip()}"
                    steps.append(plain_inline(step))
                    build.section_lines.append(steps[-1])
                    index += 1
                    continue
                if current.strip() and _indent(current) >= 2:
                    # inside the step above (a sub-list such as "key takeaways", a note):
                    # its text, never more steps
                    index = _step_content(lines, index, build)
                    continue
                if not current.strip():
                    ahead = index
                    while ahead < len(lines) and not lines[ahead].strip():
                        ahead += 1
                    follows = ahead < len(lines) and (
                        _indent(lines[ahead]) >= 2
                        or (_NUMBERED.match(lines[ahead]) is not None
                            and re.match(r"1[.)]", lines[ahead]) is None))  # "1." restarts
                    if follows:
                        index = ahead
                        continue
                break
            build.procedures.append(Procedure(heading=build.heading, steps=tuple(steps)))
            continue
        if _BULLET.match(line):
            items: list[str] = []
            depths: list[int] = []
            linked = 0
            while index < len(lines) and (bullet := _BULLET.match(lines[index])):
                _collect_links(lines[index], build.heading, build.links)
                content = bullet.group(1).strip()
                depth = len(lines[index]) - len(lines[index].lstrip())
                # a wrapped item goes on over lines that open no new block (lazy continuation)
                while index + 1 < len(lines) and _continues_paragraph(lines[index + 1]):
                    index += 1
                    _collect_links(lines[index].strip(), build.heading, build.links)
                    content = f"{content} {lines[index].strip()}"
                fact = _FACT.match(content)
                if fact is not None:
                    _add_fact(build, fact)
                else:
                    build.marked.append((build.heading, plain_inline(content, code=True)))
                    items.append(plain_inline(content))
                    depths.append(depth)
                    linked += _LINK.search(content) is not None
                index += 1
            if items:
                build.lists.append(
                    ItemList(
                        heading=build.heading,
                        items=tuple(items),
                        navigation=linked == len(items),
                        depths=tuple(depths),
                    )
                )
                build.section_lines.extend(items)
            continue
        fact = _FACT.match(stripped)
        if fact is not None:
            # a value soft-wrapped over the next lines is one sentence stream: read it whole
            # before any answer is cut from it ("… GitHub and GitLab repos or" + "…Bitbucket")
            joined = stripped
            while (index + 1 < len(lines) and _continues_paragraph(lines[index + 1])
                   and not _table_starts(lines, index + 1)):
                index += 1
                joined = f"{joined} {lines[index].strip()}"
            fact = _FACT.match(joined) or fact  # the label still opens the joined line
            _collect_links(joined, build.heading, build.links)
            _add_fact(build, fact)
            index += 1
            continue
        if stripped:
            _collect_links(stripped, build.heading, build.links)
            paragraph = [stripped]
            index += 1
            while (index < len(lines) and _continues_paragraph(lines[index])
                   and not _table_starts(lines, index)):
                _collect_links(lines[index].strip(), build.heading, build.links)
                paragraph.append(lines[index].strip())
                index += 1
            build.add_paragraph(" ".join(paragraph))
            continue
        index += 1
    build.close_section()
    title = build.title or default_title
    body = [f"{s.heading}. {s.text}" if s.heading else s.text for s in build.sections]
    text = "\n".join(part for part in body if part.strip(". "))
    return ParsedPage(
        title=title,
        text=text,
        sections=tuple(build.sections),
        facts=tuple(build.facts),
        tables=tuple(build.tables),
        procedures=tuple(build.procedures),
        lists=tuple(build.lists),
        faqs=tuple(build.faqs),
        conditionals=tuple(build.conditionals),
        links=tuple(build.links),
        dates=tuple(dict.fromkeys(_DATE.findall(text))),
        code_blocks=tuple(build.code_blocks),
        marked=tuple(build.marked),
        marked_tables=tuple(build.marked_tables),
        placeholders=tuple(dict.fromkeys(
            (m.group(1), m.group(2).strip()) for m in _PLACEHOLDER.finditer(source))),
    )


def _add_fact(build: _Builder, match: re.Match[str]) -> None:
    label = plain_inline(match.group("label"))
    value = plain_inline(match.group("value"))
    build.facts.append(Fact(label=label, value=value, heading=build.heading))
    build.section_lines.append(f"{label}: {value}.")


def _table_row(line: str) -> bool:
    """True for a table row: ``| a | b |`` or GFM's row without outer pipes (``a | b``)."""
    stripped = line.strip()
    return bool(stripped) and "|" in stripped and _FENCE.match(stripped) is None


def _table_starts(lines: list[str], index: int) -> bool:
    """True when ``lines[index]`` heads a GFM table whose rows need no leading pipe.

    The header and the delimiter row (``--- | :---:``) both hold a pipe and as many cells,
    so a lone ``---`` rule under a line with a pipe in it is no table.
    """
    if index + 1 >= len(lines) or not _table_row(lines[index]):
        return False
    delimiter = lines[index + 1].strip()
    return (
        "|" in delimiter
        and is_delimiter_row(delimiter)
        and len(split_row(delimiter)) == len(split_row(lines[index]))
    )


def _continues_paragraph(line: str) -> bool:
    stripped = line.strip()
    if not stripped or _FENCE.match(stripped) or stripped.startswith("!!!"):
        return False
    if _REF_DEFINITION.match(stripped):
        return False
    return not (
        _HEADING.match(stripped)
        or stripped.startswith("|")
        or _NUMBERED.match(line)
        or _BULLET.match(line)
        or _FACT.match(stripped)
    )
