"""The SQLite response cache: modes, first-reply-wins, hits without network calls."""

from __future__ import annotations

from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry

from shared.llm.cache import CachedReply, ResponseCache
from shared.llm.chat import ChatMessage, ChatRequest, Decoding, Usage
from shared.llm.errors import LLMCacheMissError, LLMConfigError
from tests.shared.llm.conftest import ClientFactory, metric
from tests.support.openai_server import OpenAIServer, Reply

PROMPT = (ChatMessage(role="user", content="Name a colour as JSON."),)


def _request(**changes: object) -> ChatRequest:
    base = ChatRequest(model="m", messages=PROMPT, decoding=Decoding(), seed=1)
    return base.model_copy(update=changes)


def test_key_covers_model_messages_decoding_and_seed() -> None:
    """Changing any of model, messages, decoding or seed changes the cache key."""
    keys = {
        _request().cache_key(),
        _request(model="other").cache_key(),
        _request(messages=(ChatMessage(role="user", content="x"),)).cache_key(),
        _request(decoding=Decoding(temperature=0.5)).cache_key(),
        _request(seed=2).cache_key(),
        _request(seed=None).cache_key(),
    }
    assert len(keys) == 6
    assert _request().cache_key() == _request().cache_key()


def test_put_get_and_first_reply_wins(tmp_path: Path) -> None:
    """A stored reply is returned as stored; a second put for the key is ignored."""
    first = CachedReply(content="red", model="m", usage=Usage(prompt_tokens=3, completion_tokens=1))
    with ResponseCache(tmp_path / "c.db") as cache:
        assert cache.put(_request(), first)
        assert not cache.put(_request(), CachedReply(content="blue", model="m"))
        assert cache.get(_request().cache_key()) == first
        assert len(cache) == 1
    with ResponseCache(tmp_path / "c.db", "read-only") as replay:
        assert replay.lookup(_request()) == first


def test_read_only_miss_is_a_clear_error(tmp_path: Path) -> None:
    """In read-only mode a miss raises LLMCacheMissError naming the model and what to do."""
    ResponseCache(tmp_path / "c.db").close()
    with ResponseCache(tmp_path / "c.db", "read-only") as replay:
        with pytest.raises(LLMCacheMissError) as caught:
            replay.lookup(_request())
        assert not replay.put(_request(), CachedReply(content="x", model="m"))
    assert "'m'" in str(caught.value)
    assert caught.value.hint is not None and "θ" in caught.value.hint
    assert caught.value.key == _request().cache_key()


def test_read_only_without_file_is_a_config_error(tmp_path: Path) -> None:
    """Replaying from a cache file that does not exist fails at open, naming the path."""
    with pytest.raises(LLMConfigError, match="does not exist"):
        ResponseCache(tmp_path / "missing.db", "read-only")
    assert not (tmp_path / "missing.db").exists()


def test_off_mode_stores_nothing(tmp_path: Path) -> None:
    """The off mode never touches disk and never answers."""
    cache = ResponseCache(tmp_path / "c.db", "off")
    assert not cache.put(_request(), CachedReply(content="x", model="m"))
    assert cache.lookup(_request()) is None
    assert not (tmp_path / "c.db").exists()


async def test_client_hit_makes_no_network_call(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """The second identical call is answered by the cache; a new seed misses and calls out."""
    openai_server.script(Reply(content='"red"'), Reply(content='"green"'))
    client = make_client(cache="read-write")
    first = await client.complete(PROMPT, seed=7, stage="qagen")
    again = await client.complete(PROMPT, seed=7, stage="qagen")
    other = await client.complete(PROMPT, seed=8, stage="qagen")
    assert (first.cached, again.cached, other.cached) == (False, True, False)
    assert again.content == first.content == '"red"' and other.content == '"green"'
    assert again.attempts == 0 and again.usage == first.usage
    assert len(openai_server.chat_requests) == 2
    assert metric(registry, "dyneval_llm_cache_hits_total", model="test-model", stage="qagen") == 1


async def test_errors_are_not_cached(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A failed call stores nothing, so the next call goes to the server again."""
    openai_server.script(Reply.fail(400, "bad"), Reply(content="fine"))
    client = make_client(cache="read-write")
    with pytest.raises(Exception, match="bad"):
        await client.complete(PROMPT)
    assert (await client.complete(PROMPT)).content == "fine"
    assert len(client.cache) == 1


def test_put_many_stores_in_one_go(tmp_path: Path) -> None:
    """put_many stores new keys, skips known ones, and the replies read back as stored."""
    items = [
        (_request(seed=i), CachedReply(content=f"c{i}", model="m")) for i in range(50)
    ]
    with ResponseCache(tmp_path / "c.db") as cache:
        assert cache.put_many(items[:10]) == 10
        assert cache.put_many(items) == 40
        assert len(cache) == 50
        assert cache.get(items[7][0].cache_key()) == items[7][1]


def test_cache_key_is_pinned() -> None:
    """A known request keeps its key across releases; a change here orphans recorded rounds."""
    request = ChatRequest(
        model="gpt-4o-mini",
        messages=(ChatMessage(role="system", content="s"),
                  ChatMessage(role="user", content="Name a colour.")),
        decoding=Decoding(temperature=0.7, top_p=0.95, max_tokens=256, stop=("END",)),
        seed=42,
    )
    assert request.cache_key() == "a47ae031bca678944c7f120976423009494ae28c1ed09308a24a4876666b42e4"
