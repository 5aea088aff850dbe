"""The rules of Prime Minister: state, Parliamentary Order and every rule 1.0-13.0.

No I/O and no UI here; `companion` renders and `clockwork` decides for automated seats.
"""
