# Every target creates .venv and installs into it what it needs: `make play` the app and its own
# dependencies only; the developer targets (test, lint, bench, dist) add the test and build tools
# at the versions pinned in constraints-dev.txt, so a new release of a tool cannot break CI.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.dev-installed
CONSTRAINTS := constraints-dev.txt

LOCALE := assets/locale

.PHONY: play test bench dist lint catalogs constraints clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $(STAMP)

$(DEV_STAMP): $(STAMP) $(CONSTRAINTS)
	$(PY) -m pip install --quiet -e '.[test,build]' -c $(CONSTRAINTS)
	touch $(DEV_STAMP)

play: $(STAMP)
	$(PY) -m game play

test: lint
	SDL_VIDEODRIVER=$${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=$${SDL_AUDIODRIVER:-dummy} \
		$(PY) -m pytest -n 2 tests

# RLCard's UNO engine is timed beside ours; it goes into this development environment only,
# never into the app's dependencies.
bench: $(DEV_STAMP)
	$(PY) -m pip install --quiet rlcard
	$(PY) -m game bench

dist: $(DEV_STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

lint: $(DEV_STAMP)
	$(PY) -m ruff check game scenes bench tests
	$(VENV)/bin/lint-imports
	$(PY) -m mypy

# Gather every marked text into the template, merge it into each language's catalog, compile.
# The compiled catalogs are committed (tests/test_catalogs.py checks they are current), so a
# fresh clone and the packaged app need no step; a new language starts with
# `.venv/bin/python -m tools.new_catalog LANG` (CLDR's plural rule in its header).
catalogs: $(STAMP)
	$(VENV)/bin/pybabel extract -F babel.cfg -k NP_:1,2 -c TRANSLATORS: --add-location=file \
		--sort-by-file --project="Trio Table" -o $(LOCALE)/trio_table.pot .
	$(VENV)/bin/pybabel update -i $(LOCALE)/trio_table.pot -d $(LOCALE) -D trio_table \
		--ignore-obsolete --no-fuzzy-matching
	$(VENV)/bin/pybabel compile -d $(LOCALE) -D trio_table --statistics

# Pin the developer tools afresh (newest releases that install together): run it on purpose,
# check `make test`, and commit constraints-dev.txt with the tools' new versions.
constraints:
	rm -rf .venv-constraints
	$(PYTHON) -m venv .venv-constraints
	.venv-constraints/bin/python -m pip install --quiet -e '.[test,build]'
	{ echo "# The developer tools and everything they pull in, pinned: \`make constraints\` writes this file."; \
		.venv-constraints/bin/python -m pip freeze --exclude-editable; } > $(CONSTRAINTS)
	rm -rf .venv-constraints

clean:
	rm -rf build dist .pytest_cache .hypothesis
