"""Short sounds for what happens on the table, made in the page with Web Audio: no sound files.

Each sound is a few notes of a small synthesizer (an oscillator through a gain envelope, some
through a filter): a draw is a soft slide, placing a card a knock, a flip a tick, a trade two
knocks, two cards meeting at a round's end a clash, a bite a low growl, a stake a sharp strike,
the end of a game a short phrase. Sounds follow the player's setting (the mute switch), not the
system's reduced-motion choice.
"""

from __future__ import annotations

from pyscript import window

# (wave, start in seconds, length, frequency from, frequency to, peak volume) for each note
SOUNDS: dict[str, tuple[tuple[str, float, float, float, float, float], ...]] = {
    "draw": (("triangle", 0.0, 0.12, 520, 380, 0.07),),
    "place": (("sine", 0.0, 0.09, 180, 110, 0.16),),
    "flip": (("square", 0.0, 0.05, 1400, 900, 0.04), ("triangle", 0.05, 0.08, 700, 900, 0.05)),
    "trade": (("sine", 0.0, 0.08, 220, 150, 0.14), ("sine", 0.12, 0.08, 260, 170, 0.14)),
    "clash": (("square", 0.0, 0.04, 600, 420, 0.05), ("sine", 0.02, 0.14, 240, 140, 0.14)),
    "bite": (("sawtooth", 0.0, 0.35, 110, 70, 0.09),),
    "stake": (("square", 0.0, 0.05, 900, 300, 0.08), ("sine", 0.04, 0.25, 160, 90, 0.15)),
    "round": (("triangle", 0.0, 0.18, 392, 392, 0.08), ("triangle", 0.18, 0.3, 294, 294, 0.08)),
    "win": (("triangle", 0.0, 0.16, 392, 392, 0.1), ("triangle", 0.16, 0.16, 494, 494, 0.1),
            ("triangle", 0.32, 0.4, 587, 587, 0.1)),
    "lose": (("triangle", 0.0, 0.2, 330, 330, 0.1), ("triangle", 0.2, 0.2, 262, 262, 0.1),
             ("sawtooth", 0.4, 0.5, 196, 150, 0.06)),
}


class Sounds:
    """The page's sound: an audio context, resumed at the person's first touch (browsers let a page
    make sound only once the person has interacted with it)."""

    def __init__(self) -> None:
        self.context = None

    def prepare(self) -> None:
        """Make the audio context while the page starts: making one blocks for 60-80 ms (the audio
        device opens), which at the first tap would be a frozen frame. Browsers keep it suspended
        until the person's first touch, which resumes it (``wake``)."""
        if self.context is None and hasattr(window, "AudioContext"):
            self.context = window.AudioContext.new()

    def wake(self) -> None:
        """Make (or resume) the audio context, during a person's input."""
        self.prepare()
        if self.context is not None and str(self.context.state) == "suspended":
            self.context.resume()

    def play(self, name: str, delay: float = 0.0) -> None:
        notes = SOUNDS.get(name)
        if not notes:
            return
        self.wake()
        context = self.context
        if context is None:
            return
        now = float(context.currentTime) + delay
        for wave, start, length, high, low, volume in notes:
            oscillator = context.createOscillator()
            gain = context.createGain()
            oscillator.type = wave
            oscillator.frequency.setValueAtTime(high, now + start)
            oscillator.frequency.exponentialRampToValueAtTime(max(low, 1), now + start + length)
            gain.gain.setValueAtTime(0.0001, now + start)
            gain.gain.exponentialRampToValueAtTime(volume, now + start + 0.01)
            gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length)
            oscillator.connect(gain)
            gain.connect(context.destination)
            oscillator.start(now + start)
            oscillator.stop(now + start + length + 0.02)
