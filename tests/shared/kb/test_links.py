"""Links between KB pages in every form docs sites write them (shared/kb/links.py)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.links import inline_links, resolve_link

DOCS = Path(__file__).resolve().parent / "fixtures" / "docs_links"
REFS = {"index.md", "quickstart.md", "user-guide/clients.md", "cli-v1.md", "cli-v2.md",
        "configuration.md"}


def test_inline_and_cross_folder_links_resolve() -> None:
    """``x.md#anchor`` and ``../folder/x.md`` name the page relative to the linking page."""
    clients = "user-guide/clients.md"
    assert resolve_link("index.md", "user-guide/clients.md#timeouts", REFS) == clients
    assert resolve_link("user-guide/clients.md", "../index.md", REFS) == "index.md"
    assert resolve_link("index.md", "./configuration.md", REFS) == "configuration.md"


def test_mkdocs_directory_urls_and_site_absolute_paths_resolve() -> None:
    """``../user-guide/clients/`` (MkDocs) and ``/configuration`` (site root) find the page."""
    assert resolve_link("quickstart.md", "../user-guide/clients/", REFS) == "user-guide/clients.md"
    assert resolve_link("user-guide/clients.md", "/configuration", REFS) == "configuration.md"


def test_plain_name_of_a_versioned_page_is_its_newest_version() -> None:
    """``cli.md`` (or Hugo's ``cli``) is ``cli-v2.md`` when the KB holds cli-v1 and cli-v2."""
    assert resolve_link("index.md", "cli.md", REFS) == "cli-v2.md"
    assert resolve_link("quickstart.md", "cli#install", REFS) == "cli-v2.md"


def test_targets_outside_the_kb_are_none() -> None:
    """Websites, images, same-page anchors, self links and unknown names resolve to None."""
    for target in ("https://example.org/docs/", "mailto:a@b.c", "#timeout", "../img/x.png",
                   "gone.md", "configuration.md#top"):
        assert resolve_link("configuration.md", target, REFS) is None


def test_reference_links_and_hugo_shortcodes_become_inline_links() -> None:
    """``[t][ref]``, ``[Name][]`` and ``{{< relref "x" >}}`` are rewritten; definitions go."""
    source = ('See [the CLI][cli-ref], [Configuration][] and [it]({{< relref "cli#add" >}}).\n'
              "\n[cli-ref]: cli.md \"Commands\"\n[configuration]: ./configuration.md\n")
    out = inline_links(source)
    assert "[the CLI](cli.md)" in out and "[Configuration](./configuration.md)" in out
    assert "[it](cli#add)" in out
    assert "[cli-ref]:" not in out


def test_fenced_code_is_left_alone() -> None:
    """A link-shaped line inside a code fence is not rewritten or dropped."""
    source = "```\n[x]: y.md\n[a][x]\n```\n"
    assert inline_links(source) == source


def test_docs_fixture_links_join_the_pages() -> None:
    """On a docs-shaped folder every link form joins the right pages, and hubs pair up."""
    kb = load_kb(DOCS)
    assert kb.page("index.md").links == ("quickstart.md", "user-guide/clients.md", "cli-v2.md",
                                         "configuration.md")
    assert kb.page("quickstart.md").links == ("user-guide/clients.md", "cli-v2.md")
    assert kb.page("user-guide/clients.md").links == ("index.md", "configuration.md")
    assert kb.page("cli-v2.md").links == ("user-guide/clients.md",)
    assert kb.broken_links == [("configuration.md", "gone.md")]
    assert ("index.md", "user-guide/clients.md") in kb.circular_pairs()


@given(st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=80))
def test_resolver_never_leaves_the_kb(target: str) -> None:
    """Whatever the target, the answer is None or one of the KB's pages other than the source."""
    found = resolve_link("user-guide/clients.md", target, REFS)
    assert found is None or (found in REFS and found != "user-guide/clients.md")


@given(st.text(alphabet="[]()#:!`{}<>\" \nabc.md/-", max_size=120))
def test_inline_links_keeps_every_non_definition_line(source: str) -> None:
    """Rewriting never drops a line that is not a ``[label]: target`` definition."""
    out = inline_links(source).splitlines()
    kept = [line for line in source.splitlines() if not line.lstrip().startswith("[")]
    assert len(out) >= len(kept)
