"""Molecules, 2D layouts and drawings for the molecule example generator.

A Drawing is a list of heavy atoms (scene position, element) and bonds (atom indices,
order) in SVG user units, y growing downwards. It is written out the way SSVG-Bench's
ground truth is written: one `<line>` per bond from atom centre to atom centre, then one
`<circle r="1.5">` per atom filled with the palette colour, bond length 10, coordinates
with at most three decimals; and as TikZ and EPS in the benchmark's prompt styles.

Layouts come from RDKit (rdDepictor.Compute2DCoords, or CoordGen) and are deterministic for
a given RDKit version. Cages (cubane, dodecahedrane, C60) get a Schlegel diagram instead:
RDKit's depiction of them overlaps atoms and runs bonds through other atoms.
"""

import math

import networkx as nx
import numpy as np
from rdkit import Chem, RDLogger
from rdkit.Chem import rdCoordGen, rdDepictor

RDLogger.DisableLog("rdApp.*")

# The benchmark's palette, in the prompt's order and spelling.
PALETTE = {"H": "#638c8c", "B": "#2AD52A", "C": "#274A4A", "N": "#0000FF", "O": "#FF0000",
           "F": "#D52092", "Si": "#D59E13", "P": "#D58600", "S": "#D5D500", "Cl": "#2AD52A",
           "Br": "#D58639", "Te": "#D5CD72", "I": "#FF00FF", "Eu": "#00CCD5", "Lu": "#00CCD5",
           "Os": "#838C8C", "U": "#00CCD5"}

BOND = 10.0      # bond length of every reference drawing, as in the benchmark's examples
RADIUS = 1.5     # atom circle radius, as in the benchmark's examples
MARGIN = 10.0    # space around the atoms inside the viewBox
DOUBLE_OFFSET = 0.08   # a double bond's two lines, in bond lengths either side of the axis
TRIPLE_OFFSET = 0.12   # a triple bond's outer lines


def hex_rgb(colour):
    """'#RRGGBB' -> (r, g, b) in 0..1."""
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))


def fmt(v, decimals=3):
    """A coordinate as written: at most `decimals` decimals, no trailing zeros, no '-0'."""
    s = f"{v:.{decimals}f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# --- molecules ------------------------------------------------------------------------------

def mol_from_smiles(smiles):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        raise ValueError(f"RDKit cannot read {smiles}")
    return mol


def mol_from_graph(edges, element="C"):
    """A saturated molecule of one element on an abstract graph (used for the cages)."""
    n = 1 + max(max(e) for e in edges)
    rw = Chem.RWMol()
    for _ in range(n):
        rw.AddAtom(Chem.Atom(element))
    for a, b in edges:
        rw.AddBond(int(a), int(b), Chem.BondType.SINGLE)
    mol = rw.GetMol()
    Chem.SanitizeMol(mol)
    return mol


def heavy_atoms_and_bonds(mol):
    """Elements and (i, j, order) of the heavy-atom graph, with Kekulé bond orders."""
    kek = Chem.Mol(mol)
    Chem.Kekulize(kek, clearAromaticFlags=True)
    order = {Chem.BondType.SINGLE: 1, Chem.BondType.DOUBLE: 2, Chem.BondType.TRIPLE: 3}
    elements = [a.GetSymbol() for a in kek.GetAtoms()]
    bonds = [(b.GetBeginAtomIdx(), b.GetEndAtomIdx(), order[b.GetBondType()]) for b in kek.GetBonds()]
    return elements, bonds


def formula(mol):
    from rdkit.Chem import rdMolDescriptors
    return rdMolDescriptors.CalcMolFormula(mol)


# --- layouts --------------------------------------------------------------------------------

def rdkit_positions(mol, coordgen=False):
    m = Chem.Mol(mol)
    if coordgen:
        rdCoordGen.AddCoords(m)
    else:
        rdDepictor.Compute2DCoords(m)
    conf = m.GetConformer()
    return [(conf.GetAtomPosition(i).x, conf.GetAtomPosition(i).y) for i in range(m.GetNumAtoms())]


def planar_faces(n, edges):
    """The faces of a planar graph's combinatorial embedding, each a list of vertices."""
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from((a, b) for a, b, *_ in edges)
    planar, emb = nx.check_planarity(g)
    if not planar:
        raise ValueError("graph is not planar")
    seen, faces = set(), []
    for u, v in sorted(emb.edges()):
        if (u, v) not in seen:
            faces.append(emb.traverse_face(u, v, mark_half_edges=seen))
    return g, faces


def schlegel_positions(n, edges, outer_size, pick=0):
    """A Schlegel diagram: one face of size `outer_size` (the pick-th, by sorted vertex list)
    as a regular polygon, every other vertex at the mean of its neighbours (Tutte), then the
    radii compressed (r -> r**p) with p chosen so the shortest bond is as long as it can be
    relative to the median. Planar input gives a drawing without crossings."""
    g, faces = planar_faces(n, edges)
    candidates = sorted((sorted(f), f) for f in faces if len(f) == outer_size)
    outer = candidates[pick % len(candidates)][1]
    pos = np.zeros((n, 2))
    for t, v in enumerate(outer):
        a = math.pi / 2 + 2 * math.pi * t / len(outer)
        pos[v] = (math.cos(a), math.sin(a))
    inner = [v for v in range(n) if v not in outer]
    index = {v: i for i, v in enumerate(inner)}
    a_mat = np.zeros((len(inner), len(inner)))
    b_vec = np.zeros((len(inner), 2))
    for v in inner:
        a_mat[index[v], index[v]] = g.degree(v)
        for w in g[v]:
            if w in index:
                a_mat[index[v], index[w]] -= 1
            else:
                b_vec[index[v]] += pos[w]
    solved = np.linalg.solve(a_mat, b_vec)
    for v in inner:
        pos[v] = solved[index[v]]

    def compressed(p):
        out = pos.copy()
        for i, (x, y) in enumerate(pos):
            r = math.hypot(x, y)
            if r > 1e-12:
                out[i] = (x * r ** (p - 1), y * r ** (p - 1))
        return out

    def shortest_over_median(q):
        lengths = [float(np.linalg.norm(q[a] - q[b])) for a, b in g.edges()]
        return min(lengths) / float(np.median(lengths))

    best = max((round(shortest_over_median(compressed(p / 100)), 9), p) for p in range(20, 101, 5))[1]
    return [tuple(map(float, q)) for q in compressed(best / 100)]


# --- drawings -------------------------------------------------------------------------------

class Drawing:
    """Atoms [(x, y, element)] and bonds [(i, j, order)] in scene units (y down)."""

    def __init__(self, atoms, bonds, radius=RADIUS, bond=BOND):
        self.atoms = [(float(x), float(y), e) for x, y, e in atoms]
        self.bonds = [tuple(b) for b in bonds]
        self.radius = radius
        self.bond = bond   # the nominal bond length, for double-bond offsets and margins

    @classmethod
    def from_layout(cls, elements, bonds, positions, shortest=False):
        """Model coordinates (y up) scaled so the median bond (or, for Schlegel diagrams whose
        bonds vary, the shortest bond) is BOND units long, y flipped, then framed."""
        lengths = sorted(math.dist(positions[a], positions[b]) for a, b, _ in bonds)
        unit = lengths[0] if shortest else lengths[len(lengths) // 2]
        k = BOND / unit
        atoms = [(x * k, -y * k, e) for (x, y), e in zip(positions, elements)]
        return cls(atoms, bonds).framed()

    def copy(self, atoms=None, bonds=None):
        """The same drawing (and frame) with other atoms or bonds."""
        d = Drawing(self.atoms if atoms is None else atoms,
                    self.bonds if bonds is None else bonds, self.radius, self.bond)
        d.width, d.height = getattr(self, "width", None), getattr(self, "height", None)
        return d

    def pos(self, i):
        return self.atoms[i][0], self.atoms[i][1]

    def framed(self, margin=None):
        """Translated so the atoms sit `margin` from the top-left corner of a 0 0 W H box."""
        margin = MARGIN * self.bond / BOND if margin is None else margin
        xs = [a[0] for a in self.atoms]
        ys = [a[1] for a in self.atoms]
        dx, dy = margin - min(xs), margin - min(ys)
        d = self.copy(atoms=[(x + dx, y + dy, e) for x, y, e in self.atoms])
        # round now so that what is written is exactly what later steps compute with
        d.atoms = [(round(x, 3), round(y, 3), e) for x, y, e in d.atoms]
        d.width = math.ceil(max(xs) + dx + margin)
        d.height = math.ceil(max(ys) + dy + margin)
        return d

    def rotated(self, deg):
        a = math.radians(deg)
        c, s = math.cos(a), math.sin(a)
        return self.copy(atoms=[(x * c - y * s, x * s + y * c, e) for x, y, e in self.atoms]).framed()

    def mirrored(self):
        return self.copy(atoms=[(-x, y, e) for x, y, e in self.atoms]).framed()

    def scaled(self, k):
        d = self.copy(atoms=[(x * k, y * k, e) for x, y, e in self.atoms])
        d.radius, d.bond = self.radius * k, self.bond * k
        return d.framed()

    def bond_lines(self, bond_order=False):
        """(p, q, bond index) per drawn line: one per bond, or with bond_order the parallel
        lines of double and triple bonds, each offset sideways and ending beside the centres."""
        out = []
        for k, (a, b, order) in enumerate(self.bonds):
            p, q = self.pos(a), self.pos(b)
            if not bond_order or order == 1:
                out.append((p, q, k))
                continue
            offsets = ([-DOUBLE_OFFSET, DOUBLE_OFFSET] if order == 2
                       else [-TRIPLE_OFFSET, 0.0, TRIPLE_OFFSET])
            n = normal(p, q)
            for o in offsets:
                d = o * self.bond
                out.append(((round(p[0] + n[0] * d, 3), round(p[1] + n[1] * d, 3)),
                             (round(q[0] + n[0] * d, 3), round(q[1] + n[1] * d, 3)), k))
        return out


def normal(p, q):
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    return (-dy / length, dx / length)


# --- writers ------------------------------------------------------------------------------------

def line_el(p, q, width="1", stroke="black"):
    return (f'<line x1="{fmt(p[0])}" y1="{fmt(p[1])}" x2="{fmt(q[0])}" y2="{fmt(q[1])}" '
            f'stroke="{stroke}" stroke-width="{width}" />')


def circle_el(p, r, fill):
    return f'<circle cx="{fmt(p[0])}" cy="{fmt(p[1])}" r="{fmt(r)}" fill="{fill}" />'


def svg_doc(d, elements):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {d.width} {d.height}">\n'
            + "\n".join(elements) + "\n</svg>")


def reference_svg(d, bond_order=False):
    """The benchmark's ground-truth style: all bond lines, then all atom circles."""
    els = [line_el(p, q) for p, q, _ in d.bond_lines(bond_order)]
    els += [circle_el((x, y), d.radius, PALETTE[e]) for x, y, e in d.atoms]
    return svg_doc(d, els)


def reference_tikz(d, bond_order=False):
    """The benchmark's TikZ prompt style (x=1pt, y=1pt, two decimals). y is written negated
    so that the picture, read with TikZ's y axis pointing up, lands on the SVG's coordinates."""
    def pt(p):
        return f"({p[0]:.2f},{-p[1]:.2f})".replace("-0.00", "0.00")
    colours = sorted({PALETTE[e][1:] for _, _, e in d.atoms})
    out = ["\\documentclass[tikz]{standalone}"]
    out += [f"\\definecolor{{{c}}}{{HTML}}{{{c.upper()}}}" for c in colours]
    out += ["\\begin{document}", "\\begin{tikzpicture}[x=1pt,y=1pt]"]
    out += [f"\\draw[line width=1pt] {pt(p)} -- {pt(q)};" for p, q, _ in d.bond_lines(bond_order)]
    out += [f"\\filldraw[fill={PALETTE[e][1:]}, draw=none] {pt((x, y))} circle ({fmt(d.radius)}pt);"
            for x, y, e in d.atoms]
    out += ["\\end{tikzpicture}", "\\end{document}", ""]
    return "\n".join(out)


def reference_eps(d, bond_order=False):
    """The benchmark's EPS prompt style: one newpath/moveto/lineto/stroke per line, one filled
    arc per atom, colours as 0-1 floats with two decimals. The bounding box is the SVG's
    viewBox and y is flipped against its top, so the drawing lands on the SVG's coordinates."""
    def pt(p):
        return f"{fmt(p[0])} {fmt(d.height - p[1])}"

    def rgb(colour):
        return " ".join(f"{round(c, 2):g}" for c in hex_rgb(colour))
    out = ["%!PS-Adobe-3.0 EPSF-3.0", f"%%BoundingBox: 0 0 {d.width} {d.height}",
           "%%Creator: EPS Generator", "%%EndComments", "", "1 setlinewidth", "0 0 0 setrgbcolor", ""]
    for p, q, _ in d.bond_lines(bond_order):
        out += ["newpath", f"{pt(p)} moveto", f"{pt(q)} lineto", "stroke", ""]
    for x, y, e in d.atoms:
        out += [f"{rgb(PALETTE[e])} setrgbcolor", "newpath", f"{pt((x, y))} {fmt(d.radius)} 0 360 arc",
                "closepath", "fill", ""]
    out += ["showpage", ""]
    return "\n".join(out)
