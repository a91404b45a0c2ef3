"""The guided first game of Three-Player Moon: the learner, Bram and Cleo, one hand.

Bram bids first and passes, Cleo bids 4 and the learner outbids her with 5 (steps 1–3); the
learner takes the widow and lays a tile away (4), names sixes as trumps (5), leads trumps so the
others must play theirs (6–8), leads a double that the others must follow (9–11), gives up a
trick (12–14), follows suit when Bram leads fours (15–17), wins a trick of threes with a trump
(18–20), and takes the last two tricks (21–26), which scores the hand.
"""

from __future__ import annotations

from game.core.messages import N_, Message
from game.lessons.lesson import Lesson, computer, learner
from game.rules.moon_tiles import stacked_deck

BRAM, CLEO = "Bram", "Cleo"
LEARNER, FIRST, SECOND = 0, 1, 2

HANDS = [
    ["6-6", "6-5", "6-4", "5-5", "4-3", "2-1", "0-0"],
    ["6-1", "6-3", "5-4", "2-2", "4-2", "3-3", "3-1"],
    ["6-2", "5-3", "5-2", "4-4", "3-2", "4-1", "5-1"],
]
WIDOW = "1-1"


def _say(text: str, **fields: object) -> Message:
    return Message(text, fields)


BIDDING = (
    computer(FIRST, "pass"),
    computer(SECOND, "bid 4"),
    learner(
        "bid 5",
        _say(
            # TRANSLATORS: the Moon lesson's texts. "glowing": the ring round the tile or button
            # to choose; {player} is a computer player's name.
            N_(
                "Each player bids once: how many of the 7 tricks they will win. The highest "
                "bidder names trumps. {first} passed, {second} bid 4; your three sixes and the "
                "5-5 can win 5: bid 5."
            ),
            first=BRAM,
            second=CLEO,
        ),
        _say(N_("Bid 5: your sixes can win 5 tricks.")),
        wrong_for={
            "pass": _say(
                N_("Your tiles are strong: bid 5 rather than let {player} play for 4."),
                player=CLEO,
            ),
            **{
                f"bid {bid}": _say(N_("Too many: if you win fewer tricks, you lose your bid."))
                for bid in (6, 7, 21)
            },
        },
    ),
    learner(
        "discard 0-0",
        _say(
            N_(
                "You won the bid, so the widow, the 1-1, is now in your hand. Lay one tile away "
                "face down: the 0-0, which can never win a trick."
            )
        ),
        _say(N_("Lay the 0-0 away: it can never win a trick.")),
    ),
    learner(
        "trump 6",
        _say(
            N_(
                "Name trumps: every tile with that number beats every other tile. You hold "
                "three sixes: name sixes."
            )
        ),
        _say(N_("Name sixes as trumps: you hold three of them.")),
    ),
)

TRICKS = (
    learner(
        "play 6-6",
        _say(
            N_(
                "The bidder leads the first trick. Lead your 6-6, the highest trump: when a "
                "trump is led, everyone must play a trump if they can."
            )
        ),
        _say(N_("Lead the 6-6, the highest trump.")),
    ),
    computer(FIRST, "play 6-1"),
    computer(
        SECOND,
        "play 6-2",
        _say(
            N_(
                "Both had to play a trump, and your 6-6 won the trick. Fewer trumps are left "
                "to beat your other tiles."
            )
        ),
    ),
    learner(
        "play 5-5",
        _say(
            N_(
                "You won, so you lead again. Lead the 5-5: a double is the highest tile of its "
                "suit, and the others must follow with a five if they have one."
            )
        ),
        _say(N_("Lead the 5-5, the highest five.")),
    ),
    computer(FIRST, "play 5-4"),
    computer(SECOND, "play 5-3"),
    learner(
        "play 2-1",
        _say(
            N_(
                "Your 2-1 can never win a trick: lead it now and lose it while you still hold "
                "your trumps. Its higher number, 2, is the suit led."
            )
        ),
        _say(N_("Lead the 2-1: it cannot win a trick anyway.")),
    ),
    computer(FIRST, "play 2-2"),
    computer(
        SECOND,
        "play 5-2",
        _say(
            N_("{player}'s 2-2 is the highest two, so he wins that trick and leads the next."),
            player=BRAM,
        ),
    ),
    computer(FIRST, "play 4-2"),
    computer(SECOND, "play 4-4"),
    learner(
        "play 4-3",
        _say(
            N_(
                "{player} led fours. You must follow suit: play a four if you have one. Your "
                "6-4 is a trump, not a four, so your 4-3 is the one to play."
            ),
            player=BRAM,
        ),
        _say(N_("Follow suit with your 4-3, your only four.")),
        note=_say(N_("{player}'s 4-4 is the highest four: she wins and leads next."), player=CLEO),
    ),
    computer(SECOND, "play 3-2"),
    learner(
        "play 6-4",
        _say(
            N_(
                "{player} led threes, and you have none, so you may play any tile. Play a "
                "trump: it beats every three. The 6-4 is enough."
            ),
            player=CLEO,
        ),
        _say(N_("Trump the threes with your 6-4.")),
        wrong_for={
            "play 6-5": _say(N_("That wins too, but keep your higher trump: the 6-4 is enough.")),
            "play 1-1": _say(N_("The 1-1 cannot win a trick of threes; only a trump can.")),
        },
    ),
    computer(FIRST, "play 3-3"),
    learner(
        "play 6-5",
        _say(N_("Your trump won. Lead your last trump, the 6-5: nobody can beat it.")),
        _say(N_("Lead the 6-5: nobody can beat it.")),
        wrong_for={"play 1-1": _say(N_("Lead the trump first: the 1-1 can wait."))},
    ),
    computer(FIRST, "play 6-3"),
    computer(SECOND, "play 4-1"),
    learner(
        "play 1-1",
        _say(N_("The last trick: lead the 1-1, the highest one.")),
        _say(N_("Lead the 1-1, the highest one.")),
    ),
    computer(FIRST, "play 3-1"),
    computer(SECOND, "play 5-1"),
)

LESSON = Lesson(
    game="moon",
    players=3,
    seed=21,
    deck=tuple(stacked_deck(HANDS, WIDOW)),
    summary=_say(
        N_("Bidding, the widow, naming trumps, following suit, a trick won by a trump, scoring.")
    ),
    intro=_say(
        N_(
            "Welcome to Moon, played with dominoes! You play against {first} and {second}. In "
            "each hand you bid, then play 7 tricks: each player puts down one tile, and the "
            "highest tile wins the trick. The first to 21 points wins."
        ),
        first=BRAM,
        second=CLEO,
    ),
    steps=(*BIDDING, *TRICKS),
    ending=_say(
        N_(
            "You won 5 tricks, as you bid, so you score 5; {first} and {second} score 1 for "
            "each trick they won. Had you won fewer than 5, you would have lost 5. A bid of 21, "
            "shooting the moon, promises all 7 tricks. Hands go on until someone has 21 points."
        ),
        first=BRAM,
        second=CLEO,
    ),
    names=("", BRAM, CLEO),
    extras={"first_bidder": FIRST},
)
