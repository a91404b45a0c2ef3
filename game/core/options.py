"""Game options: declared once per game with defaults, allowed values and when they apply."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote


@dataclass(frozen=True)
class OptionSpec:
    """One option key: its default, the allowed values (None: any integer), a one-line help text
    (a message id, marked `N_`, put into words at the edge), `applies(options)`, false when the
    key makes no sense with the other options chosen, and `requirement`, the message id of when
    it applies ("with points scoring")."""

    default: Any
    choices: tuple[Any, ...] | None
    help: str
    applies: Callable[[Mapping[str, Any]], bool] = lambda options: True
    requirement: str = ""

    def check(self, key: str, value: Any) -> None:
        """Raise RecordError unless `value` is allowed for this key."""
        if self.choices is None:
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise RecordError(
                    Message(
                        N_("option {key} must be a positive integer, not {value}"),
                        {"key": quote(key), "value": _show(value)},
                    )
                )
        elif value not in self.choices or type(value) is not type(self.default):
            allowed = ", ".join(_show(choice) for choice in self.choices)
            raise RecordError(
                Message(
                    N_("option {key} must be one of {allowed}, not {value}"),
                    {"key": quote(key), "allowed": allowed, "value": _show(value)},
                )
            )


def _show(value: Any) -> str:
    """A short quotation of an option's value as JSON writes true and false."""
    return "true" if value is True else "false" if value is False else quote(value)


def resolve_options(
    specs: Mapping[str, OptionSpec], given: Mapping[str, Any] | None
) -> dict[str, Any]:
    """Validate `given` against `specs` and fill in defaults; raise RecordError on any bad key."""
    given = dict(given or {})
    for key in given:
        if key not in specs:
            known = ", ".join(sorted(specs)) or "none"
            raise RecordError(
                Message(
                    N_("unknown option {key} (this game's options: {known})"),
                    {"key": quote(key), "known": known},
                )
            )
        specs[key].check(key, given[key])
    options = {key: spec.default for key, spec in specs.items()}
    options.update(given)
    for key in given:
        spec = specs[key]
        if not spec.applies(options):
            raise RecordError(
                Message(
                    N_("option {key} only applies {requirement}"),
                    {"key": quote(key), "requirement": Message(spec.requirement)},
                )
            )
    return options
