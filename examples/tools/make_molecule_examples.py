#!/usr/bin/python3
"""Writes the example molecule benchmark: examples/molecule/<task>/task.json, reference.tex,
reference.eps, answers/<expected>-<label>.txt, and examples/molecule/ssvg-expected.tsv.

The tasks follow SSVG-Bench's molecular-structure items: the model gets an IUPAC name and
draws the heavy-atom graph, atoms as circles coloured by element, bonds as lines. References
are drawn the benchmark's way (RDKit 2D coordinates, bond length 10, circles of radius 1.5).
Answers are raw model responses: correct drawings that differ from the reference in ways
the structure does not care about, near misses that change the structure, and a few that
hold no readable drawing.

Before anything is written, every answer is judged by molecule_oracle.py (the default
profile's rules, with margins) and the run stops if a verdict differs from its label or
would hinge on an exact tolerance. Every answer is also run through the published
evaluation script (ssvg_molecule_script.py) and what it prints goes to ssvg-expected.tsv.

Needs Debian's python3-rdkit and python3-networkx. Deterministic: fixed seeds, sorted output.
Usage: /usr/bin/python3 examples/tools/make_molecule_examples.py
"""

import contextlib
import io
import json
import math
import os
import random
import shutil
import sys
import tempfile
import zlib

sys.dont_write_bytecode = True   # keep __pycache__ out of the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import networkx as nx  # noqa: E402
from rdkit import Chem  # noqa: E402

import molecule_oracle as oracle  # noqa: E402
import molkit as K  # noqa: E402
from svgkit import last_drawing  # noqa: E402
import ssvg_molecule_script as ssvg  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "molecule"))

# --- the benchmark's prompt (Figure 11), its line wrapping undone -----------------------------

PALETTE_LINE = ", ".join(f"{e}: {c}" for e, c in K.PALETTE.items())

CHLOROBENZENE_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 -29.976 67.479 59.646">
<line x1="20" y1="6.223999999999999" x2="28.66" y2="1.224" stroke="black" stroke-width="1" />
<line x1="45.980999999999995" y1="1.224" x2="45.980999999999995" y2="-8.776" stroke="black" stroke-width="1" />
<line x1="45.980999999999995" y1="1.224" x2="37.32" y2="6.223999999999999" stroke="black" stroke-width="1" />
<line x1="45.980999999999995" y1="-8.776" x2="37.32" y2="-13.776" stroke="black" stroke-width="1" />
<line x1="37.32" y1="6.223999999999999" x2="28.66" y2="1.224" stroke="black" stroke-width="1" />
<line x1="37.32" y1="-13.776" x2="28.66" y2="-8.776" stroke="black" stroke-width="1" />
<line x1="28.66" y1="1.224" x2="28.66" y2="-8.776" stroke="black" stroke-width="1" />
<circle cx="20" cy="6.223999999999999" r="1.5" fill="#2AD52A" />
<circle cx="45.980999999999995" cy="1.224" r="1.5" fill="#274A4A" />
<circle cx="45.980999999999995" cy="-8.776" r="1.5" fill="#274A4A" />
<circle cx="37.32" cy="6.223999999999999" r="1.5" fill="#274A4A" />
<circle cx="37.32" cy="-13.776" r="1.5" fill="#274A4A" />
<circle cx="28.66" cy="1.224" r="1.5" fill="#274A4A" />
<circle cx="28.66" cy="-8.776" r="1.5" fill="#274A4A" />
</svg>"""

SINGLE_LINE_RULE = ("Depict bonds between atoms as lines, using a single line for each bond regardless of "
                    "bond order.")
ORDER_RULE = ("Depict bonds between atoms as lines: one line for a single bond, two parallel lines for a "
              "double bond and three parallel lines for a triple bond.")


def prompt(iupac, bond_order):
    rule, example = (ORDER_RULE, chlorobenzene_with_orders()) if bond_order else (SINGLE_LINE_RULE,
                                                                                 CHLOROBENZENE_SVG)
    return (f"Please create an SVG file that visualizes the molecular structure of the compound with the "
            f"IUPAC name {iupac}. Represent each atom as a circle, using colors to indicate atom types. The "
            f"color mapping for each atom type is provided below, although not all listed types may be "
            f"present in the molecule. Omit hydrogen atoms from the visualization. {rule}\n\n"
            f"{PALETTE_LINE}\n\n"
            f"As a reference, an example SVG visualization of the compound chlorobenzene is provided "
            f"below.\n\n"
            f"```\n{example}\n```")


def chlorobenzene_with_orders():
    """The prompt's chlorobenzene at the paper's coordinates, Kekulé double bonds drawn double
    (Plumbline's variant of the prompt for the bond-order tasks)."""
    cl, c1, c2, c3 = (20, 6.224, "Cl"), (28.66, 1.224, "C"), (37.32, 6.224, "C"), (45.981, 1.224, "C")
    c4, c5, c6 = (45.981, -8.776, "C"), (37.32, -13.776, "C"), (28.66, -8.776, "C")
    d = K.Drawing([cl, c1, c2, c3, c4, c5, c6],
                  [(0, 1, 1), (1, 2, 2), (2, 3, 1), (3, 4, 2), (4, 5, 1), (5, 6, 2), (6, 1, 1)])
    els = [K.line_el(p, q) for p, q, _ in d.bond_lines(True)]
    els += [K.circle_el((x, y), d.radius, K.PALETTE[e]) for x, y, e in d.atoms]
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 -29.976 67.479 59.646">\n'
            + "\n".join(els) + "\n</svg>")


# --- the molecules ------------------------------------------------------------------------------

def dodecahedrane_edges():
    """The graph its von Baeyer name spells: main ring 1..20, main bridge 1-11, and the nine
    zero-atom secondary bridges (verified isomorphic to the dodecahedron below)."""
    edges = [(i, i + 1) for i in range(1, 20)] + [(20, 1), (1, 11)]
    edges += [(2, 9), (3, 7), (4, 20), (5, 18), (6, 16), (8, 15), (10, 14), (12, 19), (13, 17)]
    return [(a - 1, b - 1) for a, b in edges]


DODECAHEDRANE = ("undecacyclo[9.9.0.02,9.03,7.04,20.05,18.06,16.08,15.010,14.012,19.013,17]icosane")
C60_SMILES = ("c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1"
              "c6c6c%11c2c2c7c3c3c8c4c4c9c5c1c1c6c2c3c41")
CHOLESTANE_3_YL = ("(3S,8S,9S,10R,13R,14S,17R)-10,13-dimethyl-17-[(2R)-6-methylheptan-2-yl]-2,3,4,7,8,9,11,"
                   "12,14,15,16,17-dodecahydro-1H-cyclopenta[a]phenanthren-3-")

# (task name, IUPAC name, SMILES or edge list, molecular formula it must have, layout)
# layout: "rdkit" (Compute2DCoords), "coordgen", or "schlegel:<outer face size>"
MOLECULES = [
    # size < 20 (up to 20: the paper's bins leave 20 itself out)
    ("benzene", "benzene", "c1ccccc1", "C6H6", "rdkit"),
    ("cubane", "cubane", "C12C3C4C1C5C2C3C45", "C8H8", "schlegel:4"),
    ("chlorophenylboronic-acid", "(4-chlorophenyl)boronic acid", "OB(O)c1ccc(Cl)cc1", "C6H6BClO2", "rdkit"),
    ("bromochlorobenzene", "1-bromo-3-chlorobenzene", "Brc1cccc(Cl)c1", "C6H4BrCl", "rdkit"),
    ("iodophenol", "4-iodophenol", "Oc1ccc(I)cc1", "C6H5IO", "rdkit"),
    ("tetramethylsilane", "tetramethylsilane", "C[Si](C)(C)C", "C4H12Si", "rdkit"),
    ("trimethyl-phosphate", "trimethyl phosphate", "COP(=O)(OC)OC", "C3H9O4P", "rdkit"),
    ("indole", "1H-indole", "c1ccc2[nH]ccc2c1", "C8H7N", "rdkit"),
    # 21-40
    ("naphthalene", "naphthalene", "c1ccc2ccccc2c1", "C10H8", "rdkit"),
    ("quinoline", "quinoline", "c1ccc2ncccc2c1", "C9H7N", "rdkit"),
    ("adamantane", "adamantane", "C1C2CC3CC1CC(C2)C3", "C10H16", "coordgen"),
    ("butyldimethylmorpholine", "4-butyl-2,6-dimethylmorpholine", "CCCCN1CC(C)OC(C)C1", "C10H21NO", "rdkit"),
    ("cyclododecane", "cyclododecane", "C1CCCCCCCCCCC1", "C12H24", "rdkit"),
    ("caffeine", "1,3,7-trimethylpurine-2,6-dione", "Cn1cnc2c1c(=O)n(C)c(=O)n2C", "C8H10N4O2", "rdkit"),
    ("anthracene", "anthracene", "c1ccc2cc3ccccc3cc2c1", "C14H10", "rdkit"),
    ("phenanthrene", "phenanthrene", "c1ccc2c(c1)ccc1ccccc12", "C14H10", "rdkit"),
    # 41-60
    ("chlorpromazine", "3-(2-chlorophenothiazin-10-yl)-N,N-dimethylpropan-1-amine",
     "CN(C)CCCN1c2ccccc2Sc2ccc(Cl)cc21", "C17H19ClN2S", "rdkit"),
    ("thyroxine", "(2S)-2-amino-3-[4-(4-hydroxy-3,5-diiodophenoxy)-3,5-diiodophenyl]propanoic acid",
     "N[C@@H](Cc1cc(I)c(Oc2cc(I)c(O)c(I)c2)c(I)c1)C(=O)O", "C15H11I4NO4", "rdkit"),
    ("perfluorooctanoic-acid", "2,2,3,3,4,4,5,5,6,6,7,7,8,8,8-pentadecafluorooctanoic acid",
     "OC(=O)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)F", "C8HF15O2", "rdkit"),
    ("dodecahedrane", DODECAHEDRANE, dodecahedrane_edges(), "C20H20", "schlegel:5"),
    ("coronene", "coronene", "c1cc2ccc3ccc4ccc5ccc6ccc1c1c2c3c4c5c61", "C24H12", "rdkit"),
    ("cholesterol", CHOLESTANE_3_YL + "ol",
     "CC(C)CCC[C@@H](C)[C@H]1CC[C@H]2[C@@H]3CC=C4C[C@@H](O)CC[C@]4(C)[C@H]3CC[C@]12C", "C27H46O", "rdkit"),
    ("cyclotriacontane", "cyclotriacontane", "C1" + "C" * 28 + "C1", "C30H60", "rdkit"),
    # 61-80
    ("tetrakis-bromophenyl-methane", "1-bromo-4-[tris(4-bromophenyl)methyl]benzene",
     "Brc1ccc(cc1)C(c1ccc(Br)cc1)(c1ccc(Br)cc1)c1ccc(Br)cc1", "C25H16Br4", "rdkit"),
    ("tocopherol", "(2R)-2,5,7,8-tetramethyl-2-[(4R,8R)-4,8,12-trimethyltridecyl]-3,4-dihydrochromen-6-ol",
     "Cc1c(C)c2O[C@](C)(CCC[C@H](C)CCC[C@H](C)CCCC(C)C)CCc2c(C)c1O", "C29H50O2", "rdkit"),
    ("losartan", "[2-butyl-5-chloro-3-[[4-[2-(2H-tetrazol-5-yl)phenyl]phenyl]methyl]imidazol-4-yl]methanol",
     "CCCCc1nc(Cl)c(CO)n1Cc1ccc(-c2ccccc2-c2nn[nH]n2)cc1", "C22H23ClN6O", "rdkit"),
    ("hexadecyl-hexadecanoate", "hexadecyl hexadecanoate",
     "CCCCCCCCCCCCCCCC(=O)OCCCCCCCCCCCCCCCC", "C32H64O2", "rdkit"),
    ("raloxifene", "[6-hydroxy-2-(4-hydroxyphenyl)-1-benzothiophen-3-yl]-[4-(2-piperidin-1-ylethoxy)phenyl]"
     "methanone", "Oc1ccc(cc1)-c1sc2cc(O)ccc2c1C(=O)c1ccc(OCCN2CCCCC2)cc1", "C28H27NO4S", "rdkit"),
    ("lycopene", "(6E,8E,10E,12E,14E,16E,18E,20E,22E,24E,26E)-2,6,10,14,19,23,27,31-octamethyldotriaconta-"
     "2,6,8,10,12,14,16,18,20,22,24,26,30-tridecaene",
     "CC(C)=CCC/C(C)=C/C=C/C(C)=C/C=C/C(C)=C/C=C/C=C(C)/C=C/C=C(C)/C=C/C=C(C)/CCC=C(C)C", "C40H56", "rdkit"),
    ("tetracontane", "tetracontane", "C" * 40, "C40H82", "rdkit"),
    # 81-100
    ("leu-enkephalin", "(2S)-2-[[(2S)-2-[[2-[[2-[[(2S)-2-amino-3-(4-hydroxyphenyl)propanoyl]amino]acetyl]"
     "amino]acetyl]amino]-3-phenylpropanoyl]amino]-4-methylpentanoic acid",
     "CC(C)C[C@@H](C(=O)O)NC(=O)[C@H](Cc1ccccc1)NC(=O)CNC(=O)CNC(=O)[C@@H](N)Cc1ccc(O)cc1",
     "C28H37N5O7", "rdkit"),
    ("beta-carotene", "1,3,3-trimethyl-2-[(1E,3E,5E,7E,9E,11E,13E,15E,17E)-3,7,12,16-tetramethyl-18-"
     "(2,6,6-trimethylcyclohexen-1-yl)octadeca-1,3,5,7,9,11,13,15,17-nonaenyl]cyclohexene",
     "CC1=C(C(C)(C)CCC1)/C=C/C(C)=C/C=C/C(C)=C/C=C/C=C(C)/C=C/C=C(C)/C=C/C1=C(C)CCCC1(C)C", "C40H56", "rdkit"),
    ("octaethylporphyrin", "2,3,7,8,12,13,17,18-octaethyl-21H,23H-porphyrin",
     "CCc1c(CC)c2cc3nc(cc4[nH]c(cc5nc(cc1[nH]2)c(CC)c5CC)c(CC)c4CC)c(CC)c3CC", "C36H46N4", "rdkit"),
    ("atorvastatin", "(3R,5R)-7-[2-(4-fluorophenyl)-3-phenyl-4-(phenylcarbamoyl)-5-propan-2-ylpyrrol-1-yl]-"
     "3,5-dihydroxyheptanoic acid",
     "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O",
     "C33H35FN2O5", "rdkit"),
    ("cholesteryl-oleate", "[" + CHOLESTANE_3_YL + "yl] (Z)-octadec-9-enoate",
     "CCCCCCCC/C=C\\CCCCCCCC(=O)O[C@H]1CC[C@@]2(C)C(=CC[C@H]3[C@@H]4CC[C@H]([C@H](C)CCCC(C)C)[C@@]4(C)CC"
     "[C@@H]32)C1", "C45H78O2", "rdkit"),
    ("dipalmitoylphosphatidylcholine", "[(2R)-2,3-di(hexadecanoyloxy)propyl] 2-(trimethylazaniumyl)ethyl "
     "phosphate", "CCCCCCCCCCCCCCCC(=O)OC[C@H](COP(=O)([O-])OCC[N+](C)(C)C)OC(=O)CCCCCCCCCCCCCCC",
     "C40H80NO8P", "rdkit"),
    ("cyclopentacontane", "cyclopentacontane", "C1" + "C" * 48 + "C1", "C50H100", "rdkit"),
    # > 100
    ("erythromycin", "(3R,4S,5S,6R,7R,9R,11R,12R,13S,14R)-6-[(2S,3R,4S,6R)-4-(dimethylamino)-3-hydroxy-6-"
     "methyloxan-2-yl]oxy-14-ethyl-7,12,13-trihydroxy-4-[(2R,4R,5S,6S)-5-hydroxy-4-methoxy-4,6-"
     "dimethyloxan-2-yl]oxy-3,5,7,9,11,13-hexamethyl-oxacyclotetradecane-2,10-dione",
     "CC[C@@H]1[C@@]([C@@H]([C@H](C(=O)[C@@H](C[C@@]([C@@H]([C@H]([C@@H]([C@H](C(=O)O1)C)O[C@H]2C"
     "[C@@]([C@H]([C@@H](O2)C)O)(C)OC)C)O[C@H]3[C@@H]([C@H](C[C@H](O3)C)N(C)C)O)(C)O)C)C)O)(C)O",
     "C37H67NO13", "rdkit"),
    ("tetraphenylporphyrin", "5,10,15,20-tetraphenyl-21H,23H-porphyrin",
     "c1ccc(cc1)-c1c2ccc(n2)c(-c2ccccc2)c2ccc([nH]2)c(-c2ccccc2)c2ccc(n2)c(-c2ccccc2)c2ccc1[nH]2",
     "C44H30N4", "rdkit"),
    ("tristearin", "2,3-di(octadecanoyloxy)propyl octadecanoate",
     "CCCCCCCCCCCCCCCCCC(=O)OCC(COC(=O)CCCCCCCCCCCCCCCCC)OC(=O)CCCCCCCCCCCCCCCCC", "C57H110O6", "rdkit"),
    ("ubiquinone-10", "2-[(2E,6E,10E,14E,18E,22E,26E,30E,34E)-3,7,11,15,19,23,27,31,35,39-decamethyl"
     "tetraconta-2,6,10,14,18,22,26,30,34,38-decaenyl]-5,6-dimethoxy-3-methylcyclohexa-2,5-diene-1,4-dione",
     "COC1=C(OC)C(=O)C(C/C=C(\\C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)CCC=C(C)C)"
     "=C(C)C1=O", "C59H90O4", "rdkit"),
    ("buckminsterfullerene", "(C60-Ih)[5,6]fullerene", C60_SMILES, "C60", "schlegel:5"),
    ("angiotensin-ii", "(2S)-2-[[(2S)-1-[(2S)-2-[[(2S,3S)-2-[[(2S)-2-[[(2S)-2-[[(2S)-2-[[(2S)-2-amino-3-"
     "carboxypropanoyl]amino]-5-(diaminomethylideneamino)pentanoyl]amino]-3-methylbutanoyl]amino]-3-(4-"
     "hydroxyphenyl)propanoyl]amino]-3-methylpentanoyl]amino]-3-(1H-imidazol-5-yl)propanoyl]pyrrolidine-2-"
     "carbonyl]amino]-3-phenylpropanoic acid",
     "N[C@@H](CC(=O)O)C(=O)N[C@@H](CCCNC(=N)N)C(=O)N[C@@H](C(C)C)C(=O)N[C@@H](Cc1ccc(O)cc1)C(=O)N[C@@H]"
     "([C@@H](C)CC)C(=O)N[C@@H](Cc1cnc[nH]1)C(=O)N1CCC[C@H]1C(=O)N[C@@H](Cc1ccccc1)C(=O)O",
     "C50H71N13O12", "rdkit"),
]

# Tasks that compare bond orders: the reference draws double and triple bonds as 2 and 3 lines.
BOND_ORDER_TASKS = [
    ("benzene-bond-order", "benzene", "C1=CC=CC=C1", "C6H6", "rdkit"),
    ("acetic-acid-bond-order", "acetic acid", "CC(=O)O", "C2H4O2", "rdkit"),
    ("acetonitrile-bond-order", "acetonitrile", "CC#N", "C2H3N", "rdkit"),
]

BINS = [(20, "<20"), (40, "21-40"), (60, "41-60"), (80, "61-80"), (100, "81-100"), (math.inf, ">100")]

# Colours in no palette: each at least FAR_COLOUR from every palette colour (checked in main).
FOREIGN_COLOURS = ["#7F3FBF", "#8B4513"]


def size_bin(size):
    return next(label for top, label in BINS if size <= top)


def seeded(*parts):
    return random.Random(zlib.crc32("/".join(map(str, parts)).encode()))


class Molecule:
    def __init__(self, name, iupac, source, expected_formula, layout, bond_order=False):
        self.name, self.iupac, self.layout, self.bond_order = name, iupac, layout, bond_order
        if isinstance(source, str):
            self.mol = K.mol_from_smiles(source)
        else:
            self.mol = K.mol_from_graph(source)
            if not nx.is_isomorphic(nx.Graph(source), nx.dodecahedral_graph()):
                raise ValueError(f"{name}: the name's graph is not the dodecahedron")
        if K.formula(self.mol) != expected_formula:
            raise ValueError(f"{name}: formula {K.formula(self.mol)}, expected {expected_formula}")
        self.smiles = Chem.MolToSmiles(self.mol)
        self.elements, self.bonds = K.heavy_atoms_and_bonds(self.mol)
        if not set(self.elements) <= set(K.PALETTE):
            raise ValueError(f"{name}: element outside the palette")
        self.drawing = self.layout_drawing(self.mol, layout)
        self.answers = []

    @property
    def size(self):
        return len(self.elements) + len(self.bonds)

    @staticmethod
    def layout_drawing(mol, layout, pick=0):
        elements, bonds = K.heavy_atoms_and_bonds(mol)
        if layout.startswith("schlegel:"):
            pos = K.schlegel_positions(len(elements), bonds, int(layout.split(":")[1]), pick)
            return K.Drawing.from_layout(elements, bonds, pos, shortest=True)
        return K.Drawing.from_layout(elements, bonds, K.rdkit_positions(mol, coordgen=layout == "coordgen"))

    def reference_svg(self):
        return K.reference_svg(self.drawing, self.bond_order)

    def task_json(self):
        check = {"kind": "molecule", "palette": dict(K.PALETTE)}
        if self.bond_order:
            check["bond_order"] = True
        return {
            "schema": "plumbline/task@1",
            "id": f"molecule/{self.name}",
            "domain": "molecule",
            "format": "svg",
            "prompt": prompt(self.iupac, self.bond_order),
            "reference": self.reference_svg(),
            "check": check,
            "meta": {"smiles": self.smiles, "iupac": self.iupac, "atoms": len(self.elements),
                     "bonds": len(self.bonds), "bin": size_bin(self.size)},
        }


# --- response shapes ----------------------------------------------------------------------------

def fenced(before, drawing, after=""):
    text = f"{before}\n\n```svg\n{drawing}\n```\n"
    return text + (f"\n{after}\n" if after else "")


def bare(drawing):
    return drawing + "\n"


def respond(m, rng, drawing, before, after):
    """Most answers are a fenced drawing between two sentences; about one in five is bare."""
    if rng.random() < 0.2:
        return bare(drawing)
    return fenced(before.format(name=m.iupac), drawing, after.format(name=m.iupac))


# --- drawing styles -----------------------------------------------------------------------------

def standard_elements(d, fills=None, bond_order=False):
    lines = [K.line_el(p, q, width=K.fmt(d.bond / K.BOND)) for p, q, _ in d.bond_lines(bond_order)]
    fills = fills or [K.PALETTE[e] for _, _, e in d.atoms]
    circles = [K.circle_el((x, y), d.radius, f) for (x, y, _), f in zip(d.atoms, fills)]
    return lines, circles


def standard(d, fills=None, bond_order=False):
    lines, circles = standard_elements(d, fills, bond_order)
    return K.svg_doc(d, lines + circles)


def spelled(element, style):
    """A palette colour spelled another way that means the same colour."""
    exact_names = {"N": "blue", "O": "red", "I": "magenta"}
    if element in exact_names:
        return exact_names[element]
    colour = K.PALETTE[element]
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    if style == "lowercase":
        return colour.lower()
    if style == "rgb":
        return f"rgb({r},{g},{b})"
    return "rgb(" + ",".join(K.fmt(v / 255 * 100, 1) + "%" for v in (r, g, b)) + ")"


def trails(n, bonds):
    """The bonds as chains (each a list of atoms), walked greedily from odd-degree atoms."""
    unused = {}
    for a, b, _ in bonds:
        unused.setdefault(a, []).append(b)
        unused.setdefault(b, []).append(a)
    for v in unused:
        unused[v].sort()
    out = []

    def remaining():
        return [v for v in sorted(unused) if unused[v]]
    while remaining():
        odd = [v for v in remaining() if len(unused[v]) % 2 == 1]
        v = (odd or remaining())[0]
        chain = [v]
        while unused[v]:
            w = unused[v].pop(0)
            unused[w].remove(v)
            chain.append(w)
            v = w
        out.append(chain)
    return out


# --- correct answers ------------------------------------------------------------------------------

def pass_rotated(m, rng):
    deg = rng.randrange(20, 340)
    d = m.drawing.rotated(deg)
    return "rotated", respond(m, rng, standard(d, bond_order=m.bond_order),
                              "Here is the structure of {name} as an SVG, heavy atoms only.",
                              f"I laid the skeleton out at an angle ({deg}° from the usual orientation); "
                              "the connectivity is what matters.")


def pass_mirrored(m, rng):
    return "mirrored", respond(m, rng, standard(m.drawing.mirrored()),
                               "Below is an SVG of {name}. Hydrogens are omitted and every atom is coloured "
                               "by element.", "Each line is one bond, whatever its order.")


def pass_relaid(m, rng):
    """Another layout of the same molecule: RDKit on a randomly renumbered copy (Schlegel
    diagrams: another outer face)."""
    if m.layout.startswith("schlegel"):
        size = int(m.layout.split(":")[1])
        bigger = {4: 4, 5: 6}[size] if m.name == "buckminsterfullerene" else size
        d = Molecule.layout_drawing(m.mol, f"schlegel:{bigger}", pick=rng.randrange(1, 6))
        label = "relaid-other-face"
    else:
        order = list(range(m.mol.GetNumAtoms()))
        rng.shuffle(order)
        d = Molecule.layout_drawing(Chem.RenumberAtoms(m.mol, order), m.layout)
        label = "relaid-renumbered"
    return label, respond(m, rng, standard(d.rotated(rng.randrange(0, 360))),
                          "Sure! Here is my drawing of {name}:",
                          "Carbon atoms are dark teal, heteroatoms use the colours from the mapping.")


def pass_coordgen(m, rng):
    ring_sizes = [len(r) for r in m.mol.GetRingInfo().AtomRings()]
    if m.layout != "rdkit" or max(ring_sizes, default=0) > 8:
        return None   # CoordGen is slow to hopeless on large rings, and a cage needs a Schlegel diagram
    d = Molecule.layout_drawing(m.mol, "coordgen")
    return "coordgen-layout", respond(m, rng, standard(d),
                                      "The SVG below shows the heavy-atom skeleton of {name}.",
                                      "Bonds run from atom centre to atom centre.")


def pass_shuffled(m, rng):
    d = m.drawing
    lines, circles = standard_elements(d)
    # some bonds written end first
    lines = [K.line_el(*(((q, p) if rng.random() < 0.5 else (p, q)))) for p, q, _ in d.bond_lines()]
    els = lines + circles
    rng.shuffle(els)
    return "shuffled-order", respond(m, rng, K.svg_doc(d, els),
                                     "I placed each atom and drew its bonds as I went along:",
                                     "The drawing contains {name} with hydrogens left out.")


def colour_spelling(style):
    def pass_colours(m, rng):
        d = m.drawing.rotated(rng.randrange(0, 360))
        fills = [spelled(e, style) for _, _, e in d.atoms]
        return f"colours-{style}", respond(m, rng, standard(d, fills),
                                           "Here is {name}. I wrote the colours from the mapping in my "
                                           "own notation.", "Atoms are circles; each bond is a single black "
                                           "line.")
    pass_colours.__name__ = f"pass_colours_{style}"
    return pass_colours


def pass_scaled(m, rng):
    d = m.drawing.scaled(4)
    return "scaled-bond-40", respond(m, rng, standard(d),
                                     "I drew {name} a bit larger than the example (bond length 40, atom "
                                     "radius 6) so that it is easier to read:", "")


def pass_edge_to_edge(m, rng):
    d = m.drawing
    lines = []
    for p, q, _ in d.bond_lines():
        u = (q[0] - p[0], q[1] - p[1])
        n = math.hypot(*u)
        u = (u[0] / n * d.radius, u[1] / n * d.radius)
        lines.append(K.line_el((p[0] + u[0], p[1] + u[1]), (q[0] - u[0], q[1] - u[1])))
    _, circles = standard_elements(d)
    return "edge-to-edge", respond(m, rng, K.svg_doc(d, lines + circles),
                                   "Here is an SVG of {name}. To keep the atoms clean, each bond line stops "
                                   "at the edge of its atom circles.", "Hydrogens are not shown.")


def pass_path_bonds(m, rng):
    d = m.drawing
    pieces = " ".join(f"M {K.fmt(p[0])} {K.fmt(p[1])} L {K.fmt(q[0])} {K.fmt(q[1])}"
                      for p, q, _ in d.bond_lines())
    _, circles = standard_elements(d)
    el = f'<path d="{pieces}" stroke="black" stroke-width="1" fill="none" />'
    return "path-bonds", respond(m, rng, K.svg_doc(d, [el] + circles),
                                 "All bonds of {name} are one path; the atoms are circles on top of it.",
                                 "Let me know if you would like the bond orders shown.")


def pass_polylines(m, rng):
    d = m.drawing
    els = []
    for chain in trails(len(d.atoms), d.bonds):
        pts = " ".join(f"{K.fmt(d.atoms[v][0])},{K.fmt(d.atoms[v][1])}" for v in chain)
        els.append(f'<polyline points="{pts}" fill="none" stroke="black" stroke-width="1" />')
    _, circles = standard_elements(d)
    return "polyline-chains", respond(m, rng, K.svg_doc(d, els + circles),
                                      "I traced the skeleton of {name} as a few polylines and put the atoms "
                                      "on top:", "")


def pass_grouped_circles(m, rng):
    d = m.drawing
    deg = [90, 180, 30, -45][rng.randrange(4)]
    t = (round(d.width / 2, 1), round(d.height / 2, 1))
    a = math.radians(-deg)
    c, s = math.cos(a), math.sin(a)
    circles = []
    for x, y, e in d.atoms:
        dx, dy = x - t[0], y - t[1]
        circles.append("  " + K.circle_el((dx * c - dy * s, dx * s + dy * c), d.radius, K.PALETTE[e]))
    lines, _ = standard_elements(d)
    group = [f'<g transform="translate({K.fmt(t[0])},{K.fmt(t[1])}) rotate({deg})">'] + circles + ["</g>"]
    return "grouped-circles", respond(m, rng, K.svg_doc(d, lines + group),
                                      "Here is {name}; the atoms are grouped and placed with a transform.",
                                      "")


def pass_circle_paths(m, rng):
    d = m.drawing
    lines, _ = standard_elements(d)
    r = K.fmt(d.radius)
    atoms = [f'<path d="M {K.fmt(x - d.radius)} {K.fmt(y)} a {r} {r} 0 1 0 {K.fmt(2 * d.radius)} 0 '
             f'a {r} {r} 0 1 0 {K.fmt(-2 * d.radius)} 0 z" fill="{K.PALETTE[e]}" />' for x, y, e in d.atoms]
    return "circle-paths", respond(m, rng, K.svg_doc(d, lines + atoms),
                                   "The SVG for {name}, with each atom drawn as a small filled arc path:", "")


def pass_style_fill(m, rng):
    d = m.drawing
    lines, _ = standard_elements(d)
    circles = [f'<circle cx="{K.fmt(x)}" cy="{K.fmt(y)}" r="{K.fmt(d.radius)}" '
               f'style="fill:{K.PALETTE[e]};stroke:none" />' for x, y, e in d.atoms]
    return "style-fill", respond(m, rng, K.svg_doc(d, lines + circles),
                                 "Here you go: {name} as SVG, colours set through style attributes.", "")


def pass_double_lines(m, rng):
    if all(order == 1 for _, _, order in m.bonds):
        return None
    d = m.drawing
    return "double-bonds-drawn", respond(m, rng, standard(d, bond_order=True),
                                         "Here is {name}. I also showed the double bonds as two parallel "
                                         "lines, which I hope is fine.", "")


PASS_KINDS = [pass_rotated, pass_mirrored, pass_relaid, pass_shuffled, colour_spelling("lowercase"),
              pass_scaled, pass_edge_to_edge, pass_path_bonds, colour_spelling("rgb"), pass_polylines,
              pass_grouped_circles, pass_circle_paths, colour_spelling("percent"), pass_style_fill,
              pass_double_lines, pass_coordgen]


# --- incorrect answers ----------------------------------------------------------------------------

def ring_bond_ids(mol):
    return [b.GetIdx() for b in mol.GetBonds() if b.IsInRing()]


def fail_wrong_position(m, rng):
    """A substituent moved to the neighbouring ring atom, then laid out anew by RDKit."""
    mol = m.mol
    ref = oracle_graph(m.elements, m.bonds)
    candidates = []
    for b in mol.GetBonds():
        if b.IsInRing():
            continue
        for ring_atom, sub in ((b.GetBeginAtom(), b.GetEndAtom()), (b.GetEndAtom(), b.GetBeginAtom())):
            if not ring_atom.IsInRing():
                continue
            for nb in ring_atom.GetNeighbors():
                if nb.IsInRing() and nb.GetIdx() != sub.GetIdx() and nb.GetTotalNumHs() > 0:
                    candidates.append((b.GetIdx(), ring_atom.GetIdx(), sub.GetIdx(), nb.GetIdx()))
    rng.shuffle(candidates)
    for bond_idx, ring_atom, sub, nb in candidates:
        rw = Chem.RWMol(mol)
        bond_type = mol.GetBondWithIdx(bond_idx).GetBondType()
        rw.RemoveBond(ring_atom, sub)
        rw.AddBond(nb, sub, bond_type)
        moved = rw.GetMol()
        try:
            Chem.SanitizeMol(moved)
        except Exception:   # RDKit raises several types for valence and aromaticity problems
            continue
        elements, bonds = K.heavy_atoms_and_bonds(moved)
        if nx.is_isomorphic(ref, oracle_graph(elements, bonds), node_match=same_element):
            continue   # a symmetric ring: the move changes nothing
        d = Molecule.layout_drawing(moved, "rdkit")
        return "wrong-ring-position", respond(m, rng, standard(d),
                                              "Here is the structure of {name}:",
                                              "Heavy atoms only, coloured by element.")
    return None


def oracle_graph(elements, bonds):
    g = nx.Graph()
    g.add_nodes_from((i, {"e": e}) for i, e in enumerate(elements))
    g.add_edges_from((a, b) for a, b, _ in bonds)
    return g


def same_element(a, b):
    return a["e"] == b["e"]


def fail_missing_ring_bond(m, rng):
    rings = ring_bond_ids(m.mol)
    if not rings:
        return None
    k = rings[rng.randrange(len(rings))]
    d = m.drawing.copy(bonds=[b for i, b in enumerate(m.drawing.bonds) if i != k])
    return "missing-ring-bond", respond(m, rng, standard(d), "Here is {name} drawn as SVG.",
                                        "All heavy atoms are shown with their bonds.")


def fail_extra_bond(m, rng):
    d = m.drawing
    bonded = {(a, b) for a, b, _ in d.bonds} | {(b, a) for a, b, _ in d.bonds}
    pts = [d.pos(i) for i in range(len(d.atoms))]
    cands = []
    for i in range(len(pts)):
        for j in range(i):
            if (i, j) in bonded or not 1.2 * d.bond <= math.dist(pts[i], pts[j]) <= 2.0 * d.bond:
                continue
            if all(segment_distance(pts[k], pts[i], pts[j]) > 0.4 * d.bond
                   for k in range(len(pts)) if k not in (i, j)):
                cands.append((i, j))
    if not cands:
        return None
    i, j = cands[rng.randrange(len(cands))]
    d2 = d.copy(bonds=d.bonds + [(i, j, 1)])
    return "extra-bond", respond(m, rng, standard(d2), "This is my SVG drawing of {name}:", "")


def segment_distance(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def fail_heteroatom_as_carbon(m, rng):
    hetero = [i for i, (_, _, e) in enumerate(m.drawing.atoms) if e != "C"]
    if not hetero:
        return None
    k = hetero[rng.randrange(len(hetero))]
    el = m.drawing.atoms[k][2]
    fills = [K.PALETTE["C"] if i == k else K.PALETTE[e] for i, (_, _, e) in enumerate(m.drawing.atoms)]
    return f"{el.lower()}-drawn-as-carbon", respond(m, rng, standard(m.drawing, fills),
                                                    "Here is the molecule {name}:", "")


def fail_hydrogens(m, rng):
    if sum(a.GetTotalNumHs() for a in m.mol.GetAtoms()) == 0:
        return None
    with_h = Chem.AddHs(m.mol)
    d = Molecule.layout_drawing(with_h, "rdkit")
    return "hydrogens-drawn", respond(m, rng, standard(d),
                                      "Here is {name} with every atom, hydrogens included, for completeness:",
                                      "Hydrogens use the grey-teal colour from the mapping.")


def fail_stop_short(m, rng):
    d = m.drawing
    lengths = [math.dist(d.pos(a), d.pos(b)) for a, b, _ in d.bonds]
    typical = sorted(lengths)[len(lengths) // 2]
    long_enough = [k for k, length in enumerate(lengths) if length >= typical - 1e-6]
    picked = set(rng.sample(long_enough, min(len(long_enough), 2 + rng.randrange(2))))
    lines = []
    for k, (a, b, _) in enumerate(d.bonds):
        p, q = d.pos(a), d.pos(b)
        if k in picked:
            p, q = ((p[0] + 0.45 * (q[0] - p[0]), p[1] + 0.45 * (q[1] - p[1])),
                    (p[0] + 0.55 * (q[0] - p[0]), p[1] + 0.55 * (q[1] - p[1])))
        lines.append(K.line_el(p, q))
    _, circles = standard_elements(d)
    return "bonds-stop-short", respond(m, rng, K.svg_doc(d, lines + circles),
                                       "Here is an SVG of {name}.", "")


def fail_missing_atom(m, rng):
    d = m.drawing
    degree = [0] * len(d.atoms)
    for a, b, _ in d.bonds:
        degree[a] += 1
        degree[b] += 1
    terminal = [i for i, g in enumerate(degree) if g == 1]
    pool = [i for i in terminal if d.atoms[i][2] != "C"] or terminal or list(range(len(d.atoms)))
    k = pool[rng.randrange(len(pool))]
    keep = [i for i in range(len(d.atoms)) if i != k]
    new = {old: new for new, old in enumerate(keep)}
    d2 = d.copy(atoms=[d.atoms[i] for i in keep],
                bonds=[(new[a], new[b], o) for a, b, o in d.bonds if k not in (a, b)])
    return "missing-atom", respond(m, rng, standard(d2), "Here is the skeleton of {name}:", "")


def fail_disconnected(m, rng):
    g = oracle_graph(m.elements, m.bonds)
    cands = []
    for k, (a, b, _) in enumerate(m.bonds):
        if m.mol.GetBondBetweenAtoms(a, b).IsInRing():
            continue
        h = g.copy()
        h.remove_edge(a, b)
        smaller = min(len(c) for c in nx.connected_components(h))
        cands.append((smaller >= 2, k))
    if not cands:
        return None
    best = [k for ok, k in cands if ok] or [k for _, k in cands]
    k = best[rng.randrange(len(best))]
    d = m.drawing.copy(bonds=[b for i, b in enumerate(m.drawing.bonds) if i != k])
    return "disconnected-fragment", respond(m, rng, standard(d), "My SVG drawing of {name}:", "")


def fail_foreign_colour(m, rng):
    colour = FOREIGN_COLOURS[rng.randrange(len(FOREIGN_COLOURS))]
    nearest, _ = oracle.colour_class(K.hex_rgb(colour))
    # the atom must not read as its own element even to a checker that takes the nearest
    # palette colour however far it is
    pool = [i for i, (_, _, e) in enumerate(m.drawing.atoms) if K.PALETTE[e].upper() != nearest]
    k = pool[rng.randrange(len(pool))]
    fills = [colour if i == k else K.PALETTE[e] for i, (_, _, e) in enumerate(m.drawing.atoms)]
    return "colour-in-no-palette", respond(m, rng, standard(m.drawing, fills),
                                           "Here is {name}. I picked the colours for each element:", "")


FAIL_KINDS = [fail_wrong_position, fail_missing_ring_bond, fail_extra_bond, fail_heteroatom_as_carbon,
              fail_hydrogens, fail_stop_short, fail_missing_atom, fail_disconnected, fail_foreign_colour]


# --- bond-order answers ---------------------------------------------------------------------------

def bond_order_answers(m, rng):
    out = [("pass",) + pass_rotated(m, rng)]
    d = m.drawing
    multiple = [k for k, (_, _, o) in enumerate(d.bonds) if o > 1]
    single = [k for k, (_, _, o) in enumerate(d.bonds) if o == 1]
    k = multiple[0]
    word = {2: "double", 3: "triple"}[d.bonds[k][2]]
    d1 = d.copy(bonds=[(a, b, 1 if i == k else o) for i, (a, b, o) in enumerate(d.bonds)])
    out.append(("fail", f"{word}-drawn-single", fenced(
        f"Here is {m.iupac} with bond orders shown:", standard(d1, bond_order=True), "")))
    k = single[0]
    d2 = d.copy(bonds=[(a, b, 2 if i == k else o) for i, (a, b, o) in enumerate(d.bonds)])
    out.append(("fail", "single-drawn-double", fenced(
        f"The structure of {m.iupac}, single, double and triple bonds drawn as 1, 2 and 3 lines:",
        standard(d2, bond_order=True), "")))
    return out


# --- responses without a readable drawing -------------------------------------------------------

def invalid_prose(m):
    return ("invalid", "prose-only",
            f"Drawing {m.iupac} atom by atom is error-prone, so let me describe it instead. It is a closed "
            f"cage of {len(m.elements)} carbon atoms and {len(m.bonds)} bonds: twelve five-membered rings "
            "and twenty six-membered rings, every atom shared by one pentagon and two hexagons, like the seams "
            "of a football. In an SVG you would place the atoms on a Schlegel diagram and connect each to "
            "its three neighbours.\n")


def invalid_unclosed(m):
    d = m.drawing
    lines = [K.line_el(p, q)[:-3] + ">" for p, q, _ in d.bond_lines()]   # <line ...> never closed
    _, circles = standard_elements(d)
    return ("invalid", "unclosed-tags", fenced(f"Here is {m.iupac}:", K.svg_doc(d, lines + circles), ""))


def invalid_truncated(m):
    text = fenced(f"Here is the SVG for {m.iupac}, heavy atoms only:", standard(m.drawing))
    cut = text.index("<circle")
    cut = text.index("cy=", cut + len(text) // 3)   # the response ends inside an element
    return ("invalid", "truncated", text[:cut + 5])


INVALID = {"buckminsterfullerene": invalid_prose, "cholesterol": invalid_unclosed,
           "angiotensin-ii": invalid_truncated}


# --- assembling and checking ------------------------------------------------------------------

def choose_answers(molecules):
    """Two or three correct and three or two incorrect answers per molecule, kinds taken in turn
    so every kind is used several times. Kinds that do not apply to a molecule are skipped, and
    so are answers whose verdict the oracle can confirm only without margin; an answer the
    oracle judges other than it was built to be stops the run."""
    pass_next, fail_next = 0, 0
    skipped = []
    for index, m in enumerate(molecules):
        n_pass = 3 if index % 2 == 0 else 2
        for expected, kinds, wanted in (("pass", PASS_KINDS, n_pass), ("fail", FAIL_KINDS, 5 - n_pass)):
            got, tries = 0, 0
            while got < wanted and tries < len(kinds):
                pointer = pass_next if expected == "pass" else fail_next
                kind = kinds[pointer % len(kinds)]
                if expected == "pass":
                    pass_next += 1
                else:
                    fail_next += 1
                tries += 1
                made = kind(m, seeded(m.name, kind.__name__))
                if made is None:
                    continue
                label, response = made
                verdict = judge(m, response)
                if verdict.verdict != expected:
                    raise ValueError(f"{m.name}/{expected}-{label}: built as {expected}, oracle says "
                                     f"{verdict.verdict} {verdict.reasons} {verdict.unclear}")
                if verdict.unclear:   # right verdict, but too close to a tolerance to be a good example
                    skipped.append(f"{m.name}/{expected}-{label}: {verdict.unclear[0]}")
                    continue
                m.answers.append((expected, label, response))
                got += 1
        if m.name in INVALID:
            m.answers.append(INVALID[m.name](m))
    return skipped


def judge(m, response):
    drawing = last_drawing(response)
    if drawing is None:
        j = oracle.Judgement()
        j.verdict = "invalid"
        return j
    return oracle.judge(m.reference_svg(), drawing, m.bond_order)


def run_published_script(reference_svg, response):
    """What the published script prints for this answer: 1, 0, 'error' when it raises, '-'
    when the response holds no SVG to give it."""
    drawing = last_drawing(response)
    if drawing is None:
        return "-"
    with tempfile.TemporaryDirectory() as tmp:
        gt, out = os.path.join(tmp, "ground_truth.svg"), os.path.join(tmp, "llm_output.svg")
        for path, text in ((gt, reference_svg), (out, drawing)):
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        printed = io.StringIO()
        argv = sys.argv
        sys.argv = ["evaluate", gt, out]
        try:
            with contextlib.redirect_stdout(printed):
                ssvg.main()
        except Exception:   # the script has no error handling; a raise is its verdict here
            return "error"
        finally:
            sys.argv = argv
        return printed.getvalue().strip()


def check_answers(molecules):
    problems = []
    for m in molecules:
        if oracle.judge(m.reference_svg(), m.reference_svg(), m.bond_order).verdict != "pass":
            problems.append(f"{m.name}: reference does not pass against itself")
        if run_published_script(m.reference_svg(), m.reference_svg()) != "1":
            problems.append(f"{m.name}: the published script rejects the reference")
        names = set()
        for expected, label, response in m.answers:
            where = f"{m.name}/{expected}-{label}"
            if (expected, label) in names:
                problems.append(f"{where}: duplicate")
            names.add((expected, label))
            j = judge(m, response)
            if j.verdict != expected or j.unclear:
                problems.append(f"{where}: oracle says {j.verdict} {j.reasons} {j.unclear}")
    return problems


def build():
    for colour in FOREIGN_COLOURS:
        near = min(math.dist(K.hex_rgb(colour), K.hex_rgb(c)) for c in K.PALETTE.values())
        if near < oracle.FAR_COLOUR:
            raise ValueError(f"{colour} is only {near:.3f} from a palette colour")
    molecules = [Molecule(*spec) for spec in MOLECULES]
    skipped = choose_answers(molecules)
    order_tasks = [Molecule(*spec, bond_order=True) for spec in BOND_ORDER_TASKS]
    for m in order_tasks:
        m.answers = bond_order_answers(m, seeded("answers", m.name))
    return molecules + order_tasks, skipped


def write(tasks):
    if os.path.isdir(ROOT):
        for entry in sorted(os.listdir(ROOT)):
            path = os.path.join(ROOT, entry)
            if os.path.isdir(path) and os.path.exists(os.path.join(path, "task.json")):
                shutil.rmtree(path)
    os.makedirs(ROOT, exist_ok=True)
    rows = []
    for m in tasks:
        folder = os.path.join(ROOT, m.name)
        os.makedirs(os.path.join(folder, "answers"))
        with open(os.path.join(folder, "task.json"), "w", encoding="utf-8") as out:
            json.dump(m.task_json(), out, indent=2, ensure_ascii=False)
            out.write("\n")
        with open(os.path.join(folder, "reference.tex"), "w", encoding="utf-8") as out:
            out.write(K.reference_tikz(m.drawing, m.bond_order))
        with open(os.path.join(folder, "reference.eps"), "w", encoding="utf-8") as out:
            out.write(K.reference_eps(m.drawing, m.bond_order))
        for expected, label, response in m.answers:
            name = f"{expected}-{label}.txt"
            with open(os.path.join(folder, "answers", name), "w", encoding="utf-8") as out:
                out.write(response)
            rows.append((m.name, name, run_published_script(m.reference_svg(), response)))
    with open(os.path.join(ROOT, "ssvg-expected.tsv"), "w", encoding="utf-8") as out:
        out.write("task\tanswer\tscript\n")
        out.writelines(f"{t}\t{a}\t{s}\n" for t, a, s in sorted(rows))
    return rows


def summary(tasks, rows):
    script = {(t, a): s for t, a, s in rows}
    bins = {}
    for m in tasks:
        bins[size_bin(m.size)] = bins.get(size_bin(m.size), 0) + 1
    print("tasks per bin: " + ", ".join(f"{label} {bins.get(label, 0)}" for _, label in BINS))
    for expected in ("pass", "fail", "invalid"):
        got = [script[(m.name, f"{e}-{label}.txt")]
               for m in tasks for e, label, _ in m.answers if e == expected]
        counts = {v: got.count(v) for v in sorted(set(got))}
        print(f"{expected}: {len(got)} answers; published script prints " +
              ", ".join(f"{v}: {n}" for v, n in counts.items()))


def main():
    tasks, skipped = build()
    problems = check_answers(tasks)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    rows = write(tasks)
    print(f"wrote {len(tasks)} tasks, {len(rows)} answers to {ROOT}")
    if "--verbose" in sys.argv:
        print("answers skipped because their verdict holds only without margin:")
        print("\n".join("  " + s for s in skipped))
    summary(tasks, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
