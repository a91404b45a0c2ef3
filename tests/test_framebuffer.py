"""Under X11 the window's framebuffer is the plain shared-memory one, unless the user chose."""

import os

import pygame
import pytest

from scenes.framebuffer import HINT, prefer_plain_framebuffer


@pytest.fixture
def driver(monkeypatch):
    """Pretend SDL picked the named video driver; the hint starts unset."""
    monkeypatch.delenv(HINT, raising=False)

    def use(name: str) -> None:
        monkeypatch.setattr(pygame.display, "get_driver", lambda: name)

    return use


def test_under_x11_the_framebuffer_is_not_drawn_through_opengl(driver):
    driver("x11")
    prefer_plain_framebuffer()
    assert os.environ[HINT] == "0"


def test_the_users_own_choice_wins(driver, monkeypatch):
    driver("x11")
    monkeypatch.setenv(HINT, "1")
    prefer_plain_framebuffer()
    assert os.environ[HINT] == "1"


@pytest.mark.parametrize("name", ["wayland", "windows", "cocoa", "dummy"])
def test_other_drivers_keep_sdls_default(driver, name):
    driver(name)
    prefer_plain_framebuffer()
    assert HINT not in os.environ
