"""A Party in storage: only what this side may know (its secrets, ciphertexts, shares, moves).

The stored fields' names are the stored form, kept as they were (the scores are "board", a round's
keys "crypts"); a party of another STORE_VERSION is refused, never read as this one. The true deals,
the world and what was made ahead are rebuilt, never stored.
"""

from __future__ import annotations

from typing import Any, Self

from ..sides import SIDES
from . import deck, wire
from .round_keys import RoundKeys
from .wire import FairError
from .world import Scoreboard

FORMAT = "dracula-vs-van-helsing/remote"

# of a stored party (Party.dump); a newer one is set aside, never read as this one. 2: full points and
# shuffle proofs; 3: the log-size shuffle proof (an older one does not load: the session keeps it aside
# and says so, as its friend's messages, of the older protocol, would be refused anyway)
STORE_VERSION = 3


class Storing:
    """The Party's part that stores it and loads it (mixed into Party; one model)."""

    def dump(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": STORE_VERSION, "side": self.side, "host": self.host, "game": self.game_id,
            "identity": format(self.identity, "x"),
            "their_identity": None if self.their_identity is None else format(self.their_identity, "x"),
            "value": wire.b64(self.value),
            "their_value": None if self.their_value is None else wire.b64(self.their_value),
            "their_commitment": self.their_commitment, "sent_hello": self.sent_hello, "sent_reveal": self.sent_reveal,
            "seq_out": self.seq_out, "seq_in": self.seq_in, "last_digest": self.last_digest,
            "their_digest": self.their_digest,
            "last_sent": self.last_sent, "board": self.scores.to_json(), "ranked": self.ranked,
            "crypts": {str(n): c.to_json() for n, c in self.crypts.items()}, "moves": self.moves,
            "unsent": self.unsent,
        }

    @classmethod
    def load(cls, data: dict[str, Any]) -> Self:
        """A Party from ``dump`` (ValueError if the data is not one)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != STORE_VERSION:
            raise ValueError("not a remote game")
        try:
            party = cls(SIDES.index(data["side"]), bool(data["host"]), str(data["game"]))
            party.identity = int(data["identity"], 16)
            party.their_identity = None if data["their_identity"] is None else int(data["their_identity"], 16)
            party.value = wire.unb64(data["value"])
            party.their_value = None if data["their_value"] is None else wire.unb64(data["their_value"])
            party.their_commitment = data["their_commitment"]
            party.sent_hello, party.sent_reveal = data["sent_hello"], data["sent_reveal"]
            party.seq_out, party.seq_in = data["seq_out"], data["seq_in"]
            party.last_digest, party.last_sent = data["last_digest"], data["last_sent"]
            their_digest = data.get("their_digest")  # stored before forks were named: none known
            party.their_digest = their_digest if isinstance(their_digest, str) else None
            party.scores = Scoreboard.from_json(data["board"])
            party.ranked = data["ranked"]
            party.crypts = {int(n): RoundKeys.from_json(c) for n, c in data["crypts"].items()}
            party.moves, party.unsent = list(data["moves"]), list(data["unsent"])
            crypt = party.crypts.get(party.scores.round)
            if crypt is not None:
                party._facts = {p: deck.read(crypt.key, s) for p, s in crypt.shares_in.items()}
        except (KeyError, TypeError, AttributeError, FairError) as error:
            raise ValueError(f"a damaged remote game ({error})") from None
        return party
