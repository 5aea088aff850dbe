"""The rulebook's Example of Play (rulebook lines 1285-1797, with the end of Round 11 and
Round 12 printed after the index, lines 1936-1953): every move of its 13 rounds, as the
words a player types. One copy serves both the golden test (tests/test_example_of_play.py)
and the guided tour (`prime-minister learn`, companion/tour/), so the tour never shows a
line the test does not check.

A round's moves are a table: `Who: words` (Who is a politician, or Table for a card turned
over; words are the typed choice, or the card's name or Uncertainty number). After `#` a
comment names the book's line. Where the book names no card the table turns over one with
no effect on anything the book reports, and a comment says so: a bill drawn but never
placed is discarded unplayed, so any bill the deck still holds will do (we take Cross-Party
bills the book never mentions); a By-Election that is won does nothing whatever its variant.
"""

from __future__ import annotations

# Uncertainty cards (decks/uncertainty.yaml) with the values the book reports.
VOTE_MINUS_1_ELECTION_MINUS_9 = "2"  # L1399 (Vote -1), L1496 (Election -9)
VOTE_0_ELECTION_MINUS_6 = "3"  # L1666 (a "0" card for the Vote), L1766 (Election -6)
VOTE_PLUS_10_ELECTION_0_RI_318 = "4"  # L1764 (Vote +10), L1676 and L1792 (Election 0, RI >= 318)

ROUNDS: dict[int, str] = {
    1: """
        # Bill Selection (L1321-1349)
        Rosebery: draw cross-party
        Table: Elementary Education Act
        Rosebery: draw cross-party
        Table: Licensing Act
        Rosebery: propose "Elementary Education Act"
        Derby: draw liberal
        Table: Ballot Act
        Derby: draw liberal
        Table: Universities Tests Act
        Derby: propose "Universities Tests Act"
        Peel: draw liberal
        Table: Representation of the People Act
        Peel: draw liberal
        Table: Trade Union Act            # "two P Liberal Bills" (L1321): the other is unnamed; a P bill, discarded
        Peel: propose "Representation of the People Act"
        Russell: draw cross-party
        Table: Public Health Act
        Russell: draw cross-party
        Table: Interpretation Act
        Russell: draw cross-party
        Table: Copyright Act
        Russell: select "Public Health Act"
        Russell: select "Elementary Education Act"
        Russell: select "Copyright Act"
        # Actions (L1354-1391)
        Rosebery: debate-card 1
        Rosebery: end
        Derby: yes                        # ends the Pact (L1362)
        Derby: order 2 3                  # Peel first (L1369)
        Peel: debate-card 1
        Peel: end
        Derby: debate 1 -20
        Derby: debate 1 -20
        Derby: end
        Table: Prince of Wales Caught in Scandal
        Russell: option 1                 # ignores it (L1381)
        Russell: influence 20 to moderate
        Russell: influence 20 to moderate
        Russell: influence 20 to moderate
        Russell: end
        # Bill Resolution (L1393-1401)
        Russell: vote 1
        Table: 2                          # Vote -1 (L1399)
        Rosebery: option 1                # -1 Standing (L1401)
        Peel: option 2                    # +1 Favour (L1401)
    """,
    2: """
        Rosebery: hobnob 1
        Table: Mary Shelley
        Rosebery: end
        Derby: no                         # no Pact proposed
        Derby: order 2 3
        Peel: debate-card 2
        Peel: end
        Derby: debate 2 -20
        Derby: debate 2 -20
        Derby: end
        Table: By-Election 1              # a By-Election (L1427), won: its variant does not matter
        Russell: hobnob 1
        Table: William Booth
        Russell: hobnob 1
        Table: Charles Dickens
        Russell: hobnob 1
        Table: Cardinal Newman
        Russell: end
        Russell: vote 3                   # Copyright Act at 360: cannot fail (L1431)
    """,
    3: """
        Rosebery: hobnob 1
        Table: Duke of Wellington
        Rosebery: play "Duke of Wellington" 2
        Rosebery: play "Mary Shelley" 2
        Rosebery: end
        Derby: no
        Derby: order 2 3
        Peel: hobnob 1
        Table: Duke of Devonshire
        Peel: play "Duke of Devonshire" 2 seat 4     # -1 Standing for the PM (L1455)
        Peel: end
        Derby: debate 2 -20
        Derby: hobnob 1
        Table: John Bright
        Derby: end
        Table: Americans Seize British Ship
        Russell: option 1                 # ignores it: -1 Standing (L1467)
        Russell: campaign liberals 1
        Russell: campaign liberals 1
        Russell: campaign liberals 1
        Russell: play "William Booth" 2   # the Workers option
        Russell: play "Cardinal Newman" 1 # the Ireland option
        Russell: play "Charles Dickens" 2 conservative   # the Middle Class option against the Conservatives
        Russell: end
        Russell: withdraw 2
        Peel: option 2                    # +1 Favour (L1469)
        Derby: yes                        # the Challenge (L1483)
        Table: 2                          # Election -9 (L1496)
    """,
    4: """
        Russell: no                       # no Pact proposed before the round's VP (Russell restarts it after Bill Selection)
        # Bill Selection (L1508-1512): only the three bills placed are named; the other draws
        # are Cross-Party bills with no effect, discarded.
        Peel: draw cross-party
        Table: Lunacy Act
        Peel: draw cross-party
        Table: Museums Act
        Peel: propose "Lunacy Act"
        Russell: draw cross-party
        Table: Food and Drugs Act
        Russell: draw cross-party
        Table: Extradition Act
        Russell: propose "Food and Drugs Act"
        Rosebery: draw cross-party        # "Russell signals to Rosebery to draw from the Cross-Party Bills deck" (L1508)
        Table: Naturalization Act
        Rosebery: draw cross-party
        Table: Bills of Exchange Act
        Rosebery: propose "Naturalization Act"
        Derby: draw cross-party
        Table: Tramways Act
        Derby: draw cross-party
        Table: Statute Law Revision Act
        Derby: draw cross-party
        Table: Medical Act
        Derby: select "Tramways Act"
        Derby: select "Lunacy Act"
        Derby: select "Food and Drugs Act"
        Russell: yes                      # restarts the Pact: three Cross-Party bills (L1516)
        # Actions (L1527-1537)
        Peel: influence 10 to moderate via "Chief Whip"
        Derby: yes
        Peel: influence 10 to moderate via "Chief Whip"
        Derby: yes
        Peel: end
        Russell: no                       # keeps the Pact
        Russell: order 4 1                # Russell first (L1531)
        Russell: campaign gentry 1
        Russell: campaign gentry 1
        Russell: end
        Rosebery: debate-card 3
        Rosebery: end
        Table: Queen's Birthday
        Derby: option 2                   # "Send his Regards" (L1537)
        Derby: debate 3 +20
        Derby: debate 3 +20
        Derby: end
        Derby: vote 3                     # 350: no Uncertainty card
        Rosebery: option 1                # +1 Standing (L1539)
        Rosebery: no                      # no Challenge (L1541)
    """,
    5: """
        # Actions (L1552-1572); the bills stay from round 4
        Peel: influence 10 to moderate via "Chief Whip"
        Derby: yes
        Peel: influence 10 to moderate via "Chief Whip"
        Derby: yes
        Peel: end                         # Standing 5: Campaign Chairman (L1554)
        Russell: no                       # keeps the Pact
        Russell: order 1 4                # Rosebery first (L1556)
        Rosebery: flatter 1 seat 1 +1 via "Privy Counsellor"
        Rosebery: campaign scotland 1 via "Campaign Chairman"
        Rosebery: end
        Russell: hobnob 1
        Table: Prince of Wales
        Russell: play "Prince of Wales" 2 seat 1 raise   # +1 Favour for Rosebery (L1566)
        Russell: campaign gentry 1
        Russell: end
        Table: Schism in the Church of Scotland
        Derby: option 1                   # ignores it (L1570)
        Derby: influence 10 to moderate
        Derby: influence 10 to moderate
        Derby: debate 2 +20
        Derby: end
        Derby: vote 2                     # Lunacy Act at 360
        Table: W.M. Thackeray             # its Level 2 Supporter bonus (L1574)
        Table: Oscar Wilde
        Derby: keep "W.M. Thackeray"
        Rosebery: no                      # no Challenge
    """,
    6: """
        Peel: debate-card 1               # Tramways Act (L1580)
        Peel: end
        Russell: no
        Russell: order 1 4
        Rosebery: flatter 1 seat 1 +1 via "Privy Counsellor"
        Rosebery: campaign scotland 1 via "Campaign Chairman"
        Rosebery: end
        Russell: hobnob 1
        Table: Sarah Forbes Bonetta
        Russell: campaign gentry 1
        Russell: end
        Table: German Army Overruns Weak Neighbour
        Derby: option 3                   # Broker Peace Deal: 2 cubes, +1 Standing (L1588)
        Derby: play "John Bright" 2       # +1 Standing: 13 (L1588)
        Derby: debate 1 +20
        Derby: end
        Derby: vote 1                     # Tramways Act at 350
        Peel: option 2                    # +1 Favour (L1590)
        Rosebery: no                      # no Challenge
        Derby: postpone                   # removes the Election Marker (L1596)
    """,
    7: """
        # Bill Selection (L1598-1602): the Liberals offer low-value A bills (unnamed, no effect)
        Peel: draw cross-party
        Table: Crofter's Holdings (Scotland) Act
        Peel: draw cross-party
        Table: Public Libraries Act
        Peel: propose "Crofter's Holdings (Scotland) Act"
        Russell: draw cross-party
        Table: Explosives Act
        Russell: draw cross-party
        Table: Patent Law Amendment Act
        Russell: propose "Explosives Act"
        Rosebery: draw cross-party
        Table: Government of India Act
        Rosebery: draw cross-party
        Table: Supreme Court of Judicature Act
        Rosebery: propose "Government of India Act"
        Derby: draw cross-party
        Table: Ground Game Act
        Derby: draw cross-party
        Table: Poor Law (Scotland) Act
        Derby: draw cross-party
        Table: Railway Regulation Act
        Derby: select "Ground Game Act"
        Derby: select "Poor Law (Scotland) Act"
        Derby: select "Crofter's Holdings (Scotland) Act"
        # Actions (L1604-1618)
        Peel: debate-card 1
        Peel: end
        Russell: no
        Russell: order 1 4
        Rosebery: campaign scotland 1 via "Campaign Chairman"
        Rosebery: campaign scotland 1 via "Campaign Chairman"
        Rosebery: end                     # Standing 8: Deputy Party Leader (L1606)
        Russell: hobnob 1
        Table: Daniel O'Connell
        Russell: play "Daniel O'Connell" 1
        Russell: campaign gentry 1
        Russell: end
        Table: By-Election 2              # lost: the PM loses 1 Standing (L1616), a "-1 Standing" card
        Derby: debate 2 +20
        Derby: debate 2 +20
        Derby: debate 2 +20
        Derby: hobnob 1
        Table: Lord Alfred Tennyson
        Derby: play "Lord Alfred Tennyson" 1             # the Gentry option (L1618)
        Derby: play "W.M. Thackeray" 1 liberal           # the Liberals option against the Liberals (L1618)
        Derby: end
        Derby: vote 2                     # Poor Law (Scotland) Act at 360
        Rosebery: no                      # no Challenge
    """,
    8: """
        Table: Duke of York               # Rosebery's Deputy Party Leader Supporter (L1626)
        Peel: hobnob 1
        Table: Thomas Carlyle
        Peel: hobnob 1
        Table: David Livingstone
        Peel: play "Thomas Carlyle" 1
        Peel: play "David Livingstone" 1
        Peel: end
        Russell: no
        Russell: order 1 4
        Rosebery: campaign liberals 1 via "Campaign Chairman"
        Rosebery: hobnob 1
        Table: Duke of Argyll
        Rosebery: play "Duke of York" 1
        Rosebery: end
        Russell: hobnob 1
        Table: Princess Helena
        Russell: play "Princess Helena" 1 seat 2 raise   # +1 Favour for Peel: Deputy PM (L1632)
        Russell: campaign gentry 1
        Russell: end
        Table: Your Wife Is Divorcing You
        Derby: option 1                   # ignores it (L1640)
        Derby: hobnob 1
        Table: Emmeline Pankhurst
        Derby: play "Emmeline Pankhurst" 2 liberal       # the Liberals option against the Liberals (L1642)
        Derby: debate 1 +20
        Derby: debate 1 +20
        Derby: end
        Derby: vote 1                     # Ground Game Act at 360
        Peel: option 2                    # +1 Favour (L1642)
        Rosebery: no                      # no Challenge
    """,
    9: """
        Table: John Brown                 # Rosebery's free Supporter (L1650)
        Peel: yes                         # takes one of the PM's cubes as Deputy PM (L1654)
        Peel: hobnob 1
        Table: Florence Nightingale
        Peel: hobnob 1
        Table: John Stuart Mill
        Peel: hobnob 1
        Table: Earl of Malmesbury
        Peel: play "Florence Nightingale" 1              # the Middle Class option (L1654)
        Peel: play "Earl of Malmesbury" 1                # the Conservatives option (L1654)
        Peel: end
        Russell: yes                      # ends the Pact (L1656)
        Russell: order 1 4                # Rosebery first (L1658)
        Rosebery: hobnob 1
        Table: Earl of Iddesleigh
        Rosebery: hobnob 1
        Table: Lord George Bentinck
        Rosebery: play "Duke of Argyll" 2 bill 3 down    # -10 on the Crofter's Holdings Act (L1660)
        Rosebery: play "Lord George Bentinck" 2          # the Farmers option (L1660)
        Rosebery: play "John Brown" 2                    # +2 Favour / -1 Standing (L1662)
        Rosebery: end
        Russell: hobnob 1
        Table: C.P. Scott
        Russell: hobnob 1
        Table: Duke of Westminster
        Russell: end
        Table: Stalemate in War Against Russia
        Derby: option 1                   # ignores it (L1666)
        Derby: debate 3 +20
        Derby: debate 3 +20
        Derby: end
        Derby: vote 3
        Table: 3                          # a "0" card (L1666)
        Rosebery: yes                     # Challenges Russell (L1670)
        Table: 4                          # Election 0, Royal Interference >= 318 (L1676)
    """,
    10: """
        Derby: no                         # no Pact proposed before the round's VP
        Table: Princess of Wales          # Peel's Deputy Party Leader Supporter (L1694)
        # Bill Selection (L1702-1706): the unplaced draws are unnamed
        Russell: draw cross-party
        Table: Metropolis Management Act  # "a Moderate bill he can propose" (L1704)
        Russell: draw cross-party
        Table: Bank Holidays Act
        Russell: propose "Metropolis Management Act"
        Derby: draw cross-party
        Table: Cruelty to Animals Act
        Derby: draw cross-party
        Table: Chimney Sweepers Act
        Derby: propose "Cruelty to Animals Act"
        Peel: draw cross-party
        Table: British North America Act
        Peel: draw cross-party
        Table: Wild Birds Protection Act  # his other "A" bill (L1704)
        Peel: propose "British North America Act"
        Rosebery: draw liberal
        Table: Penal Servitude Act
        Rosebery: draw liberal
        Table: Employers' Liability Act   # "one Liberal Partisan bill" (L1704)
        Rosebery: draw liberal
        Table: Municipal Corporations Act # "two Liberal A bills" (L1704)
        Rosebery: select "Penal Servitude Act"
        Rosebery: select "British North America Act"
        Rosebery: select "Cruelty to Animals Act"
        # Actions (L1708-1722)
        Russell: play "Duke of Westminster" 1            # +1 Standing (L1708)
        Russell: debate-card 3
        Russell: end
        Derby: order 2 3                  # Peel first (L1710)
        Peel: debate 2 -30 via "Chief Whip"
        Peel: end
        Derby: hobnob 1
        Table: Prince Albert
        Derby: hobnob 1
        Table: Isambard Kingdom Brunel
        Derby: end
        Table: Unrest Among Tenant Farmers
        Rosebery: option 1                # ignores it (L1720)
        Rosebery: hobnob 1
        Table: Charles Darwin
        Rosebery: hobnob 1
        Table: William Howley
        Rosebery: hobnob 1
        Table: Sir Dadabhai Naoroji
        Rosebery: end
        Rosebery: vote 3                  # Cruelty to Animals Act at 350
        Table: Earl Grey                  # the last card of the Supporter deck (L1724)
        Table: Daniel O'Connell           # after the reshuffle
        Rosebery: keep "Earl Grey"
        Russell: option 1                 # +1 Standing (L1726)
        Peel: yes                         # Challenges Derby (L1730)
    """,
    11: """
        Russell: resign                   # (L1740-1750)
        Russell: end
        Peel: order 3 2                   # Derby first (L1754)
        Derby: hobnob 1
        Table: Duke of Devonshire
        Derby: end
        Peel: debate 1 -10
        Peel: debate 1 -10
        Peel: play "John Stuart Mill" 1 bill 2 down      # -20 on the British North America Act (L1758)
        Peel: play "Princess of Wales" 2 seat 1 lower    # -1 Favour for Rosebery (L1758)
        Peel: end
        Table: Coal Mine Disaster
        Rosebery: option 1                # ignores it (L1762)
        Rosebery: debate 2 +10
        Rosebery: debate 2 +10
        Rosebery: debate 2 +10
        Rosebery: play "Earl of Iddesleigh" 1 bill 2 up
        Rosebery: play "Sir Dadabhai Naoroji" 1 bill 2 up
        Rosebery: play "Earl Grey" 1 bill 2 up
        Rosebery: end
        Rosebery: vote 2
        Table: 4                          # Vote +10 (L1764)
        Table: Princess Helena            # its Supporter bonus (L1936)
    """,
    12: """
        Russell: hobnob 1
        Table: Prince of Wales
        Russell: hobnob 1
        Table: David Livingstone
        Russell: play "Sarah Forbes Bonetta" 2 seat 2    # -2 Favour for Peel (L1944)
        Russell: play "Prince of Wales" 2 seat 2 lower   # -1 Favour for Peel (L1944)
        Russell: play "David Livingstone" 2              # the Workers option (L1944)
        Russell: end
        Peel: order 3 2                   # Derby first (L1946)
        Derby: play "Prince Albert" 2                    # +1 Standing, doubled (L1946)
        Derby: play "Duke of Devonshire" 2 seat 2        # -1 Standing for Peel, doubled (L1946)
        Derby: play "Isambard Kingdom Brunel" 1 conservative   # against his own party, doubled (L1946)
        Derby: hobnob 1
        Table: Mary Shelley
        Derby: end
        Peel: campaign gentry 2
        Peel: campaign gentry 2
        Peel: end
        Table: Crop Failure
        Rosebery: option 1                # ignores it "without effect" (L1950)
        Rosebery: hobnob 1
        Table: Oscar Wilde
        Rosebery: hobnob 1
        Table: Earl of Malmesbury
        Rosebery: hobnob 1
        Table: Lord Alfred Tennyson
        Rosebery: play "Charles Darwin" 1                # (L1952)
        Rosebery: play "William Howley" 1 conservative
        Rosebery: play "Earl of Malmesbury" 1
        Rosebery: play "Oscar Wilde" 1
        Rosebery: end
        # The rest of Round 12 is missing from the book; L1766 and L1770-1772 show the
        # Penal Servitude Act withdrawn and an Election held.
        Rosebery: withdraw 1
        Table: 3                          # Election -6 (L1766)
    """,
    13: """
        Russell: no                       # stays Resigned before the round's VP
        Peel: no                          # no Pact proposed
        # Bill Selection (L1772-1774): the Moderate bills proposed to Rosebery are unnamed
        Russell: draw cross-party
        Table: Vaccination Act
        Russell: draw cross-party
        Table: Matrimonial Causes Act
        Russell: propose "Vaccination Act"
        Peel: draw cross-party
        Table: Agricultural Holdings Act
        Peel: draw cross-party
        Table: Limited Liability Act
        Peel: propose "Agricultural Holdings Act"
        Derby: draw cross-party
        Table: Telegraph Act
        Derby: draw cross-party
        Table: Merchant Shipping Act
        Derby: propose "Telegraph Act"
        Rosebery: draw cross-party
        Table: Police (Scotland) Act
        Rosebery: draw cross-party
        Table: Parliamentary Papers Act
        Rosebery: draw cross-party
        Table: Prevention of Cruelty to Children Act
        Rosebery: select "Police (Scotland) Act"
        Rosebery: select "Parliamentary Papers Act"
        Rosebery: select "Vaccination Act"
        Peel: no                          # three Cross-Party bills, but he leaves the Pact off
        # Actions (L1776-1782)
        Russell: hobnob 1
        Table: Duke of Westminster
        Russell: hobnob 1
        Table: William Booth
        Russell: play "Duke of Westminster" 1            # +1 Standing (L1776)
        Russell: play "C.P. Scott" 1 bill 1 down         # -10 on the Police (Scotland) Act (L1776)
        Russell: end
        Peel: no                          # no Pact proposed
        Peel: order 3 2                   # Derby first (L1778)
        Derby: play "Mary Shelley" 1 liberal             # doubled: two Liberal steps (L1778)
        Derby: hobnob 1
        Table: Duke of Wellington
        Derby: hobnob 1
        Table: Duke of York
        Derby: end
        Peel: debate 1 -10
        Peel: debate 3 -10
        Peel: end
        Table: Derby Day
        Rosebery: option 1                # ignores it: a Gentry step lost (L1782)
        Rosebery: play "Princess Helena" 2               # the Gentry option repairs it (L1782)
        Rosebery: debate 3 +10
        Rosebery: debate 3 +10
        Rosebery: end
        Rosebery: vote 3
        Table: 2                          # Vote -1 (L1784)
        Russell: yes                      # Challenges Rosebery (L1788)
        Table: 4                          # Election 0, Royal Interference >= 318 (L1792)
        Peel: yes                         # accepts Royal Interference (L1794)
    """,
}
