"""English messages."""

MESSAGES: dict[str, str] = {
    # sides, colours, cards
    "side.dracula": "Dracula",
    "side.van_helsing": "Van Helsing",
    "colour.R": "red",
    "colour.G": "green",
    "colour.Y": "yellow",
    "colour.M": "mauve",
    "card.name": "{colour} {value}",
    "card.hidden": "a hidden card",
    # the move log
    "log.draw": "{who} draws a card.",
    "log.draw_seen": "{who} draws {card}.",
    "log.draw_face_up": "{who} draws the face-up {card}.",
    "log.discard": "{who} discards {card}.",
    "log.keep": "{who} puts the drawn card in slot {slot} and discards {discarded}.",
    "log.keep_seen": "{who} puts {card} in slot {slot} and discards {discarded}.",
    "log.effect_8": "The {card} ends the round at once.",
    "log.skip_no_face_down": "Effect {value} is skipped: there is no face-down card for it.",
    "log.skip_deck_empty": "Effect {value} is skipped: the deck is empty.",
    "log.reveal": "{who} reveals {card} in slot {slot}.",
    "log.expose": "{who} exposes {card} in {owner}'s slot {slot}.",
    "log.top": "{who} turns up the top card of the deck: {card}.",
    "log.expose_pending": ("{who} exposes the card in {owner}'s slot {slot}; it shows when your friend's answer"
                           " arrives."),
    "log.top_pending": "{who} turns up the top card of the deck; it shows when your friend's answer arrives.",
    "log.swap": "{who} swaps the cards in slots {a} and {b}.",
    "log.swap_seen": "{who} swaps {card_a} (slot {a}) and {card_b} (slot {b}).",
    "log.trade": "{who} trades slot {slot} with {owner}: gives {gave}, takes {got}.",
    "log.trump": "{who} makes {colour} the trump colour; {old} takes its place in the ranking.",
    "log.extra_turn": "{who} takes another turn.",
    "log.game_code": ("This game's code is {code}. Compare it with your friend's (Play a friend shows it): another"
                      " code means someone stands between you."),
    "log.call": "{who} calls the end of the round.",
    "log.round_end_call": "Round {round} ends: the end was called.",
    "log.round_end_eight": "Round {round} ends: an 8 was discarded.",
    "log.round_end_deck_empty": "Round {round} ends: the deck is empty.",
    "log.district_trump": "District {district}: {dracula} against {van_helsing}. {winner} wins with the trump.",
    "log.district_value": "District {district}: {dracula} against {van_helsing}. {winner} wins with the higher value.",
    "log.district_ranking": ("District {district}: {dracula} against {van_helsing}. Equal values: {winner} wins by"
                             " the colour ranking."),
    "log.bite": "A citizen of district {district} becomes a vampire ({vampires} of 4).",
    "log.stake": "Dracula loses 1 health ({health} left).",
    "log.game_over_health": "{winner} wins: Dracula's health is gone.",
    "log.game_over_district": "{winner} wins: every citizen of district {district} is a vampire.",
    "log.game_over_rounds": "{winner} wins: five rounds are over and Dracula still stands.",
    "log.game_over_abandoned": ("{winner} wins by forfeit: your friend did not send the round's key, and you ended"
                                " the game, abandoned by your friend."),
    "log.game_over_cheat": ("{winner} wins by forfeit: a message from your friend did not hold up, and the game ended"
                            " there."),
    "log.you.draw_seen": "You draw {card}.",
    "log.you.draw_face_up": "You draw the face-up {card}.",
    "log.you.discard": "You discard {card}.",
    "log.you.keep_seen": "You put {card} in slot {slot} and discard {discarded}.",
    "log.you.skip_no_face_down": "Your effect {value} is skipped: there is no face-down card for it.",
    "log.you.skip_deck_empty": "Your effect {value} is skipped: the deck is empty.",
    "log.you.reveal": "You reveal {card} in slot {slot}.",
    "log.you.expose": "You expose {card} in {owner}'s slot {slot}.",
    "log.you.top": "You turn up the top card of the deck: {card}.",
    "log.you.swap_seen": "You swap {card_a} (slot {a}) and {card_b} (slot {b}).",
    "log.you.trade": "You trade slot {slot} with {owner}: you give {gave} and take {got}.",
    "log.you.trump": "You make {colour} the trump colour; {old} takes its place in the ranking.",
    "log.you.extra_turn": "You take another turn.",
    "log.you.call": "You call the end of the round.",
    "log.expose_yours": "{who} exposes your {card} in slot {slot}.",
    "log.trade_yours": "{who} trades slot {slot} with you: takes your {got} and gives you {gave}.",
    "log.deal": "Round {round}: new cards are dealt.",
    # effects, short (on the card) and long (tooltips, rules)
    "fx.short.1": "Reveal",
    "fx.short.2": "Top card",
    "fx.short.3": "Expose",
    "fx.short.4": "Swap",
    "fx.short.5": "Again",
    "fx.short.6": "Trade",
    "fx.short.7": "Trump",
    "fx.short.8": "End round",
    "fx.long.1": "When discarded: reveal one of your cards; your opponent sees it until the round ends.",
    "fx.long.2": "When discarded: turn up the top card of the deck; whoever draws it draws it face up.",
    "fx.long.3": "When discarded: turn one of your opponent's hidden cards face up (you choose which).",
    "fx.long.4": "When discarded: swap two of your own cards between slots.",
    "fx.long.5": "When discarded: take another turn straight away.",
    "fx.long.6": "When discarded: swap one of your cards with your opponent's card in the same slot.",
    "fx.long.7": "When discarded: swap the trump colour with another colour in the ranking.",
    "fx.long.8": "When discarded: the round ends at once. Only once 6 cards are in the discard pile.",
    # the page
    "ui.title": "Dracula vs Van Helsing",
    "ui.new_game": "New game",
    "ui.rules": "Rules",
    "ui.other_language": "فارسی",
    "ui.call": "Call end of round",
    "ui.discard": "Discard",
    "ui.deck_count": "{count} cards left",
    "ui.deck_count_one": "{count} card left",
    "ui.deck_top_face_up": "Top card face up: {card}",
    "ui.discard_pile": "Discard pile",
    "ui.discard_count": "{count} discarded",
    "ui.discard_empty": "No card discarded yet",
    "ui.show_all": "Show all",
    "ui.drawn": "Drawn card",
    "ui.drawn_by": "{side}'s drawn card",
    "ui.no_drawn": "No card drawn",
    "ui.round": "Round {round} of {rounds}",
    "ui.health": "Dracula's health: {health}\u00a0of\u00a012",  # the figure kept whole on a narrow line
    "ui.ship": "The ship: round {round} of {rounds}",
    "ui.ranking": "Colour ranking, strongest first",
    "ui.trump": "trump",
    "ui.weathervane": "Districts resolve from 1 to 5, the way the weathervane points",
    "ui.district_tokens": "District {district}: {vampires} vampires, {humans} humans",
    "ui.you_are": "You play {side}",
    "ui.mode_computer": "against the computer ({level})",
    "ui.mode_hotseat": "two players, one device",
    "ui.mode_watch": "computer against computer",
    "ui.viewing": "Showing {side}'s view",
    "ui.switch_view": "Show {side}'s view",
    "ui.thinking": "{side} is thinking…",
    "ui.close": "Close",
    "ui.your_holder": "Your cards ({side})",
    "ui.their_holder": "{side}'s cards",
    "ui.see_again": "See it again",
    "a11y.see_again": "See it again: {side}'s last turn, slowly",
    "ui.what_they_know": "What {side} knows ({count})",
    "ui.what_they_know_words": "What {side} knows",
    "ui.what_they_know_count": "({count})",
    "ui.log_title": "What happened",
    "ui.log_empty": "The game has just begun.",
    # accessible names
    "a11y.my_slot": "Your slot {slot}, {what}",
    "a11y.their_slot": "{side}'s slot {slot}, {what}",
    "a11y.seen_by_both": "face up, seen by both",
    "a11y.seen_by": "known to {side}",
    "a11y.remembered": "you remember it",
    "a11y.hidden_card": "hidden",
    "a11y.locked_card": "a card that shows when your friend's answer arrives",
    "a11y.selected": "selected",
    "a11y.make_trump": "Make {colour} the trump colour",
    "a11y.colour_rank": "{colour}, place {place}",
    "a11y.trade_here": "Trade cards in district {district}",
    "a11y.draw": "Draw from the deck:",
    # prompts
    "prompt.draw": "Your turn: draw a card from the deck.",
    "prompt.draw_or_call": "Your turn: draw a card from the deck, or call the end of the round.",
    "prompt.keep": "Keep the {card} in one of your slots (the card there is discarded), or discard it.",
    "prompt.keep_eight": "An 8 may not be discarded before 6 cards are in the discard pile: keep it in a slot.",
    "prompt.reveal": ("Your {card} was discarded: reveal one of your cards. Your opponent will see it until the"
                      " round ends."),
    "prompt.expose": ("Your {card} was discarded: choose one of your opponent's cards to turn face up. Both of you"
                      " will see it until the round ends."),
    "prompt.swap": "Your {card} was discarded: choose two of your cards to swap places (and districts).",
    "prompt.swap_second": "Now choose the card to swap with slot {slot}.",
    "prompt.trade": ("Your {card} was discarded: choose a district to trade cards there with your opponent. Each"
                     " of you will know both cards."),
    "prompt.trump": ("Your {card} was discarded: choose the colour that becomes trump; it changes places with"
                     " {colour} in the ranking."),
    "prompt.waiting": "{side} is playing…",
    "prompt.last_turn": "{side} called the end of the round: this is the last turn.",
    "prompt.game_over": "The game is over.",
    # new game dialog
    "newgame.title": "New game",
    "newgame.mode": "Who plays?",
    "newgame.as_dracula": "You are Dracula, the computer is Van Helsing",
    "newgame.as_van_helsing": "You are Van Helsing, the computer is Dracula",
    "newgame.hotseat": "Two players on this device",
    "newgame.watch": "Watch the computer play itself",
    "newgame.level": "Computer",
    "newgame.start": "Start",
    "newgame.cancel": "Cancel",
    "level.random": "random",
    # hand-over (hot-seat)
    "handover.title": "Pass the device to {side}",
    "handover.body": "Every card is hidden. {side}, take the device; nobody else should look.",
    "handover.ready": "I am {side}: show my cards",
    # game over
    "over.title": "{winner} wins",
    "over.again": "Play again",
    "rematch.again": "Play again",
    "tracker.open": "Card tracker",
    "tracker.title": "The 32 cards, as you know them",
    "tracker.mine": "In your hand",
    "tracker.shown": "In your hand, known to {side}",
    "tracker.theirs": "Seen in {side}'s hand",
    "tracker.deck": "Face up on the deck",
    "tracker.discarded": "Discarded",
    "tracker.unknown": "Still unknown",
    "rematch.swap": "Swap sides",
    "pile.title": "The discard pile, oldest first",
    # the hint
    "ui.hint": "Hint",
    "ui.hint_thinking": "Looking for a good move…",
    "hint.draw": "Draw: there is more to gain this round.",
    "hint.call": "Call the end of the round: your lead should hold.",
    "hint.discard": "Discard the {card}: your cards are better where they are.",
    "hint.keep": "Keep the {card} in slot {slot}, discarding the {replaced}.",
    "hint.reveal": "Reveal slot {slot}: it tells your opponent the least.",
    "hint.expose": "Expose slot {slot}: that is where the outcome is least certain.",
    "hint.swap": "Swap slots {a} and {b}.",
    "hint.trade": "Trade in district {slot}.",
    "hint.trump": "Make {colour} the trump colour.",
    "hint.chance": "(Chance to win the game: {percent}%)",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "level.expert": "expert",
    "level.about.easy": "Plays sensibly, but loosely.",
    "level.about.normal": "Judges every district against what it knows of your cards.",
    "level.about.hard": "Weighs what your choices this round tell, and tries its best moves in hundreds of deals.",
    "level.about.expert": ("Takes twice hard's time, tries more of its moves, weighs more guesses at your cards,"
                           " and thinks on your time."),
    "message.no_worker": "The expert cannot think in this browser",
    "message.no_worker_body": ("The expert thinks in a thread of its own, which this browser could not start ({why})."
                               " The game goes on against the hard computer."),
    # more: files, statistics, replays
    "ui.more": "More",
    "ui.build": "Version {label}",
    "more.title": "This game",
    "more.export": "Export this game to a file",
    "more.import": "Import a game from a file",
    "more.replay": "Replay this game",
    "more.stats": "Statistics",
    "offline.off": ("Offline play is not set up in this browser now: open the game once while online to set it"
                    " up again."),
    "offline.ready": "Offline play is ready: this browser keeps the whole game.",
    "offline.failed": ("Offline play is not ready: the game could not be kept in thi"
                       "s browser. It plays while online; reload to try again."),
    "message.import_failed": "This file could not be imported",
    "message.newer_title": "Saved by a newer version of the game",
    "message.newer_body": ("Some of what this browser keeps was saved by a newer version of the game, which this one "
                           "cannot read. Nothing of it was changed: it is kept apart, and you can download it."),
    "message.resume_failed": "The saved game could not be resumed",
    "message.daily_damaged": "The daily deal's record could not be read",
    "puzzle.title": "Puzzles",
    "puzzle.intro": ("Positions from real games where one decision is clearly best, seen only as the player to move saw"
                     " them. Find it; a wrong answer gets a hint."),
    "puzzle.progress": "{solved} of {total} solved",
    "puzzle.daily": "Today's puzzle: #{number}",
    "puzzle.open_daily": "Today's puzzle",
    "puzzle.number": "Puzzle {number} of {total}",
    "puzzle.list_item": "Puzzle {number}: {outcome}",
    "puzzle.outcome.first": "solved at the first answer",
    "puzzle.outcome.solved": "solved",
    "puzzle.outcome.shown": "answer shown",
    "puzzle.outcome.tried": "tried, not solved yet",
    "puzzle.outcome.none": "not tried yet",
    "puzzle.ask": "You play {side}. Round {round}, {deck} cards left in the deck. What is the best decision?",
    "puzzle.tap_offered": "Tap a glowing card or place, or choose one of the options below.",
    "puzzle.unavailable": ("The puzzles could not be fetched. Connect to the internet once to"
                           " open them; from then on they work offline too."),
    "puzzle.options": "Your options",
    "puzzle.wrong": "Not the best.",
    "puzzle.right_first": "Solved at the first answer!",
    "puzzle.right": "Solved.",
    "puzzle.shown": "The answer:",
    "puzzle.show": "Show the answer",
    "puzzle.next": "Next puzzle",
    "puzzle.list": "All puzzles",
    "puzzle.chance": "{action}: {chance} chance to win",
    "puzzle.search": ("Chances to win from {worlds} deals of the cards you could not see, each played to the end of the"
                      " round; the answer leads the next best by {gain} points (standard error {error})."),
    "puzzle.themes": "What this puzzle is about",
    "puzzle.why.won": ("{best} wins {chance}: it wins the game before this round is over in {won} of the deals, "
                       "{second} in {other_won}."),
    "puzzle.why.lost": ("{best} wins {chance}: after {second} you lose the game before this round is over in "
                        "{other_lost} of the deals, after {best} in {lost}."),
    "puzzle.why.districts": ("{best} wins {chance}: you take {districts} of the 5 districts this round on average, "
                             "against {other_districts} after {second} ({other})."),
    "puzzle.why.later": ("{best} wins {chance}, {second} {other}: about as many districts this round ({districts} and "
                         "{other_districts}), but {best} leaves you better placed for the rounds to come."),
    "puzzle.hint.call": "Hint: count the districts you would take if the round ended now.",
    "puzzle.hint.draw": ("Hint: is the round really yours? A call gives the other side one last turn, and ends your "
                         "chances to mend it."),
    "puzzle.hint.discard": ("Hint: the drawn card does more on the discard pile than in your holder: its effect is "
                            "worth having now."),
    "puzzle.hint.keep": ("Hint: the drawn card belongs in your holder; the card it replaces may have an effect worth "
                         "using now."),
    "puzzle.hint.reveal": "Hint: which of your cards costs you least if the other side sees it?",
    "puzzle.hint.expose": "Hint: which of their cards would change your next decision most?",
    "puzzle.hint.swap": "Hint: two of your cards would each do better in the other's district.",
    "puzzle.hint.trade": "Hint: one of the other side's cards would serve you better in your own holder.",
    "puzzle.hint.trump": "Hint: which colour makes the most of your cards in the districts, and the least of theirs?",
    "puzzle.theme.call": "Calling the end of the round",
    "puzzle.theme.eight": "The 8",
    "puzzle.theme.trump": "The trump",
    "puzzle.theme.effect-1": "Effect 1: reveal",
    "puzzle.theme.effect-2": "Effect 2: the top card",
    "puzzle.theme.effect-3": "Effect 3: expose",
    "puzzle.theme.effect-4": "Effect 4: swap",
    "puzzle.theme.effect-5": "Effect 5: another turn",
    "puzzle.theme.effect-6": "Effect 6: trade",
    "puzzle.theme.effect-7": "Effect 7: a new trump",
    "puzzle.theme.effect-8": "Effect 8: the round ends",
    "message.puzzles_damaged": "The puzzles' record could not be read",
    "daily.title": "Daily deal",
    "daily.offer": "Today's deal: the same game for everyone today",
    "daily.status": "Daily deal #{number}",
    "daily.status_practice": "Daily deal #{number} (practice)",
    "daily.share_won": ("Dracula vs Van Helsing · daily deal #{number}\nAs {side}, I won.\n{rounds}"
                         "\n{health} of 12 health left to Dracula · {decisions} decisions"),
    "daily.share_lost": ("Dracula vs Van Helsing · daily deal #{number}\nAs {side}, I lost.\n{rounds}"
                         "\n{health} of 12 health left to Dracula · {decisions} decisions"),
    "daily.share_practice": "(practice)",
    "daily.copy": "Copy",
    "daily.copied": "Copied",
    "daily.share": "Share",
    "daily.stats": "Daily deals: {played} played, {won} won",
    "daily.streaks": "Days won in a row: {streak} now, {longest} at most",
    "daily.practice_note": "You played today's counted deal already: this one is practice.",
    "daily.calendar": "The last four weeks",
    "daily.day_won": "{date}: won",
    "daily.day_lost": "{date}: lost",
    "daily.day_left": "{date}: begun, not finished",
    "daily.day_open": "{date}: today",
    "daily.day_none": "{date}: not played",
    "message.save_failed": "This browser cannot save the game",
    "message.save_failed_body": ("Its storage is full or turned off. The game plays on, but a reload or a closed t"
                                 "ab would lose it: download it now to keep it, and import it later."),
    "ui.elsewhere": ("This game is now being played in another tab of this browser. This tab"
                     " stops here, so that neither tab overwrites the other."),
    "ui.play_here": "Play it here",
    "ui.not_saved": ("Not saved: this browser's storage is full or turned off. More, then Ex"
                     "port this game to a file, keeps it."),
    "message.kept_game": "Your current game is unchanged.",
    "message.kept_data": "Nothing was deleted: download the data to keep it.",
    "message.download": "Download the data",
    "stats.title": "Statistics",
    "stats.empty": "No finished games yet.",
    "stats.kind": "Games",
    "stats.won": "Won",
    "stats.lost": "Lost",
    "stats.hotseat": "Two players on one device",
    "stats.watch": "Computer against computer ({level})",
    "stats.vs": "As {side} against the computer ({level})",
    "stats.side_won": "{side} won",
    "stats.vs_friend": "As {side} against a friend",
    "stats.forfeits": "({count} by forfeit)",
    "stats.skipped": ("Entries not understood, perhaps from a newer version of the game, "
                      "are not shown (they are kept): {count}."),
    "replay.title": "Replay",
    "replay.step": "Move {step} of {total}",
    "replay.before": "Before move {move} of {total}",
    "replay.better": "Review, move {move}: {better} (marked on the table) was better than {played}.",
    "replay.first": "First move",
    # a wrong tap, answered (game/refusals.py)
    "refuse.draw_first": "Draw a card first.",
    "refuse.eight_discard": "An 8 may not be discarded before {count} cards are in the pile.",
    "refuse.eight_kept": "An 8 may not leave its slot before {count} cards are in the pile.",
    "refuse.theirs": "Those are {side}'s cards: you play with your own.",
    "replay.back": "One move back",
    "replay.forward": "One move forward",
    "replay.last": "Last move",
    "replay.leave": "Back to the game",
    # the rules (docs/RULES.md, in our own words)
    "rules.title": "How to play",
    "rules.goal_title": "The goal",
    "rules.goal": ("Dracula wants to turn the people of Whitby into vampires; Van Helsing wants to destroy him."
                   " Dracula wins when all four citizens of one district are vampires, or when the fifth round"
                   " ends and he still stands. Van Helsing wins when Dracula's 12 health are gone."),
    "rules.table_title": "The table",
    "rules.table": ("Whitby has five districts, numbered 1 to 5 from left to right, with four citizens each."
                    " Each player has a holder of five slots: the card in slot 1 faces district 1, and so on."
                    " The deck has 32 cards: four colours (red drop, green garlic, yellow sun, mauve moon), each"
                    " with the values 1 to 8. The colour ranking orders the colours, strongest first: the first"
                    " colour is the trump. It is set at random when the game starts and only effect 7 changes it."),
    "rules.turn_title": "A round",
    "rules.deal": ("Each round the whole deck is shuffled and each player gets five cards, Dracula first, slot 1"
                   " to 5. Dracula takes the first turn of every round; then the turns alternate. You see your own"
                   " cards; of your opponent's you see only the backs, except the cards revealed."),
    "rules.turn": ("On your turn, draw the top card of the deck. Then discard it, or put it in one of your slots"
                   " and discard the card that was there. The discarded card's effect happens."),
    "rules.call": ("Instead of drawing, you may call the end of the round once at least 6 cards are in the"
                   " discard pile, if nobody has called yet this round. Your opponent then takes one last turn"
                   " and the round ends. A round also ends when the deck runs out."),
    "rules.effects_title": "The effects of discarded cards",
    "rules.effects_note": ("An effect that cannot happen is skipped: effects 2 and 5 are skipped when the deck is"
                           " empty, effects 1 and 3 when there is no face-down card for them."),
    "rules.end_title": "The end of a round",
    "rules.resolve": ("All cards turn face up and the districts are settled one by one, from 1 to 5, the way the"
                      " weathervane points. In each district Dracula's card meets Van Helsing's: a trump beats"
                      " any other colour; between two trumps, or two other colours, the higher value wins; equal"
                      " values go to the colour ranked higher."),
    "rules.example": ("For example, with the ranking yellow, mauve, green, red (yellow is trump): green 6 beats"
                      " red 3 (the higher value), green 4 beats red 4 (green ranks above red), and yellow 1 beats"
                      " mauve 8 (the trump)."),
    "rules.outcome": ("When Dracula wins a district, one of its citizens becomes a vampire. When Van Helsing wins"
                      " it, Dracula loses 1 health. The game ends the moment a side has won, even halfway through"
                      " the districts. Otherwise the ship moves on and the next round is dealt: the ranking, the"
                      " vampires and Dracula's health carry over."),
    "rules.rulings_title": "Our rulings, where the printed rules are silent",
    "rules.ruling_memory": ("What you have seen stays known until the round ends: a card that left your holder in a"
                            " trade (effect 6) stays visible to you in your opponent's holder, and you follow it"
                            " when they swap or trade it."),
    "rules.ruling_revealed": ("A revealed card stays face up until the round ends, wherever swaps and trades move"
                              " it. A face-up top card of the deck that is kept stays face up in the holder."),
    "rules.ruling_top": ("With effect 2, the top card of the deck stays on top, face up, and whoever draws it next"
                         " draws it face up."),
    "rules.ruling_expose": "With effect 3, the player who discarded chooses which of the opponent's cards to expose.",
    "rules.ruling_eight": ("An 8 may be discarded only once 6 cards are in the discard pile: before that, a drawn"
                           " 8 must be kept and an 8 in a slot cannot be replaced. Effects 4 and 6 may still move"
                           " an 8 between slots. Discarding an 8 ends the round at once, even after a call."),
    "rules.ruling_call": ("After a call, an effect 5 in the opponent's last turn still gives them another turn,"
                          " but they cannot call."),
    "ui.ranking_help": ("The trump beats every other colour; otherwise the higher value wins, and equal values go"
                        " to the colour ranked higher."),
    # the other side's last turn (the last-move bar)
    "last.label": "Last move",
    "last.turn": "{who}: {clauses}",
    "last.separator": "; ",
    "last.draw_face_up": "drew the face-up {card}",
    "last.discard": "discarded {card}",
    "last.keep": "kept a card in slot {slot}, discarding {discarded}",
    "last.keep_seen": "kept {card} in slot {slot}, discarding {discarded}",
    "last.reveal": "revealed {card} in slot {slot}",
    "last.expose": "exposed {card} in {owner}'s slot {slot}",
    "last.expose_yours": "exposed your {card} in slot {slot}",
    "last.top": "turned up the deck's top card: {card}",
    "last.swap": "swapped slots {a} and {b}",
    "last.trade": "traded slot {slot} with {owner}: gave {gave}, took {got}",
    "last.trade_yours": "traded slot {slot}: took your {got}, gave you {gave}",
    "last.trump": "made {colour} the trump",
    "last.extra_turn": "took another turn",
    "last.call": "called the end of the round",
    "last.eight": "ended the round with {card}",
    "last.skip": "effect {value} was skipped",
    # a round's summary
    "summary.title": "Round {round} is over",
    "summary.prompt": "Round {round} begins when you press Continue.",
    "summary.district": "District",
    "summary.winner": "Taken by",
    "summary.why": "Why",
    "summary.by_trump": "the trump",
    "summary.by_value": "the higher value",
    "summary.by_ranking": "the colour ranking",
    "district.by_trump": "Trump",  # a district's label at a round's end, in a word
    "district.by_value": "Higher",
    "district.by_ranking": "Ranking",
    "summary.bitten": "Vampires added: {count}",
    "summary.health_lost": "Dracula's health lost: {count}",
    "summary.state": "Dracula now has {health} health. Vampires by district:",
    "summary.vampires": "Vampires by district",
    "summary.continue": "Continue",
    # the game's end
    "over.you_win": "You win!",
    "over.you_lose": "You lose",
    "over.rounds": "The rounds",
    "over.round": "Round",
    "over.districts": "Districts taken",
    "over.after": "Afterwards",
    "over.round_row": "Dracula {by_dracula}, Van Helsing {by_van_helsing}",
    "over.round_after": "health {health}; vampires:",
    "over.record": "Your record as {side} against the computer ({level}): {won} won, {lost} lost.",
    "over.takebacks": "You took back {count} decisions in this game.",
    "over.takebacks_one": "You took back {count} decision in this game.",
    "over.streak": "{count} wins in a row.",
    "over.best_streak": "{count} wins in a row: your best run yet!",
    "stats.best_streak": "best run {count}",
    "ui.skip": "Skip",
    "a11y.skip": "Show the rest of the round's end at once",
    # confirmations
    "confirm.new_game": "Start a new game? The game in progress ends without a result.",
    "confirm.new_game_yes": "Start a new game",
    "confirm.new_game_no": "Keep playing",
    "confirm.daily": "Play today's deal? The game in progress ends without a result.",
    "confirm.daily_yes": "Play today's deal",
    "confirm.daily_no": "Keep playing",
    "confirm.call": "Call the end of the round? Your opponent then plays one last turn.",
    "confirm.call_yes": "Call",
    "confirm.call_no": "Not now",
    "confirm.expose_known": "You already know the card in slot {slot}. Expose it anyway?",
    "confirm.expose_known_yes": "Expose it",
    "confirm.expose_known_no": "Choose another",
    "confirm.remember": "Do not ask before a call again",
    # undo, watching, settings, the phone's sheets, a card's sheet
    "ui.undo": "Undo",
    "a11y.undo": "Take back your last decision",
    "ui.pause": "Pause",
    "ui.play": "Play",
    "ui.step": "Step",
    "ui.settings": "Settings",
    "ui.menu": "Menu",
    "ui.log": "Log",
    "settings.title": "Settings",
    "settings.speed": "Speed of the table",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "speed.instant": "Instant",
    "settings.sound": "Sounds",
    "settings.confirm_call": "Ask before calling the end of a round",
    "sheet.known_both": "Face up: both players see it.",
    "sheet.known_to": "{side} knows this card too.",
    "sheet.only_you": "Only you know this card.",
    "sheet.remembered": "You remember this card: it passed through a trade.",
    "sheet.hidden": "You do not know this card.",
    "sheet.slot": "Slot {slot}, facing district {slot}.",
    "ui.district_tokens_one": "District {district}: {vampires} vampire, {humans} humans",
    "ui.thinking_mark": "thinking",
    "stats.takebacks": "With take-backs",
    # the guided first game (game/lesson.py), the first visit, the card reference
    "lesson.title": "Learn to play",
    "lesson.step": "Lesson · step {number} of {total}",
    "lesson.step_free": "Lesson · your own round",
    "lesson.next": "Next",
    "lesson.leave": "Leave the lesson",
    "lesson.play": "Play a real game",
    "lesson.restart": "Start the lesson again",
    "lesson.welcome": ("You are Dracula, and Whitby's five districts are your prey. You win when all four citizens"
                       " of one district are vampires, or when you survive five rounds. Van Helsing wins if your"
                       " {health} health falls to 0."),
    "lesson.holder": ("These five cards are yours. Each one faces the district above it: when the round ends, your"
                      " card in slot 1 fights Van Helsing's card in slot 1 for district 1, and so on."),
    "lesson.theirs": ("Van Helsing's five cards face the same districts from the other side. You see only their"
                      " backs, not even their colours; he sees only the backs of yours."),
    "lesson.ranking": ("The four colours are ranked, strongest first. The first, with the crown, is the trump: now"
                       " red. A trump beats a card of any other colour, whatever the values."),
    "lesson.draw": "Your turn. A turn starts with a draw: click the deck.",
    "lesson.keep": ("You drew the {card}, a trump. Keep it: click your slot 2. The {discarded} there goes to the"
                    " discard pile."),
    "lesson.reveal": ("A discarded card has an effect, set by its value. The 1 makes you reveal one of your cards:"
                      " Van Helsing will see it until the round ends. Reveal the {card} in slot 2."),
    "lesson.eye": ("The eye marks a card both of you see. Your other cards look face up to you, but Van Helsing"
                   " still sees only their backs."),
    "lesson.their_turn": "Van Helsing's turn: watch what he does.",
    "lesson.draw_after_reveal": "Van Helsing discarded a 1 too, and revealed his {card} in slot 2. Your turn: draw.",
    "lesson.keep_eight": ("The {card}! Discarding an 8 ends the round at once, so an 8 may not be discarded before"
                          " six cards lie in the discard pile. Keep it in slot 3; the {discarded} there is"
                          " discarded."),
    "lesson.top": ("A discarded 2 turns up the top card of the deck: the {card}. It stays on top, face up, and"
                   " whoever draws it next draws it face up."),
    "lesson.draw_face_up": ("Van Helsing drew the {card} and kept it: it stays face up in his slot 4. His"
                            " discarded 2 turned up the {top}. Draw it."),
    "lesson.discard_three": ("This time discard the drawn card itself: click the discard pile. The {card}'s"
                             " effect: you expose one of Van Helsing's cards."),
    "lesson.expose": "Choose the card Van Helsing must turn face up: his card in slot 3.",
    "lesson.draw_after_expose": ("Van Helsing discarded a 3 and exposed your {card} in slot 1: the eye shows he"
                                 " sees it now. Draw."),
    "lesson.keep_four": ("Keep the {card} in slot 4. The {discarded} there is discarded: a 4 lets you swap two of"
                         " your cards."),
    "lesson.swap": ("A swap moves two cards to each other's districts. Click slot 1, then slot 2: the {card_a} and"
                    " the {card_b} change places, and the eye goes with its card."),
    "lesson.draw_five": "Van Helsing's 2 turned up the {card}. Draw it.",
    "lesson.discard_five": "Discard the {card}: a 5 gives you another turn at once.",
    "lesson.draw_again": "Your extra turn: draw again.",
    "lesson.keep_six": "Keep the {card} in slot 5. The {discarded} there is discarded: a 6 lets you trade.",
    "lesson.trade": ("A trade swaps your card and Van Helsing's card in the same district. Trade in district 5: he"
                     " gets your {card}, you get his card."),
    "lesson.ribbon": ("You got his {got}. The ribbon marks what a trade taught: Van Helsing knows the {got} he"
                      " gave you, and you remember your {gave} in his slot 5."),
    "lesson.draw_seven": "Van Helsing revealed his {card} in slot 1. Draw.",
    "lesson.discard_seven": "Discard the {card}: a 7 makes another colour the trump.",
    "lesson.trump": ("Make {colour} the trump: click it in the ranking. It changes places with {old}, and your"
                     " mauve 6 and mauve 4 become trumps."),
    "lesson.call": ("Van Helsing discarded a 1 and revealed his {card} in slot 5, the card you traded him."
                    " Six cards or more lie in the discard pile. From now on, instead of drawing, a player may call"
                    " the end of the round with this button: the other plays one last turn, then the round ends."
                    " One call a round. This time, draw."),
    "lesson.draw_eight": "Draw.",
    "lesson.discard_eight": ("The {card}. More than six cards lie in the pile now, so you may discard it: the"
                             " round ends at once, and nobody plays again."),
    "lesson.resolution": ("The round is over. Every card turns face up, and the districts are settled from 1 to 5:"
                          " a trump beats any other colour; otherwise the higher value wins; at equal values, the"
                          " colour ranked higher. When you take a district, a citizen there becomes a vampire (a"
                          " bite); when Van Helsing takes one, you lose 1 health (a stake). Read the summary, then"
                          " continue."),
    "lesson.round_result": ("{bites} bites and 2 stakes: districts 3, 4 and 5 each hold a vampire, and you have"
                            " {health} health. The ranking, the vampires and your health carry over to the new"
                            " round; the cards are dealt afresh."),
    "lesson.winning": ("How the game ends: you win as soon as one district holds four vampires, or when the fifth"
                       " round ends. Van Helsing wins as soon as your health reaches 0."),
    "lesson.alone": ("This round is yours: play it against the computer. Once six cards lie in the discard pile"
                     " you may call the end of the round. Cards shows every effect; Hint asks for advice."),
    "lesson.done": "You know how to play. Start a real game when you are ready, as either side.",
    "welcome.title": "Welcome to Whitby",
    "welcome.body": ("Dracula and Van Helsing fight over the town's five districts with a hand of five cards. New"
                     " to the game? The lesson teaches it in about five minutes, by playing."),
    "welcome.learn": "Learn to play",
    "welcome.play": "Play against the computer",
    "welcome.rules": "Read the rules",
    "ui.learn": "Learn to play",
    "ui.reference": "Cards",
    "ref.title": "Cards and marks",
    "ref.effects": "What a discarded card does",
    "ref.ranking": "The ranking now, strongest first",
    "ref.trump_note": "The first colour is the trump: it beats any other colour.",
    "ref.marks": "The marks on a card",
    "ref.eye": "Face up: both players see this card until the round ends.",
    "ref.ribbon": "Known through a trade: on your card, your opponent knows it; on theirs, you remember it.",
    "ref.district": "How a district is won",
    "ref.district_rule": ("At the round's end, in each district: a trump beats any other colour; otherwise the"
                          " higher value wins; at equal values, the colour ranked higher. Dracula's win bites a"
                          " citizen there; Van Helsing's costs Dracula 1 health."),
    "ref.close": "Close the card reference",
    # the coach
    "coach.note": "Coach: {better} was worth +{gain}% chance to win over {played}.",
    "coach.act.draw": "drawing",
    "coach.act.call": "calling the end of the round",
    "coach.act.discard": "discarding the {card}",
    "coach.act.keep": "keeping the {card} in slot {slot}",
    "coach.act.reveal": "revealing slot {slot}",
    "coach.act.expose": "exposing slot {slot}",
    "coach.act.swap": "swapping slots {a} and {b}",
    "coach.act.trade": "trading in district {slot}",
    "coach.act.trump": "making {colour} the trump",
    "settings.coach": "Coach: a note after a clearly weaker decision",
    # a game's review
    "review.open": "Review",
    "review.title": "Review of {side}'s decisions",
    "review.progress": "Review progress",
    "review.working": "Judging each decision from what was known then… {percent}",
    "review.summary": ("The chance to win after each of {count} decisions, as the hard player's search rates it"
                       " (up to {worlds} worlds each). A key moment is a decision where another was clearly better."),
    "review.moments": "Key moments",
    "review.no_moments": "No decision was clearly worse than the best one found.",
    "review.moment": ("Move {move}, round {round}: {played} ({chance}); {better} was worth {best} (+{gain} ±"
                      " {error} points)."),
    "review.round_result": "Round {round}: {bites} bites, {stakes} stakes",
    "review.legend": ("marks where the chance fell most (the cards' doing as often as the player's); a numbered"
                      " ring is a key moment, listed below."),
    "review.legend_rounds": "Under each round: R1: 3/2 is round 1, with 3 bites and 2 stakes.",
    "review.round_short": "R{round}: {bites}/{stakes}",
    "review.cancel": "Stop",
    "review.other_side": "Review {side}",
    # playing a friend on another device (game/fair, game/session/remote.py)
    "ui.friend": "Play a friend",
    "ui.mode_friend": "against a friend",
    "friend.title": "Play a friend on another device",
    "friend.intro": ("No server and no account: the two browsers deal the cards between themselves, fairly, and check"
                     " each other's every move. Send each message through any chat app, or connect live."),
    "friend.invite_legend": "Invite a friend; you play",
    "friend.invite": "Create an invitation",
    "friend.paste_label": "A message from your friend (the link, or the code)",
    "friend.open": "Open the message",
    "friend.scan": "Scan a QR code",
    "friend.scan_stop": "Stop scanning",
    "friend.scan_looking": "Point the camera at your friend's QR code.",
    "friend.scan_failed": "The camera could not be used here: paste the link instead.",
    "friend.games": "Your games with friends",
    "friend.code_title": "This game's code",
    "friend.code_note": ("Read it to your friend on a call, or side by side: the same code on both screens means no"
                         " one stands between you. Another code means someone answered or changed the invitation"
                         " on its way: leave this game."),
    "friend.none": "No game with a friend yet.",
    "friend.entry": "You are {side} · round {round} · {state}",
    "friend.state_yours": "your move",
    "friend.state_theirs": "your friend's move",
    "friend.state_over": "over",
    "friend.forget": "Remove",
    "remote.title": "Playing a friend",
    "remote.link": "The link to send",
    "remote.copy": "Copy the link",
    "remote.parts": "Send all {count} links together, in one message.",
    "remote.parts_both": "Send both links together, in one message.",
    "remote.copy_all": "Copy all {count} links",
    "remote.copy_both": "Copy both links",
    "remote.one_by_one": "One at a time",
    "remote.part": "Link {number}",
    "remote.copy_part": "Copy link {number}",
    "remote.qr_part": "QR code {number}",
    "remote.answering": "Making your answer: its shuffle and proofs take a moment.",
    "remote.opening": "Opening your friend's message: its proofs are being checked…",
    "remote.copied": "Copied: paste it in a message to your friend.",
    "remote.copy_failed": "This browser would not copy: select the link and copy it.",
    "remote.share": "Share…",
    "remote.qr": "QR code",
    "remote.qr_title": "Scan this code with your friend's device",
    "remote.open": "Open a message",
    "remote.again": "Send my last message again",
    "remote.leave": "Back to my game",
    "remote.live": "Connect live",
    "remote.live_on": "Connected live: your moves reach your friend by themselves.",
    "remote.ranking_wait": "The colour ranking is drawn by you both with the first deal.",
    "remote.live_connecting": "Connecting live…",
    "remote.live_dropped": "The live connection dropped: the game goes on by messages, nothing is lost.",
    "remote.stopped": "This game has stopped.",
    "remote.key_owed": ("Once your friend has your last message, they owe you the round's key: without it the"
                        " round's cards cannot be checked, and the game cannot go on. If it does not come, you may end"
                        " the game: it counts as your win, abandoned by your friend."),
    "remote.key_owed_menu": ("Once your friend has your last message, they owe you the round's key: without it the"
                             " game cannot go on. If it does not come, you may end the game from Play a friend in the"
                             " menu: it counts as your win, abandoned by your friend."),
    "remote.abandon": "End the game: abandoned by my friend",
    "over.send_last": ("Your friend's page ends the game once it has your last message: send them the link below this"
                       " window."),
    "prompt.remote_invite": ("Send your friend this invitation: it opens the game on their device, and their answer"
                             " comes back the same way."),
    "prompt.remote_join": "You have joined: send your friend this answer. Your cards arrive with their first move.",
    "prompt.remote_send": "Send your friend this turn's message, then open their answer ({side} plays next).",
    "prompt.remote_send_cards": ("Send your friend this turn's message, then open their answer, which shows you"
                                 " your card."),
    "prompt.remote_live": "{side} is playing…",
    "prompt.remote_cards": "Waiting for your friend's answer, which lets you see your card.",
    "prompt.remote_keys": "The round is over: waiting for your friend's key, which turns every card over.",
    "prompt.remote_stopped": "This game has stopped: a message from your friend did not hold up.",
    "live.title": "Connect live",
    "live.intro": ("A direct connection between the two browsers: after it, moves go by themselves. Exchange two"
                   " codes: one of you creates an offer, the other answers it."),
    "live.offer": "Create an offer",
    "live.offer_code": "Your offer: send it to your friend",
    "live.their_offer": "Your friend's offer",
    "live.answer": "Answer it",
    "live.answer_code": "Your answer: send it back to your friend",
    "live.their_answer": "Your friend's answer",
    "live.connect": "Connect",
    "live.stun": "{name} server (optional)",
    "live.stun_note": ("On one network no server is needed, and nothing outside this site is contacted. Across the"
                       " internet, routers may need a {name} server (for example {example}) to find a way through; it"
                       " learns your network address, nothing of the game."),
    "live.bad_code": "This is not a connection code of this game.",
    "live.stun_bad": "“{typed}” is not a {name} server's address. Write it like {example}, or leave it empty.",
    "settings.stun": "{name} server for playing a friend live (optional)",
    "settings.advanced": "Advanced: network",
    "settings.advanced_note": ("Only for playing a friend live, when your two devices are on different networks"
                                " and cannot find each other. Most players never need this."),
    "live.failed": "The browsers could not reach each other. Keep playing by messages, or try with a {name} server.",
    "fair.title": "This message was not applied",
    "fair.part_title": "One part of your friend's message",
    "fair.msg.unreadable": "This message is damaged or cut short: ask your friend to send the whole link again.",
    "fair.msg.not_ours": "This is not a message of this game: paste the whole link or code your friend sent.",
    "fair.msg.not_invitation": "This message does not start a game.",
    "fair.msg.unknown_game": ("This message belongs to a game this device does not have: open it on the device that"
                              " accepted the invitation."),
    "fair.msg.other_game": "This message belongs to another game.",
    "fair.msg.own": "This is a message you sent: send it to your friend.",
    "fair.msg.fork": ("Your friend sent two different answers to your message number {seq}: the game was played on "
                     "from two tabs or two devices. Only the first one counts here; ask your friend to go on from the"
                     " tab that sent it."),
    "fair.msg.elsewhere": ("This game with your friend is played in another tab of this browser now. Open the link"
                           " there, or press Play it here first."),
    "fair.msg.old": ("This message (number {seq}) was already applied, and nothing changed. If your friend is"
                     " waiting, send them your last message again."),
    "fair.msg.ahead": ("A message is missing before this one (number {seq}; number {expected} comes first): ask your"
                       " friend to send their earlier message."),
    "fair.msg.out_of_order": ("This message does not follow your last one (number {seq}): ask your friend to send"
                              " their last message again."),
    "fair.msg.altered": "This message was changed on its way (number {seq}): ask your friend to send it again.",
    "fair.msg.unexpected": ("This message hands you a card the rules keep hidden from you (number {seq}): it was not"
                            " applied. Your friend's page does not follow this game's protocol."),
    "fair.msg.damaged_store": ("A stored game with a friend could not be read (it may come from an older version of the"
                               " game): it was kept aside."),
    "fair.msg.ended": "This game is over: your friend's messages are no longer applied to it.",
    "fair.cheat.deck": "Your friend's shuffle is not a deck of 32 different cards. The game stops here.",
    "fair.cheat.not_a_card": "Your friend handed you something that is no card of the deck. The game stops here.",
    "fair.cheat.shuffle": ("{side}'s shuffle did not hold each card exactly once, or the key they published does not"
                           " match it. The game stops here."),
    "fair.cheat.share": "Your friend showed you the {claimed}, but the card was the {actual}. The game stops here.",
    "fair.cheat.duplicate": "Your friend showed you the {card} in two places at once. The game stops here.",
    "fair.cheat.changed": "Your friend showed you a card, then the {card} in its place. The game stops here.",
    "fair.cheat.illegal": "Your friend's move \"{action}\" breaks the rules. The game stops here.",
    "fair.cheat.not_their_turn": "Your friend moved when it was not their turn. The game stops here.",
    "fair.cheat.withheld": "Your friend's message keeps from you a card the rules show you. The game stops here.",
    "fair.cheat.commitment": ("Your friend's share of the colour ranking's draw is not the one they promised. The"
                              " game stops here."),
    "fair.cheat.ranking": ("Your friend sent their share of the colour ranking's draw again, after they had seen"
                           " yours: they could have chosen the ranking. The game stops here."),
    "fair.cheat.key": "Your friend's key for the round is no key. The game stops here.",
    "fair.cheat.proof": ("Your friend's shuffle came with a proof that does not hold: a shuffle bent to read your"
                         " cards. The game stops here."),
    "fair.cheat.share_proof": ("Your friend handed you a card with a proof that does not hold: the card shown was not"
                               " the one dealt there. The game stops here."),
    "fair.cheat.key_proof": ("The key your friend published for the round is not the one their shuffle was proven"
                             " with. The game stops here."),
    "fair.msg.version": ("This message comes from another version of the game (its version {version}): you both need"
                         " the same one. Reload the page, and ask your friend to reload theirs."),
    "fair.msg.parts": "The parts of this message do not make one message: ask your friend to send all its links again.",
    "fair.msg.part_kept": ("Part {number} of {count} of your friend's message is kept: open the other {left} too, in"
                           " any order."),
}
