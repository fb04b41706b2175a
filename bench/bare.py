"""A trivial Python click handler: the baseline of click-to-paint."""

from pyscript import document, when

clicks = 0


@when("click", "#btn")
def clicked(_event) -> None:
    global clicks
    clicks += 1
    document.getElementById("out").textContent = f"Clicked {clicks}"


document.documentElement.dataset.ready = "1"
