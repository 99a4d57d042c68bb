"""Reading page structure out of markdown."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from shared.kb.markdown import front_matter_title, parse_markdown, plain_inline

PAGE = """# Returns Policy

Read the [old policy](returns-policy-v1.md) — kept for reference.

## Key terms

- **Return window:** 30 days from delivery
**Restocking fee:** 15% on *opened* electronics

## How to start a return

1. Sign in and open **Orders**.
2. Choose Return items.

## Items that cannot be returned

- Gift cards
- Final Sale items

## Navigation

- [Refunds](refunds.md)
- [FAQ](returns-faq.md)

### Can I return clearance items?

Only within 14 days. If you paid with points, you get points back. Otherwise nothing.
"""


def test_facts_procedures_lists_and_faqs_are_found() -> None:
    """Bold labels become facts, numbered lists procedures, bullets lists, ? headings FAQs."""
    page = parse_markdown(PAGE)
    assert page.title == "Returns Policy"
    assert [(f.label, f.value) for f in page.facts] == [
        ("Return window", "30 days from delivery"),
        ("Restocking fee", "15% on opened electronics"),
    ]
    assert page.procedures[0].heading == "How to start a return"
    assert page.procedures[0].steps == ("Sign in and open Orders.", "Choose Return items.")
    assert page.lists[0].items == ("Gift cards", "Final Sale items")
    assert not page.lists[0].navigation and page.lists[1].navigation
    assert page.faqs[0].question == "Can I return clearance items?"
    assert page.faqs[0].answer.startswith("Only within 14 days.")


def test_conditionals_and_links_are_found() -> None:
    """``If x, y.`` sentences split into condition and outcome; links keep their description."""
    page = parse_markdown(PAGE)
    assert [(c.condition, c.outcome) for c in page.conditionals] == [
        ("you paid with points", "you get points back")
    ]
    first = page.links[0]
    assert (first.text, first.target, first.description) == (
        "old policy", "returns-policy-v1.md", "kept for reference"
    )
    assert [link.target for link in page.links] == [
        "returns-policy-v1.md", "refunds.md", "returns-faq.md"
    ]


def test_plain_text_has_no_markup() -> None:
    """The page text drops bold, italics and link syntax."""
    text = parse_markdown(PAGE).text
    assert "**" not in text and "](" not in text and "opened electronics" in text


@given(st.text(max_size=400))
def test_any_text_parses(source: str) -> None:
    """Arbitrary text never breaks the parser and every fact has a label and value."""
    page = parse_markdown(source, default_title="x")
    assert page.title
    assert all(f.label and f.value for f in page.facts)
    assert all(p.steps for p in page.procedures)


@given(st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=80))
def test_plain_inline_is_idempotent_on_its_output(text: str) -> None:
    """Stripping inline markup twice changes nothing the first pass left."""
    once = plain_inline(text)
    assert plain_inline(once) == plain_inline(plain_inline(once))


GFM_TABLE_PAGE = """# Configuration

## use_directory_urls

The following table shows how the URLs differ:
Source file      | use_directory_urls: true  | use_directory_urls: false
---------------- | ------------------------- | -------------------------
index.md         | /                         | /index.html
api-guide.md     | /api-guide/               | /api-guide.html

## indexing

Option      | Description
:---------- | :----------
`full`      | Indexes the title, section headings, and full text of each page.
`titles`    | Indexes the title of each page.

A plain line | with a pipe is no table without a delimiter row.

---

After the rule.
"""


def test_gfm_tables_without_leading_pipes_are_tables() -> None:
    """Rows written `a | b` under a `--- | ---` delimiter are a table, even under a paragraph."""
    page = parse_markdown(GFM_TABLE_PAGE)
    assert [t.heading for t in page.tables] == ["use_directory_urls", "indexing"]
    urls, indexing = page.tables
    assert urls.headers == ("Source file", "use_directory_urls: true", "use_directory_urls: false")
    assert urls.row("api-guide.md") == ("api-guide.md", "/api-guide/", "/api-guide.html")
    assert indexing.row("titles") == ("titles", "Indexes the title of each page.")
    assert len(indexing.rows) == 2


def test_a_pipe_in_prose_or_a_rule_is_no_table() -> None:
    """A prose line holding a pipe, or a `---` rule, opens no table without a delimiter row."""
    page = parse_markdown(GFM_TABLE_PAGE)
    assert len(page.tables) == 2
    assert any("with a pipe is no table" in p for s in page.sections for p in [s.text])
    assert any("After the rule." in s.text for s in page.sections)


WRAPPED_FACT_PAGE = """# Configuration

## edit_uri

The path from the base repo_url to the docs directory.

**default**: `edit/master/docs/` for GitHub and GitLab repos or
`src/default/docs/` for a Bitbucket repo, if `repo_url` matches those domains,
otherwise `null`

**default**: `false`
"""


def test_a_soft_wrapped_fact_value_is_read_whole() -> None:
    """A `**default**:` value wrapped over several source lines is one value, not its first line."""
    page = parse_markdown(WRAPPED_FACT_PAGE)
    values = [f.value for f in page.facts]
    assert values == [
        "edit/master/docs/ for GitHub and GitLab repos or src/default/docs/ for a Bitbucket "
        "repo, if repo_url matches those domains, otherwise null",
        "false",
    ]


REF_LINK_PAGE = """# Installation

## Installing Python

Install [Python] using your package manager of choice, or download an installer
from [python.org] and run it. You may have better success using the theme
[custom_dir][]. Index `items[0]` as usual; pass `hosts=["a"]` or `["b"]`.

[Python]: https://www.python.org/
[python.org]: https://www.python.org/downloads/
[custom_dir]: #custom_dir
"""


def test_reference_links_render_as_their_text_only() -> None:
    """Shortcut and collapsed reference links keep their text; target lines render as nothing."""
    page = parse_markdown(REF_LINK_PAGE)
    text = page.sections[-1].text
    assert "Install Python using your package manager" in text
    assert "from python.org and run it" in text
    assert "the theme custom_dir." in text
    assert "items[0]" in text
    assert 'pass hosts=["a"] or ["b"].' in text
    assert "https://" not in text


@given(st.from_regex(r"[A-Za-z][A-Za-z0-9. ]{0,20}", fullmatch=True))
@example("custom_dir")
@example("use_directory_urls")
def test_a_shortcut_link_keeps_exactly_its_text(label: str) -> None:
    """plain_inline('see [label] here') is 'see label here' for any plain link text.

    Underscores only inside a word (the examples): '_0_' alone is emphasis under CommonMark.
    """
    assert plain_inline(f"see [{label}] here") == f"see {label} here"


def test_a_comment_in_an_indented_code_block_is_no_heading() -> None:
    """A '#' line indented four spaces (a comment in an indented code block) opens no section."""
    page = parse_markdown(
        "# Views\n\n## Handlers\n\nWrite the handler:\n\n"
        "    def get(self, request):\n        # do stuff...\n        return Response()\n\n"
        "Handlers return a Response.\n"
    )
    headings = [s.heading for s in page.sections]
    assert "do stuff..." not in headings and "Handlers" in headings
    handlers = next(s for s in page.sections if s.heading == "Handlers")
    assert "Handlers return a Response." in handlers.text


def test_a_bare_placeholder_is_text_and_markup_goes() -> None:
    """``<CONFIG_ROOT>`` and ``<path>`` stay as text; HTML tags and a flag's value name go."""
    assert plain_inline("Config lives in <CONFIG_ROOT>/config.toml.") == (
        "Config lives in <CONFIG_ROOT>/config.toml.")
    assert plain_inline("Pythons go to `<DATA_DIR>/pythons`.") == (
        "Pythons go to <DATA_DIR>/pythons.")
    assert plain_inline("Pass <path> to it") == "Pass <path> to it"
    assert plain_inline("a <b>bold</b> <hr> <a href='x'>link</a>") == "a bold  link"
    assert plain_inline("`--port <int>`") == "--port"


@given(st.from_regex(r"[A-Z]{1,8}_[A-Z_]{1,8}", fullmatch=True))
def test_an_upper_case_placeholder_survives_plain_text(name: str) -> None:
    """An upper-case NAME_WITH_UNDERSCORE in angle brackets is never deleted from prose."""
    assert f"<{name}>" in plain_inline(f"Files live under <{name}>/cache here.")


def test_front_matter_gives_the_title_and_is_not_page_text() -> None:
    """A Jekyll/Eleventy page's 'title:' is its title when it has no '#' heading; the block's
    keys are no facts and no text; a '#' heading still wins."""
    page = parse_markdown('---\ntitle: "Paid parental <em>leave</em>"\nkeywords: parent, '
                          'leave\n---\n\nYou get 12 weeks of paid leave.\n', "ppl")
    assert page.title == "Paid parental leave"
    assert "keywords" not in page.text and "12 weeks" in page.text
    assert parse_markdown("---\ntitle: Old\n---\n# New\n\nText.\n").title == "New"
    assert parse_markdown("No front matter.\n", "fallback").title == "fallback"


@given(st.text(max_size=60).filter(lambda t: "\n" not in t and "---" not in t))
def test_front_matter_title_drops_only_the_block(body: str) -> None:
    """Whatever follows the block is kept as written; without a block nothing changes."""
    rest, title = front_matter_title(f"---\ntitle: T\n---\n{body}")
    assert (rest, title) == (body, "T")
    assert front_matter_title(body) == (body, None)


def test_a_leading_thematic_break_is_no_front_matter() -> None:
    """A page opening with a '---' rule keeps its heading and text up to the next rule: only
    a block of YAML lines ('key: value', '- item', indented) between the rules is front
    matter (18F's blank line before 'title:' still is)."""
    page = parse_markdown("---\n\n# Returns\n\nYou can return items within 30 days.\n\n---\n"
                          "\nRefunds take 5 days.\n", "returns")
    assert page.title == "Returns"
    assert "within 30 days" in page.text and "Refunds take 5 days" in page.text
    assert front_matter_title("---\nSome prose here.\n---\nMore.\n") == (
        "---\nSome prose here.\n---\nMore.\n", None)
    assert front_matter_title("---\ntitle: Leave\ntags:\n  - hr\n- x\n---\nText.\n") == (
        "Text.\n", "Leave")
    assert front_matter_title("---\n\ntitle: EMPMO\ncSpell: ignore EMPMO\n\n---\n\nText.\n") == (
        "\nText.\n", "EMPMO")


def test_an_faq_heading_loses_its_own_numbering() -> None:
    """"### 3. What is TechScheme?" asks "What is TechScheme?"; a question opening on a
    number that is part of it ("10 days late: can I still return it?") keeps it."""
    text = (
        "# Help\n\n### 3. What is TechScheme?\n\nA salary sacrifice scheme.\n\n"
        "### Q2: Who owns the product?\n\nThe provider, until the end.\n\n"
        "### 10 days late: can I still return it?\n\nNo.\n"
    )
    page = parse_markdown(text)
    assert [f.question for f in page.faqs] == [
        "What is TechScheme?",
        "Who owns the product?",
        "10 days late: can I still return it?",
    ]
