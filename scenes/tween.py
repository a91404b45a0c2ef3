"""Tweens after pgzero's `animate()`: move attributes of an object to target values over time.

A tween works on one (object, attribute) pair; starting a newer tween on the same pair replaces
the older one (which then never calls back). Easing functions are pytweening's, found by name
("linear", "easeOutQuad", "easeOutBack", ...). Numbers and tuples of numbers can be tweened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytweening

Number = float | int
Value = Number | tuple[Number, ...]


def easing(name: str) -> Callable[[float], float]:
    """The pytweening easing function called `name`; ValueError names the unknown one."""
    function = getattr(pytweening, name, None) if not name.startswith("_") else None
    if not callable(function):
        raise ValueError(f"unknown easing {name!r} (use a pytweening name such as 'easeOutQuad')")
    return function


def _blend(start: Value, end: Value, amount: float) -> Value:
    if isinstance(start, tuple) and isinstance(end, tuple):
        return tuple(a + (b - a) * amount for a, b in zip(start, end, strict=True))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise TypeError(f"cannot blend {start!r} into {end!r}: a number and a tuple")
    return start + (end - start) * amount


@dataclass(eq=False)
class Animation:
    """One `animate` call: several attributes of one object moving together, one callback."""

    target: Any
    starts: dict[str, Value]
    ends: dict[str, Value]
    duration: float
    ease: Callable[[float], float]
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = 0.0
    running: bool = field(default=True)

    def advance(self, dt: float) -> bool:
        """Move on by `dt` seconds and set the attributes; True once finished."""
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        amount = (
            1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        )
        eased = self.ease(amount)
        for name, end in self.ends.items():
            setattr(
                self.target, name, end if amount >= 1.0 else _blend(self.starts[name], end, eased)
            )
        return amount >= 1.0

    def drop(self, name: str) -> None:
        """Stop tweening attribute `name` (a newer tween took it over)."""
        self.starts.pop(name, None)
        self.ends.pop(name, None)
        if not self.ends:
            self.running = False


@dataclass(eq=False)
class _Timer:
    remaining: float
    callback: Callable[[], None]


class Tweener:
    """All running animations and timers of a scene; `update(dt)` drives them.

    `speed` multiplies time (2.0 plays everything twice as fast).
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._owners: dict[tuple[int, str], Animation] = {}
        self._animations: list[Animation] = []
        self._timers: list[_Timer] = []

    def animate(
        self,
        target: Any,
        duration: float,
        easing_name: str = "linear",
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
        **ends: Value,
    ) -> Animation:
        """Tween each named attribute of `target` to its end value over `duration` seconds
        (after `delay`); a running tween on the same (target, attribute) pair is replaced."""
        for name in ends:
            older = self._owners.get((id(target), name))
            if older is not None:
                older.drop(name)
        starts = {name: getattr(target, name) for name in ends}
        animation = Animation(target, starts, dict(ends), duration, easing(easing_name), on_done)
        animation.delay = delay
        for name in ends:
            self._owners[(id(target), name)] = animation
        self._animations.append(animation)
        return animation

    def after(self, seconds: float, callback: Callable[[], None]) -> None:
        """Call `callback` once `seconds` of (sped-up) time have passed."""
        self._timers.append(_Timer(seconds, callback))

    @property
    def busy(self) -> bool:
        """True while any animation or timer is still running."""
        return bool(self._timers) or any(a.running for a in self._animations)

    def is_animating(self, target: Any, name: str) -> bool:
        """True while a tween moves `name` of `target`."""
        return (id(target), name) in self._owners

    def update(self, dt: float) -> None:
        """Advance everything by `dt` real seconds (times `speed`); fire finished callbacks."""
        step = dt * self.speed
        finished: list[Callable[[], None]] = []
        still: list[Animation] = []
        for animation in self._animations:
            if not animation.running:
                continue
            if animation.advance(step):
                animation.running = False
                self._release(animation)
                if animation.on_done is not None:
                    finished.append(animation.on_done)
            else:
                still.append(animation)
        self._animations = still
        due = [timer for timer in self._timers if timer.remaining <= step]
        for timer in self._timers:
            timer.remaining -= step
        self._timers = [timer for timer in self._timers if timer.remaining > 0]
        for callback in finished + [timer.callback for timer in due]:
            callback()

    def finish_all(self) -> None:
        """Jump every animation to its end and fire every callback and timer."""
        while self.busy:
            self.update(float("inf"))

    def _release(self, animation: Animation) -> None:
        for name in animation.ends:
            key = (id(animation.target), name)
            if self._owners.get(key) is animation:
                del self._owners[key]
