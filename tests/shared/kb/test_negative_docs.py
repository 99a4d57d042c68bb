"""Domain-neutral documentation negatives: failing commands, component classes, inverses."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.negative import negative_candidates
from shared.kb.negative_classes import class_negatives, component_classes
from shared.kb.negative_commands import command_negatives, page_commands
from shared.kb.negative_settings import setting_negatives

_TUTORIAL = """# Tutorial

## Setting up

Install shopkit, create a project and start the development server:

```bash
$ pip install shopkit
$ shopkit new mystore
Created project mystore
$ cd mystore
$ shopkit serve --port 8000
```
"""

_HELP = """# Help

## Serving

If `shopkit serve` fails with an address error, pick another port.
"""

_MIDDLEWARE = """# Middleware

## GZipMiddleware

Compresses responses for clients that accept gzip.

## CORSMiddleware

Adds CORS headers to responses.

## SessionMiddleware

Adds signed cookie sessions.

## HTTPException

Raised when a handler returns an error status.

## TimingMiddleware

Logs how long each request took.

```python
def homepage(request):
    return TimingMiddleware(app)
```

## Creating new serializers with BaseSerializer

Subclass the base class.

## Adding to the package grid

Open a pull request.
"""


def _kb(tmp_path: Path, pages: dict[str, str]) -> KbContext:
    for name, text in pages.items():
        (tmp_path / name).write_text(text)
    return KbContext.build(load_kb(tmp_path))


def test_a_command_that_changes_a_project_is_asked_how_to_undo_it(tmp_path: Path) -> None:
    """Prompted commands are asked once each: how to undo one that changes a project, and
    the KB's own program its exit code; output, cd and a troubleshot command are not."""
    context = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "help.md": _HELP})
    skipped: Counter[str] = Counter()
    found = command_negatives(context.kb.page("tutorial.md"), context.kb, set(), skipped)
    asked = [c.query for c in found if c.subtype == "out_of_scope_procedure"]
    assert asked == ["How do I undo `pip install shopkit`?", "How do I undo `shopkit new mystore`?"]
    assert [c.query for c in found if c.subtype == "missing_data"] == [
        "What exit code does `shopkit new` return when it fails?"]  # pip's code is pip's
    assert skipped["out_of_scope_procedure:a page says what to do when the command fails"] == 1


_BORROWED = """# Contributing

## Developing

Run the tests in the docker container, or try the example script:

```console
$ docker compose run shopkit bash
$ pip install daphne
$ python main.py serve
$ shopkit publish
Error: no credentials
```

Install shopkit first. To take a shopkit project back, remove its folder.
"""


def test_borrowed_tools_example_scripts_and_shown_failures_are_not_asked(
        tmp_path: Path) -> None:
    """A tool one page borrows (docker; pip installing daphne), a run of the page's example
    script and a command whose block prints its error give no negative; each is counted."""
    notes = ("# Release notes\n\n## 1.2.0\n\n* Run the tests with docker in CI.\n\n"
             "## 1.1.0\n\n* Faster serve.\n\n## 1.0.0\n\n* First release.\n")
    context = _kb(tmp_path, {"contributing.md": _BORROWED, "help.md": _HELP,
                             "release-notes.md": notes})
    skipped: Counter[str] = Counter()
    found = command_negatives(context.kb.page("contributing.md"), context.kb, set(), skipped)
    assert found == []
    assert skipped["out_of_scope_procedure:a program only one page names"] == 2
    assert skipped["out_of_scope_procedure:the command runs the page's example script"] == 1
    assert skipped["out_of_scope_procedure:a page says what to do when the command fails"] == 1


def test_a_page_with_a_section_on_failures_asks_no_command(tmp_path: Path) -> None:
    """A "Resolving CI failures" section answers what to do when the page's commands fail."""
    failures = "\n## Resolving CI failures\n\nRead the log.\n"
    context = _kb(tmp_path, {"tutorial.md": _TUTORIAL + failures})
    skipped: Counter[str] = Counter()
    assert command_negatives(context.kb.page("tutorial.md"), context.kb, set(), skipped) == []
    assert skipped["out_of_scope_procedure:the page has a section on failures"] == 3


def test_a_family_of_component_classes_is_asked_cost_and_thread_safety(tmp_path: Path) -> None:
    """Three *Middleware classes are a family; a raised HTTPException and a class the code
    returns per call are no components."""
    context = _kb(tmp_path, {"middleware.md": _MIDDLEWARE})
    classes = component_classes(context.kb)
    assert sorted(classes) == ["CORSMiddleware", "GZipMiddleware", "SessionMiddleware"]
    found = class_negatives(context.kb.page("middleware.md"), classes, set())
    assert "What is the performance overhead of using GZipMiddleware?" in [
        c.query for c in found["missing_data"]]
    assert "Is CORSMiddleware thread-safe?" in [c.query for c in found["adjacent_topic"]]


def test_no_inverse_of_creating_code_nor_of_a_prepositional_subject(tmp_path: Path) -> None:
    """"Creating … serializers" gives no "delete" question and "Adding to the grid" no
    "remove to the grid"; every question is asked once over the KB."""
    context = _kb(tmp_path, {"middleware.md": _MIDDLEWARE})
    found = negative_candidates(context.kb.page("middleware.md"), context, Random(0))
    queries = [c.query for cs in found.values() for c in cs]
    assert not any(q.startswith(("How do I delete", "How do I remove to")) for q in queries)
    assert len(queries) == len(set(queries))
    again = negative_candidates(context.kb.page("middleware.md"), context, Random(0))
    assert not any(again.values())


_SETTINGS = """# Settings

#### SCHEMA_COERCE_PATH_PK

Whether the pk is renamed to id in schemas.

Default: `True`

#### PAGE_SIZE

The default page size to use for pagination.

Default: `None`
"""

_ANNOUNCEMENT = """# Django REST framework 3.5

## Schema generation

You can revert to the previous behavior by setting `'SCHEMA_COERCE_PATH_PK': False`.
"""


def test_a_setting_named_on_a_release_page_is_asked_no_release(tmp_path: Path) -> None:
    """A page titled with a release dates the settings it names, addition word or not."""
    context = _kb(tmp_path, {"settings.md": _SETTINGS, "3.5-announcement.md": _ANNOUNCEMENT})
    skipped: Counter[str] = Counter()
    found = setting_negatives(context.kb.page("settings.md"), context.kb, skipped)
    asked = [c.query for c in found.get("adjacent_topic", []) if " added?" in c.query]
    assert asked == ["In which version was the PAGE_SIZE setting added?"]
    assert skipped["adjacent_topic:a changelog names the setting's addition"] == 1


_UNINSTALL = """# Installation

## Uninstallation

If you need to remove Shopkit from your system, run the install script with `--remove`.
"""


def test_an_installers_command_is_not_undone_when_the_kb_removes_what_it_installed(
        tmp_path: Path) -> None:
    """'How do I undo `pip install shopkit`?' is answered by a page removing Shopkit from
    the system: not asked, counted."""
    context = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "help.md": _HELP,
                             "install.md": _UNINSTALL})
    skipped: Counter[str] = Counter()
    found = command_negatives(context.kb.page("tutorial.md"), context.kb, set(), skipped)
    assert "How do I undo `pip install shopkit`?" not in [c.query for c in found]
    assert skipped["out_of_scope_procedure:the KB says how to undo the command"] >= 1


def test_a_kb_with_an_exit_code_table_gets_no_exit_code_question(tmp_path: Path) -> None:
    """The reviewer's `cz ch` case: a page listing exit codes answers 'What exit code does
    X return when it fails?' (it depends on the error), so none is drafted, counted."""
    codes = "# Exit codes\n\n| Exception | Exit Code | Description |\n|---|---|---|\n" \
            "| NoPatternMapError | 5 | serve / new pattern not found |\n\nshopkit exits so.\n"
    kb = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "exit_codes.md": codes}).kb
    skipped: Counter[str] = Counter()
    drafted = [c.query for page in kb.current_pages()
               for c in command_negatives(page, kb, set(), skipped)]
    assert not any("exit code" in q for q in drafted)
    assert skipped["missing_data:the KB documents the program's exit codes"] == 2


def test_a_section_giving_a_commands_exit_codes_answers_its_exit_question(
        tmp_path: Path) -> None:
    """'`shopkit serve` … exits 2 when …' in any section answers the serve exit question;
    `shopkit new` is still asked."""
    said = "# Checking\n\n## Automation\n\nRun `shopkit serve --quiet`: it exits 2 when busy.\n"
    kb = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "checking.md": said}).kb
    drafted = [c.query for c in command_negatives(kb.page("tutorial.md"), kb, set(), Counter())]
    assert "What exit code does `shopkit serve` return when it fails?" not in drafted
    assert "What exit code does `shopkit new` return when it fails?" in drafted


def test_a_help_texts_output_line_is_no_command(tmp_path: Path) -> None:
    """'optional arguments:' in a console block of help output is no command: never asked
    'What exit code does `optional arguments:` return when it fails?'."""
    (tmp_path / "write.md").write_text(
        "# Plugins\n\nRun the command:\n\n```console\n$ tool hello --help\nusage: tool hello\n"
        "optional arguments:\n  -h, --help  show this help\n```\n")
    kb = load_kb(tmp_path)
    assert [key for key, _ in page_commands(kb.page("write.md"))] == ["tool hello"]
    (tmp_path / "write.md").write_text(
        "# Plugins\n\n```console\ntool hello\noptional arguments:\n```\n")
    assert [key for key, _ in page_commands(load_kb(tmp_path).page("write.md"))] == [
        "tool hello"]


def test_a_paragraph_stating_the_programs_exit_code_answers_every_exit_question(
        tmp_path: Path) -> None:
    """'shopkit will refuse and exit from the CLI with code `4`' (copier's unsafe-template
    note) gives one failure's code: 'What exit code does X return when it fails?' is then
    answered 'it depends: 4 for …' for every command, so none is drafted, each counted."""
    said = ("# Security\n\n## Unsafe templates\n\nshopkit will refuse to run them and exit "
            "from the CLI with code `4` unless you pass `--trust`.\n")
    kb = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "security.md": said}).kb
    skipped: Counter[str] = Counter()
    drafted = [c.query for c in command_negatives(kb.page("tutorial.md"), kb, set(), skipped)]
    assert not any("exit code" in q for q in drafted), drafted
    assert skipped["missing_data:the KB documents the program's exit codes"] == 2


def test_a_success_exit_code_documents_no_failure_code(tmp_path: Path) -> None:
    """'exits with status 0 when all checks pass' gives the success code only: the failure
    exit questions are still drafted (review13 #4); a non-zero code still answers them."""
    for sentence in ("`shopkit check` exits with status 0 when all checks pass.",
                     "On success shopkit exits with code `0`."):
        said = f"# Checking\n\n## Automation\n\n{sentence}\n"
        kb = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "checking.md": said}).kb
        skipped: Counter[str] = Counter()
        drafted = [c.query for c in command_negatives(kb.page("tutorial.md"), kb, set(),
                                                      skipped)]
        assert "What exit code does `shopkit new` return when it fails?" in drafted, sentence
        assert not skipped["missing_data:the KB documents the program's exit codes"]
    said = "# Checking\n\n## Automation\n\nOn failure shopkit exits with code 3.\n"
    kb = _kb(tmp_path, {"tutorial.md": _TUTORIAL, "checking.md": said}).kb
    drafted = [c.query for c in command_negatives(kb.page("tutorial.md"), kb, set(), Counter())]
    assert not any("exit code" in q for q in drafted)


_ADDS_A_TOOL = """# Plugins

## Compression

Install shopkit and the gzipper plugin, then start a project:

```bash
$ pip install shopkit
$ npm add -D gzipper
$ shopkit new mystore
$ shopkit build
```
"""

_GZIPPER = """# Output

## Compressed files

The gzipper plugin compresses what shopkit writes.
"""


def test_an_installer_command_adding_another_tool_is_not_undone(tmp_path: Path) -> None:
    """'How do I undo `npm add -D esbuild`?' asked a package manager, not the KB: an
    installer's command is undone only when it installs the KB's own program (the one its
    shell blocks run most, or a name on half its pages), the skip counted."""
    context = _kb(tmp_path, {"plugins.md": _ADDS_A_TOOL, "output.md": _GZIPPER,
                             "help.md": _HELP, "tutorial.md": _TUTORIAL,
                             "middleware.md": _MIDDLEWARE})
    skipped: Counter[str] = Counter()
    found = command_negatives(context.kb.page("plugins.md"), context.kb, set(), skipped)
    asked = [c.query for c in found if c.subtype == "out_of_scope_procedure"]
    assert "How do I undo `pip install shopkit`?" in asked
    assert not any("gzipper" in q for q in asked)
    assert skipped["out_of_scope_procedure:an installer command adds another tool"] == 1
