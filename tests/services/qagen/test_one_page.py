"""The one-page check reads a document whole, and numbered holders of one line are not compared.

Last session's held-out reviewers failed three items that one page answered by a sentence no
claim came from (a remake note, a film "he directed" in 2005) or by the names alone (the 2nd
and the 3rd Viscount Addison).
"""

from __future__ import annotations

import random
from pathlib import Path

from services.qagen.comparison import all_comparisons
from services.qagen.fact_index import FactIndex
from services.qagen.name_match import numbered_line
from services.qagen.rules import RuleQAGenerator
from services.qagen.service import _Qagen
from services.qagen.temporal import intervals
from services.qagen.threeway import three_way
from shared.settings import Settings
from shared.web.extract import DocumentText
from shared.web.store import DocumentStore
from tests.services.qagen.films import bucket

_STRANGERS = bucket(1, "Strangers of the Night", [
    "Strangers of the Night is a 1923 American silent comedy film directed by Fred Niblo.",
    "Strangers of the Night was adapted from the 1921 stage play \"Captain Applejack\".",
])  # fmt: skip
_APPLEJACK = bucket(2, "Captain Applejack", [
    "Captain Applejack is a 1931 American comedy film directed by Hobart Henley.",
    "Captain Applejack was based on a 1921 play of the same name.",
])  # fmt: skip
_WHOLE = {
    "hash-1": " ".join(c.span for c in _STRANGERS.claims)
    + ' It was remade as a talkie by Warner Brothers in 1931 under the "Captain Applejack" title.',
    "hash-2": " ".join(c.span for c in _APPLEJACK.claims),
}


def _questions(texts: dict[str, str] | None) -> list[str]:
    index = FactIndex.build([_STRANGERS, _APPLEJACK], texts.get if texts else None)
    drafts = [*intervals(index, random.Random(0)), *all_comparisons(index, random.Random(0))]
    return [d.question for d in drafts]


def test_a_date_only_the_whole_page_states_gives_the_item_away() -> None:
    """A remake note no claim holds (``remade ... in 1931 under the Captain Applejack title``)
    makes the page answer alone: no interval and no comparison of the two releases."""
    assert any("Strangers of the Night" in q for q in _questions(None))
    assert _questions(_WHOLE) == []


def test_the_rule_generator_reads_whole_pages_by_content_hash() -> None:
    """``RuleQAGenerator(texts)`` gives the index the documents' text by their content hash, and
    the skip is counted by reason."""
    gen = RuleQAGenerator(_WHOLE.get)
    drafts = gen.generate_sync([_STRANGERS, _APPLEJACK], pattern="temporal", n_pairs=5, seed=1)
    assert drafts == ()
    assert gen.skips["temporal: one document names the subjects and states the values"] == 1


def test_numbered_holders_of_one_line_are_told_apart_from_other_names() -> None:
    """Ordinals of one title and regnal numbers of one name make a line; other names do not."""
    assert numbered_line("Michael Addison, 3rd Viscount Addison",
                         "Christopher Addison, 2nd Viscount Addison")  # fmt: skip
    assert numbered_line("Louis XIV of France", "Louis XV of France")
    assert not numbered_line("Louis XIV of France", "Henry VIII of England")
    assert not numbered_line("Jane Capell, Countess of Essex", "Adele Capell, Countess of Essex")
    assert not numbered_line("Michael Addison, 3rd Viscount Addison", "John Smith")


def test_numbered_holders_of_one_line_are_not_compared() -> None:
    """``Who died first, the 2nd or the 3rd Viscount Addison?`` is answered by the names: no
    two-way or three-way "first" comparison is drafted, and the skip is counted."""
    index = FactIndex.build([
        bucket(1, "Michael Addison, 3rd Viscount Addison", [
            "Michael Addison, 3rd Viscount Addison (12 April 1914 – 23 March 1992) was a "
            "British civil servant."]),
        bucket(2, "Christopher Addison, 2nd Viscount Addison", [
            "Christopher Addison, 2nd Viscount Addison (8 December 1904 – 18 November 1976) "
            "was a British peer."]),
        bucket(3, "Jeanne Raunay", [
            "Jeanne Raunay (25 November 1868 – 1942) was a French singer."]),
    ])  # fmt: skip
    drafts = [*all_comparisons(index, random.Random(0)), *three_way(index, random.Random(0))]
    for d in drafts:  # who lived longer the numbers do not tell
        both = "3rd Viscount" in d.question and "2nd Viscount" in d.question
        assert not (both and "first" in d.question), d.question
    assert index.skips["comparison: numbered holders of one line (the names give the order)"] > 0


def test_the_qagen_service_reads_texts_from_the_document_store(tmp_path: Path) -> None:
    """The service's rule generator reads a document's text by content hash from the store the
    claims service fills, opened once it exists (``None`` before)."""
    settings = Settings(data_dir=tmp_path / "data")
    qagen = _Qagen(settings)
    assert qagen.document_text("0" * 64) is None
    with DocumentStore(settings.documents_path) as store:
        saved = store.put(DocumentText(url=None, title="Strangers", text="It was remade in 1931."),
                          url="https://example.org/strangers", origin="saved")  # fmt: skip
    assert qagen.document_text(saved.content_hash) == "It was remade in 1931."
    assert qagen.document_text("0" * 64) is None


def test_a_page_read_whole_names_its_own_subject_however_it_writes_it() -> None:
    """A page whose text writes its subject's longer name (``Mervyn Edward Wingfield``) still
    answers alone when it also names the other subject and states both dates."""
    father = bucket(1, "Richard Wingfield, 6th Viscount Powerscourt", [
        "Richard Wingfield, 6th Viscount Powerscourt died in 1844."])  # fmt: skip
    son = bucket(2, "Mervyn Wingfield", [
        "Mervyn Wingfield died in 1904.",
        "Mervyn Wingfield was the son of Richard Wingfield, 6th Viscount Powerscourt.",
    ])  # fmt: skip
    whole = {"hash-1": father.claims[0].span,
             "hash-2": "Mervyn Edward Wingfield (1836 – 1904) was an Irish peer. He became "
                       "Viscount Powerscourt in 1844 on the death of his father Richard "
                       "Wingfield, 6th Viscount Powerscourt."}  # fmt: skip

    def asked(texts: dict[str, str] | None) -> list[str]:
        index = FactIndex.build([father, son], texts.get if texts else None)
        return [d.question for d in intervals(index, random.Random(0))]

    made = asked(None)
    assert len(made) == 1 and made[0].endswith("did Mervyn Wingfield die?")
    assert asked(whole) == []
