"""Tests that draw write their pictures and transcripts to artifacts/ (git-ignored) to be
looked at by a person."""

from tests.support import ROOT

ARTIFACTS = ROOT / "artifacts"
