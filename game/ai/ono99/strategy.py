"""ONO 99 Normal strategy: spend big numbers while the total is low, keep the safe cards (0, Hold,
−10, Reverse, Play 2) for emergencies, and aim Play 2 (or a Reverse) at the weaker neighbour.

The decision itself (`pick_card`) works on card ints, so the Normal player (reading its
observation) and the Hard player's playouts (reading a sampled state) share it.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence
from functools import partial
from typing import Any

from game.ai.base import ComputerPlayer
from game.ai.history import since_last
from game.core.actions import Action
from game.core.observation import Observation
from game.rules.ono99 import Ono99State
from game.rules.ono99_cards import (
    CODES,
    DISCARD_ACTION,
    DRAW_ACTION,
    HOLD,
    MINUS_TEN,
    ONO99,
    PLAY2,
    REVERSE,
    SCORE,
    VALUE,
)

CARD_OF_CODE = {**{code: card for card, code in enumerate(CODES)}, "DOUBLE": PLAY2}
"""Card int by code, for either edition (the 1980 Double Play is 2022's Play 2)."""

_STRAINED_TOTAL = 80
_STRAIN_WEIGHT = 5
_EMERGENCY_ORDER = (0, HOLD, REVERSE, PLAY2, MINUS_TEN)
"""Safe cards from the cheapest to spend to the most precious, when nothing better applies."""


def pick_card(
    legal: Sequence[int],
    hand: Sequence[int],
    total: int,
    owed: int,
    old: bool,
    active: int,
    previous_weaker: bool,
) -> int:
    """The card to play among `legal` (card ints), holding `hand`, on `total`.

    `owed` is the Play 2 duty still to play (2, 1 or 0); `previous_weaker` says the player a
    Reverse would turn to is weaker than the next one in the current direction.
    """
    if ONO99 in legal:
        return ONO99  # 1980 round ten: a dead card leaves the hand for free
    limit = 98 - total
    fitting = [card for card in legal if VALUE[card] <= limit]
    if not fitting:
        return max(legal, key=SCORE.__getitem__)  # points scoring: bust, keep the least points
    aim_reverse = previous_weaker and active > 2
    if owed == 2:
        answer = _answer(fitting, hand, limit, old, aim_reverse)
        if answer is not None:
            return answer
    numbers = [card for card in fitting if 1 <= card <= 10]
    if owed == 2:
        numbers = [card for card in numbers if _room_after(card, hand, limit)] or numbers
    if numbers:
        return max(numbers)
    if total < 60:
        return min(fitting, key=_EMERGENCY_ORDER.index)
    if PLAY2 in fitting and not aim_reverse and not old:
        return PLAY2
    if REVERSE in fitting and aim_reverse:
        return REVERSE
    if PLAY2 in fitting and not (old and owed == 2):
        return PLAY2
    return min(fitting, key=_EMERGENCY_ORDER.index)


def _answer(
    fitting: Sequence[int], hand: Sequence[int], limit: int, old: bool, aim_reverse: bool
) -> int | None:
    """A Reverse / Play 2 (1980: Hold) passing a Play 2 duty on, when playing two looks costly."""
    answers = [card for card in fitting if card in ((REVERSE, HOLD) if old else (REVERSE, PLAY2))]
    if not answers:
        return None
    numbers = sorted(card for card in hand if 1 <= card <= 10)
    cheap_pair = len(numbers) >= 2 and numbers[0] + numbers[1] <= limit - 20
    if cheap_pair:
        return None
    if REVERSE in answers and (aim_reverse or len(answers) == 1):
        return REVERSE
    return next(card for card in answers if card != REVERSE)


def _room_after(card: int, hand: Sequence[int], limit: int) -> bool:
    """True if, after playing `card`, another card of `hand` could still be played."""
    rest = list(hand)
    rest.remove(card)
    room = limit - VALUE[card]
    return any(VALUE[other] <= room for other in rest)


def _neighbours(seat: int, direction: int, out: Sequence[bool]) -> tuple[int, int]:
    """The next seat still in, in the current direction, and the next one the other way."""
    players = len(out)
    after = (seat + direction) % players
    while out[after] and after != seat:
        after = (after + direction) % players
    before = (seat - direction) % players
    while out[before] and before != seat:
        before = (before - direction) % players
    return after, before


def weakness(view: Mapping[str, Any], seat: int) -> float:
    """How close `seat` is to losing the game, from public scores: fewer tokens, more points."""
    if "tokens" in view:
        return -view["tokens"][seat]
    if "points" in view:
        return view["points"][seat]
    return 0.0


def aims_back(
    seat: int,
    direction: int,
    out: Sequence[bool],
    weakness_of: Callable[[int], float],
    strained: Container[int],
) -> bool:
    """True when the player a Reverse would turn to looks weaker than the next one in the
    current direction: closer to losing on the scores, or seen short of room this round."""
    after, before = _neighbours(seat, direction, out)

    def frailty(other: int) -> float:
        return weakness_of(other) + (_STRAIN_WEIGHT if other in strained else 0)

    return frailty(before) > frailty(after)


def _no_weakness(seat: int) -> float:
    return 0.0


def _state_weakness(state: Ono99State) -> Callable[[int], float]:
    """`weakness` read from a sampled state's fields instead of a view."""
    scoring = state.setup.scoring
    if scoring == "tokens":
        return lambda seat: -state.tokens[seat]
    if scoring == "points":
        return state.points.__getitem__
    return _no_weakness


def choose_from_view(
    view: Mapping[str, Any], legal: Sequence[Action], old: bool, strained: set[int]
) -> Action:
    """The Normal decision from a seat's view and legal actions (`old`: the 1980 edition);
    `strained` are seats seen to spend a safe card on a high total this round."""
    if DRAW_ACTION in legal:
        return DRAW_ACTION
    if DISCARD_ACTION in legal:
        return DISCARD_ACTION
    seat = view["seat"]
    by_card = {CARD_OF_CODE[action.arg]: action for action in legal}
    hand = [CARD_OF_CODE[code] for code in view["hand"]]
    active = view["out"].count(False)
    card = pick_card(
        list(by_card),
        hand,
        view["total"],
        view["owed"],
        old,
        active,
        aims_back(seat, view["direction"], view["out"], partial(weakness, view), strained),
    )
    return by_card[card]


def playout_action(state: Ono99State, strained: Container[int]) -> Action:
    """The Normal decision in a sampled state (read through its public fields), for playouts;
    `strained` are the seats the playout saw short of room."""
    legal = state.legal
    if len(legal) == 1:
        return legal[0]
    if legal[0] is DRAW_ACTION:
        return DRAW_ACTION
    seat = state.seat
    previous_weaker = aims_back(seat, state.direction, state.out, _state_weakness(state), strained)
    by_card = {CARD_OF_CODE[action.args[0]]: action for action in legal}
    card = pick_card(
        list(by_card),
        state.hands[seat],
        state.total,
        state.owed,
        state.setup.is_1980,
        state.active,
        previous_weaker,
    )
    return by_card[card]


class Ono99Normal(ComputerPlayer):
    """Normal ONO 99: the hand-written strategy of this module, on the seat's observation."""

    level = "normal"

    def choose(self, observation: Observation) -> Action:
        """Keep safe cards, spend big numbers early, aim Play 2 at the weaker neighbour."""
        old = observation.options["edition"] == "1980"
        strained = strained_seats(observation)
        return choose_from_view(observation.view, observation.legal, old, strained)


def strained_seats(observation: Observation) -> set[int]:
    """Seats that, this round, played a safe card on a total of 80 or more: likely short now."""
    strained: set[int] = set()
    total = 0
    for event in since_last(observation.events, "round_started"):
        if event.type == "card_played":
            if strains(total, CARD_OF_CODE.get(event["card"], 1)):
                strained.add(event["seat"])
            total = event["total"]
    return strained


def strains(total: int, card: int) -> bool:
    """True when playing `card` on `total` shows the player short of room: a safe card (0 or a
    special card) spent on a total of 80 or more."""
    return total >= _STRAINED_TOTAL and (card == 0 or card > 10)


def ono99_sensible(observation: Observation) -> list[Action]:
    """Moves an Easy player may pick at random: any legal one, but no −10 on a low total."""
    legal = list(observation.legal)
    if observation.view.get("total", 0) < 50:
        kept = [action for action in legal if action.verb != "play" or action.arg != "-10"]
        return kept or legal
    return legal
