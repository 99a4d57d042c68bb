"""Turning a page body into text: which character encoding, decided how.

Order of evidence, as browsers use it: a byte-order mark, the ``charset`` of the
Content-Type header, a ``<meta charset>`` / ``http-equiv`` declaration or an XML
declaration in the first bytes; then UTF-8 when the bytes are valid UTF-8; then
statistical detection (charset-normalizer, with windows-1252 preferred on near-ties, since
short Western texts otherwise come out as Mac or Baltic code pages); then UTF-8 with
replacement characters. Labels that the WHATWG Encoding standard maps to windows-1252
(``iso-8859-1``, ``latin1``, ``us-ascii`` ...) decode as cp1252, which is what such pages
really use.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from typing import Literal

from charset_normalizer import from_bytes

__all__ = ["CharsetSource", "DecodedBody", "declared_charset", "decode_body", "looks_binary"]

CharsetSource = Literal["bom", "header", "meta", "detected", "default"]

_PRESCAN_BYTES = 4096
_DETECT_BYTES = 64 * 1024
_CP1252_TIE = 0.15
_META_CHARSET = re.compile(
    rb"""<meta[^>]*?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.()+-]+)""", re.IGNORECASE
)
_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([a-zA-Z0-9_.:-]+)""")
_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_WINDOWS_1252_LABELS = frozenset(
    {
        "ascii", "us-ascii", "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1",
        "l1", "cp819", "ibm819", "iso-ir-100", "csisolatin1", "x-cp1252", "windows-1252",
        "ansi_x3.4-1968", "iso_8859-1:1987",
    }
)
_SIGNATURES: tuple[bytes, ...] = (
    b"%PDF-", b"PK\x03\x04", b"\x89PNG", b"GIF87a", b"GIF89a", b"\xff\xd8\xff",
    b"\x1f\x8b", b"\xfd7zXZ", b"7z\xbc\xaf", b"Rar!\x1a", b"\x7fELF", b"ID3\x03", b"ID3\x04",
)


@dataclass(frozen=True, slots=True)
class DecodedBody:
    """A body as text, with the encoding used and where that choice came from."""

    text: str
    """The decoded text (undecodable bytes replaced by U+FFFD)."""

    encoding: str
    """Python codec name used to decode."""

    source: CharsetSource
    """Which evidence chose the encoding."""


def _codec(label: str | None) -> str | None:
    """Python codec for a charset label, or ``None`` when the label is unknown."""
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    if name in _WINDOWS_1252_LABELS:
        return "cp1252"
    try:
        return codecs.lookup(name).name
    except (LookupError, ValueError):
        return None


def declared_charset(head: bytes) -> str | None:
    """Codec declared by ``<meta>`` or an XML declaration in the first bytes of a page."""
    prefix = head[:_PRESCAN_BYTES]
    xml = _XML_ENCODING.match(prefix)
    if xml is not None:
        codec = _codec(xml.group(1).decode("ascii", "replace"))
        if codec is not None:
            return codec
    for match in _META_CHARSET.finditer(prefix):
        codec = _codec(match.group(1).decode("ascii", "replace"))
        if codec is not None:
            # A page cannot declare UTF-16 in its own ASCII-compatible bytes (WHATWG).
            return "utf-8" if codec.startswith("utf-16") else codec
    return None


def looks_binary(body: bytes) -> bool:
    """True for bodies that are files rather than text: known signatures or NUL bytes."""
    if any(body.startswith(bom) for bom, _ in _BOMS):
        return False
    if body.lstrip().startswith(_SIGNATURES) or body.startswith(_SIGNATURES):
        return True
    sample = body[:_PRESCAN_BYTES * 2]
    if b"\x00" in sample:
        return True
    controls = sum(1 for byte in sample if byte < 32 and byte not in (9, 10, 12, 13, 27))
    return len(sample) > 0 and controls / len(sample) > 0.1


def _detect(sample: bytes) -> str | None:
    """Statistical guess; windows-1252 wins near-ties, as the web's legacy default."""
    matches = list(from_bytes(sample))
    if not matches:
        return None
    best = min(match.chaos for match in matches)
    for match in matches:
        if match.encoding == "cp1252" and match.chaos <= best + _CP1252_TIE:
            return "cp1252"
    return _codec(matches[0].encoding)


def decode_body(body: bytes, *, header_charset: str | None = None) -> DecodedBody:
    """Decode ``body`` by BOM, header charset, declared charset, detection, then UTF-8."""
    for bom, codec in _BOMS:
        if body.startswith(bom):
            return DecodedBody(body.decode(codec, errors="replace"), codec, "bom")
    header_codec = _codec(header_charset)
    if header_codec is not None:
        return DecodedBody(body.decode(header_codec, errors="replace"), header_codec, "header")
    meta_codec = declared_charset(body)
    if meta_codec is not None:
        return DecodedBody(body.decode(meta_codec, errors="replace"), meta_codec, "meta")
    try:
        return DecodedBody(body.decode("utf-8"), "utf-8", "default")
    except UnicodeDecodeError:
        pass
    detected = _detect(body[:_DETECT_BYTES])
    if detected is not None:
        return DecodedBody(body.decode(detected, errors="replace"), detected, "detected")
    return DecodedBody(body.decode("utf-8", errors="replace"), "utf-8", "default")
