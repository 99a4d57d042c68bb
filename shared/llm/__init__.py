"""The LLM layer: one well-behaved way for every stage to call a language model.

- ``ChatClient``: async client for OpenAI-compatible chat completions (retries, budgets,
  response cache, metrics); ``complete_structured`` adds JSON parsing with one repair turn.
- ``GenerationConfig`` (θ): per stage the strategy, prompt templates, models and decoding;
  ``content_hash()`` is recorded on every message produced under it.
- ``StructuredLLM``: the seam the services call; the stage Protocols (``ThoughtFormatter``,
  ``ClaimExtractor``, ``QAGenerator``, ``Judge``) each have a rule and an LLM strategy.
- ``stage_strategy``: which one the settings select (``llm = "rules"`` by default).
"""

from __future__ import annotations

from shared.llm.budget import Clock, EndpointBudget, SystemClock, TokenBucket
from shared.llm.cache import CachedReply, CacheMode, ResponseCache
from shared.llm.chat import ChatMessage, ChatRequest, ChatResult, Decoding, Usage, wire_seed
from shared.llm.client import ChatClient
from shared.llm.config import (
    GenerationConfig,
    StageConfig,
    TemplateRef,
    build_generation_config,
)
from shared.llm.errors import (
    LLMCacheMissError,
    LLMConfigError,
    LLMError,
    LLMHTTPError,
    LLMOutputError,
    LLMTemplateError,
    LLMUnavailableError,
)
from shared.llm.metrics import LLMMetrics, default_metrics
from shared.llm.replies import (
    ClaimDraft,
    FormattedAnswer,
    FormattedTranscript,
    JudgeReply,
    NumberedClaims,
    OkReply,
    QADraft,
    QADrafts,
)
from shared.llm.retry import Failure, RetryDecision, RetryPolicy, classify_status, parse_retry_after
from shared.llm.stages import (
    CallMeta,
    ClaimExtractor,
    Generated,
    Judge,
    QAGenerator,
    StructuredLLM,
    ThoughtFormatter,
)
from shared.llm.strategy import (
    STAGES,
    Endpoint,
    Strategy,
    default_endpoint,
    judge_endpoints,
    stage_endpoint,
    stage_strategy,
)
from shared.llm.structured import Structured, complete_structured, extract_json, parse_reply
from shared.llm.templates import PromptLibrary

__all__ = [
    "STAGES",
    "CacheMode",
    "CachedReply",
    "CallMeta",
    "ChatClient",
    "ChatMessage",
    "ChatRequest",
    "ChatResult",
    "ClaimDraft",
    "ClaimExtractor",
    "Clock",
    "Decoding",
    "Endpoint",
    "EndpointBudget",
    "Failure",
    "FormattedAnswer",
    "FormattedTranscript",
    "Generated",
    "GenerationConfig",
    "Judge",
    "JudgeReply",
    "LLMCacheMissError",
    "LLMConfigError",
    "LLMError",
    "LLMHTTPError",
    "LLMMetrics",
    "LLMOutputError",
    "LLMTemplateError",
    "LLMUnavailableError",
    "NumberedClaims",
    "OkReply",
    "PromptLibrary",
    "QADraft",
    "QADrafts",
    "QAGenerator",
    "ResponseCache",
    "RetryDecision",
    "RetryPolicy",
    "StageConfig",
    "Strategy",
    "Structured",
    "StructuredLLM",
    "SystemClock",
    "TemplateRef",
    "ThoughtFormatter",
    "TokenBucket",
    "Usage",
    "build_generation_config",
    "classify_status",
    "complete_structured",
    "default_endpoint",
    "default_metrics",
    "extract_json",
    "judge_endpoints",
    "parse_reply",
    "parse_retry_after",
    "stage_endpoint",
    "stage_strategy",
    "wire_seed",
]
