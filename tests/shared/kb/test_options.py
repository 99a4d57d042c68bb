"""Documented options (arguments, attributes, settings) and the queries written over them."""

from __future__ import annotations

from pathlib import Path
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import HashingEmbedder
from shared.kb import GenerationConfig, generate, load_kb
from shared.kb.bridges import checked_option_pairs
from shared.kb.candidates import KbContext, contains_snippet
from shared.kb.direct import direct_candidates
from shared.kb.markdown import plain_inline
from shared.kb.negative import negative_candidates
from shared.kb.option_questions import option_direct
from shared.kb.options import default_of, option_groups

MIDDLEWARE_V1 = """# Middleware

## Using middleware

Every application includes two pieces of middleware by default:

* `ServerErrorMiddleware` - Returns 500 responses when server errors occur.
* `ExceptionMiddleware` - Deals with handled exceptions.

## SessionMiddleware

Adds signed cookie-based HTTP sessions.

The following arguments are supported:

* `secret_key` - Should be a random string.
* `max_age` - Session expiry time in seconds. Defaults to 2 weeks. If set to `None` then the
cookie will last as long as the browser session.
* `same_site` - SameSite flag for the session cookie. Defaults to `'lax'`.
"""

MIDDLEWARE_V2 = MIDDLEWARE_V1.replace(
    "* `same_site`",
    "* `path` - The path set for the session cookie. Defaults to `'/'`.\n"
    "* `domain` - Domain of the cookie used to share cookie between subdomains.\n* `same_site`",
)

RESPONSES = """# Responses

#### Set Cookie

Starlette provides a `set_cookie` method to allow you to set cookies on the response object.

Signature: `Response.set_cookie(key, value, max_age=None, path="/", domain=None)`

* `key` - A string that will be the cookie's key.
* `value` - A string that will be the cookie's value.
* `max_age` - An integer that defines the lifetime of the cookie in seconds.
* `path` - A string that specifies the subset of routes to which the cookie will apply.
* `domain` - A string that specifies the domain for which the cookie is valid.
"""


def _kb(tmp_path: Path) -> Path:
    (tmp_path / "middleware-v1.md").write_text(MIDDLEWARE_V1, encoding="utf-8")
    (tmp_path / "middleware-v2.md").write_text(MIDDLEWARE_V2, encoding="utf-8")
    (tmp_path / "responses.md").write_text(RESPONSES, encoding="utf-8")
    return tmp_path


def test_option_lists_need_an_owner_and_a_lead(tmp_path: Path) -> None:
    """Option lists need an owner and a lead; an example list under a prose heading is none."""
    # A heading's "following arguments" list and a Signature's list are groups.
    kb = load_kb(_kb(tmp_path))
    groups = option_groups(kb.page("middleware-v2.md"))
    assert [(g.owner, g.kind) for g in groups] == [("SessionMiddleware", "arguments")]
    assert groups[0].names == ("secret_key", "max_age", "path", "domain", "same_site")
    max_age = groups[0].option("max_age")
    assert max_age is not None and max_age.default == "2 weeks", max_age
    cookie = option_groups(kb.page("responses.md"))
    assert [(g.owner, g.signature[:8]) for g in cookie] == [("Response.set_cookie", "key, val")]


def test_defaults_are_read_up_to_their_sentence_end() -> None:
    """``Defaults to X.`` gives X whole (lists, quotes, decimals), and no default is made up."""
    assert default_of("A list of methods. Defaults to ['GET']. You can use ['*'].") == "['GET']"
    assert default_of('Defaults to "session".') == '"session"'
    assert default_of("A timeout. Defaults to 0.5. Lower is faster.") == "0.5"
    assert default_of("The browser defaults the domain to the host.") is None


def test_a_default_after_layout_spaces_is_read_up_to_its_own_sentence() -> None:
    """A default after two spaces (DRF's ``lookup_field``) is read and stops at its sentence."""
    said = ("The model field used for object lookup.  Defaults to `'pk'`.  Note that when using "
            "hyperlinked APIs you'll need to set the lookup fields.")
    assert default_of(said) == "`'pk'`"
    assert default_of("A value.\n  Defaults to\n  'pk'.  Note that x.") == "'pk'"
    assert default_of("A path.  Defaults to `os.getcwd()`. Then more.") == "`os.getcwd()`"


@given(gap=st.sampled_from([" ", "  ", "   ", "\n", " \n  "]),
       value=st.sampled_from(["`'pk'`", "'pk'", "`None`", "5 seconds", "`a. b`"]),
       later=st.text(alphabet="abcdefgh `'", min_size=1, max_size=30))
def test_a_default_never_takes_the_next_sentence(gap: str, value: str, later: str) -> None:
    """Whatever the layout gap and the next sentence, the default is exactly the stated value."""
    assert default_of(f"The field.{gap}Defaults to {value}.{gap}Note {later}.") == value


def test_plain_inline_drops_html_and_reference_links() -> None:
    """Answers carry no HTML links, reference-link syntax or leftover "(reference)"."""
    # No ``<a href>`` markup, no ``[text][ref]``, no "(reference)" left from a pointer link.
    assert plain_inline('A [os.PathLike][pathlike] or <a href="x">`SpooledFile`</a>.') == (
        "A os.PathLike or SpooledFile.")
    # a parenthesised pointer link adds nothing to an answer
    assert plain_inline("excluding subdomains ([reference](https://x.org/c#d)).") == (
        "excluding subdomains.")


def test_option_direct_questions_read_naturally(tmp_path: Path) -> None:
    """Option questions read naturally: defaults, conditionals and rot-aware accepted values."""
    # A conditional from the description and a rot-aware list of what the current version accepts
    # (code names not capitalised).
    kb = load_kb(_kb(tmp_path))
    found = direct_candidates(kb.page("middleware-v2.md"), KbContext.build(kb), Random(1))
    by_query = {c.query: (c.subtype, c.ground_truth) for cs in found.values() for c in cs}
    asked = [q for q in by_query if "max_age argument of SessionMiddleware default" in q]
    assert asked and by_query[asked[0]] == ("simple_fact", "2 weeks.")
    assert by_query["Which arguments does SessionMiddleware currently accept?"] == (
        "rot_aware", "secret_key, max_age, path, domain and same_site.")
    assert by_query["What happens if I set the max_age argument of SessionMiddleware to None?"] \
        == ("conditional_logic", "The cookie will last as long as the browser session.")
    assert not any("page say about" in q or "V2" in q for q in by_query)


def test_common_arguments_need_both_pages(tmp_path: Path) -> None:
    """"Which arguments do both A and B accept?" needs both pages; the shared names answer it."""
    # Rot-aware when the older version shared fewer; no page holds both lists.
    kb = load_kb(_kb(tmp_path))
    made = [c for c in checked_option_pairs(kb) if c.query.startswith("Which")]
    assert [c.query for c in made] == [
        "Which arguments do both SessionMiddleware and Response.set_cookie currently accept?"]
    assert made[0].subtype == "rot_aware" and made[0].answer_key == ("max_age", "path", "domain")
    for ref in made[0].refs:
        assert not all(contains_snippet(kb.page(ref).text, item)
                       for item in (e.snippet for e in made[0].evidence))


def test_docs_negatives_add_no_qualifier_and_state_no_default(tmp_path: Path) -> None:
    """A docs KB gets no qualifier negatives, and a default is asked only where none is stated."""
    # No "on Windows" procedure negatives; the signature's ``path="/"`` answers a default.
    kb = load_kb(_kb(tmp_path))
    context = KbContext.build(kb)
    queries = [c.query for page in kb.current_pages()
               for cs in negative_candidates(page, context, Random(0)).values() for c in cs]
    assert not any("Windows" in q or "mobile" in q for q in queries)
    assert "What is the default value of the domain argument of SessionMiddleware?" in queries
    assert not any("argument of Response.set_cookie" in q and "default" in q for q in queries)


def test_release_negatives_skip_what_a_changelog_names(tmp_path: Path) -> None:
    """"In which release was X added?" is never asked of an owner a changelog names."""
    # ``Add partitioned to Response.set_cookie`` may date any of its arguments.
    kb_dir = _kb(tmp_path)
    context = KbContext.build(load_kb(kb_dir))
    page = load_kb(kb_dir).page("responses.md")
    before = [c.query for c in negative_candidates(page, context, Random(0))["adjacent_topic"]]
    assert any("release" in q and "Response.set_cookie" in q for q in before)
    (kb_dir / "release-notes.md").write_text(
        "# Release Notes\n\n## 0.38.0\n\n* Add `partitioned` to `Response.set_cookie`.\n",
        encoding="utf-8")
    kb = load_kb(kb_dir)
    after = [c.query for c in negative_candidates(kb.page("responses.md"), KbContext.build(kb),
                                                  Random(0))["adjacent_topic"]]
    assert not any("release" in q and "Response.set_cookie" in q for q in after)


API = """# Developer Interface

## `Response`

* `.status_code` - **int**
* `def .json()` - **Any**

## The exception hierarchy

* HTTPError
    * RequestError
        * TransportError
    * HTTPStatusError
"""


def test_reference_pages_give_type_return_and_subclass_questions(tmp_path: Path) -> None:
    """Reference pages give type, return, subclass and leaf-parent questions, each edge once."""
    # A member list and an exception hierarchy give "What type is …?", "What does …() return?", the
    # direct subclasses, and the parent of a leaf only.
    (tmp_path / "api.md").write_text(API, encoding="utf-8")
    kb = load_kb(tmp_path)
    found = direct_candidates(kb.page("api.md"), KbContext.build(kb), Random(0))
    asked = {c.query: c.ground_truth for cs in found.values() for c in cs}
    assert asked["What type is Response.status_code?"] == "int."
    assert asked["What does Response.json() return?"] == "Any."
    assert asked["Which exception classes are direct subclasses of HTTPError?"] == (
        "RequestError and HTTPStatusError.")
    assert asked["Which exception class is the direct parent of TransportError?"] == (
        "RequestError.")
    assert "Which exception class is the direct parent of RequestError?" not in asked


def test_conditionals_need_a_subject_and_advice_is_asked_as_advice(tmp_path: Path) -> None:
    """Conditionals need a subject, and advice is asked as advice."""
    # "If filename field was supplied" is skipped; "If you need X, you can Y" is asked "What should
    # I do if I need X?"; "the range" gets its code-name heading.
    (tmp_path / "responses.md").write_text(
        "# Responses\n\n## FileResponse\n\n"
        "If filename field was supplied, an UploadFile object will be created for streaming.\n\n"
        "If you need fine-grained control over JSON serialization, you can subclass "
        "JSONResponse.\n\n"
        "If the range is invalid, the response will be a 416 Range Not Satisfiable response.\n",
        encoding="utf-8")
    kb = load_kb(tmp_path)
    found = direct_candidates(kb.page("responses.md"), KbContext.build(kb), Random(0))
    asked = [c.query for c in found["conditional_logic"]]
    assert asked == [
        "What should I do if I need fine-grained control over JSON serialization?",
        "With FileResponse, what happens if the range is invalid?",
    ]


def test_invalid_value_negatives_only_for_constrained_arguments(tmp_path: Path) -> None:
    """Invalid-value negatives are asked only of arguments whose description states their values."""
    # "Which exception does X raise when y is given an invalid value?": a range or a set, never a
    # free argument.
    (tmp_path / "gzip.md").write_text(
        "# GZip\n\n## GZipMiddleware\n\nThe following arguments are supported:\n\n"
        "* `minimum_size` - Do not GZip responses smaller than this size in bytes.\n"
        "* `compresslevel` - It is an integer ranging from 1 to 9. Defaults to `9`.\n",
        encoding="utf-8")
    kb = load_kb(tmp_path)
    found = negative_candidates(kb.page("gzip.md"), KbContext.build(kb), Random(0))
    invalid = [c.query for c in found["missing_data"] if "invalid value" in c.query]
    assert invalid == [
        "Which exception does GZipMiddleware raise when compresslevel is given an invalid value?"]


def test_same_default_compares_only_options_of_one_meaning(tmp_path: Path) -> None:
    """"Same default" compares only options of one meaning, from list and signature defaults."""
    # "Do A and B use the same default value for path?" reads A's list default and B's signature
    # default; a same-named option of another meaning (a file's path) is no pair.
    kb_dir = _kb(tmp_path)
    (kb_dir / "files.md").write_text(
        "# Files\n\n### FileResponse\n\nTakes a different set of arguments:\n\n"
        "* `path` - The filepath to the file to stream.\n"
        "* `filename` - If set, this will be included in the response.\n", encoding="utf-8")
    made = {c.query: c.ground_truth for c in checked_option_pairs(load_kb(kb_dir))}
    assert made["Do SessionMiddleware and Response.set_cookie use the same default value for "
                "path?"] == "Yes: both default path to '/'."
    assert not any("FileResponse" in q for q in made)


def test_a_condition_scoped_by_the_sentence_before_is_skipped(tmp_path: Path) -> None:
    """A condition scoped by the sentence before is skipped."""
    # "The params argument is not supported by websocket_connect. If you need to pass query
    # arguments, hard code it" holds only for websocket_connect.
    (tmp_path / "testclient.md").write_text(
        "# Test Client\n\n## Testing WebSocket sessions\n\n"
        "The `params` argument is not supported by `websocket_connect`. If you need to pass "
        "query arguments, hard code it directly in the URL.\n\n"
        "If you want the TestClient to run the lifespan handler, you will need to use the "
        "TestClient as a context manager.\n", encoding="utf-8")
    kb = load_kb(tmp_path)
    found = direct_candidates(kb.page("testclient.md"), KbContext.build(kb), Random(0))
    assert [c.query for c in found["conditional_logic"]] == [
        "What should I do if I want the TestClient to run the lifespan handler?"]


async def test_every_empty_subtype_is_explained(tmp_path: Path) -> None:
    """Every empty subtype gets a reason saying what the engine needs: no silent shortfall."""
    # A docs KB without tables or shop procedures.
    result = await generate(load_kb(_kb(tmp_path)), HashingEmbedder(),
                            GenerationConfig(direct=20, multi_hop=5, negative=5))
    made = {f"{q.query_type}/{q.metadata.subtype}" for q in result.queries}
    explained = result.report.not_built
    for key in ("direct/table_lookup", "negative/out_of_scope_procedure"):
        assert key not in made and "needs" in explained[key]
    assert "documentation" in explained["negative/out_of_scope_procedure"]
    assert not made & set(explained)


def test_one_fact_is_asked_once_rot_aware_first(tmp_path: Path) -> None:
    """A fact is asked once: a changed list rot-aware ("currently"), not again as a plain list."""
    kb = load_kb(_kb(tmp_path))
    found = direct_candidates(kb.page("middleware-v2.md"), KbContext.build(kb), Random(1))
    answers = [c.ground_truth for cs in found.values() for c in cs]
    assert len(answers) == len(set(answers))
    assert "Which arguments does SessionMiddleware accept?" not in {
        c.query for c in found["list_enumeration"]}


def test_a_changed_set_of_documented_names_is_asked_currently(tmp_path: Path) -> None:
    """A changed set of documented names is asked "currently" with the current names only."""
    # Environment variables with NETRC dropped: "Which environment variables are currently
    # documented?".
    (tmp_path / "environment_variables-v1.md").write_text(
        "# Environment Variables\n\n## `NETRC`\n\nA path to a netrc file.\n\n"
        "## `NO_PROXY`\n\nValid values: a comma-separated list of hostnames\n", encoding="utf-8")
    (tmp_path / "environment_variables-v2.md").write_text(
        "# Environment Variables\n\n## `NO_PROXY`\n\nValid values: a comma-separated list of "
        "hostnames\n\n## `SSL_CERT_FILE`\n\nValid values: a filename\n", encoding="utf-8")
    kb = load_kb(tmp_path)
    found = direct_candidates(kb.page("environment_variables-v2.md"), KbContext.build(kb),
                              Random(0))
    asked = {c.query: c.ground_truth for c in found["rot_aware"]}
    assert asked["Which environment variables are currently documented?"] == (
        "NO_PROXY and SSL_CERT_FILE.")


_CLI = """# Commands

## check

Validates the project file.

#### Options

* `--lock`: Verifies that the lock file exists.
* `--strict`: Fail if check reports warnings.

## publish

Publishes a package.

#### Options

* `--repository (-r)`: The repository to register the package to.
* `--dist-dir`: Dist directory where built artifacts are stored. Default is `dist`.

## Usage notes

#### Options

* `--verbose`: More output.
* `--quiet`: Less output.
"""


def test_cli_reference_options_belong_to_their_command(tmp_path: Path) -> None:
    """'#### Options' under '## publish' is the publish command's list, defaults read; the
    flags under a heading that names no command belong to no command (an owner-less list)."""
    (tmp_path / "cli.md").write_text(_CLI)
    groups = option_groups(load_kb(tmp_path).page("cli.md"))
    by_owner = {g.owner: g for g in groups}
    assert set(by_owner) == {"the check command", "the publish command", ""}
    assert by_owner[""].names == ("--verbose", "--quiet")
    assert by_owner["the check command"].names == ("--lock", "--strict")
    publish = by_owner["the publish command"]
    dist = publish.option("--dist-dir")
    assert dist is not None and dist.default == "dist"


_SERVER_FLAGS = """# Settings

Use the following options to configure the server from the command line.

## Networking

* `--bind <str>` - Bind the socket to this address. **Default:** *'127.0.0.1'*.
* `--port <int>` - Listen on this port. If set to 0, a free port is picked. **Default:** *8000*.
* `--backlog <int>` - Maximum number of connections to hold in the queue.

## Development

* `--watch` - Restart the server when a source file changes.
* `--watch-dir <path>` - Directories to watch for changes. **Default:** *the working directory*.
"""


def test_a_flag_list_without_owner_is_a_group_of_options(tmp_path: Path) -> None:
    """Bullet lists of command-line flags (with metavars) are option groups without an
    owner: each flag's default and purpose are asked, named by the flag alone."""
    (tmp_path / "settings.md").write_text(_SERVER_FLAGS, encoding="utf-8")
    kb = load_kb(tmp_path)
    groups = option_groups(kb.page("settings.md"))
    assert [(g.owner, g.kind, g.names) for g in groups] == [
        ("", "options", ("--bind", "--port", "--backlog")),
        ("", "options", ("--watch", "--watch-dir")),
    ]
    found = option_direct(kb.page("settings.md"), KbContext.build(kb), Random(3))
    asked = {c.query: c.ground_truth for c in found["simple_fact"]}
    port = [a for q, a in asked.items() if "--port option" in q and "default" in q]
    assert port == ["8000"]  # a literal value, no sentence full stop
    assert asked["What does the --backlog option do?"] == (
        "Maximum number of connections to hold in the queue.")
    assert asked["What does the --bind option do?"] == "Bind the socket to this address."
    assert not [q for q in asked if "--backlog" in q and "default" in q]


_THEME = """# Themes

## dark

In addition to the common options, the `dark` theme supports the following options:

*   **`color_mode`**: Set the default color mode. Default: `light`.

    ![toggle](toggle.png)

*   **`nav_style`**: Adjust the visual style of the top bar. Default: `primary`.
*   **`highlightjs`**: Enables highlighting of source code. Default: `True`.
"""


def test_bold_code_bullets_under_a_named_lead_are_options(tmp_path: Path) -> None:
    """'- **`name`**: text' bullets under "the dark theme supports the following options"
    are the dark theme's options (an image inside an item does not end the list)."""
    (tmp_path / "themes.md").write_text(_THEME, encoding="utf-8")
    groups = option_groups(load_kb(tmp_path).page("themes.md"))
    assert [(g.owner, g.kind, g.names) for g in groups] == [
        ("the dark theme", "options", ("color_mode", "nav_style", "highlightjs"))]
    nav_style = groups[0].option("nav_style")
    assert nav_style is not None and nav_style.default == "primary", groups[0]
