"""The game session: the flow around the rules that the page and the terminal share (session.py)."""

from .lesson import LESSON_KEY
from .modes import VS_COMPUTER, Mode
from .remote import REMOTE_KEY
from .screen import Hint, Line, Message, Over, Replay, Screen, Think, Wait, Work
from .session import STORED_KEYS, Session
from .storage import AUTOSAVE_KEY, PREFS_KEY, STATS_KEY

__all__ = ["AUTOSAVE_KEY", "LESSON_KEY", "PREFS_KEY", "REMOTE_KEY", "STATS_KEY", "STORED_KEYS", "VS_COMPUTER", "Hint",
           "Line", "Message", "Mode", "Over", "Replay", "Screen", "Session", "Think", "Wait", "Work"]
