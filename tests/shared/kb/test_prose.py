"""Domain-neutral direct questions from prose documentation pages."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.markdown import parse_markdown
from shared.kb.phrasing import as_customer
from shared.kb.prose import (
    default_candidates,
    how_to_phrase,
    section_candidates,
    section_rot_candidates,
)

DOCS_V1 = """# Timeouts

HTTPX is careful to enforce timeouts everywhere by default.

## Setting a default timeout

The default timeout for network inactivity is five seconds.

```python
# Setting a timeout in code
client = httpx.Client(timeout=10.0)
```
"""

DOCS_V2 = """# Timeouts

HTTPX is careful to enforce timeouts everywhere by default.

## Setting a default timeout

You can set a timeout on a client instance, which becomes the default for every request.

## Enabling and disabling retries

Retries are disabled unless you configure a transport with the retries option.
"""


def test_how_to_headings_become_questions() -> None:
    """Gerund headings read as "How do I …?" with every joined gerund turned into a verb."""
    assert how_to_phrase("Enabling and disabling verification") == (
        "enable and disable verification")
    assert how_to_phrase("Setting a default timeout") == "set a default timeout"
    assert how_to_phrase("Making Async requests") == "make Async requests"
    assert how_to_phrase("Proxy keys") is None
    # httpx's docs: "Sharing configuration …" and "Opening and closing clients" lost their e
    assert how_to_phrase("Sharing configuration across requests") == (
        "share configuration across requests"
    )
    assert how_to_phrase("Opening and closing clients") == "open and close clients"
    assert how_to_phrase("Clearing the cache") == "clear the cache"
    assert how_to_phrase("Merging of configuration") is None  # a topic, not a task


def test_gerunds_read_from_the_lexicon_keep_their_base_form() -> None:
    """Gerunds the suffix rules broke ("Adding" -> "ad") get the lexicon's verb; -ing nouns none."""
    assert how_to_phrase("Adding language translations") == "add language translations"
    assert how_to_phrase("Handling errors") == "handle errors"
    assert how_to_phrase("Caching responses") == "cache responses"
    assert how_to_phrase("Routing requests") == "route requests"
    assert how_to_phrase("Morning routines") is None
    assert how_to_phrase("Frobnicating widgets") == "frobnicate widgets"  # not in the lexicon


@given(st.sampled_from(["Timeouts", "Proxy keys", "Status Codes", "API Differences"]))
def test_noun_headings_are_not_how_to(heading: str) -> None:
    """A heading without a leading gerund never becomes a how-to question."""
    assert how_to_phrase(heading) is None


def test_code_fences_are_not_headings_or_prose() -> None:
    """A comment line inside a fenced code block is neither a heading nor page text."""
    page = parse_markdown(DOCS_V1)
    assert [s.heading for s in page.sections] == ["Timeouts", "Setting a default timeout"]
    assert "client = httpx" not in page.text


def test_contractions_become_first_person() -> None:
    """"you're" becomes "I'm", never "I're"."""
    assert as_customer("you're using an older distribution") == "I'm using an older distribution"


def test_sections_and_changed_sections_give_questions(tmp_path: Path) -> None:
    """A how-to section that instructs is asked; a changed or new one is asked "currently";
    a how-to section that only describes ("Retries are disabled unless …") is not."""
    (tmp_path / "timeouts-v1.md").write_text(DOCS_V1, encoding="utf-8")
    (tmp_path / "timeouts-v2.md").write_text(DOCS_V2, encoding="utf-8")
    kb = load_kb(tmp_path)
    current = kb.page("timeouts-v2.md")
    found = section_candidates(current, KbContext.build(kb))
    assert [c.query for c in found] == ["How do I set a default timeout?"]
    previous = kb.previous_version(current)
    assert previous is not None
    rot = section_rot_candidates(current, previous)
    assert [c.query for c in rot] == ["How do I currently set a default timeout?"]
    assert rot[0].ground_truth.startswith("You can set a timeout on a client instance")


INSTALL = """# Getting started

## Installing Acme

Acme needs Python 3.9 or later. Check your version first.

```console
$ pip install acme
Successfully installed acme-1.0
```

Run `acme --version` to check that everything worked.

## Enabling compression

Compression is off by default and costs some CPU.

To enable compression, pass `compress=True` when you create the client.

## Understanding the cache

The cache keeps responses for five minutes.
"""


def test_how_to_is_answered_by_its_command_or_instruction(tmp_path: Path) -> None:
    """"How do I install X?" is answered by the shell block's command (prompt and output
    left out), "How do I enable Y?" by the instruction sentence, not the first sentence."""
    (tmp_path / "start.md").write_text(INSTALL, encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = {c.query: c.ground_truth for c in section_candidates(kb.page("start.md"), context)}
    assert found == {
        "How do I install Acme?": "Run `pip install acme`.",
        "How do I enable compression?":
            "To enable compression, pass compress=True when you create the client.",
    }


def test_how_to_without_instruction_is_skipped_and_counted(tmp_path: Path) -> None:
    """A how-to heading over descriptive text only gives no question; the skip is counted."""
    (tmp_path / "p.md").write_text(
        "# P\n\n## Configuring the proxy\n\nThe proxy reads its configuration at start.\n",
        encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    assert section_candidates(kb.page("p.md"), context) == []
    assert context.skipped["simple_fact:how_to_without_instruction"] == 1


@given(st.text(alphabet="ab $#\n-", max_size=60))
def test_code_blocks_are_kept_whole_and_never_page_text(body: str) -> None:
    """Any fenced block is recorded with its language and never leaks into the page text."""
    page = parse_markdown(f"# T\n\n## H\n\nSee below.\n\n```bash\n{body}\n```\n")
    assert [b.language for b in page.code_blocks] == ["bash"]
    assert page.code_blocks[0].code == body.strip("\n")
    assert page.code_blocks[0].before == "See below."


def test_an_installation_section_asks_how_to_install_its_package(tmp_path: Path) -> None:
    """An "Installation" heading over one install command asks how to install the package
    it names (an extra named as such), answered by the command."""
    (tmp_path / "i18n.md").write_text(
        "# Localizing\n\n## Installation\n\nEnable support by installing the extra:\n\n"
        "```bash\npip install 'acme[i18n]'\n```\n", encoding="utf-8")
    kb = load_kb(tmp_path)
    found = section_candidates(kb.page("i18n.md"), KbContext.build(kb))
    assert [(c.query, c.ground_truth) for c in found] == [
        ("How do I install acme with the i18n extra?", "Run `pip install 'acme[i18n]'`.")]


_FORMATS = """# Lock file

## Change lock file format

Shopkit supports two lock file formats. The default format is `shopkit`.

## Output

The default style is plain text.

## Timeouts

The default timeout for network inactivity is five seconds.
"""


def test_a_bare_default_noun_is_placed_by_its_heading_and_a_code_value_kept(
        tmp_path: Path) -> None:
    """'The default format is `shopkit`' under 'Change lock file format' asks the lock file
    format and answers the literal as written; a bare noun no heading places is counted."""
    (tmp_path / "lock.md").write_text(_FORMATS)
    context = KbContext.build(load_kb(tmp_path))
    found = default_candidates(context.kb.page("lock.md"), context)
    assert [(c.query, c.ground_truth) for c in found] == [
        ("What is the default lock file format?", "shopkit"),
        ("What is the default timeout for network inactivity?", "Five seconds."),
    ]
    assert context.skipped["simple_fact:default_of_a_bare_noun"] == 1
