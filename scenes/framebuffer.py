"""The window's framebuffer under X11. Without a GPU, SDL's default there draws the window through
an OpenGL texture that Mesa's software rasteriser (llvmpipe) renders: about 5 ms of CPU a frame,
and about 100 MiB of libraries and buffers mapped in. X11's shared-memory images, which SDL uses
when told not to accelerate the framebuffer, cost 0.15 ms a frame and nothing more. Other video
drivers keep SDL's default (they were not measured)."""

from __future__ import annotations

import os

import pygame

HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def prefer_plain_framebuffer() -> None:
    """Under the x11 driver, ask SDL for the shared-memory framebuffer, unless the environment
    already says which to use (the user's choice wins). Call it after `pygame.init()` and before
    the window is first opened: SDL decides once, for the first window surface."""
    if pygame.display.get_driver() == "x11" and HINT not in os.environ:
        os.environ[HINT] = "0"
