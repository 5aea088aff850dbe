"""What the session shows: the board, the decision to be typed, the prompt and toolbar, the
choices with what each would do, the log, a hand at the table and `help`.

`Screen` is one of the parts of `companion.session.Session`: it is given the game in play,
the seating, the console and the session's view of the pending decision, and it owns what
it last showed (the decision announced, the board's round and phase, the odds line, the
toolbar) so nothing is shown twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from companion import (
    advise,
    card_draws,
    choices_list,
    compact_board,
    game_log,
    hand_view,
    odds_now,
    render,
    scenario_view,
    table_commentary,
    table_odds,
    table_view,
    toolbar,
)
from companion.commands import COMMANDS, Command
from companion.completion import word_prefix_matches
from companion.describe import describe, describe_card, vote_chance
from companion.echo import said
from companion.seats import SeatError
from engine import Answer, Choice, Decision, DecisionKind, EndTurn, Reveal, board, dealer_seed, untracked
from engine.words import counted

if TYPE_CHECKING:
    from engine import Game, LogRecord

    from companion.seating import AutomatedSeats, InPlay, Seating
    from companion.session_commentary import Advice


class Screen:
    """The session's screen: everything it prints but the commentary and the saving.

    Given: the game in play, the seating, the automated seats, the console, where errors go,
    the decision typed at the prompt as the session poses it (`pending`), whether a card is
    typed unseen (`card_unseen`) and the advice (whose win column `?` shows when it is on)."""

    def __init__(
        self,
        in_play: "InPlay",
        seating: "Seating",
        automated: "AutomatedSeats",
        console: Console,
        error: Callable[[str], None],
        pending: "Callable[[], Decision | None]",
        card_unseen: Callable[[], bool],
        advice: "Advice",
    ) -> None:
        self.in_play = in_play
        self.seating = seating
        self.automated = automated
        self.console = console
        self.error = error
        self.pending = pending
        self.card_unseen = card_unseen
        self.advice = advice
        self.human = seating.viewer  # whose hand the screen may show (None at a table)
        self._announced = -1  # log length at which the pending decision was last announced
        self._board_due = True
        self._board_at: tuple[int, object] = (0, None)  # round and phase of the last board shown
        self._descriptions: dict[tuple[int, str], str] = {}
        self._odds_shown = ""  # the last odds line shown at a table
        self._decider: int | None = None  # the seat whose decision was last announced at a table
        self._toolbar_kept: tuple[object, str] = (None, "")  # the toolbar's text and what it was drawn for

    @property
    def game(self) -> "Game":
        return self.in_play.game

    # --- what the session asks of the screen as the game moves on -------------------------

    def pose_again(self) -> None:
        """The pending decision is announced again at the next prompt."""
        self._announced = -1

    def pose_afresh(self) -> None:
        """A marker was set by hand: the decision is announced again and its choices described anew."""
        self._announced = -1
        self._descriptions.clear()

    def show_board_next(self) -> None:
        """The board is drawn again before the next decision is announced."""
        self._board_due = True

    def board_waits(self) -> None:
        """The board is not drawn again until the phase changes (or it is asked for)."""
        self._board_due = False

    def start_over(self) -> None:
        """After an undo: the board, the decision and its choices all shown anew."""
        self._board_due = True
        self._announced = -1
        self._descriptions.clear()

    def decider_is(self, seat: int) -> None:
        """At a table: `seat` decides now without the board being drawn again for it."""
        self._decider = seat

    def show_briefing(self) -> None:
        self.console.print(f"[bold]{escape(scenario_view.title(self.game))}[/bold]")
        for line in scenario_view.briefing(self.game):
            self.console.print(Padding(Text(line), (0, 0, 0, 2)))  # wrapped lines keep the indent

    def show_record(
        self, record: "LogRecord", round_: int, who: str, draw: "card_draws.DrawContext | None" = None
    ) -> None:
        """At a table: each move as it is made, with the odds when they move."""
        automated = record.owner in self.automated.seats
        for line in table_commentary.record_text(self.game, record, round_, who, draw, automated=automated).split("\n"):
            table_view.print_hanging(self.console, line)
        self.show_odds_if_changed()

    def show_odds_if_changed(self) -> None:
        """At a table the odds follow every change: a line whenever they move."""
        if self.game.over:
            return
        line = self.odds_now()
        if line != self._odds_shown:
            self._odds_shown = line
            table_view.print_hanging(self.console, line)

    def odds_now(self) -> str:
        """The table's odds line as this session words it."""
        return table_odds.odds_line(self.game, self.console.width)

    def print_odds_line(self) -> None:
        """The odds line now, wrapped under its words (as after a move), kept as the last shown."""
        self._odds_shown = self.odds_now()
        table_view.print_hanging(self.console, self._odds_shown)

    def show_odds(self) -> None:
        odds_now.render_odds(self.console, self.game)

    def show_board(self, rest: str = "") -> None:
        """The board: `board full` or `board compact` to choose, else whichever fits the screen."""
        if rest and rest.lower() not in ("full", "compact"):
            self.error(f"board takes nothing, full or compact, not {said(rest)}")
            return
        if self.seating.at_table:
            self._odds_shown = self.odds_now()  # the board closes with them
            table_view.render_board(self.console, self.game, self.automated.seats, self._odds_shown)
        else:
            compact_board.render_board(self.console, self.game, self.human, rest.lower())

    def announce(self) -> bool:
        """Show the board after others have moved, then the decision to be typed. False where
        there was nothing to announce (no decision typed, or announced already)."""
        decision = self.pending()
        if decision is None or self._announced == len(self.game.log):
            return False
        where = (self.game.state.round, self.game.state.phase)
        if self.seating.at_table and not decision.is_chance and decision.owner != self._decider:
            self._board_due = True  # another seat's turn to decide
            self._decider = decision.owner
        if self._board_due or where != self._board_at:
            self.show_board()
            self._board_due = False
            self._board_at = where
        self._announced = len(self.game.log)
        if self.seating.at_table:
            for line in table_view.announce_lines(self.game, decision, self.automated.seats):
                table_view.print_hanging(self.console, line)  # an indented line wraps under itself
            return True
        prompt = decision.prompt or decision.kind
        self.console.print(f"[bold]{escape(prompt)}[/bold]")
        usual = usual_answer(decision, self.game)
        if usual is not None:
            self.console.print(f"  Enter: {escape(str(usual))} ({enter_reason(self.game, decision)})")
        if len(decision.choices) <= 6:
            self.console.print(
                choices_line(decision, self.console.width), no_wrap=True, overflow="ellipsis", crop=True, markup=False
            )
        else:
            self.console.print(
                f"  {counted(len(decision.choices), 'choice')}: type ? to list them with what each would do"
            )
        return True

    def prompt_text(self) -> str:
        decision = self.pending()
        if self.seating.at_table:
            if decision is None:
                return "game over> "
            if decision.is_chance:
                return card_draws.draw_question(self.game, decision) + " > "
            return f"{render.who(self.game, decision.owner)} \u00b7 {decision.kind}> "
        kind = decision.kind if decision else "game over"
        assert self.human is not None
        me = self.game.state.seats[self.human]
        # on a narrow screen the mat is left to the board, so a choice typed fits the line
        who = me.politician if self.console.width < 100 else render.who(self.game, self.human)
        return f"{who} \u00b7 {kind}> "

    def toolbar(self) -> str:
        """Two lines at the foot of the screen (`companion.toolbar`): where the game stands
        with your marks (the odds at a table), and the last Clockwork move."""
        game = self.game
        width = self.console.width - 1  # prompt_toolkit keeps the last column free
        key = (len(game.log), width, id(game))
        if self._toolbar_kept[0] == key:
            return self._toolbar_kept[1]
        if self.seating.at_table:
            tails = table_odds.odds_tails(game)
        else:
            assert self.human is not None
            me = game.state.seats[self.human]
            vp = f"{me.vp} VP, " if scenario_view.vp_tracked(game) else ""  # a scenario that keeps no VP: none shown
            marks = (
                "" if untracked(game, me) else f"Standing {me.standing}, Favour {me.favour}, "
            )  # scenario 7's Devonshire keeps none
            brief = "" if untracked(game, me) else f"St {me.standing}, Fav {me.favour}, "
            mats = f"{vp}{marks}{counted(me.cubes, 'cube')}"
            tails = [
                f"you: {mats} \u00b7 ? choices \u00b7 help",
                f"you: {mats}",
                f"you {vp}{brief}{counted(me.cubes, 'cube')}",
            ]
        text = "\n".join(
            [
                toolbar.first_line(game, tails, width),
                toolbar.second_line(game, self.automated.seats, self.human, self.seating.at_table, width),
            ]
        )
        self._toolbar_kept = (key, text)
        return text

    def describe_choice(self, choice: Choice) -> str:
        key = (len(self.game.log), str(choice))
        if key not in self._descriptions:
            decision = self.game.pending
            assert decision is not None
            if decision.is_chance:
                self._descriptions[key] = describe_card(self.game, decision, choice)
            else:
                self._descriptions[key] = describe(self.game, decision.owner, decision, choice)
        return self._descriptions[key]

    def show_choices(self, prefix: str) -> None:
        decision = self.pending()
        if decision is None:
            self.error("nothing to decide right now")
            return
        if decision.is_chance:
            from companion.completion import card_matches

            if prefix and self.card_unseen():  # a list narrowed by what was typed would name the card
                self.console.print("(every card that can come up: a card typed unseen is not looked up by ?)")
                prefix = ""
            choices: list[Choice] = [Reveal(name) for name in card_matches(decision, prefix)]
            if decision.kind == DecisionKind.UNCERTAINTY:  # in the order of what the cards show, not the data's numbers
                shown = {str(u.number): (u.vote, u.election) for u in self.game.components.uncertainty}
                choices.sort(key=lambda c: shown.get(getattr(c, "card", ""), (0, 0)))
        else:
            choices = word_prefix_matches(decision.choices, prefix) if prefix else list(decision.choices)
        about = self.about_bill(prefix) if not choices and not decision.is_chance else None
        if about is not None:  # `? 3`: every choice about the bill in slot 3
            choices = [c for c in decision.choices if getattr(c, "slot", None) == about]
        if not choices:
            self.error(f"no legal choice starts with {said(prefix)}" if prefix.strip() else "no choice to list here")
            return
        title = f"{decision.prompt or decision.kind} ({counted(len(choices), 'choice')})"
        if about is not None:
            slot = self.game.state.slots[about - 1]
            assert slot is not None
            title = (
                f"Bill {about}, {slot.name} ({board.projected_votes(self.game, about - 1)}: "
                f"{vote_chance(self.game, about - 1)}): {counted(len(choices), 'choice')} about it"
            )
        if decision.is_chance:
            title = f"{card_draws.draw_question(self.game, decision)} ({counted(len(choices), 'card')} can come up)"
        describe = self.describe_choice
        note = ""
        if self.advice.column and not decision.is_chance and len(decision.choices) > 1:
            wins = advise.win_column(
                advise.run(self.console, self.game, decision.owner, decision, "quick", dealer_seed(self.game))
            )
            note = advise.TOO_FEW if any(chance.startswith("?") for chance in wins.values()) else ""

            def describe(choice: Choice) -> str:
                chance = wins.get(str(choice))
                return f"win {chance}: {self.describe_choice(choice)}" if chance else self.describe_choice(choice)

        tag = None
        if note or self.advice.column and not decision.is_chance and len(decision.choices) > 1:

            def tag(choice: Choice) -> str:
                return wins.get(str(choice), "").split(" ")[0]

        choices_list.render_choices(self.console, choices, describe, title, note, tag, narrow=not self.card_unseen())

    def about_bill(self, prefix: str) -> int | None:
        """`? 3`: the slot of a bill on the board (1-3) typed alone, or None."""
        text = prefix.strip()
        if not text.isdigit() or not 1 <= int(text) <= len(self.game.state.slots):
            return None
        return int(text) if self.game.state.slots[int(text) - 1] is not None else None

    def show_log(self, rest: str) -> None:
        self.write_log(self.console, rest)

    def write_log(self, console: Console, rest: str) -> None:
        """`log [N]` printed on `console`."""
        last = None
        if rest:
            if not rest.isdigit() or len(rest) > 6:
                self.error(f"log takes a number of entries, not {said(rest)} (e.g. log 20)")
                return
            last = int(rest)
        # the shared screen at a table shows the log as everyone may see it: no hidden card
        viewer = game_log.NOBODY if self.seating.at_table else self.human
        game_log.render_log(
            console, self.game, viewer, last, rows=console.height - choices_list.spare_rows(console.height)
        )

    def show_hand(self, rest: str) -> None:
        """At a table: one seat's cards, for that player's eyes."""
        try:
            seat = hand_view.find_seat(self.game, rest)
        except SeatError as exc:
            self.error(str(exc))
            return
        hand_view.render_hand(self.console, self.game, seat)

    def help(self, rest: str = "") -> None:
        """The session's words and what each does, fitted above the prompt as `?` is: where
        they do not all fit with their meanings, the words alone, and `help WORD` for one."""
        at_table = self.seating.at_table
        listed = COMMANDS.listed(at_table)
        wanted = rest.strip().lower()
        if wanted:
            found = [c for c in listed if any(word.startswith(wanted) for word in (c.name, *c.aliases))]
            if not found:
                self.error(f"help {said(rest.strip())}: no such word (the words: {', '.join(c.name for c in listed)})")
                return
            self.console.print(Padding(self._words(found), (0, 0, 0, 2)))
            return
        words = Padding(self._words(listed), (0, 0, 0, 2))
        room = (
            self.console.height - choices_list.spare_rows(self.console.height) - 2
        )  # the lines above and below the words
        if choices_list.height_of(self.console, words) <= room:
            self.console.print("Type a choice (unique beginnings of its words are enough, Tab completes), or:")
            self.console.print(words)
        else:
            self.console.print(
                "Type a choice (unique beginnings of its words are enough, Tab completes), or one of "
                "these words (help WORD: what it does):"
            )
            for line in choices_list.columns([c.syntax for c in listed], self.console.width - 2, room):
                self.console.print(f"  {line}", markup=False, highlight=False)
        self.console.print("  Ctrl-C never leaves the game; Ctrl-D offers to save and quit.")

    def _words(self, commands: "list[Command]") -> Table:
        """Each word and what it does, the meaning wrapped under itself beside the word."""
        words = Table.grid(padding=(0, 1))
        words.add_column(style="bold", no_wrap=True)
        words.add_column()
        for command in commands:
            also = f" (also {', '.join(command.aliases)})" if command.aliases else ""
            words.add_row(Text(command.syntax), Text(command.meaning(self.seating.at_table) + also))
        return words


# Questions that come round every round, and the answer most often given: Enter takes it.
USUAL = {"propose pact": Answer(False), "end pact": Answer(False)}


def usual_answer(decision: Decision, game: "Game | None" = None) -> Choice | None:
    """What Enter takes: the usual answer to a routine question, else the only legal choice,
    else `end` for an action turn with no cube left (where a free choice, `propose pact` or a
    Supporter, is offered too), else None: the question needs a real answer."""
    routine = routine_answer(decision)
    if routine is None and len(decision.choices) == 1 and not decision.is_chance:
        return decision.choices[0]
    if routine is None and game is not None and spent(game, decision):
        return EndTurn()
    return routine


def enter_reason(game: "Game", decision: Decision) -> str:
    """Why Enter takes what it takes: the usual answer, no cube left, or the only choice."""
    if routine_answer(decision) is not None:
        return "the usual answer"
    if spent(game, decision) and len(decision.choices) > 1:
        return "no cube left"
    return "the only choice"


def spent(game: "Game", decision: Decision) -> bool:
    """An action turn whose seat has no Action Cube left: `end` is what Enter means."""
    return (
        decision.kind is DecisionKind.ACTION
        and EndTurn() in decision.choices
        and 0 <= decision.owner < len(game.state.seats)
        and game.state.seats[decision.owner].cubes == 0
    )


def routine_answer(decision: Decision) -> Choice | None:
    """The usual answer to a routine question (keep the Pact as it is; the Opposition's turns
    in the order first offered), or None."""
    if decision.kind == DecisionKind.OPPOSITION_ORDER and decision.choices:
        return decision.choices[0]
    usual = USUAL.get(str(decision.kind))
    return usual if usual in decision.choices else None


def choices_line(decision: Decision, width: int) -> str:
    """`  choices: a, b, c` within `width` columns: those that fit, then how many more."""
    names = [str(c) for c in decision.choices]
    line = "  choices: " + ", ".join(names)
    if len(line) <= width:
        return line
    for shown in range(len(names) - 1, 0, -1):
        line = "  choices: " + ", ".join(names[:shown]) + f" and {len(names) - shown} more (? lists them)"
        if len(line) <= width:
            return line
    return f"  {counted(len(names), 'choice')}: type ? to list them with what each would do"
