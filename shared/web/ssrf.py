"""SSRF guard: which addresses the fetcher may connect to.

The guard resolves a URL's host (through an injected resolver) and refuses the fetch when
any resolved address is loopback, private (RFC 1918, CGNAT 100.64/10, ULA fc00::/7),
link-local (169.254/16, fe80::/10, including cloud metadata endpoints), unspecified,
multicast, reserved or otherwise not globally routable; IPv4 addresses embedded in IPv6
(IPv4-mapped, 6to4, NAT64) are judged by the IPv4 address they carry. The fetcher connects
to the very addresses the guard vetted (no second lookup), so a DNS answer cannot change
between the check and the connection, and it calls the guard again on every redirect hop.

``fetch_allow`` entries lift the refusal: a host name (``intranet.example``), a wildcard
(``*.corp.example``), an address or a CIDR range (``127.0.0.0/8``, ``::1/128``).
"""

from __future__ import annotations

import asyncio
import re
import socket
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from ipaddress import (
    IPv4Address,
    IPv4Network,
    IPv6Address,
    IPv6Network,
    ip_address,
    ip_network,
)
from typing import Protocol

import httpx

from shared.errors import ConfigError
from shared.web.errors import BadUrl, NetworkError, RefusedAddress

__all__ = [
    "AddressGuard",
    "AllowList",
    "HostResolver",
    "IPAddress",
    "refusal_reason",
    "system_resolver",
]

IPAddress = IPv4Address | IPv6Address
IPNetwork = IPv4Network | IPv6Network

_METADATA = frozenset({ip_address("169.254.169.254"), ip_address("fd00:ec2::254")})
_SHARED_CGNAT = ip_network("100.64.0.0/10")
_NAT64 = ip_network("64:ff9b::/96")
_LABEL = r"[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?"
_HOST_NAME = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")


class HostResolver(Protocol):
    """Resolves a host name to the addresses a connection to ``port`` would use."""

    async def __call__(self, host: str, port: int) -> Sequence[str]:
        """Return the addresses of ``host`` as strings, in connection order."""
        ...


async def system_resolver(host: str, port: int) -> Sequence[str]:
    """Resolve ``host`` with the operating system's resolver (``getaddrinfo``)."""
    loop = asyncio.get_running_loop()
    infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    seen: dict[str, None] = {}
    for _family, _type, _proto, _canon, sockaddr in infos:
        seen.setdefault(str(sockaddr[0]), None)
    return list(seen)


def _embedded_ipv4(address: IPv6Address) -> IPv4Address | None:
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in _NAT64:
        return IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def refusal_reason(address: IPAddress) -> str | None:
    """Why the fetcher must not connect to ``address`` by default, or ``None`` if public."""
    if isinstance(address, IPv6Address):
        embedded = _embedded_ipv4(address)
        if embedded is not None:
            inner = refusal_reason(embedded)
            if inner is not None:
                return f"{inner} (IPv4 {embedded} embedded in IPv6)"
            if address.ipv4_mapped is not None:
                return None
    if address in _METADATA:
        return "cloud metadata"
    if address.is_unspecified:
        return "unspecified"
    if address.is_loopback:
        return "loopback"
    if address.is_link_local:
        return "link-local"
    if address.is_multicast:
        return "multicast"
    if address in _SHARED_CGNAT:
        return "shared (CGNAT)"
    if address.is_private:
        return "private"
    if address.is_reserved:
        return "reserved"
    if isinstance(address, IPv6Address) and address.is_site_local:
        return "site-local"
    if not address.is_global:
        return "non-global"
    return None


def _parse_address(text: str) -> IPAddress | None:
    try:
        return ip_address(text)
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class AllowList:
    """Hosts and networks the fetcher may reach even though they are not public."""

    hosts: frozenset[str] = frozenset()
    """Exact host names (lowercase, no trailing dot)."""

    suffixes: tuple[str, ...] = ()
    """Domain suffixes from ``*.domain`` entries, stored as ``.domain``."""

    networks: tuple[IPNetwork, ...] = ()
    """Addresses and CIDR ranges."""

    @classmethod
    def parse(cls, entries: Iterable[str]) -> AllowList:
        """Read ``fetch_allow`` entries: host names, ``*.domain`` wildcards, IPs, CIDRs."""
        hosts: set[str] = set()
        suffixes: list[str] = []
        networks: list[IPNetwork] = []
        for raw in entries:
            entry = raw.strip().lower().rstrip(".")
            network = _parse_network(entry)
            if network is not None:
                networks.append(network)
                continue
            wildcard = entry.startswith("*.")
            name = entry[2:] if wildcard else entry
            if not _HOST_NAME.fullmatch(name):
                raise ConfigError(
                    f"fetch_allow entry {raw!r} is neither a host name nor an address/CIDR range",
                    hint="use e.g. 'intranet.example', '*.corp.example', '10.0.0.0/8' or '::1'",
                )
            if wildcard:
                suffixes.append("." + name)
            else:
                hosts.add(name)
        return cls(frozenset(hosts), tuple(suffixes), tuple(networks))

    def permits_host(self, host: str) -> bool:
        """True when ``host`` (a name, not an address) is allowed whatever it resolves to."""
        name = host.lower().rstrip(".")
        return name in self.hosts or any(name.endswith(suffix) for suffix in self.suffixes)

    def permits_address(self, address: IPAddress) -> bool:
        """True when ``address`` (or the IPv4 address it maps) lies in an allowed range."""
        candidates: list[IPAddress] = [address]
        if isinstance(address, IPv6Address) and address.ipv4_mapped is not None:
            candidates.append(address.ipv4_mapped)
        return any(
            candidate.version == network.version and candidate in network
            for candidate in candidates
            for network in self.networks
        )


def _parse_network(entry: str) -> IPNetwork | None:
    try:
        return ip_network(entry.strip("[]"), strict=False)
    except ValueError:
        return None


class AddressGuard:
    """Vets a URL's host before every connection (first request and each redirect hop)."""

    def __init__(self, allow: AllowList, resolver: HostResolver = system_resolver) -> None:
        self._allow = allow
        self._resolver = resolver

    async def vet(self, url: httpx.URL) -> tuple[IPAddress, ...]:
        """Return the addresses to connect to for ``url``; raise when one is refused."""
        host = url.raw_host.decode("ascii", errors="replace").strip("[]")
        if not host:
            raise BadUrl(f"URL {url} has no host", url=str(url), hint="give an absolute URL")
        port = url.port or (443 if url.scheme == "https" else 80)
        literal = _parse_address(host)
        if literal is not None:
            addresses: tuple[IPAddress, ...] = (literal,)
        else:
            addresses = await self._resolve(url, host, port)
            if self._allow.permits_host(host):
                return addresses
        for address in addresses:
            reason = refusal_reason(address)
            if reason is not None and not self._allow.permits_address(address):
                raise RefusedAddress(url=str(url), host=host, address=str(address), reason=reason)
        return addresses

    async def _resolve(self, url: httpx.URL, host: str, port: int) -> tuple[IPAddress, ...]:
        try:
            answers = await self._resolver(host, port)
        except OSError as exc:
            raise NetworkError(
                f"could not resolve host {host!r} of {url}: {exc}",
                url=str(url),
                hint="check the URL's host name and this machine's DNS",
            ) from exc
        addresses: list[IPAddress] = []
        for answer in answers:
            address = _parse_address(answer.split("%", 1)[0])
            if address is None:
                raise NetworkError(
                    f"resolver returned {answer!r} for host {host!r}, which is not an address",
                    url=str(url),
                    hint="the injected resolver must return IP address strings",
                )
            addresses.append(address)
        if not addresses:
            raise NetworkError(
                f"host {host!r} of {url} resolved to no address",
                url=str(url),
                hint="check the URL's host name and this machine's DNS",
            )
        return tuple(addresses)
