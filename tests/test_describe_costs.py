"""What `?` says a choice costs is what the game takes (issue 29): every description read
against the game itself. Games of 2, 3 and 4 players (Aberdeen, and Rosebery at four, among them:
their Flatter is at level 2) are played by the greedy baseline, and at every decision each
legal choice is described and then applied to a copy of the game:

- a cost in cubes (`spend 1 cube`, `Debate Card (1 cube)`, an Event option's `2 cubes`,
  `no Action Cube`) is the number of Action Cubes the seat has fewer after it (rule 6.0:
  every Politician Action costs one cube, whatever its level);
- a Flatter's `raise ... Favour by N` moves that politician's Favour by N (within the track).
"""

from __future__ import annotations

import re
from collections import Counter

from clockwork.players import make_player
from companion.describe import describe
from engine import Flatter
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()
GAMES = (  # players, politicians, seed (Aberdeen and Rosebery flatter at level 2)
    (2, ("W.E. Gladstone", "Benjamin Disraeli"), 1),
    (3, ("W.E. Gladstone", "Earl of Aberdeen", "Benjamin Disraeli"), 2),
    (4, ("W.E. Gladstone", "Earl of Aberdeen", "Benjamin Disraeli", "Earl of Rosebery"), 3),
)
COSTS = (re.compile(r"\bspend (\d+) cubes?\b"), re.compile(r"\((\d+) cubes?\)"), re.compile(r"^(\d+) cubes?\b"))


def claimed_cost(text: str) -> int | None:
    """The cubes a description says the choice costs, or None where it says nothing of cubes."""
    if "no Action Cube" in text:
        return 0
    found = {int(m.group(1)) for pattern in COSTS for m in pattern.finditer(text)}
    assert len(found) <= 1, text
    return found.pop() if found else None


def test_every_cost_and_favour_described_is_what_applying_the_choice_does():
    checked: Counter[str] = Counter()
    for players, politicians, seed in GAMES:
        setup = standard_setup(COMPONENTS, players, politicians=politicians, seed=seed)
        game = new_game(setup, seed=seed, components=COMPONENTS)
        greedy = {seat: make_player("greedy", seat, seed) for seat in range(players)}
        while not game.over and game.state.round <= 3:
            decision = game.pending
            if decision.is_chance:
                game.apply(game.deal())
                continue
            seat = decision.owner
            for choice in decision.choices:
                text = describe(game, seat, decision, choice)
                twin = game.clone()
                cubes = twin.state.seats[seat].cubes
                favours = [s.favour for s in twin.state.seats]
                twin.apply(choice)
                cost = claimed_cost(text)
                if cost is not None and not text.startswith("asks the PM's leave"):
                    assert cubes - twin.state.seats[seat].cubes == cost, (str(choice), text)
                    checked[type(choice).__name__] += 1
                if isinstance(choice, Flatter):
                    said = re.search(r"Favour by (\d+)", text)
                    assert said, text
                    target = twin.state.seats[choice.target]
                    moved = abs(target.favour - favours[choice.target])
                    assert moved == int(said.group(1)) or moved < int(said.group(1)) and target.favour in (0, 8), text
                    checked[f"Flatter {choice.level}"] += 1
            game.apply(greedy[seat].decide(game.view(seat), decision)[0])
    assert checked["Flatter 2"] and checked["Flatter 1"] and checked["PlayDebateCard"] and checked["ProposePact"], (
        checked
    )
