"""Three-Player Moon's story page: the final scores, each hand's bid, trumps and tricks, made or
set, and the race to the target."""

from __future__ import annotations

from game.core.messages import N_, NP_, Message
from game.narration.moon import trump_words as said_trumps
from game.story import RoundResult
from game.words import Words
from scenes.charts import LineChart
from scenes.stories import GameTold, StoryPage, race_chart, rounds_html, scores


def trump_words(trump: str | None, words: Words) -> str:
    """A Moon hand's trumps in words: "6s", "doubles", "no trumps" ("?" when none was named)."""
    return "?" if trump is None else words.say(said_trumps(trump))


def _moon_hand(result: RoundResult, names: list[str], words: Words) -> str:
    """A hand of Moon: "Hand 3: Bram bid 5 (trumps: 6s), took 5 tricks: made."."""
    bidder = result.winner or 0
    fields = {
        "number": result.number,
        "player": names[bidder],
        "bid": result.bid,
        "trump": trump_words(result.trump, words),
        "count": result.tricks[bidder] if result.tricks else 0,
    }
    if result.made:
        forms = NP_(
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} trick: made.",
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} tricks: made.",
        )
    else:
        forms = NP_(
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} trick: set.",
            "Hand {number}: {player} bid {bid} (trumps: {trump}), took {count} tricks: set.",
        )
    return words.say(Message.counted(forms, fields))


def story_lines(game: GameTold, names: list[str], words: Words) -> list[str]:
    """The final scores, then hand by hand."""
    return scores(game, names, words) + rounds_html(
        game, names, words, N_("Hand by hand"), _moon_hand
    )


def race(game: GameTold, words: Words) -> LineChart | None:
    """The race to the target, hand by hand."""
    return race_chart(game, words, N_("Hand"))


PAGE = StoryPage(story_lines, race)
