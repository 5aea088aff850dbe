"""The parties and the bill decks are proper nouns wherever a player reads them: the
Clockwork's reasons, the log, the choices and what each would do ("Conservative Party",
"the Liberal deck"); and a Sector named like a party is called a Sector, so the two names
never run together ("Conservatives Sector: Conservative Party +1 step")."""

from __future__ import annotations

import re

import pytest

from clockwork.players import make_player
from companion.describe import describe
from engine import PopularityMoved, describe_effects
from engine.components import Party, Popularity, PartyTarget, Sector
from engine import standard_components
from engine.setup import new_game, standard_setup

COMPONENTS = standard_components()
LOWER_CASE = re.compile(
    r"\b(liberal|conservative|cross-party) (party|deck|bill)|\((liberal|conservative|cross-party)\)"
    r"|\b([12]|for) (liberal|conservative)\b"
)  # a choice: play "Lord Palmerston" 2 liberal
RUN_TOGETHER = re.compile(r"\b(Liberal|Conservative) (Liberals|Conservatives)\b")


def words_read(players: int, seed: int) -> list[str]:
    """Every reason, choice and record of a whole Clockwork game, and what each choice of
    every fifth decision would do, as its seat's `?` says it."""
    game = new_game(standard_setup(COMPONENTS, players, seed=seed), seed=seed, components=COMPONENTS)
    seats = {s: make_player("clockwork", s, seed) for s in range(players)}
    words: list[str] = []
    while not game.over:
        decision = game.pending
        if decision.is_chance:
            game.apply(game.deal())
            continue
        if len(game.log) % 5 == 0:
            words += [str(c) + " · " + describe(game, decision.owner, decision, c) for c in decision.choices]
        choice, reason = seats[decision.owner].decide(game.view(decision.owner), decision)
        record = game.apply(choice, reason)
        words += [record.reason or "", str(record.choice), *map(str, record.happened)]
    return words


@pytest.fixture(scope="module")
def read() -> list[str]:
    return words_read(4, 11) + words_read(2, 9)


def test_no_party_or_deck_is_written_in_lower_case(read):
    assert not [w for w in read if LOWER_CASE.search(w)]
    # the Clockwork's reasons name the party a Supporter's pointing finger aims at
    assert any(re.search(r": play [^(]+\([^)]*, (Liberal|Conservative) Party\)", w) for w in read)
    assert any("draw from the Cross-Party deck" in w for w in read)
    assert any(re.search(r'^play "[^"]+" [12] (Liberal|Conservative)\b', w) for w in read)  # the choice itself


def test_a_sector_named_like_a_party_is_called_a_sector(read):
    assert not [w for w in read if RUN_TOGETHER.search(w)]
    assert any(w.startswith(("Conservatives Sector: ", "Liberals Sector: ")) for w in read)
    moved = PopularityMoved(Party.CONSERVATIVE, Sector.CONSERVATIVES, 1, 1, 2, 3, 2)
    assert str(moved) == "Conservatives Sector: Conservative Party +1 step (+2 Popularity)"
    assert (
        str(PopularityMoved(Party.LIBERAL, Sector.GENTRY, 1, 1, 0, 1, 2)) == "Liberal Gentry: +1 step (+2 Popularity)"
    )


def test_an_effect_names_a_party_as_a_proper_noun_and_a_role_in_plain_words():
    effects = (Popularity(Sector.WORKERS, 1, PartyTarget.LIBERAL), Popularity(Sector.IRELAND, -2, PartyTarget.OWN))
    assert describe_effects(effects) == "Liberal Party +1 Workers, own party -2 Ireland"
