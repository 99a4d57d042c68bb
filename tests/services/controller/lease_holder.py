"""``python -m tests.services.controller.lease_holder BOOTSTRAP NAMESPACE``: take the Kafka
controller lease, print ``held`` once it is ours, keep renewing until killed."""

from __future__ import annotations

import asyncio
import sys

from services.controller.kafka_lease import KafkaLease


async def main(bootstrap: str, namespace: str) -> None:
    """Hold the lease forever."""
    lease = KafkaLease(bootstrap, namespace=namespace, owner="holder", session_timeout_s=6)
    said = False
    while True:
        if await lease.acquire() and not said:
            print("held", flush=True)
            said = True
        await asyncio.sleep(0.3)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
