"""The unnamed_entity gate: an asked name must be written whole in the claim carrying its fact."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.messages.qa import UsedClaim
from shared.quality.gates import gate_failures
from tests.shared.quality.items import MSPE_FACTS, MSPE_QUESTION, STARFARING, qa_item


def test_a_claim_cut_inside_a_named_title_fails_unnamed_entity() -> None:
    """A claim cut inside the question's title fails unnamed_entity; the whole claim passes."""
    # The only claim dating it is cut at the title's comma (``Spies and Private Eyes ("MSPE") first
    # published in April 1983``); ``cut_name`` alone misses the cut.
    cut = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                    title="Mercenaries, Spies and Private Eyes",
                    claim='Spies and Private Eyes ("MSPE") first published in April 1983.',
                    span='Spies and Private Eyes ("MSPE") first published in April 1983.')
    item = qa_item(MSPE_QUESTION, "Starfaring", used_claims=(STARFARING, cut),
                   computed={"facts": MSPE_FACTS})  # fmt: skip
    failures = gate_failures(item)
    assert "cut_name" not in failures
    assert "Mercenaries, Spies and Private Eyes" in failures["unnamed_entity"]
    whole = cut.model_copy(update={
        "claim": 'Mercenaries, Spies and Private Eyes ("MSPE") is a role-playing game first '
                 "published in April 1983.",
        "span": 'Mercenaries, Spies and Private Eyes ("MSPE") is a role-playing game first '
                "published in April 1983 by Blade."})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item.model_copy(
        update={"used_claims": (STARFARING, whole)}))  # fmt: skip


def test_a_name_in_a_claim_that_states_another_fact_fails_unnamed_entity() -> None:
    """The claim naming the entity must carry the asked fact, or unnamed_entity fails."""
    # A claim naming it whole but dating something else (``... was reprinted in 1990``) leaves the
    # 1983 date unstated.
    other = UsedClaim(doc_id=2, claim_id="doc2_claim2",
                      claim="Mercenaries, Spies and Private Eyes was reprinted in 1990.")
    cut = UsedClaim(doc_id=2, claim_id="doc2_claim1",
                    claim='Spies and Private Eyes ("MSPE") first published in April 1983.')
    item = qa_item(MSPE_QUESTION, "Starfaring", used_claims=(STARFARING, other, cut),
                   computed={"facts": MSPE_FACTS})  # fmt: skip
    assert "unnamed_entity" in gate_failures(item)


def test_a_resolved_pronoun_or_a_bridge_passes_unnamed_entity() -> None:
    """A resolved pronoun's claim, and a bridge's unnamed maker, pass unnamed_entity."""
    # The claims service resolved the pronoun, so the claim names its subject whole; a bridge's
    # maker is not named by the question and needs no claim of its own naming it.
    resolved = (UsedClaim(doc_id=2, claim_id="doc2_claim1", span="She died on 10 June 2018.",
                          claim="Shaikha Hala died on 10 June 2018."),
                UsedClaim(doc_id=3, claim_id="doc3_claim1",
                          claim="Isa bin Salman died on 6 March 1999."))  # fmt: skip
    facts = "Shaikha Hala | died | 2018-06-10 (day) ;; Isa bin Salman | died | 1999-03-06 (day)"
    item = qa_item("Who died first, Shaikha Hala or Isa bin Salman?", "Isa bin Salman",
                   used_claims=resolved, computed={"facts": facts})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item)
    bridge = (UsedClaim(doc_id=1, claim_id="doc1_claim1",
                        claim="So ein Millionär hat's schwer was directed by Géza von Cziffra."),
              UsedClaim(doc_id=2, claim_id="doc2_claim1",
                        claim="Géza von Cziffra was born on 19 December 1900."),
              UsedClaim(doc_id=3, claim_id="doc3_claim1",
                        claim="King Vidor was born on February 8, 1894."))  # fmt: skip
    facts = ("So ein Millionär hat's schwer | director | Géza von Cziffra ;; "
             "Géza von Cziffra | born | 1900-12-19 (day) ;; King Vidor | born | 1894-02-08 (day)")
    item = qa_item("Who was born first, the director of So ein Millionär hat's schwer or King "
                   "Vidor?", "King Vidor", used_claims=bridge, computed={"facts": facts})
    assert "unnamed_entity" not in gate_failures(item)


def test_unnamed_entity_is_counted_in_the_audit_defect_table() -> None:
    """``dyneval audit`` lists ``unnamed_entity`` among the reviewer-found defect classes."""
    from shared.quality.audit import AUDIT_GATES
    from shared.quality.gates import ISSUE_GATES

    assert "unnamed_entity" in ISSUE_GATES and "unnamed_entity" in AUDIT_GATES


@pytest.mark.parametrize(
    ("claim", "title", "whole"),
    [("Paul Michael Gross, OC was born on April 30, 1959.", "", True),
     ('John Bernard "J.B." Handelsman was born on April 30, 1959.', "", True),
     ("Gross was born on April 30, 1959.", "Paul Gross", True),
     ("Gross was born on April 30, 1959.", "Hannah Gross", False),
     ("Paul Gross was born on April 30, 1961.", "", False)],
)
def test_unnamed_entity_reads_middle_names_initials_and_a_surname_on_its_page(
    claim: str, title: str, whole: bool
) -> None:
    """unnamed_entity reads middle names, initials and a surname on its own page as the name."""
    # A surname on another page, or another date, does not write it whole.
    name = "J. B. Handelsman" if "Handelsman" in claim else "Paul Gross"
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, title=title),
            UsedClaim(doc_id=2, claim_id="doc2_claim1",
                      claim="Zack Hexum was born on 5 May 1957."))  # fmt: skip
    facts = f"{name} | born | 1959-04-30 (day) ;; Zack Hexum | born | 1957-05-05 (day)"
    item = qa_item(f"Who was born first, {name} or Zack Hexum?", "Zack Hexum", used_claims=used,
                   computed={"facts": facts})  # fmt: skip
    assert ("unnamed_entity" not in gate_failures(item)) is whole


_NAME_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=8).map(
    str.capitalize)


@given(st.lists(_NAME_WORD, min_size=1, max_size=4), st.lists(_NAME_WORD, max_size=5))
def test_a_name_written_verbatim_in_its_claim_is_always_whole(name: list[str],
                                                              before: list[str]) -> None:
    """Whatever words come before it, a name written verbatim in a claim dating it passes."""
    subject = " ".join(name)
    claim = " ".join([*before, subject, "was founded in 1931."])
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim),)
    facts = f"{subject} | founded | 1931 (year)"
    item = qa_item(f"When was {subject} founded?", "1931", used_claims=used,
                   computed={"facts": facts})  # fmt: skip
    assert "unnamed_entity" not in gate_failures(item)


@pytest.mark.parametrize(
    ("name", "claim", "whole"),
    [("Agnes II, Abbess of Quedlinburg", "Agnes II died on 21 January 1203.", True),
     ("Archduke Ferdinand Karl Viktor of Austria-Este",
      "Ferdinand Karl Viktor died on 21 January 1203.", True),
     ("Hassan Al-Heji", "Hassan Al- Heji died on 21 January 1203.", True),
     ("Mercenaries, Spies and Private Eyes",
      "Spies and Private Eyes died on 21 January 1203.", False)],
)
def test_unnamed_entity_reads_a_part_of_the_name_on_its_own_page(name: str, claim: str,
                                                                 whole: bool) -> None:
    """On the name's own page, parts of it count as the name; a tail cut at its comma does not."""
    # The parts: a head before its appositive, a name without its honorific, a hyphen written apart.
    used = (UsedClaim(doc_id=1, claim_id="doc1_claim1", claim=claim, title=name),
            UsedClaim(doc_id=2, claim_id="doc2_claim1", claim="Zack Hexum died in 1984."))
    facts = f"{name} | died | 1203-01-21 (day) ;; Zack Hexum | died | 1984 (year)"
    item = qa_item(f"Who died first, {name} or Zack Hexum?", name, used_claims=used,
                   computed={"facts": facts})  # fmt: skip
    assert ("unnamed_entity" not in gate_failures(item)) is whole


def test_a_title_the_claim_splitter_cuts_at_a_line_break_is_rejected() -> None:
    """A claim split at a line break inside a title fails unnamed_entity; unbroken text passes."""
    # A page whose text breaks the line after the title's comma (``Mercenaries,\nSpies and Private
    # Eyes ...``) gave the rule extractor a claim without the name's head and verb (the claims
    # side's splitter; seen 2026-11-26): the item fails exactly when the claim lacks the head.
    from shared.claims.rules import RuleClaimExtractor

    title = "Mercenaries, Spies and Private Eyes"
    tail = ' Spies and Private Eyes ("MSPE") first published in April 1983 by Blade.'
    extractor = RuleClaimExtractor()
    verdicts = []
    for text in ("Mercenaries,\n" + tail.strip(), "Mercenaries," + tail):
        drafts = [d for d in extractor.extract_sync(text, title=title) if "1983" in d.claim]
        assert drafts, f"no dated claim from {text!r}"
        used = (STARFARING, UsedClaim(doc_id=2, claim_id="doc2_claim1", title=title,
                                      claim=drafts[0].claim, span=drafts[0].span))
        item = qa_item(MSPE_QUESTION, "Starfaring", used_claims=used,
                       computed={"facts": MSPE_FACTS})  # fmt: skip
        verdicts.append(("unnamed_entity" in gate_failures(item),
                         not drafts[0].claim.startswith("Mercenaries, Spies")))
    assert all(failed is cut for failed, cut in verdicts)
    assert verdicts[1] == (False, False)
