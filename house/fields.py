"""Reading a mapping a person wrote (a YAML file read by `house.checked_yaml`) or a save,
field by field: each value checked by shape, an unknown field named with the known ones,
every fault one `FieldError` line naming where it is (`table.yaml: statesmen[2] (Adams):
age: 'old' is not a whole number`). It knows no game."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

T = TypeVar("T")


class FieldError(ValueError):
    """A field of a file that cannot be used; the message is one line."""


class Fields:
    """The fields of one mapping at `where`; `done()` refuses any field not read."""

    def __init__(self, value: Any, where: str) -> None:
        if not isinstance(value, dict):
            raise FieldError(f"{where}: a mapping of fields is needed, not {describe(value)}")
        self.value = value
        self.where = where
        self.read: set[str] = set()

    def at(self, key: str) -> str:
        return f"{self.where}: {key}"

    def raw(self, key: str) -> Any:
        self.read.add(key)
        return self.value.get(key)

    def integer(self, key: str, default: int | None = None, *, least: int | None = None) -> int:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise FieldError(f"{self.at(key)}: missing (a whole number)")
            return default
        return whole(value, self.at(key), least=least)

    def text(self, key: str, default: str | None = None) -> str:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise FieldError(f"{self.at(key)}: missing (a name)")
            return default
        return name(value, self.at(key))

    def optional_text(self, key: str) -> str | None:
        value = self.raw(key)
        return None if value is None else name(value, self.at(key))

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise FieldError(f"{self.at(key)}: {describe(value)} is not yes or no (true/false)")
        return value

    def items(self, key: str) -> list[Any]:
        value = self.raw(key)
        if value is None:
            return []
        if not isinstance(value, list):
            raise FieldError(f"{self.at(key)}: a list is needed, not {describe(value)}")
        return value

    def mapping(self, key: str) -> dict[Any, Any]:
        value = self.raw(key)
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise FieldError(f"{self.at(key)}: a mapping is needed, not {describe(value)}")
        return value

    def parsed(self, key: str, parse: Callable[[str], T], default: T | None = None) -> T | None:
        value = self.raw(key)
        if value is None:
            return default
        try:
            return parse(name(value, self.at(key)))
        except ValueError as exc:
            raise FieldError(f"{self.at(key)}: {exc}") from None

    def done(self) -> None:
        unknown = [str(k) for k in self.value if k not in self.read]
        if unknown:
            raise FieldError(f"{self.where}: unknown field {unknown[0]!r} (known here: {', '.join(sorted(self.read))})")


def whole(value: Any, where: str, *, least: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise FieldError(f"{where}: {describe(value)} is not a whole number")
    if least is not None and value < least:
        raise FieldError(f"{where}: {value} is below {least}")
    return value


def name(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)) or not str(value).strip():
        raise FieldError(f"{where}: {describe(value)} is not a name")
    text = str(value).strip()
    if len(text) > 80 or not text.isprintable():
        raise FieldError(f"{where}: a name is printable and at most 80 characters")
    return text


def describe(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    if value is None:
        return "nothing"
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."
