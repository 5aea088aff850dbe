"""Why the book's players chose as they did, in our own words: the tour's "Why:" lines.

A note is kept against a move of the shared script (`companion.tour.example_moves`) by its
round, who made it and the words typed, taken in order: a note goes to the first move of
its round that matches, after the move the note before it went to. A note whose move is
not found is an error (`resolved` raises it, and tests/test_learn_tour.py calls it), so the
notes cannot drift from the script. The rulebook's reasoning is retold, never quoted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from companion.tour.example_script import round_moves

if TYPE_CHECKING:
    from companion.tour.steps import Step

Note = tuple[str, str, str]  # who, the words typed, why

NOTES: dict[int, tuple[Note, ...]] = {
    1: (
        (
            "Rosebery",
            'propose "Elementary Education Act"',
            "Russell wants Moderate bills he can lift with his Influence 2, and his own Backbencher obliges.",
        ),
        (
            "Derby",
            'propose "Universities Tests Act"',
            "The Conservatives offer Liberal Party bills the PM can hardly "
            "pass; taking one would also end the Pact, rule 3.1.2.",
        ),
        (
            "Peel",
            'propose "Representation of the People Act"',
            "A P bill with only 60 Partisan MPs to vote for it: a taunt rather than an offer.",
        ),
        (
            "Russell",
            "draw cross-party",
            "M bills are found only in the Cross-Party deck, a Liberal draw could bring "
            "P bills he cannot pass, and Cross-Party bills tend to win Popularity while the parties are level.",
        ),
        (
            "Russell",
            'select "Public Health Act"',
            "Two M bills side by side let every Influence cube lift both; the "
            "Copyright Act cannot fail and balances the risk. Rosebery would rather have had a Liberal bill: its VP "
            "would go to the Liberals alone.",
        ),
        (
            "Rosebery",
            "debate-card 1",
            "Staking his card on a bill (at 340 Votes or fewer on the Pact side) is the "
            "quickest way to the Standing and Favour his Career Cards ask for.",
        ),
        (
            "Derby",
            "yes",
            "Derby's strength is Debate 2, useless against the Government's bills inside the Pact; two "
            "valuable, vulnerable M bills and Rosebery's Debate Card make leaving worth the VP it costs.",
        ),
        ("Derby", "order 2 3", "Sending his Backbencher first lets the leader answer whatever Peel does."),
        (
            "Peel",
            "debate-card 1",
            "The card's no-Pact side needs a bill at 290 Votes or more, which rules out the "
            "weaker Education Act; now both Backbenchers have staked their cards on one bill.",
        ),
        ("Derby", "debate 1 -20", "Each cube of Debate 2 takes 20 Votes off: the bill drops back to its bare M."),
        (
            "Russell",
            "option 1",
            "Covering up the scandal would take two of his three cubes; he keeps them for his bills.",
        ),
        (
            "Russell",
            "influence 20 to moderate",
            "Influence 2 shifts 20 MPs a cube: all 60 Partisans turn Moderate and "
            "both M bills rise to 330 together, while the A bill stays where it was.",
        ),
        (
            "Russell",
            "vote 1",
            "At 330 it is a coin toss, but next round the Opposition can take Votes off faster than "
            "he can add them; Rosebery presses him to try now.",
        ),
        ("Rosebery", "option 1", "The penalty is a Standing or a Favour point: he gives up the Standing."),
        ("Peel", "option 2", "Peel cannot Flatter, so a Favour point is hard for him to come by."),
    ),
    2: (
        (
            "Rosebery",
            "hobnob 1",
            "With Derby's Debate 2 waiting, a second Debate Card looks too risky: he tries the Supporter deck instead.",
        ),
        (
            "Rosebery",
            "end",
            "Mary Shelley's Liberals option would cost nothing in the Middle Class (already at the "
            "bottom) but would bring Partisan points, which cut across Russell's Moderate plan: they hold her for now.",
        ),
        ("Derby", "no", "Outside the Pact the Opposition can attack bills: Derby has no wish to return."),
        (
            "Russell",
            "hobnob 1",
            "Withdrawing a bill would leave him level with Derby at 8 Standing, and Derby has more "
            "Favour: Russell hunts for a Standing or Favour point. He finds none, but his cards could swell the Liberal "
            "lead instead, so that a Conservative takeover would face a poor Election.",
        ),
        ("Russell", "end", "He keeps his three Supporters to surprise the Opposition next round."),
        ("Russell", "vote 3", "At 360 the Copyright Act cannot fail: a pass costs the PM no Standing."),
    ),
    3: (
        (
            "Rosebery",
            'play "Duke of Wellington" 2',
            "The card has no pointing finger, so the Standing can only be his "
            "own; with his end-of-turn bonus he reaches 3, and two cubes next round.",
        ),
        (
            "Rosebery",
            'play "Mary Shelley" 2',
            "The Government now wants Popularity at any price: if the Liberals are "
            "about to lose office their Moderate plan no longer matters, and a big lead would leave Derby a minority.",
        ),
        (
            "Peel",
            'play "Duke of Devonshire" 2 seat 4',
            "Devonshire is the only Supporter that lowers another's "
            "Standing: aimed at the PM, it keeps the Challenge safe even if Russell finds a Standing point.",
        ),
        (
            "Derby",
            "debate 2 -20",
            "A guard against Vote Supporters in the PM's hand; with the board's floor at -80 a "
            "second cube would only take 10 more.",
        ),
        (
            "Derby",
            "hobnob 1",
            "He keeps John Bright: a Standing point counts for more once he is PM, whose mat starts "
            "at 11 whatever he had before.",
        ),
        (
            "Russell",
            "option 1",
            "Preparing for war costs two cubes for one Standing point, too little to save him; Campaigning does more.",
        ),
        (
            "Russell",
            "campaign liberals 1",
            "The Liberals Sector pays 3 points a step, the most he can earn; three steps fill it.",
        ),
        (
            "Russell",
            'play "Charles Dickens" 2 conservative',
            "The Liberals Sector is full, so Dickens pulls the "
            "Conservatives down in the Middle Class instead: their loss is the Liberals' gain in the lead.",
        ),
        (
            "Russell",
            "withdraw 2",
            "The poison pill: Derby may Challenge now, but he would win office with an "
            "Election on the Liberals' best Projections.",
        ),
        (
            "Derby",
            "yes",
            "Waiting might let Rosebery, his Standing rising, replace Russell inside the Liberal party "
            "and take the 6 VP bonus; Derby trusts his Debate 2 to carry easy bills even with few MPs.",
        ),
        ("Table", "2", "The card always counts for the PM's party: the seats Derby loses go to the Liberals."),
    ),
    4: (
        (
            "Rosebery",
            "draw cross-party",
            "Russell asks him for Cross-Party bills: with three on the board the "
            "Opposition Leader may restart the Pact on his own.",
        ),
        ("Derby", 'select "Tramways Act"', "Three M bills at once: every Influence lifts all three."),
        (
            "Russell",
            "yes",
            "Russell means to leave Derby's bills alone, win Popularity by Campaigning and share the "
            "Government's VP meanwhile. The price: no attacks on bills and no Influence without leave, the usual "
            "sources of an Opposition Leader's Standing.",
        ),
        (
            "Peel",
            'influence 10 to moderate via "Chief Whip"',
            "His Chief Whip card turns Peel's cubes into Influence: each one lifts all three M bills by 10.",
        ),
        (
            "Russell",
            "campaign gentry 1",
            "Gentry and Middle Class pay the same today; Gentry leans Conservative and "
            "Liberal bills tend to upset it, so holding it may be hard later.",
        ),
        (
            "Rosebery",
            "debate-card 3",
            "In a Pact the Opposition may only Debate up: his card now rides on the Food and Drugs Act passing.",
        ),
        (
            "Derby",
            "end",
            "He still holds John Bright: at 11 Standing one more point buys nothing, while a jump "
            "straight from 11 to 13 would bring a fourth cube before anyone could react.",
        ),
        (
            "Rosebery",
            "no",
            "Beating Russell would drop Russell to 0 Standing and one cube, a loss for their party; as "
            "a Backbencher Rosebery gains Standing every turn and loses nothing by waiting.",
        ),
    ),
    5: (
        (
            "Rosebery",
            'flatter 1 seat 1 +1 via "Privy Counsellor"',
            "Favour 2 turns up his Campaign Chairman card at once.",
        ),
        (
            "Rosebery",
            'campaign scotland 1 via "Campaign Chairman"',
            "Scotland is on his own card and is not one of "
            "Russell's Sectors, so the two do not compete for the same steps.",
        ),
        (
            "Russell",
            'play "Prince of Wales" 2 seat 1 raise',
            "The pointing finger lets him give the Favour to "
            "Rosebery: thanks for not Challenging, and a step towards Rosebery's Deputy Party Leader card.",
        ),
        ("Russell", "campaign gentry 1", "A wider lead also threatens the PM with a lost By-Election."),
        ("Derby", "option 1", "The Conservatives are near the bottom in Scotland: ignoring it costs one point."),
        ("Derby", "influence 10 to moderate", "Now every one of the 290 Government MPs is Moderate."),
        (
            "Derby",
            'keep "W.M. Thackeray"',
            "A bill's personal reward is the PM's; drawn after his turn, Thackeray must wait for the next one.",
        ),
    ),
    6: (
        (
            "Peel",
            "debate-card 1",
            "Derby wants Campaigning; Peel prefers the personal reward of his Debate Card: the "
            "first crack between them.",
        ),
        ("Russell", "hobnob 1", "He holds Sarah Forbes Bonetta for later."),
        ("Derby", "option 3", "Two cubes buy a Standing point."),
        (
            "Derby",
            'play "John Bright" 2',
            "With the peace deal and Bright he leaps to 13 Standing: four cubes from next round.",
        ),
        ("Derby", "debate 1 +20", "350 Votes make the last bill on the board a safe Vote."),
        (
            "Derby",
            "postpone",
            "With the Liberals 22 points ahead an Election now would be a rout; he buys three "
            "rounds to pass M bills with all 290 Government MPs Moderate.",
        ),
    ),
    7: (
        (
            "Derby",
            'select "Ground Game Act"',
            "He passes over the Liberals' low-value A bills and takes three M bills for his all-Moderate Government.",
        ),
        (
            "Peel",
            "debate-card 1",
            "Peel has his eye on the Deputy PM card (Favour 5, Standing 8): his Debate Card pays "
            "in Standing or Favour.",
        ),
        (
            "Rosebery",
            'campaign scotland 1 via "Campaign Chairman"',
            "Two steps fill Scotland, and Standing 8 will turn up his Deputy Party Leader card.",
        ),
        (
            "Russell",
            'play "Daniel O\'Connell" 1',
            "The Liberals are already at the bottom of the Conservatives Sector, so the card's drawback costs nothing.",
        ),
        (
            "Table",
            "By-Election 2",
            "Russell's steady lead pays off: the lost By-Election costs Derby a Standing point "
            "and, with it, his fourth cube next round.",
        ),
        (
            "Derby",
            "debate 2 +20",
            "He leaves the bill under Peel's Debate Card alone, slowing Peel's climb, and makes "
            "the Poor Law safe instead.",
        ),
        (
            "Derby",
            'play "W.M. Thackeray" 1 liberal',
            "The pointing finger lets him knock the Liberals down in their own Sector.",
        ),
    ),
    8: (
        ("Peel", "hobnob 1", "He hopes for a Favour point to turn up his Deputy PM card."),
        ("Rosebery", 'campaign liberals 1 via "Campaign Chairman"', "He wins back the step Thackeray took."),
        (
            "Rosebery",
            'play "Duke of York" 1',
            "At 8 Standing, a Backbencher's most, his end-of-turn bonus no longer adds anything.",
        ),
        (
            "Russell",
            'play "Princess Helena" 1 seat 2 raise',
            "A gift with a sting: Favour 5 turns up Peel's Deputy PM "
            "card, which takes a cube from Derby every round and sets the Conservatives against each other.",
        ),
        (
            "Derby",
            "option 1",
            "He can spare a Standing and a Favour point, not the cubes: the Election Projections come first.",
        ),
        ("Derby", 'play "Emmeline Pankhurst" 2 liberal', "Another blow at the Liberals in their own Sector."),
        (
            "Derby",
            "debate 1 +20",
            "Peel's Deputy PM card is up already, so nothing is lost by letting his Debate Card pay out.",
        ),
    ),
    9: (
        (
            "Peel",
            "yes",
            "Derby wants every cube for Debates; Peel wants a hand of Supporters for his own climb to the "
            "leader's seat.",
        ),
        (
            "Russell",
            "yes",
            "Russell expects the Liberals to govern soon and will not share their 6 VP bonus and the "
            "Government's VP with the Conservatives.",
        ),
        ("Rosebery", 'play "Duke of Argyll" 2 bill 3 down', "Outside the Pact he may lower a Government bill."),
        (
            "Rosebery",
            'play "John Brown" 2',
            "Favour 6 matches Peel's; the Standing comes straight back with his end-of-turn bonus.",
        ),
        (
            "Russell",
            "hobnob 1",
            "Expecting Rosebery's Challenge, Russell plans for life as Government Backbencher: "
            "he gathers Supporters instead of Campaigning for the party.",
        ),
        ("Derby", "option 1", "Standing 10 is still safe."),
        (
            "Derby",
            "debate 3 +20",
            "Nobody attacked the Crofter's Holdings Act: passing it now swings 8 points to the "
            "Conservatives just before the Election.",
        ),
        (
            "Rosebery",
            "yes",
            "Rosebery wants the leader's seat whether or not the Liberals win; his Favour, higher than "
            "Derby's, also ends Derby's hope of Royal Interference.",
        ),
        (
            "Table",
            "4",
            "A +4 would have tied the seats at 329, and a tie goes to the leader with more Favour: now Rosebery.",
        ),
    ),
    10: (
        (
            "Russell",
            "draw cross-party",
            "Russell and Peel, each hoping to unseat Rosebery, look for M bills he cannot "
            "pass; Derby, who fears their rise more, offers a fair A bill.",
        ),
        (
            "Rosebery",
            'select "Penal Servitude Act"',
            "With 240 Partisans, 90 Moderates and no Influence, he can only count on A bills.",
        ),
        ("Russell", 'play "Duke of Westminster" 1', "Russell rebuilds his Standing fast."),
        (
            "Peel",
            'debate 2 -30 via "Chief Whip"',
            "Peel expects to lead the Opposition by the round's end, when a "
            "Debate Card still on the board would be lost; his Chief Whip card debates 30 for two cubes instead.",
        ),
        (
            "Derby",
            "hobnob 1",
            "Soon a Backbencher, Derby builds a hand for the Father of the House card, which doubles "
            "the Supporters he holds once the PM has 90 VP.",
        ),
        (
            "Rosebery",
            "option 1",
            "The Cruelty to Animals Act will hit the Farmers anyway: ignoring the Unrest costs nothing in the end.",
        ),
        ("Rosebery", "hobnob 1", "At 350 the bill is safe, so his cubes go to Supporters."),
        (
            "Rosebery",
            'keep "Earl Grey"',
            "The deck ran out: the discards were shuffled into a new one, rule 7.1. The "
            "limit of four Supporters applies only at the end of one's own turn, rule 7.3.",
        ),
        (
            "Peel",
            "yes",
            "As Opposition Leader, Peel will be one of the two best placed to unseat Rosebery; Derby, "
            "left at 5 Standing, cannot stop him.",
        ),
    ),
    11: (
        (
            "Russell",
            "resign",
            "Once past 90 VP he could no longer Resign: now or never. He bets that Rosebery's "
            "Standing will crumble, and that as Government Backbencher he will be first to Challenge.",
        ),
        (
            "Derby",
            "hobnob 1",
            "Devonshire's Standing attack will count double once he holds the Father of the House card.",
        ),
        ("Peel", 'play "Princess of Wales" 2 seat 1 lower', "Peel becomes the Queen's new favourite."),
        ("Rosebery", "option 1", "He has no cube to spare: he must pass a bill this round."),
        (
            "Rosebery",
            "debate 2 +10",
            "At 9 Standing against Peel's 8, a withdrawal would invite a Challenge: he must "
            "pass a bill, and he wants this one's Supporter bonus.",
        ),
        (
            "Rosebery",
            'play "Earl Grey" 1 bill 2 up',
            "Grey lifts the bill from an even chance at 330 to 5 in 6 at "
            "340; the price is the card's other option, a Standing point.",
        ),
    ),
    12: (
        (
            "Russell",
            'play "Sarah Forbes Bonetta" 2 seat 2',
            "Russell needs time: Rosebery must withdraw the Penal "
            "Servitude Act yet survive the round, so Russell strips Peel's Favour to keep him from Challenging.",
        ),
        (
            "Russell",
            'play "David Livingstone" 2',
            "A Liberal step in the Workers guards against a Conservative Election win.",
        ),
        (
            "Derby",
            'play "Prince Albert" 2',
            "Derby turns on his own leader to stop Peel winning this round, hoping to Challenge him later.",
        ),
        (
            "Derby",
            'play "Isambard Kingdom Brunel" 1 conservative',
            "Doubled, against his own party: Peel must not win the Election.",
        ),
        ("Derby", "hobnob 1", "A card drawn now will not be doubled until his next turn."),
        (
            "Peel",
            "campaign gentry 2",
            "With his Challenge out of reach, Peel turns to the Election: Campaign 2 moves two steps a cube.",
        ),
        ("Rosebery", "option 1", "The Liberals are already at the bottom in Farmers: the penalty costs nothing."),
        (
            "Rosebery",
            "hobnob 1",
            "He is full in Gentry and Scotland and keeps the last Liberals step for Darwin, so "
            "Supporters offer more points than Campaigning.",
        ),
        ("Rosebery", "withdraw 1", "With Peel's Favour cut, a withdrawal no longer opens the door to a Challenge."),
    ),
    13: (
        (
            "Rosebery",
            'select "Police (Scotland) Act"',
            "The others offered M bills he could not pass; he takes A bills.",
        ),
        ("Russell", 'play "C.P. Scott" 1 bill 1 down', "Resigned, Russell may attack the Government's bills."),
        ("Peel", "debate 1 -10", "A failure or withdrawal is Peel's only road to a Challenge now."),
        (
            "Rosebery",
            'play "Princess Helena" 2',
            "It repairs the Gentry step the Event took, so the Projections do not move.",
        ),
        (
            "Rosebery",
            "debate 3 +10",
            "8 Standing against Peel's 7: a withdrawal would swap them, so he must pass a "
            "bill; 330 Votes give even odds.",
        ),
        (
            "Russell",
            "yes",
            "The Government Backbencher Challenges first, rule 10.1; Resigned, Russell takes the 6 VP "
            "bonus for himself before sharing again, rule 3.2.2.",
        ),
        (
            "Table",
            "4",
            "Russell cannot put the Election off: with 85 VP or more the PM may not remove the marker, rule 11.0.",
        ),
        ("Peel", "yes", "Russell's Favour is 0 against Peel's 3, and Peel's 325 seats meet the card's 318."),
    ),
}


@lru_cache(maxsize=1)
def resolved() -> dict[tuple[int, int], str]:
    """(round, index of the move in its round) -> its note; a note whose move is missing raises."""
    out: dict[tuple[int, int], str] = {}
    for number, notes in NOTES.items():
        moves = round_moves(number)
        at = 0
        for who, words, why in notes:
            found = next((m for m in moves[at:] if m.who == who and m.words == words), None)
            if found is None:
                raise LookupError(f"a note for Round {number} {who}: {words} finds no such move after move {at}")
            out[(number, found.index)] = why
            at = found.index + 1
    return out


def note_for(step: "Step") -> str:
    """The notes of the step's moves, one after the other."""
    notes = resolved()
    return " ".join(notes[(m.round, m.index)] for m in step.moves if (m.round, m.index) in notes)
