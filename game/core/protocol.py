"""The small surface every game offers: rules (start a game) and state (legal, apply, observe)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Self

from game.core.actions import Action
from game.core.errors import IllegalAction, RecordError
from game.core.events import Event
from game.core.messages import N_, Message, quote
from game.core.options import OptionSpec, resolve_options

LONGEST_SEED = 20
"""The most digits a seed may have (any 64-bit number fits)."""


class Termination(StrEnum):
    """Why a game ended, for machines (as python-chess's `Termination`): each game subclasses it
    with its own members, whose values are the `reason` codes of its `game_won` event, and gives
    each member its sentence (a message id; `Outcome.reason` fills in the figures)."""

    @property
    def sentence(self) -> str:
        """The message id that says this ending to a person."""
        raise NotImplementedError(f"{type(self).__name__} gives no sentence for {self.value}")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning seat, final scores by seat, why (`termination`) and
    the figures its sentence names (`details`, e.g. the target)."""

    winner: int
    scores: tuple[int, ...]
    termination: Termination
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def reason(self) -> Message:
        """Why the game ended, as a message a person can read (derived from `termination`)."""
        return Message(self.termination.sentence, dict(self.details))

    def event(self) -> Event:
        """The `game_won` event, one shape in every game: `{seat, scores, reason}`, where `seat` is
        the winner, `scores` the final points by seat (zeros where the game keeps none) and
        `reason` the termination's code."""
        data = {"seat": self.winner, "scores": list(self.scores), "reason": self.termination.value}
        return Event("game_won", data)


class GameState(ABC):
    """One position of a game. It owns its seeded `random.Random`; `apply` mutates it in place
    (copy first to keep the old one); an illegal action raises IllegalAction and changes nothing.

    States declare `__slots__`, so a misspelt or stale field fails at once. Their public fields
    may be read (searches read them in playouts); only the rules module writes them.
    """

    __slots__ = ()

    players: int
    options: dict[str, Any]

    @property
    @abstractmethod
    def rng(self) -> random.Random:
        """The state's own seeded generator."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is, or None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move, each once (empty when the game is over)."""

    @abstractmethod
    def why_illegal(self, action: Action) -> Message | None:
        """None if `action` is legal now, else the reason, a message a player can read."""

    @abstractmethod
    def _perform(self, action: Action) -> list[Event]:
        """Perform a legal action and every forced step after it; return the events."""

    @abstractmethod
    def push(self, action: Action) -> None:
        """Perform `action` without checking it and without reporting events: the fast move of
        searches and playouts, for actions taken from `legal_actions()` (as python-chess offers
        `push` beside `push_san`). An illegal action here leaves the state undefined."""

    def copy(self) -> Self:
        """An independent copy (random generator included), cheap enough for search: a
        `game.core.fields.state_class` writes it from the state's field declarations."""
        raise NotImplementedError(f"{type(self).__name__} is not a state_class")

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The outcome once the game is over, else None."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Points by seat where the game keeps points, else zeros."""

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What `seat` may see now, as JSON data: public facts, its own hand, counts of the rest;
        `SPECTATOR` (None) sees every hand. The view holds every public fact of the position, so
        the rules can rebuild the state from it (`GameRules.rebuild`). Each game declares its
        view's keys and value types as a TypedDict (e.g. `game.rules.moon_view.MoonView`): the
        view is the wire format of networked play."""

    @abstractmethod
    def hidden_from(self, seat: int | None) -> Any:
        """What `seat`'s view leaves out, as this game's hidden-cards value: with the view, it
        rebuilds this very state (`GameRules.rebuild`)."""

    @abstractmethod
    def to_json(self) -> Mapping[str, Any]:
        """The full state as JSON data, hidden cards included (docs/contract.md `state`), typed
        by each game as a TypedDict beside its view's."""

    def automatic_action(self) -> Action | None:
        """The action the rules page decides for a computer seat at this decision without any
        thought (ONO 99's draw race: computers always draw), else None."""
        return None

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.to_move is None

    def apply(self, action: Action | str) -> list[Event]:
        """Check and perform `action` (an Action or its notation); return the events."""
        if isinstance(action, str):
            action = Action.parse(action)
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._perform(action)


class GameRules(ABC):
    """A game as found by name in the registry: its options, its deck and how a game starts."""

    name: str
    title: str
    option_specs: Mapping[str, OptionSpec]
    extra_keys: frozenset[str] = frozenset()
    rules_version: int = 1
    """Moves whenever a change to these rules could make a stored record replay as another game
    (other draws, other legal moves, other scores): records carry it (see game.records), and the
    compatibility corpus in tests/data/compat holds every change to it."""
    piece: str = N_("card")
    """What one item of the deck is called in messages ("card", or "tile" for dominoes)."""

    @abstractmethod
    def player_counts(self, options: Mapping[str, Any]) -> range:
        """The allowed numbers of players with these (resolved) options."""

    @abstractmethod
    def full_deck(self, options: Mapping[str, Any]) -> list[str]:
        """Every card or tile code of the deck these options call for."""

    @abstractmethod
    def _start(
        self,
        players: int,
        options: dict[str, Any],
        rng: random.Random,
        deck: list[str] | None,
        extras: Mapping[str, Any],
    ) -> tuple[GameState, list[Event]]:
        """Set up a game from validated inputs: shuffle (or take `deck`), deal, first events."""

    @abstractmethod
    def rebuild(
        self, view: Mapping[str, Any], options: Mapping[str, Any], hidden: Any, rng: random.Random
    ) -> GameState:
        """The state that shows `view` to its seat, with the cards that seat cannot see placed as
        `hidden` says (this game's hidden-cards value, as `GameState.hidden_from` gives it). A
        determinizing search only chooses `hidden`; the rules build the state."""

    def check_extras(self, extras: Mapping[str, Any], players: int) -> None:
        """Raise RecordError unless the record's extra keys are valid for this game."""
        for key in extras:
            raise RecordError(
                Message(
                    N_("the key {key} is not allowed in a record of {game}"),
                    {"key": quote(key), "game": self.name},
                )
            )

    def start(
        self,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        deck: Sequence[str] | None = None,
        extras: Mapping[str, Any] | None = None,
    ) -> tuple[GameState, list[Event]]:
        """Validate everything, then start a game; RecordError says what is wrong."""
        resolved = resolve_options(self.option_specs, options)
        counts = self.player_counts(resolved)
        if isinstance(players, bool) or not isinstance(players, int) or players not in counts:
            raise RecordError(self._wrong_players(counts, players))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RecordError(
                Message(N_("the seed must be an integer, not {seed}"), {"seed": quote(seed)})
            )
        if abs(seed) >= 10**LONGEST_SEED:
            raise RecordError(
                Message(
                    N_("the seed must have at most {limit} digits, not {seed}"),
                    {"limit": LONGEST_SEED, "seed": quote(seed)},
                )
            )
        extras = dict(extras or {})
        self.check_extras(extras, players)
        if deck is not None:
            deck = list(deck)
            self.check_deck(deck, resolved)
        return self._start(players, resolved, random.Random(seed), deck, extras)

    def _wrong_players(self, counts: range, players: Any) -> Message:
        """Why `players` is not a number of players this game takes."""
        if len(counts) == 1:
            return Message(
                N_("{title} takes exactly {count} players, not {players}"),
                {"title": Message(self.title), "count": counts.start, "players": quote(players)},
            )
        return Message(
            N_("{title} takes {low} to {high} players, not {players}"),
            {
                "title": Message(self.title),
                "low": counts.start,
                "high": counts.stop - 1,
                "players": quote(players),
            },
        )

    def check_deck(self, deck: list[str], options: Mapping[str, Any]) -> None:
        """Raise RecordError unless `deck` is exactly the full deck in some order."""
        expected = Counter(self.full_deck(options))
        if not all(isinstance(code, str) for code in deck):
            raise RecordError(
                Message(
                    N_("the deck must be a list of {piece} codes (strings)"),
                    {"piece": Message(self.piece)},
                )
            )
        given = Counter(deck)
        if given == expected:
            return
        unknown = sorted(set(given) - set(expected))
        if unknown:
            raise RecordError(
                Message(
                    N_("the deck holds {code}, which is not a {title} {piece}"),
                    {
                        "code": quote(unknown[0]),
                        "title": Message(self.title),
                        "piece": Message(self.piece),
                    },
                )
            )
        total = sum(expected.values())
        if len(deck) != total:
            raise RecordError(
                Message(
                    N_("the deck must hold {total} {piece}s, not {count}"),
                    {"total": total, "piece": Message(self.piece), "count": len(deck)},
                )
            )
        wrong = next(code for code in sorted(expected) if given[code] != expected[code])
        raise RecordError(
            Message(
                N_("the deck must hold {expected} of {code}, not {count}"),
                {"expected": expected[wrong], "code": quote(wrong), "count": given[wrong]},
            )
        )
