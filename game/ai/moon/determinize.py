"""Moon determinizer: full states consistent with one seat's observation.

Unseen tiles are those not in the seat's hand, not played this deal, and (for the bidder) not the
widow or the tile laid away. They go to the other hands (their sizes are public), to the widow
while the bidding is on, and to the laid-away place once a non-bidder knows a tile lies there.
A player who did not follow a led suit holds none of it: every sample respects that.
"""

from __future__ import annotations

import random

from game.ai.history import since_last
from game.ai.moon.strategy import ALL_TILES, played_tiles, tiles_of
from game.core.observation import Observation
from game.rules.moon import RULES, MoonHidden, MoonState
from game.rules.moon_tiles import CODES, FOLLOW, INDEX, LEAD, TRUMP_NAMES, mask_of

_ATTEMPTS = 20


def voids(observation: Observation) -> list[int]:
    """By seat, the tiles it cannot hold: the suits it failed to follow this deal."""
    excluded = [0, 0, 0]
    trick: list[int] = []
    kind = -1
    for event in since_last(observation.events, "hand_dealt"):
        kind_name = event.type
        if kind_name == "trump_named":
            kind = TRUMP_NAMES.index(event["trump"])
        elif kind_name == "tile_played":
            tile = INDEX[event["tile"]]
            if trick:
                follow = FOLLOW[kind][LEAD[kind][trick[0]]]
                if not follow >> tile & 1:
                    excluded[event["seat"]] |= follow
            trick.append(tile)
        elif kind_name == "trick_won":
            trick = []
    return excluded


class MoonDeterminizer:
    """Samples `MoonState`s that give exactly the observation's view to its seat."""

    def __init__(self, observation: Observation) -> None:
        view = observation.view
        self.observation = observation
        self.seat = seat = observation.own_seat
        self.hand = mask_of(view["hand"])
        known = self.hand | played_tiles(observation)
        self.widow = view["widow"]
        self.laid_away = view["laid_away"]
        for code in (self.widow, self.laid_away):
            if code is not None:
                known |= 1 << INDEX[code]
        self.unseen = tiles_of(ALL_TILES & ~known)
        self.sizes = {other: view["hand_counts"][other] for other in range(3) if other != seat}
        self.allowed = {other: ALL_TILES & ~mask for other, mask in enumerate(voids(observation))}
        phase = view["phase"]
        self.hidden_widow = phase == "bidding"
        self.hidden_laid = self.widow is None and phase in ("trump", "play")
        extra = self.hidden_widow + self.hidden_laid
        if len(self.unseen) != sum(self.sizes.values()) + extra:
            raise ValueError("the unseen tiles do not fill the hidden places")

    def sample(self, rng: random.Random) -> MoonState:
        """One full state with the unseen tiles dealt to the hidden places."""
        hands, spare = self._deal(rng)
        seat = self.seat
        codes = {
            other: [CODES[tile] for tile in tiles_of(mask)]
            for other, mask in enumerate(hands)
            if other != seat
        }
        if self.hidden_widow:
            widow, laid = CODES[spare[0]], None
        elif self.hidden_laid:
            widow = laid = CODES[spare[0]]
        else:
            widow = self.widow or self._any_widow(hands)
            laid = self.laid_away
        return RULES.rebuild(
            self.observation.view,
            self.observation.options,
            MoonHidden(codes, widow, laid),
            random.Random(rng.getrandbits(64)),
        )

    def _any_widow(self, hands: list[int]) -> str:
        """A non-bidder after the widow was taken but before a tile is laid away cannot search
        (it is not its move); any tile of the bidder's hand stands in for the widow."""
        bidder = self.observation.view["bidder"]
        return CODES[tiles_of(hands[bidder])[0]]

    def _deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        for _ in range(_ATTEMPTS):
            dealt = self._try_deal(rng, respect_voids=True)
            if dealt is not None:
                return dealt
        dealt = self._try_deal(rng, respect_voids=False)
        assert dealt is not None
        return dealt

    def _try_deal(
        self, rng: random.Random, respect_voids: bool
    ) -> tuple[list[int], list[int]] | None:
        tiles = self.unseen[:]
        rng.shuffle(tiles)
        room = dict(self.sizes)
        spare_room = self.hidden_widow + self.hidden_laid
        hands = [0, 0, 0]
        hands[self.seat] = self.hand
        spare: list[int] = []
        constrained = sorted(tiles, key=lambda tile: self._options(tile, respect_voids))
        for tile in constrained:
            places = [
                other
                for other, left in room.items()
                if left and (not respect_voids or self.allowed[other] >> tile & 1)
            ]
            weights = [room[other] for other in places]
            if spare_room - len(spare) > 0:
                places.append(-1)
                weights.append(spare_room - len(spare))
            if not places:
                return None
            place = rng.choices(places, weights)[0]
            if place == -1:
                spare.append(tile)
            else:
                hands[place] |= 1 << tile
                room[place] -= 1
        return hands, spare

    def _options(self, tile: int, respect_voids: bool) -> int:
        if not respect_voids:
            return 0
        return sum(self.allowed[other] >> tile & 1 for other in self.sizes)
