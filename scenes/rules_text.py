"""The How-to-play pages: each game's rules told briefly for players, written from the project's
rules pages (which stay the authority). pygame_gui's small HTML, bold only: no italic font ships."""

from __future__ import annotations

ONO99 = """<b>Aim</b>
Be the last player still in the game. Every card played changes a running total that starts at 0, \
and nobody may make it reach 99.

<b>Your turn</b>
Play one card from your hand of four onto the pile; the total changes by its value. Then draw \
back up to four. A card may only be played if the total stays at 98 or below. If none of your \
cards can be played, you are out: your hand is laid open and you sit out the rest of the game.

<b>The cards</b>
Number cards add their number. <b>-10</b> takes ten off (never below 0 in the 2022 edition). \
<b>Reverse</b> turns the direction of play round (with only two players left it adds nothing). \
<b>Play 2</b> makes the next player play two cards in a row; they may instead pass the duty on \
with a Reverse or a Play 2 of their own. <b>ONO 99</b> can never be played: it only clogs your \
hand. With four of them you may throw all four away and draw four new cards.

<b>The 1980 edition</b>
A smaller deck with <b>Hold</b> (adds 0) and <b>Double Play</b>, which is answered with a Hold or \
a Reverse. The total may go below zero. Options let you play an ONO 99 when the total ends in 0, \
or race to draw your card in time (the <b>draw race</b>).

<b>Deciding the game</b>
Normally the last player left wins. With <b>tokens</b> each player has three, losing one for each \
round they bust. With <b>points</b>, cards left in hand score against you when a round ends, and \
the target decides when the game is over."""

UNO_DUO = """<b>Aim</b>
A game for two with an UNO deck: have the lower score when someone reaches the target (200 points).

<b>The draft</b>
Instead of a deal, the players take turns drawing from the deck. Look at the card and keep it, or \
discard it and keep the next one instead. Each player drafts seven cards. Player 2 plays first.

<b>Your turn</b>
Play a card that matches the top of the discard pile in colour, number or symbol, or play a Wild. \
Or draw one card; if it can be played, you may play it at once. You never have to play.

<b>Action cards</b>
<b>Draw 2</b>: your opponent draws two, unless they answer with a Draw 2 of their own, and so on: \
the first player who cannot answer draws the whole amount. <b>Skip</b>: you play again. \
<b>Reverse</b>: you may at once play every other card of that colour in your hand. <b>Wild</b>: \
you name the colour. <b>Wild Draw 4</b>: your opponent draws four and you go again, but they may \
challenge you: if you held a card of the colour in play, you draw four instead; if not, they draw \
six.

<b>UNO!</b>
Call UNO when you play your second-to-last card. If your opponent catches you first, you draw two.

<b>Scoring</b>
When a player runs out of cards, the other scores what they still hold: numbers at face value, \
Draw 2, Skip and Reverse 10, Wild 15, Wild Draw 4 20. The lower total wins the game."""

MOON = """<b>Aim</b>
A trick-taking game with dominoes for exactly three players: be the first to 21 points, ahead of \
both others.

<b>The tiles</b>
22 tiles: a double-six set without the blanks, except the double-blank. Each player gets seven; \
one tile, the <b>widow</b>, stays face down.

<b>Bidding</b>
Each player has one chance to pass or to bid how many of the seven tricks they will win: 4, 5, 6 \
or 7, or 21 to <b>shoot the moon</b> and win them all. Each bid must beat the one before. The \
highest bidder takes the widow, lays one tile away and names trumps: a number, the doubles, or no \
trumps.

<b>Suits</b>
A tile belongs to the suits of both its numbers; a double only to its own. Within a suit the \
double is highest, then the tiles by their other number. Every tile carrying the trump number is \
a trump.

<b>Playing a trick</b>
The bidder leads first. If a trump is led, play a trump if you can. Otherwise the led tile's \
higher number is the suit: follow it if you can, or play anything. The highest trump wins the \
trick, or else the highest tile of the suit led. The winner leads next.

<b>Scoring</b>
A bidder who makes the bid scores it; one who fails loses it. The others score one point per \
trick. Shooting the moon successfully wins the game at once."""

PAGES = {"ono99": ONO99, "uno-duo": UNO_DUO, "moon": MOON}
"""The page text of each game, by game name."""
