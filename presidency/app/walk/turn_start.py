"""The start of a turn at the table: receive influence (lines 153-159), draw action cards
(lines 161-174), control newspapers (lines 176-187)."""

from __future__ import annotations

from presidency.procedures import newspapers, term, turn
from presidency.procedures.support import Party
from presidency.state import Table
from presidency.app.walk.basics import AnswerError, Leaders, Walk, ask, capital, checked, move_support, number, say


def receive_influence(table: Table) -> Walk[Leaders]:
    """One point to each player; one on each party leader's card; then the cards' own."""
    leaders = Leaders()
    for party, ranked in turn.party_leaders([s.rated for s in table.in_play()]).items():
        if ranked.first:
            leaders.by_party[party] = ranked.first
        elif ranked.tied:
            tied = ranked.tied
            chosen = yield from ask(
                f"Leader · {party.letter}",
                [f"{' and '.join(tied)} tie for {party.value} leader on popularity and age: which one leads?"],
                checked(lambda text: _one_of(table.statesman(text).name, tied)),
                words=tied,
            )
            leaders.by_party[party] = chosen
    for player in table.players:
        player.influence += 1
    lines = [
        "Receive influence: each player +1 in supply ("
        + ", ".join(f"{p.name} {p.influence}" for p in table.players)
        + ")."
    ]
    for party, name in leaders.by_party.items():
        leader = table.statesman(name)
        leader.influence += 1
        lines.append(
            f"{party.value} leader {leader.name} ({leader.player or 'nobody'}): +1 on his card ({leader.influence})."
        )
    yield from say(*lines)
    while True:
        extra = yield from ask(
            "Influence",
            ["Influence from the cards' own rules (line 157): STATESMAN N, Enter when none is left."],
            checked(lambda text: _card_influence(table, text)),
            words=tuple(s.name for s in table.in_play()),
            choices=(("STATESMAN N", "N influence on that statesman's card"), ("Enter", "go on")),
            default="done",
        )
        if extra is None:
            return leaders
        name, amount = extra
        statesman = table.statesman(name)
        statesman.influence += amount
        yield from say(f"{statesman.name} +{amount} on his card ({statesman.influence}).")


def _one_of(name: str, tied: tuple[str, ...]) -> str:
    if name not in tied:
        raise AnswerError(f"{name} is not tied: {' or '.join(tied)}")
    return name


def _card_influence(table: Table, text: str) -> tuple[str, int] | None:
    if text.strip().lower() in ("done", ""):
        return None
    *words, amount = text.split()
    if not words:
        raise AnswerError("a statesman and a number, such as: Hamilton 1")
    return table.statesman(" ".join(words)).name, number(amount, "influence", least=0)


def draw_action_cards(table: Table) -> Walk[None]:
    """From the president's player clockwise, each draws two and keeps one (line 162)."""
    for player_name in term.seats_from(table.seats, table.president_player):
        while True:
            answer = yield from ask(
                f"Cards · {player_name}",
                [f"{player_name} draws 2 action cards, keeps 1: Enter; exhausted if the deck ran out first."],
                _draw_answer,
                words=("exhausted",),
                default="kept",
                choices=(("Enter", "kept one"), ("exhausted", "the Action deck ran out: what to shuffle in")),
            )
            if answer == "exhausted":
                table.action_deck_runs += 1
                yield from say(
                    f"The Action deck ran out (time {table.action_deck_runs}): "
                    f"{turn.reshuffle(table.action_deck_runs)}."
                )
                continue
            player = table.player(player_name)
            player.hand += 1
            over = turn.discards_needed(player.hand)
            if over:
                player.hand -= over
                yield from say(f"{player_name} held {player.hand + over}: discards {over} first, down to 4 (line 165).")
            else:
                yield from say(f"{player_name} holds {player.hand} action card{'s' if player.hand != 1 else ''}.")
            break


def _draw_answer(text: str) -> str:
    word = text.strip().lower()
    if word in ("kept", ""):
        return "kept"
    if "exhausted".startswith(word):
        return "exhausted"
    raise AnswerError(f"{text.strip()!r}: Enter when the cards are drawn, or exhausted")


def control_newspapers(table: Table, leaders: Leaders) -> Walk[None]:
    """Each party leader adjusts his party's track, the presidency's party first (line 177)."""
    president = table.president
    parties = [president.party, president.party.other] if president else list(Party)
    if all(table.newspapers[p].cubes == 0 for p in parties):
        yield from say("Control newspapers: the tracks are empty, nothing to do.")
        return
    for party in parties:
        track = table.newspapers[party]
        if track.cubes == 0:
            continue
        leader = leaders.by_party.get(party, "no leader")
        levels = tuple(str(n) for n in range(1, newspapers.LEVELS))
        chosen = yield from ask(
            f"Newspapers · {party.letter}",
            [
                f"{party.value} track: {track.describe()}.",
                f"Cubes on the right move down and the top left moves right on their own. {party.value} leader "
                f"({leader}): which left cubes move right? Levels such as '1 2', Enter for none.",
            ],
            lambda text: _moves(track, text),
            words=levels,
            default="none",
            choices=(("1 2 ...", "a cube at each level listed moves right"), ("Enter", "leave them")),
        )
        result = newspapers.adjust(track, chosen)
        table.newspapers[party] = result.track
        lines = [f"{party.value}: " + ("; ".join(result.moves) if result.moves else "nothing moves") + "."]
        if result.support:
            lines.append(capital(move_support(table, party, result.support)) + ".")
        yield from say(*lines)


def _moves(track: newspapers.Track, text: str) -> tuple[int, ...]:
    words = text.replace(",", " ").split()
    if words in ([], ["none"]):
        return ()
    levels = tuple(number(w, "the level", least=1, most=newspapers.LEVELS - 1) for w in words)
    try:
        newspapers.adjust(track, levels)
    except newspapers.NewspaperError as exc:
        raise AnswerError(str(exc)) from None
    return levels
