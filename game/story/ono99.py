"""ONO 99's story: who went out, when, on what total, holding what; tokens or points round by
round; the running total after every card. Places go by who lasted longest, not by the scores."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.events import Event
from game.rules.ono99 import TOKENS
from game.story import Exit, RoundResult, Story, Teller
from game.story import race as race_of


def ono99_story(players: int, events: Sequence[Event]) -> Story:
    """An ONO 99 game's rounds, exits and running total, from its events."""
    rounds: list[RoundResult] = []
    exits: list[Exit] = []
    totals: list[int] = []
    total, number = 0, 1
    tokens = [TOKENS] * players
    for event in events:
        kind = event.type
        if kind == "round_started":
            number, total = event["round"], 0
        elif kind == "card_played":
            total = event["total"]
            totals.append(total)
        elif kind in ("player_out", "out_of_round"):
            hand = list(event.get("hand", []))
            for_good = kind == "player_out"
            exit_ = Exit(event["seat"], number, total, hand, event["reason"], for_good, len(totals))
            exits.append(exit_)
        elif kind == "token_lost":
            exits.append(Exit(event["seat"], number, total, [], kind, False, len(totals)))
            tokens[event["seat"]] = event["tokens"]
            lost = [0] * players
            lost[event["seat"]] = 1
            rounds.append(RoundResult(number, lost, [], tokens=list(tokens)))
        elif kind == "round_scored":
            show_hands(exits, number, event["hands"])
            rounds.append(RoundResult(number, list(event["points"]), list(event["scores"])))
    race = race_of(players, rounds) if rounds and rounds[0].totals else []
    return Story(rounds=rounds, exits=exits, totals=totals, race=race)


def show_hands(exits: list[Exit], number: int, hands: list[list[str]]) -> None:
    """Points scoring: the hands of those who left round `number` are shown when it is scored."""
    for index, exit_ in enumerate(exits):
        if exit_.round == number and not exit_.for_good and not exit_.hand:
            exits[index] = replace(exit_, hand=list(hands[exit_.seat]))


def rounds_out(events: Sequence[Event]) -> list[tuple[int, int]]:
    """(round, seat) of each player out of the game, in the order they went out."""
    outs = []
    number = 1
    for event in events:
        if event.type == "round_started":
            number = event["round"]
        elif event.type == "player_out":
            outs.append((number, event["seat"]))
    return outs


def ranking(events: Sequence[Event], winner: int, scores: tuple[int, ...]) -> list[int]:
    """The later a player went out the better; out in the same round, the lower score, then the
    later out, first."""
    outs = rounds_out(events)
    order = sorted(
        range(len(outs)), key=lambda index: (-outs[index][0], scores[outs[index][1]], -index)
    )
    return [outs[index][1] for index in order]


TELLER = Teller(ono99_story, ranking=ranking)
