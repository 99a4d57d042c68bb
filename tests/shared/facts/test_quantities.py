"""Quantities read from claims: a place's census population, records sold worldwide."""

from __future__ import annotations

from shared.facts import facts_of_bucket
from tests.services.qagen.films import bucket


def test_census_sentences_give_the_population_of_the_pages_place() -> None:
    """Census sentences give the population of the page's place; a rough figure gives none."""
    # ``At the 2011 census , Young had ...``; ``The Canada 2011 Census determined that Orléans'
    # population was ...`` (title ``Orleans, Ontario``); ``around 63,182,000`` is none.
    from shared.facts import QuantityValue

    def population(title: str, sentence: str) -> float | None:
        found = [f.value.quantity.value for f in facts_of_bucket(bucket(1, title, [sentence]))
                 if f.relation == "population" and isinstance(f.value, QuantityValue)]  # fmt: skip
        return found[0] if found else None

    assert population("Young, New South Wales",
                      "At the 2011 census , Young had a population of 6,960.") == 6960  # fmt: skip
    assert population("Orleans, Ontario", "The Canada 2011 Census determined that Orléans' "
                      "population was 107,823.") == 107823  # fmt: skip
    assert population("Demography of the United Kingdom", "According to the 2011 census, the "
                      "total population of the United Kingdom was around 63,182,000.") is None


def test_records_sold_worldwide_with_a_floor_marked() -> None:
    """Records sold worldwide are counted with a floor marked; a release's copies are not."""
    # ``have sold 85 million records worldwide``; ``more than 150 million`` is marked ``at least``;
    # ``copies combined``.
    from shared.facts import QuantityValue
    from shared.facts.sizes import AT_LEAST

    def sold(title: str, sentence: str) -> tuple[float, str] | None:
        found = [(f.value.quantity.value, f.detail)
                 for f in facts_of_bucket(bucket(1, title, [sentence]))
                 if f.relation == "records_sold"
                 and isinstance(f.value, QuantityValue)]  # fmt: skip
        return found[0] if found else None

    assert sold("Spice Girls", "The Spice Girls have sold 85 million records worldwide.") == (
        85e6, "")
    assert sold("Engelbert Humperdinck (singer)", "Engelbert Humperdinck has sold more than "
                "150 million records worldwide.") == (150e6, AT_LEAST)  # fmt: skip
    assert sold("The Exies", "The Exies two Virgin Records releases have sold over 400,000 "
                "copies combined.") is None  # fmt: skip
    assert sold("Abba", "Abba have sold 3 million records in Sweden.") is None
