# Every task a developer or CI needs. `make serve` and `make test` set everything up
# on a fresh machine with Python 3.11: the virtual environment in .venv is created
# and filled from the pinned requirements.txt the first time (and when it changes).

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-requirements
HOST ?= 127.0.0.1:8000

.PHONY: help venv generate check build serve test golden bench lock clean

help:
	@echo "make serve     generate the pages, build and serve the site on http://$(HOST)"
	@echo "make test      run every test"
	@echo "make build     generate the pages and write the static site to site/"
	@echo "make generate  (re)write the generated pages under docs/ only"
	@echo "make check     fail if the generated pages under docs/ are out of date"
	@echo "make bench     time generate + build for N synthetic abstracts (default N=10000)"
	@echo "make golden    rewrite the golden files under tests/data/ (review the diff)"
	@echo "make lock      re-pin requirements.txt from the dependencies in pyproject.toml"
	@echo "make clean     remove generated pages and the built site"

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --requirement requirements.txt
	touch $@

venv: $(STAMP)

generate: $(STAMP)
	$(BIN)/python -m generator build

check: $(STAMP)
	$(BIN)/python -m generator check

build: generate
	$(BIN)/mkdocs build --strict

serve: generate
	$(BIN)/mkdocs serve --livereload --dev-addr $(HOST)

test: $(STAMP)
	$(BIN)/python -m pytest

N ?= 10000
bench: $(STAMP)
	$(BIN)/python -m tests.bench $(N)

golden: $(STAMP)
	$(BIN)/python -m pytest --update-golden

lock:
	rm -rf .lock-venv
	$(PYTHON) -m venv .lock-venv
	.lock-venv/bin/python -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; \
		print("\n".join(p["dependencies"] + p["optional-dependencies"]["test"]))' > .lock-venv/direct.txt
	.lock-venv/bin/python -m pip install --quiet --disable-pip-version-check --requirement .lock-venv/direct.txt
	( echo "# Pinned by \`make lock\` from the dependencies in pyproject.toml; do not edit by hand."; \
	  .lock-venv/bin/python -m pip freeze ) > requirements.txt
	rm -rf .lock-venv

clean:
	rm -rf site docs/papers docs/areas docs/index.md docs/papers.json
