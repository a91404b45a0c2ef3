"""The joining app of the two-app tests, run as its own process: the real app (headless), driven
as a person would (clicks, typing), joins the table hosted at the address given, plays its seat
through the hint (`AutoPerson`) to the end, and prints what its history then holds.

    python tests/net_app_joiner.py ws://127.0.0.1:PORT [LANG]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.history import read_history  # noqa: E402
from scenes.auto_person import AutoplayApp  # noqa: E402
from scenes.scoring import ScoringScene  # noqa: E402
from scenes.table.assist import AdviceWork  # noqa: E402
from scenes.table.base import TableScene  # noqa: E402
from tests.app_driver import FRAME, InlineExecutor, click_button, frames  # noqa: E402
from tests.net_app_driver import open_join_screen, wait  # noqa: E402

ITERATIONS = 8
SECONDS = 240


def main() -> int:
    url = sys.argv[1]
    language = sys.argv[2] if len(sys.argv) > 2 else None
    app = AutoplayApp((1280, 720), speed=25.0, person_seed=2, language=language)
    try:
        app.settings.think_time = 0.0
        app.settings.coach = "off"
        app.advice = AdviceWork(InlineExecutor(), iterations=ITERATIONS)
        app.show_menu()
        frames(app)
        join = open_join_screen(app, url)
        wait(app, lambda: join.tables, 20)
        click_button(app, app.words.gettext("Join"))
        wait(app, lambda: isinstance(app.stack.top, TableScene), 60)
        table = app.stack.top
        print(json.dumps({"table": True, "seat": table.viewer}), flush=True)
        if len(sys.argv) > 3:
            wait(app, lambda: table.view.get("phase") != "draft" and table.match.revision > 2, 60)
            app.step(FRAME)
            pygame.image.save(app.window, sys.argv[3])
        wait(app, lambda: isinstance(app.stack.top, ScoringScene), SECONDS)
        games, problems = read_history()
        record = table.match.record.to_json()
        print(json.dumps({"over": True, "history": len(games), "record": record}), flush=True)
        return 0
    finally:
        app.close()


if __name__ == "__main__":
    sys.exit(main())
