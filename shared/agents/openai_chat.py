"""A closed-book chat model as an agent under test, through the LLM layer's ``ChatClient``.

The model sees only the question (no documents, no search): what it answers comes from
its weights. That makes it the natural base model M of Leak&Test, and a model fine-tuned
on a leaked round, served behind the same protocol, its M_leak. The response cache is off:
an agent is asked afresh every time. The asking layer owns retries, so the client makes
one attempt per call.
"""

from __future__ import annotations

from collections.abc import Sequence

import httpx

from shared.agents.base import AgentError, Document, Reply
from shared.agents.config import OpenAIChatSpec
from shared.llm.cache import ResponseCache
from shared.llm.chat import ChatMessage, Decoding
from shared.llm.client import ChatClient
from shared.llm.errors import LLMHTTPError, LLMUnavailableError
from shared.llm.strategy import Endpoint

__all__ = ["OpenAIChatAgent"]

_TRANSIENT_STATUS = frozenset({408, 425, 429})


class OpenAIChatAgent:
    """Asks an OpenAI-compatible chat model, closed-book."""

    def __init__(self, spec: OpenAIChatSpec, http: httpx.AsyncClient, *, timeout_s: float) -> None:
        self.spec = spec
        endpoint = Endpoint(
            name=f"agent:{spec.name}",
            origin=f"[[agents]] {spec.name!r}",
            base_url=spec.base_url,
            model=spec.model,
            api_key=spec.api_key,
            timeout_s=spec.timeout_s or timeout_s,
            max_attempts=1,
            concurrency=spec.concurrency or 8,
        )
        self.client = ChatClient(endpoint, http=http, cache=ResponseCache.off())
        self.decoding = Decoding(
            temperature=spec.temperature, max_tokens=spec.max_tokens, json_mode=False
        )

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``openai_chat``."""
        return "openai_chat"

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """The model's reply to the question alone."""
        messages = [
            ChatMessage(role="system", content=self.spec.system_prompt),
            ChatMessage(role="user", content=question),
        ]
        try:
            result = await self.client.complete(messages, decoding=self.decoding, stage="agent")
        except LLMHTTPError as exc:
            transient = exc.status in _TRANSIENT_STATUS or exc.status >= 500
            raise AgentError(f"agent {self.name!r}: {exc.message}", transient=transient,
                             hint=exc.hint) from exc  # fmt: skip
        except LLMUnavailableError as exc:
            raise AgentError(f"agent {self.name!r}: {exc.message}", transient=True,
                             hint=exc.hint) from exc  # fmt: skip
        text = result.content.strip()
        return Reply(answer=text, thinking=text)

    async def aclose(self) -> None:
        """The HTTP client is closed by whoever built it."""
