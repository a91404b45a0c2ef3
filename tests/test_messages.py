"""Messages: a sentence as an id with fields, English by `str`, input quoted only in part."""

from game.core.errors import IllegalAction, RecordError
from game.core.messages import N_, QUOTE_LIMIT, Message, as_message, quote


def test_a_message_reads_as_its_english_sentence_with_the_fields_filled_in():
    message = Message(N_("{total} + {value} would reach 99"), {"total": 98, "value": 4})
    assert str(message) == "98 + 4 would reach 99"


def test_a_message_with_a_plural_picks_the_form_by_its_count():
    one = Message(N_("draw {count} card"), {"count": 1}, plural=N_("draw {count} cards"))
    many = Message(N_("draw {count} card"), {"count": 3}, plural=N_("draw {count} cards"))
    assert (str(one), str(many)) == ("draw 1 card", "draw 3 cards")


def test_a_message_can_hold_another_as_a_field():
    inner = Message(N_("you do not hold {card}"), {"card": "R5"})
    outer = Message(N_("action {index} is illegal: {reason}"), {"index": 3, "reason": inner})
    assert str(outer) == "action 3 is illegal: you do not hold R5"


def test_a_quotation_is_cut_to_a_few_dozen_characters():
    assert quote("play 7") == "'play 7'"
    long = quote("x" * 200_000)
    assert len(long) == QUOTE_LIMIT + 2 and long.endswith("…'")
    assert quote(10**5000) == "5000-digit number"


def test_errors_carry_their_message_and_read_as_english():
    error = IllegalAction(Message(N_("you do not hold {card}"), {"card": "R5"}))
    assert str(error) == "you do not hold R5" and error.message.fields == {"card": "R5"}
    plain = RecordError("the record is not JSON", 4)
    assert plain.message == as_message("the record is not JSON") and plain.index == 4


def test_a_quotation_stays_on_one_line_and_can_be_drawn():
    assert quote("play\n7\t") == "'play\\n7\\t'"
    assert quote("\ud800 lone") == "'\\ud800 lone'"
    assert quote("é 🂡") == "'é 🂡'"
    assert len(quote("\x00" * 500)) == QUOTE_LIMIT + 2


def test_a_quotation_of_a_nested_or_huge_value_is_short_too():
    nested: list = []
    for _ in range(500):
        nested = [nested]
    assert len(quote(nested)) <= QUOTE_LIMIT
    assert quote([10**5000]) == "[5000-digit number]"
    assert len(quote({"key": "x" * 100_000})) <= QUOTE_LIMIT
    assert quote(True) == "true" and quote(None) == "null"  # as JSON writes them, not Python
    assert quote(-(10**200)) == "-200-digit number"


def test_a_plain_sentence_keeps_the_braces_of_the_input_it_quotes():
    error = RecordError("action 0 ('play {x}') is illegal", 0)
    assert str(error) == "action 0 ('play {x}') is illegal"
    assert str(as_message("unknown option '{a}'")) == "unknown option '{a}'"
