"""Scenes and the scene stack (after Tuxemon's StateManager): input goes to the top scene,
overlays draw over the scene below them, and every scene has a small lifecycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""The keys that press the focused button, play the selected card or confirm a screen."""


class Scene:
    """One screen of the app. Override what you need; `overlay` scenes draw over the one below."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Called when the scene stops being the top (popped, or covered by a push)."""

    def resize(self, size: tuple[int, int]) -> None:
        """Called when the window changes size: rebuild anything laid out or drawn at a size."""

    def language_changed(self) -> None:
        """Called when the app speaks another language: put every text into its words and fonts
        again (by default, as a resize to the same size does)."""
        self.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one input event; return True if it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and logic by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto `surface`."""

    def next_frame(self) -> float:
        """Seconds until the scene's picture changes by itself, without input: 0 while it moves
        (drawn every frame), `math.inf` when only input changes it. The app sleeps meanwhile."""
        return 0.0

    def polls(self) -> bool:
        """True while the scene waits for something outside the app's events (a computer's
        decision): the app then updates it every frame, drawing only once it moves."""
        return False

    def close(self) -> None:
        """Called when the scene leaves the stack for good (popped, replaced, or the stack
        cleared): let go of what refers back to it and of its images, so they are freed now."""


class SceneStack:
    """The stack of scenes: the top one gets input and updates; the visible ones are drawn."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The scene receiving input, or None when the stack is empty (the app quits)."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put `scene` on top."""
        if self.top is not None:
            self.top.exit()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        """Remove the top scene for good (it is closed: what it holds goes with it) and return
        it; the one below becomes the top again."""
        scene = self.scenes.pop()
        scene.exit()
        scene.close()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the old one is closed)."""
        old = self.scenes.pop()
        old.exit()
        old.close()
        self.scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        """Empty the stack, closing every scene."""
        while self.scenes:
            old = self.scenes.pop()
            old.exit()
            old.close()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack, closing every scene, and start again from `scene` (e.g. quit to
        menu)."""
        self.clear()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it overlays."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0) :]

    def handle(self, event: pygame.event.Event) -> bool:
        """Send an input event to the top scene."""
        return self.top.handle(event) if self.top is not None else False

    def update(self, dt: float) -> None:
        """Update the top scene."""
        if self.top is not None:
            self.top.update(dt)

    def next_frame(self) -> float:
        """Seconds until the top scene's picture changes by itself (see `Scene.next_frame`)."""
        return self.top.next_frame() if self.top is not None else 0.0

    def polls(self) -> bool:
        """True while the top scene waits for a computer's decision (see `Scene.polls`)."""
        return self.top is not None and self.top.polls()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every visible scene, bottom first."""
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window changed size."""
        for scene in self.scenes:
            scene.resize(size)

    def language_changed(self) -> None:
        """Tell every scene the app speaks another language."""
        for scene in self.scenes:
            scene.language_changed()
