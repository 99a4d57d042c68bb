"""Fixtures of the document-layer tests (defined in ``page_server.py``)."""

from __future__ import annotations

from tests.shared.web.page_server import http_client, page_server

__all__ = ["http_client", "page_server"]
