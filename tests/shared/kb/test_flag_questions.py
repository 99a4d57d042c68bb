"""Direct questions over a command line's flag list, and a shortfall report that is true."""
# ruff: noqa: E501  (the fixtures are Markdown flag lists, one long line per flag as written)

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.embeddings import HashingEmbedder
from shared.kb import GenerationConfig, generate, load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import DIRECT_SUBTYPES, direct_candidates
from shared.kb.knowledge_base import KnowledgeBase

_OLD = """# Settings

## Socket Binding

* `--host <str>` - Bind socket to this host. **Default:** *'127.0.0.1'*.
* `--port <int>` - Bind to a socket with this port. **Default:** *8000*.

## Implementation

* `--loop <str>` - Set the event loop implementation. **Options:** *'auto', 'asyncio', 'uvloop'.* **Default:** *'auto'*.
* `--ws <str>` - Set the WebSockets protocol implementation. **Options:** *'auto', 'none', 'wsproto'.* **Default:** *'auto'*.
* `--ssl-version <int>` - The SSL version to use. **Default:** *2*.
"""

_NEW = """# Settings

## Socket Binding

* `--host <str>` - Bind socket to this host. **Default:** *'127.0.0.1'*.
* `--port <int>` - Bind to a socket with this port. If set to 0, an available port will be picked. **Default:** *8000*.

## Implementation

* `--loop <str>` - Set the event loop implementation. **Options:** *'auto', 'asyncio', 'uvloop'.* **Default:** *'auto'*.
* `--ws <str>` - Set the WebSockets protocol implementation. **Options:** *'auto', 'none', 'websockets', 'wsproto'.* **Default:** *'auto'*.
* `--ws-max-queue <int>` - Set the maximum length of the WebSocket incoming message queue. **Default:** *32*.
* `--ssl-version <int>` - The SSL version to use. **Default:** *2*.

## Timeouts

* `--timeout-keep-alive <int>` - Close Keep-Alive connections if no new data is received within this timeout. **Default:** *5*.
* `--timeout-graceful-shutdown <int>` - Maximum number of seconds to wait for graceful shutdown.
"""

_BEHAVIOUR = """# Server behavior

## Timeouts

* Keep-Alive. Defaults to 5 seconds. Connections must receive new data within this period.
"""


def _kb(tmp_path: Path) -> KnowledgeBase:
    (tmp_path / "settings-v1.md").write_text(_OLD)
    (tmp_path / "settings-v2.md").write_text(_NEW)
    (tmp_path / "server-behavior.md").write_text(_BEHAVIOUR)
    return load_kb(tmp_path)


def _asked(kb: KnowledgeBase) -> dict[str, dict[str, str]]:
    context = KbContext.build(kb)
    out: dict[str, dict[str, str]] = {}
    for page in kb.current_pages():
        for subtype, found in direct_candidates(page, context, Random(0)).items():
            for candidate in found:
                out.setdefault(subtype, {})[candidate.query] = candidate.ground_truth
    return out


def test_an_options_list_is_asked_as_a_list(tmp_path: Path) -> None:
    """'Options: auto, asyncio, uvloop' gives 'Which values does the --loop option accept?'."""
    asked = _asked(_kb(tmp_path))
    assert asked["list_enumeration"]["Which values does the --loop option accept?"] == (
        "auto, asyncio and uvloop.")


def test_a_changed_value_list_and_a_new_flag_are_rot_aware(tmp_path: Path) -> None:
    """--ws gained 'websockets' since v1 (asked once, as rot_aware); --ws-max-queue is new."""
    asked = _asked(_kb(tmp_path))
    rot = asked["rot_aware"]
    assert rot["Which values does the --ws option currently accept?"] == (
        "auto, none, websockets and wsproto.")
    assert rot["Which option currently sets the maximum length of the WebSocket incoming "
               "message queue?"] == "--ws-max-queue."
    assert "Which values does the --ws option accept?" not in asked["list_enumeration"]


def test_a_description_restating_the_flag_is_not_asked(tmp_path: Path) -> None:
    """'The SSL version to use.' restates --ssl-version; --ws-max-queue's purpose is asked."""
    simple = _asked(_kb(tmp_path))["simple_fact"]
    assert "What does the --ssl-version option do?" not in simple
    assert "What does the --timeout-keep-alive option do?" in simple


def test_an_if_sentence_of_a_flag_is_a_conditional(tmp_path: Path) -> None:
    """'If set to 0, an available port will be picked.' -> 'What happens if I set … to 0?'."""
    conditional = _asked(_kb(tmp_path))["conditional_logic"]
    assert conditional["What happens if I set the --port option to 0?"] == (
        "An available port will be picked.")


def test_a_bare_number_default_gets_the_unit_the_kb_states(tmp_path: Path) -> None:
    """--timeout-keep-alive defaults to '5 seconds' (server behavior says so), not '5'."""
    simple = _asked(_kb(tmp_path))["simple_fact"]
    answers = [a for q, a in simple.items() if "--timeout-keep-alive" in q and "default" in q]
    assert answers == ["5 seconds."]


async def test_a_subtype_reported_missing_has_no_candidate(tmp_path: Path) -> None:
    """Every direct subtype the report calls missing really has no candidate in the KB."""
    kb = _kb(tmp_path)
    result = await generate(kb, HashingEmbedder(), GenerationConfig(multi_hop=0, negative=0))
    missing = {key.split("/", 1)[1] for key in result.report.not_built
               if key.startswith("direct/")}
    asked = _asked(kb)
    assert missing and missing < set(DIRECT_SUBTYPES)
    assert all(not asked.get(subtype) for subtype in missing)
    assert {"list_enumeration", "rot_aware", "conditional_logic"} <= (
        set(DIRECT_SUBTYPES) - missing)
