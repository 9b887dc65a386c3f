"""Public surface of the Python Device SDK (package `spotflow-device`), for checking the guides' samples.

Written from the SDK's type stub `spotflow-py/spotflow_device.pyi` and its PyO3 binding `spotflow-py/src/`
in the public repository spotflow-io/device-sdk (the commits that still hold `spotflow-py/`). Only names,
parameters and types matter here; nothing talks to a platform.

One deliberate difference from the type stub: it types message payloads as `str | bytes`, but the binding
extracts them as `Vec<u8>`, which refuses a `str` at run time. The SDK's own quick start therefore sends
`payload.encode()`, and so must the guides; this stub types payloads as `bytes`.
"""

from __future__ import annotations

import enum
from typing import Callable, Optional


class SpotflowError(Exception):
    """Raised by any method or property that cannot continue."""


class ProvisioningOperation:
    @property
    def id(self) -> str: ...

    @property
    def verification_code(self) -> str: ...

    @property
    def expiration_time(self) -> str: ...


class DesiredProperties:
    @property
    def version(self) -> int: ...

    @property
    def values(self) -> dict: ...


class Compression(enum.Enum):
    UNCOMPRESSED = 0
    FASTEST = 1
    SMALLEST_SIZE = 2


class StreamSender:
    def send_message(
        self,
        payload: bytes,
        batch_id: Optional[str] = None,
        message_id: Optional[str] = None,
        batch_slice_id: Optional[str] = None,
        chunk_id: Optional[str] = None,
    ) -> None: ...

    def enqueue_message(
        self,
        payload: bytes,
        batch_id: Optional[str] = None,
        message_id: Optional[str] = None,
        batch_slice_id: Optional[str] = None,
        chunk_id: Optional[str] = None,
    ) -> None: ...

    def enqueue_batch_completion(self, batch_id: str) -> None: ...

    def enqueue_message_completion(self, batch_id: str, message_id: str) -> None: ...


class DeviceClient:
    @staticmethod
    def start(
        device_id: Optional[str],
        provisioning_token: str,
        db: str,
        instance: Optional[str] = None,
        display_provisioning_operation_callback: Optional[Callable[[ProvisioningOperation], None]] = None,
        desired_properties_updated_callback: Optional[Callable[[DesiredProperties], None]] = None,
        allow_remote_access: bool = False,
    ) -> DeviceClient: ...

    # `with DeviceClient.start(...) as client:` disconnects the client at the end of the block.
    def __enter__(self) -> DeviceClient: ...

    def __exit__(self, exception_type: object, exception: object, traceback: object) -> None: ...

    @property
    def workspace_id(self) -> str: ...

    @property
    def device_id(self) -> str: ...

    @property
    def pending_messages_count(self) -> int: ...

    @property
    def any_pending_reported_properties_updates(self) -> bool: ...

    def create_stream_sender(
        self,
        stream_group: Optional[str] = None,
        stream: Optional[str] = None,
        compression: Optional[Compression] = Compression.UNCOMPRESSED,
    ) -> StreamSender: ...

    def wait_enqueued_messages_sent(self) -> None: ...

    def get_desired_properties(self) -> DesiredProperties: ...

    def get_desired_properties_if_newer(self, version: Optional[int] = None) -> Optional[DesiredProperties]: ...

    def update_reported_properties(self, properties: dict) -> None: ...


# The binding defines no constructor for these: instances come from DeviceClient.start and its methods.
NOT_CONSTRUCTIBLE = (ProvisioningOperation, DesiredProperties, StreamSender, DeviceClient)
