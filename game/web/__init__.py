"""The browser layer: renders views and turns clicks into notation. No rules live here.

Only ``app.py`` and ``dom.py`` import the browser (pyscript/js); the other modules are pure
Python that builds markup from views, so CPython tests can check what the page shows.
"""
