"""Reading a YAML file a person may have edited, copied or crafted, within limits.

Every game's app reads its data and position files through `read_yaml`: only a regular file
(a pipe, a device or a folder in its place is refused without being opened for reading, so
nothing blocks), at most `max_bytes`, UTF-8, with YAML aliases (`*name`) that stand for at
most `MAX_EXPANDED` values once written out, nested at most `MAX_DEPTH` deep, no key given
twice in one mapping, and no number too long to read. Any fault is a `YamlInputError` whose
message is one line naming the file (and the line in it where there is one).

PyYAML is imported on the first read, so a command that reads no YAML never pays for it.
"""

from __future__ import annotations

import os
import stat
from typing import Any

MAX_BYTES = 4 * 1024 * 1024  # a data or position file larger than this is refused unread
MAX_EXPANDED = 200_000  # values a file may stand for once its aliases are written out
MAX_DEPTH = 64  # lists and mappings nested deeper than this are refused

_LOADER: Any = None


class YamlInputError(ValueError):
    """A YAML file that cannot be read within the limits; the message is one line."""


def _loader() -> Any:
    """libyaml's safe loader when PyYAML was built with it, else the pure one; each refuses a
    key given twice in one mapping."""
    global _LOADER
    if _LOADER is None:
        import yaml

        base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

        class CheckedLoader(base):  # type: ignore[misc, valid-type]
            def construct_mapping(self, node: Any, deep: bool = False) -> Any:
                seen: set[Any] = set()
                for key_node, _ in node.value:
                    key = self.construct_object(key_node, deep=True)
                    try:
                        if key in seen:
                            raise yaml.constructor.ConstructorError(
                                None, None, f"the key {key!r} is given twice in one mapping", key_node.start_mark
                            )
                        seen.add(key)
                    except TypeError:  # an unhashable key: the base loader says so
                        pass
                return super().construct_mapping(node, deep=deep)

        _LOADER = CheckedLoader
    return _LOADER


def read_bytes(path: str | os.PathLike[str], label: str, *, max_bytes: int = MAX_BYTES, kind: str = "file") -> bytes:
    """The bytes of a regular file at `path`, at most `max_bytes`; a pipe, a device, a folder,
    a missing or unreadable file is a `YamlInputError` naming `label`."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise YamlInputError(f"{label}: no such {kind}") from None
    except IsADirectoryError:
        raise YamlInputError(f"{label}: a folder, not a {kind}") from None
    except OSError as exc:
        raise YamlInputError(f"{label}: cannot be read ({exc.strerror or exc})") from None
    try:
        status = os.fstat(handle)
        if stat.S_ISDIR(status.st_mode):
            raise YamlInputError(f"{label}: a folder, not a {kind}")
        if not stat.S_ISREG(status.st_mode):
            raise YamlInputError(f"{label}: not a regular file (a pipe or a device is in its place)")
        if status.st_size > max_bytes:
            raise YamlInputError(f"{label}: {status.st_size:,} bytes is too large for a {kind} (at most {max_bytes:,})")
        chunks = []
        total = 0
        while chunk := os.read(handle, 1 << 16):
            total += len(chunk)
            if total > max_bytes:  # it grew while read
                raise YamlInputError(f"{label}: too large for a {kind} (at most {max_bytes:,} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise YamlInputError(f"{label}: cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(handle)


def parse_yaml(text: str, label: str) -> Any:
    """The value a YAML text stands for, within the limits above."""
    import yaml

    loader = _loader()(text)  # a safe loader: composed once, checked, then built
    try:
        root = loader.get_single_node()
        if root is None:
            return None
        _check_shape(root, label)
        return loader.construct_document(root)
    except YamlInputError:
        raise
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise YamlInputError(f"{label}: not valid YAML{where}: {_short(problem)}") from None
    except RecursionError:
        raise YamlInputError(f"{label}: lists or mappings nested too deeply") from None
    except ValueError:  # a whole number of more than 4,300 digits
        raise YamlInputError(f"{label}: a number too long to read (over 4,300 digits)") from None
    finally:
        loader.dispose()


def read_yaml(
    path: str | os.PathLike[str], label: str | None = None, *, max_bytes: int = MAX_BYTES, kind: str = "file"
) -> Any:
    """The value the YAML file at `path` stands for, read within the limits above; `label`
    names the file in messages (its path by default)."""
    name = str(path) if label is None else label
    raw = read_bytes(path, name, max_bytes=max_bytes, kind=kind)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise YamlInputError(f"{name}: not UTF-8 text {_where_in(raw, exc.start)}") from None
    return parse_yaml(text, name)


def _where_in(raw: bytes, at: int) -> str:
    """`at line N (field KEY), byte B`: where a byte that is not UTF-8 stands in the file,
    with the key the line gives a value to, when it gives one."""
    start = raw.rfind(b"\n", 0, at) + 1
    end = raw.find(b"\n", at)
    line = raw[start : end if end >= 0 else len(raw)].decode("utf-8", "replace")
    key, colon, _ = line.strip().lstrip("- ").partition(":")
    field = f" (field {_short(key)})" if colon and key and "\ufffd" not in key and len(key) <= 40 else ""
    number = raw.count(b"\n", 0, at) + 1
    return f"at line {number}{field}, byte {at}"


def _short(problem: str) -> str:
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in problem)
    return text if len(text) <= 80 else text[:77] + "..."


def _check_shape(root: Any, label: str) -> None:
    """Refuse a composed document nested more than MAX_DEPTH deep, or whose aliases would
    stand for more than MAX_EXPANDED values, or refer to themselves. Walked without recursion."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[Any, bool, int]] = [(root, False, 1)]
    while stack:
        node, done, depth = stack.pop()
        key = id(node)
        if key in sizes:
            continue
        if depth > MAX_DEPTH:
            raise YamlInputError(
                f"{label}: line {node.start_mark.line + 1}: lists or mappings nested more than {MAX_DEPTH} deep"
            )
        children = _children(node)
        if not done:
            if key in open_nodes:
                raise YamlInputError(f"{label}: line {node.start_mark.line + 1}: a YAML alias refers to itself")
            open_nodes.add(key)
            stack.append((node, True, depth))
            stack.extend((child, False, depth + 1) for child in children if id(child) not in sizes)
            continue
        open_nodes.discard(key)
        sizes[key] = 1 + sum(sizes.get(id(child), 0) for child in children)
        if sizes[key] > MAX_EXPANDED:
            raise YamlInputError(
                f"{label}: line {node.start_mark.line + 1}: its YAML aliases (*name) stand for "
                f"more than {MAX_EXPANDED:,} values; write the values out"
            )


def _children(node: Any) -> list[Any]:
    value = node.value
    if isinstance(value, list):
        return [part for item in value for part in (item if isinstance(item, tuple) else (item,))]
    return []
