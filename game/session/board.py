"""The board: what the table shows at one moment, for one viewer.

Usually it is the viewer's view (``Board.of_view``). At a round's end the engine has already dealt
the next round, while the table still shows the round that ended, every card face up, its
districts decided one by one (round_end.RoundEnd builds those boards). The page draws a Board and
nothing else, so both kinds of moment are drawn by the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Board:
    """Everything the table shows; cards are codes, None where the viewer sees a back."""

    viewer: str
    round: int
    rounds: int
    health: int
    vampires: tuple[int, ...]
    ranking: tuple[str, ...]  # trump first
    holders: dict[str, tuple[str | None, ...]]
    face_up: dict[str, tuple[bool, ...]]
    opponent_knows: tuple[bool, ...]  # the viewer's slots whose card the opponent knows
    deck_size: int
    deck_top: str | None  # the deck's top card when it is face up (R-FX 2)
    discards: tuple[str, ...]  # oldest first
    drawing: str | None = None  # the side holding a drawn card, if any
    drawn: str | None = None  # that card, if the viewer may see it
    drawn_face_up: bool = False  # it came from the deck's top turned up (R-FX 2): both see it
    resolving: bool = False  # a round's end: every card face up, districts being decided
    outcomes: dict[int, tuple[str, str]] = field(default_factory=dict)  # a round's end: district -> (winner, why)
    locked: frozenset[str] = frozenset()  # a friend's game: places whose card shows with the friend's answer

    @classmethod
    def of_view(cls, view: dict[str, Any]) -> Board:
        """The table as ``view`` shows it."""
        drawing = view["to_move"] if view["phase"] == "drawn" else None
        return cls(
            viewer=view["side"], round=view["round"], rounds=view["rounds"], health=view["health"],
            vampires=tuple(view["vampires"]), ranking=tuple(view["ranking"]),
            holders={side: tuple(cards) for side, cards in view["holders"].items()},
            face_up={side: tuple(up) for side, up in view["face_up"].items()},
            opponent_knows=tuple(view["opponent_knows"]), deck_size=view["deck_size"], deck_top=view["deck_top"],
            discards=tuple(view["discards"]), drawing=drawing, drawn=view["drawn"] if drawing else None,
            drawn_face_up=bool(drawing and view.get("drawn_face_up")),
            locked=frozenset(view.get("locked", ())),
        )

    @property
    def trump(self) -> str:
        return self.ranking[0]
