"""Hypothesis strategies for answers, citations and supporting facts used by metric tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

WORDS = [
    "a", "an", "the", "The", "A", "AN", "tHe", "yes", "Yes", "YES.", "no", "No!", "noanswer",
    "no answer", "NoAnswer", "Arthur's", "Magazine", "magazine", "U.S.", "1,000", "3.5%",
    "don't", "théâtre", "İstanbul", "Straße", "東京", "naïve", "the\u0301", "—", "’s", "(the)",
    "a-b", "the’", "x_y", "an_", "", "...", "?!", "Paris", "paris", "point", "guard",
    "insufficient", "context", "ﬁne", "Ⅻ", "ǅ", "\u00e9", "e\u0301", "\u212a", "ΑΣ", "Σa",
    "_the_", "a1", "THE",
]  # fmt: skip
SEPARATORS = [" ", " ", " ", "  ", "\t", "\n", "\u00a0", "\u2003", "-", ",", "", "'", ".",
              "\x00", "\x1c", "\x7f", "\x0b", "\u0085"]  # fmt: skip

token = st.one_of(
    st.sampled_from(WORDS),
    st.text(min_size=0, max_size=6),
    st.text(alphabet="aAnNtThHeE .,'-!", min_size=1, max_size=8),
)
answers = st.lists(st.tuples(token, st.sampled_from(SEPARATORS)), max_size=7).map(
    lambda parts: "".join(word + sep for word, sep in parts)
)


@st.composite
def answer_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """(prediction, gold): independent, equal, or one derived from the other."""
    gold = draw(answers)
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(answers), gold
    if kind == 1:
        return gold, gold
    extra = draw(answers)
    return (gold + " " + extra, gold) if kind == 2 else (extra + " " + gold, gold)


facts = st.lists(
    st.tuples(st.sampled_from(["Alû", "Lilu (mythology)", "A", "", "B"]), st.integers(0, 3)),
    max_size=6,
)

refs = st.one_of(
    st.sampled_from(
        [
            "d1", "d2", " d3 ", "1", "2", "https://example.com/a", "http://www.example.com/a/",
            "https://example.com/a#frag", "https://example.com/a?utm_source=x",
            "https://example.com/b", "www.example.com/b", "https://EXAMPLE.com:443/b",
            "http://example.com:8080/b", "https://example.com/a?q=1&r=2",
            "https://example.com/a?r=2&q=1", "http://[::1",
        ]
    ),
    st.integers(0, 5),
)  # fmt: skip
ref_lists = st.lists(refs, max_size=5)


@st.composite
def hotpot_files(draw: st.DrawFn) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A (prediction, gold) pair of HotpotQA JSON documents with some ids missing."""
    ids = draw(st.lists(st.text(alphabet="abcdef0123", min_size=1, max_size=4), min_size=1,
                        max_size=8))  # fmt: skip
    gold: list[dict[str, Any]] = []
    prediction: dict[str, Any] = {"answer": {}, "sp": {}}
    for qid in ids:
        predicted, answer = draw(answer_pairs())
        gold_facts = draw(facts)
        gold.append(
            {"_id": qid, "answer": answer, "supporting_facts": [list(f) for f in gold_facts]}
        )
        if draw(st.booleans()) or draw(st.booleans()):
            prediction["answer"][qid] = predicted
        if draw(st.booleans()) or draw(st.booleans()):
            chosen = draw(st.one_of(facts, st.just(gold_facts)))
            prediction["sp"][qid] = [list(f) for f in chosen]
    return prediction, gold


JUNK: list[Any] = [None, 3, 2.5, True, [], [1, [2]], {"k": [1]}, "x", {"T": 1}, [["T", [0]]]]
"""JSON values the official script may or may not survive, put where it reads or not."""

sentence_index = st.one_of(
    st.integers(0, 3), st.integers(0, 3).map(float), st.sampled_from([True, 2.5, "1", None])
)
sp_entry = st.one_of(
    st.tuples(st.sampled_from(["A", "B", ""]), sentence_index).map(list),
    st.sampled_from(["AB", ["A"], ["A", 1, 2], {"A": 1}, 4, None, ["A", [1]]]),
)


@st.composite
def messy_hotpot_files(draw: st.DrawFn) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(prediction, gold) with 3.0-style indices, odd entries and junk under foreign ids."""
    ids = draw(st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=4,
                        unique=True))  # fmt: skip
    gold: list[dict[str, Any]] = []
    prediction: dict[str, Any] = {"answer": {}, "sp": {}}
    for qid in ids:
        record: dict[str, Any] = {"_id": qid}
        if draw(st.integers(0, 9)):
            record["answer"] = draw(st.sampled_from(["x", "y z", "yes", "3"]))
        else:
            record["answer"] = draw(st.sampled_from(JUNK))
        if draw(st.integers(0, 9)):
            pairs = st.tuples(st.sampled_from(["A", "B"]), st.integers(0, 3)).map(list)
            record["supporting_facts"] = draw(st.lists(pairs, max_size=3))
        elif draw(st.booleans()):
            record["supporting_facts"] = draw(st.sampled_from(JUNK))
        gold.append(record)
        if draw(st.booleans()):
            prediction["answer"][qid] = draw(
                st.one_of(st.sampled_from(["x", "y z", "no", "3"]), st.sampled_from(JUNK))
                if not draw(st.integers(0, 7)) else st.sampled_from(["x", "y z", "no"])
            )
        if draw(st.booleans()):
            prediction["sp"][qid] = (
                draw(st.lists(sp_entry, max_size=4)) if draw(st.integers(0, 7))
                else draw(st.sampled_from(JUNK))
            )  # fmt: skip
    for foreign in draw(st.lists(st.sampled_from(["zz", "q1", "e"]), max_size=2, unique=True)):
        prediction["answer"][foreign] = draw(st.sampled_from(JUNK))
        prediction["sp"][foreign] = draw(st.sampled_from(JUNK))
    return prediction, gold
