"""Seat-swapped 2-player games between two levels, for the bench and its small test.

Game pair i plays seed `seed + i` twice, the first level as CON then as LAB, so both levels
meet the same seeds from both chairs. A level wins a game when its party wins (a majority:
in a 2-player game one party always has one).
"""

from __future__ import annotations

from dataclasses import dataclass

from electioneer.parties import player
from electioneer.rules.cards import CON, LAB, Cards
from electioneer.rules.election import Standing
from electioneer.rules.game import Game, play_out
from electioneer.rules.setup import new_setup


@dataclass
class DuelResult:
    first: str
    second: str
    games: int = 0
    wins: int = 0  # games the first level won
    wins_as_con: int = 0
    wins_as_lab: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def duel(cards: Cards, first: str, second: str, pairs: int, seed: int = 0, theatrics: str = "even") -> DuelResult:
    result = DuelResult(first, second)
    for number in range(pairs):
        game_seed = seed + number
        for first_party in (CON, LAB):
            other = LAB if first_party == CON else CON
            game = Game(cards, new_setup([CON, LAB], seed=game_seed, theatrics=theatrics))
            play_out(
                game, {first_party: player(first, first_party, game_seed), other: player(second, other, game_seed)}
            )
            outcome = game.result()
            assert outcome is not None
            result.games += 1
            if outcome.standing(first_party) is Standing.WON:
                result.wins += 1
                if first_party == CON:
                    result.wins_as_con += 1
                else:
                    result.wins_as_lab += 1
    return result
