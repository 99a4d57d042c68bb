"""Facts under claims: (subject, relation, value) triples, each linked to its claim and span.

Questions are built from these, never by quoting claim clauses (compare 2WikiMultiHopQA's
evidence triples). A value is a date with its precision, a quantity with its unit and
kind, or an entity.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from shared.messages.claims import Claim, ClaimBucket
from shared.text.dates import DateMention, Precision
from shared.text.numbers import Quantity

__all__ = ["DateValue", "EntityValue", "Fact", "FactValue", "QuantityValue"]


@dataclass(frozen=True, slots=True)
class DateValue:
    """A date as the claim states it, with the calendar range its precision covers."""

    text: str
    """The mention as written (``30 July 1970``)."""

    value: str
    """ISO value (``1970-07-30``, ``2014-09``, ``2006``)."""

    precision: Precision
    """``day``, ``month``, ``quarter``, ``year`` or ``decade``."""

    earliest: date
    """First calendar day the mention covers."""

    latest: date
    """Last calendar day the mention covers."""

    @classmethod
    def of(cls, mention: DateMention) -> DateValue:
        """The value of a date mention."""
        return cls(mention.text, mention.value, mention.precision, mention.earliest,
                   mention.latest)  # fmt: skip

    def shown(self) -> str:
        """The date as an answer writes it: ``30 July 1970``, ``July 1970`` or ``1970``."""
        if self.precision == "day":
            return f"{self.earliest.day} {self.earliest:%B} {self.earliest.year}"
        if self.precision == "month":
            return f"{self.earliest:%B} {self.earliest.year}"
        return str(self.earliest.year)


@dataclass(frozen=True, slots=True)
class QuantityValue:
    """A figure with its unit or currency (``shared.text.numbers``)."""

    quantity: Quantity
    """The parsed mention: value, kind, unit, dimension, factor to the base unit."""


@dataclass(frozen=True, slots=True)
class EntityValue:
    """A named entity (the director of a film, the author of a novel)."""

    name: str
    """The entity as named in the claim."""


FactValue = DateValue | QuantityValue | EntityValue


@dataclass(frozen=True, slots=True)
class Fact:
    """One structured fact of a verified claim."""

    subject: str
    """The entity the fact is about, as a question names it (``The Prestige``)."""

    kind: str
    """What the subject is (``film``, ``person``, ``band``), or ``""`` when unknown."""

    relation: str
    """Key of the relation (``shared.facts.relations.RELATIONS``)."""

    value: FactValue
    """The date, quantity or entity the relation gives."""

    bucket: ClaimBucket = field(compare=False, repr=False)
    """The document the claim comes from (URL, title, content hash)."""

    claim: Claim = field(compare=False, repr=False)
    """The verified claim (text, span and offsets) the fact was read from."""

    detail: str = ""
    """For events read from news-like claims: the object or place of the event."""

    @property
    def doc_id(self) -> int:
        """Number of the source document in the graph."""
        return self.bucket.doc_id

    @property
    def url(self) -> str:
        """URL of the source document."""
        return self.bucket.url

    def describe(self) -> str:
        """The triple in one line: ``The Prestige | released | 2006 (year)``."""
        value = self.value
        if isinstance(value, DateValue):
            shown = f"{value.value} ({value.precision})"
        elif isinstance(value, QuantityValue):
            shown = value.quantity.text
        else:
            shown = value.name
        return f"{self.subject} | {self.relation} | {shown}"
