"""Orders for a Clockwork seat's move (companion.orders): one plain line naming what to move
on the board, from where to where, built from the move's records."""

from __future__ import annotations

from companion.orders import order_line, short
from engine import happened as h
from engine.decisions import Debate
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def test_each_clockwork_move_reads_as_an_order_with_its_markers():
    from clockwork.players import make_player

    game = new_game(standard_setup(COMPONENTS, 4, seed=1), seed=1, components=COMPONENTS)
    bots = {s: make_player("clockwork", s, 1, difficulty="standard") for s in range(4)}
    seen: dict[type, str] = {}
    while not game.over and game.state.round <= 3:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        choice, reason = bots[decision.owner].decide(game.view(decision.owner), decision)
        record = game.apply(choice, reason)
        line = order_line(game, record)
        assert "\n" not in line and line.startswith(short(game.state.seats[record.owner].politician))
        for effect in record.happened:
            seen.setdefault(type(effect), line)
            if isinstance(effect, h.PopularityMoved) and effect.start != effect.end:
                assert (
                    f"move the {effect.party.title} marker on the {effect.sector.value} track from {effect.box_from} to {effect.box_to}"
                    in line
                )
            if isinstance(effect, h.TrackMoved) and effect.made:
                assert (
                    f"move {short(effect.politician)}'s {effect.track} from {effect.value - effect.made} to {effect.value}"
                    in line
                )
        if isinstance(choice, Debate):
            [moved] = [e for e in record.happened if isinstance(e, h.ProjectionChanged)]
            direction = "up" if choice.votes > 0 else "down"
            assert (
                f"debates {moved.bill} {direction}: move {moved.bill}'s marker from {moved.projected - moved.made} to {moved.projected}"
                in line
            )
    assert {h.PopularityMoved, h.TrackMoved, h.ProjectionChanged} <= set(seen)  # each kind of order was given


def test_short_names_are_what_the_table_calls_them():
    assert [
        short(n)
        for n in ("Marquess of Salisbury", "W.E. Gladstone", "Sir Robert Peel", "Earl of Derby", "Viscount Palmerston")
    ] == ["Salisbury", "Gladstone", "Peel", "Derby", "Palmerston"]


def test_a_proposal_says_face_down_once_and_the_last_turns_every_bill_up_by_its_proposer():
    from companion.seats import opponent
    from engine.decisions import Propose

    game = new_game(standard_setup(COMPONENTS, 4, seed=3), seed=3, components=COMPONENTS)
    bots = {s: opponent(s, 3, "standard")[0] for s in range(4)}
    lines = []
    while len(lines) < 3:
        decision = game.pending
        record = (
            game.apply(game.deal())
            if decision.is_chance
            else game.apply(*bots[decision.owner].decide(game.view(decision.owner), decision))
        )
        if isinstance(record.choice, Propose):
            lines.append(order_line(game, record))
    assert lines[0] == "Gladstone proposes a bill: put it face down by the PM's mat"
    assert lines[2] == (
        "Aberdeen proposes a bill: put it face down by the PM's mat; all have proposed: turn the bills face up "
        "(Gladstone's Tramways Act, Salisbury's Patent Law Amendment Act, Aberdeen's Police (Scotland) Act)"
    )


def test_a_marker_that_stays_where_it_is_is_no_order():
    """A Popularity step at a track's end moves nothing: no `move the Conservative marker from
    0 to 0` (issue 29), and the same for Standing, Favour and a bill's marker."""
    from engine import Party, Sector
    from engine.decisions import EndTurn

    game = new_game(standard_setup(COMPONENTS, 2, seed=1), seed=1, components=COMPONENTS)
    stuck = (
        h.PopularityMoved(Party.CONSERVATIVE, Sector.LIBERALS, -1, 0, 0, 0, 0, 0, 0),
        h.TrackMoved(game.state.seats[0].politician, 0, "Standing", -1, 0, 5),
        h.PopularityMoved(Party.LIBERAL, Sector.GENTRY, 1, 1, 0, 1, 2, 1, 3),
    )
    from engine.steps import LogRecord

    record = LogRecord(ply=0, round=1, phase="actions", owner=0, kind="action", choice=EndTurn(), happened=stuck)
    line = order_line(game, record)
    assert "from 0 to 0" not in line and "Standing from 5 to 5" not in line
    assert "move the Liberal marker on the Gentry track from 1 to 3" in line
