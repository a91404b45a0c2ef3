"""A game state's fields, declared once (issue 37): a state is a `state_class`, a slotted
dataclass whose annotated fields give its `__slots__`, its constructor, its start values and,
from how each field says a copy takes it, a `copy()` written out field by field as a hand-written
one would be (so searches copy as fast as before).

A field with a plain default (or none) is shared by a copy: numbers, strings, tuples, frozen
sets, the options. A list says `copied_list()`, a list of lists `copied_lists()`; the random
generator `shared_random()` (a copy shares it until either side needs it); a field that a copy
starts afresh `not_copied(value)`.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

_HOW = "copy"
"""The metadata key of the expression by which a copy takes a field (`{0}` is the field)."""
_SHARED = "{0}"

T = TypeVar("T")


def copied_list(factory: Callable[[], Any] | None = None) -> Any:
    """A list field (given to the constructor unless `factory` makes its start value); a copy
    takes a copy of the list."""
    return _field("{0}[:]", factory)


def copied_lists(factory: Callable[[], Any] | None = None) -> Any:
    """A list of lists (given to the constructor unless `factory` makes its start value); a copy
    copies each inner list."""
    return _field("[inner[:] for inner in {0}]", factory)


def _field(how: str, factory: Callable[[], Any] | None) -> Any:
    if factory is None:
        return dataclasses.field(metadata={_HOW: how})
    return dataclasses.field(default_factory=factory, metadata={_HOW: how})


def shared_random() -> Any:
    """The state's `SharedRandom`: a copy shares the generator until either side needs it."""
    return dataclasses.field(metadata={_HOW: "{0}.share()"})


def not_copied(default: Any) -> Any:
    """A field a copy starts at `default` (an immutable constant) instead of taking it."""
    return dataclasses.field(default=default, metadata={_HOW: repr(default)})


@dataclass_transform(
    kw_only_default=True,
    field_specifiers=(dataclasses.field, copied_list, copied_lists, shared_random, not_copied),
)
def state_class(cls: type[T]) -> type[T]:
    """Make `cls` a slotted dataclass (keyword-only constructor, no generated equality or repr)
    and give it the `copy()` its fields' declarations describe."""
    made = dataclasses.dataclass(slots=True, kw_only=True, eq=False, repr=False)(cls)
    made.copy = _copier(made)  # type: ignore[attr-defined]
    abc.update_abstractmethods(made)
    return made


def _copier(cls: type[T]) -> Callable[[T], T]:
    """`copy(self)`, generated like the dataclass's own methods: one line per field."""
    lines = ["def copy(self):", "    new = _new(_cls)"]
    for field in dataclasses.fields(cls):  # type: ignore[arg-type]
        how = field.metadata.get(_HOW, _SHARED).format(f"self.{field.name}")
        lines.append(f"    new.{field.name} = {how}")
    lines.append("    return new")
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec("\n".join(lines), namespace)
    copy: Callable[[T], T] = namespace["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    copy.__doc__ = "An independent copy: lists copied, the rest shared (game.core.fields)."
    return copy
