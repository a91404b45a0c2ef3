"""Events: the rules core's only output to the screen, the record and the players."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.seats import SPECTATOR, Viewer


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, e.g. `Event("card_played", {"seat": 0, "card": "10", "total": 10})`.

    `private_to` names the one seat allowed to see the fields listed in `secret`; every other seat
    sees the event with those fields removed (the cut-down copy still says that it happened).
    """

    type: str
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None
    secret: tuple[str, ...] = ()

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        """A field of the event, or `default`."""
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        """The full event as JSON: `{"type": ..., **fields}` (hidden fields included)."""
        return {"type": self.type, **self.data}

    def seen_by(self, seat: Viewer) -> Event:
        """The event as `seat` sees it; the `SPECTATOR` sees every field."""
        if seat is SPECTATOR or self.private_to in (None, seat) or not self.secret:
            return self
        kept = {k: v for k, v in self.data.items() if k not in self.secret}
        return Event(self.type, kept)
