"""Kin read from claims: a person's father, mother and spouse, only when the claim says which."""

from __future__ import annotations

from shared.facts import facts_of_bucket
from tests.services.qagen.films import bucket
from tests.shared.facts.reading import facts_of


def test_a_person_s_father_mother_and_spouse_are_read_when_the_claim_says_which() -> None:
    """'the son of X and his wife Y' names the father and the mother; a parent whose sex
    the claim leaves open, a numbered marriage or two spouses on one page give no kin."""
    both = facts_of("Charles the Child", "Charles the Child was the son of Charles the Bald "
                    "and his wife Ermentrude of Orléans.")  # fmt: skip
    assert both["father"] == ("Charles the Child", "Charles the Bald")
    assert both["mother"] == ("Charles the Child", "Ermentrude of Orléans")
    titled = facts_of("Prince Nayef bin Abdullah", "Prince Nayef bin Abdullah was the youngest "
                      "son of King Abdullah I of Jordan and his second wife, Suzdil Khanum.")
    assert titled["father"] == ("Prince Nayef bin Abdullah", "Abdullah I of Jordan")  # his page
    assert "mother" not in titled
    assert "father" not in facts_of("Ælfgar", "Ælfgar was the son of Leofric Godwin.")
    wed = facts_of("Marcos Siega", "Marcos Siega married Lisa Goldsmith in 2001.")
    assert wed["spouse"] == ("Marcos Siega", "Lisa Goldsmith")
    assert "spouse" not in facts_of("X Y", "X Y married his second wife Ann Lee in 2001.")
    assert "spouse" not in facts_of("Jane Capell", "Jane Capell married the Earl of Essex.")
    two = facts_of_bucket(bucket(1, "Ann Lee", ["Ann Lee was married to Bob Smith.",
                                                "Ann Lee was the wife of Carl Jones."]))
    assert not [f for f in two if f.relation == "spouse"]


def test_a_parent_named_after_a_description_and_by_a_numbered_title() -> None:
    """'was an English noblewoman, the daughter of Algernon Percy, 10th Earl of
    Northumberland' names her father (an earl) with his title."""
    facts = facts_of("Elizabeth Capell, Countess of Essex", "Elizabeth Capell, Countess of Essex "
                     "was an English noblewoman, the daughter of Algernon Percy, 10th Earl of "
                     "Northumberland.")  # fmt: skip
    assert facts["father"] == ("Elizabeth Capell, Countess of Essex",
                               "Algernon Percy, 10th Earl of Northumberland")
    duke = facts_of("Barnim VII", "Barnim VII was the son of Duke Barnim VI, Duke of Pomerania.")
    assert duke["father"] == ("Barnim VII", "Barnim VI, Duke of Pomerania")
    prince = facts_of("Ann of Denmark", "Ann of Denmark was a daughter of Prince Harald of "
                      "Denmark.")  # fmt: skip
    assert prince["father"] == ("Ann of Denmark", "Prince Harald of Denmark")


def test_kin_names_that_hold_the_subject_or_run_on_are_not_read() -> None:
    """A father named like his son ('son of Admiral George Rodney, 1st Baron Rodney' on the
    2nd Baron's page), a name that runs into the next sentence ('Peshwa I. Her') or a title
    whose place runs on ('King of Naples and Sicily, and ...') give no kin; an office before
    a spouse's name is not part of it."""
    assert "father" not in facts_of("George Rodney, 2nd Baron Rodney", "George Rodney was the son "
                                    "of Admiral George Rodney, 1st Baron Rodney, by his first wife "
                                    "Lady Jane Compton.")  # fmt: skip
    assert "spouse" not in facts_of("Ramabai Peshwa", "Ramabai Peshwa was wife of Madhavrao Peshwa "
                                    "I. Her father's name was Shivaji Ballal Joshi.")  # fmt: skip
    assert "father" not in facts_of("Maria Antonia", "Maria Antonia was the youngest daughter of "
                                    "Ferdinand, King of Naples and Sicily, and Maria Carolina of "
                                    "Austria.")  # fmt: skip
    assert "spouse" not in facts_of("Atang de la Rama", "Atang de la Rama was married to National "
                                    "Artist for Literature, Amado V. Hernandez.")  # fmt: skip
    assert "spouse" not in facts_of("Gauthier Destenay", "Gauthier Destenay is the husband of "
                                    "Prime Minister of Luxembourg, Xavier Bettel.")  # fmt: skip
    assert "spouse" not in facts_of("Adam Włodek", "Adam Włodek was married to Polish Noble Prize "
                                    "laureate, Wisława Szymborska.")  # fmt: skip
    assert "spouse" not in facts_of("Charles d'Évreux", "Charles d'Évreux married Maria de La "
                                    "Cerda y de Lara in April 1335.")  # fmt: skip
    wed = facts_of("Lady Dorothy Macmillan", "Lady Dorothy Macmillan was married to British Prime "
                   "Minister Harold Macmillan from 1920 until her death.")  # fmt: skip
    assert wed["spouse"] == ("Lady Dorothy Macmillan", "Harold Macmillan")
