"""The browser layer: renders views and turns clicks into notation. No rules live here.

The markup modules (markup, table_markup, words, dialog_markup and the views that only build
strings) are pure Python, so CPython tests check what the page shows; the modules that touch the
page (app, dom, painter, menus, dialogs and the others that import ``js`` or ``pyscript``) run
only in the browser. tests/test_layering.py keeps the two apart.
"""
