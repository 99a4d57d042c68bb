"""Multi-hop bridges through a setting a guide names (its section or its stated purpose)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.command_bridges import command_bridges
from shared.kb.described_bridges import described_bridges, guide_section, topic_of
from shared.kb.multihop import needs_both
from tests.shared.kb.bridge_checks import checked_bridges

_CONFIG = """# Configuration

## Options

### site_dir

The directory where the output HTML and other files are created.

**default**: `'site'`

### remote_branch

Set the remote branch to commit to when using gh-deploy.

**default**: `gh-pages`

### dev_addr

Determines the address used when running the development server.

**default**: `'127.0.0.1:8000'`
"""

_GUIDE = """# Deploying your docs

## Organization and User Pages

Pages are served from a branch of your repository. You may override the branch with the
[remote_branch](configuration.md#remote_branch) configuration setting.

## Local Preview

The dev_addr setting can be used to share the preview with colleagues on your network.

## Other Providers

All files are written to the directory assigned to the site_dir configuration option
(defaults to "site").
"""


def _found(tmp_path: Path) -> tuple[dict[str, str], Counter[str]]:
    found, skipped = checked_bridges(
        tmp_path, {"configuration.md": _CONFIG, "deploying.md": _GUIDE}, described_bridges)
    return {c.query: c.ground_truth for c in found}, skipped


def test_a_guide_section_names_the_setting_the_reference_page_gives_the_default(
        tmp_path: Path) -> None:
    """The guide's section identifies remote_branch; the reference page gives gh-pages."""
    found, _ = _found(tmp_path)
    query = ("What is the default value of the setting mentioned in the Deploying your docs "
             "guide's section on organization and user pages?")
    assert found[query].startswith("gh-pages (")


def test_a_purpose_sentence_names_the_setting(tmp_path: Path) -> None:
    """"X can be used to <purpose>" gives "the setting used to <purpose>"; no name is asked."""
    found, _ = _found(tmp_path)
    query = ("What is the default value of the setting used to share the preview with "
             "colleagues on your network?")
    assert found[query].startswith("'127.0.0.1:8000'")
    assert all("dev_addr" not in q and "remote_branch" not in q for q in found)


def test_a_guide_stating_the_default_gives_no_bridge(tmp_path: Path) -> None:
    """A section saying 'defaults to "site"' answers alone: dropped and counted."""
    found, skipped = _found(tmp_path)
    assert not any("other providers" in q for q in found)
    assert skipped["cross_category:describing page holds the answer"] + skipped[
        "hub_to_detail:describing page holds the answer"] >= 1


def test_sections_naming_no_setting_are_not_counted_as_skips(tmp_path: Path) -> None:
    """Only a section that names a setting is a candidate: a code-named section naming none,
    and the setting's own reference section, add no "heading is no topic" skip."""
    (tmp_path / "configuration.md").write_text(_CONFIG)
    (tmp_path / "deploying.md").write_text(_GUIDE + "\n## gh-deploy\n\nPush the site.\n")
    skipped: Counter[str] = Counter()
    described_bridges(load_kb(tmp_path), skipped)
    assert skipped["hub_to_detail:section heading is no topic"] == 0


_CLI = """# Commands

## build

Builds the site.

### Options

* `--clean`: Remove old files first.
* `--strict`: Fail on warnings.

## serve

Serves the site locally.

### Options

* `--dev-addr`: The address to serve on.
* `--watch`: Watch another directory.
"""

_PUBLISHING = """# Publishing

## Shipping to a static host

Run docsgen build and copy the output folder to your host.

## Previewing first

Before you ship, run docsgen serve and look at the result.

## Checking twice

Run docsgen build and then docsgen serve.
"""

_BUCKET = """# Buckets

## Hosting on a bucket

Upload the output folder to a bucket, then check the result with docsgen build.

```bash
docsgen upload --bucket my-site
```
"""


def test_a_guide_section_running_one_command_bridges_to_its_option_list(
        tmp_path: Path) -> None:
    """The guide's section runs 'docsgen build'; the reference lists build's options."""
    (tmp_path / "cli.md").write_text(_CLI)
    (tmp_path / "publishing.md").write_text(_PUBLISHING)
    (tmp_path / "buckets.md").write_text(_BUCKET)
    kb = load_kb(tmp_path)
    found = {c.query: c for c in command_bridges(kb, Counter())}
    query = ("Which options does the command mentioned in the Publishing guide's section on "
             "shipping to a static host accept?")
    assert found[query].answer_key == ("--clean", "--strict")
    assert all("checking twice" not in q for q in found)  # two commands: no single one
    # the prose names build, but the section's example runs another command (upload)
    assert all("hosting on a bucket" not in q for q in found)
    for candidate in found.values():
        a, b = (kb.page(ref) for ref in candidate.refs)
        assert needs_both(candidate, a, b)


_RESPONSES = """# Responses

## Response

Signature: `Response(content, status_code=200, media_type=None)`

* `status_code` - An integer HTTP status code. Defaults to `200`.
* `media_type` - A string giving the media type. Defaults to `None`.
"""

_ERRORS_GUIDE = """# Error pages

## Custom error pages

Raising HTTPException(status_code=404) in an endpoint renders a custom 404 page.
"""


def test_an_argument_is_mentioned_only_beside_its_owner(tmp_path: Path) -> None:
    """status_code inside HTTPException(...) is no mention of Response's argument."""
    (tmp_path / "responses.md").write_text(_RESPONSES)
    (tmp_path / "errors.md").write_text(_ERRORS_GUIDE)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    assert described_bridges(kb, skipped) == []
    assert sum(n for k, n in skipped.items() if k.endswith("name the option's owner")) == 1


def test_a_topic_is_plain_words_and_a_title_reads_once() -> None:
    """'Gunicorn' is a topic (a name keeps its capital), 'poetry-check' and 'API' are names;
    'The X file' loses 'The'."""
    assert topic_of("Gunicorn") == "Gunicorn"
    assert topic_of("Django LoginRequiredMiddleware") == "Django LoginRequiredMiddleware"
    assert topic_of("poetry-check") is None and topic_of("API") is None
    assert topic_of("Organization and User Pages") == "organization and user pages"
    assert guide_section("The pyproject.toml file", "extras") == (
        "the pyproject.toml file guide's section on extras")
    assert guide_section("Requests Compatibility Guide", "errors") == (
        "the Requests Compatibility Guide's section on errors")


def test_a_class_name_heading_is_a_topic_and_an_announcement_is_a_page() -> None:
    """'ScopedRateThrottle' heads the section about that class; '&' joins topic words; a
    title with a version number is a release page, not a guide."""
    assert topic_of("ScopedRateThrottle") == "ScopedRateThrottle"
    assert topic_of("Installation & configuration") == "installation & configuration"
    assert topic_of("& more") is None
    assert guide_section("Django REST framework 3.10", "schemas") == (
        "the Django REST framework 3.10 page's section on schemas")
