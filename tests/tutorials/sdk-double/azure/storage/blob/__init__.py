"""A test double of `azure-storage-blob` for reading stream storage through a secure URI, as the guides do.

It lists and downloads the objects the platform model holds in the container the URI names.
"""

import json
import urllib.request
from urllib.parse import urlsplit


class BlobProperties:
    def __init__(self, name: str, size: int):
        self.name = name
        self.size = size


class StorageStreamDownloader:
    def __init__(self, content: bytes):
        self._content = content

    def readall(self) -> bytes:
        return self._content


class ContainerClient:
    def __init__(self, url: str):
        parts = urlsplit(url)
        self._url = f"{parts.scheme}://{parts.netloc}{parts.path}"

    @classmethod
    def from_container_url(cls, container_url: str, credential=None) -> "ContainerClient":
        return cls(container_url)

    def _objects(self):
        with urllib.request.urlopen(self._url) as response:
            return json.loads(response.read().decode())

    def list_blobs(self, name_starts_with=None, include=None):
        for item in sorted(self._objects(), key=lambda item: item["name"]):
            if name_starts_with is None or item["name"].startswith(name_starts_with):
                yield BlobProperties(item["name"], len(item["content"].encode()))

    def download_blob(self, blob, offset=None, length=None):
        name = getattr(blob, "name", blob)
        for item in self._objects():
            if item["name"] == name:
                return StorageStreamDownloader(item["content"].encode())
        raise KeyError(name)
