"""The one error type of the rules engine."""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """An action or setting the rules refuse.

    The engine says *what* was refused as a `code` and the facts behind it as
    `params` (which box, which option, the allowed values), never as a sentence:
    the bot words it in the reader's language from its text catalogue
    (`refusal-<code>`). `str()` is a terse developer-facing form for logs and
    tracebacks. A refused action leaves the game untouched.
    """

    def __init__(self, code: str, **params: Any) -> None:
        details = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{code}({details})" if details else code)
        self.code = code
        self.params = params
