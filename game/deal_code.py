"""Deal codes: a title, its options, the number of players and the seed as a short text a friend
can type into the new-game screen to play the very same deal ("7K2M-9QXD-4T").

The fields — a version, the game's code (its own, never changed: `GameEntry.code`), the number
of players, each option that applies (a choice by its index, else its number) and the seed — are
numbers, each written as one or more symbols of Crockford's base 32 (digits and letters without
I, L, O and U; read in either case, I and L as 1, O as 0): four bits of the number per symbol and
a fifth that says whether more follow. A check symbol at the end (Luhn mod 32) catches a mistyped
or swapped character instead of dealing another game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.errors import RecordError
from game.core.messages import N_, Message, quote
from game.core.options import resolve_options
from game.games import game_entry, game_of_code
from game.rules import find_game

VERSION = 1
_SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = {"I": "1", "L": "1", "O": "0"}
_GROUP = 4
_LONGEST = 40
"""The most symbols a code may have before it is refused unread."""


class DealCodeError(ValueError):
    """A code that names no deal; `message` says why in one sentence."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class Deal:
    """What a deal code holds: enough to start the very same game."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int


def deal_code(deal: Deal) -> str:
    """The code of `deal`, in groups of four symbols joined by hyphens."""
    rules = find_game(deal.game)
    options = resolve_options(rules.option_specs, deal.options)
    bits = _Bits()
    bits.number(VERSION)
    bits.number(game_entry(deal.game).code)
    bits.number(deal.players)
    for key, spec in rules.option_specs.items():
        if not spec.applies(options):
            continue
        value = options[key]
        bits.number(value if spec.choices is None else spec.choices.index(value))
    if deal.seed < 0:
        raise ValueError("a deal code holds a seed of 0 or more")
    bits.number(deal.seed)
    symbols = bits.symbols()
    symbols += _SYMBOLS[_check(symbols)]
    return "-".join(symbols[index : index + _GROUP] for index in range(0, len(symbols), _GROUP))


def read_deal_code(text: str) -> Deal:
    """The deal a code holds; DealCodeError says in one sentence why a text holds none."""
    if len(text) > 4 * _LONGEST:
        raise DealCodeError(Message(N_("{code} is not a deal code."), {"code": quote(text)}))
    symbols = "".join(text.split()).replace("-", "").upper()
    symbols = "".join(_READ_AS.get(symbol, symbol) for symbol in symbols)
    if not symbols:
        raise DealCodeError(Message(N_("Type a deal code first.")))
    if len(symbols) > _LONGEST or any(symbol not in _SYMBOLS for symbol in symbols):
        raise DealCodeError(
            Message(N_("{code} is not a deal code."), {"code": quote(text.strip())})
        )
    body, check = symbols[:-1], symbols[-1]
    if _SYMBOLS[_check(body)] != check:
        raise DealCodeError(
            Message(N_("The deal code {code} has a mistake in it."), {"code": quote(text.strip())})
        )
    try:
        return _unpack(_Reader(body))
    except (IndexError, ValueError, RecordError) as error:
        raise DealCodeError(
            Message(
                N_("The deal code {code} holds no deal of this version of Trio Table."),
                {"code": quote(text.strip())},
            )
        ) from error


def _unpack(bits: _Reader) -> Deal:
    if bits.number() != VERSION:
        raise ValueError("another version")
    game = game_of_code(bits.number()).name
    rules = find_game(game)
    players = bits.number()
    given: dict[str, Any] = {}
    for key, spec in rules.option_specs.items():
        resolved = {
            name: given.get(name, other.default) for name, other in rules.option_specs.items()
        }
        if not spec.applies(resolved):
            continue
        value = bits.number()
        given[key] = value if spec.choices is None else spec.choices[value]
    seed = bits.number()
    if not bits.at_end():
        raise ValueError("symbols left over")
    rules.start(players, given, seed)  # the same checks as any new game: RecordError if bad
    return Deal(game, players, given, seed)


def _check(symbols: str) -> int:
    """The Luhn mod 32 check of the symbols: it catches any one symbol mistyped and any two
    neighbours swapped, but for 0 and Z."""
    total = 0
    factor = 2
    for symbol in reversed(symbols):
        addend = factor * _SYMBOLS.index(symbol)
        total += addend // 32 + addend % 32
        factor = 3 - factor
    return (32 - total % 32) % 32


class _Bits:
    """Numbers written as symbols of base 32: four bits of the number each, and a fifth bit that
    says whether more follow."""

    def __init__(self) -> None:
        self._symbols: list[str] = []

    def number(self, value: int) -> None:
        while True:
            low, value = value & 0b1111, value >> 4
            self._symbols.append(_SYMBOLS[low | (0b10000 if value else 0)])
            if not value:
                return

    def symbols(self) -> str:
        return "".join(self._symbols)


class _Reader:
    """Reads back what `_Bits` wrote."""

    def __init__(self, symbols: str) -> None:
        self._values = [_SYMBOLS.index(symbol) for symbol in symbols]
        self._next = 0

    def number(self) -> int:
        value = shift = 0
        while True:
            symbol = self._values[self._next]
            self._next += 1
            value |= (symbol & 0b1111) << shift
            shift += 4
            if not symbol & 0b10000:
                return value

    def at_end(self) -> bool:
        return self._next == len(self._values)
