"""The vendored OpenAPI spec is the file its README names, under the licence it names."""

from __future__ import annotations

import hashlib
import re

from tests.emulator.spec import SPEC, enum_values, openapi


def test_the_vendored_spec_is_the_one_its_readme_describes():
    readme = (SPEC.parent / "README.md").read_text("utf-8")
    (checksum,) = re.findall(r"sha256\s+`([0-9a-f]{64})`", readme)
    assert hashlib.sha256(SPEC.read_bytes()).hexdigest() == checksum
    assert openapi()["info"]["license"]["identifier"] == "MIT"


def test_enums_read_as_their_values():
    assert {"en-US", "es-419", "ar"} <= enum_values("AvailableLocalesEnum")
