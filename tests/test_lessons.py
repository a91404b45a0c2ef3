"""The guided first games as data: each lesson's script is exactly a legal game that shows its
rules in order and reaches its end, the learner's every other move gets an explanation, and the
scripted match keeps to the script."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.messages import Message
from game.core.options import resolve_options
from game.lessons import SCRIPTED, find_lesson, lesson_match
from game.lessons.lesson import NOT_YET, REFUSED, Lesson, computer
from game.records import PlayedGame
from game.rules import GAME_NAMES, find_game
from game.rules.ono99_cards import stacked_deck
from game.words import words_for

LESSONS = [find_lesson(game) for game in GAME_NAMES]


def replay(lesson: Lesson) -> Iterator[tuple[int, PlayedGame, list[Event]]]:
    """Each step's index, the game before it, and the events its action gave."""
    played = PlayedGame(lesson.record())
    for index, step in enumerate(lesson.steps):
        assert played.state.to_move == step.seat, f"step {index}: seat {played.state.to_move}"
        legal = [str(action) for action in played.state.legal_actions()]
        assert step.action in legal, f"step {index}: {step.action} is not in {legal}"
        before = PlayedGame(lesson.record(index))
        yield index, before, played.play(step.action)


def events_of(lesson: Lesson) -> list[tuple[int, Event]]:
    return [(index, event) for index, _, events in replay(lesson) for event in events]


def of_type(lesson: Lesson, kind: str) -> list[tuple[int, dict]]:
    """(step index, the event's fields) of every event of `kind` in the lesson."""
    return [(index, event.data) for index, event in events_of(lesson) if event.type == kind]


def messages(lesson: Lesson) -> Iterator[Message]:
    """Every text the lesson shows."""
    yield lesson.summary
    yield lesson.intro
    yield lesson.ending
    yield from lesson.wrong_for.values()
    for step in lesson.steps:
        yield from (text for text in (step.teach, step.hint, step.note) if text is not None)
        yield from step.wrong_for.values()


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_each_lesson_followed_is_a_legal_game_that_reaches_its_end(lesson):
    steps = list(replay(lesson))
    assert len(steps) == len(lesson.steps)
    played = PlayedGame(lesson.record(len(lesson.steps)))
    assert played.record.actions == lesson.actions
    assert lesson.is_over(len(lesson.steps)) and not lesson.is_over(len(lesson.steps) - 1)


def test_the_ono99_lesson_shows_the_total_reverse_play_2_ono_99_and_going_out_in_order():
    lesson = find_lesson("ono99")
    played = of_type(lesson, "card_played")
    assert played[0] == (0, {"seat": 0, "card": "10", "total": 10})
    assert of_type(lesson, "direction_reversed")[0] == (3, {"direction": -1})
    duties = [(index, data["seat"]) for index, data in of_type(lesson, "duty_owed")]
    # Bram's Play 2 on the learner, passed on to Cleo, sent back by her Reverse, then owed.
    assert duties[:4] == [(5, 0), (6, 2), (7, 0), (8, 0)]
    assert of_type(lesson, "ono_discarded") == [(15, {"seat": 0})]
    minus = [index for index, data in played if data["card"] == "-10"]
    assert minus == [16, 18]
    outs = [(index, data["seat"]) for index, data in of_type(lesson, "player_out")]
    assert outs == [(19, 2), (20, 1)]
    assert of_type(lesson, "game_won") == [
        (20, {"seat": 0, "scores": [0, 0, 0], "reason": "last_standing"})
    ]


def test_the_uno_duo_lesson_shows_the_draft_dumps_catch_volley_skip_challenge_uno_and_scoring():
    lesson = find_lesson("uno-duo")
    kept = [data for _, data in of_type(lesson, "draft_kept") if data["seat"] == 0]
    assert len(kept) == 7 and [data["forced"] for data in kept].count(True) == 1
    dumps = [
        (index, data["seat"], data["count"]) for index, data in of_type(lesson, "dump_started")
    ]
    assert dumps == [(15, 1, 5), (28, 0, 1)]
    assert of_type(lesson, "uno_caught") == [(21, {"seat": 0, "caught": 1})]
    volley = [(data["seat"], data["amount"]) for _, data in of_type(lesson, "volley_grew")]
    assert volley == [(1, 2), (0, 4)]
    penalties = [
        (data["seat"], data["count"], data["reason"])
        for _, data in of_type(lesson, "penalty_drawn")
    ]
    assert penalties == [(1, 2, "uno"), (1, 4, "volley"), (1, 4, "challenge")]
    skips = [index for index, data in of_type(lesson, "card_played") if data["card"] == "GSKIP"]
    assert skips == [26] and lesson.steps[27].seat == 0  # the learner goes again
    assert of_type(lesson, "challenge") == [(31, {"seat": 0, "against": 1, "legal": False})]
    assert of_type(lesson, "uno_called") == [(32, {"seat": 0})]
    [(index, scored)] = of_type(lesson, "round_scored")
    assert index == len(lesson.steps) - 1 and scored["winner"] == 0 and scored["points"][1] > 0


def test_the_moon_lesson_shows_bidding_the_widow_trumps_following_a_trumped_trick_and_scoring():
    lesson = find_lesson("moon")
    bids = [(data["seat"], data["bid"]) for _, data in of_type(lesson, "bid_made")]
    assert of_type(lesson, "passed") == [(0, {"seat": 1})] and bids == [(2, 4), (0, 5)]
    assert [index for index, _ in of_type(lesson, "widow_taken")] == [2]
    assert of_type(lesson, "trump_named") == [(4, {"seat": 0, "trump": "6"})]
    winners = [data["seat"] for _, data in of_type(lesson, "trick_won")]
    assert winners == [0, 0, 1, 2, 0, 0, 0]
    tricks = [data["tiles"] for _, data in of_type(lesson, "trick_won")]
    assert tricks[3] == ["4-2", "4-4", "4-3"]  # the learner followed fours
    assert tricks[4] == ["3-2", "6-4", "3-3"]  # a trick of threes won by a trump
    [(index, scored)] = of_type(lesson, "hand_scored")
    assert index == len(lesson.steps) - 1
    assert scored["made"] and scored["points"] == [5, 1, 1]


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_every_other_legal_move_of_the_learner_gets_an_explanation(lesson):
    explained = 0
    for index, before, _ in replay(lesson):
        step = lesson.steps[index]
        if step.seat != lesson.learner:
            continue
        assert step.teach is not None and step.hint is not None, f"step {index}"
        assert lesson.explain(index, step.action, None) is None
        for action in before.state.legal_actions():
            if str(action) == step.action:
                continue
            answer = lesson.explain(index, str(action), None)
            assert isinstance(answer, Message) and answer.id != REFUSED
            expected = step.wrong_for.get(str(action)) or lesson.wrong_for.get(str(action))
            assert answer == (expected or Message(NOT_YET, {"hint": step.hint}))
            explained += 1
    assert explained > 0


def illegal_moves(lesson: Lesson, index: int, before: PlayedGame) -> Iterator[Action]:
    """Moves the learner can try at the table and the rules refuse: every card or tile of the
    hand played (or laid away), and the game's buttons."""
    state = before.state
    hand = state.view(lesson.learner)["hand"]
    verbs = {"moon": ("play", "discard"), "ono99": ("play",), "uno-duo": ("play",)}
    candidates = [Action.of(verb, code) for code in hand for verb in verbs[lesson.game]]
    candidates += [Action.parse(text) for text in BUTTONS[lesson.game]]
    for action in candidates:
        if state.why_illegal(action) is not None:
            yield action


BUTTONS = {
    "ono99": ["discard ONO99"],
    "uno-duo": ["keep", "discard", "draw", "uno", "catch", "challenge", "accept", "dump", "pass"],
    "moon": ["pass", "bid 4", "bid 5", "trump 6", "trump doubles"],
}


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_a_move_the_rules_refuse_gets_their_reason_and_the_steps_hint(lesson):
    refused = 0
    for index, before, _ in replay(lesson):
        step = lesson.steps[index]
        if step.seat != lesson.learner:
            continue
        for action in illegal_moves(lesson, index, before):
            reason = before.state.why_illegal(action)
            answer = lesson.explain(index, str(action), reason)
            assert answer == Message(REFUSED, {"reason": reason, "hint": step.hint})
            refused += 1
    assert refused > 10


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_every_text_of_a_lesson_is_a_whole_sentence_in_every_language(lesson):
    for language in ("en", "xx", "cy", "sw", "bn"):
        words = words_for(language)
        for message in messages(lesson):
            text = words.say(message)
            assert text and "{" not in text, (language, message.id)
    for message in messages(lesson):
        assert str(message)[-1] in ".!?", message.id


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_the_lessons_deck_is_the_games_whole_deck(lesson):
    rules = find_game(lesson.game)
    options = resolve_options(rules.option_specs, lesson.options)
    assert sorted(lesson.deck) == sorted(rules.full_deck(options))


def test_a_scripted_match_plays_the_computers_script_and_takes_only_the_scripted_move():
    lesson = find_lesson("uno-duo")
    match = lesson_match(lesson, "Ann")
    assert match.seats[0].is_human and match.seats[0].name == "Ann"
    assert not match.seats[1].is_human and match.seats[1].level == SCRIPTED
    assert match.scripted_action() == "keep"
    with pytest.raises(IllegalAction, match="expects 'keep' here, not 'discard'"):
        match.submit("discard")
    match.submit("keep")
    assert not match.poll(), "a scripted move is ready at the first poll, taken at the next"
    assert match.poll() and match.record.actions == ["keep", "keep"]
    assert not match.poll() and not match.poll()  # the learner's turn: computers wait for it


def test_a_scripted_match_stops_at_the_end_of_its_script():
    moon = find_lesson("moon")
    match = lesson_match(moon, "Ann", done=len(moon.steps))
    assert match.scripted_action() is None and match.to_move == 2
    assert not match.poll() and match.record.actions == moon.actions
    assert not match.events, "a resumed lesson's table is set from the view"
    hands = [["10", "9", "8", "7"], ["6", "5", "4", "3"]]
    steps = (computer(0, "play 10"), computer(1, "play 6"))
    deck = tuple(stacked_deck("2022", 2, hands))
    short = Lesson("ono99", 2, 1, deck, Message(""), Message(""), steps, Message(""), ("", "Bo"))
    match = lesson_match(short, "Ann", done=2)
    with pytest.raises(IllegalAction, match="the lesson is over"):
        match.submit("play 9")


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_a_lesson_resumed_at_any_step_goes_on_as_written(lesson):
    middle = len(lesson.steps) // 2
    match = lesson_match(lesson, "Ann", done=middle)
    while match.scripted_action() is not None:
        if match.human_to_move():
            match.submit(match.scripted_action())
        else:
            assert not match.poll() and match.poll()
    assert match.record.actions == lesson.actions


def test_the_learners_steps_are_counted_from_one():
    lesson = find_lesson("ono99")
    assert lesson.step_number(0) == 1
    assert lesson.step_number(1) == 2  # the first step was the learner's
    assert lesson.step_number(len(lesson.steps)) == len(lesson.learner_steps) + 1


@pytest.mark.parametrize("lesson", LESSONS, ids=GAME_NAMES)
def test_the_last_step_leaves_its_words_to_the_ending(lesson):
    last = lesson.steps[-1]
    assert last.note is None, "a note on the last step would never be shown"
    assert lesson.names[lesson.learner] == "" and len(lesson.names) == lesson.players
