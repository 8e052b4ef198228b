"""Everything the app keeps on disk: the unfinished game, settings, statistics."""
