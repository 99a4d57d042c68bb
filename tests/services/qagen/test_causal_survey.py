"""The causal survey finds a cross-document chain where one exists and none in two lookups."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.qagen.causal_survey import bridge_of, main, survey
from shared.errors import InputError
from tests.conftest import shared_data_dir

_CHAIN = {
    "_id": "chain",
    "context": [
        ["Hurricane Ada", ["Hurricane Ada was a storm in 1970.",
                           "Hurricane Ada caused the collapse of the Lake Dora Dam."]],
        ["Lake Dora Dam", ["The Lake Dora Dam was built in 1920.",
                           "The collapse of the Lake Dora Dam led to the flooding of Ashton."]],
    ],
}
_LOOKUPS = {
    "_id": "lookups",
    "context": [
        ["Storm Bea", ["Storm Bea caused severe damage in southern Texas."]],
        ["Storm Cal", ["Storm Cal led to three deaths in Ohio."]],
    ],
}


def test_a_chain_across_two_paragraphs_is_found() -> None:
    """An effect in one paragraph that is the cause in another is counted as a chain."""
    found = survey([_CHAIN])
    assert found.links == 2 and found.cross_pairs == 2
    assert len(found.chains) == 1
    chain = found.chains[0]
    assert (chain.first_title, chain.second_title) == ("Hurricane Ada", "Lake Dora Dam")
    assert chain.second.effect.endswith("flooding of Ashton")


def test_two_separate_causal_lookups_are_no_chain() -> None:
    """Two causal sentences about different events make cross pairs but no chain."""
    found = survey([_LOOKUPS])
    assert found.cue_sentences == 2 and found.cross_pairs == 2
    assert found.chains == [] and found.best is not None and found.best.match < 85


def test_the_command_reads_files_and_rejects_a_non_list(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The command prints one line per file; a file that is not a list is a clear error."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps([_CHAIN, _LOOKUPS]), encoding="utf-8")
    bad.write_text(json.dumps({"context": []}), encoding="utf-8")
    assert main([str(good)]) == 0
    assert "chains 1" in capsys.readouterr().out
    with pytest.raises(InputError, match="not a list"):
        main([str(bad)])


def test_the_hotpot_sample_states_causes_but_no_cross_document_chain() -> None:
    """On the HotpotQA sample causal cues are common, yet no link's effect is another's cause."""
    sample = shared_data_dir() / "hotpotqa" / "hotpotqa_train_sample.json"
    if not sample.is_file():
        pytest.skip(f"HotpotQA sample {sample} not present (set DYNEVAL_SHARED_DATA)")
    found = survey(json.loads(sample.read_text(encoding="utf-8")))
    assert found.cue_sentences > 0 and found.links > 0 and found.cross_pairs > 0
    assert found.chains == []


def _page(title: str, sentences: list[str]) -> str:
    body = "".join(f"<p>{s} {s.split()[0]} was reported by local newspapers that week.</p>"
                   for s in sentences)  # fmt: skip
    return (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>"
            f"{body}</article></body></html>")


def test_a_folder_of_pages_is_surveyed_as_documents(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A folder of saved HTML pages is one record whose paragraphs are the pages, so a chain
    from one page's effect to another page's cause is found; an empty folder is an error."""
    pages = tmp_path / "pages"
    pages.mkdir()
    for n, (title, sentences) in enumerate(_CHAIN["context"]):
        (pages / f"{n}.html").write_text(_page(str(title), list(sentences)), encoding="utf-8")
    assert main([str(pages)]) == 0
    out = capsys.readouterr().out
    assert "chains 1" in out and "flooding of Ashton" in out
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match="no HTML page"):
        main([str(empty)])


_BRIDGE = {
    "_id": "bridge",
    "context": [
        ["Ashton Hall", ["Ashton Hall was a theatre in San Francisco.",
                         "Ashton Hall was destroyed in the 1906 San Francisco earthquake.",
                         "Its architect lived near the 1906 San Francisco earthquake memorial."]],
        ["1906 San Francisco earthquake", [
            "The 1906 San Francisco earthquake struck the coast of Northern California.",
            "It was caused by a rupture of the San Andreas Fault."]],
    ],
}


def test_a_deed_before_an_event_page_is_a_bridge_and_a_mention_is_not() -> None:
    """'was destroyed in the 1906 San Francisco earthquake' ties the hall to the earthquake's
    page, whose own causal sentence is kept for a reader; 'lived near' only names it."""
    found = survey([_BRIDGE])
    assert [(b.title, b.named_title, b.how) for b in found.bridges] == [
        ("Ashton Hall", "1906 San Francisco earthquake", "destroyed in the")
    ]
    assert found.bridges_with_cause[0].named_causes == (
        "It was caused by a rupture of the San Andreas Fault.",
    )
    assert bridge_of("Its architect lived near the 1906 San Francisco earthquake memorial.",
                     "1906 San Francisco earthquake") is None  # fmt: skip
    assert bridge_of("The station closed due to the Beeching cuts.", "Beeching cuts") == (
        "closed due to the"
    )


def test_the_hotpot_sample_names_event_pages_that_state_no_cause_of_their_own() -> None:
    """On the HotpotQA sample sentences tie people and groups to event pages ('killed at the
    Battle of Stamford Bridge'), yet no such page states a cause or an effect."""
    sample = shared_data_dir() / "hotpotqa" / "hotpotqa_train_sample.json"
    if not sample.is_file():
        pytest.skip(f"HotpotQA sample {sample} not present (set DYNEVAL_SHARED_DATA)")
    found = survey(json.loads(sample.read_text(encoding="utf-8")))
    assert ("Tostig Godwinson", "Battle of Stamford Bridge") in {
        (b.title, b.named_title) for b in found.bridges
    }
    assert found.bridges_with_cause == []


@given(st.text(max_size=80), st.sampled_from(["Battle of Hastings", "Beeching cuts"]))
def test_a_sentence_not_naming_the_page_is_never_a_bridge(text: str, title: str) -> None:
    """Whatever the sentence, it ties nothing to a page whose title it does not hold."""
    if title.lower() not in text.lower():
        assert bridge_of(text, title) is None
