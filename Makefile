# dyneval: `make run` runs the main job, `make test` runs the whole suite.
SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck unit schemas bench bench-quick clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip setuptools wheel

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dyneval run

lint: $(STAMP)
	$(BIN)/ruff check shared services tests benchmarks
	$(BIN)/mypy shared services tests

unit: $(STAMP)
	$(BIN)/python -m pytest -q

test: lint unit

schemas: $(STAMP)
	$(BIN)/python -m shared.messages.schemas schemas

bench: $(STAMP)
	@for b in benchmarks/bench_*.py; do echo "== $$b"; PYTHONPATH=. $(BIN)/python $$b || exit 1; done

bench-quick: $(STAMP)
	@for b in benchmarks/bench_*.py; do echo "== $$b"; PYTHONPATH=. $(BIN)/python $$b --quick || exit 1; done

clean:
	rm -rf .dyneval .pytest_cache .mypy_cache .ruff_cache

include deploy/kafka/Makefile.inc
