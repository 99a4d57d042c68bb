"""Per-entry reference sections (heading = the entry, a one-row table = its attributes)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.entry_questions import entry_direct
from shared.kb.entry_sections import bare_flag, bare_key, reference_entries, slugify

_TABLE = """| Default | CLI Override | API Override |
| ------- | ------------ | ------------ |
| {default} | `{flag}` | `{key}` |
"""


def _entry(heading: str, lead: str, default: str, flag: str, key: str, values: str = "") -> str:
    return (f"## {heading}\n\n{lead}\n\n{values}"
            + _TABLE.format(default=default, flag=flag, key=key) + "\n")


_V1 = "# Options\n\nLinto ships with a few format options.\n\n" + "".join((
    _entry("Line Length", "Specify the line length Linto wraps at.", "`80`",
           "--line-length <int>", "lineLength: <int>"),
    _entry("Indent Size", "_First available in v1.3.0._\n\nSpecify the number of spaces per "
           "indentation level.", "`4`",
           "--indent-size <int>", "indentSize: <int>"),
    _entry("Semicolons", "Print semicolons at the ends of statements.", "`true`", "--no-semi",
           "semi: <bool>", "Valid options:\n\n- `true` - Always.\n- `false` - Only where "
           "needed.\n\n"),
    _entry("Commas", "Commas are printed where they are valid.", '`"none"`', "--commas <none|all>",
           'commas: "<none|all>"', 'Valid options:\n\n- `"none"` - No commas.\n- `"all"` - '
           "Commas everywhere.\n\n"),
    _entry("Parser", "Specify which parser to use.", "None", "--parser <string>",
           'parser: "<string>"'),
))
_V2 = _V1.replace('| `"none"` |', '| `"all"` |').replace(
    '- `"all"` - Commas everywhere.', '- `"all"` - Commas everywhere.\n- `"es5"` - Where ES5 '
    "allows them.")
_CLI_V1 = ("# CLI\n\nRun Linto from the command line.\n\n## `--check`\n\nLinto checks files.\n\n"
           "## `--loglevel`\n\nChange the level of logging for Linto.\n")
_CLI_V2 = _CLI_V1.replace("--loglevel", "--log-level")
_INDEX = "# Linto\n\nLinto is an opinionated code formatter. Install Linto with npm.\n"


def _context(tmp_path: Path) -> KbContext:
    for name, text in (("options-v1.md", _V1), ("options-v2.md", _V2), ("cli-v1.md", _CLI_V1),
                       ("cli-v2.md", _CLI_V2), ("index.md", _INDEX)):
        (tmp_path / name).write_text(text)
    return KbContext.build(load_kb(tmp_path))


def _asked(context: KbContext, ref: str) -> dict[str, list[str]]:
    found = entry_direct(context.kb.page(ref), context)
    return {k: [f"{c.query} => {c.ground_truth}" for c in v] for k, v in found.items()}


def test_each_entry_is_read_with_its_heading_attributes_and_values(tmp_path: Path) -> None:
    """The reader keys each one-row table by its heading, keeps the anchor, the instruction
    lead and the ``Valid options:`` values."""
    context = _context(tmp_path)
    entries = {e.name: e for e in reference_entries(context.kb.page("options-v2.md"))}
    assert list(entries) == ["Line Length", "Indent Size", "Semicolons", "Commas", "Parser"]
    width = entries["Line Length"]
    assert (width.anchor, width.attribute("default"), width.attribute("flag"),
            width.attribute("key")) == ("line-length", "80", "--line-length <int>",
                                        "lineLength: <int>")
    assert width.lead == "Specify the line length Linto wraps at."
    assert entries["Commas"].values == ('"none"', '"all"', '"es5"')


def test_entry_questions_name_the_product_and_the_entry(tmp_path: Path) -> None:
    """Default, flag and API name are asked of "Linto's <heading> option" with the bare
    value as the answer; an instruction lead is told as what the option does."""
    found = _asked(_context(tmp_path), "options-v2.md")
    assert "What is the default value of Linto's line length option? => 80" \
        in found["simple_fact"]
    assert "What does Linto's indent size option do? => It specifies the number of spaces " \
        "per indentation level." in found["simple_fact"]
    assert "Which command-line flag sets Linto's line length option? => --line-length" \
        in found["table_lookup"]
    assert "Which command-line flag turns off Linto's semicolons option? => --no-semi" \
        in found["table_lookup"]
    assert "What is the API name of Linto's indent size option? => indentSize" \
        in found["table_lookup"]


def test_a_first_available_note_dates_its_entry(tmp_path: Path) -> None:
    """"First available in v1.3.0" opening a section is asked as the version that added the
    entry, and the instruction after it is still the entry's lead."""
    found = _asked(_context(tmp_path), "options-v2.md")
    assert "In which version was Linto's indent size option added? => v1.3.0" \
        in found["simple_fact"]
    assert "What does Linto's indent size option do? => It specifies the number of spaces " \
        "per indentation level." in found["simple_fact"]


def test_no_question_from_a_lead_that_is_no_instruction_nor_a_true_false_list(
        tmp_path: Path) -> None:
    """"Commas are printed …" is not what the option does; a true/false values list
    and an API name equal to the heading ("parser" of Parser) are not asked (each counted)."""
    context = _context(tmp_path)
    found = _asked(context, "options-v2.md")
    asked = [q for qs in found.values() for q in qs]
    assert not [q for q in asked if "commas option do?" in q or "semicolons option accept" in q]
    assert not [q for q in asked if "API name of Linto's parser" in q]
    assert context.skipped["simple_fact:entry_lead_not_an_instruction"] == 1
    assert context.skipped["list_enumeration:entry_values_only_true_false"] == 1
    assert context.skipped["table_lookup:entry_key_is_its_heading"] == 2  # commas, parser


def test_a_changed_default_and_values_are_rot_aware_not_plain(tmp_path: Path) -> None:
    """The v1 -> v2 change of the Commas default and values is asked with "current", and
    the plain question on the same attribute is not asked besides."""
    found = _asked(_context(tmp_path), "options-v2.md")
    assert found["rot_aware"] == [
        "What is the current default value of Linto's commas option? => all",
        "What values does Linto's commas option currently accept? => none, all and es5",
    ]
    assert not [q for q in found["simple_fact"] if "commas option?" in q]
    assert not [q for q in found.get("list_enumeration", []) if "commas" in q]


def test_a_respelt_flag_heading_is_asked_by_its_old_name(tmp_path: Path) -> None:
    """``--loglevel`` -> ``--log-level`` between the versions is a rename asked rot-aware."""
    found = _asked(_context(tmp_path), "cli-v2.md")
    assert found["rot_aware"] == [
        "What is Linto's --loglevel flag called in the current version? => --log-level"]


def test_a_page_of_one_such_table_has_no_entries(tmp_path: Path) -> None:
    """Fewer than three sections sharing the layout are no reference page."""
    (tmp_path / "guide.md").write_text("# Guide\n\n" + _entry(
        "Width", "Set the width.", "`80`", "--width <int>", "width: <int>"))
    kb = load_kb(tmp_path)
    assert reference_entries(kb.page("guide.md")) == []


@given(st.from_regex(r"--[a-z]{1,8}(?:-[a-z]{1,8}){0,2}", fullmatch=True),
       st.sampled_from(["", " <int>", " \\<a|b>", "=<off|auto>"]))
def test_bare_flag_drops_the_placeholder(flag: str, tail: str) -> None:
    """Whatever placeholder follows, the flag itself is what remains."""
    assert bare_flag(flag + tail) == flag


@given(st.from_regex(r"[a-z][A-Za-z]{0,12}", fullmatch=True),
       st.sampled_from([" <int>", ' "<a|b>"', " <bool>"]))
def test_bare_key_drops_the_value(key: str, value: str) -> None:
    """``key: <value>`` gives the key."""
    assert bare_key(f"{key}:{value}") == key


def test_slugify_writes_the_anchor_sites_write() -> None:
    """Headings become their anchors: lower case, spaces to dashes, punctuation dropped."""
    assert slugify("End of Line") == "end-of-line"
    assert slugify("`--log-level`") == "--log-level"


_VERTICAL = "# Configuration\n\nBundlo reads its options from a config file.\n\n" + "".join(
    f"### {name}\n\n|  |  |\n| --: | :-- |\n| Type: | `{kind}` |\n| CLI: | `{flag}` |\n"
    f"| Default: | `{default}` |\n\n{lead}\n\n"
    for name, kind, flag, default, lead in (
        ("output.dir", "string", "-d/--dir <dirname>", "dist", "The directory the files go to."),
        ("treeshake", "boolean", "--no-treeshake", "true", "Whether to drop dead code."),
        ("cache", "boolean", "--no-cache", "true", "Whether to reuse the last build."),
    ))


def test_a_labelled_two_column_table_is_an_entry_too(tmp_path: Path) -> None:
    """``| Type: | … |`` / ``| CLI: | … |`` / ``| Default: | … |`` rows under a heading give
    the entry its type, flag and default."""
    (tmp_path / "configuration.md").write_text(_VERTICAL)
    (tmp_path / "index.md").write_text("# Bundlo\n\nBundlo bundles modules. Run Bundlo.\n")
    (tmp_path / "faq.md").write_text("# FAQ\n\nWhy does Bundlo exist? Ask Bundlo users.\n")
    context = KbContext.build(load_kb(tmp_path))
    entries = reference_entries(context.kb.page("configuration.md"))
    assert next((e.name, e.attribute("default"), e.attribute("flag"), e.attribute("type"))
            for e in entries) == ("output.dir", "dist", "-d/--dir <dirname>", "string")
    found = _asked(context, "configuration.md")
    assert "Which command-line flag sets Bundlo's output.dir option? => --dir" \
        in found["table_lookup"]


def test_a_lead_is_told_as_what_the_entry_does_only_when_it_is_an_act(tmp_path: Path) -> None:
    """Review 15 S6: a third-person lead ("Enables the cache.") is asked as "It enables the
    cache."; a copula, a modal or a verb with no object ("Default is 80.", "Must be a
    positive integer.", "Set to true to ...") is no "It defaults is 80.", each counted."""
    page = "# Options\n\nLinto ships with a few options.\n\n" + "".join((
        _entry("Cache", "Enables the cache.", "`true`", "--cache", "cache: <bool>"),
        _entry("Port", "Default is 80.", "`80`", "--port <int>", "port: <int>"),
        _entry("Workers", "Must be a positive integer.", "`1`", "--workers <int>",
               "workers: <int>"),
        _entry("Memo", "Set to true to enable caching.", "`false`", "--memo", "memo: <bool>"),
    ))
    (tmp_path / "options.md").write_text(page)
    context = KbContext.build(load_kb(tmp_path))
    found = _asked(context, "options.md")
    does = [q for q in found["simple_fact"] if " do? => " in q]
    assert does == ["What does the cache option do? => It enables the cache."], does
    assert context.skipped["simple_fact:entry_lead_not_an_instruction"] == 3
