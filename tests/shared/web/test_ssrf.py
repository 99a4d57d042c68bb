"""The SSRF guard: address classification, the allow-list, and refusals at fetch time."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from ipaddress import IPv4Address, IPv6Address, ip_address, ip_network
from pathlib import Path

import httpx
import pytest
from aiohttp import web
from hypothesis import given
from hypothesis import strategies as st

from shared.errors import ConfigError
from shared.web import (
    AddressGuard,
    AllowList,
    FetchPolicy,
    HttpFetcher,
    NetworkError,
    RefusedAddress,
    refusal_reason,
)
from shared.web.ssrf import IPAddress
from tests.shared.web.page_server import MapResolver, PageServer, fetch_count

ipv4 = st.integers(min_value=0, max_value=2**32 - 1).map(IPv4Address)
ipv6 = st.integers(min_value=0, max_value=2**128 - 1).map(IPv6Address)
mapped = ipv4.map(lambda v4: IPv6Address(f"::ffff:{v4}"))


def module_says_refuse(address: IPAddress) -> bool:
    """The verdict the ipaddress module's own classification implies."""
    if isinstance(address, IPv6Address):
        inner = address.ipv4_mapped or address.sixtofour
        if inner is None and address in ip_network("64:ff9b::/96"):
            inner = IPv4Address(int(address) & 0xFFFFFFFF)
        if inner is not None and module_says_refuse(inner):
            return True
        if address.ipv4_mapped is not None:
            return False
    return (
        not address.is_global
        or address.is_multicast
        or address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_reserved
        or address.is_unspecified
        or address in ip_network("100.64.0.0/10")
    )


@given(st.one_of(ipv4, ipv6, mapped))
def test_verdict_matches_the_ipaddress_module(address: IPAddress) -> None:
    """An address is refused exactly when ipaddress calls it non-global/special."""
    assert (refusal_reason(address) is not None) == module_says_refuse(address)


@given(ipv4)
def test_reason_names_the_class(address: IPv4Address) -> None:
    """The refusal reason names the specific class the address belongs to."""
    reason = refusal_reason(address)
    if address.is_loopback:
        assert reason == "loopback"
    elif address == IPv4Address("169.254.169.254"):
        assert reason == "cloud metadata"
    elif address.is_link_local:
        assert reason == "link-local"
    elif address.is_multicast:
        assert reason == "multicast"
    elif address.is_global:
        assert reason is None


@given(ipv4)
def test_mapped_ipv6_gets_the_ipv4_verdict(address: IPv4Address) -> None:
    """::ffff:a.b.c.d is refused exactly when a.b.c.d is."""
    as_v6 = IPv6Address(f"::ffff:{address}")
    assert (refusal_reason(as_v6) is None) == (refusal_reason(address) is None)


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("127.0.0.1", "loopback"),
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("192.168.1.1", "private"),
        ("100.64.0.1", "shared (CGNAT)"),
        ("169.254.169.254", "cloud metadata"),
        ("169.254.1.1", "link-local"),
        ("0.0.0.0", "unspecified"),
        ("224.0.0.1", "multicast"),
        ("240.0.0.1", "private"),
        ("::1", "loopback"),
        ("::", "unspecified"),
        ("fd00:ec2::254", "cloud metadata"),
        ("fc00::1", "private"),
        ("fe80::1", "link-local"),
        ("ff02::1", "multicast"),
        ("::ffff:127.0.0.1", "loopback (IPv4 127.0.0.1 embedded in IPv6)"),
        ("2002:a00:1::", "private (IPv4 10.0.0.1 embedded in IPv6)"),
        ("64:ff9b::a9fe:a9fe", "cloud metadata (IPv4 169.254.169.254 embedded in IPv6)"),
    ],
)
def test_known_addresses_are_refused_with_their_reason(address: str, reason: str) -> None:
    """Loopback, private, CGNAT, metadata, link-local ... are refused and named."""
    assert refusal_reason(ip_address(address)) == reason


@pytest.mark.parametrize(
    "address", ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]
)
def test_public_addresses_pass(address: str) -> None:
    """Globally routable addresses are not refused."""
    assert refusal_reason(ip_address(address)) is None


def test_allow_list_parses_hosts_wildcards_and_ranges() -> None:
    """fetch_allow takes host names, *.domain wildcards, addresses and CIDR ranges."""
    allow = AllowList.parse(["Intranet.Example.", "*.corp.example", "10.0.0.0/8", "::1"])
    assert allow.permits_host("intranet.example")
    assert allow.permits_host("wiki.corp.example")
    assert not allow.permits_host("corp.example")
    assert not allow.permits_host("evil-corp.example")
    assert allow.permits_address(ip_address("10.9.8.7"))
    assert allow.permits_address(ip_address("::1"))
    assert allow.permits_address(ip_address("::ffff:10.0.0.1"))
    assert not allow.permits_address(ip_address("127.0.0.1"))


@pytest.mark.parametrize("entry", ["", "http://x.org", "a b", "10.0.0.0/33"])
def test_bad_allow_entries_are_config_errors(entry: str) -> None:
    """An allow-list entry that is neither a host nor a range is a ConfigError naming it."""
    with pytest.raises(ConfigError, match="fetch_allow entry"):
        AllowList.parse([entry])


async def test_guard_refuses_a_name_resolving_to_loopback() -> None:
    """A harmless-looking name that resolves to 127.0.0.1 is refused after resolution."""
    guard = AddressGuard(AllowList(), MapResolver({"innocent.test": ["127.0.0.1"]}))
    with pytest.raises(RefusedAddress) as caught:
        await guard.vet(httpx.URL("http://innocent.test/x"))
    error = caught.value
    assert (error.host, error.address, error.reason) == ("innocent.test", "127.0.0.1", "loopback")
    assert "http://innocent.test/x" in error.message and "127.0.0.1" in error.message
    assert error.hint is not None and "fetch_allow" in error.hint


async def test_guard_refuses_when_any_resolved_address_is_private() -> None:
    """One private address among public ones is enough to refuse."""
    resolver = MapResolver({"mixed.test": ["93.184.216.34", "10.0.0.5"]})
    with pytest.raises(RefusedAddress, match=r"10\.0\.0\.5"):
        await AddressGuard(AllowList(), resolver).vet(httpx.URL("http://mixed.test/"))


async def test_guard_returns_vetted_public_addresses() -> None:
    """Public answers come back in resolver order, for the fetcher to connect to."""
    resolver = MapResolver({"public.test": ["93.184.216.34", "2606:2800:220:1::1"]})
    addresses = await AddressGuard(AllowList(), resolver).vet(httpx.URL("https://public.test/"))
    assert [str(a) for a in addresses] == ["93.184.216.34", "2606:2800:220:1::1"]


async def test_metadata_literal_is_refused_without_resolving() -> None:
    """An IP-literal URL is judged as is; the resolver is not asked."""
    resolver = MapResolver({})
    with pytest.raises(RefusedAddress, match="cloud metadata"):
        await AddressGuard(AllowList(), resolver).vet(
            httpx.URL("http://169.254.169.254/latest/meta-data/")
        )
    assert resolver.lookups == []


async def test_unresolvable_host_is_a_network_error() -> None:
    """A name the resolver cannot resolve is a network_error naming the host."""
    with pytest.raises(NetworkError, match=r"nowhere\.test"):
        await AddressGuard(AllowList(), MapResolver({})).vet(httpx.URL("http://nowhere.test/"))


async def test_loopback_fetch_is_refused_and_never_connects(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """Without an allow entry a loopback URL is refused, counted, and the server sees nothing."""
    before = fetch_count("refused_private")
    fetch = HttpFetcher(http_client, FetchPolicy(delay_s=0))
    with pytest.raises(RefusedAddress):
        await fetch.fetch(page_server.url("/page"))
    assert fetch_count("refused_private") == before + 1
    assert page_server.requests == []


async def test_allowed_host_is_fetched_at_the_vetted_address(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """An allowed name is connected to at its resolved address with its own Host header."""
    resolver = MapResolver({"allowed.test": ["127.0.0.1"]})
    policy = FetchPolicy(allow=AllowList.parse(["allowed.test"]), delay_s=0)
    page = await HttpFetcher(http_client, policy, resolver=resolver).fetch(
        page_server.url("/page", "allowed.test")
    )
    assert page.final_url == page_server.url("/page", "allowed.test")
    assert page_server.requests == [("/page", f"allowed.test:{page_server.port}")]


@pytest.mark.parametrize(
    "target",
    ["http://evil.test:{port}/page", "http://127.0.0.1:{port}/page", "http://[::ffff:127.0.0.1]:{port}/"],
)
async def test_redirect_from_allowed_host_to_forbidden_address_is_refused(
    page_server: PageServer, http_client: httpx.AsyncClient, target: str
) -> None:
    """Every redirect hop is vetted: an allowed host cannot bounce the fetcher to loopback."""
    resolver = MapResolver({"allowed.test": ["127.0.0.1"], "evil.test": ["127.0.0.1"]})
    policy = FetchPolicy(allow=AllowList.parse(["allowed.test"]), delay_s=0)
    hop = target.format(port=page_server.port)
    before = fetch_count("refused_private")
    with pytest.raises(RefusedAddress) as caught:
        await HttpFetcher(http_client, policy, resolver=resolver).fetch(
            page_server.url(f"/redirect?to={hop}", "allowed.test")
        )
    assert caught.value.reason.startswith("loopback")
    assert fetch_count("refused_private") == before + 1
    assert page_server.paths == [f"/redirect?to={hop}"]


async def test_cidr_allow_entry_permits_loopback(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """An explicit 127.0.0.0/8 entry lets tests (and operators) reach loopback."""
    policy = FetchPolicy(allow=AllowList.parse(["127.0.0.0/8"]), delay_s=0)
    page = await HttpFetcher(http_client, policy).fetch(page_server.url("/page"))
    assert page.status == 200


async def test_https_is_pinned_to_the_vetted_address_with_the_name_verified(
    tmp_path: Path, page_server: PageServer
) -> None:
    """TLS goes to the vetted IP, yet SNI and certificate checks use the URL's host name."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("the openssl command is needed to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1",
         "-subj", "/CN=secure.test", "-addext", "subjectAltName=DNS:secure.test"],
        check=True, capture_output=True,
    )
    server_tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_tls.load_cert_chain(cert, key)
    seen_sni: list[str | None] = []
    server_tls.sni_callback = lambda sock, name, ctx: seen_sni.append(name)

    async def page(_: web.Request) -> web.Response:
        return web.Response(text="<p>Served over TLS to the right name.</p>",
                            content_type="text/html")

    app = web.Application()
    app.router.add_get("/page", page)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=server_tls)
    await site.start()
    port = runner.addresses[0][1]
    policy = FetchPolicy(allow=AllowList.parse(["secure.test"]), delay_s=0)
    resolver = MapResolver({"secure.test": ["127.0.0.1"]})
    try:
        async with httpx.AsyncClient(verify=ssl.create_default_context(cafile=cert)) as client:
            fetched = await HttpFetcher(client, policy, resolver=resolver).fetch(
                f"https://secure.test:{port}/page"
            )
            assert "right name" in fetched.text
            assert fetched.address == "127.0.0.1"
            assert seen_sni == ["secure.test"]
            untrusted = HttpFetcher(
                client, FetchPolicy(allow=AllowList.parse(["127.0.0.1"]), delay_s=0)
            )
            with pytest.raises(NetworkError, match=r"CERTIFICATE_VERIFY_FAILED|certificate"):
                await untrusted.fetch(f"https://127.0.0.1:{port}/page")
    finally:
        await runner.cleanup()
