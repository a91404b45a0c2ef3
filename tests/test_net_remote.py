"""`RemoteMatch`, what a joined app's table reads, fed by a real connection to a host on
127.0.0.1: it plays whole games of each title, its events are exactly the seat's, and a refused
move is explained from the seat's own observation."""

from __future__ import annotations

import random
import time

import pytest

from game.core.errors import IllegalAction
from game.net.client import ClientThread
from game.net.host import Host, HostThread
from game.net.remote import OFFLINE, RemoteMatch
from tests.net_processes import GAMES


def wait_for(match: RemoteMatch, condition, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        match.pump()
        time.sleep(0.002)


def seated(url: str, game: str) -> RemoteMatch:
    """A client that creates a table of `game` (one reserved seat, computers in the rest) and
    sits at it."""
    players, options = GAMES[game]
    client = ClientThread(url, "Ann").start()
    seats = [{"kind": "reserved"}] + [{"kind": "computer", "level": "easy"}] * (players - 1)
    client.send(
        {"type": "create", "game": game, "players": players, "options": options, "seats": seats}
    )
    deadline = time.monotonic() + 120  # generous: a loaded machine's host is slow to start
    while True:
        assert time.monotonic() < deadline
        created = [m for m in client.messages() if m["type"] == "created"]
        if created:
            break
        time.sleep(0.01)
    client.send({"type": "rejoin", "token": created[0]["tokens"]["0"]})
    arrived: list[dict] = []
    while not any(m["type"] == "lobby" for m in arrived):
        assert time.monotonic() < deadline
        arrived += client.messages()
        time.sleep(0.01)
    lobby = next(m for m in arrived if m["type"] == "lobby")
    match = RemoteMatch(client, lobby, 0)
    for message in arrived:
        match.take(message)
    return match


@pytest.fixture(scope="module")
def url():
    thread = HostThread(Host())
    yield thread.start()
    thread.stop()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_remote_match_plays_a_whole_game(url, game):
    match = seated(url, game)
    rng = random.Random(5)
    notices = []
    match.on_notice = notices.append
    try:
        while not match.is_over:
            wait_for(match, lambda: match.human_to_move() or match.is_over)
            if match.is_over:
                break
            legal = match.legal_for(0)
            assert legal and all(match.why_illegal(action) is None for action in legal)
            match.submit(rng.choice(legal))
            time.sleep(0.03)  # a quick person, well inside the host's rate limit
            assert match.pending and match.legal_for(0) == []  # nothing more until the answer
        while match.next_event(0) is not None:
            pass
        assert match.finished_game is not None and match.finished_game.state.is_over
        seen = [event.seen_by(0).to_json() for event in match.finished_game.events]
        assert [event.to_json() for event in match.seen] == seen
        assert match.record.actions == match.finished_game.record.actions
        assert notices == []
    finally:
        match.close()


def test_an_illegal_move_is_explained_and_never_sent(url):
    match = seated(url, "moon")
    try:
        wait_for(match, lambda: match.started)
        wait_for(match, lambda: match.human_to_move())
        hand = match.view(0)["hand"]
        reason = match.why_illegal(f"play {hand[0]}")
        assert reason is not None and reason.id != "that move is not open to you now"
        with pytest.raises(IllegalAction):
            match.submit(f"play {hand[0]}")
        assert match.human_to_move()
    finally:
        match.close()


def test_a_move_while_the_host_is_gone_is_refused_with_the_reason_not_lost():
    """The host dies at this seat's turn: the move a person then makes is refused with the
    sentence that the connection was lost (it went nowhere before, and the table waited in
    silence), and nothing is left pending."""
    thread = HostThread(Host())
    match = seated(thread.start(), "moon")
    try:
        wait_for(match, lambda: match.started)
        wait_for(match, lambda: match.human_to_move())
        move = match.legal[0]
        thread.stop()
        wait_for(match, lambda: not match.linked, 30)
        assert match.why_illegal(move) == OFFLINE
        with pytest.raises(IllegalAction):
            match.submit(move)
        assert not match.pending
    finally:
        match.close()
