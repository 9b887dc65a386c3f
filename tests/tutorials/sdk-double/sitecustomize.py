"""Loaded by Python at start-up for tutorial programs: a wait in the program takes a moment instead of seconds.

After many waits the program is in a loop the reader leaves running; the runner is told so it can go on with the
page while the program keeps going in the background, as it would in the reader's other terminal.
"""

import os
import time

_real_sleep = time.sleep
_waits = 0
_LOOPING_AFTER = 200


def _short_sleep(seconds):
    global _waits
    _waits += 1
    if _waits == _LOOPING_AFTER:
        _event("looping")
    _real_sleep(min(float(seconds), 0.002))


def _event(name):
    path = os.environ.get("SPOTFLOW_DOUBLE_EVENTS")
    if path:
        with open(path, "a", encoding="utf-8") as events:
            events.write(f"{name} {os.getpid()}\n")


time.sleep = _short_sleep
time.real_sleep = _real_sleep
time.tutorial_event = _event
