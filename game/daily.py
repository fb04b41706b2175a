"""The daily deal: one game a calendar day, the same for everyone, with no server.

A day (UTC, from the device's clock) names its deal, the computer's randomness and the side the player takes,
all drawn from a hash of the date alone, so two players who make the same moves on the same day see the same
game: the same cards, the same replies. The computer is the hard player with a fixed count of worlds and no
clock (``DAILY_WORLDS``), since a clock would let a slower device reply otherwise.

Anyone who reads this code can work a day's deal out in advance: the daily deal is a shared puzzle among
friends, not a contest with stakes (the README says so). The computer still decides from its view alone.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from .sides import DRACULA, VAN_HELSING

DAILY_LEVEL = "hard"
DAILY_WORLDS = 240  # the hard player's worlds a decision in the daily deal: ended by this count, never the clock
DAY_MS = 86_400_000
ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 of a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil, so
    that the page needs no datetime module: its Python ships only what it imports)."""
    year -= month <= 2
    era = year // 400
    of_era = year - era * 400
    of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    of_era_days = of_era * 365 + of_era // 4 - of_era // 100 + of_year
    return era * 146097 + of_era_days - 719468


def civil_from_days(days: int) -> tuple[int, int, int]:
    """The (year, month, day) of a count of days since 1970-01-01 (H. Hinnant's civil_from_days)."""
    days += 719468
    era = days // 146097
    of_era = days - era * 146097
    year_of_era = (of_era - of_era // 1460 + of_era // 36524 - of_era // 146096) // 365
    of_year = of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    shifted = (5 * of_year + 2) // 153
    day = of_year - (153 * shifted + 2) // 5 + 1
    month = shifted + (3 if shifted < 10 else -9)
    return year_of_era + era * 400 + (month <= 2), month, day


def iso_of(days: int) -> str:
    """A day (days since 1970-01-01) written as YYYY-MM-DD."""
    year, month, day = civil_from_days(days)
    return f"{year:04d}-{month:02d}-{day:02d}"


def day_of(iso: object) -> int:
    """The day (days since 1970-01-01) a YYYY-MM-DD date names; ValueError for anything that is not one."""
    found = ISO_DATE.fullmatch(iso) if isinstance(iso, str) else None
    if found is None:
        raise ValueError(f"not a date: {iso!r}")
    day = days_from_civil(*(int(part) for part in found.groups()))
    if iso_of(day) != iso:  # a 31st of a short month, a 13th month...
        raise ValueError(f"not a date: {iso!r}")
    return day


FIRST_DAY = days_from_civil(2026, 1, 1)  # daily deal number 1


@dataclass(frozen=True)
class Daily:
    """One day's game: its date (ISO), its number, the deal's seed, the computer's seed and the player's side."""

    date: str
    number: int
    seed: int
    ai_seed: int
    side: str


def daily_of(day: int) -> Daily:
    """The daily deal of ``day`` (days since 1970-01-01): the same on every device."""
    date = iso_of(day)
    digest = hashlib.sha256(f"dracula-vs-van-helsing daily {date}".encode()).digest()
    seed = int.from_bytes(digest[:6], "big")
    ai_seed = int.from_bytes(digest[6:10], "big")
    side = DRACULA if digest[10] & 1 else VAN_HELSING
    return Daily(date, day - FIRST_DAY + 1, seed, ai_seed, side)


def today_utc(epoch_ms: float) -> int:
    """The UTC calendar day (days since 1970-01-01) of a moment in milliseconds since 1970 (a browser's Date.now())."""
    return int(epoch_ms // DAY_MS)
