"""The fetcher against a real local server: every bad page has a typed, counted outcome."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import httpx
import pytest

from shared.web import (
    AllowList,
    BadContentType,
    BadUrl,
    BinaryBody,
    EmptyBody,
    FetchError,
    FetchPolicy,
    FetchTimeout,
    HttpFetcher,
    HttpStatusError,
    NetworkError,
    PageTooLarge,
    RedirectLoop,
    TooManyRedirects,
)
from tests.shared.web.page_server import (
    HUGE_TOTAL,
    LATIN1_TEXT,
    FakeClock,
    MapResolver,
    PageServer,
    fetch_count,
)

LOOPBACK_OK = FetchPolicy(
    allow=AllowList.parse(["127.0.0.0/8"]), timeout_s=5.0, max_bytes=1024 * 1024, delay_s=0.0
)


def fetcher(client: httpx.AsyncClient, **changes: object) -> HttpFetcher:
    """A fetcher allowed to reach loopback, with policy fields overridden by ``changes``."""
    return HttpFetcher(client, replace(LOOPBACK_OK, **changes))  # type: ignore[arg-type]


async def expect(
    error: type[FetchError], client: httpx.AsyncClient, url: str, **changes: object
) -> FetchError:
    """Fetch ``url``, assert it raises ``error`` and bumps that outcome's counter once."""
    before = fetch_count(error.outcome.value)
    with pytest.raises(error) as caught:
        await fetcher(client, **changes).fetch(url)
    assert fetch_count(error.outcome.value) == before + 1
    return caught.value


async def test_html_page_is_fetched_and_counted_ok(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A normal HTML page comes back decoded, typed and counted as ok."""
    before = fetch_count("ok")
    page = await fetcher(http_client).fetch(page_server.url("/page#frag"))
    assert page.status == 200
    assert page.content_type == "text/html"
    assert "Northport handled 4.2 million tonnes" in page.text
    assert page.final_url == page_server.url("/page")
    assert page.address == "127.0.0.1"
    assert page.redirects == ()
    assert fetch_count("ok") == before + 1


async def test_plain_text_is_accepted(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """text/plain is one of the accepted content types."""
    page = await fetcher(http_client).fetch(page_server.url("/plain"))
    assert page.content_type == "text/plain"
    assert page.text.startswith("First paragraph line.")


async def test_empty_body_is_refused(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """An empty 200 response is the ``empty`` outcome."""
    error = await expect(EmptyBody, http_client, page_server.url("/empty"))
    assert "empty body" in error.message


async def test_whitespace_body_is_empty(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A body of only whitespace is also ``empty``."""
    await expect(EmptyBody, http_client, page_server.url("/blank"))


async def test_binary_body_labelled_html_is_refused(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A PNG served as text/html is the ``binary`` outcome, not garbage text."""
    error = await expect(BinaryBody, http_client, page_server.url("/binary"))
    assert "binary data" in error.message


async def test_octet_stream_binary_body_is_refused(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """application/octet-stream full of NUL bytes is ``binary``."""
    await expect(BinaryBody, http_client, page_server.url("/octet-binary"))


async def test_octet_stream_html_is_sniffed_as_html(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """HTML mislabelled application/octet-stream is sniffed and accepted as text/html."""
    page = await fetcher(http_client).fetch(page_server.url("/octet-html"))
    assert page.content_type == "text/html"


async def test_pdf_is_a_bad_content_type_with_a_pdf_hint(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """application/pdf is refused before the body is read, and the hint says what to do."""
    error = await expect(BadContentType, http_client, page_server.url("/pdf"))
    assert isinstance(error, BadContentType)
    assert error.content_type == "application/pdf"
    assert error.hint is not None and "PDF" in error.hint


async def test_json_is_a_bad_content_type(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A non-HTML text type (application/json) is ``bad_content_type``."""
    error = await expect(BadContentType, http_client, page_server.url("/json"))
    assert "application/json" in error.message


async def test_enormous_streamed_body_is_cut_off(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A body without Content-Length is read only up to the limit, then refused."""
    error = await expect(PageTooLarge, http_client, page_server.url("/huge"), max_bytes=300_000)
    assert "300000" in error.message
    await asyncio.sleep(0)
    assert not page_server.huge_finished
    assert page_server.huge_bytes_sent < HUGE_TOTAL


async def test_declared_oversize_is_refused_unread(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A Content-Length over the limit is refused from the header alone."""
    error = await expect(
        PageTooLarge, http_client, page_server.url("/huge-declared"), max_bytes=1000
    )
    assert f"declares {HUGE_TOTAL} bytes" in error.message


async def test_redirect_loop_is_detected(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """/loop/a -> /loop/b -> /loop/a stops at the repeat, before the redirect cap."""
    error = await expect(RedirectLoop, http_client, page_server.url("/loop/a"), max_redirects=10)
    assert "/loop/a" in error.message
    assert page_server.paths == ["/loop/a", "/loop/b"]


async def test_too_many_redirects(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A chain longer than max_redirects is refused after following exactly that many."""
    await expect(TooManyRedirects, http_client, page_server.url("/chain/1"), max_redirects=3)
    assert page_server.paths == ["/chain/1", "/chain/2", "/chain/3", "/chain/4"]


async def test_redirects_within_the_cap_are_followed(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A chain within the cap ends at the final page and records the hops."""
    page = await fetcher(http_client, max_redirects=9).fetch(page_server.url("/chain/1"))
    assert page.final_url == page_server.url("/chain/10")
    assert len(page.redirects) == 9
    assert page.redirects[0] == page_server.url("/chain/1")


async def test_redirect_without_location_is_an_http_error(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A 302 without a Location header is ``http_error`` with its status."""
    error = await expect(HttpStatusError, http_client, page_server.url("/no-location"))
    assert isinstance(error, HttpStatusError) and error.status == 302


async def test_redirect_to_a_file_url_is_refused(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A redirect to file:// is ``bad_url``: only http(s) is ever followed."""
    error = await expect(
        BadUrl, http_client, page_server.url("/redirect?to=file:///etc/passwd")
    )
    assert "'file'" in error.message


@pytest.mark.parametrize("code", [404, 500])
async def test_error_status_is_an_http_error(
    page_server: PageServer, http_client: httpx.AsyncClient, code: int
) -> None:
    """4xx and 5xx answers are ``http_error`` naming the status."""
    error = await expect(HttpStatusError, http_client, page_server.url(f"/status/{code}"))
    assert str(code) in error.message


async def test_slow_server_times_out(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A server that does not answer within fetch_timeout_s is the ``timeout`` outcome."""
    error = await expect(FetchTimeout, http_client, page_server.url("/slow"), timeout_s=0.3)
    assert "0.3 s" in error.message


async def test_dripping_body_hits_the_whole_fetch_deadline(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """Steady trickles of bytes cannot keep a fetch alive past its deadline."""
    await expect(FetchTimeout, http_client, page_server.url("/drip"), timeout_s=0.3)


async def test_connection_refused_is_a_network_error(http_client: httpx.AsyncClient) -> None:
    """A port nobody listens on is ``network_error``."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    await expect(NetworkError, http_client, f"http://127.0.0.1:{port}/")


@pytest.mark.parametrize("url", ["ftp://example.org/x", "file:///etc/passwd", "example.org"])
async def test_non_http_urls_are_refused(http_client: httpx.AsyncClient, url: str) -> None:
    """Only http and https URLs are fetched."""
    await expect(BadUrl, http_client, url)


async def test_latin1_declared_in_meta_is_decoded(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A latin-1 page declaring its charset only in <meta> decodes correctly."""
    page = await fetcher(http_client).fetch(page_server.url("/latin1-meta"))
    assert LATIN1_TEXT in page.text
    assert page.charset_source == "meta"
    assert page.encoding == "cp1252"


async def test_latin1_declared_in_header_is_decoded(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """A latin-1 page declaring its charset only in Content-Type decodes correctly."""
    page = await fetcher(http_client).fetch(page_server.url("/latin1-header"))
    assert LATIN1_TEXT in page.text
    assert page.charset_source == "header"


@pytest.mark.parametrize("per_host", [2, 4])
async def test_per_host_concurrency_is_observed_at_the_server(
    page_server: PageServer, http_client: httpx.AsyncClient, per_host: int
) -> None:
    """No more than fetch_per_host requests reach one host at once (and that many do)."""
    fetch = fetcher(http_client, per_host=per_host)
    page_server.hold_until_in_flight = per_host  # held requests meet whatever the machine's load
    await asyncio.gather(*(fetch.fetch(page_server.url("/slow-counted")) for _ in range(8)))
    assert page_server.max_in_flight == per_host


async def test_politeness_delay_spaces_requests_to_one_host(
    page_server: PageServer, http_client: httpx.AsyncClient
) -> None:
    """Requests to one host start fetch_delay_s apart; another host does not wait."""
    clock = FakeClock()
    resolver = MapResolver({"one.test": ["127.0.0.1"], "two.test": ["127.0.0.1"]})
    fetch = HttpFetcher(
        http_client,
        replace(LOOPBACK_OK, delay_s=2.5, per_host=4),
        resolver=resolver,
        clock=clock,
        sleep=clock.sleep,
    )
    await asyncio.gather(*(fetch.fetch(page_server.url("/page", "one.test")) for _ in range(3)))
    assert clock.sleeps == [2.5, 2.5]
    await fetch.fetch(page_server.url("/page", "two.test"))
    assert clock.sleeps == [2.5, 2.5]
    assert len(page_server.requests) == 4


async def test_every_outcome_has_a_distinct_counter_label() -> None:
    """Each FetchError subclass maps to its own outcome label, and 'ok' is separate."""
    from shared.web import errors

    outcomes = {
        cls.outcome
        for cls in vars(errors).values()
        if isinstance(cls, type) and issubclass(cls, FetchError) and cls is not FetchError
    }
    assert {o.value for o in outcomes} | {"ok"} == {o.value for o in errors.FetchOutcome}
