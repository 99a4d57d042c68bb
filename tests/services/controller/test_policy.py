"""The controller's schedule: when a round closes, when the next opens, when it is done."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.controller.policy import RoundPolicy, decide
from shared.errors import ConfigError, InputError
from shared.settings import Settings

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def test_a_round_closes_when_its_interval_is_over() -> None:
    """With --every 10m the open round waits until ten minutes after it opened."""
    policy = RoundPolicy(every=timedelta(minutes=10))
    early = decide(policy, now=T0 + timedelta(minutes=9), open_since=T0, new_graphs=99,
                   closed_by_me=0)  # fmt: skip
    due = decide(policy, now=T0 + timedelta(minutes=10), open_since=T0, new_graphs=0,
                 closed_by_me=0)  # fmt: skip
    assert (early, due) == ("wait", "close")


def test_a_round_closes_after_enough_new_graphs() -> None:
    """With --after-graphs 5 the fifth new graph closes the round, whatever the time."""
    policy = RoundPolicy(after_graphs=5)
    assert decide(policy, now=T0, open_since=T0, new_graphs=4, closed_by_me=0) == "wait"
    assert decide(policy, now=T0, open_since=T0, new_graphs=5, closed_by_me=0) == "close"


def test_next_round_opens_at_once_until_the_limit() -> None:
    """With no round open the next opens immediately, until max_rounds were closed."""
    policy = RoundPolicy(every=timedelta(0), max_rounds=3)
    assert decide(policy, now=T0, open_since=None, new_graphs=0, closed_by_me=2) == "open"
    assert decide(policy, now=T0, open_since=None, new_graphs=0, closed_by_me=3) == "done"


def test_by_hand_policy_never_closes() -> None:
    """Without an interval or a graph count the controller leaves closing to a person."""
    policy = RoundPolicy()
    assert not policy.automatic and "by hand" in policy.describe()
    far = T0 + timedelta(days=400)
    assert decide(policy, now=far, open_since=T0, new_graphs=10**6, closed_by_me=0) == "wait"


def test_policy_from_settings_parses_the_interval() -> None:
    """controller_every is read as a duration; a bad one names the setting."""
    policy = RoundPolicy.from_settings(Settings(controller_every="1h30m", controller_rounds=2))
    assert policy.every == timedelta(minutes=90) and policy.max_rounds == 2
    assert policy.describe() == "rounds close every 1h30m, 2 rounds"
    with pytest.raises(InputError, match="controller_every"):
        RoundPolicy.from_settings(Settings(controller_every="soon"))
    with pytest.raises(ConfigError):
        RoundPolicy(every=timedelta(seconds=-1))


@given(
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=1000),
)
def test_close_exactly_when_a_trigger_is_reached(every_s: int, elapsed_s: int, graphs: int) -> None:
    """An open round closes iff the interval elapsed or the graph count was reached."""
    policy = RoundPolicy(every=timedelta(seconds=every_s), after_graphs=50)
    action = decide(policy, now=T0 + timedelta(seconds=elapsed_s), open_since=T0,
                    new_graphs=graphs, closed_by_me=0)  # fmt: skip
    assert (action == "close") == (elapsed_s >= every_s or graphs >= 50)
    assert action in ("close", "wait")
