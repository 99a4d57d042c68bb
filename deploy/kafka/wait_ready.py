"""Exit 0 once a Kafka broker answers a metadata request, 1 after ``--timeout`` seconds.

Used by start.sh and CI: an open port is not enough, the broker must have joined its own
KRaft quorum and be able to serve metadata.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from aiokafka import AIOKafkaClient  # type: ignore[import-untyped]


async def _round_trip(bootstrap: str, timeout_s: float) -> str | None:
    """Return None on success, else the last error text."""
    deadline = time.monotonic() + timeout_s
    last = "no attempt"
    while time.monotonic() < deadline:
        client = AIOKafkaClient(bootstrap_servers=bootstrap, request_timeout_ms=5000)
        try:
            await client.bootstrap()
            metadata = await client.fetch_all_metadata()
            if metadata.brokers():
                return None
            last = "metadata lists no broker"
        except Exception as exc:  # any failure means: not ready yet
            last = f"{type(exc).__name__}: {exc}"
        finally:
            await client.close()
        await asyncio.sleep(0.5)
    return last


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("bootstrap", help="HOST:PORT of the broker")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds to keep trying")
    args = parser.parse_args()
    error = asyncio.run(_round_trip(args.bootstrap, args.timeout))
    if error is not None:
        message = f"kafka at {args.bootstrap} not ready after {args.timeout}s: {error}"
        print(message, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
