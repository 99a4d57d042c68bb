"""Helpers for the facts tests: the facts and kinds one page's claims give, shown plainly."""

from __future__ import annotations

from shared.facts import DateValue, EntityValue, facts_of_bucket
from tests.services.qagen.films import bucket


def facts_of(title: str, sentence: str) -> dict[str, object]:
    out: dict[str, object] = {}
    for fact in facts_of_bucket(bucket(1, title, [sentence])):
        value = fact.value
        shown: object = value
        if isinstance(value, DateValue):
            shown = value.value
        elif isinstance(value, EntityValue):
            shown = value.name
        out[fact.relation] = (fact.subject, shown)
    return out


def kinds_of(title: str, sentences: list[str]) -> set[str]:
    return {fact.kind for fact in facts_of_bucket(bucket(1, title, sentences))}
