"""``python -m game``: the terminal game (see cli.py)."""

import sys

from .cli import main

sys.exit(main())
