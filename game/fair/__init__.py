"""The fair deal between two browsers, with no server and no trust (docs/FAIR.md): a Party is one side."""
