"""The seam between the rules and the screen, held for every table: each table is found by its
game's name; it handles every event type its `docs/events-*.md` lists and no other, and an
event it has no handler for stops it instead of vanishing; it draws from its viewer's view, so
hidden cards carry no code (a pass-and-play hand-off) and the spectator of a game of computers
sees every hand; no scene touches the live state; `scenes` has no import cycle."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import grimp
import pygame
import pytest

from game.core.events import Event
from game.core.seats import SPECTATOR
from game.match import COMPUTER, HUMAN, Match, Seat
from game.rules import GAME_NAMES, find_game
from scenes.app import App
from scenes.guides import find_guide, game_painters
from scenes.layout import load_layout
from scenes.new_game import usual_player_count
from scenes.pass_device import PassDeviceScene
from scenes.table import find_table, table_scene_for
from scenes.table.base import UnhandledEvent

ROOT = Path(__file__).parent.parent
LIVE_STATE = {"state", "played", "to_json"}
"""Attributes no scene may use: the live state, the played game behind a match, the full state
with every hidden card."""


def documented_events(game: str) -> set[str]:
    """The event types in the first column of the "## Events" table of docs/events-<game>.md."""
    text = (ROOT / "docs" / f"events-{game}.md").read_text(encoding="utf-8")
    section = text.split("\n## Events\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    names = set()
    for row in rows[2:]:  # the header and the |---| line first
        first = row.split("|")[1]
        found = re.fullmatch(r"\s*`([a-z_0-9]+)`\s*", first)
        assert found, f"docs/events-{game}.md: an Events row without a backticked type: {row}"
        names.add(found[1])
    return names


@pytest.fixture
def app(app):
    """The real app with fast animations and no pause before computer moves."""
    app.speed, app.settings.think_time, app.settings.sound_volume = 30.0, 0.0, 0.0
    return app


def default_options(game: str) -> dict:
    """The game's options, each at its default."""
    return {key: spec.default for key, spec in find_game(game).option_specs.items()}


def people_match(game: str, humans: int | None = None, seed: int = 5) -> Match:
    """A fresh match of `game` at its usual number of seats, the first `humans` of them (all by
    default) people, the others computers."""
    players = usual_player_count(find_game(game).player_counts(default_options(game)))
    humans = players if humans is None else humans
    seats = [
        Seat(HUMAN, f"P{seat}") if seat < humans else Seat(COMPUTER, f"C{seat}", "easy")
        for seat in range(players)
    ]
    return Match.new(game, players, {}, seed, seats)


# One place per game ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_NAMES)
def test_each_game_has_its_table_and_guide_found_by_name_with_its_layout_and_painter(app, game):
    table = find_table(game)
    assert table.__module__ == f"scenes.table.{game.replace('-', '_')}"
    spec = table.spec
    rules = find_game(game)
    for players in rules.player_counts(default_options(game)):
        load_layout(spec.game, players)
    assert spec.guide is find_guide(game)
    assert len(spec.guide.pictures) == 6 and spec.guide.page[0][0] == "Aim"
    painter = game_painters(app)[game]
    for code, _caption in spec.guide.pictures:
        assert painter.surface(code, spec.guide.picture_size).get_size() == spec.guide.picture_size
    assert isinstance(table_scene_for(app, people_match(game)), table)


# Events -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_NAMES)
def test_each_table_handles_exactly_the_event_types_its_document_lists(app, game):
    table = table_scene_for(app, people_match(game))
    documented = documented_events(game)
    assert len(documented) >= 10
    assert set(table.event_handlers()) == documented


def test_the_documents_are_read_whole():
    assert "game_won" in documented_events("moon")
    assert {"cut", "penalty_drawn", "game_won"} <= documented_events("uno-duo")
    assert {"round_started", "card_dealt", "game_won"} <= documented_events("ono99")


def test_an_event_without_a_handler_stops_the_table(app):
    table = table_scene_for(app, people_match("moon"))
    with pytest.raises(UnhandledEvent, match="no handler for 'tile_juggled'"):
        table.animate(Event("tile_juggled", {"seat": 0}))


# What a table may see -----------------------------------------------------------------------------


def handing_over(app: App, table) -> bool:
    """True while the device is being handed over: the hand-off screen is up, or the curtain of
    UNO Duo's draft is down at the table."""
    return isinstance(app.stack.top, PassDeviceScene) or getattr(table, "curtain", None) is not None


def settle(app: App, table, limit: int = 3000) -> None:
    """Run frames until a person must act: a hand-off (its screen, or the curtain of UNO Duo's
    draft), or a human's decision."""
    for _ in range(limit):
        if handing_over(app, table):
            return
        if not table.busy and table.match.human_to_move():
            return
        app.step(1 / 60)
    raise AssertionError("the table never settled")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_at_a_hand_off_only_the_new_players_cards_carry_codes(app, game):
    match = people_match(game)
    app.play(match)
    table = app.stack.top
    for _ in range(2):
        settle(app, table)
        assert handing_over(app, table)
        seat = match.to_move
        assert table.viewer == table.bottom == seat and not table.shows_faces(seat)
        assert not any(sprite.face_up for hand in table.hands for sprite in hand)
        view = match.view(seat)
        for other, hand in enumerate(table.hands):
            codes = [sprite.code for sprite in hand]
            if isinstance(view["hands"][other], int):
                assert codes == [None] * len(hand), f"seat {other}'s cards carry codes"
            else:
                assert sorted(codes) == sorted(view["hands"][other])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        app.step(1 / 60)
        assert table.shows_faces(seat)
        assert all(sprite.face_up for sprite in table.hands[seat])
        table.choose(match.legal_for(seat)[0])


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_table_of_computers_shows_every_hand_face_up_from_seat_0(app, game):
    match = people_match(game, humans=0)
    app.play(match)
    table = app.stack.top
    assert table.viewer is SPECTATOR and table.bottom == 0
    while not table.hands[-1] or table.animating:
        app.step(1 / 60)
    assert all(sprite.code and sprite.face_up for hand in table.hands for sprite in hand)


def test_a_person_against_computers_never_holds_a_code_of_their_hidden_cards(app):
    match = people_match("ono99", humans=1)
    app.play(match)
    table = app.stack.top
    for _ in range(1500):
        app.step(1 / 60)
        assert all(sprite.code is None for hand in table.hands[1:] for sprite in hand)
        assert all(sprite.code for sprite in table.hands[0])
        if match.human_to_move() and not table.busy:
            table.choose(match.legal_for(0)[0])
        if match.is_over:
            break


# The seam in the code ----------------------------------------------------------------------------


def test_no_scene_touches_the_live_state():
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in LIVE_STATE:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert found == []


def strongly_connected(graph: grimp.ImportGraph) -> list[set[str]]:
    """The import cycles of `graph`: its strongly connected sets of more than one module
    (Tarjan's algorithm), plus any module that imports itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == module:
                    break
            if len(group) > 1 or module in graph.find_modules_directly_imported_by(module):
                cycles.append(group)

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return cycles


def test_scenes_have_no_import_cycles():
    graph = grimp.build_graph("scenes", exclude_type_checking_imports=True)
    assert "scenes.table.base" in graph.modules
    assert strongly_connected(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    graph = grimp.ImportGraph()
    for module in ("a", "b", "c"):
        graph.add_module(module)
    graph.add_import(importer="a", imported="b")
    graph.add_import(importer="b", imported="c")
    assert strongly_connected(graph) == []
    graph.add_import(importer="c", imported="a")
    assert strongly_connected(graph) == [{"a", "b", "c"}]
