"""The one error type of the rules engine."""

from __future__ import annotations


class RuleError(ValueError):
    """An action or setting the rules refuse.

    The message is meant for players: the Discord layer shows it as it is, so it
    says what was wrong in plain words. `code` names the kind of refusal so a
    translated message can be chosen later without parsing English. A refused
    action leaves the game untouched.
    """

    def __init__(self, message: str, code: str = "illegal") -> None:
        super().__init__(message)
        self.code = code
