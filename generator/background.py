"""Work spread over processes, one per CPU (2 here).

The processes fork: a forked process starts at once with everything imported and
computes exactly what it would here; it finds its work in its copy of `_pending`,
so functions and arguments are never pickled (only results come back). Where
fork is not safe (macOS, Windows) or there is a single CPU, everything runs here.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def worker_count() -> int:
    """Processes worth forking: the CPUs this process may use, or 0 where fork is unsafe."""
    return len(os.sched_getaffinity(0)) if sys.platform == "linux" else 0


def run_all(tasks: Sequence[Callable[[], T]]) -> list[T]:
    """Call every task (a function of no arguments) in forked processes, one per
    CPU, each taking the next task when it is done; the results in task order."""
    workers = worker_count()
    if workers < 2 or len(tasks) < 2:
        return [task() for task in tasks]
    _pending[:] = tasks
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            return pool.map(_run_pending, range(len(tasks)), chunksize=1)
    finally:
        _pending.clear()


_pending: list = []  # the calls that the next forked processes make, by number


def _run_pending(number: int) -> object:
    return _pending[number]()
