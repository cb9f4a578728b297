#!/usr/bin/python3
"""The molecule examples' references as SMILES, made and checked with RDKit (dev only).

For each examples/molecule/<task>/task.json, the drawn reference (its circles and lines,
read with the task's palette) is matched atom for atom against RDKit's molecule of the
task's meta SMILES: the same heavy atoms, each in its palette class (B and Cl share one),
the same bonds, and on the bond-order tasks the same orders (RDKit's Kekulé structure up to
a symmetry of the molecule). Only then is RDKit's canonical SMILES of that molecule written
to examples/molecule/reference-smiles.tsv (task, SMILES), so each SMILES is the drawing's
molecule, with its elements resolved where the palette's colours leave them open.
tests/golden/molecule_smiles_test.cpp judges every answer against it.

usage: /usr/bin/python3 scripts/dev/molecule_smiles.py   (Debian's python3-rdkit)
"""
import json
import math
import pathlib
import re
import sys

from rdkit import Chem, rdBase

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "molecule"
OUT = EXAMPLES / "reference-smiles.tsv"


def hex_rgb(text):
    text = text.strip().lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def drawing(svg, palette):
    """Atoms (x, y, symbols of the class) and bonds {(i, j): lines} of a reference drawing."""
    classes = {}
    for symbol, colour in palette.items():
        classes.setdefault(hex_rgb(colour), []).append(symbol)
    atoms = []
    for m in re.finditer(r'<circle cx="([-\d.]+)" cy="([-\d.]+)" r="[\d.]+" fill="([^"]+)"', svg):
        atoms.append((float(m[1]), float(m[2]), classes[hex_rgb(m[3])]))
    lines = [tuple(map(float, m.groups())) for m in
             re.finditer(r'<line x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"', svg)]

    def nearest(x, y):
        return min(range(len(atoms)), key=lambda k: math.hypot(atoms[k][0] - x, atoms[k][1] - y))

    bonds = {}
    for x1, y1, x2, y2 in lines:
        a, b = nearest(x1, y1), nearest(x2, y2)
        assert a != b, "a line with both ends at one atom"
        key = (min(a, b), max(a, b))
        bonds[key] = bonds.get(key, 0) + 1
    return atoms, bonds


def query(atoms, bonds, orders):
    """The drawing as an RDKit query: atoms any element of their class, bonds by order or any."""
    smarts = []
    for _, _, symbols in atoms:
        smarts.append("[" + ",".join("#%d" % Chem.GetPeriodicTable().GetAtomicNumber(s) for s in symbols) + "]")
    q = Chem.RWMol()
    for s in smarts:
        q.AddAtom(Chem.AtomFromSmarts(s))
    for (a, b), n in bonds.items():
        q.AddBond(a, b, Chem.BondType.UNSPECIFIED)
        bond = Chem.BondFromSmarts({1: "-", 2: "=", 3: "#"}[n] if orders else "~")
        q.ReplaceBond(q.GetBondBetweenAtoms(a, b).GetIdx(), bond)
    return q.GetMol()


def main():
    rows = []
    for task_file in sorted(EXAMPLES.glob("*/task.json")):
        task = json.loads(task_file.read_text())
        name = task_file.parent.name
        orders = bool(task["check"].get("bond_order"))
        atoms, bonds = drawing(task["reference"], task["check"]["palette"])
        mol = Chem.MolFromSmiles(task["meta"]["smiles"])
        target = Chem.Mol(mol)
        if orders:
            Chem.Kekulize(target, clearAromaticFlags=True)
        q = query(atoms, bonds, orders)
        match = target.GetSubstructMatch(q)
        ok = (len(match) == len(atoms) == mol.GetNumAtoms() and len(bonds) == mol.GetNumBonds())
        if not ok:
            sys.exit(f"{name}: the drawn reference is not RDKit's molecule of {task['meta']['smiles']}")
        rows.append((name, Chem.MolToSmiles(mol)))
        print(f"{name}\t{rows[-1][1]}")
    with OUT.open("w") as f:
        f.write(f"# task\tSMILES: RDKit {rdBase.rdkitVersion}'s canonical SMILES of the task's molecule, matched atom "
                "for atom with its drawn reference (scripts/dev/molecule_smiles.py)\n")
        for name, smiles in rows:
            f.write(f"{name}\t{smiles}\n")
    print(f"{len(rows)} references written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
