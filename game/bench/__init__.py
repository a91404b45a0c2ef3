"""Trio Table's benchmarks (`python -m game bench`, `make bench`): one module per measurement
family — `rules_speed`, `ai_speed`, `frames` (with memory, through `autoplay`), `startup`,
`package` — each returning `Figure`s, which `report` prints as a table beside their targets and
writes as JSON. `runner` ties them together."""
