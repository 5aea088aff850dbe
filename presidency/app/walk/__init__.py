"""The table session's walk through a turn: one module a procedure, each a generator of
`Say` and `Ask` steps (`presidency.app.walk.basics`); `game` strings them together."""
