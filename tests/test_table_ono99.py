"""The ONO 99 table, driven by real pygame events in a headless window: clicks and keys move the
match, unplayable cards are refused with the rules' reason, pass-and-play hides every hand, a
whole computer game animates to the end."""

import time

import pygame
import pytest
from app_driver import InlineExecutor

from game.core.actions import Action
from game.match import Match, Seat
from game.records import Record
from game.rules import find_game
from game.settings import Settings
from game.words import words_for
from scenes.fonts import load_font
from scenes.pass_device import PassDeviceScene
from scenes.scene import SceneStack
from scenes.table import table_scene_for
from scenes.table.assist import AdviceWork
from scenes.table.base import TEXT_CACHE_LIMIT
from scenes.table.ono99 import Ono99Table

HUMAN = Seat("human", "Ada")
OTHER_HUMAN = Seat("human", "Ben")
COMPUTER = Seat("computer", "Bot", "normal")


class FakeApp:
    """The parts of the shell's App a table uses, without settings files or a main loop."""

    def __init__(self, size=(1280, 720), speed=1.0):
        pygame.init()
        self.window = pygame.display.set_mode(size)
        self.stack = SceneStack()
        self.settings = Settings(animation_speed=1.0, sound_volume=0.0, think_time=0.2, coach="off")
        self.advice = AdviceWork(InlineExecutor(), iterations=20)
        self.animation_speed = speed
        self.finished = []
        self._fonts = {}
        self.words = words_for("en")
        self.language = "en"

    @property
    def size(self):
        return self.window.get_size()

    @property
    def scale(self):
        return min(self.size[0] / 1280, self.size[1] / 720)

    def px(self, value):
        return max(1, round(value * self.scale))

    def font(self, size_px, bold=False, text=""):
        key = (size_px, bold)
        if key not in self._fonts:
            self._fonts[key] = load_font(size_px, bold)
        return self._fonts[key]

    card_font = font

    def felt(self):
        return pygame.Surface(self.size)

    def game_finished(self, match):
        self.finished.append(match)

    def notice(self, text):
        pass

    def pump(self):
        """Deliver the posted pygame events to the top scene, as the App's loop does."""
        for event in pygame.event.get():
            self.stack.handle(event)

    def run(self, seconds, dt=1 / 30):
        """Update and draw for `seconds` of game time (the computer thinks in real time)."""
        for _ in range(round(seconds / dt)):
            self.pump()
            self.stack.update(dt)
            self.stack.draw(self.window)
            time.sleep(0.0005)

    def settle(self, table, limit=30.0):
        """Run until nothing animates and the table waits for a human."""
        waited = 0.0
        while table.busy or not (table.match.human_to_move() or table.match.is_over):
            self.run(0.1)
            waited += 0.1
            assert waited < limit, "the table never settled"
        self.run(0.1)


def stacked_deck(top: list[str]) -> list[str]:
    """The 2022 deck with `top` first, then the rest in a fixed order."""
    rest = find_game("ono99").full_deck({"edition": "2022"})
    for code in top:
        rest.remove(code)
    return top + rest


# Dealt: seat 0 gets 10 10 10 9, seat 1 four 10s; the draw pile then gives 10 10 10 9 9 9 9 0 -10.
# Nine 10s and a 0 later the total is 90 and seat 0 holds 9 9 9 -10.
HIGH_DECK = stacked_deck(
    ["10", "10", "10", "10", "10", "10", "9", "10"]
    + ["10", "10", "10", "9", "9", "9", "9", "0", "-10"]
)
TO_NINETY = ["play 10"] * 9 + ["play 0"]


@pytest.fixture
def app():
    app = FakeApp()
    yield app
    if app.stack.top is not None and hasattr(app.stack.top, "match"):
        app.stack.top.match.close()


def open_table(app, match) -> Ono99Table:
    table = table_scene_for(app, match)
    app.stack.push(table)
    return table


def click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def press(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def card_centre(table, code):
    sprite = next(s for s in table.hands[table.viewer] if s.code == code)
    return round(sprite.x), round(sprite.y)


def resumed(actions, seats=(HUMAN, COMPUTER), deck=HIGH_DECK, options=None):
    record = Record("ono99", len(seats), 1, dict(options or {}), deck, list(actions))
    return Match.from_record(record, list(seats))


def test_click_on_a_playable_card_plays_it(app):
    table = open_table(app, resumed(TO_NINETY))
    app.settle(table)
    click(card_centre(table, "-10"))
    app.run(0.1)
    assert table.match.record.actions[-1] == "play -10"
    assert table.match.state.to_json()["total"] == 80


def test_click_on_an_unplayable_card_changes_nothing_and_says_why(app):
    table = open_table(app, resumed(TO_NINETY))
    app.settle(table)
    nine = next(s for s in table.hands[0] if s.code == "9")
    assert nine.dimmed
    click((round(nine.x), round(nine.y)))
    app.run(0.1)
    assert table.match.record.actions == TO_NINETY
    assert (
        table.line_words(table.message) == "90 + 9 would make 99: the total must stay below 99"
        and table.message_left > 0
    )


def test_arrow_keys_select_and_enter_plays(app):
    table = open_table(app, resumed(TO_NINETY))
    app.settle(table)
    index = next(i for i, s in enumerate(table.hands[0]) if s.code == "-10")
    for _ in range(index + 1):
        press(pygame.K_RIGHT)
    app.run(0.05)
    assert table.hands[0][index].selected
    press(pygame.K_RETURN)
    app.run(0.05)
    assert table.match.record.actions[-1] == "play -10"


def test_clicks_during_an_animation_are_dropped(app):
    table = open_table(app, resumed(TO_NINETY[:-1], seats=(HUMAN, HUMAN)))
    app.settle(table)
    assert isinstance(app.stack.top, PassDeviceScene) and app.stack.top.player_name == "Ada"
    press(pygame.K_RETURN)
    app.settle(table)
    assert table.viewer == table.bottom == 1
    where = card_centre(table, "0")
    click(where)
    app.run(0.02)
    assert table.busy and table.match.record.actions[-1] == "play 0"
    before = len(table.match.record.actions)
    click(where)
    app.run(0.02)
    assert len(table.match.record.actions) == before
    app.settle(table)
    assert len(table.match.record.actions) == before, "the click was kept and played later"


def test_pass_and_play_hides_every_hand_between_two_humans(app):
    table = open_table(app, Match.new("ono99", 3, {}, 11, [HUMAN, COMPUTER, OTHER_HUMAN]))
    app.settle(table)
    assert isinstance(app.stack.top, PassDeviceScene) and app.stack.top.player_name == "Ada"
    assert not any(s.face_up for hand in table.hands for s in hand)
    press(pygame.K_RETURN)
    app.settle(table)
    assert app.stack.top is table and all(s.face_up for s in table.hands[0])
    click(card_centre(table, table.match.state.legal_actions()[0].arg))
    for _ in range(300):
        app.run(0.1)
        if isinstance(app.stack.top, PassDeviceScene):
            break
    assert app.stack.top.player_name == "Ben"
    hidden = [hand for seat, hand in enumerate(table.hands) if not table.gone[seat]]
    assert not any(sprite.face_up for hand in hidden for sprite in hand)
    assert table.position_of(2) == 0, "the bottom hand is the hand of the human to move"


# Seat 0 (Ada) and seat 1 (Bot) each play four 10s (80); Ada plays 8 (88), Bot a Play 2; Ada owes
# two, plays a 9 (97), draws a 10 and holds ONO99 ONO99 10 10. Bot holds 9 9 ONO99 9: nobody can
# play, and Ada, who played last, goes out first (docs/rules/ono99.md, Decision (order of the
# two rules)).
STUCK_DECK = stacked_deck(
    ["10"] * 8 + ["8", "PLAY2", "9", "9", "ONO99", "9", "ONO99", "ONO99", "10", "9", "10"]
)
STUCK_ACTIONS = ["play 10"] * 8 + ["play 8", "play PLAY2"]


def test_when_nobody_can_play_the_table_says_the_winner_is_the_last_player_left(app):
    table = open_table(app, resumed(STUCK_ACTIONS, deck=STUCK_DECK))
    app.settle(table)
    said = []
    say = table.say
    table.say = lambda words: (said.append(table.words(words)), say(words))
    table.choose(Action.of("play", "9"))
    app.settle(table)
    assert said[-2:] == [
        "Ada is out: no card keeps the total below 99.",
        "Bot is the last player left and wins.",
    ]
    assert not any("who played" in words for words in said)
    assert table.words(table.banner.words) == "Bot wins!"
    assert table.line_words(table.message) == "Bot is the last player left and wins."


def test_the_four_ono_99_discard_is_offered_as_a_button(app):
    deck = stacked_deck(["ONO99", "1", "ONO99", "2", "ONO99", "3", "ONO99", "4"])
    table = open_table(app, resumed([], deck=deck))
    app.settle(table)
    [button] = [t for t in table.targets() if t.name == "button"]
    assert all(s.dimmed for s in table.hands[0])
    click(button.rect.center)
    app.run(0.05)
    assert table.match.record.actions == ["discard ONO99"]


def test_draw_race_click_on_the_draw_pile_takes_the_card(app):
    options = {"edition": "1980", "draw_race": True}
    table = open_table(app, Match.new("ono99", 2, options, 2, [HUMAN, COMPUTER]))
    app.settle(table)
    table.choose(table.match.state.legal_actions()[0])
    app.settle(table)
    click(table.rects["draw_pile"].center)
    app.run(0.05)
    assert table.match.record.actions[1] == "draw"


def test_draw_race_missed_after_three_seconds(app):
    options = {"edition": "1980", "draw_race": True}
    table = open_table(app, Match.new("ono99", 2, options, 2, [HUMAN, COMPUTER]))
    app.settle(table)
    table.choose(table.match.state.legal_actions()[0])
    app.settle(table)
    app.run(2.5)
    assert len(table.match.record.actions) == 1
    app.run(0.7)
    assert table.match.record.actions[1] == "pass"


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (4, {}),
        (6, {}),
        (3, {"scoring": "tokens"}),
        (8, {"edition": "1980", "ono_on_round_ten": True}),
        (3, {"edition": "1980", "scoring": "points", "target": 60, "draw_race": True}),
    ],
)
def test_computer_game_animates_to_the_end_in_step_with_the_rules(players, options):
    app = FakeApp(speed=30.0)
    seats = [Seat("computer", f"Bot {i}", "easy") for i in range(players)]
    table = open_table(app, Match.new("ono99", players, options, 40 + players, seats))
    for _ in range(4000):
        app.run(0.1)
        if app.finished:
            break
    assert app.finished == [table.match] and table.match.is_over
    assert table.rebuilds == 0, "the animated table drifted from the state"
    assert table.words(table.banner.words).endswith("wins!")


def test_rendered_texts_stay_within_the_cache_limit(app):
    table = open_table(app, resumed([]))
    for total in range(TEXT_CACHE_LIMIT + 50):
        table.text(f"Total {total}", 20)
    assert len(table._texts) == TEXT_CACHE_LIMIT
    assert table.text("Total 349", 20) is table.text("Total 349", 20), "the latest stay cached"


def test_resize_lays_the_table_out_again_at_the_new_size(app):
    table = open_table(app, resumed(TO_NINETY))
    app.settle(table)
    small = table.card_sizes["hand"]
    app.window = pygame.display.set_mode((1920, 1080))
    app.stack.resize(app.size)
    assert table.card_sizes["hand"][1] == round(small[1] * 1.5)
    xs = [s.x for s in table.hands[0]]
    assert min(xs) > 1920 * 0.25 and max(xs) < 1920 * 0.75
    top = table.discard_pile.sprites[-1]
    assert table.rects["discard_pile"].collidepoint(top.pos), "the discard pile moved with it"


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    from scenes.app import App

    monkeypatch.setenv("TRIO_TABLE_HOME", str(tmp_path))
    app = App(quit_at_end=True, speed=30.0)
    app.settings.sound_volume = 0.0
    yield app
    app.close()


def test_escape_pauses_the_table_in_the_real_app(real_app):
    from scenes.pause import PauseScene

    real_app.play(resumed(TO_NINETY))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    real_app.step(1 / 60)
    assert isinstance(real_app.stack.top, PauseScene)


def test_autoplay_runs_a_whole_game_through_the_real_app(real_app):
    seats = [
        Seat("computer", f"Bot {i}", level)
        for i, level in enumerate(["normal", "easy", "normal", "easy"])
    ]
    real_app.play(Match.new("ono99", 4, {}, 8, seats))
    table = real_app.stack.top
    deadline = time.monotonic() + 60
    while real_app.status is None:
        assert time.monotonic() < deadline, "the autoplay game did not finish"
        real_app.step(1 / 60)
        time.sleep(0.0005)
    assert real_app.status == 0 and table.match.is_over and table.rebuilds == 0
