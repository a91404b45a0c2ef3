"""Moon reasons: one sentence on what a move does in the position, from the seat's observation.

The tricks a hand "should take" are the Normal strategy's estimate (`estimate_tricks`): top
trumps sure, long trumps likely, off-suit tiles at the top of their suits while trumps are
drawn. A sentence names only the seat's own tiles and the other seats (as `player` fields the
app may put names in); what the others may hold is only ever "a tile still out".
"""

from __future__ import annotations

from typing import Any

from game.ai.moon.strategy import (
    allowed_kinds,
    best_trump,
    cheapest,
    estimate_tricks,
    is_boss,
    kind_choices,
    outstanding_tiles,
    pick_discard,
    safe_bid,
    tiles_of,
)
from game.ai.phrases import player
from game.core.actions import Action
from game.core.messages import N_, NP_, Message
from game.core.observation import Observation
from game.rules.moon_tiles import (
    CODES,
    FOLLOW,
    INDEX,
    LEAD,
    NO_TRUMPS,
    TRUMP_LED,
    TRUMP_NAMES,
    WIN,
    mask_of,
)

_WITH_TRUMPS = (
    Message(N_("with blanks as trumps")),
    Message(N_("with ones as trumps")),
    Message(N_("with twos as trumps")),
    Message(N_("with threes as trumps")),
    Message(N_("with fours as trumps")),
    Message(N_("with fives as trumps")),
    Message(N_("with sixes as trumps")),
    Message(N_("with doubles as trumps")),
    Message(N_("at no trumps")),
)
"""By trump kind: the phrase that ends "your hand should take 5 tricks …"."""
_SUIT_NAMES = (
    Message(N_("blanks")),
    Message(N_("ones")),
    Message(N_("twos")),
    Message(N_("threes")),
    Message(N_("fours")),
    Message(N_("fives")),
    Message(N_("sixes")),
    Message(N_("doubles")),
)
"""By trump kind: what a bidder names as trumps (no trumps has its own sentences)."""
_ALL_TRICKS = 7


def explain(observation: Observation, action: Action) -> Message:
    """Why `action` suits the position of the seat to move."""
    view = observation.view
    hand = mask_of(view["hand"])
    phase = view["phase"]
    if phase == "bidding":
        return _bidding(hand, action, view["bid"] or 0, allowed_kinds(observation.options))
    if phase == "discard":
        return _lay_away(hand, INDEX[action.arg], allowed_kinds(observation.options))
    if phase == "trump":
        return _trumps(hand, TRUMP_NAMES.index(action.arg), kind_choices(observation.legal))
    return _play(observation, hand, INDEX[action.arg])


def _tricks(estimate: float) -> int:
    """An estimate of tricks as a whole number of tricks."""
    return min(_ALL_TRICKS, round(estimate))


def _bidding(hand: int, action: Action, high: int, kinds: list[int]) -> Message:
    """A bid or a pass, by the tricks the hand should take. Hard never bids more than one trick
    above that; the coach advises a bid beyond only where its trials find it surely better
    (`game.ai.coach.agreeing`), and the sentence says so."""
    kind, _ = best_trump(hand, kinds)
    sure = safe_bid(hand, kinds)
    fields: dict[str, Any] = {"count": sure, "trumps": _WITH_TRUMPS[kind]}
    if action.verb == "pass":
        if high and sure <= high:
            return Message.counted(
                NP_(
                    "Pass: your hand should take {count} trick {trumps}, not enough to beat the "
                    "bid of {bid}.",
                    "Pass: your hand should take {count} tricks {trumps}, not enough to beat the "
                    "bid of {bid}.",
                ),
                {**fields, "bid": high},
            )
        if sure < 4:
            return Message.counted(
                NP_(
                    "Pass: your hand should take only {count} trick {trumps}, and a bid needs 4.",
                    "Pass: your hand should take only {count} tricks {trumps}, and a bid needs 4.",
                ),
                fields,
            )
        return Message.counted(
            NP_(
                "Pass: your hand should take {count} trick {trumps}, but a failed bid costs its "
                "points.",
                "Pass: your hand should take {count} tricks {trumps}, but a failed bid costs its "
                "points.",
            ),
            fields,
        )
    bid = int(action.arg)
    fields["bid"] = bid
    if bid == 21:
        if sure >= _ALL_TRICKS:
            return Message(
                N_("Shoot the moon: your hand should take all seven tricks {trumps}."), fields
            )
        return Message.counted(
            NP_(
                "Shooting the moon is a gamble that the coach's trials favour: your hand should "
                "take only {count} trick {trumps}.",
                "Shooting the moon is a gamble that the coach's trials favour: your hand should "
                "take only {count} tricks {trumps}.",
            ),
            fields,
        )
    if bid == sure:
        return Message.counted(
            NP_(
                "Bid {bid}: your hand should take {count} trick {trumps}.",
                "Bid {bid}: your hand should take {count} tricks {trumps}.",
            ),
            fields,
        )
    if bid < sure:
        return Message.counted(
            NP_(
                "Bid {bid} is safe: your hand should take {count} trick {trumps}.",
                "Bid {bid} is safe: your hand should take {count} tricks {trumps}.",
            ),
            fields,
        )
    if bid == sure + 1:
        return Message.counted(
            NP_(
                "Bid {bid}: your hand should take {count} trick {trumps}, and the widow may add "
                "one.",
                "Bid {bid}: your hand should take {count} tricks {trumps}, and the widow may add "
                "one.",
            ),
            fields,
        )
    return Message.counted(
        NP_(
            "Bid {bid} is a gamble that the coach's trials favour: your hand should take only "
            "{count} trick {trumps}.",
            "Bid {bid} is a gamble that the coach's trials favour: your hand should take only "
            "{count} tricks {trumps}.",
        ),
        fields,
    )


def _lay_away(hand: int, tile: int, kinds: list[int]) -> Message:
    kind, estimate = best_trump(hand & ~(1 << tile), kinds)
    fields = {"tile": CODES[tile], "count": _tricks(estimate), "trumps": _WITH_TRUMPS[kind]}
    if pick_discard(hand, kinds) == tile:
        return Message.counted(
            NP_(
                "Lay away the {tile}: it adds least, and your hand should still take {count} trick "
                "{trumps}.",
                "Lay away the {tile}: it adds least, and your hand should still take {count} "
                "tricks {trumps}.",
            ),
            fields,
        )
    return Message.counted(
        NP_(
            "Lay away the {tile}: your hand should still take {count} trick {trumps}.",
            "Lay away the {tile}: your hand should still take {count} tricks {trumps}.",
        ),
        fields,
    )


def _trumps(hand: int, kind: int, choices: list[int]) -> Message:
    fields = {"count": _tricks(estimate_tricks(hand, kind))}
    best = best_trump(hand, choices)[0] == kind
    if kind == NO_TRUMPS and best:
        return Message.counted(
            NP_(
                "Play at no trumps: your hand should take {count} trick that way, the most of any "
                "choice.",
                "Play at no trumps: your hand should take {count} tricks that way, the most of any "
                "choice.",
            ),
            fields,
        )
    if kind == NO_TRUMPS:
        return Message.counted(
            NP_(
                "Play at no trumps: your hand should take {count} trick that way.",
                "Play at no trumps: your hand should take {count} tricks that way.",
            ),
            fields,
        )
    named = {**fields, "choice": _SUIT_NAMES[kind]}
    if best:
        return Message.counted(
            NP_(
                "Name {choice} as trumps: your hand should take {count} trick with them, the most "
                "of any choice.",
                "Name {choice} as trumps: your hand should take {count} tricks with them, the most "
                "of any choice.",
            ),
            named,
        )
    return Message.counted(
        NP_(
            "Name {choice} as trumps: your hand should take {count} trick with them.",
            "Name {choice} as trumps: your hand should take {count} tricks with them.",
        ),
        named,
    )


def _play(observation: Observation, hand: int, tile: int) -> Message:
    view = observation.view
    kind = TRUMP_NAMES.index(view["trump"])
    outstanding = outstanding_tiles(observation)
    legal = mask_of([action.arg for action in observation.legal])
    trick = [INDEX[code] for _, code in view["trick"]]
    fields: dict[str, Any] = {"tile": CODES[tile]}
    if not trick:
        return _lead(hand, tile, kind, outstanding, fields)
    led = LEAD[kind][trick[0]]
    keys = WIN[kind][led]
    best = max(range(len(trick)), key=lambda index: keys[trick[index]])
    winner = (view["leader"] + best) % 3
    winning = keys[trick[best]]
    me, bidder = view["seat"], view["bidder"]
    partner = winner != bidder and me != bidder
    fields["player"] = player(winner)
    winners = [other for other in tiles_of(legal) if keys[other] > winning]
    if keys[tile] > winning:
        if partner:
            return Message(
                N_("The {tile} overtakes {player}, who is on your side against the bidder."),
                fields,
            )
        if len(trick) == 2:
            if keys[tile] == min(keys[other] for other in winners):
                return Message(N_("The {tile} wins the trick as cheaply as you can."), fields)
            return Message(N_("The {tile} wins the trick."), fields)
        if is_boss(tile, led, kind, outstanding):
            return Message(
                N_("The {tile} wins the trick, and no tile still out can beat it."), fields
            )
        return Message(
            N_("The {tile} leads the trick for now, though a tile still out could beat it."), fields
        )
    low = tile == cheapest(legal, kind)
    if partner:
        if low:
            return Message(
                N_("Your partner {player} is winning this trick, so play your cheapest tile."),
                fields,
            )
        return Message(
            N_("Your partner {player} is winning this trick, so the {tile} can go."), fields
        )
    if not winners:
        if low:
            return Message(N_("You cannot win this trick, so play your cheapest tile."), fields)
        return Message(
            N_("You cannot win this trick; the {tile} keeps your better tiles for later."), fields
        )
    return Message(N_("The {tile} lets this trick go and keeps your winners for later."), fields)


def _lead(hand: int, tile: int, kind: int, outstanding: int, fields: dict[str, Any]) -> Message:
    trumps = FOLLOW[kind][TRUMP_LED]
    keys = WIN[kind][TRUMP_LED]
    if kind != NO_TRUMPS and trumps >> tile & 1:
        against = outstanding & trumps
        if not against:
            return Message(
                N_("No trumps are left against you, so the {tile} is safe to lead."), fields
            )
        top = sorted(tiles_of((against | hand) & trumps), key=lambda other: -keys[other])[:2]
        if all(hand >> other & 1 for other in top):
            return Message(N_("This draws trumps while you still hold the top two."), fields)
        if is_boss(tile, TRUMP_LED, kind, outstanding):
            return Message(
                N_("Leading the {tile}, the highest trump still out, draws the others' trumps."),
                fields,
            )
        return Message(N_("Leading the {tile} draws out the trumps the others still hold."), fields)
    if is_boss(tile, LEAD[kind][tile], kind, outstanding):
        return Message(N_("Lead the {tile}: no tile still out can beat it."), fields)
    if tile == cheapest(hand, kind):
        return Message(
            N_("Lead the {tile}, your least useful tile, and keep your winners for later."), fields
        )
    return Message(
        N_("Lead the {tile}: it could be beaten, but it keeps your other tiles for later."), fields
    )
