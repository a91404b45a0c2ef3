# Every target creates .venv and installs the project into it when needed.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench dist lint clean

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

bench: $(STAMP)
	$(PY) -m game bench

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm build.spec

lint: $(STAMP)
	$(PY) -m ruff check game scenes bench tests
	$(VENV)/bin/lint-imports
	$(PY) -m mypy

clean:
	rm -rf build dist .pytest_cache .hypothesis
