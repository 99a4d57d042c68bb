"""Namesakes across one graph (issue 15, claims, review 12: 'The Wells Fargo Tower was
developed by ...' on the Baltimore page while the graph also holds the Las Cruces tower):
a subject two documents use for two entities carries its title's qualifier, or is dropped."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

from services.claims.buckets import ClaimsBuilder
from shared.claims.namesakes import DocClaims, qualified_claims, split_title
from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import rewritten_problem, verify_drafts
from shared.messages.claims import ClaimBuckets
from shared.text.span_align import DocumentAligner
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import graph_of

BALTIMORE = (
    "The Wells Fargo Tower, formerly known as the First Union Signet Tower, Wachovia Tower, "
    "and Union Trust Building, is a commercial high-rise in Baltimore, Maryland. The building "
    "rises 24 floors above street level. The structure was completed in 1985. The Wells Fargo "
    "Tower was developed by the Dallas-based Trammell Crow Company, and is currently owned by "
    "the Wells Fargo and Company."
)
"""HotpotQA paragraph 'Wachovia Tower (Baltimore)' (tuning set judge12, hotpot_F)."""
LAS_CRUCES = (
    "The Wells Fargo Tower [formerly First National Bank Tower] is a skyscraper located on "
    "506 Main Street in Las Cruces, New Mexico. It opened in 1962 and was originally planned "
    "to be only 7 stories tall."
)
"""HotpotQA paragraph 'Wells Fargo Tower (Las Cruces)' of the same group."""


def test_a_title_splits_into_name_and_qualifier() -> None:
    """A trailing parenthetical is the qualifier; a title without one has none."""
    assert split_title("Wells Fargo Tower (Las Cruces)") == ("Wells Fargo Tower", "Las Cruces")
    assert split_title("John Stumpf") == ("John Stumpf", None)


def test_two_towers_of_one_name_carry_their_qualifiers() -> None:
    """The Baltimore page's 'The Wells Fargo Tower' and the Las Cruces page's bare 'Wells
    Fargo Tower' are each written with their own title's qualifier; a claim that already
    says 'Las Cruces' is left as it is."""
    docs = [
        DocClaims("Wachovia Tower (Baltimore)",
                  ("The Wells Fargo Tower was developed by the Trammell Crow Company.",),
                  BALTIMORE),
        DocClaims("Wells Fargo Tower (Las Cruces)",
                  ("The Wells Fargo Tower is a skyscraper located in Las Cruces, New Mexico.",
                   "Wells Fargo Tower opened in 1962."), LAS_CRUCES),
    ]  # fmt: skip
    assert qualified_claims(docs) == [
        ["The Wells Fargo Tower (Baltimore) was developed by the Trammell Crow Company."],
        ["The Wells Fargo Tower is a skyscraper located in Las Cruces, New Mexico.",
         "Wells Fargo Tower (Las Cruces) opened in 1962."],
    ]  # fmt: skip


def test_a_bridge_to_another_documents_entity_is_left_alone() -> None:
    """A claim naming another document's entity with no alias cue is about that entity (a
    bridge), not a namesake: unchanged."""
    docs = [
        DocClaims("Olympia (1938 film)", ("The 1938 film Olympia was directed by Leni "
                                          "Riefenstahl.",), "Olympia is a 1938 film."),
        DocClaims("Leni Riefenstahl", ("Olympia premiered in Berlin in 1938.",),
                  "Her film Olympia premiered in Berlin in 1938."),
    ]  # fmt: skip
    assert qualified_claims(docs) == [[c for c in d.claims] for d in docs]


def test_a_page_about_a_longer_name_keeps_the_shorter_ones_entity() -> None:
    """'Cobra Starship was an American pop punk band' on 'Cobra Starship discography' is the
    band (held-back review: it was once rewritten 'Cobra Starship discography was ... a
    band'): a name inside another title is no short name of that title's entity."""
    docs = [
        DocClaims("Cobra Starship discography",
                  ("Cobra Starship was an American pop punk band.",),
                  "Cobra Starship was an American pop punk band. Its discography ..."),
        DocClaims("Cobra Starship", ("Cobra Starship was an American dance-pop band.",),
                  "Cobra Starship was an American dance-pop band."),
    ]  # fmt: skip
    assert qualified_claims(docs) == [[c for c in d.claims] for d in docs]


def test_a_namesake_on_a_page_with_no_qualifier_is_dropped() -> None:
    """A page with no qualifier in its title that calls its entity by another document's
    bare title cannot tell the reader which: its claim is dropped (None)."""
    docs = [
        DocClaims("Wachovia Tower", ("The Wells Fargo Tower was completed in 1985.",),
                  "The Wells Fargo Tower, formerly Wachovia Tower, is in Baltimore."),
        DocClaims("Wells Fargo Tower (Las Cruces)", ("Wells Fargo Tower opened in 1962.",),
                  "It opened in 1962."),
    ]  # fmt: skip
    assert qualified_claims(docs) == [[None], ["Wells Fargo Tower (Las Cruces) opened in 1962."]]


async def test_no_subject_of_one_graph_names_two_titles_unqualified() -> None:
    """End to end over the claims builder: in a graph of both towers' paragraphs, no claim
    subject 'Wells Fargo Tower' is left bare by two different titles."""
    builder = ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), RuleClaimExtractor())
    graph = graph_of([
        (1, "https://en.wikipedia.org/wiki/Wachovia_Tower_(Baltimore)",
         "Wachovia Tower (Baltimore)", BALTIMORE),
        (2, "https://en.wikipedia.org/wiki/Wells_Fargo_Tower_(Las_Cruces)",
         "Wells Fargo Tower (Las Cruces)", LAS_CRUCES),
    ])  # fmt: skip
    result = await builder.build(graph)
    bare: dict[str, set[str]] = defaultdict(set)
    for bucket in result.buckets:
        for claim in bucket.claims:
            if re.match(r"(?:The )?Wells Fargo Tower(?! \()", claim.text):
                qualifier = split_title(bucket.title or "")[1] or ""
                if qualifier not in claim.text:
                    bare["Wells Fargo Tower"].add(bucket.title or "")
    texts = [c.text for b in result.buckets for c in b.claims]
    assert any("Wells Fargo Tower (Baltimore)" in t for t in texts), texts
    assert all(len(titles) < 2 for titles in bare.values()), bare


def bare_namesakes(result: ClaimBuckets) -> dict[str, set[str]]:
    """Bare titles (qualifier cut) that open claims of documents of two or more different
    titles with that bare title, in claims that do not state their own qualifier."""
    titles: dict[str, set[str]] = defaultdict(set)
    for bucket in result.buckets:
        title = re.sub(r"\s*\(disambiguation\)$", "", bucket.title or "")
        base, qualifier = split_title(title)
        for claim in bucket.claims:
            opened = re.match(rf"(?:The )?[\"\u201c]?{re.escape(base.removeprefix('The '))}"
                              r"[\"\u201d]?(?=[\s,])(?! \()", claim.text)
            if opened is not None and not (qualifier and qualifier in claim.text):
                titles[base].add(title)
    return {base: named for base, named in titles.items() if len(named) > 1}


async def test_the_hotpotqa_sample_has_no_bare_namesake(shared_data: Path) -> None:
    """Over the 60 HotpotQA groups of the shared sample (each group one graph of its
    paragraphs), no claim subject names the entities of two different paragraph titles
    without its qualifier."""
    groups = json.loads((shared_data / "hotpotqa" / "hotpotqa_train_sample.json").read_text())
    builder = ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), RuleClaimExtractor())
    found: dict[str, dict[str, set[str]]] = {}
    for number, group in enumerate(groups[:60]):
        graph = graph_of([
            (index + 1, f"https://en.wikipedia.org/wiki/{title.replace(' ', '_')}", title,
             " ".join(sentences))
            for index, (title, sentences) in enumerate(group["context"])
        ], graph_id=f"g{number}")  # fmt: skip
        bare = bare_namesakes(await builder.build(graph))
        if bare:
            found[group["_id"]] = bare
    assert found == {}


def test_a_rewrite_is_checked_against_its_span() -> None:
    """The qualifier rewrite runs after verification (review 15 M2), so its text is checked
    again: the title's own qualifier passes; another document's qualifier or another
    subject does not."""
    title = "Wachovia Tower (Baltimore)"
    drafts = RuleClaimExtractor().extraction(BALTIMORE, title=title).drafts
    verified = verify_drafts(drafts, DocumentAligner(BALTIMORE), doc_id=1, threshold=90.0,
                             title=title)
    claim = next(c for c in verified.claims if c.text.startswith("The Wells Fargo Tower was "
                                                                 "developed"))
    rest = claim.text.removeprefix("The Wells Fargo Tower")
    assert rewritten_problem(f"The Wells Fargo Tower (Baltimore){rest}", claim, BALTIMORE,
                             title=title) is None
    assert rewritten_problem(f"The Wells Fargo Tower (Las Cruces){rest}", claim, BALTIMORE,
                             title=title) is not None
    assert rewritten_problem(f"The Bank of America Tower{rest}", claim, BALTIMORE,
                             title=title) is not None
