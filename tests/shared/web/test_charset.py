"""Charset decisions: BOM, header, meta, detection; binary sniffing."""

from __future__ import annotations

import codecs

from hypothesis import given
from hypothesis import strategies as st

from shared.web.charset import declared_charset, decode_body, looks_binary

ENCODINGS = ["utf-8", "cp1252", "iso8859-15", "koi8-r", "shift_jis", "utf-16-le"]


def test_header_charset_wins_over_meta() -> None:
    """The Content-Type charset beats a (wrong) meta declaration, as browsers do."""
    body = "<meta charset='utf-8'><p>na\u00efve</p>".encode("cp1252")
    decoded = decode_body(body, header_charset="windows-1252")
    assert "na\u00efve" in decoded.text
    assert decoded.source == "header"


def test_bom_wins_over_header() -> None:
    """A UTF-8 byte-order mark beats a header charset."""
    body = codecs.BOM_UTF8 + "\u00e9t\u00e9".encode()
    decoded = decode_body(body, header_charset="iso-8859-1")
    assert decoded.text == "\u00e9t\u00e9"
    assert decoded.source == "bom"


def test_http_equiv_meta_is_read() -> None:
    """<meta http-equiv=Content-Type content='text/html; charset=...'> is a declaration."""
    head = b'<meta http-equiv="Content-Type" content="text/html; charset=KOI8-R">'
    assert declared_charset(head) == "koi8-r"


def test_latin1_label_decodes_as_windows_1252() -> None:
    """iso-8859-1 is decoded as windows-1252 (WHATWG), so 0x93/0x94 are curly quotes."""
    decoded = decode_body(b"<meta charset=iso-8859-1>\x93quoted\x94")
    assert "\u201cquoted\u201d" in decoded.text


def test_undeclared_non_utf8_is_detected() -> None:
    """Without any declaration, a cp1252 body is detected rather than mangled."""
    text = "Le caf\u00e9 \u00e9tait d\u00e9j\u00e0 ferm\u00e9 quand nous sommes arriv\u00e9s. " * 20
    decoded = decode_body(text.encode("cp1252"))
    assert decoded.source == "detected"
    assert "caf\u00e9" in decoded.text


def test_unknown_header_label_falls_through() -> None:
    """A bogus header charset is ignored in favour of the next evidence."""
    decoded = decode_body("<meta charset=utf-8>\u00fc".encode(), header_charset="x-bogus")
    assert decoded.source == "meta"
    assert decoded.text.endswith("\u00fc")


@given(st.text(min_size=1, max_size=200), st.sampled_from(ENCODINGS))
def test_declared_header_charset_round_trips(text: str, encoding: str) -> None:
    """Text encoded in a codec and declared in the header decodes as that codec decodes it."""
    try:
        body = text.encode(encoding)
    except UnicodeEncodeError:
        return
    # Compare with the codec's own decoding: Shift_JIS, for one, maps '¥' to a backslash.
    assert decode_body(body, header_charset=encoding).text == body.decode(encoding)


@given(st.binary(max_size=5000))
def test_decode_never_raises(body: bytes) -> None:
    """Arbitrary bytes always decode to some text with a known source."""
    decoded = decode_body(body)
    assert decoded.source in {"bom", "meta", "detected", "default"}
    codecs.lookup(decoded.encoding)


@given(st.binary(max_size=300))
def test_declared_charset_is_a_real_codec_or_none(head: bytes) -> None:
    """The meta prescan returns only codec names Python knows."""
    found = declared_charset(b"<meta charset=" + head)
    assert found is None or codecs.lookup(found)


def test_binary_signatures_and_text() -> None:
    """PDF/PNG/zip signatures and NUL bytes are binary; ordinary and BOM'd text is not."""
    assert looks_binary(b"%PDF-1.7\n...")
    assert looks_binary(b"PK\x03\x04rest")
    assert looks_binary(b"<html>\x00\x00</html>")
    assert not looks_binary("<p>caf\u00e9</p>".encode())
    assert not looks_binary(codecs.BOM_UTF16_LE + "<p>x</p>".encode("utf-16-le"))
