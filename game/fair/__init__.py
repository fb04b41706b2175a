"""The fair deal between two browsers, with no server and no trust (docs/FAIR.md): a Party is one side."""

# The package's modules, each after those it imports: the page imports them one to a task (and makes
# the card points in steps after ``deck``), so that a friend's first game has no long task for them
# (tests/test_fair.py checks that each import here loads no module of the package but itself).
MODULES = ("wire", "jacobian", "curve", "group", "transcript", "inner_product", "share_proof", "shuffle_proof",
           "reader", "deck", "round_keys", "world", "ahead", "audit", "authentication", "knowledge", "ranking",
           "receiving", "recording", "sending", "storing", "party")
