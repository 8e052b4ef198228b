"""One page's game under ``hearts --serve`` (see :mod:`.child`)."""

import sys

from .child import main

sys.exit(main())
