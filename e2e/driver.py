"""Playing the page as a person would: look at what it offers, click one of those things."""

from __future__ import annotations

import random
import re

from autoplay import SETTLED, STILL_ANIMATIONS, answer_dialogs
from conftest import FAST, wait_ready
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def in_language(opened, lang: str) -> None:
    """``opened`` (a page, or every page of a context) opens in ``lang`` (as a player who chose it before)."""
    opened.add_init_script("localStorage.setItem('dvvh.prefs', JSON.stringify("
                           f"{{...JSON.parse(localStorage.getItem('dvvh.prefs') || '{{}}'), lang: '{lang}'}}))")


def open_as(page: Page, site_url: str, size: str, lang: str, query: str = "") -> None:
    """Open the game at a size ("desktop", "phone") in a language."""
    in_language(page, lang)
    page.set_viewport_size(SIZES[size])
    open_game(page, site_url, query)


def open_game(page: Page, site_url: str, query: str = "") -> None:
    """The game at once in play, at no pace unless ``query`` sets one (MOTION: tests of the motions)."""
    base = "start=play" if "pace=" in query else FAST
    page.goto(f"{site_url}/index.html?{base}{'&' + query if query else ''}")
    wait_ready(page)
    failure = page.evaluate("() => document.documentElement.dataset.failure")  # seen once under load: say what
    assert failure is None, f"the start-up watch (assets/boot.js) saw a failure: {failure}"


MOTION = "pace=0.05"  # each step shown a few tens of milliseconds: long enough to see its motion
GAME_OVER = re.compile("wins|You win!|You lose")  # the end's title: the winner's name, or to the one player
RESTING = "() => document.getAnimations().every(a => a.playState !== 'running')"  # a page that draws no frame


def open_from_menu(page: Page, target: str) -> None:
    """A menu button: in the top bar on a desktop, in the menu's sheet on a phone."""
    button = page.locator(f'.topbar [data-target="{target}"]')
    if button.is_visible():
        button.click()
    else:
        page.locator("#btn-menu").click()
        page.locator(f'#dlg-menu [data-target="{target}"]').click()


def start_new_game(page: Page, mode: str, level: str | None = None) -> None:
    """New game, as a person starts one (and, in the middle of a game, says yes to starting anew)."""
    open_from_menu(page, "menu-new")
    page.locator(f'#dlg-new input[value="{mode}"]').check()
    if level:
        page.locator("#level").select_option(level)
    page.locator('#dlg-new [data-target="new-start"]').click()
    if page.locator("#dlg-confirm[open]").count():
        page.locator("#confirm-yes").click()


def saved(page: Page) -> str:
    """The autosave, once the page has written it (it writes after the frame that shows a move)."""
    page.wait_for_function("() => document.documentElement.dataset.saved !== 'no'")
    return page.evaluate("() => localStorage.getItem('dvvh.autosave')")


def settle(page: Page) -> str:
    """Wait until the page asks something of the person (a decision offered, a hand-over, the game's end,
    a round's summary or a question); say what: 'over', 'handover' or 'turn'.
    A round's summary is continued, and a question (a call, a known card) answered yes, on the way."""
    while True:
        page.wait_for_function(SETTLED, timeout=60_000)
        if answer_dialogs(page):
            continue
        if page.locator("#dlg-over[open]").count():
            return "over"
        if page.locator("#handover").is_visible():
            return "handover"
        return "turn"


def click_something_offered(page: Page, rng: random.Random) -> str:
    """Click one of the highlighted targets (or the call button when it is enabled)."""
    targets = page.locator("#app .target")
    count = targets.count()
    call = page.locator("#btn-call:not([disabled])").count()
    choice = rng.randrange(count + call)
    target = page.locator("#btn-call") if choice == count else targets.nth(choice)
    name = "call" if choice == count else target.get_attribute("data-target") or ""
    try:
        target.click()
    except PlaywrightTimeout as error:  # seen in friends' games, and once behind a message against the expert (CI,
        # stop 56): say what the page held, its open dialogs' words too
        raise AssertionError(f"{name} (target {choice} of {count}, the call {'' if call else 'not '}offered) not"
                             f" clicked; the page now: {page.evaluate(TARGETS_NOW)}") from error
    return name


# every target and whatever may disable it (an attribute on it or on an ancestor), with the page's state
TARGETS_NOW = r"""() => ({app: document.querySelector('#app').getAttribute('aria-busy'),
    prompt: document.querySelector('#prompt-text').textContent,
    call_disabled: document.querySelector('#btn-call').disabled,
    dialogs: [...document.querySelectorAll('dialog[open]')].map(
        d => `${d.id}: ${d.textContent.replace(/\s+/g, ' ').trim()}`),
    targets: [...document.querySelectorAll('#app .target')].map(node => {
        const chain = [];
        for (let up = node; up; up = up.parentElement) {
            if (up.hasAttribute('disabled') || up.hasAttribute('aria-disabled') || up.inert) {
                chain.push(`${up.tagName}#${up.id}.${up.className}[disabled=${up.getAttribute('disabled')}`
                           + ` aria-disabled=${up.getAttribute('aria-disabled')} inert=${up.inert}]`);
            }
        }
        return `${node.dataset.target}: ${chain.join(' < ') || 'nothing disables it'}`;
    })})"""


def play_to_the_end(page: Page, rng: random.Random, on_handover=None, limit: int = 600) -> int:
    """Play until the game-over dialog; return the number of clicks."""
    clicks = 0
    while clicks < limit:
        state = settle(page)
        if state == "over":
            return clicks
        if state == "handover":
            if on_handover:
                on_handover(page)
            page.locator("#btn-handover").click()
            continue
        click_something_offered(page, rng)
        clicks += 1
    raise AssertionError(f"no game over after {limit} clicks")


# ----- a game set up exactly, and the engine's state to compare the page with -----

MOTIONS = """() => {  // every motion as it is set going (web/animate.py adds a class to start one)
  window.__motions = [];
  const kinds = {flip: 'flip', slide: 'trump', 'banner-a': 'banner', 'banner-b': 'banner'};
  const seen = (kind, node) => window.__motions.push({kind, back: !!node.querySelector('.back')});
  new MutationObserver(records => records.forEach(record => {
    if (record.type === 'childList') {
      record.addedNodes.forEach(node => node.classList && node.classList.contains('flying') && seen('travel', node));
    } else {
      const before = new Set((record.oldValue || '').split(' '));
      record.target.classList.forEach(name => kinds[name] && !before.has(name) && seen(kinds[name], record.target));
    }
  })).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class'],
                               attributeOldValue: true});
}"""
SETTLED_MOTION = f"() => !document.querySelector('.flying') && {STILL_ANIMATIONS}"


def record_file(tmp_path, deck: list[str], ranking: str, moves: list[str], mode: str, level: str = "normal"):
    """A game record file with an explicit first deal (R-DEAL), to import."""
    import json

    path = tmp_path / f"record-{len(moves)}.json"
    path.write_text(json.dumps({"format": "dracula-vs-van-helsing/record", "version": 1, "seed": 1,
                                "start": {"deck": deck, "ranking": list(ranking)}, "moves": moves, "mode": mode,
                                "level": level}))
    return path


TAKEN = """before => document.querySelector('#dlg-message[open]')
    || (document.documentElement.dataset.saved !== 'no' && localStorage.getItem('dvvh.autosave') !== before)"""


def import_file(page: Page, path) -> None:
    """More, Import, and pick the file, as a person would (the phone's menu first, where it is one); return
    once the page has taken it: its game saved, or a message saying why not. (The page reads a file
    after the click: looking at once could find the game before it, and its moves.)"""
    before = page.evaluate("() => localStorage.getItem('dvvh.autosave')")
    open_from_menu(page, "menu-more")
    with page.expect_file_chooser() as chooser:
        page.locator('[data-target="more-import"]').click()
    chooser.value.set_files(str(path))
    page.wait_for_function(TAKEN, arg=before)


def saved_moves(page: Page) -> list[str]:
    """The moves of the game the page has saved (its record is sealed, R-SECRET: read as the page reads it)."""
    import json

    from game.records import parse

    return parse(json.dumps(json.loads(saved(page))["record"]))["moves"]


def saved_anew(page: Page, before: str | None) -> None:
    """Wait until the page has saved something other than ``before`` (the autosave as it was)."""
    page.wait_for_function("before => localStorage.getItem('dvvh.autosave') !== before", arg=before)


def wait_saved_moves(page: Page, holds) -> list[str]:
    """Wait until the saved game's moves satisfy ``holds`` (a function of them); the moves then.
    Each look waits for the page's next save, never for time."""
    while True:
        text = saved(page)
        moves = saved_moves(page)
        if holds(moves):
            return moves
        saved_anew(page, text)


def engine_game(page: Page):
    """The game the page has saved, replayed by the engine under CPython."""
    import json

    from game.records import replay

    return replay(json.dumps(json.loads(saved(page))["record"]))


def shown_cards(page: Page) -> dict[str, list[str | None]]:
    """The card faces the page shows in each holder, slot 1 first (None: a back)."""
    return page.evaluate("""() => Object.fromEntries(['mine', 'theirs'].map(side => [side,
        [1, 2, 3, 4, 5].map(n => { const card = document.querySelector(`[data-place="${side}-${n}"] [data-card]`);
                                   return card ? card.dataset.card : null; })]))""")
