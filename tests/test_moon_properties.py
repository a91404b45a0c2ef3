"""Moon properties over thousands of random hands: tiles conserved, every play and every trick
judged as the rules page says (by a plain re-reading of it below, not by the engine's tables),
scores and the end of the game as the page says, replays that give the same game, and
observations that never show a hidden tile."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.actions import Action
from game.records import PlayedGame, Record
from game.rules.moon import RULES
from game.rules.moon_tiles import CODES

EVERY_ACTION = [
    *(f"bid {value}" for value in (4, 5, 6, 7, 21)),
    "pass",
    *(f"trump {name}" for name in [*"0123456", "doubles", "none"]),
    *(f"{verb} {code}" for verb in ("discard", "play") for code in CODES),
]
MOST_ACTIONS = 5_000
HANDS_PER_EXAMPLE = 100

games = given(
    seed=st.integers(0, 2**32),
    options=st.fixed_dictionaries(
        {
            "target": st.integers(1, 21),
            "forced_bid": st.booleans(),
            "doubles_trump": st.booleans(),
            "no_trump": st.booleans(),
        }
    ),
    picks=st.integers(0, 2**32).map(random.Random),
)


def choose(state, picks):
    """A random legal action from a player who plays well enough for games to end: the first
    bid is usually 4 and raises are rare (a 21 rarer), trumps are mostly the number held most,
    and the highest legal tile is played more often than not."""
    actions = state.legal_actions()
    verb = actions[0].verb
    if verb in ("bid", "pass"):
        bids = [action for action in actions if action.verb == "bid"]
        unbid = state.view(0)["bid"] is None
        if verb == "pass" and picks.random() < (0.4 if unbid else 0.85):
            return actions[0]
        return bids[-1] if picks.random() < 0.02 else bids[0]
    if verb == "trump":
        hand = state.view(state.to_move)["hand"]
        most = max("0123456", key=lambda number: sum(number in code for code in hand))
        named = Action.of("trump", most)
        return named if named in actions and picks.random() < 0.8 else picks.choice(actions)
    if verb == "play" and picks.random() < 0.6:
        return actions[0]
    return picks.choice(actions)


# --- the rules page, re-read plainly ------------------------------------------------------------


def ends(code):
    """A tile's two numbers, higher first."""
    high, low = code.split("-")
    return int(high), int(low)


def is_trump(code, trump):
    """Every tile carrying the trump number is a trump; with doubles, the doubles are."""
    high, low = ends(code)
    if trump == "none":
        return False
    if trump == "doubles":
        return high == low
    return int(trump) in (high, low)


def suit_led(lead, trump):
    """A trump lead calls trumps; any other lead calls its higher number."""
    return "trump" if is_trump(lead, trump) else ends(lead)[0]


def follows(code, led, trump):
    """A trump follows a trump lead; a non-trump carrying the number follows a suit lead."""
    if led == "trump":
        return is_trump(code, trump)
    return not is_trump(code, trump) and led in ends(code)


def rank_in_suit(code, suit):
    """The double is highest, then the others by their other end."""
    high, low = ends(code)
    if high == low:
        return 7
    return low if high == suit else high


def strength(code, led, trump):
    """Trumps beat the suit led; a tile that does neither never wins."""
    if is_trump(code, trump):
        high, low = ends(code)
        return (2, high if trump == "doubles" else rank_in_suit(code, int(trump)))
    if follows(code, led, trump):
        return (1, rank_in_suit(code, led))
    return (0, 0)


def page_legal_plays(hand, trick, trump):
    """What the page lets a player with `hand` play to `trick` (a list of tiles)."""
    if not trick:
        return set(hand)
    led = suit_led(trick[0], trump)
    following = {code for code in hand if follows(code, led, trump)}
    return following or set(hand)


def page_winner(leader, tiles, trump):
    """The seat that wins a trick of `tiles` led by `leader`."""
    led = suit_led(tiles[0], trump)
    strengths = [strength(code, led, trump) for code in tiles]
    return (leader + strengths.index(max(strengths))) % 3


# --- the properties ----------------------------------------------------------------------------


def games_covering(seed, options, hands=HANDS_PER_EXAMPLE):
    """Fresh games from seed, seed + 1, … until they have dealt `hands` hands between them; the
    caller plays each to its end (at most MOST_ACTIONS actions) before taking the next."""
    dealt = 0
    while dealt < hands:
        state, _ = RULES.start(3, options, seed)
        yield state
        assert state.is_over, "the game did not end"
        dealt += state.view(0)["hand_number"]
        seed += 1


@settings(max_examples=50)
@games
def test_every_play_and_trick_follows_the_page_and_tiles_are_conserved(seed, options, picks):
    for state in games_covering(seed, options):
        played, laid_away = [], []
        for _ in range(MOST_ACTIONS):
            if state.is_over:
                break
            full = state.to_json()
            if full["phase"] == "play":
                trick = [code for _, code in full["trick"]]
                hand = full["hands"][state.to_move]
                offered = {action.arg for action in state.legal_actions()}
                assert offered == page_legal_plays(hand, trick, full["trump"])
            for event in state.apply(choose(state, picks)):
                if event.type == "tile_played":
                    played.append(event["tile"])
                elif event.type == "tile_laid_away":
                    laid_away.append(event["tile"])
                elif event.type == "trick_won":
                    leader = full["trick"][0][0]
                    assert event["seat"] == page_winner(leader, event["tiles"], full["trump"])
                elif event.type == "hand_scored":
                    assert Counter(played + laid_away) == Counter(CODES)
                    played, laid_away = [], []


def check_hand_scored(events, index, scores, target):
    """Check the hand_scored event at `index` against the page; the totals after it."""
    event = events[index]
    bidder, bid, won = event["bidder"], event["bid"], event["tricks_won"]
    made = won[bidder] >= (7 if bid == 21 else bid)
    expected = [(bid if made else -bid) if seat == bidder else won[seat] for seat in range(3)]
    assert (event["made"], event["points"]) == (made, expected)
    scores = [total + gained for total, gained in zip(scores, expected, strict=True)]
    assert event["scores"] == scores
    top = max(scores)
    over = (bid == 21 and made) or (top >= target and scores.count(top) == 1)
    assert events[index + 1].type == ("game_won" if over else "hand_dealt")
    return scores


@settings(max_examples=50)
@games
def test_hands_score_and_the_game_ends_as_the_page_says(seed, options, picks):
    for state in games_covering(seed, options):
        scores = [0, 0, 0]
        for _ in range(MOST_ACTIONS):
            if state.is_over:
                break
            events = state.apply(choose(state, picks))
            for index, event in enumerate(events):
                if event.type == "hand_scored":
                    scores = check_hand_scored(events, index, scores, options["target"])
        if state.is_over:
            outcome = state.outcome()
            assert list(outcome.scores) == scores == state.scores()
            moon = str(outcome.reason) == "won every trick on a bid of 21"
            assert moon or outcome.winner == scores.index(max(scores))


@settings(max_examples=25)
@games
def test_legal_actions_are_exactly_the_actions_refused_without_a_reason(seed, options, picks):
    for state in games_covering(seed, options, hands=20):
        for step in range(MOST_ACTIONS):
            if state.is_over:
                break
            if step % 3 == 0:
                offered = sorted(map(str, state.legal_actions()))
                allowed = [
                    text for text in EVERY_ACTION if not state.why_illegal(Action.parse(text))
                ]
                assert offered == sorted(allowed)
            state.apply(choose(state, picks))


def records(seed, options, games=3):
    """Records of `games` new games from seed, seed + 1, …, naming their first bidders."""
    return [
        Record("moon", 3, seed + offset, options, extras={"first_bidder": (seed + offset) % 3})
        for offset in range(games)
    ]


@settings(max_examples=20)
@games
def test_a_record_replays_into_the_same_game_and_a_copy_plays_the_same(seed, options, picks):
    for record in records(seed, options):
        live = PlayedGame(record)
        copied = live.state.copy()
        for _ in range(MOST_ACTIONS):
            if live.state.is_over:
                break
            action = choose(live.state, picks)
            assert copied.apply(action) == live.play(action)
        assert live.state.is_over
        assert copied.to_json() == live.state.to_json()
        replayed = PlayedGame(live.record)
        assert replayed.state.to_json() == live.state.to_json()
        assert replayed.events == live.events
        assert replayed.record.to_json() == live.record.to_json()


def tiles_in(data):
    """Every tile code anywhere in some JSON data."""
    if isinstance(data, str):
        return {data} & set(CODES)
    if isinstance(data, dict):
        data = list(data.values())
    if isinstance(data, list):
        return set().union(*map(tiles_in, data)) if data else set()
    return set()


def check_observation(game, seat):
    """`seat`'s observation shows no tile it may not know: the view holds its own hand, the
    trick, and the widow and laid-away tile only for the bidder; no event shows a tile that was
    private to another seat, and public events show only played tiles."""
    full = game.state.to_json()
    seen = game.observation(seat)
    may_see = set(full["hands"][seat]) | {code for _, code in full["trick"]}
    if full["bidder"] == seat and full["phase"] != "bidding":
        may_see |= {full["widow"], full["laid_away"]}
    assert tiles_in(seen.view) <= may_see
    for original, shown in zip(game.events, seen.events, strict=True):
        if original.private_to not in (None, seat):
            assert "tile" not in shown.data
        elif original.private_to is None and shown.type not in ("tile_played", "trick_won"):
            assert not tiles_in(shown.to_json())


@settings(max_examples=20)
@games
def test_no_observation_shows_a_hidden_tile(seed, options, picks):
    for record in records(seed, options, games=2):
        game = PlayedGame(record)
        for step in range(MOST_ACTIONS):
            if game.state.is_over:
                break
            if step % 7 == 0:
                for seat in range(3):
                    check_observation(game, seat)
            game.play(choose(game.state, picks))


def until_a_deal(events):
    """The events before the next deal (which comes from each state's own generator)."""
    kinds = [event.type for event in events]
    return events[: kinds.index("hand_dealt")] if "hand_dealt" in kinds else events


@settings(max_examples=20)
@games
def test_a_state_rebuilt_from_a_view_and_the_hidden_tiles_plays_as_the_original(
    seed, options, picks
):
    for state in games_covering(seed, options, hands=10):
        for step in range(MOST_ACTIONS):
            if state.is_over:
                break
            if step % 5 == 0:
                full = state.to_json()
                seat = picks.randrange(3)
                rebuilt = RULES.rebuild(
                    state.view(seat), state.options, state.hidden_from(seat), random.Random(seed)
                )
                assert rebuilt.to_json() == full
                assert rebuilt.view(seat) == state.view(seat)
                original = state.copy()
                for _ in range(picks.randrange(1, 8)):
                    action = choose(original, picks)
                    expected = until_a_deal(original.apply(action))
                    assert until_a_deal(rebuilt.apply(action)) == expected
                    if original.is_over or expected[-1].type in ("hand_scored", "thrown_in"):
                        break
            state.apply(choose(state, picks))
