"""`python -m generator serve`: the site under `mkdocs serve`, regenerated when its inputs change.

`mkdocs serve` watches docs/ and mkdocs.yml only, so on its own a correction
edited while it runs would never show. Here a watcher on the seed folder (lists
and corrections) and on generator/ (code, templates, areas.yml) runs
`python -m generator build` again after each change; the build writes only the
pages whose bytes changed, and `mkdocs serve` reloads the browser for those.

The build runs in a new process each time, so an edited generator module is
used at once, and a failing build prints its error and leaves the pages, and
the server, as they were.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from generator.config import ROOT, Settings

QUIET_SECONDS = 0.3  # editors save in bursts: build once the burst is over
IGNORED_PARTS = ("__pycache__", ".git", ".pytest_cache")
IGNORED_SUFFIXES = ("~", ".swp", ".swx", ".tmp", ".pyc")


class ChangeWatcher(FileSystemEventHandler):
    """Remembers when a watched input last changed (editor droppings and the registry,
    which the build itself writes, do not count)."""

    def __init__(self, ignored: Path):
        self.ignored = ignored.resolve()
        self.last_change: float | None = None
        self.lock = threading.Lock()

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type in ("opened", "closed", "closed_no_write"):
            return
        path = Path(str(event.src_path))
        if path.resolve() == self.ignored or any(part in IGNORED_PARTS for part in path.parts):
            return
        if path.name.startswith(".") or path.name.endswith(IGNORED_SUFFIXES):
            return
        with self.lock:
            self.last_change = time.monotonic()

    def settled_change(self) -> bool:
        """True once after a change followed by QUIET_SECONDS without another."""
        with self.lock:
            if self.last_change is None or time.monotonic() - self.last_change < QUIET_SECONDS:
                return False
            self.last_change = None
            return True


def generate(settings: Settings) -> bool:
    """`python -m generator build` in a new process; its output goes to the terminal."""
    command = [sys.executable, "-m", "generator", "build", "--seeds", str(settings.seeds_dir),
               "--docs", str(settings.docs_dir), "--config", str(settings.mkdocs_file)]
    return subprocess.run(command, cwd=ROOT, check=False).returncode == 0


def serve(settings: Settings, dev_addr: str) -> int:
    """Generate, start `mkdocs serve`, and generate again on every change until stopped."""
    if not generate(settings):
        return 2
    server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--livereload", "--dev-addr", dev_addr,
                               "--config-file", str(settings.mkdocs_file)], cwd=settings.mkdocs_file.parent)
    watcher = ChangeWatcher(ignored=settings.registry_file)
    observer = Observer()
    for folder in (settings.seeds_dir, ROOT / "generator"):
        observer.schedule(watcher, str(folder), recursive=True)
    observer.start()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # stop the server too when terminated
    try:
        while server.poll() is None:
            time.sleep(0.1)
            if watcher.settled_change():
                print("generator: inputs changed, building the pages again", file=sys.stderr)
                generate(settings)
        return server.returncode
    except KeyboardInterrupt:
        return 0
    finally:
        observer.stop()
        if server.poll() is None:
            server.terminate()
            server.wait()
