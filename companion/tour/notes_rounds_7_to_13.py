"""The "Why:" notes of the Example of Play's Rounds 7 to 13 (kept against their moves by
`companion.tour.notes`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.tour.notes import Note

ROUNDS_7_TO_13: dict[int, tuple[Note, ...]] = {
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
