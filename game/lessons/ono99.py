"""The guided first game of ONO 99: three players (the learner, Bram and Cleo), the 2022 deck.

The deal and the draws are stacked so that, in this order, the learner meets the running total
(step 1), the Reverse (4), a Play 2 and its answers, passed on and sent back (6–8), owing two
cards (9–10), the ONO 99 card that cannot be played and the four-ONO-99 discard (2, 13, 16), the
-10 (17, 19), and players going out until the learner is the last one left (20–21).
"""

from __future__ import annotations

from game.core.messages import N_, Message
from game.lessons.lesson import Lesson, computer, learner
from game.rules.ono99_cards import stacked_deck

BRAM, CLEO = "Bram", "Cleo"
LEARNER, FIRST, SECOND = 0, 1, 2

HANDS = [
    ["10", "REV", "ONO99", "PLAY2"],
    ["9", "PLAY2", "10", "10"],
    ["10", "10", "REV", "10"],
]
DRAWS = [
    *("10", "-10", "0"),  # after the first round of plays: the learner, Bram, Cleo
    *("9", "9", "10"),  # after the Reverse, Cleo's 10 and Bram's Play 2
    *("ONO99", "8"),  # after the learner's Play 2 and Cleo's Reverse
    *("ONO99", "10"),  # after the learner's two cards
    *("7", "7", "ONO99"),  # Bram, Cleo, the learner (a fourth ONO 99)
    *("6", "6"),  # Bram, Cleo
    *("-10", "9", "8", "7"),  # the learner's four new cards after the discard
    *("5", "9", "PLAY2", "5", "3"),  # Bram, Cleo, the learner, Bram, the learner
]


def _say(text: str, **fields: object) -> Message:
    return Message(text, fields)


STEPS = (
    learner(
        "play 10",
        _say(
            # TRANSLATORS: the ONO 99 lesson's texts. "glowing": the ring round the card to
            # play; {total} is the running total.
            N_(
                "You play first. Click the glowing 10: it adds 10, so the total goes from 0 to "
                "{total}. After each card you draw one, so you always hold four."
            ),
            total=10,
        ),
        _say(N_("Play your 10 to start the total.")),
    ),
    computer(FIRST, "play 9"),
    computer(
        SECOND,
        "play 10",
        _say(
            N_(
                "Look at your ONO 99 card: it can never be played, it only takes up a place in "
                "your hand. Only four of them together are any use, as you will see."
            )
        ),
    ),
    learner(
        "play REV",
        _say(
            N_(
                "The total is {total}. Play the Reverse: it adds nothing and turns play around, "
                "so {player} plays next instead of {other}."
            ),
            total=29,
            player=CLEO,
            other=BRAM,
        ),
        _say(N_("Play the Reverse: it turns play around.")),
    ),
    computer(SECOND, "play 10"),
    computer(
        FIRST,
        "play PLAY2",
        _say(
            N_(
                "{player} plays a Play 2: now you must play two cards, unless you answer it "
                "with a Play 2 or a Reverse of your own."
            ),
            player=BRAM,
        ),
    ),
    learner(
        "play PLAY2",
        _say(
            N_(
                "Answer with your own Play 2: you play only that one card, and the duty to "
                "play two passes on to the next player, {player}."
            ),
            player=CLEO,
        ),
        _say(N_("Answer with your Play 2: it passes the duty on to {player}."), player=CLEO),
        wrong_for={
            action: _say(
                N_(
                    "That would be the first of your two cards. Answer with your Play 2 "
                    "instead: then you play just one card."
                )
            )
            for action in ("play 10", "play 9")
        },
    ),
    computer(
        SECOND,
        "play REV",
        _say(
            N_(
                "{player} answers with a Reverse: play turns clockwise again and the duty comes "
                "back to you. It may travel many times, but it never grows."
            ),
            player=CLEO,
        ),
    ),
    learner(
        "play 10",
        _say(
            N_(
                "You have no answer left, so you play two cards, one at a time, drawing after "
                "each. Start with the 10: the total becomes {total}."
            ),
            total=49,
        ),
        _say(N_("Play your 10 first, then your 9.")),
        wrong_for={"play 9": _say(N_("Play the 10 first; the 9 comes next."))},
    ),
    learner(
        "play 9",
        _say(
            N_(
                "Now your second card. Your ONO 99 cards cannot be played, so the 9 is your "
                "only choice: the total becomes {total}."
            ),
            total=58,
        ),
        _say(N_("Play your 9 as your second card.")),
    ),
    computer(FIRST, "play 10"),
    computer(SECOND, "play 10"),
    learner(
        "play 10",
        _say(
            N_(
                "Three ONO 99 cards leave you a single card you can play: the 10. The total "
                "goes to {total}, and it is getting dangerous."
            ),
            total=88,
        ),
        _say(N_("Play your 10: it is the only card you can play.")),
    ),
    computer(
        FIRST,
        "play 10",
        _say(
            N_(
                "{player} takes the total to {total}, as high as it may go. Now only a card "
                "that adds nothing or takes something away can be played."
            ),
            player=BRAM,
            total=98,
        ),
    ),
    computer(SECOND, "play 0"),
    learner(
        "discard ONO99",
        _say(
            N_(
                "You hold four ONO 99 cards: the one time they help. Throw all four away at "
                "once (it adds nothing) and draw four new cards: click the glowing button."
            )
        ),
        _say(N_("Discard your four ONO 99 cards and draw four new ones.")),
    ),
    computer(
        FIRST,
        "play -10",
        _say(
            N_("{player} plays a -10: it takes 10 off the total, down to {total}."),
            player=BRAM,
            total=88,
        ),
    ),
    computer(SECOND, "play 9"),
    learner(
        "play -10",
        _say(
            N_(
                "{total}! Any of your numbers would take the total to 99 or more. Play your "
                "-10: it brings the total back down to {lower}."
            ),
            total=97,
            lower=87,
        ),
        _say(N_("Play your -10: it brings the total back down.")),
    ),
    computer(
        FIRST,
        "play 10",
        _say(
            N_(
                "{player} takes the total to {total}. {other} cannot play any card without "
                "reaching 99, so she is out: her cards lie face up and she takes no more turns."
            ),
            player=BRAM,
            total=97,
            other=CLEO,
        ),
    ),
    learner(
        "play PLAY2",
        _say(
            N_(
                "Only your Play 2 can be played now. Play it: {player} must then play two "
                "cards on {total}. Can he?"
            ),
            player=BRAM,
            total=97,
        ),
        _say(N_("Play your Play 2: {player} must then play two cards."), player=BRAM),
    ),
)

LESSON = Lesson(
    game="ono99",
    players=3,
    seed=99,
    deck=tuple(stacked_deck("2022", 3, HANDS, DRAWS)),
    summary=_say(
        # TRANSLATORS: what a lesson teaches, in one line on the Learn screen.
        N_(
            "The running total, the Reverse, Play 2 and its answers, the ONO 99 card, the -10, "
            "going out."
        )
    ),
    intro=_say(
        N_(
            "Welcome to ONO 99! You play against {first} and {second}. Every card played adds "
            "to one running total, which starts at 0. Nobody may take it to 99 or more: a "
            "player who cannot play is out, and the last player left wins."
        ),
        first=BRAM,
        second=CLEO,
    ),
    steps=STEPS,
    ending=_say(
        N_(
            "{player} could not play a single card, so he is out too, and you are the last "
            "player left: you win! A real game takes 2 to 6 players, and the new-game screen "
            "offers the 1980 edition and other ways to score."
        ),
        player=BRAM,
    ),
    names=("", BRAM, CLEO),
    options={"edition": "2022"},
)
