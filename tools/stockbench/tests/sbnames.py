# SPDX-License-Identifier: GPL-2.0
"""The module's lists for the fixture generators: stockbench names (the
CLI of this tree, built from the module's headers), never a copy here."""
import os
import subprocess

CLI = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "stockbench")


def names(kind):
    """The list KIND (variants, contexts, workloads, columns, ...), in order."""
    out = subprocess.run([CLI, "names", kind], check=True, capture_output=True, text=True)
    return out.stdout.split()


def columns_through(last):
    """results.csv's columns up to LAST: the schema of a file written before
    the columns after LAST were added."""
    cols = names("columns")
    return cols[:cols.index(last) + 1]
