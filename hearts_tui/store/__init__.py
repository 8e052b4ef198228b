"""Everything the app keeps on disk: the unfinished game, settings, statistics.

No Textual here.  The modules, from the bottom up:

- ``paths``: the data and config directories (``HEARTS_DATA_DIR``/``HEARTS_CONFIG_DIR``,
  else platformdirs with ``XDG_DATA_HOME``/``XDG_CONFIG_HOME``);
- ``files``: crash-safe writes (temp file, fsync, ``os.replace``) and setting damaged
  files aside under a dated name;
- ``saves``: the autosave ``game.json`` (+ ``.bak``), its format and its fall-backs;
- ``settings`` and ``stats``: the two other files, each with load/save;
- ``lock``: one running game per data directory (``fcntl.flock``);
- ``protocol``: what the app needs (``Persistence``); ``persistence``: the disk behind it;
- ``launch``: what ``hearts`` starts with (resume, ``--new``, ``--seed``, notices).
"""
