"""The HotpotQA importer: context paragraphs as sources, supporting facts as cited bullets."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from services.ingest.hotpotqa import log_from_item, wikipedia_url
from shared.errors import InputError


def _item(**overrides: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "_id": "abc",
        "question": "Which magazine was started first?",
        "answer": "Arthur's Magazine",
        "type": "comparison",
        "level": "medium",
        "supporting_facts": [["Arthur's Magazine", 0], ["First for Women", 0]],
        "context": [
            [
                "Arthur's Magazine",
                [
                    "Arthur's Magazine (1844-1846) was a periodical.",
                    " It was edited by T. S. Arthur.",
                ],
            ],
            [
                "First for Women",
                ["First for Women is a woman's magazine.", " It was started in 1989."],
            ],
        ],
    }
    item.update(overrides)
    return item


def test_item_becomes_log_with_cited_supporting_facts() -> None:
    """Each supporting sentence is one bullet citing its paragraph, then a concluding line."""
    log = log_from_item(_item(), "h.json:2")
    assert log.log_id == "hotpotqa-abc" and log.origin == "hotpotqa"
    assert log.thinking.splitlines() == [
        "- Arthur's Magazine (1844-1846) was a periodical. [1]",
        "- First for Women is a woman's magazine. [2]",
        "Therefore, the answer is Arthur's Magazine.",
    ]
    assert log.gold_answers == ("Arthur's Magazine",)
    assert log.meta["type"] == "comparison" and log.meta["level"] == "medium"
    first = log.sources[0]
    assert (
        first.content
        == "Arthur's Magazine (1844-1846) was a periodical. It was edited by T. S. Arthur."
    )
    assert first.snippet == "Arthur's Magazine (1844-1846) was a periodical."
    assert first.url == "https://en.wikipedia.org/wiki/Arthur's_Magazine"


def test_unresolved_supporting_fact_is_listed_not_fatal() -> None:
    """A supporting fact past the paragraph's end gets no bullet and is named in meta."""
    log = log_from_item(_item(supporting_facts=[["First for Women", 5]]), "h:1")
    assert log.meta["unresolved_supporting_facts"] == "First for Women#5"
    assert log.thinking == "Therefore, the answer is Arthur's Magazine."


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"_id": None}, "_id"),
        ({"context": {"a": 1}}, "context"),
        ({"context": [["t", "not a list"]]}, "context[0][1]"),
        ({"supporting_facts": [["t", "0"]]}, "supporting_facts[0]"),
        ({"question": ""}, "question"),
    ],
)
def test_malformed_items_name_the_field(overrides: dict[str, Any], field: str) -> None:
    """Broken HotpotQA items are rejected with the offending field."""
    with pytest.raises(InputError) as caught:
        log_from_item(_item(**overrides), "h:1")
    assert caught.value.field == field


def test_wikipedia_url_escapes_titles() -> None:
    """Titles map to their English Wikipedia URL with spaces as underscores."""
    assert wikipedia_url("Lilu (mythology)") == "https://en.wikipedia.org/wiki/Lilu_(mythology)"


def test_real_sample_gives_sixty_logs_citing_their_supporting_facts(shared_data: Path) -> None:
    """The 60-item train sample yields 60 logs; every supporting sentence is cited verbatim."""
    items = json.loads((shared_data / "hotpotqa" / "hotpotqa_train_sample.json").read_text("utf-8"))
    logs = [log_from_item(item, f"sample:{i}") for i, item in enumerate(items)]
    assert len(logs) == 60 and len({log.log_id for log in logs}) == 60
    for item, log in zip(items, logs, strict=True):
        bullets = [line for line in log.thinking.splitlines() if line.startswith("- ")]
        assert len(bullets) == len(item["supporting_facts"])
        by_id = {s.id: s for s in log.sources}
        for bullet, (title, index) in zip(bullets, item["supporting_facts"], strict=True):
            cited = int(re.findall(r"\[(\d+)\]$", bullet)[0])
            assert by_id[cited].title == title
            sentence = dict(item["context"])[title][index].strip()
            assert sentence in bullet and sentence in (by_id[cited].content or "")
        assert log.dangling_citations == ()
        assert log.gold_answers == (item["answer"],)
        assert {log.meta["type"], log.meta["level"]} <= {
            "bridge",
            "comparison",
            "easy",
            "medium",
            "hard",
        }
