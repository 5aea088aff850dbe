"""How a Clockwork politician weighs things, in VP from its own seat (docs/clockwork.md,
"What things are worth").

An `Appraiser` reads only the seat's view: public state, its own hand, the printed cards
(which are public) and the Uncertainty deck's make-up (the odds every player sees). It
never looks at a deck's order or another hand; those are masked in the view anyway.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple, Protocol, assert_never

from engine import (
    VOTE_CERTAIN,
    VOTE_MINIMUM,
    Ability,
    Bill,
    DrawSupporters,
    Effect,
    Favour,
    Icon,
    InfluenceEffect as Influence,
    Party,
    Popularity,
    Role,
    SeatState,
    Sector,
    Standing,
    Targets,
    UncertaintyCard,
    VictoryPoints,
    Votes,
    board,
    debate_side,
    mat_of,
    party_for,
    pool_of,
    seat_for,
    vote_odds,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from clockwork.data import Level, Profile, Temper
    from engine import Game

    class DebateCardPlay(
        Protocol
    ):  # what the Clockwork reads of a Debate Card on a bill (`engine` does not offer the record's class)
        seat: int
        card: str
        side: str


WIN = 1000.0  # a choice that ends the game: worth more than anything else
# The other worths are the level's numbers (clockwork/data.py `Level`, difficulty.yaml):
# the mats (office_pm, office_ol), a Supporter kept (supporter, supporter_full), a point of
# Standing for its cubes (standing_cubes), Favour below the appetite (appetite_value), more
# Favour than the other leader (royal_favour: 11.1 ties, 11.2.2), and the chance that a
# challenger 1, 2, 3, 4 points of Standing behind gets its Challenge before long
# (challenge_odds; Standing moves by 1-2 a round), which values Standing and Favour.
FAR_BEHIND = 0.02  # that chance further behind
RESIGNATION = 2  # the PM's Standing lost when the Government Backbencher Resigns (3.2.1)


@lru_cache(maxsize=4096)
def _chance(projected: int, deck: tuple[UncertaintyCard, ...]) -> Fraction:
    if projected < VOTE_MINIMUM:
        return Fraction(0)
    if projected >= VOTE_CERTAIN:
        return Fraction(1)
    return vote_odds(projected - projected % 10, deck).probability


class BillOnBoard(NamedTuple):  # a tuple: made for every bill at every decision, cheaper than a frozen record
    slot_index: int  # 0-based place in state.slots (the board counts 1-3)
    name: str
    bill: Bill
    projected: int


class Appraiser:
    """Values for one seat at one moment."""

    def __init__(self, view: "Game", seat: int, profile: "Profile", level: "Level", temper: "Temper") -> None:
        self.view = view
        self.state = view.state
        self.components = view.components
        self.seat = seat
        self.me: SeatState = self.state.seats[seat]
        self.profile = profile
        self.level = level
        self.temper = temper
        self._lead: int | None = None
        # read once each: an Appraiser values one moment (a view is never changed under it)
        self._pools: dict[int, list[int]] = {}
        self._ranges: dict[int, tuple[int, int]] = {}
        self._base_gaps: float | None = None
        self._pm: SeatState | None = None
        self._ol: SeatState | None = None
        self._bills: tuple[BillOnBoard, ...] | None = None
        self._stakes: dict[tuple[int, str], float] = {}
        self._standings: dict[tuple[tuple[int, int], ...], float] = {}
        self._chances: dict[int, float] = {}
        self._icons: dict[str, Icon] = {}
        self._challengers: list[SeatState] | None = None
        self._reach: dict[bool, int] = {}
        self._seat_numbers: tuple[dict[int, int], dict[int, int]] | None = None
        self._vps: dict[tuple[int, float, type], float] = {}
        self._favours: dict[tuple[int, int], float] = {}
        self._ambition: int | None = None

    # --- who is who --------------------------------------------------------------------

    @property
    def role(self) -> Role:
        return self.me.role

    @property
    def pm(self) -> SeatState:
        if self._pm is None:
            self._pm = self.state.pm
        return self._pm

    @property
    def is_pm(self) -> bool:
        """This seat holds the PM's mat: a victory counted in its values is its own."""
        return self.pm.index == self.seat

    @property
    def ol(self) -> SeatState:
        if self._ol is None:
            self._ol = self.state.opposition_leader
        return self._ol

    @property
    def ambition(self) -> int:
        """The profile's ambition and the card's temper; a politician whose party has no one at
        the table who can Campaign (Derby alone in a 2-player game) plays at the level's
        `no_campaign_ambition` at most: it will lose the race for Popularity, so it keeps the
        Pact, and the VP level, longer. A profile may set its own `two_player_ambition` for a
        table of two, where no one of its party sits beside it."""
        found = self._ambition
        if found is None:
            own = self.profile.ambition
            if self.profile.two_player_ambition is not None and len(self.state.seats) == 2:
                own = self.profile.two_player_ambition
            if own > self.level.no_campaign_ambition and not self.party_campaigns():
                own = self.level.no_campaign_ambition
            found = self._ambition = own + self.temper.ambition
        return found

    def party_campaigns(self) -> bool:
        """Can anyone of its party at the table Campaign (the same for a whole game)?"""
        party = self.me.party
        names = tuple(s.politician for s in self.state.seats if s.party is party)
        key = ("party campaigns", names)
        found = self.components.memo.get(key)
        if found is None:
            found = self.components.memo[key] = any(self._campaign_level(name) > 0 for name in names)
        return found

    def _campaign_level(self, name: str) -> int:
        try:
            return self.components.politician(name).level(Ability.CAMPAIGN)
        except KeyError:
            return 1  # a politician without a card here (a scenario's): count it as able

    def pool(self, seat: int) -> list[int]:
        """The seats sharing `seat`'s VP (`engine.pools.pool_of`), read once per seat."""
        found = self._pools.get(seat)
        if found is None:
            found = self._pools[seat] = pool_of(self.state, seat)
        return found

    def in_my_pool(self, seat: int) -> bool:
        return seat in self.pool(self.seat)

    def leader_above(self) -> SeatState | None:
        """The party leader this seat could take the mat of by a Challenge (10.1)."""
        role = self.role
        if role is Role.GOVERNMENT_BACKBENCHER or role is Role.OPPOSITION_LEADER:
            return self.pm
        if role is Role.OPPOSITION_BACKBENCHER:
            return self.ol
        return None

    def challengers(self) -> list[SeatState]:
        """Those who may Challenge this seat (10.1), read once (do not change the list)."""
        found = self._challengers
        if found is None:
            state = self.state
            if self.role is Role.PM:
                found = [s for s in (state.government_backbencher, state.opposition_leader) if s is not None]
            elif self.role is Role.OPPOSITION_LEADER:
                found = [s for s in (state.opposition_backbencher,) if s is not None]
            else:
                found = []
            self._challengers = found
        return found

    @staticmethod
    def may_challenge(
        challenger: SeatState, leader: SeatState, standing: int | None = None, favour: int | None = None
    ) -> bool:
        mine = challenger.standing if standing is None else standing
        fav = challenger.favour if favour is None else favour
        return mine > leader.standing or (mine == leader.standing and fav >= leader.favour)

    def standing_range(self, seat: SeatState) -> tuple[int, int]:
        found = self._ranges.get(seat.index)
        if found is None:
            # the mat's range: the same for every moment of a game with the same mat
            key = ("standing range", seat.role, seat.mat_side if seat.role.is_leader else "front")
            found = self.components.memo.get(key)
            if found is None:
                mat = mat_of(self.view, seat)
                found = self.components.memo[key] = (mat.standing_min, mat.standing_max)
            self._ranges[seat.index] = found
        return found

    # --- VP ----------------------------------------------------------------------------

    def pm_wins_with(self, scorer: int, amount: int) -> bool:
        pm = self.pm
        return pm.index in self.pool(scorer) and pm.vp + amount >= self.components.board.victory

    def vp(self, scorer: int, amount: float) -> float:
        """What `amount` VP scored by `scorer`'s pool is worth to this seat."""
        if amount <= 0:
            return 0.0
        key = (scorer, amount, type(amount))  # 5 and 5.0 are one key: kept apart, as the answer keeps the type
        found = self._vps.get(key)
        if found is None:
            found = self._vps[key] = self._vp(scorer, amount)
        return found

    def _vp(self, scorer: int, amount: float) -> float:
        if self.pm_wins_with(scorer, int(amount)):
            return WIN if self.pm.index == self.seat else -WIN
        if self.in_my_pool(scorer):
            value = float(amount)
            pm = self.pm
            if pm.index != self.seat and self.in_my_pool(pm.index):
                # someone else's PM in my pool: every VP also brings their victory nearer
                value -= amount * self.level.partner_pm_drag * (pm.vp / 100) ** 2
            return value
        return -amount * self.level.rival_vp

    def opposition_scores(self, amount: float, not_in_pact: bool = False) -> float:
        if not_in_pact and self.state.pact:
            return 0.0
        return self.vp(self.ol.index, amount)

    # --- Popularity --------------------------------------------------------------------

    def step_points(self, sector: Sector, party: Party, steps: int) -> int:
        """The Popularity points `party` gains (or loses) moving `steps` in `sector`."""
        ladder = self.components.board.ladder(sector, party)
        index = self.state.position(sector, party)
        after = max(0, min(len(ladder.positions) - 1, index + steps))
        change = ladder.positions[after] - ladder.positions[index]
        if sector is Sector.WORKERS and self.state.rules.get("workers_doubled"):
            change *= 2
        return change

    def my_lead(self) -> int:
        # read once: an Appraiser values one moment, and the lead is asked for by every
        # Popularity value it gives (a view is never changed under its Appraiser)
        if self._lead is None:
            leader, margin = board.lead(self.view)
            self._lead = 0 if leader is None else margin if leader is self.me.party else -margin
        return self._lead

    def lead_change(
        self, effects: tuple[Effect, ...], actor: int | None, targets: Targets = Targets(), times: int = 1
    ) -> int:
        """The change in its party's Popularity lead that `effects` would make."""
        change = 0
        for effect in effects:
            if isinstance(effect, Popularity):
                party = party_for(self.view, effect.party, actor, targets)
                points = self.step_points(effect.sector, party, effect.steps * times)
                change += points if party is self.me.party else -points
        return change

    def point_value(self) -> float:
        """A Popularity point matters most while the lead is close."""
        lead = abs(self.my_lead())
        level = self.level
        scale = level.lead_close if lead <= 12 else 1.0 if lead <= 25 else level.lead_far
        return level.point_value * scale

    def popularity(self, sector: Sector, party: Party, steps: int) -> float:
        points = self.step_points(sector, party, steps)
        return (points if party is self.me.party else -points) * self.point_value()

    # --- Standing and Favour -------------------------------------------------------------
    # Standing and Favour matter through Challenges (10.0): a seat values its chance of
    # taking the mat above it, and a leader the danger of losing its own, by the gap in
    # Standing (Favour breaks a tie). A small share per point stands for Action Cubes.

    def _gaps(self, standing: dict[int, int], favour: dict[int, int]) -> float:
        """This seat's stake in every Challenge that concerns it, for given numbers."""
        state = self.state
        me = self.me
        level = self.level
        odds = level.challenge_odds
        office_pm, office_ol = level.office_pm, level.office_ol

        def danger(challenger: SeatState, leader: SeatState, resign: bool = False) -> float:
            gap = standing[leader.index] - standing[challenger.index]
            if resign:
                gap -= RESIGNATION  # a Government Backbencher can Resign to drop the PM first
            if gap < 0:
                return 1.0
            if gap == 0:
                return 1.0 if favour[challenger.index] >= favour[leader.index] else 0.55
            return odds[gap - 1] if gap <= len(odds) else FAR_BEHIND

        value = 0.0
        if me.role is Role.PM:
            for challenger in self.challengers():
                loyal = challenger.role is Role.GOVERNMENT_BACKBENCHER and not challenger.resigned
                risk = danger(challenger, me, resign=loyal and not state.pact)
                value = min(value, -office_pm * (0.6 if loyal else 1.0) * risk)
        elif me.role is Role.OPPOSITION_LEADER:
            value += office_pm * danger(me, self.pm)
            for backbencher in self.challengers():  # the Opposition Backbencher, if there is one
                value -= office_ol * 0.6 * danger(backbencher, me)
        elif me.role is Role.GOVERNMENT_BACKBENCHER:
            keen = 1.0 if self.ambition >= self.level.challenge_ambition else 0.3
            value += office_pm * 0.8 * keen * danger(me, self.pm)
        elif me.role is Role.OPPOSITION_BACKBENCHER:
            keen = 1.0 if self.ambition >= self.level.challenge_ambition else 0.3
            value += office_ol * keen * danger(me, self.ol)
        return value

    def _gaps_now(self) -> float:
        if self._base_gaps is None:
            self._base_gaps = self._gaps(*self._numbers())
        return self._base_gaps

    def _numbers(self) -> tuple[dict[int, int], dict[int, int]]:
        """Each seat's Standing and Favour (new dicts, to change), read once."""
        found = self._seat_numbers
        if found is None:
            found = self._seat_numbers = (
                {s.index: s.standing for s in self.state.seats},
                {s.index: s.favour for s in self.state.seats},
            )
        return found[0].copy(), found[1].copy()

    def standing(self, seat: int, amount: int) -> float:
        return self.standings({seat: amount})

    def standings(self, changes: dict[int, int]) -> float:
        """Several Standing changes at once (a failed Vote moves both leaders): the gaps
        they open or close together. Each set of changes is worked out once."""
        key = tuple(changes.items())
        found = self._standings.get(key)
        if found is None:
            found = self._standings[key] = self._standings_value(changes)
        return found

    def _standings_value(self, changes: dict[int, int]) -> float:
        standing, favour = self._numbers()
        before = self._gaps_now()
        value = 0.0
        for seat, amount in changes.items():
            target = self.state.seats[seat]
            if target.politician in self.state.rules.get("untracked", []):
                continue
            low, high = self.standing_range(target)
            made = max(low, min(high, target.standing + amount)) - target.standing
            standing[seat] += made
            if seat == self.seat:
                value += self.level.standing_cubes * made
        return value + self._gaps(standing, favour) - before

    def favour(self, seat: int, amount: int) -> float:
        """What moving `seat`'s Favour by `amount` is worth to this seat (worked out once per change)."""
        key = (seat, amount)
        found = self._favours.get(key)
        if found is None:
            found = self._favours[key] = self._favour(seat, amount)
        return found

    def _favour(self, seat: int, amount: int) -> float:
        target = self.state.seats[seat]
        if target.politician in self.state.rules.get("untracked", []):
            return 0.0
        low, high = self.components.board.favour_range
        made = max(low, min(high, target.favour + amount)) - target.favour
        if made == 0:
            return 0.0
        standing, favour = self._numbers()
        before = self._gaps_now()
        favour[seat] += made
        value = self._gaps(standing, favour) - before
        me = self.me
        if self.role.is_leader and target.role.is_leader:
            # Royal Interference and tied Elections go to the leader with more Favour
            rival = self.ol if self.role is Role.PM else self.pm
            mine, theirs = (
                favour[me.index] - (made if seat == me.index else 0),
                favour[rival.index] - (made if seat == rival.index else 0),
            )
            after_mine, after_theirs = favour[me.index], favour[rival.index]
            value += self.level.royal_favour * ((after_mine > after_theirs) - (mine > theirs))
        if seat == self.seat:
            below = (
                max(0, min(self.profile.favour_appetite, target.favour + made) - target.favour) if made > 0 else made
            )
            value += self.level.appetite_value * below + 0.05 * made
        return value

    def supporters(self, seat: int, draw: int, keep: int) -> float:
        if seat != self.seat:
            return 0.1 * keep if self.in_my_pool(seat) else -0.2 * keep
        held = len(self.me.supporters)
        base = self.level.supporter if held < 4 else self.level.supporter_full
        return base * keep + 0.15 * (draw - keep)

    # --- Bills -------------------------------------------------------------------------

    def chance(self, projected: int) -> float:
        """The chance a bill projected at `projected` passes its Vote (read once per projection)."""
        found = self._chances.get(projected)
        if found is None:
            # the same for every moment of a game: kept with the components (hashing the deck
            # for a look-up costs more than the look-up)
            key = ("vote chance", projected)
            kept = self.components.memo.get(key)
            if kept is None:
                kept = self.components.memo[key] = float(_chance(projected, self.components.uncertainty))
            found = self._chances[projected] = kept
        return found

    def bills(self) -> list[BillOnBoard]:
        if self._bills is None:
            self._bills = tuple(
                BillOnBoard(index, slot.name, self.components.bill(slot.name), board.projected_votes(self.view, index))
                for index, slot in self.state.bills_on_board()
            )
        return list(self._bills)

    def icon(self, bill: Bill) -> Icon:
        found = self._icons.get(bill.name)
        if found is None:
            override = self.state.rules.get("icon_override")  # a scenario's changed icons, if any
            found = self._icons[bill.name] = (
                Icon(override[bill.name]) if override and bill.name in override else bill.icon
            )
        return found

    def projection_of(self, bill: Bill) -> int:
        """A bill's initial projection if it were placed now (5.3)."""
        return board.mps_for(self.state, self.icon(bill)) + bill.adjustment

    def passed_value(self, bill: Bill, debate_cards: Sequence[DebateCardPlay] | None = None) -> float:
        """9.4: what the bill passing is worth to this seat (VP, effects, Debate Cards)."""
        pm = self.pm.index
        value = 0.0
        if bill.is_party_bill or self.state.pact:
            value += self.vp(pm, bill.vp)
        else:
            value += self.vp(pm, bill.vp) + self.vp(self.ol.index, bill.vp)
        value += self.effects(bill.effects, pm)
        value += self._debate_cards(debate_cards or [], passed=True)
        return value

    def lost_value(self, bill: Bill, how: str, debate_cards: Sequence[DebateCardPlay] | None = None) -> float:
        """9.2 / 9.3: a failed Vote (`fail`) or a withdrawal (`withdraw`)."""
        vp, standing = (3, 2) if how == "fail" else (2, 1)
        value = self.opposition_scores(vp, not_in_pact=True)
        value += self.standings({self.pm.index: -standing, self.ol.index: standing})
        value += self._debate_cards(debate_cards or [], passed=False)
        return value

    def _debate_cards(self, plays: Sequence[DebateCardPlay], passed: bool) -> float:
        value = 0.0
        for play in plays:
            if play.seat != self.seat:
                continue
            side = debate_side(self.view, play.card, play.side == "pact")
            options = side.on_pass if passed else side.on_fail
            if options:
                value += max(self.effects(option, self.seat) for option in options)
        return value

    def stake(self, item: BillOnBoard) -> float:
        """How much more this seat likes the bill passing than losing it (worked out once per bill)."""
        key = (item.slot_index, item.name)
        found = self._stakes.get(key)
        if found is None:
            found = self._stakes[key] = self._stake(item)
        return found

    def _stake(self, item: BillOnBoard) -> float:
        slot = self.state.slots[item.slot_index]
        cards = slot.debate_cards if slot is not None else []
        lost = (self.lost_value(item.bill, "fail", cards) + self.lost_value(item.bill, "withdraw", cards)) / 2
        return self.passed_value(item.bill, cards) - lost

    def bill_shift(self, item: BillOnBoard, votes: int, slack: int = 0) -> float:
        """What moving a bill's projection by `votes` is worth, `slack` Votes still to come."""
        before = self.chance(item.projected + slack)
        after = self.chance(item.projected + votes + slack)
        return self.stake(item) * (after - before)

    def influence(self, mps: int, to: str, slack: dict[int, int] | None = None) -> float:
        """Influence: shifting `mps` Government MPs into the `to` column, for every bill."""
        state = self.state
        moved = min(mps, state.moderates if to == "partisan" else state.partisans)
        value = 0.0
        for item in self.bills():
            icon = self.icon(item.bill)
            if icon is Icon.ALL:
                continue
            gains = (icon is Icon.PARTISAN) == (to == "partisan")
            value += self.bill_shift(item, moved if gains else -moved, (slack or {}).get(item.slot_index, 0))
        return value

    # --- Card effects ------------------------------------------------------------------

    def effects(
        self,
        effects: tuple[Effect, ...],
        actor: int | None,
        targets: Targets = Targets(),
        times: int = 1,
        slack: dict[int, int] | None = None,
    ) -> float:
        """What applying `effects` for `actor` is worth to this seat (engine.effects rules)."""
        value = 0.0
        state = self.state
        for effect in effects:
            match effect:
                case Popularity():
                    party = party_for(self.view, effect.party, actor, targets)
                    value += self.popularity(effect.sector, party, effect.steps * times)
                case Standing():
                    value += self.standing(seat_for(self.view, effect.who, actor, targets), effect.amount * times)
                case Favour():
                    amount = effect.amount * times * (targets.player_sign if effect.either_way else 1)
                    value += self.favour(seat_for(self.view, effect.who, actor, targets), amount)
                case Votes():
                    if targets.slot_index is None:
                        continue
                    item = next((b for b in self.bills() if b.slot_index == targets.slot_index), None)
                    if item is not None:
                        sign = targets.sign if effect.either_way else 1
                        value += self.bill_shift(
                            item, effect.amount * sign * times, (slack or {}).get(item.slot_index, 0)
                        )
                case Influence():
                    value += self.influence(effect.mps * times, targets.to, slack)
                case DrawSupporters():
                    value += self.supporters(actor if actor is not None else state.pm.index, effect.draw, effect.keep)
                case VictoryPoints():
                    amount = effect.amount * times
                    if effect.to == "government":
                        value += self.vp(state.pm.index, amount)
                    elif effect.to == "opposition":
                        value += self.vp(state.opposition_leader.index, amount)
                    else:
                        value += self.vp(actor if actor is not None else state.pm.index, amount)
                case _:
                    assert_never(effect)
        return value

    def default_slack(self) -> dict[int, int]:
        """Votes the Government can still add to each bill before it is resolved."""
        return (
            {item.slot_index: self.government_reach(item) for item in self.bills()} if self.role is not Role.PM else {}
        )

    # --- Reach: what a seat can still move ------------------------------------------------

    def government_reach(self, item: BillOnBoard) -> int:
        """The PM's reply this round: spare cubes (one kept for the Event) times its best push."""
        if not self.level.look_ahead:
            return 0
        every_bill = self.icon(item.bill) is Icon.ALL  # an Influence moves no A bill
        found = self._reach.get(every_bill)
        if found is None:
            pm = self.pm
            politician = self.components.politician(pm.politician)
            push = 10 * max(politician.level(Ability.DEBATE), 1)
            if not every_bill:
                push = max(push, 10 * politician.level(Ability.INFLUENCE))
            spare = pm.cubes - 1 if pm.index not in self.state.flags.acted else 0
            found = self._reach[every_bill] = max(0, spare) * push
        return found
