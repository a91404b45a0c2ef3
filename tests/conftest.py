"""Shared test set-up: headless SDL and one hypothesis profile for the whole suite."""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TRIO_TABLE_LAN"] = "0"  # hosted tables stay on 127.0.0.1, advertised nowhere
os.environ["LANGUAGE"] = "en"  # a first start follows the system's language; the tests' is English

pytest_plugins = ["tests.redis_fixture"]  # a real redis-server for the club's tests

settings.register_profile(
    "default",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _coach_off_unless_marked(request, monkeypatch):
    """The coach's notes take a second of search after each move a person makes at a table; a
    table in a test has them off unless the test is marked `coach` (then the Coach setting
    decides, as in the app), so the tests that play whole games for people spend no search on
    notes nobody reads."""
    if request.node.get_closest_marker("coach") is None:
        monkeypatch.setattr("scenes.table.assist.coach_wanted", lambda *_: (False, []))


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real app at the menu, its files in tmp_path, closed after the test (a module that
    wants it otherwise has a fixture `app` of its own)."""
    from app_driver import start_app  # here: the modules that test no screen never load pygame

    app = start_app(tmp_path, monkeypatch)
    yield app
    app.close()


@pytest.fixture
def host():
    """A table host of this process (in memory) on 127.0.0.1: its URL; stopped after the test."""
    from game.net.host import Host, HostThread

    thread = HostThread(Host())
    url = thread.start()
    yield url
    thread.stop()
