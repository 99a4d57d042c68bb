"""The truncated_word gate: a word cut short fails; name particles, codes and titles pass."""

from __future__ import annotations

import pytest

from shared.quality.gates import gate_failures
from tests.shared.quality.items import evidenced_item, qa_item


@pytest.mark.parametrize(
    "question",
    [
        "Who was born first, Rhiryd ap Bleddyn or Owain Gwynedd?",
        "Which was founded first, Los Pagares de Mendieta or Gyldendal?",
        "Who died first, Leonardo da Vinci or Ludwig van Beethoven?",
        "Who was born first, Charles de la Fuente or Wernher von Braun?",
        "Who was born first, Abdullah bin Hamad or Ibn al- Rashid?",
        "Who died first, Jean du Bellay or Giovanni di Bicci?",
        "Who was born first, Ruby Helder or the director of Las aventuras de Pito Pérez?",
        "Which film came out first, Ronaldo or Face à l'Océan?",
        "Which film came out first, Proezas de Satanás na Vila de Leva or Ronaldo?",
        "Which film came out first, The Crime Doctor's Strangest Case or The First 7th Night?",
    ],
)
def test_name_particles_inside_a_name_are_not_cut_words(question: str) -> None:
    """ap, de, da, van, von, bin, al-, à … inside a name, and ordinals (7th), pass the gate."""
    assert "truncated_word" not in gate_failures(qa_item(question, "Gyldendal"))


@pytest.mark.parametrize(
    "question",
    [
        "Which was founded first, Gyldendal or Los Pagares de?",
        "Who was born first, de Mendieta or Gyldendal?",
        "What did the splices de result in, Hubble or Webb?",
        "What did the splices al- result in?",
        "Who was born first, Rhiryd ap or Owain?",
        "Who was born first, Owain or de Mendieta?",
        "Which film came out first, the splices had n or Ronaldo?",
        "Which film came out first, Ronaldo or the 2nd splices th?",
    ],
)
def test_a_particle_cut_from_its_name_is_still_a_cut_word(question: str) -> None:
    """A particle at an end, before a lower-case word or right after "or" is a cut word."""
    assert "truncated_word" in gate_failures(qa_item(question, "Gyldendal"))


def test_a_paragraph_label_and_a_code_are_no_cut_words() -> None:
    """'paragraph (h)(2)' and 'GLP-1' pass truncated_word; a dangling 'co-' still fails."""
    assert "truncated_word" not in gate_failures(
        qa_item("What steps does the section give?", "Revise per paragraph (h)(2) of this AD."))
    assert "truncated_word" not in gate_failures(
        qa_item("What kind of hormone is GLP-1?", "a peptide hormone"))
    assert "truncated_word" in gate_failures(qa_item("What does Julian Assange do?",
                                                     "Wikileaks co- founder"))


def test_a_short_word_closing_a_title_its_evidence_writes_whole_is_no_cut_word() -> None:
    """'Peter schießt den Vogel ab' is a film's title in its span: no cut word; 'had n' is."""
    question = "Who died first, the director of Peter schießt den Vogel ab or King Vidor?"
    span = "Peter schießt den Vogel ab was directed by Géza von Cziffra."
    assert "truncated_word" not in gate_failures(evidenced_item(question, span))
    assert "truncated_word" in gate_failures(evidenced_item(question, "Peter schießt den Vogel."))
    cut = "What did Thousands of Splices had n result in?"
    assert "truncated_word" in gate_failures(evidenced_item(cut, "Thousands of Splices had no "
                                                            "fault."))  # fmt: skip


def test_a_short_word_inside_a_title_its_evidence_writes_whole_is_no_cut_word() -> None:
    """'Le foto proibite di una signora per bene' is written whole in its span: no cut word."""
    question = ("Which film's director was born first, Le foto proibite di una signora per bene "
                "or Licenza premio?")
    span = "Le foto proibite di una signora per bene is a 1970 Italian giallo film."
    assert "truncated_word" not in gate_failures(evidenced_item(question, span))
    assert "truncated_word" in gate_failures(evidenced_item(question, "Le foto proibite is a "
                                                            "film."))  # fmt: skip


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("When did the storm reach the coast?", "at 4 p.m. on Sunday"),
        ("When does the market open?", "at 9:30 a.m."),
        ("Which kinds of fruit does the report name, e.g. apples?", "apples and pears"),
        ("What did the plaintiffs seek, i.e. damages?", "damages"),
    ],
)
def test_a_dotted_abbreviation_is_no_cut_word(question: str, answer: str) -> None:
    """The lower-case letters of 'p.m.', 'a.m.', 'e.g.', 'i.e.' are no cut words."""
    assert "truncated_word" not in gate_failures(qa_item(question, answer))


@pytest.mark.parametrize(
    "answer",
    ["at 4 p on Sunday", "the splices had n.", "at 4 p. on Sunday", "the co- founder at 4 p.m."],
)
def test_a_cut_letter_beside_no_dotted_abbreviation_still_fails(answer: str) -> None:
    """A lone 'p', a cut 'n.' and a dangling 'co-' still fail though 'p.m.' passes."""
    assert "truncated_word" in gate_failures(qa_item("When did the storm reach the coast?",
                                                     answer))
