"""generator/background.py: work in forked processes gives what it would here."""

import gc
import os
import time
from concurrent.futures.process import BrokenProcessPool
from functools import partial

import pytest

from generator import background


def square(number: int) -> int:
    return number * number


def fail() -> int:
    raise ValueError("task failed")


@pytest.fixture(params=["forked", "here"])
def where(request, monkeypatch):
    if request.param == "here":
        monkeypatch.setattr(background, "worker_count", lambda: 1)
    elif background.worker_count() < 2:
        pytest.skip("one CPU or no fork: everything runs here")
    return request.param


def test_run_all_gives_every_result_in_task_order(where):
    assert background.run_all([partial(square, n) for n in range(40)]) == [n * n for n in range(40)]


def test_run_all_runs_forked_tasks_in_other_processes():
    if background.worker_count() < 2:
        pytest.skip("one CPU or no fork")
    assert os.getpid() not in background.run_all([os.getpid, os.getpid])


def test_run_all_raises_a_task_error(where):
    with pytest.raises(ValueError, match="task failed"):
        background.run_all([partial(square, 2), fail])


def late_failure() -> int:
    time.sleep(0.5)
    raise ValueError("the first task in order")


def test_run_all_raises_the_error_of_the_first_failing_task_in_order(where):
    """Not the first to fail in time: the error names the first abstract that fails."""
    with pytest.raises(ValueError, match="the first task in order"):
        background.run_all([late_failure, fail])


def test_run_all_raises_when_a_worker_dies():
    if background.worker_count() < 2:
        pytest.skip("one CPU or no fork")
    with pytest.raises(BrokenProcessPool):
        background.run_all([partial(square, 2), partial(os._exit, 1)])



def test_the_collector_is_paused_for_a_build_and_the_workers_and_restored_after():
    assert gc.isenabled()
    with background.paused_collector():
        assert not gc.isenabled()
        assert background.run_all([gc.isenabled, gc.isenabled]) == [False, False]  # forked: paused too
    assert gc.isenabled()
    gc.disable()
    try:
        with background.paused_collector():
            pass
        assert not gc.isenabled()  # left as it was found
    finally:
        gc.enable()
