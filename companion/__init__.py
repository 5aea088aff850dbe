"""The terminal app: click commands, the interactive session, rich rendering and saves."""
