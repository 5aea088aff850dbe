"""The Clockwork politicians: automated opponents for every seat (docs/clockwork.md)."""
