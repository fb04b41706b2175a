# Dracula vs Van Helsing: the two commands are `make play` and `make test`.
# Each sets up what it needs (a virtual environment with pinned packages) on first use.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY_STAMP := $(VENV)/.installed

.PHONY: play test test-engine lint bench terminal clean

$(PY_STAMP): requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

play:
	@echo "The browser game is not built yet; play in the terminal meanwhile: $(PYTHON) -m game --help"
	$(PYTHON) -m game

test: $(PY_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

test-engine: $(PY_STAMP)
	$(BIN)/python -m pytest tests

lint: $(PY_STAMP)
	$(BIN)/ruff check .

bench:
	$(PYTHON) -m game.bench

terminal:
	$(PYTHON) -m game

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache
