"""Work that runs in a second process while the build goes on (2 cores here)."""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")


@contextmanager
def in_background(function: Callable[..., T], *args: object) -> Iterator[Callable[[], T]]:
    """Run `function(*args)` in a forked process while the caller goes on; the
    context gives the function that waits for its result.

    Forked, the process starts at once with everything imported and computes
    exactly what it would here; it finds the call in its copy of `_pending`, so
    the arguments are never pickled (only the result comes back). Where fork is
    not safe (macOS, Windows) or there is a single CPU, the call runs here when
    its result is asked for."""
    if sys.platform != "linux" or len(os.sched_getaffinity(0)) < 2:
        yield lambda: function(*args)
        return
    _pending[:] = [function, args]
    try:
        with multiprocessing.get_context("fork").Pool(1) as pool:  # leaving terminates it, also on an error
            yield pool.apply_async(_run_pending).get
    finally:
        _pending.clear()


_pending: list = []  # [function, args] of the call the next forked process makes


def _run_pending() -> object:
    function, args = _pending
    return function(*args)
