"""News prose: dated and counted sentences the claim extractor drops still give fair gold facts."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from services.gold.asking import when_question, who_question
from services.gold.build import build_gold
from services.gold.facts import make_fact
from services.gold.mix import load_mix
from services.gold.pinpoint import _deal_item
from services.gold.record import GoldRecord
from services.gold.sentence_facts import sentence_facts
from shared.longdoc import load_document
from shared.text.phrases import single_date
from tests.conftest import shared_data_file

MIX = Path(__file__).resolve().parents[3] / "examples" / "gold" / "mix.toml"

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


def test_a_named_subjects_dated_deed_asks_who_did_it_briefly() -> None:
    """"Who <verb> <object> <date>?", under the nine-word repeat; a pronoun or habit: none."""
    assert who_question("Amazon bought Whole Foods in August 2017 for $13.7 billion.") == (
        "Who bought Whole Foods in August 2017?", "Amazon")
    assert who_question("In 1997, Bill Clinton imposed a trade embargo against Sudan.") == (
        "Who imposed a trade embargo against Sudan in 1997?", "Bill Clinton")
    assert who_question("Georges Claude premiered his lights in December 1910.") is None
    assert who_question("Amazon sells groceries online.") is None
    assert who_question("The company bought a rival in 2017.") is None


async def test_a_news_page_yields_natural_gold_items() -> None:
    """Saved Seattle Times and New York Times pages give dated-deed items passing every check."""
    got: list[GoldRecord] = []
    for name in ("seattletimes-1", "nytimes-1"):
        doc = load_document(shared_data_file("html", f"readability_{name}.html"))
        result = await build_gold(doc, count=40, mix=load_mix(MIX), seed=0)
        got.extend(result.records)
    questions = [r.question for r in got]
    assert len(got) >= 3, questions
    assert "Who bought Whole Foods in August 2017?" in questions
    for record in got:
        assert len(record.question.split()) <= 30
        # a question, or the story's summary asked as an imperative ("Summarize ...")
        assert record.question.endswith("?") or record.question.startswith("Summarize ")
        assert "___" not in record.question


def test_a_first_or_superlative_description_is_a_subject_a_bare_one_is_not() -> None:
    """"The first of the neon signs was switched on in 1912" is a fact; "The lights ..." is not."""
    skips: Counter[str] = Counter()
    text = "The first of the neon signs was switched on in 1912. The signs were lit in 1913."
    assert [f.text for f in sentence_facts(text, set(), skips)] == [
        "The first of the neon signs was switched on in 1912."]
    assert skips["sentence: the subject is a description or pronoun, not a name"] == 1


def test_a_priced_deal_between_two_names_asks_what_it_is_worth() -> None:
    """"Yahoo's $4.8 billion sale to Verizon" asks what the sale is worth; no price, no item."""
    doc = load_document(shared_data_file("html", "readability_nytimes-1.html"))
    chunk = doc.chunks[0]
    text = "Yahoo’s $4.8 billion sale to Verizon is a complicated beast."
    fact = make_fact(chunk, 1, text, text, None)
    item = _deal_item(fact, Counter())
    assert item is not None
    assert (item.question, item.answers[0]) == (
        "How much is Yahoo’s sale to Verizon worth?", "$4.8 billion")
    plain = make_fact(chunk, 2, "Yahoo’s sale to Verizon is complicated.", "x", None)
    assert _deal_item(plain, Counter()) is None


_RELATIVE_TEXT = (
    "Acme Corporation opened its new factory in Dayton on Tuesday. "
    "Acme Corporation will open a second plant on Friday. "
    "Acme Corporation hired 40 workers on Monday."
)


def test_a_weekday_is_anchored_by_the_page_date_and_the_span_stays_as_written() -> None:
    """A declared page date turns "on Tuesday" into its date in the fact; a future day is not."""
    skips: Counter[str] = Counter()
    found = list(sentence_facts(_RELATIVE_TEXT, set(), skips, "2017-01-13"))
    assert [f.text for f in found] == [
        "Acme Corporation opened its new factory in Dayton on January 10, 2017.",
        "Acme Corporation hired 40 workers on January 9, 2017.",
    ]
    assert found[0].span == "Acme Corporation opened its new factory in Dayton on Tuesday."
    mention = single_date(found[0].text)
    assert mention is not None and mention.text == "January 10, 2017"
    assert when_question(found[0].text, mention) == (
        "When did Acme Corporation open its new factory in Dayton?"
    )
    assert sum(n for why, n in skips.items() if "cannot anchor" in why) == 1  # "will ... Friday"


def test_without_a_page_date_a_relative_day_gives_no_fact() -> None:
    """No declared date: "on Tuesday" cannot be resolved, the sentence is skipped and counted."""
    skips: Counter[str] = Counter()
    assert list(sentence_facts(_RELATIVE_TEXT, set(), skips)) == []
    assert skips["sentence: a relative date (no page date anchors it)"] == 1  # "40 ... on Monday"


def test_a_quoted_phrase_ending_the_question_keeps_no_full_stop_before_the_mark() -> None:
    """A quoted phrase that ends the sentence is asked '... of our age”?', never '.”?'."""
    text = ("In 2013, Senator Jane Doe of Ohio called the budget deficit "
            "“the defining issue of our age.”")
    mention = single_date(text)
    assert mention is not None
    assert when_question(text, mention) == (
        "In what year did Senator Jane Doe of Ohio call the budget deficit "
        "“the defining issue of our age”?"
    )
