"""`python -m game ...`: see game.cli."""

from game.cli import main

raise SystemExit(main())
