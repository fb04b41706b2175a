# Dracula vs Van Helsing: the two commands are `make play` and `make test`.
# Each sets up what it needs on first use: a virtual environment with the pinned Python
# packages (requirements-dev.txt), the pinned npm packages (package-lock.json), and the
# vendored runtime (PyScript, Pyodide and the font, copied into vendor/ by tools/vendor.py).
# `make test` also needs a Chromium for the browser tests: tools/system.sh installs Debian's
# when run as root, or says the one command to run.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
VENDOR_STAMP := vendor/manifest.json

.PHONY: play test test-engine e2e lint bench bench-web vendor dist terminal clean chromium

$(PY_STAMP): requirements-dev.txt
	PYTHON=$(PYTHON) tools/system.sh venv
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(VENDOR_STAMP): $(NODE_STAMP) tools/vendor.py
	$(PYTHON) tools/vendor.py

vendor: $(VENDOR_STAMP)

# dist/: exactly what a static host serves (see tools/build.py); rebuilt every time, it is quick.
dist: $(VENDOR_STAMP)
	$(PYTHON) tools/pyscript_files.py --check
	$(PYTHON) tools/build.py

play: dist
	@echo "Dracula vs Van Helsing: open http://localhost:$(PORT)/ in your browser."
	$(PYTHON) tools/serve.py --port $(PORT) --root dist

chromium:
	@tools/system.sh chromium

# The suite runs on two workers (pytest-xdist), each with its own server and Chromium; a worker that is
# free takes the next test, so a long file does not hold the end up.
WORKERS ?= 2

test: $(PY_STAMP) dist chromium
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n $(WORKERS) --dist worksteal

test-engine: $(PY_STAMP)
	$(BIN)/python -m pytest tests

e2e: $(PY_STAMP) dist chromium
	$(BIN)/python -m pytest e2e

lint: $(PY_STAMP)
	$(BIN)/ruff check .

bench:
	$(PYTHON) -m game.lab.bench

bench-web: $(PY_STAMP) dist chromium
	$(BIN)/python tools/bench_web.py

terminal:
	$(PYTHON) -m game

clean:
	rm -rf $(VENV) node_modules vendor dist .pytest_cache .hypothesis .ruff_cache e2e/artifacts
