"""Claim features on the spec's DiCaprio claims."""

from __future__ import annotations

from shared.claims.features import claim_features


def test_salary_claim_features() -> None:
    """The Titanic salary claim has two years, two dollar amounts and its entities."""
    features = claim_features(
        "Leonardo DiCaprio earned $2.5 million for Titanic in 1997 and his pay increased to "
        "$20 million per movie from 2000 onwards, with exceptions for J Edgar, Django Unchained "
        "and The Wolf of Wall Street."
    )
    assert features.dates == ("1997", "2000")
    assert features.numbers == ("$2.5 million", "$20 million")
    assert [q.value for q in features.quantities] == [2_500_000.0, 20_000_000.0]
    assert {q.currency for q in features.quantities} == {"USD"}
    assert "Leonardo DiCaprio" in features.entities and "Titanic" in features.entities
    assert "The Wolf of Wall Street" in features.entities


def test_causal_and_dated_claims() -> None:
    """The naming claim is causal; the UN claim has a month-precision date."""
    naming = claim_features(
        "Leonardo DiCaprio received his name because his pregnant mother was looking at a "
        "Leonardo da Vinci painting in an Italian museum when he first kicked."
    )
    assert naming.causal == ("because",)
    un = claim_features(
        "Leonardo DiCaprio was appointed as United Nations Messenger of Peace in September 2014."
    )
    assert un.dates == ("2014-09",)
    (date_value,) = un.date_values
    assert (date_value.precision, str(date_value.earliest), str(date_value.latest)) == (
        "month", "2014-09-01", "2014-09-30",
    )  # fmt: skip
    assert "September" not in un.entities


def test_area_quantity_has_base_value() -> None:
    """Square feet carry a base value in square metres."""
    (area,) = claim_features("Meta subleased 120,000 square feet in Austin.").quantities
    assert area.unit == "sq_ft" and area.dimension == "area"
    assert area.base_value is not None and round(area.base_value) == 11148
