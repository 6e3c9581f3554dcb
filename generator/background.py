"""Work spread over processes, one per CPU (2 here).

The processes fork: a forked process starts at once with everything imported and
computes exactly what it would here; it finds its work in its copy of `_pending`,
so functions and arguments are never pickled (only results come back). Where
fork is not safe (macOS, Windows) or there is a single CPU, everything runs here.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from threadpoolctl import threadpool_limits

T = TypeVar("T")


@contextmanager
def paused_collector() -> Iterator[None]:
    """Python's cyclic garbage collector off for a build, in this process and the workers
    it forks: a build makes millions of objects that live until it ends, which each
    collection scanned again (0.5-1 s of a 15 s build of 10,000 papers) to free nothing
    (the peak memory is the same)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def worker_count() -> int:
    """Processes worth forking: the CPUs this process may use, or 0 where fork is unsafe."""
    return len(os.sched_getaffinity(0)) if sys.platform == "linux" else 0


def run_all(tasks: Sequence[Callable[[], T]]) -> list[T]:
    """Call every task (a function of no arguments) in forked processes, one per
    CPU, each taking the next task when it is done; the results in task order."""
    return list(run_each(tasks))


def run_each(tasks: Sequence[Callable[[], T]]) -> Iterator[T]:
    """run_all's results one by one, each as soon as it and those before it are done,
    so that the caller works on them (writes them, say) while the workers go on.

    The first task in order that fails raises its error here, and the tasks not yet
    started are dropped; a worker that dies (killed for memory, say) raises
    BrokenProcessPool (multiprocessing's Pool waited for its result for ever)."""
    workers = worker_count()
    # one BLAS thread each: threads on top of the workers only contend, and spin (3 s more
    # CPU at 10,000 papers); the forked workers inherit the limit
    with threadpool_limits(1):
        if workers < 2 or len(tasks) < 2:
            yield from (task() for task in tasks)
            return
        _pending[:] = tasks
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
                futures = [pool.submit(_run_pending, number) for number in range(len(tasks))]
                try:
                    for future in futures:
                        yield future.result()
                except BaseException:  # also the caller's giving up (GeneratorExit)
                    pool.shutdown(cancel_futures=True)
                    raise
        finally:
            _pending.clear()


_pending: list = []  # the calls that the next forked processes make, by number


def _run_pending(number: int) -> object:
    return _pending[number]()
