"""News prose: dated and counted sentences the claim extractor drops still give fair gold facts."""

from __future__ import annotations

from collections import Counter

from services.gold.asking import when_question
from services.gold.sentence_facts import sentence_facts
from shared.text.phrases import single_date

_TEXT = (
    "Amid this artistic groundswell, Georges Claude premiered his neon lights at the Paris "
    "Motor Show in December 1910, captivating visitors with tall tubes. "
    "The lights shone orange-red in 1911. "
    "Then chaos went mainstream in 1987. "
    "He designed glass tubes in 1909."
)


def test_a_dated_sentence_under_a_named_subject_becomes_its_main_clause() -> None:
    """The lead phrase pointing back and the trailing participle are cut; the span stays whole."""
    skips: Counter[str] = Counter()
    found = list(sentence_facts(_TEXT, set(), skips))
    assert [f.text for f in found] == [
        "Georges Claude premiered his neon lights at the Paris Motor Show in December 1910."
    ]
    assert found[0].span == _TEXT[found[0].start : found[0].start + len(found[0].span)]
    assert found[0].span.startswith("Amid this artistic groundswell")
    mention = single_date(found[0].text)
    assert mention is not None
    assert when_question(found[0].text, mention) == (
        "When did Georges Claude premiere his neon lights at the Paris Motor Show?")


def test_descriptions_pronouns_and_adverbs_are_no_subjects_and_are_counted() -> None:
    """"The lights", "He" and "Then chaos" give no fact; each skip is counted with its reason."""
    skips: Counter[str] = Counter()
    list(sentence_facts(_TEXT, set(), skips))
    assert sum(skips.values()) == 3
    assert all(reason.startswith("sentence: ") for reason in skips)


def test_a_sentence_already_a_claims_span_is_not_read_twice() -> None:
    """A span the claim extractor already kept gives no second fact."""
    first = _TEXT.split(" The lights")[0]
    skips: Counter[str] = Counter()
    assert list(sentence_facts(_TEXT, {first}, skips)) == []
