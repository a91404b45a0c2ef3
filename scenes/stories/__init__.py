"""Each game's story page: `scenes/stories/<game>.py` exports `PAGE`, a `StoryPage` of
`scenes.story_view`, found through the list of games (`game.games`)."""
