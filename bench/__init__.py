"""Trio Table's developer tools, kept out of the shipped `game` package and the packaged app.

The benchmarks (`python -m bench`, `python -m game bench`, `make bench`): one module per
measurement family — `rules_speed`, `ai_speed`, `frames` (with memory, through `autoplay`),
`startup`, `package`, `decisions` (with `hand_filter`) — each returning `Figure`s, which `report`
prints as a table beside their targets and writes as JSON. `runner` ties them together.

`arena`, run as `python -m game arena`: computer levels play each other headless.
"""
