"""Conjunction by intersection: the one person two works' casts share, asked by their own page."""

from __future__ import annotations

import asyncio
import random

import pytest

from services.qagen.fact_index import FactIndex
from services.qagen.intersection import intersections, members_of
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import QAItem
from shared.quality.recompute import recompute_problem
from shared.quality.rule_judge import RuleJudge
from shared.quality.shortcut import single_document_shortcut
from shared.quality.validate import validate_draft
from tests.services.qagen.films import bucket

HUB = ("Ann Berg", ["Ann Berg (born 3 May 1950) is an American actress.",
                    "Ann Berg was born on 3 May 1950."])  # fmt: skip
NIGHT = ("Night Train", ["Night Train is a 1971 horror film.", "Night Train starred Ann Berg.",
                         "Night Train starred Tom Lund."])  # fmt: skip
RED = ("Red Sky", ["Red Sky is a 1975 comedy film.", "Red Sky starred Eva Holt.",
                   "Red Sky starred Ann Berg."])  # fmt: skip


def _buckets(*docs: tuple[str, list[str]]) -> list[ClaimBucket]:
    return [bucket(n, title, sentences) for n, (title, sentences) in enumerate(docs, start=1)]


def _drafts(*docs: tuple[str, list[str]]) -> tuple[list[QADraft], FactIndex]:
    index = FactIndex.build(_buckets(*docs))
    return [index.phrased(d) for d in intersections(index, random.Random(3))], index


def test_the_one_actor_two_casts_share_is_asked_by_the_year_of_their_birth() -> None:
    """Two casts naming two actors each, one in both: the question names the kind and both
    works, never the person; the answer is the year the person's own page gives; every
    claim comes from its own page and the judge's recomputation, shortcut and rule judge
    accept it."""
    drafts, _ = _drafts(HUB, NIGHT, RED)
    assert len(drafts) == 1
    made = drafts[0]
    assert made.answer == "1950"
    assert made.question in (
        "In what year was the actress who starred in both the film Night Train and the "
        "film Red Sky born?",
        "In what year was the actress who starred in both the film Red Sky and the film "
        "Night Train born?")
    assert "Ann Berg" not in made.question
    assert {u.title for u in made.used_claims} == {"Ann Berg", "Night Train", "Red Sky"}
    buckets = _buckets(HUB, NIGHT, RED)
    assert validate_draft(made, "conjunction", buckets) == []
    assert recompute_problem(made.computed, made.used_claims, made.answer) is None
    assert recompute_problem(made.computed, made.used_claims, "1951") is not None
    item = QAItem(item_id="i1", question=made.question, answers=(made.answer,),
                  pattern="conjunction", used_claims=made.used_claims, computed=made.computed,
                  graph_id="g", doc_subset=(1, 2, 3), round_id="r", seed=1, theta_hash="t",
                  generator="rules", hops=3)  # fmt: skip
    assert single_document_shortcut(item) is None
    verdict = asyncio.run(RuleJudge().judge(item, seed=1))
    assert verdict.accept, verdict.reasons


@pytest.mark.parametrize(
    ("docs", "reason"),
    [
        ((HUB, NIGHT, ("Red Sky", ["Red Sky is a 1975 film.", "Red Sky starred Ann Berg."])),
         "intersection: a page names the person alone in the role"),
        ((HUB, NIGHT, ("Red Sky", ["Red Sky starred Tom Lund.", "Red Sky starred Ann Berg."])),
         "intersection: another person is named by both pages"),
        ((("Ann Berg", ["Ann Berg is an American actress.", "Ann Berg was born in 1950.",
                        "Ann Berg starred in Night Train."]), NIGHT, RED),
         "intersection: the person's own page names a work"),
        ((("Ann Berg", ["Ann Berg was born on 3 May 1950."]), NIGHT, RED),
         "intersection: the person's own page names no occupation"),
        ((HUB, ("Night Train", ["Night Train starred Ann Berg.", "Night Train starred Tom Lund.",
                                "Night Train's youngest star was born in 1950."]), RED),
         "intersection: a work's page states the asked year"),
        ((("Ann Berg", ["Ann Berg is an American boxer.", "Ann Berg was born in 1950."]),
          NIGHT, RED),
         "intersection: the person's occupation is outside the role's field"),
        ((HUB, ("Night Train", ["Night Train is a 1945 horror film.",
                                "Night Train starred Ann Berg.", "Night Train starred Tom Lund."]),
          RED),
         "intersection: the person's life does not span the work's year"),
        ((HUB, ("Night Train (1971 film)", NIGHT[1]), RED),
         "intersection: a work's name needs its disambiguator"),
    ],
)  # fmt: skip
def test_a_person_one_page_identifies_or_another_shared_is_skipped(
    docs: tuple[tuple[str, list[str]], ...], reason: str
) -> None:
    """A cast of one, a second shared actor, a person's page naming a work (that page and one
    cast would do), a page without the person's kind, a work's page giving the asked year, a
    namesake of another field or born after the work, or a work whose bare name is one of
    several (``Night Train (1971 film)``) gives no item, and the skip is counted by its
    reason."""
    drafts, index = _drafts(*docs)
    assert drafts == []
    assert index.skips[reason] >= 1


def test_a_lead_with_given_names_before_the_title_name_is_the_page_person() -> None:
    """``Lisa Ann Berg was born ...`` on the page ``Ann Berg`` dates the Ann Berg the casts
    name: the judge's recomputation finds the casts naming her by the title's name."""
    hub = ("Ann Berg", ["Lisa Ann Berg was born on 3 May 1950.",
                        "Lisa Ann Berg is an American actress."])  # fmt: skip
    drafts, _ = _drafts(hub, NIGHT, RED)
    assert [d.answer for d in drafts] == ["1950"]
    made = drafts[0]
    assert recompute_problem(made.computed, made.used_claims, made.answer) is None
    assert "Lisa" not in made.question


def test_members_are_read_only_from_claims_about_the_page_and_listing_names() -> None:
    """A cast claim of the page's own work, and a maker list of names, give members; a claim
    about another subject or a list holding a non-name gives none."""
    page = bucket(1, "Night Train", [
        "Night Train starred Ann Berg.",
        "Night Train was directed by Lena Holt and Karl Moser.",
        "Red Sky starred Tom Lund.",
        "Night Train was written by Ann Berg and others."])  # fmt: skip
    found = [(m.name, m.role) for m in members_of(page)]
    assert found == [("Ann Berg", "star"), ("Lena Holt", "director"), ("Karl Moser", "director")]


@pytest.mark.parametrize(
    "lead",
    ["Ann Berg is an American activist.", "Ann Berg is a British company director.",
     "Ann Berg is an American director of the Berg Group."],
)  # fmt: skip
def test_a_namesake_of_another_field_is_not_the_cast_member(lead: str) -> None:
    """An activist or a company's director named like the actress two casts share is a
    namesake outside the roles' field ('act' in activist, 'direct' in director no longer
    count): no item, the skip counted."""
    hub = ("Ann Berg", [lead, "Ann Berg was born on 3 May 1950."])
    drafts, index = _drafts(hub, NIGHT, RED)
    assert drafts == []
    assert index.skips["intersection: the person's occupation is outside the role's field"] == 1


@pytest.mark.parametrize(
    ("lead", "kind"),
    [("Ann Berg is an American film director.", "director"),
     ("Ann Berg is a Swedish stage director and actress.", "director"),
     ("Ann Berg is an American singer.", "singer")],
)  # fmt: skip
def test_a_film_or_stage_director_or_a_singer_is_in_the_field(lead: str, kind: str) -> None:
    """A film or stage director and a singer are of the roles' field: the item is made."""
    hub = ("Ann Berg", [lead, "Ann Berg was born on 3 May 1950."])
    drafts, _ = _drafts(hub, NIGHT, RED)
    assert [d.answer for d in drafts] == ["1950"]
    assert f"the {kind} who" in drafts[0].question


def test_members_are_named_as_the_cast_splitter_names_people() -> None:
    """The name check is the cast splitter's (one helper): a quoted nickname
    (``Robert "Bobby" Lund``) and the particle ``y`` are names in a cast list, as they are
    when a cast claim is cut; a list holding a non-name still gives none."""
    page = bucket(1, "Night Train", [
        'Night Train starred Robert "Bobby" Lund and Ann Berg.',
        "Night Train was written by José Ortega y Gasset and Lena Holt.",
        "Night Train was produced by Ann Berg and the studio."])  # fmt: skip
    found = [(m.name, m.role) for m in members_of(page)]
    assert found == [('Robert "Bobby" Lund', "star"), ("Ann Berg", "star"),
                     ("José Ortega y Gasset", "writer"), ("Lena Holt", "writer")]  # fmt: skip


def test_the_recomputation_reads_the_person_named_by_whole_words() -> None:
    """A used claim naming ``Joann Bergen`` does not name ``Ann Berg`` (its letters inside
    other words): the judge's recomputation finds a used claim not naming the person."""
    drafts, _ = _drafts(HUB, NIGHT, RED)
    made = drafts[0]
    assert recompute_problem(made.computed, made.used_claims, made.answer) is None  # control
    used = tuple(u.model_copy(update={"claim": u.claim.replace("Ann Berg", "Joann Bergen")})
                 if u.title == "Red Sky" else u for u in made.used_claims)  # fmt: skip
    problem = recompute_problem(made.computed, used, made.answer)
    assert problem == "a used claim does not name 'Ann Berg'"
