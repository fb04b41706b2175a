"""The player's settings (language, speed, sound, confirmations, coach, STUN server), kept with the preferences."""

from __future__ import annotations

from ..i18n import LANGUAGES
from .coach import FIRST_GAMES, CoachJob
from .modes import EXPERT, MODES, VS_COMPUTER
from .storage import PREFS_KEY, SPEEDS, dump_prefs, stun_address


class Prefs:
    """The Session's part that changes settings (mixed into Session; one model)."""

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang
            self._store_prefs()

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.speed = speed
            self._store_prefs()

    def set_sound(self, on: bool) -> None:
        self.sound = bool(on)
        self._store_prefs()

    def set_confirm_call(self, on: bool) -> None:
        self.confirm_call = bool(on)
        self._store_prefs()

    def set_stun(self, typed: str) -> bool:
        """The STUN server for live play (kept in the settings); False, and nothing changed, if
        ``typed`` is not a STUN server's address. Only this server is ever contacted, and only live."""
        address = stun_address(typed)
        if address is None:
            return False
        if address != self.stun:
            self.stun = address
            self._store_prefs()
        return True

    def set_coach(self, on: bool) -> None:
        self.coach_pref = bool(on)
        self._store_prefs()

    def coaching(self) -> bool:
        """Does the coach judge the player's decisions now? Only against the computer (in hot-seat a note
        would tell the other player something), never while a lesson's script decides; by default for the
        player's first games against the computer."""
        if self.mode not in VS_COMPUTER or self.guided():
            return False
        return self.coach_setting()

    def coach_setting(self) -> bool:
        """The coach as set: as the player chose, else on for their first games against the computer."""
        if self.coach_pref is not None:
            return self.coach_pref
        finished = sum(count for key, row in self.stats.items() if " vs " in key
                       for outcome, count in row.items() if outcome in ("won", "lost"))
        return finished < FIRST_GAMES

    def coach_work(self) -> CoachJob | None:
        """A decision of the player's to judge, its search begun (the page runs it in slices while the game
        goes on, or in the expert's worker against the expert); None when there is none."""
        return self.coach.work(self.level == EXPERT) if self.coaching() else None

    def coached(self, job: CoachJob, verdict) -> None:
        """The verdict on a decision (ai.coach.Verdict, or None: no note)."""
        self.coach.judged(job, verdict)

    def _store_prefs(self) -> None:
        mode, level = (self.mode, self.level) if self.mode in MODES else self.own_choice
        self.writes[PREFS_KEY] = dump_prefs({**self.prefs_kept, "lang": self.lang, "mode": mode, "level": level,
                                             "speed": self.speed, "sound": self.sound,
                                             "confirm_call": self.confirm_call,
                                             **({} if self.coach_pref is None else {"coach": self.coach_pref}),
                                             **({"stun": self.stun} if self.stun else {})})
