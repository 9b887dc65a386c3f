"""Loaded by Python at start-up for tutorial programs: a wait in the program takes a moment instead of seconds,
and the program's clock (`time.time`, `datetime.now`) moves on by the time it asked to wait, so that IDs made from
the time differ as they would.

After many waits the program is in a loop the reader leaves running; the runner is told so it can go on with the
page while the program keeps going in the background, as it would in the reader's other terminal.
"""

import datetime
import os
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


def _event(name):
    path = os.environ.get("SPOTFLOW_DOUBLE_EVENTS")
    if path:
        with open(path, "a", encoding="utf-8") as events:
            events.write(f"{name} {os.environ.get('SPOTFLOW_PROGRAM_ID', os.getpid())}\n")


class _ProgramDateTime(datetime.datetime):
    @classmethod
    def now(cls, tz=None):
        return super().now(tz) + datetime.timedelta(seconds=_skipped)

    @classmethod
    def utcnow(cls):
        return super().utcnow() + datetime.timedelta(seconds=_skipped)


time.sleep = _short_sleep
time.time = lambda: _real_time() + _skipped
datetime.datetime = _ProgramDateTime
time.real_sleep = _real_sleep
time.tutorial_event = _event
