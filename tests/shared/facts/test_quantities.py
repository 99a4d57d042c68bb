"""Quantities read from claims: a place's census population, records sold worldwide."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.facts import QuantityValue, facts_of_bucket
from shared.facts.sizes import measure
from tests.services.qagen.films import bucket
from tests.shared.facts.reading import facts_of


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
    # the U.S. Census form ``had a total population of``; an estimate is no census figure
    assert population("Downey, California", "As of the 2010 census, Downey had a total "
                      "population of 111,772.") == 111772  # fmt: skip
    assert population("Nakama, Fukuoka", "As of 2016, Nakama has an estimated population of "
                      "41,348.") is None  # fmt: skip


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



def _size(title: str, sentence: str) -> tuple[str, str] | None:
    for relation, read in facts_of(title, sentence).items():
        assert isinstance(read, tuple), read
        value = read[1]
        if relation in ("height", "length"):
            assert isinstance(value, QuantityValue), value
            return relation, value.quantity.text
    return None


def test_a_size_cue_right_after_its_figure_gives_a_height_or_a_length() -> None:
    """``is 87 m tall``, ``a 70 m high, five star hotel``, ``a 3.90 mi long state highway``."""
    assert _size("InterContinental Bucharest", "The InterContinental Bucharest is 87 m tall."
                 ) == ("height", "87 m")  # fmt: skip
    assert _size("Sheraton Bucharest Hotel", "The Sheraton Bucharest Hotel is a 70 m high, five "
                 "star hotel in Bucharest.") == ("height", "70 m")  # fmt: skip
    # the route's number is its name, not its length
    assert _size("New York State Route 448", "New York State Route 448 is a 3.90 mi long state "
                 "highway in western Westchester County.") == ("length", "3.90 mi")  # fmt: skip
    assert _size("Little Spokane River", "The Little Spokane River is a tributary, approximately "
                 "35 mi (56 km) long, in eastern Washington.") == ("length", "35 mi")  # fmt: skip
    # two cues name two sizes, a school is no height, 'm' alone is no metre
    assert _size("Coronado cave", "Coronado cave is 600 feet long, 70 feet wide and 20 feet "
                 "tall.") is None  # fmt: skip
    assert _size("Y School", "Y School is a high school founded in 1990.") is None
    assert measure("The company employs 87 m people.") is None


@given(st.text(max_size=80), st.integers(min_value=0, max_value=100))
def test_measure_never_fails_and_gives_positive_sizes(text: str, after: int) -> None:
    """Any text gives no size or a positive one, read after any offset."""
    found = measure(text, after)
    assert found is None or found[1].value > 0
