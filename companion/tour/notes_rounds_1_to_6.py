"""The "Why:" notes of the Example of Play's Rounds 1 to 6 (kept against their moves by
`companion.tour.notes`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.tour.notes import Note

ROUNDS_1_TO_6: dict[int, tuple[Note, ...]] = {
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
}
