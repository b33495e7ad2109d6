"""docs/rules.md ships the rules of record with the project: it must match ../shared/RULES.md."""

from __future__ import annotations

from tests.support import ROOT


def test_rules_copy_matches_the_rules_of_record():
    shipped = (ROOT / "docs" / "rules.md").read_text("utf-8")
    # ../shared beside the checkout (CI, the main checkout) or beside its parent (worktrees).
    candidates = [ROOT.parent / "shared" / "RULES.md", ROOT.parent.parent / "shared" / "RULES.md"]
    reference = next((c for c in candidates if c.exists()), None)
    assert reference is not None, "../shared/RULES.md is the reference beside the checkout"
    body = shipped.split("\n", 2)[2]  # after the one-line header comment and a blank line
    assert body == reference.read_text("utf-8")
