"""The new-game screen: the game, who sits in each seat, the game's options (read from its
OptionSpecs, only those that apply to the current choices, each with its one-line help), an
optional seed, and a deal code from a friend (it sets the game, options, players and seed); and,
the first time each title is chosen, an offer of its guided first game."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any
from weakref import WeakKeyDictionary

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.core.errors import RecordError
from game.core.messages import N_, Message
from game.deal_code import Deal, DealCodeError, read_deal_code
from game.lessons.progress import LessonProgress, load_progress, save_progress
from game.match import COMPUTER, HUMAN, Match, Seat
from game.rules import GAME_NAMES, find_game
from game.saves import LEVELS
from game.words import Words
from scenes.replace_game import start_over
from scenes.theme import TEXT_SIZES
from scenes.ui_scene import UIScene

COMPUTER_NAMES = ("Ada", "Bram", "Cleo", "Dara", "Emeka", "Farah", "Gus", "Hana")
"""The computer players' names: names, not words, the same in every language."""
KINDS = (
    # TRANSLATORS: the kinds of player a seat can hold, in a drop-down list.
    N_("Human"),
    N_("Computer (Easy)"),
    N_("Computer (Normal)"),
    N_("Computer (Hard)"),
)
"""The entries of a seat's kind list: a human, then a computer of each level of LEVELS."""
PLAYER_NAME = N_("Player {number}")
"""The name of a human who typed none."""
OPTION_LABELS = {
    # TRANSLATORS: the names of the games' options on the new-game screen, at most ~22 letters.
    "edition": N_("Edition"),
    "scoring": N_("Scoring"),
    "target": N_("Target"),
    "finish": N_("Finish"),
    "ono_on_round_ten": N_("ONO on round ten"),
    "draw_race": N_("Draw race"),
    "deck": N_("Deck"),
    "forced_bid": N_("Forced bid"),
    "doubles_trump": N_("Doubles trump"),
    "no_trump": N_("No trump"),
}
VALUE_LABELS = {
    # TRANSLATORS: the values of the games' options, in drop-down lists.
    True: N_("On"),
    False: N_("Off"),
    "elimination": N_("elimination"),
    "tokens": N_("tokens"),
    "points": N_("points"),
    "last_standing": N_("last standing"),
    "lowest_score": N_("lowest score"),
}
"""Option values in words; the others (editions, deck sizes) are numbers."""
# TRANSLATORS: said when Host a table is pressed with a seed typed.
SECRET_SHUFFLE = N_(
    "A table for other computers is shuffled in secret: empty the Seed field to host it."
)
SEAT_ROW, OPTION_ROW = 42, 58
NAME_LIMIT = 16
"""The most characters of a player's name."""
CODE_LIMIT = 40
NUMBER_MOST = {("ono99", "target"): 1000, ("uno-duo", "target"): 2000, ("moon", "target"): 210}
"""The largest value each game's number option takes on this screen: ten times its default, a
game about ten times the usual length (a target counts points, and each round or hand brings
some: ONO 99's loser tens of points, an UNO Duo round up to a few hundred, a Moon hand a bid of
4 to 7). A record may hold a larger one; a typed one beyond this is surely a slip."""
NUMBER_DIGITS = 6
"""The most digits a number option's field takes: more than any bound of NUMBER_MOST, so that a
number too large is typed whole and refused with a sentence rather than cut short."""
"""The most characters the deal code field takes (a code has about 20, with hyphens)."""


def usual_player_count(counts: range) -> int:
    """Three players where the game allows it, else the nearest allowed number."""
    return min(max(3, counts.start), counts.stop - 1)


def computer_name(index: int) -> str:
    """The name of a computer player in seat `index`."""
    return COMPUTER_NAMES[index % len(COMPUTER_NAMES)]


def player_name(index: int, words: Words) -> str:
    """The name of a human in seat `index` who typed none: "Player 1" in the language."""
    return words.say(Message(PLAYER_NAME, {"number": index + 1}))


@dataclass
class SeatChoice:
    """What the screen holds for one seat: a human's typed name ("" for the default one), or a
    computer level."""

    name: str
    level: str | None  # None: a human

    def seat(self, index: int, words: Words) -> Seat:
        """The match seat; a human with no name is called "Player N" in the language."""
        if self.level is None:
            return Seat(HUMAN, self.name.strip() or player_name(index, words))
        return Seat(COMPUTER, computer_name(index), self.level)

    @property
    def kind(self) -> str:
        """The entry of KINDS that describes this seat."""
        return KINDS[0 if self.level is None else LEVELS.index(self.level) + 1]


def as_sentence(text: str, words: Words) -> str:
    """`text` with a capital first letter (where the script has capitals) and the language's
    full stop at the end."""
    text = text[:1].upper() + text[1:]
    if text.endswith((".", "!", "?", "।")):
        return text
    # TRANSLATORS: a sentence made of a reason; keep {reason} and end it as a sentence ends.
    return words.say(Message(N_("{reason}."), {"reason": text}))


def option_label(key: str, words: Words) -> str:
    """An option's name in the language: `ono_on_round_ten` → "ONO on round ten"."""
    return words.gettext(OPTION_LABELS[key])


def value_label(value: Any, words: Words) -> str:
    """An option value as shown: True → "On", `last_standing` → "last standing", numbers (the
    editions and decks, and 1 and 0, which Python finds equal to True and False) in the
    language's digits."""
    if isinstance(value, bool) or (isinstance(value, str) and value in VALUE_LABELS):
        return words.gettext(VALUE_LABELS[value])
    return words.digits(str(value))


@dataclass(frozen=True)
class Chosen:
    """What a game was last started with from this screen: its options (numbers as typed), the
    number of players and the seats."""

    options: dict[str, Any]
    number_texts: dict[str, str]
    players: int
    seats: tuple[SeatChoice, ...]


class Remembered:
    """The choices each title was last started with, and the title last started, for as long as
    the app runs (the screen opens with them, and so does "Play a real game" after a lesson)."""

    def __init__(self) -> None:
        self.last_game: str | None = None
        self.chosen: dict[str, Chosen] = {}


_REMEMBERED: WeakKeyDictionary[Any, Remembered] = WeakKeyDictionary()


def remembered(app) -> Remembered:
    """The choices remembered in `app`."""
    found = _REMEMBERED.get(app)
    if found is None:
        found = _REMEMBERED[app] = Remembered()
    return found


@dataclass(frozen=True)
class AcrossComputers:
    """What the new-game screen's buttons for playing across computers do (`scenes.net` makes
    it: the screen knows nothing of the network)."""

    host: Callable[[str, int, dict[str, Any], list[Seat], str], None]
    """Host a table of (game, players, options, seats, title) and wait in its lobby."""
    join: Callable[[], None]
    """Open the join screen."""


class NewGameScene(UIScene):
    """Choose a game and its seats and options, then Start builds the match and opens its table.
    Given `offer_lesson` (what starts a title's lesson), the first time each title is chosen
    the screen offers its guided first game, and remembers that it did; given `across`, it
    offers to host a table for other computers or join one."""

    escape_closes = True
    heading = N_("New game")

    def __init__(
        self,
        app,
        game: str | None = None,
        offer_lesson: Callable[[str], None] | None = None,
        across: AcrossComputers | None = None,
    ) -> None:
        super().__init__(app)
        self.across = across
        self.seats = [SeatChoice("", None)] + [SeatChoice("", "normal") for _ in range(1, 8)]
        self.seed_text = ""
        self.code_text = ""
        self.code_used: str | None = None
        self.code_error: Message | None = None
        self.code_entry: UITextEntryLine | None = None
        self.error: Message | None = None
        self.offer_lesson = offer_lesson
        self.offers: set[str] = set()
        """The titles whose lesson this visit offers (each only on its first choosing, ever)."""
        self.progress: LessonProgress | None = None
        self.choose_game(game or remembered(app).last_game or GAME_NAMES[0])

    # The model --------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Switch to `game` with the options, players and seats it was last started with, or
        its default options and its usual number of players."""
        self.game = game
        self.rules = find_game(game)
        self.options: dict[str, Any] = {
            key: spec.default for key, spec in self.rules.option_specs.items()
        }
        self.number_texts = {
            key: str(value)
            for key, value in self.options.items()
            if self.rules.option_specs[key].choices is None
        }
        self.players = usual_player_count(self.rules.player_counts(self.options))
        chosen = remembered(self.app).chosen.get(game)
        if chosen is not None:
            self.options.update(chosen.options)
            self.number_texts.update(chosen.number_texts)
            self.players = chosen.players
            self.seats[: len(chosen.seats)] = [replace(seat) for seat in chosen.seats]
        self.error = None
        self.offer(game)

    def remember(self) -> None:
        """Keep these choices for the next time this screen opens (the seed is fresh each
        time)."""
        memory = remembered(self.app)
        memory.last_game = self.game
        memory.chosen[self.game] = Chosen(
            dict(self.options),
            dict(self.number_texts),
            self.players,
            tuple(replace(seat) for seat in self.seats),
        )

    def offer(self, game: str) -> None:
        """Offer `game`'s lesson in this visit if it was never offered, and remember that it
        was (the progress file is read at the first choosing; not at all when the data folder
        cannot be looked into, which the app said once already)."""
        if self.offer_lesson is None or self.app.folder_unusable:
            return
        if self.progress is None:
            self.progress, problem = load_progress()
            if problem is not None:
                self.app.notice_once(problem)
        if game in self.progress.offered:
            return
        self.progress.offered.add(game)
        self.offers.add(game)
        if self.app.keep_records:
            problem = save_progress(self.progress)
            if problem is not None:
                self.app.notice(problem)

    def applicable_options(self) -> list[str]:
        """The option keys that make sense with the current choices, in the game's order."""
        return [key for key, spec in self.rules.option_specs.items() if spec.applies(self.options)]

    def set_option(self, key: str, value: Any) -> None:
        """Change an option; options that stop or start applying appear or vanish."""
        self.options[key] = value
        self.forget_code()
        counts = self.rules.player_counts(self.options)
        self.players = min(max(self.players, counts.start), counts.stop - 1)
        self.rebuild()

    def chosen_options(self) -> dict[str, Any]:
        """The options to start with: every applicable key. RecordError if a number is bad."""
        chosen = {}
        for key in self.applicable_options():
            if key in self.number_texts:
                chosen[key] = self.typed_number(key)
            else:
                chosen[key] = self.options[key]
        return chosen

    def typed_number(self, key: str) -> int:
        """The number typed for option `key` (in ASCII digits or the language's: `int` reads
        any decimal digits); RecordError unless it is within the option's bounds."""
        text = self.number_texts[key].strip()
        option = {"option": Message(OPTION_LABELS[key])}
        if not text.isdecimal() or int(text) <= 0:
            # TRANSLATORS: {option} is an option's name, e.g. "Target".
            raise RecordError(Message(N_("{option} must be a whole number above 0."), option))
        most = NUMBER_MOST[(self.game, key)]
        if int(text) > most:
            # TRANSLATORS: {option} is an option's name, e.g. "Target"; {most} a number, 2000.
            within = N_("{option} must be a whole number from 1 to {most}.")
            raise RecordError(Message(within, {**option, "most": most}))
        return int(text)

    def use_deal(self, deal: Deal) -> None:
        """Set the game, its options, the number of players and the seed a deal code holds;
        the seats keep their kinds (a seat beyond the old number is a Normal computer)."""
        self.choose_game(deal.game)
        for key, value in deal.options.items():
            self.options[key] = value
            if key in self.number_texts:
                self.number_texts[key] = str(value)
        self.players = deal.players
        self.seed_text = str(deal.seed)

    def read_code(self) -> bool:
        """Use the typed deal code; False, with the sentence why under the field, if it holds
        no deal."""
        try:
            deal = read_deal_code(self.code_text)
        except DealCodeError as error:
            self.code_error = error.message
            return False
        self.use_deal(deal)
        self.code_used, self.code_error = self.code_text, None
        return True

    def forget_code(self) -> None:
        """The game, an option, the players or the seed were changed by hand: the code typed no
        longer says what will be played, so it goes."""
        self.code_text, self.code_used, self.code_error = "", None, None

    def chosen_seed(self) -> int:
        """The typed seed, or a fresh random one when the field is empty."""
        if self.seed_text.strip():
            return int(self.seed_text)
        return random.SystemRandom().randrange(2**31)

    def build_match(self) -> Match:
        """The match these choices describe; RecordError says what is wrong."""
        words = self.app.words
        seats = [
            choice.seat(index, words) for index, choice in enumerate(self.seats[: self.players])
        ]
        return Match.new(self.game, self.players, self.chosen_options(), self.chosen_seed(), seats)

    # The screen -------------------------------------------------------------------------------

    def build(self) -> None:
        """Game buttons on top, seats on the left, options on the right, Back and Start below."""
        words = self.app.words
        _ = words.gettext
        self.title(_(self.heading))
        self.tab_row(
            {game: _(find_game(game).title) for game in GAME_NAMES}, self.game, self.pick_game
        )
        self.build_seats()
        self.build_options()
        if self.error is not None:
            error = as_sentence(words.say(self.error), words)
            self.label(error, self.rect(80, 606, 1120, 30), "@warning")
        # TRANSLATORS: buttons; at most about 14 characters.
        self.button(_("Back"), self.rect(80, 644, 220, 54), self.app.stack.pop)
        self.build_actions()

    def build_actions(self) -> None:
        """The lesson's offer, Start, and the buttons for playing across computers."""
        words = self.app.words
        _ = words.gettext
        if self.offer_lesson is not None and self.game in self.offers:
            offer = Message(
                # TRANSLATORS: the new-game screen's offer of a lesson; {title} is a game's name.
                N_("New to {title}? Play a guided first game"),
                {"title": Message(self.rules.title)},
            )
            self.button(words.say(offer), self.rect(320, 644, 640, 54), self.take_offer)
        self.button(_("Start"), self.rect(980, 644, 220, 54), self.start)
        if self.across is not None:
            # TRANSLATORS: buttons for playing across computers; at most about 18 characters.
            self.button(_("Host a table"), self.rect(80, 548, 270, 44), self.host)
            self.button(_("Join a table"), self.rect(370, 548, 270, 44), self.across.join)

    def build_seats(self) -> None:
        """The number of players and one row per seat: kind, and a name for humans."""
        words = self.app.words
        _ = words.gettext
        counts = self.rules.player_counts(self.options)
        self.label(_("Players"), self.rect(80, 160, 200, 40), "@heading")
        if len(counts) > 1:
            numbers = {words.number(count): count for count in counts}
            self.dropdown(
                list(numbers),
                words.number(self.players),
                self.rect(300, 162, 120, 36),
                lambda text: self.set_players(numbers[text]),
            )
        else:
            self.label(words.number(self.players), self.rect(300, 162, 120, 36))
        kinds = [_(kind) for kind in KINDS]
        for index, choice in enumerate(self.seats[: self.players]):
            top = 212 + index * SEAT_ROW

            def on_kind(text: str, index: int = index) -> None:
                self.set_kind(index, kinds.index(text))

            self.dropdown(kinds, _(choice.kind), self.rect(80, top, 300, 36), on_kind)
            self.build_seat_name(index, choice, top)
        self.build_shuffle(212 + self.players * SEAT_ROW + 8)

    def build_seat_name(self, index: int, choice: SeatChoice, top: float) -> None:
        """Beside a seat's kind: a human's name to type, or the computer's name."""
        words = self.app.words
        if choice.level is not None:
            name = choice.seat(index, words).name
            self.label(name, self.rect(400, top, 240, 36), "@help")
            return

        def on_name(text: str) -> None:
            choice.name = text

        self.text_entry(
            choice.name or player_name(index, words),
            self.rect(392, top, 248, 36),
            on_name,
            limit=NAME_LIMIT,
        )

    def build_shuffle(self, top: float) -> None:
        """Under the seats: the seed, and the deal code."""
        _ = self.app.words.gettext
        # TRANSLATORS: the number that fixes the shuffle, so a game can be played again.
        self.label(_("Seed"), self.rect(80, top, 100, 36))
        self.text_entry(
            self.seed_text,
            self.rect(180, top, 200, 36),
            self.set_seed,
            numbers_only=True,
            limit=10,
        )
        rows = self.help_line(_("empty: a new shuffle each time"), self.rect(395, top, 245, 24))
        self.build_code(top + 46 + (rows - 1) * 24)

    def build_code(self, top: float) -> None:
        """The deal code: its field, Use, and under them the sentence about a bad code (or what a
        code is for)."""
        words = self.app.words
        _ = words.gettext
        # TRANSLATORS: a short text that gives a game, its options and its shuffle, to share.
        self.label(_("Deal code"), self.rect(80, top, 140, 36))
        self.code_entry = self.text_entry(
            self.code_text, self.rect(230, top, 260, 36), self.set_code, limit=CODE_LIMIT
        )
        # TRANSLATORS: a button that reads the deal code typed beside it; at most ~12 letters.
        self.button(_("Use"), self.rect(500, top, 140, 36), self.use_code)
        under = self.rect(80, top + 38, 560, 32)
        if self.code_error is not None:
            self.label(as_sentence(words.say(self.code_error), words), under, "@warning")
        else:
            self.help_line(_("from a friend: the very same game, options and shuffle"), under)

    def build_options(self) -> None:
        """One row per applicable option: its label and control, and its help line below."""
        words = self.app.words
        self.label(words.gettext("Options"), self.rect(660, 160, 300, 40), "@heading")
        top = 206
        for key in self.applicable_options():
            spec = self.rules.option_specs[key]
            self.label(option_label(key, words), self.rect(660, top, 250, 36))
            control = self.rect(920, top - 1, 280, 36)
            if spec.choices is None:
                self.text_entry(
                    self.number_texts[key],
                    control,
                    partial(self.set_number, key),
                    numbers_only=True,
                    limit=NUMBER_DIGITS,
                )
            else:
                labels = {value_label(choice, words): choice for choice in spec.choices}

                def on_option(text: str, key: str = key, labels: dict[str, Any] = labels) -> None:
                    self.set_option(key, labels[text])

                self.dropdown(
                    list(labels), value_label(self.options[key], words), control, on_option
                )
            rows = self.help_line(words.gettext(spec.help), self.rect(660, top + 33, 600, 24))
            top += OPTION_ROW + (rows - 1) * 24

    def help_line(self, text: str, rect: pygame.Rect) -> int:
        """A help line in the small font, or the finer one if it would not fit, or wrapped into
        two rows of `rect`'s size (never drawn too small to read); returns the rows."""
        font = self.app.font(self.app.px(TEXT_SIZES["small"]), text=text)
        if font.size(text)[0] <= rect.width:
            self.label(text, rect, "@help")
            return 1
        return self.wrapped_label(text, rect, "@fine")

    # Reactions --------------------------------------------------------------------------------

    def pick_game(self, game: str) -> None:
        """A game button was pressed."""
        self.choose_game(game)
        self.forget_code()
        self.rebuild()

    def set_code(self, text: str) -> None:
        """The deal code field changed (it is read on Enter, Use or Start)."""
        self.code_text = text

    def use_code(self) -> None:
        """Use (or Enter in the field): read the code and show what it sets, or why not."""
        self.read_code()
        self.rebuild()

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Enter in the deal code field reads it."""
        finished = event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED
        if finished and event.ui_element is self.code_entry:
            self.use_code()
            return True
        return False

    def set_players(self, players: int) -> None:
        """The number of players was chosen."""
        self.players = players
        self.forget_code()
        self.rebuild()

    def set_kind(self, index: int, kind: int) -> None:
        """A seat became a human (kind 0) or a computer of some level (the others of KINDS)."""
        self.seats[index].level = None if kind == 0 else LEVELS[kind - 1]
        self.rebuild()

    def set_seed(self, text: str) -> None:
        """The seed field changed."""
        self.seed_text = text
        self.typed_over_code()

    def set_number(self, key: str, text: str) -> None:
        """A number option's field changed."""
        self.number_texts[key] = text
        self.typed_over_code()

    def typed_over_code(self) -> None:
        """A field the deal code had set was typed in: the code goes from its field (the screen
        is not laid out again, so the typing goes on)."""
        if self.code_used is not None:
            self.forget_code()
            if self.code_entry is not None:
                self.code_entry.set_text("")

    def take_offer(self) -> None:
        """Start the chosen title's lesson instead of a game."""
        if self.offer_lesson is not None:
            self.offer_lesson(self.game)

    def network_choices(self) -> tuple[dict[str, Any], list[Seat]] | None:
        """The options and seats of a table for other computers; None, with the sentence why
        on the screen, when they cannot be (a bad number, or a seed: such a table is shuffled
        by its host in secret, so that nobody at it knows the deal)."""
        try:
            if self.seed_text.strip():
                raise RecordError(Message(SECRET_SHUFFLE))
            options = self.chosen_options()
        except RecordError as error:
            self.error = error.message
            self.rebuild()
            return None
        self.remember()
        return options, self.build_seats_only()

    def default_table_title(self, seats: list[Seat]) -> str:
        """A table's name when none is typed: its first person's."""
        people = [seat.name for seat in seats if seat.kind != COMPUTER]
        return self.app.words.say(
            # TRANSLATORS: the name of a hosted table; {player} is its host's name.
            Message(N_("{player}'s table"), {"player": (people or [seats[0].name])[0]})
        )

    def host(self) -> None:
        """Host these choices as a table for other computers (the first person's seat is this
        screen's), or say what is wrong."""
        chosen = self.network_choices()
        if chosen is not None and self.across is not None:
            options, seats = chosen
            title = self.default_table_title(seats)
            self.across.host(self.game, self.players, options, seats, title)

    def build_seats_only(self) -> list[Seat]:
        """The seats these choices describe."""
        words = self.app.words
        return [
            choice.seat(index, words) for index, choice in enumerate(self.seats[: self.players])
        ]

    def start(self) -> None:
        """Build the match and go to its table, or say in one sentence what is wrong (a deal code
        typed but not yet used is used first). A saved game is recorded first, after a question
        when it is not finished (`scenes.replace_game`)."""
        if self.code_text.strip() and self.code_text != self.code_used and not self.read_code():
            self.rebuild()
            return
        try:
            match = self.build_match()
        except RecordError as error:
            self.error = error.message
            self.rebuild()
            return
        self.remember()
        start_over(self.app, lambda: self.app.play(match))
