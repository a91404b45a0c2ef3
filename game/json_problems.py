"""What is wrong with text that is not JSON, in the app's words: the `json` module's own
messages ("Expecting property name enclosed in double quotes") are Python's, not a player's."""

from __future__ import annotations

from game.core.messages import N_, Message

_PROBLEMS = (
    ("Expecting value", N_("a value is missing")),
    ("Expecting property name", N_("a key in double quotes is missing")),
    ("Expecting ':'", N_("a colon is missing")),
    ("Expecting ','", N_("a comma is missing")),
    ("Unterminated string", N_("a text in quotes is not closed")),
    ("Invalid control character", N_("a text in quotes holds a line break or a control character")),
    ("Invalid \\u", N_("a \\u escape is not four hexadecimal digits")),
    ("Invalid \\", N_("a backslash starts no escape JSON knows")),
    ("Extra data", N_("something follows the end of the data")),
    ("Illegal trailing comma", N_("a comma stands before a closing bracket")),
)


def json_problem(decoder_message: str) -> Message:
    """The problem the `json` module reported (`JSONDecodeError.msg`), said in the app's words."""
    for clue, problem in _PROBLEMS:
        if decoder_message.startswith(clue):
            return Message(problem)
    return Message(N_("the text is not laid out as JSON"))
