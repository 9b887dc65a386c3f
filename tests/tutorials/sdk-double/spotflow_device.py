"""A test double of the Python Device SDK (package `spotflow-device`) that speaks to the platform model.

Same public surface as tests/guides/sdk-stubs/python/spotflow_device.py (the real SDK's signatures). Provisioning
and registration use the web API operations the real SDK calls (init, complete, register); messages and the device
twin go through the model's device channel, which stands in for the SDK's MQTT connection to IoT Hub. Credentials
are kept in the `db` file, reused while the device ID and provisioning token stay the same, as the SDK does.
"""

from __future__ import annotations

import atexit
import enum
import json
import os
import threading
import time
import urllib.error
import urllib.request
from typing import Callable, Optional

_MODEL = os.environ.get("SPOTFLOW_MODEL_URL", "")
_sleep = getattr(time, "real_sleep", time.sleep)
_event = getattr(time, "tutorial_event", lambda name, detail="": None)


class SpotflowError(Exception):
    """Raised by any method or property that cannot continue."""


def _call(method, path, credential, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(_MODEL + path, data=data, method=method)
    request.add_header("Authorization", credential)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode()
            return response.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        return error.code, (json.loads(text) if text else None)


class ProvisioningOperation:
    def __init__(self, answer: dict):
        self._answer = answer

    @property
    def id(self) -> str:
        return self._answer["provisioningOperationId"]

    @property
    def verification_code(self) -> str:
        return self._answer["verificationCode"]

    @property
    def expiration_time(self) -> str:
        return self._answer["expirationTime"].replace("Z", "+00:00")


class DesiredProperties:
    def __init__(self, document: dict):
        self._document = dict(document)

    @property
    def version(self) -> int:
        return self._document["$version"]

    @property
    def values(self) -> dict:
        return {key: value for key, value in self._document.items() if key != "$version"}


class Compression(enum.Enum):
    UNCOMPRESSED = 0
    FASTEST = 1
    SMALLEST_SIZE = 2


class StreamSender:
    def __init__(self, client: "DeviceClient", stream_group, stream):
        self._client = client
        self._target = {"streamGroup": stream_group, "stream": stream}

    def _send(self, payload, batch_id, message_id, complete=False):
        if not complete and not isinstance(payload, (bytes, bytearray)):
            raise TypeError("payload must be bytes")
        message = {key: value for key, value in self._target.items() if value is not None}
        message.update({"payload": "" if complete else bytes(payload).decode("utf-8", "replace")})
        if batch_id is not None:
            message["batchId"] = batch_id
        if message_id is not None:
            message["messageId"] = message_id
        if complete:
            message["completeBatch"] = True
        self._client._device_call("/_device/messages", message)

    def send_message(self, payload, batch_id=None, message_id=None, batch_slice_id=None, chunk_id=None) -> None:
        self._send(payload, batch_id, message_id)

    def enqueue_message(self, payload, batch_id=None, message_id=None, batch_slice_id=None, chunk_id=None) -> None:
        self._send(payload, batch_id, message_id)

    def enqueue_batch_completion(self, batch_id: str) -> None:
        self._send(b"", batch_id, None, complete=True)

    def enqueue_message_completion(self, batch_id: str, message_id: str) -> None:
        pass


class DeviceClient:
    def __init__(self, registration: dict, registration_token: str, desired_callback):
        self._registration = registration
        self._token = registration_token
        self._desired_callback = desired_callback
        self._open = True
        self._desired_version = None
        # The program ends, the SDK's connection closes: the platform stops getting keep-alives.
        atexit.register(lambda: _call("POST", "/_device/disconnect", f"DeviceToken {self._token}", {}))
        if desired_callback is not None:
            self._watch_desired()
            threading.Thread(target=self._watch_loop, daemon=True).start()

    @staticmethod
    def start(
        device_id: Optional[str],
        provisioning_token: str,
        db: str,
        instance: Optional[str] = None,
        display_provisioning_operation_callback: Optional[Callable[[ProvisioningOperation], None]] = None,
        desired_properties_updated_callback=None,
        allow_remote_access: bool = False,
    ) -> "DeviceClient":
        stored = {}
        if os.path.exists(db):
            with open(db, encoding="utf-8") as file:
                stored = json.load(file)
        token = None
        if stored.get("deviceId") == device_id and stored.get("provisioningToken") == provisioning_token:
            token = stored.get("registrationToken")
        if token:
            status, registration = _call("PUT", "/devices/register", f"DeviceToken {token}", {"connectionStringType": "SharedAccessSignature"})
            if status != 200:
                token = None
        if not token:
            token = DeviceClient._provision(device_id, provisioning_token, display_provisioning_operation_callback)
            status, registration = _call("PUT", "/devices/register", f"DeviceToken {token}", {"connectionStringType": "SharedAccessSignature"})
            if status != 200:
                raise SpotflowError(f"Registration failed: {registration}")
        with open(db, "w", encoding="utf-8") as file:
            json.dump({"deviceId": device_id, "provisioningToken": provisioning_token, "registrationToken": token}, file)
        return DeviceClient(registration, token, desired_properties_updated_callback)

    @staticmethod
    def _provision(device_id, provisioning_token, display) -> str:
        credential = f"DeviceToken {provisioning_token}"
        body = {} if device_id is None else {"deviceId": device_id}
        status, answer = _call("POST", "/provisioning-operations/init", credential, body)
        if status != 200:
            raise SpotflowError(f"Provisioning failed: {answer}")
        operation = ProvisioningOperation(answer)
        if display is not None:
            display(operation)
        else:
            print(f"Provisioning operation {operation.id} waiting for approval; verification code {operation.verification_code}")
        # The runner tells an approval nobody gives from one the program has not polled yet by the operation.
        _event("waiting", operation.id)
        while True:
            status, answer = _call("PUT", "/provisioning-operations/complete", credential, {"provisioningOperationId": operation.id})
            if status == 200:
                _event("approved")
                return answer["registrationToken"]
            if status != 202:
                raise SpotflowError(f"Provisioning operation ended: {answer}")
            _sleep(0.02)

    def _device_call(self, path, body=None):
        status, answer = _call("POST", path, f"DeviceToken {self._token}", body or {})
        if status == 401:
            raise SpotflowError("The device's registration token is no longer valid")
        return answer

    def _watch_desired(self):
        document = self._device_call("/_device/desired-properties")
        if document and document["$version"] != self._desired_version:
            self._desired_version = document["$version"]
            self._desired_callback(DesiredProperties(document))

    def _watch_loop(self):
        while self._open:
            _sleep(0.01)
            self._watch_desired()

    def __enter__(self) -> "DeviceClient":
        return self

    def __exit__(self, exception_type, exception, traceback) -> None:
        self._open = False

    @property
    def workspace_id(self) -> str:
        return self._registration["workspaceId"]

    @property
    def device_id(self) -> str:
        return self._registration["deviceId"]

    @property
    def pending_messages_count(self) -> int:
        return 0

    @property
    def any_pending_reported_properties_updates(self) -> bool:
        return False

    def create_stream_sender(self, stream_group=None, stream=None, compression=Compression.UNCOMPRESSED) -> StreamSender:
        return StreamSender(self, stream_group, stream)

    def wait_enqueued_messages_sent(self) -> None:
        pass

    def get_desired_properties(self) -> DesiredProperties:
        return DesiredProperties(self._device_call("/_device/desired-properties"))

    def get_desired_properties_if_newer(self, version=None):
        current = self.get_desired_properties()
        return current if version is None or current.version > version else None

    def update_reported_properties(self, properties: dict) -> None:
        self._device_call("/_device/reported-properties", properties)
