"""The guided first game of UNO Duo: the learner against Bram, the 112-card deck, one round.

The learner is Player 1 (a stacked deck skips the cut, which the opening words explain) and
drafts first: keeping (step 1), discarding and taking the next card (3), then keeping the rest.
In play, in this order: Bram's Reverse dump down to one card without calling UNO (15–21), the
learner's catch (22), matching by number (23), a Draw 2 volley that Bram loses (24–26), a Skip
(27), the learner's own Reverse dump (28–30), a Wild Draw 4 challenged and found illegal
(31–32), calling UNO (33–34), and going out (36), which scores the round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.messages import N_, Message
from game.lessons.lesson import Lesson, Step, computer, learner
from game.rules.uno_duo_cards import full_deck

BRAM = "Bram"
LEARNER, OPPONENT = 0, 1

DRAFT = [
    # (the card the drafter looks at, the next card of the deck), Player 1 (the learner) first;
    # a kept card's next card is turned face up onto the draft pile, a discarded one is replaced
    # by it.
    ("G+2", "Y4"),
    ("RREV", "B2"),
    ("B9", "Y8"),  # the learner discards the blue 9 and must keep the yellow 8
    ("R9", "G9"),
    ("GSKIP", "R3"),
    ("R2", "Y6"),
    ("GREV", "B7"),
    ("R7", "G4"),
    ("G6", "R1"),
    ("R4", "Y3"),
    ("B5", "G8"),
    ("R8", "B6"),
    ("Y1", "R6"),
    ("Y+2", "Y9"),
]
START = "R5"
DRAWS = [
    *("W+4", "G3"),  # Bram, caught without calling UNO
    *("B1", "Y7", "B8", "G7"),  # Bram, at the end of the Draw 2 volley
    *("Y5", "B4", "G5", "G1"),  # Bram, his Wild Draw 4 challenged
]


def draft_deck(draft: Sequence[tuple[str, str]], start: str, draws: Sequence[str]) -> list[str]:
    """A complete 112-card deck, top first: the draft's cards two by two (the card looked at,
    then the next one), the starting card, the cards drawn in play, then the others (never
    reached in the lesson). ValueError when the deck has too few of a card."""
    top = [card for pair in draft for card in pair] + [start, *draws]
    spare = Counter(full_deck())
    spare.subtract(top)
    short = sorted(card for card, count in spare.items() if count < 0)
    if short:
        raise ValueError(f"the deck has too few of {short[0]}")
    return top + [card for card, count in sorted(spare.items()) for _ in range(count)]


def _say(text: str, **fields: object) -> Message:
    return Message(text, fields)


KEEP = _say(N_("Keep this card for your hand."))


def _keep(teach: Message) -> Step:
    return learner("keep", teach, KEEP)


DRAFTING = (
    learner(
        "keep",
        _say(
            # TRANSLATORS: the UNO Duo lesson's texts. "glowing": the ring round the card or
            # button to choose; {player} is the computer player's name.
            N_(
                "You draft first, and have drawn a green Draw 2 that only you can see. Keep it "
                "for your hand, or discard it face up? A Draw 2 is strong: keep it."
            )
        ),
        KEEP,
    ),
    computer(OPPONENT, "keep"),
    learner(
        "discard",
        _say(
            N_(
                "A blue 9 is a plain, high card: if you still hold it when the round ends, it "
                "costs you 9 points. Discard it; you must then keep the next card, whatever it "
                "is."
            )
        ),
        _say(N_("Discard the blue 9: a high plain card costs you points.")),
    ),
    computer(OPPONENT, "keep"),
    _keep(_say(N_("A Skip: keep it."))),
    computer(OPPONENT, "keep"),
    _keep(_say(N_("A Reverse is strong in UNO Duo, as you will see: keep it."))),
    computer(OPPONENT, "keep"),
    _keep(_say(N_("A green 6 goes well with your other green cards: keep it."))),
    computer(OPPONENT, "keep"),
    _keep(_say(N_("Keep the blue 5."))),
    computer(OPPONENT, "keep"),
    _keep(
        _say(
            N_(
                "Your last pick: keep the yellow 1. Then the draft pile goes under the deck, and "
                "the top card of the deck starts the discard pile."
            )
        )
    ),
    computer(OPPONENT, "keep"),
)

BRAMS_DUMP = (
    computer(OPPONENT, "play RREV"),
    computer(
        OPPONENT,
        "dump",
        _say(
            N_(
                "{player}, as Player 2, plays first, on the red 5. He plays a red Reverse, and "
                "in UNO Duo a Reverse lets you play every other card of its colour with it: "
                "watch him dump his red cards."
            ),
            player=BRAM,
        ),
    ),
    *(computer(OPPONENT, f"play {card}") for card in ("R9", "R2", "R7", "R4", "R8")),
)

PLAYING = (
    learner(
        "catch",
        _say(
            N_(
                "{player} is down to one card and did not call UNO! Whoever plays their "
                "second-to-last card must call UNO first. Catch him: click Catch, and he draws 2."
            ),
            player=BRAM,
        ),
        _say(N_("Click Catch: {player} did not call UNO, so he draws 2."), player=BRAM),
    ),
    learner(
        "play Y8",
        _say(
            N_(
                "Catching does not use up your turn. Now match the top card, the red 8, by "
                "colour or by number: play your yellow 8. With nothing that matches, you would "
                "draw a card."
            )
        ),
        _say(N_("Play your yellow 8: it matches the red 8 by number.")),
        wrong_for={
            "draw": _say(
                N_("You may always draw instead of playing, but here your yellow 8 matches.")
            )
        },
    ),
    computer(OPPONENT, "play Y+2"),
    learner(
        "play G+2",
        _say(
            N_(
                "A Draw 2: you must draw 2, unless you put a Draw 2 of your own on it. Then "
                "{player} must draw 4, or answer with yet another Draw 2."
            ),
            player=BRAM,
        ),
        _say(N_("Answer with your green Draw 2, and {player} must draw 4."), player=BRAM),
        wrong_for={"draw": _say(N_("Why draw 2? Answer with your green Draw 2 instead."))},
    ),
    computer(
        OPPONENT,
        "draw",
        _say(
            N_(
                "{player} has no Draw 2 to answer with, so he draws all 4 cards, and drawing "
                "ends his turn."
            ),
            player=BRAM,
        ),
    ),
    learner(
        "play GSKIP",
        _say(N_("Play your green Skip: whoever plays a Skip goes again at once.")),
        _say(N_("Play your green Skip, and you play again.")),
    ),
    learner(
        "play GREV",
        _say(
            N_(
                "Your turn again. Play your green Reverse: it lets you play all your other green "
                "cards with it, as {player} did with his reds."
            ),
            player=BRAM,
        ),
        _say(N_("Play your green Reverse: your other green cards can go with it.")),
    ),
    learner(
        "dump",
        _say(
            N_(
                "Click Dump, then play all your other green cards one at a time, in the order "
                "you choose; here it is just the 6. Pass would keep them in your hand."
            )
        ),
        _say(N_("Click Dump to play your other green cards after the Reverse.")),
    ),
    learner(
        "play G6",
        _say(
            N_(
                "Play your green 6, your last green card. A number ends the dump, so then it is "
                "{player}'s turn."
            ),
            player=BRAM,
        ),
        _say(N_("Play your green 6 to finish the dump.")),
    ),
    computer(OPPONENT, "play W+4 B"),
    learner(
        "challenge",
        _say(
            N_(
                "{player} played a Wild Draw 4 and named blue: you must draw 4, unless you "
                "challenge. It is allowed only without a card of the colour in play, green: if "
                "he held green, he draws 4 instead; if not, you draw 6."
            ),
            player=BRAM,
        ),
        _say(N_("Challenge: {player} may have held a green card."), player=BRAM),
        note=_say(
            N_(
                "{player} had to show you his hand: he held a green card, so his Wild Draw 4 "
                "was not allowed. He draws 4, blue stays the colour, and you play."
            ),
            player=BRAM,
        ),
        wrong_for={
            "accept": _say(N_("Accepting means drawing 4. Challenge instead: he may be caught."))
        },
    ),
    learner(
        "uno",
        _say(
            N_(
                "You hold two cards and are about to play one: call UNO first, or {player} may "
                "catch you as you caught him."
            ),
            player=BRAM,
        ),
        _say(N_("Click UNO before you play your second-to-last card.")),
        wrong_for={
            "play B5": _say(N_("Call UNO first: you are playing your second-to-last card."))
        },
    ),
    learner(
        "play B5",
        _say(N_("Now play your blue 5: it matches the colour {player} named."), player=BRAM),
        _say(N_("Play your blue 5: it matches the colour {player} named."), player=BRAM),
    ),
    computer(OPPONENT, "play B1"),
    learner(
        "play Y1",
        _say(N_("Your last card, the yellow 1, matches the blue 1 by number: play it to go out!")),
        _say(N_("Play your yellow 1 to go out.")),
    ),
)

LESSON = Lesson(
    game="uno-duo",
    players=2,
    seed=2,
    deck=tuple(draft_deck(DRAFT, START, DRAWS)),
    summary=_say(
        N_(
            "The draft, matching, Skip, a Draw 2 volley, Reverse dumps, a Wild Draw 4 "
            "challenge, UNO and catching, scoring."
        )
    ),
    intro=_say(
        N_(
            "Welcome to UNO Duo! You play {player}. In a real game you both cut the deck first, "
            "and the higher card drafts first; here you do. Instead of a deal, you take turns to "
            "draw a card and keep or discard it until you each hold seven."
        ),
        player=BRAM,
    ),
    steps=(*DRAFTING, *BRAMS_DUMP, *PLAYING),
    ending=_say(
        N_(
            "You are out of cards, so the round is over. You score nothing; {player} scores "
            "what he holds: numbers at face value, Skip, Reverse and Draw 2 10 each, Wild 15, "
            "Wild Draw 4 20. Rounds go on until someone reaches 200: the lower score wins."
        ),
        player=BRAM,
    ),
    names=("", BRAM),
    options={"deck": "112"},
    wrong_for={
        "uno": _say(N_("Save UNO for the moment you are about to play your second-to-last card."))
    },
)
