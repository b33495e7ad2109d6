"""Benchmarks (run as python -m bench.<name>)."""
