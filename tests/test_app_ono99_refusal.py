"""ONO 99's refusal of a card that would take the total past 98, driven through the real app: a
click on the card says the sum the card would really make (94 + 7 makes 101, not "99")."""

from __future__ import annotations

from app_driver import InlineExecutor, click_at, step_until

from game.core.actions import Action
from game.match import COMPUTER, HUMAN, Match, Seat
from game.records import PlayedGame, Record
from scenes.table.base import TableScene

SEEDS = range(40)
MOVES = 200


def past_99() -> tuple[Record, str, int]:
    """A 2-player record in which seat 0 is to move holding a number card that would take the
    total past 99 (not just to it), with that card and the total: the highest legal card is
    played each move until such a turn comes."""
    for seed in SEEDS:
        played = PlayedGame(Record("ono99", 2, seed, {}))
        for _ in range(MOVES):
            state = played.state
            if state.is_over:
                break
            if state.seat == 0 and state.total < 99:
                for value in range(10, 0, -1):
                    action = Action.of("play", str(value))
                    reason = state.why_illegal(action)
                    held = reason is not None and reason.fields.get("value") == value
                    if held and state.total + value > 99:
                        return played.record, str(value), state.total
            played.play(state.legal_actions()[-1])
    raise AssertionError("no turn found past 99")


def test_a_card_past_99_is_refused_with_the_sum_it_would_make(app):
    record, code, total = past_99()
    seats = [Seat(HUMAN, "Ann"), Seat(COMPUTER, "Bram", "easy")]
    match = Match.from_record(record, seats, executor=InlineExecutor())
    app.play(match)
    table = app.stack.top
    assert isinstance(table, TableScene)
    step_until(app, lambda: not table.busy, "the table at rest")
    sprite = next(sprite for sprite in table.hands[0] if sprite.code == code)
    actions = list(match.record.actions)
    click_at(app, (round(sprite.x), round(sprite.y)))
    assert match.record.actions == actions
    said = table.line_words(table.message)
    assert said == f"{total} + {code} would make {total + int(code)}: the total must stay below 99"
