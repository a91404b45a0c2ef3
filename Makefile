# Every target creates .venv and installs the project into it when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

LOCALE := assets/locale

.PHONY: play test bench dist lint catalogs clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game play

test: lint
	SDL_VIDEODRIVER=$${SDL_VIDEODRIVER:-dummy} SDL_AUDIODRIVER=$${SDL_AUDIODRIVER:-dummy} \
		$(PY) -m pytest -n 2 tests

# RLCard's UNO engine is timed beside ours; it goes into this development environment only,
# never into the app's dependencies.
bench: $(STAMP)
	$(PY) -m pip install --quiet rlcard
	$(PY) -m game bench

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

lint: $(STAMP)
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

clean:
	rm -rf build dist .pytest_cache .hypothesis
