"""Direct questions from prose: default behaviours, version additions, and the gates that
keep slogans, asides, demo commands and borrowed illustrations out."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import conditional_logic, simple_fact
from shared.kb.options import option_groups
from shared.kb.phrasing import as_customer
from shared.kb.prose_questions import prose_facts

_CLIENT = """# Test client

## Change client address

By default, the TestClient will set the client host to "testserver" and the port to 50000.

By default this will capture characters up to the end of the path.

By default Shopkit will create a project folder for every command.

## Handling methods

By default 403 responses will be returned when permissions are not granted.
"""

_CONFIG = """# Configuration

## Vendoring

Since version 0.26.0, Shopkit has vendored Click for easier maintenance.
"""

_FILLER = "# {name}\n\nShopkit pages about {name} and the catalog.\n"


def _context(tmp_path: Path, pages: dict[str, str]) -> KbContext:
    for name, text in pages.items():
        (tmp_path / name).write_text(text)
    return KbContext.build(load_kb(tmp_path))


def _with_filler(pages: dict[str, str]) -> dict[str, str]:
    """The pages plus four that name the product, so it is no distinctive term."""
    filler = {f"p{n}.md": _FILLER.format(name=f"topic{n}") for n in range(4)}
    return {**pages, **filler}


def test_a_default_behaviour_is_asked_by_its_verb_and_answered_by_its_object(
        tmp_path: Path) -> None:
    """"By default, the TestClient will set …" asks what it sets; a pronoun subject, the
    product itself and a passive sentence give no question."""
    context = _context(tmp_path, _with_filler({"testclient.md": _CLIENT}))
    found = prose_facts(context.kb.page("testclient.md"), context)
    assert [(c.query, c.ground_truth) for c in found] == [
        ("What does the TestClient set by default?",
         'The client host to "testserver" and the port to 50000.')]


def test_a_since_sentence_is_asked_since_which_version(tmp_path: Path) -> None:
    """"Since version 0.26.0, Shopkit has vendored Click …" asks since which version."""
    context = _context(tmp_path, {"configuration.md": _CONFIG})
    found = {c.query: c.ground_truth for c in prose_facts(context.kb.page("configuration.md"),
                                                          context)}
    assert found == {"Since which version has Shopkit vendored Click for easier maintenance?":
                     "Since version 0.26.0."}


_FEATURES = """# Features

## Highlights

- **Easy to use**: It's easy to use for the final users.
- **Your users get**: Automatic help and completion.
- **Default page size**: Twenty items per page.

## Callbacks

Pass `callback=` to `Shopkit()` to add a callback on creation.

```console
$ python main.py create Camila
Created Camila
```

## Tips

If you know FastAPI, you already know Shopkit.

If the yield part seems complex for you, don't worry, use the list version.

If you want to have help text for each item, make sure each item is a tuple.

If you want to disable Rich globally, set the environment variable SHOPKIT_USE_RICH to 0.
"""


def test_slogan_labels_and_asides_are_not_asked(tmp_path: Path) -> None:
    """Bold labels that are no noun phrase and conditions with no referent (a reader's
    state of mind, "each item", "the yield part") give no question; a real one stays."""
    context = _context(tmp_path, {"features.md": _FEATURES})
    page = context.kb.page("features.md")
    facts = [c.query for c in simple_fact(page, context, Random(0)) if c.key.startswith("fact:")]
    assert all("easy to use" not in q and "your users get" not in q for q in facts)
    assert any("default page size" in q for q in facts)
    conditions = [c.query for c in conditional_logic(page, context, Random(0))]
    assert conditions == ["What should I do if I want to disable Rich globally?"]
    assert context.skipped["conditional_logic:no_referent"] == 3


def test_a_run_of_the_example_script_is_no_how_to_answer(tmp_path: Path) -> None:
    """"How do I add a callback on creation?" is answered by the instruction, not by the
    page's `python main.py create Camila` check."""
    context = _context(tmp_path, {"callback.md": _FEATURES.replace("## Callbacks",
                                                                   "## Adding a callback")})
    found = {c.query: c.ground_truth for c in simple_fact(context.kb.page("callback.md"),
                                                          context, Random(0))}
    assert found.get("How do I add a callback?") == (
        "Pass callback= to Shopkit() to add a callback on creation.")


_TAR = """# Option names

## Short names with values

For example, let's say you are extracting a file `myproject.tar.gz` with the program `tar`.

You can pass these short names to `tar`:

* `-x`: means "eXtract", to decompress and extract the contents.
* `-v`: means "Verbose", to print what it is doing.
* `-f`: means "File", the compressed file to extract.

## Shopkit flags

The flags of `shopkit serve`:

* `--port`: The port to bind.
* `--reload`: Restart on code changes.
"""


def test_an_illustrations_flags_are_not_the_products_options(tmp_path: Path) -> None:
    """Flags after "For example, let's say … `tar`" are tar's; the product's flags stay."""
    page = load_kb(_write(tmp_path, "name.md", _TAR)).page("name.md")
    assert [g.names for g in option_groups(page)] == [("--port", "--reload")]


def _write(tmp_path: Path, name: str, text: str) -> Path:
    (tmp_path / name).write_text(text)
    return tmp_path


def test_you_after_a_preposition_becomes_me() -> None:
    """"complex for you" reads "complex for me", not "complex for I"."""
    assert as_customer("the part seems complex for you") == "the part seems complex for me"
    assert as_customer("you want to help") == "I want to help"
