"""Facts under claims: structured (subject, relation, value) triples read from verified claims."""

from shared.facts.elapsed import Elapsed, elapsed, lifespan_days, lifespan_years, order
from shared.facts.extract import (
    facts_of_bucket,
    leading_subject,
    title_disambiguator,
    title_entity,
)
from shared.facts.model import DateValue, EntityValue, Fact, FactValue, QuantityValue
from shared.facts.relations import RELATIONS, Relation

__all__ = [
    "RELATIONS",
    "DateValue",
    "Elapsed",
    "EntityValue",
    "Fact",
    "FactValue",
    "QuantityValue",
    "Relation",
    "elapsed",
    "facts_of_bucket",
    "leading_subject",
    "lifespan_days",
    "lifespan_years",
    "order",
    "title_disambiguator",
    "title_entity",
]
