"""Loaded by Python at start-up for tutorial programs: a wait in the program takes a moment instead of seconds,
and the program's clock (`time.time`, `datetime.now`) moves on by the time it asked to wait, so that IDs made from
the time differ as they would.

After many waits the program is in a loop the reader leaves running; the runner is told so it can go on with the
page while the program keeps going in the background, as it would in the reader's other terminal.
"""

import atexit
import datetime
import os
import threading
import time

_real_sleep = time.sleep
_real_time = time.time
_waits = 0
_skipped = 0.0
_LOOPING_AFTER = 200


def _short_sleep(seconds):
    global _waits, _skipped
    _waits += 1
    _skipped += max(float(seconds) - 0.002, 0.0)
    if _waits == _LOOPING_AFTER:
        _event("looping")
    _real_sleep(min(float(seconds), 0.002))


def _event(name, detail=""):
    path = os.environ.get("SPOTFLOW_DOUBLE_EVENTS")
    if path:
        with open(path, "a", encoding="utf-8") as events:
            program = os.environ.get("SPOTFLOW_PROGRAM_ID", os.getpid())
            events.write(f"{name} {program} {detail}".rstrip() + "\n")


class _ProgramDateTime(datetime.datetime):
    @classmethod
    def now(cls, tz=None):
        return super().now(tz) + datetime.timedelta(seconds=_skipped)

    @classmethod
    def utcnow(cls):
        return super().utcnow() + datetime.timedelta(seconds=_skipped)


# The reader's clock never runs backwards: a program starts no earlier than the previous one of the terminal ended,
# or a daily batch ID it makes from the date could name a batch that a later date already completed.
_CLOCK_FILE = os.environ.get("SPOTFLOW_DOUBLE_EVENTS", "") and os.environ["SPOTFLOW_DOUBLE_EVENTS"] + ".clock"


def _terminal_clock():
    if not _CLOCK_FILE or not os.path.exists(_CLOCK_FILE):
        return 0.0
    with open(_CLOCK_FILE, encoding="utf-8") as clock:
        return float(clock.read() or 0)


def _save_clock():
    if _CLOCK_FILE:
        latest = max(_terminal_clock(), _real_time() + _skipped)
        with open(_CLOCK_FILE, "w", encoding="utf-8") as clock:
            clock.write(str(latest))


_skipped = max(_terminal_clock() - _real_time(), 0.0)


atexit.register(_save_clock)

_real_event_wait = threading.Event.wait


def _short_event_wait(self, timeout=None):
    """`Event.wait(timeout=...)` is a wait too (a loop that sleeps until the interval ends or something changes)."""
    global _waits, _skipped
    if timeout is None:
        return _real_event_wait(self)
    _waits += 1
    if _waits == _LOOPING_AFTER:
        _event("looping")
    woken = _real_event_wait(self, min(float(timeout), 0.002))
    if not woken:
        _skipped += max(float(timeout) - 0.002, 0.0)
    return woken


time.sleep = _short_sleep
threading.Event.wait = _short_event_wait
time.time = lambda: _real_time() + _skipped
datetime.datetime = _ProgramDateTime
time.real_sleep = _real_sleep
time.tutorial_event = _event
