"""What happened, as data (engine.happened): the log's records agree with the board.

A seeded game between Clockwork and random seats is followed through its records alone;
what the records say must be where the markers are, and each record's words are the log's."""

from __future__ import annotations

import copy

import pytest

from clockwork.players import make_player, play_out
from engine.components import Party, Sector
from engine import standard_components
from engine.happened import (
    BillPassed,
    BillWithdrawn,
    ElectionDecided,
    ElectionHeld,
    GovernmentChanged,
    MPsMoved,
    MPsReset,
    PopularityMoved,
    TrackMoved,
    VoteHeld,
)
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()


def played(players: int, seed: int):  # type: ignore[no-untyped-def]
    setup = standard_setup(COMPONENTS, players, seed=seed)
    game = new_game(setup, seed=seed, components=COMPONENTS)
    start = copy.deepcopy(game.state)
    seats = {s: make_player("clockwork" if s % 2 else "random", s, seed) for s in range(players)}
    play_out(game, seats, max_plies=6000)
    return start, game


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 5)])
def test_the_records_alone_retrace_the_popularity_tracks_and_the_government(players: int, seed: int) -> None:
    start, game = played(players, seed)
    popularity = copy.deepcopy(start.popularity)
    government = start.government
    for record in game.log:
        for effect in record.happened:
            if isinstance(effect, PopularityMoved):
                here = popularity[effect.sector.value][effect.party.value]
                assert here == effect.start, f"ply {record.ply}: {effect}"
                assert effect.end - effect.start == effect.moved
                popularity[effect.sector.value][effect.party.value] = effect.end
            elif isinstance(effect, GovernmentChanged):
                assert effect.government is government.other
                government = effect.government
    assert popularity == game.state.popularity
    assert government is game.state.government


def test_standing_favour_and_mps_records_end_where_the_markers_are() -> None:
    _, game = played(4, 7)
    last: dict[tuple[int, str], int] = {}
    mps = None
    for record in game.log:
        for effect in record.happened:
            if isinstance(effect, TrackMoved):
                last[(effect.seat, effect.track)] = effect.value
            elif isinstance(effect, (MPsMoved, MPsReset)):
                mps = (effect.moderates, effect.partisans)
    # a Challenge or an Election resets Standing to a mat's start without a TrackMoved, so
    # only Favour (which no mat resets) is followed to the end
    for seat in game.state.seats:
        if (seat.index, "Favour") in last:
            assert last[(seat.index, "Favour")] == seat.favour
    if mps is not None:
        assert mps == (game.state.moderates, game.state.partisans)


def test_votes_and_elections_are_counted_from_their_records() -> None:
    _, game = played(4, 2)
    records = [e for r in game.log for e in r.happened]
    votes = [e for e in records if isinstance(e, VoteHeld)]
    passed = [e for e in records if isinstance(e, BillPassed)]
    assert votes and {v.bill for v in votes if v.passes} <= {p.bill for p in passed}
    for vote in votes:
        if vote.card is not None:
            assert vote.final == vote.projected + vote.uncertainty
            assert vote.passes == (vote.final >= COMPONENTS.board.vote_pass)
    elections = [e for e in records if isinstance(e, ElectionHeld)]
    decided = [e for e in records if isinstance(e, ElectionDecided)]
    assert elections and len(decided) <= len(elections)
    for election in elections:
        assert election.government_seats + election.opposition_seats > 0
    assert not any(isinstance(e, BillWithdrawn) and e.bill in {p.bill for p in passed} for e in records)


def test_every_record_renders_to_the_words_the_log_shows() -> None:
    _, game = played(3, 1)
    names = lambda i: game.state.seats[i].politician  # noqa: E731
    for record in game.log:
        text = record.describe(names)
        for effect in record.happened:
            assert str(effect) and str(effect) in text
    assert (
        str(PopularityMoved(Party.LIBERAL, Sector.GENTRY, 2, 2, 0, 2, 4)) == "Liberal Gentry: +2 steps (+4 Popularity)"
    )


def test_the_log_says_one_step_one_supporter_one_cube_in_the_singular() -> None:
    assert (
        str(PopularityMoved(Party.LIBERAL, Sector.GENTRY, 1, 1, 0, 1, 2)) == "Liberal Gentry: +1 step (+2 Popularity)"
    )
    assert (
        str(PopularityMoved(Party.LIBERAL, Sector.GENTRY, -1, 0, 0, 0, 0))
        == "Liberal Gentry: no step (-1 step would pass the track's end)"
    )


def test_a_move_cut_short_at_a_tracks_end_says_what_was_made_and_why_in_words() -> None:
    """'Favour -2, -1 taken (track end) -> 0' read as two moves; now what was made comes first."""
    from engine.happened import TrackMoved

    assert (
        str(TrackMoved("Earl of Derby", 2, "Favour", -2, -1, 0, "Attempt on Her Majesty's Life"))
        == "Earl of Derby Favour -1 -> 0 (of -2: the track ends there; Attempt on Her Majesty's Life)"
    )
    assert (
        str(TrackMoved("Sir Robert Peel", 3, "Standing", 1, 0, 8, "Backbencher Standing bonus"))
        == "Sir Robert Peel Standing stays 8 (+1 would pass the track's end; Backbencher Standing bonus)"
    )
    assert str(TrackMoved("Sir Robert Peel", 3, "Standing", 1, 1, 8)) == "Sir Robert Peel Standing +1 -> 8"
    assert (
        str(PopularityMoved(Party.LIBERAL, Sector.GENTRY, -2, -1, 1, 0, -2))
        == "Liberal Gentry: -1 step of -2 (-2 Popularity; the track ends there)"
    )
    _, game = played(4, 4)
    words = [str(effect) for record in game.log for effect in record.happened] + [record.reason for record in game.log]
    assert not [w for w in words if "(s)" in w or "+1 steps" in w or "-1 steps" in w]
    assert any(": +1 step (" in w for w in words) and any(": +2 steps (" in w for w in words)


def test_round_history_keeps_standing_favour_and_cubes() -> None:
    _, game = played(4, 4)
    names = {s.politician for s in game.state.seats}
    assert game.state.history
    for row in game.state.history:
        assert set(row["standing"]) == set(row["favour"]) == set(row["cubes"]) == names
        assert all(isinstance(v, int) for v in row["standing"].values())


def test_a_popularity_record_names_the_boxes_the_table_reads() -> None:
    _, game = played(2, 3)
    moves = [e for r in game.log for e in r.happened if isinstance(e, PopularityMoved)]
    assert moves
    for move in moves:
        ladder = COMPONENTS.board.ladder(move.sector, move.party).positions
        assert (move.box_from, move.box_to) == (ladder[move.start], ladder[move.end])
