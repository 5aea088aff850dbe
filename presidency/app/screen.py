"""What the table session shows: the numbers (`show`), the toolbar line, the `?` list; every
line within 78 columns, so a 80x24 terminal shows them whole. Action cards are counted,
never named: the screen is shared."""

from __future__ import annotations

from presidency.app.answers import wrapped
from presidency.app.walk.basics import Ask
from presidency.state import Table


def toolbar(table: Table) -> str:
    support = table.public_support
    held = "0" if support.party is None else f"{support.party.letter} {support.level}"
    return (
        f" Turn {table.turn} \u00b7 Era {table.era} \u00b7 Reserves {table.reserves} \u00b7 Revenue {table.revenue} "
        f"\u00b7 Support {held} \u00b7 ? help"
    )


SHORT_OFFICE = {
    "Vice President": "Vice Pres.",
    "Secretary of State": "State",
    "Secretary of the Treasury": "Treasury",
    "Secretary of War": "War",
}


def numbers(table: Table, part: str = "") -> list[str]:
    """`show` (everything, short enough for 80x24 with a few statesmen), `show statesmen`
    (out of play ones too), `show taxes`, `show players`."""
    part = part.strip().lower()
    lines: list[str] = []
    if part in ("", "all"):
        support = table.public_support
        lines += [
            f"Turn {table.turn} Era {table.era} \u00b7 Reserves {table.reserves} \u00b7 Revenue {table.revenue} \u00b7 "
            f"Support {'0' if support.party is None else f'{support.party.letter} {support.level}'} \u00b7 12th "
            f"{'yes' if table.twelfth_amendment else 'no'} \u00b7 Review {'on' if table.judicial_review else 'off'}",
            "Newspapers (left|right, levels 1-3): "
            + ", ".join(
                f"{p.letter} {'/'.join(map(str, t.left))}|{'/'.join(map(str, t.right))}"
                for p, t in table.newspapers.items()
            )
            + ".",
        ]
    if part in ("", "all", "players"):
        lines.append(
            "Players (influence/cards/VP): "
            + ", ".join(f"{p.name} {p.influence}/{p.hand}/{p.victory_points}" for p in table.players)
            + "."
        )
    if part in ("", "all", "taxes"):
        lines.append(
            "Taxes: "
            + (
                "; ".join(
                    f"{t.name} {'+' if t.revenue >= 0 else ''}{t.revenue}"
                    f"{' tariff' if t.tariff else f' mod {t.modifier}'}"
                    f"{' ACTIVE' if t.active else ''}"
                    for t in table.taxes
                )
                or "none"
            )
            + "."
        )
        lines.append(
            "Resolved: "
            + (", ".join(table.resolved_issues) or "none")
            + "."
            + (f" Set aside (Era C): {', '.join(table.set_aside)}." if table.set_aside else "")
        )
    if part in ("", "all", "statesmen"):
        lines.append("Statesman    Pty St  Pop Abl Vts Inf Office        Player")
        for s in table.statesmen:
            if not s.in_play and part != "statesmen":
                continue
            office = table.office_of(s.name) or ("(out of play)" if not s.in_play else "")
            office = SHORT_OFFICE.get(office, office)
            lines.append(
                f"{s.name[:12]:<12} {s.party.letter:<3} {s.state[:3]:<3} {s.total_popularity:>3} {s.ability:>3} "
                f"{s.votes:>3} {s.influence:>3} {office[:13]:<13} {s.player or '-'}"
            )
    if not lines:
        raise ValueError(f"show {part!r}: show, show statesmen, show taxes or show players")
    return wrapped(lines)


def help_lines(ask: Ask, words: list[tuple[str, str]]) -> list[str]:
    """`?`: the answers the question takes, then the session's own `words` (syntax, help)."""
    lines = ["Answers here:"]
    width = max((len(c) for c, _ in ask.choices), default=0)
    lines += [f"  {choice:<{width}}  {what}" for choice, what in ask.choices]
    if not ask.choices:
        lines.append("  " + " ".join(ask.lines)[:74])
    if ask.default not in (None, "") and not any(c.startswith("Enter") for c, _ in ask.choices):
        lines.append(f"  (Enter: {ask.default})")
    lines.append("Any time:")
    lines += [f"  {word:<32}{what}" for word, what in words]
    return wrapped(lines)
